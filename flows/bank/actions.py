"""Actions of the bank domain: deterministic stand-ins for a core banking API."""

from __future__ import annotations

from typing import Any

#: the balance every account has in this example
BALANCE = 120.0
#: the date of birth every customer of this example has
BIRTH_DATE = "1990-05-17"


def register(bot: Any) -> None:
    """Register the bank actions on a ``Dispatcher``."""

    @bot.action("check_pin")
    def check_pin(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return {"verified": str(slots.get("birth_date")) == BIRTH_DATE}

    @bot.action("check_balance")
    def check_balance(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return {"balance": {"amount": BALANCE, "currency": "USD"}}

    @bot.action("send_money")
    def send_money(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        amount = slots["amount"]["amount"]
        return {"transfer_id": f"TR-{int(amount * 100) % 9000 + 1000}"}

    @bot.action("reverse_transfer")
    def reverse_transfer(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return {"reversed": True}

    @bot.action("block_card")
    def block_card(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return {}

    @bot.action("order_card")
    def order_card(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return {"card_order": f"CO-{len(str(slots.get('delivery'))) + 1000}"}
