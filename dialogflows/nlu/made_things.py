"""Which flows take, and which change, what another flow makes: one table per domain, at load.

A flow's result may make a thing (``results: - entity: booking``); a flow with a slot of
that entity **takes** the thing made: moving the booking, looking it up, paying for it,
cancelling it. Such a flow makes nothing itself (``topic_verb.py``: "那约一个" books the one
flow that makes a thing), and a day said in it before the word leading what the thing is
changed into is the day changed from (``change_target.py``).

Of those, the flows that **change** the thing are the ones a trigger says so with a change
word (the lexicon's ``changing_flow_words``: "move my appointment", "改约"), neither
destructive nor undoing: looking an order up or paying for it takes it and changes nothing.
A domain that links no flow to a thing made (no slot of a made entity) is read by the words
alone. The meaning path asks this set (``undo_relation.UndoRelation.changes``: "never mind
moving it" undoes a change, not the thing; ``meaning_request``: a day turned down asks for
the flow that changes), where it used to find change flows by their words while the rules
found them by the entity slots.
"""

from __future__ import annotations

from ..spec import Domain
from .lexicon import normalize
from .query_forms import QueryForms


def makers_of(domain: Domain) -> dict[str, frozenset[str]]:
    """Per entity a flow's result makes, the flows that make it."""
    makers: dict[str, set[str]] = {}
    for flow in domain.flows.values():
        for r in flow.results:
            if r.entity:
                makers.setdefault(r.entity, set()).add(flow.name)
    return {entity: frozenset(names) for entity, names in makers.items()}


def takers_of_made(domain: Domain) -> frozenset[str]:
    """The flows taking a thing another flow makes (a slot of the ``entity`` of another
    flow's result): they act on what was made, and make nothing themselves."""
    makers = makers_of(domain)
    return frozenset(
        flow.name
        for flow in domain.flows.values()
        if any(makers.get(s.entity or "", frozenset()) - {flow.name} for s in flow.slots)
    )


def changers_of_made(domain: Domain, forms: QueryForms, undoers: frozenset[str]) -> frozenset[str]:
    """The flows that change what another flow makes (see the module): not destructive,
    not undoing (``undoers``), a trigger saying a change word (``forms.says_change``; its
    description may say one of how the thing is done, "提前预约一个充电车位", "book the moving
    van", no change), and, where the domain links flows to things made, taking one."""
    takers = takers_of_made(domain)
    return frozenset(
        f.name
        for f in domain.flows.values()
        if not f.destructive
        and f.name not in undoers
        and (f.name in takers or not takers)
        and any(forms.says_change(normalize(x)) for x in f.triggers)
    )
