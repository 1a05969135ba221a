"""The rest of a message after its cancel word tells what was done, not what is wanted.

"nvm found my spare key in my bag", "forget it, the shop already sent a new filter", "算了
朋友已经送了我一本": the reason the need went away, told as a report. Another flow's trigger
in it ("spare key", "new filter", 读书会) is the object or the place of what happened, no
request: a trigger that is a noun has no tense of its own, the words around it have one.
So the running task is let go and nothing starts. A report is a past form of a verb
(English, ``inflections.VerbWords.past``: "found", "borrowed") or a word of the lexicon's
``done_marks`` ("already", 已经); a request word (``requests``: "i need", 帮我) or a
question in the rest makes it no report ("nvm, i need a new filter instead" asks for one).
A part of the cancel reader (``control.py``); no reader of the pipeline.
"""

from __future__ import annotations

import re

from .grammar_words import grammar
from .inflections import VerbWords
from .mood import mood
from .utterance import Turn

_WORDS = re.compile(r"[a-z']+")


def told_done(t: Turn, rest: str) -> bool:
    """``rest`` (normalized: what follows the cancel word) reports what was done."""
    if not rest.strip():
        return False
    said = mood(t.lex, rest, rest)
    if said.request or said.question:
        return False
    if t.lex["done_marks"].search(rest) is not None:
        return True
    verbs = grammar(t.lex, VerbWords)
    return any(verbs.past(w) for w in _WORDS.findall(rest))


def tells_a_deed(t: Turn, text: str) -> bool:
    """``text`` (a clause, normalized) tells what was done by its subject and a past form
    right after it ("we had you out for bed bugs last week", "you came on the 2nd"; the
    lexicon's ``past_subjects``), and asks for nothing: the values it names are the story
    of a thing done, no request for them."""
    said = mood(t.lex, text, text)
    if said.request or said.question:
        return False
    verbs = grammar(t.lex, VerbWords)
    words = _WORDS.findall(text)
    return any(
        verbs.past(w) and words[i - 1] in verbs.past_subjects for i, w in enumerate(words) if i
    )
