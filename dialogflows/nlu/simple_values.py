"""Values of two simple slot types read on their own: an email address and a boolean.

Kept out of ``values.py`` (the reading of every type), which only dispatches to them. A
boolean is read from a yes or a no, from its label said with a word of having or lacking it,
and from one of the two choices its question offers ("on the drive" to "Will it sit on the
road rather than your drive?", "大厅" to "坐包间还是大厅？": ``said_by_choice``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from .clauses import CLAUSE_BREAK
from .grammar_words import LANGUAGES, ListWords, grammar, lexicon_grammar
from .inflections import VerbWords
from .label_parts import named_in_part
from .lexicon import Lexicon, has_cjk, normalize
from .parsed import Parsed
from .replies import strip_trailing


def email_at(text: str, start: int) -> Parsed | None:
    """``text`` (found at ``start``) as a normalized email address, or None when invalid."""
    from email_validator import EmailNotValidError, validate_email  # only email slots pay

    try:
        got = validate_email(text, check_deliverability=False)
    except EmailNotValidError:
        return None
    return Parsed(got.normalized.lower(), text, 1.0, start, start + len(text))


def boolean_in(
    text: str,
    language: str,
    lex_of: Callable[[str], Lexicon],
    prompt: str | None = None,
    names: tuple[str, ...] = (),
) -> Parsed | None:
    """A yes or a no (the lexicon's ``affirm`` / ``deny``, whole or leading the message),
    "true" / "false", the verb of the slot's ``prompt`` said back (``_echoed``), or one of
    the two choices the prompt offers said as a clause (``said_by_choice``, ``names`` the
    slot's label and name); None otherwise. A Chinese answer opened by the slot's name with a
    word that has it or goes without it ("不要发票 手机13912340000") is those words alone, so
    what follows is read beside it, not taken into a no that leads the whole message."""
    norm = normalize(text)
    if names and has_cjk(text):  # "不要发票 手机139…": the no is the words that name it
        named = said_with_or_without(text.lstrip(), names, lex_of("zh"))
        if named is not None and named.start == 0:
            pad = len(text) - len(text.lstrip())
            return Parsed(named.value, named.raw_text, 1.0, pad, pad + named.end)
    for lang in dict.fromkeys([language, "zh" if has_cjk(text) else "en"]):
        lex = lex_of(lang)
        for words, value in (("affirm", True), ("deny", False)):
            if lex[words].fullmatch(norm):
                return Parsed(value, text.strip(), 1.0, 0, len(text))
            lead = lex[words].prefix(norm)
            if lead:
                return _first_clause(value, text, len(norm[: lead.end()].split()))
        if lex["affirm_alone"].fullmatch(norm):  # "please" to "need a receipt?"
            return Parsed(True, text.strip(), 1.0, 0, len(text))
    if norm in {"true", "false"}:
        return Parsed(norm == "true", text.strip(), 1.0, 0, len(text))
    if prompt:  # "we have our own bats" to "Do you need to borrow rackets or bats?": no
        own = own_said(text, (prompt, *names), (), lex_of("zh" if has_cjk(text) else language))
        if own is not None:
            return own
    if prompt:  # "my husband will come" to "Is anyone travelling with the patient?": yes
        someone = _someone_named(text, norm, prompt, lex_of("zh" if has_cjk(text) else language))
        if someone is not None:
            return someone
    if names and not has_cjk(text):
        alone = _named_alone(text, norm, names, lex_of(language))
        if alone is not None:
            return alone
    if prompt and has_cjk(text):
        echoed = _echoed(text, normalize(prompt), lex_of("zh"))
        if echoed is not None:
            return echoed
    if prompt:
        return said_by_choice(text, prompt, names, lex_of("zh" if has_cjk(text) else language))
    return None


def _someone_named(text: str, norm: str, prompt: str, lex: Lexicon) -> Parsed | None:
    """A question whether someone is there or does something (a word of the lexicon's
    ``someone_words`` in the prompt: "Is anyone travelling with the patient?", "Is there
    anyone elderly or a baby in the house?") answered by naming a person who is (one of
    ``companions``, a plural ending of the values' ``party_plural_endings`` aside: "my husband will come", "we have a 3 month old
    baby"): yes. Not with a negation ("my husband cant come") nor asked back."""
    someone = [normalize(str(w)) for w in lex.raw.get("someone_words") or ()]
    asked = normalize(prompt)
    if not any(_said_in(w, asked, lex) for w in someone if w):
        return None
    if lex["negation"].search(norm) is not None or norm.rstrip().endswith(("?", "？")):
        return None
    people = [normalize(str(w)) for w in lex.raw.get("companions") or ()]
    plural = [str(e) for e in (lex.raw.get("values") or {}).get("party_plural_endings") or ()]
    if not any(_said_in(w + e, norm, lex) for w in people if w for e in ("", *plural)):
        return None
    return Parsed(True, text.strip(), 0.9, 0, len(text))


def _said_in(word: str, text: str, lex: Lexicon) -> bool:
    """``word`` stands in ``text``: as a whole word in a spaced language, anywhere in one
    without spaces."""
    if lex.language == "zh":
        return word in text
    return re.search(rf"(?<![\w']){re.escape(word)}(?![\w'])", text) is not None


def _echoed(text: str, prompt: str, lex: Lexicon) -> Parsed | None:
    """The prompt's verb said back ("需要上门取车吗？" - "需要的", "要，上门取车"): yes; after
    a negation ("不需要", "没有"): no. The first clause is read, its particles dropped."""
    verbs = [v for v in map(str, lex.raw.get("echo_verbs") or []) if v in prompt]
    verbs += _aspect_verbs(prompt, lex)
    verbs += _modal_heads(prompt, lex)
    if not verbs:
        return None
    clause = _FIRST_CLAUSE.match(text.strip())
    said = normalize(clause.group(0)) if clause is not None else ""
    trail = "".join(map(str, lex.raw.get("echo_tails") or []))
    said = said.rstrip(trail)
    negations = [str(n) for n in lex.raw.get("echo_negations") or []]
    if any(said == n + v for n in negations for v in verbs):
        return _first_clause(False, text)
    bare = said
    for verb in sorted(verbs, key=len, reverse=True):
        bare = bare.replace(verb, "")
    bare = bare.strip(trail)
    if said and not bare and not any(n in said for n in negations):  # "需要", "要的要的"
        return _first_clause(True, text)
    return None


def _modal_heads(prompt: str, lex: Lexicon) -> list[str]:
    """The verb a modal of the question leads ("需要送货上门吗？": 送货), said back by its
    first one or two characters, a modal before it or not: "送", "送货", "要送" are yes,
    "不送", "不用送" no (the lexicon's ``echo_modals``). Asked A-not-A ("要不要加急？",
    "需不需要出报告？"), the verb is the one after the second modal."""
    modals = [str(m) for m in lex.raw.get("echo_modals") or []]
    negations = [str(n) for n in lex.raw.get("echo_negations") or []]
    heads: list[str] = []
    for modal in modals:
        at = prompt.find(modal)
        if at < 0:
            continue
        after = prompt[at + len(modal) :]
        # "要不要加急？": asked A-not-A, the verb follows the modal said again after a no
        for no in negations:
            if after.startswith(no + modal):
                after = after[len(no + modal) :]
                break
        heads += [after[:n] for n in (1, 2) if len(after) >= n and has_cjk(after[:n])]
    heads = [h for h in dict.fromkeys(heads) if h not in modals and all(has_cjk(c) for c in h)]
    return [*heads, *(m + h for m in modals for h in heads)]


def _aspect_verbs(prompt: str, lex: Lexicon) -> list[str]:
    """The verbs of a question asked with an aspect mark ("车出过事故吗？": "出过", "车出过"):
    the one or two characters before the mark, with it, are said back as the answer ("出过",
    "没出过"), as is the lexicon's verb of having with or without the mark ("有过", "没有"),
    the way such a question is asked aloud ("有没有出过事故"); a question asked with a mark
    of done (the lexicon's ``echo_perfectives``: "营业执照带了吗？") is answered by the verb
    with the mark ("带了", "带过了") or, after a negation, without it ("没带", "还没带")."""
    out: list[str] = []
    for mark in map(str, lex.raw.get("echo_aspects") or []):
        at = prompt.find(mark)
        while at > 0:
            out += [prompt[at - n : at + len(mark)] for n in (1, 2) if at - n >= 0]
            at = prompt.find(mark, at + len(mark))
        if mark in prompt:
            for verb in map(str, lex.raw.get("echo_aspect_verbs") or []):
                out += [verb + mark, verb]
    # a mark of done ("营业执照带了吗？") is said back with its verb ("带了", an aspect mark
    # between them or not: "带过了") and dropped after a negation ("没带"): the verb alone
    # is an answer too
    aspects = ["", *map(str, lex.raw.get("echo_aspects") or [])]
    for mark in map(str, lex.raw.get("echo_perfectives") or []):
        at = prompt.find(mark)
        while at > 0:
            verbs = [prompt[at - n : at] for n in (1, 2) if at - n >= 0]
            out += [v + a + mark for v in verbs for a in aspects] + verbs
            at = prompt.find(mark, at + len(mark))
    return [v for v in dict.fromkeys(out) if has_cjk(v)]


#: where a yes or a no said as a clause of its own ends: its mark ("yes, from 5 elm st")
_CLAUSE_MARK = re.compile(r"[,，。;；!！]")


def _first_clause(value: bool, text: str, words: int = 0) -> Parsed:
    """A yes or a no leading ``text``: the whole message, unless the yes is a clause of its
    own ("需要的，到中关村大街1号来取", "yes, from 5 elm st"), whose rest is then said beside
    it (the value of a slot that applies once the answer is given, a slot the flow asks
    later) rather than taken into the answer and dropped. Typed in a chat the mark is often
    left out: an English yes of ``words`` words run into more words ("yes its for my mum",
    "yep about 4 bags") is such a clause too, up to its last word."""
    m = _CLAUSE_MARK.search(text)
    if m is None and words and not has_cjk(text):
        lead = re.match(rf"\s*(?:\S+\s+){{{words - 1}}}\S+(?=\s+\S)", text)
        if lead is not None:
            return Parsed(value, lead.group(0).strip(), 0.9, 0, lead.end())
    if m is None or not text[m.end() :].strip(" ,，。.;；!！?？"):
        return Parsed(value, text.strip(), 0.9, 0, len(text))
    return Parsed(value, text[: m.start()].strip(), 0.9, 0, m.start())


#: the first clause of a message
_FIRST_CLAUSE = re.compile(r"[^,，。.;；!！?？\s]+")


def _named_alone(text: str, norm: str, names: tuple[str, ...], lex: Lexicon) -> Parsed | None:
    """ "return please", "a return trip" to "Do you need a return journey too?" (a slot
    labelled "return trip"): the thing the question offers, named with nothing but words
    that ask politely or lead an answer (the lexicon's ``fillers_lead``, ``fillers_trail``,
    ``answer_fillers``, ``thing_determiners``), is a yes. A negation is no such word, so
    "no return" is not read here; a question mark asks about it."""
    if text.rstrip().endswith("?"):
        return None
    named = {w for n in names for w in normalize(n).split() if len(w) >= 3}
    words = norm.split()
    if not named or not words:
        return None
    fillers = grammar(lex, _around_named)[lex.language]
    core = [w for w in words if w not in fillers]
    if not core or any(w not in named for w in core):
        return None
    return Parsed(True, text.strip(), 0.9, 0, len(text))


@lexicon_grammar
def _around_named(w: ListWords) -> dict[str, frozenset[str]]:
    """Per language, the words that may stand around a thing named as a yes: those of
    ``fillers_lead``, ``fillers_trail``, ``answer_fillers`` and ``thing_determiners``,
    normalized; built once per lexicon, not on every boolean answer."""
    keys = ("fillers_lead", "fillers_trail", "answer_fillers", "thing_determiners")
    return {
        lang: frozenset(x for k in keys for p in w.words(k, (lang,)) for x in normalize(p).split())
        for lang in LANGUAGES
    }


def own_said(
    text: str, asked: tuple[str, ...], names: tuple[str, ...], lex: Lexicon
) -> Parsed | None:
    """Having one's own of the thing (the lexicon's ``boolean_own``: "we have our own
    bats", "we've got our own kit"): no when ``asked`` (the slot's prompt, label and name)
    offers the thing to borrow (``boolean_lent``: "Do you need to borrow rackets?", "kit
    hire"), yes when it asks whether it is brought (``boolean_brought``); None otherwise.
    With ``names`` (the label's and name's words, the lent words aside) the owned thing
    must be one of them ("our own kit" for "kit hire"): said with a request, "our own"
    alone says nothing of this slot. Chinese says it by doing the thing oneself
    (``_done_oneself``)."""
    if lex.language == "zh":
        return _done_oneself(text, asked, names, lex)
    w = grammar(lex, _OwnWords)
    if w.own is None:
        return None
    m = w.own.search(text)
    if m is None:
        return None
    said = " ".join(normalize(a) for a in asked if a)
    lent = any(re.search(rf"\b{re.escape(x)}\b", said) for x in w.lent)
    brought = any(re.search(rf"\b{re.escape(x)}\b", said) for x in w.brought)
    if lent == brought:
        return None
    end = m.end()
    if names:
        things = {x for n in names for x in normalize(n).split()} - set(w.lent) - set(w.brought)
        nxt = re.match(r"\s+(\w+)", text[end:])
        if nxt is None or nxt.group(1).lower() not in things:
            return None
        end += nxt.end()
    return Parsed(brought, text[m.start() : end], 1.0, m.start(), end)


def _done_oneself(
    text: str, asked: tuple[str, ...], names: tuple[str, ...], lex: Lexicon
) -> Parsed | None:
    """Chinese: doing it oneself, a word of ``boolean_own`` (自己) and, a few characters on
    in the same clause, a verb of coming, fetching or bringing (``boolean_own_verbs``:
    "自己来拿", "我自己过去拿", "自己开车来拉", "垫子自己带", "我自己有垫子"): no when the
    slot's question, label or name offers a service (``boolean_lent``: 送, 上门, 借, 收, "需要
    送餐上门吗？"), yes when it asks whether the thing is brought (``boolean_brought``: 自带);
    nothing when it says neither or both. The words between may not turn it down ("我自己
    去不了": a ``boolean_without`` word), since then the service is wanted. Said with a
    request too: a person who fetches the thing needs no delivery, whatever the thing. The
    label's characters said before it ("垫子自己带" for 借瑜伽垫, with a noun ending of
    ``noun_endings``) are part of it, no remark."""
    w = grammar(lex, _OwnWords)
    if w.own_zh is None:
        return None
    said = "".join(a for a in asked if a)
    lent = any(x in said for x in w.lent_zh)
    brought = any(x in said for x in w.brought_zh)
    if lent == brought:
        return None
    named = set("".join(n for n in names if has_cjk(n)))
    for m in w.own_zh.finditer(text):
        run = _CJK_RUN.match(text, m.start())
        end = run.end() if run is not None else m.end()
        if w.turned_down is not None and w.turned_down.search(text[m.start() : end]):
            continue
        start = m.start()  # "垫子自己带": the thing said before is part of it
        while start and (text[start - 1] in named or text[start - 1] in w.endings):
            start -= 1
        return Parsed(brought, text[start : m.end()], 1.0, start, m.end())
    return _comes_over(text, lent and not brought, w)


def _comes_over(text: str, offered: bool, w: _OwnWords) -> Parsed | None:
    """Chinese: coming to the place oneself (``boolean_visit``: "到店", "去你们那", "就在店里
    洗") is the no of a slot whose question, label or name offers a service brought to the
    user (``offered``: "要上门洗吗？"), as doing it oneself is; a negation right before it
    ("不到店", "没法去你们那") wants the service, and says nothing."""
    if not offered or w.visit_zh is None:
        return None
    for m in w.visit_zh.finditer(text):
        if w.turned_down is not None and w.turned_down.search(
            text[max(0, m.start() - 2) : m.start()]
        ):
            continue
        return Parsed(False, m.group(0), 1.0, m.start(), m.end())
    return None


#: a run of Chinese characters (a clause typed with no marks)
_CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")


class _OwnWords:
    """The lexicon's ``boolean_own`` (as one regex), ``boolean_lent``, ``boolean_brought``;
    for Chinese, ``boolean_own`` before a verb of ``boolean_own_verbs`` as one regex."""

    def __init__(self, w: ListWords) -> None:
        own = w.words("boolean_own", ("en",))
        self.own = (
            re.compile(rf"\b(?:{w.alt('boolean_own', ('en',))})\b", re.IGNORECASE) if own else None
        )
        self.lent = tuple(normalize(x) for x in w.words("boolean_lent", ("en",)))
        self.brought = tuple(normalize(x) for x in w.words("boolean_brought", ("en",)))
        zh = w.words("boolean_own", ("zh",)) and w.words("boolean_own_verbs", ("zh",))
        self.own_zh = (
            re.compile(
                rf"(?:{w.zh_alt('boolean_own')})(?P<between>[\u4e00-\u9fff]{{0,4}}?)"
                rf"(?:{w.zh_alt('boolean_own_verbs')})"
            )
            if zh
            else None
        )
        self.lent_zh = w.words("boolean_lent", ("zh",))
        self.brought_zh = w.words("boolean_brought", ("zh",))
        visits = w.words("boolean_visit", ("zh",))
        self.visit_zh = re.compile(w.zh_alt("boolean_visit")) if visits else None
        lacks = w.words("boolean_without", ("zh",))
        self.turned_down = re.compile(w.zh_alt("boolean_without")) if lacks else None
        self.endings = frozenset(w.words("noun_endings", ("zh",)))


def said_with_or_without(text: str, names: tuple[str, ...], lex: Lexicon) -> Parsed | None:
    """A yes-or-no slot named with a word that has it or goes without it, anywhere in a
    message: "for 2 no car" (no), "with the car" (yes), "不带车", "要发票". ``names`` are
    the slot's label and name in words; the words around them are the lexicon's
    ``boolean_with`` / ``boolean_without`` (and ``thing_determiners`` between, "with the
    car"). Said of no name, nothing is read: a bare "no" is an answer only to the slot's
    own question (``boolean_in``)."""
    has, lacks, dets, aspects, after = grammar(lex, _boolean_words)[lex.language]
    rx = _with_or_without(names, lex.language == "zh", has, lacks, dets, aspects, after)
    if rx is None:
        return None
    m = rx.search(text)
    if m is None:
        part = named_in_part(text, names, lex) if lex.language == "zh" else None
        return part or _named_as_clause(text, names, lex)
    return Parsed(m.group("without") is None, m.group(0), 1.0, m.start(), m.end())


def _named_as_clause(text: str, names: tuple[str, ...], lex: Lexicon) -> Parsed | None:
    """A yes-or-no slot's label or name said as a clause of its own, beside others ("log
    delivery, 3 bags, kindling", "测3个房间 加急"): naming the thing the slot asks about,
    with no word of lacking it, adds it. A clause asking ("kindling?") adds nothing; nor
    does a message of that one clause, which the slot's own question reads (``boolean_in``)."""
    marks = list(CLAUSE_BREAK.finditer(text))
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
        if said and said in wanted:
            lead = len(raw) - len(raw.lstrip())
            return Parsed(True, raw.strip(), 1.0, at + lead, at + lead + len(raw.strip()))
    return None


@lexicon_grammar
def _boolean_words(w: ListWords) -> dict[str, tuple[str, str, str, str, str]]:
    """Per language, the alternations of ``boolean_with``, ``boolean_without``,
    ``thing_determiners``, ``echo_aspects`` and ``boolean_with_after`` (empty: nothing of
    that list)."""

    def alt(key: str, lang: str) -> str:
        return w.alt(key, (lang,)) if w.words(key, (lang,)) else ""

    return {
        lang: (
            alt("boolean_with", lang),
            alt("boolean_without", lang),
            alt("thing_determiners", lang),
            alt("echo_aspects", lang),
            alt("boolean_with_after", lang),
        )
        for lang in LANGUAGES
    }


@lru_cache(256)
def _with_or_without(
    names: tuple[str, ...],
    cjk: bool,
    has: str,
    lacks: str,
    dets: str,
    aspects: str = "",
    after: str = "",
) -> re.Pattern[str] | None:
    """The regex of ``said_with_or_without``, built once per slot and lexicon words (the
    words' alternations, from ``_boolean_words``). In Chinese a verb with an aspect mark
    may stand between the word and the name ("没出过事故": no accident). A word that adds
    the thing may follow the name instead (``after``: "inside too", "the conservatory as
    well" for a slot asking whether that is done too): a yes."""
    named = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True) if n)
    if not named or not (has or lacks):
        return None
    # "no car", "with the car"; "不带车", "没出过事故"
    verb = rf"(?:[\u4e00-\u9fff]{{1,2}}(?:{aspects})\s*)?" if aspects else ""
    gap = rf"\s*{verb}" if cjk else (rf"\s+(?:(?:{dets})\s+)?" if dets else r"\s+")
    edge = "" if cjk else r"\b"
    added = rf"|{edge}(?:{named})\s*(?:{after}){edge}" if after else ""
    return re.compile(
        rf"{edge}(?:(?P<without>{lacks or '(?!)'})|(?:{has or '(?!)'})){gap}(?:{named}){edge}"
        + added,
        re.IGNORECASE,
    )


def said_by_choice(text: str, prompt: str, names: tuple[str, ...], lex: Lexicon) -> Parsed | None:
    """A yes-or-no slot answered by naming one of the two choices its question offers: "on
    the drive" to "Will it sit on the road … rather than your drive?" is no, "on the road"
    yes; "大厅吧" to "坐包间还是大厅？" is no. The prompt's two sides are split at the first
    of the lexicon's ``boolean_choices`` ("rather than", "or", "还是"); the side holding a
    word of the slot's label or name (``names``) is the yes, the other the no, and each
    keeps only the words the other lacks. A clause of the message made only of one side's
    words (``choice_stop_words`` and fillers aside; in Chinese, a clause that is part of
    one side's text) gives that side's value; a clause with a word of its own ("the roof is
    steep") is no answer. None when the prompt offers no such pair, or clauses give both."""
    words = grammar(lex, _ChoiceWords)
    cjk = has_cjk(prompt)
    sides = _sides(prompt, names, cjk, words)
    if sides is None:
        return None
    both = frozenset() if cjk else _said_both(prompt, words)
    found: list[Parsed] = []
    start = 0
    for end in [*(m.start() for m in CLAUSE_BREAK.finditer(text)), len(text)]:
        clause = text[start:end]
        asked = text[end : end + 1] in ("?", "？") or words.asks.match(normalize(clause))
        value = None if asked else _choice_in(clause, sides, cjk, words, both)
        if value is not None:
            lead = len(clause) - len(clause.lstrip())
            found.append(
                Parsed(value, clause.strip(), 1.0, start + lead, start + len(clause.rstrip()))
            )
        start = end + 1
    if len({p.value for p in found}) != 1:
        return None
    return found[0]


@lexicon_grammar
class _ChoiceWords:
    """The lexicon's words for ``said_by_choice``: the joiners of two choices, and the
    words no choice is told by."""

    def __init__(self, w: ListWords) -> None:
        self.joiner = re.compile(
            rf"(?<![a-z])(?:{w.alt('boolean_choices')})(?![a-z])"
            if w.words("boolean_choices")
            else "(?!)"
        )
        # a clause that asks ("do i need a permit for that?") answers no choice
        self.asks = re.compile(
            rf"(?:{w.alt('question_openers', ('en',))}|{w.alt('wh_words', ('en',))})\b"
        )
        self.stop = frozenset(
            word
            for key in (
                "choice_stop_words",
                "summary_stop_words",
                "prepositions",
                "hesitations",
                "fillers_trail",
            )
            for phrase in w.words(key, ("en",))
            for word in phrase.split()
        )
        self.verbs = VerbWords(w)
        self.zh_leads = tuple(
            sorted(
                w.words("fillers_lead", ("zh",)) + w.words("hesitations", ("zh",)),
                key=len,
                reverse=True,
            )
        )
        self.zh_tails = tuple(
            sorted(
                w.words("fillers_trail", ("zh",)) + w.words("particles", ("zh",)),
                key=len,
                reverse=True,
            )
        )


#: an aside in brackets inside a question ("(we'd need a council permit)")
_BRACKETED = re.compile(r"\([^)]*\)|（[^）]*）")
#: where a sentence of a prompt ends, before the question that offers the choice
_SENTENCE_END = re.compile(r"[.!?。！？:：]")
_LATIN_WORD = re.compile(r"[a-z0-9']+")


@lru_cache(256)
def _sides(
    prompt: str, names: tuple[str, ...], cjk: bool, words: _ChoiceWords
) -> tuple[tuple[bool, str | frozenset[str]], tuple[bool, str | frozenset[str]]] | None:
    """The prompt's two choices, each with the value it gives: the yes side's text (or, in
    English, its words the other side lacks), then the no side's; None when the prompt
    offers no pair, or the slot's names are on both sides or neither."""
    text = _BRACKETED.sub(" ", prompt.lower())
    m = words.joiner.search(text)
    if m is None:
        return None
    before = normalize(_SENTENCE_END.split(text[: m.start()])[-1])
    after = normalize(_SENTENCE_END.split(text[m.end() :])[0])
    if cjk:
        a, b = before.strip(), after.strip()
        held = [n for n in names if n and has_cjk(n)]
        in_a = any(n in a for n in held)
        in_b = any(n in b for n in held)
        if not a or not b or in_a == in_b:
            return None
        return ((True, a), (False, b)) if in_a else ((True, b), (False, a))
    wa = {x for x in _LATIN_WORD.findall(before) if x not in words.stop}
    wb = {x for x in _LATIN_WORD.findall(after) if x not in words.stop}
    named = {x for n in names for x in _LATIN_WORD.findall(n.lower()) if x not in words.stop}
    only_a, only_b = frozenset(wa - wb), frozenset(wb - wa)
    # the label may name a side's verb in another form ("posted to you" for "shall we post
    # it to you, or …"): a word of a side names it when the label says one of its forms
    in_a, in_b = (
        any(x in named or not named.isdisjoint(words.verbs.forms(x)) for x in side)
        for side in (only_a, only_b)
    )
    if not only_a or not only_b or in_a == in_b:
        return None
    return ((True, only_a), (False, only_b)) if in_a else ((True, only_b), (False, only_a))


@lru_cache(256)
def _said_both(prompt: str, words: _ChoiceWords) -> frozenset[str]:
    """The words both choices of an English ``prompt`` say (stop words aside)."""
    text = _BRACKETED.sub(" ", prompt.lower())
    m = words.joiner.search(text)
    if m is None:
        return frozenset()
    before = normalize(_SENTENCE_END.split(text[: m.start()])[-1])
    after = normalize(_SENTENCE_END.split(text[m.end() :])[0])
    wa = {x for x in _LATIN_WORD.findall(before) if x not in words.stop}
    return frozenset(wa & {x for x in _LATIN_WORD.findall(after) if x not in words.stop})


def _choice_in(
    clause: str,
    sides: tuple[tuple[bool, str | frozenset[str]], tuple[bool, str | frozenset[str]]],
    cjk: bool,
    words: _ChoiceWords,
    both: frozenset[str],
) -> bool | None:
    """The value of the side ``clause`` is made of, None when it is of neither; words
    ``both`` sides say are no part of either."""
    norm = normalize(clause)
    if cjk:
        core = _zh_core(norm.replace(" ", ""), words)
        if len(core) < 2:
            return None
        hits = [v for v, side in sides if isinstance(side, str) and core in side]
    else:
        said = {x for x in _LATIN_WORD.findall(norm) if x not in words.stop}
        said -= both  # "it" of "post it …, or … collect it" tells neither side apart
        if not said:
            return None
        hits = [v for v, side in sides if isinstance(side, frozenset) and said <= side]
    return hits[0] if len(hits) == 1 else None


def _zh_core(norm: str, words: _ChoiceWords) -> str:
    """A Chinese clause without the fillers leading it and the particles ending it ("就大厅
    吧" → "大厅")."""
    changed = True
    while changed and norm:
        changed = False
        for lead in words.zh_leads:
            if lead and norm.startswith(lead) and len(norm) > len(lead):
                norm, changed = norm[len(lead) :], True
                break
        for tail in words.zh_tails:
            if tail and norm.endswith(tail) and len(norm) > len(tail):
                norm, changed = norm[: -len(tail)], True
                break
    return norm
