"""An undo word told as a deed already done, not asked for: "we were charged for a session
that you cancelled".

COMPLAINT_HOLDING_A_CANCEL_WORD_READ_AS_A_CANCEL: a message whose every undo or cancel word
is a past form right after a person as its subject ("you cancelled", "that you've
cancelled", "we cancelled last week and", the lexicon's ``deed_subjects``, with
``deed_adverbs`` between: "you just cancelled") tells of a cancelling that happened, by the
business or by the user. It asks for no cancelling now: by meaning alone its cancel word
puts it nearest the flow that undoes, so the request reader leaves the undoing flows out of
what it may start, and the complaint or the flow it asks for is read among the rest. The
passive ("the party was cancelled") names no one who did it: it may be the reason a booking
is no longer needed, and is not read here. A part of the request reader by meaning
(``meaning_request.py``); no reader of the pipeline.
"""

from __future__ import annotations

from .grammar_words import LANGUAGES, ListWords, grammar, lexicon_grammar
from .inflections import VerbWords
from .undo_forms import UndoForms
from .utterance import Turn


@lexicon_grammar
class _DeedWords:
    """The ``deed_subjects`` and ``deed_adverbs`` of each language, longest first."""

    def __init__(self, w: ListWords) -> None:
        def longest(key: str, lang: str) -> tuple[str, ...]:
            return tuple(sorted(w.words(key, (lang,)), key=len, reverse=True))

        self.subjects = {lang: longest("deed_subjects", lang) for lang in LANGUAGES}
        self.adverbs = {lang: longest("deed_adverbs", lang) for lang in LANGUAGES}


def undoing_told_done(t: Turn, forms: UndoForms) -> bool:
    """Every undo or cancel word of the message is a past form told of a person who did it
    (see the module docstring); a message with none is no such telling."""
    found = forms.undoing_words(t.norm)
    if not found:
        return False
    verbs = grammar(t.lex, VerbWords)
    deeds = grammar(t.lex, _DeedWords)
    subjects = deeds.subjects.get(t.lex.language, ())
    adverbs = deeds.adverbs.get(t.lex.language, ())
    for m in found:
        word = m.group().strip()
        if " " in word or not verbs.past(word):
            return False
        before = t.norm[: m.start()].rstrip()
        while (adverb := _ends_with(adverbs, before)) is not None:
            before = before[: len(before) - len(adverb)].rstrip()
        if _ends_with(subjects, before) is None:
            return False
    return True


def _ends_with(words: tuple[str, ...], text: str) -> str | None:
    """The longest of ``words`` (longest first) ``text`` ends with as whole words, or None."""
    return next((w for w in words if text == w or text.endswith(" " + w)), None)
