"""The instructions given to a language model (the LLM understander, the LLM summarizer),
kept as text files beside this module: prose with examples in both languages, which has no
place among the Python.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources


@lru_cache(maxsize=8)
def prompt_text(name: str) -> str:
    """The text of ``prompts/<name>.txt``, as written."""
    return resources.files("dialogflows.prompts").joinpath(f"{name}.txt").read_text("utf-8")
