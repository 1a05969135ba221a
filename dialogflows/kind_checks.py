"""Load-time checks of the domain concepts a flow declares: slot ``kind`` and the flow's
``round_trip``.

A kind tells the readers what a slot holds (a count of people, nights of a stay, an
address); each needs a slot of one type, and a mismatch is the author's mistake, said with
the file and line of the ``kind:`` key rather than found as a wrong reading later. A round
trip needs the shape its way back is made from: one date slot and one pair of slots that
may not hold the same value (``differs_from``), swapped on the way back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from .errors import SpecIssue
from .nlu.lexicon import load_lexicon
from .spec import KIND_TYPES, FlowSpec, SlotKind, SlotSpec, SlotType, named_by

Issue = Callable[..., SpecIssue]


def one_way_shape(flow: FlowSpec) -> tuple[SlotSpec, SlotSpec, SlotSpec] | None:
    """(from, to, date) of a flow shaped to book one way of a trip: one date slot and one
    pair of slots of one type that ``differs_from`` ties; None for any other shape."""
    dates = [s for s in flow.slots if s.type == SlotType.DATE]
    pairs = [
        (s, o)
        for s in flow.slots
        for name in s.differs_from
        if (o := flow.slot(name)) is not None and o.type == s.type
    ]
    if len(dates) != 1 or len(pairs) != 1:
        return None
    return pairs[0][0], pairs[0][1], dates[0]


def kind_issues(
    flow: FlowSpec, slot: SlotSpec, path: tuple[Any, ...], issue: Issue
) -> Iterator[SpecIssue]:
    """A slot's ``kind`` that its type cannot hold; ``measures`` on a slot that counts
    nothing; ``whole`` on a slot that is no count."""
    if slot.kind is not None and slot.type.value != KIND_TYPES[slot.kind]:
        need = KIND_TYPES[slot.kind]
        yield issue(
            (*path, "kind"),
            "invalid-value",
            f"`kind: {slot.kind.value}` needs a {need} slot, and `{slot.name}` is "
            f"{slot.type.value}",
            f"give it `type: {need}`, or remove `kind`",
            on_key=True,
        )
    if slot.whole is not None and slot.type != SlotType.INTEGER:
        yield issue(
            (*path, "whole"),
            "invalid-value",
            f"`whole` is how many make the whole of what a count counts, and `{slot.name}` "
            f"is {slot.type.value}",
            "give it `type: integer`, or remove `whole`",
            on_key=True,
        )
    if slot.measures and not (slot.counts or slot.values or slot.entity):
        yield issue(
            (*path, "measures"),
            "invalid-value",
            f"`measures` are the measure words of counted values, and `{slot.name}` has no "
            "`values`, `entity` or `counts`",
            "list the values it counts, or remove `measures`",
            on_key=True,
        )


def address_undeclared(
    flow: FlowSpec,
    slot: SlotSpec,
    path: tuple[Any, ...],
    issue: Issue,
    lexicons: tuple[str, ...] = (),
) -> Iterator[SpecIssue]:
    """A warning for a free-text slot named or labelled an address (the lexicons'
    ``address_slot_words``: "address", "地址") that declares no kind, in a flow that declares
    no address slot: an address said with the request ("…, 2 station road harrogate, …") or
    a value of another slot said to its question ("morning" to "Where's the car parked?")
    is read only for ``kind: address``, and the author who named the slot so expects it."""
    if slot.type != SlotType.TEXT or slot.kind is not None:
        return
    if any(s.kind == SlotKind.ADDRESS for s in flow.slots):
        return
    words = {
        str(w)
        for lang in ("en", "zh")
        for w in load_lexicon(lang, lexicons).raw.get("address_slot_words") or ()
    }
    if not named_by(slot, words):
        return
    yield issue(
        (*path, "name"),
        "undeclared-kind",
        f"`{slot.name}` looks like an address but declares no kind, so an address said "
        "with the request or another slot's value said to its question is not read for it",
        "add `kind: address`",
        on_key=True,
    )


def round_trip_issues(flow: FlowSpec, base: tuple[Any, ...], issue: Issue) -> Iterator[SpecIssue]:
    """``round_trip: true`` on a flow without the shape a way back is made from."""
    if flow.round_trip and one_way_shape(flow) is None:
        yield issue(
            (*base, "round_trip"),
            "invalid-value",
            f"`round_trip` needs one date slot and one pair of slots tied by `differs_from` "
            f"(from and to), and `{flow.name}` has not",
            "add `differs_from` to the from slot, keep one date slot, or remove `round_trip`",
            on_key=True,
        )
