"""Stand-ins for the law firm's front desk: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_consult": {"consult_no": "LS2001"},
        "lawyer_letter": {"letter_no": "LH4001"},
        "cancel_consult": {},
        "fee_info": {"fee": "首次半小时200元"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
