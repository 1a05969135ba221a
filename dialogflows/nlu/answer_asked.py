"""The asked slot's own answer: its value read from the message (a reference, "there",
"the second one", a date after another, "as soon as possible"), and where it was said.
Weighed by the pipeline (``weighing.py``) against what else the message asks for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Clarify, Command, SetSlot
from ..spec import FORMED_TYPES, NUMBER_TYPES, NUMBERED_TYPES, SlotKind, SlotSpec, SlotType
from . import references
from .address_words import no_place
from .addresses import address_words, holds_address, place_then_address
from .all_values import (
    beside_listed_clause,
    no_name,
    said_for_typed_others,
)
from .another_slot import (
    in_phone_or_address,
    said_for_another_slot,
    text_before_clause,
    text_before_comma_clause,
)
from .answer_asks import asks
from .answer_of_another import (
    counted_for_another,
    numbers_inside_listed,
    other_value,
    said_by_its_phrase,
)
from .asked_time import (
    asap_said,
    in_the_half_day_said,
    not_gone_by,
    soonest_time,
    span_start,
)
from .consumed import consumed
from .contact_given import contact_given
from .control_words import is_control_word
from .date_after import date_after
from .day_in_span import day_in_span
from .day_parts import (
    bare_day,
    bare_hour,
    bare_hour_last,
    bare_number,
    bare_number_first,
    hour_in_part,
)
from .each_counts import without_each
from .empty_slot_answer import said_for_an_empty_slot
from .entity_asked import ask_which_entity, places
from .findings import Span
from .grammar_words import ListWords, grammar, lexicon_grammar
from .length_away import day_a_length_away
from .lexicon import has_cjk, normalize
from .limits import first_day
from .measured import declared_measures, glued_count, measure_sizes, measured_for_another
from .mood import mood, mood_apart
from .named_dates import without_named_for_others
from .none_offered import no_to_none_offered
from .opened_values import opened_values
from .other_slots_whole import another_slots_whole
from .parsed import Parsed
from .phone_tries import tried_phone
from .ranges import date_pair, days_answer, stay_answer
from .refused import is_negated
from .replies import NO, SOFT, WAIT, YES
from .route import Route, address_pair, one_end_said, route_said
from .said_last import said_last, taken_back
from .settled_counts import settled_count
from .slot_pairs import place_before_day_or_hour
from .text_answer_ends import (
    address_before_clause,
    address_before_last_clause,
    address_before_values,
    after_a_wait,
    after_phone_typed_first,
    before_phone_typed_last,
)
from .times import TimeGrammar
from .told_again import copula_before, opened_by_a_copula, values_then_reason, values_then_told
from .utterance import Turn
from .value_words import Words, built
from .wanted_value import wanted_among
from .yes_no_answers import answers_another, answers_another_yes_no
from .zero_counts import none_said

if TYPE_CHECKING:
    from .knowledge import Knowledge

_TEXT, _ENUM, _TIME = SlotType.TEXT, SlotType.ENUM, SlotType.TIME
_DATE, _INTEGER = SlotType.DATE, SlotType.INTEGER
#: a free-text answer longer than this is a message, not a slot value
MAX_TEXT_ANSWER = 200
#: a listed value named in a question about it ("is business much more expensive?") is
#: proposed at this confidence, under the default threshold: the bot asks before it fills
QUESTIONED = 0.5


#: what an agreement is made of (``replies.Replies.only``)
_AGREEING_WORDS = frozenset({YES, SOFT})
#: and what a reply is made of besides (``replies.REPLY_KINDS``)
_REPLY_WORDS = frozenset({YES, NO, SOFT, WAIT})


def answer_asked(u: Knowledge, t: Turn, spec: SlotSpec) -> tuple[list[Command], Span | None]:
    """The answer to the asked slot's question, and where it was said (None when it
    stands nowhere in particular, or when nothing answers)."""
    assert t.flow is not None
    if spec.type == _TEXT and no_to_none_offered(u, t, spec):
        none = t.raw.strip()  # "no" to "Anything we should know? Say none if not."
        return [SetSlot(slot=spec.name, value=none, raw_text=none)], (0, len(t.scan))
    if spec.type == _TEXT:
        contact = contact_given(u, t, spec)
        if contact:  # "dan okafor 07722 345678" to "Where are you going?"
            return contact, (0, len(t.scan))
    # the type first: most answers are to typed slots, and it costs no call; a slot with
    # a written form whose form nothing in the message has ("是3件" to an ID number) too
    if spec.type == _TEXT and (
        spec.name in u.any_text_slots(t.flow)
        or (
            spec.pattern
            and not u.parser(t.flow, spec).choices
            and not _fits_its_pattern(u, t, spec)
        )
    ):
        others = another_slots_whole(u, t, spec) or values_then_reason(u, t, spec)
        if others:  # "coding" to "What's your child's name?": the activity listed
            return others, (0, len(t.scan))
    stay = u.volunteer_plan(t.flow)[2]
    if stay is not None and spec.name in (stay[0].name, stay[1].name):
        said, span = stay_answer(t, spec, *stay)  # "from Dec 10 to Dec 14", "until Friday"
        if said:
            return said, span
    pair = date_pair(t.flow)
    if pair is not None and spec.name in (pair[0].name, pair[1].name):
        said, span = days_answer(t, *pair)  # "dec 20 to dec 27" asked the pick-up day
        if said:
            return said, span
    places = address_pair(t.flow, t.lex)
    if places is not None and spec.name == places[0].name:
        # "从西单到望京" to where one sets off: both; to where one goes, "到回龙观" is that
        # place (its 到 says so), never a route from "到"
        route = route_said(t, whole=True) or _route_to_the_end(t)
        gone_to = place_before_day_or_hour(t, route.end) if route is not None else None
        if route is not None and gone_to is not None:
            a, b = route.start, gone_to
            return [
                SetSlot(slot=places[0].name, value=a.value, raw_text=a.raw_text, confidence=1.0),
                SetSlot(slot=places[1].name, value=b.value, raw_text=b.raw_text, confidence=1.0),
            ], (a.start, b.end)
        # "it all has to go to 22 mill road" to where one sets off: where one goes, after a
        # route word (the first "to" an infinitive, no route); where one sets off is asked
        # again (ROUTE_WITH_AN_INFINITIVE_TO)
        ends = one_end_said(u, t, t.flow, set()) if route is None else []
        if len(ends) == 1 and ends[0][0].name == places[1].name:
            p = ends[0][1]
            return [
                SetSlot(slot=places[1].name, value=p.value, raw_text=p.raw_text, confidence=1.0)
            ], (p.start, p.end)
    where: list[Span] = []
    said = _answer(u, t, spec, where)
    if not said and spec.type in FORMED_TYPES:
        # "稍等 是5辆" to "联系电话？": no phone, but wholly the count held, changed
        # (WAIT_OPENING_ANOTHER_SLOTS_VALUE_TO_A_TYPED_QUESTION)
        others = another_slots_whole(u, t, spec)
        if others:
            return others, (0, len(t.scan))
        tried = tried_phone(t, spec)
        if tried:  # "12345" to "What number can we call?": refused for its form
            return tried, (0, len(t.scan))
    if spec.type == SlotType.BOOLEAN and (said or opened_by_a_copula(t)):
        # "是3条才对" to "需要接送吗？" with 2 held: the copula opens the count said again,
        # no yes (A_COUNT_CHANGED_WHILE_A_YES_NO_IS_ASKED); "是三块" reads no yes at all
        # (COUNT_CHANGED_BY_A_WORD_OF_BEING_READ_AS_A_YES, boolean_values._copula_glued)
        others = another_slots_whole(u, t, spec)
        if others and copula_before(t, others):
            return others, (0, len(t.scan))
        told = None if said else values_then_told(u, t, spec)
        if told is not None:
            return told, (0, len(t.scan))
    if said and spec.type == SlotType.BOOLEAN:
        if answers_another_yes_no(u, t.flow, spec, t.raw, t.now, t.lex):
            return [], None  # "没有电梯" to "还能用吗？": the lift's no, read beside
        said = [*said, *opened_values(u, t, spec, said, where[0] if where else None)]
    return said, (where[0] if where else None)


def _fits_its_pattern(u: Knowledge, t: Turn, spec: SlotSpec) -> bool:
    """``spec`` has a ``pattern`` and something in the message has its form: a coded
    answer ("是3件" to "寄件人身份证号是多少？" has none, and is other slots' values if
    anything); a slot with no pattern fits any text."""
    if not spec.pattern:
        return False
    assert t.flow is not None
    parser = u.parser(t.flow, spec)
    return bool(t.captures(parser)) or any(parser.fits(w, t.now) for w in t.scan.split())


def _only_agreeing(u: Knowledge, t: Turn) -> bool:
    """The message is a yes and soft words only ("yep thats right", "sure thing", "ok
    cool"): it agrees with what went before, and a free-text question asked it nothing.
    One yes word alone already said nothing to it (a filler the text drops); several
    were the text."""
    return u.replies[t.lex.language].only(t.norm, _AGREEING_WORDS)


def _only_reply_words(u: Knowledge, t: Turn, said: str) -> bool:
    """``said``, a part of the message read as free text, is only words a reply is made of
    (a wait, a yes or a no, soft words): how the message is said, no value of its own."""
    norm = normalize(said)
    return bool(norm) and norm != t.norm and u.replies[t.lex.language].only(norm, _REPLY_WORDS)


def _route_to_the_end(t: Turn) -> Route | None:
    """ "they need to go to 14 harbour st from 3 kings rd": a route inside a sentence, its
    last place closing the message (a part after a comma, ", unit 2", is the place's: the
    whole answer reads it)."""
    route = route_said(t)
    if route is None:
        return None
    end = max(route.start.end, route.end.end)
    return route if not t.scan[end:].strip(" .!。！") else None


def _answer(u: Knowledge, t: Turn, spec: SlotSpec, where: list[Span]) -> list[Command]:
    """``answer_asked`` but for a stay; the span of a value found goes in ``where``."""
    assert t.flow is not None
    if spec.type == _DATE:
        after = date_after(t, spec)
        if after is not None:  # "not this friday, the one after"
            return after
    if spec.type in (_INTEGER, _ENUM) and none_said(u, t, spec):  # "no kids", "一个都没有"
        none = 0 if spec.type == _INTEGER else u.parser(t.flow, spec).none_value(t.lex)
        return [SetSlot(slot=spec.name, value=none, raw_text=t.raw.strip())]
    parser = u.parser(t.flow, spec)
    if spec.type == _TEXT and not parser.choices and _only_agreeing(u, t):
        return []  # AGREEMENT_TAKEN_AS_FREE_TEXT: "yep thats right" is no icing's text
    got, options = parser.parse_with_options(t.scan, t.now, t.language)
    start = span_start(u, t, spec) if spec.type == _TIME else None
    if start is not None:  # "9 till 11" asked what time: 9, where it starts
        got, options = start, []
    if got is not None or options:
        got, options = without_named_for_others(u, t, spec, parser, got, options)
    if got is None and len(options) > 1 and spec.type == _INTEGER:
        shared = without_each(t, parser)  # "three please, one each for the kids": 3
        if shared is not None:
            got, options = shared, []
    if got is None and len(options) > 1 and spec.type == _INTEGER:
        phrased = said_by_its_phrase(u, t, spec, options)  # "im 58, deaf in one ear": 58
        if phrased is not None:
            got, options = phrased, []
    if got is None and len(options) > 1 and spec.type == _INTEGER:
        settled = settled_count(t, parser)  # "fine 6 then, 2 can watch": 6
        if settled is not None:
            got, options = settled, []
    if (
        (got is not None or options)
        and spec.type in NUMBER_TYPES
        and numbers_inside_listed(u, t, spec)
    ):
        return []  # "5x7" asked how many prints: a size, no count of 5
    if (
        got is not None
        and not options
        and spec.type in NUMBER_TYPES
        and counted_for_another(u, t, spec, got)
    ):
        return []  # "3楼" asked how many: the floor's, read beside the answer
    if got is None and not options and spec.type == _INTEGER and has_cjk(t.scan):
        got = glued_count(t.scan, t.lex, declared_measures(t.flow))  # "那就20箱", "就5袋吧"
    if (
        got is not None
        and not options
        and spec.type == _INTEGER
        and measured_for_another(t.flow, spec, t.scan, got, measure_sizes(t.lex))
    ):
        return []  # "2瓶" asked how many months: the bottles' count, which reads it
    hour = bare_hour(t) if got is None and spec.type == _TIME else None
    if hour is not None:  # "8" asked what time (after "in the evening": 20:00)
        at = parser.parse(hour, t.now, t.language)
        got = Parsed(at.value, t.raw.strip(), at.confidence, 0, len(t.scan)) if at else None
    late = bare_hour_last(t) if got is None and not options and spec.type == _TIME else None
    if late is not None:  # "after work, like 6": the hour in the last clause, read beside
        at = parser.parse(late[0], t.now, t.language)
        if at is not None:
            got = Parsed(at.value, t.scan[late[1] :].strip(), at.confidence, late[1], len(t.scan))
    number = bare_number(t) if got is None and not options and spec.type in NUMBER_TYPES else None
    if number is not None:  # "about 16" asked how many: the count, no time at about 16
        n = parser.parse(number, t.now, t.language)
        got = Parsed(n.value, t.raw.strip(), n.confidence, 0, len(t.scan)) if n else None
    opening = (
        bare_number_first(t)
        if got is None and number is None and not options and spec.type in NUMBER_TYPES
        else None
    )
    if opening is not None:  # "about 20, its for a stag do on sat 6th feb": the count first
        n = parser.parse(opening[0], t.now, t.language)
        end = opening[1]
        got = Parsed(n.value, t.scan[:end].strip(), n.confidence, 0, end) if n else None
    if got is None and not options and spec.type == _DATE:
        got = day_a_length_away(t, parser)  # "2 weeks" asked when: from now, or ago
    day = bare_day(t) if got is None and not options and spec.type == _DATE else None
    if day is not None:  # "12th" asked which day: the 12th of the month
        d = parser.parse(day, t.now, t.language)
        got = Parsed(d.value, t.raw.strip(), d.confidence, 0, len(t.scan)) if d else None
    if got is None and len(options) > 1 and (t.negations() or t.dislikes()):
        # "明天不行，后天吧": two dates, one refused; the other is the answer
        kept = [p for p in parser.scan(t.scan, t.now, t.language) if not is_negated(t, p)]
        if len({repr(p.value) for p in kept}) == 1:
            got, options = kept[0], []
    if got is not None and not options and got.end > got.start:
        got = taken_back(u, t, spec, got) or got  # "5个人 哦不对是7个": the 7
    if got is not None and spec.type == _TIME and got.confidence < 1.0:
        got = not_gone_by(t, in_the_half_day_said(t, got, parser), parser)
    if got is None and spec.type == _TIME:
        part = hour_in_part(t, spec)
        if part is not None:  # "晚上": which hour in the evening?
            return part
    if got is None and spec.type == _TIME and asap_said(u, t):
        soonest = soonest_time(u, t, spec)  # "越快越好", "as soon as possible"
        if soonest is not None:
            return [SetSlot(slot=spec.name, value=soonest, raw_text=t.raw.strip())]
    if got is None and spec.type == _DATE and asap_said(u, t):
        first = first_day(spec, t.now.date())  # "asap", "越快越好" asked which day
        if first is not None:
            return [SetSlot(slot=spec.name, value=first, raw_text=t.raw.strip())]
    later = (
        built(TimeGrammar, Words.of(t.lex)).later_minutes(t.norm)
        if got is None and spec.type == _TIME
        else None
    )
    if later is not None:  # "in an hour", "半小时以后": from now, on a task for today
        when = soonest_time(u, t, spec, later, bounded=False)
        if when is not None:
            return [SetSlot(slot=spec.name, value=when, raw_text=t.raw.strip())]
    # "the second one" after "economy, business or first?" counts the values the prompt
    # lists; "first" is one of them, and a city slot's values were never listed
    if spec.type == _ENUM and not spec.entity and (got is None or got.confidence < 1.0):
        ref = t.reference()
        if ref is not None and ref.kind == "ordinal" and t.words <= 4:
            picked = references.pick_option(ref, list(parser.choices.values))
            if picked is not None:
                return [SetSlot(slot=spec.name, value=picked, raw_text=ref.raw, confidence=0.9)]
    etype = spec.entity
    # a known value beats a reference word ("that one is Paris"); free text does not
    known = got is not None and got.confidence >= 1.0 and parser.recognizes(got.value)
    if etype and not known:
        ref = t.reference()
        if ref is not None and ref.kind == "ordinal" and other_value(u, t, spec, ref.raw):
            ref = None  # "first" asked for a city is the seat class said early
        if ref is not None:
            # "there" asked where from is not where the flight goes: a value another
            # slot of the task holds is not this one's
            held = {
                t.task.value(o.name)
                for o in t.flow.slots
                if t.task is not None and o.name != spec.name and o.entity == etype
            } - {None}
            stack = [e for e in t.state.entity_stack if e.value not in held]
            ent = references.resolve(ref, etype, places(u, stack))
            if ent is None:
                return [ask_which_entity(u, t, spec, ref.raw, places(u, stack))]
            return [SetSlot(slot=spec.name, value=ent.value, raw_text=ref.raw, confidence=1.0)]
    if t.taken and not t.scan.strip(" ,.;!?，。；！？"):
        return []
    if got is None and spec.type == _DATE:  # "that day", "the day after" the ended task's
        dated = u.followups[t.lex.language].dated(t, t.flow).get(spec.name)
        if dated is not None:
            return [SetSlot(slot=spec.name, value=dated, raw_text=t.raw.strip())]
    if got is not None and spec.type in (_DATE, _TIME) and _qualifies_a_noun(t, got):
        return []  # "我先查一下昨天的订单" to "哪天送？": yesterday's order, not a delivery day
    if (
        got is not None
        and spec.type in NUMBERED_TYPES
        and got.end > got.start
        and in_phone_or_address(u, t, got)
    ):
        return []  # "金地花园2栋1单元301" asked the budget: the flat's number, no ¥301
    if got is not None and spec.type in NUMBERED_TYPES and mood(t.lex, t.raw, t.norm).wh:
        return []  # "纸箱多少钱一斤？", "how much for one bag?": a number asked about
    if (
        got is not None
        and spec.type == _INTEGER
        and parser.counts_other(t.scan, got, _around(u, t))
    ):
        return []  # "does it come with 2 controllers?" asked for how many days
    if got is not None and got.end > got.start and is_negated(t, got):
        return []  # "not economy" names what the user does not want
    if got is not None and said_for_another_slot(u, t, spec, got):
        return []  # "from Lisbon" asked where to: the departure, volunteered (or corrected)
    if got is not None and spec.type == _TEXT and not parser.choices:
        got = place_then_address(u, t, t.flow, spec, got) or got  # "送到公司，望京SOHO T1"
    if got is not None and spec.kind == SlotKind.ADDRESS:
        got = (
            after_phone_typed_first(u, t, spec, got)  # "13812345678 南湖花园3栋1202"
            or address_before_values(u, t, spec, got)  # "南苑路12号，我住6楼"
            or address_before_clause(u, t, spec, got)  # "望京街8号 13912345678"
            or address_before_last_clause(u, t, spec, got)  # "…, bedford, its indoors"
            or got
        )
    cut_at_comma = None
    if got is not None and spec.type == _TEXT and not parser.choices:
        got = text_before_clause(u, t, t.flow, spec, got) or got  # "刘晓燕 139…"
        cut_at_comma = text_before_comma_clause(u, t, t.flow, spec, got)  # "esse 100, 28 nov"
        got = cut_at_comma or got
        if cut_at_comma is None and spec.kind != SlotKind.ADDRESS and not has_cjk(t.scan):
            got = before_phone_typed_last(u, t, spec, got) or got  # "dave hobbs 0770…"
        got = after_a_wait(u, t, parser, got) or got  # "稍等 是张卫东"
        got = beside_listed_clause(u, t, spec, parser, got)
    if got is not None and spec.type == _TEXT and _only_reply_words(u, t, got.raw_text):
        return []  # "等下 是SUV" to "车牌号是多少？": the wait cut off is no plate
    if got is not None:
        task = t.task
        answered = (
            frozenset(n for n, v in task.slots.items() if v.value is not None)
            if task
            else frozenset()
        )
        if spec.type == _TEXT and (
            is_control_word(u, t)
            or u.asides[t.lex.language].gone_to_find(t.raw, t.norm)  # "等一下 我问问他妈"
            or (cut_at_comma is None and said_for_typed_others(u, t, t.flow, spec))
            or (cut_at_comma is None and said_for_an_empty_slot(u, t, t.flow, spec))
            or len(str(got.value)) > MAX_TEXT_ANSWER
            or _only_a_reference(u, str(got.value))
            or no_name(
                u, t.flow, spec, str(got.value), t.now, t.language
            )  # "28th" to "What's your child's name?"
            or (
                not parser.choices
                and answers_another(u, t.flow, spec, t.raw, t.now, t.lex, answered)
            )
            or asks(u, t, str(got.value))
            or (  # "no thats everything" to "What's the collection address?"
                holds_address(t.flow, spec) and no_place(address_words(t), t.lex, t.scan)
            )
        ):
            return []
        span = (got.start, got.end) if got.end > got.start else (0, len(t.scan))
        where.append(span)
        confidence = got.confidence
        if parser.choices and confidence > QUESTIONED and _asks_about(u, t, span):
            confidence = QUESTIONED  # "is business much more expensive?": not yet a choice
        return [
            SetSlot(
                slot=spec.name,
                value=got.value,
                raw_text=got.raw_text,
                confidence=confidence,
            )
        ]
    if len(options) > 1 and spec.type in NUMBERED_TYPES and in_phone_or_address(u, t, None):
        return []  # "…15号楼 1单元 1101" asked how many: the address's numbers, no count
    if len(options) > 1:
        last = said_last(u, t, t.flow, spec)
        if last is not None:  # "on the 12th, no wait, the 13th": the user corrected it
            return [SetSlot(slot=spec.name, value=last.value, raw_text=last.raw_text)]
        wanted = wanted_among(u, t, t.flow, spec)
        if wanted is not None:  # "之前学过一点象棋了 想试试围棋": the one wanted
            return [SetSlot(slot=spec.name, value=wanted.value, raw_text=wanted.raw_text)]
        picked = day_in_span(u, t, t.flow, spec)
        if picked is not None:  # "这周末哪天都行 周日吧": the day picked out of the weekend
            return [SetSlot(slot=spec.name, value=picked.value, raw_text=picked.raw_text)]
        return [
            Clarify(
                slot=spec.name,
                ask="which_value",
                language=t.lex.language,
                options=options,
                raw_text=t.raw.strip(),
            )
        ]
    return []


@lexicon_grammar
class _AboutWords:
    def __init__(self, w: ListWords) -> None:
        #: "有宫保鸡丁吗": asking whether there is one asks for it (``there_is_leads``)
        self.there_is = w.words("there_is_leads", ("zh",)) or ("\0",)
        #: "昨天的订单": a date said of a thing (``noun_marks``)
        self.noun_marks = w.words("noun_marks") or ("\0",)
        self.noun_mark_edges = " 。！？!?" + "".join(self.noun_marks)


def _around(u: Knowledge, t: Turn) -> frozenset[str]:
    """Words said around an answer that count nothing: fillers, thanks ("3 thanks")."""
    return u.filler_words.get(t.lex.language, frozenset()) | t.lex["thanks"].exact


def _asks_about(u: Knowledge, t: Turn, span: Span) -> bool:
    """The message asks about the option it names, and says more than the option: "is
    business much more expensive?", "宫保鸡丁辣吗？". "business?" or "宫保鸡丁？" is an answer
    said with a rising voice, and "could I get business?" asks for it, as a question about
    whether there is one does ("is business available?", "有宫保鸡丁吗")."""
    if has_cjk(t.norm) and t.norm.startswith(grammar(t.lex, _AboutWords).there_is):
        return False
    return mood_apart(t.lex, t.scan, [span]).asking and not consumed(u, t, span)


def _qualifies_a_noun(t: Turn, got: Parsed) -> bool:
    """A date or time said of a thing, not as one: "昨天的订单", "yesterday's order"."""
    if got.end <= got.start:
        return False
    after = t.scan[got.end :]
    w = grammar(t.lex, _AboutWords)
    return after.startswith(w.noun_marks) and len(after.strip(w.noun_mark_edges)) > 0


def _only_a_reference(u: Knowledge, value: str) -> bool:
    """``value`` is nothing but a reference word of either language ("it" in a message the
    Chinese lexicon read, "那个" in an English one): never a slot's value."""
    norm = normalize(value)
    for lex in u.lexicons.values():
        ref = references.detect(norm, lex)
        if ref is not None and ref.start == 0 and ref.end == len(norm):
            return True
    return False
