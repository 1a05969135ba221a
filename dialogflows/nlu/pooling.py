"""How one flow's several texts score a message together.

A flow is written as several views: its description, each trigger, each ``examples:``
entry. Scored by its nearest text alone, one view that shares a word with the message
decides ("booking" in "scrap the repair booking" meets "book a repair booking"), and a
flow with many examples wins by having more chances. Pooled, the nearest text and the
mean of all of them vote, so what the flow is for as a whole counts as much as its luckiest
sentence. The nearest one alone is kept too: it is what meets the out-of-domain
prototypes, each of which is a single text.
"""

from __future__ import annotations

import numpy as np

#: how much the nearest text weighs against the mean of all (the rest)
MAX_WEIGHT = 0.5


def pooled(sims: np.ndarray, owner: np.ndarray, names: int) -> tuple[np.ndarray, np.ndarray]:
    """Per name: the mean of its nearest prototype and of all its prototypes, and the
    nearest alone. Several views of one flow (its description, each trigger, each example)
    vote: one example that happens to share a word with the message ("booking" in "scrap
    the repair booking") weighs less than all the texts that say what the flow is for."""
    best = np.full(names, -2.0, dtype=np.float32)
    np.maximum.at(best, owner, sims)
    total = np.zeros(names, dtype=np.float32)
    np.add.at(total, owner, sims)
    count = np.bincount(owner, minlength=names).astype(np.float32)
    mean = total / np.maximum(count, 1.0)
    return (MAX_WEIGHT * best + (1.0 - MAX_WEIGHT) * mean), best
