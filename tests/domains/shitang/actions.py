"""Stand-ins for the community canteen's desk: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "order_meal": {"order_no": "ST3001"},
        "cancel_order": {},
        "top_up": {"balance": "268"},
        "feedback": {"ticket": "FK7001"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
