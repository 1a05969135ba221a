"""Stand-ins for the party hire firm's booking system: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_hire": {"hire_ref": "PH-3301"},
        "move_hire": {},
        "drop_hire": {},
        "log_complaint": {"case_ref": "PC-71"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
