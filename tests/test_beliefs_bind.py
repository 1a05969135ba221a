"""Beliefs that bind: what a user states early holds for every task after it.

Test domains written from docs/dsl.md ("beliefs") before running: a grocery delivery shop
(English) and a housekeeping service (家政保洁, Chinese), in ``tests/domains/``. Each
conversation states its limits and avoids in the first turns, talks about other things for
20 turns and more, and breaks them in another task: the bot must say so and ask, never book.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock

DOMAINS = Path(__file__).resolve().parent / "domains"
CLOCK = FixedClock("2026-11-29T10:00:00")

EN_FILLER = [
    "when are you open",
    "cool thx",
    "lol ok",
    "what time do you deliver",
    "nice",
    "hmm ok",
    "thanks!",
    "store hours?",
    "gr8",
    "ok",
]
ZH_FILLER = [
    "多少钱一小时",
    "好的",
    "嗯嗯",
    "谢谢",
    "哈哈",
    "怎么收费",
    "知道了",
    "行",
    "好滴",
    "收费标准",
]


def _bot(name: str) -> Dispatcher:
    bot = Dispatcher.from_path(DOMAINS / name, clock=CLOCK)
    counter = iter(range(1, 1000))
    for action in ("order_groceries", "gift_card", "book_cleaning", "buy_package"):

        def act(slots: dict[str, Any], ctx: Any, _name: str = action) -> dict[str, Any]:
            n = next(counter)
            return {
                "order_id": f"GR-{n}",
                "card_id": f"GC-{n}",
                "booking_id": f"JZ-{n}",
                "receipt": f"RC-{n}",
            }

        bot.action(action)(act)
    return bot


@pytest.fixture
def grocery() -> Conversation:
    return Conversation(_bot("grocery"), "s", "u1")


@pytest.fixture
def housekeeping() -> Conversation:
    return Conversation(_bot("housekeeping"), "s", "u1")


def _filler(conv: Conversation, lines: list[str], turns: int) -> None:
    for i in range(turns):
        conv.say(lines[i % len(lines)])


def _events(conv: Conversation, kind: str) -> list[Any]:
    return [e for r in conv.replies for e in r.events if e.type == kind]


# -- English: a grocery delivery shop ------------------------------------------------------


def test_en_limit_and_avoid_bind_tasks_twenty_turns_later(grocery: Conversation) -> None:
    grocery.say("hi! fyi my budget is $100", beliefs={"budget": "100 USD"})
    grocery.say("also im allergic to peanuts", beliefs={"allergy": "peanuts"})
    grocery.say("i need groceries", asked="item")
    grocery.say("bananas", asked="quantity")
    grocery.say("6", asked="delivery_day")
    grocery.say("tomorrow", phase="confirming")
    grocery.say("yes", bot_contains="Ordered", flow=None)
    _filler(grocery, EN_FILLER, 16)
    assert grocery.last.state.turn >= 23
    grocery.say("i want to send a gift card", asked="amount")
    r = grocery.say("$150", phase="clarifying", slots={"amount": None})
    assert "over the $100 budget you set" in r.text
    assert "$150" in r.text
    grocery.say("ok make it 80", slots={"amount": "80 USD"}, asked="recipient")
    grocery.say("for my sister", phase="confirming")
    grocery.say("yes", bot_contains="Sent, card", flow=None)
    # the allergy binds an item tagged with it, in another task
    r = grocery.say("order some pad thai", phase="clarifying", slots={"item": None})
    assert "peanuts" in r.text
    grocery.say("oat milk then", slots={"item": "oat milk"}, asked="quantity")
    assert grocery.last.state.beliefs["budget"].value["amount"] == 100


def test_en_override_is_recorded_and_the_limit_stays(grocery: Conversation) -> None:
    grocery.say("my budget is $100", beliefs={"budget": "100 USD"})
    grocery.say("send a gift card", asked="amount")
    grocery.say("150 dollars", phase="clarifying", bot_contains="anyway")
    r = grocery.say("send it anyway", slots={"amount": "150 USD"}, asked="recipient")
    assert [e.data["belief"] for e in r.events if e.type == "belief_overridden"] == ["budget"]
    # the confirmation is not blocked again by the value the user chose knowingly
    grocery.say("for tom", phase="confirming", bot_contains="$150")
    grocery.say("yes", bot_contains="Sent, card", beliefs={"budget": "100 USD"})
    # the next card is checked again: an override holds for that value of that task only
    grocery.say("another gift card", asked="amount")
    grocery.say("$120", phase="clarifying", bot_contains="over the $100 budget")


def test_en_a_limit_stated_mid_task_is_checked_before_confirming(grocery: Conversation) -> None:
    grocery.say("buy a gift card", asked="amount")
    grocery.say("$300", asked="recipient")
    r = grocery.say("oh and my budget is $200 btw", phase="clarifying")
    assert "over the $200 budget" in r.text
    grocery.say("no", asked="amount", slots={"amount": None})
    grocery.say("$50", asked="recipient")


def test_en_conflict_explicit_replaces_plain_asks(grocery: Conversation) -> None:
    grocery.say("my budget is $100", beliefs={"budget": "100 USD"})
    grocery.say("ok")
    r = grocery.say("my budget is $300", beliefs={"budget": "100 USD"})
    assert "Should $300 replace it?" in r.text
    r = grocery.say("yes", beliefs={"budget": "300 USD"})
    assert [e.data["previous"] for e in r.events if e.type == "belief_changed"] == [
        {"amount": 100.0, "currency": "USD"}
    ]
    grocery.say("actually my budget is now $500", beliefs={"budget": "500 USD"})
    history = grocery.last.state.beliefs["budget"].history
    assert [h.value["amount"] for h in history] == [100.0, 300.0]
    assert [h.turn for h in history] == [1, 4]
    # a hedge asks, and a no keeps what holds
    grocery.say("hmm maybe my budget is $50", beliefs={"budget": "500 USD"}, bot_contains="?")
    grocery.say("no", beliefs={"budget": "500 USD"})


def test_en_author_declared_kinds(grocery: Conversation) -> None:
    grocery.say("btw i'm vegan", beliefs={"vegan": "animal"})
    grocery.say("never more than 5 of anything", beliefs={"bag_cap": 5})
    _filler(grocery, EN_FILLER, 20)
    r = grocery.say("order some salmon", phase="clarifying")
    assert "vegan" in r.text
    grocery.say("tofu", slots={"item": "tofu"}, asked="quantity")
    r = grocery.say("8", phase="clarifying")
    assert "per-item cap" in r.text
    grocery.say("4", slots={"quantity": 4}, asked="delivery_day")


def test_en_remembering_a_rule_starts_no_task(grocery: Conversation) -> None:
    r = grocery.say("Please remember that my gift card limit is $500", flow=None)
    assert r.state.beliefs["budget"].value == {"amount": 500.0, "currency": "USD"}
    r = grocery.say("pls remember: no gift cards over 40 bucks", flow=None)
    assert r.state.beliefs["budget"].value["amount"] in (40.0, 500.0)


def test_en_the_state_block_marks_the_binding(grocery: Conversation) -> None:
    grocery.say("my budget is $100")
    grocery.say("gift card please", asked="amount")
    grocery.say("$90")
    system = grocery.last.prompt[0]["content"]
    assert "[bound by budget]" in system
    grocery.say("cancel that", flow=None)
    grocery.say("gift card please", asked="amount")
    grocery.say("$130", phase="clarifying")
    grocery.say("yes anyway", asked="recipient")
    system = grocery.last.prompt[0]["content"]
    assert "[over budget, overridden]" in system


def test_en_a_correction_of_the_amount_while_free_text_is_asked(grocery: Conversation) -> None:
    grocery.say("my budget is $100")
    grocery.say("gift card please", asked="amount")
    grocery.say("$90", asked="recipient")
    grocery.say("actually make it $130", phase="clarifying", bot_contains="over the $100")


def test_en_a_fact_for_this_week_is_not_lasting(grocery: Conversation) -> None:
    grocery.say("i'm allergic to peanuts")
    r = grocery.say("I don't eat shrimp this week")
    lasting = {k: b.lasting for k, b in r.state.beliefs.items()}
    assert lasting["allergy"] is True
    assert any(k.startswith("avoid:") and not v for k, v in lasting.items())
    fresh = Conversation(grocery.bot, "s2", "u1")
    r = fresh.say("order some shrimp")
    assert not any(k.startswith("avoid:") for k in r.state.beliefs)


# -- Chinese: a housekeeping service --------------------------------------------------------


def test_zh_limit_and_avoid_bind_tasks_twenty_turns_later(housekeeping: Conversation) -> None:
    housekeeping.say("预算不超过300块", beliefs={"budget": "300 CNY"})
    housekeeping.say("我晚上不方便", beliefs={"avoid:晚上": "晚上"})
    housekeeping.say("对了我对消毒水过敏", beliefs={"allergy": "消毒水"})
    _filler(housekeeping, ZH_FILLER, 18)
    assert housekeeping.last.state.turn >= 21
    housekeeping.say("约个保洁", asked="service")
    r = housekeeping.say("除螨", phase="clarifying", slots={"service": None})
    assert "消毒水" in r.text
    housekeeping.say("那就日常保洁", slots={"service": "日常保洁"}, asked="visit_date")
    housekeeping.say("明天", asked="period")
    r = housekeeping.say("晚上吧", phase="clarifying", slots={"period": None})
    assert "晚上" in r.text
    housekeeping.say("那下午", slots={"period": "下午"}, asked="hours")
    housekeeping.say("3个小时", phase="confirming")
    housekeeping.say("确认", bot_contains="预约好了", flow=None)
    housekeeping.say("买个套餐", asked="amount")
    r = housekeeping.say("500", phase="clarifying")
    assert "超过了您设的预算¥300" in r.text


def test_zh_override_and_the_limit_stays(housekeeping: Conversation) -> None:
    housekeeping.say("预算最多300", beliefs={"budget": "300 CNY"})
    housekeeping.say("我要充值", asked="amount")
    housekeeping.say("500块", phase="clarifying")
    r = housekeeping.say("还是充500吧", slots={"amount": "500 CNY"}, phase="confirming")
    assert _events(housekeeping, "belief_overridden")
    assert r.state.beliefs["budget"].value["amount"] == 300


def test_zh_conflict(housekeeping: Conversation) -> None:
    housekeeping.say("预算是300", beliefs={"budget": "300 CNY"})
    housekeeping.say("好的")
    housekeeping.say("预算改成800", beliefs={"budget": "800 CNY"})
    r = housekeeping.say("预算可能是500", beliefs={"budget": "800 CNY"})
    assert "？" in r.text
    housekeeping.say("是的", beliefs={"budget": "500 CNY"})
    assert [h.value["amount"] for h in housekeeping.last.state.beliefs["budget"].history] == [
        300.0,
        800.0,
    ]


def test_zh_author_declared_limit_and_default(housekeeping: Conversation) -> None:
    housekeeping.say("每次最多3个小时", beliefs={"hour_cap": 3})
    housekeeping.say("家里有宠物", beliefs={"has_pets": "要"})
    _filler(housekeeping, ZH_FILLER, 20)
    housekeeping.say("约个保洁", asked="service", slots={"pet_safe": "要"})
    housekeeping.say("日常保洁", asked="visit_date")
    housekeeping.say("后天", asked="period")
    housekeeping.say("上午", asked="hours")
    r = housekeeping.say("5个小时", phase="clarifying")
    assert "时长上限" in r.text
    housekeeping.say("那3个小时", slots={"hours": 3}, phase="confirming")


def test_zh_a_rule_to_remember_is_kept_even_unread(housekeeping: Conversation) -> None:
    r = housekeeping.say("我有糖尿病，请记一下", flow=None)
    assert any("糖尿病" in str(b.value) for b in r.state.beliefs.values())
    r = housekeeping.say("请记住：充值每次不超过200", flow=None)
    assert r.state.beliefs["budget"].value == {"amount": 200.0, "currency": "CNY"}


# -- facts before folding ----------------------------------------------------------------


def test_en_a_rule_no_belief_took_is_kept_word_for_word(grocery: Conversation) -> None:
    said = "pls don't ring the doorbell when u deliver, the baby sleeps"
    grocery.say(said)
    _filler(grocery, EN_FILLER, 14)
    assert not any(m.content == said for m in grocery.last.state.window)  # folded long ago
    assert f"t1 user: {said}" in grocery.last.state.summary.splitlines()
    assert said in "\n".join(m["content"] for m in grocery.last.prompt)


def test_zh_a_rule_no_belief_took_is_kept_word_for_word(housekeeping: Conversation) -> None:
    said = "阿姨上门前先打个电话，别直接敲门"
    housekeeping.say(said)
    _filler(housekeeping, ZH_FILLER, 14)
    assert f"t1 user: {said}" in housekeeping.last.state.summary.splitlines()


def test_history_shows_the_chain_of_a_belief(tmp_path: Path) -> None:
    from dialogflows.history import history_lines

    bot = Dispatcher.from_path(
        DOMAINS / "grocery", clock=CLOCK, store=f"sqlite:///{tmp_path / 'h.db'}"
    )
    conv = Conversation(bot, "h", "u1")
    conv.say("my budget is $100")
    conv.say("my budget is $300")
    conv.say("yes")
    conv.say("gift card pls")
    conv.say("$400")
    conv.say("do it anyway")
    changes = [c for e in history_lines(bot.store, "u1:h") for c in e.changes]
    beliefs = [c for c in changes if "belief" in c]
    assert beliefs[0].startswith("belief budget = ")
    assert any(c.startswith("asked whether") for c in beliefs)
    assert any("changed to" in c and "(was {'amount': 100.0" in c for c in beliefs)
    assert any("kept against belief budget (override)" in c for c in beliefs)


def test_a_belief_from_commands_binds_without_its_kind(grocery: Conversation) -> None:
    """An LLM's set_belief (or a replay) names no kind: the key's rules say how it binds."""
    grocery.apply(
        [{"type": "set_belief", "key": "budget", "value": {"amount": 60, "currency": "USD"}}]
    )
    grocery.apply([{"type": "start_task", "flow": "gift_card"}], asked="amount")
    grocery.apply(
        [{"type": "set_slot", "slot": "amount", "value": {"amount": 75, "currency": "USD"}}],
        phase="clarifying",
        bot_contains="over the $60 budget",
    )
    grocery.apply([{"type": "affirm"}], slots={"amount": "75 USD"}, asked="recipient")


# -- a statement of what the user does not want is no request with that value -------------


def test_zh_an_unwanted_time_is_an_avoid_not_a_booking(housekeeping: Conversation) -> None:
    r = housekeeping.say("我晚上没空，别约晚上上门", flow=None)
    assert any(k.startswith("avoid:晚上") for k in r.state.beliefs)
    housekeeping.say("周末也不在家", flow=None)
    housekeeping.say("帮我约个保洁", asked="service")
    housekeeping.say("日常保洁", asked="visit_date")
    housekeeping.say("明天", asked="period")
    r = housekeeping.say("晚上", phase="clarifying", slots={"period": None})
    assert "时段" in r.text
    housekeeping.say("上午", slots={"period": "上午"}, asked="hours")


def test_en_an_unwanted_thing_said_many_ways_binds(grocery: Conversation) -> None:
    grocery.say("no shrimp please", flow=None, beliefs={"avoid:shrimp": "shrimp"})
    grocery.say("and i cant have peanuts", flow=None)
    grocery.say("dont go over 80 bucks", flow=None, beliefs={"budget": "80 USD"})
    grocery.say("order some shrimp", phase="clarifying", bot_contains="shrimp")
    grocery.say("nvm, cancel", flow=None)
    grocery.say("add peanut butter to my basket", phase="clarifying", bot_contains="peanut")


def test_a_fact_for_a_while_is_kept_for_the_session_only(grocery: Conversation) -> None:
    r = grocery.say("remember that i'm in paris this week", flow=None)
    facts = [b for k, b in r.state.beliefs.items() if k.startswith("fact:")]
    assert facts and not facts[0].lasting and "paris" in str(facts[0].value)
    grocery.say("pls remember: my building has no elevator", flow=None)
    fresh = Conversation(grocery.bot, "next-week", "u1").say("hi")
    kept = [str(b.value) for k, b in fresh.state.beliefs.items() if k.startswith("fact:")]
    assert kept == ["my building has no elevator"]


# -- a limit on a count of something, built in ------------------------------------------


def test_en_a_count_limit_binds_the_slot_counting_that_thing(grocery: Conversation) -> None:
    grocery.say("never order more than 6 packs", flow=None, beliefs={"limit:packs": 6})
    grocery.say("i need groceries", asked="item")
    grocery.say("oat milk", asked="quantity")
    r = grocery.say("10 packs", phase="clarifying", slots={"quantity": None})
    assert "over the 6 limit" in r.text
    grocery.say("6", slots={"quantity": 6}, asked="delivery_day")
    # money is no count: the card's amount is not bound by it
    grocery.say("cancel", flow=None)
    grocery.say("gift card", asked="amount")
    grocery.say("$10", asked="recipient")


def test_zh_a_count_limit_binds_the_slot_counting_that_thing(restaurant: Conversation) -> None:
    restaurant.say("每次最多2份", flow=None, beliefs={"limit:份": 2})
    restaurant.say("我要点麻婆豆腐", asked="quantity")
    r = restaurant.say("来3份", phase="clarifying")
    assert "上限" in r.text
    restaurant.say("那就2份", slots={"quantity": 2})
