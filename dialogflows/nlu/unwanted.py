"""Requests said not to be wanted: "I don't want to book a flight", "不用退款了".

A trigger phrase is the strongest evidence for a flow, and "I don't want to book a flight"
holds "book a flight": it started the booking, and "不用退款了" started a refund. A trigger
right after one of the lexicon's ``refusals`` ("don't", "no need to", "不想", "不用"), with
at most a few small words between ("don't really want to", "不想再"), asks for nothing.
While that flow runs, it is a cancel ("I don't want to book the flight anymore"); any other
time the trigger is dropped and the message is read without it.

A plain "no" is no refusal of what follows ("no, book a flight" asks for one), and a
negation with other words between ("I don't know, book a flight") negates something else.
"""

from __future__ import annotations

from ..commands import Cancel, Command
from .clauses import CLAUSE_END
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import normalize
from .mood import mood
from .trigger_hits import TriggerHit
from .utterance import Turn

#: what may stand between a refusal and the trigger it refuses (the lexicon's
#: ``refusal_gap``: "I don't really want to book", "不想再订餐", "不用帮我退款了"): at most
#: this many words, or in Chinese characters
_EN_GAP = 4
_ZH_GAP = 3


def refused(t: Turn, norm: str, hit: TriggerHit) -> bool:
    """The trigger ``hit`` (found in ``norm``) follows a refusal closely, or a refusal said
    after a trigger (the lexicon's ``refusals_after``: "保洁不用了") follows it."""
    if hit.end == 0:  # a trigger of words in any order has no place to look before
        return False
    # "下周的上门保洁不用了": refused after it, as Chinese may say it
    if t.lex["refusals_after"].prefix(norm[hit.end :].lstrip()) is not None:
        return True
    free = [w.span() for w in t.lex["negation_free_words"].finditer(norm)]
    for m in t.lex["refusals"].finditer(norm[: hit.end]):
        if m.start() >= hit.start:
            break
        if any(a <= m.start() and m.end() <= b for a, b in free):
            continue  # "两种分别多少钱": 别 of 分别 refuses nothing
        gap = norm[m.end() : hit.start]  # empty when they overlap: "不想" of "我不想退了"
        between = t.lex["refusal_gap"].exact
        if t.lex.language == "zh":  # written without spaces: a character is a word
            gap = gap.replace(" ", "")
            if len(gap) <= _ZH_GAP and all(ch in between for ch in gap):
                return True
        else:
            words = gap.split()
            if len(words) <= _EN_GAP and all(w in between for w in words):
                return True
    return False


def unwanted(
    t: Turn, norm: str, hits: list[TriggerHit]
) -> tuple[list[TriggerHit], list[TriggerHit]]:
    """``hits`` split into those asked for and those refused."""
    if not hits or t.lex["refusals"].search(norm) is None:
        return hits, []
    kept: list[TriggerHit] = []
    dropped: list[TriggerHit] = []
    for h in hits:
        (dropped if refused(t, norm, h) else kept).append(h)
    return kept, dropped


def drop_unwanted(
    t: Turn, norm: str, hits: list[TriggerHit]
) -> tuple[list[TriggerHit], list[Command] | None]:
    """The hits asked for, and what the message then says when every hit was refused: a
    cancel of the running flow when it is one of them, nothing (talk) with no flow running;
    else None, and the message is read on."""
    kept, dropped = unwanted(t, norm, hits)
    if not dropped or kept:
        return kept, None
    if t.flow is None:
        return kept, []
    if any(h.flow == t.flow.name for h in dropped):
        return kept, [Cancel()]
    return kept, None


@lexicon_grammar
def _bare(w: ListWords) -> frozenset[str]:
    """The negations that negate no verb (``bare_negations``: a plain "no")."""
    return frozenset(normalize(x) for x in w.words("bare_negations"))


@lexicon_grammar
def _complement_verbs(w: ListWords) -> frozenset[str]:
    """The verbs that take a potential complement (``complement_verbs``: "骑不动", "打不开"):
    a negation right after one, glued to what follows, says what cannot be done."""
    return frozenset(w.words("complement_verbs"))


def negated_verb(t: Turn, said: str = "") -> bool:
    """A negation other than a plain "no" ("don't", "not", "never"): weak evidence for a
    flow (a word of its name) in "I don't need the flight" is no request. With the words
    of that evidence (``said``), a negation in their clause or after it counts ("the wheel
    on sunday, not sure"). One in a clause before theirs counts only when it turns down a
    want (the lexicon's ``declined_wants`` right after it: "i dont want a library card
    anymore, close my account" asks for no fine payment by "account") and their own clause
    is no request (a polite ask or a request's mood: "i dont need a new one, can i get
    mine fixed?" asks); otherwise it says something else ("i've never played, can i get a
    lesson?", "noah wont be at school today, hospital appt")."""
    bare = grammar(t.lex, _bare)
    complements = grammar(t.lex, _complement_verbs)
    at = t.scan.lower().find(said) if said else -1
    for a, b in t.negations():
        if t.scan[a:b].lower() in bare:
            continue
        if a > max(at, 0) and t.scan[a - 1 : a] in complements and t.scan[b : b + 1].strip():
            continue  # "电瓶车骑不动了": it cannot be ridden, a fault told, nothing refused
        if at >= 0 and a > at and _later_clause(t, at, a) and _asked_politely(t, at):
            # NEGATION_ELSEWHERE_REFUSES_A_LOOSE_TRIGGER: "can u fit 4 tyres tomorrow? …,
            # not mobile": a clause asking politely is not taken back by a later one's
            # negation, where a want told ("that wheel i wanted to book…, not sure now") is
            continue
        if at < 0 or a > at:
            return True
        end = CLAUSE_END.search(t.scan, b)
        if end is None or end.start() > at:  # the same clause: "i dont need the hall"
            return True
        if _declines_a_want(t, b) and not _own_clause_asks(t, at):
            return True
    return False


def _declines_a_want(t: Turn, end: int) -> bool:
    """The negation ending at ``end`` (in ``t.scan``) turns down a want: one of the
    lexicon's ``declined_wants`` ("want", "need") is among the two words after it."""
    wants = grammar(t.lex, _wants)
    return any(w in wants for w in normalize(t.scan[end:]).split()[:2])


def _later_clause(t: Turn, at: int, a: int) -> bool:
    """A clause ends between ``at`` and ``a`` (places in ``t.scan``)."""
    end = CLAUSE_END.search(t.scan, at)
    return end is not None and end.end() <= a


def _clause_start(t: Turn, at: int) -> int:
    """Where the clause holding ``at`` (a place in ``t.scan``) starts."""
    start = 0
    for m in CLAUSE_END.finditer(t.scan, 0, at):
        start = m.end()
    return start


def _asked_politely(t: Turn, at: int) -> bool:
    """One of the lexicon's ``polite_asks`` ("can you", "could you") stands before ``at``
    (a place in ``t.scan``) in its clause."""
    start = _clause_start(t, at)
    return t.lex["polite_asks"].search(normalize(t.scan[start:at])) is not None


def _own_clause_asks(t: Turn, at: int) -> bool:
    """The clause holding ``at`` (a place in ``t.scan``) asks for something: one of the
    lexicon's ``polite_asks`` ("can i", "could you") before ``at``, or a request's mood."""
    if _asked_politely(t, at):
        return True
    end = CLAUSE_END.search(t.scan, at)
    clause = t.scan[_clause_start(t, at) : end.start() if end is not None else len(t.scan)]
    return mood(t.lex, clause, normalize(clause)).request


def declined_wants(t: Turn) -> frozenset[str]:
    """The words of wanting a negation turns down (``declined_wants``), built once."""
    return grammar(t.lex, _wants)


@lexicon_grammar
def _wants(w: ListWords) -> frozenset[str]:
    """The words of wanting a negation turns down (``declined_wants``)."""
    return frozenset(normalize(x) for x in w.words("declined_wants"))
