"""A Chinese trigger said with a listed value of its flow in place of its noun ("收旧电视吗"
for 收旧家电, 电视 a value of the slot labelled 家电): derived phrases the trigger index
adds beside the authored ones (``triggers.TriggerIndex``).

Split from ``triggers.py``: the forms of a trigger built from the flow's values are a
concept of their own, as the other derived forms are (``trigger_forms.py``)."""

from __future__ import annotations

from ..spec import Domain
from .flow_values import listed_values
from .lexicon import has_cjk, normalize

#: how many characters of a Chinese trigger's end are the noun a listed value may stand
#: for, and how many must stand before it (its verb and what describes the noun)
_HEAD, _BEFORE_HEAD = 2, 2


def head_as_value(domain: Domain, by_phrase: dict[str, set[str]]) -> list[tuple[str, str]]:
    """A Chinese trigger said with a listed value of its flow in place of its noun ("收旧电视
    吗" for 收旧家电, 电视 a value of the slot labelled 家电; "修旧挂钟" for 修旧钟表): the value
    names which of the things the trigger's noun covers, as an English trigger's word naming
    a value does. Read as the value alone, the trigger's verb and its modifier (收旧) were no
    request, and the message a question the bot cannot answer. The noun is the trigger's
    last two characters, after two at least, and the slot whose values stand for it says it
    in its label (a trigger that ends in its verb, 机场接送, names no slot so); a flow that
    undoes things is never said so."""
    out: list[tuple[str, str]] = []
    for flow in domain.flows.values():
        if flow.destructive:
            continue
        for trig in flow.triggers:
            n = normalize(trig)
            if not has_cjk(n) or " " in n or len(n) < _HEAD + _BEFORE_HEAD:
                continue
            head = n[-_HEAD:]
            for slot in flow.slots:
                if head not in normalize(slot.label or ""):
                    continue
                single = flow.model_copy(update={"slots": [slot]})
                out += [
                    (n[:-_HEAD] + v, flow.name)
                    for v in listed_values(domain, single)
                    if has_cjk(v) and len(v) >= _HEAD and n[:-_HEAD] + v not in by_phrase
                ]
    return out
