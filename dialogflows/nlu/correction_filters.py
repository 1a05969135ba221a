"""Which of the values a correction read are not its new value.

``corrections.find_corrections`` reads every slot's values in the message; before it ranks
them, these take out the ones the message does not give as the change: a value negated
("not Paris"), unless the no is one of its own ("明天 哦不 后天", "no the 17th"); the first
of two values of one slot with a no between them ("3 chimneys, er no sorry 2"); a number
inside another slot's listed value ("can we do 4 person?"); a bare yes or no read as a
yes-or-no slot not asked; of the slots one value said at one place could change, those whose
limits refuse it, when another keeps them ("改成下周三" beside a date that ends today). At the confirmation, a no that opens the message answers it, and
the value after it is the new one ("no 2:30").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec, SlotType
from ..state import Task
from .all_values import inside_listed
from .correcting_no import said_on_its_own
from .fills import same
from .lexicon import normalize
from .parsed import Parsed, value_key
from .said_last import said_last

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .slot_namer import SlotNamer
    from .utterance import Turn


#: the types a number of an address is not a value of: a count, a measure, an hour ("改成
#: …二区5号楼" with no slot named: 二 of 二区 is no 2 o'clock)
COUNTS = frozenset({SlotType.INTEGER, SlotType.NUMBER, SlotType.TIME})


def negated(
    t: Turn, p: Parsed, negations: list[tuple[int, int]], text: str, gap: re.Pattern[str]
) -> bool:
    """``p`` is refused by one of the ``negations`` (spans of "not", "不是", ...) just before
    it, with only ``gap`` words between: "not Paris" names the old value, not the new one. A
    no that is an answer of its own ("明天 哦不 后天", "no the 17th") refuses nothing."""
    for a, b in negations:
        if (
            b <= p.start
            and p.start - b <= 12
            and gap.match(text[b : p.start])
            # "明天 哦不 后天", "no the 17th": a no of its own, the value after it meant
            and not said_on_its_own(t, a, b, p.start)
        ):
            return True
    return False


def no_then_value(
    task: Task,
    candidates: list[tuple[SlotSpec, Parsed, bool, int]],
    negs: list[tuple[int, int]],
) -> list[tuple[SlotSpec, Parsed, bool, int]]:
    """ "no 2:30" to "Move PS-3001 to … at 3:30 PM?": the no that opens the message
    answers the confirmation, and the value after it, other than the one held, is the
    new one, as in "no, 2:30". Only "not 2:30" refuses 2:30 (a negation of its own)."""
    first = min((a for a, _ in negs), default=None)
    if first is None:  # the message leads with its no (the caller read it so)
        return candidates
    end = next(b for a, b in negs if a == first)
    return [
        (s, p, False, r)
        if neg
        and task.value(s.name) is not None
        and not same(task.value(s.name), p.value)
        and not any(b <= p.start and a > first for a, b in negs)
        and not any(a > end and a < p.start for a, _ in negs)
        else (s, p, neg, r)
        for s, p, neg, r in candidates
    ]


def taken_back(
    u: Knowledge, t: Turn, flow: FlowSpec, positives: list[tuple[SlotSpec, Parsed, int]]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """Of two values of one slot with a no or a correction word between them, the one after
    it (``said_last``): "3 chimneys, er no sorry 2" keeps the 2, though "3 chimneys" is
    read with its counted word and a bare "2" ranks below it."""
    names = [s.name for s, _, _ in positives]
    for name in {n for n in names if names.count(n) > 1}:
        spec = flow.slot(name)
        last = said_last(u, t, flow, spec) if spec is not None else None
        if last is not None:
            positives = [
                (s, p, r)
                for s, p, r in positives
                if s.name != name or value_key(p.value) == value_key(last.value)
            ]
    return positives


def within_limits(
    u: Knowledge, t: Turn, flow: FlowSpec, positives: list[tuple[SlotSpec, Parsed, int]]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """CHANGE_TO_A_VALUE_ONE_SLOT_ALONE_TAKES: of the slots that read one value at one
    place, the ones whose ``min``/``max`` keep it, when any does: a day to come changes the
    visit day, never the day a leak was found (a date that ends today), so no "which one?"
    is asked. A value no slot keeps stays with all of them, to be refused as it is."""
    keeps = {
        (s.name, p.start, p.end) for s, p, _ in positives if u.parser(flow, s).fits(p.value, t.now)
    }
    kept_at = {(a, b) for _, a, b in keeps}
    return [
        (s, p, r)
        for s, p, r in positives
        if (p.start, p.end) not in kept_at or (s.name, p.start, p.end) in keeps
    ]


def outside_listed(
    u: Knowledge, flow: FlowSpec, candidates: list[tuple[SlotSpec, Parsed, bool, int]]
) -> list[tuple[SlotSpec, Parsed, bool, int]]:
    """The candidates less the numbers inside another slot's listed value said ("4" of
    "can we do 4 person?" with the 4 person tub held): the value is said again, no count of
    4 nights (``all_values.inside_listed``, asked by an answer too)."""
    listed = [
        (p.start, p.end, s.name)
        for s, p, _, _ in candidates
        if u.parser(flow, s).choices and p.end - p.start > 0
    ]
    if not listed:
        return candidates
    return [
        c
        for c in candidates
        if not (
            c[0].type in COUNTS
            and inside_listed(
                c[1].start, c[1].end, [(a, b) for a, b, name in listed if name != c[0].name]
            )
        )
    ]


def not_asked_yes_no(
    t: Turn,
    task: Task,
    candidates: list[tuple[SlotSpec, Parsed, bool, int]],
    namer: SlotNamer,
) -> list[tuple[SlotSpec, Parsed, bool, int]]:
    """The candidates less a bare yes or no (a word of the lexicon's ``affirm`` or ``deny``,
    nothing naming the slot) read as a yes-or-no slot that is not the one asked: "nope" to
    "Any stains?" answers the stains, it takes back no earlier "yes" to the sofa. A no that
    names the slot ("no sofa after all") still changes it. ``namer`` is the flow's slot
    namer: what names a slot is its one notion."""
    if task.asked is None:
        return _not_the_confirmations_answer(t, candidates, namer)
    bare = (t.lex["affirm"], t.lex["deny"])
    return [
        c
        for c in candidates
        if not (
            c[0].type == SlotType.BOOLEAN
            and c[0].name != task.asked
            and any(words.fullmatch(normalize(c[1].raw_text)) for words in bare)
        )
    ]


def _not_the_confirmations_answer(
    t: Turn, candidates: list[tuple[SlotSpec, Parsed, bool, int]], namer: SlotNamer
) -> list[tuple[SlotSpec, Parsed, bool, int]]:
    """At a confirmation (no slot asked), the candidates less a yes-or-no slot read from
    the yes or the no opening the message, the slot not named (in the message:
    ``namer.named_widely``; nor loosely in the words read: ``namer.said_in``): "yep white frame on monday, perfect" to "Shall I book it?" answers the
    confirmation, it turns no mount on; "no wait, it goes to 10 park row" says the delivery
    address, not "no" to the signature. "yes, with a mount" and "no signature actually" name
    the slot and still change it; "actually i'll collect it" opens with neither."""
    opens = {True: t.lex["affirm"], False: t.lex["deny"]}
    named = namer.named_widely(t.norm)
    return [
        c
        for c in candidates
        if not (
            c[0].type == SlotType.BOOLEAN
            and c[0].name not in named
            and isinstance(c[1].value, bool)
            and opens[c[1].value].prefix(normalize(c[1].raw_text)) is not None
            and not namer.said_in(c[0].name, c[1].raw_text)
        )
    ]
