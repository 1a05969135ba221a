"""A message that is a control word and nothing else: a yes, a no, a greeting, a thanks,
a goodbye, "等一下", "我不知道订单号", or talk said in a run of such phrases ("aw thank
you youre so helpful": a hesitation, a thanks, a compliment). Such a message is never a free-text value (an order
number, a dish). Shared by the answers and the clarification's answers; no reader of the
pipeline.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .asides import Aside

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


#: what a run of talk is made of: a message of these phrases one after another, and of
#: nothing else, says nothing to a question ("oh thanks so much", "hi, thank you, lol")
TALK_RUN = ("hesitations", "greeting", "thanks", "chitchat", "fillers_trail")


def talk_run(t: Turn) -> bool:
    """``t`` is phrases of ``TALK_RUN`` one after another, nothing else, a thanks or a
    chit-chat among them: "aw thank you youre so helpful" is no free-text value."""
    rest, talked = t.norm.strip(" ,.!"), False
    while rest:
        found = [(c, m) for c in TALK_RUN if (m := t.lex[c].prefix(rest)) and m.end() > 0]
        if not found:
            return False
        c, m = max(found, key=lambda cm: cm[1].end())
        talked = talked or c in ("thanks", "chitchat")
        rest = rest[m.end() :].strip(" ,.!")
    return talked


def is_control_word(u: Knowledge, t: Turn) -> bool:
    """``t``'s message is a control word and nothing else (see the module): asked before a
    free-text slot takes a whole message as its value."""
    lex = t.lex
    return (
        any(lex[c].fullmatch(t.norm) for c in ("affirm", "deny", "greeting", "thanks", "chitchat"))
        or talk_run(t)
        or u.farewells[lex.language].said(t.raw, t.norm)  # "拜拜" is no order number
        or u.asides[lex.language].whole(t.norm) is not None  # nor "等一下" a dish
        # nor "我不知道订单号" an order number (a short message opening with an unsure phrase)
        or u.asides[lex.language].short_aside(t.raw, t.norm) is Aside.UNSURE
    )
