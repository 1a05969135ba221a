"""Stand-ins for the uniform shop's order system: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "place_order": {"order_ref": "UN-3301"},
        "log_return": {"return_ref": "RT-8"},
        "swap_size": {"swap_ref": "SW-4"},
        "drop_order": {},
        "find_order": {"status": "dispatched Monday"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
