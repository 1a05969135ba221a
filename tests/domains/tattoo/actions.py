"""Stand-ins for the tattoo studio's booking system: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_consult": {"booking_ref": "TC-208"},
        "take_deposit": {"receipt": "R-88"},
        "move_booking": {},
        "drop_booking": {},
        "book_touch_up": {"touch_ref": "TU-5"},
        "sell_gift_card": {"card_code": "GIFT-4471"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
