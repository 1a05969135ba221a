"""Two slots filled from one phrase: a stay ("from Dec 10 to Dec 14": the day and the
nights), a span of days ("from friday until monday"), a span of hours ("9am to 5pm") and a
route ("从三里屯太古里到亦庄": where one sets off, where one goes).

Each pair is read whole (``ranges.py``, ``route.py``) and ranked above a pattern, so that
neither of its two values is read alone for the wrong slot."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec, SlotType
from . import dates, times
from .clock_hours import counts_hours, spans_with_starts
from .lexicon import has_cjk
from .parsed import Parsed
from .ranges import find_stay, span_of_days, span_of_times
from .route import route_in_clause, route_said
from .utterance import Turn
from .value_words import Words

if TYPE_CHECKING:
    from .knowledge import Knowledge


def stay_said(t: Turn, day: SlotSpec, count: SlotSpec) -> list[tuple[SlotSpec, Parsed, int]]:
    """ "from Dec 10 to Dec 14": the first date for ``day``, the nights for ``count``, both
    ranked above a pattern so that neither date is read alone."""
    got = find_stay(t.scan, t.now, t.language, Words.of(t.lex))
    if got is None:
        return []
    a, b = got
    first = Parsed(a.value.isoformat(), a.raw, a.confidence, a.start, a.end)
    nights = (b.value - a.value).days
    return [(day, first, 3), (count, Parsed(nights, t.scan[a.end : b.end], 1.0, a.end, b.end), 3)]


def days_said(t: Turn, first: SlotSpec, last: SlotSpec) -> list[tuple[SlotSpec, Parsed, int]]:
    """ "dec 20 to dec 27", "from friday until monday": the first date for ``first``, the
    second for ``last``, ranked above a pattern so that neither is read alone."""
    got = span_of_days(t)
    if got is None:
        return []
    a, b = got
    return [
        (first, Parsed(a.value.isoformat(), a.raw, a.confidence, a.start, a.end), 3),
        (last, Parsed(b.value.isoformat(), b.raw, b.confidence, b.start, b.end), 3),
    ]


def hours_said(
    u: Knowledge, t: Turn, flow: FlowSpec, first: SlotSpec, last: SlotSpec
) -> list[tuple[SlotSpec, Parsed, int]]:
    """ "9am to 5pm", "早上9点到下午5点": the first time for ``first``, the second for
    ``last``, each read by its own slot (its hours decide a bare "5")."""
    got = span_of_times(t)
    if got is None:
        return []
    out: list[tuple[SlotSpec, Parsed, int]] = []
    for spec, span in zip((first, last), got, strict=True):
        p = u.parser(flow, spec).parse(span.raw, t.now, t.language)
        if p is None:
            return []
        out.append((spec, Parsed(p.value, span.raw, p.confidence, span.start, span.end), 3))
    return out


def start_and_length(
    u: Knowledge, t: Turn, flow: FlowSpec, skip: set[str]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """ "8pm till 11" in a flow with one time slot and one count of hours (a room hired by
    the hour): the hour it starts at is the time, the span the count. Read as the count
    alone, the span took the start's words, and the time was asked again although said.
    Answered to the time's question (the time in ``skip``, read by ``asked_time.span_start``),
    the span is still the count (SPAN_ANSWERED_TO_THE_START_LEAVES_ITS_HOURS: "10 till 1"
    to "What time does it start?" is 10:00 and 3 hours)."""
    words = Words.of(t.lex)
    times = [s for s in flow.slots if s.type == SlotType.TIME]
    counts = [s for s in flow.slots if s.type == SlotType.INTEGER and counts_hours(s, words)]
    if len(times) != 1 or len(counts) != 1 or counts[0].name in skip:
        return []
    answered = times[0].name in skip
    spans = spans_with_starts(t.scan, t.language, words)
    if answered:  # the start read as the answer, from the one span said
        return [_length(t, counts[0], *spans[0][:2])] if len(spans) == 1 else []
    for span, first_end, clock in spans:
        start = t.scan[span.start : first_end]
        p = u.parser(flow, times[0]).parse(clock or start, t.now, t.language)
        if p is None:
            continue
        return [
            (times[0], Parsed(p.value, start, p.confidence, span.start, first_end), 3),
            _length(t, counts[0], span, first_end),
        ]
    return []


def _length(t: Turn, count: SlotSpec, span: Parsed, first_end: int) -> tuple[SlotSpec, Parsed, int]:
    """The hours of a span of the clock, over the words after its start ("till 11")."""
    rest = t.scan[first_end : span.end]
    at = first_end + len(rest) - len(rest.lstrip())
    return (count, Parsed(span.value, rest.strip(), 1.0, at, span.end), 3)


def places_said(
    t: Turn,
    places: tuple[SlotSpec, SlotSpec],
    found: list[tuple[SlotSpec, Parsed, int]],
    asks: Callable[[str], bool],
) -> list[tuple[SlotSpec, Parsed, int]]:
    """The two places of a route said in the message (``route.py``), ranked above a
    pattern; the second ends where another value begins ("…到亦庄明天9点" keeps the time
    for its slot), or an English date or time no slot took ("to the airport at 6am" with
    two time slots), without the word that leads it ("to manchester airport on the 30th":
    the "on" is the date's), and no route is read over a date or a time ("from 9 to 5"). Said
    without its first word, the route is a clause of its own (``route_in_clause``; ``asks``:
    the text holds a trigger)."""
    said = route_said(t) or route_in_clause(t, asks)
    if said is None:
        return []
    a, b = said.start, said.end
    # a place its own slot's route pattern read ("from {value}") is the route's, no other value
    own = {places[0].name, places[1].name}
    others = [p for s, p, _ in found if p.end > p.start and s.name not in own]
    if b.start > a.start and any(p.start < a.end and a.start < p.end for p in others):
        return []
    # the place said last ends where another value begins (where one sets off, of a route
    # said the other way round: "to 12 hill farm lane from 3 brook road on friday")
    last = b if b.start > a.start else a
    after = [p.start for p in others if last.start < p.start < last.end]
    after += _day_or_hour_in(t, last)
    if after:
        end = min(after)
        core = _without_leading_word(t, t.scan[last.start : end].strip(" ,，"))
        if not core:
            return []
        cut = Parsed(core, core, last.confidence, last.start, last.start + len(core))
        a, b = (a, cut) if last is b else (cut, b)
    if any(p.start < b.end and b.start < p.end for p in others):
        return []
    if any(p.start < a.end and a.start < p.end for p in others):
        return []
    return [(places[0], a, 3), (places[1], b, 3)]


def place_before_day_or_hour(t: Turn, place: Parsed) -> Parsed | None:
    """The place gone to of a route answered whole ("from rose cottage to the registry
    office at 11am" to where one sets off), ended before an English date or time said in
    it and the word leading it; None when nothing of it is left."""
    cuts = _day_or_hour_in(t, place)
    if not cuts:
        return place
    core = _without_leading_word(t, t.scan[place.start : min(cuts)].strip(" ,，"))
    return (
        Parsed(core, core, place.confidence, place.start, place.start + len(core)) if core else None
    )


def _day_or_hour_in(t: Turn, place: Parsed) -> list[int]:
    """Where an English date or time begins inside the second place, after a word of it:
    the place ends there, whether or not a slot takes the value (with two time slots the
    hour is asked, never the place's)."""
    said = t.scan[place.start : place.end]
    if has_cjk(said):
        return []
    words = Words.of(t.lex)
    starts = [d.start for d in dates.find_dates(said, t.now, t.language, words)]
    starts += [h.start for h in times.find_times(said, t.language, words)]
    return [place.start + at for at in starts if at > 0 and not said[at - 1].isalnum()]


def _without_leading_word(t: Turn, core: str) -> str:
    """The place cut before a value, without the preposition left at its end that leads
    that value ("manchester airport on" of "… on the 30th"; the lexicon's
    ``prepositions``, and the value lexicon's ``clock_at``: "by" of "… by 2pm"): no place
    ends with one."""
    if has_cjk(core):
        return core
    preps = t.lex["prepositions"]
    # "40 queen rd by" of "… by 2pm": the words that lead a time (``clock_at``) too
    clock = sorted(Words.of(t.lex).en.words("clock_at"), key=len, reverse=True)
    cut = True
    while cut:
        cut = False
        for f in (*preps.ending(core), *clock):
            if core.endswith(" " + f):
                core, cut = core[: -len(f)].rstrip(" ,"), True
                break
    return core
