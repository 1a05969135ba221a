"""Whether a whole message is a yes (or a no) and nothing more.

Asked by the readers of a confirmation's answer, of a clarification's and of a message
that is nothing else (a closing yes or no): one neutral test they share, so that no
reader imports another for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .replies import NO, YES
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def pure(u: Knowledge, t: Turn, category: str) -> bool:
    """The message is a yes (or no) and nothing more: "yes please", "好的，谢谢", "Yes,
    that's right, book it", "Hmm, no" (go-ahead, polite and hesitation words around it)."""
    return u.replies[t.lex.language].is_(YES if category == "affirm" else NO, t.norm)
