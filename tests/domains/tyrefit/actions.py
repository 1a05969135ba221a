"""Stand-ins for the mobile tyre fitter's diary: each action returns a fixed result."""

from __future__ import annotations

from typing import Any


def register(bot: Any) -> None:
    """Register the stand-in actions on a ``Dispatcher``."""
    for name, result in {
        "book_fitting": {"job_ref": "TF-2201"},
        "send_van": {"job_ref": "TF-2202"},
        "drop_fitting": {},
    }.items():

        def run(slots: dict[str, Any], ctx: Any, _r: dict[str, Any] = result) -> dict[str, Any]:
            return dict(_r)

        bot.action(name)(run)
