"""Stand-ins for the print shop's back office: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "print_job": {"job_no": "DY5001"},
        "cancel_job": {},
        "delivery": {},
        "id_photo": {"code": "ZP0901"},
        "invoice": {},
        "recharge": {},
        "scan": {},
        "complaint": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
