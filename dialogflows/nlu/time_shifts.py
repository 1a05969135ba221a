"""A clock time moved by minutes or hours: "half an hour later", "an hour earlier",
"提前半小时", "晚一个小时".

With 19:00 booked, "再提前半小时" means 18:30. It was not understood ("抱歉，我没听明白。"),
and "push it back an hour" changed nothing. A shift says how far and which way; what it
moves is the task's one time slot with a value (or the one the message names). It is a
correction of that slot, to the moved time, checked against the slot's bounds like any
value (a kitchen closing at 22:00 refuses "two hours later" from 21:00, with the reason).

The sibling of ``date_shifts.py`` (days); read only while a task with a filled time slot
runs, and only when the message has a word a shift needs.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from ..commands import Command, CorrectSlot
from ..spec import SlotType
from .date_shifts import en_parts
from .numbers import count_word, zh_to_number
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

_EN_N = r"(?P<n>half an|half a|an|a|one|two|three|\d+)"
_EN_UNIT = r"(?P<u>hours?|hrs?|minutes?|mins?)"
#: "half an hour later", "30 minutes earlier", "push it back an hour", "move it up 15 min"
_EN = re.compile(
    rf"\b{_EN_N}\s+{_EN_UNIT}\s+(?P<dir>later|earlier|sooner)\b"
    r"|\b(?P<verb>push|move|bring|put|delay|postpone|shift)\s+(?:it|that|the\s+\w+|my\s+\w+)?\s*"
    rf"(?P<way>back|forward|up|later|earlier)?\s*(?:by\s+)?{_EN_N.replace('n>', 'n2>')}"
    rf"\s+{_EN_UNIT.replace('u>', 'u2>')}(?:\s+(?P<way2>later|earlier|back|forward))?",
    re.IGNORECASE,
)
_EN_HINT = re.compile(r"\b(?:hours?|hrs?|minutes?|mins?)\b", re.IGNORECASE)
_EN_EARLIER = frozenset({"earlier", "sooner", "forward", "up"})
#: "提前半小时", "晚一个小时", "推迟20分钟", "往后推一个钟头", "早半个小时"
_ZH = re.compile(
    r"(?P<dir>再晚|晚|推迟|延后|延迟|往后推|往后挪|推后|再早|早|提前|往前推|往前挪|挪前)"
    r"(?P<n>[\d一二两三四五六七八九十]+|半)(?:个)?(?P<half>半)?(?P<u>小时|钟头|分钟|分)"
)
_ZH_EARLIER = ("早", "提前", "往前", "挪前", "再早")


def _minutes(t: Turn) -> tuple[int, int, int] | None:
    """(minutes, start, end) of the shift ``t.scan`` says, earlier negative; None if none."""
    text = t.scan
    if t.lex.language == "zh":
        m = _ZH.search(text) if ("小时" in text or "钟头" in text or "分" in text) else None
        if m is None:
            return None
        said = m.group("n")
        n = 0.5 if said == "半" else zh_to_number(said)
        if n is None:
            return None
        n = float(n) + (0.5 if m.group("half") else 0.0)
        minutes = n * 60 if m.group("u") in ("小时", "钟头") else n
        earlier = m.group("dir").startswith(_ZH_EARLIER)
        return (-int(minutes) if earlier else int(minutes)), m.start(), m.end()
    if not _EN_HINT.search(text):
        return None
    m = _EN.search(text)
    if m is None:
        return None
    said, unit, way = en_parts(m)
    low = said.lower()
    count = 0.5 if low.startswith("half") else 1 if low in ("a", "an") else count_word(said)
    if count is None:
        return None
    minutes = count * 60 if unit.lower().startswith("h") else count
    return (-int(minutes) if way.lower() in _EN_EARLIER else int(minutes)), m.start(), m.end()


def time_shift(u: Knowledge, t: Turn) -> list[Command] | None:
    """A ``CorrectSlot`` moving the task's time by what the message says, or None."""
    flow, task = t.flow, t.task
    if flow is None or task is None:
        return None
    found = _minutes(t)  # most messages fail its substring test at once
    if found is None or found[0] == 0:
        return None
    timed = [s for s in flow.slots if s.type == SlotType.TIME and task.value(s.name) is not None]
    if not timed:
        return None
    if len(timed) > 1:
        named = u.slot_namer(flow, t.lex).named(t.norm)
        timed = [s for s in timed if s.name in named]
        if len(timed) != 1:
            return None
    spec = timed[0]
    try:
        old = datetime.strptime(str(task.value(spec.name)), "%H:%M")
    except ValueError:
        return None
    new = old + timedelta(minutes=found[0])
    if new.date() != old.date():
        return None  # past midnight: a time of another day is not this slot's to say
    raw = t.scan[found[1] : found[2]].strip() or t.raw
    return [CorrectSlot(slot=spec.name, value=new.strftime("%H:%M"), raw_text=raw, rejected=None)]
