"""A yes-or-no slot named with a word that has it or goes without it, anywhere in a
message ("for 2 no car", "with the car", "不带车"), or its name said as a clause of its own
beside others ("log delivery, 3 bags, kindling") (``said_with_or_without``); the lexicon's
``boolean_with``, ``boolean_without``, ``boolean_with_after``."""

from __future__ import annotations

import re
from functools import lru_cache

from .clauses import CLAUSE_BREAK
from .grammar_words import LANGUAGES, ListWords, grammar, lexicon_grammar
from .inflections import Plurals, VerbWords, english_plurals
from .label_parts import complement_swapped, named_in_part
from .lexicon import Lexicon, has_cjk, normalize
from .parsed import Parsed
from .replies import strip_trailing


def said_with_or_without(text: str, names: tuple[str, ...], lex: Lexicon) -> Parsed | None:
    """A yes-or-no slot named with a word that has it or goes without it, anywhere in a
    message: "for 2 no car" (no), "with the car" (yes), "不带车", "要发票". ``names`` are
    the slot's label and name in words; the words around them are the lexicon's
    ``boolean_with`` / ``boolean_without`` (and ``thing_determiners`` between, "with the
    car"). Said of no name, nothing is read: a bare "no" is an answer only to the slot's
    own question (``boolean_in``)."""
    has, lacks, dets, aspects, after, still, unneeded = grammar(lex, _boolean_words)[lex.language]
    if lex.language == "zh":  # "洗好装回" for 洗完装回
        names = (*names, *complement_swapped(names, lex))
    else:  # "yes wetsuits please", "no helmets" for a slot named wetsuit, helmet
        names = _with_plurals(names, grammar(lex, english_plurals))
    states = _states_of(names, grammar(lex, VerbWords)) if lex.language != "zh" else ()
    names = tuple(dict.fromkeys((*names, *states)))
    rx = _with_or_without(
        names, lex.language == "zh", has, lacks, dets, aspects, after, still, unneeded
    )
    if rx is None:
        return None
    m = rx.search(text)
    if m is None and lex.language == "zh":
        fronted = _fronted(names, has, lacks, grammar(lex, _fronted_words))
        m = fronted.search(text) if fronted is not None else None
    if m is None and lex.language == "zh":
        m = _thing_fronted(text, names, has, lacks, grammar(lex, _fronted_words))
    if m is None and states:  # "…, not insured" for a label "stall insured"
        m = _state_not(states, grammar(lex, _state_nots)).search(text)
    if m is None and states:  # "hes really matted under his legs" for "matted coat"
        m = _state_told(states, grammar(lex, _state_told_words)).search(text)
    if m is None and states:  # "gate is locked" for "locked gate"
        told = _thing_state(names, states, grammar(lex, _thing_state_words))
        m = told.search(text) if told is not None else None
    if m is None:
        part = named_in_part(text, names, lex) if lex.language == "zh" else None
        return part or _named_as_clause(text, names, lex)
    groups = m.groupdict()
    if (groups.get("added") or groups.get("unneeded")) and _asked_after(text, m.end()):
        return None  # "is step free access needed?", "inside too?": asked, not said
    if groups.get("had") and (_asked_after(text, m.end()) or _asked_before(text, m, lex)):
        return None  # "could we have ribbons", "do we have parking?": asked, not had
    said = m.group("without") is None and groups.get("unneeded") is None
    return Parsed(said, m.group(0), 1.0, m.start(), m.end())


def _asked_after(text: str, at: int) -> bool:
    """The clause ``text`` goes on with from ``at`` ends as a question ("… needed?")."""
    end = CLAUSE_BREAK.search(text, at)
    rest = text[at : end.end() if end is not None else len(text)]
    return "?" in rest or "？" in rest


def _asked_before(text: str, m: re.Match[str], lex: Lexicon) -> bool:
    """The word right before the word of having ``m`` found is one that opens a question
    (``question_openers``: "could we have", "do i have"): the having is asked about."""
    before = normalize(text[: m.start("had")]).split()
    return bool(before) and before[-1] in grammar(lex, _openers)


@lexicon_grammar
def _openers(w: ListWords) -> frozenset[str]:
    """The words that open a question (``question_openers``), of every language."""
    return frozenset(x.casefold() for x in w.words("question_openers"))


def _named_as_clause(text: str, names: tuple[str, ...], lex: Lexicon) -> Parsed | None:
    """A yes-or-no slot's label or name said as a clause of its own, beside others ("log
    delivery, 3 bags, kindling", "测3个房间 加急"): naming the thing the slot asks about,
    with no word of lacking it, adds it. A clause asking ("kindling?") adds nothing; nor
    does a message of that one clause, which the slot's own question reads (``boolean_in``).
    A Chinese one may close on a mark of done ("物业同意了" for 物业同意): the state is told
    reached, which says yes as the bare name does."""
    items = grammar(lex, _list_items).get(lex.language)
    marks = sorted(
        [*CLAUSE_BREAK.finditer(text), *(items.finditer(text) if items else ())],
        key=lambda m: m.start(),
    )
    if not marks:
        return None
    wanted = {normalize(n) for n in names if n}
    start = 0
    for end, mark in [*((m.start(), m.group(0)) for m in marks), (len(text), "")]:
        raw, at = text[start:end], start
        start = end + len(mark)
        if "?" in mark or "？" in mark:
            continue
        said = strip_trailing(raw, lex, glued=True)
        # "…, its indoors": words that lead an answer are no part of the name either
        said = _leads_off(said, lex)
        if said not in wanted and has_cjk(said):
            said = _done_off(said, lex)  # "物业同意了" for 物业同意: a state said reached
        if said not in wanted and has_cjk(said):
            # "老人卧床" for 卧床: told of whom; "我爸插胃管 139…": a number typed after a
            # space is another answer
            head, *rest = said.split()
            said = _holder_off(head if rest and not has_cjk(" ".join(rest)) else said, wanted, lex)
        if items is not None:  # "… and the landing": the item after its determiner
            said = _determiner_off(said, lex)
        if said and (said in wanted or _label_opened(said, wanted)):
            lead = len(raw) - len(raw.lstrip())
            return Parsed(True, raw.strip(), 1.0, at + lead, at + lead + len(raw.strip()))
    return None


def _label_opened(said: str, wanted: set[str]) -> bool:
    """LABEL_SAID_SHORT_AS_A_CLAUSE_AMONG_VALUES: a Chinese clause that is a label of the
    slot of four characters or more with its last word dropped, from its verb on
    ("擦外窗" for 擦外窗玻璃 among a request's values, "开荒 … 擦外窗 周五"): the thing
    named as people shorten it, as "要擦外窗" names it after a word of having it."""
    return (
        has_cjk(said)
        and len(said) >= 2
        and any(
            has_cjk(w) and len(w) >= 4 and w.startswith(said) and 0 < len(w) - len(said) <= 2
            for w in wanted
        )
    )


def _holder_off(said: str, wanted: set[str], lex: Lexicon) -> str:
    """CHINESE_LABEL_TOLD_OF_SOMEONE: "QY2031 想约下周一上午上门随访 老人卧床" for a slot 卧床
    asked "老人是卧床的吗？": a clause of the label told of whom it holds, a word that only
    says whose a value is before it (the lexicon's ``value_holders``, ``companions``: 老人,
    我妈, 孩子), names it as the label alone does. ``said`` as it was when no such word
    opens it, or no name follows."""
    holders = grammar(lex, _holder_words)
    rest = said
    while rest and rest not in wanted:
        lead = next((h for h in holders if rest.startswith(h) and len(rest) > len(h)), None)
        if lead is None:
            return said
        rest = rest[len(lead) :]
    return rest if rest in wanted else said


@lexicon_grammar
def _holder_words(w: ListWords) -> tuple[str, ...]:
    """The Chinese words saying whose a value is (``value_holders``, ``companions``),
    longest first."""
    words = {*w.words("value_holders", ("zh",)), *w.words("companions", ("zh",))}
    return tuple(sorted(words, key=len, reverse=True))


def _done_off(said: str, lex: Lexicon) -> str:
    """``said`` without a mark of done it closes with (the lexicon's ``done_particles``:
    "物业同意了", "加急了"), when more is left: a label said as reached is still named, as
    people tell a state so ("物业同意了") beside the other answers."""
    for mark in grammar(lex, _done_words):
        if said.endswith(mark) and len(said) > len(mark):
            return said[: -len(mark)]
    return said


@lexicon_grammar
def _done_words(w: ListWords) -> tuple[str, ...]:
    """The Chinese marks of done (``done_particles``: "了"), longest first."""
    return tuple(sorted(w.words("done_particles", ("zh",)), key=len, reverse=True))


@lexicon_grammar
def _list_items(w: ListWords) -> dict[str, re.Pattern[str]]:
    """Per language whose words are spaced, a joiner of a list's last item to the others
    (``item_list_joiners``: "3 rooms and the landing"): each item is a clause of its own.
    Chinese lists are read by ``named_in_part``."""
    return {
        lang: re.compile(rf"\s+(?:{w.alt('item_list_joiners', (lang,))})\s+", re.IGNORECASE)
        for lang in LANGUAGES
        if lang != "zh" and w.words("item_list_joiners", (lang,))
    }


def _determiner_off(said: str, lex: Lexicon) -> str:
    """``said`` without a determiner it opens with (``thing_determiners``: "the landing")."""
    m = lex["thing_determiners"].prefix(said)
    if m is not None and 0 < m.end() < len(said) and said[m.end()] == " ":
        return said[m.end() :].strip()
    return said


def _leads_off(said: str, lex: Lexicon) -> str:
    """``said`` (normalized) without the words that lead an answer it opens with, one
    after another (``fillers_lead``, ``answer_fillers``: "and its indoors" is "indoors")."""
    sets = (lex["fillers_lead"], lex["answer_fillers"])
    while True:
        for words in sets:
            m = words.prefix(said)
            if m is not None and 0 < m.end() < len(said) and said[m.end()] == " ":
                said = said[m.end() :].strip()
                break
        else:
            return said


@lexicon_grammar
def _boolean_words(w: ListWords) -> dict[str, tuple[str, str, str, str, str, str, str]]:
    """Per language, the alternations of ``boolean_with`` (with ``boolean_with_unless_asked``
    as the group ``had``), ``boolean_without``,
    ``thing_determiners`` (with ``boolean_with_modifiers``: "theres easy access"),
    ``echo_aspects``, ``boolean_with_after``, ``boolean_without_after`` and
    ``boolean_unneeded_after`` (empty: nothing of that list)."""

    def alt(key: str, lang: str) -> str:
        return w.alt(key, (lang,)) if w.words(key, (lang,)) else ""

    def between(lang: str) -> str:
        return "|".join(
            a for a in (alt("thing_determiners", lang), alt("boolean_with_modifiers", lang)) if a
        )

    def has(lang: str) -> str:  # the words of having, those a question asks too apart
        had = alt("boolean_with_unless_asked", lang)
        return "|".join(a for a in (alt("boolean_with", lang), had and f"(?P<had>{had})") if a)

    return {
        lang: (
            has(lang),
            alt("boolean_without", lang),
            between(lang),
            alt("echo_aspects", lang),
            alt("boolean_with_after", lang),
            alt("boolean_without_after", lang),
            alt("boolean_unneeded_after", lang),
        )
        for lang in LANGUAGES
    }


@lexicon_grammar
def _fronted_words(w: ListWords) -> tuple[str, str]:
    """The Chinese words that may stand between a yes-or-no slot's name said first and the
    word of having or lacking it (``boolean_fronted_gap``: "就" of "电视就不要了"), and the
    particles that may close the clause after it (``particles``, ``done_particles``,
    ``noun_marks``: "了", "的")."""
    gap = w.zh_alt("boolean_fronted_gap") if w.words("boolean_fronted_gap", ("zh",)) else ""
    ends = w.zh_chars("particles") + w.zh_chars("done_particles") + w.zh_chars("noun_marks")
    return gap, ends


def _thing_fronted(
    text: str, names: tuple[str, ...], has: str, lacks: str, words: tuple[str, str]
) -> re.Match[str] | None:
    """A Chinese yes-or-no slot's label of a verb and its thing said by its thing alone,
    first, then the word of having or lacking it, the label's verb after at most ("酒水不用"
    and "食材要备" for 备食材, "发票不要了" for 开发票): the thing named as the topic is
    taken or turned down, as the whole label said so is (A_LABELS_WORD_WITH_NO_IN_A_REQUEST).
    The thing is the label's last two characters or more, its verb what comes before."""
    for label in names:
        if not has_cjk(label) or len(label) < 3:
            continue
        for cut in range(1, len(label) - 1):
            verb, thing = label[:cut], label[cut:]
            rx = _fronted((thing,), has, lacks, words, verb)
            m = rx.search(text) if rx is not None else None
            if m is not None:
                return m
    return None


@lru_cache(256)
def _fronted(
    names: tuple[str, ...], has: str, lacks: str, words: tuple[str, str], verb: str = ""
) -> re.Pattern[str] | None:
    """A Chinese yes-or-no slot's name said first, as the topic, then the word of having or
    lacking it closing its clause ("电视不要", "电视就不要了", "发票要的"): the thing is named
    and then taken or turned down, as "不要电视" says it the other way round. Only a whole
    clause: "电视不要太贵" is no answer. ``verb``: the label's verb, which may follow the
    word when the thing alone was named ("食材要备", ``_thing_fronted``)."""
    named = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True) if n)
    if not named or not (has or lacks):
        return None
    gap, ends = words
    between = rf"(?:{gap})?" if gap else ""
    close = rf"[{re.escape(ends)}]*" if ends else ""
    return re.compile(
        rf"(?:^|(?<=[\s,，。;；!！]))(?:{named})\s*{between}"
        rf"(?:(?P<without>{lacks or '(?!)'})|(?:{has or '(?!)'}))"
        + (rf"(?:{re.escape(verb)})?" if verb else "")
        + rf"{close}(?=$|[\s,，。;；!！?？~～])"
    )


@lru_cache(256)
def _states_of(names: tuple[str, ...], verbs: VerbWords) -> tuple[str, ...]:
    """The last words of the names of two words or more that end on a state, a past form
    ("married" of "parents married", "insured" of "stall insured"): said alone among a
    request's values ("…, insured, 1 table"), the state names the slot, as its whole label
    does (BOOLEAN_LABEL_SAID_BY_ITS_LAST_WORD). A label ending otherwise ("tuning after the
    move") is said by no word of its own alone."""
    words = [n.split() for n in names]
    lasts = (w[-1] for w in words if len(w) > 1)
    # a state standing before its thing ("matted" of "matted coat") or named alone
    # ("matted"): the state said of the thing names it too (STATE_BEFORE_ITS_THING)
    firsts = (w[0] for w in words if w)
    return tuple(dict.fromkeys(w for w in (*lasts, *firsts) if verbs.past(w)))


@lexicon_grammar
def _state_nots(w: ListWords) -> str:
    """The English words that say a state does not hold, right before it
    (``boolean_state_without``: "not insured", "not yet married"), as one alternation."""
    return w.en_alt("boolean_state_without")


@lru_cache(256)
def _state_not(states: tuple[str, ...], nots: str) -> re.Pattern[str]:
    """A word of a state not holding right before the state said alone ("not insured"): a
    no. Only before a state: a bare "not" before any other label ("not parking yes") says
    nothing of it."""
    said = "|".join(re.escape(s) for s in states)
    return re.compile(rf"\b(?P<without>{nots})\s+(?:{said})\b", re.IGNORECASE)


@lexicon_grammar
def _state_told_words(w: ListWords) -> tuple[str, str, str]:
    """The English alternations of a subject and its being (``being_leads``: "hes",
    "its"), of the words of degree a state may take (``state_degrees``: "really", "a bit")
    and of a state not holding (``boolean_state_without``)."""
    return w.en_alt("being_leads"), w.en_alt("state_degrees"), w.en_alt("boolean_state_without")


@lru_cache(256)
def _state_told(states: tuple[str, ...], words: tuple[str, str, str]) -> re.Pattern[str]:
    """A slot's state told of the thing by a subject and its being, a word of degree or
    of its not holding between ("hes really matted under his legs", "its not insured"): a
    yes, or a no with the word of not holding (STATE_TOLD_OF_THE_THING). Only a state
    said right there: "hes really muddy" names nothing."""
    being, degrees, nots = words
    said = "|".join(re.escape(s) for s in states)
    return re.compile(
        rf"\b(?:{being})\s+(?:(?P<without>{nots})\s+)?(?:(?:{degrees})\s+)?(?:{said})\b",
        re.IGNORECASE,
    )


@lexicon_grammar
def _thing_state_words(w: ListWords) -> tuple[str, str, str, str]:
    """The English alternations of the links of a thing to its state (``state_links``:
    "is", "'s"), of the determiners before the thing (``thing_determiners``), of the words
    of degree (``state_degrees``) and of a state not holding (``boolean_state_without``)."""
    links = "|".join(
        rf"\s*{re.escape(x)}" if x.startswith("'") else rf"\s+{re.escape(x)}"
        for x in sorted(w.words("state_links", ("en",)), key=len, reverse=True)
    )
    return (
        links or "(?!)",
        w.en_alt("thing_determiners"),
        w.en_alt("state_degrees"),
        w.en_alt("boolean_state_without"),
    )


@lru_cache(256)
def _thing_state(
    names: tuple[str, ...], states: tuple[str, ...], words: tuple[str, str, str, str]
) -> re.Pattern[str] | None:
    """THING_AND_ITS_STATE_SAID_AS_A_SENTENCE: a label of a state and its thing ("locked
    gate", "stall insured") said the way one tells it, the thing, a link of being and the
    state ("the gate is locked", "gate's locked", "the stall is not insured"): a yes, or a
    no with a word of its not holding."""
    links, dets, degrees, nots = words
    things, said = [], []
    for name in names:
        parts = name.split()
        if len(parts) != 2:
            continue
        for state, thing in ((parts[0], parts[1]), (parts[1], parts[0])):
            if state in states and thing not in states:
                things.append(re.escape(thing))
                said.append(re.escape(state))
                break
    if not things:
        return None
    return re.compile(
        rf"\b(?:(?:{dets})\s+)?(?:{'|'.join(dict.fromkeys(things))})(?:{links})\s+"
        rf"(?:(?P<without>{nots})\s+)?(?:(?:{degrees})\s+)?(?:{'|'.join(dict.fromkeys(said))})\b",
        re.IGNORECASE,
    )


@lru_cache(256)
def _with_plurals(names: tuple[str, ...], table: Plurals) -> tuple[str, ...]:
    """A slot's names and the plurals of its one-word names (``plural_forms``), and each
    name normalized ("step free access needed" for a label "step-free access": typed with
    a space), made once per slot and plural table, as the pattern they make is: a read
    spells no plural."""
    names = (*names, *(p for n in names if " " not in n.strip() for p in table.forms(n)))
    return tuple(dict.fromkeys((*names, *(normalize(n) for n in names))))


@lru_cache(256)
def _with_or_without(
    names: tuple[str, ...],
    cjk: bool,
    has: str,
    lacks: str,
    dets: str,
    aspects: str = "",
    after: str = "",
    still: str = "",
    unneeded: str = "",
) -> re.Pattern[str] | None:
    """The regex of ``said_with_or_without``, built once per slot and lexicon words (the
    words' alternations, from ``_boolean_words``). In Chinese a verb with an aspect mark
    may stand between the word and the name ("没出过事故": no accident). A word that adds
    the thing may follow the name instead (``after``: "inside too", "the conservatory as
    well" for a slot asking whether that is done too): a yes; a word saying it is not
    needed may follow it too (``unneeded``: "boarding not needed", "a skip isnt required";
    NEEDED_AFTER_A_NO_LEAVES_THE_MESSAGE_NO_VALUES_ONLY): a no. Words that go on the no
    (``still``: "不用加急了") are part of it."""
    named = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True) if n)
    if not named or not (has or lacks):
        return None
    # "no car", "with the car"; "不带车", "没出过事故"
    verb = rf"(?:[\u4e00-\u9fff]{{1,2}}(?:{aspects})\s*)?" if aspects else ""
    gap = rf"\s*{verb}" if cjk else (rf"\s+(?:(?:{dets})\s+)?" if dets else r"\s+")
    edge = "" if cjk else r"\b"
    added = rf"|{edge}(?:{named})\s*(?P<added>{after}){edge}" if after else ""
    if unneeded:  # "boarding not needed" before "boarding needed" is tried
        added = rf"|{edge}(?:{named})\s*(?P<unneeded>{unneeded}){edge}" + added
    tail = rf"(?(without)(?:{still})?)" if still else ""
    return re.compile(
        rf"{edge}(?:(?P<without>{lacks or '(?!)'})|(?:{has or '(?!)'})){gap}(?:{named}){edge}"
        + tail
        + added,
        re.IGNORECASE,
    )
