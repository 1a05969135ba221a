"""Two values of one slot said with a no or a correction word between them: the last.

"the 12th, no wait, the 13th", "Friday, I mean Saturday", "要5桶 不对 4桶": the user
corrects themself inside one message, so the value after the last such word is the one
meant. Read for the answer to a question (``answer_asked.py``) and for the values said with a
request (``prefill.py``).
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec, SlotType
from .clauses import ZH_SPACE
from .lexicon import has_cjk, normalize
from .named_slots import segments
from .parsed import Parsed, value_key
from .refused import negated_at
from .replies import PUNCTUATION
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: slot types whose values have a form of their own, no number of another slot inside them
_OWN_FORM = frozenset({SlotType.PHONE, SlotType.EMAIL})

#: words said with a correction marker that carry no value ("no wait", "oh no sorry")
_ON_THE_SPOT = ("corrections", "deny", "waits", "hesitations", "answer_fillers")


def said_last(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec) -> Parsed | None:
    """The one value of ``spec`` said after the last no or correction word of the message
    that has one after it, when a part before that word says something (None when the word
    opens the message)."""
    # (a space typed before Chinese text parts clauses as a comma does: "要5桶 不对 4桶")
    parts = [
        r for p in segments(t).split(t.scan) for q in ZH_SPACE.split(p) for r in _at_markers(t, q)
    ]
    marked = [i for i, part in enumerate(parts) if part and _marker(t, part) is not None]
    # the last marker after which the slot has a value ("法式 不对 纯色 … 不要卸甲": the
    # 不对, not the 不要 of another slot's no)
    parser = u.parser(flow, spec)
    values: dict[object, Parsed] = {}
    for i in reversed(marked):
        if i == 0:
            return None
        if any(_own_word(u, t, flow, s, parts[i]) for s in _noes_of(flow, spec)):
            # "…, no step-free access needed": the slot's own no, no correction; "…, no
            # dog. 3 mill lane" another yes-or-no slot's, no length corrected to 3
            continue
        text = _corrected_part(t, parts, i)
        # typed values ("4桶", "周六"), and listed ones by their words ("纯色")
        found = [*parser.scan(text, t.now, t.language), *parser.mentions(text, t.now, t.language)]
        values = {value_key(p.value): p for p in found}
        if values:
            break
    if len(values) != 1:
        return None
    last = next(iter(values.values()))
    if _of_another_form(u, t, flow, spec, text, last):
        return None
    # "5桶，不是4桶", "friday, not saturday": the value after the word is the one refused
    at = t.scan.lower().rfind(last.raw_text.lower())
    if at >= 0 and negated_at(t, at, at + len(last.raw_text)):
        return None
    if at >= 0 and _inside_a_longer_value(u, t, flow, spec, at, at + len(last.raw_text)):
        return None
    return last


def _of_another_form(
    u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, text: str, found: Parsed
) -> bool:
    """``found`` (read for ``spec`` in ``text``) lies inside a value of another slot of a
    form of its own (a phone number, an email): "订宴席 20桌 没有 陈先生 13500003333" is no
    count of 13500003333 after the no, which answered something else
    (A_NONE_ANSWER_THEN_A_PHONE_READ_AS_A_CORRECTED_COUNT)."""
    for other in flow.slots:
        if other is spec or other.type not in _OWN_FORM:
            continue
        for p in u.parser(flow, other).scan(text, t.now, t.language):
            if found.raw_text.strip() and found.raw_text.strip() in p.raw_text:
                return True
    return False


def _noes_of(flow: FlowSpec, spec: SlotSpec) -> list[SlotSpec]:
    """The slots a no may be the word of, ``spec`` first: ``spec`` and the flow's yes-or-no
    slots (NO_OF_ANOTHER_SLOTS_LABEL_READ_AS_A_CORRECTION: "fence repair, about 6m, …, no
    dog. 3 mill lane" corrected the length to the 3 of the address after the dog's no)."""
    return [spec, *(s for s in flow.slots if s is not spec and s.type == SlotType.BOOLEAN)]


def _own_word(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, part: str) -> bool:
    """Whether the no opening ``part`` is a word of the value ``spec`` reads there, not a
    correction: "no step-free access" (and "…, no step-free access needed") names a
    yes-or-no slot with its word of going without it, so the words after the no are no
    new value of that slot (NO_OF_A_LABEL_WITH_THE_REQUEST_READ_AS_A_CORRECTION_TO_A_YES:
    the label alone after it was read as a yes in its place)."""
    end = _marker(t, part)
    if end is None:
        return False
    norm = normalize(part)
    return any(p.start < end for p in u.parser(flow, spec).mentions(norm, t.now, t.language))


def _inside_a_longer_value(
    u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, start: int, end: int
) -> bool:
    """NO_GLUED_INTO_A_WORD_OF_ITS_OWN_READ_AS_A_CORRECTION: "… 1个 没有合同" for a yes-or-no
    slot whose ``no`` lists 没有合同 was a yes: the 没有 was taken for a correction and the
    word after it, 合同 (a word of the slot's question), for the value corrected to. The
    words ``start``-``end`` lying inside a longer value of the slot said in the message
    (the author's word for a no, a listed value holding a no: "不辣") are part of that
    value, no value of their own."""
    found = u.parser(flow, spec).mentions(t.scan, t.now, t.language)
    return any(p.start <= start and end <= p.end and p.end - p.start > end - start for p in found)


def _at_markers(t: Turn, part: str) -> list[str]:
    """``part`` (normalized) cut before each correction said on the spot inside it (the
    lexicon's ``inline_corrections``: "sorry", "i mean", "不对"), as a comma would cut it:
    people type "3 rooms sorry 4" or "要5桶改成4桶" without one. The verbs of
    ``corrections`` ("switch", "change") do not cut: inside a clause they are mostly what
    is said ("the switch and the ps5"). A no cuts only where a correction goes on after it
    (``_corrects_on``): most noes inside a clause belong to what is said ("no pets")."""
    norm = normalize(part)
    cuts = [m.start() for m in t.lex["inline_corrections"].finditer(norm) if m.start() > 0]
    cuts += [
        m.start()
        for m in t.lex["deny"].finditer(norm)
        if m.start() > 0 and _corrects_on(t, norm[m.end() :])
    ]
    if not cuts:
        return [part]
    bounds = [0, *sorted(set(cuts)), len(norm)]
    return [norm[a:b].strip() for a, b in pairwise(bounds) if norm[a:b].strip()]


def _corrects_on(t: Turn, after: str) -> bool:
    """Whether the words after a no go on correcting: a wait, a hesitation or a correction
    word, or a number ("no wait 4", "no sorry 4", "不 4个")."""
    rest = after.lstrip(PUNCTUATION)
    if rest[:1].isdigit():
        return True
    return any(t.lex[c].prefix(rest) is not None for c in ("waits", "hesitations", "corrections"))


def _corrected_part(t: Turn, parts: list[str], i: int) -> str:
    """Where the value a marker corrects to is said: the rest of the marker's own part, or
    the next part when the marker stands alone in its own ("the 12th, no wait, the 13th").
    A no with a word of its own ("5 windows, no conservatory, at 41 queens road") refuses
    that word: a value in a later part (the 41 of the address) corrects nothing. A Chinese
    no glued to its word ("不要班车 13912345678") refuses that word alone: the number
    after the space is another part, the phone, no count corrected
    (NUMBER_AFTER_A_NO_WITH_A_WORD_OF_ITS_OWN_READ_AS_A_CORRECTION)."""
    norm = normalize(parts[i])
    end = _marker(t, parts[i])
    rest = norm[end:] if end is not None else norm
    left = rest
    for category in _ON_THE_SPOT:
        words = t.lex[category]
        if words.regex is not None:
            left = re.sub(r"\s+", " ", words.regex.sub(" ", left)).strip()
    if left.strip(PUNCTUATION):
        word = rest.split(maxsplit=1)[0] if rest.strip() else rest
        glued = bool(rest) and not rest[0].isspace()
        return word if glued and word != rest.strip() and has_cjk(word) else rest
    return normalize(" ".join(p for p in parts[i + 1 : i + 2] if p))


def _marker(t: Turn, part: str) -> int | None:
    """Where the no or correction word opening ``part`` ends in its normalized text, None
    when it opens with neither. A hesitation may stand before the word ("明天 哦不 后天",
    "5个人 哦不对是7个", "the 14th, oh no sorry, the 15th"): the user stumbles, then
    corrects."""
    norm = normalize(part)
    lead = t.lex["hesitations"].prefix(norm)
    at = 0
    if lead is not None and lead.end() < len(norm):
        at = lead.end() + (len(norm[lead.end() :]) - len(norm[lead.end() :].lstrip()))
    # a no or a correction word first, at either start ("哦不对是7个": 不对 after the
    # hesitation, not the 哦不 opening it); then a correction said on the spot, which
    # ``_at_markers`` cut before ("其实塑胶的也可以")
    for categories in (("deny", "corrections"), ("inline_corrections",)):
        for start in dict.fromkeys((0, at)):
            rest = norm[start:]
            for category in categories:
                m = t.lex[category].prefix(rest)
                if m is not None:
                    return start + m.end()
    return None


def taken_back(u: Knowledge, t: Turn, spec: SlotSpec, got: Parsed) -> Parsed | None:
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
