"""Stand-ins for the visa agency's desk: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "apply_visa": {"ref": "QZ5001"},
        "change_depart": {},
        "cancel_visa": {},
        "check_progress": {"status": "已送使馆，预计五个工作日出签"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
