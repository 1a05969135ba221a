"""Stand-ins for the optician's front desk: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_exam": {"exam_no": "YG3001"},
        "cancel_exam": {},
        "order_glasses": {"order_no": "PJ5001", "total": "680"},
        "pickup_glasses": {},
        "return_glasses": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
