"""What is left of a message, for the one slot of a flow that takes it (``takes_rest``).

"我要退款，菜是凉的": the refund starts, and "菜是凉的" is its reason, where it was dropped
(only "因为…" or "原因是…" was read, and an optional slot is never asked). "DD-1234，菜送错了"
gives the order and the reason; "菜是凉的" said when the refund is confirmed is the reason
too, where it was "not understood".

The rest is the clauses of the message that nothing else reads: not a question, not made
of yes / no / cancel / wait / polite words, no trigger of a flow, no name of another slot,
and more than a word or two once the values of other slots and filler words are taken out
(and, in English, the words of the label of a yes-or-no slot the message answers: "yep all
up to date" to "Are their vaccinations up to date?" says the yes back, no feeding notes).
Only a slot with no value yet takes it, so a later remark never overwrites the reason; a
change of it names it ("原因改成…") or uses its patterns. Whether one clause says something
of its own is ``remarks.py``'s; this module finds the clauses to ask it of and the slot.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..commands import Affirm, Command, CorrectSlot, SetSlot, StartTask
from ..spec import FlowSpec, SlotSpec, SlotType
from .clauses import ZH_SPACE, clause_spans
from .complaint_words import ComplaintWords
from .grammar_words import LANGUAGES, ListWords, grammar, lexicon_grammar
from .inflections import VerbWords
from .lexicon import Lexicon, has_cjk, normalize
from .listed_rest import none_by_label, one_part
from .mood import mood
from .remarks import is_remark, same_thing
from .value_words import Words

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def with_rest(u: Knowledge, t: Turn, out: list[Command]) -> list[Command]:
    """``out`` with the rest of the message given to the slot that takes it, if any.

    Runs on every message of a domain with such a slot: the flows without one leave at the
    first lookup."""
    start = None
    for c in out:
        if isinstance(c, StartTask):
            start = c
            break
    task = t.task
    if start is not None and task is not None and start.flow != task.flow:
        # "菜一直没送到" at the refund's confirmation: its reason, not a switch to tracking
        said = _complaint(u, t, task.flow, start.flow)
        if said is not None:
            return said
    name = start.flow if start is not None else task.flow if task is not None else None
    spec = u.rest_slots.get(name) if name is not None else None
    listed = spec is None and start is not None and name is not None
    if listed and name is not None:  # "…, domestic, bobbin jams, friday, …" (``listed_rest``)
        spec = u.list_rest_slots.get(name)
    flow = u.domain.flows.get(name) if spec is not None and name is not None else None
    if spec is None or flow is None:
        return out
    if start is not None and start.flow in u.triggers.example_of(t.norm):
        return out  # one of the flow's examples, word for word: the request itself
    if start is not None:
        held = set(start.slots)
    elif task is not None and all(isinstance(c, _VALUES) for c in out):
        held = {n for n, s in task.slots.items() if s.value is not None}
    else:  # a question, a cancel, a clarification: no remark to keep
        return out
    if spec.name in held or any(isinstance(c, _SETS) and c.slot == spec.name for c in out):
        return out
    if start is None and out and all(_refused(u, t, flow, c) for c in out):
        # "你们送得太慢了" asked for the order number: no number (it would be refused for
        # its format) but a remark; the number is asked for again
        rest = _rest(u, t, flow, spec, [])
        return out if rest is None else [SetSlot(slot=spec.name, value=rest, raw_text=rest)]
    rest = _rest(u, t, flow, spec, out)
    if listed and rest is None:  # "…西餐 不用买菜 没有忌口 …": none, said by its label
        rest = none_by_label(t, spec)
    elif rest is None or (listed and not one_part(t, flow, rest, held, _typed(u, t, flow))):
        return out
    if rest is None:
        return out
    if start is not None:
        start.slots[spec.name] = rest
        # "a complaint, … and the hem is crooked": the hem told in the remark is what
        # happened, no alteration queued after the complaint
        told = {h.flow for h in u.triggers.exact(normalize(rest))}
        start.then[:] = [
            q
            for q in start.then
            if q.flow not in told or not same_thing(flow, u.domain.flows[q.flow])
        ]
        return out
    return [SetSlot(slot=spec.name, value=rest, raw_text=rest), *out]


def _typed(u: Knowledge, t: Turn, flow: FlowSpec) -> Callable[[str], bool]:
    """Whether a text holds a value of a slot of ``flow`` with a form of its own (a day, a
    count, a listed value, a phone): free text reads anything, so it is no such slot."""

    free = u.any_text_slots(flow)

    def holds(text: str) -> bool:
        return any(
            u.parser(flow, s).scan(text, t.now, t.language)
            for s in flow.slots
            if s.name not in free
        )

    return holds


def _complaint(u: Knowledge, t: Turn, running: str, other: str) -> list[Command] | None:
    """The remark for the running flow's rest slot, when the message only seems to ask for
    ``other``: a statement (no question, no request word) whose trigger belongs to a flow
    about the same kind of thing ("菜一直没送到" holds order tracking's "没送到"; to a refund of
    that order it is the reason). None when it is no such remark."""
    spec = u.rest_slots.get(running)
    flow, wanted = u.domain.flows.get(running), u.domain.flows.get(other)
    task = t.task
    if spec is None or flow is None or wanted is None or task is None:
        return None
    if task.value(spec.name) is not None or not same_thing(flow, wanted):
        return None
    said_as = mood(t.lex, t.raw, t.norm)
    if said_as.question or said_as.request:
        return None
    rest = _rest(u, t, flow, spec, [])
    return None if rest is None else [SetSlot(slot=spec.name, value=rest, raw_text=rest)]


_SETS = (SetSlot, CorrectSlot)
_VALUES = (SetSlot, CorrectSlot, Affirm)


def _refused(u: Knowledge, t: Turn, flow: FlowSpec, c: Command) -> bool:
    """``c`` sets a free-text slot to a value its ``pattern`` refuses."""
    if not isinstance(c, SetSlot) or not isinstance(c.value, str):
        return False
    spec = flow.slot(c.slot)
    if spec is None or spec.pattern is None or spec.takes_rest:
        return False
    return u.parser(flow, spec).validate(c.value, t.now) is not None


def _rest(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, out: list[Command]) -> str | None:
    """The first run of clauses nothing else reads, as typed; None when there is none."""
    said = [str(c.raw_text) for c in out if isinstance(c, SetSlot | CorrectSlot) and c.raw_text]
    given = {c.slot for c in out if isinstance(c, SetSlot | CorrectSlot)}
    # the values said of a day: only after one is a part of the day its own ("昨天下午"); after
    # a phone "13812345678 下午两点以后送" it opens the remark
    # (DAY_PART_TAKEN_OUT_OF_THE_NOTE_WITH_NO_SLOT_TO_TAKE_IT)
    days = {
        str(c.raw_text)
        for c in out
        if isinstance(c, SetSlot | CorrectSlot)
        and c.raw_text
        and (d := flow.slot(c.slot)) is not None
        and d.type == SlotType.DATE
    }
    for c in out:
        if isinstance(c, StartTask):
            said += [str(v) for v in c.slots.values() if v is not None]
            given |= {k for k, v in c.slots.items() if v is not None}
            days |= {
                str(v)
                for k, v in c.slots.items()
                if v is not None and (d := flow.slot(k)) is not None and d.type == SlotType.DATE
            }
    # a value said across a comma ("14 elm street, apt 3") is blanked whole, so no clause
    # of it is left over for the remark
    text = t.raw
    w = Words.of(t.lex)
    parts = tuple(w.zh.words("day_part_answers") + w.en.words("day_part_answers"))
    blanked: list[tuple[int, int]] = []
    for value in sorted(said, key=len, reverse=True):
        # a Latin value as whole words: "hem" leaves "hemmed" whole, no "med" of a remark
        found = _whole(value).search(text.lower()) if len(value) > 1 else None
        at = found.start() if found is not None else -1
        if at >= 0:
            end = at + len(value)
            # "昨天下午" where no slot takes the hour: the part of that day, no remark
            after = text[end:].lstrip(" ")
            part = (
                next((p for p in parts if after.lower().startswith(p)), None)
                if value in days
                else None
            )
            if part is not None:
                end = len(text) - len(after) + len(part)
            text = text[:at] + " " * (end - at) + text[end:]
            blanked.append((at, end))
    # the clause a correction's value is said in is that correction's words ("change the
    # drop-off to 22 birch road"), no remark
    corrected = [
        at
        for c in out
        if isinstance(c, CorrectSlot) and c.raw_text
        for at in (t.raw.lower().find(str(c.raw_text).lower()),)
        if at >= 0
    ]
    # the message asks for this flow and nothing else ("我要投诉老张，他昨天练车的时候…"):
    # another flow's word in a clause that asks for nothing tells what happened
    starts = [c for c in out if isinstance(c, StartTask)]
    alone = len(starts) == 1 and starts[0].flow == flow.name and not starts[0].then
    run: tuple[int, int] | None = None
    # Chinese typed with spaces for commas ("不租了 HT202301 月底搬 工作调到上海了"): a space
    # the user typed before a Chinese character ends a clause (not a blanked value's: same
    # length, the offsets stay)
    for m in ZH_SPACE.finditer(t.raw):
        text = text[: m.start()] + "，" * (m.end() - m.start()) + text[m.end() :]
    fixed = {c.slot for c in out if isinstance(c, CorrectSlot)}
    for start, end in _clauses(t.lex, text):
        if any(start <= at < end for at in corrected) or (
            fixed and _owned_mistake(u, t, flow, text[start:end], fixed)
        ):
            if run is not None:
                break
            continue
        valued = any(a < end and start < b for a, b in blanked)
        told = _after_own_trigger(u, t, flow, text, start, end) if alone and run is None else None
        if is_remark(u, t, flow, spec, text[start:end], said, alone, given, valued):
            run = (run[0] if run else start, end)
        elif told is not None and is_remark(u, t, flow, spec, text[told:end], said, alone, given):
            run = (told, end)  # "the window you fitted wont close properly": what it does
        elif run is not None and _telling_trigger(u, t, flow, text[start:end]):
            run = (run[0], end)  # "…全是水印 还有个划痕": the telling goes on
        elif run is not None:
            break
    if run is None:
        return None
    # a value read out that opens the run ("no" of "no i can walk with a stick", the
    # yes-or-no slot's answer) is no part of the remark (REST_TAKES_THE_ANSWER_BESIDE_IT)
    start = run[0] + len(text[run[0] : run[1]]) - len(text[run[0] : run[1]].lstrip(" ,"))
    return _unled(t.lex, t.raw[start : run[1]].strip()) or None


def _after_own_trigger(
    u: Knowledge, t: Turn, flow: FlowSpec, text: str, start: int, end: int
) -> int | None:
    """Where the rest of a Latin clause opened by one of the flow's own triggers starts,
    the trigger the clause's subject, a determiner at most before it (the lexicon's
    ``thing_determiners``): "the window you fitted wont close properly" tells what the
    thing the trigger names does (TRIGGER_AS_THE_SUBJECT_OF_THE_PROBLEM); None when the
    clause opens otherwise."""
    clause = text[start:end].lower()
    if has_cjk(clause):
        return None
    dets = t.lex["thing_determiners"]
    for trigger in flow.triggers:
        words = normalize(trigger).split()
        if not words:
            continue
        m = re.search(r"(?<![\w'])" + r"\s+".join(map(re.escape, words)) + r"(?![\w'])", clause)
        if m is None or not clause[m.end() :].strip(" ,"):
            continue
        before = normalize(clause[: m.start()])
        if before and not dets.fullmatch(before):
            continue
        if not _tells(t, clause[m.end() :]):
            continue  # "report a problem with my sweep CS-1007": the request, no subject
        return start + _past_values(u, t, flow, clause, m.end())
    return None


def _tells(t: Turn, rest: str) -> bool:
    """What follows a trigger tells what its thing did or does: a verb in a telling form
    ("fitted", "is lifting", "keeps dripping": ``VerbWords.told``) or a negation ("wont
    close"); a trigger said as the request ("report a problem with my sweep CS-1007")
    goes on with its object, no such verb."""
    verbs = grammar(t.lex, VerbWords)
    norm = normalize(rest)
    return any(verbs.told(w) for w in norm.split()) or t.lex["negation"].search(norm) is not None


def _past_values(u: Knowledge, t: Turn, flow: FlowSpec, clause: str, at: int) -> int:
    """Where ``clause`` goes on after the values of the flow's other slots said from ``at``
    on ("… 2 weeks ago wont close properly": the day it was fitted, no part of what it
    does); free-text slots read anything, so only slots of a form of their own count."""
    while True:
        rest = clause[at:]
        pad = len(rest) - len(rest.lstrip(" ,"))
        ends = [
            p.end
            for other in flow.slots
            if other.type != SlotType.TEXT
            for p in u.parser(flow, other).scan(rest, t.now, t.language)
            if p.start == pad and p.end > p.start
        ]
        if not ends:
            return at
        at += max(ends)


def _telling_trigger(u: Knowledge, t: Turn, flow: FlowSpec, clause: str) -> bool:
    """``clause`` holds only the flow's own triggers, tells rather than asks, and each of
    them says what happened, not the service the flow gives: no word of the flow's
    description ("退款" of 申请退款) and no complaint word (``complaint_flow_words``: "投诉").
    Right after a remark it goes on telling it ("上周六取的眼镜 戴着头晕", "…全是水印 还有个划痕"
    for a complaint whose triggers are 戴着头晕 and 划痕), where it was dropped
    (OWN_TRIGGER_TELLING_WHAT_HAPPENED_LEFT_OUT)."""
    norm = normalize(clause)
    hits = u.triggers.exact(norm)
    if not hits or any(h.flow != flow.name for h in hits):
        return False
    said_as = mood(t.lex, clause, norm)
    if said_as.request or said_as.asking:
        return False
    about = normalize(flow.description)
    service = grammar(t.lex, ComplaintWords)[t.lex.language]
    for h in hits:
        said = norm[h.start : h.end]
        if said in about or any(said.endswith(w) for w in service):
            return False
    return True


@lexicon_grammar
class _ReasonLeads:
    """Where a reason opens inside a clause (the lexicon's ``reason_leads``): "… for a month
    because of my knee surgery", "暂停一个月因为要出差"."""

    def __init__(self, w: ListWords) -> None:
        en, zh = w.en_alt("reason_leads"), w.alt("reason_leads", ("zh",))
        self.inside = re.compile(rf"(?<=\s)(?:{en})(?!\w)|(?:{zh})")


def _clauses(lex: Lexicon, text: str) -> list[tuple[int, int]]:
    """The clauses of ``text`` as spans: between commas and sentence ends, and a reason
    said inside a clause ("because …", "因为…") as a clause of its own."""
    leads = grammar(lex, _ReasonLeads).inside
    out: list[tuple[int, int]] = []
    for begin, end in clause_spans(text):  # "budget around $6,000" is one
        start = begin
        for r in leads.finditer(text, begin, end):
            if text[start : r.start()].strip():
                out.append((start, r.start()))
                start = r.start()
        out.append((start, end))
    return out


def _whole(value: str) -> re.Pattern[str]:
    """``value`` (lower-cased) as whole words when it is Latin; as it is otherwise."""
    v = re.escape(value.lower())
    if not value.isascii():
        return re.compile(v)
    return re.compile(
        (r"(?<!\w)" if value[:1].isalnum() else "")
        + v
        + (r"(?!\w)" if value[-1:].isalnum() else "")
    )


def _owned_mistake(u: Knowledge, t: Turn, flow: FlowSpec, clause: str, fixed: set[str]) -> bool:
    """``clause`` says a slot the message corrects was wrong ("日期搞错了" before "是上周五",
    "the date's wrong"): it announces that correction, no remark of its own."""
    norm = normalize(clause)
    if not norm or t.lex["deny_wrong"].search(norm) is None:
        return False
    return bool(u.slot_namer(flow, t.lex).named(norm) & fixed)


def _unled(lex: Lexicon, remark: str) -> str:
    """``remark`` without the words that only lead into it ("oh and the bride wants …",
    "btw it's a gift"): the lexicon's ``remark_leads``."""
    leads = grammar(lex, _remark_leads)[lex.language]
    m = leads.match(remark) if leads is not None else None
    return remark[m.end() :] if m is not None else remark


@lexicon_grammar
def _remark_leads(w: ListWords) -> dict[str, re.Pattern[str] | None]:
    """Per language, a run of the lexicon's ``remark_leads`` opening a remark, longest
    first, each followed by a space, a comma or a colon; compiled once per lexicon, not on
    every remark. None where the language has none."""
    out: dict[str, re.Pattern[str] | None] = {}
    for lang in LANGUAGES:
        leads = w.words("remark_leads", (lang,))
        lead = "|".join(re.escape(x) for x in sorted(leads, key=len, reverse=True))
        out[lang] = (
            re.compile(rf"(?:(?:{lead})(?:\s+|\s*[,:]\s*))+(?=\S)", re.IGNORECASE)
            if leads
            else None
        )
    return out
