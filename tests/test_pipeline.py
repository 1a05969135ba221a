"""The understanding as one declared pipeline of readers (``dialogflows/nlu/pipeline.py``):
the order is one list, each command says which reader produced it, the turn's events
record the readers, and ``/why`` names them.

On the tiny synthetic domains (a garden service in English, 上门维修 in Chinese), with
messages as people type them; what is asserted is what an author sees: the reader named
for each turn, and that the conversation goes on as before.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from dialogflows import ChitChat, Dispatcher
from dialogflows.nlu import pipeline
from dialogflows.nlu.reader import Reader, Refiner
from dialogflows.simulator import Simulator, run_lines
from dialogflows.testing import Conversation, FixedClock

TINY = Path(__file__).parent / "domains" / "tiny"
CLOCK = FixedClock("2026-11-29T10:00:00")


def _bot(lang: str) -> Dispatcher:
    bot = Dispatcher.from_path(TINY / lang, clock=CLOCK)
    for name in ("water", "remove", "repair", "cancel_repair", "seeds"):
        bot.action(name)(lambda slots, ctx: {})
    return bot


def _readers(c: Conversation, text: str) -> list[str | None]:
    reply = c.say(text)
    events = [e.data for e in reply.events if e.type == "understood"]
    assert len(events) == 1, events
    recorded = [cmd.get("reader") for cmd in events[0]["commands"]]
    assert recorded == [cmd.reader for cmd in reply.commands]
    return recorded


def test_every_reader_of_the_declared_lists_has_a_name_of_its_own() -> None:
    lists = (
        pipeline.FIRST,
        pipeline.AFTER_BELIEFS,
        pipeline.IDLE,
        pipeline.IN_TASK,
        pipeline.ANSWER,
        pipeline.REFINE,
        pipeline.LAST,
    )
    names = [r.name for readers in lists for r in readers]
    assert len(names) == len(set(names)), names
    assert all(isinstance(r, Reader | Refiner) for readers in lists for r in readers)


@pytest.mark.parametrize(
    ("said", "reader"),
    [
        ("pls order seeds", "request"),
        ("i wanna order some seed packets, 4 of them", "request"),
    ],
)
def test_a_request_is_read_by_the_request_reader(said: str, reader: str) -> None:
    c = Conversation(_bot("en"), "s", "u")
    assert set(_readers(c, said)) == {reader}


def test_each_turn_names_the_reader_that_decided_it() -> None:
    c = Conversation(_bot("en"), "s", "u")
    assert set(_readers(c, "order seeds")) == {"request"}
    assert set(_readers(c, "cress")) == {"answer"}
    assert set(_readers(c, "actually radish not cress")) == {"correction"}
    assert set(_readers(c, "3")) == {"answer"}
    assert c.last.state.phase == "confirming"
    assert set(_readers(c, "yep")) == {"confirmation"}


def test_a_control_word_is_named_as_control() -> None:
    c = Conversation(_bot("en"), "s", "u")
    c.say("water my plants")
    assert set(_readers(c, "forget it")) == {"control"}
    assert c.last.state.active_task is None


def test_chinese_turns_name_their_readers_too() -> None:
    bot = _bot("zh")
    flow = next(iter(bot.domain.flows.values()))
    c = Conversation(bot, "s", "u")
    readers = _readers(c, flow.triggers[0])
    assert readers and set(readers) == {"request"}


def test_why_names_the_reader() -> None:
    sim = Simulator(_bot("en"))
    out, err = io.StringIO(), io.StringIO()
    run_lines(sim, io.StringIO("/why\norder seeds\ncress\n"), out, err)
    lines = [x for x in out.getvalue().splitlines() if x.startswith("understood:")]
    assert lines[0].endswith("· rules: request"), lines
    assert lines[1].endswith("· rules: answer"), lines


def _talk(reply: object) -> tuple[str | None, str | None]:
    cmds = [c for c in reply.commands if isinstance(c, ChitChat)]  # type: ignore[attr-defined]
    assert len(cmds) == 1, reply.commands  # type: ignore[attr-defined]
    return cmds[0].said, cmds[0].aside


@pytest.mark.parametrize(
    ("said", "kinds"),
    [
        ("ok thx", ("thanks", "talk")),
        ("nah thanks", ("declined", "talk")),
        ("see ya", ("farewell", "talk")),
        ("what can u do", (None, "help")),
        ("do u sell compost?", (None, "question")),
    ],
)
def test_what_talk_is_is_said_by_the_understanding(said: str, kinds: tuple[str, str]) -> None:
    """The runtime answers talk by these keys; it never reads the text itself."""
    c = Conversation(_bot("en"), "s", "u")
    assert _talk(c.say(said)) == kinds


def test_talk_mid_task_is_answered_by_its_kind_in_both_languages() -> None:
    c = Conversation(_bot("en"), "s", "u")
    c.say("order seeds")
    reply = c.say("hang on a sec")
    assert _talk(reply) == (None, "wait")
    assert c.last.state.active_task is not None  # the task waits; it is not dropped
    reply = c.say("ok bye")
    assert _talk(reply)[0] == "farewell"
    assert c.last.state.active_task is not None  # left open for when they come back
    z = Conversation(_bot("zh"), "s", "u")
    flow = next(iter(z.bot.domain.flows.values()))
    z.say(flow.triggers[0])
    assert _talk(z.say("稍等一下啊")) == (None, "wait")
    assert _talk(z.say("好的谢谢，再见"))[0] == "farewell"
