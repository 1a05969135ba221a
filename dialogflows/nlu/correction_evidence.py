"""Whether the words of a message make it a change of a value it says.

A correction marker counts only outside the flow's listed values ("the switch and the
ps5": the Switch is a console); a slot named only by a word inside its own value ("quick
visit" of a "visit length") is not named; at the confirmation, a new value said as a
clause of its own before its reason ("还是视频吧 懒得跑了") is the change; a bare verb of
change right before a value ("那改9点吧", "行 改周五") marks the change as a correction word
does.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec, SlotType
from .all_values import listed_spans, only_values
from .clauses import CLAUSE_BREAK
from .lexicon import normalize
from .parsed import Parsed

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def marked(u: Knowledge, t: Turn, flow: FlowSpec, found: list[re.Match[str]]) -> bool:
    """A correction marker (``found``: the lexicon's ``corrections`` in the message as
    typed, lower-cased) stands outside the flow's listed values: "switch" of a console
    called the Switch ("the switch and the ps5") corrects nothing."""
    said = listed_spans(u, flow, t.scan)
    if not said or not found:
        return True  # the marker was found in the normal form: not one the values hold
    return any(not any(a <= m.start() and m.end() <= b for a, b in said) for m in found)


def bare_change(u: Knowledge, t: Turn, flow: FlowSpec) -> bool:
    """BARE_CHANGE_VERB_BEFORE_A_VALUE: "那改9点吧", "行 改周五": after a yes and a then word
    opening the message (the lexicon's ``affirm``, its ``particles``, ``then_words``), a bare verb of change
    (``change_verbs_bare``) right before a value of the flow is a correction word as 改成
    is. Only the whole-message answer read it ("改周五" while the task runs), so said after
    an acknowledgement, or to the offer of a task on hold, the change was small talk. The
    value must follow the verb: "改天再说" (another day) changes nothing. The verb may open a
    later clause too, after a clause of the change's reason ("明天要下雨 改后天吧":
    BARE_CHANGE_VERB_OPENING_A_LATER_CLAUSE)."""
    if t.lex["change_verbs_bare"].search(t.norm) is None:  # most messages hold none
        return False
    starts = [0, *(m.end() for m in CLAUSE_BREAK.finditer(t.scan))]
    return any(_opens_with_change(u, t, flow, t.scan[at:]) for at in starts)


def _opens_with_change(u: Knowledge, t: Turn, flow: FlowSpec, clause: str) -> bool:
    """``clause`` (the message from a clause's start) opens with a bare verb of change right
    before a value of the flow, a yes and a then word at most before it."""
    lex = t.lex
    verbs = lex["change_verbs_bare"]
    rest, at = clause, -1
    while at:  # "行吧 那就改…": the yes (吧 its particle) and the then word, in any order
        at = 0
        for words in (lex["affirm"], lex["particles"], lex["then_words"]):
            rest, taken = words.after_opening(rest)
            at = at or taken
    after, at = verbs.after_opening(rest)
    if not at or not after.strip():
        return False
    return any(
        p.start == 0
        for spec in flow.slots
        if spec.type is not SlotType.TEXT
        for parser in [u.parser(flow, spec)]
        for p in [
            *parser.mentions(after, t.now, t.language),
            *parser.scan(after, t.now, t.language),
        ]
    )


def named_apart(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    named: set[str],
    positives: list[tuple[SlotSpec, Parsed, int]],
) -> set[str]:
    """The slots of ``named`` the message names outside their own values: a value that
    holds a word of its slot's name ("quick visit" of a "visit length") names nothing."""
    if not named:
        return named
    own = [(p.start, p.end) for s, p, _ in positives if s.name in named]
    if not own:
        return named
    scan = t.scan
    for a, b in own:
        scan = scan[:a] + " " * (b - a) + scan[b:]
    return set(u.slot_namer(flow, t.lex).named(normalize(scan))) & named


def clause_of_its_own(
    u: Knowledge, t: Turn, best: Parsed, positives: list[tuple[SlotSpec, Parsed, int]]
) -> bool:
    """ "还是视频吧 懒得跑了", "代取报告吧，她自己能去看" at the confirmation: the new value
    said as the first clause of the message (up to a mark, or a space typed between Chinese
    words), nothing but values and fillers in it, and no value in the clauses after it (its
    reason, a remark). That is the change; without this the message was no change, not
    being all values, and only the reason was kept. A value inside a clause that tells
    something ("Paris is lovely this time of year") is still none."""
    cuts = [m for m in CLAUSE_BREAK.finditer(t.scan) if m.start() > 0]
    if not cuts or not t.scan[cuts[0].end() :].strip():
        return False
    end = cuts[0].start()
    if best.end > end or any(p.end > end for _, p, _ in positives):
        return False
    return only_values(u, t, [(p.start, p.end) for _, p, _ in positives], 0, end)
