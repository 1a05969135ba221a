"""Stand-ins for the insurer's claims: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "submit_claim": {"claim": "CL-58210"},
        "withdraw_claim": {},
        "claim_status": {"status": "with a loss adjuster, who will visit this week"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
