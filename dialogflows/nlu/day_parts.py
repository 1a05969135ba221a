"""A part of the day said where a clock time is wanted: "晚上", "时间改到晚上", "make it the
evening".

Asked "几点送到？", "晚上" was "抱歉，我没听明白。"; with noon booked, "时间改到晚上" put "时间改到晚上"
in the address, and "改到晚上" asked whether the dish or the address should change. A part of
the day is no time: the bot asks which hour in it ("晚上几点？", "What time in the evening?"),
and a held time of another part of the day is cleared first. The hour said next is read in
that part of the day (``answers._in_the_half_day_said``: "7点" is 19:00).

Only a message that says nothing else is read (words that ask for a change, the time slot's
name, soft words aside), with no clock time in it, for a flow with one time slot. "今晚" and
"tonight" name a day too and are left to the date and time readings.
"""

from __future__ import annotations

import re

from ..commands import Clarify, ClearSlot, Command
from ..spec import SlotSpec, SlotType
from .times import find_times, part_of
from .utterance import Turn

_PARTS = {
    "早上": "morning", "早晨": "morning", "上午": "morning", "下午": "afternoon",
    "傍晚": "evening", "晚上": "evening", "夜里": "evening", "morning": "morning",
    "afternoon": "afternoon", "evening": "evening",
}  # fmt: skip
_PART = re.compile(r"早上|早晨|上午|下午|傍晚|晚上|夜里|\b(?:morning|afternoon|evening)\b", re.I)
#: what else a message that only names a part of the day may hold
_ZH_REST = re.compile(
    r"时间|送餐|送|改到|改成|换到|换成|还是|那就|算了|不是|要|吧|的|呢|啊|在|[\s,.!?，。！？]"
)
_EN_REST = frozenset(
    [
        "make",
        "it",
        "change",
        "the",
        "time",
        "to",
        "in",
        "a",
        "an",
        "please",
        "actually",
        "then",
        "maybe",
        "rather",
        "instead",
        "let's",
        "say",
        "do",
        "how",
        "about",
        "what",
        "no",
        "i",
        "mean",
        "meant",
        "sometime",
        "some",
    ]
)


#: a message that is a number alone, asked what time: "8", "eight", "8 please"
_BARE_HOUR = re.compile(
    r"^\s*(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
    r"\s*(?:please|pls|then)?\s*[.!]?\s*$",
    re.IGNORECASE,
)


def bare_hour(t: Turn) -> str | None:
    """ "8" asked what time: read as "at 8" would be (08:00, or 20:00 after "the evening"
    was said), so the caller parses the returned text; None for any other message."""
    m = _BARE_HOUR.match(t.scan)
    return f"at {m.group(1)}" if m is not None else None


def part_said(t: Turn) -> str | None:
    """The part of the day ("evening") when it is all the message says, else None."""
    m = _PART.search(t.scan)
    if m is None or find_times(t.scan, t.language):
        return None
    rest = t.scan[: m.start()] + " " + t.scan[m.end() :]
    if t.language == "zh" or not rest.isascii():
        if _ZH_REST.sub("", rest):
            return None
    elif not all(w in _EN_REST for w in re.findall(r"[a-z']+", rest.lower())):
        return None
    return _PARTS[m.group(0).lower()]


def hour_in_part(t: Turn, asked: SlotSpec | None = None) -> list[Command] | None:
    """Which hour in the part of the day the message names, asked of the task's time slot
    (the asked one, or the one the flow has); a held time of another part is cleared."""
    flow, task = t.flow, t.task
    if flow is None or task is None or _PART.search(t.scan) is None:  # most messages
        return None
    if asked is not None:
        spec = asked if asked.type == SlotType.TIME else None
    else:
        times = [s for s in flow.slots if s.type == SlotType.TIME]
        spec = times[0] if len(times) == 1 else None
    part = part_said(t) if spec is not None else None
    if spec is None or part is None:
        return None
    held = task.value(spec.name)
    if held is not None and part_of(str(held)) == part:
        return None  # "晚上" with 19:00 held: nothing to change
    ask = Clarify(ask=f"which_hour_{part}", language=t.lex.language, slot=spec.name)
    return [ClearSlot(slot=spec.name), ask] if held is not None else [ask]
