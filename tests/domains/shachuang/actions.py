"""Stand-ins for the window screen shop's desk: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_measure": {"ref": "SC7001"},
        "book_repair": {"ref": "SC7101"},
        "track_order": {"status": "已在生产", "install_day": "12月16日"},
        "cancel_order": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
