"""The answer to "What would you like to change?": a slot named ("the date", "出发城市"),
the slot with its new value ("the date, friday"), "nothing, it's fine", or a bare weekday
for the one date held. A reader of the pipeline (``pipeline.IN_TASK``, ``change_named``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import SLOT_QUESTION, Affirm, Clarify, Command
from ..spec import FlowSpec, SlotType
from ..state import Task
from .date_words import only_a_weekday
from .fills import fill
from .parsed import value_key

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def what_to_change(u: Knowledge, t: Turn) -> list[Command] | None:
    """The answer to "What would you like to change?" that names a slot and no value ("the
    date", "出发城市"): the bot asks for that slot, and the answer corrects it."""
    flow, task = t.flow, t.task
    if flow is None or task is None or t.words > 6:
        return None
    named = u.slot_namer(flow, t.lex).named(t.norm)  # by name, else by type ("the date")
    if len(named) > 1 and not any(
        u.parser(flow, s).scan(t.scan, t.now, t.language) for s in flow.slots if s.name in named
    ):  # "the city": the departure or the arrival? Its answer names one, read as here
        tied = [n for n in flow.slot_names if n in named]
        return [Clarify(ask="which_slot", options=tied, language=t.lex.language)]
    if not named and t.lex["nothing_to_change"].search(t.norm) is not None:
        # "nothing, it's fine", "都对": back to the confirmation, which asks again
        return [Affirm()]  # the turn goes back to confirming only with nothing missing
    if not named:
        return _weekday_for_held_date(u, t, flow, task)
    if len(named) != 1:
        return None
    spec = flow.slot(next(iter(named)))
    if spec is None:
        return None
    found = u.parser(flow, spec).scan(t.scan, t.now, t.language)
    if len({value_key(p.value) for p in found}) == 1:  # "the date, friday": the new value with it
        return [fill(spec.name, found[0], task.value(spec.name), t.now.date(), spec)]
    if found:
        return None
    return [Clarify(slot=spec.name, ask=SLOT_QUESTION)]  # the runtime phrases the slot's question


def _weekday_for_held_date(
    u: Knowledge, t: Turn, flow: FlowSpec, task: Task
) -> list[Command] | None:
    """ "sunday" alone to "What would you like to change?" for Friday 4 December: the
    Sunday of that week (it was read as the coming Sunday, said on a Sunday today). Only a
    bare weekday, for the one filled date slot; anything else is read as usual."""
    dated = [s for s in flow.slots if s.type == SlotType.DATE and task.value(s.name) is not None]
    if len(dated) != 1 or not only_a_weekday(t.scan):
        return None
    found = u.parser(flow, dated[0]).scan(t.scan, t.now, t.language)
    if len(found) != 1:
        return None
    return [fill(dated[0].name, found[0], task.value(dated[0].name), t.now.date(), dated[0])]
