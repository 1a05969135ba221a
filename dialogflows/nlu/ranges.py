"""Stays said as two dates: "from Dec 10 to Dec 14", "December 10-14", "checking in tomorrow,
checking out Friday", "12月10号到12月14号".

A flow that takes one date and a count of nights or days (``durations.counts_days``) has no
slot for the second date, and two dates for one date slot cancel each other out: the stay
was dropped and the bot asked "When do you check in?" right after being told. Two dates
joined by a range word ("to", "until", "-", "到", "checking out") are read as the first for
the date slot and the days between them for the count. The second date must come after the
first, and the stay be at most ``MAX_DAYS`` long; anything else is left to the other readers.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from itertools import pairwise

from ..commands import Command, CorrectSlot, SetSlot
from ..spec import FlowSpec, SlotSpec, SlotType
from .date_words import names_a_weekday
from .dates import DateSpan, as_date, find_dates
from .durations import counts_days
from .lexicon import normalize, phrase_regex
from .times import TimeSpan, find_times
from .utterance import Turn
from .value_words import BUILT_IN, Words, built


class StayRanges:
    """The words of a stay from one date to another, compiled once per ``Words`` (an
    author's ``stay_*`` words included): between the two dates, before the last day said
    alone, before the last day of a booked stay's change."""

    def __init__(self, w: Words) -> None:
        def words(*keys: str) -> str:
            found = {x for k in keys for lang in (w.en, w.zh) for x in lang.words(k)}
            return phrase_regex(sorted(found, key=len, reverse=True))

        end = words("stay_end_words")
        #: "on", "is", "at" after the end word ("checking out on the 14th"), and "the"
        tail = (
            rf"(?:\s+(?:{words('stay_end_tails')}))?\s*(?:(?:{words('stay_day_leads')})\s+)?"
            rf"(?:(?:{words('stay_determiners')})\s+)?"
        )
        #: what stands between the two dates of a stay
        self.join = re.compile(
            rf"\s*,?\s*(?:-|–|—|~|～|{words('stay_joiners')}"
            rf"|(?:(?:{words('stay_and')})\s+)?(?:{end}){tail})"
            rf"\s*(?:(?:{words('stay_day_leads')})\s+)?(?:(?:{words('stay_determiners')})\s+)?",
            re.IGNORECASE,
        )
        #: the words before the day a stay ends, said alone ("until Friday", "checking out
        #: the 14th")
        self.until = re.compile(rf"(?:{words('stay_until')}|{end}){tail}$", re.IGNORECASE)
        #: the same, for a change of the end of a stay already booked: "to" there would
        #: rather move its start ("change the date to the 15th")
        #: "tonight and tomorrow night", "friday and saturday nights", "周五和周六晚上": the
        #: nights themselves, listed; the stay ends the morning after the last
        self.nights_joined = re.compile(
            rf"\s*(?:,|&|、|{words('night_joiners')})\s*", re.IGNORECASE
        )
        self.night = re.compile(rf"\s*(?:{words('night_words')})", re.IGNORECASE)
        self.checkout = re.compile(rf"(?:{words('stay_end_change')}|{end}){tail}$", re.IGNORECASE)


#: longer than this is no stay a count of nights would hold
MAX_DAYS = 60


def stay_slots(flow: FlowSpec, words: Words = BUILT_IN) -> tuple[SlotSpec, SlotSpec] | None:
    """The flow's date slot and its count of nights or days, when it has one of each
    (``words``: the lexicon in use, whose ``nights_slot_words`` guess a count of nights)."""
    days = [s for s in flow.slots if s.type == SlotType.DATE]
    counts = [s for s in flow.slots if s.type == SlotType.INTEGER and counts_days(s, words)]
    return (days[0], counts[0]) if len(days) == 1 and len(counts) == 1 else None


def date_pair(flow: FlowSpec) -> tuple[SlotSpec, SlotSpec] | None:
    """The flow's two date slots, the first and the last of a span (a pick-up and a
    return, a start and an end), when it has exactly two and no count of nights.

    Asked on most messages of a task, of a flow that does not change once loaded: worked
    out once per flow (the flow is kept with its answer, so its id is never reused)."""
    got = _PAIRS.get(id(flow))
    if got is not None and got[0] is flow:
        return got[1]
    days = [s for s in flow.slots if s.type == SlotType.DATE]
    pair = None if len(days) != 2 or stay_slots(flow) is not None else (days[0], days[1])
    if len(_PAIRS) >= _MAX_PAIRS:  # flows are loaded once: a few are ever alive
        _PAIRS.clear()
    _PAIRS[id(flow)] = (flow, pair)
    return pair


_PAIRS: dict[int, tuple[FlowSpec, tuple[SlotSpec, SlotSpec] | None]] = {}
_MAX_PAIRS = 256


def time_pair(flow: FlowSpec) -> tuple[SlotSpec, SlotSpec] | None:
    """The flow's two time slots (an opening and a closing, a start and an end), when it
    has exactly two."""
    hours = [s for s in flow.slots if s.type == SlotType.TIME]
    return (hours[0], hours[1]) if len(hours) == 2 else None


def span_of_times(t: Turn) -> tuple[TimeSpan, TimeSpan] | None:
    """Two times said as a span: "9am to 5pm", "早上9点到下午5点", "9-17"."""
    words = Words.of(t.lex)
    join = built(StayRanges, words).join
    for a, b in pairwise(find_times(t.scan, t.language, words)):
        if join.fullmatch(t.scan, a.end, b.start):
            return a, b
    return None


def find_stay(
    text: str, now: datetime, language: str, words: Words = BUILT_IN
) -> tuple[DateSpan, DateSpan] | None:
    """The first two dates of ``text`` said as a stay, or None."""
    g = built(StayRanges, words)
    for a, b in pairwise(find_dates(text, now, language, words)):
        night = g.night.match(text, b.end)
        if g.nights_joined.fullmatch(text, a.end, b.start) and night is not None:
            days = (b.value - a.value).days + 1
            if 0 < days <= MAX_DAYS:
                last = b.value + timedelta(days=1)
                return a, DateSpan(last, b.start, night.end(), text[b.start : night.end()], 1.0)
        if not g.join.fullmatch(text, a.end, b.start):
            continue
        if b.value <= a.value and names_a_weekday(b.raw):
            # "from friday to sunday" said on a Sunday: the Sunday after that Friday
            weeks = (a.value - b.value).days // 7 + 1
            b = DateSpan(b.value + timedelta(weeks=weeks), b.start, b.end, b.raw, b.confidence)
        if 0 < (b.value - a.value).days <= MAX_DAYS:
            return a, b
    return None


def stay_answer(
    t: Turn, asked: SlotSpec, day: SlotSpec, count: SlotSpec
) -> tuple[list[Command], tuple[int, int] | None]:
    """The answer to the date's or the count's question when it is a stay ("from Dec 10
    to Dec 14"), or, to the count's question once the date is known, the day it ends
    ("until Friday", "checking out on the 14th": the nights up to it); with where it was
    said."""
    got = find_stay(t.scan, t.now, t.language, Words.of(t.lex))
    if got is not None:
        a, b = got
        return [
            SetSlot(slot=day.name, value=a.value.isoformat(), raw_text=a.raw, confidence=1.0),
            SetSlot(
                slot=count.name, value=(b.value - a.value).days, raw_text=t.scan[a.end : b.end]
            ),
        ], (a.start, b.end)
    start = as_date(t.task.value(day.name)) if t.task is not None else None
    if asked.name != count.name or start is None:
        return [], None
    found = find_dates(t.scan, t.now, t.language, Words.of(t.lex))
    if len(found) != 1:
        return [], None
    end = found[0]
    days = (end.value - start).days
    if names_a_weekday(end.raw) and days <= 0:
        days += ((-days) // 7 + 1) * 7
    if not 0 < days <= MAX_DAYS:
        return [], None
    lead = built(StayRanges, Words.of(t.lex)).until.search(t.scan, 0, end.start)
    at = lead.start() if lead is not None else end.start
    return [SetSlot(slot=count.name, value=days, raw_text=t.scan[at : end.end])], (at, end.end)


#: at most this many characters between an end word and the date it opens ("back on the")
_END_GAP = 12


def span_of_days(t: Turn) -> tuple[DateSpan, DateSpan] | None:
    """The two dates of a span of days: a stay-like range ("dec 20 to dec 27", "from
    friday until monday"), or two dates the second of which an end word opens ("on the
    8th, back on the 11th", "周五取，周一还")."""
    got = find_stay(t.scan, t.now, t.language, Words.of(t.lex))
    if got is not None:
        return got
    found = find_dates(t.scan, t.now, t.language, Words.of(t.lex))
    if len(found) != 2:
        return None
    a, b = found
    ends = t.lex["span_end_words"].regex
    if ends is None or b.value <= a.value:
        return None
    head = normalize(t.scan[a.end : b.start])
    return (a, b) if any(len(head) - m.end() <= _END_GAP for m in ends.finditer(head)) else None


def days_answer(
    t: Turn, first: SlotSpec, last: SlotSpec
) -> tuple[list[Command], tuple[int, int] | None]:
    """The answer to either date's question when it is a span of days ("dec 20 to dec
    27", "from friday until monday", "friday, back on monday"): both dates, with where
    they were said."""
    got = span_of_days(t)
    if got is None:
        return [], None
    a, b = got
    return [
        SetSlot(slot=first.name, value=a.value.isoformat(), raw_text=a.raw, confidence=1.0),
        SetSlot(slot=last.name, value=b.value.isoformat(), raw_text=b.raw, confidence=1.0),
    ], (a.start, b.end)


def stay_end(t: Turn, pair: tuple[SlotSpec, SlotSpec] | None) -> list[Command] | None:
    """A new end for a stay already told ("actually checking out on the 15th", "住到15号"):
    the count of nights corrected to reach it from the date slot's day (``pair``, the
    flow's ``stay_slots``). It moved the check-in to the 15th."""
    task = t.task
    if pair is None or task is None:
        return None
    day, count = pair
    start = as_date(task.value(day.name))
    if start is None or task.value(count.name) is None:
        return None  # the count still asked: ``stay_answer`` reads "until Friday"
    found = find_dates(t.scan, t.now, t.language, Words.of(t.lex))
    if len(found) != 1:
        return None
    end = found[0]
    lead = built(StayRanges, Words.of(t.lex)).checkout.search(t.scan, 0, end.start)
    if lead is None:
        return None
    days = (end.value - start).days
    if names_a_weekday(end.raw) and days <= 0:
        days += ((-days) // 7 + 1) * 7
    if not 0 < days <= MAX_DAYS or days == task.value(count.name):
        return None
    raw = t.scan[lead.start() : end.end]
    return [CorrectSlot(slot=count.name, value=days, raw_text=raw, rejected=task.value(count.name))]
