"""Stand-ins for the hotel's back office: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_room": {"reservation": "JD3088"},
        "cancel_booking": {},
        "extend_stay": {},
        "wake_up": {},
        "send_supplies": {},
        "invoice": {},
        "log_lost": {"lost_id": "SW0012"},
        "complaint": {},
        "airport_pickup": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
