"""Stand-ins for the valeting firm's booking system: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_valet": {"valet_ref": "CV-3301"},
        "move_valet": {},
        "drop_valet": {},
        "log_complaint": {"case_ref": "CP-12"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
