"""Stand-ins for the formaldehyde testing company's desk: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_test": {"ref": "JQ7001"},
        "book_treatment": {"ref": "JQ7101"},
        "query_report": {"result": "客厅0.05 主卧0.12 次卧0.07，主卧超标"},
        "cancel_order": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
