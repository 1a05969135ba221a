"""A date moved by a number of days: "push it back a day", "one day earlier", "晚一天".

With Friday booked, "a day later" means Saturday. It was read as a date of its own, a day
after today, and "make it two days later" booked a flight for Tuesday; "push it back a
day", "move it up a day" and "提前一天" changed nothing, and "晚一天" set the order's
quantity to 1. A shift says how far and which way; what it moves is the task's date: the
one date slot with a value, or the one the message names ("check in a day later"). It is
a correction of that slot, to the moved date, checked against the slot's bounds like any
value.

Read only while a task with a filled date slot runs, and only when the message has a word
a shift needs (one search); "the day after" alone moves the date by a day as well, when
it is the whole message (less "make it", "actually" and the like).
"""

from __future__ import annotations

import re
from datetime import timedelta
from typing import TYPE_CHECKING

from ..commands import Command, CorrectSlot
from ..spec import SlotType
from .dates import as_date
from .numbers import count_word, zh_to_number
from .ranges import MAX_DAYS
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

_EN_N = r"(?P<n>a couple of|couple of|a few|an?|one|two|three|four|five|six|seven|\d+)"
_EN_UNIT = r"(?P<u>days?|nights?|weeks?)"
#: "a day later", "two days earlier", "push it back a day", "move it up by a week"
_EN = re.compile(
    rf"\b{_EN_N}\s+{_EN_UNIT}\s+(?P<dir>later|earlier|sooner|after|before)\b"
    r"|\b(?P<verb>push|move|bring|put|delay|postpone|shift)\s+(?:it|that|the\s+\w+|my\s+\w+)?\s*"
    rf"(?P<way>back|forward|up|later|earlier|ahead|out)?\s*(?:by\s+)?{_EN_N.replace('n>', 'n2>')}"
    rf"\s+{_EN_UNIT.replace('u>', 'u2>')}(?:\s+(?P<way2>later|earlier|back|forward))?",
    re.IGNORECASE,
)
_EN_HINT = re.compile(
    r"\b(?:later|earlier|sooner|after|before|back|forward|up|delay|postpone|ahead|out)\b", re.I
)
_ZH_N = r"(?P<n>[\d一二两三四五六七八九十]+)"
#: "晚一天", "推迟两天", "往后推一天", "提前一天", "早一天", "往前挪一天"
_ZH = re.compile(
    r"(?P<dir>再晚|晚|推迟|延后|延迟|往后推|往后挪|往后延|向后推|推后|再早|早|提前|往前推|往前挪|向前推|挪前)"
    rf"(?:个)?{_ZH_N}(?:个)?(?P<u>天|日|周|星期|礼拜)"
)
_ZH_HINT = re.compile(r"晚|推迟|延|往后|向后|推后|早|提前|往前|向前|挪前")
_EARLIER = frozenset({"earlier", "sooner", "before", "forward", "up", "ahead"})
_ZH_EARLIER = ("早", "提前", "往前", "向前", "挪前", "再早")


def en_parts(m: re.Match[str]) -> tuple[str, str, str]:
    """(amount, unit, direction) of an English shift, said either way round: "two days
    later" (groups n, u, dir) or "push it back two days" (n2, u2, and the verb's way)."""
    if m.group("n") is not None:
        return m.group("n"), m.group("u"), m.group("dir")
    way = m.group("way") or m.group("way2") or m.group("verb")
    return m.group("n2"), m.group("u2"), way


def _days(count: int, unit: str) -> int:
    return count * 7 if unit.startswith(("week", "周", "星期", "礼拜")) else count


def _shift(t: Turn) -> tuple[int, int, int] | None:
    """(days, start, end) of the shift ``t.scan`` says, earlier negative; None if none."""
    text = t.scan
    if t.lex.language == "zh":
        if not _ZH_HINT.search(text):
            return None
        m = _ZH.search(text)
        if m is None:
            return None
        zn = zh_to_number(m.group("n"))
        if zn is None or not float(zn).is_integer():
            return None
        days = _days(int(zn), m.group("u"))
        return (-days if m.group("dir").startswith(_ZH_EARLIER) else days), m.start(), m.end()
    if not _EN_HINT.search(text):
        return None
    m = _EN.search(text)
    if m is None:
        return None
    n, unit, way = en_parts(m)
    count = count_word("one" if n.lower() in ("a", "an") else n)
    if count is None:
        return None
    days = _days(count, unit.lower())
    return (-days if way.lower() in _EARLIER else days), m.start(), m.end()


def _whole_step(u: Knowledge, t: Turn) -> int | None:
    """+1 or -1 when the message is only "the day after" / "前一天" (and soft words)."""
    for phrases, step in u.followups[t.lex.language].shifts:
        m = phrases.search(t.norm) if step else None
        if m is None:
            continue
        rest = (t.norm[: m.start()] + " " + t.norm[m.end() :]).split()
        if all(w in SOFT_WORDS for w in rest):
            return step
    return None


#: "actually the day after then please": a message that only moves the date is this short
_WHOLE_WORDS = 7
#: words that may stand around "the day after" in a message that only moves the date
SOFT_WORDS = frozenset(
    {"make", "it", "actually", "then", "please", "no", "instead", "maybe", "改到", "那就", "改成"}
)


#: the end of a stay named: a shift said with it moves the check-out, not the check-in
_CHECK_OUT = re.compile(r"check(?:ing)?[\s-]*out|\bleav(?:e|ing)\b|退房|走", re.IGNORECASE)


def date_shift(u: Knowledge, t: Turn) -> list[Command] | None:
    """A ``CorrectSlot`` moving the task's date by what the message says, or None."""
    flow, task = t.flow, t.task
    if flow is None or task is None:
        return None
    dated = [s for s in flow.slots if s.type == SlotType.DATE and task.value(s.name) is not None]
    if not dated:
        return None
    found = _shift(t)
    if found is not None:
        days, a, b = found
    else:
        step = _whole_step(u, t) if t.words <= _WHOLE_WORDS else None
        if step is None:
            return None
        days, a, b = step, 0, len(t.scan)
    raw = t.scan[a:b].strip() or t.raw
    stay = u.volunteer_plan(flow)[2]
    if stay is not None and _CHECK_OUT.search(t.scan) is not None:
        # "I'll check out a day later": the stay ends later, it does not start later
        nights = task.value(stay[1].name)
        if isinstance(nights, int) and 0 < nights + days <= MAX_DAYS:
            return [
                CorrectSlot(slot=stay[1].name, value=nights + days, raw_text=raw, rejected=nights)
            ]
        return None
    if len(dated) > 1:
        named = u.slot_namer(flow, t.lex).named(t.norm)
        dated = [s for s in dated if s.name in named]
        if len(dated) != 1:
            return None
    spec = dated[0]
    old = as_date(task.value(spec.name))
    if old is None:
        return None
    new = old + timedelta(days=days)
    return [CorrectSlot(slot=spec.name, value=new.isoformat(), raw_text=raw, rejected=None)]
