"""Stand-ins for the balloon company's booking system: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_flight": {"flight_ref": "BF-5501"},
        "move_flight": {},
        "drop_flight": {},
        "request_refund": {"refund_ref": "RF-88"},
        "buy_voucher": {"voucher_code": "GV-2026"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
