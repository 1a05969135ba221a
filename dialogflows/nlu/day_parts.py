"""A part of the day said where a clock time is wanted: "晚上", "时间改到晚上", "make it the
evening".

Asked "几点送到？", "晚上" was "抱歉，我没听明白。"; with noon booked, "时间改到晚上" put "时间改到晚上"
in the address, and "改到晚上" asked whether the dish or the address should change. A part of
the day is no time: the bot asks which hour in it ("晚上几点？", "What time in the evening?"),
and a held time of another part of the day is cleared first. The hour said next is read in
that part of the day (``asked_time.in_the_half_day_said``: "7点" is 19:00).

Only a message that says nothing else is read (words that ask for a change, the time slot's
name, soft words aside), with no clock time in it, for a flow with one time slot. "今晚" and
"tonight" name a day too and are left to the date and time readings.
"""

from __future__ import annotations

import re

from ..commands import Clarify, ClearSlot, Command
from ..spec import FlowSpec, SlotSpec, SlotType
from .lexicon import phrase_regex
from .numbers import find_numbers
from .times import find_times, part_of
from .utterance import Turn
from .value_words import Words, alternation, built

_SOFT = re.compile(r"[\s,.!?，。！？]+")


class DayParts:
    """The parts of the day a message may say alone, and what else it may hold, from one
    ``Words`` (an author's "arvo" in ``day_parts`` and ``day_part_answers`` is read)."""

    def __init__(self, w: Words) -> None:
        en, zh = w.en, w.zh
        means = {**en.mapping("day_parts"), **zh.mapping("day_parts")}
        #: the parts of the day a message may say alone, -> morning, afternoon or evening
        self.parts: dict[str, str] = {
            p: str(means[p])
            for p in [*en.words("day_part_answers"), *zh.words("day_part_answers")]
            if p in means
        }
        self.part = re.compile(phrase_regex(sorted(self.parts, key=len, reverse=True)), re.I)
        #: what else a message that only names a part of the day may hold
        rest = sorted({*en.words("day_part_rest"), *zh.words("day_part_rest")}, key=len)
        self.rest = re.compile(phrase_regex(rest[::-1]), re.I)
        hours = alternation(
            n for n in en.words("number_words") if 1 <= en.mapping("small_numbers").get(n, 0) <= 12
        )
        leads, tails = en.alt("bare_hour_leads"), en.alt("bare_hour_tails")
        roughly = en.alt("approximate_endings") if en.words("approximate_endings") else "(?!)"

        def alone(said: str) -> str:
            """A message that is ``said`` alone but for the words around a bare value: an
            acknowledgement or a hedge before it (``bare_hour_leads``), a please or a then
            after it (``bare_hour_tails``), a closing mark; glued to it, what says it is
            roughly so ("40ish": ``approximate_endings``)."""
            return rf"(?:(?:{leads})[\s,]+)*{said}(?:{roughly})?\s*(?:{tails})?\s*[.!?]?\s*$"

        #: a message that is a number alone, asked what time: "8", "eight", "8 please",
        #: "ok 5 then", "like 9" (an acknowledgement or a hedge before it:
        #: ``bare_hour_leads``), and a part of the day said first ("morning, like 9")
        self.bare_hour = re.compile(
            rf"^\s*(?:(?P<part>{en.alt('day_part_answers')})[\s,]+)?"
            + alone(rf"(\d{{1,2}}(?:\.[0-5]\d)?|{hours})"),
            re.IGNORECASE,
        )
        #: a message that is a number alone with the same words around it, asked how many:
        #: "about 16", "around 6" (``bare_hour_leads`` hold the words of about-ness that a
        #: clock time is said with too, ``clock_at``)
        self.bare_number = re.compile(
            r"^\s*" + alone(rf"(\d{{1,4}}|{en.alt('number_words')})"), re.IGNORECASE
        )
        #: the same number as the first clause of its own, a comma after it: "about 20, its
        #: for a stag do on sat 6th feb"
        self.bare_number_first = re.compile(
            rf"^\s*(?:(?:{en.alt('bare_hour_leads')})[\s,]+)*(\d{{1,4}}|{en.alt('number_words')})"
            r"\s*(?=,)",
            re.IGNORECASE,
        )
        #: a message that is a day of the month alone with the same words around it, asked
        #: which day: "12th", "12th please", "ok the 5th then" (a bare ordinal is a date
        #: only so: "the 12th floor" names no day)
        self.bare_day = re.compile(
            r"^\s*"
            + alone(
                rf"(?:(?:{en.alt('date_determiners')})\s+)?"
                rf"(\d{{1,2}}(?:{en.alt('ordinal_suffixes')}))"
            ),
            re.IGNORECASE,
        )
        self.the = en.words("date_determiners")[0] if en.words("date_determiners") else ""
        self.at = en.words("clock_at")[0] if en.words("clock_at") else ""
        #: "9 in the morning": how the part said first is put after the hour
        self.part_lead = en.words("day_part_leads")[0] if en.words("day_part_leads") else ""


def _parts(t: Turn) -> DayParts:
    return built(DayParts, Words.of(t.lex))


def bare_hour(t: Turn) -> str | None:
    """ "8" asked what time: read as "at 8" would be (08:00, or 20:00 after "the evening"
    was said), so the caller parses the returned text; None for any other message."""
    g = _parts(t)
    m = g.bare_hour.match(_unhesitant(t, t.scan))
    if m is None:
        return None
    part = m.group("part")
    return f"{g.at} {m.group(2)} {g.part_lead} {part}" if part else f"{g.at} {m.group(2)}"


def at_hour(t: Turn, number: str) -> str:
    """A bare number read as the hour it names, as "at 8" is (the lexicon's ``clock_at``):
    the text the time parser then reads ("checkout 11" for a check-out time)."""
    return f"{_parts(t).at} {number}".strip()


def bare_hour_last(t: Turn) -> tuple[str, int] | None:
    """ "after work, like 6" asked what time (BARE_HOUR_AFTER_A_CLAUSE_OF_ITS_OWN): the
    hour of ``bare_hour`` said as the message's last clause, after a comma, the clauses
    before it holding no number (they say why or when in words, or another slot's value,
    read beside it); the text to parse and where that clause starts. None otherwise."""
    comma = t.scan.rfind(",")
    if comma <= 0 or find_numbers(t.scan[:comma], t.language, Words.of(t.lex)):
        return None
    tail = t.scan[comma + 1 :]
    g = _parts(t)
    m = g.bare_hour.match(_unhesitant(t, tail))
    if m is None or m.group("part"):
        return None
    start = comma + 1 + len(tail) - len(tail.lstrip())
    return f"{g.at} {m.group(2)}", start


def bare_number(t: Turn) -> str | None:
    """ "about 16" asked how many: the number alone, without the words before it ("about",
    "around", "like", which also say a clock time: "at about 16" is 16:00) and the sounds
    and hedges around it ("hmm about 4 i reckon"); None for any other message. The caller
    reads it as the asked count's answer, before any slot reads a time in it."""
    m = _parts(t).bare_number.match(_unhedged(t, _unhesitant(t, t.scan)))
    return m.group(1) if m is not None else None


def bare_number_first(t: Turn) -> tuple[str, int] | None:
    """ "about 20, its for a stag do on sat 6th feb" asked how many: the number of
    ``bare_number`` said as the message's first clause, and where that clause ends (the
    rest is read beside it); None when the message does not open so."""
    m = _parts(t).bare_number_first.match(t.scan)
    return (m.group(1), m.end()) if m is not None else None


def bare_day(t: Turn) -> str | None:
    """ "12th" asked which day: the day of the month as a date reads it said with its
    determiner ("the 12th"), for the caller to parse; None for any other message."""
    g = _parts(t)
    m = g.bare_day.match(_unhedged(t, _unhesitant(t, t.scan)))
    return f"{g.the} {m.group(1)}".strip() if m is not None else None


def _unhedged(t: Turn, text: str) -> str:
    """``text`` without a hedge it ends with ("4 i reckon", "5 i think": ``hedges``)."""
    low = text.rstrip(" .!?").lower()
    for hedge in t.lex["hedges"].ending(low):
        if low.endswith(hedge) and (len(low) == len(hedge) or not low[-len(hedge) - 1].isalnum()):
            return text[: len(low) - len(hedge)]
    return text


def _unhesitant(t: Turn, text: str) -> str:
    """``text`` without the sounds that only hold the floor before it (``hesitations``: "ah
    ok, 8 then", "hmm 8", "well 8"): they never change an answer, so the hour is the
    answer as it is without them."""
    hesitations = t.lex["hesitations"]
    while True:
        rest = text.lstrip(" ,")
        m = hesitations.prefix(rest.lower())
        if m is None or m.end() == 0 or (m.end() < len(rest) and rest[m.end()].isalnum()):
            return rest
        text = rest[m.end() :]


def the_time_slot(flow: FlowSpec) -> SlotSpec | None:
    """The flow's one time slot, which an hour said with no slot named is about; None when
    the flow has none or several."""
    times = [s for s in flow.slots if s.type == SlotType.TIME]
    return times[0] if len(times) == 1 else None


def part_said(t: Turn) -> str | None:
    """The part of the day ("evening") when it is all the message says, else None. What
    else is said is looked at before the clock times: "晚上7点" says more than its part of
    the day, and reading its times is most of the cost."""
    g = _parts(t)
    m = g.part.search(t.scan)
    if m is None:
        return None
    rest = t.scan[: m.start()] + " " + t.scan[m.end() :]
    if _SOFT.sub("", g.rest.sub(" ", rest)):
        return None  # something else is said too
    if find_times(t.scan, t.language, Words.of(t.lex)):
        return None
    return g.parts[m.group(0).lower()]


def hour_in_part(t: Turn, asked: SlotSpec | None = None) -> list[Command] | None:
    """Which hour in the part of the day the message names, asked of the task's time slot
    (the asked one, or the one the flow has); a held time of another part is cleared."""
    flow, task = t.flow, t.task
    if flow is None or task is None or _parts(t).part.search(t.scan) is None:  # most messages
        return None
    if asked is not None:
        spec = asked if asked.type == SlotType.TIME else None
    else:
        spec = the_time_slot(flow)
    part = part_said(t) if spec is not None else None
    if spec is None or part is None:
        return None
    held = task.value(spec.name)
    if held is not None and part_of(str(held)) == part:
        return None  # "晚上" with 19:00 held: nothing to change
    ask = Clarify(ask=f"which_hour_{part}", language=t.lex.language, slot=spec.name)
    return [ClearSlot(slot=spec.name), ask] if held is not None else [ask]
