"""The public surface: the names DESIGN.md promises, and the README's examples run as shown."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import dialogflows
from dialogflows import Dispatcher
from dialogflows.loader import load_domain
from dialogflows.test_runner import run_tests

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")

PINNED = {
    "ActionContext",
    "Affirm",
    "Amend",
    "Belief",
    "Cancel",
    "ChitChat",
    "Clarify",
    "ClearSlot",
    "Command",
    "ConflictError",
    "Conversation",
    "CorrectSlot",
    "CorruptStateError",
    "Deny",
    "DialogflowsError",
    "DialogueState",
    "Dispatcher",
    "Domain",
    "Entity",
    "EstimateCounter",
    "Event",
    "ExtractiveSummarizer",
    "FixedClock",
    "FlowSpec",
    "Handoff",
    "LLMSummarizer",
    "LLMUnderstander",
    "ListOptions",
    "NluContext",
    "OutcomeUnknownError",
    "PendingAction",
    "Recall",
    "Renderer",
    "Repeat",
    "Reply",
    "Resume",
    "RuleUnderstander",
    "ScriptedUnderstander",
    "SetBelief",
    "SetSlot",
    "Slot",
    "SlotSpec",
    "SpecError",
    "SpecIssue",
    "StartTask",
    "StoreError",
    "Summarizer",
    "Task",
    "TokenCounter",
    "Understander",
    "__version__",
    "load_domain",
    "open_store",
    "replay",
}


def test_all_is_pinned_and_every_name_exists() -> None:
    assert set(dialogflows.__all__) == PINNED
    for name in dialogflows.__all__:
        assert getattr(dialogflows, name) is not None


def code_blocks(lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", README, flags=re.S)


def test_readme_opens_with_the_two_commands() -> None:
    first = code_blocks("bash")[0].strip().splitlines()
    assert "dialogflows chat flows/travel" in first[0]
    assert first[1].startswith("bash scripts/test.sh")
    assert "bash scripts/test.sh" in (ROOT / ".ci" / "run").read_text()


def test_readme_python_example_runs_as_shown(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shutil.copytree(ROOT / "flows" / "travel", tmp_path / "flows" / "travel")
    monkeypatch.chdir(tmp_path)
    [example] = [b for b in code_blocks("python") if "Dispatcher.from_path" in b]
    namespace: dict[str, object] = {}
    exec(compile(example, "README.md", "exec"), namespace)
    reply = namespace["reply"]
    assert isinstance(reply, dialogflows.Reply)
    assert reply.state.phase == "collecting"
    assert reply.state.active_task is not None
    assert reply.state.active_task.slots["arrival_city"].value == "Rome"
    assert reply.prompt[-1] == {"role": "user", "content": "I need a flight to Rome"}
    assert (tmp_path / "sessions.db").exists()


def test_readme_flow_and_its_test_run_as_shown(tmp_path: Path) -> None:
    flow = next(b for b in code_blocks("yaml") if "order_pizza" in b)
    cases = next(b for b in code_blocks("yaml") if "cases:" in b)
    folder = tmp_path / "pizza"
    folder.mkdir()
    (folder / "pizza.yaml").write_text(flow, encoding="utf-8")
    (folder / "pizza.test.yaml").write_text(cases, encoding="utf-8")
    actions = next(b for b in code_blocks("python") if "def register(bot)" in b)
    (folder / "actions.py").write_text(actions, encoding="utf-8")
    domain = load_domain(folder)
    assert list(domain.flows) == ["order_pizza"]
    assert run_tests(folder) == 0


def test_readme_pipe_example_prints_replies() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "dialogflows.cli", "chat", "flows/travel"],
        input="book a flight\nfrom Paris to Rome\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=True,
    )
    lines = out.stdout.splitlines()
    assert lines[0] == "bot: Where are you flying from?"
    assert lines[1] == "bot: What day do you want to leave?"


def test_importing_every_module_keeps_the_public_names() -> None:
    """A subpackage named like a public function would replace it once imported
    (``dialogflows.replay`` the function vs a ``replay`` subpackage)."""
    import importlib
    import pkgutil

    import dialogflows

    for info in pkgutil.walk_packages(dialogflows.__path__, "dialogflows."):
        if info.name.endswith((".server", ".llm_client", ".fake_llm")):
            continue  # optional extras
        importlib.import_module(info.name)
    for name in dialogflows.__all__:
        assert not isinstance(getattr(dialogflows, name), type(dialogflows)), name


def test_the_prompt_is_rendered_on_first_read_and_shows_that_turn() -> None:
    """A later turn must not change an earlier reply's prompt (it is rendered lazily)."""
    bot = Dispatcher.from_path(ROOT / "flows" / "travel")
    calls: list[int] = []
    renderer = bot.renderer

    class Counting:  # wraps the renderer, counting its calls
        def render(self, state: Any, text: str | None) -> list[dict[str, str]]:
            calls.append(1)
            return renderer.render(state, text)

    bot.renderer = Counting()  # type: ignore[assignment]
    first = bot.handle("s", "I want to book a flight from Paris to Rome")
    assert calls == []  # nothing rendered for a bot that only reads messages
    bot.handle("s", "next friday")
    prompt = first.prompt
    assert calls == [1] and first.prompt is prompt
    assert prompt[-1] == {"role": "user", "content": "I want to book a flight from Paris to Rome"}
    assert "depart_date" in prompt[0]["content"] and "2026" not in prompt[0]["content"]
