"""Follow-ups to a task that just ended: "And in Berlin?", "What about tomorrow?", "那上海呢？".

Right after "What's the weather in London tomorrow?" is answered, "And in Berlin?" asks the
same thing again with one value changed. Nothing in the message names a flow; what makes it
a follow-up is its shape and what was just said:

* the shape: it opens with a follow-up word ("and", "what about", "how about", "那") or ends
  with one ("呢"), both lexicon lists (``follow_ups``, ``follow_up_ends``), and apart from
  those words it is nothing but values of the ended flow's slots and filler words;
* what was just said: the ended task's outcome (its ``done``, ``failed``, ``cancelled`` or a
  branch's text, filled with its values) is among the bot's messages of the last two turns,
  so "And from Paris?" after some chit-chat about souvenirs refers to nothing here;
* the flow: not a destructive one ("and BK-2?" after a cancellation cancels nothing). A flow
  that asks for confirmation asks again, which is the user's chance to say it was not meant.

The flow starts again with the ended task's values, the new ones replacing those of their
slots. Only looked for when no task is running and no trigger matched: the words are one
prefix search, the outcome texts are filled only for a message that has the shape.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import TYPE_CHECKING, Any

from ..commands import Command, SetSlot, StartTask
from ..spec import Domain, FlowSpec, SlotType
from ..state import DONE, Task
from . import references
from .all_values import only_values
from .date_words import in_week_of
from .grammar_words import grammar, lists_of
from .lexicon import Lexicon, PhraseSet, normalize
from .utterance import Turn
from .volunteered import volunteered

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: a follow-up is short: "And in Berlin?", "What about the day after tomorrow?"
MAX_WORDS = 8
#: the same for text without spaces: "那后天的上海呢"
MAX_CHARS = 16
#: how sure the flow is meant: below a trigger (1.0), above a weak hit (0.6)
CONFIDENCE = 0.9
#: punctuation around a follow-up's last word ("呢？")
_TRAIL = " \t?？!！.。,，~～"


#: the lists a lexicon's follow-up words are built from, kept per language
_FOLLOW_UP_LISTS = lists_of(
    "follow_ups",
    "follow_up_ends",
    "same_again",
    "affirm",
    "thanks",
    "hesitations",
    "again_words",
    "day_after",
    "day_before",
    "same_day",
)


class FollowUps:
    """The follow-up words of one lexicon, compiled once."""

    def __init__(self, lex: Lexicon, domain: Domain) -> None:
        lists, own = grammar(lex, _FOLLOW_UP_LISTS), lex.language
        self.leads = PhraseSet.build(list(lists.own("follow_ups", own)))
        self.ends = tuple(
            sorted({w for w in lists.own("follow_up_ends", own) if w}, key=len, reverse=True)
        )
        self.domain = domain
        self.same = PhraseSet.build(list(lists.own("same_again", own)))
        #: one word of acknowledgement that may come first: "ok and in Madrid?", "好，那上海呢"
        self.acks = frozenset(
            normalize(w)
            for key in ("affirm", "thanks", "hesitations")
            for w in lists.own(key, own)
            if " " not in normalize(w)
        )
        #: what the rest of "再来一份一样的" may be made of, besides values and fillers
        self.again_words = PhraseSet.build(list(lists.own("again_words", own)))
        #: "And the day after?": the ended task's date moved by a day; "that day": not moved
        self.shifts = [
            (PhraseSet.build(list(lists.own(key, own))), step)
            for key, step in (("day_after", 1), ("day_before", -1), ("same_day", 0))
        ]

    def cues(self) -> list[re.Pattern[str] | PhraseSet]:
        """What a follow-up's message holds, one of which ``cues.py`` requires before the
        reader is asked: a follow-up word at its start (after one acknowledgement word at
        most), one at its end, or a same-again phrase; nothing else makes ``commands``
        find anything (``shape``, ``same_again``)."""
        ends = "|".join(re.escape(w) for w in self.ends)
        return [self.leads, self.same, *([re.compile(ends)] if ends else [])]

    def shape(self, t: Turn) -> list[tuple[int, int]] | None:
        """Where the follow-up words stand in ``t.raw`` (to be left out when checking that
        the rest is only values), or None when the message does not have the shape."""
        if t.words > MAX_WORDS or (" " not in t.norm and len(t.norm) > MAX_CHARS):
            return None
        spans: list[tuple[int, int]] = []
        norm, low = t.norm, t.raw.casefold()
        first, _, rest = norm.partition(" ")
        if rest and first in self.acks and self.leads.prefix(rest) is not None:
            # "ok and in Madrid on saturday?": an acknowledgement before the follow-up word
            at = low.find(first)
            spans.append((at, at + len(first)))
            norm = rest
        m = self.leads.prefix(norm)
        if m is not None:
            # the norm drops leading punctuation; the raw text starts with the same words
            at = low.find(m.group(0).split(" ")[0], spans[0][1] if spans else 0)
            if at >= 0:
                end = at + len(m.group(0))
                spans.append((at, min(end, len(t.raw))))
        body = t.raw.rstrip(_TRAIL)
        for word in self.ends:
            if body.endswith(word):
                spans.append((len(body) - len(word), len(body)))
                break
        return spans or None

    def commands(self, u: Knowledge, t: Turn) -> list[Command] | None:
        """``StartTask`` of the task that just ended, its values carried over and the new
        ones in place, when ``t`` is a follow-up to it; else None."""
        last = t.state.last_task
        if last is None or t.task is not None:
            return None
        flow = self.domain.flows.get(last.flow)
        if flow is None or flow.destructive:
            return None
        if last.phase == DONE and self.same.regex is not None:
            again = self.same_again(u, t, flow, last)
            if again is not None:
                return again
        spans = self.shape(t)
        if spans is None:
            return None
        unsure: list[SetSlot] = []
        new = {**self._shifted(t, flow, last), **_values(u, t, flow, unsure)}
        if not new and not unsure:  # "那第二单呢" after "我第一单到哪了": the second order
            new = _ordinal(t, flow)
        taken = [*spans, *(s for _, s in new.values()), *(t.span_of(c.raw_text) for c in unsure)]
        if not (new or unsure) or not only_values(u, t, taken):
            return None
        if not self.just_ended(t, last):
            return None
        slots = last.filled()
        for name, (value, (a, b)) in new.items():
            slots[name] = _same_week(t, flow, name, value, t.scan[a:b], last)
        for c in unsure:  # "and next weekend?": the Saturday, as sure as when said first
            slots.pop(c.slot, None)
        return [StartTask(flow=flow.name, slots=slots, confidence=CONFIDENCE), *unsure]

    def same_again(self, u: Knowledge, t: Turn, flow: FlowSpec, last: Task) -> list[Command] | None:
        """ "再来一份一样的", "跟上次一样": the order just placed, once more, with any value
        the message gives ("一份") in place; it asks for confirmation like any start."""
        if t.words > MAX_WORDS or (" " not in t.norm and len(t.norm) > MAX_CHARS):
            return None
        if self.same.search(t.norm) is None or t.negations():  # "跟上次不一样"
            return None
        new = {
            c.slot: c
            for c in volunteered(u, t, flow, None, skip=set())
            if isinstance(c, SetSlot) and c.confidence >= 1.0
        }
        low = t.scan.casefold()
        spans = [(m.start(), m.end()) for m in self.same.finditer(low)]
        again = [(m.start(), m.end()) for m in self.again_words.finditer(low)]
        # "再来一单一样的": the "一" of "一单" (one more order) is no count of the dish
        new = {
            name: c
            for name, c in new.items()
            if not any(a <= x and y <= b for a, b in again for x, y in [t.span_of(c.raw_text)])
        }
        spans += again
        spans += [t.span_of(c.raw_text) for c in new.values()]
        if not only_values(u, t, spans):
            return None
        slots = last.filled()
        slots.update((name, c.value) for name, c in new.items())
        return [StartTask(flow=flow.name, slots=slots, confidence=CONFIDENCE)]

    def _shifted(
        self, t: Turn, flow: FlowSpec, last: Task
    ) -> dict[str, tuple[Any, tuple[int, int]]]:
        """The ended task's date a day later or earlier, or the same ("And the day after?",
        "那第二天呢？", "a hotel there for that day"): for the flow's one date slot, from the
        one date the ended task held (of any flow)."""
        days = [s for s in flow.slots if s.type == SlotType.DATE]
        done = self.domain.flows.get(last.flow)
        held = [s for s in done.slots if s.type == SlotType.DATE] if done is not None else []
        value = last.value(held[0].name) if len(days) == 1 and len(held) == 1 else None
        if not isinstance(value, str):
            return {}
        low = t.scan.casefold()
        for words, step in self.shifts:
            m = words.search(low) if words.regex is not None else None
            if m is not None:
                try:
                    moved = date.fromisoformat(value) + timedelta(days=step)
                except ValueError:
                    return {}
                return {days[0].name: (moved.isoformat(), (m.start(), m.end()))}
        return {}

    def dated(self, t: Turn, flow: FlowSpec) -> dict[str, Any]:
        """A new task's date said by the ended task's ("book me a hotel there for that day"
        after Friday's forecast; "the day after"), when the bot told how it ended just now;
        or by the running task's, which the new one interrupts ("the weather in Madrid for
        that day" while a flight on that day is booked)."""
        running = t.task
        if running is not None and running.flow != flow.name:
            found = self._shifted(t, flow, running)
            if found:
                return {name: value for name, (value, _) in found.items()}
        last = t.state.last_task
        if last is None:
            return {}
        found = self._shifted(t, flow, last)
        done = self.domain.flows.get(last.flow)
        if not found or done is None or not self.just_ended(t, last):
            return {}
        return {name: value for name, (value, _) in found.items()}

    def just_ended(self, t: Turn, last: Task) -> bool:
        """The bot told how ``last`` ended in the previous turn or the one before: the
        runtime records it when it says it (``state.told``), the understanding reads that
        and never the bot's words."""
        told = t.state.told
        return (
            told.ended == last.id
            and told.ended_turn is not None
            and told.ended_turn >= t.state.turn - 1
        )


def _values(
    u: Knowledge, t: Turn, flow: FlowSpec, unsure: list[SetSlot]
) -> dict[str, tuple[Any, tuple[int, int]]]:
    """The values the message gives the flow's slots, with where each stands: those found
    as when a flow starts ("in Berlin", "tomorrow"), else the message's one value that a
    single slot recognizes ("那DD-5678呢" for an order number). Values found less than sure
    ("next weekend") go to ``unsure``, to be set as when the flow starts."""
    found: dict[str, tuple[Any, tuple[int, int]]] = {}
    for cmd in volunteered(u, t, flow, None, skip=set()):
        if isinstance(cmd, SetSlot) and cmd.confidence >= 1.0:
            found[cmd.slot] = (cmd.value, t.span_of(cmd.raw_text))
        elif isinstance(cmd, SetSlot) and cmd.raw_text:
            unsure.append(cmd)
    if found:
        return found
    fits = []
    for spec in flow.slots:
        parser = u.parser(flow, spec)
        got = parser.parse(t.scan, t.now, t.language)
        if got is not None and got.end > got.start and parser.recognizes(got.value):
            fits.append((spec.name, got.value, (got.start, got.end)))
    if len(fits) == 1:
        name, value, span = fits[0]
        return {name: (value, span)}
    return {}


def _ordinal(t: Turn, flow: FlowSpec) -> dict[str, tuple[Any, tuple[int, int]]]:
    """An ordinal reference ("第二单", "the second one") to the one kind of entity a slot of
    the flow takes, resolved on the entity stack (counted from the oldest)."""
    ref = t.reference()
    if ref is None or ref.kind != "ordinal":
        return {}
    slots = [s for s in flow.slots if s.entity]
    if len(slots) != 1:
        return {}
    got = references.resolve(ref, str(slots[0].entity), t.state.entity_stack)
    if got is None:
        return {}
    return {slots[0].name: (got.value, t.span_of(ref.raw))}


def _same_week(t: Turn, flow: FlowSpec, name: str, value: Any, said: str, last: Task) -> Any:
    """A weekday said alone after a date ("Saturday", then "And Sunday?") is that day of the
    ended task's week (``dates.in_week_of``)."""
    spec = flow.slot(name)
    if spec is None or spec.type != SlotType.DATE:
        return value
    return in_week_of(value, said, last.value(name), t.now.date())
