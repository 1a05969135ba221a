"""A Chinese request asked as a can-you question by the flow's own verb alone, its object
dropped as Chinese drops what the talk already names: "饭卡没钱了 能充点吗" for 充值, 充点钱;
"煤气用完了 能送一罐过来吗" for 送煤气. The verb opens two or more of one flow's triggers
and no other flow's, and a softener, a degree word or a count with its measure word stands
right after it where the object would, or, with a word of where or how between the modal
and it ("空调有味道了 能上门洗吗"), it is said bare, a softener at most before the question's
end ("能洗吗" alone may ask whether the thing can be washed; "能送到吗" asks of the running
task); the clause ends as a yes-or-no question does
(``triggers.TriggerIndex._yes_no_topic``). Read with the can-you topics
(``fronted_object.topic_fronted``): the question asks for the flow, as "能约足疗吗" does."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .clauses import BREAK_CHARS, IN_CLAUSE
from .lexicon import has_cjk

if TYPE_CHECKING:
    from ..spec import Domain

#: what may stand between the modal and the verb ("上门" of "能上门送一罐吗")
_AFTER_MODAL = 2
#: where a clause ends (a space or a mark, ``clauses.BREAK_CHARS``, or the end)
_CLAUSE_END = rf"(?=[{BREAK_CHARS}]|$)"


@dataclass(frozen=True)
class BareVerbs:
    """What tells a flow's verb said bare ("能上门洗吗") from a word of a question about
    the running task ("能送到吗"): the question's ends (``polar_ends``, an alternation),
    the triggers the author wrote (``authored``: a form derived from one, "到个哪了",
    splits no verb from a thing) and the words no thing holds (``unthing``)."""

    polar_ends: str
    authored: frozenset[str]
    unthing: tuple[str, ...]


def object_verbs(
    by_phrase: dict[str, set[str]],
    authored: frozenset[str] | None = None,
    unthing: tuple[str, ...] = (),
) -> dict[str, str]:
    """Per one- or two-character verb, the flow one of whose Chinese triggers it opens
    before an object of two characters or more that another trigger of the flow also says
    (洗 of 洗空调 beside 清洗空调, 换 of 换拉链 beside 修拉链): what the triggers share is the
    thing, what stands before it the verb. A first character that no other trigger says a
    thing after ("酒" of 酒存起来, "充电" of 充电桩坏了) is no verb; nor is one that opens
    another flow's trigger."""
    by_flow: dict[str, list[str]] = {}
    for phrase, flows in by_phrase.items():
        if authored is not None and phrase not in authored:
            continue
        if has_cjk(phrase) and " " not in phrase and phrase.isalpha():
            for flow in flows:
                by_flow.setdefault(flow, []).append(phrase)
    found: dict[str, set[str]] = {}
    for flow, phrases in by_flow.items():
        for phrase in phrases:
            for n in (1, 2):
                verb, thing = phrase[:n], phrase[n:]
                if len(thing) < 2 or any(w in thing for w in unthing):
                    continue
                if any(thing in p for p in phrases if p != phrase):
                    found.setdefault(verb, set()).add(flow)
    opened = {p[:n]: flows for p, flows in by_phrase.items() for n in (1, 2)}
    return {
        verb: next(iter(flows))
        for verb, flows in found.items()
        if len(flows) == 1 and opened.get(verb, flows) <= flows
    }


def own_verbs(by_phrase: dict[str, set[str]]) -> dict[str, str]:
    """Per one- or two-character verb, the flow whose Chinese triggers it opens, when it
    opens two or more of that flow's triggers (the flow's own verb: 充 of 充值, 充饭卡) and
    none of another flow's; a verb that opens one trigger only ("给" of 给饭卡充钱) may be
    no verb of the flow at all."""
    opened: dict[str, dict[str, int]] = {}
    for phrase, flows in by_phrase.items():
        if not has_cjk(phrase) or " " in phrase or not phrase.isalpha():
            continue
        for n in (1, 2):
            verb = phrase[:n]
            if len(phrase) > n and has_cjk(verb):
                for flow in flows:
                    counts = opened.setdefault(verb, {})
                    counts[flow] = counts.get(flow, 0) + 1
    return {
        verb: next(iter(counts))
        for verb, counts in opened.items()
        if len(counts) == 1 and next(iter(counts.values())) >= 2
    }


def object_dropped(
    by_phrase: dict[str, set[str]],
    modals: str,
    fills: list[str],
    measures: dict[str, list[str]],
    numerals: str,
    bare: BareVerbs | None = None,
) -> list[tuple[re.Pattern[str], str, int, int]]:
    """For each flow's own verb (``own_verbs``), a regex for a can-you modal, the verb and,
    where its object would stand, one of ``fills`` (softeners, degree words: "充点", "送一
    下") or a count with a measure word of the lexicon or one the flow counts ("送一罐",
    ``measures`` per flow); tuples as ``topic_fronted`` makes them (the verb's length
    last); a verb said bare, with nothing where its object would be, only before one of
    ``bare``'s question ends (``BareVerbs``). Nothing without modals."""
    if not modals:
        return []
    out: list[tuple[re.Pattern[str], str, int, int]] = []
    # "能上门洗吗": a verb said bare after a word of where or how, when it is a verb of
    # the flow's triggers (``object_verbs``), a softener at most between it and the
    # question's end: a word after it ("能送到吗": a direction or result) makes it a
    # question about the running task's own time or place, not a request
    softened = "|".join(re.escape(f) for f in sorted(fills, key=len, reverse=True) if f)
    said_bare = object_verbs(by_phrase, bare.authored, bare.unthing) if bare else {}
    for verb, flow in said_bare.items():
        said = (
            rf"(?:{modals}){IN_CLAUSE}{{1,{_AFTER_MODAL}}}?{re.escape(verb)}"
            rf"(?:{softened})?(?:{bare.polar_ends if bare else ''}){_CLAUSE_END}"
        )
        out.append((re.compile(said), flow, len(verb) + 1, len(verb)))
    for verb, flow in own_verbs(by_phrase).items():
        counted = sorted({m for m in measures.get(flow, []) if m}, key=len, reverse=True)
        after = [re.escape(f) for f in sorted(fills, key=len, reverse=True) if f]
        if counted:
            after.append(f"{numerals}*(?:{'|'.join(re.escape(m) for m in counted)})")
        if not after:
            continue
        rx = re.compile(
            rf"(?:{modals}){IN_CLAUSE}{{0,{_AFTER_MODAL}}}?{re.escape(verb)}(?:{'|'.join(after)})"
        )
        out.append((rx, flow, len(verb) + 1, len(verb)))
    return out


def measures_by_flow(domain: Domain, general: list[str]) -> dict[str, list[str]]:
    """Per flow, the Chinese measure words a count said after its verb may carry: the
    lexicon's (``general``) and the things and measures its count slots declare ("罐" of
    ``counts: [罐, 瓶]``)."""
    return {
        flow.name: [
            *general,
            *(w for s in flow.slots for w in (*s.counts, *s.measures) if has_cjk(w)),
        ]
        for flow in domain.flows.values()
    }
