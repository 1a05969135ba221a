"""Values the user gave for slots nobody asked about ("a flight to Rome tomorrow").

Found by the slots' ``patterns`` ("to {value}"), exact mentions of known values, and, for a
date, time, email, phone or amount, by type when the flow has exactly one slot of that type.
One value per slot and one slot per span; a span two slots claim equally is left alone.

For a running task, what the message *is* decides what may be taken from it (``mood.py``):

* a question that asks for information ("how long is the flight from New York to
  Rome?", "what's a good souvenir from Rome?", "建国路那边远吗？") gives no value for any
  slot but the asked one: it mentions places, it does not choose them. A question with a
  request word ("can you make it Friday?", "how about from Boston?") is a request;
* a value replacing one already filled is a correction, and a statement corrects only
  when it reads as one about the task: a request or correction word ("I want to fly from
  Boston", "make it Friday"), a negation or a no ("no, Paris", "not Rome"), or nothing
  but values and filler words ("to Rome please", "from Boston, tomorrow"). Chit-chat that
  names a city ("Paris is lovely in spring") changes nothing;
* an empty slot takes a value from any statement, as before ("a flight to Rome tomorrow").

A flow being started (``task`` None, the values said with its trigger) is not held to
this: "what's the weather in Rome next Friday?" gives the forecast its city and date.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..commands import Command, SetSlot
from ..spec import FlowSpec, SlotKind, SlotSpec, SlotType
from ..state import Task
from .all_values import only_values
from .another_slot import text_before_clause
from .findings import Span
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import has_cjk, normalize
from .measured import declared_measures, measure_sizes, measured_counts
from .mood import mood
from .named_values import named_dates, named_texts, named_values, slot_names
from .numbers import NUMERAL_CHARS, find_numbers
from .parsed import Parsed
from .polite import asked_politely
from .ranges import (
    date_pair,
    find_stay,
    span_of_days,
    span_of_times,
    stay_slots,
    time_pair,
)
from .refused import is_negated
from .route import address_pair, route_said
from .self_corrected import corrected_on_the_spot
from .text_parts import address_said, place_then_address, said_where
from .utterance import Turn
from .value_words import Words
from .values import ValueParser

# enum members looked up once: ``SlotType.DATE`` is a metaclass lookup on every use
_DATE, _TIME, _EMAIL, _PHONE, _MONEY = (
    SlotType.DATE,
    SlotType.TIME,
    SlotType.EMAIL,
    SlotType.PHONE,
    SlotType.MONEY,
)

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: a flow's slots with their parsers, those of them that may be found by type alone, and
#: its date and count of nights when it takes a stay (``ranges.py``)
VolunteerPlan = tuple[
    list[tuple[SlotSpec, ValueParser]],
    list[tuple[SlotSpec, ValueParser]],
    tuple[SlotSpec, SlotSpec] | None,
]
#: types that may be taken from a sentence without a pattern when the flow has one such slot
UNIQUE_TYPES = frozenset({_DATE, _TIME, _EMAIL, _PHONE, _MONEY})


def volunteered(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    task: Task | None,
    skip: set[str],
    answer: Span | None = None,
    used: tuple[Span, ...] = (),
) -> list[Command]:
    """Values for slots other than the one asked: pattern captures and known values first,
    then a date/time/email/phone/money when the flow has exactly one slot of that type.
    For a running ``task``, none from a question for information, and a filled slot
    changes only on a statement that reads as a correction (see the module's docstring).
    ``answer``: where the asked slot's answer stands; ``used``: spans the caller's reading
    used besides those the pipeline recorded (``Turn.taken``), left alone."""
    said = mood(t.lex, t.raw, t.norm) if task is not None else None
    if said is not None and said.asking:
        return list(_asked_for(u, t, flow, task, skip, answer, used))
    if task is not None and u.asides[t.lex.language].whole(t.norm) is not None:
        return []  # "你推荐一个吧", "hold on a sec": no count, no value, an aside
    found: list[tuple[SlotSpec, Parsed, int]] = []  # 3 stay, 2 pattern, 1 mention, 0 type
    slots, typed, stay = u.volunteer_plan(flow)
    for spec, parser in slots:
        if spec.name in skip:
            continue
        captured = t.captures(parser)
        if len(captured) > 1 and spec.type == SlotType.TEXT and not parser.choices:
            # "送到公司，地址是朝阳区建国路88号": the later phrase says it precisely
            captured = [max(captured, key=lambda p: p.start)]
        if len(captured) == 1 and spec.type == SlotType.TEXT and not parser.choices:
            # "…送到公司，望京SOHO T1": the address after the place word (text_parts.py)
            captured = [place_then_address(u, t, flow, spec, captured[0]) or captured[0]]
            # "我姓刘 电话139…": the name ends before the clause the phone reads
            captured = [text_before_clause(u, t, flow, spec, captured[0]) or captured[0]]
        if not captured and spec.kind == SlotKind.ADDRESS:
            where = said_where(t, flow, spec, t.scan)  # "车坏了，我在建国路88号"
            captured = [where] if where is not None else []
        for p in captured:
            found.append((spec, p, 2))
        for p in parser.mentions(t.scan, t.now, t.language):
            found.append((spec, p, 1))
    for spec, parser in typed:
        if spec.name in skip:
            continue
        for p in parser.scan(t.scan, t.now, t.language):
            if (
                spec.type == SlotType.MONEY
                and _bare_number(p.raw_text, t.language, Words.of(t.lex))
                and not _named_before(spec, t.scan[: p.start])
                and not _only_numbers_slot(flow, spec)
            ):
                continue  # "下午三点": a number beside other things is money when marked
            found.append((spec, p, 0))
        if spec.type == SlotType.MONEY:
            seen = {(f[0].name, f[1].start, f[1].end) for f in found}
            found += [
                f
                for f in _amount_after_trigger(t, flow, spec, parser)
                if (spec.name, f[1].start, f[1].end) not in seen
            ]
    found += _dates_one_slot_takes(u, t, flow, task, skip, typed)
    if stay is not None and stay[0].name not in skip and stay[1].name not in skip:
        found += _stay(t, *stay)
    pair = date_pair(flow)  # "from friday until monday": the pick-up and the return
    if pair is not None and pair[0].name not in skip and pair[1].name not in skip:
        found += _span_of_days(t, *pair)
    hours = time_pair(flow)  # "9am to 5pm": the opening and the closing
    if hours is not None and hours[0].name not in skip and hours[1].name not in skip:
        found += _span_of_hours(u, t, flow, *hours)
    found += named_values(u, t, flow, skip)  # "the reading is 88213"
    found += named_dates(u, t, flow, skip)  # "first lesson friday" beside a birth date
    found += named_texts(t, flow, skip, task)  # "…at 2pm, name is lee, email …"
    found += address_said(u, t, flow, skip)  # "power cut at 5 station road"
    found += _counted(u, t, flow, skip, found)
    places = address_pair(flow)  # "从三里屯太古里到亦庄": where one sets off, where one goes
    if places is not None and places[0].name not in skip and places[1].name not in skip:
        found += _route(t, places, found)
    found = _texts_end_before_values(t, found)
    found = _labels_dropped(t, flow, found)  # "电话139…": the phone's name, no 电话咨询
    cmds, spans = _assign(found, task, t, answer, [*t.taken, *used])
    if task is None or not cmds or (said is not None and said.request):
        return list(cmds)
    said_before = _said_before(flow, task, u.trigger_words.named(flow))
    changes = [c for c in cmds if c.slot in said_before]
    if changes and not _corrects(u, t, list(spans.values()), answer):
        return [c for c in cmds if c.slot not in said_before]
    if changes:  # "from London" to the hotel in Rome is said of the flight, not the hotel
        theirs = [p for parser in u.owners.foreign[flow.name] for p in t.captures(parser)]
        return [
            c
            for c in cmds
            if task.value(c.slot) is None
            or not any(p.start <= spans[c.slot][0] and spans[c.slot][1] <= p.end for p in theirs)
        ]
    return list(cmds)


def _dates_one_slot_takes(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    task: Task | None,
    skip: set[str],
    typed: list[tuple[SlotSpec, ValueParser]],
) -> list[tuple[SlotSpec, Parsed, int]]:
    """A date said in a flow of several date slots, which its type alone gives to none of
    them, goes to the one slot whose bounds take it when every other one refuses it: with
    a last service (``max: today``) and a visit day (from tomorrow), "last done 28 nov" is
    the last service and "the 10th" the visit. A date two of them take ("monday": the last
    one, or the next) stays unread, as before; the slot must still be empty, so a date is
    never a silent change of one given before."""
    dated = [s for s in flow.slots if s.type == _DATE and s.name not in skip]
    if len(dated) < 2 or any(s.type == _DATE for s, _ in typed):
        return []
    takers: dict[tuple[int, int], list[tuple[SlotSpec, Parsed]]] = {}
    for spec in dated:
        parser = u.parser(flow, spec)
        for p in parser.scan(t.scan, t.now, t.language):
            if p.end > p.start and parser.validate(p.value, t.now) is None:
                takers.setdefault((p.start, p.end), []).append((spec, p))
    return [
        (spec, p, 0)
        for said in takers.values()
        if len(said) == 1
        for spec, p in said
        if task is None or task.value(spec.name) is None
    ]


def _texts_end_before_values(
    t: Turn, found: list[tuple[SlotSpec, Parsed, int]]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """A free-text value a pattern took on over commas ends at the comma before a part
    that is another slot's value: "the student's name is amara okafor, essay writing" is
    amara okafor, and essay writing the subject. A pattern's capture goes on after a comma
    so that "room 14, hall B" stays one address (``free_text.parts_after``); a part that
    another slot reads is said for that slot, as a date or a phone after the comma is,
    and taken as the longer text it would win over that slot's reading (a pattern ranks
    above a mention)."""
    out = list(found)
    for i, (spec, p, rank) in enumerate(found):
        if rank != 2 or spec.type != SlotType.TEXT or not isinstance(p.value, str):
            continue
        said = t.scan[p.start : p.end]
        first = said.find(",")
        if first < 0:
            continue
        others = [
            q.start
            for o, q, _ in found
            if o.name != spec.name and p.start + first < q.start < p.end and q.end > q.start
        ]
        if not others:
            continue
        cut = said.rfind(",", 0, min(others) - p.start)
        kept = said[:cut].rstrip()
        parts = p.value.split(",")[: kept.count(",") + 1]
        value = ",".join(parts).strip()
        if kept and value:
            out[i] = (spec, Parsed(value, kept, p.confidence, p.start, p.start + len(kept)), rank)
    return out


def _route(
    t: Turn, places: tuple[SlotSpec, SlotSpec], found: list[tuple[SlotSpec, Parsed, int]]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """The two places of a route said in the message (``route.py``), ranked above a
    pattern; the second ends where another value begins ("…到亦庄明天9点" keeps the time
    for its slot), and no route is read over a date or a time ("from 9 to 5")."""
    said = route_said(t)
    if said is None:
        return []
    a, b = said.start, said.end
    others = [p for _, p, _ in found if p.end > p.start]
    if any(p.start < a.end and a.start < p.end for p in others):
        return []
    after = [p.start for p in others if b.start < p.start < b.end]
    if after:
        end = min(after)
        core = t.scan[b.start : end].strip(" ,，")
        if not core:
            return []
        b = Parsed(core, core, b.confidence, b.start, b.start + len(core))
    if any(p.start < b.end and b.start < p.end for p in others):
        return []
    return [(places[0], a, 3), (places[1], b, 3)]


def _asked_for(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    task: Task | None,
    skip: set[str],
    answer: Span | None,
    used: tuple[Span, ...],
) -> list[SetSlot]:
    """A question for information gives no value, but one that asks politely for a value
    a slot lists ("can you deliver it?", "could we do vanilla instead", "能配送吗") asks
    for it: the polite ask stands right before the value, as it does before a trigger
    that asks for a flow (``polite.py``); "can you tell me if lemon has nuts" stays a
    question."""
    low = t.scan.lower()
    found: list[tuple[SlotSpec, Parsed, int]] = []
    for spec, parser in u.volunteer_plan(flow)[0]:
        if spec.name in skip or not parser.choices:
            continue
        found += [
            (spec, p, 1)
            for p in parser.mentions(t.scan, t.now, t.language)
            if asked_politely(t.lex, low, [p])
        ]
    return _assign(found, task, t, answer, [*t.taken, *used])[0] if found else []


#: slot types a bare number may be a value of ("3点", "15号", "3个")
_NUMBERED = frozenset({SlotType.INTEGER, SlotType.NUMBER, _DATE, _TIME, _MONEY})


def _only_numbers_slot(flow: FlowSpec, spec: SlotSpec) -> bool:
    """``spec`` is the one slot of ``flow`` a bare number can fill: "交定金，就1500吧" says
    the amount with no currency, as there is nothing else it could be."""
    return [s.name for s in flow.slots if s.type in _NUMBERED] == [spec.name]


def _bare_number(raw: str, language: str, words: Words) -> bool:
    """``raw`` is a number and nothing else: no currency, no unit of money."""
    spans = find_numbers(raw.strip(), language, words)
    return len(spans) == 1 and spans[0].raw == raw.strip()


def _amount_after_trigger(
    t: Turn, flow: FlowSpec, spec: SlotSpec, parser: ValueParser
) -> list[tuple[SlotSpec, Parsed, int]]:
    """A bare number right after one of the flow's triggers ("交学费5000", "top up 50"), or
    right after a Chinese trigger's verb ("充5000" of 充值), is the amount of its one money
    slot, when no count or number slot could take it."""
    if any(s.type in (SlotType.INTEGER, SlotType.NUMBER) for s in flow.slots):
        return []
    out: list[tuple[SlotSpec, Parsed, int]] = []
    low = t.scan.lower()
    # a Chinese trigger's verb stands first and takes the amount as its object in place of
    # the trigger's own ("充值" -> "往卡里充5000", "交学费" -> "交3000")
    # the trigger's verb, with digits only: "付一下押金" says no amount
    heads = [w[0] for w in flow.triggers if len(w) > 1 and has_cjk(w[0])]
    for trigger in dict.fromkeys([*flow.triggers, *heads]):
        at = low.find(trigger.lower())
        m = _AMOUNT.match(t.scan, at + len(trigger)) if at >= 0 else None
        if m is not None and trigger not in flow.triggers and not m.group(1)[0].isdigit():
            continue
        got = parser.parse(m.group(1), t.now, t.language) if m is not None else None
        if m is not None and got is not None:
            out.append((spec, Parsed(got.value, m.group(1), got.confidence, *m.span(1)), 0))
            break
    return out


#: a bare amount: digits, or Chinese numerals
_AMOUNT = re.compile(rf"\s*(\d[\d,.]*|{NUMERAL_CHARS}+)(?!\d)")


def _named_before(spec: SlotSpec, before: str) -> bool:
    """The slot is named right before the value ("预算80", "budget: 80"): that marks it."""
    head = normalize(before)
    return any(head.endswith(n) for n in slot_names(spec))


#: what may stand between a count and the thing counted: "2 projectors", "3 x tripod"
_COUNT_GAP = re.compile(r"^\s*(?:x\s*)?$", re.IGNORECASE)


def _counted(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    skip: set[str],
    found: list[tuple[SlotSpec, Parsed, int]],
) -> list[tuple[SlotSpec, Parsed, int]]:
    """ "deliver 2 projectors": a number right before a listed value of another slot counts
    it, for the flow's only whole-number slot (its patterns, when it has any, read it
    already), unless that slot counts people ("a pet shoot for my two cats"). "旧书 3捆", "3捆旧书": a number before a measure word the flow declares for
    its things (``measures``) counts them, on either side of the thing or without it, for
    the flow's only count slot that says what it counts (``counts``), whatever other
    number slots it has (a floor). Ranked as a mention, like the value it counts."""
    counts = [s for s in flow.slots if s.type == SlotType.INTEGER]
    measures = declared_measures(flow)
    counting = [s for s in counts if s.counts]
    if len(counts) == 1 and not counts[0].patterns:
        spec, only = counts[0], True
    elif measures and len(counting) == 1:
        spec, only = counting[0], False
    else:
        return []
    if spec.name in skip:
        return []
    items = [p for other, p, rank in found if rank == 1 and other is not spec]
    classifiers = t.lex["classifiers"]
    if not items and classifiers.regex is None and not measures:
        return []
    out: list[tuple[SlotSpec, Parsed, int]] = []
    numbers = u.parser(flow, spec).scan(t.scan, t.now, t.language)
    measured = measured_counts(t.scan, numbers, measures, measure_sizes(t.lex))
    for n in sorted({(n.start, n.end): n for n in [*numbers, *measured]}.values(), key=_at):
        gaps = [t.scan[n.end : p.start] for p in items if n.end <= p.start]
        if any(m is n for m in measured):
            out.append((spec, n, 1))  # "旧书 3捆", "3捆旧书"
        elif only and spec.kind != SlotKind.PEOPLE and any(_COUNT_GAP.match(g) for g in gaps):
            out.append((spec, n, 1))  # "2 projectors"; "my two cats" are no party of 2
        elif only and spec.kind is None and not spec.counts and classifiers.prefix(t.scan[n.end :]):
            out.append((spec, n, 1))  # "寄养 两只猫": a count its measure word marks
    return out


def _at(p: Parsed) -> int:
    return p.start


def _said_before(flow: FlowSpec, task: Task, named: Mapping[str, set[Any]]) -> set[str]:
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


def _stay(t: Turn, day: SlotSpec, count: SlotSpec) -> list[tuple[SlotSpec, Parsed, int]]:
    """ "from Dec 10 to Dec 14": the first date for ``day``, the nights for ``count``, both
    ranked above a pattern so that neither date is read alone."""
    got = find_stay(t.scan, t.now, t.language, Words.of(t.lex))
    if got is None:
        return []
    a, b = got
    first = Parsed(a.value.isoformat(), a.raw, a.confidence, a.start, a.end)
    nights = (b.value - a.value).days
    return [(day, first, 3), (count, Parsed(nights, t.scan[a.end : b.end], 1.0, a.end, b.end), 3)]


def _span_of_days(t: Turn, first: SlotSpec, last: SlotSpec) -> list[tuple[SlotSpec, Parsed, int]]:
    """ "dec 20 to dec 27", "from friday until monday": the first date for ``first``, the
    second for ``last``, ranked above a pattern so that neither is read alone."""
    got = span_of_days(t)
    if got is None:
        return []
    a, b = got
    return [
        (first, Parsed(a.value.isoformat(), a.raw, a.confidence, a.start, a.end), 3),
        (last, Parsed(b.value.isoformat(), b.raw, b.confidence, b.start, b.end), 3),
    ]


def _span_of_hours(
    u: Knowledge, t: Turn, flow: FlowSpec, first: SlotSpec, last: SlotSpec
) -> list[tuple[SlotSpec, Parsed, int]]:
    """ "9am to 5pm", "早上9点到下午5点": the first time for ``first``, the second for
    ``last``, each read by its own slot (its hours decide a bare "5")."""
    got = span_of_times(t)
    if got is None:
        return []
    out: list[tuple[SlotSpec, Parsed, int]] = []
    for spec, span in zip((first, last), got, strict=True):
        p = u.parser(flow, spec).parse(span.raw, t.now, t.language)
        if p is None:
            return []
        out.append((spec, Parsed(p.value, span.raw, p.confidence, span.start, span.end), 3))
    return out


def _corrects(u: Knowledge, t: Turn, spans: list[Span], answer: Span | None) -> bool:
    """The message reads as a correction of the task: a correction word, a no, a negation,
    or nothing but the values found and filler words ("from Boston, tomorrow please"),
    after a wait it opens with ("wait the address is 14 church lane", "hold on, friday"):
    a user who stops the bot to state a value is correcting it, and the wait is no word
    of anything else the message says."""
    lex = t.lex
    if (
        lex["corrections"].search(t.norm) is not None
        or lex["deny"].prefix(t.norm) is not None
        or t.negations()
    ):
        return True
    if answer is not None:
        spans = [*spans, answer]
    wait = lex["waits"].prefix(t.scan.lower())
    return only_values(u, t, spans, start=wait.end() if wait is not None else 0)


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


def plan(u: Knowledge, flow: FlowSpec) -> VolunteerPlan:
    """What ``volunteered`` scans in ``flow``, worked out once: every slot with its parser,
    and the slots that may take a value by type alone (the flow's only slot of a type)."""
    counts: dict[SlotType, int] = {}
    for spec in flow.slots:
        counts[spec.type] = counts.get(spec.type, 0) + 1
    slots = [(spec, u.parser(flow, spec)) for spec in flow.slots]
    typed = [
        (spec, parser)
        for spec, parser in slots
        if spec.type in UNIQUE_TYPES and counts[spec.type] == 1 and not spec.entity
    ]
    lex = u.lexicons.get(u.domain.settings.language)
    return slots, typed, stay_slots(flow, Words.of(lex))


def _labels_dropped(
    t: Turn, flow: FlowSpec, found: list[tuple[SlotSpec, Parsed, int]]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """``found`` without the listed values that name another slot said right before its
    value (a link word at most between: the lexicon's ``value_links``): in "当面聊 我姓刘
    电话13912345678", 电话 is the phone's name (its label, or a word of the lexicon's
    ``type_words`` for the flow's one slot of that type), not a synonym of 电话咨询 clashing
    with 当面聊 for the way to consult."""
    mentions = [(spec, p) for spec, p, rank in found if rank == 1 and p.end > p.start]
    if not mentions:
        return found
    links = t.lex["value_links"]
    dropped: set[tuple[str, int, int]] = set()
    for spec, p in mentions:
        word = normalize(t.scan[p.start : p.end])
        for other, q, _ in found:
            if other is spec or q.start < p.end or word not in _names_of(t, flow, other):
                continue
            gap = normalize(t.scan[p.end : q.start])
            if not gap or gap in links.exact:
                dropped.add((spec.name, p.start, p.end))
                break
    return [f for f in found if (f[0].name, f[1].start, f[1].end) not in dropped]


def _names_of(t: Turn, flow: FlowSpec, spec: SlotSpec) -> tuple[str, ...]:
    """What users call ``spec``: its label and name, and the lexicon's ``type_words`` of
    its type when it is the flow's one slot of that type."""
    names = slot_names(spec)
    if sum(s.type == spec.type for s in flow.slots) == 1:
        names += tuple(normalize(w) for w in t.lex.type_words.get(spec.type.value, ()))
    return names


def _assign(
    found: list[tuple[SlotSpec, Parsed, int]],
    task: Task | None,
    t: Turn,
    answer: Span | None,
    taken: list[Span],
) -> tuple[list[SetSlot], dict[str, tuple[int, int]]]:
    """One value per slot and one slot per span: patterns beat mentions beat bare types;
    a span claimed equally by two slots (two city slots, no pattern) is left alone.
    Returns the values and where each was found."""
    # at one rank, the longer reading first: "2 days ago" is a date, and its 2 no fee
    found.sort(key=lambda f: (-f[2], f[1].start - f[1].end))
    if found:
        # a yes-or-no slot's reading holds its own no ("不要发票", "no shoe rental")
        found = [f for f in found if f[0].type == SlotType.BOOLEAN or not is_negated(t, f[1])]
    out: dict[str, SetSlot] = {}
    where: dict[str, tuple[int, int]] = {}
    spans: list[tuple[int, int, int]] = []
    contested: set[str] = set()
    ranks: dict[str, int] = {}
    #: a count slot given two values: where each was said, for _count_of_the_item
    rivals: dict[str, list[tuple[int, int]]] = {}
    values: dict[tuple[int, int], Parsed] = {}
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
    for name, spans_of in rivals.items():  # "两份麻婆豆腐，一份米饭": the count said of the item
        spec = next(f[0] for f in found if f[0].name == name)
        picked = _count_of_the_item(t, spec, spans_of, out, where, answer)
        if picked is None:  # "for saturday, no sorry sunday": the later one holds
            picked = corrected_on_the_spot(t, spans_of)
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
    return kept, {c.slot: where[c.slot] for c in kept}
