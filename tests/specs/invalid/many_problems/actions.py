"""Registers one of the two actions the library flows name (the other is a typo'd name)."""

from typing import Any


def register(bot: Any) -> None:
    @bot.action("check_in")
    def check_in(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return {}

    @bot.action("renew_loan")
    def renew_loan(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return {"due_date": "2027-01-10"}
