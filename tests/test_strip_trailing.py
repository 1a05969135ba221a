"""``replies.strip_trailing``: one trailing filler taken off a part before it is compared
with a name. A Chinese filler is typed onto the word before it ("加急吧"), so a clause
compared whole with a slot's label strips it glued (``glued=True``); a flow's name is not
read so, as a name may end with the filler's character."""

from __future__ import annotations

import pytest

from dialogflows.nlu.lexicon import load_lexicon
from dialogflows.nlu.replies import strip_trailing


@pytest.mark.parametrize(
    ("language", "text", "glued", "left"),
    [
        ("zh", "加急吧", True, "加急"),
        ("zh", "加急 吧", False, "加急"),
        ("zh", "加急吧", False, "加急吧"),
        ("en", "Gift Wrap please", False, "gift wrap"),
        ("en", "gift wrap please", True, "gift wrap"),
        ("en", "giftwrapplease", True, "giftwrapplease"),
    ],
)
def test_one_trailing_filler(language: str, text: str, glued: bool, left: str) -> None:
    assert strip_trailing(text, load_lexicon(language), glued=glued) == left
