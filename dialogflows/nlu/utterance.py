"""What one call of the rule-based understander works on, and the questions it asks.

``Turn`` is the message (``message.Message``: its text, language and the spans already
used) with a read-only view of the dialogue; built once per message and passed to every
reader, so the text is normalized once and the spans one reader used are left alone by
the next.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

from ..spec import FlowSpec
from ..state import DialogueState, Task
from .message import Message

if TYPE_CHECKING:
    from .parsed import Parsed
    from .values import ValueParser


@dataclass(slots=True)
class Turn(Message):
    """A message (``message.Message``) with the read-only view of the dialogue a reader
    may look at: the time, the state, the running task and its flow. Built once per
    message; readers read it and return what they found, they do not change the state."""

    now: datetime
    state: DialogueState
    task: Task | None
    flow: FlowSpec | None
    words: int
    stated_beliefs: bool = False
    #: the message asks to remember something: a standing rule, never a request
    remembered: bool = False
    _captures: tuple[str, dict[int, list[Parsed]]] | None = field(default=None, repr=False)

    def captures(self, parser: ValueParser) -> list[Parsed]:
        """``parser.find_in_patterns`` of ``scan``, read once per parser and ``scan``:
        volunteered values, corrections, items and flow owners all ask, and a slot's
        patterns are tried at every position of the message. Not to be mutated."""
        cache = self._captures
        if cache is None or cache[0] is not self.scan:
            cache = self._captures = (self.scan, {})
        got = cache[1].get(id(parser))
        if got is None:
            got = cache[1][id(parser)] = parser.find_in_patterns(self.scan, self.now, self.language)
        return got
