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
from .lexicon import phrase_regex
from .numbers import NumberGrammar
from .ranges import MAX_DAYS
from .utterance import Turn
from .value_words import ValueWords, Words, alternation, built

if TYPE_CHECKING:
    from .knowledge import Knowledge


def _signs(langs: tuple[ValueWords, ValueWords], key: str) -> dict[str, int]:
    return {" ".join(k.split()): int(v) for w in langs for k, v in w.mapping(key).items()}


class ShiftGrammar:
    """How a value is moved, said either way round: the amount then the way ("two days
    later"), a verb then the amount ("push it back two days"), or the way then the amount
    ("晚一天"). Each language's words fill the shapes it uses; an empty list leaves a shape
    out. ``units`` maps unit words to their size (days, or minutes). Built once per
    lexicon's words (``days``, ``minutes``): an author's "bump" among ``shift_verbs`` or
    "往后挪" in ``shift_before_count`` moves a date like a built-in word."""

    def __init__(
        self, w: Words, units: str, after_count: str, after_verb: str, halves: bool
    ) -> None:
        EN, ZH = w.en, w.zh
        langs = (EN, ZH)
        self.numbers = built(NumberGrammar, w)
        NUMERAL_CHARS = self.numbers.numeral_chars
        self.units = {k: float(v) for w in langs for k, v in w.mapping(units).items()}
        self.after_count = _signs(langs, after_count)
        self.after_verb = _signs(langs, after_verb)
        self.tail = _signs(langs, "shift_tail")
        self.before = _signs(langs, "shift_before_count")
        self.halves = {
            " ".join(k.split()): float(v)
            for w in langs
            for k, v in (w.mapping("half_words").items() if halves else ())
        }
        half = rf"|{alternation(self.halves)}" if halves else ""
        n_en = rf"\d+|{EN.alt('small_numbers')}{half}"
        u_en, u_zh = EN.alt(units), ZH.alt(units)
        measure = rf"(?:{ZH.alt('date_unit_measures')})?"
        self.rules = [
            re.compile(
                rf"\b(?P<n>{n_en})\s+(?P<u>{u_en})\s+(?P<dir>{EN.alt(after_count)})\b"
                rf"|\b(?P<verb>{EN.alt('shift_verbs')})\s+"
                rf"(?:{EN.alt('shift_objects')}|(?:{EN.alt('shift_determiners')})\s+\w+)?\s*"
                rf"(?P<way>{EN.alt(after_verb)})?\s*(?:(?:{EN.alt('shift_by')})\s+)?"
                rf"(?P<n2>{n_en})\s+(?P<u2>{u_en})"
                rf"(?:\s+(?P<way2>{EN.alt('shift_tail')}))?",
                re.IGNORECASE,
            ),
            re.compile(
                rf"(?P<dir>{ZH.alt('shift_before_count')}){measure}"
                rf"(?P<n>{NUMERAL_CHARS}+{half}){measure}"
                rf"(?P<half>{alternation(self.halves) if halves else '(?!)'})?(?P<u>{u_zh})"
            ),
        ]
        self.hint = re.compile(alternation(self.units), re.IGNORECASE)

    def find(self, text: str) -> tuple[float, int, int] | None:
        """(amount in units, start, end) of the shift ``text`` says, earlier negative."""
        if self.hint.search(text) is None:
            return None  # most messages: no unit word
        for rx in self.rules:
            m = rx.search(text)
            if m is None:
                continue
            g = m.groupdict()
            said = g.get("n") or g.get("n2") or ""
            unit = (g.get("u") or g.get("u2") or "").lower()
            way = (g.get("dir") or "").lower()
            sign = self.after_count.get(way) or self.before.get(way)
            if sign is None:
                way = (g.get("way") or g.get("way2") or "").lower()
                sign = self.after_verb.get(way) or self.tail.get(way) or 1
            low = " ".join(said.lower().split())
            n = self.halves.get(low)
            if n is None:
                got = self.numbers.count(low)
                n = None if got is None else float(got)
            if n is None:
                return None
            if g.get("half"):
                n += self.halves.get(g["half"], 0.0)
            return sign * n * self.units.get(unit, 1.0), m.start(), m.end()
        return None

    @staticmethod
    def days(w: Words) -> ShiftGrammar:
        """Dates moved by days."""
        return ShiftGrammar(w, "shift_units", "shift_after_count", "shift_after_verb", False)

    @staticmethod
    def minutes(w: Words) -> ShiftGrammar:
        """Clock times moved by minutes (``time_shifts.py``)."""
        return ShiftGrammar(
            w, "time_units", "time_shift_after_count", "time_shift_after_verb", True
        )


def _shift(t: Turn) -> tuple[int, int, int] | None:
    """(days, start, end) of the shift ``t.scan`` says, earlier negative; None if none."""
    found = built(ShiftGrammar.days, Words.of(t.lex)).find(t.scan)
    if found is None or not float(found[0]).is_integer():
        return None
    return int(found[0]), found[1], found[2]


def _whole_step(u: Knowledge, t: Turn) -> int | None:
    """+1 or -1 when the message is only "the day after" / "前一天" (and soft words)."""
    for phrases, step in u.followups[t.lex.language].shifts:
        m = phrases.search(t.norm) if step else None
        if m is None:
            continue
        rest = t.norm[: m.start()] + " " + t.norm[m.end() :]
        for key in ("polite_asks", "corrections", "waits", "inline_corrections"):
            # "actually can we do the day after instead": a polite ask, a correction word;
            # "no wait the day after", "sorry i mean the day after": a wait, a self-correction
            asked = t.lex[key].regex
            rest = asked.sub(" ", rest) if asked is not None else rest
        if all(w in built(ShiftEdges, Words.of(t.lex)).soft for w in rest.split()):
            return step
    return None


#: "actually can we do the day after instead": a message that only moves the date is this short
_WHOLE_WORDS = 9


class ShiftEdges:
    """The words around a shift of a date, per lexicon (``built``, warmed at load)."""

    def __init__(self, w: Words) -> None:
        #: words that may stand around "the day after" in a message that only moves the date
        self.soft = frozenset(w.both("shift_soft_words"))
        #: the end of a stay named: a shift said with it moves the check-out, not the
        #: check-in
        ends = set(w.both("stay_end_words"))
        self.check_out = re.compile(phrase_regex(sorted(ends, key=len)[::-1]), re.IGNORECASE)


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
    if stay is not None and built(ShiftEdges, Words.of(t.lex)).check_out.search(t.scan) is not None:
        # "I'll check out a day later": the stay ends later, it does not start later
        nights = task.value(stay[1].name)
        if isinstance(nights, int) and 0 < nights + days <= MAX_DAYS:
            return [
                CorrectSlot(slot=stay[1].name, value=nights + days, raw_text=raw, rejected=nights)
            ]
        return None
    spec = u.slot_namer(flow, t.lex).the_one(t.norm, dated)  # the one filled, or named
    if spec is None:
        return None
    old = as_date(task.value(spec.name))
    if old is None:
        return None
    new = old + timedelta(days=days)
    return [CorrectSlot(slot=spec.name, value=new.isoformat(), raw_text=raw, rejected=None)]


def shift_said(t: Turn) -> tuple[int, int, int] | None:
    """(days, start, end) of the shift the message says, earlier negative; None if none."""
    return _shift(t)
