"""A yes-or-no slot answered by naming one of the two choices its question offers: "on
the drive" to "Will it sit on the road rather than your drive?" is no, "大厅吧" to "坐包间还
是大厅？" no (``said_by_choice``); the lexicon's ``boolean_choices``."""

from __future__ import annotations

import re
from functools import lru_cache

from .clauses import CLAUSE_BREAK
from .grammar_words import ListWords, grammar, lexicon_grammar
from .inflections import VerbWords
from .lexicon import Lexicon, has_cjk, normalize
from .parsed import Parsed
from .turned_person import turned, turned_pairs


def said_by_choice(text: str, prompt: str, names: tuple[str, ...], lex: Lexicon) -> Parsed | None:
    """A yes-or-no slot answered by naming one of the two choices its question offers: "on
    the drive" to "Will it sit on the road … rather than your drive?" is no, "on the road"
    yes; "大厅吧" to "坐包间还是大厅？" is no. The prompt's two sides are split at the first
    of the lexicon's ``boolean_choices`` ("rather than", "or", "还是"); the side holding a
    word of the slot's label or name (``names``) is the yes, the other the no, and each
    keeps only the words the other lacks. A clause of the message made only of one side's
    words (``choice_stop_words`` and fillers aside; in Chinese, a clause that is part of
    one side's text, said with the person turned or not: "我自己来取" for "您自己来取", the
    lexicon's ``person_turned``) gives that side's value; a clause with a word of its own ("the roof is
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
        value = None if asked else _choice_in(clause, sides, cjk, words, both, names)
        if value is not None:
            lead = len(clause) - len(clause.lstrip())
            kept = clause.rstrip() if cjk else _without_its_day(clause.rstrip(), sides, words)
            found.append(Parsed(value, kept.strip(), 1.0, start + lead, start + len(kept)))
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
        self.verbs = w.grammar(VerbWords)
        #: words of a day ("friday", "tomorrow"): said with a side, the day it is done on
        self.dates = frozenset(normalize(x) for x in w.words("summary_dates", ("en",)))
        #: the question's words for the user and the speaker's own (``person_turned``)
        self.turned = turned_pairs(w, "zh")
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
        #: words for one's home, longest first: one names the side that says another
        self.homes = tuple(sorted(w.words("home_places", ("zh",)), key=len, reverse=True))
        #: all-purpose verbs said in the place of a side's own verb ("上门弄" for 上门做)
        self.stand_ins = tuple(w.words("stand_in_verbs", ("zh",)))


#: an aside in brackets inside a question ("(we'd need a council permit)")
_BRACKETED = re.compile(r"\([^)]*\)|（[^）]*）")
#: where a sentence of a prompt ends, before the question that offers the choice
_SENTENCE_END = re.compile(r"[.!?。！？:：]")
#: a token of a side or of the user's clause: a Latin word or a number, letters and digits
#: as one ("2nd" of a side that says "2nd", matched by the user's "2nd"). Not the word of
#: ``options._LATIN_WORD`` (letters alone): there a number names no thing, here it tells a
#: side apart, and no one pattern leaves both readers as they are
_WORD_OR_NUMBER = re.compile(r"[a-z0-9']+")


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
    before = normalize(_SENTENCE_END.split(_before_joiner(text, m.start()))[-1])
    after = normalize(_SENTENCE_END.split(text[m.end() :])[0])
    if cjk:
        a, b = before.strip(), after.strip()
        held = [n for n in names if n and has_cjk(n)]
        in_a = any(n in a for n in held)
        in_b = any(n in b for n in held)
        if in_a == in_b and not in_a:
            in_a, in_b = _label_in_part(a, b, held), _label_in_part(b, a, held)
        if not a or not b or in_a == in_b:
            return None
        return ((True, a), (False, b)) if in_a else ((True, b), (False, a))
    wa = {x for x in _WORD_OR_NUMBER.findall(before) if x not in words.stop}
    wb = {x for x in _WORD_OR_NUMBER.findall(after) if x not in words.stop}
    named = {x for n in names for x in _WORD_OR_NUMBER.findall(n.lower()) if x not in words.stop}
    only_a, only_b = frozenset(wa - wb), frozenset(wb - wa)
    # the label may name a side's verb in another form ("posted to you" for "shall we post
    # it to you, or …"): a word of a side names it when the label says one of its forms
    in_a, in_b = (
        any(
            x in named or not named.isdisjoint(words.verbs.forms(x)) or _begins_label(x, named)
            for x in side
        )
        for side in (only_a, only_b)
    )
    if not only_a or not only_b or in_a == in_b:
        return None
    return ((True, only_a), (False, only_b)) if in_a else ((True, only_b), (False, only_a))


#: how many letters a side's word must have to name the label by beginning one of its words
_STEM = 4


def _begins_label(word: str, named: set[str]) -> bool:
    """CHOICE_SIDE_NAMED_BY_THE_LABELS_NOUN: a side's verb begins a longer word of the
    label, the noun made of it ("collect" of a slot labelled "collection", "install" of
    "installation"), as a polite ask by that verb names the slot (``boolean_asked``)."""
    return len(word) >= _STEM and any(n.startswith(word) and n != word for n in named)


#: how many characters of a Chinese label a side must say, its words put in its own order,
#: when no side says it whole
_LABEL_PART_CHARS = 2


def _label_in_part(side: str, other: str, held: list[str]) -> bool:
    """CHOICE_SIDE_SAYS_THE_LABEL_IN_ITS_OWN_ORDER: a question seldom says a yes-or-no
    slot's Chinese label as written ("食材要厨师帮您买吗？还是您自己准备？" for 代买食材, "新卡给您
    邮寄吗？" for 邮寄新卡): a side saying two characters of it or more is the label's side,
    when the other says none."""
    chars = {c for n in held for c in n if has_cjk(c)}
    return len(chars & set(side)) >= _LABEL_PART_CHARS and not chars & set(other)


def _before_joiner(text: str, at: int) -> str:
    """The prompt's text before the joiner at ``at``, the mark ending a question right
    before it dropped: CHOICE_ASKED_AS_TWO_QUESTIONS, a choice offered as two questions
    ("要送货上门吗？还是来店里自提？", "Shall we post it? Or will you collect it?") has its
    first side in the question the joiner follows, not in the empty text after its mark."""
    before = text[:at].rstrip()
    return before[:-1] if before.endswith(("?", "？")) else before


@lru_cache(256)
def _said_both(prompt: str, words: _ChoiceWords) -> frozenset[str]:
    """The words both choices of an English ``prompt`` say (stop words aside)."""
    text = _BRACKETED.sub(" ", prompt.lower())
    m = words.joiner.search(text)
    if m is None:
        return frozenset()
    before = normalize(_SENTENCE_END.split(_before_joiner(text, m.start()))[-1])
    after = normalize(_SENTENCE_END.split(text[m.end() :])[0])
    wa = {x for x in _WORD_OR_NUMBER.findall(before) if x not in words.stop}
    return frozenset(wa & {x for x in _WORD_OR_NUMBER.findall(after) if x not in words.stop})


def _choice_in(
    clause: str,
    sides: tuple[tuple[bool, str | frozenset[str]], tuple[bool, str | frozenset[str]]],
    cjk: bool,
    words: _ChoiceWords,
    both: frozenset[str],
    names: tuple[str, ...] = (),
) -> bool | None:
    """The value of the side ``clause`` is made of, None when it is of neither; words
    ``both`` sides say are no part of either."""
    norm = normalize(clause)
    if cjk:
        core = _without_label_topic(_zh_core(norm.replace(" ", ""), words), names)
        if len(core) < 2:
            return None
        # "我自己来取" to "…还是您自己来取？": a side said with the person turned
        hits = [
            v
            for v, side in sides
            if isinstance(side, str)
            and (
                any(
                    c in side or c in turned(side, words.turned)
                    for c in _homes_as(core, side, words)
                )
                or _verb_stood_in(core, side, words)  # "上门弄" for 上门做
            )
        ]
    else:
        said = {x for x in _WORD_OR_NUMBER.findall(norm) if x not in words.stop}
        said -= both  # "it" of "post it …, or … collect it" tells neither side apart
        # CHOICE_SIDE_SAID_WITH_ITS_DAY: "ill drop it off friday": the day the side is done
        # on is the day's, no word of a side, unless a side says it
        said -= words.dates - _side_words(sides)
        if not said:
            return None
        hits = [v for v, side in sides if isinstance(side, frozenset) and said <= side]
    return hits[0] if len(hits) == 1 else None


def _side_words(
    sides: tuple[tuple[bool, str | frozenset[str]], tuple[bool, str | frozenset[str]]],
) -> set[str]:
    """The words the English sides say (a Chinese side is a string, and says none): a day
    one of them says is that side's word, no day beside it."""
    return {x for _, side in sides if isinstance(side, frozenset) for x in side}


def _without_its_day(
    clause: str,
    sides: tuple[tuple[bool, str | frozenset[str]], tuple[bool, str | frozenset[str]]],
    words: _ChoiceWords,
) -> str:
    """``clause`` without the day said after its side ("ill drop it off on friday": "ill
    drop it off"), so the day is left for the slot that takes it
    (CHOICE_SIDE_SAID_WITH_ITS_DAY); the words of a side stay."""
    in_sides = _side_words(sides)
    end, day = len(clause), False
    for m in reversed(list(_WORD_OR_NUMBER.finditer(clause.lower()))):
        word = m.group(0)
        if word in words.dates and word not in in_sides:
            day = True
        elif not (day and word in words.stop):
            break
        end = m.start()
    return clause[:end].rstrip(" ,") if day else clause


def _verb_stood_in(core: str, side: str, words: _ChoiceWords) -> bool:
    """CHOICE_SIDE_SAID_WITH_A_GENERIC_VERB: ``core`` is a part of ``side`` said with an
    all-purpose verb (the lexicon's ``stand_in_verbs``: 弄, 搞) in the place of the side's
    own verb, the character after that part: "上门弄" to "…还是师傅上门做？" says 上门做."""
    for verb in words.stand_ins:
        before = core[: -len(verb)] if verb and core.endswith(verb) else ""
        if len(before) < 2:
            continue
        at = side.find(before)
        if at >= 0 and at + len(before) < len(side):
            return True
    return False


def _homes_as(core: str, side: str, words: _ChoiceWords) -> list[str]:
    """``core``, and, when it says one's home by a word of the lexicon's ``home_places``
    and the side by another, ``core`` with the side's word in its place:
    HOME_WORD_SAID_IN_ANOTHER_FORM ("寄到家里" to "…邮寄到家吗？")."""
    said = next((h for h in words.homes if h in core), "")
    if not said:
        return [core]
    return [core, *(core.replace(said, h, 1) for h in words.homes if h != said and h in side)]


def _without_label_topic(core: str, names: tuple[str, ...]) -> str:
    """LABEL_TOPIC_BEFORE_THE_SIDE_CHOSEN: the thing the question is about, a part of the
    slot's label, said first as the topic of the answer ("食材我自己准备" for 代买食材, "新卡我
    自己来拿" for 邮寄新卡) is no word of the side chosen: the core without it, when a side's
    two characters at least are left."""
    for name in names:
        if not has_cjk(name):
            continue
        for size in range(len(name), _LABEL_PART_CHARS - 1, -1):
            if core[:size] in name and len(core) - size >= _LABEL_PART_CHARS:
                return core[size:]
    return core


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
