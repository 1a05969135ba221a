"""Stand-ins for the desk: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_wash": {"ref": "CL4001"},
        "change_wash": {},
        "cancel_wash": {},
        "after_sale": {"ticket": "SH6001"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
