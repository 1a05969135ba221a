"""A yes-or-no slot whose question offers more of its thing, again or regularly (the
lexicon's ``boolean_again``: "Should we come back every season?", "要不要每月上门一次？"),
answered by saying it is once only (``boolean_once``: "one off please", "just the one
visit", "就这一次"): a no, though no word of it is one. To any other question those words
say nothing of the slot ("just the one" to "How many ovens?" is a count)."""

from __future__ import annotations

import re

from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, normalize
from .parsed import Parsed
from .value_words import alternation


@lexicon_grammar
class _OnceWords:
    """The lexicon's ``boolean_once`` as one regex (English words whole, Chinese anywhere)
    and ``boolean_again``, per language."""

    def __init__(self, w: ListWords) -> None:
        self.once: dict[str, re.Pattern[str] | None] = {
            "en": re.compile(rf"\b(?:{w.en_alt('boolean_once')})\b", re.IGNORECASE)
            if w.words("boolean_once", ("en",))
            else None,
            "zh": re.compile(w.zh_alt("boolean_once"))
            if w.words("boolean_once", ("zh",))
            else None,
        }
        self.again = {
            "en": tuple(normalize(x) for x in w.words("boolean_again", ("en",))),
            "zh": tuple(normalize(x) for x in w.words("boolean_again", ("zh",))),
        }
        #: the English words of ``again`` whole, as one regex built here: a prompt is asked
        #: on every message to a yes-or-no slot, where a regex per word was built each time
        self.again_en = re.compile(rf"\b(?:{alternation(self.again['en'])})\b")

    def offers_more(self, prompt: str, language: str) -> bool:
        """The question offers the thing again or regularly."""
        said = normalize(prompt)
        if language == "zh":
            return any(x in said for x in self.again["zh"])
        return self.again_en.search(said) is not None


def once_said(text: str, prompt: str, lex: Lexicon) -> Parsed | None:
    """No, said as once only to a question that offers more (see the module); None when
    the question offers nothing more or the answer says no once-only words."""
    w = grammar(lex, _OnceWords)
    language = "zh" if lex.language == "zh" else "en"
    rx = w.once[language]
    if rx is None or not w.offers_more(prompt, language):
        return None
    m = rx.search(text)
    return None if m is None else Parsed(False, m.group(0), 1.0, m.start(), m.end())
