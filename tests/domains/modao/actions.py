"""Stand-ins for the knife sharpener's desk: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "sharpen": {"ref": "MD3001"},
        "change_order": {},
        "cancel_order": {},
        "check_order": {"status": "磨好了，随时来取"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
