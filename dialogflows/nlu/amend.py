"""A change asked for a task that has ended: "actually change my flight to Saturday",
"改成三份" right after the order was placed.

With no task running, the task that ended last, when it was done, is read as if it were
still running: a correction of it ("actually", "change", "改成", or a no before the new
value) that the corrections would take there (``find_corrections``, run on it by the
pipeline) is an ``Amend`` of it. The turn then
says it is done and offers to undo and redo it (``turn_amend.py``), unless the domain has a
flow that changes such a thing ("改约" taking the booking's code, a day and a time): that
flow is started with the reference and the new values (``_changer``). Another
flow's trigger ("actually I need a hotel") is a request, not a change; so is a message
without a correction word ("a flight on Saturday" books another flight). A flow that books
or cancels nothing (the forecast) is simply asked again with the new value: "actually I
meant Paris" after the forecast for London is the forecast for Paris. A task just
cancelled comes back with its values on "actually yes, book it", "还是要吧". A task that just
failed ("first class is sold out") made nothing to undo: a new value for it, with or
without a correction word ("ok business then"), asks for it again with the other values.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..commands import Amend, Clarify, ClearSlot, Command, CorrectSlot, SetSlot, StartTask
from ..state import CANCELLED, DONE, FAILED
from ..undo_entities import made_entities
from .lexicon import normalize
from .named_flows import named_flows
from .replies import YES
from .utterance import Turn

if TYPE_CHECKING:
    from ..spec import FlowSpec
    from ..state import Task
    from .knowledge import Knowledge


def amended(u: Knowledge, t: Turn, scanned: str) -> list[Command] | Reread | None:
    """A change of the task that ended last, read as if it still ran (see the module): an
    ``Amend`` of it, the flow that changes such a thing started, or a ``Reread`` of the
    message as a new request; None when no task ended or the message changes nothing of it.
    ``scanned`` is the message as the corrections read it."""
    done = t.state.last_task
    if done is not None and done.phase == CANCELLED and t.task is None:
        return _taken_back(u, t)
    if t.task is not None or done is None or done.phase not in (DONE, FAILED):
        return None
    # "Sorry, first class is sold out on that flight. Try another day or class?" - "ok
    # business then": the same request again with the other value, right after it failed
    failed = done.phase == FAILED
    if failed and done.id != f"t{t.state.task_counter}":
        return None  # another task came since: the failure is behind us
    lex = t.lex
    marked = lex["corrections"].search(t.norm) or lex["deny"].prefix(t.norm)
    if marked is None and not failed:
        return None
    if lex["done_asks"].search(t.norm) is not None:
        return None  # "sorry what did i order?" asks what was done, it changes nothing
    flow = u.domain.flows.get(done.flow)
    if flow is None or any(h.flow != flow.name for h in u.triggers.exact(scanned)):
        return None
    view = Turn(t.raw, t.norm, t.scan, lex, t.language, t.now, t.state, done, flow, t.words)
    return Reread(view, failed, marked is not None)


@dataclass(frozen=True, slots=True)
class Reread:
    """The message read again as if the task that ended were running (``view``): the
    pipeline runs the corrections on it (at its confirmation when it ``failed``) and
    gives their fixes to ``amendment``."""

    view: Turn
    failed: bool
    marked: bool


def amendment(u: Knowledge, t: Turn, asked: Reread, fixes: list[Command]) -> list[Command] | None:
    """What the corrections read of the ended task make of it: an ``Amend`` of it, the
    task asked again with the new value, or nothing."""
    failed, lex = asked.failed, t.lex
    flow = asked.view.flow
    done = asked.view.task
    assert flow is not None and done is not None
    values: dict[str, Any] = {}
    settled = _settled_by_the_changer(u, t, flow, done, fixes) if not failed else None
    if settled is not None:
        return [settled]
    for c in fixes:
        if isinstance(c, SetSlot | CorrectSlot):
            values[c.slot] = c.value
        elif not isinstance(c, ClearSlot):  # "which one: departure or arrival?" is no change
            return None
    if not fixes:
        # "can I change my flight?", "能改一下地址吗": no new value, but the task named
        # by a word of its name, a slot's, or the kind of thing it made ("my booking")
        kind = (flow.entity or "").replace("_", " ")
        named = (
            named_flows(u, t) == {flow.name}
            or bool(u.slot_namer(flow, lex).named(t.norm))
            or (bool(kind) and f" {kind} " in f" {t.norm} ")
        )
        transactional = flow.name in u.triggers.transactional
        return (
            [Amend(flow=flow.name)]
            if named and asked.marked and transactional and not failed
            else None
        )
    if failed or flow.name not in u.triggers.transactional:
        # the forecast for London, then "actually I meant Paris": asked again, for Paris
        if not values:
            return None
        return [StartTask(flow=flow.name, slots={**done.filled(), **values})]
    change = _changer(u, t, flow, done, values)
    if change is not None:  # "能改到周日吗" right after booking: the domain's rebooking
        return [change]
    return [Amend(flow=flow.name, slots=values)]


def _changer(
    u: Knowledge, t: Turn, flow: FlowSpec, done: Task, values: dict[str, Any]
) -> StartTask | None:
    """The one flow that changes what the done task of ``flow`` made, started with the
    reference, the new ``values`` and the done task's other values it has slots for (the
    day moved, the time kept), instead of offering to undo and redo: not destructive, a
    slot of its own taking the entity the done task's action returned, a slot of the same
    name and type for each value changed, and its description or a trigger saying a change
    (the lexicon's ``changing_flow_words``: "改约", "moving a booking to another day"; a flow that
    collects the skip on a day changes nothing of the order). None when none or several
    fit."""
    made = made_entities(flow, done.results)
    verbs = t.lex["changing_flow_words"]
    found: list[StartTask] = []
    for other in u.domain.flows.values():
        if other.destructive or other.name == flow.name:
            continue
        refs = [s for s in other.slots if s.entity is not None and s.entity in made]
        same = {
            s.name
            for s in other.slots
            if s.entity is None and (mine := flow.slot(s.name)) is not None and mine.type == s.type
        }
        said = " ".join(normalize(x) for x in (other.description, *other.triggers))
        if len(refs) != 1 or verbs.search(said) is None:
            continue
        moved = _slots_for(flow, other, same, values)
        if moved is None:
            continue
        kept = {n: v for n, v in done.filled().items() if n in same}
        ref = {refs[0].name: made[refs[0].entity or ""]}
        found.append(StartTask(flow=other.name, slots={**kept, **ref, **moved}))
    return found[0] if len(found) == 1 else None


def _settled_by_the_changer(
    u: Knowledge, t: Turn, flow: FlowSpec, done: Task, fixes: list[Command]
) -> StartTask | None:
    """CHANGE_RIGHT_AFTER_OF_A_VALUE_TWO_SLOTS_TAKE: "能改到下周一吗" right after booking a
    renewal that holds a licence's expiry date beside the appointment day asked which of
    the two; the flow that changes what was made takes one of them only (its ``day``), so
    the change is of that one. None unless the one fix asks which slot and exactly one of
    its options has a changer."""
    if len(fixes) != 1 or not isinstance(fixes[0], Clarify) or fixes[0].ask != "which_slot":
        return None
    asked = fixes[0]
    found = [
        change
        for option in asked.options
        if (change := _changer(u, t, flow, done, {option: asked.value})) is not None
    ]
    return found[0] if len(found) == 1 else None


def _slots_for(
    flow: FlowSpec, other: FlowSpec, same: set[str], values: dict[str, Any]
) -> dict[str, Any] | None:
    """The changed ``values`` under the names of ``other``'s slots: the slot of the same
    name and type (``same``), else the one slot of ``other`` of that type no other name
    claims (CHANGER_SLOT_OF_ANOTHER_NAME: 改约's ``new_day`` for the booking's ``day``: "能改到
    后天吗" right after booking was told the booking could not be changed). None when a
    value has no such slot."""
    out: dict[str, Any] = {}
    for name, value in values.items():
        if name in same:
            out[name] = value
            continue
        mine = flow.slot(name)
        typed = [
            s
            for s in other.slots
            if mine is not None and s.entity is None and s.type == mine.type and s.name not in same
        ]
        if len(typed) != 1:
            return None
        out[typed[0].name] = value
    return out


def _taken_back(u: Knowledge, t: Turn) -> list[Command] | None:
    """ "actually yes, book it", "还是要吧" right after a task was cancelled (no task since,
    nothing offered or queued): the task again, with its values; it confirms as usual. A
    go-ahead counts, a bare yes does not."""
    done, state = t.state.last_task, t.state
    if done is None or done.id != f"t{state.task_counter}" or state.offer_resume or state.queued:
        return None
    lex = t.lex
    # a yes to "Okay, I won't book the flight." agrees with it; "yes, book it" does not
    replies = u.replies[lex.language]
    go_ahead = replies.is_(YES, t.norm) and replies.proceed.search(t.norm) is not None
    if not go_ahead and lex["take_back"].search(t.norm) is None:
        return None
    return [StartTask(flow=done.flow, slots=done.filled())]
