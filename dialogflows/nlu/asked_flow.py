"""Which flow to start, asked: "Do you mean booking a flight or booking a hotel room?"
(``ask_flow``), and the flows of trigger hits a message asks to start ("how long is a
flight to Tokyo?" books nothing: ``booking_asked``). Shared by the readers of requests and
the pipeline's starting; no reader of the pipeline.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from ..commands import WHICH_FLOW, Clarify, Command
from .clauses import CLAUSE_BREAK_AFTER_LATIN
from .conditionals import unsupposed
from .findings import HitsAsked
from .knowledge import Knowledge
from .lexicon import Lexicon, normalize
from .mood import asking_beyond, mood, opens_with_want
from .owners import BY_VALUE
from .polite import (
    GAP,
    asked_how,
    asked_of_the_business,
    asked_politely,
    stock_asked_plainly,
    told_done,
    trigger_asked_alone,
)
from .reader import Seen, pointed_at
from .trigger_hits import TriggerHit
from .utterance import Turn


def ask_flow(u: Knowledge, lex: Lexicon, flows: list[str], score: float) -> Clarify:
    """ "Do you mean booking a flight or booking a hotel room?", by the flows' descriptions."""
    return Clarify(ask=WHICH_FLOW, language=lex.language, options=flows, confidence=score)


def booking_asked(
    t: Turn, u: Knowledge, seen: Seen, hits: list[TriggerHit]
) -> list[Command] | HitsAsked:
    """The flows of ``hits`` to start; "how long is a flight to Tokyo?" books nothing. A
    hit by a trigger's words with others between stands where its words do ("can you tune
    my grand piano" asks for the tuning, as "can you tune my piano" does)."""
    placed = u.triggers.placed_wide(seen.scanned, hits)
    told = {h.flow for h in placed if h.end > h.start and told_done(t.lex, seen.scanned, h)}
    if told:  # "i booked a measuring visit last week but…": done, not asked for
        hits = [h for h in hits if h.flow not in told]
        placed = [h for h in placed if h.flow not in told]
        if not hits:
            return []
    if (
        u.triggers.books(hits)
        and asking_beyond(t.lex, t.raw, seen.scanned, _booking_spans(u, placed))
        and not asked_politely(t.lex, seen.scanned, placed)  # "can you deliver it to room 5?"
        and not u.triggers.asked_by_topic(seen.scanned) & {h.flow for h in hits}  # "报告能寄吗"
        and not _value_asked_politely(u, t, seen, hits)  # "can u do pet photos??"
        and not _asked_with_its_values(u, t, seen, hits)  # "can u put initials on a …, caps"
        and not _had_for_its_values(u, t, seen, hits)  # "have you got anything for 2 nights?"
        and not _asked_with_its_code(u, t, hits)  # "is GD-4471 still under warranty?"
        and not told_then_asked(u, t, hits)  # "卫生间漏水了，明天上午10点能来吗"
        and not wanted_then_asked(u, t, hits)  # "我想打台球 周六晚上有台吗"
        and not asked_then_wanted(u, t, hits)  # "你们有女教练吗 我想报名"
    ):
        # "你们回收空调吗", "试听课怎么约": the flows whose trigger the ask stands before
        asked = _asked_to_do(u, t, seen, hits, placed)
        hits = [h for h in hits if h.flow in asked] if asked else u.triggers.informational(hits)
    return HitsAsked(hits) if hits else []


def _asked_to_do(
    u: Knowledge, t: Turn, seen: Seen, hits: list[TriggerHit], placed: list[TriggerHit]
) -> set[str]:
    """The flows asked whether the business does their action, or how to get it done, with
    no question word beside ("你们回收空调吗", "do you fit laminate",
    ``polite.asked_of_the_business``) or by the how-to ask itself ("怎么报名", "试听课怎么约",
    ``polite.asked_how``), or in Chinese by the trigger alone, a value it lists at most, and
    吗 ("回收电视吗", ``polite.trigger_asked_alone``): only the flow whose trigger the ask
    stands before ("how do i use my gift voucher" asks to use it, not for the voucher sold
    under the trigger "gift voucher"). None when another flow's trigger tells what is asked
    ("你们回收价多少": the price), on a supposition ("do you reschedule if im ill?"), as one of
    two things asked about ("do you take away the wood or leave it"), or beside a question
    word ("你们回收的时候怎么算钱")."""
    if u.triggers.informational(hits) or unsupposed(t.lex, t.raw) != t.norm:
        return set()  # "do you reschedule if im ill?" asks what happens then
    if t.lex["or_words"].search(seen.scanned) is not None:
        return set()  # "do you take away the wood or leave it": which of two, asked
    norm = seen.scanned
    how = {h.flow for h in placed if asked_how(t.lex, norm, [h])}
    if how:
        return how
    spans = _booking_spans(u, placed)
    wh = t.lex["wh_words"]
    if any(not any(a <= m.start() < b for a, b in spans) for m in wh.finditer(norm)):
        return set()
    asked = {h.flow for h in placed if asked_of_the_business(t.lex, norm, [h])}
    for h in placed:  # "回收旧家电吗", "回收电视吗": the trigger and at most a value it lists
        rest = trigger_asked_alone(t.lex, norm, h)
        if rest is not None and (not rest or _listed_whole(u, h.flow, rest)):
            asked.add(h.flow)
    return asked


def _listed_whole(u: Knowledge, flow: str, text: str) -> bool:
    """``text`` is wholly a value one of ``flow``'s slots lists ("电视" of 回收电视吗)."""
    spec = u.domain.flows.get(flow)
    return spec is not None and any(
        (c.start, c.end) == (0, len(text))
        for s in u.choice_slots(spec)
        for c in u.parser(spec, s).choices.mentions(text)
    )


def _booking_spans(u: Knowledge, placed: list[TriggerHit]) -> list[tuple[int, int]]:
    """Where the triggers of the flows that book or cancel stand: their words ask nothing
    ("先住几天试试" of a trial stay). A trigger of a flow that only tells may be the question
    itself ("洗空调多少钱一台": 多少钱 of the price), so it is read as the message's words."""
    return [(h.start, h.end) for h in placed if not u.triggers.informational([h])]


def _value_asked_politely(u: Knowledge, t: Turn, seen: Seen, hits: list[TriggerHit]) -> bool:
    """The flow the message's values point at is asked for by a polite ask right before
    one of them ("can u do pet photos??", "could you do a sport package"), as a trigger
    after one asks for its flow (``polite.py``)."""
    return any(
        h.score == BY_VALUE
        and asked_politely(t.lex, seen.scanned, u.owners.said(seen.scanned, h.flow))
        for h in hits
    )


def _asked_with_its_values(u: Knowledge, t: Turn, seen: Seen, hits: list[TriggerHit]) -> bool:
    """POLITE_ASK_CARRYING_THE_FLOWS_VALUES: a message opened by a polite ask that names
    values of two or more of the lists of the flow its values point at ("can u put
    initials on a hip flask, in caps, for 3 weeks time": the item and the lettering) asks
    for that flow with them: a question whether the business does a thing names one ("can
    u do pet photos??")."""
    opened = t.lex["polite_asks"].prefix(seen.scanned.lstrip())
    if opened is None or not opened.end():
        return False
    return any(
        h.score == BY_VALUE and u.owners.lists_said(seen.scanned, h.flow) >= _VALUES_ASKED
        for h in hits
    )


def _had_for_its_values(u: Knowledge, t: Turn, seen: Seen, hits: list[TriggerHit]) -> bool:
    """AVAILABILITY_ASKED_WITH_THE_FLOWS_VALUES: a yes-or-no question opened by asking
    whether the business has one (the lexicon's ``stock_asks``: "have you got anything for
    2 nights?", "do you have a boat free on the 14th") asks for the one flow its values
    point at, with them, as a polite ask does; a question word in it ("do you have
    anything, how much is it for 2 nights?") keeps it a question."""
    if not stock_asked_plainly(t.lex, seen.scanned, mood(t.lex, t.raw, t.norm)):
        return False
    pointed = pointed_at(u, t, seen)  # the values said, not a word of a flow's name ("pods")
    return any(h.score == BY_VALUE and h.flow in pointed for h in hits)


def _asked_with_its_code(u: Knowledge, t: Turn, hits: list[TriggerHit]) -> bool:
    """QUESTION_OF_STATUS_HOLDING_AN_ACTING_FLOWS_TRIGGER_ANSWERED_AS_OUT_OF_REACH: a
    yes-or-no question holding the trigger of one flow that acts, undoing nothing, and a
    code of a made thing that flow takes ("is my door still under warranty? job GD-4471")
    asks that flow to act on the thing the code names, as said in a statement; a question
    word in it ("how long is GD-4471 under warranty?") keeps it a question."""
    flows = {h.flow for h in hits if h.score >= 1.0}
    if len(flows) != 1 or mood(t.lex, t.raw, t.norm).wh:
        return False
    flow = next(iter(flows))
    spec = u.domain.flows.get(flow)
    if spec is None or spec.destructive or not spec.slots:
        return False
    # the flow takes a code of a made thing the message says (``MadeCodes.said``)
    return any(c.flow == flow for c in u.owners.made_codes.said(t))


#: the value lists of one flow a polite ask names to ask for the flow, not about a thing
_VALUES_ASKED = 2


#: where the statement ends and the question begins: a mark, or a space typed before a
#: Chinese character, after a Chinese one or a Latin word ("晚上想去唱k 还有包厢吗")
_BREAK = CLAUSE_BREAK_AFTER_LATIN


def told_then_asked(u: Knowledge, t: Turn, hits: list[TriggerHit]) -> bool:
    """What is wrong told in a statement holding a flow's trigger, then a can-you
    question of its own that asks for no flow ("卫生间漏水了，明天上午10点能来吗", "电脑坏了，
    能修吗"), or naming a thing only the flow the message's values point at takes ("家里油烟机
    太脏了 周六下午能来洗吗"): the question asks for the visit the statement calls for, so
    the message is a request for that flow, not a question for information. A question that names a flow
    of its own ("订单取消了，能退款吗") asks for that one, read by its own trigger."""
    asks = t.lex["can_you_asks"]
    if asks.regex is None:
        return False
    told = _told_then_asked(
        u, t, lambda told, last: asks.search(last) is not None or _asked_of_it(t.lex, last)
    )
    if told is None:
        return False
    flows = {h.flow for h in hits}
    if any(h.flow in flows for h in _said_in(u, told)):
        return True
    # "家里油烟机太脏了 周六下午能来洗吗": no trigger, but the statement names a thing only
    # the flow its values point at takes; the question asks for that visit
    return all(h.score == BY_VALUE for h in hits) and bool(u.owners.listed_in(told) & flows)


def _asked_of_it(lex: Lexicon, last: str) -> bool:
    """ACTION_ASKED_ON_THE_THING_TOLD_BEFORE: the question opens with a polite ask and
    does its verb to a pronoun ("my filter is leaking, can you fix it?", "the gate wont
    shut, could someone look at it"): the thing is the one the statement told of, so the
    verb, whatever it is, asks for what the statement calls for."""
    opened = lex["polite_asks"].prefix(last)
    if opened is None:
        return False
    rest = last[opened.end() :].split()
    if not 0 < len(rest) <= GAP + 2 or lex["wh_words"].search(" ".join(rest)) is not None:
        return False  # "can you tell me why?" asks for information
    return any(lex["object_pronouns"].fullmatch(w) for w in rest[1:])


def wanted_then_asked(u: Knowledge, t: Turn, hits: list[TriggerHit]) -> bool:
    """A want stated with a flow's trigger, then a question of its own that names no flow
    ("我想打台球 周六晚上有台吗", "我想做陶艺 周日有位置吗"): the question asks whether the
    thing wanted can be had then, so the message is a request for that flow (the values it
    says with it), not a question for information. Without the want ("打台球 周六有台吗")
    the statement may be a topic only and the rules are not sure; a question that names a
    flow of its own ("我想订台 你们几点关门") is that flow's."""
    told = _told_then_asked(u, t, lambda told, last: _want_closes(t.lex, told))
    if told is None:
        return False
    flows = {h.flow for h in hits}
    return any(h.flow in flows for h in _said_in(u, told))


def _want_closes(lex: Lexicon, told: str) -> bool:
    """``told`` opens with a want, or its last clause does ("我刚来北京半年 想办个居住证",
    then "怎么弄"): what one has told of oneself before the want is no part of the request,
    which the how-to question after it asks how to get (WANT_AFTER_A_TOLD_CLAUSE_THEN_ASKED)."""
    if opens_with_want(lex, told):
        return True
    parts = [p.strip() for p in CLAUSE_BREAK_AFTER_LATIN.split(told) if p.strip()]
    return len(parts) > 1 and opens_with_want(lex, parts[-1])


def _said_in(u: Knowledge, told: str) -> list[TriggerHit]:
    """The triggers ``told`` says: as written, else typed with a slip or by their sound
    (WEAK_TRIGGER_TOLD_THEN_ASKED: "想修负老照片 你们这能做吗", 修复 typed 修负, was read as a
    question for information, the told clause's trigger counted only as written, where the
    same slip said alone asks for the flow). A word of a flow's name is not such a trigger."""
    return u.triggers.match(told)


def asked_then_wanted(u: Knowledge, t: Turn, hits: list[TriggerHit]) -> bool:
    """A question, then a clause of its own that opens with a want and holds a flow's
    trigger, asking nothing ("你们有女教练吗 我想报名", "do you have female instructors? i
    want to sign up"): the want is the request; the question before it is asked beside it.
    The last clause only, as ``wanted_then_asked`` reads the first."""
    two = two_clauses(t.raw)
    if two is None:
        return False
    if not opens_with_want(t.lex, two.last) or mood(t.lex, two.last_raw, two.last).asking:
        return False
    flows = {h.flow for h in hits}
    return any(h.flow in flows for h in u.triggers.exact(two.last))


@dataclass(frozen=True)
class TwoClauses:
    """A message read as what it says first and the clause that closes it (``_BREAK``),
    each as typed and normalized: the one clause reading of ``told_then_asked``,
    ``wanted_then_asked`` and ``asked_then_wanted``, which ask which of the two is asked
    and which told."""

    told_raw: str
    told: str
    last_raw: str
    last: str


@lru_cache(maxsize=256)
def two_clauses(raw: str) -> TwoClauses | None:
    """``raw`` split where its last clause begins: what comes before (the clauses run
    together by a space) and that clause; None when it is one clause. Kept per text: the
    three readers above ask it of the same message."""
    parts = [p for p in _BREAK.split(raw.strip()) if p and p.strip()]
    if len(parts) < 2:
        return None
    told_raw = " ".join(parts[:-1])
    return TwoClauses(told_raw, normalize(told_raw), parts[-1], normalize(parts[-1]))


def _told_then_asked(u: Knowledge, t: Turn, first: Callable[[str, str], bool]) -> str | None:
    """The message as a statement, then a question of its own closing it that asks for
    no flow by a trigger (``told_then_asked``, ``wanted_then_asked``): the statement
    normalized, or None. ``first`` (of the statement and the question) is what the caller looks for
    before the moods are read, which cost more."""
    two = two_clauses(t.raw)
    if two is None:
        return None
    if not first(two.told, two.last) or not mood(t.lex, two.last_raw, two.last).asking:
        return None
    if mood(t.lex, two.told_raw, two.told).asking or u.triggers.exact(two.last):
        return None
    return two.told
