"""Stand-ins for the skip hire yard's order system: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_skip": {"order_ref": "SK-5521"},
        "drop_skip": {},
        "book_collection": {"collection_ref": "COL-9"},
        "log_complaint": {"complaint_ref": "CP-31"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
