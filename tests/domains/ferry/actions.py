"""Stand-ins for the ferry office's back office: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "buy_ticket": {"ticket_no": "F20417"},
        "refund": {},
        "sailings": {"times": "7:30, 11:00, 16:45"},
        "log_lost": {"case": "LP-88"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
