from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import pytest
from rich.console import Console

from dialogflows.cli import SUBCOMMANDS, issue_text, main
from dialogflows.compiler import TERMINAL
from dialogflows.errors import SpecIssue

REPO = Path(__file__).resolve().parents[1]
FLOWS = REPO / "flows"
INVALID = REPO / "tests" / "specs" / "invalid"
ANSI = re.compile(r"\x1b\[")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_validate_example_flows_exits_0_with_a_summary_per_domain(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "validate", str(FLOWS))
    assert code == 0
    lines = out.splitlines()
    assert len(lines) == 4
    assert re.match(r"✓ .*bank: 5 flows, 6 slots, 1 entity from 3 files in \d+ ms$", lines[0])
    assert re.match(r"✓ .*bank_zh: 2 flows, 3 slots, 1 entity from 2 files in \d+ ms$", lines[1])
    assert re.match(r"✓ .*restaurant: 3 flows, 8 slots, 1 entity from 4 files in \d+ ms$", lines[2])
    assert re.match(r"✓ .*travel: 4 flows, 12 slots, 1 entity from 5 files in \d+ ms$", lines[3])


def test_validate_lists_every_issue_plainly_and_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    path = INVALID / "two_errors.yaml"
    code, out, err = run(capsys, "validate", str(path))
    assert code == 1
    assert not ANSI.search(out), "not a terminal: no colour codes"
    assert out.splitlines() == [
        f"{path}:7:5 unknown-key unknown key `slot` in flow `greet` (did you mean `slots`?)",
        f"{path}:9:15 unknown-template-field the `done` message uses `{{user_name}}`, "
        "which is not a slot of the flow `bye`",
        f"✗ {path}: 2 problems",
    ]
    assert "Traceback" not in err


def test_validate_shows_warnings_but_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "validate", str(INVALID / "ambiguous_trigger.yaml"))
    assert code == 0
    assert out.startswith("warning ")
    assert ":8:25 ambiguous-trigger " in out


def test_validate_missing_path(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "validate", "no/such/dir")
    assert code == 1
    assert "no/such/dir:1:1 no-such-path" in out


def test_long_issue_lines_are_not_wrapped(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "validate", str(INVALID / "unknown_when_value.yaml"))
    assert code == 1
    first = out.splitlines()[0]
    assert first.startswith(str(INVALID / "unknown_when_value.yaml") + ":11:22 unknown-when-value")
    assert first.endswith("(values: inside, terrace)")


def test_issue_text_is_styled_on_a_terminal() -> None:
    buffer = io.StringIO()
    console = Console(file=buffer, force_terminal=True, color_system="standard", width=200)
    console.print(issue_text(SpecIssue("f.yaml", 3, 5, "unknown-key", "bad key [x]", "hint")))
    styled = buffer.getvalue()
    assert ANSI.search(styled)
    # user-visible brackets are printed, never read as rich markup
    assert "bad key [x]" in ANSI.sub("", re.sub(r"\x1b\[[0-9;]*m", "", styled))


def test_graph_prints_a_mermaid_state_diagram_of_one_flow(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "graph", str(FLOWS / "travel"), "--flow", "book_flight")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "%% flow book_flight, declared in book_flight.yaml"
    assert lines[1] == "stateDiagram-v2"
    # the flow's own steps: the shorthand's collect, confirm, action and branches
    for state in ("collect", "confirm", "book_flight", "outcome", *TERMINAL):
        assert any(line.endswith(f" as {state}") for line in lines if "state " in line), state
    assert "  confirm --> book_flight: advance [confirmed] | affirm" in lines


def test_graph_of_a_domain_prints_every_flow_with_a_comment(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "graph", str(FLOWS / "restaurant"))
    assert code == 0
    heads = [line for line in out.splitlines() if line.startswith("%% flow ")]
    assert heads == [
        "%% flow order_food, declared in order_food.yaml",
        "%% flow order_status, declared in order_status.yaml",
        "%% flow refund, declared in refund.yaml",
    ]
    assert out.count("stateDiagram-v2") == 3


def test_graph_dot_format(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "graph", str(FLOWS / "travel"), "--flow", "weather", "--format", "dot"
    )
    assert code == 0
    assert out.startswith("// flow weather, declared in weather.yaml\ndigraph ")
    assert "get_weather -> finish [label=succeed]" in out


def test_graph_unknown_flow_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "graph", str(FLOWS), "--flow", "book_fligth")
    assert code == 1
    assert out == ""
    assert "no flow named 'book_fligth'" in err
    assert "did you mean `book_flight`?" in err
    assert "Traceback" not in err


def test_graph_of_a_broken_spec_lists_its_issues(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "graph", str(INVALID / "unknown_key.yaml"))
    assert code == 1
    assert ":8:9 unknown-key " in out


def test_graph_out_writes_one_file_per_flow_in_domain_folders(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, _ = run(capsys, "graph", str(FLOWS), "--out", str(tmp_path))
    assert code == 0
    written = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.mmd"))
    assert written == [
        "bank/order_card.mmd",
        "bank/report_lost_card.mmd",
        "bank/transfer_money.mmd",
        "bank/undo_transfer.mmd",
        "bank/verify_identity.mmd",
        "bank_zh/transfer.mmd",
        "bank_zh/verify_identity.mmd",
        "restaurant/order_food.mmd",
        "restaurant/order_status.mmd",
        "restaurant/refund.mmd",
        "travel/book_flight.mmd",
        "travel/book_hotel.mmd",
        "travel/cancel_booking.mmd",
        "travel/weather.mmd",
    ]


def test_no_subcommand_prints_help(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys)
    assert code == 2
    assert "validate" in out and "graph" in out


def test_subcommands_are_registered_in_one_table() -> None:
    names = [c.name for c in SUBCOMMANDS]
    assert names[:2] == ["validate", "graph"]
    assert len(set(names)) == len(names)


def test_module_entry_point_runs_without_a_terminal() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "dialogflows.cli", "validate", str(INVALID / "unsafe_tag.yaml")],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 1
    assert (
        ":5:11 unsafe-tag the YAML tag '!!python/object/apply:os.system' is not allowed"
        in proc.stdout
    )
    assert not ANSI.search(proc.stdout)
    assert proc.stderr == ""


def test_validate_reports_every_problem_of_a_file_in_one_run(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Schema mistakes in a flow do not hide its template, reference or action mistakes:
    the author fixes everything after one run, not in rounds."""
    folder = INVALID / "many_problems"
    code, out, _ = run(capsys, "validate", str(folder))
    assert code == 1
    found = [line.split(" ")[:2] for line in out.splitlines()[:-1]]
    file = str(folder / "library.yaml")
    assert found == [
        [f"{file}:17:40", "unknown-key"],
        [f"{file}:18:29", "invalid-value"],
        [f"{file}:26:22", "unknown-when-value"],
        [f"{file}:27:60", "unknown-template-field"],
        [f"{file}:31:11", "unknown-flow-link"],
        [f"{file}:38:45", "unknown-template-field"],
        ["warning", f"{file}:28:13"],
    ]
    assert "unregistered-action the action `extend_loan`" in out
    assert out.splitlines()[-1] == f"✗ {folder}: 6 problems"


def test_an_action_actions_py_never_registers_is_a_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "gym.yaml").write_text(
        "flows:\n  book_class:\n    description: Book a yoga class\n"
        "    triggers: [book a class]\n    action: reserve_spot\n    done: See you there.\n",
        encoding="utf-8",
    )
    actions = tmp_path / "actions.py"
    actions.write_text(
        "def register(bot):\n    @bot.action('reserve_slot')\n    def f(slots, ctx):\n"
        "        return {}\n",
        encoding="utf-8",
    )
    code, out, _ = run(capsys, "validate", str(tmp_path))
    assert code == 0
    assert out.startswith(f"warning {tmp_path / 'gym.yaml'}:5:13 unregistered-action ")
    assert "it registers: reserve_slot" in out
    # registered: no warning; no actions.py (the embedding bot registers): no warning
    actions.write_text(actions.read_text().replace("reserve_slot", "reserve_spot"))
    assert not run(capsys, "validate", str(tmp_path))[1].startswith("warning")
    actions.unlink()
    assert not run(capsys, "validate", str(tmp_path))[1].startswith("warning")
