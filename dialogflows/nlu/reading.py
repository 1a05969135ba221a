"""How a message was read by meaning, and how a flow it chose is started.

``Reading`` is what the readers by meaning (``semantic.py``, ``undoing.py``) fill in as they
decide, and what every turn's ``understood_by`` event says: which path decided, how sure,
and the scores behind it. ``start`` starts a flow chosen by meaning exactly as a trigger
would: meaning chooses, the parsers fill.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..commands import Command
from .rest_text import with_rest
from .rules import RuleUnderstander
from .utterance import Turn


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


def start(rules: RuleUnderstander, t: Turn, flow: str) -> list[Command]:
    """Start ``flow`` as a trigger would: with the values the parsers read in the message,
    and what is left of it for the slot that takes the rest ("三号包间的灯一直不亮" is the
    fault of the flow it starts, not something asked again)."""
    out = rules.switch_to(t, flow)
    return with_rest(rules, t, out) if rules.rest_slots else out
