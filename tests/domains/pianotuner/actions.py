"""Stand-ins for the piano tuner's diary: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_tuning": {"tuning_ref": "PT-4410"},
        "book_repair": {"repair_ref": "RP-77"},
        "drop_tuning": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
