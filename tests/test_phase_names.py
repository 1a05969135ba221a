"""Phase names are said once: ``dialogflows/state.py`` names the phases of a task
(``COLLECTING`` … ``CANCELLED``) and every module compares a phase, or the outcome a task
ended with, against those names, never against a string literal. A phase spelled by hand
in one module is a phase the compiled flow cannot rename or check: a typo ("confirmed" for
"confirming") is a comparison that is silently never true.
"""

from __future__ import annotations

import ast
import itertools
from pathlib import Path
from typing import get_args

from dialogflows import compiler, state

PACKAGE = Path(__file__).resolve().parent.parent / "dialogflows"

#: the phase words, as literals spell them (``chitchat``: ``DialogueState.phase`` with no task)
PHASE_WORDS = frozenset({*get_args(state.Phase), "chitchat"})


def _name(node: ast.expr) -> str | None:
    """``phase`` of ``task.phase``, ``phase``, ``self.phase(state)``; ``outcome`` alike."""
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else None


def _is_literal(node: ast.expr, words: frozenset[str] | None) -> bool:
    """A string literal (one of ``words`` unless None), or a tuple, list or set of them."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and (words is None or node.value in words)
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return any(_is_literal(e, words) for e in node.elts)
    return False


def _compares(a: ast.expr, b: ast.expr) -> bool:
    """``a`` is a phase and ``b`` a literal: any string against a phase; a phase word
    against the outcome a task ended with (other outcomes, a turn's ``conflict``, are no
    phases)."""
    name = _name(a)
    if name == "phase":
        return _is_literal(b, None)
    return name == "outcome" and _is_literal(b, PHASE_WORDS)


def phase_literals(source: str) -> list[int]:
    """The lines of ``source`` that compare a phase against a string literal."""
    found: list[int] = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        for a, b in itertools.pairwise(sides):
            if _compares(a, b) or _compares(b, a):
                found.append(node.lineno)
    return found


def test_no_module_compares_a_phase_with_a_string_literal() -> None:
    found = [
        f"{path.relative_to(PACKAGE)}:{line}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for line in phase_literals(path.read_text(encoding="utf-8"))
    ]
    assert not found, f"phases compared against string literals (use state.py's names): {found}"


def test_the_phase_literal_finder_finds_one() -> None:
    assert phase_literals('if task.phase == "confirming": pass') == [1]
    assert phase_literals('ok = done.phase not in ("done", "failed")') == [1]
    assert phase_literals('ok = "cancelled" != outcome') == [1]
    assert phase_literals('ok = self.phase(s) == "clarifying"') == [1]
    assert phase_literals("ok = task.phase == CONFIRMING") == []
    assert phase_literals('ok = task.flow == "confirming"') == []
    assert phase_literals('ok = outcome == "conflict"') == []


def test_the_phase_names_are_the_phases_of_the_state() -> None:
    named = (
        state.COLLECTING,
        state.CLARIFYING,
        state.CONFIRMING,
        state.EXECUTING,
        state.DONE,
        state.FAILED,
        state.CANCELLED,
    )
    assert named == get_args(state.Phase)
    assert named == compiler.PHASES
    assert set(compiler.OPEN) == state.ACTIVE_PHASES
    assert set(compiler.TERMINAL) == state.TERMINAL_PHASES
    assert set(named) == state.ACTIVE_PHASES | state.TERMINAL_PHASES
