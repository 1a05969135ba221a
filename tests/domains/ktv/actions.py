"""Stand-ins for the KTV's front desk: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_room": {"booking_no": "KT3001"},
        "order_snacks": {"snack_no": "JS5001"},
        "invoice": {"invoice_no": "FP7001"},
        "cancel_booking": {},
        "price_info": {"price": "每小时68元起"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
