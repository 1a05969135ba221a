"""Stand-ins for the locksmith's booking system: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "dispatch": {"eta": "25"},
        "book_job": {"visit_ref": "LK-514"},
        "order_keys": {"order_ref": "KC-77"},
        "take_payment": {"receipt": "R-301"},
        "drop_visit": {},
        "log_complaint": {"case_ref": "CS-19"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
