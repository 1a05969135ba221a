"""What the conversation tests of a domain written inside the test share: the domain's YAML
written to a folder, every flow's action a stand-in that records its name as it runs (in
order, so a test sees what ran and how often) and returns the result the test gives it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock


def written(
    folder: Path,
    text: str,
    clock: FixedClock,
    results: Mapping[str, Mapping[str, Any]] | None = None,
) -> tuple[Conversation, list[str]]:
    """A new session (user u1) with the domain ``text`` written to ``folder``, and the
    names of the actions run so far; an action returns its ``results`` entry, else
    nothing."""
    (folder / "domain.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(folder, clock=clock)
    ran: list[str] = []
    given = results or {}

    def stand_in(name: str) -> Callable[[dict[str, Any], Any], dict[str, Any]]:
        def run(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
            ran.append(name)
            return dict(given.get(name, {}))

        return run

    for flow in bot.domain.flows.values():
        if flow.action:
            bot.action(flow.action)(stand_in(flow.action))
    return Conversation(bot, "s", "u1"), ran
