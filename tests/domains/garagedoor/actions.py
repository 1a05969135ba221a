"""Stand-ins for the garage door company's jobs: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_repair": {"ref": "GD-4471"},
        "reschedule_repair": {},
        "cancel_repair": {},
        "warranty_claim": {"claim_ref": "WC-0932"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
