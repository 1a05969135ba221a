"""Soft words read as phrase lists are loaded as phrase lists.

``hesitations`` and ``answer_fillers`` were in the lexicons and documented, but the lexicon
did not load them as phrase lists, so every ``lex["hesitations"]`` found nothing: a clause
opening with "um" was never a supposed clause, and a one-character control word with a
filler beside it was never a clause of its own. ``tests/test_structure.py`` checks every
list read as phrases is loaded; these check what it changes, in words of no domain.
"""

from __future__ import annotations

import pytest

from dialogflows.nlu.conditionals import supposed
from dialogflows.nlu.lexicon import load_lexicon


@pytest.mark.parametrize(
    ("language", "message", "phrase"),
    [
        ("en", "um if i cancel the lesson on monday do i still pay for it", "cancel"),
        ("en", "erm if we cancel now is the deposit gone?", "cancel"),
        ("zh", "嗯如果我明天取消的话押金还退吗", "取消"),
    ],
)
def test_a_supposed_clause_may_open_with_a_hesitation(
    language: str, message: str, phrase: str
) -> None:
    assert supposed(load_lexicon(language), message, phrase)


def test_a_hesitation_before_a_plain_request_supposes_nothing() -> None:
    assert not supposed(load_lexicon("en"), "hmm cancel the lesson on monday", "cancel")
