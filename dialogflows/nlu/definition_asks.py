"""A question asking what a thing is: "whats a locking wheel nut", "what does ensuite mean",
"什么是深度保洁".

Asked a question of the task ("What's the car's registration?"), people ask back what a
word means. Such a question names a thing, and reading it for values took the thing for
an answer: "whats a spare wheel for" counted one tyre ("a wheel"). A message that opens
with a phrase of the lexicon's ``definition_asks`` asks what something is and answers
nothing; it is a question aside, so the bot says it cannot answer and asks its own
question again. Only a message the triggers left alone: "whats a new tyre cost" asks a
price, which a flow answers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import ChitChat, Command
from .lexicon import Lexicon, PhraseSet

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def asks_what_it_is(u: Knowledge, t: Turn) -> list[Command] | None:
    """A question aside when the message opens with a ``definition_asks`` phrase."""
    if t.lex["definition_asks"].prefix(t.norm) is None:
        return None
    return [ChitChat(text=t.raw.strip())]


def definition_cues(u: Knowledge, lex: Lexicon) -> list[PhraseSet]:
    """What a message must hold for ``asks_what_it_is`` to find anything."""
    return [lex["definition_asks"]]
