"""Stand-ins for the blinds shop's visits and orders: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_visit": {"ref": "BL-4102"},
        "change_visit": {},
        "drop_visit": {},
        "order_status": {"fit_date": "Thursday 21 January"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
