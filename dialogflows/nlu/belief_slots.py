"""Where a belief stated meets a slot of the flow: the slot's own name says it.

A limit on money named by a money slot's label ("预算7000" to a "月租预算", "my budget is
2000" asked for the monthly budget) is that slot's value, not a standing rule; a belief said
to a yes-or-no question that names it ("青霉素过敏" to "有没有药物或疫苗过敏史？") is that
slot's yes. Apart from ``beliefs.py``, which reads what a message states, because these
decide between a belief and a slot's answer once it is read.
"""

from __future__ import annotations

from ..commands import Command, SetBelief, SetSlot, StartTask
from ..spec import Domain, SlotType
from .lexicon import normalize
from .named_limit import names_a_slot
from .utterance import Turn


def limit_as_value(
    domain: Domain, t: Turn, beliefs: list[Command], out: list[Command]
) -> list[Command]:
    """``beliefs`` without a limit on money said with a request that no trigger names, the
    flow found by the values said ("去朝阳看个一居室，预算5000"): when the started flow's one
    empty money slot is named by the limit's word, the amount goes to that slot (in
    ``out``'s ``StartTask``), as it does when a trigger names the flow (``stated_beliefs``'
    ``in_play``)."""
    starts = [c for c in out if isinstance(c, StartTask)]
    limits = [c for c in beliefs if isinstance(c, SetBelief) and c.kind == "limit"]
    flow = domain.flows.get(starts[0].flow) if len(starts) == 1 and limits else None
    if flow is None:
        return beliefs
    empty = [s for s in flow.slots if s.type == SlotType.MONEY and s.name not in starts[0].slots]
    for belief in limits:
        named = [s for s in empty if names_a_slot(belief, [s], t.lex)]
        if len(named) == 1 and belief.value is not None:
            starts[0].slots[named[0].name] = belief.value
            beliefs = [c for c in beliefs if c is not belief]
    return beliefs


def belief_said_as_yes(t: Turn, beliefs: list[Command]) -> list[Command]:
    """ "青霉素过敏" to "有没有药物或疫苗过敏史？": a belief stated to a yes-or-no question
    that names it (a word of the lexicon's ``belief_words`` of its key, 过敏, in the asked
    slot's label or name, 过敏史) is that slot's yes; the belief is kept too
    (BELIEF_STATED_AS_THE_ANSWER_TO_ITS_YES_NO_QUESTION)."""
    assert t.task is not None and t.flow is not None and t.task.asked
    spec = t.flow.slot(t.task.asked)
    if spec is None or spec.type != SlotType.BOOLEAN:
        return []
    called = normalize(f"{spec.heard} {spec.name.replace('_', ' ')}")
    for b in beliefs:
        if isinstance(b, SetBelief) and any(
            w in called for w in t.lex.belief_words.get(b.key.split(":")[0], ())
        ):
            return [SetSlot(slot=spec.name, value=True, raw_text=t.raw)]
    return []
