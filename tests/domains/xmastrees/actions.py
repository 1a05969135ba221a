"""Stand-ins for the Christmas tree yard's orders: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "order_tree": {"ref": "XT-4410"},
        "move_delivery": {},
        "report_problem": {},
        "cancel_order": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
