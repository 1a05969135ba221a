"""Stand-ins for the health-check centre's desk: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_checkup": {"booking_no": "TJ3001"},
        "report_status": {"status": "已经出了，可以在公众号看"},
        "mail_report": {"waybill": "SF1234567"},
        "cancel_checkup": {},
        "package_price": {"price": "498元"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
