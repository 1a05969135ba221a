"""Which slot takes which of the values found in a message (``volunteered.py``).

Several readings may claim one span ("NYC" a departure by a pattern and an arrival by a
mention) and one slot may be given two values: one value per slot and one slot per span,
a pattern beating a mention beating a bare type, and a span two slots claim equally left
to neither. Of two counts for one count slot, the one said right before the item another
slot took is its own ("两份麻婆豆腐，一份米饭")."""

from __future__ import annotations

from ..commands import SetSlot
from ..spec import SlotSpec, SlotType
from ..state import Task
from .date_by_bounds import deed_day, said_of_its_question
from .findings import Span
from .grammar_words import ListWords, grammar, lexicon_grammar
from .parsed import Parsed
from .refused import is_negated
from .self_corrected import corrected_on_the_spot
from .utterance import Turn


def assign(
    found: list[tuple[SlotSpec, Parsed, int]],
    task: Task | None,
    t: Turn,
    answer: Span | None,
    taken: list[Span],
) -> tuple[list[SetSlot], dict[str, tuple[int, int]], dict[str, list[Parsed]]]:
    """One value per slot and one slot per span: patterns beat mentions beat bare types;
    a span claimed equally by two slots (two city slots, no pattern) is left alone.
    Returns the values, where each was found, and the slots given two or more values
    none of which is theirs by how it was said ("一个72一个68" for one age), each with
    its values in the order said: a request asks which (``two_values.py``)."""
    # at one rank, the longer reading first: "2 days ago" is a date, and its 2 no fee
    found.sort(key=lambda f: (-f[2], f[1].start - f[1].end))
    if found:
        # a yes-or-no slot's reading holds its own no ("不要发票", "no shoe rental")
        # and a no that answers one ("… 9 cross st no 07700 900888") refuses nothing
        answers = [(p.start, p.end) for s, p, _ in found if s.type == SlotType.BOOLEAN]
        found = [
            f for f in found if f[0].type == SlotType.BOOLEAN or not is_negated(t, f[1], answers)
        ]
    out: dict[str, SetSlot] = {}
    where: dict[str, tuple[int, int]] = {}
    spans: list[tuple[int, int, int]] = []
    contested: set[str] = set()
    ranks: dict[str, int] = {}
    #: a count slot given two values: where each was said, for _count_of_the_item
    rivals: dict[str, list[tuple[int, int]]] = {}
    values: dict[tuple[int, int], Parsed] = {}
    firsts: dict[str, Parsed] = {}
    seen: set[tuple[str, int, int]] = set()
    for spec, p, rank in found:
        if (spec.name, p.start, p.end) in seen:
            continue  # one reading found twice (a party both captured and mentioned)
        seen.add((spec.name, p.start, p.end))
        if ranks.get(spec.name, rank) > rank:
            # "NYC to SF": SF is the arrival by its pattern, so NYC is no arrival
            # candidate and is left to the departure
            continue
        if taken and any(not (p.end <= a or p.start >= b) for a, b in taken):
            continue
        clash = [r for a, b, r in spans if not (p.end <= a or p.start >= b)]
        if clash:
            inside = any(
                r == rank and a <= p.start and p.end <= b and b - a > p.end - p.start
                for a, b, r in spans
            )
            if max(clash) == rank and not inside:
                contested.add(spec.name)
                contested.update(
                    n for n, (a, b) in where.items() if not (p.end <= a or p.start >= b)
                )
            continue
        if spec.name in out:
            if out[spec.name].value != p.value:
                contested.add(spec.name)
                rivals.setdefault(spec.name, [where[spec.name]]).append((p.start, p.end))
                values[(p.start, p.end)] = p
            continue
        spans.append((p.start, p.end, rank))
        ranks[spec.name] = rank
        if task is not None and task.value(spec.name) == p.value:
            continue
        out[spec.name] = SetSlot(
            slot=spec.name, value=p.value, raw_text=p.raw_text, confidence=p.confidence
        )
        where[spec.name] = (p.start, p.end)
        firsts[spec.name] = p
    for name, spans_of in rivals.items():  # "两份麻婆豆腐，一份米饭": the count said of the item
        spec = next(f[0] for f in found if f[0].name == name)
        picked = _count_of_the_item(t, spec, spans_of, out, where, answer)
        if picked is None:  # "for saturday, no sorry sunday": the later one holds
            picked = corrected_on_the_spot(t, spans_of)
        if picked is None:  # "前天装的晾衣架 今天就降不下来了" to "哪天装的？": 前天
            picked = said_of_its_question(t, spec, spans_of)
        if picked is None:  # "上周三换的锁 今天又拧不动了": when the lock was changed
            picked = deed_day(t, spec, spans_of)
        if picked is not None and name in contested and picked in values:
            p = values[picked]
            out[name] = SetSlot(
                slot=name, value=p.value, raw_text=p.raw_text, confidence=p.confidence
            )
            where[name] = picked
            contested.discard(name)
        elif picked is not None and name in contested and picked == where.get(name):
            contested.discard(name)
    kept = [cmd for name, cmd in out.items() if name not in contested]
    ties = {
        name: sorted([firsts[name], *(values[s] for s in spans_of if s in values)], key=_at)
        for name, spans_of in rivals.items()
        if name in contested and name in firsts
    }
    return kept, {c.slot: where[c.slot] for c in kept}, ties


def _at(p: Parsed) -> int:
    """Where a value was said: a tie's values are offered in the order the user said them."""
    return p.start


@lexicon_grammar
def _count_gap(w: ListWords) -> str:
    """What may stand between a count and the item it counts ("两份麻婆豆腐"): ``count_gap``."""
    return " " + w.text("count_gap", ("zh",))


def _count_of_the_item(
    t: Turn,
    spec: SlotSpec,
    spans: list[tuple[int, int]],
    out: dict[str, SetSlot],
    where: dict[str, tuple[int, int]],
    answer: Span | None,
) -> tuple[int, int] | None:
    """Of several counts for one count slot, the one said right before the item another
    slot took ("两份麻婆豆腐，一份米饭": 两份 is the dish's; 一份 counts what the menu does not
    list); None when not exactly one is."""
    if spec.type != SlotType.INTEGER:
        return None
    items = [where[n] for n in out if n != spec.name and n in where]
    if answer is not None:  # the dish answering "您想点什么菜？"
        items.append(answer)
    gap = grammar(t.lex, _count_gap)
    before = [
        (a, b)
        for a, b in spans
        if any(start >= b and not t.scan[b:start].strip(gap) for start, _ in items)
    ]
    return before[0] if len(before) == 1 else None
