"""What a turn gives back: the bot's messages, the new state, its events and the prompt.

Apart from ``dispatcher.py`` because the commit protocol (``commit.py``) builds replies too
(a retried request, a claim lost to a twin), and it must not import the loop that drives
it. ``dispatcher.Reply`` still names this class.
"""

from __future__ import annotations

from collections.abc import Callable

from .commands import Command
from .events import Event
from .state import DialogueState
from .tracing import span


class Reply:
    """The result of one turn: what the bot says, the new state, its events and the prompt.

    ``prompt`` is rendered on first read, from this turn's state (which later turns never
    change: they work on copies). A bot that only sends ``messages``, or an HTTP client that
    does not ask for the prompt, never pays for rendering it.
    """

    __slots__ = ("_prompt", "_render", "commands", "events", "messages", "state")

    def __init__(
        self,
        messages: list[str],
        state: DialogueState,
        prompt: list[dict[str, str]] | None = None,
        events: list[Event] | None = None,
        commands: list[Command] | None = None,
        *,
        render: Callable[[], list[dict[str, str]]] | None = None,
    ) -> None:
        self.messages = messages
        self.state = state
        self.events = events if events is not None else []
        self.commands = commands if commands is not None else []
        self._prompt = prompt
        self._render = render

    @property
    def prompt(self) -> list[dict[str, str]]:
        if self._prompt is None:
            with span("render"):
                self._prompt = self._render() if self._render is not None else []
            self._render = None
        return self._prompt

    @property
    def text(self) -> str:
        return "\n".join(self.messages)

    def __repr__(self) -> str:
        return f"Reply(messages={self.messages!r}, phase={self.state.phase!r})"
