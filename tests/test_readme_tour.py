"""The README's five-minute tour, rerun as written: the pizza flow and its actions.py into
a folder, then validate, graph, test, chat and the counts the tour's test case says."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.cli import main
from dialogflows.testing import Conversation, FixedClock

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
BLOCKS = re.findall(r"```(\w+)\n(.*?)```", README, flags=re.S)


def block(lang: str, holding: str) -> str:
    return next(body for kind, body in BLOCKS if kind == lang and holding in body)


@pytest.fixture
def pizza(tmp_path: Path) -> Path:
    """``flows/pizza`` as the tour writes it: the flow, its actions.py and its test."""
    folder = tmp_path / "flows" / "pizza"
    folder.mkdir(parents=True)
    flow = block("yaml", "order_pizza")
    assert flow.startswith("# flows/pizza/pizza.yaml")
    (folder / "pizza.yaml").write_text(flow, encoding="utf-8")
    actions = block("python", "def register(bot)")
    assert actions.startswith("# flows/pizza/actions.py")
    (folder / "actions.py").write_text(actions, encoding="utf-8")
    (folder / "pizza.test.yaml").write_text(block("yaml", "cases:"), encoding="utf-8")
    return folder


def test_step_2_validate_and_graph(pizza: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(pizza)]) == 0
    out = capsys.readouterr().out
    assert re.match(r"✓ .*pizza: 1 flow, 3 slots, 0 entities from 1 file in \d+ ms$", out.strip())
    assert "warning" not in out  # actions.py registers the flow's action
    assert main(["graph", str(pizza), "--flow", "order_pizza"]) == 0
    assert "stateDiagram-v2" in capsys.readouterr().out


def test_step_3_chat_piped(pizza: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "dialogflows.cli", "chat", str(pizza)],
        input="I want pizza\ntwo large pizzas at 7pm\nyes\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert proc.stdout.splitlines() == [
        "bot: What size?",
        "bot: 2 pizzas, large, at 7:00 PM. Shall I order?",
        "bot: Ordered! Your number is P-1.",
    ]


def test_step_4_the_tours_test_case_orders(pizza: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["test", str(pizza.parent)]) == 0
    out = capsys.readouterr().out
    assert "PASS a whole order (4 steps)" in out
    assert out.strip().endswith("1 passed, 0 failed")


def test_the_tours_flow_reads_counts_inside_sentences(pizza: Path) -> None:
    bot = Dispatcher.from_path(pizza, clock=FixedClock("2026-11-29T10:00:00"))
    c = Conversation(bot, "s")
    c.say("i want pizza", bot="What size?")
    c.say("two large pizzas at 7pm", slots={"size": "large", "count": 2, "when": "19:00"})
    c = Conversation(bot, "s2")
    c.say("order a pizza", bot="What size?")
    c.say("1 small one, at noon", bot="1 pizza, small, at 12:00 PM. Shall I order?")
