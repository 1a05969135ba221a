"""A message that is a control word and nothing else: a yes, a no, a greeting, a thanks,
a goodbye, "等一下", "我不知道订单号". Such a message is never a free-text value (an order
number, a dish). Shared by the answers and the clarification's answers; no reader of the
pipeline.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .asides import Aside

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def is_control_word(u: Knowledge, t: Turn) -> bool:
    lex = t.lex
    return (
        any(lex[c].fullmatch(t.norm) for c in ("affirm", "deny", "greeting", "thanks", "chitchat"))
        or u.farewells[lex.language].said(t.raw, t.norm)  # "拜拜" is no order number
        or u.asides[lex.language].whole(t.norm) is not None  # nor "等一下" a dish
        # nor "我不知道订单号" an order number (a short message opening with an unsure phrase)
        or u.asides[lex.language].short_aside(t.raw, t.norm) is Aside.UNSURE
    )
