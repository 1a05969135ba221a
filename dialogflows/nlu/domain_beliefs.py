"""What the domain declares about beliefs, read once at load: the belief rules of its own kinds
(``beliefs:`` in the DSL, ``author_rules``) and the names of its yes-or-no slots, which a no
says the value of rather than a thing to avoid (``yes_or_no_names``). Split from
``beliefs.py``; no reader of the pipeline.
"""

from __future__ import annotations

from ..spec import Domain, SlotType
from .lexicon import BeliefRule, Template, normalize


def author_rules(domain: Domain, language: str) -> list[BeliefRule]:
    """The belief rules of the domain's own kinds (``beliefs:`` in the DSL) in ``language``:
    ``{value}`` read as money when a bound slot is money, as a number for other limits, as
    text otherwise; a phrase without it states the kind's ``values``."""
    out: list[BeliefRule] = []
    for name, kind in domain.beliefs.items():
        phrases = kind.phrases.get(language)  # type: ignore[call-overload]
        if not phrases:
            continue
        money = any(
            s.name == target.rpartition(".")[2] and s.type == SlotType.MONEY
            for target in kind.binds
            for f in domain.flows.values()
            for s in f.slots
        )
        hole = ("{money}" if money else "{number}") if kind.how == "limit" else "{text}"
        fixed: object = None
        if kind.values:
            fixed = kind.values[0] if len(kind.values) == 1 else list(kind.values)
        held = [p for p in phrases if "{value}" in p]
        plain = [p for p in phrases if "{value}" not in p]
        if held:
            # an exclude may rule out several things, one belief each; a limit or a
            # default holds one value, and a new one said later replaces it
            keyed = f"{name}:{{text}}" if kind.how == "exclude" else name
            out.append(
                BeliefRule(
                    key=keyed,
                    templates=tuple(Template.build(p.replace("{value}", hole)) for p in held),
                    invariant=kind.binding,
                    value="money" if money and kind.how == "limit" else "text",
                    kind=name,
                    bare=True,
                )
            )
        if plain and fixed is not None:
            out.append(
                BeliefRule(
                    key=name,
                    templates=tuple(Template.build(p) for p in plain),
                    invariant=kind.binding,
                    kind=name,
                    fixed=fixed,
                )
            )
    return out


def yes_or_no_names(domain: Domain) -> frozenset[str]:
    """The normalized labels and names of the domain's yes-or-no slots ("发票", "shoe
    rental"), and the labels of its choice slots that list their own thing said with more
    ("装订" of 不装订 beside 订书钉 and 胶装, "binding" of "no binding"): said with a no, they
    are that slot's value, never a thing to avoid."""
    booleans = {
        normalize(n)
        for flow in domain.flows.values()
        for spec in flow.slots
        if spec.type == SlotType.BOOLEAN
        for n in (spec.label, spec.name.replace("_", " "))
        if n
    }
    listed = {
        label
        for flow in domain.flows.values()
        for spec in flow.slots
        if spec.type == SlotType.ENUM and spec.label
        for label in [normalize(spec.label)]
        if any(label in normalize(v) and label != normalize(v) for v in spec.values)
    }
    return frozenset(booleans | listed)
