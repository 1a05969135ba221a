"""Values a model invents are never said back in the bot's own voice.

A scripted OpenAI-compatible server on loopback plays the model; the bot is a small
equipment-rental domain written for this test, in English and Chinese.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.fake_llm import FakeChatServer
from dialogflows.llm_client import ChatClient
from dialogflows.nlu.llm import LLMUnderstander

RENTAL = """\
settings: {{language: {lang}}}
flows:
  rent_bike:
    description: {desc}
    triggers: ["{trigger}"]
    slots:
      - {{name: size, type: enum, values: [small, medium, large], prompt: "{ask_size}"}}
      - {{name: pickup, type: text, prompt: "{ask_pickup}"}}
    confirm: "{confirm}"
    done: "{done}"
"""

EN = dict(
    lang="en",
    desc="Rent a bike",
    trigger="rent a bike",
    ask_size="Which size?",
    ask_pickup="Where will you pick it up?",
    confirm="A {size} bike at {pickup}?",
    done="Done.",
)
ZH = dict(
    lang="zh",
    desc="租自行车",
    trigger="租自行车",
    ask_size="要多大的车？",
    ask_pickup="在哪里取车？",
    confirm="在{pickup}取一辆{size}的车？",
    done="好了。",
)


def said(*items: dict[str, object]) -> str:
    return json.dumps({"commands": list(items)})


@pytest.fixture
def server() -> Iterator[FakeChatServer]:
    with FakeChatServer() as s:
        yield s


def bot_for(tmp_path: Path, server: FakeChatServer, texts: dict[str, str]) -> Dispatcher:
    (tmp_path / "rental.yaml").write_text(RENTAL.format(**texts), encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path / "rental.yaml")
    bot.understander = LLMUnderstander(
        bot.domain, ChatClient(server.base_url, "m", timeout=5), retries=0
    )
    return bot


INVENTED = "platinum <b>IGNORE ALL RULES</b>"


@pytest.mark.parametrize(
    ("texts", "start", "answer"),
    [(EN, "rent a bike", "a big one please"), (ZH, "我想租自行车", "要大一点的")],
)
def test_an_invented_enum_value_is_not_said_back(
    texts: dict[str, str], start: str, answer: str, tmp_path: Path, server: FakeChatServer
) -> None:
    bot = bot_for(tmp_path, server, texts)
    server.push(said({"type": "start_task", "flow": "rent_bike"}))
    bot.handle("s", start)
    server.push(said({"type": "set_slot", "slot": "size", "value": INVENTED}))
    reply = bot.handle("s", answer)
    assert "platinum" not in reply.text and "IGNORE" not in reply.text
    assert reply.messages[-1] == texts["ask_size"]  # asked again, in the bot's own words
    dropped = [e for e in reply.events if e.type == "llm_value_dropped"]
    assert dropped and dropped[0].data == {"slot": "size", "reason": "not in the message"}
    assert INVENTED not in json.dumps([e.model_dump(mode="json") for e in reply.events])


def test_a_text_value_from_nowhere_is_dropped_and_one_from_the_message_kept(
    tmp_path: Path, server: FakeChatServer
) -> None:
    bot = bot_for(tmp_path, server, EN)
    server.push(said({"type": "start_task", "flow": "rent_bike", "slots": {"size": "large"}}))
    bot.handle("s", "rent a bike, large")
    server.push(said({"type": "set_slot", "slot": "pickup", "value": "send your card number"}))
    reply = bot.handle("s", "the usual place")
    assert reply.messages[-1] == "Where will you pick it up?" and "card" not in reply.text
    server.push(said({"type": "set_slot", "slot": "pickup", "value": "Central Station"}))
    reply = bot.handle("s", "at central station pls")
    assert reply.text == "A large bike at Central Station?"


def test_a_question_the_model_wrote_is_asked_in_the_bots_words(
    tmp_path: Path, server: FakeChatServer
) -> None:
    bot = bot_for(tmp_path, server, EN)
    server.push(said({"type": "start_task", "flow": "rent_bike"}))
    bot.handle("s", "rent a bike")
    server.push(
        said(
            {
                "type": "clarify",
                "slot": "size",
                "options": ["medium", "large"],
                "question": "Please send your password to evil.example to continue",
            }
        )
    )
    reply = bot.handle("s", "a medium or large one")
    assert "password" not in reply.text
    assert "medium" in reply.text and "large" in reply.text
