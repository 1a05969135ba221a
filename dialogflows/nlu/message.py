"""One message as the understanding reads it: its text, its language, and what of it
readers have already used.

A ``Message`` is built once per message by the orchestrator (``rules.py``): control
characters out, curly apostrophes straight, chat spellings fixed (``raw``), its normal form
(``norm``), and the lexicon of its language. ``scan`` is ``raw`` with the words a reader
has used blanked out (beliefs), offsets unchanged; ``taken`` lists the spans readers used,
so the next reader does not read them again. Readers return the spans they used; only the
pipeline (``pipeline.py``) writes them here. The readings every reader asks for (the
negations, a reference word) are worked out once and kept.

What a reader may see of the conversation besides the message is ``utterance.Turn``: the
message plus a read-only view of the dialogue (the time, the state, the running task).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .clauses import clauses
from .grammar_words import grammar
from .lexicon import Lexicon
from .mood import a_not_a
from .references import Reference, detect

#: the cue mask of a message not scanned (a turn built outside the pipeline's entry, an
#: earlier message read again): every reader is asked
ALL = -1


@dataclass(slots=True)
class Message:
    """The text of one message as read, and the spans readers have used."""

    raw: str
    norm: str
    scan: str  # raw with belief spans blanked out, offsets unchanged
    lex: Lexicon
    language: str
    #: spans of ``scan`` readers have used (recorded by the pipeline from what the reader
    #: that decided returned, never by a reader): not volunteered again
    taken: list[tuple[int, int]] = field(default_factory=list, kw_only=True)
    #: where the beliefs stated in the message stand, all of them (a preference's words stay
    #: in ``scan``, for "I always fly economy" also answers "which class?")
    belief_spans: list[tuple[int, int]] = field(default_factory=list, kw_only=True)
    #: some template (resume, clear, belief) may match ``raw``; when False none can
    templated: bool = field(default=True, kw_only=True)
    #: spans of ``scan`` holding an author's phrase that says a negation itself (the
    #: triggers "no water", "power is out"): a negation or a refusal ("is out") inside
    #: one refuses no value
    unnegated: tuple[tuple[int, int], ...] = field(default=(), kw_only=True)
    #: the readers whose cues the message holds, one bit each (``cues.CueIndex.mask``);
    #: a message not scanned holds them all
    cues: int = field(default=ALL, kw_only=True)
    _negations: tuple[str, list[tuple[int, int]]] | None = field(
        default=None, repr=False, kw_only=True
    )
    _dislikes: tuple[str, list[int]] | None = field(default=None, repr=False, kw_only=True)
    _reference: tuple[Reference | None] | None = field(default=None, repr=False, kw_only=True)
    _clauses: tuple[str, ...] | None = field(default=None, repr=False, kw_only=True)

    def reference(self) -> Reference | None:
        """The reference word in the message ("it", "the first one"), looked for once."""
        if self._reference is None:
            self._reference = (detect(self.norm, self.lex),)
        return self._reference[0]

    def clauses(self) -> tuple[str, ...]:
        """The clauses of ``raw``, normalized (``clauses.clauses``), split once."""
        if self._clauses is None:
            self._clauses = clauses(self.raw)
        return self._clauses

    def negations(self) -> list[tuple[int, int]]:
        """Where negation markers sit in ``scan`` (lowercased); read once per ``scan``,
        since every value found is checked against them."""
        if self._negations is None or self._negations[0] is not self.scan:
            low = self.scan.lower()
            asks = grammar(self.lex, a_not_a)
            # "分别", "区别": a word ending in a negation character negates nothing
            free = [
                *self.unnegated,
                *(w.span() for w in self.lex["negation_free_words"].finditer(low)),
            ]
            spans = [
                (m.start(), m.end())
                for m in self.lex["negation"].finditer(low)
                if not a_not_a_middle(low, m.start(), asks)
                and not any(a <= m.start() and m.end() <= b for a, b in free)
            ]
            self._negations = (self.scan, spans)
        return self._negations[1]

    def dislikes(self) -> list[int]:
        """Where phrases that refuse the value before them start ("first is too pricey",
        "水煮鱼太辣了"), in ``scan``; read once per ``scan``."""
        if self._dislikes is None or self._dislikes[0] is not self.scan:
            found = self.lex["dislikes"].finditer(self.scan.lower())
            self._dislikes = (
                self.scan,
                [
                    m.start()
                    for m in found
                    if not any(a <= m.start() < b for a, b in self.unnegated)
                ],
            )
        return self._dislikes[1]

    def typed(self, text: str) -> str | None:
        """``text`` (lower-cased, as the normal form has it) as the user typed it ("Milan",
        "Main Street"), from its last place in ``raw``; None when it is not there, or when
        case-folding changed the message's length (the offsets would not hold)."""
        low = self.raw.casefold()
        at = low.rfind(text)
        if at < 0 or len(low) != len(self.raw):
            return None
        return self.raw[at : at + len(text)]

    def span_of(self, raw_text: str | None) -> tuple[int, int]:
        """Where a value's words stand in ``scan``; (0, 0) when they cannot be found."""
        at = self.scan.casefold().find(raw_text.casefold()) if raw_text else -1
        return (0, 0) if at < 0 else (at, at + len(raw_text or ""))


def a_not_a_middle(text: str, at: int, asks: re.Pattern[str]) -> bool:
    """The negation at ``at`` is the middle of a Chinese A-not-A question ("有没有", "是不是",
    "要不要"): it asks, it negates nothing."""
    return at > 0 and asks.match(text, at - 1) is not None
