"""Stand-ins for the rehearsal studio's bookings and fault reports: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_room": {"ref": "RH-4410"},
        "cancel_booking": {},
        "log_fault": {"case": "EN-19"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
