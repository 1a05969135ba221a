"""Stand-ins for the front desk: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_caier": {"ref": "CE2001"},
        "change_booking": {},
        "cancel_booking": {},
        "buy_card": {"card_no": "VIP5001"},
        "complain": {"ticket": "TS7001"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
