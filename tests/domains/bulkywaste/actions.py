"""Stand-ins for the bulky waste desk's jobs: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_collection": {"ref": "BW-204518"},
        "move_collection": {},
        "cancel_collection": {},
        "report_missed": {"case_ref": "MC-3391"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
