"""A count of hours said as the span of the clock it runs over: "7 till 11" is 4 hours,
"6pm until midnight" 6, "晚上8点到12点" 4.

A slot that counts hours (``counts: hour``) read only a number of hours ("4 hours"), so a
hire said by when it starts and ends was read as its first number (7 hours for "7 till 11")
or not at all, and asked again. The words between the two ends are the value lexicon's
``hour_span_joiners``; an end is a clock time or a bare hour. When one end says no part of
the day, the span is the shorter of the two readings (12 hours apart), as people mean
"8 till 2" to be six hours, not eighteen.
"""

from __future__ import annotations

import re

from ..spec import SlotSpec
from .lexicon import normalize
from .numbers import find_numbers
from .parsed import Parsed
from .times import TimeSpan, find_times
from .value_words import Words, alternation, built

#: minutes in an hour, in a day, in half a day
_HOUR = 60
_DAY = 24 * _HOUR
_HALF = 12 * _HOUR


class _Joiners:
    """The words between the two ends of a span of hours, built per lexicon."""

    def __init__(self, w: Words) -> None:
        words = set(w.both("hour_span_joiners"))
        self.join = re.compile(rf"\s*(?:{alternation(words)})\s*", re.IGNORECASE)
        # "from 6 to 8pm": a joiner that joins only a span an opener word opens
        # (SPAN_OPENED_BY_FROM_NOT_READ), where "9 to 1" alone may be a time
        opened = set(w.both("hour_span_opened_joiners"))
        openers = set(w.both("hour_span_openers"))
        self.opened = (
            re.compile(rf"\s+(?:{alternation(opened)})\s+", re.IGNORECASE) if opened else None
        )
        self.openers = (
            re.compile(rf"(?:^|\s)(?:{alternation(openers)})\s+$", re.IGNORECASE)
            if openers
            else None
        )
        #: the words of a unit of time that are an hour (``time_units``: 60 minutes)
        self.hours = frozenset(
            normalize(k)
            for lang in (w.en, w.zh)
            for k, v in lang.mapping("time_units").items()
            if int(v) == _HOUR
        )


def counts_hours(spec: SlotSpec, words: Words) -> bool:
    """The slot counts hours: what it ``counts`` is a word for an hour."""
    hours = built(_Joiners, words).hours
    return any(normalize(c) in hours for c in spec.counts)


def _minutes(t: TimeSpan) -> int:
    h, m = t.value.split(":")
    return int(h) * _HOUR + int(m)


def _bare_span(text: str, joiner: re.Match[str], end: int) -> bool:
    """Two bare numbers are hours only joined by a word ("7 till 11"), never by a sign
    ("2-3 hours" is a count between two), and with no word glued after the second ("3到5个人"
    counts people)."""
    return joiner.group(0).strip().isalpha() and not text[end : end + 1].isalnum()


def _joined(joins: _Joiners, text: str) -> list[tuple[re.Match[str], bool]]:
    """The joiners of ``text``, in order, each with whether it joins only a span opened by
    an opener word ("to" of "from 6 to 8pm")."""
    got = [(m, False) for m in joins.join.finditer(text)]
    if joins.opened is not None:
        got += [(m, True) for m in joins.opened.finditer(text)]
    return sorted(got, key=lambda g: g[0].start())


def hour_spans(text: str, language: str, words: Words) -> list[Parsed]:
    """The counts of hours said as spans of the clock in ``text``, each over the words of
    its span."""
    return [p for p, _, _ in spans_with_starts(text, language, words)]


def spans_with_starts(
    text: str, language: str, words: Words
) -> list[tuple[Parsed, int, str | None]]:
    """``hour_spans``, each with where its first end (the hour it starts at) ends, and
    that hour on the clock ("20:00") when one end says its part of the day: "8pm till 11"
    and "8 till 11pm" start at 20:00; "7 till 10" at an hour the slot decides."""
    joins = built(_Joiners, words)
    found = find_times(text, language, words)
    numbers = [n for n in find_numbers(text, language, words) if float(n.value).is_integer()]
    out: list[tuple[Parsed, int, str | None]] = []
    for m, opened in _joined(joins, text):
        # the first end: a time or a bare hour ending right before the joiner
        first = next((t for t in found if t.end == m.start()), None)
        start_at, a, sure_a = -1, 0, False
        if first is not None:
            start_at, a, sure_a = first.start, _minutes(first), first.confidence >= 1.0
        else:
            n = next((n for n in numbers if n.end == m.start()), None)
            if n is None or not 0 <= n.value <= 24:
                continue
            start_at, a = n.start, int(n.value) * _HOUR
        if opened and (joins.openers is None or not joins.openers.search(text[:start_at])):
            continue  # "9 to 1" with no "from" before it: maybe a time, no span
        # the second: a time said right after it (read alone, "till 11" is a time too)
        rest = text[m.end() :]
        after = next((t for t in find_times(rest, language, words) if t.start == 0), None)
        if after is not None:
            b, sure_b, upto = _minutes(after), after.confidence >= 1.0, after.end
        else:
            bare = next((n for n in find_numbers(rest, language, words) if n.start == 0), None)
            if bare is None or not float(bare.value).is_integer() or not 0 <= bare.value <= 24:
                continue
            b, sure_b, upto = int(bare.value) * _HOUR, False, bare.end
        end = m.end() + upto
        if first is None and after is None and not (opened or _bare_span(text, m, end)):
            continue
        span = (b - a) % _DAY
        if not (sure_a and sure_b) and span > _HALF:
            span -= _HALF
        if span == 0 or span % _HOUR:
            continue
        starts = a if sure_a else (b - span) % _DAY if sure_b else None
        clock = None if starts is None else f"{starts // _HOUR:02d}:{starts % _HOUR:02d}"
        out.append(
            (Parsed(span // _HOUR, text[start_at:end], 1.0, start_at, end), m.start(), clock)
        )
    return out
