"""What the pipeline writes on a message (``message.Message``): the spans the deciding
reader used, the beliefs the message states and their words taken out of play, and the
reader's name on each command it decided.

Readers change nothing: they return the spans they used (``findings.Found``) and the
beliefs' spans (``beliefs.BeliefsSaid``); the pipeline records them here, so that the
readers after (the refine stage) and the runtime see what was used, and by whom.
"""

from __future__ import annotations

from ..commands import Command, SetBelief
from ..spec import SlotSpec, SlotType
from .beliefs import stated_beliefs
from .domain_beliefs import yes_or_no_names
from .knowledge import Knowledge
from .money import default_currency
from .reader import Finding
from .utterance import Turn
from .worded_answer import asked_in_words


def decided(t: Turn, found: Finding) -> list[Command]:
    """What the reader that decided found: its commands carry its name, and the spans it
    used are recorded on the message, for the refine stage after it."""
    t.taken.extend(found.spans)
    return named(found.commands, found.reader)


def recorded_beliefs(u: Knowledge, t: Turn) -> list[Command]:
    """The beliefs the message states, recorded on it: their words blanked out of
    ``scan`` (offsets unchanged) and taken, so that "my budget is 500" fills no slot."""
    said = stated_beliefs(
        t,
        default_currency(t.language, u.currency),
        u.triggers.phrases,
        lambda: yes_or_no_names(u.domain),
        lambda: _money_in_play(u, t),
    )
    t.remembered = said.remembered
    if said.stated:
        t.stated_beliefs = True
        t.belief_spans = list(said.spans)
    if said.spans and not (asked_in_words(u, t) and not _binds_asked(u, t, said.commands)):
        # "不吃香菜" to "有什么忌口吗？": recorded, its words still the answer
        scan = list(t.raw)
        for a, b in said.used:
            scan[a:b] = " " * (b - a)
        t.scan = "".join(scan)
        t.taken.extend(said.used)
    return named(said.commands, "beliefs")


def _binds_asked(u: Knowledge, t: Turn, said: list[Command]) -> bool:
    """A belief of ``said`` is an author's that binds the asked slot ("we ski with Alpine
    Racers" for a default club): its reading is the answer, its words no more."""
    asked = t.task.asked if t.task is not None else None
    if not asked:
        return False
    flow = t.flow.name if t.flow is not None else ""
    for c in said:
        if not isinstance(c, SetBelief):
            continue
        kind = u.domain.beliefs.get(c.key) or u.domain.beliefs.get(c.kind or "")
        if kind is not None and (asked in kind.binds or f"{flow}.{asked}" in kind.binds):
            return True
    return False


def _money_in_play(u: Knowledge, t: Turn) -> list[SlotSpec]:
    """The money slots a limit said now may be the value of: the running task's, and those
    of the flows whose triggers the message holds."""
    flows = [t.flow] if t.flow is not None else []
    flows.extend(
        u.domain.flows[h.flow] for h in u.triggers.match(t.norm) if h.flow in u.domain.flows
    )
    return [s for f in flows for s in f.slots if s.type == SlotType.MONEY]


def named(commands: list[Command], reader: str) -> list[Command]:
    """``commands``, each carrying the reader that decided it (``Command.reader``)."""
    for c in commands:
        c.read_by(reader)
    return commands
