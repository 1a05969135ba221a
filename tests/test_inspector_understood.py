"""What a turn understood is in its events (``understood``), wherever it was taken: through
the JSON API (a message, or commands sent as they are), in ``dialogflows chat`` (another
process, on a shared SQLite store), or read by a model. The inspector shows it for every
turn, not only for the turns taken on its page.

A bike repair shop, written for these tests from docs/dsl.md."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.commands import StartTask, parse_commands
from dialogflows.fake_llm import FakeChatServer
from dialogflows.inspector import create_inspector_app
from dialogflows.llm_client import ChatClient
from dialogflows.nlu.llm import LLMUnderstander
from dialogflows.testing import FixedClock

try:
    from http_server import serving
except ImportError:  # tests/ imported as a package
    from tests.http_server import serving

ROOT = Path(__file__).resolve().parent.parent
CLOCK = FixedClock("2026-12-02T09:00:00")

REPAIRS = """
settings: {language: en}
flows:
  book_repair:
    description: Book a bike in for a repair
    triggers: ["fix my bike", "bike repair", "bike needs fixing", "repair my bike"]
    slots:
      - {name: bike, type: enum, values: [road, mountain, city], prompt: "What kind of bike is it?"}
      - {name: day, type: date, prompt: "Which day can you bring it in?"}
    confirm: "Book your {bike} bike in on {day}?"
    done: "Booked. See you then!"
"""


@pytest.fixture
def shop(tmp_path: Path) -> Path:
    folder = tmp_path / "repairs"
    folder.mkdir()
    (folder / "repairs.yaml").write_text(textwrap.dedent(REPAIRS), encoding="utf-8")
    return folder


def understood(bot: Dispatcher, session: str) -> list[dict[str, object]]:
    return [e.data for e in bot.events(session) if e.type == "understood"]


def test_turns_through_the_api_are_shown_with_what_they_understood(shop: Path) -> None:
    bot = Dispatcher.from_path(shop, clock=CLOCK)
    with serving(create_inspector_app(bot)) as client:
        r = client.post("/sessions/s1/messages", json={"text": "my bike needs fixing asap"})
        assert r.json()["messages"] == ["What kind of bike is it?"]
        r = client.post(
            "/sessions/s1/commands",
            json={"commands": [{"type": "set_slot", "slot": "bike", "value": "mountain"}]},
        )
        assert r.json()["messages"] == ["Which day can you bring it in?"]
        first, second = understood(bot, "s1")
        # the rules name the reader of their pipeline that produced each command
        started = {"type": "start_task", "flow": "book_repair", "reader": "request"}
        assert first == {"by": "rules", "commands": [started]}
        assert parse_commands(first["commands"]) == [StartTask(flow="book_repair")]
        assert second == {
            "by": "caller",
            "commands": [{"type": "set_slot", "slot": "bike", "value": "mountain"}],
        }
        # the event holds commands as they are typed: they read back as the same commands
        assert parse_commands(second["commands"])[0].value == "mountain"  # type: ignore[union-attr]

        page = client.get("/inspect/api/view", params={"session": "s1", "version": 1}).json()
        assert "decided by: the rules" in page["panels"]
        assert "start_task flow=&#34;book_repair&#34;" in page["panels"]
        latest = client.get("/inspect/api/view", params={"session": "s1"}).json()["panels"]
        assert "decided by: the caller (commands sent as they are, nothing read)" in latest
        assert "set_slot slot=&#34;bike&#34; value=&#34;mountain&#34;" in latest


def test_turns_in_the_terminal_simulator_are_shown_in_the_inspector(
    shop: Path, tmp_path: Path
) -> None:
    store = f"sqlite:///{tmp_path / 'shop.db'}"
    chat = subprocess.run(
        [sys.executable, "-m", "dialogflows.cli", "chat", str(shop), "--store", store],
        input="can u repair my bike\nroad bike\n",
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert chat.returncode == 0, chat.stderr
    bot = Dispatcher.from_path(shop, store=store)
    try:
        with serving(create_inspector_app(bot), "/inspect") as client:
            view = client.get("/api/view", params={"session": "local"}).json()
        assert "decided by: the rules" in view["panels"]
        assert "set_slot slot=&#34;bike&#34; value=&#34;road&#34;" in view["panels"]
    finally:
        bot.store.close()


def test_a_models_reading_names_the_model_and_keeps_no_secret(shop: Path) -> None:
    reply = json.dumps({"commands": [{"type": "start_task", "flow": "book_repair"}]})
    with FakeChatServer([reply], model="tiny-model") as server:
        bot = Dispatcher.from_path(shop, clock=CLOCK)
        client = ChatClient(server.base_url, "tiny-model", api_key="sk-do-not-store", timeout=5)
        bot.understander = LLMUnderstander(bot.domain, client, retries=0)
        try:
            reply_ = bot.handle("s", "the chain keeps slipping off, can someone look at it")
        finally:
            client.close()
    assert reply_.messages == ["What kind of bike is it?"]
    (data,) = understood(bot, "s")
    assert data == {
        "by": "llm",
        "model": "tiny-model",
        "commands": [{"type": "start_task", "flow": "book_repair"}],
    }
    log = json.dumps([e.model_dump(mode="json") for e in bot.events("s")])
    assert "sk-do-not-store" not in log
    assert log.count("the chain keeps slipping off") == 1  # the text once, on turn_started
