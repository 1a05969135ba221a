"""Stand-ins for the mower workshop's bookings: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_service": {"ref": "MW-2207"},
        "service_problem": {"ref": "SP-31"},
        "job_status": {"status": "ready to collect"},
        "cancel_job": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
