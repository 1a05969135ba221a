"""Stand-ins for the tailor's back office: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "open_ticket": {"ticket": "T-4821"},
        "book_fitting": {"fitting_ref": "F-77"},
        "drop_ticket": {},
        "book_delivery": {},
        "log_complaint": {"case_no": "C-19"},
        "take_payment": {"receipt": "R-550"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
