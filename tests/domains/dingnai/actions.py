"""Stand-ins for the desk: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "subscribe": {"ref": "NN2001"},
        "pause_delivery": {},
        "cancel_sub": {},
        "report_missed": {"ticket": "GD5001"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
