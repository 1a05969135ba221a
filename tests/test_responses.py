"""The built-in replies: every one the turn can say exists in both languages, so a Chinese
bot never falls back to a key name or an English sentence."""

from __future__ import annotations

from pathlib import Path

from said_in_source import say_literals

from dialogflows.responses import DEFAULTS

ROOT = Path(__file__).resolve().parent.parent


def test_both_languages_have_the_same_replies() -> None:
    assert set(DEFAULTS["en"]) == set(DEFAULTS["zh"])


def test_every_reply_the_code_asks_for_exists() -> None:
    asked = set(say_literals((ROOT / "dialogflows").rglob("*.py")))
    assert asked, "no r.say(...) calls found: the scan is broken"
    assert asked - set(DEFAULTS["en"]) == set()
