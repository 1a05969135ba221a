"""Load-time checks of the author's belief kinds and of ``tags``: each problem with the file
and line it was written at, so a kind that could never bind is found before a user meets it.

Apart from ``checks.py`` because it reads one section of its own; ``check_domain`` calls it.
"""

from __future__ import annotations

from collections.abc import Iterator

from .errors import SpecIssue
from .spec import BeliefKindSpec, Domain, SlotSpec, SlotType
from .yaml_source import SourceMap

#: the slot types each way of binding can bind
_BINDS: dict[str, tuple[SlotType, ...]] = {
    "limit": (SlotType.MONEY, SlotType.NUMBER, SlotType.INTEGER),
    "exclude": (SlotType.ENUM,),
}


def bound_slots(domain: Domain, target: str) -> list[tuple[str, SlotSpec]]:
    """(flow, slot) pairs a ``binds`` entry names: ``flow.slot``, or every flow's slot of
    that name."""
    flow_name, dot, slot_name = target.rpartition(".")
    out: list[tuple[str, SlotSpec]] = []
    for flow in domain.flows.values():
        if dot and flow.name != flow_name:
            continue
        slot = flow.slot(slot_name)
        if slot is not None:
            out.append((flow.name, slot))
    return out


def check_beliefs(domain: Domain, marks: SourceMap) -> Iterator[SpecIssue]:
    for name, kind in domain.beliefs.items():
        yield from _kind(domain, marks, name, kind)
    for name, entity in domain.entities.items():
        yield from _tags(marks, ("entities", name), entity.values, entity.tags)
    for flow in domain.flows.values():
        for i, slot in enumerate(flow.slots):
            values = slot.values
            if not values and slot.entity in domain.entities:
                values = domain.entities[slot.entity].values
            yield from _tags(marks, ("flows", flow.name, "slots", i), values, slot.tags)


def _kind(domain: Domain, marks: SourceMap, name: str, kind: BeliefKindSpec) -> Iterator[SpecIssue]:
    path = ("beliefs", name)
    for i, target in enumerate(kind.binds):
        found = bound_slots(domain, target)
        if not found:
            known = sorted({s.name for f in domain.flows.values() for s in f.slots})
            yield marks.issue(
                (*path, "binds", i),
                "unknown-belief-slot",
                f"the belief kind `{name}` binds `{target}`, but no flow has that slot",
                "name a slot (`amount`) or a flow's slot (`send_money.amount`); slots: "
                + ", ".join(known),
            )
            continue
        allowed = _BINDS.get(kind.how)
        for flow, slot in found:
            if allowed is not None and slot.type not in allowed:
                yield marks.issue(
                    (*path, "binds", i),
                    "belief-slot-type",
                    f"`{kind.how}` cannot bind `{flow}.{slot.name}`, a {slot.type.value} slot",
                    f"`{kind.how}` binds {', '.join(t.value for t in allowed)} slots",
                )
    for lang, phrases in kind.phrases.items():
        for j, phrase in enumerate(phrases):
            held = "{value}" in phrase
            if kind.how == "limit" and not held:
                yield marks.issue(
                    (*path, "phrases", lang, j),
                    "belief-without-value",
                    f"the limit phrase {phrase!r} does not say the limit",
                    "put `{value}` where the amount is said",
                )
            elif not held and not kind.values:
                yield marks.issue(
                    (*path, "phrases", lang, j),
                    "belief-without-value",
                    f"the phrase {phrase!r} has no `{{value}}` and the kind has no `values`",
                    f"add `values:` (what `{name}` {'rules out' if kind.how == 'exclude' else 'proposes'})",
                )


def _tags(
    marks: SourceMap, path: tuple[str | int, ...], values: list[str], tags: dict[str, list[str]]
) -> Iterator[SpecIssue]:
    for value in tags:
        if value not in values:
            yield marks.issue(
                (*path, "tags", value),
                "unknown-tag-value",
                f"`tags:` names {value!r}, which is not one of the values",
                "the keys of `tags:` must be values, exactly as listed",
                on_key=True,
            )
