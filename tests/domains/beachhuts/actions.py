"""Stand-ins for the beach hut office's jobs: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "hire_hut": {"ref": "BH-5521"},
        "move_hut": {},
        "cancel_hut": {},
        "report_lost": {"case_ref": "LP-118"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
