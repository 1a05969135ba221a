"""Actions of the restaurant domain: tiny, deterministic stand-ins for a real kitchen."""

from __future__ import annotations

import zlib
from datetime import datetime, timedelta
from typing import Any

#: a rider picks an order up this long before it is due
_ON_THE_WAY = timedelta(minutes=45)


def _number(slots: dict[str, Any]) -> int:
    """A stable 4-digit number from the slot values, so replays give the same order id."""
    text = "|".join(f"{k}={slots[k]}" for k in sorted(slots))
    return 1000 + zlib.crc32(text.encode("utf-8")) % 9000


def register(bot: Any) -> None:
    """Register the restaurant actions on a ``Dispatcher``."""
    # the kitchen's book: when each order placed through this bot is due
    due: dict[str, datetime] = {}

    @bot.action("order_food")
    def order_food(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        order_id = f"DD-{_number(slots)}"
        try:
            when = f"{slots.get('delivery_date')}T{slots.get('delivery_time')}"
            due[order_id] = datetime.fromisoformat(when).replace(tzinfo=ctx.now.tzinfo)
        except ValueError:
            pass
        return {"order_id": order_id}

    @bot.action("refund")
    def refund(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return {"refund_id": f"TK-{_number(slots)}"}

    @bot.action("order_status")
    def order_status(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        when = due.get(str(slots.get("order_id")))
        if when is not None:  # an order of this kitchen: by its delivery time
            if ctx.now < when - _ON_THE_WAY:
                return {"status": f"已下单，预计{when:%Y-%m-%d %H:%M}送达"}
            return {"status": "骑手已取餐，正在配送" if ctx.now < when else "已送达"}
        # an order from before (another process, a made-up number): a stable stage
        stages = ["厨房正在准备", "骑手已取餐，正在配送", "已送达"]
        return {"status": stages[_number(slots) % len(stages)]}
