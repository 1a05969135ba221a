"""Stand-ins for the massage parlour's desk: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_session": {"booking_no": "AM1001"},
        "cancel_session": {},
        "buy_pass": {"card_no": "CK8001"},
        "complain": {"ticket": "TS5001"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
