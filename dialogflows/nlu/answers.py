"""Answers to the question the bot asked: the asked slot's value, a reference ("there",
"the second one"), a value taken from another task ("same dates as the flight"), and a late
answer to an earlier question.

Functions of the ``Knowledge`` (``u``) and the message being read (``t``), like the
other steps of ``rules.py``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..commands import Clarify, Command, SetSlot
from ..spec import FlowSpec, SlotKind, SlotSpec, SlotType
from . import references
from .all_values import beside_listed_clause, said_for_typed_others
from .another_slot import (
    in_phone_or_address,
    other_slot_reads,
    said_for_another_slot,
    text_before_clause,
)
from .answer_asks import asks
from .answer_beside import weighed
from .clauses import CLAUSE_END
from .control_words import is_control_word
from .date_after import date_after
from .day_parts import bare_hour, hour_in_part
from .entity_asked import ask_which_entity, places
from .fills import fill
from .findings import Found, Span
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import has_cjk, normalize
from .limits import first_day
from .measured import declared_measures, glued_count
from .mood import mood, mood_apart
from .parsed import Parsed, value_key
from .ranges import date_pair, days_answer, stay_answer
from .reader import Seen
from .refused import is_negated
from .replies import strip_trailing
from .route import address_pair, route_said
from .said_last import said_last
from .text_parts import place_then_address
from .times import TimeGrammar, afternoon, parse_clock
from .utterance import Turn
from .value_words import Words, built

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .triggers import TriggerHit
    from .values import ValueParser

_TEXT, _BOOLEAN, _ENUM, _TIME = SlotType.TEXT, SlotType.BOOLEAN, SlotType.ENUM, SlotType.TIME
_NUMBERS = (SlotType.INTEGER, SlotType.NUMBER)
#: a written form (a slot's ``pattern``) that holds digits
_DIGIT_FORM = re.compile(r"\\d|\[[^\]]*0-9")
_DATE, _INTEGER = SlotType.DATE, SlotType.INTEGER
#: slots a number said fills: one inside a question for information asks, it answers nothing
_COUNTED = frozenset({SlotType.INTEGER, SlotType.NUMBER, SlotType.MONEY})
#: a free-text answer longer than this is a message, not a slot value
MAX_TEXT_ANSWER = 200
#: a listed value named in a question about it ("is business much more expensive?") is
#: proposed at this confidence, under the default threshold: the bot asks before it fills
QUESTIONED = 0.5


def same_as(u: Knowledge, t: Turn, asked: SlotSpec) -> SetSlot | None:
    """ "same dates as the flight": the value of the named task's slot of the asked
    slot's type (the task that ended last, or one on hold)."""
    low = t.raw.lower()
    for tpl in t.lex.templates["same_as"]:
        m = tpl.search_lowered(t.raw, low)
        if m is None:
            continue
        name = u.names.flow(strip_trailing(m.group("flow"), t.lex), [])
        done = t.state.last_task
        tasks = [*reversed(t.state.task_stack), *([done] if done is not None else [])]
        task = next((x for x in tasks if x.flow == name), None)
        other = u.domain.flows.get(name or "")
        if task is None or other is None:
            return None
        values = [
            task.value(s.name)
            for s in other.slots
            if s.type == asked.type and (s.entity == asked.entity or asked.type != _ENUM)
        ]
        values = [v for v in values if v is not None]
        if len(values) != 1:
            return None
        return SetSlot(slot=asked.name, value=values[0], raw_text=m.group(0), confidence=1.0)
    return None


def answers_by_pattern(u: Knowledge, t: Turn, asked: SlotSpec | None, fixes: list[Command]) -> bool:
    """ "oh from london sorry" asked where from: the asked slot's own pattern holds the
    value a correction would move to another slot; it is the answer."""
    if asked is None or t.flow is None:
        return False
    # values compared by key: an amount is a dict ("make it $130")
    moved = {
        value_key(getattr(c, "value", None))
        for c in fixes
        if getattr(c, "slot", None) != asked.name
    }
    if not moved:
        return False
    found = t.captures(u.parser(t.flow, asked))
    return any(value_key(p.value) in moved for p in found)


def answer_beside_fixes(
    u: Knowledge, t: Turn, asked: SlotSpec | None, fixes: list[Command]
) -> list[Command]:
    """ "economy, and make it from London" asked which class, "saturday, actually make it
    the south course" asked which day: the correction, and the answer said beside it. A
    listed value of the asked slot, or a value of its type when no correction is of that
    type (a date beside a date could be the correction's own), said once, outside the
    corrected values and not refused, is taken."""
    if (
        asked is None
        or t.flow is None
        or any(getattr(c, "slot", None) == asked.name for c in fixes)
    ):
        return []
    parser = u.parser(t.flow, asked)
    flow = t.flow
    typed = not parser.choices and asked.type != SlotType.TEXT
    if typed and any(
        (s := flow.slot(str(getattr(c, "slot", "")))) is not None and s.type == asked.type
        for c in fixes
    ):
        return []
    if not parser.choices and not typed:
        return []
    low = t.scan.lower()
    spans = []
    for c in fixes:
        raw = str(getattr(c, "raw_text", None) or getattr(c, "value", "") or "").lower()
        at = low.find(raw) if raw else -1
        if at >= 0:
            spans.append((at, at + len(raw)))
    found = [
        p
        for p in (
            parser.scan(t.scan, t.now, t.language)
            if typed
            else parser.mentions(t.scan, t.now, t.language)
        )
        if p.end > p.start
        and all(p.end <= a or p.start >= b for a, b in spans)
        and not is_negated(t, p)
    ]
    if len({str(p.value) for p in found}) != 1:
        return []
    p = found[0]
    return [SetSlot(slot=asked.name, value=p.value, raw_text=p.raw_text, confidence=p.confidence)]


def late_answer(u: Knowledge, t: Turn, flow: FlowSpec, asked: SlotSpec) -> list[Command] | None:
    """Asked for free text (an address) the user answers "12点": a whole message that is
    a time, date, number, amount, email or phone belongs to the slot of that type, not to
    the free-text one (a late answer to the previous question, or a change of mind). Asked
    for a phone or an email, forms no time or date ever takes, a whole message of another
    slot's type ("晚上7点" just after "7点" was read as 19:00) is that slot's too; a bare
    number stays with the asked slot's own reading."""
    if u.parser(flow, asked).recognizes(t.scan.strip()):
        return None
    typed = asked.type != _TEXT
    if typed and u.parser(flow, asked).parse(t.scan, t.now, t.language) is not None:
        return None  # the asked slot's own answer
    # asked for a number of a written form ("EV-204", "T-1234"), a bare number is a try at
    # it, refused for its form and asked again: never a count of another slot
    numbered = asked.pattern is not None and _DIGIT_FORM.search(asked.pattern) is not None
    # a listed value is no address ("手动挡" to "您在哪里上车？"); a name may be one, a pet
    # called "Pepper" when peppers are listed, so a plain free-text slot keeps it
    listed = asked.kind == SlotKind.ADDRESS
    fits = []
    for spec in flow.slots:
        if spec.name == asked.name or spec.type in (_TEXT, _BOOLEAN):
            continue
        if spec.type == _ENUM and not listed:
            continue
        if (numbered and spec.type in _NUMBERS) or (typed and spec.type in _COUNTED):
            continue
        got = u.parser(flow, spec).parse(t.scan, t.now, t.language)
        if got is not None and got.end > got.start and consumed(u, t, (got.start, got.end)):
            fits.append((spec, got))
    if len(fits) != 1:
        return None
    spec, got = fits[0]
    old = t.task.value(spec.name) if t.task else None
    return [fill(spec.name, got, None if old == got.value else old, t.now.date(), spec)]


def consumed(u: Knowledge, t: Turn, span: Span | None) -> bool:
    """The asked slot's answer, said at ``span``, is all there is ("next friday please"):
    nothing left that could hold a volunteered value, so the other slots are not scanned."""
    if span is None:
        return False
    a, b = span
    rest = normalize(t.scan[:a] + " " + t.scan[b:])
    if not rest:
        return True
    if has_cjk(rest):  # no spaces to split on: take the fillers out and see what is left
        regex = u.filler_sets["zh"].regex
        return regex is not None and not regex.sub("", rest).strip()
    fillers = u.filler_words["en"]
    return all(w in fillers for w in rest.split())


def answer_asked(u: Knowledge, t: Turn, spec: SlotSpec) -> tuple[list[Command], Span | None]:
    """The answer to the asked slot's question, and where it was said (None when it
    stands nowhere in particular, or when nothing answers)."""
    assert t.flow is not None
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
    places = address_pair(t.flow)
    if places is not None and spec.name == places[0].name:
        # "从西单到望京" to where one sets off: both; to where one goes, "到回龙观" is that
        # place (its 到 says so), never a route from "到"
        route = route_said(t, whole=True)
        if route is not None:
            a, b = route.start, route.end
            return [
                SetSlot(slot=places[0].name, value=a.value, raw_text=a.raw_text, confidence=1.0),
                SetSlot(slot=places[1].name, value=b.value, raw_text=b.raw_text, confidence=1.0),
            ], (a.start, b.end)
    where: list[Span] = []
    said = _answer(u, t, spec, where)
    return said, (where[0] if where else None)


def _inside_listed(u: Knowledge, t: Turn, spec: SlotSpec) -> bool:
    """Every number read as ``spec``'s answer stands inside a value another slot of the
    flow lists ("5x7" of the print sizes, "58-60" of the helmet sizes): it is that value."""
    assert t.flow is not None
    listed = [
        (c.start, c.end)
        for other, parser in u.volunteer_plan(t.flow)[0]
        if other.name != spec.name and parser.choices
        for c in parser.choices.mentions(t.scan)
    ]
    if not listed:
        return False
    read = u.parser(t.flow, spec).scan(t.scan, t.now, t.language)
    return bool(read) and all(
        any(a <= p.start and p.end <= b and (a, b) != (p.start, p.end) for a, b in listed)
        for p in read
    )


def _answer(u: Knowledge, t: Turn, spec: SlotSpec, where: list[Span]) -> list[Command]:
    """``answer_asked`` but for a stay; the span of a value found goes in ``where``."""
    assert t.flow is not None
    if spec.type == _DATE:
        after = date_after(t, spec)
        if after is not None:  # "not this friday, the one after"
            return after
    parser = u.parser(t.flow, spec)
    got, options = parser.parse_with_options(t.scan, t.now, t.language)
    if (got is not None or options) and spec.type in _NUMBERS and _inside_listed(u, t, spec):
        return []  # "5x7" asked how many prints: a size, no count of 5
    if got is None and not options and spec.type == _INTEGER and has_cjk(t.scan):
        got = glued_count(t.scan, t.lex, declared_measures(t.flow))  # "那就20箱", "就5袋吧"
    hour = bare_hour(t) if got is None and spec.type == _TIME else None
    if hour is not None:  # "8" asked what time (after "in the evening": 20:00)
        at = parser.parse(hour, t.now, t.language)
        got = Parsed(at.value, t.raw.strip(), at.confidence, 0, len(t.scan)) if at else None
    if got is None and len(options) > 1 and (t.negations() or t.dislikes()):
        # "明天不行，后天吧": two dates, one refused; the other is the answer
        kept = [p for p in parser.scan(t.scan, t.now, t.language) if not is_negated(t, p)]
        if len({repr(p.value) for p in kept}) == 1:
            got, options = kept[0], []
    if got is not None and not options and got.end > got.start:
        got = _taken_back(u, t, spec, got) or got  # "5个人 哦不对是7个": the 7
    if got is not None and spec.type == _TIME and got.confidence < 1.0:
        got = _in_the_half_day_said(t, got, parser)
    if got is None and spec.type == _TIME:
        part = hour_in_part(t, spec)
        if part is not None:  # "晚上": which hour in the evening?
            return part
    if got is None and spec.type == _TIME and _asap_said(u, t):
        soonest = _soonest(u, t, spec)  # "越快越好", "as soon as possible"
        if soonest is not None:
            return [SetSlot(slot=spec.name, value=soonest, raw_text=t.raw.strip())]
    if got is None and spec.type == _DATE and _asap_said(u, t):
        first = first_day(spec, t.now.date())  # "asap", "越快越好" asked which day
        if first is not None:
            return [SetSlot(slot=spec.name, value=first, raw_text=t.raw.strip())]
    later = (
        built(TimeGrammar, Words.of(t.lex)).later_minutes(t.norm)
        if got is None and spec.type == _TIME
        else None
    )
    if later is not None:  # "in an hour", "半小时以后": from now, on a task for today
        when = _soonest(u, t, spec, later, bounded=False)
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
        if ref is not None and ref.kind == "ordinal" and _other_value(u, t, spec, ref.raw):
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
    if got is not None and spec.type in _COUNTED and mood(t.lex, t.raw, t.norm).wh:
        return []  # "纸箱多少钱一斤？", "how much for one bag?": a number asked about
    if got is not None and got.end > got.start and is_negated(t, got):
        return []  # "not economy" names what the user does not want
    if got is not None and said_for_another_slot(u, t, spec, got):
        return []  # "from Lisbon" asked where to: the departure, volunteered (or corrected)
    if got is not None and spec.type == _TEXT and not parser.choices:
        got = place_then_address(u, t, t.flow, spec, got) or got  # "送到公司，望京SOHO T1"
    if got is not None and spec.kind == SlotKind.ADDRESS:
        got = (
            _address_before_values(u, t, spec, got)  # "南苑路12号，我住6楼"
            or _address_before_clause(u, t, spec, got)  # "望京街8号 13912345678"
            or got
        )
    if got is not None and spec.type == _TEXT and not parser.choices:
        got = text_before_clause(u, t, t.flow, spec, got) or got  # "刘晓燕 139…"
        got = _after_a_wait(u, t, parser, got) or got  # "稍等 是张卫东"
        got = beside_listed_clause(u, t, spec, parser, got)
    if got is not None:
        if spec.type == _TEXT and (
            is_control_word(u, t)
            or u.asides[t.lex.language].gone_to_find(t.raw, t.norm)  # "等一下 我问问他妈"
            or said_for_typed_others(u, t, t.flow, spec)
            or len(str(got.value)) > MAX_TEXT_ANSWER
            or _only_a_reference(u, str(got.value))
            or asks(u, t, str(got.value))
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
    if len(options) > 1 and spec.type in _COUNTED and in_phone_or_address(u, t, None):
        return []  # "…15号楼 1单元 1101" asked how many: the address's numbers, no count
    if len(options) > 1:
        last = said_last(u, t, t.flow, spec)
        if last is not None:  # "on the 12th, no wait, the 13th": the user corrected it
            return [SetSlot(slot=spec.name, value=last.value, raw_text=last.raw_text)]
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


def _taken_back(u: Knowledge, t: Turn, spec: SlotSpec, got: Parsed) -> Parsed | None:
    """The value said after a no or a correction word that follows ``got`` ("5个人 哦不对是
    7个", "3 adults, no sorry 4"), where the answer's one reading found only ``got``: the
    corrected value is often said shorter than the first ("7个" is no party of its own), so
    the one value the words after the marker hold (``said_last``) replaces it. Its span and
    words run from ``got`` to that value, so no remark takes the correction."""
    assert t.flow is not None
    after = normalize(t.scan[got.end :])
    if t.lex["deny"].search(after) is None and t.lex["corrections"].search(after) is None:
        return None
    last = said_last(u, t, t.flow, spec)
    if last is None or value_key(last.value) == value_key(got.value):
        return None
    at = t.scan.lower().rfind(last.raw_text.lower())
    if at < got.end:
        return None
    end = at + len(last.raw_text)
    return Parsed(last.value, t.scan[got.start : end], last.confidence, got.start, end)


#: where a part of an address may follow another ("建国路88号，3号楼2单元501")
_PART_COMMA = re.compile(r"[,，]")


def _asap_said(u: Knowledge, t: Turn) -> bool:
    """The message says "as soon as possible" as the answer: not inside a request of
    another flow ("im locked out of my car right now" while the key copy asks its pickup
    day: the urgency is the lockout's, and its trigger asks for it)."""
    if t.lex["asap"].search(t.norm) is None:
        return False
    own = t.flow.name if t.flow is not None else None
    return all(h.flow == own for h in u.triggers.exact(t.norm))


def _address_before_values(u: Knowledge, t: Turn, spec: SlotSpec, got: Parsed) -> Parsed | None:
    """An address answer whose parts after a comma go on with a value another slot's
    pattern captures ("丰台区南苑路12号，我住6楼，没电梯" with a floor read by "住{value}楼"):
    the address ends before that part, which is said beside it, not of it. None when no
    such part follows."""
    assert t.flow is not None
    flow = t.flow
    captured = [
        p
        for other in flow.slots
        if other is not spec and other.patterns
        for p in t.captures(u.parser(flow, other))
        if got.start <= p.start and p.end <= got.end
    ]
    if not captured:
        return None
    for m in _PART_COMMA.finditer(t.scan, got.start, got.end):
        if any(p.start >= m.end() for p in captured):
            cut = u.parser(flow, spec).parse(t.scan[got.start : m.start()], t.now, t.language)
            if cut is None:
                return None
            return Parsed(cut.value, cut.raw_text, cut.confidence, got.start, m.start())
    return None


def _after_a_wait(u: Knowledge, t: Turn, parser: ValueParser, got: Parsed) -> Parsed | None:
    """A free-text answer opened by one wait word and going on with the value ("稍等 是张卫东",
    "hold on, its tom"): the value is what follows the wait, which asked for no time (a wait
    going on with another, "等一下 我问问他妈", is a wait: ``Asides.gone_to_find``). None when
    the answer opens with no wait or holds nothing after it."""
    said = t.scan[got.start : got.end]
    lead = len(said) - len(said.lstrip())
    m = t.lex["waits"].prefix(normalize(said[lead:]))
    if m is None or m.end() == 0 or u.asides[t.lex.language].gone_to_find(t.raw, t.norm):
        return None
    rest = said[lead + m.end() :]
    skip = len(rest) - len(rest.lstrip(" ,.!，。！、"))
    if not rest[skip:].strip():
        return None
    cut = parser.parse(rest[skip:], t.now, t.language)
    if cut is None:
        return None
    start = got.start + lead + m.end() + skip
    return Parsed(cut.value, cut.raw_text, cut.confidence, start, got.end)


def _address_before_clause(u: Knowledge, t: Turn, spec: SlotSpec, got: Parsed) -> Parsed | None:
    """A Chinese address answer typed with a space for a comma before a clause of its own
    ("朝阳区望京街8号 13912345678", "…3单元401 明天下午"): the address ends there, as one a
    pattern captures does, and the clause is said beside it for the slot it fits. None
    when nothing follows so, or when no other slot of the flow reads what follows (the
    address is then whole: spaces inside it stay)."""
    assert t.flow is not None
    said = t.scan[got.start : got.end]
    if not has_cjk(said):
        return _address_before_phone(u, t, spec, got)
    parser = u.parser(t.flow, spec)
    at = parser.spaced_clause_at(said, t.now)
    if at >= len(said) or not other_slot_reads(u, t, t.flow, spec, said[at:]):
        return None
    cut = parser.parse(said[:at], t.now, t.language)
    if cut is None:
        return None
    return Parsed(cut.value, cut.raw_text, cut.confidence, got.start, got.start + at)


#: what may stand between an address and a phone typed after it
_PUNCT_TAIL = " ,;-"


def _address_before_phone(u: Knowledge, t: Turn, spec: SlotSpec, got: Parsed) -> Parsed | None:
    """An English address answered with a phone number typed after it ("31 lake st unit 5,
    212 555 0147", "22 birch road flat 3 415 555 0132"): the address ends before the
    phone, which the flow's phone slot reads beside it. None when the flow asks no phone,
    none follows the address, or nothing with a number stands before it."""
    assert t.flow is not None
    phones = [o for o in t.flow.slots if o.type == SlotType.PHONE and o is not spec]
    if not phones:
        return None
    said = t.scan[got.start : got.end]
    found = u.parser(t.flow, phones[0]).scan(said, t.now, t.language)
    first = min((p.start for p in found if p.start > 0), default=None)
    if first is None or said[max(p.end for p in found) :].strip(_PUNCT_TAIL + ".!"):
        return None  # no phone after the address, or more said after the phone
    before = said[:first].rstrip(_PUNCT_TAIL)
    if not any(c.isdigit() for c in before):
        return None
    cut = u.parser(t.flow, spec).parse(before, t.now, t.language)
    if cut is None:
        return None
    return Parsed(cut.value, cut.raw_text, cut.confidence, got.start, got.start + len(before))


@lexicon_grammar
class _AboutWords:
    def __init__(self, w: ListWords) -> None:
        #: "有宫保鸡丁吗": asking whether there is one asks for it (``there_is_leads``)
        self.there_is = w.words("there_is_leads", ("zh",)) or ("\0",)
        #: "昨天的订单": a date said of a thing (``noun_marks``)
        self.noun_marks = w.words("noun_marks", ("zh",)) or ("\0",)
        self.noun_mark_edges = " 。！？!?" + "".join(self.noun_marks)


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
    return (
        after.startswith(w.noun_marks) and len(after.strip(w.noun_mark_edges)) > 0
    ) or after.startswith(("'s ", "’s "))


def _soonest(
    u: Knowledge, t: Turn, spec: SlotSpec, later: int = 0, bounded: bool = True
) -> str | None:
    """The earliest time the slot takes: on the task's day if that is today (or the flow
    has no date), the next five minutes from now, else the day's first; never before the
    slot's ``min``, and nothing when the day is already past its ``max``. ``later``
    minutes from now instead ("in an hour"): only on a task for today, and not moved into
    the slot's limits (``bounded=False``: a time outside them is refused with the reason)."""
    assert t.flow is not None and t.task is not None
    days = [s.name for s in t.flow.slots if s.type == _DATE]
    day = t.task.value(days[0]) if len(days) == 1 else None
    start = "00:00"
    today = day is None or day == t.now.date().isoformat()
    if later and not today:
        return None  # "in an hour" on a task for tomorrow says no time of that day
    if today:
        minutes = (t.now.hour * 60 + t.now.minute + later + 4) // 5 * 5
        start = f"{minutes // 60:02d}:{minutes % 60:02d}" if minutes < 24 * 60 else "24:00"
    if not bounded:
        return None if start >= "24:00" else start
    lo = parse_clock(spec.min) if isinstance(spec.min, str) else None
    hi = parse_clock(spec.max) if isinstance(spec.max, str) else None
    soonest = max(start, lo or start)
    if soonest >= "24:00" or (hi is not None and soonest > hi):
        return None
    return soonest


def _in_the_half_day_said(t: Turn, got: Parsed, parser: ValueParser) -> Parsed:
    """A bare hour ("7点") after the user said the evening for this task ("明天晚上", which
    gave the date): 19:00. The hour alone reads as the morning, with less than full
    confidence; what was said a turn or two before decides."""
    task = t.task
    if task is None or not isinstance(got.value, str):
        return got
    said = [m.content for m in t.state.window if m.role == "user" and m.turn >= task.started_turn]
    # the newest of the last two messages that names a half of the day decides: "明天晚上七点",
    # then "算了，还是上午吧", then "10点半" is the morning
    g = built(TimeGrammar, Words.of(t.lex))  # the lexicon's parts of the day, an author's too
    morning = next(
        (
            g.morning_said(s)
            for s in reversed(said[-2:])
            if g.morning_said(s) or g.afternoon_said(s)
        ),
        None,
    )
    if afternoon(got.value) == got.value:
        # "明天早上", then "7点": the morning, even where the slot's hours read it as 19:00
        # (``ValueParser``); then refused with the hours, not moved to the evening
        hour = int(got.value[:2])
        if hour > 12 and str(hour) not in got.raw_text and morning:
            return Parsed(f"{hour - 12:02d}{got.value[2:]}", got.raw_text, 1.0, got.start, got.end)
        return got
    if morning is not False:
        return got
    later = afternoon(got.value)
    if parser.validate(later, t.now) is not None and parser.validate(got.value, t.now) is None:
        # "晚上7点" refused for hours 08:30-17:30, then "八点半": the half of the day said
        # before cannot hold it, the one the slot takes does
        return got
    return Parsed(later, got.raw_text, 1.0, got.start, got.end)


def _only_a_reference(u: Knowledge, value: str) -> bool:
    """``value`` is nothing but a reference word of either language ("it" in a message the
    Chinese lexicon read, "那个" in an English one): never a slot's value."""
    norm = normalize(value)
    for lex in u.lexicons.values():
        ref = references.detect(norm, lex)
        if ref is not None and ref.start == 0 and ref.end == len(norm):
            return True
    return False


def _other_value(u: Knowledge, t: Turn, spec: SlotSpec, word: str) -> bool:
    """``word`` is exactly a value of another choice slot of the running flow."""
    assert t.flow is not None
    for other in t.flow.slots:
        if other.name == spec.name or other.type != _ENUM:
            continue
        got = u.parser(t.flow, other).parse(word, t.now, t.language)
        if got is not None and got.confidence >= 1.0:
            return True
    return False


def trigger_over_answer(
    u: Knowledge, t: Turn, others: list[TriggerHit], answer: list[Command], span: Span | None
) -> bool:
    """A trigger phrase of another flow beats a value for the asked slot unless the value
    is a clause of its own: "tomorrow, I need a hotel there" and "机票的话，后天" answer
    the question; in "what's the weather like in Rome next Friday?" the date belongs to
    the weather question, and the running task keeps its question open. It beats a
    guessed value always: "book a flight for a couple of people" is no fuzzy "double".
    And a question for information beats the value its trigger holds (``_asked_of_value``:
    "how much is a full service?" while the service is asked)."""
    if _asked_of_value(u, t, others[0], span):
        return True
    if others[0].score < 1.0:
        return False
    if all(c.confidence < 1.0 for c in answer if isinstance(c, SetSlot)):
        return True
    if span is None:
        return False
    a, b = span
    text = t.scan
    left = max((m.end() for m in CLAUSE_END.finditer(text, 0, a)), default=0)
    stop = CLAUSE_END.search(text, b)
    right = stop.start() if stop is not None else len(text)
    rest = normalize(text[left:a] + " " + text[b:right])
    if not rest:
        return False
    if has_cjk(rest):
        regex = u.filler_sets["zh"].regex
        return regex is None or bool(regex.sub("", rest).strip())
    fillers = u.filler_words["en"]
    return not all(w in fillers for w in rest.split())


def _asked_of_value(u: Knowledge, t: Turn, hit: TriggerHit, span: Span | None) -> bool:
    """The message asks a flow that only informs, by its trigger, about the value it names
    for the asked slot: "how much is a full service?" to "Which service?" (the trigger "how
    much is a service", its words said around the value), "是不是要带身份证原件？". Taken
    out, the value leaves no trigger of that flow: it stood inside the question, so the
    question is what the message says, not an answer with words around it."""
    if span is None or hit.flow in u.triggers.transactional:
        return False
    if not mood(t.lex, t.raw, t.norm).asking:
        return False
    a, b = span
    without = normalize(t.scan[:a] + " " + t.scan[b:])
    return all(h.flow != hit.flow for h in u.triggers.exact(without))


def answer_alone(u: Knowledge, t: Turn, seen: Seen) -> Found | None:
    """The asked slot's answer is all the message says ("next friday please")."""
    w = weighed(seen)
    if w.answer and consumed(u, t, w.span):
        return Found(w.answer, (w.span,) if w.span is not None else ())
    return None
