"""Stand-ins for the vet practice's booking system: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_appointment": {"appt_ref": "VT-5120"},
        "order_prescription": {"rx_ref": "RX-88"},
        "move_appointment": {},
        "drop_appointment": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
