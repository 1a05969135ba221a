"""Several items of one kind in one request: "两份宫保鸡丁和一份麻婆豆腐", "a pizza and a salad".

A flow's choice slot holds one value (one dish per order), but people order several at once.
When the message that starts the flow names two or more of the slot's values joined by
"and" ("和", "还有", "、"), each gets a task of its own: the first starts, the others are
queued after it (as for two requests, ``two_requests.py``). Each item's phrase, from the
joining word before it to the one after it, gives that task its own values ("两份" is the
first dish's quantity, "一份" the second's); what is said outside the list ("明天中午送到
公司") goes to every task. Two values joined by "or" are alternatives instead
(``alternatives.py``).
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from ..commands import StartTask
from ..spec import FlowSpec, SlotSpec, SlotType
from .addresses import address_said
from .choice_typos import Choice
from .clauses import CLAUSE_END
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, has_cjk, normalize
from .mood import mood_apart
from .numbers import NumberGrammar, find_numbers
from .prefill import prefill
from .refused import negated_at
from .utterance import Turn
from .value_words import Words, alternation, built

if TYPE_CHECKING:
    from .knowledge import Knowledge


@lexicon_grammar
class _MeasureLists:
    """What may stand between a count and its item, of the lexicon in use (an author's
    words merged; the other language's built-in): the classifiers of both languages, and
    a measure word's plural endings ("bowls")."""

    def __init__(self, w: ListWords) -> None:
        self.classifiers = w.words("classifiers")
        self.endings = ("", *w.words("plural_endings", ("en",)))


class ItemWords:
    """The words of a list of items (``item_joiners``, ``measure_joiners``,
    ``item_each_*``, counts), compiled once per ``Words``: an author's words included."""

    def __init__(self, w: Words) -> None:
        en, zh = w.en, w.zh
        joiners = [*en.words("item_joiners"), *zh.words("item_joiners")]
        #: what opens the text between two items: an "and", and nothing else before it
        self.joined = re.compile(rf"\s*(?:,\s*)?(?:{alternation(joiners)}|，|,)\s*", re.I)
        #: the Latin joiners, for a substring test before the pattern
        self.latin_joiners = tuple(j for j in joiners if j.isascii())
        #: every joiner, lower-cased, for the same test on Chinese text
        self.all_joiners = tuple(j.lower() for j in joiners)
        self.measure_joiners = [*en.words("measure_joiners"), *zh.words("measure_joiners")]
        numerals = built(NumberGrammar, w).numeral_chars
        #: a count that opens the next item with no "and" before it, as Chinese lists run
        self.count = re.compile(rf"(?={numerals}+|[{''.join(zh.mapping('colloquial_counts'))}])")
        #: what says that the words after the list are for each item ("各一份", "2 each")
        self.each = re.compile(
            rf"\s*(?:{zh.alt('item_each_before')}"
            rf"|,?\s*(?:\d+|{en.alt('small_numbers')})\s+(?:{en.alt('item_each_after')})\b)",
            re.I,
        )


#: the words an item may carry before its value ("一份", "a large"), at most this long
_LEAD = 12


def several_items(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    first: dict[str, Any],
    asked: SlotSpec | None = None,
) -> list[StartTask] | None:
    """The tasks after the first when the message lists several values of one choice slot
    of ``flow`` joined by "and", each with its own values; None when it does not. ``asked``
    (the slot whose question the message answers) is the only slot looked at, and needs no
    pattern to own its values. ``first`` (the first task's values) is rewritten to hold only
    what its own item says."""
    g = built(ItemWords, Words.of(t.lex))
    if not has_cjk(t.scan):
        if not _may_join(g, t.scan):
            return None  # an English list always has an "and" or a comma: most messages stop here
    elif not _may_join_cjk(g, t.scan):
        return None  # nothing could join two Chinese items: "对", "明天", "我要订餐" stop here
    for spec in flow.slots if asked is None else [asked]:
        parser = u.parser(flow, spec)
        if not parser.choices:
            continue
        found = parser.choices.mentions(t.scan)
        if asked is None:  # "need a child seat, a booster": the trigger's theme is no item
            themes = u.triggers.theme_spans(flow.name, t.scan)
            found = [c for c in found if not any(a <= c.start and c.end <= b for a, b in themes)]
        if len(found) > 1:  # LISTED_VALUE_INSIDE_AN_ADDRESS_READ_AS_AN_ITEM: "香山别墅12号"
            places = [(p.start, p.end) for _, p, _ in address_said(u, t, flow, set())]
            found = [c for c in found if not any(a <= c.start and c.end <= b for a, b in places)]
        if len(found) < 2:
            continue
        siblings = [
            o for o in flow.slots if o is not spec and u.parser(flow, o).choices is parser.choices
        ]
        if siblings:  # "to Paris and Rome": cities are the departure's values too
            found = _own(u, t, flow, spec, siblings, found, spec is asked)
        counter = _counter_of(flow, spec)
        if not _items(found, counter is not None):
            continue
        if any(negated_at(t, c.start, c.end) for c in found):
            return None  # "not from London, from Berlin" lists one value and refuses another
        # the mood read once, with the items taken out: "what's the difference between
        # double and suite?" orders neither, nor does one whose value is also a request
        # word ("classic and reserve?"); a question about two cities' weather asks for
        # both forecasts (no transactional flow)
        if flow.name in u.triggers.transactional and (
            mood_apart(t.lex, t.scan, [(c.start, c.end) for c in found]).asking
        ):
            return None
        cuts: list[tuple[int, int]] = []  # each joining word between two items
        # "柜机一台挂机两台": each item's count said after it, the last one's too
        last_count = _count_after(g, t, found[-1].end, flow)
        after = last_count is not None
        for a, b in pairwise(found):
            if t.lex["inline_corrections"].search(normalize(t.scan[a.end : b.start])):
                # SELF_CORRECTION_INSIDE_AN_ANSWER: "big dome, actually rooftop" takes one
                # value back for the next, no list of two (``said_last.py`` reads the last)
                return None
            own = _count_after(g, t, a.end, flow) if after else None
            if own is not None:
                joined = g.joined.match(t.scan, own, b.start)
                at = joined.end() if joined is not None else own
                if not t.scan[at : b.start].strip():
                    cuts.append((own, at))
                    continue
            m = g.joined.match(t.scan, a.end, b.start)
            if m is None:  # "来俩宫保鸡丁仨麻婆豆腐": a count opens the next item
                gap = len(t.scan[a.end : b.start]) - len(t.scan[a.end : b.start].lstrip())
                m = g.count.match(t.scan, a.end + gap)  # "两台挂机 一台柜机" too
            between = t.scan[m.end() : b.start] if m is not None else ""
            long = len(between) > _LEAD and not _a_count_measured(g, t, between, flow)
            if m is None or long or CLAUSE_END.search(between):
                break
            cuts.append((m.start(), m.end()))
        else:
            values = [c.value for c in found] if siblings else None
            starts = [c.start for c in found]
            end = found[-1].end
            tasks = _tasks(u, t, g, flow, starts, end, cuts, first, spec, values, last_count)
            if counter is None:
                return tasks
            # "a matress and a bed frame" where a count slot counts the items: one task,
            # the first named, the count their sum (ITEMS_OF_A_COUNTED_SLOT_QUEUED_AS_TASKS);
            # a count said outside the list ("3 items, a mattress and 2 bed frames") is the
            # total, told in its parts, not one more part (TOTAL_ADDED_TO_ITS_PARTS)
            total = _count_outside(u, t, flow, counter, found[0].start, end)
            said = [first, *(task.slots for task in tasks)]
            first[counter.name] = total or sum(int(x.get(counter.name) or 1) for x in said)
            first[spec.name] = found[0].value
            return []
    return None


def _items(found: list[Choice], counted: bool) -> bool:
    """Whether the mentions ``found`` list items: two values or more, each said once; where
    a slot counts the items (``counted``), names of one value said apart count too ("an
    old sofa and 2 armchairs", an armchair a sofa's synonym: three of it;
    NAMES_OF_ONE_VALUE_COUNTED_AS_ONE), one name said twice being a change of mind."""
    values = {c.value for c in found}
    if len(values) >= 2 and len(found) == len(values):
        return True
    names = {normalize(c.raw) for c in found}
    return counted and len(values) == 1 and len(names) == len(found) >= 2


def _count_outside(
    u: Knowledge, t: Turn, flow: FlowSpec, counter: SlotSpec, start: int, end: int
) -> int | None:
    """The count of ``counter`` the message says in a clause apart from the list of items
    between ``start`` and ``end`` ("for 3 items, a mattress and 2 bed frames"): the total."""
    left = max((m.end() for m in CLAUSE_END.finditer(t.scan, 0, start)), default=0)
    stop = CLAUSE_END.search(t.scan, end)
    right = stop.start() if stop is not None else len(t.scan)
    slots, _ = prefill(u, _masked(t, [(0, left), (right, len(t.scan))]), flow)
    value = slots.get(counter.name)
    return value if isinstance(value, int) else None


def _counter_of(flow: FlowSpec, spec: SlotSpec) -> SlotSpec | None:
    """The whole-number slot of ``flow`` that counts what ``spec`` lists (``counts`` names
    the slot or its label: "counts: item"), if any: the items said are counted by it, not
    each a task of its own."""
    named = {spec.name.casefold(), (spec.label or "").casefold()} - {""}
    return next(
        (
            s
            for s in flow.slots
            if s.type == SlotType.INTEGER and {c.casefold() for c in s.counts} & named
        ),
        None,
    )


def _may_join(g: ItemWords, text: str) -> bool:
    """Whether ``text`` has a word ``g.joined`` needs: plain substring tests, since the
    pattern (case-blind, tried at every position) costs a microsecond even on "economy"."""
    low = text.lower()
    return "," in text or any(w in low for w in g.latin_joiners)


def _may_join_cjk(g: ItemWords, text: str) -> bool:
    """Whether ``text`` holds what joins two items of a Chinese list: a comma or a joiner
    (``g.joined``), or a count opening the next item (``g.count``). Between every two items
    ``several_items`` takes, one of them must match, so a text with none lists nothing;
    substring tests and one search of a character class, instead of every choice slot's
    mentions read for nothing."""
    low = text.lower()
    return (
        "," in text
        or "，" in text
        or any(w in low for w in g.all_joiners)
        or g.count.search(text) is not None
    )


def _own(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    spec: SlotSpec,
    siblings: list[SlotSpec],
    found: list[Choice],
    answers: bool = False,
) -> list[Choice]:
    """The mentions that are items of ``spec`` when other slots of the flow take the same
    values: the first is captured by one of ``spec``'s patterns ("to Paris") or ``answers``
    the slot's question, and none is captured by a sibling's ("from Boston"). "from London
    and then to Paris" lists nothing."""
    mine = t.captures(u.parser(flow, spec))
    theirs = [p for o in siblings for p in t.captures(u.parser(flow, o))]
    kept = [c for c in found if not any(p.start <= c.start and c.end <= p.end for p in theirs)]
    if not kept or not (
        answers or any(p.start <= kept[0].start and kept[0].end <= p.end for p in mine)
    ):
        return []
    return kept


def _tasks(
    u: Knowledge,
    t: Turn,
    g: ItemWords,
    flow: FlowSpec,
    starts: list[int],
    end: int,
    cuts: list[tuple[int, int]],
    first: dict[str, Any],
    spec: SlotSpec,
    values: list[Any] | None,
    own_end: int | None = None,
) -> list[StartTask]:
    """One task's values per item; ``values`` (when other slots take the same values) are
    put in ``spec`` by hand, as an item's phrase alone ("Rome") does not say which slot.
    ``own_end``: where the last item's count said after it ends ("挂机两台")."""
    text = t.scan
    left = max((m.end() for m in CLAUSE_END.finditer(text, 0, starts[0])), default=0)
    stop = CLAUSE_END.search(text, end)
    right = stop.start() if stop is not None else len(text)
    bounds = [left, *(b for _, b in cuts)]
    ends = [*(a for a, _ in cuts), right]
    shared = [(0, left), (right, len(text))]
    if g.each.match(text, end):  # "宫保鸡丁和麻婆豆腐各一份": the count is every item's
        ends[-1] = end
        shared.append((end, right))
    elif own_end is not None and own_end < right:  # "柜机一台、挂机两台 周六": its count is
        ends[-1] = own_end  # the last item's, what follows it every item's
        shared.append((own_end, right))
    tasks: list[StartTask] = []
    counts = [s for s in flow.slots if s.type == SlotType.INTEGER]
    for i, (a, b) in enumerate(zip(bounds, ends, strict=True)):
        slots, _ = prefill(u, _masked(t, [(a, b), *shared]), flow)
        if len(counts) == 1 and counts[0].name not in slots:
            # "仨麻婆豆腐", "3 pizzas": a count right before the item is how many of it
            before = find_numbers(text[a : starts[i]], t.language, Words.of(t.lex))
            if before and _only_measures(g, t.lex, text[a + before[-1].end : starts[i]], flow):
                slots[counts[0].name] = int(before[-1].value)
        if values is not None:
            slots = {k: v for k, v in slots.items() if v != values[i]}
            slots[spec.name] = values[i]
        if i == 0:
            first.clear()
            first.update(slots)
        else:
            tasks.append(StartTask(flow=flow.name, slots=slots, confidence=1.0))
    # "2 bags of charcoal and 3 bundles of kindling to pitch 4": where the items go, said
    # after the last of them, is where every item goes; so is when, for how long, who
    # (VALUE_BESIDE_TWO_REQUESTED_ITEMS_DROPPED: "can i rent a cello and a violin from
    # friday" asked the cello's day): what the list's tail says is said of the whole list
    if end < right and tasks:
        tail, _ = prefill(u, _masked(t, [(end, right)]), flow)
        for name, value in tail.items():
            if name == spec.name:
                continue
            first.setdefault(name, value)
            for task in tasks:
                task.slots.setdefault(name, value)
    return tasks


def _count_after(g: ItemWords, t: Turn, at: int, flow: FlowSpec) -> int | None:
    """Where a count and its measure word said right after an item end ("柜机一台", the
    count after the thing, as Chinese lists also run), or None: spaces may stand before it;
    the measure word is a classifier of the lexicon or what a slot of ``flow`` counts."""
    text = t.scan
    rest = text[at:]
    pad = len(rest) - len(rest.lstrip())
    if g.count.match(text, at + pad) is None:
        return None
    found = find_numbers(rest[pad:], t.language, Words.of(t.lex))
    if not found or found[0].start != 0:
        return None
    end = at + pad + found[0].end
    measures = [
        *grammar(t.lex, _MeasureLists).classifiers,
        *(w for s in flow.slots for w in (*s.counts, *s.measures) if has_cjk(w)),
    ]
    word = next(
        (w for w in sorted(measures, key=len, reverse=True) if text.startswith(w, end)), None
    )
    return None if word is None else end + len(word)


def _a_count_measured(g: ItemWords, t: Turn, between: str, flow: FlowSpec) -> bool:
    """``between`` (the words before the next item) is a count and its measure word, "3
    bundles of ": the next item's own, however long the measure word is."""
    said = find_numbers(between, t.language, Words.of(t.lex))
    return (
        bool(said)
        and not between[: said[0].start].strip()
        and _only_measures(g, t.lex, between[said[0].end :], flow)
    )


def _only_measures(g: ItemWords, lex: Lexicon, between: str, flow: FlowSpec) -> bool:
    """``between`` (the words from a count to its item) holds at most a measure word: a
    classifier of the lexicons ("份", "个") or one of the flow's ``measures``, in the
    plural and with its joiner ("bowls of")."""
    rest = between.strip().lower()
    lists = grammar(lex, _MeasureLists)
    words = {*lists.classifiers, *(m.lower() for s in flow.slots for m in s.measures)}
    forms = sorted({w + e for w in words for e in lists.endings}, key=len, reverse=True)
    for w in forms:
        if rest == w or (rest.startswith(w) and not rest[len(w) : len(w) + 1].isalpha()):
            rest = rest[len(w) :].strip()
            break
    for j in g.measure_joiners:
        if rest == j:
            return True
    return not rest


def _masked(t: Turn, keep: list[tuple[int, int]]) -> Turn:
    """``t`` with everything outside ``keep`` blanked; offsets unchanged."""
    chars = [" "] * len(t.scan)
    raw = [" "] * len(t.raw)
    for a, b in keep:
        chars[a:b] = t.scan[a:b]
        raw[a:b] = t.raw[a:b]
    scan, raw_text = "".join(chars), "".join(raw)
    norm = normalize(raw_text)
    return Turn(
        raw_text, norm, scan, t.lex, t.language, t.now, t.state, t.task, t.flow, len(norm.split())
    )
