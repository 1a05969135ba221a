"""A request for a service told in the past: the flow that takes the past day.

"前天洗的空调 现在还有味道", "hired a drill yesterday and the chuck is loose": the words of
the booking's trigger are there (洗空调, "hire a"), but the day said is before today, which
every date slot of the booking refuses (it books from today on), and which the date slot
of one other flow takes (a complaint, a fault report: ``max: today``). The message tells
of the service done; the flow that asks when it was done is the one it is about. Read by
``answering.requested`` before the trigger's flow is started, so a past day said with a
booking's words no longer starts a booking that would refuse it. Only a day every flow
asked for refuses, said in the clause of the trigger's words, in a message with no word
of a request: a weekday the booking reads as the next one is the booking's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec
from .clauses import clause_spans, run_before
from .grammar_words import ListWords, grammar, lexicon_grammar, lists_of
from .inflections import VerbWords
from .lexicon import has_cjk, normalize
from .mood import mood, says_a_want
from .parsed import Parsed
from .trigger_hits import TriggerHit

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def told_in_the_past(u: Knowledge, t: Turn, hits: list[TriggerHit], scanned: str) -> str | None:
    """The one flow outside ``hits`` whose date slot takes the day before today the
    message says, when every flow the triggers ask for has date slots and all of them
    refuse every day the message says, and the message asks for nothing in words of a
    request; None otherwise (a flow asked for has no date slot or takes a day said, the
    message says no past day, or no flow or several take it)."""
    if not told_past_only(u, t, hits, scanned):
        return None
    asked = {h.flow for h in hits}
    takers = [
        f.name
        for f in u.domain.flows.values()
        if f.name not in asked and _takes_past(u, t, f) is not None
    ]
    return takers[0] if len(takers) == 1 else None


def told_past_only(u: Knowledge, t: Turn, hits: list[TriggerHit], scanned: str) -> bool:
    """The message tells the triggers' service in the past: a day before today said in
    the clause of their words, which every date slot of every flow they ask for refuses,
    and no word of a request. BOOKING_TOLD_IN_THE_PAST_STARTS_A_NEW_ONE: with no flow
    taking that day ("前天约的电工到现在都没来" where no complaint flow asks a day), the
    booking must not start either: it would ask for a new one the user never asked for."""
    if mood(t.lex, t.raw, t.norm).request:
        return False  # "我前几天被撞了 想找律师问问": the request is the flow's, the day another's
    if _asked_politely(t):
        return False  # "hive check yesterday afternoon pls": asked for, the day a slip
    if _bidden(u, t, hits):
        return False  # "hire a small pa for last saturday": asked for, the day refused
    if _fault_told(u, t, hits):
        return False  # "my garage door came off the track last night": a fault to fix
    today = t.now.date().isoformat()
    said_past = False
    for name in {h.flow for h in hits}:
        flow = u.domain.flows.get(name)
        own = u.every_date_slot(flow) if flow is not None else ()
        if flow is None or not own:
            return False
        for spec in own:
            parser = u.parser(flow, spec)
            for p in parser.scan(t.scan, t.now, t.language):
                if not _in_its_clause(t, p, hits, scanned):
                    # "我前几天被撞了 想找律师问问": the day tells of another thing; "前天修的表
                    # 今天又慢了": today is when it went wrong, not when it was done
                    continue
                if str(p.value) >= today or parser.validate(p.value, t.now) is None:
                    return False  # a day this flow takes, or one to come
                said_past = True
    return said_past


def _fault_told(u: Knowledge, t: Turn, hits: list[TriggerHit]) -> bool:
    """FAULT_TOLD_WITH_ITS_DAY_TAKEN_FOR_A_SERVICE_DONE: no trigger said, the flow asked
    for by a listed value of its own that tells a happening, an English past form of a
    verb among the value's words as said ("came off the track", "the spring snapped",
    "the pipe burst" of a synonym "burst pipe" is none): the day said is when the thing
    went wrong, the fault the flow is booked to fix, no service told done. The day had made
    the message a telling of the service, and nothing was asked for."""
    if t.lex.language != "en" or any(h.length for h in hits):
        return False
    verbs = grammar(t.lex, VerbWords)
    for name in {h.flow for h in hits}:
        flow = u.domain.flows.get(name)
        if flow is None:
            continue
        for spec in flow.slots:
            choices = u.parser(flow, spec).choices
            for c in choices.mentions(t.scan) if choices else ():
                if any(verbs.past(w) for w in t.scan[c.start : c.end].casefold().split()):
                    return True
    return False


def _asked_politely(t: Turn) -> bool:
    """A polite ask stands in the message as one: not a verb made a modifier by a mark
    after it ("上周六请的厨师…": 请 of 请的 hired the cook; the lexicon's ``noun_marks``)."""
    marks = tuple(grammar(t.lex, _NOUN_MARKS).own("noun_marks", t.lex.language))
    return any(
        not (marks and t.norm.startswith(marks, m.end()))
        for m in t.lex["polite_asks"].finditer(t.norm)
    )


_NOUN_MARKS = lists_of("noun_marks")


def _bidden(u: Knowledge, t: Turn, hits: list[TriggerHit]) -> bool:
    """PAST_DAY_WITH_A_BIDDING_DROPS_THE_REQUEST: the message opens with the verb of an
    English trigger of a flow asked for, as written (its base form: "hire a small pa for
    last saturday" for "hire a pa"): a bidding, no telling, which says "hired" or "we
    hired". The day is the booking's to refuse, and the booking was dropped for it. The
    verbs are the trigger table's, worked out at load (``TriggerWords.openers``)."""
    words = t.norm.split()
    if not words or has_cjk(words[0]):
        return False
    return any(words[0] in u.trigger_words.openers(h.flow) for h in hits)


def _in_its_clause(t: Turn, day: Parsed, hits: list[TriggerHit], scanned: str) -> bool:
    """The ``day`` said stands in the clause of one of the triggers' words (Chinese parted
    at spaces too): "前天洗的空调" tells of the cleaning, where in "我前几天被撞了 想找律师问问"
    the day is told of the accident and the lawyer asked for in a clause of its own."""
    clause = next(
        (t.scan[a:b] for a, b in clause_spans(t.scan, spaced=True) if a <= day.start < b), ""
    )
    said = normalize(clause).replace(" ", "")
    if any(h.start == h.end for h in hits):
        return True  # a loose hit ("洗的空调" of 洗空调) stands nowhere in particular
    return any(scanned[h.start : h.end].replace(" ", "") in said for h in hits)


def _takes_past(u: Knowledge, t: Turn, flow: FlowSpec) -> tuple[SlotSpec, Parsed] | None:
    """The date slot of ``flow`` that reads a day before today in the message and takes
    it, with the day read."""
    today = t.now.date().isoformat()
    for spec in u.every_date_slot(flow):
        parser = u.parser(flow, spec)
        for p in parser.scan(t.scan, t.now, t.language):
            if str(p.value) < today and parser.validate(p.value, t.now) is None:
                return spec, p
    return None


def told_of_a_past_one(t: Turn, hits: list[TriggerHit], scanned: str) -> bool:
    """Every Chinese trigger the message says names one had before, no new one asked for
    (TRIGGER_TOLD_AS_A_PAST_ONE): "我上周在你们这寄养的狗回来拉肚子了" (the trigger a modifier,
    ``noun_marks`` after it and a noun), "上次那个月嫂做饭太咸了" (a pointing word of
    ``object_gap`` right before it), each in a clause that says who or when it was
    (``told_leads``: 上次, 上周, 我), in a message that asks for nothing and states no want
    (``want_openers``). It tells what happened with that one, which no booking's trigger
    asks for."""
    if not hits or mood(t.lex, t.raw, t.norm).request:
        return False
    if says_a_want(t.lex, t.norm):
        return False  # a want said beside the past one asks for a new one again
    leads, pointers = t.lex["told_leads"], t.lex["object_gap"]
    marks = grammar(t.lex, _PastOneWords).marks
    told = False
    for h in hits:
        said = scanned[h.start : h.end]
        if h.end <= h.start:
            continue  # a loose hit (words between its parts) stands nowhere: the others tell
        if not has_cjk(said):
            return False
        clause = run_before(scanned, h.start)
        if leads.search(clause) is None:
            return False
        after = scanned[h.end : h.end + _MARK_AND_NOUN]
        modifier = len(after) == _MARK_AND_NOUN and after[0] in marks and has_cjk(after[1])
        pointed = any(clause.endswith(p) for p in pointers.phrases)
        if not (modifier or pointed):
            return False
        told = True
    return told


#: a mark of a modifier and the first character of its noun ("的狗")
_MARK_AND_NOUN = 2


@lexicon_grammar
class _PastOneWords:
    """The marks that make what stands before them a modifier (``noun_marks``: 的)."""

    def __init__(self, w: ListWords) -> None:
        self.marks = frozenset(w.words("noun_marks", ("zh",)))
