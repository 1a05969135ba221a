"""Stand-ins for the print shop's back office: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "submit_print": {"order_no": "PO-3318"},
        "book_scan": {"scan_ref": "S-12"},
        "drop_order": {},
        "book_delivery": {"delivery_ref": "D-904"},
        "log_reprint": {"case_no": "RP-7"},
        "take_payment": {"receipt": "R-2210"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
