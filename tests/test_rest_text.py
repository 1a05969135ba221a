"""A slot that takes what is left of a message (``takes_rest``): the refund's reason.

Played: "我要退款，菜是凉的" started the refund and dropped "菜是凉的"; "菜是凉的" said when the
refund was confirmed was "not understood" ("确认为订单…退款吗？" again, nothing kept);
"订单DD-1234的菜送错了，我要退款" kept the order and not what was wrong with it; and "你们送得
太慢了" asked for the order number was "抱歉，格式不对。". Only "因为…" / "原因是…" was read.
"菜一直没送到" at the refund's confirmation put the refund aside to track the order, and said
with the request it was dropped: it holds order tracking's trigger "没送到".
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.errors import SpecError
from dialogflows.testing import Conversation, FixedClock

ASK_ID = "请告诉我订单号，比如 DD-1234。"
CONFIRM = "确认为订单DD-1234退款吗？退款后无法撤销。"


def test_a_remark_with_the_request_is_the_reason(restaurant: Conversation) -> None:
    restaurant.say(
        "你好，我要退款，菜是凉的", bot=[ASK_ID], phase="collecting", slots={"reason": "菜是凉的"}
    )
    restaurant.say("DD-1234", bot=[CONFIRM], slots={"order_id": "DD-1234", "reason": "菜是凉的"})
    done = restaurant.say("对", phase="chitchat")
    assert done.messages[0].startswith("已为订单DD-1234提交退款")


def test_a_remark_at_the_confirmation_is_kept_and_asks_again(restaurant: Conversation) -> None:
    restaurant.say("我要退款", bot=[ASK_ID])
    restaurant.say("DD-1234", bot=[CONFIRM], slots={"reason": None})
    restaurant.say("菜是凉的", bot=[CONFIRM], phase="confirming", slots={"reason": "菜是凉的"})
    restaurant.say("对", phase="chitchat")


def test_the_order_and_the_remark_in_one_message(restaurant: Conversation) -> None:
    restaurant.say("我要退款", bot=[ASK_ID])
    restaurant.say(
        "DD-1234，菜送错了", bot=[CONFIRM], slots={"order_id": "DD-1234", "reason": "菜送错了"}
    )


def test_the_remark_around_the_order_in_the_request(restaurant: Conversation) -> None:
    restaurant.say(
        "订单DD-1234的菜送错了，我要退款",
        bot=[CONFIRM],
        slots={"order_id": "DD-1234", "reason": "订单DD-1234的菜送错了"},
    )


def test_a_remark_where_the_number_is_asked_is_no_number(restaurant: Conversation) -> None:
    restaurant.say("我要退款", bot=[ASK_ID])
    restaurant.say(
        "你们送得太慢了", bot=[ASK_ID], slots={"reason": "你们送得太慢了", "order_id": None}
    )
    restaurant.say("DD-1234", bot=[CONFIRM], slots={"reason": "你们送得太慢了"})


def test_a_reason_given_is_not_overwritten_by_a_later_remark(restaurant: Conversation) -> None:
    restaurant.say("我要退款，因为太慢了", slots={"reason": "太慢了"})
    restaurant.say("DD-1234，菜也是凉的", bot=[CONFIRM], slots={"reason": "太慢了"})


@pytest.mark.parametrize("said", ["你好", "谢谢", "嗯", "等一下", "我不记得订单号了", "怎么退款？"])
def test_talk_questions_and_words_about_other_slots_are_no_reason(
    restaurant: Conversation, said: str
) -> None:
    restaurant.say("我要退款", bot=[ASK_ID])
    restaurant.say(said, phase="collecting", slots={"reason": None})


@pytest.mark.parametrize("said", ["对", "好的，退吧", "你们怎么这么慢？"])
def test_answers_and_questions_at_the_confirmation_are_no_reason(
    restaurant: Conversation, said: str
) -> None:
    restaurant.say("我要退款", bot=[ASK_ID])
    restaurant.say("DD-1234", bot=[CONFIRM])
    restaurant.say(said, slots={"reason": None} if said != "对" else {})
    if said == "对":
        assert restaurant.last.state.active_task is None


@pytest.mark.parametrize("said", ["菜一直没送到", "外卖还没到"])
def test_a_complaint_holding_tracking_words_is_the_reason(
    restaurant: Conversation, said: str
) -> None:
    """Order tracking's triggers ("没送到", "还没到") in a statement about the order being
    refunded: the reason, where the refund was put aside to track the order."""
    restaurant.say("我要退款", bot=[ASK_ID])
    restaurant.say("DD-1234", bot=[CONFIRM])
    r = restaurant.say(said, bot=[CONFIRM], phase="confirming", slots={"reason": said})
    assert r.state.task_stack == []
    assert restaurant.say("对", phase="chitchat").messages[0].startswith("已为订单DD-1234提交退款")


def test_a_complaint_with_the_request_is_the_reason(restaurant: Conversation) -> None:
    restaurant.say("我要退款，菜一直没送到", bot=[ASK_ID], slots={"reason": "菜一直没送到"})
    restaurant.say("DD-1234", bot=[CONFIRM], slots={"reason": "菜一直没送到"})


@pytest.mark.parametrize("said", ["我的外卖到哪了", "帮我查一下订单"])
def test_asking_to_track_the_order_still_tracks_it(restaurant: Conversation, said: str) -> None:
    """A guard (passed before): a question or a request is no remark."""
    restaurant.say("我要退款", bot=[ASK_ID])
    restaurant.say("DD-1234", bot=[CONFIRM])
    r = restaurant.say(said, bot_contains="先暂停退款。", slots={"reason": None})
    assert r.state.active_task is not None and r.state.active_task.flow == "order_status"
    assert [t.flow for t in r.state.task_stack] == ["refund"]


def test_a_flow_without_such_a_slot_takes_no_remark(restaurant: Conversation) -> None:
    restaurant.say("我要点餐", asked="dish")
    restaurant.say("两份宫保鸡丁，菜要热的", asked="delivery_date", slots={"quantity": 2})
    assert {k for k, v in restaurant.slots.items() if v is not None} == {"dish", "quantity"}


def test_english_remark_for_a_slot_that_takes_it(tmp_path: Path) -> None:
    (tmp_path / "complaint.yaml").write_text(
        """
flows:
  complaint:
    description: File a complaint
    triggers: [complaint, complain]
    slots:
      - {name: ticket, type: text, pattern: "^T-[0-9]+$", prompt: "Which ticket?"}
      - {name: details, type: text, required: false, takes_rest: true}
    confirm: "File a complaint for {ticket}?"
    done: "Filed."
""",
        encoding="utf-8",
    )
    bot = Dispatcher.from_path(tmp_path, clock=FixedClock("2026-11-29T10:00:00"))
    chat = Conversation(bot)
    chat.say(
        "I want to file a complaint, the driver was rude",
        bot=["Which ticket?"],
        slots={"details": "the driver was rude"},
    )
    chat.say("T-42", bot=["File a complaint for T-42?"], slots={"ticket": "T-42"})
    chat.say("thanks", slots={"details": "the driver was rude"})


@pytest.mark.parametrize(
    ("slots", "says"),
    [
        ("[{name: n, type: integer, takes_rest: true}]", "applies to free-text slots"),
        ("[{name: a, takes_rest: true}, {name: b, takes_rest: true}]", "only one slot"),
    ],
)
def test_takes_rest_on_a_wrong_slot_is_a_load_error(tmp_path: Path, slots: str, says: str) -> None:
    (tmp_path / "f.yaml").write_text(
        f"\nflows:\n  f:\n    description: F\n    triggers: [f]\n    slots: {slots}\n",
        encoding="utf-8",
    )
    with pytest.raises(SpecError) as e:
        Dispatcher.from_path(tmp_path)
    issue = e.value.issues[0]
    assert says in issue.message and issue.line == 6 and issue.code == "invalid-value"
