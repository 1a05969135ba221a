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

This module gathers the readings and decides; each kind of reading is a module of its own:
a stay, a span of days or hours, a route (``slot_pairs.py``), a date only one slot's
bounds take (``date_by_bounds.py``), a bare amount (``bare_amount.py``), a count of a
thing named (``item_counts.py``), a text ending before another value
(``text_before_values.py``), a slot's label read as a value (``slot_labels.py``), which
slot takes which span (``value_claims.py``), a polite ask for a listed value
(``polite_value.py``) and whether a statement corrects the task (``corrects_task.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Command
from ..spec import NUMBER_TYPES, FlowSpec, SlotKind, SlotSpec, SlotType
from ..state import Task
from .act_times import acts_as_times_dropped
from .addresses import address_said, place_then_address, said_where
from .another_slot import text_before_clause
from .bare_amount import (
    amount_after_trigger,
    bare_number,
    named_before,
    no_other_takes,
    only_numbers_slot,
)
from .bare_yes_no import bare_yes_no
from .change_target import change_target_only, moved_days
from .code_pieces import without_code_pieces
from .corrects_task import corrects, said_earlier
from .date_by_bounds import dates_one_slot_takes
from .day_part_alias import day_part_alias
from .day_parts import bare_day
from .described_values import counts_of_other_things_dropped, described_dropped
from .findings import Span
from .item_counts import counted, counted_values_shared
from .lexicon import normalize
from .month_as_name import month_named_to_a_name
from .mood import mood
from .name_before_phone import name_before_phone
from .named_codes import named_codes
from .named_dates import named_dates
from .named_texts import named_texts, titled_names, whose_names
from .named_values import named_values
from .one_value_counts import counts_of_one_value_summed
from .other_request import other_in_request
from .parsed import Parsed
from .polite_value import asked_for
from .quoted import quoted_texts
from .ranges import date_pair, stay_slots, time_pair
from .ranks import ranked
from .route import address_pair, one_end_said
from .slot_labels import labels_dropped
from .slot_pairs import days_said, hours_said, places_said, start_and_length, stay_said
from .soonest import soonest_said
from .text_before_values import texts_end_before_values
from .trigger_object import trigger_object
from .utterance import Turn
from .value_claims import assign
from .value_words import Words
from .values import ValueParser
from .wanted_value import wanted_only
from .which_one import articles_of_named

# enum members looked up once: ``SlotType.DATE`` is a metaclass lookup on every use
_DATE, _TIME, _EMAIL, _PHONE, _MONEY = (
    SlotType.DATE,
    SlotType.TIME,
    SlotType.EMAIL,
    SlotType.PHONE,
    SlotType.MONEY,
)

if TYPE_CHECKING:
    from .knowledge import Knowledge, VolunteerPlan

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
    """The values of ``volunteered_and_ties``, without the slots given two."""
    return volunteered_and_ties(u, t, flow, task, skip, answer, used)[0]


def volunteered_and_ties(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    task: Task | None,
    skip: set[str],
    answer: Span | None = None,
    used: tuple[Span, ...] = (),
) -> tuple[list[Command], dict[str, list[Parsed]]]:
    """Values for slots other than the one asked: pattern captures and known values first,
    then a date/time/email/phone/money when the flow has exactly one slot of that type.
    For a running ``task``, none from a question for information, and a filled slot
    changes only on a statement that reads as a correction (see the module's docstring).
    ``answer``: where the asked slot's answer stands; ``used``: spans the caller's reading
    used besides those the pipeline recorded (``Turn.taken``), left alone. Beside them, the
    slots the message gave two values none of which won (``value_claims.assign``)."""
    said = mood(t.lex, t.raw, t.norm) if task is not None else None
    if said is not None and said.asking and answer is None:
        return list(asked_for(u, t, flow, task, skip, answer, used)), {}
    # DAY_BESIDE_A_POLITE_ASK_TO_ITS_QUESTION_DROPPED: a question that answers the asked
    # slot ("could u collect them on friday" to "Shall we collect the clubs …?") asks for
    # something, and gives its other values as a statement does
    if task is not None and u.asides[t.lex.language].whole(t.norm) is not None:
        return [], {}  # "你推荐一个吧", "hold on a sec": no count, no value, an aside
    if month_named_to_a_name(t):
        return [], {}  # "may" to "Your name?": the name, no month (NAME_ANSWER_READ_AS_A_MONTH)
    found: list[tuple[SlotSpec, Parsed, int]] = []  # 3 stay, 2 pattern, 1 mention, 0 type
    slots, typed, stay, guarded = u.volunteer_plan(flow)
    typed = typed + [(spec, parser) for spec, parser, twins in guarded if _twins_idle(task, twins)]
    for spec, parser in slots:
        if spec.name in skip:
            continue
        captured = t.captures(parser)
        if len(captured) > 1 and spec.type == SlotType.TEXT and not parser.choices:
            # "送到公司，地址是朝阳区建国路88号": the later phrase says it precisely
            captured = [max(captured, key=lambda p: p.start)]
        if len(captured) == 1 and spec.type == SlotType.TEXT and not parser.choices:
            # "…送到公司，望京SOHO T1": the address after the place word (addresses.py)
            captured = [place_then_address(u, t, flow, spec, captured[0]) or captured[0]]
            # "我姓刘 电话139…": the name ends before the clause the phone reads
            captured = [text_before_clause(u, t, flow, spec, captured[0]) or captured[0]]
        if not captured and spec.kind == SlotKind.ADDRESS:
            where = said_where(t, flow, spec, t.scan)  # "车坏了，我在建国路88号"
            captured = [where] if where is not None else []
        for p in captured:
            found.append((spec, p, 2))
        for p in _mentions_clear_of(t, parser, [*t.taken, *used]):
            found.append((spec, p, 1))
    for spec, parser in typed:
        if spec.name in skip:
            continue
        whole = _whole_day_or_time(t, task, spec, parser)
        if whole is not None:  # "14th" to "Would you like them motorised?"
            found.append((spec, whole, 0))
        for p in parser.scan(t.scan, t.now, t.language):
            if (
                spec.type == SlotType.MONEY
                and bare_number(p.raw_text, t.language, Words.of(t.lex))
                and not named_before(spec, t.scan[: p.start])
                and not only_numbers_slot(flow, spec)
                and not no_other_takes(u, t, flow, spec, p)
            ):
                continue  # "下午三点": a number beside other things is money when marked
            found.append((spec, p, 0))
        if spec.type == SlotType.MONEY:
            seen = {(f[0].name, f[1].start, f[1].end) for f in found}
            found += [
                f
                for f in amount_after_trigger(t, flow, spec, parser)
                if (spec.name, f[1].start, f[1].end) not in seen
            ]
    found += dates_one_slot_takes(u, t, flow, task, skip, typed)
    found += soonest_said(u, t, flow, task, typed, found, skip)
    if stay is not None and stay[0].name not in skip and stay[1].name not in skip:
        found += stay_said(t, *stay)
    pair = date_pair(flow)  # "from friday until monday": the pick-up and the return
    if pair is not None and pair[0].name not in skip and pair[1].name not in skip:
        found += days_said(t, *pair)
    hours = time_pair(flow)  # "9am to 5pm": the opening and the closing
    if hours is not None and hours[0].name not in skip and hours[1].name not in skip:
        found += hours_said(u, t, flow, *hours)
    found += start_and_length(u, t, flow, skip)  # "8pm till 11": the start and 3 hours
    found += ranked(Words.of(t.lex), t.scan, t.language, flow, skip)  # "第三针": which dose
    named = named_values(u, t, flow, skip)  # "the reading is 88213"
    found += named
    found += named_dates(u, t, flow, skip)  # "first lesson friday" beside a birth date
    found += named_texts(u, t, flow, skip, task)  # "…at 2pm, name is lee, email …"
    found += quoted_texts(t.scan, flow, skip, task)  # 'a sign for our door, "the hendersons"'
    found += titled_names(u, t, flow, skip, task, found)  # "… 后天上午10点 王先生 139…"
    found += name_before_phone(u, t, flow, skip, task, found)  # "…, no tuning, mike, 07700 …"
    found += trigger_object(u, t, flow, skip, task)  # "i left my jacket there": my jacket
    found += whose_names(u, t, flow, skip, task)  # "我家狗叫豆豆 想约洗澡"
    found += named_codes(u, t, flow, skip, task)  # "booking reference CH-1200", "车牌沪B88888"
    found += address_said(u, t, flow, skip)  # "power cut at 5 station road"
    found += one_end_said(u, t, flow, skip)  # "collect it from 5 mill lane", two places
    found += counted(u, t, flow, skip, found)
    found += other_in_request(u, t, flow, skip, task, found)  # "pick up an old piano"
    found += day_part_alias(u, t, flow, skip)  # "tomorrow pm" for a listed "afternoon"
    places = address_pair(flow, t.lex)  # "从三里屯太古里到亦庄": where one sets off, where one goes
    if places is not None and places[0].name not in skip and places[1].name not in skip:
        found += places_said(t, places, found, lambda s: bool(u.triggers.exact(normalize(s))))
    found += bare_yes_no(u, t, flow, task, skip, found)  # "9 cross st no 07700 900888"
    found = without_code_pieces(found)  # "225/45 R17": no 225 tyres
    found = counted_values_shared(found, t.scan)  # "7 teenagers": the count and the age group
    found = counts_of_one_value_summed(t, found)  # "两个水晶灯一个吊扇灯": 3 of 吊灯
    found = texts_end_before_values(t, found)
    found = labels_dropped(u, t, flow, found)  # "电话139…": the phone's name, no 电话咨询
    found = described_dropped(t, found)  # "my rucksack … with a laptop sticker": a bag
    found = counts_of_other_things_dropped(t, found)  # "过七十大寿": no 70 tables
    found = wanted_only(u, t, flow, found)  # "学过围棋 这次想试试国际象棋": the one wanted
    found = acts_as_times_dropped(t, found)  # "打电话前先发个短信": when, no way to consult
    found = articles_of_named(t, found, named)  # "a stage 3 course": no stage 1
    found = change_target_only(u, t, flow, found)  # "busy saturday, move it to sunday"
    found += moved_days(u, t, flow, skip)  # "can we move saturdays clean to sunday?"
    cmds, spans, ties = assign(found, task, t, answer, [*t.taken, *used])
    if task is None or not cmds or (said is not None and said.request):
        return list(cmds), ties
    said_before = said_earlier(flow, task, u.trigger_words.named(flow))
    changes = [c for c in cmds if c.slot in said_before]
    # ANSWER_TO_WHAT_TO_CHANGE_NOT_READ_AS_A_CHANGE: after a no to the confirmation the bot
    # asked what to change, so a value said is the change, however it is said ("5小时")
    asked_what = task.asked is None and task.denials > 0
    if (
        changes
        and not asked_what
        and not corrects(u, t, list(spans.values()), answer, [c.slot for c in changes])
    ):
        return [c for c in cmds if c.slot not in said_before], ties
    if changes:  # "from London" to the hotel in Rome is said of the flight, not the hotel
        theirs = [p for parser in u.owners.foreign[flow.name] for p in t.captures(parser)]
        return [
            c
            for c in cmds
            if task.value(c.slot) is None
            or not any(p.start <= spans[c.slot][0] and spans[c.slot][1] <= p.end for p in theirs)
        ], ties
    return list(cmds), ties


def _mentions_clear_of(t: Turn, parser: ValueParser, used: list[Span]) -> list[Parsed]:
    """The listed values ``parser`` finds in the message, a form that runs into words read
    already (a trigger's, an answer's) read again without them: "seasoned logs delivered"
    with the trigger "logs delivered" says "seasoned", whose longer form "seasoned logs"
    took the trigger's noun and was left out whole. A value inside those words is theirs
    (the trigger's own value), not looked for again."""
    found = parser.mentions(t.scan, t.now, t.language)
    if not parser.choices or not used:
        return found
    crossing = [
        p
        for p in found
        if any(p.start < b and a < p.end and not (a <= p.start and p.end <= b) for a, b in used)
    ]
    if not crossing:
        return found
    blank = list(t.scan)
    for a, b in used:
        blank[a:b] = " " * (b - a)
    again = parser.mentions("".join(blank), t.now, t.language)
    kept = [p for p in found if p not in crossing]
    inside = [q for q in again if any(c.start <= q.start and q.end <= c.end for c in crossing)]
    # "a baby first aid course" with the trigger "first aid course": the form clear of the
    # trigger's words ("baby") names nothing, so the whole form said is the value
    # (VALUE_TAKING_IN_THE_TRIGGERS_WORDS_LOST)
    whole = [c for c in crossing if not any(c.start <= q.start and q.end <= c.end for q in inside)]
    return kept + inside + [_clear_part(t, c, used) for c in whole]


def _clear_part(t: Turn, p: Parsed, used: list[Span]) -> Parsed:
    """``p`` standing only where its words are clear of ``used`` (its words before the
    trigger's: "baby " of "baby first aid course"), so the trigger keeps its own words and
    the value is read beside them."""
    start, end = p.start, p.end
    for a, b in used:
        if a <= start < b:
            start = b
        if a < end <= b:
            end = a
    if end - start < 1:
        return p
    return Parsed(p.value, t.scan[start:end].strip() or p.raw_text, p.confidence, start, end)


def _whole_day_or_time(
    t: Turn, task: Task | None, spec: SlotSpec, parser: ValueParser
) -> Parsed | None:
    """The whole message read as the value of the flow's one date (or time) slot, still
    empty, when its scan of values inside longer text found none: a day said in a short
    form ("14th", "tmrw") is read whole by the slot's parser, as when it is asked, but not
    picked out of a sentence, where "14th" may be a floor or a place in a queue. Said as the
    whole message to another question, it can only be that slot's; to a count's question
    it is a slip at the count."""
    if task is None or spec.type not in (SlotType.DATE, SlotType.TIME):
        return None
    asked = t.flow.slot(task.asked) if t.flow is not None and task.asked else None
    if asked is not None and asked.type in NUMBER_TYPES:
        return None  # "2nd" to "How many pianos?": a slip at the count, no day
    if task.value(spec.name) is not None or parser.scan(t.scan, t.now, t.language):
        return None
    got = parser.parse(t.scan, t.now, t.language)
    day = bare_day(t) if got is None and spec.type == SlotType.DATE else None
    if day is not None:  # "14th": read as "the 14th", as when the day is asked
        got = parser.parse(day, t.now, t.language)
        return (
            None
            if got is None
            else Parsed(got.value, t.raw.strip(), got.confidence, 0, len(t.scan))
        )
    if got is None or (got.start, got.end) != (0, len(t.scan)):
        return None
    return got


def plan(u: Knowledge, flow: FlowSpec) -> VolunteerPlan:
    """What ``volunteered`` scans in ``flow``, worked out once: every slot with its parser,
    and the slots that may take a value by type alone (the flow's only slot of a type)."""
    counts: dict[SlotType, int] = {}
    for spec in flow.slots:
        counts[spec.type] = counts.get(spec.type, 0) + 1
    slots = [(spec, u.parser(flow, spec)) for spec in flow.slots]
    # a slot that holds an entity takes one of these types by type too: "明天不用上门了" says
    # which visit (the undoing's one date slot, given the visit entity), as "明天的" to its
    # question does
    typed = [
        (spec, parser)
        for spec, parser in slots
        if spec.type in UNIQUE_TYPES and counts[spec.type] == 1
    ]
    lex = u.lexicons.get(u.domain.settings.language)
    return slots, typed, stay_slots(flow, Words.of(lex)), _guarded(flow, slots, counts)


def _guarded(
    flow: FlowSpec, slots: list[tuple[SlotSpec, ValueParser]], counts: dict[SlotType, int]
) -> list[tuple[SlotSpec, ValueParser, tuple[SlotSpec, ...]]]:
    """CONDITIONAL_TWIN_HIDES_A_TYPED_VALUE: a pick-up time beside a return time asked only
    when a return is wanted (``when:``) is the one time a request can mean ("a coach for
    friday at 5am"): of several slots of a unique type, the one that always applies, all
    the others conditional, is found by type while none of their conditions holds."""
    out: list[tuple[SlotSpec, ValueParser, tuple[SlotSpec, ...]]] = []
    for spec, parser in slots:
        if spec.type not in UNIQUE_TYPES or counts[spec.type] < 2 or spec.when:
            continue
        twins = tuple(s for s in flow.slots if s.type == spec.type and s is not spec)
        if all(s.when for s in twins):
            out.append((spec, parser, twins))
    return out


def _twins_idle(task: Task | None, twins: tuple[SlotSpec, ...]) -> bool:
    """Every twin's condition is known not to hold on ``task``: a request starting the
    flow holds none; while a task runs, a condition not answered yet may be answered by
    this very message ("yes at 4pm" to "Do they need a second walk?"), so it is no idle."""
    if task is None:
        return True
    for twin in twins:
        assert twin.when is not None
        held = [(task.value(name), wanted) for name, wanted in twin.when.items()]
        if not any(
            value is not None and value not in (wanted if isinstance(wanted, list) else [wanted])
            for value, wanted in held
        ):
            return False
    return True
