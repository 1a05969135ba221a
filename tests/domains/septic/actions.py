"""Stand-ins for the tank emptiers' bookings and problem reports: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_empty": {"ref": "ST-3307"},
        "move_empty": {},
        "drop_empty": {},
        "log_problem": {"case": "SP-902"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
