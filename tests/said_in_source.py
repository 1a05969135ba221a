"""The literal first arguments of ``.say(...)`` calls in source files, read from their syntax.

Two suites read them: the reply keys the runtime asks for (``r.say("handoff")``) and the
messages the tests say (``travel.say("book a flight")``).
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path


def say_literals(files: Iterable[Path]) -> list[str]:
    """Every string literal passed first to a ``say`` method, file by file, in order."""
    found: list[str] = []
    for file in files:
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "say"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                found.append(node.args[0].value)
    return found
