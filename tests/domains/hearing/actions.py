"""Stand-ins for the hearing clinic's bookings: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_test": {"ref": "HC-4410"},
        "wax_removal": {"ref": "WX-2001"},
        "repair_aid": {"ref": "RP-3001"},
        "order_batteries": {"ref": "BT-5001"},
        "move_appointment": {},
        "cancel_appointment": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
