"""Each domain's own margins, measured at load on the author's texts by leave-one-out.

An embedding model separates some domains' flows cleanly (a flight from a hotel) and
others barely (freezing a membership from cancelling it). One margin for all would either
ask needlessly in the first or guess wrongly in the second. So, at load, every text the
author wrote for a flow (description, triggers, ``examples:``) is held out in turn and read
by meaning against the rest, as if a user had typed it:

- **choose margin**: the best flow over the runner-up, above which a held-out text's best
  flow is its own at least ``choose_precision`` of the time. A domain whose flows the model
  tells apart gets a small margin (choose), a confusable one a larger one (ask "X or Y?");
- **out-of-domain margin**: the best flow over the nearest out-of-domain prototype, where the
  held-out out-of-domain prototypes (and questions about the domain's own flows) stop
  looking like requests: the margin over their own kind that all but ``1 - choose_precision``
  of them stay under, so a message must clear what a question or small talk reaches.

Both are bounded by the margins in ``settings.meaning``: those stay the ceiling (and the
value when the author wrote too few texts to measure anything).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .pooling import pooled

#: fewer held-out texts than this and nothing is measured: the declared margins stand
MIN_TEXTS = 4
#: the smallest calibrated margin: embeddings are never sure to the last hundredth
FLOOR = 0.01


@dataclass(frozen=True)
class Margins:
    """The margins one domain's meaning readers use; ``measured`` says whether by
    leave-one-out or as declared."""

    choose: float
    out_of_domain: float
    measured: bool = False


def held_out_gaps(matrix: np.ndarray, owner: np.ndarray) -> list[tuple[float, bool]]:
    """Per author text: its best flow's margin over the runner-up with the text held out,
    and whether that best flow is the text's own."""
    out: list[tuple[float, bool]] = []
    flows = int(owner.max()) + 1 if len(owner) else 0
    if flows < 2:
        return out
    sims = matrix @ matrix.T
    rows = np.arange(len(owner))
    for j in range(len(matrix)):
        keep = rows != j  # held out
        if not np.any(owner[keep] == owner[j]):
            continue  # the flow's only text: nothing of its own is left to meet
        best, _ = pooled(sims[j][keep], owner[keep], flows)
        order = np.argsort(best)[::-1]
        out.append((float(best[order[0]] - best[order[1]]), int(order[0]) == int(owner[j])))
    return out


def choose_margin(gaps: list[tuple[float, bool]], precision: float, ceiling: float) -> float:
    """The smallest margin above which held-out texts were read right ``precision`` of the
    time (the ceiling when even the ceiling does not reach it)."""
    for m in sorted({round(g, 3) for g, _ in gaps if g < ceiling} | {FLOOR}):
        if m < FLOOR:
            continue
        kept = [right for g, right in gaps if g >= m]
        if kept and sum(kept) / len(kept) >= precision:
            return m
    return ceiling


def out_of_domain_margin(
    flows: np.ndarray, others: np.ndarray, questions: np.ndarray, precision: float, ceiling: float
) -> float:
    """How far above its own kind a held-out out-of-domain prototype (or question about a
    flow) comes to a flow: the ``precision`` quantile, bounded by ``[FLOOR, ceiling]``."""
    protos = np.concatenate([others, questions]) if len(questions) else others
    if len(protos) < MIN_TEXTS or not len(flows):
        return ceiling
    to_flow = (protos @ flows.T).max(axis=1)
    among = protos @ protos.T
    np.fill_diagonal(among, -2.0)
    worst = float(np.quantile(to_flow - among.max(axis=1), precision))
    return min(ceiling, max(FLOOR, worst))


def calibrate(
    flows: np.ndarray,
    owner: np.ndarray,
    others: np.ndarray,
    questions: np.ndarray,
    *,
    precision: float,
    choose_ceiling: float,
    ood_ceiling: float,
) -> Margins:
    """A domain's margins from its author's texts (``flows``, each row's flow in ``owner``),
    the out-of-domain prototypes and the questions about its flows."""
    gaps = held_out_gaps(flows, owner)
    if len(gaps) < MIN_TEXTS:
        return Margins(choose_ceiling, ood_ceiling)
    return Margins(
        choose=choose_margin(gaps, precision, choose_ceiling),
        out_of_domain=out_of_domain_margin(flows, others, questions, precision, ood_ceiling),
        measured=True,
    )
