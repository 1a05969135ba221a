"""The rule-based understander: one message + the state -> the commands a user would expect.

States are built directly; the domain is small and inline. The clock is Sunday 2026-11-29.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as hs

from dialogflows import Dispatcher
from dialogflows.commands import (
    Affirm,
    Cancel,
    ChitChat,
    Clarify,
    ClearSlot,
    Command,
    CorrectSlot,
    Deny,
    Handoff,
    Repeat,
    Resume,
    SetBelief,
    SetSlot,
    StartTask,
)
from dialogflows.nlu.base import NluContext
from dialogflows.nlu.rules import RuleUnderstander
from dialogflows.responses import Responses
from dialogflows.spec import Domain, EntitySpec, FlowSpec, ResultSpec, Settings, SlotSpec
from dialogflows.state import Belief, DialogueState, Entity, Slot, Task
from dialogflows.testing import FixedClock

NOW = datetime(2026, 11, 29, 10, 0)

FLIGHT = FlowSpec(
    name="book_flight",
    description="book a flight",
    triggers=["book a flight", "fly to", "订机票", "机票"],
    slots=[
        SlotSpec(name="departure_city", entity="city", patterns=["from {value}", "从{value}"]),
        SlotSpec(
            name="arrival_city", entity="city", patterns=["to {value}", "到{value}", "去{value}"]
        ),
        SlotSpec(name="depart_date", type="date"),
        SlotSpec(
            name="seat_class",
            type="enum",
            values=["economy", "business"],
            synonyms={"business": ["商务舱"], "economy": ["经济舱"]},
        ),
        SlotSpec(
            name="passengers",
            type="integer",
            patterns=["{value} passengers", "{value}个人", "{value}位"],
        ),
    ],
    confirm="Book {seat_class} to {arrival_city}?",
    results=[ResultSpec(name="booking_id", entity="booking")],
)
HOTEL = FlowSpec(
    name="book_hotel",
    description="book a hotel",
    triggers=["book a hotel", "need a hotel", "订酒店"],
    slots=[
        SlotSpec(name="city", entity="city", patterns=["in {value}"]),
        SlotSpec(name="checkin", type="date"),
    ],
)
CANCEL = FlowSpec(
    name="cancel_booking",
    description="cancel a booking",
    triggers=["cancel my booking", "cancel the booking", "cancel it", "取消订单", "把它取消"],
    entity="booking",
    slots=[SlotSpec(name="booking_id", entity="booking")],
)
TABLE = FlowSpec(
    name="book_table",
    description="book a table",
    triggers=["book a table", "订位", "订个位子"],
    slots=[
        SlotSpec(
            name="party_size", type="integer", patterns=["for {value}", "{value}位", "{value}个人"]
        ),
        SlotSpec(name="when", type="time"),
        SlotSpec(name="note", type="text", required=False),
    ],
)
CITY = EntitySpec(
    name="city",
    values=["New York", "Paris", "Rome", "Beijing", "Shanghai"],
    synonyms={"New York": ["NYC"], "Beijing": ["北京"], "Shanghai": ["上海"]},
)
DOMAIN = Domain(
    settings=Settings(),
    entities={"city": CITY},
    flows={f.name: f for f in (FLIGHT, HOTEL, CANCEL, TABLE)},
)
RULES = RuleUnderstander(DOMAIN)


def state(
    flow: str | None = None,
    asked: str | None = None,
    phase: str = "collecting",
    slots: dict[str, Any] | None = None,
    entities: list[tuple[str, Any]] | None = None,
    stack: list[str] | None = None,
    offer_resume: str | None = None,
    beliefs: dict[str, Any] | None = None,
) -> DialogueState:
    task = None
    if flow is not None:
        filled = {
            name: Slot(name=name, value=v, source_turn=i + 1)
            for i, (name, v) in enumerate((slots or {}).items())
        }
        task = Task(id="t1", flow=flow, phase=phase, asked=asked, slots=filled)  # type: ignore[arg-type]
    return DialogueState(
        session_id="s",
        active_task=task,
        task_stack=[Task(id=f"s{i}", flow=f) for i, f in enumerate(stack or [])],
        entity_stack=[Entity(type=t, value=v, turn=i) for i, (t, v) in enumerate(entities or [])],
        offer_resume=offer_resume,
        beliefs={k: Belief(key=k, value=v, invariant=True) for k, v in (beliefs or {}).items()},
    )


def understand(text: str, st: DialogueState | None = None, language: str = "en") -> list[Command]:
    ctx = NluContext(state=st or state(), domain=DOMAIN, now=NOW, language=language)
    return RULES.understand(text, ctx)


def asked(cmd: Command, domain: Domain | None = None, flow: str | None = None) -> str:
    """The words the runtime asks a ``Clarify`` with: the understanding says it by key."""
    assert isinstance(cmd, Clarify) and cmd.ask is not None, cmd
    d = domain or DOMAIN
    said = Responses(d).asked(cmd, d.flows[flow] if flow else None)
    assert said is not None
    return said


def only(commands: list[Command]) -> Command:
    assert len(commands) == 1, commands
    return commands[0]


# ------------------------------------------------------------------ starting flows


def test_trigger_starts_a_flow_with_volunteered_values() -> None:
    cmd = only(understand("I want to fly to Rome from NYC next friday"))
    assert cmd == StartTask(
        flow="book_flight",
        slots={"arrival_city": "Rome", "departure_city": "New York", "depart_date": "2026-12-04"},
        inferred=["depart_date"],  # "next friday": a weekday made the date
    )


def test_chinese_trigger_without_spaces_and_values() -> None:
    cmd = only(understand("帮我订机票，从北京到上海，后天，两个人", language="zh"))
    assert isinstance(cmd, StartTask) and cmd.flow == "book_flight"
    assert cmd.slots == {
        "departure_city": "Beijing",
        "arrival_city": "Shanghai",
        "depart_date": "2026-12-01",
        "passengers": 2,
    }


def test_triggers_are_normalized() -> None:
    assert only(understand("  BOOK   a Flight!!! ")) == StartTask(flow="book_flight")


def test_trigger_words_in_another_order_start_with_less_confidence() -> None:
    cmd = only(understand("a flight, book it for me"))
    assert isinstance(cmd, StartTask) and cmd.flow == "book_flight" and cmd.confidence < 1.0


def test_two_flows_matching_equally_ask_which() -> None:
    twin = FlowSpec(name="book_train", description="book a train", triggers=["book a trip"])
    other = FlowSpec(name="book_bus", description="book a bus", triggers=["book a trip"])
    domain = Domain(flows={"book_train": twin, "book_bus": other})
    ctx = NluContext(state=state(), domain=domain, now=NOW)
    cmd = only(RuleUnderstander(domain).understand("book a trip", ctx))
    assert isinstance(cmd, Clarify) and sorted(cmd.options) == ["book_bus", "book_train"]
    assert cmd.ask == "which_flow"
    assert "book a train" in asked(cmd, domain) and "book a bus" in asked(cmd, domain)


def test_small_talk_starts_nothing() -> None:
    # what the talk is, said by key for the runtime: a question it does not answer, thanks
    assert only(understand("what's the weather like?")) == ChitChat(
        text="what's the weather like?", aside="question"
    )
    assert only(understand("谢谢", language="zh")) == ChitChat(
        text="谢谢", said="thanks", aside="talk"
    )


# ------------------------------------------------------------------ answering the asked slot


@pytest.mark.parametrize(
    ("asked", "text", "expected"),
    [
        ("depart_date", "next friday please", "2026-12-04"),
        ("depart_date", "后天", "2026-12-01"),
        ("passengers", "two", 2),
        ("passengers", "三位", 3),
        ("seat_class", "Business", "business"),
        ("seat_class", "经济舱", "economy"),
        ("arrival_city", "NYC", "New York"),
        ("arrival_city", "to Paris please", "Paris"),
    ],
)
def test_the_asked_slot_gets_the_answer(asked: str, text: str, expected: Any) -> None:
    cmd = only(understand(text, state("book_flight", asked), "zh" if not text.isascii() else "en"))
    assert isinstance(cmd, SetSlot) and cmd.slot == asked and cmd.value == expected
    assert cmd.confidence == 1.0


def test_a_typo_fills_the_slot_with_lower_confidence() -> None:
    cmd = only(understand("bussiness", state("book_flight", "seat_class")))
    assert isinstance(cmd, SetSlot) and cmd.value == "business" and 0.7 <= cmd.confidence < 0.9


def test_two_values_that_fit_equally_become_a_question() -> None:
    cmd = only(understand("economy or business?", state("book_flight", "seat_class")))
    assert isinstance(cmd, Clarify) and cmd.slot == "seat_class"
    assert cmd.options == ["economy", "business"]


def test_an_answer_can_carry_values_for_other_slots() -> None:
    cmds = understand("Rome, next friday, 2 passengers", state("book_flight", "arrival_city"))
    assert SetSlot(slot="arrival_city", value="Rome", raw_text="Rome") in cmds
    assert {(c.slot, c.value) for c in cmds if isinstance(c, SetSlot)} == {
        ("arrival_city", "Rome"),
        ("depart_date", "2026-12-04"),
        ("passengers", 2),
    }


def test_a_mention_that_could_be_either_city_is_left_alone() -> None:
    # No pattern says whether Paris is where from or where to, and neither is asked.
    cmds = understand("Paris", state("book_flight", "depart_date"))
    assert not any(isinstance(c, SetSlot) for c in cmds)


def test_a_question_is_not_an_answer_to_a_free_text_slot() -> None:
    cmd = only(understand("what kind of notes can I add?", state("book_table", "note")))
    assert isinstance(cmd, ChitChat)
    assert only(understand("by the window", state("book_table", "note"))) == SetSlot(
        slot="note", value="by the window", raw_text="by the window"
    )


# ------------------------------------------------------------------ topic switches


def test_a_trigger_of_another_flow_switches_topic() -> None:
    assert only(understand("I need a hotel", state("book_flight", "depart_date"))) == StartTask(
        flow="book_hotel"
    )


def test_a_cue_word_with_a_trigger_switches_topic_in_chinese() -> None:
    cmd = only(understand("对了，顺便帮我订酒店", state("book_flight", "depart_date"), "zh"))
    assert cmd == StartTask(flow="book_hotel")


def test_a_value_for_the_asked_slot_is_never_a_topic_switch() -> None:
    # "book a table" is a trigger, but "for 2" answers the asked integer slot of book_flight? No:
    # here the asked slot is a date, and the message is a date with a trigger word inside.
    cmds = understand("tomorrow, I need a hotel there", state("book_hotel", "checkin"))
    assert cmds == [SetSlot(slot="checkin", value="2026-11-30", raw_text="tomorrow")]
    cmd = only(understand("机票的话，后天", state("book_hotel", "checkin"), "zh"))
    assert isinstance(cmd, SetSlot) and cmd.value == "2026-12-01"


def test_a_weak_trigger_match_below_the_threshold_does_not_switch() -> None:
    strict = Domain(
        settings=Settings(topic_switch_threshold=0.9),
        entities={"city": CITY},
        flows=DOMAIN.flows,
    )
    ctx = NluContext(state=state("book_flight", "arrival_city"), domain=strict, now=NOW)
    cmds = RuleUnderstander(strict).understand("a hotel, can you book it", ctx)
    assert not any(isinstance(c, StartTask) for c in cmds)
    # the same words with a cue word clear the bar
    ctx2 = NluContext(state=state("book_flight", "depart_date"), domain=strict, now=NOW)
    cmds2 = RuleUnderstander(strict).understand("by the way, a hotel, can you book it", ctx2)
    assert cmds2 == [StartTask(flow="book_hotel", confidence=1.0)]


# ------------------------------------------------------------------ confirmation and corrections


CONFIRMING = {
    "departure_city": "New York",
    "arrival_city": "Paris",
    "depart_date": "2026-11-30",
    "passengers": 3,
}


@pytest.mark.parametrize("text", ["yes", "Yes please!", "sounds good", "是的", "好的，谢谢"])
def test_yes_while_confirming(text: str) -> None:
    assert (
        only(understand(text, state("book_flight", phase="confirming", slots=CONFIRMING)))
        == Affirm()
    )


@pytest.mark.parametrize(
    ("text", "amend"), [("no", False), ("nope", False), ("不对", True), ("不是", False)]
)
def test_no_while_confirming(text: str, amend: bool) -> None:
    """A no, and whether it says something is wrong (``Deny.amend``: "不对" asks what to
    change even at a destructive flow's confirmation, where a bare no keeps the thing)."""
    assert only(
        understand(text, state("book_flight", phase="confirming", slots=CONFIRMING))
    ) == Deny(amend=amend)


@pytest.mark.parametrize(
    ("text", "slot", "value", "rejected"),
    [
        ("no, make it Friday", "depart_date", "2026-12-04", "2026-11-30"),
        ("not Paris, Rome", "arrival_city", "Rome", "Paris"),
        ("actually 4 passengers", "passengers", 4, 3),
        ("不是明天，是后天", "depart_date", "2026-12-01", "2026-11-30"),
        ("改成两个人", "passengers", 2, 3),
        ("Rome", "arrival_city", "Rome", "Paris"),  # a bare value that fits a filled slot
        ("change the date to next friday", "depart_date", "2026-12-04", "2026-11-30"),
    ],
)
def test_corrections_while_confirming(text: str, slot: str, value: Any, rejected: Any) -> None:
    language = "en" if text.isascii() else "zh"
    cmd = only(
        understand(text, state("book_flight", phase="confirming", slots=CONFIRMING), language)
    )
    assert isinstance(cmd, CorrectSlot)
    assert (cmd.slot, cmd.value, cmd.rejected) == (slot, value, rejected)


def test_a_correction_mid_collection_names_the_rejected_value() -> None:
    st = state(
        "book_flight", "depart_date", slots={"departure_city": "New York", "arrival_city": "Paris"}
    )
    cmd = only(understand("no wait, not Paris, Rome", st))
    assert cmd == CorrectSlot(slot="arrival_city", value="Rome", raw_text="Rome", rejected="Paris")


def test_a_correction_of_a_free_text_slot() -> None:
    st = state("book_table", phase="confirming", slots={"party_size": 2, "note": "by the window"})
    cmd = only(understand("not by the window, on the terrace", st))
    assert isinstance(cmd, CorrectSlot) and cmd.slot == "note" and cmd.value == "on the terrace"


def test_negated_values_are_not_taken() -> None:
    cmds = understand("not economy", state("book_flight", "seat_class"))
    assert not any(isinstance(c, SetSlot) and c.value == "economy" for c in cmds)


# ------------------------------------------------------------------ clearing a slot


def test_forget_a_named_slot() -> None:
    st = state("book_flight", "seat_class", slots={"depart_date": "2026-12-01"})
    assert only(understand("forget the date", st)) == ClearSlot(slot="depart_date")
    assert only(understand("clear the arrival city", st)) == ClearSlot(slot="arrival_city")
    st_table = state("book_table", "party_size", slots={"when": "19:00"})
    assert only(understand("不要指定时间了", st_table, "zh")) == ClearSlot(slot="when")


# ------------------------------------------------------------------ references


def test_it_resolves_to_the_newest_entity_of_the_slots_type() -> None:
    st = state(entities=[("booking", "BK-1"), ("city", "Rome"), ("booking", "BK-2")])
    assert only(understand("cancel it", st)) == StartTask(
        flow="cancel_booking", slots={"booking_id": "BK-2"}
    )
    assert only(understand("把它取消", st, "zh")) == StartTask(
        flow="cancel_booking", slots={"booking_id": "BK-2"}
    )


def test_an_ordinal_counts_from_the_oldest() -> None:
    st = state("cancel_booking", "booking_id", entities=[("booking", "BK-1"), ("booking", "BK-2")])
    assert only(understand("the first one", st)) == SetSlot(
        slot="booking_id", value="BK-1", raw_text="the first one"
    )
    assert only(understand("刚才那个", st, "zh")) == SetSlot(
        slot="booking_id", value="BK-2", raw_text="刚才那个"
    )


def test_a_reference_with_nothing_to_point_at_asks() -> None:
    cmds = understand("cancel it", state(entities=[("city", "Rome")]))
    assert cmds[0] == StartTask(flow="cancel_booking")
    clarify = cmds[1]
    assert isinstance(clarify, Clarify) and clarify.slot == "booking_id"
    assert asked(clarify) == "Which booking do you mean?"
    st = state("cancel_booking", "booking_id")
    cmd = only(understand("那个", st, "zh"))
    assert isinstance(cmd, Clarify) and asked(cmd) == "您说的是哪个booking？"


def test_the_pronoun_never_becomes_a_value() -> None:
    for text in ("it", "that one", "它"):
        for cmd in understand(text, state("cancel_booking", "booking_id")):
            assert not (isinstance(cmd, SetSlot) and cmd.value in {"it", "that one", "它"})


# ------------------------------------------------------------------ beliefs


def test_budget_becomes_a_money_belief() -> None:
    # a limit binds and is an invariant (issue 26)
    assert only(understand("my budget is 5000")) == SetBelief(
        key="budget", value={"amount": 5000.0, "currency": "USD"}, invariant=True, kind="limit"
    )
    cmd = only(understand("预算改成6000", language="zh"))
    assert cmd == SetBelief(
        key="budget",
        value={"amount": 6000.0, "currency": "CNY"},
        explicit_change=True,
        invariant=True,
        kind="limit",
    )


def test_an_explicit_change_is_marked() -> None:
    cmd = only(understand("my budget is now $6000"))
    assert isinstance(cmd, SetBelief) and cmd.explicit_change


def test_allergies_are_invariants() -> None:
    assert only(understand("I'm allergic to seafood")) == SetBelief(
        key="allergy", value="seafood", invariant=True, kind="avoid"
    )
    assert only(understand("我对海鲜过敏", language="zh")) == SetBelief(
        key="allergy", value="海鲜", invariant=True, kind="avoid"
    )


def test_a_second_allergy_adds_to_the_first() -> None:
    cmd = only(understand("I'm allergic to peanuts", state(beliefs={"allergy": "seafood"})))
    assert isinstance(cmd, SetBelief) and cmd.value == "seafood, peanuts" and cmd.explicit_change


def test_always_and_never_preferences() -> None:
    assert only(understand("I never fly at night")) == SetBelief(
        key="avoid:fly at night", value="fly at night", invariant=True, kind="avoid"
    )
    assert only(understand("I always fly economy")) == SetBelief(
        key="prefer:fly economy", value="fly economy", invariant=True, kind="prefer"
    )
    assert only(understand("不要海鲜", language="zh")) == SetBelief(
        key="avoid:海鲜", value="海鲜", invariant=True, kind="avoid"
    )


def test_a_belief_comes_along_with_other_commands_and_keeps_its_words() -> None:
    cmds = understand("I'm allergic to seafood, book a table for 2")
    assert cmds[0] == SetBelief(key="allergy", value="seafood", invariant=True, kind="avoid")
    assert cmds[1] == StartTask(flow="book_table", slots={"party_size": 2})
    st = state("book_flight", "passengers")
    cmds = understand("my budget is 5000", st)
    assert not any(isinstance(c, SetSlot) for c in cmds)  # 5000 is the budget, not passengers


# ------------------------------------------------------------------ control words


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("never mind", "en", Cancel()),
        ("cancel that", "en", Cancel()),
        ("forget it", "en", Cancel()),
        ("算了", "zh", Cancel()),
        ("不要了", "zh", Cancel()),
        ("取消", "zh", Cancel()),
        ("say that again", "en", Repeat()),
        ("再说一遍", "zh", Repeat()),
        ("talk to a human", "en", Handoff()),
        ("转人工", "zh", Handoff()),
        ("back to the flight", "en", Resume(flow="book_flight")),
        ("let's continue the hotel booking", "en", Resume(flow="book_hotel")),
        ("继续刚才的", "zh", Resume()),
        ("回到订机票", "zh", Resume(flow="book_flight")),
    ],
)
def test_control_words_mid_task(text: str, language: str, expected: Command) -> None:
    st = state("book_table", "party_size", stack=["book_flight", "book_hotel"])
    assert only(understand(text, st, language)) == expected


def test_cancel_my_booking_mid_task_starts_the_cancel_flow() -> None:
    cmds = understand("cancel my booking", state("book_table", "party_size"))
    assert isinstance(cmds[0], StartTask) and cmds[0].flow == "cancel_booking"
    # "my booking" with none known: which one is asked, nothing else happens
    assert all(isinstance(c, Clarify) and c.slot == "booking_id" for c in cmds[1:])


def test_yes_and_no_answer_an_offer_to_resume() -> None:
    st = state(offer_resume="book_flight")
    assert only(understand("yes", st)) == Affirm()
    assert only(understand("不用", st, "zh")) == Deny()


def test_a_single_control_word_inside_a_long_sentence_does_not_count() -> None:
    cmds = understand("the agent at the desk told me to call back later today ok", state())
    assert not any(isinstance(c, Handoff) for c in cmds)


# ------------------------------------------------------------------ robustness


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "🙂🙂🙂",
        "\x00\x07\x1b[31m",
        "x" * 100_000,
        "de" * 50_000,
        "١٢٣",
        "\ud800",
        "{slot}{flow}",
    ],
    ids=lambda t: f"len{len(t)}",
)
@pytest.mark.parametrize("asked", [None, "depart_date", "arrival_city", "passengers"])
def test_any_input_gives_commands_and_never_raises(text: str, asked: str | None) -> None:
    st = state("book_flight", asked) if asked else state()
    ctx = NluContext(state=st, domain=DOMAIN, now=NOW)
    cmds = RULES.understand(text, ctx)
    assert cmds and not ctx.notes
    for cmd in cmds:
        if isinstance(cmd, SetSlot):
            assert len(str(cmd.value)) <= 1000


def test_the_state_is_not_mutated() -> None:
    st = state("book_flight", phase="confirming", slots=CONFIRMING, entities=[("booking", "BK-1")])
    before = st.model_dump_json()
    for text in ("no, make it Friday", "cancel it", "my budget is 5000", "yes"):
        understand(text, st)
    assert st.model_dump_json() == before


def test_a_trigger_of_another_flow_is_not_read_as_a_correction() -> None:
    st = state("book_flight", "seat_class", slots={"depart_date": "2026-12-04"})
    cmd = only(understand("actually I need a hotel for tomorrow", st))
    assert cmd == StartTask(flow="book_hotel", slots={"checkin": "2026-11-30"})


def test_a_bare_number_is_a_budget_only_when_it_says_so() -> None:
    cmds = understand("no more than 3 people", state("book_table", "party_size"))
    assert cmds == [SetSlot(slot="party_size", value=3, raw_text="3 people")]
    assert only(understand("no more than $300")) == SetBelief(
        key="budget", value={"amount": 300.0, "currency": "USD"}, invariant=True, kind="limit"
    )


def test_another_flows_trigger_while_confirming_is_a_topic_switch_not_a_correction() -> None:
    weather = FlowSpec(
        name="weather",
        description="the weather",
        triggers=["weather"],
        slots=[SlotSpec(name="city", entity="city", patterns=["in {value}"])],
    )
    domain = Domain(entities={"city": CITY}, flows={"book_flight": FLIGHT, "weather": weather})
    st = state("book_flight", phase="confirming", slots=CONFIRMING)
    ctx = NluContext(state=st, domain=domain, now=NOW)
    cmds = RuleUnderstander(domain).understand("what's the weather in Paris?", ctx)
    assert cmds == [StartTask(flow="weather", slots={"city": "Paris"})]
    # "there" points at the newest city
    st2 = state("book_flight", "depart_date", entities=[("city", "New York"), ("city", "Rome")])
    ctx2 = NluContext(state=st2, domain=domain, now=NOW)
    assert RuleUnderstander(domain).understand("what's the weather there?", ctx2) == [
        StartTask(flow="weather", slots={"city": "Rome"})
    ]


def test_a_count_slot_named_after_what_it_counts_needs_no_pattern() -> None:
    count = FlowSpec(
        name="book_bus",
        description="book a bus",
        triggers=["book a bus"],
        slots=[SlotSpec(name="passengers", type="integer"), SlotSpec(name="day", type="date")],
    )
    domain = Domain(flows={"book_bus": count})
    ctx = NluContext(state=state(), domain=domain, now=NOW)
    assert RuleUnderstander(domain).understand("book a bus for 6 passengers tomorrow", ctx) == [
        StartTask(flow="book_bus", slots={"passengers": 6, "day": "2026-11-30"})
    ]


WORDS = hs.sampled_from(
    [
        "yes",
        "no",
        "not",
        "Paris",
        "Rome",
        "NYC",
        "tomorrow",
        "后天",
        "两",
        "3",
        "book",
        "a",
        "flight",
        "hotel",
        "cancel",
        "it",
        "那个",
        "不是",
        "改成",
        "my",
        "budget",
        "is",
        "$",
        "allergic",
        "to",
        "对",
        "过敏",
        "back",
        "the",
        "继续",
        "first",
        "one",
        ",",
        "，",
        "?",
        "🙂",
        "\x00",
        "{value}",
    ]
)


@settings(max_examples=300, deadline=None)
@given(
    words=hs.lists(WORDS | hs.text(max_size=8), max_size=12),
    asked=hs.sampled_from([None, "depart_date", "arrival_city", "passengers", "seat_class"]),
    phase=hs.sampled_from(["collecting", "confirming"]),
)
@example(words=["yes", "过敏", "it"], asked="arrival_city", phase="collecting")  # mixed languages
@example(words=["it"], asked="seat_class", phase="collecting")
def test_word_salad_never_raises_and_never_puts_a_pronoun_in_a_slot(
    words: list[str], asked: str | None, phase: str
) -> None:
    st = state("book_flight", asked, phase, slots=CONFIRMING, entities=[("booking", "BK-1")])
    ctx = NluContext(state=st, domain=DOMAIN, now=NOW, language="en")
    cmds = RULES.understand(" ".join(words), ctx)
    assert cmds and not ctx.notes
    for cmd in cmds:
        if isinstance(cmd, SetSlot | CorrectSlot):
            assert cmd.value not in {"it", "that one", "那个", "它"}


def test_a_value_only_one_flow_takes_starts_that_flow_weakly() -> None:
    dish = EntitySpec(name="dish", values=["麻婆豆腐", "水煮鱼"])
    order = FlowSpec(
        name="order_food",
        description="点外卖",
        triggers=["点餐"],
        slots=[
            SlotSpec(name="dish", type="enum", entity="dish"),
            SlotSpec(name="address", patterns=["送到{value}"]),
        ],
    )
    domain = Domain(
        settings=Settings(language="zh"), entities={"dish": dish}, flows={"order_food": order}
    )
    ctx = NluContext(state=state(), domain=domain, now=NOW, language="zh")
    cmd = only(RuleUnderstander(domain).understand("我想要个麻婆豆腐，送到建国路88号", ctx))
    assert cmd == StartTask(
        flow="order_food", slots={"dish": "麻婆豆腐", "address": "建国路88号"}, confidence=0.6
    )


def test_a_unique_word_of_a_flow_name_starts_it_from_idle_only() -> None:
    cmd = only(understand("any hotel in Rome?"))
    assert cmd == StartTask(flow="book_hotel", slots={"city": "Rome"}, confidence=0.6)
    # mid-task the same weak evidence does not switch away
    cmds = understand("the hotel was nice last time", state("book_flight", "depart_date"))
    assert not any(isinstance(c, StartTask) for c in cmds)


@pytest.mark.parametrize(
    ("text", "language"),
    [("don't cancel", "en"), ("please do not cancel it", "en"), ("不要取消", "zh")],
)
def test_a_negated_control_word_is_not_obeyed(text: str, language: str) -> None:
    cmds = understand(text, state("book_table", "party_size"), language)
    assert Cancel() not in cmds


def test_no_problem_is_a_yes() -> None:
    st = state("book_flight", phase="confirming", slots=CONFIRMING)
    assert only(understand("no problem", st)) == Affirm()


def test_musing_while_confirming_does_not_replace_free_text() -> None:
    st = state("book_table", phase="confirming", slots={"party_size": 2, "note": "by the window"})
    cmds = understand("hmm let me think", st)
    assert not any(isinstance(c, CorrectSlot | SetSlot) for c in cmds)
    cmd = only(understand("no, on the terrace", st))
    assert isinstance(cmd, CorrectSlot) and cmd.value == "on the terrace"


def test_an_unknown_city_replaces_a_rejected_one() -> None:
    st = state("book_flight", phase="confirming", slots=CONFIRMING)
    cmd = only(understand("not Paris, Lisbon", st))
    assert isinstance(cmd, CorrectSlot) and (cmd.slot, cmd.value, cmd.rejected) == (
        "arrival_city",
        "Lisbon",
        "Paris",
    )


def test_continue_inside_a_question_is_not_a_resume() -> None:
    cmds = understand("can I continue to pay by card later?", state(stack=["book_flight"]))
    assert not any(isinstance(c, Resume) for c in cmds)
    assert (
        only(understand("please cancel the whole thing", state("book_table", "party_size")))
        == Cancel()
    )


def test_a_code_in_the_trigger_sentence_fills_the_slot() -> None:
    coded = FlowSpec(
        name="cancel_booking",
        description="cancel a booking",
        triggers=["cancel"],
        entity="booking",
        slots=[SlotSpec(name="booking_id", entity="booking", pattern=r"^BK-[0-9]+$")],
    )
    domain = Domain(flows={"cancel_booking": coded})
    ctx = NluContext(state=state(entities=[("booking", "BK-1")]), domain=domain, now=NOW)
    assert RuleUnderstander(domain).understand("please cancel BK-1234 for me", ctx) == [
        StartTask(flow="cancel_booking", slots={"booking_id": "BK-1234"})
    ]


def test_a_preference_can_also_answer_the_question() -> None:
    cmds = understand("I always fly economy", state("book_flight", "seat_class"))
    assert cmds == [
        SetBelief(key="prefer:fly economy", value="fly economy", invariant=True, kind="prefer"),
        SetSlot(slot="seat_class", value="economy", raw_text="economy"),
    ]


def test_an_ordinal_answer_to_an_enum_question_picks_from_its_values() -> None:
    cmd = only(understand("the second one", state("book_flight", "seat_class")))
    assert isinstance(cmd, SetSlot) and cmd.value == "business" and cmd.confidence < 1.0


def test_change_the_named_slot_is_a_correction() -> None:
    st = state("book_flight", "seat_class", slots={"depart_date": "2026-11-30"})
    assert only(understand("change the date to next friday", st)) == CorrectSlot(
        slot="depart_date",
        value="2026-12-04",
        raw_text="next friday",
        rejected="2026-11-30",
        inferred=True,  # a weekday made the date: said back when it is filled
    )


def test_a_whole_message_that_is_another_slots_value_is_not_free_text() -> None:
    st = state("book_table", "note", slots={"party_size": 2, "when": "19:00"})
    assert only(understand("8pm", st)) == CorrectSlot(
        slot="when", value="20:00", raw_text="8pm", rejected="19:00"
    )
    assert only(understand("near the 8pm show", st)) == SetSlot(
        slot="note", value="near the 8pm show", raw_text="near the 8pm show"
    )


def test_asking_which_entity_uses_the_slots_prompt_when_there_is_one() -> None:
    prompted = FlowSpec(
        name="refund",
        description="退款",
        triggers=["退款"],
        entity="order",
        slots=[SlotSpec(name="order_id", entity="order", prompt="请告诉我订单号。")],
    )
    domain = Domain(flows={"refund": prompted})
    ctx = NluContext(state=state(), domain=domain, now=NOW, language="zh")
    cmds = RuleUnderstander(domain).understand("把它退款", ctx)
    assert cmds[1] == Clarify(slot="order_id", question="请告诉我订单号。", raw_text="它")


def test_curly_apostrophes_read_like_straight_ones() -> None:
    assert only(understand("I’m allergic to peanuts")) == SetBelief(
        key="allergy", value="peanuts", invariant=True, kind="avoid"
    )


def test_the_day_in_a_date_is_not_a_count() -> None:
    st = state("book_flight", phase="confirming", slots=CONFIRMING)
    assert only(understand("no, Dec 4", st)) == CorrectSlot(
        slot="depart_date", value="2026-12-04", raw_text="Dec 4", rejected="2026-11-30"
    )


@pytest.mark.parametrize("answer", ["the arrival city", "arrival", "the second one"])
def test_answering_which_slot_to_change(answer: str) -> None:
    from dialogflows.state import Clarification

    st = state("book_flight", phase="clarifying", slots=CONFIRMING)
    assert st.active_task is not None
    st.active_task.clarification = Clarification(
        slot="departure_city",
        value="Rome",
        raw_text="Rome",
        options=["departure_city", "arrival_city"],
    )
    assert only(understand(answer, st)) == CorrectSlot(
        slot="arrival_city", value="Rome", raw_text="Rome", rejected="Paris"
    )


ROOT = Path(__file__).resolve().parent.parent


def test_a_bug_in_the_rules_is_recorded_and_the_conversation_goes_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The rule understander's safety net: the message is taken as talk, the error is an
    ``understanding_failed`` event, and the task stays as it was."""
    bot = Dispatcher.from_path(ROOT / "flows" / "travel", clock=FixedClock("2026-11-29T10:00:00"))
    bot.handle("s", "book a flight to Rome")

    def broken(self: object, text: str, ctx: object) -> list[object]:
        raise RuntimeError("a bug")

    monkeypatch.setattr(type(bot.understander), "_understand", broken)
    reply = bot.handle("s", "from Paris")
    failed = [e for e in reply.events if e.type == "understanding_failed"]
    assert len(failed) == 1 and "a bug" in failed[0].data["error"]
    assert reply.state.phase == "collecting" and reply.state.active_task is not None
    assert reply.state.active_task.value("arrival_city") == "Rome"
    assert reply.messages  # the bot still says something


def test_two_amounts_offered_as_alternatives_ask_which() -> None:
    """An amount is a dict: the alternatives check once failed on it (unhashable) and the
    message fell to the safety net as chit-chat."""
    pay = FlowSpec(
        name="pay",
        description="paying",
        triggers=["pay"],
        slots=[SlotSpec(name="amount", type="money")],
    )
    rules = RuleUnderstander(Domain(settings=Settings(language="en"), flows={"pay": pay}))
    ctx = NluContext(
        state=DialogueState(session_id="s"), domain=rules.domain, now=NOW, language="en"
    )
    cmds = rules.understand("pay $50 or $60", ctx)
    assert not ctx.notes
    assert isinstance(cmds[0], StartTask) and isinstance(cmds[1], Clarify)
    assert cmds[1].options == [
        {"amount": 50.0, "currency": "USD"},
        {"amount": 60.0, "currency": "USD"},
    ]
    # worded as replies say amounts everywhere, the second asking too (Babel's money)
    assert asked(cmds[1], rules.domain, "pay") == "Did you mean $50 or $60?"
