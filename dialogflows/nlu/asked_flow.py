"""Which flow to start, asked: "Do you mean booking a flight or booking a hotel room?"
(``ask_flow``), and the flows of trigger hits a message asks to start ("how long is a
flight to Tokyo?" books nothing: ``booking_asked``). Shared by the readers of requests and
the pipeline's starting; no reader of the pipeline.
"""

from __future__ import annotations

from ..commands import Clarify, Command
from .findings import HitsAsked
from .knowledge import Knowledge
from .lexicon import Lexicon
from .mood import mood
from .polite import asked_politely
from .reader import Seen
from .triggers import TriggerHit
from .utterance import Turn


def ask_flow(u: Knowledge, lex: Lexicon, flows: list[str], score: float) -> Clarify:
    """ "Do you mean booking a flight or booking a hotel room?", by the flows' descriptions."""
    return Clarify(ask="which_flow", language=lex.language, options=flows, confidence=score)


def booking_asked(
    t: Turn, u: Knowledge, seen: Seen, hits: list[TriggerHit]
) -> list[Command] | HitsAsked:
    """The flows of ``hits`` to start; "how long is a flight to Tokyo?" books nothing."""
    if (
        u.triggers.books(hits)
        and mood(t.lex, t.raw, t.norm).asking
        and not asked_politely(t.lex, seen.scanned, hits)  # "can you deliver it to room 5?"
    ):
        hits = u.triggers.informational(hits)
    return HitsAsked(hits) if hits else []
