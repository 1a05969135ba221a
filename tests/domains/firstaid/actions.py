"""Stand-ins for the first aid desk's jobs: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_course": {"ref": "FA-51207"},
        "move_booking": {},
        "cancel_booking": {},
        "resend_certificate": {"cert_no": "C-88120"},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
