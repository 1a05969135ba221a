"""Actions of the restaurant domain: tiny, deterministic stand-ins for a real kitchen."""

from __future__ import annotations

import zlib
from typing import Any


def _number(slots: dict[str, Any]) -> int:
    """A stable 4-digit number from the slot values, so replays give the same order id."""
    text = "|".join(f"{k}={slots[k]}" for k in sorted(slots))
    return 1000 + zlib.crc32(text.encode("utf-8")) % 9000


def register(bot: Any) -> None:
    """Register the restaurant actions on a ``Dispatcher``."""

    @bot.action("order_food")
    def order_food(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return {"order_id": f"DD-{_number(slots)}"}

    @bot.action("refund")
    def refund(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return {"refund_id": f"TK-{_number(slots)}"}

    @bot.action("order_status")
    def order_status(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        stages = ["厨房正在准备", "骑手已取餐，正在配送", "已送达"]
        return {"status": stages[_number(slots) % len(stages)]}
