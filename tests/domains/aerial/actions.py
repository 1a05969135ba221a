"""Stand-ins for the aerial installer's jobs: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_visit": {"ref": "AR-30417"},
        "move_visit": {},
        "cancel_visit": {},
        "report_fault": {"fault_ref": "FT-2208"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
