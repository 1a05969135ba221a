"""Stand-ins for the car park's office: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "buy_card": {"card_no": "YK5001"},
        "renew_card": {},
        "cancel_card": {},
        "pay_parking": {"fee": "15"},
        "visitor_pass": {},
        "report_problem": {"ticket": "BX0701"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
