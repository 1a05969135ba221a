"""A murmur is no yes to something that cannot be undone.

"嗯" to "确认为订单DD-1234退款吗？退款后无法撤销。" refunded the order at once. A murmured yes
("嗯", "mhm", "uh huh") still confirms an ordinary flow; a destructive flow asks for a
clear answer and waits.
"""

from __future__ import annotations

import pytest

from dialogflows import Affirm
from dialogflows.testing import Conversation

REFUND = "确认为订单DD-1234退款吗？退款后无法撤销。"


@pytest.mark.parametrize("murmur", ["嗯", "嗯嗯"])
def test_zh_a_murmur_does_not_refund(restaurant: Conversation, murmur: str) -> None:
    restaurant.say("我要退款", asked="order_id")
    restaurant.say("DD-1234", bot=REFUND, phase="confirming")
    restaurant.say(
        murmur,
        bot=["这一步无法撤销，请明确回答“是”或“不是”。", REFUND],
        phase="confirming",
        flow="refund",
    )
    restaurant.say("是的", bot_matches=r"^已为订单DD-1234提交退款")


def test_zh_a_murmur_still_places_an_order(restaurant: Conversation) -> None:
    restaurant.say("叫外卖，一份水煮鱼，明天中午12点送到海淀区", phase="confirming")
    restaurant.say("嗯", bot_matches=r"^下单成功")


def test_a_murmur_does_not_cancel_a_booking(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome next friday in economy", phase="confirming")
    booked = travel.say("yes").state.entity_stack[-1].value
    travel.say("cancel it", phase="confirming", flow="cancel_booking")
    r = travel.say("mhm", phase="confirming", flow="cancel_booking")
    assert r.messages[0] == "This cannot be undone, so please answer yes or no."
    assert r.commands == [Affirm(confidence=0.5)]
    travel.say("yes", bot=f"Booking {booked} is cancelled.")


def test_an_llm_yes_with_low_confidence_does_not_cancel(travel: Conversation) -> None:
    travel.say("book a flight from Paris to Rome next friday in economy", phase="confirming")
    travel.say("yes")
    travel.say("cancel it", phase="confirming", flow="cancel_booking")
    r = travel.bot.apply("s", [Affirm(confidence=0.3)], user_id="u1")
    assert r.state.active_task is not None and r.state.active_task.phase == "confirming"
