"""A Chinese request made of a verb and a count alone, its object dropped because the
message before named it: "你们疏通马桶多少钱" then "那帮我约一个", "测甲醛怎么收费" then
"给我约俩". Chinese leaves out what the talk has just named; the verb and the count ask for
the one flow that acts which the message before asked about by a trigger and whose own
words (a Chinese trigger or its description) hold the verb, as "约" of 预约疏通, or whose
trigger opened by the verb names the thing the message before said ("日本签证多少钱" then
"那帮我办一个": 签证 of 办签证), or, the message before naming no flow so, a listed value of
which it named ("纱帘洗一幅多少钱" then "那帮我约一个": 纱帘 of the curtain washed). The
can-you questions with their object dropped inside one message are ``dropped_object.py``'s;
here nothing else in the message names a flow, so it asked for nothing and the bot listed
what it can do.

English says the object by a pronoun instead ("ok book it", ``verb_request``). The two are
kept apart because they find the flow and its values differently: an English verb opens
one making flow's triggers, whatever came before, and the thing is the task just ended (its
values carried over); a Chinese verb (约, 订) opens many flows' triggers, so which one is
the topic the message before named, and the count stands for the thing dropped, so the
flow starts with no values, not through ``started``, whose ``prefill`` would read "一个" as
a count of its slots."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..commands import Command, SetSlot, StartTask
from ..spec import FlowSpec, SlotType
from .all_values import only_values
from .clauses import CLAUSE_BREAK, clause_spans
from .earlier import message_before
from .grammar_words import grammar
from .lexicon import has_cjk, normalize
from .mood import mood
from .thing_before import SaidBefore, thing_before
from .topic_verb_words import TopicVerbWords
from .volunteered import volunteered

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .lexicon import Lexicon
    from .utterance import Turn


#: where the request's clause ends: a mark, or a space after its Chinese, before a value in
#: any script ("那帮我订一个 5月5号", "那帮我约一个 周日下午两点")
_REQUEST_END = re.compile(rf"{CLAUSE_BREAK.pattern}|(?<=[\u3400-\u9fff])\s+(?=\S)")


def topic_verb_cues(lex: Lexicon) -> list[re.Pattern[str] | None]:
    """The reader's cue: the shape of such a request (none in English)."""
    return [grammar(lex, TopicVerbWords).shape]


def topic_verb_asked(u: Knowledge, t: Turn) -> list[Command] | None:
    """The flow a verb and a count alone ask for (see the module), started with the values
    the message before named (``SaidBefore.listed``: 马桶 of "你们疏通马桶多少钱" is what
    "那帮我约一个" dropped; it was asked again; ``thing_before``: the count and the day it
    was said with) and nothing of its own: the count counts the thing dropped, one booking,
    never a count of the flow's own slots ("约一个" is no one room to test); None when no
    one flow fits."""
    if t.task is not None or not has_cjk(t.scan):
        return None
    shape = grammar(t.lex, TopicVerbWords).shape
    m = shape.match(t.scan) if shape is not None else None
    if m is None and shape is not None:
        m = _after_give_up(t, shape)
    cut = None
    if m is None and shape is not None:
        # "那帮我约一个 周日下午两点 两个人": the request as the first clause, values after it
        # ("行 那就订一个吧 下周六": the longest such clause, "行" alone being no verb)
        for brk in _REQUEST_END.finditer(t.scan):
            longer = shape.match(t.scan[: brk.start()])
            if longer is not None:
                m, cut = longer, brk.start()
    if m is None:
        return None
    verb = m.group("verb") or m.group("booked") or m.group("own")
    # TOPIC_VERB_ALONE: "配两把车钥匙多少钱", then "那配吧": a verb of one character alone,
    # no count, asks only for a flow whose Chinese trigger it opens
    own = m.group("own") is not None and not m.group("verb") and not m.group("booked")
    booking = verb in grammar(t.lex, TopicVerbWords).booking
    named = _named_before(u, t, verb, booking)
    if not named:
        return None
    fits = [
        name
        for name in sorted(named)
        if (flow := u.domain.flows.get(name)) is not None
        and (
            (booking and not flow.destructive and bool(flow.slots))
            or (
                own
                and not flow.destructive
                and any(normalize(p).startswith(verb) for p in flow.triggers if has_cjk(p))
            )
            or (
                not own
                and any(
                    verb in normalize(p) for p in (*flow.triggers, flow.description) if has_cjk(p)
                )
            )
        )
    ]
    if len(fits) != 1:
        return None
    flow = u.domain.flows[fits[0]]
    before = SaidBefore(u, t, flow)  # the message before, read once
    slots = {
        spec.name: before.listed[spec.name]
        for spec in flow.slots
        if spec.type == SlotType.ENUM and spec.name in before.listed
    }
    # VALUES_OF_THE_QUESTION_ANSWERED_LEFT_BEHIND_BY_THE_REQUEST_THAT_FOLLOWS: the other
    # values the thing was said with too ("洗两块羊毛地毯多少钱", then "那帮我约一下": two)
    thing = thing_before(u, t, flow, before)
    slots.update(
        {
            spec.name: thing[spec.name]
            for spec in flow.slots
            if spec.type != SlotType.ENUM and spec.name in thing
        }
    )
    if cut is not None:
        values = _values_after(u, t, flow, cut)
        if values is None:
            return None
        # VALUE_CARRIED_FROM_THE_MESSAGE_BEFORE_WINS_OVER_THE_ONE_SAID_WITH_THE_REQUEST: what
        # the request itself says ("那帮我约一个 宝宝9个月") is newer than what the question
        # before was said with ("白班育儿嫂一个月多少钱": a month, no age)
        slots.update(values)
    return [StartTask(flow=flow.name, slots=slots)]


def _values_after(u: Knowledge, t: Turn, flow: FlowSpec, cut: int) -> dict[str, Any] | None:
    """The values the message says after the request's clause (which ends at ``cut``),
    when that is all it says (TOPIC_VERB_REQUEST_WITH_VALUES); None when something else is
    said there. The request's own count ("约一个") counts the booking, no slot's."""
    got = [
        c
        for c in volunteered(u, t, flow, None, set(), used=((0, cut),))
        if isinstance(c, SetSlot) and c.raw_text
    ]
    spans = [(0, cut), *(t.span_of(str(c.raw_text)) for c in got)]
    if not got or any(a == b for a, b in spans):
        return None
    if not only_values(u, t, spans) and not _each_clause_valued(t, cut, spans):
        return None
    return {c.slot: c.value for c in got}


def _each_clause_valued(t: Turn, cut: int, spans: list[tuple[int, int]]) -> bool:
    """Every clause after the request holds one of the values read, the message asking
    nothing (TOPIC_VERB_VALUES_SAID_WITH_THEIR_WORDS): "那帮我订一个 后天送过来 住3天",
    "…预产期5月5号" say each value with a verb or a label of their own, where a clause
    with no value ("顺便问下能带猫砂吗") says something else."""
    if mood(t.lex, t.raw, t.norm).asking:
        return False
    clauses = [(cut + a, cut + b) for a, b in clause_spans(t.scan[cut:], spaced=True)]
    return bool(clauses) and all(any(a <= x and y <= b for x, y in spans[1:]) for a, b in clauses)


def _lists_named(u: Knowledge, t: Turn, flow: FlowSpec) -> bool:
    """The message before named one value of a listed slot of ``flow`` (its one reading,
    ``SaidBefore``)."""
    listed = SaidBefore(u, t, flow).listed
    return any(spec.type == SlotType.ENUM and spec.name in listed for spec in flow.slots)


def _after_give_up(t: Turn, shape: re.Pattern[str]) -> re.Match[str] | None:
    """GIVE_UP_WORD_BEFORE_A_REQUEST: "贵是贵了点 算了 还是约一个吧": a remark given up
    (the lexicon's ``cancel``: 算了) in a clause of its own, then the request; nothing
    runs to give up (the control reader leaves it), so the request is the clause after the
    last such word, read in the same shape."""
    last = next(reversed(list(t.lex["cancel"].finditer(t.scan))), None)
    if last is None:
        return None
    end = CLAUSE_BREAK.match(t.scan, last.end())
    if end is None:
        return None  # the give-up word runs on into its clause: no request after it
    return shape.match(t.scan[end.end() :])


def _named_before(u: Knowledge, t: Turn, verb: str, booking: bool) -> set[str]:
    """The flows that act which the user's message before named, for ``verb`` to ask for:
    by a trigger, or by the thing of a trigger the verb opens; with a booking verb and
    only a flow that tells named ("多少钱", then "那约一个"), the domain's one flow that
    makes a thing. None named, no message before, or several making flows: none."""
    before = message_before(t)
    if before is None:
        return set()
    _, norm, _ = u.read(before)
    hits = u.triggers.exact(norm)
    tells = {h.flow for h in u.triggers.informational(hits)}
    named = {h.flow for h in hits} - tells
    # "日本签证多少钱", then "那帮我办一个": the thing of a trigger opened by the verb (签证
    # of 办签证) named, not the whole trigger
    named |= {
        name
        for name, flow in u.domain.flows.items()
        if not flow.destructive
        and any(
            has_cjk(p) and len(p) - len(verb) >= 2 and p.startswith(verb) and p[len(verb) :] in norm
            for p in map(normalize, flow.triggers)
        )
    } - tells
    if not named:
        # "纱帘洗一幅多少钱", then "那帮我约一个": the message before named the thing by a
        # listed value, no trigger; the flows that take such a value are the topic
        named = {
            name
            for name, flow in u.domain.flows.items()
            if not flow.destructive and flow.guard is None and _lists_named(u, t, flow)
        }
    # "漏水检测多少钱", then "那约一个": a booking verb asks for the one flow named that
    # acts, whether or not its own words hold the verb
    if booking and not named and tells:
        # "多少钱" (a flow that tells, naming no flow that acts), then "那约一个": the
        # domain's one flow that makes a thing is the one booked, as no other could be; a
        # greeting before it ("在吗") asked about nothing, and it books nothing. A flow
        # that changes what another made (改约 taking the booking's code) makes nothing
        # (TOPIC_VERB_REQUEST_BESIDE_A_CHANGING_FLOW)
        named = {
            name
            for name, flow in u.domain.flows.items()
            if not flow.destructive
            and flow.slots
            and flow.guard is None
            and name not in u.owners.takers_of_made  # 改约 changes what another made
        }
        if len(named) != 1:
            return set()
    return named
