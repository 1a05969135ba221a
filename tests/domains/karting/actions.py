"""Stand-ins for the karting track's booking system: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_session": {"booking_ref": "KT-4410"},
        "book_party": {"party_ref": "PT-77"},
        "move_booking": {},
        "drop_booking": {},
        "log_lost": {"lost_ref": "LP-301"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
