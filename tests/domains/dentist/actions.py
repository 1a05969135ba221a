"""Stand-ins for the dental practice's bookings: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_appointment": {"ref": "DN-5521"},
        "emergency": {"ref": "EM-0301"},
        "register_patient": {"ref": "NP-7702"},
        "move_appointment": {},
        "cancel_appointment": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
