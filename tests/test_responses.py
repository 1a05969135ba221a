"""The built-in replies: every one the turn can say exists in both languages, so a Chinese
bot never falls back to a key name or an English sentence."""

from __future__ import annotations

import ast
from pathlib import Path

from dialogflows.responses import DEFAULTS

ROOT = Path(__file__).resolve().parent.parent


def test_both_languages_have_the_same_replies() -> None:
    assert set(DEFAULTS["en"]) == set(DEFAULTS["zh"])


def test_every_reply_the_code_asks_for_exists() -> None:
    asked: set[str] = set()
    for file in (ROOT / "dialogflows").rglob("*.py"):
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "say"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                asked.add(node.args[0].value)
    assert asked, "no r.say(...) calls found: the scan is broken"
    assert asked - set(DEFAULTS["en"]) == set()
