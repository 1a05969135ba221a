"""Stand-ins for the bike shop's booking system: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_service": {"job_ref": "BK-204"},
        "book_pickup": {"pickup_ref": "PU-31"},
        "drop_service": {},
        "log_claim": {"claim_ref": "WC-58"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
