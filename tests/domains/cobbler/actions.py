"""Stand-ins for the cobbler's repairs and problem reports: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_repair": {"ref": "CB-3308"},
        "cancel_repair": {},
        "log_problem": {"case": "WK-51"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
