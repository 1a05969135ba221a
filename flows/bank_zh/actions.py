"""手机银行的动作：确定性的替身，代替真正的核心银行接口。"""

from __future__ import annotations

from typing import Any

#: 这个例子里每个账户的余额
BALANCE = 300.0
#: 这个例子里每位客户的出生日期
BIRTH_DATE = "1988-03-09"


def register(bot: Any) -> None:
    """在 ``Dispatcher`` 上注册本领域的动作。"""

    @bot.action("check_identity")
    def check_identity(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return {"verified": str(slots.get("birth_date")) == BIRTH_DATE}

    @bot.action("check_balance")
    def check_balance(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return {"balance": {"amount": BALANCE, "currency": "CNY"}}

    @bot.action("send_money")
    def send_money(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        amount = slots["amount"]["amount"]
        return {"transfer_no": f"ZZ-{int(amount) % 9000 + 1000}"}
