"""A count changed by how much, not to what: "add one more passenger", "one less night",
"再加一份", "少来一份".

Read as a number, "one more passenger" said one passenger, and the count stayed as it was.
Said while a task runs and its count slot holds a value, the phrase now moves that value by
the amount ("one more", "another", "再来一份": one). The slot is the one the unit word names
("night" a count of nights, "passenger" a count of people, "份" the count whose pattern has
that word), or the flow's only count when no unit is said; an unknown word after "one more"
("one more thing") names none, and a change that would leave a count below one is left
alone. A companion added ("add my wife", "加上我老婆") is as many more in a count of people.
An increment of another value of a choice slot ("再来一份麻婆豆腐" while 宫保鸡丁 is
ordered) queues one more task for it, as a list in the first message does (``items.py``).
The words are the lexicon's, an author's included (``IncrementGrammar``, built per words).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..commands import Command, CorrectSlot, SetSlot, StartTask
from ..spec import FlowSpec, SlotSpec, SlotType, slot_words
from .durations import counts_days, day_words
from .grammar_words import ListWords, grammar, lexicon_grammar, lists_of
from .increment_grammar import IncrementGrammar
from .lexicon import Lexicon, has_cjk, normalize, phrase_regex
from .numbers import NUMERAL_CHARS
from .party import counts_people, people_words
from .utterance import Turn
from .value_words import ValueWords, Words, alternation, built, own_values

if TYPE_CHECKING:
    from .knowledge import Knowledge


@dataclass(frozen=True)
class Found:
    """What a message's increments say: the ``commands`` they make, the slots they are
    ``about`` (whose values, read from the same words, are not to be taken), and the
    companions ``added`` to a count of people still empty, by slot: (how many, the words
    said before them), added to the count the same message says before them."""

    commands: list[Command]
    about: set[str]
    added: dict[str, tuple[int, str]]


def increments(u: Knowledge, t: Turn) -> Found:
    """The commands the message's increments make for the running task, the slots they
    are about, and the companions added after a count the message says itself."""
    task, flow = t.task, t.flow
    out: list[Command] = []
    about: set[str] = set()
    added: dict[str, tuple[int, str]] = {}
    g = built(IncrementGrammar, Words.of(t.lex))
    found = _found(g, t.scan) if task is not None and flow is not None else []
    said_with = _companions_added(g, t.scan, t.lex) if task is not None else []
    companions = [c for c, _ in said_with]
    # a companion said to come adds to a count the same message says only when said as an
    # addition ("plus my wife", "my wife is coming too"); "3 people, their friend is coming"
    # gives the reason for the three (COMPANION_COMING_GIVEN_AS_THE_REASON_FOR_A_COUNT)
    adding = [c for c, adds in said_with if adds]
    found += companions
    if not found or task is None or flow is None:
        return Found(out, about, added)
    counts = [s for s in flow.slots if s.type == SlotType.INTEGER]
    for delta, unit, start, end, item_only in found:
        # "再加一个小时": the unit a count slot's own pattern spells ("{value}个小时")
        spec = _by_pattern(counts, t.scan, end - len(unit or "")) or _slot(
            counts, unit, Words.of(t.lex)
        )
        if spec is None and unit is not None and has_cjk(unit):  # "再加两个人": 个 measures
            spec, end = _counted_after(counts, t.scan, end, Words.of(t.lex))
        if spec is None or spec.name in about:
            continue
        item = _another_item(u, t, flow, end)
        if item is not None and item_only and task.value(item[0]) is None:
            continue  # "来个宫保鸡丁" to "您想点什么菜？" is the answer, not a second order
        if item is not None:  # "再来一份麻婆豆腐": one more order, of that dish, after this one
            if delta > 0:
                more = StartTask(flow=flow.name, slots={item[0]: item[1], spec.name: delta})
                out.append(StartTask(flow=flow.name, then=[more]))
                about.update(more.slots)
            continue
        if item_only:
            continue
        old = task.value(spec.name)
        if old is None and (delta, unit, start, end, item_only) in adding:
            # "就我跟老公两个 再加上我爸妈" to "几个人？": the pair added to the two said
            # before it (COMPANION_PAIR_ADDED_AFTER_A_COUNT), in ``apply``
            added[spec.name] = (delta, t.scan[:start])
            continue
        if not isinstance(old, int) or isinstance(old, bool):
            continue
        about.add(spec.name)
        if old + delta >= 1:  # "three fewer passengers" of one: no count, and no 3 either
            said = t.scan[start:end]
            out.append(CorrectSlot(slot=spec.name, value=old + delta, raw_text=said, rejected=old))
    return Found(out, about, added)


def increment_cues(u: Knowledge, lex: Lexicon) -> list[re.Pattern[str] | None]:
    """What an increment needs (``cues.py``): one said as ``_found`` reads it ("one more
    passenger", "再加一份"), or a companion added ("add my wife", "带上我儿子")."""
    g = built(IncrementGrammar, Words.of(lex))
    return [g.en, g.zh, _pattern_of(lex)]


def apply(found: Found, out: list[Command], lex: Lexicon) -> list[Command]:
    """``out`` with the increments in: a value the same message set for a slot an increment
    is about ("one more passenger" read as 1 passenger) gives way to the increment, and so
    does a value of another slot read from nothing but the increment's words and the ways
    of saying it ("等下 加上我老婆", "哦对了 再加两个人吧" taken whole as the name asked:
    those words added people and held the floor, they name nobody). Companions added to
    a count of people the same message says before them are that many more."""
    out = _added_after_count(found.added, out) if found.added else out
    commands, about = found.commands, found.about
    if not about:
        return out
    said = [
        c.raw_text.casefold()
        for c in commands
        if isinstance(c, CorrectSlot) and c.slot in about and c.raw_text
    ]
    kept = [
        c
        for c in out
        if not (
            isinstance(c, SetSlot | CorrectSlot)
            and (c.slot in about or _only_said(c.raw_text, said, lex))
        )
    ]
    return [*kept, *commands]


def _added_after_count(added: dict[str, tuple[int, str]], out: list[Command]) -> list[Command]:
    """A count of people the message sets from words said before the companions added
    ("我和我老婆 两个孩子 再加我爸妈": 4, then the pair) with them added: 6. A count read
    from the adding words themselves ("就我 加上我爸妈" read whole as 3) stays."""
    kept: list[Command] = []
    for c in out:
        more = added.get(c.slot) if isinstance(c, SetSlot) else None
        if (
            more is not None
            and isinstance(c, SetSlot)
            and isinstance(c.value, int)
            and not isinstance(c.value, bool)
            and c.raw_text
            and c.raw_text.casefold() in more[1].casefold()
        ):
            c = c.model_copy(update={"value": c.value + more[0]})
        kept.append(c)
    return kept


#: how a message is said, not what: a wait, a change of topic, an order word, a hesitation,
#: a closing filler ("稍等", "哦对了", "嗯", "吧"); the lexicon's lists of these
_HOW_SAID = ("waits", "topic_cues", "order_words", "hesitations", "fillers_trail")


@lexicon_grammar
class _Particles:
    """Per language, the lexicon's ``particles`` run together, as ``str.strip`` takes them
    off (``_only_said``): built once per lexicon, not on every increment read."""

    def __init__(self, w: ListWords) -> None:
        self.by_language = {lang: w.text("particles", (lang,)) for lang in w.languages}


def _only_said(raw: str | None, said: list[str], lex: Lexicon) -> bool:
    """``raw`` (a value's words) holds nothing once the increments said and the ways of
    saying them (``_HOW_SAID``, the lexicon's one-character ``particles``) are out."""
    rest = (raw or "").strip().casefold()
    if not rest:
        return False
    for s in said:
        rest = rest.replace(s, " ")
    particles = grammar(lex, _Particles).by_language[lex.language]
    rest = normalize(rest)
    while rest:
        rest = rest.strip(" ,.!~，。！～、" + particles)
        cut = max(
            (m.end() for c in _HOW_SAID if (m := lex[c].prefix(rest)) is not None),
            default=0,
        )
        if not cut:
            break
        rest = rest[cut:]
    return not rest


def _found(g: IncrementGrammar, text: str) -> list[tuple[int, str | None, int, int, bool]]:
    """(amount, unit word or None, start, end, only another item) of every increment in
    ``text``."""
    out: list[tuple[int, str | None, int, int, bool]] = []
    low = text.lower()
    if g.has_needle.search(low) is None:
        return out
    for m in g.en.finditer(text):
        word = m.group("n") or m.group("m")
        n = 1 if word is None else g.numbers.count(word)
        if n is None:
            continue
        sign = g.signs.get(" ".join((m.group("way") or m.group("verb") or "").lower().split()), 1)
        unit = (m.group("unit") or "").lower() or None
        out.append((sign * n, unit, m.start(), m.end(), False))
    for m in g.zh.finditer(text):
        raw = m.group("n")
        got = 1 if raw is None else g.numbers.count(raw)
        if got is None:
            continue
        way = m.group("sign")
        delta = g.signs.get(way, 1) * int(got)
        out.append((delta, m.group("unit"), m.start(), m.end(), way in g.item_only))
    return out


#: the lexicon lists of a companion, each in the lexicon's own language
_COMPANION_LISTS = lists_of("companions", "companion_pairs")
#: each lexicon's pattern, by the lexicon's identity (lexicons are loaded once, and kept)
_PATTERNS: dict[int, tuple[Lexicon, re.Pattern[str] | None]] = {}


def _pattern_of(lex: Lexicon) -> re.Pattern[str] | None:
    got = _PATTERNS.get(id(lex))
    if got is None or got[0] is not lex:
        lists = grammar(lex, _COMPANION_LISTS)
        words = tuple(w.lower() for w in lists.own("companions", lex.language))
        pairs = tuple(w.lower() for w in lists.own("companion_pairs", lex.language))
        got = _PATTERNS[id(lex)] = (lex, _companion_pattern(words, pairs, own_values(lex)))
    return got[1]


def _companion_pattern(
    words: tuple[str, ...], pairs: tuple[str, ...], w: ValueWords
) -> re.Pattern[str] | None:
    """Someone added to the party by who they are: "add my wife", "plus my two kids",
    "带上我儿子", "my wife is coming too", "我老婆也一起去"; two at once by a word that
    names a pair ("加上我爸妈", "带上我公婆": group ``kin``/``kin2``). The words are the
    lexicon's ``companions`` and ``companion_pairs`` and its values' ``companion_*``."""
    if not words:
        return None
    plurals = [c + e for c in words for e in w.words("party_plural_endings")]
    # a pair's word first: "我爸妈" is both parents, not "我爸" and a stray 妈
    pair = rf"(?P<GROUP>{alternation(list(pairs))})|" if pairs else ""
    # a companion's word ends where a Latin word does; "'s" may follow ("my wife's coming")
    comp = rf"(?<![a-z])(?:{pair}{alternation([*words, *plurals])})(?![a-z])"
    poss = _phrases(w.words("party_possessives"))
    also = _phrases(w.words("companion_also"))
    count = rf"(?:\d{{1,2}}|{_phrases(w.words('small_numbers'))}|{NUMERAL_CHARS}+)"
    measure = rf"(?:{alternation(w.words('party_count_measures'))})?"
    n = rf"(?:(?P<GROUP>{count}){measure}\s*)?"
    # "bringing a friend", "add an extra": an article stands where a possessive may
    lead = _phrases([*w.words("party_possessives"), *w.words("party_articles")])
    lead_poss = rf"(?:{poss})?\s*" if w.flag("party_bare_companions") else rf"(?:{lead})\s+"
    return re.compile(
        rf"(?P<by_verb>(?:{_phrases(w.words('companion_add_verbs'))})\s*{lead_poss}"
        rf"{n.replace('GROUP', 'n')}(?:{comp.replace('GROUP', 'kin')}))"
        rf"|(?:{poss})\s*{n.replace('GROUP', 'n2')}(?:{comp.replace('GROUP', 'kin2')})"
        rf"\s*(?P<link>{_phrases(w.words('companion_links'))})"
        rf"\s*(?:(?P<ad1>{also})\s*)?(?:{_phrases(w.words('companion_coming'))})"
        rf"(?:\s*(?P<ad2>{also}))?",
        re.IGNORECASE,
    )


def _phrases(words: list[str]) -> str:
    return phrase_regex(sorted(set(words), key=len, reverse=True)) if words else "(?!)"


def _companions_added(
    g: IncrementGrammar, text: str, lex: Lexicon
) -> list[tuple[tuple[int, str | None, int, int, bool], bool]]:
    """(amount, "people", start, end, False) of every companion added in ``text``, each
    with whether it is said as an addition: by an adding verb ("plus my wife", "加上我爸妈")
    or with a ``companion_also`` word ("my wife is coming too", "我老婆也一起去"), not a
    companion only said to come ("their friend is coming")."""
    low = text.lower()
    if g.has_add_word.search(low) is None:
        return []
    regex = _pattern_of(lex)
    out: list[tuple[tuple[int, str | None, int, int, bool], bool]] = []
    for m in regex.finditer(text) if regex is not None else ():
        said = m.group("n") or m.group("n2") or ""
        for unit in g.measures:
            said = said.removesuffix(unit)
        n = 1 if not said else g.numbers.count(said)
        if n:
            twice = "kin" in m.re.groupindex and bool(m.group("kin") or m.group("kin2"))
            link = (m.group("link") or "").lower()
            adds = bool(m.group("by_verb") or m.group("ad1") or m.group("ad2"))
            adds = adds or link in g.also
            out.append(((int(n) * (2 if twice else 1), "people", m.start(), m.end(), False), adds))
    return out


def _by_pattern(counts: list[SlotSpec], text: str, at: int) -> SlotSpec | None:
    """The one count slot whose pattern's words after ``{value}`` stand at ``at`` in
    ``text``: "个小时" of "{value}个小时" in "再加一个小时" names the hours, whatever the
    unit word alone ("个") would name."""
    rest = text[at:].lstrip().lower()
    named = [
        spec
        for spec in counts
        if any(
            (tail := p.partition("{value}")[2].strip().lower()) and rest.startswith(tail)
            for p in spec.patterns
        )
    ]
    return named[0] if len(named) == 1 else None


#: the longest counted thing read after a measure word ("人" of "两个人", "客人" of "两位客人")
_COUNTED_CHARS = 3


def _counted_after(
    counts: list[SlotSpec], text: str, end: int, w: Words
) -> tuple[SlotSpec | None, int]:
    """The count slot the words right after an increment's measure word name, and where
    those words end: Chinese says a count as number, measure word, counted thing ("再加两个
    人"), and the measure word ("个") names no count where the thing ("人") does. ``end`` and
    no slot when nothing counted follows."""
    for size in range(min(_COUNTED_CHARS, len(text) - end), 0, -1):
        spec = _slot(counts, text[end : end + size].lower(), w)
        if spec is not None:
            return spec, end + size
    return None, end


def _slot(counts: list[SlotSpec], unit: str | None, w: Words) -> SlotSpec | None:
    """The count slot a unit word names; the only count when no unit is said."""
    if not counts:
        return None
    if unit is None:
        return counts[0] if len(counts) == 1 else None
    for spec in counts:
        words = {w for said in slot_words(spec) for w in (said, *said.split())}
        if counts_people(spec, w):
            words |= people_words(w)
        if counts_days(spec, w):
            words |= day_words(w)
        if unit in words or unit.rstrip("s") in words or f"{unit}s" in words:
            return spec
    return None


def _another_item(u: Knowledge, t: Turn, flow: FlowSpec, end: int) -> tuple[str, object] | None:
    """The choice slot and value right after the increment ("再来一份麻婆豆腐"), when it is
    not the running task's own value: another item, not more of this one."""
    after = t.scan[end : end + 12]
    task = t.task
    for spec in flow.slots:
        choices = u.parser(flow, spec).choices
        if not choices:
            continue
        for c in choices.mentions(after):
            if c.start <= 2 and (task is None or task.value(spec.name) != c.value):
                return spec.name, c.value
    return None
