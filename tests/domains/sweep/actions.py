"""Stand-ins for the chimney sweep firm's booking system: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_sweep": {"visit_ref": "CS-2201"},
        "book_service": {"visit_ref": "CS-2202"},
        "move_visit": {},
        "drop_visit": {},
        "log_problem": {"problem_ref": "PR-55"},
        "send_certificate": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
