"""Stand-ins for the seal engraver's counter: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "order_seal": {"order_no": "KZ5001"},
        "check_order": {"status": "已刻好，可以来取"},
        "cancel_order": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
