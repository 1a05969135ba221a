"""Two values offered as alternatives: "next fri or sat", "economy or business", "周五还是周六".

Said in the message that starts a task, they fill nothing: the slot would get whichever
the parser met first, and the user never chose. The task starts with the values that are
certain and asks which of the two was meant (the answer, "the second one" or "Saturday",
is read like any answer to a clarifying question). Said as the answer to the slot's own
question, the answer reader sees the tie itself (``SlotParser.parse_with_options``); said as
a correction ("actually, make it friday or saturday"), the correction asks which.
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from ..commands import Clarify
from ..spec import NUMBER_TYPES, FlowSpec, SlotSpec, SlotType
from .dates import DateGrammar
from .grammar_words import ListWords, grammar, lexicon_grammar
from .mood import mood
from .parsed import Parsed, first_per_value
from .refused import negated_at
from .utterance import Turn
from .value_words import Words, built

if TYPE_CHECKING:
    from .knowledge import Knowledge


#: what may stand between two alternatives: an "or" and the words an elliptic second one
#: drops after it ("friday or on saturday", "the 4th or the 5th")
@lexicon_grammar
def _between(w: ListWords) -> re.Pattern[str]:
    return re.compile(
        rf"[\s,]*(?:{w.alt('or_words')})\s*(?:(?:{w.alt('or_drops')})\s+)?", re.IGNORECASE
    )


def offered(u: Knowledge, t: Turn, flow: FlowSpec, filled: dict[str, Any]) -> Clarify | None:
    """The question for the first empty slot the message offers two or more values for,
    each joined to the one before by an "or" (one question at a time)."""
    for spec in flow.slots:
        if spec.type == SlotType.TEXT:
            continue
        if spec.name in filled:
            # "for 3 or 4 nights": the slot's pattern took the number next to the unit
            if spec.type in NUMBER_TYPES:
                which = _count_or_other(u, t, flow, spec, filled[spec.name])
                if which is not None:
                    return which
            continue
        which = ask_which(u, t, flow, spec)
        if which is not None:
            return which
    return None


def offered_beside(
    u: Knowledge, t: Turn, flow: FlowSpec, asked: set[str], filled: dict[str, Any]
) -> Clarify | None:
    """ALTERNATIVES_FOR_A_SLOT_NOT_ASKED: "maybe 10th or 11th july" said while another
    slot is asked: the question for the first empty slot of the running task, none of
    ``asked``, that the message offers two or more values for joined by an "or", or for a
    number the message's reading took one of ("30 or 40 guests": ``filled``, the values it
    read, by slot). Read beside an answer, two values for one slot filled nothing or the
    one next to its unit, and the choice the user offered was dropped unasked. Only a
    message with an "or" word is looked at."""
    task = t.task
    if task is None or grammar(t.lex, _between).search(t.scan) is None:
        return None
    for spec in flow.slots:
        if spec.type == SlotType.TEXT or spec.name in asked or task.value(spec.name) is not None:
            continue
        if spec.name in filled:
            which = (
                _count_or_other(u, t, flow, spec, filled[spec.name])
                if spec.type in NUMBER_TYPES
                else None
            )
        else:
            which = ask_which(u, t, flow, spec)
        if which is not None:
            return which
    return None


def _count_or_other(
    u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, taken: Any
) -> Clarify | None:
    """The number a pattern took and the one an "or" joins to it: which of the two?"""
    found = u.parser(flow, spec).scan(t.scan, t.now, t.language)
    for a, b in pairwise(found):
        if (
            taken in (a.value, b.value)
            and a.value != b.value
            and grammar(t.lex, _between).fullmatch(t.scan, a.end, b.start)
        ):
            options = [a.value, b.value]
            # "3 nights or 4 nights", "2份还是3份": the unit of the slot's own pattern
            unit = next((p[7:] for p in spec.patterns if p.startswith("{value}")), "")
            return which_value(t, spec, options, {"unit": unit})
    return None


def ask_which(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec) -> Clarify | None:
    """ "Did you mean Friday 4 December or Saturday 5 December?" when the message offers
    ``spec`` two or more values joined by "or"; None when it does not."""
    found = u.parser(flow, spec).scan(t.scan, t.now, t.language)
    if len(found) < 2:
        return None
    between = grammar(t.lex, _between)
    if not all(
        between.fullmatch(t.scan, a.end, b.start) or _weekday_beside(t, spec, a, b)
        for a, b in pairwise(found)
    ):
        return None
    options = [p.value for p in first_per_value(found)]  # an amount is a dict: not hashable
    if len(options) < 2:
        return None
    return which_value(t, spec, options)


def _weekday_beside(t: Turn, spec: SlotSpec, a: Parsed, b: Parsed) -> bool:
    """A weekday and a date it does not fall on, side by side ("sat the 20th" when the 20th
    is a Sunday, "周六 12月20号"): two days the user may have meant, not one. Said with the
    request, the slot was left empty and asked as if nothing had been said."""
    if spec.type != SlotType.DATE:
        return False
    dates = built(DateGrammar, Words.of(t.lex))
    forms = [dates.words.weekday_form(p.raw_text) for p in (a, b)]
    if (forms[0] is None) == (forms[1] is None):
        return False
    return dates.rules.weekday_gap.fullmatch(t.scan.casefold(), a.end, b.start) is not None


#: more options left than this after some are refused: the question itself lists them again
_NARROWED_MAX = 5


def narrowed(u: Knowledge, t: Turn, flow: FlowSpec, asked: SlotSpec) -> Clarify | None:
    """ "anything but economy", "first is too pricey" to "Economy, business or first
    class?": the values of the asked slot that are left, asked about ("Did you mean
    business or first?"); none is taken. Only when the message refuses some and names no
    other, and a few are left."""
    choices = u.parser(flow, asked).choices
    if not choices or mood(t.lex, t.raw, t.norm).asking:
        return None  # "anything cheaper than business?" asks; what is cheaper is not known
    found = choices.mentions(t.scan)
    if not found or not all(negated_at(t, c.start, c.end) for c in found):
        return None
    refused = {c.value for c in found}
    left = [v for v in choices.values if v not in refused]
    if not left or len(left) > _NARROWED_MAX:
        return None
    return which_value(t, asked, left)


def which_value(
    t: Turn, spec: SlotSpec, options: list[Any], fields: dict[str, str] | None = None
) -> Clarify:
    """ "Did you mean X or Y?" about ``spec``'s value, asked in the message's language
    (``fields`` fill the question's other holes: the unit of "3 nights or 4 nights")."""
    return Clarify(
        slot=spec.name,
        ask="which_value",
        ask_fields=fields or {},
        language=t.lex.language,
        options=options,
        raw_text=t.raw.strip(),
    )
