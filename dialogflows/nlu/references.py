"""References ("it", "that one", "the first one", "它", "刚才那个") against the entity stack.

A pronoun means the newest entity of the wanted type; a possessive ("my booking", "我的订单")
the only one of that type, and nothing when there are several; an ordinal counts from the oldest of
that type ("the first one" is the first one mentioned), and ``-1`` ordinals ("the latest
one", "最新的") mean the newest. The pronoun itself never becomes a slot value: either it
resolves to an entity's value or the caller asks which one was meant.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..state import Entity
from .lexicon import Lexicon, has_cjk


@dataclass(frozen=True)
class Reference:
    """A word that points at a thing already named ("it", "my booking", "the other one",
    "the second"), with where it was said: it is resolved against what the talk
    has named or listed."""

    kind: str  # "pronoun", "possessive" ("my booking"), "other" ("the other one") or "ordinal"
    index: int  # ordinal position, 1-based; -1 for the newest
    raw: str
    start: int
    end: int


#: a bare English ordinal ("second", not "the second") is a reference only in a message of
#: at most this many words ("second please"); in a sentence it is an adverb ("I want a
#: hotel first")
_BARE_ORDINAL_WORDS = 3
#: an English ordinal written with digits ("the 2nd", "2nd one") is a reference only in a
#: message of at most this many words ("the 2nd one please"); in a sentence it is a day of
#: the month ("book it for the 2nd")
_DIGIT_ORDINAL_WORDS = 4


def detect(norm: str, lex: Lexicon) -> Reference | None:
    """The reference word in normalized text, ordinals first (they are more specific)."""
    m = lex.ordinal_set.search(norm)
    if m is not None and _ordinal_here(m.group(0), norm):
        return Reference("ordinal", lex.ordinals.get(m.group(0), 1), m.group(0), m.start(), m.end())
    for kind, phrases in lex.references.items():
        m = phrases.search(norm)
        if m is not None:
            return Reference(kind, -1, m.group(0), m.start(), m.end())
    return None


def _ordinal_here(said: str, norm: str) -> bool:
    """The ordinal ``said`` in ``norm`` refers: a Chinese one anywhere ("第2个"); an English
    one written with digits only in a short answer; one of words anywhere when it has its
    article ("the second"), else in a short answer."""
    if has_cjk(said):
        return True
    if any(c.isdigit() for c in said):
        return norm.count(" ") < _DIGIT_ORDINAL_WORDS
    return " " in said or norm.count(" ") < _BARE_ORDINAL_WORDS


def resolve(
    ref: Reference, entity_type: str, stack: list[Entity], besides: frozenset[str] | None = None
) -> Entity | None:
    """The entity ``ref`` points at among those of ``entity_type`` (stack is newest last).
    "The other one" is other than what the caller knows: ``besides``, the values it is not
    (the running task's, when another flow is asked for by it), leaving exactly one."""
    of_type = [e for e in stack if e.type == entity_type]
    if not of_type:
        return None
    if ref.kind == "other":  # "the other one": other than what? only its caller knows
        rest = [e for e in of_type if besides is not None and str(e.value) not in besides]
        return rest[-1] if len({str(e.value) for e in rest}) == 1 else None
    if ref.kind == "possessive":  # "my booking": the one there is, else it is not said which
        return of_type[-1] if len({e.value for e in of_type}) == 1 else None
    if ref.index == -1:
        return of_type[-1]
    # "the second one" counts by first mention: a mention again moved it to the top
    by_first = sorted(of_type, key=lambda e: e.turn if e.first_turn is None else e.first_turn)
    if 1 <= ref.index <= len(by_first):
        return by_first[ref.index - 1]
    return None


def pick_option(ref: Reference, options: list[object]) -> object | None:
    """An ordinal answer to a question with options ("the second one" -> options[1])."""
    if not options:
        return None
    if ref.index == -1:
        return options[-1] if ref.kind == "ordinal" else None
    return options[ref.index - 1] if 1 <= ref.index <= len(options) else None
