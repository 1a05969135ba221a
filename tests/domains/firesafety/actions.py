"""Stand-ins for the fire safety desk's jobs: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_visit": {"ref": "FS-40213"},
        "move_visit": {},
        "cancel_visit": {},
        "report_risk": {"case_ref": "FR-772"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
