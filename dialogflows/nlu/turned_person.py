"""A question's words as the user says them back: the words it calls the user by (您, 你)
turned into the speaker's own (我), so "寄给我" says back "邮寄给您" (the lexicon's
``person_turned``). A leaf the yes-or-no readers share."""

from __future__ import annotations

from .grammar_words import ListWords


def turned_pairs(w: ListWords, language: str) -> tuple[tuple[str, str], ...]:
    """The lexicon's ``person_turned`` of ``language`` as (the question's word, the
    speaker's word) pairs, longest first."""
    pairs = [
        (said, own) for own, words in w.mapping("person_turned", language).items() for said in words
    ]
    return tuple(sorted(pairs, key=lambda p: len(p[0]), reverse=True))


def turned(text: str, pairs: tuple[tuple[str, str], ...]) -> str:
    """``text`` with each word calling the user (您) turned into the speaker's own (我)."""
    for said, own in pairs:
        text = text.replace(said, own)
    return text
