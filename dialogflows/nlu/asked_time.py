"""Times and days said to the asked slot without a clock or a date: "as soon as possible",
"in an hour" (the soonest time the slot takes) and a bare hour after a half of the day
said before ("明天晚上", then "7点" is 19:00) or gone by today ("4点" said at 10:00 is
16:00), and the start of a span of the clock ("9 till 11", "8点到10点之间"). Read for the
asked slot's answer (``answer_asked.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..spec import SlotSpec, SlotType
from .clock_hours import spans_with_starts
from .consumed import only_fillers
from .lexicon import normalize
from .parsed import Parsed
from .times import TimeGrammar, afternoon, parse_clock
from .utterance import Turn
from .value_words import Words, built

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .values import ValueParser

_DATE = SlotType.DATE


def asap_said(u: Knowledge, t: Turn) -> bool:
    """The message says "as soon as possible" as the answer: not inside a request of
    another flow ("im locked out of my car right now" while the key copy asks its pickup
    day: the urgency is the lockout's, and its trigger asks for it). A word that says it
    only as the whole answer (``asap_alone``: "now" to "What time?") counts so; inside a
    sentence "now" is a word of every other thing ("not now", "what now")."""
    if t.lex["asap"].search(t.norm) is None and not t.lex["asap_alone"].fullmatch(t.norm):
        return False
    own = t.flow.name if t.flow is not None else None
    return all(h.flow == own for h in u.triggers.exact(t.norm))


def asap_whole(u: Knowledge, t: Turn) -> bool:
    """The message is the soonest and nothing else ("now", "asap please"): said to another
    slot's question (an address), it is a late answer for the flow's time (``late_answer``)."""
    if not asap_said(u, t):
        return False
    if t.lex["asap_alone"].fullmatch(t.norm):
        return True
    m = t.lex["asap"].search(t.norm)
    if m is None:
        return False
    rest = normalize(t.norm[: m.start()] + " " + t.norm[m.end() :])
    return not rest or only_fillers(u, rest)


def span_start(u: Knowledge, t: Turn, spec: SlotSpec) -> Parsed | None:
    """SPAN_ANSWERED_TO_A_TIME_QUESTION: "anywhere 9 till 11" to "What time should we
    collect?" in a flow with one time slot is the hour the span starts at (on the clock
    when either end names its part of the day, ``clock_hours.spans_with_starts``). Read
    as times, the later one won ("till 11" alone is a time), or both were asked about."""
    flow = t.flow
    if flow is None or sum(s.type == SlotType.TIME for s in flow.slots) != 1:
        return None
    spans = spans_with_starts(t.scan, t.language, Words.of(t.lex))
    if len(spans) != 1:
        return None
    span, first_end, clock = spans[0]
    start = t.scan[span.start : first_end]
    parser = u.parser(flow, spec)
    p = parser.parse(clock or start, t.now, t.language)
    at = Words.of(t.lex).en.words("clock_at")
    if p is None and at and start.strip().isdigit():  # a bare hour, read as "at 9" is
        p = parser.parse(f"{at[0]} {start.strip()}", t.now, t.language)
    return Parsed(p.value, start, p.confidence, span.start, first_end) if p is not None else None


def soonest_time(
    u: Knowledge, t: Turn, spec: SlotSpec, later: int = 0, bounded: bool = True
) -> str | None:
    """The earliest time the slot takes: on the task's day if that is today (or the flow
    has no date), the next five minutes from now, else the day's first; never before the
    slot's ``min``, and nothing when the day is already past its ``max``. ``later``
    minutes from now instead ("in an hour"): only on a task for today, and not moved into
    the slot's limits (``bounded=False``: a time outside them is refused with the reason)."""
    day = _task_day(t)
    return earliest_time(t, spec, day is None or day == t.now.date().isoformat(), later, bounded)


def _task_day(t: Turn) -> str | None:
    """The running task's day: its one date slot's value (None while unset), today's date
    on a flow with no date slot, None on a flow with several. ``soonest_time`` takes None
    for today, since a time may be asked before its day; ``not_gone_by`` does not, since an
    hour gone by is the afternoon's only on a day known to be today."""
    assert t.flow is not None and t.task is not None
    days = [s.name for s in t.flow.slots if s.type == _DATE]
    if not days:
        return t.now.date().isoformat()
    return t.task.value(days[0]) if len(days) == 1 else None


def earliest_time(
    t: Turn, spec: SlotSpec, today: bool, later: int = 0, bounded: bool = True
) -> str | None:
    """The earliest time ``spec`` takes on a day that is ``today`` or a later one (see
    ``soonest_time``); also read for the soonest said beside a request (``soonest.py``)."""
    start = "00:00"
    if later and not today:
        return None  # "in an hour" on a task for tomorrow says no time of that day
    if today:
        minutes = (t.now.hour * 60 + t.now.minute + later + 4) // 5 * 5
        start = f"{minutes // 60:02d}:{minutes % 60:02d}" if minutes < 24 * 60 else "24:00"
    if not bounded:
        return None if start >= "24:00" else start
    lo = parse_clock(spec.min) if isinstance(spec.min, str) else None
    hi = parse_clock(spec.max) if isinstance(spec.max, str) else None
    soonest = max(start, lo or start)
    if soonest >= "24:00" or (hi is not None and soonest > hi):
        return None
    return soonest


def in_the_half_day_said(t: Turn, got: Parsed, parser: ValueParser) -> Parsed:
    """A bare hour ("7点") after the user said the evening for this task ("明天晚上", which
    gave the date): 19:00. The hour alone reads as the morning, with less than full
    confidence; what was said a turn or two before decides."""
    task = t.task
    if task is None or not isinstance(got.value, str):
        return got
    said = [m.content for m in t.state.window if m.role == "user" and m.turn >= task.started_turn]
    # the newest of the last two messages that names a half of the day decides: "明天晚上七点",
    # then "算了，还是上午吧", then "10点半" is the morning
    g = built(TimeGrammar, Words.of(t.lex))  # the lexicon's parts of the day, an author's too
    halves = [s for s in reversed(said[-2:]) if g.morning_said(s) or g.afternoon_said(s)]
    morning = g.morning_said(halves[0]) if halves else None
    if afternoon(got.value) == got.value:
        # "明天早上", then "7点": the morning, even where the slot's hours read it as 19:00
        # (``ValueParser``); then refused with the hours, not moved to the evening
        hour = int(got.value[:2])
        if (
            hour > 12
            and str(hour) not in got.raw_text
            and morning
            and not _hour_in(t, halves[0], parser)
        ):
            return Parsed(f"{hour - 12:02d}{got.value[2:]}", got.raw_text, 1.0, got.start, got.end)
        # "上午10点" refused for hours 12:00-23:00, then "那就9点吧": the morning came with an
        # hour the slot did not take, so the new hour is no more of that morning: the
        # slot's hours read it ("明天早上" alone, then "7点", stays the morning)
        return got
    if morning is not False:
        return got
    later = afternoon(got.value)
    if parser.validate(later, t.now) is not None and parser.validate(got.value, t.now) is None:
        # "晚上7点" refused for hours 08:30-17:30, then "八点半": the half of the day said
        # before cannot hold it, the one the slot takes does
        return got
    return Parsed(later, got.raw_text, 1.0, got.start, got.end)


def _hour_in(t: Turn, text: str, parser: ValueParser) -> bool:
    """``text`` holds an hour of the clock the time slot reads ("上午10点", "10am"), not
    only a half of the day ("明天早上")."""
    return bool(parser.scan(text, t.now, t.language))


def not_gone_by(t: Turn, got: Parsed, parser: ValueParser) -> Parsed:
    """A bare hour ("4点", "at 4") on a task for today (a flow with no date slot, or its one
    date today) that has already gone by this morning is the afternoon's, which has not:
    asked "什么时候要？" at 10:00, "4点" is 16:00. An hour the slot's bounds refuse in the
    afternoon, or that is still to come, stays as read."""
    if t.task is None or t.flow is None or not isinstance(got.value, str):
        return got
    if got.confidence >= 1.0 or _task_day(t) != t.now.date().isoformat():
        return got
    now = f"{t.now.hour:02d}:{t.now.minute:02d}"
    later = afternoon(got.value)
    if later == got.value or got.value >= now or later <= now:
        return got
    if parser.validate(later, t.now) is not None:
        return got
    return Parsed(later, got.raw_text, 1.0, got.start, got.end)
