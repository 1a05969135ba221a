"""Stand-ins for the repair shop's back office: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_repair": {"ticket": "WX2046"},
        "check_progress": {"status": "已修好，可以来取"},
        "cancel_repair": {},
        "pickup": {},
        "quote": {"price": 1200},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
