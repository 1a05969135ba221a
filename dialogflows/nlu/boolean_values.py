"""A yes-or-no slot's value read from an answer: a yes or a no (whole, or a clause leading
the message), "true" / "false", and the other ways an answer says it, each read by its own
module (``boolean_own``, ``boolean_echo``, ``boolean_named``, ``boolean_choice``) and tried
here in order (``boolean_in``); also a person named to a question whether someone comes, and
the slot's thing named alone. And the value said beside other things in a longer message
(``boolean_said``), which the slot's parser asks of every message it scans: the same
readers, tried in the order a longer message needs.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from .boolean_asked import asked_by_its_verb
from .boolean_choice import said_by_choice
from .boolean_clause import first_clause
from .boolean_echo import said_back
from .boolean_named import said_with_or_without
from .boolean_once import once_said
from .boolean_own import own_said
from .boolean_verb_clause import question_verb_clause
from .clauses import clause_spans
from .edge_words import without_edges
from .grammar_words import LANGUAGES, ListWords, grammar, lexicon_grammar
from .label_parts import short_forms_of_label
from .label_someone import label_without_someone, someone_counted
from .label_verbs import label_verb_forms
from .lexicon import Lexicon, has_cjk, normalize
from .mood import mood
from .parsed import Parsed
from .speaker_words import SpeakerWords


def boolean_in(
    text: str,
    language: str,
    lex_of: Callable[[str], Lexicon],
    prompt: str | None = None,
    names: tuple[str, ...] = (),
) -> Parsed | None:
    """A yes or a no (the lexicon's ``affirm`` / ``deny``, whole or leading the message),
    "true" / "false", the verb of the slot's ``prompt`` said back (``boolean_echo.said_back``), or one of
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
        bare = without_edges(norm, lex, ("hesitations", "answer_fillers"), lead=True)
        if bare and bare != norm:  # "hmm yes", "哦 那不用了": the answer after the pause
            after = boolean_in(bare, language, lex_of, prompt, names)
            if after is not None and after.end >= len(bare):
                return Parsed(after.value, text.strip(), 0.9, 0, len(text))
        rest = _acknowledged(bare, lex)
        if rest:  # "oh ok then no", "好吧 不需要": the no after the acknowledgement
            after = boolean_in(rest, language, lex_of, prompt, names)
            if after is not None and after.end >= len(rest) and after.value is False:
                return Parsed(False, text.strip(), 0.9, 0, len(text))
            # ACKNOWLEDGEMENT_THEN_A_NO_WITH_MORE_WORDS: "ok no then", "fine, no thanks to
            # that": the no leads what follows the acknowledgement, a word of its own
            if after is not None and after.value is False and after.start == 0:
                end = _no_end(text, norm, rest, after.end)
                if end is not None:
                    return Parsed(False, text[:end].strip(), 0.9, 0, end)
        wrong = lex["deny_wrong"].prefix(norm)
        if wrong is not None and wrong.end() and norm[wrong.end() :].strip(_GAPS):
            # "不对 是住家", "wrong, motorised" at the confirmation: the no says the summary is
            # wrong; what follows says this slot's value, or nothing of it
            rest = norm[wrong.end() :].strip(_GAPS)
            after = boolean_in(rest, language, lex_of, prompt, names)
            if after is None or after.end < len(rest):
                return None
            return Parsed(after.value, text.strip(), 0.9, 0, len(text))
        for words, value in (("affirm", True), ("deny", False)):
            if lex[words].fullmatch(norm):
                return Parsed(value, text.strip(), 1.0, 0, len(text))
            lead = lex[words].prefix(norm)
            joiner = lex["contrast_joiners"].prefix(norm)
            if lead and joiner is not None and joiner.end() > lead.end():
                continue  # CONTRAST_JOINER_READ_AS_A_NO: "不过" (but) opens with "不" (no)
            unsure = lex["unsure"].prefix(norm) if lead else None
            if lead and unsure is not None and unsure.end() > lead.end():
                break  # DONT_MIND_READ_AS_A_NO: "dont mind" opens with "don't", says neither
            if lead and value and _modal_of_a_question(norm, lead.end(), text, lex):
                break  # "可以打窝吗" to "要租竿吗？": a question asked back, no yes
            if lead and value and _copula_glued(norm, lead.end(), lex):
                break  # "是三块 …" to "要抛光吗？": what a thing is, said again; no yes
            if lead:
                said = _with_tails(norm, lead.end(), lex)
                if not value:
                    said = _negated_verb(norm, said)
                return first_clause(value, text, len(said.split()), said)
        if lex["affirm_alone"].fullmatch(norm):  # "please" to "need a receipt?"
            return Parsed(True, text.strip(), 1.0, 0, len(text))
    if norm in {"true", "false"}:
        return Parsed(norm == "true", text.strip(), 1.0, 0, len(text))
    if prompt:  # what the message says of the prompt's thing, in its own script's lexicon
        said_in = lex_of("zh" if has_cjk(text) else language)
        of_prompt = (
            # "we have our own bats" to "Do you need to borrow rackets or bats?": no
            own_said(text, (prompt, *names), (), said_in, names)
            # "there arent any fish" to "Do the fish need rehoming?": no
            or _not_there(text, norm, prompt, said_in)
            # "one off please" to "Should we come back every season?": no
            or once_said(text, prompt, said_in)
            # "my husband will come" to "Is anyone travelling with the patient?": yes
            or _someone_named(text, norm, prompt, said_in)
        )
        if of_prompt is not None:
            return of_prompt
    if names and not has_cjk(text):
        alone = _named_alone(text, norm, names, lex_of(language))
        if alone is not None:
            return alone
        echoed_then = _named_then_answered(text, norm, names, prompt, lex_of(language))
        if echoed_then is not None:
            return echoed_then
    if prompt and has_cjk(text):
        echoed = said_back(text, normalize(prompt), lex_of("zh"))
        if echoed is not None:
            return echoed
    if prompt:
        return said_by_choice(text, prompt, names, lex_of("zh" if has_cjk(text) else language))
    return None


_GAPS = " ,，。.;；!！~"


def _negated_verb(norm: str, said: str) -> str:
    """NO_SAID_BY_A_NEGATED_VERB_OF_ITS_OWN_SWALLOWS_THE_VALUES_AFTER_IT: "不打牌 来壶铁观音"
    to "包间要带麻将机的吗？": a Chinese no (``said``, one character: 不, 没) glued to a verb
    of its own (up to three characters, no digit) closing the first clause before a space
    is that clause's no, and what follows is read beside it; the no was the whole message,
    and the tea was never read. A no said so alone is the whole message still."""
    first = norm.split(" ", 1)
    if len(first) < 2 or len(said) != 1 or not has_cjk(said) or not first[0].startswith(said):
        return said
    verb = first[0][len(said) :]
    return first[0] if 1 <= len(verb) <= 3 and verb.isalpha() and has_cjk(verb) else said


def _with_tails(norm: str, end: int, lex: Lexicon) -> str:
    """The yes or no leading ``norm`` (up to ``end``) with the Chinese particles and marks
    of done glued after it (the lexicon's ``particles``, ``done_particles``: "不用了",
    "不要啦", "行吧"). NO_WITH_A_PARTICLE_BEFORE_A_SPACE_SWALLOWS_THE_VALUES_AFTER_IT:
    "不用了 铁观音" to "包间要带麻将机的吗？" is the no typed as a clause of its own, a space
    for the comma, and the tea after it is read beside it; the no matched only up to its
    particle was no clause of its own, and the answer took the whole message."""
    if not has_cjk(norm[:end]):
        return norm[:end]
    tails = grammar(lex, _tail_words)
    while True:
        tail = next((w for w in tails if norm.startswith(w, end)), None)
        if tail is None:
            return norm[:end]
        end += len(tail)


@lexicon_grammar
def _tail_words(w: ListWords) -> tuple[str, ...]:
    """The Chinese particles and marks of done (``particles``, ``done_particles``), longest
    first."""
    said = (*w.words("particles", ("zh",)), *w.words("done_particles", ("zh",)))
    return tuple(sorted(said, key=len, reverse=True))


def boolean_said(
    text: str, label: str | None, name: str, prompt: str | None, lex: Lexicon
) -> Parsed | None:
    """A yes-or-no slot's value said inside a longer message, beside other things (``label``
    and ``name`` the slot's, ``prompt`` its question): its thing named with a word that has
    it or goes without it ("for 2 no car", "不带车"; a long label cut, "bird mesh"), one's
    own said ("we've got our own kit" for a slot labelled "kit hire"), a choice its question
    offers ("…, on the drive, …"), or its verb asked ("can you deliver it" for a slot
    labelled "delivery"); None when none is."""
    names = tuple(n for n in (label, name.replace("_", " ")) if n)
    names += short_forms_of_label(label or "")  # "bird mesh": a long label cut
    names += label_verb_forms(label or "", lex)  # "no boarding up" for "board up"
    names += label_without_someone(label or "", lex)  # "nobody over 65" for "someone over 65"
    said = said_with_or_without(text, names, lex)
    if said is None:  # "we have 2 over 65" for a slot labelled "someone over 65"
        said = someone_counted(text, label or "", lex)
    if said is None:  # "we've got our own kit" for a slot labelled "kit hire"
        said = own_said(text, (prompt or "", *names), names, lex, names)
    if said is None and prompt:  # "…, on the drive, …": a choice offered
        said = said_by_choice(text, prompt, names, lex)
    if said is None:  # "can you deliver it" for a slot labelled "delivery" (its label
        # and name whole: a label cut, "the move" of "tuning after the move", names no verb)
        said = asked_by_its_verb(text, names[:2], lex)
    if said is None and not has_cjk(text):  # "…, 5 oak way, side access yes, thursday"
        said = _clause_named_then_answered(text, names, lex)
    if said is None and prompt and has_cjk(text):  # "…西餐 不用买菜 …" to "…帮忙买菜吗？"
        said = question_verb_clause(text, normalize(prompt), lex, normalize(label or ""))
    return said


def _clause_named_then_answered(text: str, names: tuple[str, ...], lex: Lexicon) -> Parsed | None:
    """A clause of ``text`` that names the slot's thing then answers it ("side access
    yes" among a request's values, ``_named_then_answered``); the question's words are no
    help here, only the slot's label and name."""
    low = text.casefold()
    if not any(w in low for w in _named_words(names, None)):
        return None  # most messages name no yes-or-no slot's thing: no clause to read
    for a, b in clause_spans(text):
        clause = text[a:b]
        pad = len(clause) - len(clause.lstrip())
        got = _named_then_answered(clause.strip(), normalize(clause), names, None, lex)
        if got is not None:
            return Parsed(
                got.value, clause.strip(), got.confidence, a + pad, a + pad + len(clause.strip())
            )
    return _named_then_answered_unparted(text, names, lex)


def _named_then_answered_unparted(text: str, names: tuple[str, ...], lex: Lexicon) -> Parsed | None:
    """LABEL_ANSWERED_AMONG_VALUES_TYPED_WITHOUT_COMMAS: "… no delivery engineer yes name
    ann …": the slot's label or name said whole, then a yes or a no word of its own, in a
    request typed with spaces for its commas; a negation right before the label ("not
    parking yes") says something else."""
    words = text.casefold().split()
    clean = [w.strip(".,;:!?") for w in words]
    for said in names:
        name = normalize(said).split()
        k = len(name)
        for i in range(len(clean) - k):
            if clean[i : i + k] != name or (i and lex["negation"].fullmatch(clean[i - 1])):
                continue
            answer = clean[i + k]
            for key, value in (("affirm", True), ("deny", False)):
                if lex[key].fullmatch(answer):
                    start = text.casefold().find(" ".join(words[i : i + k + 1]))
                    raw = " ".join(words[i : i + k + 1])
                    return Parsed(value, raw, 0.9, max(start, 0), max(start, 0) + len(raw))
    return None


def _modal_of_a_question(norm: str, end: int, text: str, lex: Lexicon) -> bool:
    """QUESTION_ASKED_BACK_READ_AS_A_YES: a Chinese yes word (the lexicon's ``affirm``,
    "可以", "能") glued to the verb after it ("可以打窝吗", "能带孩子来吗") in a message asked
    as a question (closed by a mark or 吗, or by 不: ``polar_ends``) is the modal of that question, asked back mid-task, not a yes to the
    one the bot asked; typed apart ("好的 能带孩子吗") it still answers first."""
    said = norm.rstrip(" ?？。.!！~～")
    asked = mood(lex, text, norm).question or any(
        said.endswith(p) for p in lex["polar_ends"].phrases
    )  # "可以打窝不": a yes-or-no question closed by 不 (the lexicon's ``polar_ends``)
    return (
        has_cjk(norm[end : end + 1]) and norm[end : end + 1] not in lex["particles"].exact and asked
    )


def _copula_glued(norm: str, end: int, lex: Lexicon) -> bool:
    """COUNT_CHANGED_BY_A_WORD_OF_BEING_READ_AS_A_YES: the yes word leading ``norm`` (up to
    ``end``) is a Chinese word of being (the lexicon's ``segment_copulas``: 是) glued to the
    words after it, no particle ("是三块 我老婆那块也带上" to "要顺便抛光吗？"): it says what
    a thing is, a value said again, not a yes; "是 三块", "是啊" still answer."""
    nxt = norm[end : end + 1]
    return (
        norm[:end].strip() in grammar(lex, _copulas)[lex.language]
        and has_cjk(nxt) | nxt.isdigit()
        and nxt not in lex["particles"].exact
        and lex["fillers_trail"].prefix(norm[end:]) is None
    )


@lexicon_grammar
def _copulas(w: ListWords) -> dict[str, frozenset[str]]:
    """Per language, the words of being (``segment_copulas``), built once per lexicon."""
    return {lang: frozenset(w.words("segment_copulas", (lang,))) for lang in LANGUAGES}


def _no_end(text: str, norm: str, rest: str, end: int) -> int | None:
    """Where in ``text`` the no ending at ``end`` of ``rest`` (the tail of ``norm`` after
    an acknowledgement) ends, found after the acknowledgement as typed (``norm`` drops the
    commas), when it ends a word there (a space or a mark after it, not "不" of "不过");
    None when it does not, or cannot be found."""
    ack = norm[: len(norm) - len(rest)].strip()
    low = text.casefold()
    at = low.find(ack) if ack else -1
    piece = rest[:end].strip()
    found = low.find(piece, at + len(ack)) if at >= 0 and piece else -1
    if found < 0:
        return None
    stop = found + len(piece)
    nxt = text[stop : stop + 1]
    if nxt and not (nxt.isspace() or nxt in _GAPS):
        return None
    return stop


def _acknowledged(said: str, lex: Lexicon) -> str:
    """What follows a yes that takes in what the bot said ("ok then no" to "Would you like
    them motorised? It's £60 a blind.", "好吧 不需要" to "需要上门接送吗？加收80元。"), when
    only words that carry no answer (``particles``, ``hesitations``, ``answer_fillers``)
    stand after that yes; "" when there is no such yes. Read again, a no there is the
    answer: the "ok" acknowledged the price. A yes after a no ("no, that's fine") is left
    to the readers of a yes or a no that leads, and a rest that is itself a yes ("yeah no
    worries") is no no."""
    lead = lex["affirm"].prefix(said)
    if lead is None or not lead.end():
        return ""
    rest = without_edges(
        said[lead.end() :], lex, ("particles", "hesitations", "answer_fillers"), lead=True
    )
    return "" if lex["affirm"].fullmatch(rest) else rest


def _someone_named(text: str, norm: str, prompt: str, lex: Lexicon) -> Parsed | None:
    """A question whether someone is there or does something (a word of the lexicon's
    ``someone_words`` in the prompt: "Is anyone travelling with the patient?", "Is there
    anyone elderly or a baby in the house?") answered by naming a person who is (one of
    ``companions``, a plural ending of the values' ``party_plural_endings`` aside: "my husband will come", "we have a 3 month old
    baby"): yes. Not with a negation ("my husband cant come") nor asked back."""
    someone, people, plural = grammar(lex, _someone_words)[lex.language]
    asked = normalize(prompt)
    if not any(_said_in(w, asked, lex) for w in someone):
        return None
    if lex["negation"].search(norm) is not None or norm.rstrip().endswith(("?", "？")):
        return None
    if not any(_said_in(w + e, norm, lex) for w in people for e in ("", *plural)):
        return None
    return Parsed(True, text.strip(), 0.9, 0, len(text))


@lexicon_grammar
def _someone_words(w: ListWords) -> dict[str, tuple[tuple[str, ...], ...]]:
    """Per language, what ``_someone_named`` reads, built once per lexicon rather than on
    every yes-or-no answer to a question with a prompt: the ``someone_words`` and the
    ``companions`` normalized (empty ones dropped), the values' ``party_plural_endings``."""

    def normalized(key: str, lang: str) -> tuple[str, ...]:
        return tuple(n for x in w.words(key, (lang,)) if (n := normalize(x)))

    return {
        lang: (
            normalized("someone_words", lang),
            normalized("companions", lang),
            tuple(w.value_mapping("party_plural_endings", lang)),
        )
        for lang in LANGUAGES
    }


def _said_in(word: str, text: str, lex: Lexicon) -> bool:
    """``word`` stands in ``text``: as a whole word in a spaced language, anywhere in one
    without spaces."""
    if lex.language == "zh":
        return word in text
    return re.search(rf"(?<![\w']){re.escape(word)}(?![\w'])", text) is not None


def _not_there(text: str, norm: str, prompt: str, lex: Lexicon) -> Parsed | None:
    """ "there arent any fish in it" to "Do the fish need rehoming?", "we dont have a pump"
    to "Does the pump need a service?", "没有鱼" to "鱼要挪走吗？": the thing the question asks
    about said not to be there (the lexicon's ``absence_leads``, then ``thing_determiners``
    and ``zero_leads`` at most, then a word of the question of three letters or more, its
    plural ending aside; in Chinese two characters of the question right after it). Nothing
    is to be done to what is not there: a no. Not asked back ("theres no pump?")."""
    if norm.rstrip().endswith(("?", "？")):
        return None
    lead = lex["absence_leads"].search(norm)
    if lead is None:
        return _gone(text, norm, prompt, lex)
    rest = norm[lead.end() :].strip()
    asked = normalize(prompt)
    if lex.language == "zh":
        head = rest[:4]
        if any(head[i : i + 2] in asked for i in range(len(head) - 1)):
            return Parsed(False, text.strip(), 0.9, 0, len(text))
        return None
    skip, endings = grammar(lex, _absence_words)[lex.language]
    words = [w for w in rest.split() if w not in skip][:1]
    named = _named_words((), prompt)
    if words and any(
        words[0].endswith(e) and words[0][: len(words[0]) - len(e)] in named for e in endings
    ):
        return Parsed(False, text.strip(), 0.9, 0, len(text))
    return None


def _gone(text: str, norm: str, prompt: str, lex: Lexicon) -> Parsed | None:
    """THING_ASKED_ABOUT_SAID_TO_BE_GONE: "发票丢了" to "购车发票还在吗？": two characters of
    the question right before a word that says the thing is gone (the lexicon's
    ``absence_tails``) are a no, as the thing said not to be there is; the answer was read
    as talk and the question asked again."""
    tail = lex["absence_tails"].search(norm)
    if tail is None or lex.language != "zh":
        return None
    asked = normalize(prompt)
    head = norm[max(0, tail.start() - 4) : tail.start()]
    if any(head[i : i + 2] in asked for i in range(len(head) - 1)):
        return Parsed(False, text.strip(), 0.9, 0, len(text))
    return None


@lexicon_grammar
def _absence_words(w: ListWords) -> dict[str, tuple[frozenset[str], tuple[str, ...]]]:
    """Per language, what ``_not_there`` passes over after a word of absence (the
    ``thing_determiners`` and ``zero_leads``, normalized) and the ``plural_endings`` a thing
    is named with; built once per lexicon."""
    keys = ("thing_determiners", "zero_leads")
    return {
        lang: (
            frozenset(x for k in keys for p in w.words(k, (lang,)) for x in normalize(p).split()),
            ("", *w.words("plural_endings", (lang,))),
        )
        for lang in LANGUAGES
    }


def _named_alone(text: str, norm: str, names: tuple[str, ...], lex: Lexicon) -> Parsed | None:
    """ "return please", "a return trip" to "Do you need a return journey too?" (a slot
    labelled "return trip"): the thing the question offers, named with nothing but words
    that ask politely or lead an answer (the lexicon's ``fillers_lead``, ``fillers_trail``,
    ``answer_fillers``, ``thing_determiners``), is a yes; a question mark asks about it.
    THING_NAMED_ALONE_WITH_A_NEGATION_BEFORE_IT: "not claiming", "we're not claiming" to
    "Are you claiming on your insurance?" (a slot labelled "claiming on insurance") is a
    no: the same words after a refusal (the lexicon's ``refusals``), the speaker at most
    before it (``speaker_leads``, ``speaker_being``); it was not understood."""
    if text.rstrip().endswith("?"):
        return None
    named = _named_words(names, None)
    if not named or not norm.split():
        return None
    said, value = norm, True
    words = said.split()
    speaker = grammar(lex, SpeakerWords).by_language[lex.language]
    if words and (words[0] in speaker.leads or words[0] in speaker.being):
        said = " ".join(words[1:])
    refused = lex["refusals"].prefix(said)
    if refused is not None and refused.end():
        said, value = said[refused.end() :], False
    elif said != norm:
        return None  # "we return": the speaker before no refusal says something else
    fillers = grammar(lex, _around_named)[lex.language]
    core = [w for w in said.split() if w not in fillers]
    # "board up please", "board it up pls" for a label "board up": a name said whole,
    # its short words too (a particle, a pronoun inside a phrasal verb)
    whole = " ".join(core) in {normalize(n) for n in names}
    if not core or (not whole and any(w not in named for w in core)):
        return None
    return Parsed(value, text.strip(), 0.9, 0, len(text))


def _named_then_answered(
    text: str, norm: str, names: tuple[str, ...], prompt: str | None, lex: Lexicon
) -> Parsed | None:
    """ "indoors yes", "its indoors yeah", "parking no" to "Is it indoors?", "Do you need
    parking?": the thing asked about said back, then a yes or a no closing the message with
    no comma before it; or a yes opening it ("yes backline please"). The yes or no is the answer; the words before it only name what it
    answers (the slot's label and name, the question's own words of three letters or more,
    and words that lead or trail an answer). Any other word before it (a negation, another
    thing: "not indoors yes") leaves the message to the other readers."""
    if text.rstrip().endswith("?"):
        return None
    words = norm.split()
    # NUMBER_OF_A_LABEL_SAID_BACK_THEN_ANSWERED: "over 65 yes" for a slot labelled
    # "someone over 65": a number of the label names it as its words do
    named = _named_words(names, prompt) | _named_numbers(names)
    fillers = grammar(lex, _around_named)[lex.language]
    for cut in (1, 2):  # "yes", "yes please", "no thanks" closing the message
        head, tail = words[:-cut], " ".join(words[-cut:])
        if not head or not any(w in named for w in head):
            continue
        if any(w not in named and w not in fillers for w in head):
            continue
        for key, value in (("affirm", True), ("deny", False)):
            if lex[key].fullmatch(tail):
                if value and prompt:
                    # CHOICE_SIDE_TAKEN_AS_A_YES_BY_AN_AGREEMENT: to a question offering
                    # two sides, the side named is the answer and the agreement after it
                    # only takes it ("the other side is fine" is that side, no yes)
                    side = said_by_choice(" ".join(head), prompt, names, lex)
                    if side is not None:
                        return Parsed(side.value, text.strip(), 0.9, 0, len(text))
                return Parsed(value, text.strip(), 0.9, 0, len(text))
    # "yes backline", "yeah the backline please": the yes first, the thing after it
    lead = lex["affirm"].prefix(norm)
    rest = norm[lead.end() :].split() if lead is not None and lead.end() else []
    if rest and any(w in named for w in rest) and all(w in named or w in fillers for w in rest):
        return Parsed(True, text.strip(), 0.9, 0, len(text))
    return None


@lru_cache(maxsize=1024)
def _named_words(names: tuple[str, ...], prompt: str | None) -> frozenset[str]:
    """The words of three letters or more of a slot's label and name and of its question:
    worked out once per slot, not on every message read for it."""
    return frozenset(w for n in (*names, prompt or "") for w in normalize(n).split() if len(w) >= 3)


@lru_cache(maxsize=1024)
def _named_numbers(names: tuple[str, ...]) -> frozenset[str]:
    """The numbers written in a slot's label and name ("65" of "someone over 65"), words
    shorter than ``_named_words`` keeps but naming the slot's thing as much."""
    return frozenset(w for n in names for w in normalize(n).split() if w.isdigit())


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
