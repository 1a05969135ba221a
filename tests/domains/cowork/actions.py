"""Stand-ins for the coworking space's booking system: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_room": {"booking_ref": "CW-3381"},
        "sell_pass": {"pass_code": "DP-5521"},
        "sign_up": {"member_id": "M20417"},
        "drop_booking": {},
        "end_membership": {},
        "register_guest": {},
        "open_ticket": {"ticket": "T-88"},
        "request_refund": {"refund_ref": "RF-12"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
