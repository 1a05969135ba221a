"""A request said as a question: "can you deliver a laptop to room 14?", "could you renew
my loan", "能不能帮我寄个快递". A question for information books nothing ("how long is a
flight to Tokyo?"); a polite ask right before a flow's trigger asks for that flow, and
right before a value a slot lists asks for that value ("can you deliver it?" to a flow
whose hand-over lists delivery; ``volunteered.py``).

The polite asks are the lexicon list ``polite_asks``; the trigger must follow one within
``GAP`` words (Chinese: ``GAP_CHARS`` characters), so "can you tell me whether the loan
can be renewed" stays a question. A neutral module: it reads the message and the spans it
is given, and knows nothing of the orchestrator or of any reader.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from .clauses import run_before
from .edge_words import without_edges
from .grammar_words import LANGUAGES, ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, has_cjk
from .mood import Mood
from .phrases import PhraseSet

#: how many words may stand between a polite ask and the trigger: "can you please deliver"
GAP = 2
GAP_CHARS = 3


class _Spanned(Protocol):
    @property
    def start(self) -> int: ...
    @property
    def end(self) -> int: ...


def asked_politely(lex: Lexicon, norm: str, hits: Sequence[_Spanned]) -> bool:
    """One of ``hits`` (a trigger's or a listed value's span in ``norm``) follows a
    polite ask closely: "can you deliver a laptop", "could you do vanilla"; or follows a
    polite ask of a purpose said for someone (``_asked_for_someone``)."""
    return _follows(lex["polite_asks"], norm, hits, GAP, GAP_CHARS) or _asked_for_someone(
        lex, norm, hits
    )


def _asked_for_someone(lex: Lexicon, norm: str, hits: Sequence[_Spanned]) -> bool:
    """POSSIBILITY_ASKED_FOR_SOMEONE_ELSE: a polite ask that ends in a purpose mark ("is it
    possible to", "would it be possible to"; ``polite_asks`` ending in one of the
    ``purpose_marks``) said with whom it is for put before its mark (``asked_for_leads``:
    "is it possible for my two boys to meet santa", "would it be possible for us to book
    the sauna"), the trigger right after the mark, asks for the flow as the ask alone does;
    it was read as a question for information and nothing started."""
    rx = grammar(lex, _for_someone)
    if rx is None or not hits:
        return False
    for m in rx.finditer(norm):
        for h in hits:
            if h.start >= m.end() and len(norm[m.end() : h.start].split()) <= GAP:
                return True
    return False


#: how many words may say whom a polite ask is for ("my two little boys")
_FOR_WHOM = 5


@lexicon_grammar
def _for_someone(w: ListWords) -> re.Pattern[str] | None:
    """The polite asks that end in a purpose mark, with a lead of whom it is for and up to
    ``_FOR_WHOM`` words put before that mark, as one regex (English only)."""
    marks = tuple(w.words("purpose_marks", ("en",)))
    leads = w.words("asked_for_leads", ("en",))
    heads = sorted(
        {
            a[: -len(mark)].strip()
            for a in w.words("polite_asks", ("en",))
            for mark in marks
            if a.endswith(" " + mark)
        },
        key=len,
        reverse=True,
    )
    if not heads or not leads:
        return None
    alt = "|".join(map(re.escape, heads))
    lead = "|".join(map(re.escape, leads))
    mark = "|".join(map(re.escape, marks))
    return re.compile(rf"\b(?:{alt})\s+(?:{lead})\s+(?:\S+\s+){{1,{_FOR_WHOM}}}?(?:{mark})\b")


def asked_of_the_business(lex: Lexicon, norm: str, hits: Sequence[_Spanned]) -> bool:
    """A yes-or-no question whether the business does what a trigger says, the trigger
    right after the words that ask it of them (``service_asks``: "do you", "你们", at most
    one word between, "你们也收", "do you still fit"): "你们回收空调吗", "do you fit
    laminate?". Asking whether they do it is asking for it, as a polite ask is. A yes-or-no
    question about it that says more with no question word ("你们上门回收要收费吗") reads
    so too: by words alone the rules cannot tell it from the request; a question word
    beside it keeps it a question (the caller, ``asked_flow._asked_to_do``)."""
    return _follows(lex["service_asks"], norm, hits, 1, 1)


def trigger_asked_alone(lex: Lexicon, norm: str, hit: _Spanned) -> str | None:
    """Chinese drops the one asked ("回收旧家电吗", "上门回收吗", "回收电视吗"): a Chinese trigger
    opening the message, which ends on a mark of a yes-or-no question (``polar_ends``),
    asks it of the business as "你们…吗" does. What stands between the trigger and the mark,
    normalized (empty for the trigger alone), for the caller to weigh; None when the
    message is no such question."""
    if not has_cjk(norm[hit.start : hit.end]) or not _opens_last_clause(lex, norm, hit.start):
        return None
    text = norm.rstrip()
    end = next((p for p in lex["polar_ends"].phrases if text.endswith(p)), None)
    if end is None:
        return None
    return text[hit.end : len(text) - len(end)].strip()


def _opens_last_clause(lex: Lexicon, norm: str, at: int) -> bool:
    """``at`` opens the message or its last clause ("孩子九岁 对编程感兴趣 有体验课吗"), a word
    asking whether there is one (``there_is_leads``: "有体验课吗") before it at most
    (THERE_IS_QUESTION_OF_A_TRIGGER_NOT_A_REQUEST)."""
    before = norm[:at]
    for lead in grammar(lex, _there_is)[lex.language]:
        if before.endswith(lead):
            before = before[: -len(lead)]
            break
    # ``norm`` is normalized: a clause's mark is a space there
    return not before.strip() or before[-1:].isspace()


@lexicon_grammar
def _there_is(w: ListWords) -> dict[str, tuple[str, ...]]:
    """Per language, the words asking whether there is one (``there_is_leads``)."""
    return {lang: tuple(w.words("there_is_leads", (lang,))) for lang in LANGUAGES}


def asked_how(lex: Lexicon, norm: str, hits: Sequence[_Spanned]) -> bool:
    """Asking how to get a trigger's thing done: the trigger right after a how-to ask
    (``how_to_asks``: "how do i", "怎么", "如何": "怎么报名", "how do i book a trial"), or,
    in Chinese, the thing then the ask and a booking verb closing the clause ("试听课怎么约",
    ``booking_verbs``). Asking how to do it is wanting it done; "试听课怎么收费" asks about
    the price (收费 is no booking verb) and stays a question."""
    how = lex["how_to_asks"]
    if _follows(how, norm, hits, 0, 0):
        return True
    verbs = lex["booking_verbs"]
    if verbs.regex is None:
        return False
    for h in hits:
        rest = norm[h.end :].lstrip()
        m = how.prefix(rest)
        if m is None or not m.end():
            continue
        v = verbs.prefix(rest[m.end() :].lstrip())
        if v is not None and v.end():
            tail = rest[m.end() :].lstrip()[v.end() :]
            if _closes(lex, tail):
                return True
    return False


def told_done(lex: Lexicon, norm: str, hit: _Spanned) -> bool:
    """A trigger told as done already, right after a past verb of booking (the lexicon's
    ``told_bookings``: "i booked", "we've ordered", "约了", "订过"), in Chinese with the one who
    did it or when said before it in the clause (``told_leads``: 我, 上周), the run before
    the trigger cut as ``clauses.run_before`` cuts it. A visit or an order told as made
    already, with what went wrong with it, asks for no new one."""
    told = lex["told_bookings"]
    if not _follows(told, norm, [hit], GAP, GAP_CHARS):
        return False
    if not has_cjk(norm[hit.start : hit.end]):
        return True
    leads = lex["told_leads"]
    clause = run_before(norm, hit.start)
    return leads.regex is None or leads.search(clause) is not None


def _closes(lex: Lexicon, tail: str) -> bool:
    """Nothing but particles (``particles``, ``question_particles``) and marks after the
    verb: the clause ends there."""
    tail = _MARKS.sub("", tail)
    ends = lex["particles"], lex["question_particles"]
    while tail:
        m = next((m for e in ends if (m := e.prefix(tail)) is not None and m.end()), None)
        if m is None:
            return False
        tail = tail[m.end() :].lstrip()
    return True


#: the marks and spaces a clause may end with
_MARKS = re.compile(r"[\s\W_]+", re.UNICODE)


def _follows(asks: PhraseSet, norm: str, hits: Sequence[_Spanned], gap: int, chars: int) -> bool:
    """One of ``hits`` follows one of ``asks`` with at most ``gap`` words (Chinese:
    ``chars`` characters) between."""
    if asks.regex is None or not hits:
        return False
    for m in asks.finditer(norm):
        for h in hits:
            if h.end <= h.start or h.start < m.end():
                continue
            between = norm[m.end() : h.start]
            if has_cjk(between) or has_cjk(norm[h.start : h.end]):
                if len(between.replace(" ", "")) <= chars:
                    return True
            elif len(between.split()) <= gap:
                return True
    return False


#: the words that may open a question before what it asks ("hiya", "ok", "hmm")
_GREETED = ("greeting", "hesitations", "affirm", "answer_fillers")


def stock_asked(lex: Lexicon, text: str) -> bool:
    """``text`` opens, after a greeting or a hesitation at most, by asking whether the
    business has one (the lexicon's ``stock_asks``: "hiya do you have anything free for 3
    nights", "have u got a pod for 2 nights"): what it counts or names is wanted."""
    return lex["stock_asks"].prefix(without_edges(text, lex, _GREETED, lead=True)) is not None


def stock_asked_plainly(lex: Lexicon, text: str, said: Mood) -> bool:
    """A yes-or-no question opened by a stock ask (``stock_asked``: "have you got anything
    for 2 nights?"), ``said`` being the message's mood: what it counts or names is wanted.
    A question word in it ("do you have anything, how much is it for 2 nights?") keeps it a
    question for information. One test for the two that weigh it: the request by values
    (``asked_flow``) and the counts a message points with (``owners``)."""
    return not said.wh and stock_asked(lex, text)
