"""A Chinese request asked as a can-you question by the flow's own verb alone, its object
dropped as Chinese drops what the talk already names: "饭卡没钱了 能充点吗" for 充值, 充点钱;
"煤气用完了 能送一罐过来吗" for 送煤气. The verb opens two or more of one flow's triggers
and no other flow's, and a softener, a degree word or a count with its measure word stands
right after it where the object would; the clause ends as a yes-or-no question does
(``triggers.TriggerIndex._yes_no_topic``). Read with the can-you topics
(``fronted_object.topic_fronted``): the question asks for the flow, as "能约足疗吗" does."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .lexicon import has_cjk

if TYPE_CHECKING:
    from ..spec import Domain

#: what may stand between the modal and the verb ("上门" of "能上门送一罐吗")
_AFTER_MODAL = 2
#: a character of the same clause
_IN_CLAUSE = r"[^\s,.;:!?，。；：！？、]"


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
) -> list[tuple[re.Pattern[str], str, int, int]]:
    """For each flow's own verb (``own_verbs``), a regex for a can-you modal, the verb and,
    where its object would stand, one of ``fills`` (softeners, degree words: "充点", "送一
    下") or a count with a measure word of the lexicon or one the flow counts ("送一罐",
    ``measures`` per flow); tuples as ``topic_fronted`` makes them (the verb's length
    last). Nothing without modals."""
    if not modals:
        return []
    out: list[tuple[re.Pattern[str], str, int, int]] = []
    for verb, flow in own_verbs(by_phrase).items():
        counted = sorted({m for m in measures.get(flow, []) if m}, key=len, reverse=True)
        after = [re.escape(f) for f in sorted(fills, key=len, reverse=True) if f]
        if counted:
            after.append(f"{numerals}*(?:{'|'.join(re.escape(m) for m in counted)})")
        if not after:
            continue
        rx = re.compile(
            rf"(?:{modals}){_IN_CLAUSE}{{0,{_AFTER_MODAL}}}?{re.escape(verb)}(?:{'|'.join(after)})"
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
