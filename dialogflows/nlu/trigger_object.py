"""The thing a request names as the object of its trigger: "i left my jacket there" for
the trigger "i left my", "lost my car keys at yours" for "lost my".

A trigger that ends in a determiner (the lexicon's ``slot_name_determiners``: my, the, a)
is open: its object follows it, and that object is what the flow's one free-text slot
asks for ("What did you leave?"). A trigger's words are the request, not values, so the
object was left unread and asked again (FREE_TEXT_AS_THE_TRIGGERS_OBJECT). The object is
the determiner and the words after it up to the end of its clause, a word that ends a
thing said so (``object_ends``: there, at, in…), or a value another slot reads ("…
yesterday"). A Chinese trigger puts its object inside it (把…, 丢了…); the thing said in
its noun's place, after its verb and a count or as the clause right after it, is read by
``_chinese_object``.

A neutral module: it reads the message it is given and knows no reader.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..spec import NUMBER_TYPES, FlowSpec, SlotSpec, SlotType
from ..state import Task
from .clauses import CLAUSE_END
from .lexicon import has_cjk, normalize
from .numbers import NumberGrammar
from .parsed import Parsed
from .utterance import Turn
from .value_words import Words, built

if TYPE_CHECKING:
    from .knowledge import Knowledge

_WORD = re.compile(r"[^\s,.;:!?]+")


def trigger_object(
    u: Knowledge, t: Turn, flow: FlowSpec, skip: set[str], task: Task | None
) -> list[tuple[SlotSpec, Parsed, int]]:
    """The object said after an open trigger of ``flow``, for its one empty free-text slot
    (see the module); none when the flow has no such trigger or slot, or none is said."""
    texts = [
        s
        for s in flow.slots
        if s.type == SlotType.TEXT
        and s.kind is None
        and not s.patterns
        and not s.values
        and not u.parser(flow, s).choices
    ]
    if len(texts) != 1 or texts[0].name in skip:
        return []
    spec = texts[0]
    if task is not None and task.value(spec.name) is not None:
        return []
    if has_cjk(t.scan):
        if spec.takes_rest or not spec.required:
            return []  # a note takes what nothing else reads, after the readers of names
        named = _chinese_object(u, t, flow, spec)
        return [(spec, named, 2)] if named is not None else []
    dets = frozenset(t.lex["slot_name_determiners"].phrases)
    ends = frozenset(t.lex["object_ends"].phrases)
    low = t.scan.lower()
    for trigger in flow.triggers:
        words = normalize(trigger).split()
        if len(words) < 2 or words[-1] not in dets:
            continue
        m = re.search(r"(?<![\w'])" + r"\s+".join(map(re.escape, words)) + r"(?![\w'])", low)
        if m is None:
            continue
        found = _object_after(u, t, flow, spec, m.end(), ends)
        if found is None:
            continue
        start, end = found
        det = m.start() + m.group(0).rfind(words[-1])
        value = t.scan[det:end].strip()
        return [(spec, Parsed(value, value, 1.0, start, end), 2)]
    return []


def _object_after(
    u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, at: int, ends: frozenset[str]
) -> tuple[int, int] | None:
    """Where the object said from ``at`` on stands: its words up to the end of the clause,
    an ``object_ends`` word, or the first value another slot reads; None when no word."""
    stop = next((c.start() for c in CLAUSE_END.finditer(t.scan, at)), len(t.scan))
    others = [
        p.start
        for s in flow.slots
        if s.name != spec.name and s.type != SlotType.TEXT
        for p in u.parser(flow, s).scan(t.scan, t.now, t.language)
        if p.start >= at
    ]
    stop = min([stop, *others])
    first = last = None
    for w in _WORD.finditer(t.scan, at, stop):
        if w.group(0).lower() in ends:
            break
        first = w.start() if first is None else first
        last = w.end()
    if first is None or last is None:
        return None
    return first, last


#: the most characters a Chinese object named in a trigger's place runs to ("苯磺酸氨氯地平片")
_OBJECT_CHARS = 12


def _chinese_object(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec) -> Parsed | None:
    """CHINESE_OBJECT_IN_PLACE_OF_THE_TRIGGERS_NOUN: "帮我爸开两盒二甲双胍" for the trigger
    开药, "配药 阿司匹林" for 配药: the thing the flow's one free-text slot asks for ("要开什么
    药？") named where the trigger's noun stands, after its verb and a count of what the
    flow counts (两盒), or as the clause right after the trigger said as one of its own. The
    object is Chinese characters up to the clause's end, no value another slot reads, no
    trigger and no word of a reply (a yes, a no, a cancel, a wait)."""
    counts = _counts(flow, t)
    for trigger in (x for x in flow.triggers if has_cjk(x) and len(x) >= 2):
        verb = trigger[: len(trigger) // 2]
        at = t.scan.find(trigger)
        if at >= 0 and at + len(trigger) < len(t.scan) and t.scan[at + len(trigger)].isspace():
            rest = t.scan[at + len(trigger) :].lstrip()
            start = len(t.scan) - len(rest)
        elif (m := counts.after(verb, t.scan)) is not None:
            start = m.end()
        else:
            continue
        end = next((c.start() for c in _CJK_END.finditer(t.scan, start)), len(t.scan))
        said = t.scan[start:end]
        if counts.a_count(said):
            continue  # "订眼镜 两盒", "订蛋糕 两个": the count of the thing, no thing
        if _an_object(u, t, flow, spec, said):
            return Parsed(said, said, 1.0, start, end)
    return None


#: where a Chinese object ends: a mark or a space typed for a comma
_CJK_END = re.compile(r"[\s,.;!?，。；！？、]")


def _as_list(x: str | list[str] | None) -> list[str]:
    """A slot's ``counts`` as a list (one word or several)."""
    return [] if x is None else [x] if isinstance(x, str) else list(x)


@dataclass(frozen=True)
class _Counts:
    """How a count of the thing is said in a flow, for a lexicon: numerals before the
    flow's own Chinese count words (its integer slots' ``counts`` and ``measures``: 两盒)
    or before any classifier of the lexicon (``classifiers``: 两个). One table, where the
    object's reading checked the flow's words and the lexicon's each in its own place."""

    #: numerals and one of the flow's own count words, or None when it has none
    own: re.Pattern[str] | None
    #: numerals and one of the lexicon's classifiers, the whole of what is said
    classifier: re.Pattern[str] | None

    def after(self, verb: str, scan: str) -> re.Match[str] | None:
        """The trigger's verb and a count in the flow's own words ("开两盒"): the object
        stands right after it."""
        if self.own is None:
            return None
        return re.search(re.escape(verb) + self.own.pattern, scan)

    def a_count(self, said: str) -> bool:
        """``said`` is a count of the thing, no thing: it opens with a count in the flow's
        own words ("两盒"), or is wholly a count with a classifier ("两个")."""
        return (self.own is not None and self.own.match(said) is not None) or (
            self.classifier is not None and self.classifier.fullmatch(normalize(said)) is not None
        )


#: ``_Counts`` per flow and lexicon, built on first use and kept (as ``built`` keeps grammars)
_COUNTS: dict[tuple[str, tuple[str, ...], str], _Counts] = {}


def _counts(flow: FlowSpec, t: Turn) -> _Counts:
    """The flow's ``_Counts`` for the message's lexicon."""
    words = Words.of(t.lex)
    own = tuple(
        w
        for s in flow.slots
        if s.type == SlotType.INTEGER
        for w in (*_as_list(s.counts), *s.measures)
        if has_cjk(w)
    )
    key = (flow.name, own, words.key)
    got = _COUNTS.get(key)
    if got is None:
        numeral = built(NumberGrammar, words).numeral_chars
        classifiers = "|".join(map(re.escape, t.lex["classifiers"].phrases))
        got = _COUNTS[key] = _Counts(
            re.compile(rf"{numeral}+(?:{'|'.join(map(re.escape, own))})") if own else None,
            re.compile(rf"{numeral}+(?:{classifiers})") if classifiers else None,
        )
    return got


def _an_object(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, said: str) -> bool:
    """``said`` may be the object a trigger's noun stands for: Chinese characters only, a
    few of them, no trigger, no reply word and no value of another slot of ``flow``."""
    if not (2 <= len(said) <= _OBJECT_CHARS) or not all(has_cjk(c) for c in said):
        return False
    norm = normalize(said)
    if u.triggers.exact(norm) or any(
        t.lex[c].search(norm) for c in ("affirm", "deny", "cancel", "waits", "question_words")
    ):
        return False
    named = (spec.label or "") + spec.name
    if any(norm[i : i + 2] in named for i in range(len(norm) - 1)):
        return False  # "查一下衣服 取衣单 3号拿的": the slot's own name (取衣单号), no value
    for s in flow.slots:
        if s is spec:
            continue
        parser = u.parser(flow, s)
        found = [*parser.scan(said, t.now, t.language), *parser.mentions(said, t.now, t.language)]
        if s.type in NUMBER_TYPES:  # 二 of 二甲双胍 counts nothing; 一家三口 counts 3
            found = [p for p in found if p.end - p.start > 1]
        if found:
            return False
    return True
