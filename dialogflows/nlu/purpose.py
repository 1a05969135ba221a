"""A purpose said where a free-text value would stand: "need somewhere to dump all the
rubbish", "a hot tub to keep the kids busy".

Split from ``free_text.py`` (the words around a free-text answer): a pattern ``to {value}``
of a free-text slot has no type to tell a place from a verb, so whether its capture is a
purpose is a reading of its own, from the English ``purpose_marks``, ``purpose_heads`` and
``object_leads`` of the lexicon in use. ``pattern_captures.py`` asks it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime

from . import dates, times
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, has_cjk
from .value_words import Words


@lexicon_grammar
class _Purpose:
    """A purpose said after the word that opens one ("to" of "…a hot tub to surprise my
    husband"), from the English ``purpose_marks``, ``purpose_heads`` and ``object_leads`` of
    the lexicon in use."""

    def __init__(self, w: ListWords) -> None:
        marks, heads = w.en_alt("purpose_marks"), w.en_alt("purpose_heads")
        leads = w.en_alt("object_leads")
        #: the mark ending the text before a capture, and the word before it
        self.marked = re.compile(
            rf"(?:(?<![\w'])(?P<head>[\w']+)\s+)?(?<![\w'])(?:{marks})\s*$", re.I
        )
        #: a word after which the mark opens a purpose whatever follows ("somewhere to …")
        self.heads = re.compile(rf"(?:{heads})", re.I)
        #: a verb and its object: a word of letters that leads no object, then one that does
        #: ("dump all …", "keep the …", "cheer up …")
        self.verb_object = re.compile(
            rf"(?!(?:{leads})\b)[a-z][a-z'-]*\s+(?P<object>(?:{leads})\b)", re.I
        )


def purpose_at(
    text: str, start: int, now: datetime, lex: Lexicon, words_of: Callable[[str], Words]
) -> bool:
    """The capture at ``start`` of ``text`` is a purpose, no value: it follows the word that
    opens one ("to"), and that word follows one that asks for a purpose ("need somewhere to
    dump all the rubbish") or the capture is a verb and its object ("a hot tub to keep the
    kids busy", "a voucher to cheer up my sister"). A free-text slot's pattern ``to {value}``
    has no type to tell a place from a verb, so the purpose became the address, was never
    asked, and what another slot reads inside it was lost. A place named with its
    determiner ("to my mums house", "to the barn") starts with the object's word, and a day
    said after a place ("to heathrow the 14th") is no object: both stay values."""
    if has_cjk(text[start : start + 1]):
        return False
    w = grammar(lex, _Purpose)
    m = w.marked.search(text, 0, start)
    if m is None:
        return False
    if m.group("head") and w.heads.fullmatch(m.group("head")):
        return True
    said = w.verb_object.match(text, start)
    if said is None:
        return False
    rest = text[said.start("object") :]
    words = words_of("en")
    at = [d.start for d in dates.find_dates(rest, now, "en", words)]
    at += [t.start for t in times.find_times(rest, "en", words)]
    return 0 not in at
