"""Stand-ins for the car rental back office: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    results: dict[str, dict[str, Any]] = {
        "reserve": {"reservation_id": "R40213"},
        "extend": {},
        "cancel_res": {},
        "add_seats": {},
    }
    for name, result in results.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
