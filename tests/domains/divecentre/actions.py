"""Stand-ins for the dive centre's booking system: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_dive": {"booking_ref": "DV-4401"},
        "change_divers": {},
        "drop_dive": {},
        "request_refund": {"refund_ref": "RF-19"},
        "order_card": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
