"""Which actions a folder's ``actions.py`` registers, read without running it.

``Dispatcher.from_path`` imports ``actions.py`` and calls its ``register(bot)``; a flow whose
``action:`` that file never registers is found only at the user's final "yes" ("isn't
available right now"). ``dialogflows validate`` warns about it instead. It reads the file's
syntax tree, never executes it: validating must not run the author's code (a database
connection, a network call) nor leave a ``__pycache__`` behind.

Only names written as literals are known (``@bot.action("book_flight")``); a file that
registers a computed name (``bot.action(name)`` in a loop) makes the answer unknown, and no
warning is given.
"""

from __future__ import annotations

import ast
from pathlib import Path

from .errors import SpecIssue
from .spec import Domain
from .yaml_source import SourceMap

__all__ = ["action_issues", "registered_actions"]

#: the file ``Dispatcher.from_path`` imports from a flows folder
ACTIONS_FILE = "actions.py"


def registered_actions(file: Path) -> frozenset[str] | None:
    """The names ``file`` registers with ``<anything>.action("name")``; None when it cannot
    be told (the file does not parse, or a name is computed)."""
    try:
        tree = ast.parse(file.read_text(encoding="utf-8"), filename=str(file))
    except (OSError, UnicodeDecodeError, SyntaxError, ValueError):
        return None
    names: set[str] = set()
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "action"
        ):
            continue
        first = node.args[0] if node.args else None
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            names.add(first.value)
        else:
            return None
    return frozenset(names)


def action_issues(folder: Path, domain: Domain, marks: SourceMap) -> list[SpecIssue]:
    """An ``unregistered-action`` warning per flow whose ``action:`` the folder's
    ``actions.py`` does not register. No ``actions.py``: nothing is said, since the bot that
    embeds the flows may register its actions in its own code."""
    file = folder / ACTIONS_FILE
    if not file.is_file():
        return []
    known = registered_actions(file)
    if known is None:
        return []
    issues = []
    for name, flow in domain.flows.items():
        if flow.action is None or flow.action in known:
            continue
        listed = ", ".join(sorted(known)) or "none"
        issues.append(
            marks.issue(
                ("flows", name, "action"),
                "unregistered-action",
                f"the action `{flow.action}` of the flow `{name}` is not registered by {file}",
                f"it registers: {listed}; add @bot.action({flow.action!r}) in its register(bot)",
            )
        )
    return issues
