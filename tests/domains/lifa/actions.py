"""Stand-ins for the hair salon's back office: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_hair": {"booking_no": "LF3001"},
        "cancel_booking": {},
        "reschedule": {},
        "home_visit": {"visit_no": "SM0101"},
        "top_up": {},
        "buy_product": {},
        "complaint": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
