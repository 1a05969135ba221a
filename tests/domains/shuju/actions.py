"""Stand-ins for the data recovery shop: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_recovery": {"ref": "SJ2001"},
        "change_day": {},
        "cancel_order": {},
        "check_progress": {"status": "正在检测"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
