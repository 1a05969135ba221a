"""Stand-ins for the renovation company's desk: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_measure": {"booking_no": "LF2001"},
        "cancel_measure": {},
        "repair": {"ticket": "BX3001"},
        "quote": {"price": "1200元"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
