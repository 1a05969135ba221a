"""A change to a short name none of the flow's listed values is ("改成米饭", "make it pizza",
"change Rome to Milan"): the listed slot it changes is corrected to it, so the turn says it
is not there. Split from ``corrections.py`` (``find_corrections`` reads it when the
message's typed values corrected nothing); no reader of the pipeline.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Command, CorrectSlot
from ..spec import FlowSpec, SlotType
from ..state import Task
from . import references
from .grammar_words import grammar
from .lexicon import has_cjk
from .not_held import ThingWords, a_name, changed_thing, thing_slots

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def unlisted_change(u: Knowledge, t: Turn, flow: FlowSpec, task: Task) -> list[Command]:
    """ "改成米饭", "make it pizza": a change to a short name that none of the flow's listed
    values is, with one listed slot filled and no free text to take it: that slot is
    corrected to it, so the turn says it is not there (it was "not understood")."""
    m = t.lex["corrections"].search(t.norm)
    if m is not None and _apology(t, m.start()):
        return []
    chosen = [s for s in u.choice_slots(flow) if task.value(s.name) is not None]
    change = changed_thing(t) if m is not None else None
    if change is not None:  # "change Rome to Milan", "宫保鸡丁改成米饭": the slot of the thing
        return _unlisted_for(u, t, flow, task, *change)
    if m is None or not chosen:
        return []
    said = t.norm[m.end() :].strip()
    # "make it that one" names nothing new (the "it" of "make it" is no reference)
    if not said or not a_name(said, t.lex) or references.detect(said, t.lex) is not None:
        return []
    if len(chosen) > 1 and not has_cjk(said):
        # "make it premium" with the cities and the class filled: a word in lower case is a
        # kind of thing (the class), a capitalised one a name (a city): English spelling.
        # A bare word only: "change my flight" names the task, not a value
        words = said.split()
        if len(words) > 1 or words[0] in u.triggers.name_words:
            return []
        proper = said[:1] != t.raw[t.raw.lower().rfind(said) :][:1]
        chosen = [s for s in chosen if bool(s.entity) == proper]
    if len(chosen) != 1:
        return []
    if any(s.type == SlotType.TEXT and task.value(s.name) is not None for s in flow.slots):
        return []  # free text said before may be what changes: ``free_text_change`` asks which
    return [CorrectSlot(slot=chosen[0].name, value=said, raw_text=said, rejected=None)]


def _unlisted_for(
    u: Knowledge, t: Turn, flow: FlowSpec, task: Task, thing: str, said: str
) -> list[Command]:
    """ "change Rome to Milan", "change the seat to aisle", "宫保鸡丁改成米饭": the thing names
    one listed slot (by name or by the value it holds) and what it becomes is a short name
    none of its values is: that slot is corrected to it, so the turn says it is not there
    (nothing was said before: the message changed nothing)."""
    said = said.strip(grammar(t.lex, ThingWords).name_edges)  # "改成米饭吧"
    if not said or not a_name(said, t.lex) or references.detect(said, t.lex) is not None:
        return []
    targets = [s for s in u.choice_slots(flow) if s.name in thing_slots(u, t, flow, task, thing)]
    if len(targets) != 1:
        return []
    spec = targets[0]
    parser = u.parser(flow, spec)
    if parser.mentions(said, t.now, t.language) or parser.scan(said, t.now, t.language):
        return []  # a value it takes: the reading of values has it
    said = t.typed(said) or said  # as typed: "Milan", not "milan"
    return [CorrectSlot(slot=spec.name, value=said, raw_text=said, rejected=task.value(spec.name))]


def _apology(t: Turn, at: int) -> bool:
    """The correction word at ``at`` follows a not knowing ("no idea sorry, its white",
    ``unsure`` or ``unsure_after``): it says sorry for not knowing and corrects nothing;
    what follows answers the question asked."""
    before = t.norm[:at].strip(" ,.!")
    return bool(before) and any(t.lex[k].fullmatch(before) for k in ("unsure", "unsure_after"))
