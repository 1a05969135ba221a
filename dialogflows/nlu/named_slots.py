"""A slot named to change: "地址改成望京西路5号", "the date is wrong", "能改地址吗".

The message names a filled slot (by its name or label, or by a word for its type when only
one slot has that type) with a correction word, a no, or a Chinese change verb right before
it. A new value after it replaces the old one; none asks the slot again. These are parts
of the correction reader (``corrections.py``) and of the answer to "What would you like to
change?" (``change_named.py``); no reader of the pipeline lives here.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..commands import ClearSlot, Command, Deny
from ..spec import FlowSpec, SlotSpec, SlotType
from ..state import Task
from .asides import is_question
from .boolean_values import boolean_said
from .fills import fill, same
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, PhraseSet
from .parsed import Parsed
from .replies import SOFT_ONLY

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


@lexicon_grammar
class NamedWords:
    """The words around a slot named to change it, per lexicon."""

    def __init__(self, w: ListWords) -> None:
        #: where a message splits into parts: "地址不对，是中关村大街2号", "not Paris, Rome"
        self.segments = re.compile(
            rf"[,，;；、]|\b(?:{w.en_alt('segment_words')})\b"
            rf"|(?<=[\u4e00-\u9fff])(?:{w.zh_alt('segment_copulas')})",
            re.IGNORECASE,
        )
        self.zh_asking_end = re.compile(rf"(?<=[\u4e00-\u9fff\w])[{w.zh_chars('asking_ends')}]+$")
        #: what may stand between a slot's name and the no after it: "the date is wrong"
        self.copulas = frozenset(w.words("wrong_copulas", ("en",)))
        #: what may open a message before a no and the slot it names: "that's the wrong date"
        self.openers = frozenset(w.words("wrong_openers", ("en",)))


def segments(t: Turn) -> re.Pattern[str]:
    """Where the message splits into parts, in its lexicon's words."""
    return grammar(t.lex, NamedWords).segments


def one_named(u: Knowledge, t: Turn, flow: FlowSpec, types: bool = False) -> tuple[str, int] | None:
    """The one slot of ``flow`` the message names by its name or label (or, with ``types``
    and no name said, by a word for its type: "the date"), and where that name first ends
    in ``t.norm``; None when it names none or several."""
    namer = u.slot_namer(flow, t.lex)
    found = [(m, n) for m in namer.names.finditer(t.norm) for n in namer.by_name[m.group(0)]]
    if not found and types:
        found = [(m, n) for m in namer.types.finditer(t.norm) for n in namer.by_type[m.group(0)]]
    names = {n for _, n in found}
    if len(names) != 1:
        return None
    name = next(iter(names))
    return name, min(m.end() for m, n in found if n == name)


def named_slot(u: Knowledge, t: Turn, flow: FlowSpec, task: Task) -> list[Command] | None:
    """ "地址改成望京西路5号", "份数改成4": a slot named by its name or label, then a
    correction word; what follows the word is the slot's new value (the "5号" of an
    address is no date, a bare "4" is the count). Named by a word for its type too ("地址"
    for a slot labelled 房屋地址, ``one_named``'s ``types``) when it names no slot itself."""
    named = one_named(u, t, flow, types=True)
    if named is None:
        return None
    name, at = named
    marker = t.lex["corrections"].search(t.norm[at:])
    if marker is None or t.norm[at : at + marker.start()].strip():
        return None
    if t.lex["negation"].prefix(marker.group(0)) is not None:  # "地址不是…" rejects a value
        return None
    # "能帮我把地址改成建国路99号吗": the question's particle is no part of the value
    rest = grammar(t.lex, NamedWords).zh_asking_end.sub("", t.norm[at + marker.end() :].strip())
    spec = flow.slot(name)
    assert spec is not None
    if rest and spec.type == SlotType.TEXT:
        rest = t.typed(rest) or rest  # "目的地改成首都机场T2": free text as typed, capitals kept
    got = u.parser(flow, spec).parse(rest, t.now, t.language) if rest else None
    if got is None:
        return None
    return [fill(name, got, task.value(name), t.now.date(), spec)]


def named_wrong(u: Knowledge, t: Turn, flow: FlowSpec, task: Task) -> list[Command] | None:
    """ "等等，份数不对", "地址错了": a filled slot named, then a no, and no new value: the
    value is dropped and asked for again. With a new value after the no ("地址不对，是中关村
    大街2号", "the address is wrong, it's 5 Main St") that value replaces it."""
    named = one_named(u, t, flow, types=True)
    if named is None:
        return _kind_wrong(u, t, flow, task)  # "the city is wrong": which of the two?
    if task.value(named[0]) is None:
        return None
    name, at = named
    after = t.norm[at:]
    no = t.lex["deny"].search(after)
    if no is None:
        return _wrong_before(u, t, name, at)  # "wrong date", "that's the wrong city"
    gap = after[: no.start()]
    # "地址写错了", "时间也不对": the little words that may stand between (``wrong_gap``)
    if (
        gap.strip(" " + "".join(t.lex["wrong_gap"].phrases))
        and not set(gap.split()) <= grammar(t.lex, NamedWords).copulas
    ):
        return None
    spec = flow.slot(name)
    assert spec is not None
    got = _said_after_no(u, t, flow, spec, after[no.end() :])
    if got is not None:
        return [fill(name, got, task.value(name), t.now.date(), spec)]
    return [ClearSlot(slot=name)]


def _kind_wrong(u: Knowledge, t: Turn, flow: FlowSpec, task: Task) -> list[Command] | None:
    """ "the city is wrong" with two cities filled: a no to the confirmation, whose "What
    would you like to change?" the user answers with the one they mean. Only the word, a
    copula and the no: "the city is wrong, Rome" gives a value, read elsewhere."""
    namer = u.slot_namer(flow, t.lex)
    found = [(m, n) for m in namer.types.finditer(t.norm) for n in namer.by_type[m.group(0)]]
    if len({n for _, n in found}) < 2 or any(task.value(n) is None for _, n in found):
        return None
    end = max(m.end() for m, _ in found)
    after = t.norm[end:]
    no = t.lex["deny"].search(after)
    if (
        no is None
        or after[no.end() :].strip()
        or not set(after[: no.start()].split()) <= grammar(t.lex, NamedWords).copulas
    ):
        return None
    return [Deny()]


def _wrong_before(u: Knowledge, t: Turn, name: str, at: int) -> list[Command] | None:
    """ "wrong date", "that's the wrong city": a no right before the slot's name, and
    nothing after it but filler: the value is dropped and asked for again."""
    words = t.norm[:at].split()
    if len(words) < 2:
        return None
    head = words[:-1]  # the name itself is the last word ("date")
    openers = grammar(t.lex, NamedWords).openers
    while head and head[0] in openers:
        head = head[1:]
    while head and head[-1] in openers:
        head = head[:-1]
    rest = t.norm[at:].strip()
    if not head or not t.lex["deny"].fullmatch(" ".join(head)):
        return None
    if rest and not u.replies[t.lex.language].only(rest, SOFT_ONLY):
        return None
    return [ClearSlot(slot=name)]


def named_to_change(u: Knowledge, t: Turn, flow: FlowSpec, task: Task) -> list[Command] | None:
    """ "can I change the date?", "能改一下送餐时间吗": a correction word, then a filled slot
    named, and no new value: the slot is asked again (its question takes the new value)."""
    namer = u.slot_namer(flow, t.lex)
    found: list[tuple[int, str]] = []
    for words, names in ((namer.names, namer.by_name), (namer.types, namer.by_type)):
        found = [(m.end(), n) for m in words.finditer(t.norm) for n in names[m.group(0)]]
        if found:  # "the departure city" names one slot, though "city" would name two
            break
    found = [(at, n) for at, n in found if task.value(n) is not None]
    if len({n for _, n in found}) != 1:
        return None
    at, name = min(found)
    marker = t.lex["corrections"].search(t.norm)
    if (marker is None or marker.end() > at) and not verb_names_slot(u, t, flow):
        return None
    rest = t.norm[at:].strip(" ?？.。!！")
    if (
        rest
        and not u.replies[t.lex.language].only(rest, SOFT_ONLY)
        and not _question_tail(t.lex, rest)
    ):
        return None
    spec = flow.slot(name)
    if (
        spec is not None
        and spec.type == SlotType.BOOLEAN
        and not is_question(t.raw, t.lex)  # "can i change the tables?" asks it again
        and boolean_said(t.scan, spec.label, spec.name, spec.prompt, t.lex)
    ):
        # YES_OR_NO_SAID_AGAIN_AT_THE_CONFIRMATION_CLEARED: "actually we do want linen" with
        # linen held wanted says its value, the one held; it asks nothing to be changed
        return None
    return [ClearSlot(slot=name)]


def verb_names_slot(u: Knowledge, t: Turn, flow: FlowSpec) -> bool:
    """ "能改地址吗", "换时间": a verb of change (the lexicon's ``change_verbs``) with a
    slot's name right after it; alone, such a verb is no correction word ("改天" is
    another day)."""
    verbs = t.lex["change_verbs"]
    if verbs.search(t.norm) is None:  # most messages hold none
        return False
    namer = u.slot_namer(flow, t.lex)
    return any(
        len(m.group(0)) > 1 and _ends_with(verbs, t.norm[: m.start()])
        for words in (namer.names, namer.types)
        for m in words.finditer(t.norm)
    )


def _ends_with(phrases: PhraseSet, text: str) -> bool:
    return any(text.endswith(p) for p in phrases.ending(text))


def _question_tail(lex: Lexicon, text: str) -> bool:
    """What is left after a slot's name in "能改一下送餐时间吗", "can I change the date
    please": a word the lexicon's ``question_tails`` lists."""
    return lex["question_tails"].fullmatch(text)


def _said_after_no(
    u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, rest: str
) -> Parsed | None:
    """The slot's new value in what follows "地址不对": its last part, without a
    correction word before it ("是", "应该是", "it's"); filler ("吧", "啊") and a question
    ("是哪个？") give none."""
    parts = [p.strip() for p in segments(t).split(rest) if p.strip(" .!?。！？，,")]
    if not parts:
        return None
    part = parts[-1].strip(" .!。！，,")
    for lead in ("corrections", "fillers_lead"):
        m = t.lex[lead].prefix(part)
        if m is not None and m.end() < len(part):
            part = part[m.end() :].strip(" ,，")
    replies = u.replies[t.lex.language]
    if not part or replies.only(part, SOFT_ONLY) or is_question(part, t.lex):
        return None
    part = t.typed(part) or part  # the user's own spelling, not the normalized one
    got = u.parser(flow, spec).parse(part, t.now, t.language)
    if got is None or same(got.value, t.task.value(spec.name) if t.task else None):
        return None
    return got
