"""Stand-ins for the phone shop: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "open_card": {"ref": "YY5001"},
        "change_appt": {},
        "cancel_appt": {},
        "lost_card": {},
        "report_fault": {"ticket": "GZ7001"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
