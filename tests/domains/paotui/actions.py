"""Stand-ins for the errand service's desk: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "buy_for_me": {"order_no": "PT7001"},
        "send_item": {"order_no": "PT7002"},
        "queue_for_me": {"order_no": "PT7003"},
        "chores": {"order_no": "PT7004"},
        "cancel_order": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
