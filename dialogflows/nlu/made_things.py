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

A code of a made thing (a slot of the made entity with a pattern, "FQ-20417") says which
flow the message is for: ``MadeCodes`` lists those slots at load, and its one rule
(``MadeCodes.takers``) answers "this message says the code of a thing made, beside
evidence for some flows: which flow takes it". Three readers ask it with their own evidence:
the values a message says (``owners.ValueOwners.flows``), the weak words of a maker's
description (``owners.ValueOwners.takers_of_code``) and triggers tied as strong as each other
(``owners.ValueOwners.taker_tied_with_maker``, which a maker among them decides); each used to scan and choose its own way.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..spec import Domain, FlowSpec, SlotSpec, SlotType
from .lexicon import normalize
from .query_forms import QueryForms
from .utterance import Turn
from .values import ValueParser


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


def undoing_flows(domain: Domain, forms: QueryForms) -> frozenset[str]:
    """The flows whose own texts undo something: undo or cancel words in them."""
    return frozenset(
        f.name
        for f in domain.flows.values()
        for x in [f.description, *f.triggers, *f.examples]
        if forms.undoing_text(normalize(x))
    )


@dataclass(frozen=True)
class CodeTaker:
    """A flow taking the code of a thing other flows make: its coded slot's reading and
    the flows that make the thing."""

    flow: str
    parser: ValueParser
    makers: frozenset[str]


class MadeCodes:
    """The coded slots of made things, per domain at load: a text slot with a pattern, of
    a flow neither destructive nor making the thing itself, whose ``entity`` another flow's
    result makes."""

    def __init__(self, domain: Domain, parser: Callable[[FlowSpec, SlotSpec], ValueParser]):
        makers = makers_of(domain)
        self.codes = [
            CodeTaker(flow.name, parser(flow, spec), makers[spec.entity])
            for flow in domain.flows.values()
            for spec in flow.slots
            if spec.type == SlotType.TEXT
            and spec.pattern
            and not flow.destructive
            and spec.entity in makers
            and flow.name not in makers[spec.entity]
        ]

    def __bool__(self) -> bool:
        return bool(self.codes)

    def said(
        self, t: Turn, free: Callable[[int, int], bool] = lambda _a, _b: True
    ) -> list[CodeTaker]:
        """The takers whose code ``t`` says, in a part ``free`` keeps (not inside a stated
        belief, for the values' reading)."""
        return [
            c
            for c in self.codes
            if any(free(p.start, p.end) for p in c.parser.mentions(t.scan, t.now, t.language))
        ]

    def takers(self, said: list[CodeTaker], evidence: set[str]) -> set[str]:
        """THE rule: the flows taking a code said (``said``) of a thing a flow of
        ``evidence`` makes: the code names a thing made, not a new one, so it goes to its
        taker. Of several, first those whose evidence is all for the thing (every other flow
        pointed at makes it: "nobody came for my bulky waste, BW-204518", the booking's
        trigger beside the report's), then those the evidence points at themselves ("YY30512
        想改到下周四下午", 下午 listed by the booking and its change), then any."""
        meeting = [c for c in said if c.makers & evidence]
        whole = {c.flow for c in meeting if evidence - {c.flow} <= c.makers}
        return whole or {c.flow for c in meeting if c.flow in evidence} or {c.flow for c in meeting}
