"""Stand-ins for the used-car buyer's desk: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_inspection": {"inspection_no": "YC5001"},
        "offer_status": {"offer": "8.6万"},
        "cancel_inspection": {},
        "complaint": {"ticket": "TS7001"},
        "fee_info": {"answer": "上门验车和估价都免费，成交了也不收手续费。"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
