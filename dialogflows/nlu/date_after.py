"""A date said as the one after another: "not this friday, the one after", "the following
friday", "the week after", "不是这个周五，是下一个".

With Friday 4 December booked, "actually not this friday, the one after" changed nothing,
"make it the following friday" changed nothing, "the week after" was refused as a seat
class, and "不是这个周五，是下一个" set the order's quantity to 1 (from "一个"). Each names a
date by another one, the reference: the date the message refuses ("not this friday"), or
else the date the task holds. What is said of it:

* a weekday ("the friday after", "the following friday", "下一个周五"): the first such
  day after the reference;
* a week ("the week after", "the following week"): seven days after it;
* "the one after", "the next one", "下一个": the same weekday a week later, when the
  reference was said as a weekday ("friday", "这个周五"); a reference said as a day of the
  month ("December 4th") has no "next one" here, and the message is not read.

Said with nothing else (soft words aside), the message moves the held date; with a refused
date it also answers the question of an empty one. A date said outright ("friday after
next", "the 11th") is no reference to another and is read by ``dates.py``.

The same contrast across turns: with "friday" held (the coming one) and "next friday" said
on a Sunday, both rules read 4 December, and the user, who said the two apart, means the
Friday after (``dates.told_apart``).
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from ..commands import Command, CorrectSlot, SetSlot
from ..spec import SlotSpec, SlotType
from ..state import Slot
from .dates import DateSpan, as_date, find_dates
from .lexicon import phrase_regex
from .refused import negated_at
from .utterance import Turn
from .value_words import Words, built
from .weekdays import WeekdayWords, told_apart, weekday_form


class AfterWords:
    """The words of "the one after" (``after_*``, ``weekday_after_words``,
    ``following_words``, ``next_one*``, the weekdays and their "this"/"next"), compiled
    once per ``Words``: an author's words included."""

    def __init__(self, w: Words) -> None:
        en, zh = w.en, w.zh
        days = built(WeekdayWords, w)
        self.days = days
        zh_day = rf"(?:{days.zh_week})(?P<zd>[{days.zh_day_chars}])"
        ones = en.alt("after_ones")
        the = en.alt("after_determiners")
        this_next = days.qualified("coming", 1)
        #: "the one after (that)", "the friday after", "the following friday", "the next
        #: one", "the week after", "the following week"; "下一个", "再下一个", "下一个周五"
        self.after = re.compile(
            rf"\b(?:(?:{the})\s+)?(?:(?P<one>{ones})|(?P<d>{days.weekday_words}))\s+"
            rf"(?:{en.alt('weekday_after_words')})"
            rf"(?:\s+(?:{en.alt('after_refs')})(?:\s+(?:{ones}))?)?\b"
            rf"(?!\s+(?:{this_next}|{en.alt('date_offsets')}))"
            rf"|\b(?:{the})\s+(?:(?:{en.alt('following_words')})\s+"
            rf"(?:(?P<one2>{ones})|(?P<d2>{days.weekday_words}))"
            rf"|(?:{days.qualified(1)})\s+(?P<one3>{ones}))\b"
            rf"|(?:{zh.alt('next_one_again')})?(?:{zh.alt('next_ones')})(?:{zh_day})?"
            rf"(?=$|[\s,.!?，。！？]|{zh.alt('next_one_tails')})",
            re.IGNORECASE,
        )
        self.one_means = en.mapping("after_ones")
        #: what "next friday" said after "friday" needs: a word for the next week
        self.next = re.compile(
            rf"\b(?:{days.qualified(1)})\b|{days.qualified(1, en=False)}", re.IGNORECASE
        )
        #: besides the soft words of a shift, what a message that only says "the one
        #: after" holds
        soft = {
            *en.words("shift_soft_words"),
            *zh.words("shift_soft_words"),
            *en.words("after_soft_words"),
            *zh.words("after_soft_words"),
        }
        self.soft = re.compile(phrase_regex(sorted(soft, key=len, reverse=True)), re.IGNORECASE)
        #: a weekday in a slot's raw text, with its "this" or "next" ("on friday please"
        #: is "friday")
        self.weekdayish = re.compile(
            rf"\b(?:(?:{days.qualified('coming', 1)})\s+)?(?:{days.weekday_words})\b"
            rf"|(?:{days.qualified(0, 1, en=False)})?(?:{days.zh_week})[{days.zh_day_chars}]",
            re.IGNORECASE,
        )


_SPACE = re.compile(r"[\s,.!?，。！？]+")


def date_after(t: Turn, asked: SlotSpec | None = None) -> list[Command] | None:
    """The command setting the task's date to the one after the reference, or None."""
    flow, task = t.flow, t.task
    if flow is None or task is None:
        return None
    if asked is not None and asked.type != SlotType.DATE:
        return None
    g = built(AfterWords, Words.of(t.lex))
    m = g.after.search(t.scan)
    if m is None and g.next.search(t.scan) is None:  # most messages: neither reading
        return None
    dated = [s for s in flow.slots if s.type == SlotType.DATE]
    if m is None:
        # "next friday" after "friday": only a task holding its one date has one to move,
        # and the message's dates are read only then (most answers fill a first date)
        filled = [s for s in dated if task.value(s.name) is not None]
        if len(filled) != 1:
            return None
        return _next_of_held(
            t, g, filled[0], find_dates(t.scan, t.now, t.language, Words.of(t.lex))
        )
    spans = find_dates(t.scan, t.now, t.language, Words.of(t.lex))
    said = [s for s in spans if not (m.start() <= s.start and s.end <= m.end())]
    refused = [s for s in said if negated_at(t, s.start, s.end)]
    if len(refused) != len(said) or len(refused) > 1:
        return None  # a date said outright is no reference to another
    filled = [s for s in dated if task.value(s.name) is not None]
    spec = asked or (filled[0] if len(filled) == 1 else None)
    if spec is None and refused and len(dated) == 1:
        spec = dated[0]  # "不是这个周五，是下一个" asked how many: the date, said early
    if spec is None:
        return None
    last = _refused_last(t) if not refused and task.value(spec.name) is None else None
    if refused:
        ref, raw = _meant(refused[0], t.now.date()), refused[0].raw
    elif last is not None and _only(t, g, m):
        # "the day after then" when the day said a turn ago was refused (too soon)
        ref, raw = last.value, last.raw
    else:
        held = as_date(task.value(spec.name))
        slot = task.slots.get(spec.name)
        if held is None or slot is None or not _only(t, g, m):
            return None
        ref, raw = held, _said_as(t, slot)
    new = _after(g, m, ref, raw)
    if new is None:
        return None
    cmd = CorrectSlot if task.value(spec.name) is not None else SetSlot
    return [cmd(slot=spec.name, value=new.isoformat(), raw_text=m.group(0).strip())]


def _after(g: AfterWords, m: re.Match[str], ref: date, raw: str) -> date | None:
    day = m.group("d") or m.group("d2")
    target = g.days.en_days[day.lower()] if day else None
    if m.group("zd"):
        target = g.days.zh_days[m.group("zd")]
    if target is not None:
        return ref + timedelta(days=(target - ref.weekday()) % 7 or 7)
    said = m.group("one") or m.group("one2") or m.group("one3") or ""
    means = g.one_means.get(said.lower())
    if means == "week":
        return ref + timedelta(days=7)
    if means == "day":  # "the day after (that)"
        return ref + timedelta(days=1)
    if g.weekdayish.search(raw) or g.after.search(raw):  # "the one after" a Friday is
        return ref + timedelta(days=7)  # the next Friday, and the one after that too
    return None


def _refused_last(t: Turn) -> DateSpan | None:
    """The one date the bot refused a turn ago ("Sorry, the date must be on or after …"),
    as the user said it: what "the day after then" is said of when nothing is held."""
    told = t.state.told
    if len(told.refused) != 1 or told.refused_turn != t.state.turn:
        return None
    found = find_dates(told.refused[0], t.now, t.language, Words.of(t.lex))
    return found[0] if len(found) == 1 else None


def _said_as(t: Turn, slot: Slot) -> str:
    """How the held date was said: its raw text, or for a value given with the request
    ("a flight to Rome on friday"), which keeps none, the date as the message of its turn
    said it."""
    if slot.raw_text:
        return slot.raw_text
    for msg in t.state.window:
        if msg.role == "user" and msg.turn == slot.source_turn:
            for span in find_dates(msg.content, t.now, t.language, Words.of(t.lex)):
                if span.value.isoformat() == slot.value:
                    return span.raw
    return ""


def _meant(refused: DateSpan, today: date) -> date:
    """The day a refused weekday meant: "不是这个周五" said on a Sunday refuses the coming
    Friday, which the calendar-week reading puts in the past."""
    form = weekday_form(refused.raw)
    if form is not None and refused.value < today:
        return today + timedelta(days=(form[0] - today.weekday()) % 7)
    return refused.value


def _only(t: Turn, g: AfterWords, m: re.Match[str]) -> bool:
    """The message says nothing but "the one after" and soft words."""
    rest = t.scan[: m.start()] + " " + t.scan[m.end() :]
    return not _SPACE.sub("", g.soft.sub(" ", rest))


def _next_of_held(
    t: Turn, g: AfterWords, filled: SlotSpec, spans: list[DateSpan]
) -> list[Command] | None:
    """ "next friday" after "friday", said on a Sunday: the Friday after the one held
    (``filled``, the task's one date slot holding a value)."""
    task = t.task
    if len(spans) != 1 or task is None:
        return None
    said = weekday_form(spans[0].raw)
    if said is None or not said[1]:
        return None
    slot = task.slots.get(filled.name)
    held = as_date(task.value(filled.name))
    found = g.weekdayish.search(_said_as(t, slot)) if slot is not None else None
    form = weekday_form(found.group(0)) if found is not None else None
    if held is None or form is None or form[1] or form[0] != said[0]:
        return None
    got = told_apart(held, spans[0].value, said[0], t.now.date())
    if got is None:
        return None
    return [CorrectSlot(slot=filled.name, value=got[1].isoformat(), raw_text=spans[0].raw)]
