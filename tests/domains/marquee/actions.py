"""Stand-ins for the marquee firm's quotes, hires and deposits: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "send_quote": {"ref": "MQ-7730"},
        "move_hire": {},
        "drop_hire": {},
        "deposit_back": {"due": "Friday 19 March"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
