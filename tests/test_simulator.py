"""The chat simulator: plain (piped) mode, panels rendered as text, slash commands, a real pty."""

from __future__ import annotations

import io
import json
import os
import select
import subprocess
import sys
from pathlib import Path

import pytest
from rich.console import Console

from dialogflows.dispatcher import Dispatcher
from dialogflows.events import replay
from dialogflows.nlu.scripted import ScriptedUnderstander
from dialogflows.panels import (
    beliefs_panel,
    entities_panel,
    phase_panel,
    screen,
    slots_panel,
    stack_panel,
)
from dialogflows.simulator import Simulator, run_chat, run_lines
from dialogflows.state import DialogueState
from dialogflows.testing import FixedClock

ROOT = Path(__file__).resolve().parent.parent
TRAVEL = ROOT / "flows" / "travel"

# Pinned understanding, so these tests fail for simulator reasons only.
SCRIPT = {
    "book a flight to Rome": [
        {"type": "start_task", "flow": "book_flight"},
        {"type": "set_slot", "slot": "arrival_city", "value": "Rome"},
    ],
    "from London": [
        {"type": "set_slot", "slot": "departure_city", "value": "London", "confidence": 0.9}
    ],
    "weather in Paris": [
        {"type": "start_task", "flow": "weather"},
        {"type": "set_slot", "slot": "city", "value": "Paris"},
    ],
    "budget 5000": [{"type": "set_belief", "key": "budget", "value": "<= 5000", "invariant": True}],
    "/literally": [{"type": "set_slot", "slot": "departure_city", "value": "Berlin"}],
}


def _bot(store: str | None = None) -> Dispatcher:
    return Dispatcher.from_path(
        TRAVEL,
        store=store,
        understander=ScriptedUnderstander(SCRIPT),
        clock=FixedClock("2026-11-29T10:00:00"),
    )


def _sim(*lines: str, session: str = "local") -> Simulator:
    sim = Simulator(_bot(), session_id=session)
    for line in lines:
        sim.step(line)
    return sim


def _text(renderable: object, width: int = 120) -> str:
    console = Console(file=io.StringIO(), width=width, height=50, color_system=None)
    console.print(renderable)
    out = console.file.getvalue()  # type: ignore[attr-defined]
    return str(out)


def _plain(sim: Simulator, script: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run_lines(sim, io.StringIO(script), out, err)
    return code, out.getvalue(), err.getvalue()


# -- panels --------------------------------------------------------------------------------


def test_panels_show_phase_slots_stack_entities_and_beliefs() -> None:
    sim = _sim("book a flight to Rome", "from London", "budget 5000")
    state = sim.state

    phase = _text(phase_panel(state))
    assert "collecting" in phase
    assert "book_flight" in phase

    slots = _text(slots_panel(state))
    rows = {line.split()[1]: line for line in slots.splitlines() if "_" in line and "│" in line}
    assert "Rome" in rows["arrival_city"]
    assert "1.00" in rows["arrival_city"]
    assert "London" in rows["departure_city"]
    assert "0.90" in rows["departure_city"]
    # the slot the bot asked for is marked, and an empty slot shows a dash
    asked_row = next(line for line in slots.splitlines() if ">" in line)
    assert state.active_task is not None
    assert state.active_task.asked in asked_row
    assert "-" in rows["seat_class"]

    assert "empty" in _text(stack_panel(state))
    entities = _text(entities_panel(state))
    assert entities.index("London") < entities.index("Rome")  # newest first

    beliefs = _text(beliefs_panel(state))
    assert "budget" in beliefs
    assert "<= 5000" in beliefs
    assert "invariant" in beliefs


def test_stack_panel_lists_the_suspended_task_with_its_values() -> None:
    sim = _sim("book a flight to Rome", "from London", "weather in Paris")
    state = sim.state
    stack = _text(stack_panel(state))
    assert "book_flight" in stack
    assert "arrival_city=Rome" in stack
    assert "departure_city=London" in stack
    assert "resume book_flight" in _text(phase_panel(state))
    assert "no active task" in _text(slots_panel(state))


def test_stack_panel_shows_a_task_asked_for_after_the_running_one() -> None:
    bot = Dispatcher.from_path(TRAVEL, clock=FixedClock("2026-11-29T10:00:00"))
    reply = bot.handle("s", "book a flight to Paris and a hotel there")
    assert "next: book_hotel [queued] city=Paris" in _text(stack_panel(reply.state))


def test_confirmed_slots_are_ticked() -> None:
    sim = _sim("book a flight to Rome")
    state = sim.state
    assert state.active_task is not None
    task = state.active_task
    slot = task.slots["arrival_city"].model_copy(update={"confirmed": True})
    state.active_task = task.model_copy(update={"slots": {**task.slots, "arrival_city": slot}})
    row = next(line for line in _text(slots_panel(state)).splitlines() if "arrival_city" in line)
    assert "✓" in row


def test_screen_puts_conversation_beside_panels_and_keeps_markup_literal() -> None:
    sim = _sim("book a flight to Rome")
    sim.step("//literally")  # a message that starts with "/", escaped by doubling it
    sim.bot.handle("local", "[bold]not markup[/bold]")
    console = Console(file=io.StringIO(), width=140, height=40, color_system=None)
    console.print(screen(sim.state, sim.messages(), console))
    out = console.file.getvalue()  # type: ignore[attr-defined]
    first = out.splitlines()[0]
    assert "Conversation" in first
    assert "Phase" in first  # side by side on a wide terminal
    assert "you: book a flight to Rome" in out
    assert "bot: Where are you flying from?" in out
    assert "you: /literally" in out
    assert "[bold]not markup[/bold]" in out


def test_screen_cuts_old_messages_to_fit_the_height() -> None:
    sim = _sim(*(["book a flight to Rome"] + ["what?"] * 30))
    console = Console(file=io.StringIO(), width=140, height=30, color_system=None)
    console.print(screen(sim.state, sim.messages(), console))
    out = console.file.getvalue()  # type: ignore[attr-defined]
    assert "book a flight to Rome" not in out  # the oldest lines went first
    assert "you: what?" in out


# -- slash commands ------------------------------------------------------------------------


def test_state_command_prints_the_state_as_json() -> None:
    sim = _sim("book a flight to Rome")
    code, out, _ = _plain(sim, "/state\n")
    assert code == 0
    doc = json.loads(out)
    assert doc["active_task"]["slots"]["arrival_city"]["value"] == "Rome"
    assert doc["phase"] == "collecting"
    assert doc == json.loads(sim.state.model_dump_json())


def test_events_command_lists_every_event_of_the_session() -> None:
    sim = _sim("book a flight to Rome", "from London")
    _, out, _ = _plain(sim, "/events\n")
    lines = out.splitlines()
    assert len(lines) == len(sim.events())
    assert lines[0].startswith("v1 t0 session_started")
    assert any(
        line.startswith("v2 t2 slot_set slot='departure_city' value='London'") for line in lines
    )


def _content(state: DialogueState) -> dict[str, object]:
    """A state without its version: what undo and load restore."""
    return state.model_dump(exclude={"version"})


def test_undo_goes_back_one_version_appending_to_the_log() -> None:
    sim = _sim("book a flight to Rome")
    after_first = _content(sim.state)
    sim.step("from London")
    assert sim.state.version == 2

    out = sim.step("/undo")
    assert "undid version 2: the state of version 1 is now version 3" in out.plain[0]
    state = sim.state
    assert _content(state) == after_first
    assert replay(sim.events()).model_dump() == state.model_dump()
    assert [m for _, m in sim.messages()] == ["book a flight to Rome", "Where are you flying from?"]
    assert [e.version for e in sim.events()][-1] == 3  # history is kept, never rewritten

    # the conversation goes on from the restored state
    sim.step("from London")
    assert sim.state.version == 4
    assert sim.state.active_task is not None
    assert sim.state.active_task.value("departure_city") == "London"
    assert replay(sim.events()).model_dump() == sim.state.model_dump()

    assert "undid version 4" in sim.step("/undo").plain[0]
    assert "undid version 1: an empty session" in sim.step("/undo").plain[0]
    assert sim.state.active_task is None and sim.messages() == []
    assert replay(sim.events()).model_dump() == sim.state.model_dump()
    assert sim.step("/undo").plain == ["nothing to undo"]


def test_reset_forgets_the_session() -> None:
    sim = _sim("book a flight to Rome", "from London")
    sim.step("/reset")
    assert sim.state.version == 0
    assert sim.state.active_task is None
    assert sim.messages() == []


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    file = tmp_path / "session.json"
    sim = _sim("book a flight to Rome", "from London")
    saved = sim.state.model_dump()
    assert "saved version 2" in sim.step(f"/save {file}").plain[0]

    sim.step("weather in Paris")
    assert sim.state.model_dump() != saved
    assert "loaded" in sim.step(f"/load {file}").plain[0]
    assert _content(sim.state) == {k: v for k, v in saved.items() if k != "version"}
    assert replay(sim.events()).model_dump() == sim.state.model_dump()

    # another session loads it under its own id, and can continue from it
    other = Simulator(sim.bot, session_id="other", user_id="u9")
    other.step(f"/load {file}")
    state = other.state
    assert (state.session_id, state.user_id) == ("other", "u9")
    assert state.active_task is not None
    assert state.active_task.value("departure_city") == "London"
    other.step("weather in Paris")
    assert [t.flow for t in other.state.task_stack] == ["book_flight"]


def test_load_refuses_a_broken_file_and_keeps_the_session(tmp_path: Path) -> None:
    sim = _sim("book a flight to Rome")
    before = sim.state.model_dump()
    bare = tmp_path / "bare.json"
    bare.write_text(sim.state.model_dump_json(), encoding="utf-8")
    out = sim.step(f"/load {bare}")
    assert out.failed
    assert "not a session file" in out.plain[0]

    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"events": [{"type": "slot_set", "version": 1, "turn": 1}]}))
    out = sim.step(f"/load {bad}")
    assert out.failed
    assert "do not replay" in out.plain[0]

    assert "cannot read" in sim.step(f"/load {tmp_path / 'nope.json'}").plain[0]
    assert sim.state.model_dump() == before


def test_help_unknown_command_and_quit() -> None:
    sim = _sim()
    code, out, _ = _plain(sim, "/help\n/nope\n/quit\nbook a flight to Rome\n")
    assert "/undo" in out
    assert "/save FILE" in out
    assert "unknown command /nope" in out
    assert "bot:" not in out  # nothing after /quit was sent
    assert code == 1  # the unknown command
    assert sim.state.version == 0


# -- plain mode ----------------------------------------------------------------------------


def test_plain_mode_prints_one_bot_line_per_message_and_the_prompt_on_request() -> None:
    sim = Simulator(_bot(), show_prompt=True)
    code, out, err = _plain(sim, "book a flight to Rome\n\n//literally\n")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "bot: Where are you flying from?"
    assert lines[1] == "--- prompt ---"
    assert lines[2].startswith("system: ")
    assert "user: book a flight to Rome" in lines
    assert lines.count("--- end prompt ---") == 2  # the blank line was skipped
    assert sim.state.active_task is not None
    assert sim.state.active_task.value("departure_city") == "Berlin"


def test_plain_mode_indents_the_later_lines_of_a_multi_line_message(tmp_path: Path) -> None:
    (tmp_path / "hello.yaml").write_text(
        "flows:\n"
        "  hello:\n"
        "    description: greet\n"
        "    triggers: [say hello]\n"
        "    slots:\n"
        '      - {name: name, type: text, prompt: "Your name?"}\n'
        '    done: "Hi {name}!\\nHow are you?"\n',
        encoding="utf-8",
    )
    out = io.StringIO()
    code = run_chat(tmp_path, stdin=io.StringIO("say hello\nAnn\n"), stdout=out)
    assert code == 0
    assert out.getvalue() == "bot: Your name?\nbot: Hi Ann!\n     How are you?\n"


def test_run_chat_reports_broken_flows(tmp_path: Path) -> None:
    (tmp_path / "x.yaml").write_text("flows: [", encoding="utf-8")
    err = io.StringIO()
    code = run_chat(tmp_path, stdin=io.StringIO(""), stdout=io.StringIO(), stderr=err)
    assert code == 1
    assert err.getvalue().startswith("error: ")
    assert "x.yaml" in err.getvalue()


def test_run_chat_with_sqlite_continues_a_saved_session(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'chat.db'}"
    out = io.StringIO()
    run_chat(
        TRAVEL, store=url, session="s1", stdin=io.StringIO("book a flight to Rome\n"), stdout=out
    )
    assert out.getvalue().startswith("bot: ")
    out = io.StringIO()
    run_chat(TRAVEL, store=url, session="s1", stdin=io.StringIO("/state\n"), stdout=out)
    doc = json.loads(out.getvalue())
    assert doc["version"] == 1
    assert doc["active_task"]["flow"] == "book_flight"
    assert doc["active_task"]["slots"]["arrival_city"]["value"] == "Rome"


def test_travel_flight_with_weather_interruption_and_resume() -> None:
    """The real rule understander over the shipped travel flows, as `dialogflows chat` pipes it."""
    script = "\n".join(
        [
            "I want to book a flight to Rome",
            "from London",
            "what's the weather in Paris?",
            "back to the flight",
            "/state",
        ]
    )
    out, err = io.StringIO(), io.StringIO()
    code = run_chat(TRAVEL, stdin=io.StringIO(script + "\n"), stdout=out, stderr=err)
    assert code == 0, err.getvalue()
    text = out.getvalue()
    replies, _, state_json = text.partition("{")
    lines = replies.splitlines()
    assert lines[0] == "bot: Where are you flying from?"
    assert lines[1] == "bot: What day do you want to leave?"
    assert any("Paris" in line and "°C" in line for line in lines)
    assert lines[-1].startswith("bot: ")
    state = json.loads("{" + state_json)
    assert state["active_task"]["flow"] == "book_flight"
    assert state["active_task"]["slots"]["departure_city"]["value"] == "London"
    assert state["active_task"]["slots"]["arrival_city"]["value"] == "Rome"
    assert state["task_stack"] == []


# -- a real terminal -----------------------------------------------------------------------


def _read_until(
    fd: int, needle: bytes, seen: bytearray, start: int = 0, limit: float = 60.0
) -> bool:
    """Read the pty until ``needle`` appears after ``start``; ``limit`` only guards a hang."""
    import time

    end = time.monotonic() + limit
    while seen.find(needle, start) < 0:
        left = end - time.monotonic()
        if left <= 0:
            return False
        ready, _, _ = select.select([fd], [], [], left)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return seen.find(needle, start) >= 0
        if not chunk:
            return seen.find(needle, start) >= 0
        seen.extend(chunk)
        # prompt_toolkit asks where the cursor is; answer so it does not wait for a reply
        if b"\x1b[6n" in chunk:
            os.write(fd, b"\x1b[40;1R")
    return True


@pytest.mark.slow
def test_chat_on_a_pseudo_terminal_draws_the_panels(tmp_path: Path) -> None:
    import pty

    primary, secondary = pty.openpty()
    os.set_blocking(primary, True)
    import fcntl
    import struct
    import termios

    fcntl.ioctl(secondary, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 140, 0, 0))
    env = {**os.environ, "HOME": str(tmp_path), "TERM": "xterm", "COLUMNS": "140", "LINES": "40"}
    code = "from dialogflows.simulator import run_chat; raise SystemExit(run_chat('flows/travel'))"
    proc = subprocess.Popen(
        [sys.executable, "-c", code],
        stdin=secondary,
        stdout=secondary,
        stderr=secondary,
        cwd=ROOT,
        env=env,
        close_fds=True,
    )
    os.close(secondary)
    seen = bytearray()
    try:
        assert _read_until(primary, b"you>", seen), seen.decode(errors="replace")
        assert b"Conversation" in seen
        assert b"Task stack" in seen
        seen.clear()
        os.write(primary, b"book a flight to Rome\r")
        assert _read_until(primary, b"Where are you flying from?", seen), seen.decode(
            errors="replace"
        )
        # the prompt comes back once the whole screen (conversation and panels) is drawn
        assert _read_until(primary, b"you>", seen, start=seen.find(b"Where are you flying"))
        screen_text = seen.decode(errors="replace")
        assert "book_flight" in screen_text
        assert "arrival_city" in screen_text
        assert "Rome" in screen_text
        assert "collecting" in screen_text
        seen.clear()
        os.write(primary, b"/quit\r")
        assert proc.wait(timeout=30) == 0
        assert (tmp_path / ".dialogflows_history").read_text().count("book a flight to Rome") == 1
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        os.close(primary)
