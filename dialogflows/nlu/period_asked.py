"""A week or a month said where a day is wanted: "sometime next week", "下周", "last week",
"上周", "last month", "下个月", "last october", "去年10月".

"I need to get to Rome from London sometime next week" asked "Just to check: did you mean
2026-11-30 for the depart date?": a week was read as its Monday, with a low confidence,
and the check offered that Monday as if the user had hinted at it. The question is now
which day of that week ("Which day next week?", "下周哪天？", lexicon ``questions``
``which_day_next_week``; "Which day last week?" for a week gone by,
``which_day_last_week``); the answer ("tuesday", "周三") is read as the slot's; "monday" or
a yes takes the Monday. With a weekday said beside it ("next week, maybe wednesday") the day is that
week's (``dates.py``) and nothing is asked. A month is asked about the same way ("Which day
last month?", ``which_day_last_month``; the answer "the 10th" is that month's), except by a
slot of ``kind: month``, which takes the month as said (``month_for_a_day``).
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import TYPE_CHECKING

from ..commands import Clarify, Command, SetSlot, StartTask
from ..spec import FlowSpec, SlotSpec, SlotType
from .dates import MONTH_NAMED, MONTH_SAID, WEEK_SAID, find_dates
from .day_parts import bare_day
from .grammar_words import LANGUAGES, ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon
from .limits import bounds
from .period_said import month_for_a_day
from .volunteered import volunteered
from .weekdays import weekday_form

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn

#: which day of the week said is asked only when the lexicon has the question: of a week
#: to come, or of one gone by ("last week" to "When did it start?")
_TO_COME, _GONE_BY = "which_day_next_week", "which_day_last_week"
#: and of a month ("last month" to "When did it start?", "下个月" to "哪天上门？")
_MONTH_TO_COME, _MONTH_GONE_BY = "which_day_next_month", "which_day_last_month"
#: and of a month named ("october", "去年10月": "Which day in October 2026?"; the runtime
#: says the month held, ``{month}``)
_MONTH_NAMED = "which_day_in_month"


def period_cues(u: Knowledge, lex: Lexicon) -> list[re.Pattern[str]]:
    """What a week or month asked about needs (``cues.py``): "next week" or "last month"
    said."""
    return [WEEK_SAID, MONTH_SAID]


def period_asked(u: Knowledge, t: Turn, out: list[Command]) -> list[Command]:
    """``out`` with an unsure date that is a whole week or month asked about as one."""
    flow: FlowSpec | None = None
    for i, c in enumerate(out):
        if not isinstance(c, SetSlot) or c.confidence >= 1.0 or c.flow is not None:
            continue
        said = (c.raw_text or "").strip()
        week = WEEK_SAID.match(said) is not None
        if not said or (not week and MONTH_SAID.match(said) is None):
            continue
        flow = flow or t.flow or _started(u, out)
        spec = flow.slot(c.slot) if flow is not None else None
        if spec is None or spec.type != SlotType.DATE:
            continue
        month = month_for_a_day(spec, said)
        if not month and not week:
            continue  # a slot of months takes "上个月" as said
        gone_by = str(c.value) < t.now.date().replace(day=1 if month else t.now.day).isoformat()
        if month and MONTH_NAMED.match(said) is not None:
            kind = _MONTH_NAMED  # "last october" to "Roughly when did we sweep it?"
        elif month:
            kind = _MONTH_GONE_BY if gone_by else _MONTH_TO_COME
        else:
            kind = _GONE_BY if gone_by else _TO_COME
        if kind not in grammar(t.lex, _questions)[t.lex.language]:
            continue
        if not _takes_a_day_of(spec, t.now.date(), str(c.value), month):
            continue  # "last week" for a visit to come: no day of it to ask, refused as said
        if month and (t.task is None or t.task.asked != c.slot):
            # "we're moving next month, can u help": a month volunteered tells when, roughly;
            # the day is asked in its turn, as if nothing had been said of it
            return [*out[:i], *out[i + 1 :]]
        # the Monday is kept as the value asked about: the task waits in ``clarifying``
        # (a forecast's optional date would not wait), and "monday" or "ok" takes it
        ask = Clarify(
            slot=c.slot,
            ask=kind,
            language=t.lex.language,
            value=c.value,
            raw_text=c.raw_text,
            confidence=c.confidence,
        )
        return [*out[:i], ask, *out[i + 1 :]]
    return out


@lexicon_grammar
def _questions(w: ListWords) -> dict[str, frozenset[str]]:
    """Per language, the questions its lexicon has (the keys of ``questions``), read once
    per lexicon: a week or a month is asked about only in a language that has the
    question."""
    return {language: frozenset(w.keys("questions", language)) for language in LANGUAGES}


def _takes_a_day_of(spec: SlotSpec, today: date, first: str, month: bool) -> bool:
    """The slot takes some day of the week or month that starts on ``first`` (its
    ``min`` and ``max`` from ``today``): asking which day of a week gone by, for a visit
    that takes only days to come, asks for an answer it must refuse."""
    start = date.fromisoformat(first)
    if month:
        end = (start.replace(day=28) + timedelta(days=4)).replace(day=1) - timedelta(days=1)
    else:
        end = start + timedelta(days=6)
    low, high = bounds(spec, today)
    return (low is None or low <= end.isoformat()) and (high is None or high >= start.isoformat())


def _started(u: Knowledge, out: list[Command]) -> FlowSpec | None:
    """The flow a ``StartTask`` among ``out`` starts."""
    start = next((c for c in out if isinstance(c, StartTask)), None)
    return u.domain.flows.get(start.flow) if start is not None else None


def day_of_the_week_asked(u: Knowledge, t: Turn) -> list[Command] | None:
    """The answer to "Which day next week?" (or "Which day last week?"): a weekday said
    bare ("thursday", "周四") is that week's, not the one read alone ("thursday" said on a Wednesday was tomorrow, and a
    slot that starts tomorrow took it; "wednesday" was today and was refused)."""
    task, flow = t.task, t.flow
    c = task.clarification if task is not None else None
    if c is None or flow is None or not isinstance(c.value, str) or not c.raw_text:
        return None
    if MONTH_SAID.match(c.raw_text.strip()) is not None:
        return _day_of_the_month(u, t, c.slot, date.fromisoformat(c.value))
    if WEEK_SAID.match(c.raw_text.strip()) is None:
        return None
    spec = flow.slot(c.slot)
    if spec is None or spec.type != SlotType.DATE:
        return None
    monday = date.fromisoformat(c.value)
    got = u.parser(flow, spec).parse(t.scan, t.now, t.language)
    if got is None or not isinstance(got.value, str) or weekday_form(got.raw_text.strip()) is None:
        return None
    day = date.fromisoformat(got.value)
    # the weekday in the week asked about, however the slot reads it alone (the next one,
    # or on a slot up to today the last one)
    day = monday + timedelta(days=day.weekday())
    return [
        SetSlot(slot=c.slot, value=day.isoformat(), raw_text=got.raw_text),
        *_beside(u, t, c.slot, got.raw_text),
    ]


def _beside(u: Knowledge, t: Turn, slot: str, raw: str) -> list[Command]:
    """CLARIFIED_DAY_DROPS_THE_VALUES_SAID_WITH_IT: "改到周日下午3点" to "下周哪天？" is
    that week's Sunday and the time beside it; the day alone was taken, and the time asked
    again."""
    task, flow = t.task, t.flow
    if task is None or flow is None:
        return []
    said = volunteered(u, t, flow, task, skip={slot}, used=(t.span_of(raw),))
    return [c for c in said if isinstance(c, SetSlot)]


def _day_of_the_month(u: Knowledge, t: Turn, slot: str, first: date) -> list[Command] | None:
    """The answer to "Which day last month?" (or next month): a day of the month said bare
    ("the 10th", "10号", "10") is that month's, not the one read alone (the 10th to come,
    or on a slot up to today the last one gone by); a weekday or a date with its month
    is read as any answer is."""
    said = bare_day(t) or t.scan.strip()  # "2nd" as "the 2nd"
    if said.isdigit():
        day = int(said)
        raw = said
    else:
        found = find_dates(said, t.now, t.language)
        if len(found) != 1 or found[0].rolls != "month":
            return None
        day, raw = found[0].value.day, found[0].raw
    try:
        value = first.replace(day=day)
    except ValueError:
        return None  # "the 31st" of a month of 30 days: no such day, asked again
    return [SetSlot(slot=slot, value=value.isoformat(), raw_text=raw), *_beside(u, t, slot, raw)]
