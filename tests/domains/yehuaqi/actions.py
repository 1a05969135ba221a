"""Stand-ins for the bottled gas station's desk: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "order_gas": {"order_no": "MQ5001"},
        "cancel_order": {},
        "safety_check": {"visit_no": "AJ8001"},
        "cancel_visit": {},
        "return_bottle": {"refund_amount": "100"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
