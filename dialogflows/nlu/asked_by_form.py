"""Whether a message asks anything, by its form alone (no vector): the tests meaning's
request reader (``meaning_request.py``) puts to a message before a flow's nearness counts.

A message told, asking nothing by any form (no question, no clause opening with a question
or a request word or a want, no undoing), is laughter, thanks or a wish for later told so,
however near a flow its words are; a question on a supposition ("is there a fee if we
cancel") asks about the flow its supposed part names, not for it. Kept apart from the
reader's decisions because both are readings of the message's form, which the reader
only consults.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from ..commands import Command
from .clauses import CLAUSE_BREAK
from .conditionals import unsupposed
from .lexicon import normalize
from .message_forms import MessageForms
from .mood import mood, opens_a_question, opens_a_request
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def asks_nothing(
    t: Turn,
    forms: MessageForms,
    question: bool,
    commands: list[Command],
    clauses: Callable[[str], Iterable[str]],
) -> bool:
    """A message told, asking nothing and requesting nothing by any form: no question
    (``question``: its mood says one), no clause opening with a question or a request
    word or a want, no undoing. ``clauses`` gives, of each part between clause breaks
    (normalized), the clauses to look at (those the laughter parts; the part less the
    musing that opens it). Laughter, thanks and a wish for later are told so."""
    return (
        not question
        and not any(
            opens_a_question(t.lex, c) or opens_a_request(t.lex, c)
            for x in CLAUSE_BREAK.split(t.raw)
            for c in clauses(normalize(x))
        )
        and not forms.undoes(t, commands)
    )


def asks_supposing(u: Knowledge, forms: MessageForms, t: Turn) -> bool:
    """A question on a supposition ("is there a fee if we cancel", "if i cancel the
    survey do i lose the deposit": the question after the supposed clause, with no mark
    between, is the question). Said as a request ("can i get a refund if i cancel
    late"), it still asks about, not for, when the words that ask for a flow (a trigger,
    a cancel word) are only in what it supposes: what is asked for is no flow's."""
    if not forms.supposes(t):
        return False
    rest = unsupposed(t.lex, t.raw)
    if forms.asks_for(t):
        said = forms.words(t.lex)[0]

        def named(text: str) -> bool:
            return bool(u.triggers.match(text)) or said.cancels(text)

        return named(t.norm) and not named(rest)
    # the question goes on from the supposition with no mark ("… do i lose the
    # deposit": ``supposing_ends``), or is one by its own form
    return (
        mood(t.lex, t.raw, t.norm).question
        or mood(t.lex, rest, rest).question
        or (rest != t.norm and t.lex["supposing_ends"].prefix(rest) is not None)
    )
