"""A day said without its week, month or year on a date slot: the coming one, or the last.

"friday", "on monday", "周一" said bare are the coming one, unless the slot ends before it
(``max: today``, a date something happened): then the last one. "nov 15", a day without
its month, and "the weekend" said bare likewise: the last one on a slot that ends before it. On a slot that takes
both, a bare weekday is the one gone by when its clause tells what was ("she missed
sunday"). Read by a date slot's scan (``typed_scan.py``) for every date it finds.

A neutral module: it reads the text it is given and knows no reader.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from dateutil.relativedelta import relativedelta

from ..spec import SlotSpec
from . import dates
from .clauses import clause_spans
from .inflections import told_as_past
from .lexicon import Lexicon
from .limits import bounds
from .value_words import Words, alternation, built
from .weekdays import WeekdayWords, weekday_form


def qualified_day(w: Words) -> re.Pattern[str]:
    """ "this friday", "这周五": a weekday said with a word for this week ("on" is no such
    word); built per lexicon (``built``)."""
    this = alternation(
        word
        for word, v in w.en.mapping("week_qualifiers").items()
        if v == "coming" and word not in w.en.words("weekday_lead")
    )
    return re.compile(
        rf"(?:{this})\s|{built(WeekdayWords, w).qualified(0, en=False)}", re.IGNORECASE
    )


def last_if_past(
    spec: SlotSpec,
    span: dates.DateSpan,
    now: datetime,
    words: Words,
    lex: Lexicon,
    text: str = "",
) -> date:
    """A weekday said bare ("friday", "on monday", "周一") is the coming one, unless the
    slot ``spec`` ends before it (``max: today``, a date something happened): then the
    last one. Said without "this" or "next", a weekday means the nearest such day the slot
    takes; the one gone by when its clause in ``text`` tells what was (``_told_as_past``,
    read with ``lex``), on a slot that takes both, or today's own on a slot up to today
    ("it was wednesday")."""
    if span.rolls:
        return _said_last(spec, span, now)
    form = weekday_form(span.raw.strip())
    this = built(qualified_day, words)
    if form is None or form[1] or this.match(span.raw.strip()):
        return span.value
    first, last = bounds(spec, now.date())
    if first is not None and span.value < date.fromisoformat(first):
        # "wednesday" said on a Wednesday to a slot that starts tomorrow: next week's
        ahead = span.value + timedelta(days=7)
        return ahead if last is None or ahead <= date.fromisoformat(last) else span.value
    if last is None or span.value <= date.fromisoformat(last):
        back = span.value - timedelta(days=7)
        # A_WEEKDAY_IN_THE_PAST_SAID_ON_THAT_WEEKDAY_READ_AS_TODAY: today's, when told
        if (
            span.value >= now.date() > back
            and (first is None or back >= date.fromisoformat(first))
            and _told_as_past(lex, text, span)
        ):
            return back
        return span.value
    back = span.value - timedelta(days=7)
    if first is not None and back < date.fromisoformat(first):
        return span.value
    return back


def _told_as_past(lex: Lexicon, text: str, span: dates.DateSpan) -> bool:
    """PAST_TOLD_DAY_READ_AS_TO_COME: a bare weekday on a slot that takes the one gone
    by and the one to come ("Which lesson is missed?" from two weeks back) is the one
    gone by when its clause tells what was, as a flow of two date slots reads it: a
    past form of a verb in the clause ("alfie was poorly on saturday", "she missed
    sunday") or a lead of the lexicon's ``date_past_leads`` right before the day."""
    where = next(((a, b) for a, b in clause_spans(text) if a <= span.start < b), None)
    if where is None:
        return False
    clause = text[where[0] : where[1]].casefold()
    return told_as_past(lex, clause, text[: span.start].casefold())


def _said_last(spec: SlotSpec, span: dates.DateSpan, now: datetime) -> date:
    """A month and day said without a year ("nov 15"), a day without its month, or the
    weekend said bare ("over the weekend" to "When did it start?"), on a slot that ends
    before it (``max: today``): the last one, when the slot takes it."""
    first, last = bounds(spec, now.date())
    if last is None or span.value <= date.fromisoformat(last):
        return span.value
    steps = {"year": relativedelta(years=1), "week": relativedelta(weeks=1)}
    step = steps.get(span.rolls, relativedelta(months=1))
    back = span.value - step
    shifted = span.rolls != "week" and back.day != span.value.day
    if shifted or back > date.fromisoformat(last):
        return span.value  # no 31st a month earlier; still after the end
    if first is not None and back < date.fromisoformat(first):
        return span.value
    return back
