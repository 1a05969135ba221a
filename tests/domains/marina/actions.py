"""Stand-ins for the marina's booking system: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_berth": {"berth_ref": "MB-4410"},
        "order_fuel": {"fuel_ref": "F-88"},
        "drop_berth": {},
        "log_report": {"report_ref": "HR-12"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
