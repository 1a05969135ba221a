"""Values and questions for a task that waits its turn.

"I need a flight to Rome, and a hotel there too" queues the hotel behind the flight. While
the flight is asked about, people go on about the hotel: "a suite, please", "for 3
nights", "what room types are there?". The bot used to read those against the flight
alone: "suite" was refused as a city ("Sorry, suite is not one of the options: New York,
…"), "for 3 nights" was dropped without a word, and the room types question was answered
with the list of cities.

Only a message that gives the running task nothing is read for a queued one: a value the
running task takes is the running task's (a date said while a flight and a hotel both want
one goes to the flight, as before). The values are the ones a queued task would take if
the message started it (``volunteered``), sure ones only; a message whose values two
different queued flows would take is read for neither. The turn keeps them on the queued
task, says so, and asks its own question again.

A task on hold waits its turn too: with the flight put on hold for the hotel, "economy for
the flight by the way" was dropped without a word and "economy" alone was not understood.
It is read the same way, after the queued tasks (event ``held_slot_set``), and the flight
resumes with it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Command, ListOptions, SetSlot
from ..spec import FlowSpec, SlotSpec
from .all_values import only_values
from .answer_beside import nothing_found, weighed
from .asides import is_question
from .lexicon import normalize
from .names_for import NAME_WORDS, holds_name
from .options import asks_which
from .reader import Seen
from .resumed_values import resumed_with as resumed_with
from .slot_namer import guessed_name
from .utterance import Turn
from .volunteered import volunteered

if TYPE_CHECKING:
    from .knowledge import Knowledge


def for_queued(u: Knowledge, t: Turn) -> list[Command] | None:
    """The values a waiting task (queued, or on hold) takes from the message, as
    ``SetSlot`` naming its flow; or the options of its slot the message asks about."""
    listing = _options(u, t)
    if listing is not None:
        return [listing]
    found: list[tuple[str, list[SetSlot]]] = []
    for waiting in (*t.state.queued, *reversed(t.state.task_stack)):
        flow = u.domain.flows.get(waiting.flow)
        if flow is None or any(f == flow.name for f, _ in found):
            continue  # a second dish waiting: the first of them takes what is said
        got = [
            c
            for c in volunteered(u, t, flow, None, skip=set())
            if isinstance(c, SetSlot) and c.confidence >= 1.0
        ]
        if got:
            found.append((flow.name, got))
    if len(found) != 1:  # nothing, or a value two waiting flows would take: not guessed
        return None
    flow_name, got = found[0]
    return [SetSlot(slot=c.slot, value=c.value, raw_text=c.raw_text, flow=flow_name) for c in got]


def _options(u: Knowledge, t: Turn) -> ListOptions | None:
    """ "what room types are there?" while the flight runs and the hotel waits: the one
    listed slot of a queued flow the question names, when no slot of the running one is."""
    cue = t.lex["options_cues"].search(t.norm) is not None
    if not cue and not (is_question(t.raw, t.lex) and asks_which(t.lex, t.norm)):
        return None
    zh = t.lex.language == "zh"
    if t.flow is not None and u.recall_words(t.flow, t.lex).named(t.norm, zh):
        return None
    named = {
        (flow.name, s.name)
        for q in (*t.state.queued, *t.state.task_stack)
        if (flow := u.domain.flows.get(q.flow)) is not None
        for s in u.choice_slots(flow)
        if s.name in u.recall_words(flow, t.lex).named(t.norm, zh)
    }
    if len(named) != 1:
        return None
    flow_name, slot = next(iter(named))
    return ListOptions(slot=slot, flow=flow_name)


def switch_for_queued(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | None:
    """ "actually make the hotel a suite" with the hotel queued: a value for it, not a
    switch to it ahead of its turn."""
    w = weighed(seen)
    if not any(q.flow == w.others[0].flow for q in t.state.queued):
        return None
    noted = for_queued(u, t)
    if noted and all(getattr(c, "flow", None) == w.others[0].flow for c in noted):
        return noted
    return None


def for_queued_task(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | None:
    """ "a suite, please" for the hotel queued after the flight."""
    if not (t.state.queued or t.state.task_stack) or not nothing_found(u, t, seen):
        return None
    return for_queued(u, t) or None


def held_values_fit(u: Knowledge, t: Turn, flow: FlowSpec, values: list[SetSlot]) -> bool:
    """The held task's reading of a message said to the offer back (``values``,
    ``pipeline.held_answered``) is all the message says ("tom, tuesday"; "那就下周一拿过去"
    holds a verb the question does not, and says more), and a free-text value among them
    is a name as a name is said: free text of other slots has no form to tell an answer
    by here ("wow thats tall" to a held address question; an address beyond doubt is
    ``resumed_with``'s)."""
    spans = [t.span_of(c.raw_text or "") for c in values]
    if any(a == b for a, b in spans) or not only_values(u, t, spans):
        return False
    for c in values:
        spec = flow.slot(c.slot)
        if spec is not None and spec.name in u.any_text_slots(flow) and not _a_name(u, t, spec, c):
            return False
    return True


def _a_name(u: Knowledge, t: Turn, spec: SlotSpec, c: SetSlot) -> bool:
    """``c`` fills ``spec``, a slot that holds a person's name, as a name is said: a few
    words with no digit, none a filler word, and no thanks in the message ("ok, thanks"
    gives no name). Free text of other slots has no form to tell an answer by here
    (an address beyond doubt is ``resumed_with``'s)."""
    if not holds_name(spec, guessed_name(spec, t.lex)) or t.lex["thanks"].search(t.norm):
        return False
    said = normalize(str(c.value))
    if not said or any(ch.isdigit() for ch in said) or len(said.split()) > NAME_WORDS:
        return False
    fillers = u.filler_words.get(t.lex.language, frozenset())
    return not any(w in fillers for w in said.split())
