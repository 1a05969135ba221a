"""A no said to a free-text question that offers none as its answer.

"Anything the farrier should know? Say none if not." asks for free text, and a bare "no"
(or "nope, thanks") answers it as "none" would: nothing to tell, no turning down of the task
or of a value (NO_TO_A_FREE_TEXT_QUESTION_THAT_OFFERS_NONE). The question offers none when it
says a word of the lexicon's ``zero_counts`` ("none", "nothing") or a phrase of its
``none_offers`` ("没有就说没有": 没有 alone is no word of none to ``zero_counts``, which reads
counts); a question that offers no such answer ("What's the yard's address?") still hears a no as a no.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..spec import SlotSpec
from .lexicon import normalize
from .replies import NO

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def no_to_none_offered(u: Knowledge, t: Turn, spec: SlotSpec) -> bool:
    """The message is a no alone and the free-text slot ``spec``'s question offers none
    as its answer: the no is that answer."""
    return (
        bool(spec.prompt)
        and u.replies[t.lex.language].is_(NO, t.norm)
        and _offers_none(t, normalize(spec.prompt or ""))
    )


def _offers_none(t: Turn, prompt: str) -> bool:
    return t.lex["zero_counts"].search(prompt) is not None or (
        t.lex["none_offers"].search(prompt) is not None
    )
