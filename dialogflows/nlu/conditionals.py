"""Clauses that suppose, not ask: "if I cancel my loan later, do I lose the deposit?",
"如果我之后取消寄件，运费能退吗？".

A flow's trigger or a control word inside such a clause names what the user is asking
*about*, not what they want done now: the cancel flow does not start, the running task is
not cancelled. A clause is supposed when it opens (hesitations aside) with a word of the
lexicon list ``conditionals``; it runs to the clause's end (a comma, a full stop, a
question mark, or in Chinese a space typed between characters after words of its own, as a
comma: "要是临时去不了 取消要扣钱吗"), or to the end of a message that has none. Chinese may
close a supposition instead of opening it ("退课的话学费怎么退": ``supposing_closers``): the clause is supposed up
to that word, and what it goes on to with no mark between is read as usual.

A reader in the sense of ``rules.py``'s pipeline: it reads the message and returns what it
found (the words left outside supposed clauses), and knows nothing of the orchestrator.
"""

from __future__ import annotations

from collections.abc import Iterator

from .clauses import ZH_BETWEEN, clause_spans
from .lexicon import Lexicon, normalize


def actual_text(lex: Lexicon, raw: str) -> str:
    """``raw`` normalized, without its supposed clauses; ``normalize(raw)`` when it has
    none (the common case costs one prefix match per clause)."""
    key = (id(lex), raw)
    if _last[0] == key:  # one turn asks about the same message several times
        return str(_last[1])
    found = _actual(lex, raw)
    _last[:] = [key, found]
    return found


_last: list[object] = [None, ""]


def _actual(lex: Lexicon, raw: str) -> str:
    if lex["conditionals"].regex is None:
        return normalize(raw)
    return " ".join(c for c in _unsupposed_clauses(lex, raw) if c)


def _unsupposed_clauses(lex: Lexicon, raw: str) -> Iterator[str]:
    """The clauses of ``raw``, normalized, that do not open (hesitations aside) with a word
    of the lexicon's ``conditionals``, and of one that does, the question it goes on to
    with no mark between: from a word of ``supposing_ends`` after the supposition's own
    words ("if we extend **do we pay** the same nightly rate")."""
    words, soft, ends = lex["conditionals"], lex["hesitations"], lex["supposing_ends"]
    for start, end in clause_spans(raw):
        clause = normalize(raw[start:end])
        lead = soft.prefix(clause)
        body = clause[lead.end() :].lstrip() if lead is not None else clause
        opened = words.prefix(body)
        closed = _closed(lex, body)
        if closed is not None:  # "退课的话学费怎么退", "如果取消的话定金能退吗"
            if closed:
                yield closed
        elif opened is None:
            yield clause
        elif (paused := _after_pause(body, opened.end())) is not None:
            yield paused  # "要是临时去不了 取消要扣钱吗": the question after the pause
        elif ends.regex is not None:
            asked = ends.search(body[opened.end() :])
            if asked is not None and asked.start() > 0:  # "if i ..." before "do we"
                yield body[opened.end() + asked.start() :]


def _after_pause(body: str, start: int) -> str | None:
    """SUPPOSITION_CLOSED_BY_A_TYPED_SPACE: what a Chinese clause opened by a supposition
    goes on to after a space typed between two characters (``ZH_BETWEEN``), the comma of
    Chinese typing, once the supposition has words of its own ("要是临时去不了 **取消要扣钱
    吗**"): a clause of its own, read as usual, as it is after a comma; None when no such
    space follows those words ("如果 我之后取消" supposes to its end)."""
    for m in ZH_BETWEEN.finditer(body, start):
        if body[start : m.start()].strip():
            return body[m.end() :]
    return None


def _closed(lex: Lexicon, body: str) -> str | None:
    """What a clause goes on to after the word closing its supposition (zh "…的话":
    "退课的话**学费怎么退**"; the lexicon's ``supposing_closers``), said after words of its
    own: the question or request, empty when the clause ends there; None when no such
    word closes a supposition in it."""
    closers = lex["supposing_closers"]
    if closers.regex is None:
        return None
    for m in closers.finditer(body):
        if m.start() > 0:
            return body[m.end() :].lstrip()
    return None


def may_suppose(lex: Lexicon, norm: str) -> bool:
    """``norm`` holds a word that opens a supposition (``conditionals``) or closes one
    (``supposing_closers``): the cheap test before parting it into clauses."""
    if lex["conditionals"].search(norm) is not None:
        return True
    return lex["supposing_closers"].search(norm) is not None


def unsupposed(lex: Lexicon, raw: str) -> str:
    """``raw`` normalized without what it supposes: its supposed clauses (``actual_text``)
    and, inside another clause, what runs from a condition word to the clause's end ("is
    there a fee if we cancel", "do i lose the deposit if i cancel now"): what is done on a
    condition there is asked about, it is not done now. A condition word opening such a
    tail is matched as the lexicon's phrases are (whole words in English)."""
    words = lex["conditionals"]
    if words.regex is None:
        return normalize(raw)
    kept: list[str] = []
    for clause in _unsupposed_clauses(lex, raw):  # supposed clauses: ``actual_text``
        for m in words.finditer(clause):
            if m.start() > 0:  # a supposed tail: the rest of the clause
                clause = clause[: m.start()].rstrip()
                break
        kept.append(clause)
    return " ".join(c for c in kept if c)


def supposed(lex: Lexicon, raw: str, phrase: str) -> bool:
    """``phrase`` (normalized) is said in the message only inside supposed clauses."""
    norm = normalize(raw)
    actual = actual_text(lex, raw)
    return actual != norm and phrase not in actual
