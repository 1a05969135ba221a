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
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from ..commands import Command, CorrectSlot, SetSlot, StartTask
from ..spec import FlowSpec, SlotSpec, SlotType, slot_words
from .durations import DAY_WORDS, counts_days
from .lexicon import Lexicon
from .numbers import count_word, zh_to_number
from .party import PEOPLE_WORDS, counts_people
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

_EN_COUNT = r"\d{1,2}|one|two|three|four|five|a|an"
_EN = re.compile(
    rf"\b(?:(?:add|plus|with)\s+)?(?:(?P<n>{_EN_COUNT})\s+(?P<way>more|extra|additional|less"
    rf"|fewer)|(?P<another>another)|(?:remove|drop|minus|take\s+off)\s+(?P<m>{_EN_COUNT}))"
    r"(?:\s+(?P<unit>[a-z]+))?",
    re.IGNORECASE,
)
_ZH = re.compile(
    r"(?P<sign>再加|再来|再要|还要|还来|另外要|另外来|多加|多来|多要|加|少来|少要|减|去掉"
    r"|(?<![那是就])来)(?P<n>[\d一两二三四五]+)?(?P<unit>份|个|碗|盘|杯|晚|天|位|人|张)"
)
#: "来个水煮鱼" while 宫保鸡丁 is ordered adds a dish; "来两份宫保鸡丁" says how many, not two
#: more; "那来个水煮鱼吧", "还是来个水煮鱼" take it instead (a correction, not read here)
_ITEM_ONLY = frozenset({"来"})
_MINUS = frozenset({"less", "fewer", "少来", "少要", "减", "去掉"})
#: a word every English increment has
_EN_WORDS = ("more", "another", "less", "fewer", "extra", "additional", "remove", "drop",
             "minus", "take off")  # fmt: skip


def increments(u: Knowledge, t: Turn) -> tuple[list[Command], set[str]]:
    """The commands the message's increments make for the running task, and the slots
    they are about (whose values, read from the same words, are not to be taken)."""
    task, flow = t.task, t.flow
    out: list[Command] = []
    about: set[str] = set()
    found = _found(t.scan) if task is not None and flow is not None else []
    if task is not None and flow is not None:  # "add my wife", "加上我老婆"
        found += _companions_added(t.scan, t.lex)
    if not found or task is None or flow is None:
        return out, about
    counts = [s for s in flow.slots if s.type == SlotType.INTEGER]
    for delta, unit, start, end, item_only in found:
        spec = _slot(counts, unit)
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
        if not isinstance(old, int) or isinstance(old, bool):
            continue
        about.add(spec.name)
        if old + delta >= 1:  # "three fewer passengers" of one: no count, and no 3 either
            said = t.scan[start:end]
            out.append(CorrectSlot(slot=spec.name, value=old + delta, raw_text=said, rejected=old))
    return out, about


def apply(found: tuple[list[Command], set[str]], out: list[Command]) -> list[Command]:
    """``out`` with the increments in: a value the same message set for a slot an increment
    is about ("one more passenger" read as 1 passenger) gives way to the increment."""
    commands, about = found
    if not about:
        return out
    kept = [c for c in out if not (isinstance(c, SetSlot | CorrectSlot) and c.slot in about)]
    return [*kept, *commands]


def _found(text: str) -> list[tuple[int, str | None, int, int, bool]]:
    """(amount, unit word or None, start, end, only another item) of every increment in
    ``text``."""
    out: list[tuple[int, str | None, int, int, bool]] = []
    if text.isascii():
        low = text.lower()
        for needle in _EN_WORDS:  # most messages: plain substring tests instead of the pattern
            if needle in low:
                break
        else:
            return out
        for m in _EN.finditer(text):
            word = m.group("n") or m.group("m")
            n = 1 if word is None or word.lower() in ("a", "an") else count_word(word)
            if n is None:
                continue
            minus = m.group("m") is not None or (m.group("way") or "").lower() in _MINUS
            unit = (m.group("unit") or "").lower() or None
            out.append((-n if minus else n, unit, m.start(), m.end(), False))
        return out
    for m in _ZH.finditer(text):
        raw = m.group("n")
        got = 1 if raw is None else int(raw) if raw.isdigit() else zh_to_number(raw)
        if got is None:
            continue
        n, sign = int(got), m.group("sign")
        delta = -n if sign in _MINUS else n
        out.append((delta, m.group("unit"), m.start(), m.end(), sign in _ITEM_ONLY))
    return out


@lru_cache(maxsize=8)
def _companion_pattern(words: tuple[str, ...], zh: bool) -> re.Pattern[str] | None:
    """Someone added to the party by who they are: "add my wife", "plus my two kids",
    "带上我儿子". The words are the lexicon's ``companions``."""
    if not words:
        return None
    comp = "|".join(map(re.escape, sorted(words, key=len, reverse=True)))
    if zh:  # "加上我老婆", "我老婆也一起去"
        return re.compile(
            rf"(?:再加上|加上|再加|带上)(?:我的?)?(?P<n>[\d两二三四五]+个)?(?:{comp})"
            rf"|(?:我的?)(?P<n2>[\d两二三四五]+个)?(?:{comp})也(?:要)?(?:一起|跟着|来|去)"
        )
    # "add my wife", "my wife is coming too", "our two kids are joining us"
    n = r"(?:(?P<{}>\d|two|three|four|five)\s+)?"
    return re.compile(
        rf"\b(?:add|plus|bring|include)\s+(?:my|our)\s+{n.format('n')}(?:{comp})(?:s|ren)?\b"
        rf"|\b(?:my|our)\s+{n.format('n2')}(?:{comp})(?:s|ren)?(?:\s+(?:is|are|will\s+be)|'s|'re)\s+"
        r"(?:coming|joining|travell?ing|flying)\b",
        re.IGNORECASE,
    )


#: a word every companion added has: most messages stop at these substring tests
_ADD_WORDS = {
    "en": (
        "add",
        "plus",
        "bring",
        "include",
        "coming",
        "joining",
        "traveling",
        "travelling",
        "flying",
    ),
    "zh": ("加上", "再加", "带上", "也"),
}


def _companions_added(text: str, lex: Lexicon) -> list[tuple[int, str | None, int, int, bool]]:
    """(amount, "people", start, end, False) of every companion added in ``text``."""
    zh = lex.language == "zh"
    low = text if zh else text.lower()
    if not any(w in low for w in _ADD_WORDS["zh" if zh else "en"]):
        return []
    words = tuple(str(w).lower() for w in lex.raw.get("companions") or [])
    regex = _companion_pattern(words, zh)
    out: list[tuple[int, str | None, int, int, bool]] = []
    for m in regex.finditer(text) if regex is not None else ():
        said = (m.group("n") or m.group("n2") or "").rstrip("个")
        n = (
            1
            if not said
            else int(said)
            if said.isdigit()
            else count_word(said) or zh_to_number(said)
        )
        if n:
            out.append((int(n), "people", m.start(), m.end(), False))
    return out


def _slot(counts: list[SlotSpec], unit: str | None) -> SlotSpec | None:
    """The count slot a unit word names; the only count when no unit is said."""
    if not counts:
        return None
    if unit is None:
        return counts[0] if len(counts) == 1 else None
    for spec in counts:
        words = {w for said in slot_words(spec) for w in (said, *said.split())}
        if counts_people(spec):
            words |= PEOPLE_WORDS
        if counts_days(spec):
            words |= DAY_WORDS
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
