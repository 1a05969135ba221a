"""Stand-ins for the oven cleaners' bookings and complaints: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_clean": {"ref": "OC-5521"},
        "move_clean": {},
        "drop_clean": {},
        "log_complaint": {"case": "CP-118"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
