"""A free-text answer that is itself a question: "送到哪里都行吗" asked the address gave
"哪里都行"; "whats my booking ref again" asked a name, typed without its question mark. A
free-text slot takes anything, so the asked slot's reader (``answer_asked.py``) asks this before
it takes the text as the answer. A neutral module: it imports no reader.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .lexicon import normalize
from .mood import mood

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn

#: the fewest words of an English free-text answer read as a question without its mark
_ASKING_WORDS = 3


def asks(u: Knowledge, t: Turn, value: str) -> bool:
    """A free-text value that is a question: no answer. An English one opens with a
    question word and has a few words ("Which Hall" may be a name)."""
    if t.lex.language == "zh":
        return mood(t.lex, value, normalize(value)).question
    raw, norm, lex = u.read(t.raw)  # read as spelled: "whats" is "what's"
    said = mood(lex, raw, norm)
    return said.question and not said.request and len(norm.split()) >= _ASKING_WORDS
