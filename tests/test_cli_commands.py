"""The subcommands that drive a dispatcher: chat, test, history, purge."""

from __future__ import annotations

import io
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.cli import main, parse_duration
from dialogflows.errors import DialogflowsError
from dialogflows.testing import FixedClock

ROOT = Path(__file__).resolve().parent.parent


def run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(list(argv))
    return code, out.getvalue()


def test_test_command_passes_on_the_examples_and_fails_on_a_wrong_expectation(
    tmp_path: Path,
) -> None:
    code, out = run("test", str(ROOT / "flows"))
    assert code == 0, out
    assert out.strip().splitlines()[-1].endswith("passed, 0 failed")
    bad = tmp_path / "bad.test.yaml"
    bad.write_text(
        'clock: "2026-11-29T10:00:00"\ncases:\n  - name: wrong\n    steps:\n'
        '      - {user: "book a flight", bot: "Hello there"}\n',
        encoding="utf-8",
    )
    code, out = run("test", str(ROOT / "flows" / "travel"), str(bad))
    assert code == 1
    assert "FAIL wrong" in out and "Hello there" in out
    assert out.strip().splitlines()[-1] == "0 passed, 1 failed"


def test_history_shows_versions_and_the_state_at_one(tmp_path: Path) -> None:
    store = f"sqlite:///{tmp_path / 's.db'}"
    bot = Dispatcher.from_path(
        ROOT / "flows" / "travel", store=store, clock=FixedClock("2026-11-29T10:00")
    )
    bot.handle("s1", "book a flight from Paris to Rome", user_id="u1")
    bot.handle("s1", "next friday", user_id="u1")
    code, out = run("history", "s1", "--store", store, "--user", "u1")
    assert code == 0
    assert "next friday" in out and "2026-12-04" in out
    code, out = run("history", "s1", "--store", store, "--user", "u1", "--at", "1")
    assert code == 0
    assert "Paris" in out and "2026-12-04" not in out
    assert run("history", "s1", "--store", store, "--user", "u1", "--at", "9")[0] == 1
    assert run("history", "s1", "--store", store, "--user", "someone-else")[0] == 1


def test_purge_removes_only_old_sessions(tmp_path: Path) -> None:
    store = f"sqlite:///{tmp_path / 's.db'}"
    bot = Dispatcher.from_path(ROOT / "flows" / "travel", store=store)
    bot.handle("s1", "book a flight", user_id="u1")
    code, out = run("purge", "--store", store, "--older-than", "1d")
    assert code == 0 and "purged 0 sessions" in out
    code, out = run("purge", "--store", store, "--older-than", "0s")
    assert code == 0 and "purged 1 session " in out
    assert bot.state("s1", "u1").version == 0


def test_bad_duration_is_a_clear_error() -> None:
    assert parse_duration("12h").total_seconds() == 12 * 3600
    with pytest.raises(DialogflowsError, match="30m"):
        parse_duration("soon")
    assert run("purge", "--store", "memory://", "--older-than", "soon")[0] == 1
