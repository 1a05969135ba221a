"""Stand-ins for the installer's desk: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_install": {"ref": "CD3001"},
        "change_visit": {},
        "cancel_install": {},
        "repair": {"ticket": "WX8001"},
        "progress": {"status": "已派勘测师傅"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
