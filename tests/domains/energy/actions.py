"""Stand-ins for the energy supplier's back office: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "submit_reading": {"receipt": "R-11"},
        "log_outage": {"ticket": "OUT-5"},
        "move_supply": {"move_ref": "MH-2"},
        "set_debit": {},
        "close_account": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
