"""How a message was read by meaning.

``Reading`` is what the readers by meaning (``meaning_request.py``, ``undoing.py`` …) fill
in as they decide, and what every turn's ``understood_by`` event says: which path decided, how sure,
and the scores behind it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .meaning_index import Ranked


@dataclass
class Reading:
    """How one message was read: which path decided, how sure, and the scores behind it.

    ``path`` is ``rules`` (the rules read it; nothing was embedded), ``meaning`` (a reader
    by meaning decided or asked) or ``unread`` (neither found anything sure).
    """

    path: str = "rules"
    reader: str | None = None
    sure: bool = True
    embedded: bool = False
    ms: float = 0.0
    detail: dict[str, Any] = field(default_factory=dict)

    def event(self) -> dict[str, object]:
        data: dict[str, object] = {"path": self.path, "sure": self.sure}
        if self.reader is not None:
            data["reader"] = self.reader
        if self.embedded:
            data["embedded_ms"] = round(self.ms, 2)
        data.update(self.detail)
        return data


def note_scores(reading: Reading, ranked: Ranked, ood: float | None) -> None:
    """The first three candidates and the out-of-domain score, in the turn's event."""
    reading.detail["candidates"] = {
        n: round(s, 4) for n, s in zip(ranked.names[:3], ranked.scores[:3], strict=False)
    }
    if ood is not None:
        reading.detail["out_of_domain"] = round(ood, 4)
