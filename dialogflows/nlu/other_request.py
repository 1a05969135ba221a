"""A thing a request names that the flow's choice slot does not list, where the slot lists a
value for every other thing: "could you pick up an old piano" for a slot listing sofa,
fridge, …, other.

UNLISTED_THING_IN_THE_REQUEST_FOR_AN_OTHER_VALUE: the thing said with the request was
dropped and the slot asked blindly, though said alone to its question it takes the catch-all
value (``other_value.py``). A thing said with an article of the lexicon's
``trigger_articles`` right after one of the flow's triggers (a word of
``closing_prepositions`` at most between: "electrical recycling for an old hoover"), up to
three words, its last one no word of the flow's own texts, of the lexicon's small words or
dates or of ``no_things`` (what a request asks for that is no thing: "for a quote"), no
listed value, is that value (its words read as the value's ``raw_text``); only
in the message that starts the flow, with no negation, and not where the slot has a value.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec, SlotType
from .flow_words import flow_words
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import has_cjk
from .other_value import other_value
from .parsed import Parsed
from .utterance import Turn

if TYPE_CHECKING:
    from ..state import Task
    from .knowledge import Knowledge

#: the most words the thing runs to ("an old upright piano")
_THING_WORDS = 3
_WORD = re.compile(r"[a-z][a-z'-]*")


@lexicon_grammar
class _ThingWords:
    """The articles a thing is said with, the words that may stand between the trigger and
    it, and the words that are never a thing's last (small words, dates)."""

    def __init__(self, w: ListWords) -> None:
        self.articles = frozenset(x.lower() for x in w.words("trigger_articles", ("en",)))
        self.between = frozenset(x.lower() for x in w.words("closing_prepositions", ("en",)))
        self.never = frozenset(
            x.lower()
            for key in ("summary_stop_words", "summary_dates", "name_for_not_names", "no_things")
            for x in w.words(key, ("en",))
        )


def other_in_request(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    skip: set[str],
    task: Task | None,
    found: list[tuple[SlotSpec, Parsed, int]],
) -> list[tuple[SlotSpec, Parsed, int]]:
    """The catch-all value of ``flow``'s one choice slot listing one, for a thing the
    request names right after a trigger (see the module); none otherwise."""
    if task is not None or has_cjk(t.scan) or t.negations():
        return []
    slots = [
        s
        for s in flow.slots
        if s.type == SlotType.ENUM and s.name not in skip and other_value(s, t.lex) is not None
    ]
    if len(slots) != 1 or any(f[0].name == slots[0].name for f in found):
        return []
    spec = slots[0]
    other = other_value(spec, t.lex)
    assert other is not None
    words = grammar(t.lex, _ThingWords)
    own = flow_words(flow).written
    low = t.scan.lower()
    taken = [(p.start, p.end) for _, p, _ in found]
    # "e-waste pickup": the triggers are read with a hyphen as a space, offsets kept
    for end in u.triggers.trigger_ends(flow.name, low.replace("-", " ")):
        said = list(_WORD.finditer(low, end))
        while said and said[0].group(0) in words.between:
            said = said[1:]
        if not said or said[0].group(0) not in words.articles:
            continue
        thing: list[re.Match[str]] = []
        for m in said[1 : 1 + _THING_WORDS]:
            gap = low[(thing[-1] if thing else said[0]).end() : m.start()]
            if (
                gap.strip()
                or m.group(0) in words.never
                or any(a < m.end() and m.start() < b for a, b in taken)
            ):
                break
            thing.append(m)
        while thing and (thing[-1].group(0) in own or u.owners.listed(thing[-1].group(0))):
            thing.pop()
        if not thing:
            continue
        start, stop = thing[0].start(), thing[-1].end()
        raw = t.scan[start:stop]
        return [(spec, Parsed(other, raw, 1.0, start, stop), 1)]
    return []
