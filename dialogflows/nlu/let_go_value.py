"""A cancel word that takes back a value, not the task: what follows it asks for another
value of the running task ("算了换成麻婆豆腐", "never mind, make it Friday"), is a new value
of one slot with no correction word ("算了，还是麻婆豆腐吧", "scratch that, Saturday"), or
holds only values the task already holds after "just" ("那算了，就一份水煮鱼"). A part of the
cancel reader (``control.py``); no reader of the pipeline lives here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import ClearSlot, Command, CorrectSlot
from ..spec import FlowSpec, SlotSpec, SlotType
from ..state import Task
from .lexicon import has_cjk
from .parsed import Parsed
from .times import TimeGrammar, part_of
from .utterance import Turn
from .value_words import Words, built

if TYPE_CHECKING:
    from .knowledge import Knowledge


def changes_a_value(u: Knowledge, t: Turn, rest: str, *, new: bool = False) -> bool:
    """What follows the cancel word asks for another value of the running task ("算了换成
    麻婆豆腐", "never mind, make it Friday"): the cancel word takes back what was said,
    not the task. It needs a correction word and a value, and no negation. ``new``: the
    value must be one the task does not hold, for a correction word said before the cancel
    word ("actually dont bother, ill get one from the supermarket" with one ordered lets the
    order go: "actually" opens the cancel, the count is why), said with nothing but fillers
    and words of the flow's slots around it ("actually never mind, saturday please"): a
    number word inside a clause that tells something ("actually scrap that, the venue has
    one already" while the guests are asked) is why, no new value."""
    flow, task = t.flow, t.task
    lex = t.lex
    if flow is None or lex["corrections"].search(rest) is None or lex["negation"].search(rest):
        return False
    if not new:
        return any(_values_in(u, t, spec, rest) for spec in flow.slots)
    return _new_value_bare(u, t, flow, task, rest)


def changed_before_part(u: Knowledge, t: Turn, at: int) -> bool:
    """The clause right before the cancel word's at ``at`` changes a value of the running
    task to one it does not hold, said bare after its correction word ("等下 改成5个吧"),
    and the cancel word's own clause names what it lets go before it ("门口那个不用了"): that
    part is why the value changed, the task goes on with the change. A cancel word opening
    its clause ("改成5个吧 算了") names no part, and lets the task go as before."""
    flow, task = t.flow, t.task
    before = t.norm[:at]
    cut = before.rstrip().rfind(" ")
    if flow is None or task is None or cut < 0 or not before[cut:].strip():
        return False
    clause = before[:cut].split()[-1]
    m = t.lex["corrections"].search(clause)
    if m is None or t.lex["negation"].search(clause):
        return False
    # the correction word as spaces: "改成5个吧" reads the count glued after it
    said = clause[: m.start()] + " " * (m.end() - m.start()) + clause[m.end() :]
    return _new_value_bare(u, t, flow, task, said)


def _new_value_bare(u: Knowledge, t: Turn, flow: FlowSpec, task: Task | None, text: str) -> bool:
    """``text`` says a value of a slot of ``flow`` that ``task`` does not hold, with nothing
    but fillers and words of the flow's slots around it (``_said_bare``): a value changed,
    for a correction word before the cancel word and for one in the clause before it."""
    held = [s.value for s in task.slots.values() if s.value is not None] if task else []
    return any(
        p.value not in held and _said_bare(u, t, text, p)
        for spec in flow.slots
        for p in _values_in(u, t, spec, text)
    )


def _said_bare(u: Knowledge, t: Turn, rest: str, p: Parsed) -> bool:
    """The value ``p`` of ``rest`` stands with nothing but fillers, correction words and
    words of the flow's slots around it: said as a value, not inside a statement."""
    left = rest[: p.start] + " " + rest[p.end :]
    for m in reversed(t.lex["corrections"].finditer(left)):
        left = left[: m.start()] + " " + left[m.end() :]
    if has_cjk(left):
        regex = u.filler_sets["zh"].regex
        return regex is not None and not regex.sub("", left).strip()
    fillers = u.filler_words["en"]
    names = u.slot_words(t.flow) if t.flow is not None else frozenset()
    return all(w in fillers or w in names for w in left.split())


def retracted_to(u: Knowledge, t: Turn, rest: str) -> list[Command] | None:
    """A short rest after the cancel word that is a new value of one slot, with no
    correction word: "算了，还是麻婆豆腐吧", "scratch that, Saturday", "forget it, business".
    What was said is taken back, not the task: the slot is corrected. A value the task
    already holds is talk about it ("forget it, Paris is too expensive"), and a value two
    slots could take is no answer (the cancel stands)."""
    flow, task = t.flow, t.task
    if flow is None or task is None or t.lex["negation"].search(rest):
        return None
    cjk = has_cjk(rest)
    if not cjk and len(rest.split()) > 4:
        return None
    held = [s.value for s in task.slots.values() if s.value is not None]
    found = [
        (spec, p)
        for spec in flow.slots
        for p in _values_in(u, t, spec, rest)[:1]
        if p.value not in held
    ]
    spans = sorted({(p.start, p.end) for _, p in found})
    if len(spans) != len(found):  # one value two slots could take: no answer
        return None
    if cjk and len(rest.replace(" ", "")) > _SHORT_ZH:
        # "算了，还是要宫保鸡丁吧，两份" is long only by its values
        left = rest
        for a, b in reversed(spans):
            left = left[:a] + left[b:]
        if not found or len(left.replace(" ", "")) > _SHORT_ZH - 2:
            return None
    # "算了，还是宫保鸡丁，两份": each value of its own slot, all of them taken
    fixes: list[Command] = [
        CorrectSlot(slot=spec.name, value=p.value, raw_text=p.raw_text, confidence=p.confidence)
        for spec, p in found
    ]
    if not fixes:  # "算了，还是晚上吧" with 15:00 held: which time in the evening is asked
        fixes = _other_half_of_day(flow, task, rest, Words.of(t.lex))
    return fixes or None


def retracted_after(u: Knowledge, t: Turn, before: str, after: str) -> list[Command] | None:
    """VALUE_BEFORE_A_MID_ANSWER_CANCEL_WORD_TAKEN: values said before the cancel word
    (``before``) and new ones of the same slots after it (``after``, read as
    ``retracted_to`` reads it): "围棋 算了还是象棋吧", "saturday, scratch that, sunday".
    The values before were given up on the spot; those after are meant. The whole message
    read at once took the first value said, the one given up. None when a value before is
    of a slot nothing after changes (kept, read as before) or when nothing is said there."""
    flow = t.flow
    if flow is None or not before.strip() or not after.strip():
        return None
    fixes = retracted_to(u, t, after)
    if not fixes:
        return None
    fixed = {c.slot for c in fixes if isinstance(c, CorrectSlot)}
    given_up = [spec.name for spec in flow.slots if _values_in(u, t, spec, before)]
    return fixes if given_up and all(name in fixed for name in given_up) else None


def just_what_is_held(u: Knowledge, t: Turn, after: str) -> bool:
    """After the cancel word, "just"/"就" and values the task already holds, nothing new:
    what is let go is the extra the user asked for (a dish not on the menu), not the task."""
    flow, task = t.flow, t.task
    m = t.lex["just_words"].prefix(after)
    if flow is None or task is None or m is None or t.lex["negation"].search(after):
        return False
    said = after[m.end() :]
    found = [p for spec in flow.slots for p in _values_in(u, t, spec, said)[:1]]
    held = [s.value for s in task.slots.values() if s.value is not None]
    return bool(found) and all(p.value in held for p in found)


def _other_half_of_day(flow: FlowSpec, task: Task, rest: str, words: Words) -> list[Command]:
    """A cleared time when ``rest`` names another part of the day than the one time slot
    holds: the part of the day is no time to correct to, and the question asks for one."""
    times = [s for s in flow.slots if s.type == SlotType.TIME and task.value(s.name) is not None]
    if len(times) != 1:
        return []
    said = built(TimeGrammar, words).part_of_day(rest)
    if said is not None and said != part_of(str(task.value(times[0].name))):
        return [ClearSlot(slot=times[0].name)]
    return []


def _values_in(u: Knowledge, t: Turn, spec: SlotSpec, rest: str) -> list[Parsed]:
    assert t.flow is not None
    parser = u.parser(t.flow, spec)
    found = parser.find(rest, t.now, t.language)
    return found or (parser.scan(rest, t.now, t.language) if spec.type in _TYPED else [])


#: a short rest of a message after a cancel word, in Chinese characters: "还是麻婆豆腐吧"
_SHORT_ZH = 8


#: slot types a bare value of which names its slot ("make it friday" is a date)
_TYPED = frozenset({SlotType.DATE, SlotType.TIME, SlotType.INTEGER, SlotType.MONEY})
