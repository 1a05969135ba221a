"""Stand-ins for the water station's back office: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "order_water": {"order_no": "SS2001"},
        "cancel_order": {},
        "change_time": {},
        "buy_tickets": {},
        "refund_deposit": {},
        "repair_dispenser": {"ticket": "WX0301"},
        "complaint": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
