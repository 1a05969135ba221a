"""The words that name the speaker ("i", "we'll", "we're"), per language: read by a change
guessed from free text (``free_text_change``: what the speaker does is no value) and by a
yes-or-no slot's thing named after a refusal (``boolean_values``: "we're not claiming")."""

from __future__ import annotations

from typing import NamedTuple

from .grammar_words import ListWords, lexicon_grammar
from .lexicon import normalize


class Speaker(NamedTuple):
    """One language's words that say what the speaker does or is."""

    leads: frozenset[str]
    being: frozenset[str]
    endings: tuple[str, ...]


@lexicon_grammar
class SpeakerWords:
    """Per language, the lexicon's ``speaker_leads`` and ``speaker_being`` normalized and
    its ``ongoing_endings``: built once per lexicon, not on every message read."""

    def __init__(self, w: ListWords) -> None:
        self.by_language = {
            lang: Speaker(
                frozenset(normalize(x) for x in w.words("speaker_leads", (lang,))),
                frozenset(normalize(x) for x in w.words("speaker_being", (lang,))),
                tuple(x for x in w.words("ongoing_endings", (lang,)) if x),
            )
            for lang in w.languages
        }
