"""The inspector page's own words, per language, read from ``labels/<lang>.yaml``.

The page speaks the domain's language (``settings.language``): an author of Chinese flows
reads Chinese labels. Like the lexicons, the words live in YAML beside language-neutral
code; a language without a file falls back to English.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import yaml

_FOLDER = Path(__file__).parent / "labels"
FALLBACK = "en"


class Labels:
    """Label lookup for one language; ``fill`` puts numbers or ids into a label's places."""

    def __init__(self, language: str, words: dict[str, str]) -> None:
        self.language = language
        self.words = words

    def __getitem__(self, key: str) -> str:
        return self.words[key]

    def fill(self, key: str, **values: Any) -> str:
        """A label with its ``{name}`` places filled by plain replacement (never ``format``,
        so a value holding braces stays as it is)."""
        text = self.words[key]
        for name, value in values.items():
            text = text.replace("{" + name + "}", str(value))
        return text


def languages() -> list[str]:
    """The languages the page has labels for."""
    return sorted(p.stem for p in _FOLDER.glob("*.yaml"))


@cache
def labels_for(language: str) -> Labels:
    """The labels of ``language``, or English ones when the page has none in it."""
    file = _FOLDER / f"{language}.yaml"
    if not file.is_file():
        language, file = FALLBACK, _FOLDER / f"{FALLBACK}.yaml"
    words = yaml.safe_load(file.read_text(encoding="utf-8"))
    return Labels(language, {str(k): str(v) for k, v in words.items()})
