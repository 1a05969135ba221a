"""Repair patterns an author overrides (docs/dsl.md "patterns"): whole conversations on a
gym (English) and a dry cleaner (Chinese), both written from the docs before they ran. The
author's `pattern_cancel` asks before anything is dropped; `pattern_cannot_handle` says the
author's own words; and the shipped defaults still answer where nothing is overridden.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dialogflows import Dispatcher
from dialogflows.errors import SpecError, UnknownFlowError
from dialogflows.events import replay
from dialogflows.loader import load_domain
from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-11-29T10:00:00")  # a Sunday

GYM = """
settings:
  language: en
flows:
  book_class:
    description: booking a class
    triggers: [book a class, sign me up for a class, i want to join a class]
    slots:
      - name: kind
        type: enum
        values: [yoga, spin, pilates]
        prompt: Which class - yoga, spin or pilates?
      - name: day
        type: date
        prompt: Which day?
    results: [booking]
    confirm: "Book {kind} on {day}?"
    action: book_class
    done: "You're in! Booking {booking}."
    cancelled: "OK, no {kind} class then."

  freeze_membership:
    description: pausing your membership
    triggers: [freeze my membership, pause my membership]
    slots:
      - name: weeks
        type: integer
        min: 1
        max: 12
        prompt: For how many weeks?
    action: freeze
    done: Frozen for {weeks} weeks.

  move_class:
    description: moving your class
    triggers: [move my class, reschedule my class]
    if: last.booking != null
    slots:
      - name: new_day
        type: date
        prompt: To which day?
    action: move_class
    done: Moved to {new_day}.

  pattern_cancel:
    slots:
      - name: sure
        type: boolean
        prompt: "Stop {flow}? What you told me so far is dropped."
    steps:
      - collect: sure
      - branch:
          - when: sure
            next: stop
          - else: keep
      - id: stop
        action: cancel_flow
      - id: keep
        say: "No problem, let's carry on with {flow}."
        end: done

  pattern_cannot_handle:
    steps:
      - say: "That's one for the front desk: call 555-0100."
"""

LAUNDRY = """
settings:
  language: zh
flows:
  schedule_pickup:
    description: 预约上门取衣
    triggers: [预约取衣, 上门取衣, 来拿衣服]
    slots:
      - name: garment
        type: enum
        values: [衬衫, 西装, 大衣]
        prompt: 要洗什么衣服？衬衫、西装还是大衣？
      - name: day
        type: date
        prompt: 哪天上门？
    results: [order]
    confirm: "{day}上门取{garment}，确认吗？"
    action: pickup
    done: 预约好了，单号{order}。
    cancelled: 好的，不取{garment}了。

  rush_order:
    description: 加急处理
    triggers: [加急, 能加急吗]
    if: last.order != null
    action: rush
    done: 已加急。

  pattern_cancel:
    slots:
      - name: sure
        type: boolean
        prompt: 确定不要{flow}了吗？
    steps:
      - collect: sure
      - branch:
          - when: sure
            next: stop
          - else: keep
      - id: stop
        action: cancel_flow
      - id: keep
        say: 好的，继续{flow}。
        end: done

  pattern_cannot_handle:
    steps:
      - say: 这个我办不了，请打门店电话 021-5555。
"""


def _bot(tmp_path: Path, text: str, name: str) -> tuple[Dispatcher, list[str]]:
    (tmp_path / f"{name}.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path / f"{name}.yaml", clock=CLOCK)
    ran: list[str] = []
    for action in ("book_class", "freeze", "move_class", "pickup", "rush"):

        def run(slots: dict[str, Any], ctx: Any, action: str = action) -> dict[str, Any]:
            ran.append(action)
            return {"booking": "GY-12", "order": "XY-88"}

        bot.action(action)(run)
    return bot, ran


@pytest.fixture
def gym(tmp_path: Path) -> tuple[Conversation, list[str]]:
    bot, ran = _bot(tmp_path, GYM, "gym")
    return Conversation(bot, "s", "u1"), ran


@pytest.fixture
def laundry(tmp_path: Path) -> tuple[Conversation, list[str]]:
    bot, ran = _bot(tmp_path, LAUNDRY, "laundry")
    return Conversation(bot, "s", "u1"), ran


# -- the author's cancel asks first --------------------------------------------------------
def test_a_cancel_is_asked_about_and_a_no_goes_back_to_the_question(
    gym: tuple[Conversation, list[str]],
) -> None:
    c, ran = gym
    c.say("sign me up for a yoga class", flow="book_class", bot="Which day?")
    c.say(
        "actually forget it",
        flow="pattern_cancel",
        stack=["book_class"],
        bot="Stop booking a class? What you told me so far is dropped.",
    )
    c.say(
        "no",
        flow="book_class",
        stack=[],
        bot=["No problem, let's carry on with booking a class.", "Which day?"],
    )
    assert c.slots["kind"] == "yoga"  # nothing the user said was lost
    c.say("tuesday", phase="confirming", bot="Book yoga on Tuesday 1 December?")
    c.say("yes", phase="chitchat", bot="You're in! Booking GY-12.")
    assert ran == ["book_class"]
    # the pattern is no task the user asked for: the last task is the booking
    assert c.last.state.last_task.flow == "book_class"  # type: ignore[union-attr]


def test_a_yes_to_the_authors_question_cancels_in_the_flows_own_words(
    gym: tuple[Conversation, list[str]],
) -> None:
    c, ran = gym
    c.say("i want to join a class", flow="book_class", bot="Which class - yoga, spin or pilates?")
    c.say("spin", asked="day")
    c.say("cancel", flow="pattern_cancel", bot_contains="Stop booking a class?")
    c.say("yes", phase="chitchat", stack=[], bot="OK, no spin class then.")
    assert ran == []
    assert c.last.state.last_task.phase == "cancelled"  # type: ignore[union-attr]


def test_the_pattern_is_left_when_the_user_asks_for_something_else(
    gym: tuple[Conversation, list[str]],
) -> None:
    c, _ = gym
    c.say("book a class", flow="book_class")
    c.say("stop", flow="pattern_cancel")
    # not an answer to "are you sure?": the pattern goes, the booking waits on hold
    c.say("freeze my membership", flow="freeze_membership", stack=["book_class"])
    c.say("3 weeks please", bot_contains="Frozen for 3 weeks.")
    assert "booking a class" in " ".join(c.last.messages)  # offered back, by the default


def test_a_cancel_at_the_confirmation_is_asked_about_too(
    gym: tuple[Conversation, list[str]],
) -> None:
    c, ran = gym
    c.say("book a pilates class for friday", phase="confirming")
    c.say("hmm nah cancel that", flow="pattern_cancel")
    c.say("no no", flow="book_class", phase="confirming", bot_contains="Book pilates on")
    c.say("yes", bot_contains="Booking GY-12")
    assert ran == ["book_class"]


def test_the_authors_cannot_handle_replaces_the_builtin_words(
    gym: tuple[Conversation, list[str]],
) -> None:
    c, ran = gym
    # moving a class before any is booked: the flow's `if:` does not hold
    c.say("can i reschedule my class", bot="That's one for the front desk: call 555-0100.")
    assert c.last.state.active_task is None and ran == []
    # mid-task, the task's question follows the author's words
    c.say("book a class", flow="book_class")
    c.say(
        "move my class",
        flow="book_class",
        stack=[],
        bot=[
            "That's one for the front desk: call 555-0100.",
            "Which class - yoga, spin or pilates?",
        ],
    )


def test_the_defaults_answer_where_nothing_is_overridden(tmp_path: Path) -> None:
    plain = GYM.split("  pattern_cancel:")[0]
    bot, _ = _bot(tmp_path, plain, "plain")
    c = Conversation(bot, "s", "u1")
    c.say("book a class", flow="book_class")
    c.say("actually forget it", phase="chitchat", bot_contains="cancelled")
    c.say("reschedule my class", bot="Sorry, I can't help with that.")
    # the shipped patterns leave no task behind them
    assert c.last.state.task_counter == 1


def test_a_session_inside_a_pattern_replays_to_the_same_state(
    gym: tuple[Conversation, list[str]],
) -> None:
    c, _ = gym
    c.say("book a spin class", flow="book_class")
    c.say("cancel it", flow="pattern_cancel")
    c.say("no", flow="book_class")
    bot = c.bot
    state = bot.state("s", user_id="u1")
    rebuilt = replay(bot.events("s", user_id="u1"))
    assert rebuilt.active_task == state.active_task and rebuilt.task_stack == []
    assert rebuilt.last_task is None  # the pattern ended, and is no task the user asked for


# -- the same in Chinese --------------------------------------------------------------------
def test_zh_a_cancel_is_asked_about_and_kept_on_a_no(
    laundry: tuple[Conversation, list[str]],
) -> None:
    c, ran = laundry
    c.say("我想预约上门取衣，两件西装", flow="schedule_pickup", bot="哪天上门？")
    c.say("算了", flow="pattern_cancel", bot="确定不要预约上门取衣了吗？")
    c.say("不是", flow="schedule_pickup", bot=["好的，继续预约上门取衣。", "哪天上门？"])
    c.say("明天", phase="confirming")
    c.say("好的", phase="chitchat", bot="预约好了，单号XY-88。")
    assert ran == ["pickup"]


def test_zh_a_yes_cancels_in_the_flows_words(laundry: tuple[Conversation, list[str]]) -> None:
    c, ran = laundry
    c.say("来拿衣服 大衣", flow="schedule_pickup")
    c.say("不要了", flow="pattern_cancel")
    c.say("确定", phase="chitchat", stack=[], bot="好的，不取大衣了。")
    assert ran == []


def test_zh_the_authors_cannot_handle(laundry: tuple[Conversation, list[str]]) -> None:
    c, ran = laundry
    c.say("能加急吗", bot="这个我办不了，请打门店电话 021-5555。")
    assert ran == []


# -- validation -------------------------------------------------------------------------
def test_an_unknown_pattern_name_is_refused_with_its_line(tmp_path: Path) -> None:
    text = GYM.replace("pattern_cannot_handle:", "pattern_cant_handle:")
    (tmp_path / "gym.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(SpecError) as e:
        load_domain(tmp_path / "gym.yaml")
    [issue] = [i for i in e.value.issues if i.code == "unknown-pattern"]
    line = text.splitlines().index("  pattern_cant_handle:") + 1
    assert (issue.line, issue.column) == (line, 3)
    assert "pattern_cannot_handle" in (issue.hint or "")


def test_a_pattern_is_checked_like_any_flow(tmp_path: Path) -> None:
    text = GYM.replace("let's carry on with {flow}", "let's carry on with {flw}")
    (tmp_path / "gym.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(SpecError) as e:
        load_domain(tmp_path / "gym.yaml")
    assert [i.code for i in e.value.issues] == ["unknown-template-field"]


def test_patterns_are_no_flows_a_user_can_start(tmp_path: Path) -> None:
    (tmp_path / "gym.yaml").write_text(GYM, encoding="utf-8")
    domain = load_domain(tmp_path / "gym.yaml")
    assert "pattern_cancel" not in domain.flows and "pattern_cancel" in domain.patterns
    bot, _ = _bot(tmp_path, GYM, "gym2")
    c = Conversation(bot, "s", "u1")
    with pytest.raises(UnknownFlowError):  # a client cannot start one either
        c.apply([{"type": "start_task", "flow": "pattern_cancel"}])


# -- the author's correction asks before changing ---------------------------------------------
FIX = """
  pattern_correction:
    slots:
      - name: ok
        type: boolean
        prompt: "Change the {slot} from {previous} to {value}?"
    steps:
      - collect: ok
      - branch:
          - when: ok
            next: change
          - else: keep
      - id: change
        action: correct_slot
      - id: keep
        say: "Keeping {previous}."
        end: done
"""


@pytest.fixture
def careful_gym(tmp_path: Path) -> tuple[Conversation, list[str]]:
    bot, ran = _bot(tmp_path, GYM + FIX, "careful")
    return Conversation(bot, "s", "u1"), ran


def test_a_change_is_asked_about_and_made_on_a_yes(
    careful_gym: tuple[Conversation, list[str]],
) -> None:
    c, ran = careful_gym
    c.say("book a yoga class for friday", phase="confirming")
    c.say(
        "actually make it saturday",
        flow="pattern_correction",
        bot="Change the day from Friday 4 December to Saturday 5 December?",
    )
    c.say("yes", flow="book_class", phase="confirming", bot_contains="Saturday 5 December")
    assert c.slots["day"] == "2026-12-05"
    c.say("yep", bot_contains="Booking GY-12")
    assert ran == ["book_class"]


def test_a_no_keeps_the_value(careful_gym: tuple[Conversation, list[str]]) -> None:
    c, _ = careful_gym
    c.say("book a spin class for friday", phase="confirming")
    c.say("no wait, saturday", flow="pattern_correction")
    c.say("nope", flow="book_class", phase="confirming", bot_contains="Keeping Friday 4 December.")
    assert c.slots["day"] == "2026-12-04"


# -- the author's clarification says why it asks -----------------------------------------------
UNSURE = """
  pattern_clarification:
    steps:
      - say: "Sorry, I want to get this right."
      - action: clarify
"""


def test_an_unsure_reading_asks_in_the_authors_words_first(tmp_path: Path) -> None:
    bot, _ = _bot(tmp_path, GYM + UNSURE, "unsure")
    c = Conversation(bot, "s", "u1")
    c.say("book a class", flow="book_class", asked="kind")
    # an understanding unsure between two values (an LLM's command, say)
    reply = c.apply(
        [{"type": "clarify", "slot": "kind", "options": ["yoga", "pilates"]}],
        flow="book_class",
        stack=[],
    )
    assert reply.messages[0] == "Sorry, I want to get this right."
    assert "yoga" in reply.messages[1] and "pilates" in reply.messages[1]
    c.say("pilates", asked="day", slots={"kind": "pilates"})
    assert c.last.state.last_task is None  # the pattern is no task the user asked for
