"""Clauses that suppose, not ask: "if I cancel my loan later, do I lose the deposit?",
"如果我之后取消寄件，运费能退吗？".

A flow's trigger or a control word inside such a clause names what the user is asking
*about*, not what they want done now: the cancel flow does not start, the running task is
not cancelled. A clause is supposed when it opens (hesitations aside) with a word of the
lexicon list ``conditionals``; it runs to the clause's end (a comma, a full stop, a
question mark), or to the end of a message that has none.

A reader in the sense of ``rules.py``'s pipeline: it reads the message and returns what it
found (the words left outside supposed clauses), and knows nothing of the orchestrator.
"""

from __future__ import annotations

from collections.abc import Iterator

from .clauses import clause_spans
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
        if opened is None:
            yield clause
        elif ends.regex is not None:
            asked = ends.search(body[opened.end() :])
            if asked is not None and asked.start() > 0:  # "if i ..." before "do we"
                yield body[opened.end() + asked.start() :]


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
