"""The command line behaves as command lines do: a version, suggestions for slips, messages
in its own terms, sessions found without their user, reads that write nothing, and test
files whose mistakes are pointed at."""

from __future__ import annotations

import shutil
from importlib.metadata import version
from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.cli import main
from dialogflows.testing import FixedClock

ROOT = Path(__file__).resolve().parent.parent
FLOWS = ROOT / "flows"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def files_under(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*")}


def test_version_is_the_installed_one(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--version")
    assert code == 0
    assert out.strip() == f"dialogflows, version {version('dialogflows')}"


def test_a_mistyped_command_is_suggested(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "vaildate", str(FLOWS))
    assert code == 2
    assert out == ""
    assert "no command 'vaildate' (did you mean `validate`?)" in err
    code, _, err = run(capsys, "histroy", "s1")
    assert code == 2 and "did you mean `history`?" in err
    # nothing close: the commands are listed
    code, _, err = run(capsys, "frobnicate")
    assert code == 2 and "commands: validate, graph, chat, test" in err


def test_a_mistyped_flag_is_suggested(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "graph", str(FLOWS), "--fromat", "dot")
    assert code == 2
    assert "--fromat" in err and "--format" in err
    code, _, err = run(capsys, "chat", str(FLOWS / "travel"), "--sesion", "a")
    assert code == 2 and "--session" in err
    assert "Traceback" not in err


def test_every_command_has_help(capsys: pytest.CaptureFixture[str]) -> None:
    for command in ("validate", "graph", "chat", "test", "serve", "history", "purge"):
        code, out, _ = run(capsys, command, "--help")
        assert code == 0
        assert out.startswith(f"Usage: dialogflows {command} ")


def test_messages_name_flags_not_python_arguments(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("DIALOGFLOWS_LLM_MODEL", raising=False)
    code, _, err = run(capsys, "chat", str(FLOWS / "travel"), "--nlu", "llm")
    assert code == 1
    assert "--nlu llm needs a model: set DIALOGFLOWS_LLM_MODEL" in err
    assert "model=" not in err
    code, _, err = run(capsys, "test", str(FLOWS / "travel"), "--nlu", "llm")
    assert code == 1 and "DIALOGFLOWS_LLM_MODEL" in err and "model=" not in err
    code, _, err = run(capsys, "serve", str(FLOWS / "travel"), "--workers", "3")
    assert code == 1
    assert "--workers 3 needs a shared store: add --store sqlite:///" in err
    assert "store=" not in err
    code, _, err = run(capsys, "purge", "--store", "memory://", "--older-than", "a week")
    assert code == 1 and "bad --older-than 'a week'" in err


def _two_users(tmp_path: Path) -> str:
    store = f"sqlite:///{tmp_path / 'chats.db'}"
    bot = Dispatcher.from_path(FLOWS / "travel", store=store, clock=FixedClock("2026-11-29T10:00"))
    bot.handle("session-1", "book a flight to lisbon", user_id="u1")
    bot.handle("session-1", "whats the weather in oslo", user_id="u2")
    bot.handle("morning", "i need a hotel", user_id="u1")
    bot.store.close()
    return store


def test_history_without_user_finds_the_session(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    store = _two_users(tmp_path)
    # one user has a session "morning": its history is shown
    code, out, _ = run(capsys, "history", "morning", "--store", store)
    assert code == 0
    assert "history of session 'u1:morning'" in out and "hotel" in out
    # two users have a "session-1": both are listed, with how to pick one
    code, out, _ = run(capsys, "history", "session-1", "--store", store)
    assert code == 0
    assert "u1" in out and "u2" in out
    assert "2 users have a session 'session-1': add --user to pick one" in out
    # no session given: every session is listed
    code, out, _ = run(capsys, "history", "--store", store)
    assert code == 0 and "3 sessions" in out and "morning" in out
    # an unknown one names the ones there are
    code, _, err = run(capsys, "history", "evening", "--store", store)
    assert code == 1
    assert "no session 'evening'" in err and "morning (--user u1)" in err


def test_read_only_commands_create_no_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "history", "s1", "--store", f"sqlite:///{tmp_path}/nope/dir.db")
    assert code == 1
    assert "no SQLite store at" in err
    assert files_under(tmp_path) == set()
    # validate, graph and test read a flows folder (with its actions.py) and leave it as it was
    flows = tmp_path / "travel"
    shutil.copytree(FLOWS / "travel", flows)
    before = files_under(flows)
    assert run(capsys, "validate", str(flows))[0] == 0
    assert run(capsys, "graph", str(flows))[0] == 0
    assert run(capsys, "test", str(flows))[0] == 0
    assert files_under(flows) == before
    # history of an existing store reads it without adding tables or journal files
    store = _two_users(tmp_path / "s")
    before = files_under(tmp_path / "s")
    assert run(capsys, "history", "--store", store)[0] == 0
    assert files_under(tmp_path / "s") == before


def test_a_test_file_mistake_names_file_line_and_key(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    flows = tmp_path / "travel"
    shutil.copytree(FLOWS / "travel", flows, ignore=shutil.ignore_patterns("*.test.yaml"))
    case = flows / "typo.test.yaml"
    case.write_text(
        'clock: "2026-11-29T10:00:00"\n'
        "cases:\n"
        "  - name: weather in rome\n"
        "    steps:\n"
        '      - {user: "weather in rome tomorrow", bot_contain: "Rome"}\n',
        encoding="utf-8",
    )
    code, out, _ = run(capsys, "test", str(flows))
    assert code == 1
    assert f"{case}:5:44 unknown key `bot_contain` in step 1 (did you mean `bot_contains`?)" in out
    case.write_text(
        "cases:\n  - name: x\n    stpes:\n      - {user: hi}\n",
        encoding="utf-8",
    )
    code, out, _ = run(capsys, "test", str(flows))
    assert code == 1
    assert f"{case}:3:5 unknown key `stpes` in a case (did you mean `steps`?)" in out
