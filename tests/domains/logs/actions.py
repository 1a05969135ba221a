"""Stand-ins for the firewood merchant's orders and problem reports: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "order_logs": {"ref": "LG-5521"},
        "cancel_order": {},
        "log_problem": {"case": "FW-318"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
