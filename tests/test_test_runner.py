"""`dialogflows test`: per-case lines, the diff at the first failing step, summary, exit status."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from dialogflows.nlu.scripted import ScriptedUnderstander
from dialogflows.test_runner import collect, run_tests

FLOW = """
flows:
  trip:
    description: Plan a trip
    triggers: [plan a trip]
    slots:
      - {name: city, type: text, prompt: "Which city?"}
      - {name: day, type: date, prompt: "Which day?"}
    confirm: "Trip to {city} on {day}?"
    done: "Trip planned to {city}."
"""

# A mapping script: the same answer for the same text, whatever the case, so every case can
# share one understander and these tests do not depend on rule understanding.
SCRIPT = {
    "plan a trip": [{"type": "start_task", "flow": "trip"}],
    "to Oslo": [{"type": "set_slot", "slot": "city", "value": "Oslo"}],
    "tomorrow": [{"type": "set_slot", "slot": "day", "value": "tomorrow"}],
    "yes": [{"type": "affirm"}],
}

GOOD = """
clock: "2026-11-29T10:00:00"
cases:
  - name: whole trip
    steps:
      - user: plan a trip
        bot: Which city?
        phase: collecting
        flow: trip
        asked: city
      - user: to Oslo
        bot_contains: Which day
        slots: {city: Oslo}
      - user: tomorrow
        bot_matches: "^Trip to Oslo on .*Monday 30 November.*\\\\?$"
        phase: confirming
        slots: {day: "2026-11-30"}
      - user: "yes"
        bot: Trip planned to Oslo.
        phase: chitchat
        stack: []
  - name: commands steps
    steps:
      - commands: [{type: start_task, flow: trip, slots: {city: Rome}}]
        bot: Which day?
        slots: {city: Rome}
"""

BAD = """
clock: "2026-11-29T10:00:00"
cases:
  - name: passes
    steps:
      - user: plan a trip
        phase: collecting
  - name: wrong phase and text
    steps:
      - user: plan a trip
        flow: trip
      - user: to Oslo
        phase: confirming
        bot: |-
          Which day?
          Or not.
      - user: tomorrow
        phase: confirming
  - name: broken step
    steps:
      - bot: nobody spoke
"""


def _flows(tmp_path: Path, **tests: str) -> Path:
    tmp_path.mkdir(parents=True, exist_ok=True)
    (tmp_path / "trip.yaml").write_text(FLOW, encoding="utf-8")
    for name, text in tests.items():
        (tmp_path / f"{name}.test.yaml").write_text(text, encoding="utf-8")
    return tmp_path


def _run(path: Path, *tests: str | Path, color: bool | None = None) -> tuple[int, str]:
    out = io.StringIO()
    code = run_tests(
        path, list(tests) or None, nlu=ScriptedUnderstander(SCRIPT), stdout=out, color=color
    )
    return code, out.getvalue()


def test_all_passing_cases_exit_zero_with_summary(tmp_path: Path) -> None:
    code, out = _run(_flows(tmp_path, good=GOOD))
    lines = out.splitlines()
    assert code == 0
    assert lines[0] == "good.test.yaml" or lines[0].endswith("good.test.yaml")
    assert "  PASS whole trip (4 steps)" in lines
    assert "  PASS commands steps (1 step)" in lines
    assert lines[-1] == "2 passed, 0 failed"


def test_failure_shows_expected_and_actual_at_first_failing_step(tmp_path: Path) -> None:
    code, out = _run(_flows(tmp_path, bad=BAD))
    assert code == 1
    assert out.splitlines()[-1] == "1 passed, 2 failed"
    failing = out.split("FAIL wrong phase and text", 1)[1].split("FAIL broken step", 1)[0]
    assert "step 2: 'to Oslo'" in failing
    assert "- expected: confirming" in failing
    assert "+ actual  : collecting" in failing
    # a multi-line expectation is shown line by line, under its first line
    bot = failing.split("bot:", 1)[1]
    assert "- expected: Which day?\n" in bot
    assert "Or not." in bot
    assert "+ actual  : Which day?" in bot
    # only the first failing step is reported
    assert "step 3" not in failing


def test_malformed_step_is_a_failure_with_its_reason(tmp_path: Path) -> None:
    code, out = _run(_flows(tmp_path, bad=BAD))
    broken = out.split("FAIL broken step", 1)[1]
    # where the step is written, and what it lacks
    assert "bad.test.yaml:21:9 bad step 1: it needs `user:`" in broken
    assert code == 1


def test_a_number_where_reply_text_is_compared_is_a_failure_of_its_case(tmp_path: Path) -> None:
    # a YAML number in `bot_contains` raised TypeError at `in`, stopping the whole file
    # (and a written-domains runner ran the file again for each of its cases)
    numbered = GOOD.replace("bot_contains: Which day", "bot_contains: 3")
    code, out = _run(_flows(tmp_path, numbered=numbered))
    assert code == 1
    assert "PASS commands steps (1 step)" in out
    assert "numbered.test.yaml:12:9 step 2: `bot_contains` is text or a list of texts" in out
    assert out.splitlines()[-1] == "1 passed, 1 failed"


def test_unreadable_test_file_fails_the_run(tmp_path: Path) -> None:
    code, out = _run(_flows(tmp_path, good=GOOD, broken="cases: [unclosed"))
    assert code == 1
    assert "cannot read test file" in out
    assert out.splitlines()[-1] == "2 passed, 1 failed"


def test_no_cases_is_not_a_pass(tmp_path: Path) -> None:
    code, out = _run(_flows(tmp_path))
    assert code == 1
    assert out.splitlines()[-1] == "0 passed, 0 failed"


def test_broken_flows_report_the_spec_error_once(tmp_path: Path) -> None:
    (tmp_path / "trip.yaml").write_text("flows:\n  trip: [not, a, flow]\n", encoding="utf-8")
    (tmp_path / "good.test.yaml").write_text(GOOD, encoding="utf-8")
    code, out = _run(tmp_path)
    assert code == 1
    assert out.startswith("error: ")
    assert "trip.yaml" in out
    assert "PASS" not in out


def test_tests_argument_selects_files(tmp_path: Path) -> None:
    path = _flows(tmp_path, good=GOOD, bad=BAD)
    code, out = _run(path, tmp_path / "good.test.yaml")
    assert code == 0
    assert "bad.test.yaml" not in out
    code, out = _run(path, tmp_path / "missing.test.yaml")
    assert code == 1
    assert "no such test file" in out


def test_a_test_file_as_path_runs_against_its_folder(tmp_path: Path) -> None:
    _flows(tmp_path, good=GOOD, bad=BAD)
    assert collect(tmp_path / "good.test.yaml") == [(tmp_path, [tmp_path / "good.test.yaml"])]
    code, _ = _run(tmp_path / "good.test.yaml")
    assert code == 0


def test_a_folder_of_domains_runs_each_domain_with_its_own_flows(tmp_path: Path) -> None:
    _flows(tmp_path / "one", good=GOOD)
    _flows(tmp_path / "two", bad=BAD)
    (tmp_path / "two" / "trip.yaml").write_text(FLOW.replace("Plan a trip", "Plan a voyage"))
    groups = collect(tmp_path)
    assert [(d.name, [f.name for f in files]) for d, files in groups] == [
        ("one", ["good.test.yaml"]),
        ("two", ["bad.test.yaml"]),
    ]
    code, out = _run(tmp_path)
    assert code == 1
    assert out.splitlines()[-1] == "3 passed, 2 failed"
    # a test file given explicitly runs against the domain that holds it
    assert [
        (d.name, len(f)) for d, f in collect(tmp_path, [tmp_path / "two" / "bad.test.yaml"])
    ] == [("two", 1)]
    code, out = _run(tmp_path, tmp_path / "one")
    assert code == 0
    assert out.splitlines()[-1] == "2 passed, 0 failed"


def test_missing_path_is_an_error(tmp_path: Path) -> None:
    code, out = _run(tmp_path / "nowhere")
    assert code == 1
    assert out.startswith("error: no such file or folder")


def test_colour_only_when_asked_or_on_a_terminal(tmp_path: Path) -> None:
    path = _flows(tmp_path, good=GOOD)
    _, plain = _run(path)
    _, coloured = _run(path, color=True)
    assert "\x1b[" not in plain
    assert "\x1b[" in coloured


def test_user_text_is_not_console_markup(tmp_path: Path) -> None:
    case = """
cases:
  - name: "[bold]markup[/bold] name"
    steps:
      - user: plan a trip
        bot: "[red]Which city?"
"""
    code, out = _run(_flows(tmp_path, markup=case))
    assert code == 1
    assert "FAIL [bold]markup[/bold] name" in out
    assert "- expected: [red]Which city?" in out


@pytest.mark.parametrize("folder", ["flows/travel", "flows/restaurant"])
def test_example_flows_pass_their_own_tests(folder: str) -> None:
    root = Path(__file__).resolve().parent.parent
    out = io.StringIO()
    code = run_tests(root / folder, stdout=out)
    assert code == 0, out.getvalue()
    assert " 0 failed" in out.getvalue().splitlines()[-1]
