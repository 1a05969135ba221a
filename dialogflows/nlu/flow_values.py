"""The values a flow's choice slots list, as words of the flow (``triggers.py``): a word
of a listed value, or of what a count slot counts, names that flow as a word of its name
does ("copies" of ``counts: copy``), and a value that names what the flow is about (a
word of its name, or one every trigger holds: "firewood" of order_firewood) is the
request, not a choice of that value."""

from __future__ import annotations

from ..spec import Domain, FlowSpec
from .inflections import Plurals
from .lexicon import has_cjk, normalize


def listed_values(domain: Domain, flow: FlowSpec) -> list[str]:
    """The values and synonyms of ``flow``'s choice slots, normalized."""
    out: list[str] = []
    for slot in flow.slots:
        values, synonyms = list(slot.values), dict(slot.synonyms)
        entity = domain.entities.get(slot.entity) if slot.entity is not None else None
        if entity is not None:
            values += entity.values
            synonyms.update(entity.synonyms)
        out += [normalize(str(v)) for v in [*values, *(w for g in synonyms.values() for w in g)]]
    return [v for v in dict.fromkeys(out) if v]


def listed_value_words(domain: Domain, flow: FlowSpec, plurals: Plurals) -> set[str]:
    """The words of ``flow``'s listed values and of what its count slots count, with the
    plural of each (the way a description says them)."""
    words = {w for v in listed_values(domain, flow) for w in v.split()}
    words |= {normalize(c) for slot in flow.slots for c in slot.counts}
    return words | {p for w in words for p in plurals.forms(w)}


def _holds(phrase: str, value: str) -> bool:
    """``value`` is in ``phrase`` as whole words (as characters, in Chinese)."""
    return f" {value} " in f" {phrase} " or (has_cjk(value) and value in phrase)


def is_theme(value: str, flow: FlowSpec) -> bool:
    """``value`` names what ``flow`` is about: a word of its name, or in every trigger."""
    if _holds(" ".join(flow.name.lower().split("_")), value):
        return True
    triggers = [normalize(t) for t in flow.triggers]
    return bool(triggers) and all(_holds(t, value) for t in triggers)
