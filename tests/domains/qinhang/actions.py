"""Stand-ins for the music school's back office: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_trial": {"trial_no": "ST1001"},
        "buy_lessons": {"order_no": "KS2001"},
        "leave": {},
        "cancel_trial": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
