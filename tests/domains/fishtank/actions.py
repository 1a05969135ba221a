"""Stand-ins for the aquarium firm's booking system: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_service": {"visit_ref": "AQ-2200"},
        "book_feeding": {"feeding_ref": "HF-31"},
        "drop_visit": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
