"""Stand-ins for the duct cleaning company's jobs: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_cleaning": {"ref": "DC-5182"},
        "reschedule_cleaning": {},
        "cancel_cleaning": {},
        "damage_claim": {"claim_ref": "CL-7730"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
