"""What the bot told, kept as typed state (``state.told``) for the understanding to read.

Each side its own job: the understanding used to re-read the bot's words to learn what it
had asked or said last (phrasing the which-flow question itself through ``responses.py``
and looking for it in ``last_bot``; phrasing every outcome of the task that ended and
looking for one in the window). The runtime now records what it told when it says it (the
``told`` event): the flows a which-flow question offered, the task whose ending it said,
each with its turn. These conversations run on a store and restart between turns: the
answers read as before, from the state alone.
"""

from __future__ import annotations

from pathlib import Path

from dialogflows import Dispatcher
from dialogflows.events import replay
from dialogflows.state import DialogueState, Told
from dialogflows.testing import FixedClock

ROOT = Path(__file__).resolve().parent.parent
CLOCK = FixedClock("2026-11-29T10:00:00")
WHICH = "Do you mean booking a flight, booking a hotel room or the weather forecast?"


def started(tmp_path: Path, domain: str = "travel") -> Dispatcher:
    """A bot on a SQLite store in ``tmp_path``: called again, a restart (a new process)."""
    return Dispatcher.from_path(
        ROOT / "flows" / domain, store=f"sqlite:///{tmp_path / 'told.db'}", clock=CLOCK
    )


def test_the_which_flow_question_is_answered_after_a_restart(tmp_path: Path) -> None:
    reply = started(tmp_path).handle("s", "I want to go to Berlin", user_id="u1")
    assert reply.messages == [WHICH]
    told = reply.state.told
    assert told.which_flow == ["book_flight", "book_hotel", "weather"]
    assert told.which_flow_turn == reply.state.turn
    again = started(tmp_path)
    assert again.state("s", user_id="u1").told == told
    reply = again.handle("s", "the second one", user_id="u1")
    task = reply.state.active_task
    assert task is not None and task.flow == "book_hotel" and task.value("city") == "Berlin"


def test_a_which_flow_question_of_an_earlier_turn_is_no_longer_answered(tmp_path: Path) -> None:
    """A guard: the question is read only on the turn after it was asked."""
    started(tmp_path).handle("s", "I want to go to Berlin", user_id="u1")
    started(tmp_path).handle("s", "hmm", user_id="u1")
    reply = started(tmp_path).handle("s", "the second one", user_id="u1")
    assert reply.state.active_task is None


def test_a_follow_up_to_the_task_that_ended_is_read_after_a_restart(tmp_path: Path) -> None:
    reply = started(tmp_path).handle("s", "What's the weather in London tomorrow?", user_id="u1")
    assert reply.messages[0].startswith("London 2026-11-30: ")
    last = reply.state.last_task
    assert last is not None
    assert (reply.state.told.ended, reply.state.told.ended_turn) == (last.id, reply.state.turn)
    reply = started(tmp_path).handle("s", "thanks", user_id="u1")
    reply = started(tmp_path).handle("s", "And in Berlin?", user_id="u1")
    assert reply.messages[0].startswith("Berlin 2026-11-30: ")


def test_a_follow_up_three_turns_after_the_end_is_no_follow_up(tmp_path: Path) -> None:
    """A guard: the ending is read for the two turns after it was told, as before."""
    for said in ("What's the weather in London tomorrow?", "thanks", "ok"):
        started(tmp_path).handle("s", said, user_id="u1")
    reply = started(tmp_path).handle("s", "And in Berlin?", user_id="u1")
    assert not any(m.startswith("Berlin") for m in reply.messages)


def test_an_order_status_told_is_followed_up_in_chinese_too(tmp_path: Path) -> None:
    """Another domain and language: an order status told, then a second order asked
    about after a restart."""
    reply = started(tmp_path, "restaurant").handle("s", "查一下订单DD-1234", user_id="u1")
    assert reply.state.told.ended == "t1"
    reply = started(tmp_path, "restaurant").handle("s", "那DD-5678呢", user_id="u1")
    assert reply.messages[0].startswith("订单DD-5678")


def test_a_cancel_tells_that_the_task_ended(tmp_path: Path) -> None:
    started(tmp_path).handle("s", "book a hotel in rome", user_id="u1")
    reply = started(tmp_path).handle("s", "cancel", user_id="u1")
    assert reply.state.active_task is None
    assert reply.state.told.ended == "t1"
    reply = started(tmp_path).handle("s", "what about madrid", user_id="u1")
    task = reply.state.active_task
    assert task is not None and task.flow == "book_hotel" and task.value("city") == "Madrid"


def test_the_event_log_rebuilds_what_was_told(tmp_path: Path) -> None:
    bot = started(tmp_path)
    bot.handle("s", "I want to go to Berlin", user_id="u1")
    bot.handle("s", "the second one", user_id="u1")
    bot.handle("s", "cancel", user_id="u1")
    state = bot.state("s", user_id="u1")
    assert state.told.which_flow and state.told.ended is not None
    assert replay(bot.events("s", user_id="u1")).told == state.told


def test_a_state_saved_before_told_loads_without_it() -> None:
    """Schema 5 had no ``told``: such a state loads with nothing told."""
    old = DialogueState(session_id="s").model_dump(mode="json")
    del old["told"]
    old["schema_version"] = 5
    assert DialogueState.model_validate(old).told == Told()


def test_a_refused_extra_let_go_after_a_restart_keeps_the_order(tmp_path: Path) -> None:
    reply = started(tmp_path, "restaurant").handle("s", "帮我点三份水煮鱼和一瓶可乐", user_id="u1")
    assert reply.messages == ["抱歉，没有可乐这一项。", "哪天送？"]
    assert (reply.state.told.refused, reply.state.told.refused_turn) == (["可乐"], 1)
    reply = started(tmp_path, "restaurant").handle("s", "没有可乐那就算了吧", user_id="u1")
    task = reply.state.active_task
    assert task is not None and task.filled() == {"dish": "水煮鱼", "quantity": 3}
    assert reply.messages == ["哪天送？"]


def test_a_refused_value_let_go_in_english_keeps_the_task(tmp_path: Path) -> None:
    started(tmp_path).handle("s", "i need a flight from berlin to madrid on friday", user_id="u1")
    reply = started(tmp_path).handle("s", "premium economy", user_id="u1")
    assert reply.state.told.refused == ["premium economy"]
    reply = started(tmp_path).handle("s", "no premium economy? forget it then", user_id="u1")
    task = reply.state.active_task
    assert task is not None and task.flow == "book_flight"
    assert reply.messages == ["Economy, business or first class?"]


def test_a_thing_refused_turns_ago_is_let_go_after_restarts(tmp_path: Path) -> None:
    """What the bot spoke of as not there is state (``told.spoken_of``), not its words in
    the window: refused two turns before, across a restart before every turn, a drop of
    that thing lets it go and the order stays."""
    turns = [
        ("来两份麻婆豆腐，再加一瓶啤酒", ["抱歉，没有啤酒这一项。", "哪天送？"]),
        ("后天", None),
        ("晚上七点", None),
        ("啤酒就不要了", None),
    ]
    for said, bot in turns:
        before = started(tmp_path, "restaurant").state("s", user_id="u1")
        reply = started(tmp_path, "restaurant").handle("s", said, user_id="u1")
        if bot is not None:
            assert reply.messages == bot
    # before the drop, the refusal is of the first turn: not last turn's ``told.refused``
    assert (before.told.refused_turn, before.told.spoken_of) == (1, ["啤酒"])
    task = reply.state.active_task
    assert task is not None and task.phase == "collecting"
    assert task.filled()["dish"] == "麻婆豆腐" and task.filled()["quantity"] == 2
    assert reply.messages == ["抱歉，没有啤酒这一项。", "送到什么地址？"]
