"""The simulator's screen at the sizes people use, /why, /save as a test, and the notice when
the LLM falls back. Screens are rendered into string consoles of a fixed size and read as
a user would: is the bot's last reply there?"""

from __future__ import annotations

import io
import socket
from pathlib import Path

import pytest
from rich.console import Console

from dialogflows import Dispatcher
from dialogflows.layout import View, screen
from dialogflows.llm_client import ChatClient
from dialogflows.nlu.llm import LLMUnderstander
from dialogflows.nlu.rules import RuleUnderstander
from dialogflows.simulator import Simulator, apply_outcome, run_lines
from dialogflows.test_runner import run_tests
from dialogflows.testing import FixedClock

ROOT = Path(__file__).resolve().parent.parent
TRAVEL = ROOT / "flows" / "travel"
CLOCK = FixedClock("2026-11-29T10:00:00")


def draw(sim: Simulator, view: View, width: int, height: int) -> list[str]:
    """The screen as the terminal shows it: ``height`` rows at most, each ``width`` wide."""
    view.state, view.messages = sim.state, sim.messages()
    buffer = io.StringIO()
    console = Console(file=buffer, width=width, height=height, force_terminal=False)
    console.print(screen(view, console))
    return buffer.getvalue().splitlines()


def talk(sim: Simulator, view: View, *lines: str) -> None:
    for line in lines:
        outcome = sim.step(line)
        apply_outcome(view, outcome, sim)


CHAT = [
    "hi i need to fly somewhere",
    "from paris",
    "to rome",
    "whats the weather in rome tomorrow",
    "ok back to the flight",
    "next friday",
    "business",
]


@pytest.mark.parametrize(("width", "height"), [(80, 24), (160, 48), (100, 30), (60, 20)])
def test_the_last_reply_is_on_screen_at_any_size(width: int, height: int) -> None:
    sim = Simulator(Dispatcher.from_path(TRAVEL, clock=CLOCK))
    view = View(sim.state, [])
    talk(sim, view, *CHAT)
    last = sim.messages()[-1][1]
    assert last.startswith("Book business class from Paris to Rome on Friday 4 December")
    rows = draw(sim, view, width, height)
    assert len(rows) <= height - 2, "the input line must fit under the screen"
    shown = " ".join(" ".join(r.replace("│", " ").split()) for r in rows)
    assert "2026-12-04" in shown and "Book business class" in shown
    assert "confirming" in shown


def test_command_output_has_its_own_pane_and_the_reply_stays(tmp_path: Path) -> None:
    sim = Simulator(Dispatcher.from_path(TRAVEL, clock=CLOCK))
    view = View(sim.state, [])
    talk(sim, view, *CHAT, "/events")
    rows = draw(sim, view, 80, 24)
    assert len(rows) <= 22
    text = "\n".join(rows)
    assert "/events (last " in text  # the long output is cut to its newest lines, and says so
    assert "bot_said" in text
    assert "Book business class" in text  # the conversation is still on screen
    talk(sim, view, "/help")
    text = "\n".join(draw(sim, view, 160, 48))
    assert "/why" in text and "/save FILE" in text and "Book business class" in text


def test_wide_screens_show_the_panels_beside_the_conversation() -> None:
    sim = Simulator(Dispatcher.from_path(TRAVEL, clock=CLOCK))
    view = View(sim.state, [])
    talk(sim, view, *CHAT)
    rows = draw(sim, view, 160, 48)
    assert any("Slots · book_flight" in r and "bot:" in r for r in rows) or any(
        "Slots · book_flight" in r for r in rows
    )
    assert any("Entity stack" in r for r in rows)
    # side by side: one row holds both the conversation and a panel
    assert any("│ bot:" in r or "bot:" in r.split("│")[1] for r in rows if r.count("│") >= 3)


def test_a_clarification_shows_both_candidates() -> None:
    sim = Simulator(Dispatcher.from_path(TRAVEL, clock=CLOCK))
    view = View(sim.state, [])
    talk(sim, view, "book a flight from paris to rome", "next fri or sat")
    text = " ".join("\n".join(draw(sim, view, 80, 24)).split())
    assert "clarifying depart_date: 2026-12-04 or 2026-12-05" in text


def test_why_shows_what_each_turn_understood() -> None:
    sim = Simulator(Dispatcher.from_path(TRAVEL, clock=CLOCK))
    view = View(sim.state, [])
    talk(sim, view, "/why", "book a flight from paris to rome next friday")
    text = " ".join("\n".join(draw(sim, view, 80, 24)).split())
    assert "understood: start_task flow=book_flight" in text
    assert "· rules" in text
    talk(sim, view, "econmy")  # a typo: read with less confidence
    text = " ".join("\n".join(draw(sim, view, 80, 24)).split())
    assert "slot=seat_class value='economy' (0." in text
    talk(sim, view, "/why", "yes")
    assert "understood:" not in "\n".join(draw(sim, view, 80, 24))


def test_why_in_a_pipe_prints_a_line_after_the_replies() -> None:
    sim = Simulator(Dispatcher.from_path(TRAVEL, clock=CLOCK))
    out, err = io.StringIO(), io.StringIO()
    run_lines(sim, io.StringIO("/why\nweather in rome tmrw\n"), out, err)
    lines = out.getvalue().splitlines()
    assert lines[0] == "showing what each turn understood"
    assert lines[1].startswith("bot: Rome 2026-11-30:")
    assert lines[2].startswith("understood: start_task flow=weather")


def test_save_as_a_test_round_trips_through_dialogflows_test(tmp_path: Path) -> None:
    flows = tmp_path / "travel"
    import shutil

    shutil.copytree(TRAVEL, flows, ignore=shutil.ignore_patterns("*.test.yaml"))
    sim = Simulator(Dispatcher.from_path(flows, clock=CLOCK), user_id="ann")
    view = View(sim.state, [])
    talk(sim, view, *CHAT, "yes")
    saved = flows / "my chat.test.yaml"
    outcome = sim.step(f"/save {saved}")
    assert outcome.plain == [f"saved 8 steps to {saved}; run: dialogflows test FLOWS {saved}"]
    text = saved.read_text(encoding="utf-8")
    assert "clock: '2026-11-29T10:00:00'" in text
    assert "user: hi i need to fly somewhere" in text
    out = io.StringIO()
    assert run_tests(flows, [saved], stdout=out) == 0, out.getvalue()
    assert "PASS my chat (8 steps)" in out.getvalue()
    # an undone turn is not in the test
    talk(sim, view, "/undo")
    sim.step(f"/save {saved}")
    assert "user: 'yes'" not in saved.read_text(encoding="utf-8")
    assert run_tests(flows, [saved], stdout=io.StringIO()) == 0


def test_save_as_a_test_refuses_a_loaded_session(tmp_path: Path) -> None:
    sim = Simulator(Dispatcher.from_path(TRAVEL, clock=CLOCK))
    sim.step("book a flight")
    sim.step(f"/save {tmp_path / 's.json'}")
    sim.step(f"/load {tmp_path / 's.json'}")
    outcome = sim.step(f"/save {tmp_path / 'x.test.yaml'}")
    assert outcome.failed
    assert "loaded or continued" in outcome.plain[0]
    assert not (tmp_path / "x.test.yaml").exists()


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_an_unreachable_llm_is_a_visible_notice() -> None:
    bot = Dispatcher.from_path(TRAVEL, clock=CLOCK)
    client = ChatClient(f"http://127.0.0.1:{_closed_port()}/v1", "any-model", timeout=2.0)
    bot.understander = LLMUnderstander(
        bot.domain, client, fallback=RuleUnderstander(bot.domain, bot.parsers), retries=0
    )
    sim = Simulator(bot)
    view = View(sim.state, [])
    talk(sim, view, "/why", "weather in rome tomorrow")
    text = " ".join("\n".join(draw(sim, view, 80, 24)).split())
    assert "notice: the llm understander failed (" in text
    assert "the rules answered this turn" in text
    assert "· llm failed (" in text and "→ rules" in text
    assert "Rome 2026-11-30" in text  # the rules still answered
    # in a pipe the notice goes to stderr, the replies stay clean on stdout
    out, err = io.StringIO(), io.StringIO()
    run_lines(sim, io.StringIO("and in paris?\n"), out, err)
    assert err.getvalue().startswith("notice: the llm understander failed")
    assert "notice" not in out.getvalue()
    client.close()


def test_an_embedder_or_hybrid_model_that_failed_is_a_notice() -> None:
    """The readers by meaning record their failure on ``understood_by``: the author sees it."""
    from dialogflows.chat_record import fallback_notices
    from dialogflows.dispatcher import Reply
    from dialogflows.events import Event
    from dialogflows.state import DialogueState

    state = DialogueState(session_id="s")
    down = Event(
        type="understood_by",
        version=1,
        turn=1,
        data={"path": "unread", "error": "ConnectError('refused')"},
    )
    slow = Event(
        type="understood_by", version=1, turn=1, data={"path": "rules", "llm_error": "timeout"}
    )
    fine = Event(type="understood_by", version=1, turn=1, data={"path": "meaning", "sure": True})
    said = [str(n) for n in fallback_notices(Reply(["hi"], state, events=[down, slow, fine]))]
    assert said == [
        "notice: the embedder failed (ConnectError('refused')); the rules' reading stood",
        "notice: the LLM failed (timeout); the rules' reading stood",
    ]
