"""Whether a statement during a task corrects a slot filled before (``volunteered.py``).

A filled slot changes only on a statement that reads as a correction: a correction word,
a no, a negation, or nothing but values and fillers; chit-chat that names a value
("Paris is lovely in spring") changes nothing. A default never said, or a value the
trigger's words only implied, was not said before, so it changes without such words."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from ..spec import FlowSpec
from ..state import Task
from .all_values import only_values
from .findings import Span
from .lexicon import has_cjk
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def said_earlier(flow: FlowSpec, task: Task, named: Mapping[str, set[Any]]) -> set[str]:
    """The filled slots, less those that hold the flow's default untouched, or a value the
    trigger's words named (``named``): a default ("1 passenger") was never said, so "we
    are a family of five" changes it without the words of a correction; "3 bundles of
    kindling" after "i need firewood" names the fuel the request only implied."""
    out = set()
    for name, slot in task.slots.items():
        if slot.value is None:
            continue
        spec = flow.slot(name)
        if slot.raw_text is None and spec is not None and slot.value == spec.default:
            continue
        if slot.raw_text is None and slot.value in named.get(name, ()):
            continue
        out.add(name)
    return out


def corrects(
    u: Knowledge,
    t: Turn,
    spans: list[Span],
    answer: Span | None,
    changed: Iterable[str] = (),
) -> bool:
    """The message reads as a correction of the task: a correction word, a no, a negation,
    or nothing but the values found and filler words ("from Boston, tomorrow please"),
    after a wait it opens with ("wait the address is 14 church lane", "hold on, friday"):
    a user who stops the bot to state a value is correcting it, and the wait is no word
    of anything else the message says; so is a hesitation ("hmm 11am", ``_paused``). A
    message that names another slot's thing, and none of the ``changed`` slots', tells of
    that thing ("yes my test is on the 30th" to "Have you got a test booked?" beside a
    lesson's day): the value is its, no correction of the slot its type fits."""
    lex = t.lex
    if (
        lex["corrections"].search(t.norm) is not None
        or lex["deny"].prefix(t.norm) is not None
        or t.negations()
    ):
        return True
    if answer is not None:
        spans = [*spans, answer]
    if not only_values(u, t, spans, start=_paused(t)):
        return False
    return not _names_another(t, set(changed))


def _names_another(t: Turn, changed: set[str]) -> bool:
    """The message says a word of the name of a slot of the flow other than ``changed``
    (three letters or more), and none of theirs: it is about that slot's thing."""
    if t.flow is None or not changed or has_cjk(t.norm):
        return False
    own = {w for s in changed for w in s.lower().split("_") if len(w) > 2}
    words = set(t.norm.split())
    if words & own:
        return False
    others = {
        w
        for spec in t.flow.slots
        if spec.name not in changed
        for w in spec.name.lower().split("_")
        if len(w) > 2
    }
    return bool(words & (others - own))


def _paused(t: Turn) -> int:
    """Where the message starts once the waits and hesitations opening it are passed
    ("hold on, friday", "hmm 11am", "嗯 下午三点"): a user who pauses and then states a
    value of the task is changing it."""
    low, start = t.scan.lower(), 0
    while True:
        rest = low[start:]
        m = t.lex["waits"].prefix(rest) or t.lex["hesitations"].prefix(rest)
        if m is None or not m.end():
            return start
        start += m.end()
        start += len(low[start:]) - len(low[start:].lstrip(" ,.!~-—…，。！、"))
