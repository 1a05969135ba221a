"""Stand-ins for the bin cleaning round's diary: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "start_plan": {"ref": "BC-3301"},
        "log_missed": {"ticket": "MC-0712"},
        "end_plan": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
