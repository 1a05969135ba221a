"""A flow named by a trigger in a message (``TriggerHit``), and how hits are kept and
ranked: of two hits for one flow the surer, then the longer, then the one said as the author
wrote it stands for the flow (``keep``); the flows come best first (``ranked``)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TriggerHit:
    """A flow's trigger found in a message: which flow, how sure, how long the match and
    where it stands; the readers weigh hits by these, the surer and then the longer first."""

    flow: str
    score: float
    length: int
    start: int
    end: int
    #: said as the author wrote it, not a form derived from it ("鞋子洗" of 鞋子清洗): of two
    #: hits as long and as sure, the authored one is the better reading
    authored: bool = True


def keep(best: dict[str, TriggerHit], hit: TriggerHit) -> None:
    """Keep ``hit`` in ``best`` when no better hit for its flow is there."""
    old = best.get(hit.flow)
    if old is None or (hit.score, hit.length, hit.authored) > (
        old.score,
        old.length,
        old.authored,
    ):
        best[hit.flow] = hit


def ranked(best: dict[str, TriggerHit]) -> list[TriggerHit]:
    """The hits kept, best first."""
    if not best:
        return []
    return sorted(best.values(), key=lambda h: (h.score, h.length, h.authored), reverse=True)
