"""Stand-ins for the pharmacy's back office: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "refill": {"order": "RF-7"},
        "transfer": {},
        "book_vaccine": {"ref": "V-104"},
        "cancel_vaccine": {},
        "check_stock": {"count": 12},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
