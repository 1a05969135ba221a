"""Stand-ins for the car wash's front desk: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_wash": {"wash_no": "XC7001"},
        "reschedule": {},
        "cancel_wash": {},
        "buy_card": {"price": "299"},
        "complain": {"ticket": "TS0901"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
