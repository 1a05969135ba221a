"""The lexicon's ``complaint_flow_words`` ("complaint", "投诉"), read once per lexicon: the
words a trigger ends with when its flow is the one complaints are told to ("make a
complaint", "我要投诉"). Two places ask it: the meaning index, which finds that flow at
load (``meaning_index.complaint_flow``), and the rest of a message (``rest_text.py``), where
a trigger ending in one names the service of complaining, not what happened. One reading,
so the two never read the list apart.
"""

from __future__ import annotations

from .grammar_words import LANGUAGES, ListWords, lexicon_grammar
from .lexicon import normalize
from .phrases import PhraseSet


@lexicon_grammar
class ComplaintWords:
    """Per language, the words normalized (``words``: what a trigger's own span ends with)
    and compiled into one phrase set (``phrases``: found inside a trigger at load)."""

    def __init__(self, w: ListWords) -> None:
        said = {language: w.words("complaint_flow_words", (language,)) for language in LANGUAGES}
        self.words = {language: tuple(normalize(x) for x in ws) for language, ws in said.items()}
        self.phrases = {language: PhraseSet.build(list(ws)) for language, ws in said.items()}

    def __getitem__(self, language: str) -> tuple[str, ...]:
        return self.words.get(language, ())

    def phrase_set(self, language: str) -> PhraseSet:
        return self.phrases.get(language) or PhraseSet.build([])
