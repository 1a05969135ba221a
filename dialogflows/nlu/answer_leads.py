"""The words that open the answer after a bare yes or no (the lexicon's
``no_answer_leads``: "the", "its", "just"): "no the 17th", "ok just the bed frame then".
One set per lexicon, built when the domain loads; read by the corrections, the free-text
answer's fillers and a value for a queued task alike, each on a message.
"""

from __future__ import annotations

from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon


@lexicon_grammar
class _AnswerLeads:
    """Per language, the lexicon's ``no_answer_leads`` as a set: the message's lexicon's
    own language (an author's words merged) and the built-in ones."""

    def __init__(self, w: ListWords) -> None:
        self.by_language = {
            lang: frozenset(w.words("no_answer_leads", (lang,))) for lang in w.languages
        }


def answer_leads(lex: Lexicon) -> frozenset[str]:
    """The words of ``lex``'s ``no_answer_leads``: one lookup on a message."""
    return grammar(lex, _AnswerLeads).by_language.get(lex.language, frozenset())
