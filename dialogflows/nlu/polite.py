"""A request said as a question: "can you deliver a laptop to room 14?", "could you renew
my loan", "能不能帮我寄个快递". A question for information books nothing ("how long is a
flight to Tokyo?"); a polite ask right before a flow's trigger asks for that flow, and
right before a value a slot lists asks for that value ("can you deliver it?" to a flow
whose hand-over lists delivery; ``volunteered.py``).

The polite asks are the lexicon list ``polite_asks``; the trigger must follow one within
``GAP`` words (Chinese: ``GAP_CHARS`` characters), so "can you tell me whether the loan
can be renewed" stays a question. A neutral module: it reads the message and the spans it
is given, and knows nothing of the orchestrator or of any reader.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .lexicon import Lexicon, has_cjk

#: how many words may stand between a polite ask and the trigger: "can you please deliver"
GAP = 2
GAP_CHARS = 3


class _Spanned(Protocol):
    @property
    def start(self) -> int: ...
    @property
    def end(self) -> int: ...


def asked_politely(lex: Lexicon, norm: str, hits: Sequence[_Spanned]) -> bool:
    """One of ``hits`` (a trigger's or a listed value's span in ``norm``) follows a
    polite ask closely: "can you deliver a laptop", "could you do vanilla"."""
    asks = lex["polite_asks"]
    if asks.regex is None or not hits:
        return False
    for m in asks.finditer(norm):
        for h in hits:
            if h.end <= h.start or h.start < m.end():
                continue
            between = norm[m.end() : h.start]
            if has_cjk(between) or has_cjk(norm[h.start : h.end]):
                if len(between.replace(" ", "")) <= GAP_CHARS:
                    return True
            elif len(between.split()) <= GAP:
                return True
    return False
