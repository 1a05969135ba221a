"""Stand-ins for the storage facility's back office: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "reserve_unit": {"unit_no": "B-214"},
        "end_rental": {},
        "set_code": {},
        "take_payment": {"receipt": "PAY-77"},
        "log_problem": {"case_id": "CASE-31"},
        "tell_hours": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
