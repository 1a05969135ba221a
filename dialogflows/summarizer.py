"""The summarizer protocols: what folds the window into the summary, and what it may call.

Apart from ``memory.py`` (the summarizers): an author's own summarizer or chat client
needs the contract, not the built-in ones. ``memory`` re-exports both.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from .state import DialogueState, Message


@runtime_checkable
class Summarizer(Protocol):
    """Folds messages leaving the window into the running summary."""

    def fold(self, summary: str, messages: list[Message], state: DialogueState) -> str:
        """The new summary: ``summary`` with ``messages`` (oldest first) folded in."""
        ...


@runtime_checkable
class CompletionClient(Protocol):
    """The one method ``LLMSummarizer`` needs from a chat client (see ``llm_client.py``)."""

    def complete(self, messages: list[dict[str, str]], response_format_json: bool = False) -> str:
        """The assistant's text for an OpenAI-style message list."""
        ...
