"""A date said in a flow of several date slots, given by the slots' bounds.

Its type alone gives such a date to none of the slots; when every slot but one refuses it
(a last service up to today, a visit from tomorrow), it is that one's ("last done 28 nov"
the last service, "the 10th" the visit). A date two of them take (a weekday: the last one
or the next) is told apart by the tense of its clause: a past form of a verb in it ("he was
sick on monday", "it started monday"), or a lead of the lexicon's `date_past_leads` right
before it ("limping since monday"), makes it the one gone by; a clause that asks for
something with no past in it ("book him in on monday", or the clause of the request that
starts the flow) the one to come. A clause that does neither ("max, monday") stays unread."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, timedelta
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec, SlotType
from ..state import Task
from .clauses import clause_spans
from .date_words import only_a_weekday
from .grammar_words import ListWords, grammar, lexicon_grammar
from .inflections import VerbWords, told_as_past
from .lexicon import has_cjk, normalize
from .mood import mood, says_a_want
from .parsed import Parsed
from .told_done import tells_a_deed
from .utterance import Turn
from .values import ValueParser

_WORDS = re.compile(r"[a-z']+")
_CJK_RUN = re.compile(r"[\u3400-\u9fff]+")

# enum members looked up once: ``SlotType.DATE`` is a metaclass lookup on every use
_DATE = SlotType.DATE

if TYPE_CHECKING:
    from .knowledge import Knowledge


def date_slots(flow: FlowSpec) -> tuple[SlotSpec, ...]:
    """The flow's date slots, in order, when it has two or more (none when it has one: its
    type alone gives that one a date): worked out once per flow at load
    (``Knowledge.date_slots``), not on every message."""
    dated = tuple(s for s in flow.slots if s.type == _DATE)
    return dated if len(dated) >= 2 else ()


def dates_one_slot_takes(
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
    one, or the next) goes by the tense of its clause (``by_tense``), else stays unread;
    the slot must still be empty, so a date is never a silent change of one given before."""
    dated = [s for s in u.date_slots(flow) if s.name not in skip]
    if len(dated) < 2 or any(s.type == _DATE for s, _ in typed):
        return []
    takers: dict[tuple[int, int], list[tuple[SlotSpec, Parsed]]] = {}
    for spec in dated:
        parser = u.parser(flow, spec)
        for p in parser.scan(t.scan, t.now, t.language):
            if p.end > p.start and parser.validate(p.value, t.now) is None:
                takers.setdefault((p.start, p.end), []).append((spec, p))
    read = {
        at: said
        if len(said) == 1
        else by_tense(t, flow, said, starting=task is None, takes=_taker(u, t, flow))
        for at, said in takers.items()
    }
    # DATE_BESIDE_A_DATE_SETTLED_FOR_THE_OTHER_SLOT: "born on the 6th, 1 baby, monday"; the
    # day the tense left to neither goes to the one slot that no other date of the message
    # took and that holds none yet
    settled = {spec.name for said in read.values() for spec, _ in said}
    if task is not None:
        settled |= {s.name for s in dated if task.value(s.name) is not None}
    for at, said in takers.items():
        if not read[at]:
            free = [(spec, p) for spec, p in said if spec.name not in settled]
            read[at] = free if len(free) == 1 and len(free) < len(said) else []
    return [
        (spec, p, 0)
        for said in read.values()
        for spec, p in said
        if task is None or task.value(spec.name) is None
    ]


def _taker(u: Knowledge, t: Turn, flow: FlowSpec) -> Callable[[SlotSpec, date], bool]:
    """Whether a slot of ``flow`` takes a day, by its bounds (``by_tense`` asks it of the
    day before today and the day after)."""
    return lambda spec, day: u.parser(flow, spec).validate(day.isoformat(), t.now) is None


def by_tense(
    t: Turn,
    flow: FlowSpec,
    said: list[tuple[SlotSpec, Parsed]],
    *,
    starting: bool,
    takes: Callable[[SlotSpec, date], bool] | None = None,
) -> list[tuple[SlotSpec, Parsed]]:
    """Of the slots that all take one date, each reading it its own way (a weekday: the
    last one on a slot up to today, the next on one from today), the one its clause's tense
    names: gone by when the clause holds a past form of a verb or a ``date_past_leads``
    word right before the date, to come when the clause asks for something (a request word,
    or a trigger of ``flow`` when the message starts it: ``starting``) with no past in it;
    none else ("repair my watch, monday": the day stands in a clause of its own), and none
    when two slots read it on the same side of today. Today itself is on neither side: it
    goes to the one slot that ``takes`` no day gone by when the clause asks for something
    ("can someone come today?" with a visit day beside "When did you first notice
    them?"), and to the one that takes no day to come when it tells what was."""
    p = said[0][1]
    span = _clause_of(t, p)
    clause = t.scan[span[0] : span[1]] if span is not None else t.scan
    # LABEL_OF_ANOTHER_DATE_READ_AS_THIS_DATES_QUESTION: "换驾照 有效期2月20号 明天上午": a
    # Chinese clause ends at a space typed for its comma, so the label said with the other
    # date (有效期) names no slot for this one
    own = (_clause_of(t, p, spaced=True) or span) if has_cjk(t.scan[p.start : p.end]) else span
    worded = t.scan[own[0] : own[1]] if own is not None else t.scan
    asked = _asked_by_its_question(t, flow, worded, own[0] if own else 0, p, said)
    if asked is not None:  # "下周三送来" to slots asking "哪天送来？" and "哪天接回去？"
        return [asked]
    past, asks = _tense(t, flow, p, clause, starting=starting)
    day = t.now.date()
    today = day.isoformat()
    if past:
        side = [(s, q) for s, q in said if str(q.value) < today]
        other = day + timedelta(days=1)
    elif asks:
        side = [(s, q) for s, q in said if str(q.value) > today]
        other = day - timedelta(days=1)
    else:
        return []
    # today, in a clause both telling and asking ("got mice can someone come today?"),
    # stays unread: which of the two it is, the tense does not say
    if (
        not side
        and takes is not None
        and not (past and asks)
        and all(str(q.value) == today for _, q in said)
    ):
        side = [(s, q) for s, q in said if not takes(s, other)]
    return side if len(side) == 1 else []


def _tense(t: Turn, flow: FlowSpec, p: Parsed, clause: str, *, starting: bool) -> tuple[bool, bool]:
    """Whether the clause of the date ``p`` tells what was, and whether it asks for
    something, from the three ways a tense is said: a Chinese clause of the date's own
    that ends with a tail telling what happened ("空调不制冷 今天早上发现的", ``_told_clause``:
    gone by, asking only by its own mood); else a past form of a verb in the clause ("it
    started monday") or a ``date_past_leads`` word right before the date ("limping since
    monday") for gone by, and a request's mood (or a trigger of ``flow`` in the message
    that starts it: ``starting``) for asking."""
    told = _told_clause(t, p)
    if told is not None:
        return True, mood(t.lex, told, told.casefold()).request
    low = clause.casefold()
    past = told_as_past(t.lex, low, t.scan[: p.start].casefold())
    return past, mood(t.lex, clause, low).request or (starting and _holds_trigger(flow, low))


def _clause_of(t: Turn, p: Parsed, *, spaced: bool = False) -> tuple[int, int] | None:
    """The span of the clause holding ``p`` (``spaced``: a Chinese one ends at a space typed
    for a comma too), or None."""
    return next(
        ((a, b) for a, b in clause_spans(t.scan, spaced=spaced) if a <= p.start and p.end <= b),
        None,
    )


def _told_clause(t: Turn, p: Parsed) -> str | None:
    """The date's own clause (a Chinese one's ends at a space typed for a comma too), when
    it ends with a tail that tells what happened (the lexicon's ``told_tails``: "今天早上
    发现的", "前天就坏了") with words after the date before it: Chinese says the past so,
    with no past form of its verb. Right after the date it tells nothing ("约今天的": the
    day wanted)."""
    span = _clause_of(t, p, spaced=True)
    if span is None or not has_cjk(t.scan[p.start : p.end]):
        return None
    after = normalize(t.scan[p.end : span[1]]).rstrip()
    for tail in t.lex["told_tails"].phrases:
        if after.endswith(tail) and _CJK_RUN.search(after[: -len(tail)]):
            return t.scan[span[0] : span[1]]
    return None


def _asked_by_its_question(
    t: Turn, flow: FlowSpec, clause: str, at: int, p: Parsed, said: list[tuple[SlotSpec, Parsed]]
) -> tuple[SlotSpec, Parsed] | None:
    """Of the slots that all take one date, the one whose question (or label) the date's
    clause says a word of that no other one's says: "下周三送来" with "哪天送来？" beside
    "哪天接回去？", "drop her off monday" with "Which day will you drop her off?", in any
    form of its verb ("starting wednesday" to "Which day would you like to start?"). Words
    are Latin words of three letters or more, or two Chinese characters running, outside the
    date itself; a word both questions say ("哪天", "which") names neither."""
    rest = (clause[: p.start - at] + " " + clause[p.end - at :]).casefold()
    # a word of a trigger names the flow's thing, no one question ("漏水" of "厨房漏水 今天
    # 能来吗" beside "什么时候发现漏水的？")
    said_words = _words_of(rest) - _words_of(normalize(" ".join(flow.triggers)))
    if not said_words:
        return None
    verbs = grammar(t.lex, VerbWords)
    asks = [
        _said_forms(_words_of(normalize(f"{s.prompt or ''} {s.heard}")), verbs) for s, _ in said
    ]
    named = [
        i
        for i, own in enumerate(asks)
        if said_words & own - set().union(*(o for j, o in enumerate(asks) if j != i))
    ]
    return said[named[0]] if len(named) == 1 else None


def said_of_its_question(
    t: Turn, spec: SlotSpec, spans: list[tuple[int, int]]
) -> tuple[int, int] | None:
    """Of several days said for one date slot, the one whose clause says a word of the
    slot's question or label that no other one's clause says ("前天装的晾衣架 今天就降不下来了"
    to "哪天装的？": 装的 is said of 前天; 今天 tells when it broke). Words as in
    ``_asked_by_its_question``, outside the day itself; None unless exactly one does, or
    when two stand in one part of the message (a weekday beside a date: asked which)."""
    if spec.type != _DATE:
        return None
    verbs = grammar(t.lex, VerbWords)
    own = _said_forms(_words_of(normalize(f"{spec.prompt or ''} {spec.heard}")), verbs)
    said, parts = [], set()
    for a, b in spans:
        span = next(((x, y) for x, y in clause_spans(t.scan) if x <= a and b <= y), None)
        if span is None:
            return None
        x, y = span
        if has_cjk(t.scan[a:b]):  # spaces typed for commas part a Chinese clause
            x = max(x, t.scan.rfind(" ", 0, a) + 1)
            y = min(y, t.scan.find(" ", b) if " " in t.scan[b:y] else y)
        said.append(_words_of((t.scan[x:a] + " " + t.scan[b:y]).casefold()))
        parts.add((x, y))
    if len(parts) < len(spans):
        return None  # "fri the 12th": two days side by side in one part, asked which
    named = [
        i
        for i, words in enumerate(said)
        if words & own - set().union(*(o for j, o in enumerate(said) if j != i))
    ]
    return spans[named[0]] if len(named) == 1 else None


def deed_day(t: Turn, spec: SlotSpec, spans: list[tuple[int, int]]) -> tuple[int, int] | None:
    """DAY_OF_THE_DEED_BESIDE_THE_DAY_IT_SHOWS: of several days said for one date slot, in
    Chinese, the one right before a verb and a mark that makes the deed a modifier
    ("上周三换的锁 今天又拧不动了", "前天寄的东西 今天到了": when the lock was changed, the
    parcel sent; ``noun_marks``), as the day the slot asks for: the other tells when what
    followed showed. None unless exactly one day is so said."""
    if spec.type != _DATE or not has_cjk(t.scan):
        return None
    told = grammar(t.lex, _deed_told)
    if told is None:
        return None
    deeds = [s for s in spans if told.match(t.scan, s[1])]
    return deeds[0] if len(deeds) == 1 else None


@lexicon_grammar
def _deed_told(w: ListWords) -> re.Pattern[str] | None:
    """A verb of one to three characters and a mark that makes it a modifier
    (``noun_marks``: "换的", "送来的"), right after a day, not going on to say when
    something else happened (``when_clause_tails``: "取的时候"); None in a language with
    none."""
    marks = w.zh_alt("noun_marks")
    tails = w.zh_alt("when_clause_tails")
    when = rf"(?!{tails})" if tails else ""
    return re.compile(rf"\s*[\u3400-\u9fff]{{1,3}}?(?:{marks}){when}") if marks else None


def _said_forms(words: set[str], verbs: VerbWords) -> set[str]:
    """``words`` with the inflected forms of each ("start": "starting", "started"), the
    lexicon's ``verb_endings``, so a question's verb said in another form still names it."""
    return words.union(*(verbs.forms(w) for w in words))


def _words_of(text: str) -> set[str]:
    """The Latin words of three letters or more of ``text``, and its runs of two Chinese
    characters."""
    found = {w for w in _WORDS.findall(text) if len(w) >= 3}
    for run in _CJK_RUN.findall(text):
        found |= {run[i : i + 2] for i in range(len(run) - 1)}
    return found


def _holds_trigger(flow: FlowSpec, clause: str) -> bool:
    """``clause`` (casefolded) says one of ``flow``'s triggers as words of its own (a
    Chinese one anywhere in it)."""
    said = f" {normalize(clause)} "
    return any(
        (normalize(trigger) in said) if has_cjk(trigger) else (f" {normalize(trigger)} " in said)
        for trigger in flow.triggers
    )


def told_gone_by(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, value: object) -> bool:
    """A date said with a request that only tells what happened: it falls before what
    ``spec`` (a slot of days to come) takes, and the clause it stands in asks for nothing
    (no trigger of ``flow``, no request word): "our old castle burst yesterday, need to hire
    a castle", "狗狗从前天开始一直拉肚子 想约个医生". It is no answer to the slot, so nothing is
    refused; said in the request's own clause ("book a castle for yesterday") it is still
    the slot's, and refused.

    DAY_OF_AN_EVENT_TOLD_TAKEN_AS_THE_DAY_WANTED: today is both gone by and to come, so a
    clause telling what happened today ("我家狗狗今天早上走了 想预约单独火化", "the boiler
    packed in this morning, can someone come out") gave the slot today, where the day
    wanted was never said. Today counts so when its clause tells it as done (a past form of
    its verb, or a Chinese clause closed by a ``told_tails`` word: ``_told_clause``)."""
    parser = u.parser(flow, spec)
    today = t.now.date()
    if not isinstance(value, str):
        return False
    if value > today.isoformat():
        return _weekday_told_gone_by(u, t, flow, parser, value)
    gone = value < today.isoformat()
    probe = value if gone else (today - timedelta(days=1)).isoformat()
    if parser.validate(probe, t.now) is None:
        return False  # a slot that takes days gone by
    said = [p for p in parser.scan(t.scan, t.now, t.language) if p.value == value]
    # every mention only tells: "狗狗今天早上走了 今天能火化吗" asks for today in its second
    return bool(said) and all(_only_told(t, flow, p, gone) for p in said)


def _weekday_told_gone_by(
    u: Knowledge, t: Turn, flow: FlowSpec, parser: ValueParser, value: str
) -> bool:
    """WEEKDAY_OF_A_HAPPENING_TAKEN_FOR_A_DAY_TO_COME: a bare weekday said after a past form
    told by its subject, in a clause that asks for nothing ("it fell down on sunday", "we
    moved in on monday and the vents are filthy": ``_told_by_its_subject``), is the one gone
    by, the day it happened; a slot of days to come read it as the next one. It is no
    answer to that slot now, as a day gone by said so is not. A participle told by no
    subject ("…, delivered to 22 oak road on monday", "2 double glazed units") and a
    present "got" ("shes got an appt on tuesday") tell nothing."""
    said = [p for p in parser.scan(t.scan, t.now, t.language) if p.value == value]
    if not said or any(not only_a_weekday(p.raw_text) for p in said):
        return False
    before = (date.fromisoformat(value) - timedelta(days=7)).isoformat()
    if before >= t.now.date().isoformat() or parser.validate(before, t.now) is None:
        return False  # the one gone by is today, or a day the slot takes
    return all(_told_by_its_subject(t, p) and _only_told(t, flow, p, True) for p in said)


def _told_by_its_subject(t: Turn, p: Parsed) -> bool:
    """Before the day ``p``, in its clause, a past form right after its subject: a word of
    the lexicon's ``past_subjects`` ("it fell", "we moved", "it was") or a noun opened by a
    ``thing_determiners`` word ("my aerial blew", "the tap started")."""
    verbs = grammar(t.lex, VerbWords)
    opening = {str(w) for w in t.lex["thing_determiners"].phrases}

    def subject(words: list[str]) -> bool:  # "it", or "the kitchen tap": a noun of 2 words at most
        if words and words[-1] in verbs.past_subjects:
            return True
        noun = words[-_NOUN_WORDS - 1 :]
        return any(
            w in opening and i < len(noun) - 1 and not any(map(verbs.past, noun[i + 1 :]))
            for i, w in enumerate(noun)
        )

    for a, b in clause_spans(t.scan, spaced=True):
        if a <= p.start and p.end <= b:
            clause = normalize(t.scan[a:b])
            if says_a_want(t.lex, clause):
                return False  # "i need a double glazed unit fitting on friday"
            words = _WORDS.findall(t.scan[a : p.start].casefold())
            return any(verbs.past(w) and subject(words[:i]) for i, w in enumerate(words))
    return False


#: the words a subject's noun may have after its determiner ("the kitchen tap started")
_NOUN_WORDS = 2


def _only_told(t: Turn, flow: FlowSpec, p: Parsed, gone: bool) -> bool:
    """The clause of the day ``p`` tells what happened and asks for nothing
    (``told_gone_by``); today (not ``gone``) only when the clause tells it as done."""
    for a, b in clause_spans(t.scan, spaced=True):
        if a <= p.start and p.end <= b:
            clause = t.scan[a:b]
            low = clause.casefold()
            if not _beside_day(t, a, b, p):
                return False  # "洗冰箱 昨天": a day said alone tells nothing that happened
            past = _told_clause(t, p) is not None or told_as_past(
                t.lex, low, t.scan[: p.start].casefold()
            )
            if not gone and not past:
                return False  # "book it for this morning": the day wanted
            if not past and t.lex["day_suits"].search(normalize(clause)) is not None:
                # PAST_DATE_DROPPED_SILENTLY: "yesterday afternoon if poss", "上周日方便"
                # say the day would suit, no past in them: the day wanted, refused aloud
                return False
            if tells_a_deed(t, normalize(t.scan[a : p.end])):
                return True  # "we had you out last week and we've still got them"
            return not (mood(t.lex, clause, low).request or _holds_trigger(flow, low))
    return False


def _beside_day(t: Turn, a: int, b: int, p: Parsed) -> bool:
    """BARE_PAST_DAY_WITH_THE_REQUEST_TAKEN_AS_TOLD: the clause ``t.scan[a:b]`` says
    something beside the day ``p``: a word or a character of its own, past what only
    leads an answer (the lexicon's ``fillers_lead``). A day said as a clause of its own
    with the request ("洗冰箱 昨天", "fix my gate, yesterday") tells nothing that happened:
    it is the day wanted, and a day gone by is refused, not dropped unheard."""
    rest = normalize(t.scan[a : p.start] + " " + t.scan[p.end : b]).strip(" ,.!?，。！？")
    lead = t.lex["fillers_lead"].prefix(rest) if rest else None
    if lead is not None and lead.end() > 0:
        rest = rest[lead.end() :].strip(" ,.!?，。！？")
    return any(c.isalnum() for c in rest)
