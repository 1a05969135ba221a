"""What one call of the rule-based understander works on, and the questions it asks.

``Turn`` is built once per message and passed to every step (control words, beliefs,
corrections, answers), so the text is normalized once and the steps can leave each other
notes: which words a belief used up, which span answered the asked slot.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

from ..spec import FlowSpec
from ..state import DialogueState, Task
from .lexicon import Lexicon
from .mood import A_NOT_A
from .references import Reference, detect

if TYPE_CHECKING:
    from .parsed import Parsed
    from .values import ValueParser

#: where a clause of a message ends: an answer standing as a clause of its own is an answer
#: ("tomorrow, I need a hotel there", "对，1份就行")
CLAUSE_END = re.compile(r"[,，;；.。!！?？:：\n]")


@dataclass(slots=True)
class Turn:
    """What one call of ``understand`` works on; built once per message."""

    raw: str
    norm: str
    scan: str  # raw with belief spans blanked out, offsets unchanged
    lex: Lexicon
    language: str
    now: datetime
    state: DialogueState
    task: Task | None
    flow: FlowSpec | None
    words: int
    taken: list[tuple[int, int]] = field(default_factory=list)
    answer_span: tuple[int, int] | None = None
    stated_beliefs: bool = False
    #: the message asks to remember something: a standing rule, never a request
    remembered: bool = False
    #: where the beliefs stated in the message stand, all of them (a preference's words stay
    #: in ``scan``, for "I always fly economy" also answers "which class?")
    belief_spans: list[tuple[int, int]] = field(default_factory=list)
    #: some template (resume, clear, belief) may match ``raw``; when False none can
    templated: bool = True
    _negations: tuple[str, list[tuple[int, int]]] | None = field(default=None, repr=False)
    _dislikes: tuple[str, list[int]] | None = field(default=None, repr=False)
    _reference: tuple[Reference | None] | None = field(default=None, repr=False)
    _captures: tuple[str, dict[int, list[Parsed]]] | None = field(default=None, repr=False)

    def captures(self, parser: ValueParser) -> list[Parsed]:
        """``parser.find_in_patterns`` of ``scan``, read once per parser and ``scan``:
        volunteered values, corrections, items and flow owners all ask, and a slot's
        patterns are tried at every position of the message. Not to be mutated."""
        cache = self._captures
        if cache is None or cache[0] is not self.scan:
            cache = self._captures = (self.scan, {})
        got = cache[1].get(id(parser))
        if got is None:
            got = cache[1][id(parser)] = parser.find_in_patterns(self.scan, self.now, self.language)
        return got

    def reference(self) -> Reference | None:
        """The reference word in the message ("it", "the first one"), looked for once."""
        if self._reference is None:
            self._reference = (detect(self.norm, self.lex),)
        return self._reference[0]

    def negations(self) -> list[tuple[int, int]]:
        """Where negation markers sit in ``scan`` (lowercased); read once per ``scan``,
        since every value found is checked against them."""
        if self._negations is None or self._negations[0] is not self.scan:
            low = self.scan.lower()
            spans = [
                (m.start(), m.end())
                for m in self.lex["negation"].finditer(low)
                if not _a_not_a(low, m.start())
            ]
            self._negations = (self.scan, spans)
        return self._negations[1]

    def dislikes(self) -> list[int]:
        """Where phrases that refuse the value before them start ("first is too pricey",
        "水煮鱼太辣了"), in ``scan``; read once per ``scan``."""
        if self._dislikes is None or self._dislikes[0] is not self.scan:
            found = self.lex["dislikes"].finditer(self.scan.lower())
            self._dislikes = (self.scan, [m.start() for m in found])
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


def _a_not_a(text: str, at: int) -> bool:
    """The negation at ``at`` is the middle of a Chinese A-not-A question ("有没有", "是不是",
    "要不要"): it asks, it negates nothing."""
    return at > 0 and A_NOT_A.match(text, at - 1) is not None


def question(lex: Lexicon, kind: str, options: list[str] | None = None, **fields: str) -> str:
    """A clarifying question from the lexicon; filled by plain replacement of author names."""
    questions = lex.raw.get("questions") or {}
    template = str(questions.get(kind, "{options}?"))
    joiner = str(questions.get("or", " / "))
    if options is not None:  # "A, B or C": the list's separator before the last "or"
        head = str(questions.get("sep", joiner)).join(options[:-1])
        said = f"{head}{joiner}{options[-1]}" if len(options) > 1 else "".join(options)
        template = template.replace("{options}", said)
    for k, v in fields.items():
        template = template.replace("{" + k + "}", v)
    return template
