"""Whether a no corrects: the one reading of a no (or a correction word) met between words.

A no said between values is one of three things, and every reader that meets one asks
here, so that a fix to one reading reaches them all:

- **a correction**: said on its own ("明天 哦不 后天", "5点 不 6点", "no the 17th", a
  Chinese no closing its clause, a space typed for a comma after it), it takes back what
  came before, and the value after it is the one meant;
- **a refusal**: right before a value ("not Paris", "不要海鲜"), it refuses that value
  (``refused.py`` reads the refusal; this module says when a no refuses nothing after it);
- **a word of a value**: the no, or the value read after it, lies inside a value said: a
  yes-or-no slot's word of going without ("no step-free access"), a listed value holding a
  no ("不辣", "没有合同"), a phone or an email holding digits ("07700 900789"). It neither
  corrects nor refuses.

The readers that meet a no are ``said_last`` (two values of one slot with a no between),
``refused`` (the values a message refuses), ``correction_filters`` (a change's values
negated) and ``corrections`` (the asked slot's answer after a correction word). Each used to
answer the question its own way (three readings in ``said_last`` alone), and a kind fixed in
one came back through another.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..spec import FORMED_TYPES, FlowSpec, SlotSpec, SlotType
from .answer_leads import answer_leads
from .clauses import CLAUSE_BREAK
from .lexicon import has_cjk, normalize

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .parsed import Parsed
    from .utterance import Turn


def said_on_its_own(t: Turn, a: int, b: int, start: int) -> bool:
    """The no at ``a``-``b`` stands on its own before the value at ``start``: a correction,
    which takes back what came before and refuses nothing after it (``_own_clause``,
    ``_closes_clause``, ``_no_before_a_determiner``)."""
    text = t.scan.lower()
    return (
        _own_clause(t, a, b, start)
        or _closes_clause(text, a, b)
        or _no_before_a_determiner(t, a, b, text)
    )


def no_of_a_value(
    u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, part: str, end: int
) -> bool:
    """The no opening ``part`` (ending at ``end`` of its normalized text) is a word of the
    value ``spec`` reads there, no correction: "no step-free access" (and "…, no step-free
    access needed") names a yes-or-no slot with its word of going without it, so the words
    after the no are no new value of that slot
    (NO_OF_A_LABEL_WITH_THE_REQUEST_READ_AS_A_CORRECTION_TO_A_YES: the label alone after it
    was read as a yes in its place). The no may be another yes-or-no slot's word too: "fence
    repair, about 6m, …, no dog. 3 mill lane" corrected the length to the 3 of the address
    after the dog's no (NO_OF_ANOTHER_SLOTS_LABEL_READ_AS_A_CORRECTION)."""
    norm = normalize(part)
    noes = [spec, *(s for s in flow.slots if s is not spec and s.type == SlotType.BOOLEAN)]
    return any(
        p.start < end for s in noes for p in u.parser(flow, s).mentions(norm, t.now, t.language)
    )


def value_of_a_value(
    u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, text: str, found: Parsed
) -> bool:
    """``found``, read for ``spec`` in ``text`` after a no, lies inside a value said, so the
    no corrects nothing to it:

    - inside a value of another slot of a form of its own (a phone number, an email): "订宴席
      20桌 没有 陈先生 13500003333" is no count of 13500003333 after the no, which answered
      something else (A_NONE_ANSWER_THEN_A_PHONE_READ_AS_A_CORRECTED_COUNT);
    - inside a longer value of ``spec`` said in the message (the author's word for a no, a
      listed value holding a no: "不辣"): "… 1个 没有合同" for a yes-or-no slot whose ``no``
      lists 没有合同 was a yes, the 没有 taken for a correction and 合同 for the value
      corrected to (NO_GLUED_INTO_A_WORD_OF_ITS_OWN_READ_AS_A_CORRECTION)."""
    raw = found.raw_text.strip()
    for other in flow.slots:
        if other is spec or other.type not in FORMED_TYPES:
            continue
        if raw and any(
            raw in p.raw_text for p in u.parser(flow, other).scan(text, t.now, t.language)
        ):
            return True
    at = t.scan.lower().rfind(found.raw_text.lower())
    if at < 0:
        return False
    start, end = at, at + len(found.raw_text)
    said = u.parser(flow, spec).mentions(t.scan, t.now, t.language)
    return any(p.start <= start and end <= p.end and p.end - p.start > end - start for p in said)


def covered_by_form(spec: SlotSpec, p: Parsed, best: Parsed) -> bool:
    """``p``, ``spec``'s reading after a correction word, takes in ``best`` and is of a form
    of its own (a phone, an email): "sorry its 07700 900789" holds the count "07700" as one
    of its groups, so the correction word corrects to the phone
    (ANSWER_COVERING_A_SHORTER_VALUE_AFTER_A_CORRECTION_WORD). A yes, a listed value or free
    text covering a number says nothing of it ("是3条")."""
    return spec.type in FORMED_TYPES and p.start <= best.start and best.end <= p.end


def _closes_clause(text: str, a: int, b: int) -> bool:
    """The Chinese negation at ``a``..``b`` ends a clause it does not open, a space typed
    for a comma after it: it asks or takes back what went before ("估价结果出来没有 上周三验
    的", "明天 哦不 后天"), and refuses nothing of the next clause."""
    return (
        a > 0
        and b < len(text)
        and text[b].isspace()
        and has_cjk(text[a - 1])
        and has_cjk(text[a:b])
    )


def _own_clause(t: Turn, a: int, b: int, start: int) -> bool:
    """The negation at ``a``-``b`` is a no said as a clause of its own, after a clause that
    says something, and a clause break stands between it and the value at ``start``
    ("明天 哦不 后天", "5点 不 6点"): the user takes back what came before and says what
    follows, so the value after it is meant, not refused. A no opening the message still
    refuses ("不要 香菜")."""
    brk = CLAUSE_BREAK.search(t.scan, b)  # (no endpos: a break looks at the next character)
    if brk is None or brk.start() >= start:
        return False
    before = [m.end() for m in CLAUSE_BREAK.finditer(t.scan) if m.end() <= a]
    opens = before[-1] if before else 0
    said = normalize(t.scan[opens:a])
    if said and not t.lex["hesitations"].fullmatch(said):
        return False  # "我不 …": the no belongs to its clause
    return bool(normalize(t.scan[:opens]).strip(" ,.;!?，。；！？"))


def _no_before_a_determiner(t: Turn, a: int, b: int, text: str) -> bool:
    """An answering no (the lexicon's ``no_before_control``: "no", "nah") opening the
    message, typed without its comma before a word a refused thing never follows it with
    (``no_answer_leads``: "the", "its": "no the 17th", "nah its the 19th"): a no of its
    own, and the value after it is meant, as in "no, the 17th"; "no cheese" still refuses."""
    if text[a:b].strip() not in t.lex["no_before_control"].phrases:
        return False
    if normalize(text[:a]) and not t.lex["hesitations"].fullmatch(normalize(text[:a])):
        return False
    nxt = text[b:].split(maxsplit=1)
    return bool(nxt) and nxt[0].strip(",.!") in answer_leads(t.lex)
