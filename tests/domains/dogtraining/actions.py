"""Stand-ins for the dog trainer's bookings and visits: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_course": {"ref": "DT-5120"},
        "move_course": {},
        "drop_course": {},
        "book_visit": {"visit": "HV-77"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
