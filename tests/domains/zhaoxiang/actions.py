"""Stand-ins for the photo studio's back office: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "id_photo": {"photo_no": "ZJ3001"},
        "family_shoot": {"order_no": "PZ2001"},
        "print_mail": {"print_no": "CY4001"},
        "cancel_shoot": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
