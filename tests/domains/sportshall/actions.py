"""Stand-ins for the sports hall's booking system: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_court": {"booking_ref": "SH-6601"},
        "change_time": {},
        "drop_booking": {},
        "log_problem": {"report_ref": "PR-19"},
        "join": {"member_no": "M-40112"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
