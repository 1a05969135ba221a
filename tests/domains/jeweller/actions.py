"""Stand-ins for the jeweller's repair bench: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_repair": {"ticket": "JR-3308"},
        "move_drop_off": {},
        "cancel_repair": {},
        "repair_status": {"status": "ready to collect"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
