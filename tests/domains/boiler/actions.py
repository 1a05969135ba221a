"""Stand-ins for the heating engineer's booking system: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_service": {"visit_ref": "HE-2201"},
        "book_breakdown": {"visit_ref": "HE-2202"},
        "book_gas_safety": {"cert_ref": "GS-15"},
        "move_visit": {},
        "drop_visit": {},
        "start_cover": {"policy_no": "CV-900"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
