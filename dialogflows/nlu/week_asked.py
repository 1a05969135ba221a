"""A week said where a day is wanted: "sometime next week", "下周", "last week", "上周".

"I need to get to Rome from London sometime next week" asked "Just to check: did you mean
2026-11-30 for the depart date?": a week was read as its Monday, with a low confidence,
and the check offered that Monday as if the user had hinted at it. The question is now
which day of that week ("Which day next week?", "下周哪天？", lexicon ``questions``
``which_day_next_week``; "Which day last week?" for a week gone by,
``which_day_last_week``); the answer ("tuesday", "周三") is read as the slot's; "monday" or
a yes takes the Monday. With a weekday said beside it ("next week, maybe wednesday") the day is that
week's (``dates.py``) and nothing is asked.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import TYPE_CHECKING

from ..commands import Clarify, Command, SetSlot, StartTask
from ..spec import FlowSpec, SlotType
from .dates import WEEK_SAID
from .lexicon import Lexicon
from .weekdays import weekday_form

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn

#: which day of the week said is asked only when the lexicon has the question: of a week
#: to come, or of one gone by ("last week" to "When did it start?")
_TO_COME, _GONE_BY = "which_day_next_week", "which_day_last_week"


def week_cues(u: Knowledge, lex: Lexicon) -> list[re.Pattern[str]]:
    """What a week asked about needs (``cues.py``): "next week" said."""
    return [WEEK_SAID]


def week_asked(u: Knowledge, t: Turn, out: list[Command]) -> list[Command]:
    """``out`` with an unsure date that is a whole week asked about as a week."""
    flow: FlowSpec | None = None
    for i, c in enumerate(out):
        if not isinstance(c, SetSlot) or c.confidence >= 1.0 or c.flow is not None:
            continue
        if c.raw_text is None or WEEK_SAID.match(c.raw_text.strip()) is None:
            continue
        flow = flow or t.flow or _started(u, out)
        spec = flow.slot(c.slot) if flow is not None else None
        if spec is None or spec.type != SlotType.DATE:
            continue
        kind = _GONE_BY if str(c.value) < t.now.date().isoformat() else _TO_COME
        if kind not in (t.lex.raw.get("questions") or {}):
            continue
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
    return [SetSlot(slot=c.slot, value=day.isoformat(), raw_text=got.raw_text)]
