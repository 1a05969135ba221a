"""The edges of a free-text capture, which its pattern alone does not decide: a code of the
slot's written form opening it with more words after a space (``code_then_clause``: the code
is the value), and the exclamation marks closing a text said to be written or passed on
(``exclaimed``: part of the value). Split from ``values.py``; no reader of the pipeline.
"""

from __future__ import annotations

import re

from .slot_patterns import find_codes

#: a space typed after a code, before the next clause (Chinese text or more words), or a
#: Chinese character typed right after a code's last letter or digit ("沪B12345刮了",
#: "dj3021改到"): no code of letters and digits goes on in Chinese
_AFTER_CODE = re.compile(r"\s+\S|(?<=[A-Za-z0-9])[\u3400-\u9fff]")


def code_then_clause(
    inner: re.Pattern[str], cut: str, loose: re.Pattern[str] | None
) -> tuple[str, int] | None:
    """A code of a slot's written form opening ``cut`` and followed by a space and more
    words, or by Chinese typed glued to it: the code, in the pattern's form, and where it ends in ``cut``. None when the
    capture holds no such code first (then the capture is weighed whole, as before)."""
    codes = find_codes(inner, cut, loose)
    if not codes or codes[0][1] != 0:
        return None
    code, _, end = codes[0]
    return (code, end) if _AFTER_CODE.match(cut, end) else None


#: the marks that close an exclaimed free-text answer
_EXCLAIMED = re.compile(r"[!！]+\s*$")


def exclaimed(text: str, value: str) -> str:
    """The exclamation marks closing ``text`` right after ``value``: part of a text said to
    be written or passed on, which the edges' punctuation is otherwise stripped of."""
    m = _EXCLAIMED.search(text)
    if m is None or not text[: m.start()].rstrip().endswith(value):
        return ""
    return m.group(0).strip()
