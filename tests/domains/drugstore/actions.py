"""Stand-ins for the pharmacy's back office: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "queue_refill": {"ticket": "RF-9"},
        "request_transfer": {"ref": "TR-4"},
        "book_shot": {"booking": "V-5521"},
        "cancel_shot": {},
        "log_reaction": {"case_id": "AE-12"},
        "look_up_price": {"price": "$42.00"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
