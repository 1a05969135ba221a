"""Stand-ins for the rental agency's back office: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_viewing": {"code": "KF2001"},
        "cancel_viewing": {},
        "reschedule": {},
        "repair": {"ticket": "BX0101"},
        "move_out": {},
        "refund_deposit": {},
        "complaint": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
