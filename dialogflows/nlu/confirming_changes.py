"""Changes read only at the confirmation, beside the one ``corrections`` ranks first.

Other slots changed in the same message ("make it 4 nights and a suite"), and a free-text
slot's new value asked for by a verb of what a text says ("can the engraving say Buddy
555-0101 pls").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Command, CorrectSlot
from ..spec import FlowSpec, SlotSpec, SlotType
from ..state import Task
from .fills import fill, same
from .grammar_words import LANGUAGES, ListWords, grammar, lexicon_grammar
from .parsed import Parsed
from .said_of_slot import said_of_slot

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn

_TEXT = SlotType.TEXT


def besides(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    task: Task,
    ranked: list[tuple[SlotSpec, Parsed, int]],
) -> list[Command]:
    """Changes of other slots said with the first while confirming ("make it 4 nights and a
    suite": the suite was dropped and a double booked; "actually saturday and business"):
    each a sure value of a filled slot (found whole, not a bare number of an amount),
    whose kind of value no other slot shares, away from what the others took."""
    best_spec, best, _ = ranked[0]
    taken = [(best.start, best.end)]
    seen = {best_spec.name}
    out: list[Command] = []
    for spec, p, rank in ranked[1:]:
        old = task.value(spec.name)
        if spec.name in seen or old is None or rank < 2 or p.confidence < 1.0:
            continue
        if any(not (p.end <= a or p.start >= b) for a, b in taken):
            continue
        parser = u.parser(flow, spec)
        if parser.choices and any(
            o is not spec and u.parser(flow, o).choices is parser.choices for o in flow.slots
        ):
            continue  # "Paris" could be either city: only the first change is read
        seen.add(spec.name)
        taken.append((p.start, p.end))
        out.append(fill(spec.name, p, old, t.now.date(), spec))
    return out


@lexicon_grammar
def _text_verbs(w: ListWords) -> dict[str, tuple[frozenset[str], frozenset[str]]]:
    """Per language, the verbs of what a text says (``text_says``) and the words a text is
    said to be or become (``wrong_copulas``, ``becomes_words``): read once per lexicon,
    not on every message at a confirmation holding a text."""
    return {
        lang: (
            frozenset(w.words("text_says", (lang,))),
            frozenset(w.words("wrong_copulas", (lang,)) + w.words("becomes_words", (lang,))),
        )
        for lang in LANGUAGES
    }


def text_asked(t: Turn, flow: FlowSpec, task: Task) -> list[Command] | None:
    """ "can the engraving say Buddy 555-0101 pls" at the confirmation: a message (a
    question or not) naming a filled free-text slot, then a verb of what a text says
    (``text_says``), then its new value, asks for that value as a correction word would
    ("… instead"); one with no such verb ("is the name alexis?") changes nothing here."""
    says, copulas = grammar(t.lex, _text_verbs)[t.lex.language]
    texts = [s for s in flow.slots if s.type == _TEXT and task.value(s.name) is not None]
    if not says or not texts:
        return None
    part = t.scan.strip().rstrip("?？!！. ")
    verb = next((w.lower() for w in part.split() if w.lower() in copulas), None)
    # "the name should be jamie cole": a link of several words (a modal before the being,
    # the lexicon's ``value_links``) says what the text is to be, as a verb of saying does
    low = f" {' '.join(part.lower().split())} "
    wanted = any(f" {p} " in low for p in t.lex["value_links"].phrases if " " in p)
    got = said_of_slot(t, texts, part) if verb in says or wanted else None
    if got is None or not got[1]:
        return None
    spec, value = got
    old = task.value(spec.name)
    if same(old, value):
        return None
    return [CorrectSlot(slot=spec.name, value=value, raw_text=value, rejected=old)]
