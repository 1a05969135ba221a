"""``dialogflows test PATH [TESTS]``: run YAML conversation tests and report like a test runner.

The cases themselves run in ``testing.run_case_file`` (the harness users' own tests share);
this module finds the files, builds a fresh bot per case on a fixed clock, prints one line per
case, the differences at the first failing step, and a last line ``N passed, M failed``. The
exit status is 0 only when every case passed, so CI can gate on it.

Output is the same text on a terminal and in a pipe; a terminal only gets colour. What the
user or the bot said is printed as ``Text``, never as console markup.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from rich.console import Console
from rich.text import Text

from .errors import DialogflowsError
from .loader import domain_paths
from .testing import CaseResult, FixedClock, find_case_files, run_case_file

if TYPE_CHECKING:
    from .dispatcher import Dispatcher
    from .nlu.base import AsyncUnderstander, Understander

__all__ = ["collect", "format_result", "run_tests", "summary_line"]


def collect(
    path: str | Path, tests: Sequence[str | Path] | None = None
) -> list[tuple[Path, list[Path]]]:
    """The flows to load and, for each, the test files to run against them.

    ``path`` is a flow file, a domain folder, or a folder of domains (like ``flows/``: each
    subfolder with flows is a domain, tested with its own bot). ``tests`` (files or folders)
    default to the ``*.test.yaml`` files of each domain; a given test file runs against the
    domain whose folder holds it. A test file given as ``path`` runs against its folder.
    """
    p = Path(path)
    if not p.exists():
        raise DialogflowsError(f"no such file or folder: {path}")
    if p.is_file() and _is_test_file(p) and not tests:
        return [(p.parent, [p])]
    domains = domain_paths(p)
    if not tests:
        return [(d, find_case_files(d if d.is_dir() else d.parent)) for d in domains]
    groups: dict[Path, list[Path]] = {d: [] for d in domains}
    for t in tests:
        if not Path(t).exists():
            raise DialogflowsError(f"no such test file or folder: {t}")
        for file in find_case_files(t):
            domain = _owner(file, domains)
            if domain is None:
                raise DialogflowsError(f"{file} is not inside any domain under {path}")
            if file not in groups[domain]:
                groups[domain].append(file)
    return [(d, files) for d, files in groups.items() if files]


def _owner(file: Path, domains: list[Path]) -> Path | None:
    """The domain a test file belongs to: the deepest domain folder holding it."""
    if len(domains) == 1:
        return domains[0]
    here = file.resolve()
    best: Path | None = None
    for d in domains:
        folder = (d if d.is_dir() else d.parent).resolve()
        if here.is_relative_to(folder) and (best is None or len(folder.parts) > len(best.parts)):
            best = d
    return best


def _is_test_file(p: Path) -> bool:
    return p.name.endswith((".test.yaml", ".test.yml"))


def run_tests(
    path: str | Path,
    tests: Sequence[str | Path] | None = None,
    *,
    nlu: str | Understander | AsyncUnderstander = "rules",
    stdout: TextIO | None = None,
    color: bool | None = None,
) -> int:
    """Run conversation tests against the flows at ``path``; returns the exit status.

    Args:
        path: a flow file, a domain folder or a folder of domains (see ``collect``), or a
            ``*.test.yaml`` file (run against the flows of its folder).
        tests: test files or folders; by default every ``*.test.yaml`` of each domain.
        nlu: the understander (``rules``, ``llm``, or an object shared by every case).
        stdout: where the report goes (the process's stdout by default).
        color: force colour on or off; by default only when ``stdout`` is a terminal.

    Returns 0 when every case passed, 1 when one failed, a file was unreadable, the flows do
    not load, or there was no case at all (a CI job that runs nothing must not pass).
    """
    from .dispatcher import Dispatcher

    out = stdout if stdout is not None else sys.stdout
    tty = color if color is not None else _is_tty(out)
    console = Console(
        file=out,
        force_terminal=tty,
        no_color=not tty,
        highlight=False,
        soft_wrap=True,
        emoji=False,
    )
    try:
        groups = collect(path, tests)
    except DialogflowsError as e:
        console.print(Text(f"error: {e}", style="bold red"))
        return 1
    passed = failed = 0
    for flows, files in groups:
        if not files:
            continue
        try:
            Dispatcher.from_path(flows, understander=nlu)  # fail once, clearly, on broken flows
        except DialogflowsError as e:
            console.print(Text(f"error: {e}", style="bold red"))
            failed += 1
            continue
        for file in files:
            console.print(Text(_relative(file), style="bold"))
            for result in run_case_file(file, _bot_factory(flows, nlu)):
                for line in format_result(result):
                    console.print(line)
                if result.passed:
                    passed += 1
                else:
                    failed += 1
    if not any(files for _, files in groups):
        console.print(Text(f"no *.test.yaml files found for {path}", style="yellow"))
    console.print(summary_line(passed, failed))
    return 0 if failed == 0 and passed > 0 else 1


def _bot_factory(
    flows: Path, nlu: str | Understander | AsyncUnderstander
) -> Callable[[datetime | None], Dispatcher]:
    """A fresh bot per case (its own memory store), on the case's fixed clock if it has one."""
    from .dispatcher import Dispatcher

    def make_bot(now: datetime | None) -> Dispatcher:
        clock = FixedClock(now) if now is not None else None
        return Dispatcher.from_path(flows, understander=nlu, clock=clock)

    return make_bot


def summary_line(passed: int, failed: int) -> Text:
    """The last line of a run: exactly ``N passed, M failed``."""
    return Text(f"{passed} passed, {failed} failed", style="bold red" if failed else "bold green")


def format_result(result: CaseResult) -> list[Text]:
    """One line per case; for a failure, what differed at the first failing step."""
    if result.passed:
        line = Text("  PASS ", style="green")
        line.append(result.name)
        line.append(f" ({result.steps} step{'' if result.steps == 1 else 's'})", style="dim")
        return [line]
    head = Text("  FAIL ", style="bold red")
    head.append(result.name)
    lines = [head]
    if result.error is not None:
        where = f" at step {result.steps + 1}" if result.steps else ""
        lines.append(Text(f"       error{where}: {result.error}", style="red"))
        return lines
    m = result.failure
    if m is None:  # pragma: no cover - run_case_file always sets failure or error
        return lines
    step = Text(f"       step {m.step}: ")
    step.append(repr(m.text), style="bold")
    lines.append(step)
    for what, expected, actual in m.differences:
        lines.append(Text(f"         {what}:", style="bold"))
        lines.extend(_diff_lines(what, expected, actual))
    return lines


def _diff_lines(what: str, expected: Any, actual: Any) -> list[Text]:
    """``- expected`` / ``+ actual`` lines; multi-line texts are shown line by line."""
    label = {
        "bot_contains": ("expected to contain", "actual"),
        "bot_not_contains": ("expected not to contain", "actual"),
        "bot_matches": ("expected to match", "actual"),
        "entities": ("expected to include", "actual"),
    }.get(what, ("expected", "actual"))
    width = max(len(label[0]), len(label[1]))
    out: list[Text] = []
    for sign, name, value, style in (
        ("-", label[0], expected, "red"),
        ("+", label[1], actual, "green"),
    ):
        lines = _show(value)
        out.append(Text(f"           {sign} {name.ljust(width)}: {lines[0]}", style=style))
        pad = " " * (len(f"           {sign} {name.ljust(width)}: "))
        out.extend(Text(pad + more, style=style) for more in lines[1:])
    return out


def _show(value: Any) -> list[str]:
    if isinstance(value, str):
        return value.split("\n") if value else ['""']
    return [repr(value)]


def _relative(file: Path) -> str:
    try:
        return str(file.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(file)


def _is_tty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
