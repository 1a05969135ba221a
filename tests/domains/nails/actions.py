"""Stand-ins for the nail salon's bookings: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_nails": {"ref": "NL-7001"},
        "fix_nails": {"ref": "FX-2201"},
        "buy_voucher": {"ref": "GV-3301"},
        "move_booking": {},
        "cancel_booking": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
