"""Stand-ins for the lost property desk: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "report_lost": {"ref": "SW7001"},
        "check_report": {"status": "还没有找到，正在各站核对"},
        "withdraw_report": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
