"""Conversation tests of the runtime's rules, driven by commands (no understanding step).

Each test is a whole conversation, turn by turn, asserting phase, slots, stacks and what the
bot said. Understanding is covered in test_rules.py and test_conversations_*.py.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from dialogflows import Dispatcher, replay
from dialogflows.commands import (
    Affirm,
    Cancel,
    ChitChat,
    ClearSlot,
    CorrectSlot,
    Deny,
    Handoff,
    Recall,
    Repeat,
    Resume,
    SetBelief,
    SetSlot,
    StartTask,
)
from dialogflows.errors import DialogflowsError, UnknownFlowError, UnknownSlotError
from dialogflows.nlu.scripted import ScriptedUnderstander
from dialogflows.testing import Conversation, FixedClock

SPEC = """
settings:
  language: en
  max_task_depth: 2
  confidence_threshold: 0.6
entities:
  city:
    values: [Rome, Paris, London, New York]
    synonyms: {New York: [NYC]}
flows:
  book_flight:
    description: Book a flight
    triggers: [book a flight]
    slots:
      - {name: departure_city, type: enum, entity: city, prompt: "Where from?"}
      - {name: arrival_city, type: enum, entity: city, prompt: "Where to?"}
      - {name: depart_date, type: date, prompt: "Which day?"}
      - {name: seat_class, type: enum, values: [economy, business], prompt: "Economy or business?"}
      - name: meal
        type: enum
        values: [vegetarian, standard]
        prompt: "Which meal?"
        when: {seat_class: business}
      - {name: passengers, type: integer, min: 1, max: 9, required: false, prompt: "How many?"}
    confirm: "Book {seat_class} from {departure_city} to {arrival_city} on {depart_date}?"
    action: book_flight
    results: [{name: booking_id, entity: booking}, status]
    branches:
      - when: {status: sold_out}
        say: "Sorry, that flight is sold out."
        outcome: failed
    done: "Booked, reference {booking_id}."
  book_hotel:
    description: Book a hotel
    triggers: [book a hotel]
    slots:
      - {name: city, type: enum, entity: city, prompt: "Which city?"}
      - {name: nights, type: integer, min: 1, max: 30, prompt: "How many nights?"}
    action: book_hotel
    results: [{name: reservation_id, entity: booking}]
    done: "Hotel booked: {reservation_id}."
  weather:
    description: Weather forecast
    triggers: [weather]
    slots:
      - {name: city, type: enum, entity: city, prompt: "Weather where?"}
    action: get_weather
    results: [forecast]
    done: "{forecast}"
  cancel_booking:
    description: Cancel a booking
    destructive: true
    triggers: [cancel my booking]
    slots:
      - {name: booking_id, type: text, entity: booking, prompt: "Which booking?"}
    action: cancel_booking
    done: "Booking {booking_id} is cancelled."
"""


@pytest.fixture
def spec_path(tmp_path: Path) -> Path:
    p = tmp_path / "travel.yaml"
    p.write_text(SPEC, encoding="utf-8")
    return p


@pytest.fixture
def bot(spec_path: Path) -> Dispatcher:
    script = ScriptedUnderstander({"book a hotel": [StartTask(flow="book_hotel")]})
    b = Dispatcher.from_path(
        spec_path, clock=FixedClock("2026-11-29T10:00:00"), understander=script
    )
    calls: list[dict[str, Any]] = []
    b.calls = calls  # type: ignore[attr-defined]

    @b.action("book_flight")
    def book_flight(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        calls.append(slots)
        if slots["arrival_city"] == "London":
            return {"booking_id": None, "status": "sold_out"}
        return {"booking_id": f"BK-{len(calls)}", "status": "ok"}

    @b.action("book_hotel")
    async def book_hotel(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        await asyncio.sleep(0)
        return {"reservation_id": "HT-7"}

    @b.action("get_weather")
    def get_weather(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return {"forecast": f"Sunny in {slots['city']}."}

    @b.action("cancel_booking")
    def cancel_booking(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        calls.append({"cancelled": slots["booking_id"]})
        return {}

    return b


@pytest.fixture
def conv(bot: Dispatcher) -> Conversation:
    return Conversation(bot, session_id="s1", user_id="u1")


def fill_flight(conv: Conversation) -> None:
    conv.apply([StartTask(flow="book_flight")], phase="collecting", bot="Where from?")
    conv.apply(
        [SetSlot(slot="departure_city", value="Paris"), SetSlot(slot="arrival_city", value="Rome")],
        bot="Which day?",
        asked="depart_date",
    )
    conv.apply([SetSlot(slot="depart_date", value="2026-12-04")], bot="Economy or business?")
    conv.apply(
        [SetSlot(slot="seat_class", value="economy")],
        phase="confirming",
        bot="Book economy from Paris to Rome on Friday 4 December?",
    )


def test_asks_required_slots_in_order_and_accepts_several_at_once(conv: Conversation) -> None:
    fill_flight(conv)
    state = conv.last.state
    assert state.active_task is not None
    assert state.active_task.slots["passengers"].value is None  # optional, never asked
    assert state.active_task.asked is None  # confirming asks for a yes, not for seat_class


def test_confirm_never_executes_without_yes(conv: Conversation, bot: Dispatcher) -> None:
    fill_flight(conv)
    conv.apply([ChitChat()], phase="confirming")
    assert bot.calls == []  # type: ignore[attr-defined]
    reply = conv.apply([Affirm()], phase="chitchat", bot="Booked, reference BK-1.")
    assert reply.state.task_stack == []
    assert [e.type + ":" + str(e.value) for e in reply.state.entity_stack][-1] == "booking:BK-1"
    assert len(bot.calls) == 1  # type: ignore[attr-defined]
    last = reply.state.last_task  # what a follow-up ("and in Berlin?") builds on
    assert last is not None and last.flow == "book_flight" and last.phase == "done"
    assert last.value("departure_city") == "Paris" and last.results


def test_invalid_value_is_refused_with_reason_and_reasked(conv: Conversation) -> None:
    conv.apply([StartTask(flow="book_hotel", slots={"city": "Rome"})], bot="How many nights?")
    reply = conv.apply([SetSlot(slot="nights", value=45)], phase="collecting", asked="nights")
    assert "Sorry" in reply.text and "How many nights?" in reply.text
    assert reply.state.active_task is not None
    assert reply.state.active_task.slots["nights"].value is None


def test_conditional_slot_is_asked_only_when_its_condition_holds(conv: Conversation) -> None:
    conv.apply(
        [StartTask(flow="book_flight", slots={"departure_city": "Paris", "arrival_city": "Rome"})]
    )
    conv.apply([SetSlot(slot="depart_date", value="2026-12-04")])
    conv.apply([SetSlot(slot="seat_class", value="business")], bot="Which meal?", asked="meal")
    conv.apply([CorrectSlot(slot="seat_class", value="economy")], phase="confirming")


def test_correction_overwrites_and_archives(conv: Conversation) -> None:
    fill_flight(conv)
    reply = conv.apply(
        [CorrectSlot(slot="depart_date", value="2026-12-05", raw_text="Friday")],
        phase="confirming",
        bot="Book economy from Paris to Rome on Saturday 5 December?",
    )
    slot = reply.state.active_task.slots["depart_date"]  # type: ignore[union-attr]
    assert slot.value == "2026-12-05"
    assert [h.value for h in slot.history] == ["2026-12-04"]
    assert slot.confirmed is False


def test_clear_slot_by_name_asks_again(conv: Conversation) -> None:
    fill_flight(conv)
    conv.apply([ClearSlot(slot="depart_date")], phase="collecting", bot="Which day?")


def test_low_confidence_goes_to_clarifying_and_the_answer_resolves_it(conv: Conversation) -> None:
    conv.apply([StartTask(flow="weather")])
    reply = conv.apply(
        [SetSlot(slot="city", value="Paris", raw_text="Pariss", confidence=0.4)],
        phase="clarifying",
    )
    assert "Paris" in reply.text
    conv.apply([Affirm()], phase="chitchat", bot="Sunny in Paris.")


def test_clarification_denied_reasks_the_slot(conv: Conversation) -> None:
    conv.apply([StartTask(flow="weather")])
    conv.apply([SetSlot(slot="city", value="Paris", confidence=0.3)], phase="clarifying")
    conv.apply([Deny()], phase="collecting", asked="city", bot_contains="Weather where?")


def test_no_asks_what_to_change_and_second_no_cancels(conv: Conversation, bot: Dispatcher) -> None:
    fill_flight(conv)
    conv.apply([Deny()], bot="What would you like to change?", phase="collecting")
    conv.apply([Deny()], phase="chitchat", bot_contains="cancelled")
    assert bot.calls == []  # type: ignore[attr-defined]


def test_no_then_correction_returns_to_confirming(conv: Conversation) -> None:
    fill_flight(conv)
    conv.apply([Deny()], bot="What would you like to change?")
    conv.apply(
        [CorrectSlot(slot="seat_class", value="business")],
        phase="collecting",
        bot="Which meal?",
    )
    conv.apply(
        [SetSlot(slot="meal", value="vegetarian")], phase="confirming", bot_contains="business"
    )


def test_interruption_suspends_then_offers_resume_with_slots_intact(conv: Conversation) -> None:
    conv.apply([StartTask(flow="book_flight", slots={"departure_city": "Paris"})], bot="Where to?")
    conv.apply(
        [StartTask(flow="weather", slots={"city": "London"})],
        stack=["book_flight"],
        bot_contains=["on hold", "Sunny in London.", "Shall we get back to Book a flight?"],
        phase="chitchat",
    )
    reply = conv.apply([Affirm()], flow="book_flight", stack=[], bot_contains="Where to?")
    assert reply.state.active_task.slots["departure_city"].value == "Paris"  # type: ignore[union-attr]


def test_resume_by_name_and_depth_limit(conv: Conversation) -> None:
    conv.apply([StartTask(flow="book_flight", slots={"departure_city": "Paris"})])
    conv.apply([StartTask(flow="book_hotel")], stack=["book_flight"])
    conv.apply([StartTask(flow="weather")], stack=["book_flight", "book_hotel"])
    conv.apply(
        [StartTask(flow="cancel_booking")],
        flow="weather",
        stack=["book_flight", "book_hotel"],
        bot_contains="finish or cancel",
    )
    conv.apply([Resume(flow="book_flight")], flow="book_flight", stack=["book_hotel", "weather"])


def test_cancel_ends_task_and_offers_resume(conv: Conversation) -> None:
    conv.apply([StartTask(flow="book_flight", slots={"departure_city": "Paris"})])
    conv.apply([StartTask(flow="book_hotel")])
    conv.apply([Cancel()], phase="chitchat", bot_contains=["cancelled", "Book a flight"])
    conv.apply([Deny()], phase="chitchat", stack=["book_flight"], bot_contains="on hold")
    conv.apply([Resume()], flow="book_flight", asked="arrival_city")


def test_chitchat_mid_task_touches_nothing(conv: Conversation) -> None:
    conv.apply([StartTask(flow="book_flight", slots={"departure_city": "Paris"})])
    before = conv.last.state.active_task
    reply = conv.apply(
        [ChitChat(text="how is the weather up there?")],
        bot=["Sorry, I can't answer that here.", "Where to?"],  # a question it cannot answer
        stack=[],
    )
    assert reply.state.active_task is not None and before is not None
    assert reply.state.active_task.slots == before.slots


def test_destructive_flow_echoes_the_entity_not_the_pronoun(
    conv: Conversation, bot: Dispatcher
) -> None:
    fill_flight(conv)
    conv.apply([Affirm()], bot="Booked, reference BK-1.")
    # "cancel it": the understanding resolves "it" to the newest booking entity
    booking = conv.last.state.entity_stack[-1]
    conv.apply(
        [StartTask(flow="cancel_booking", slots={"booking_id": booking.value})],
        phase="confirming",
        bot_contains="BK-1",
    )
    assert bot.calls == [bot.calls[0]]  # type: ignore[attr-defined]
    conv.apply([Affirm()], bot="Booking BK-1 is cancelled.")


def test_action_branch_on_result(conv: Conversation) -> None:
    conv.apply(
        [
            StartTask(
                flow="book_flight",
                slots={
                    "departure_city": "Paris",
                    "arrival_city": "London",
                    "depart_date": "2026-12-04",
                    "seat_class": "economy",
                },
            )
        ],
        phase="confirming",
    )
    reply = conv.apply([Affirm()], bot="Sorry, that flight is sold out.")
    assert reply.events[-1].type in {"bot_said", "window_folded"}
    assert any(e.type == "task_ended" and e.data["outcome"] == "failed" for e in reply.events)


def test_action_exception_gives_failure_and_consistent_state(
    conv: Conversation, bot: Dispatcher
) -> None:
    @bot.action("get_weather")
    def broken(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        raise RuntimeError("backend down")

    conv.apply(
        [StartTask(flow="weather", slots={"city": "Rome"})], phase="chitchat", bot_contains="Sorry"
    )
    state = bot.state("s1", "u1")
    assert state.active_task is None and state.task_stack == []
    assert any(e.type == "action_failed" for e in conv.last.events)


def test_beliefs_persist_across_tasks_and_invariants_need_explicit_change(
    conv: Conversation,
) -> None:
    conv.apply([SetBelief(key="allergy", value="seafood", invariant=True)])
    conv.apply([StartTask(flow="weather", slots={"city": "Rome"})])
    # said without saying it replaces the old one: asked, nothing changes (issue 26)
    reply = conv.apply(
        [SetBelief(key="allergy", value="nuts")], bot_contains="Should nuts replace it?"
    )
    assert reply.state.beliefs["allergy"].value == "seafood"
    reply = conv.apply([SetBelief(key="allergy", value="nuts", explicit_change=True)])
    belief = reply.state.beliefs["allergy"]
    assert belief.value == "nuts" and belief.invariant
    assert [h.value for h in belief.history] == ["seafood"]


def test_lasting_beliefs_are_recalled_in_a_new_session_of_the_same_user(bot: Dispatcher) -> None:
    Conversation(bot, "s1", "u1").apply([SetBelief(key="budget", value=5000)])
    reply = Conversation(bot, "s2", "u1").apply([ChitChat()])
    assert reply.state.beliefs["budget"].value == 5000
    other = Conversation(bot, "s3", "u2").apply([ChitChat()])
    assert "budget" not in other.state.beliefs


def test_every_change_is_an_event_and_replay_rebuilds_the_state(
    conv: Conversation, bot: Dispatcher
) -> None:
    fill_flight(conv)
    conv.apply([Affirm()])
    events = bot.events("s1", "u1")
    versions = [e.version for e in events]
    # five turns, the last one saved twice: its claim before the booking ran, then its result
    assert versions == sorted(versions) and versions[-1] == conv.last.state.version == 6
    claim = next(e for e in events if e.type == "action_claimed")
    assert claim.version == 5 and claim.data["action"] == "book_flight"
    rebuilt = replay(events)
    assert rebuilt.model_dump() == bot.state("s1", "u1").model_dump()


def test_repeat_and_handoff(conv: Conversation) -> None:
    conv.apply([StartTask(flow="weather")], bot="Weather where?")
    conv.apply([Repeat()], bot="Weather where?")
    conv.apply([Handoff(reason="angry")], bot_contains="human")


def test_recall_says_the_newest_entity_of_its_kind_and_changes_nothing(conv: Conversation) -> None:
    """A Recall (from the rules, an LLM or a replay) says the newest entity of the kind;
    with none on the stack it is talk like any other."""
    before = conv.apply([Recall(entity="city")], phase="chitchat")
    assert "That's" not in before.text
    conv.apply([StartTask(flow="weather", slots={"city": "Paris"})])
    r = conv.apply([Recall(entity="city")], bot_contains="That's Paris.")
    assert [e.type for e in r.events] == ["turn_started", "understood", "bot_said"]  # no change


def test_unknown_flow_or_slot_in_apply_is_a_clear_error_and_changes_nothing(
    conv: Conversation, bot: Dispatcher
) -> None:
    with pytest.raises(UnknownFlowError, match="book_train"):
        bot.apply("s1", [StartTask(flow="book_train")], user_id="u1")
    with pytest.raises(UnknownSlotError, match="colour"):
        bot.apply("s1", [SetSlot(slot="colour", value="red")], user_id="u1")
    # a task queued behind another one, and a queued task to drop, are checked the same way
    later = StartTask(flow="book_hotel", slots={"colour": "red"})
    with pytest.raises(UnknownSlotError, match="colour"):
        bot.apply("s1", [StartTask(flow="book_flight", then=[later])], user_id="u1")
    with pytest.raises(UnknownFlowError, match="book_train"):
        bot.apply("s1", [Cancel(flow="book_train")], user_id="u1")
    # a value for a queued task names its flow, and the slot must be that flow's
    with pytest.raises(UnknownFlowError, match="book_train"):
        bot.apply("s1", [SetSlot(slot="city", value="Rome", flow="book_train")], user_id="u1")
    with pytest.raises(UnknownSlotError, match="flow 'book_hotel' has no slot 'seat_class'"):
        seat = SetSlot(slot="seat_class", value="first", flow="book_hotel")
        bot.apply("s1", [seat], user_id="u1")
    assert bot.state("s1", "u1").version == 0


async def test_async_handle_runs_async_actions(bot: Dispatcher) -> None:
    await bot.ahandle("a1", "book a hotel", user_id="u1")
    state = bot.state("a1", "u1")
    assert state.active_task is not None and state.active_task.flow == "book_hotel"


def test_talking_past_a_resume_offer_drops_the_offer_not_the_task(conv: Conversation) -> None:
    conv.apply([StartTask(flow="book_flight", slots={"departure_city": "Paris"})])
    conv.apply(
        [StartTask(flow="weather", slots={"city": "Rome"})], bot_contains="Shall we get back"
    )
    reply = conv.apply(
        [ChitChat(text="what should I pack?")], phase="chitchat", stack=["book_flight"]
    )
    assert reply.state.offer_resume is None
    assert reply.messages  # never a silent turn
    conv.apply([Affirm()], phase="chitchat", stack=["book_flight"])  # a later yes resumes nothing
    conv.apply([Resume()], flow="book_flight", stack=[])


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("", "I didn't get any text"),
        ("   \n\t ", "I didn't get any text"),
        ("\x00\x07\x1b", "I didn't get any text"),
        ("x" * 100_000, "too long for me (over 4000 characters)"),
    ],
)
def test_bad_input_gets_a_clear_reply_and_leaves_state_untouched(
    bot: Dispatcher, text: str, said: str
) -> None:
    conv = Conversation(bot, "bad", "u1")
    conv.say("book a hotel", flow="book_hotel")
    before = bot.state("bad", "u1")
    reply = conv.say(text)
    assert said in reply.text
    assert reply.events == []
    assert bot.state("bad", "u1").model_dump() == before.model_dump()


def test_emoji_and_control_characters_inside_text_are_handled(bot: Dispatcher) -> None:
    conv = Conversation(bot, "emoji", "u1")
    conv.say("book a hotel", flow="book_hotel")
    reply = conv.say("🙂 \x00 ok 🏨")
    assert reply.messages and reply.state.version == 2
    assert "\x00" not in reply.state.window[-2].content


def test_a_non_text_message_is_a_clear_error(bot: Dispatcher) -> None:
    with pytest.raises(DialogflowsError, match="must be text"):
        bot.handle("s", 42, user_id="u1")  # type: ignore[arg-type]


def test_the_list_of_what_the_bot_can_do_is_not_repeated_turn_after_turn(
    conv: Conversation,
) -> None:
    first = conv.apply([ChitChat(text="hi")], bot_contains="Book a flight")
    conv.apply([ChitChat(text="how are you?")], bot="Anything else I can help with?")
    conv.apply([StartTask(flow="weather", slots={"city": "Rome"})])
    # something else came in between ("thanks" is answered as thanks: a word of small talk)
    conv.apply([ChitChat(text="cool")], bot=first.text)
