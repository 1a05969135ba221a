"""What a destructive flow undoes, when its author did not say the entity type.

Everything that links an undoing to the thing it undoes goes by entity type: "cancel that
one" right after a booking starts the one destructive flow whose slot takes the entity the
booking's action made (``nlu/control.py``), the new task is offered that value
(``CarryOver``), and "actually change it to Saturday" offers to undo and redo
(``turn_amend.py``). An author who declares ``results: [{name: ref, entity: appointment}]``
on the booking and a slot ``ref`` with a ``pattern`` on the cancellation, but no
``entity:`` on that slot, had none of it: "can i cancel that one" right after booking was
told there was nothing to cancel.

The slot's own name says it: a destructive flow's slot with no entity, named as a result
that another flow's action returns with an entity, holds that entity; so does the only
slot of a destructive flow that declares the ``entity`` it acts on. Only when the name
points at one entity type (two flows returning ``ref`` as different kinds is no answer),
and never over an entity the author wrote. Done once when a ``Dispatcher`` is built.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from typing import Any

from .spec import Domain, FlowSpec, SlotSpec

__all__ = ["made_entities", "undoers", "with_undone_entities"]


def made_entities(flow: FlowSpec, results: Mapping[str, Any]) -> dict[str, Any]:
    """Entity type -> the value a done task of ``flow`` made (its results with an
    ``entity``): what an undoing flow may take."""
    return {
        r.entity: results[r.name]
        for r in flow.results
        if r.entity and results.get(r.name) is not None
    }


def undoers(
    flows: Iterable[FlowSpec], kinds: Collection[str], besides: str = ""
) -> list[tuple[FlowSpec, SlotSpec]]:
    """The destructive flows (other than ``besides``) and their slots that take an entity
    of one of ``kinds``: what would undo such a thing. Each reader decides what more than
    one means (``turn_amend``, "cancel that", "please cancel" right after a booking)."""
    return [
        (f, s)
        for f in flows
        if f.destructive and f.name != besides
        for s in f.slots
        if s.entity is not None and s.entity in kinds
    ]


def with_undone_entities(domain: Domain) -> Domain:
    """``domain`` with each destructive flow's untyped slot given the entity type of the
    results of that name (the same object when nothing is inferred)."""
    kinds: dict[str, set[str]] = {}
    for flow in domain.flows.values():
        for r in flow.results:
            if r.entity:
                kinds.setdefault(r.name, set()).add(r.entity)
    changed: dict[str, FlowSpec] = {}
    for name, flow in domain.flows.items():
        if not flow.destructive:
            continue
        slots = [
            s.model_copy(update={"entity": kind}) if kind is not None else s
            for s in flow.slots
            for kind in [_undone(flow, s.name, s.entity, kinds)]
        ]
        if any(a is not b for a, b in zip(slots, flow.slots, strict=True)):
            changed[name] = flow.model_copy(update={"slots": slots})
    if not changed:
        return domain
    return domain.model_copy(update={"flows": {**domain.flows, **changed}})


def _undone(
    flow: FlowSpec, slot: str, entity: str | None, kinds: dict[str, set[str]]
) -> str | None:
    """The entity type a destructive flow's slot takes when its author left it out: the
    one kind of results named as the slot, or the flow's own ``entity`` when the slot is
    the flow's only one."""
    if entity is not None or _own(flow, slot):
        return None
    named = kinds.get(slot, set())
    if len(named) == 1:
        return next(iter(named))
    if not named and flow.entity and len(flow.slots) == 1:
        return flow.entity
    return None


def _own(flow: FlowSpec, name: str) -> bool:
    """The flow itself returns a result of that name: it makes the thing, not undoes it."""
    return any(r.name == name for r in flow.results)
