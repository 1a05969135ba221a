"""Stand-ins for the parking fines desk: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "appeal_pcn": {"ref": "AP-5120"},
        "withdraw_appeal": {},
        "appeal_status": {"status": "being looked at, a decision by 22 June"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
