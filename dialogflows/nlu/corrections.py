"""Corrections: "no, make it Friday", "not Paris, Rome", "actually 3 people", "不是明天，是后天".

A correction names a new value, sometimes the rejected one, rarely the slot. The slot is
chosen by evidence, strongest first:

1. the message names the slot ("change the date to Friday") or a word of its type ("时间");
2. the rejected value is the slot's current value ("not Paris" while the city is Paris);
3. the slot is already filled (there is something to correct), the most recently set first;
4. the new value's kind: a typed match (a date for a date slot) beats a bare number
   read as money.

A filled slot gets ``CorrectSlot(rejected=<its current value>)``; an empty one gets a plain
``SetSlot`` (there was nothing to correct). While confirming, a bare value that fits a
filled slot is a correction too.

A question corrects nothing unless it is a request ("can you make it Friday?", "how about
Saturday?", "改成四份可以吗？") or opens with a no: "how long is the flight from New York to
Rome?" names both cities of the booking and changes neither. While confirming, a statement
corrects when it reads as one: a marker, a no or a negation, the slot named, a slot pattern
("to London"), a request word, or nothing but values ("Rome", "明天晚上"); "Paris is lovely
this time of year" does not move the hotel to Paris.
"""

from __future__ import annotations

import re
from datetime import date
from typing import TYPE_CHECKING, Any

from ..commands import Clarify, ClearSlot, Command, CorrectSlot, SetSlot
from ..spec import FlowSpec, SlotSpec, SlotType, display_value
from ..state import Task
from . import references
from .asides import is_question
from .control import NO, SOFT
from .date_shifts import date_shift
from .dates import in_week_of
from .lexicon import Lexicon, PhraseSet, has_cjk, longer_than, normalize
from .mood import mood
from .parsed import Parsed, value_key
from .ranges import stay_end
from .recall import SLOT_GENERIC
from .times import afternoon
from .utterance import question

# enum members looked up once: ``SlotType.DATE`` is a metaclass lookup on every use
_TEXT, _NUMBER, _MONEY = SlotType.TEXT, SlotType.NUMBER, SlotType.MONEY

if TYPE_CHECKING:
    from .rules import RuleUnderstander
    from .utterance import Turn

_GAP = re.compile(
    r"^[\s]*(?:(?:the|a|on|at|in|to|for|want|be|is|要|是|在|选|去)\s*){0,3}$", re.IGNORECASE
)
_SEGMENTS = re.compile(
    r"[,，;；、]|\bbut\b|\bit'?s\b|\brather\b|(?<=[\u4e00-\u9fff])是", re.IGNORECASE
)


def _negated(p: Parsed, negations: list[tuple[int, int]], text: str) -> bool:
    for _, b in negations:
        if b <= p.start and p.start - b <= 12 and _GAP.match(text[b : p.start]):
            return True
    return False


def is_negated(t: Turn, p: Parsed) -> bool:
    """``p`` sits right after a negation marker ("not Paris", "不要海鲜")."""
    negs = t.negations()
    return bool(negs) and _negated(p, negs, t.scan.lower())


class SlotNamer:
    """Words that name a flow's slots in one language: the slot's own name ("return date")
    first, else a word for its type ("the date", "时间"). Compiled once per flow."""

    def __init__(self, flow: FlowSpec, lex: Lexicon) -> None:
        self.by_name: dict[str, list[str]] = {}
        for s in flow.slots:
            # the slot's label names it too ("地址", "份数")
            forms = {s.name.replace("_", " ").lower(), s.name.lower()}
            if s.description:
                forms.add(normalize(s.description))
            for form in forms:
                if form:
                    self.by_name.setdefault(normalize(form), []).append(s.name)
        self.by_type: dict[str, list[str]] = {}
        for s in flow.slots:
            for w in lex.type_words.get(s.type.value, ()):
                self.by_type.setdefault(w, []).append(s.name)
            if s.entity:  # "the city" is any slot that takes a city
                self.by_type.setdefault(normalize(s.entity.replace("_", " ")), []).append(s.name)
            # a word of its name: "the class" (seat_class), "the departure" (departure_city)
            for w in s.name.lower().split("_"):
                if len(w) > 2 and w not in SLOT_GENERIC and s.name not in self.by_type.get(w, ()):
                    self.by_type.setdefault(w, []).append(s.name)
        self.names = PhraseSet.build(list(self.by_name))
        self.types = PhraseSet.build(list(self.by_type))

    def named(self, norm: str) -> set[str]:
        found = {n for m in self.names.finditer(norm) for n in self.by_name.get(m.group(0), ())}
        if found:
            return found
        return {n for m in self.types.finditer(norm) for n in self.by_type.get(m.group(0), ())}


#: what joins a place already given to where it is: "我家在…", "公司地址是…", "my office is at …"
_WHERE_IT_IS = re.compile(
    r"\s*(?:的地址是|地址是|的地址在|地址在|在|是|'s at|'s on|\s+is\s+at|\s+is\s+on|\s+is)\s*"
    r"(?P<rest>[^,.;!?，。；！？\n]{2,})",
    re.IGNORECASE,
)


def refined_text(u: RuleUnderstander, t: Turn) -> list[Command] | None:
    """A free-text value said again with more of it: "送到我家", then "我家在望京西路5号";
    "to my office", then "my office is at 5 Main Street". The message opens with the value
    the slot holds, joined to the rest by 在, 是 or "is at": the rest is the value now."""
    flow, task = t.flow, t.task
    if flow is None or task is None:
        return None
    slots = u.free_text_slots(flow)
    if not slots:
        return None
    text = t.scan.strip()
    low = text.casefold()
    for spec in slots:
        old = task.value(spec.name)
        if not isinstance(old, str) or len(old) < 2 or not low.startswith(old.casefold()):
            continue
        m = _WHERE_IT_IS.match(text, len(old))
        if m is None or m.end() < len(text.rstrip(" .!。！")):
            continue
        rest = m.group("rest").strip()
        return [CorrectSlot(slot=spec.name, value=rest, raw_text=rest, rejected=old)]
    return None


def find_corrections(u: RuleUnderstander, t: Turn, confirming: bool) -> list[Command]:
    flow, task = t.flow, t.task
    if flow is None or task is None:
        return []
    swap = _swap_asked(t, flow, task)
    if swap:  # "no, the other way around", "反了"
        return swap
    shifted = date_shift(u, t) or stay_end(t, u.volunteer_plan(flow)[2])
    if shifted is not None:  # "push it back a day", "晚一天", "checking out on the 15th"
        return shifted
    lex = t.lex
    marker = lex["corrections"].search(t.norm) is not None
    verb = not marker and _verb_names_slot(u, t, flow)  # "能改地址吗": names what to change
    # "哦不，七点半吧", "hmm no, Friday": the no may come after a hesitation word
    deny = lex["deny"].prefix(t.norm) is not None or u.replies[lex.language].leads_with(NO, t.norm)
    low = t.scan.lower()
    negs = t.negations()
    if not (marker or deny or negs or confirming or verb):
        return []
    said = mood(lex, t.raw, t.norm)
    if said.asking and not deny:  # "how long is the flight from New York to Rome?"
        # "can I change the date?" asks for the date again
        return (_named_to_change(u, t, flow, task) or []) if marker or verb else []
    if marker:
        renamed = _named_slot(u, t, flow, task)
        if renamed is not None:
            return renamed
    patterned: set[tuple[str, int, int]] = set()
    candidates: list[tuple[SlotSpec, Parsed, bool, int]] = []
    for spec in flow.slots:
        parser = u.parser(flow, spec)
        seen: set[tuple[int, int]] = set()
        for rank, ps in (
            (3, t.captures(parser)),
            (2, parser.mentions(t.scan, t.now, t.language)),
            (1, parser.scan(t.scan, t.now, t.language)),
        ):
            for p in ps:
                if (p.start, p.end) in seen or (
                    t.taken and any(not (p.end <= a or p.start >= b) for a, b in t.taken)
                ):
                    continue
                seen.add((p.start, p.end))
                if rank == 3:
                    patterned.add((spec.name, p.start, p.end))
                rank_ = rank + (1 if parser.choices or spec.type not in (_MONEY, _NUMBER) else 0)
                candidates.append(
                    (spec, p, _negated(p, negs, low), rank_ if p.confidence >= 1 else rank_ - 1)
                )
    negatives = {s.name: p for s, p, neg, _ in candidates if neg}
    held = _held_elsewhere(flow, task, candidates, patterned)
    for name, p in held.values():
        negatives.setdefault(name, p)  # "Boston isn't an option": the slot holding Boston
    positives = [
        (s, p, r)
        for s, p, neg, r in candidates
        if not neg and task.value(s.name) != p.value and (s.name, p.start, p.end) not in held
    ]
    if not positives:
        wrong = _named_wrong(u, t, flow, task) or (
            _named_to_change(u, t, flow, task) if marker or verb else None
        )
        if wrong is not None:
            return wrong
        return _free_text(u, t, flow, task, marker, deny) or _unlisted_change(u, t, flow, task)
    named = u.slot_namer(flow, lex).named(t.norm)

    def score(item: tuple[SlotSpec, Parsed, int]) -> tuple[Any, ...]:
        s, p, rank = item
        rejected = s.name in negatives and _same(task.value(s.name), negatives[s.name].value)
        filled = task.value(s.name) is not None
        turn = (task.slots[s.name].source_turn or 0) if s.name in task.slots else -1
        return (s.name in named, rejected, filled, rank, p.confidence, turn, -p.start)

    ranked = sorted(positives, key=score, reverse=True)
    best_spec, best, _ = ranked[0]
    if not (marker or deny or negs or said.request or best_spec.name in named) and (
        (best_spec.name, best.start, best.end) not in patterned
        and not only_values(u, t, [(p.start, p.end) for _, p, _ in positives])
    ):
        return []  # "Paris is lovely this time of year" while confirming Rome
    tied = [s.name for s, p, r in ranked if score((s, p, r))[:-1] == score(ranked[0])[:-1]]
    if len(set(tied)) > 1 and task.value(best_spec.name) is not None:
        # "no, make it Rome" with two filled city slots set in the same turn: ask which
        tied = sorted(set(tied), key=flow.slot_names.index)  # in the order the flow asks
        labels = [_label(flow, name) for name in tied]
        return [
            Clarify(
                question=question(lex, "which_slot", options=labels),
                options=tied,
                value=best.value,
                raw_text=best.raw_text,
                confidence=best.confidence,
            )
        ]
    old = task.value(best_spec.name)
    strong = marker or best_spec.name in negatives or (best_spec.name in named)
    if old is None:
        if confirming or not (marker or best_spec.name in negatives):
            return []
        return [_which(u, t, flow, best_spec) or fill(best_spec.name, best, None, t.now.date())]
    if not (confirming or strong or deny):
        return []
    first = _which(u, t, flow, best_spec) or fill(best_spec.name, best, old, t.now.date())
    swapped = _swapped(flow, task, best_spec, best, ranked, t.now.date())
    if confirming:
        return [first, *swapped, *_besides(u, t, flow, task, ranked)]
    return [first, *swapped]


def _swap_asked(t: Turn, flow: FlowSpec, task: Task) -> list[Command]:
    """ "no, the other way around" in a short message: the one pair of filled slots that
    must differ (departure and arrival) trade values."""
    if longer_than(t.norm, 8, 12) or t.lex["swap"].search(t.norm) is None:
        return []
    pairs = {
        tuple(sorted((s.name, other)))
        for s in flow.slots
        for other in s.differs_from
        if task.value(s.name) is not None and task.value(other) is not None
    }
    if len(pairs) != 1:
        return []
    a, b = sorted(next(iter(pairs)), key=flow.slot_names.index)  # said in the flow's order
    va, vb = task.value(a), task.value(b)
    return [
        CorrectSlot(slot=a, value=vb, raw_text=display_value(vb), rejected=va),
        CorrectSlot(slot=b, value=va, raw_text=display_value(va), rejected=vb),
    ]


def _kin(a: SlotSpec, b: SlotSpec) -> bool:
    """Two slots that hold the same kind of value (departure and arrival city)."""
    return a.name != b.name and a.type == b.type and a.entity == b.entity


def _held_elsewhere(
    flow: FlowSpec,
    task: Task,
    candidates: list[tuple[SlotSpec, Parsed, bool, int]],
    patterned: set[tuple[str, int, int]],
) -> dict[tuple[str, int, int], tuple[str, Parsed]]:
    """Bare mentions of a value another slot already holds: they name that slot, the one
    to change ("Boston isn't an option? ok London then" from Boston: the departure city),
    and are no new value for a slot of the same kind. Not when the message swaps the two
    ("Tokyo to Boston" from Boston to Tokyo): each value is then new for the other slot.
    Maps (slot, start, end) of each such mention to the slot that holds its value."""
    out: dict[tuple[str, int, int], tuple[str, Parsed]] = {}
    for s, p, neg, _ in candidates:
        key = (s.name, p.start, p.end)
        if neg or key in patterned or p.value is None or task.value(s.name) == p.value:
            continue
        holder = next(
            (o for o in flow.slots if _kin(s, o) and _same(task.value(o.name), p.value)), None
        )
        if holder is None:
            continue
        mine = task.value(s.name)
        swap = mine is not None and any(
            c.name == holder.name and _same(q.value, mine) for c, q, n, _ in candidates if not n
        )
        if not swap:
            out[key] = (holder.name, p)
    return out


def _swapped(
    flow: FlowSpec,
    task: Task,
    spec: SlotSpec,
    best: Parsed,
    ranked: list[tuple[SlotSpec, Parsed, int]],
    today: date,
) -> list[Command]:
    """The other half of a swap: "actually Tokyo to Boston" from Boston to Tokyo moves
    Boston to the arrival and Tokyo to the departure, not the arrival alone."""
    mine = task.value(spec.name)
    for o in flow.slots:
        theirs = task.value(o.name)
        if not _kin(spec, o) or theirs is None or not _same(theirs, best.value):
            continue
        for s, p, _ in ranked:
            if s.name == o.name and mine is not None and _same(p.value, mine):
                return [fill(o.name, p, theirs, today)]
    return []


def _besides(
    u: RuleUnderstander,
    t: Turn,
    flow: FlowSpec,
    task: Task,
    ranked: list[tuple[SlotSpec, Parsed, int]],
) -> list[Command]:
    """Changes of other slots said with the first while confirming ("make it 4 nights and a
    suite": the suite was dropped and a double booked; "actually saturday and business"):
    each a sure value of a filled slot (found whole, not a bare number of an amount),
    whose kind of value no other slot shares, away from what the others took."""
    best_spec, best, _ = ranked[0]
    taken = [(best.start, best.end)]
    seen = {best_spec.name}
    out: list[Command] = []
    for spec, p, rank in ranked[1:]:
        old = task.value(spec.name)
        if spec.name in seen or old is None or rank < 2 or p.confidence < 1.0:
            continue
        if any(not (p.end <= a or p.start >= b) for a, b in taken):
            continue
        parser = u.parser(flow, spec)
        if parser.choices and any(
            o is not spec and u.parser(flow, o).choices is parser.choices for o in flow.slots
        ):
            continue  # "Paris" could be either city: only the first change is read
        seen.add(spec.name)
        taken.append((p.start, p.end))
        out.append(fill(spec.name, p, old, t.now.date()))
    return out


def _unlisted_change(u: RuleUnderstander, t: Turn, flow: FlowSpec, task: Task) -> list[Command]:
    """ "改成米饭", "make it pizza": a change to a short name that none of the flow's listed
    values is, with one listed slot filled and no free text to take it: that slot is
    corrected to it, so the turn says it is not there (it was "not understood")."""
    m = t.lex["corrections"].search(t.norm)
    chosen = [s for s in u.choice_slots(flow) if task.value(s.name) is not None]
    if m is None or not chosen:
        return []
    said = t.norm[m.end() :].strip()
    # "make it that one" names nothing new (the "it" of "make it" is no reference)
    if not said or not _a_name(said) or references.detect(said, t.lex) is not None:
        return []
    if len(chosen) > 1 and not has_cjk(said):
        # "make it premium" with the cities and the class filled: a word in lower case is a
        # kind of thing (the class), a capitalised one a name (a city): English spelling.
        # A bare word only: "change my flight" names the task, not a value
        words = said.split()
        if len(words) > 1 or words[0] in u.triggers.name_words:
            return []
        proper = said[:1] != t.raw[t.raw.lower().rfind(said) :][:1]
        chosen = [s for s in chosen if bool(s.entity) == proper]
    if len(chosen) != 1:
        return []
    if any(s.type == SlotType.TEXT and task.value(s.name) is not None for s in flow.slots):
        return []  # free text said before may be what changes: ``_free_text`` asks which
    return [CorrectSlot(slot=chosen[0].name, value=said, raw_text=said, rejected=None)]


def _a_name(text: str) -> bool:
    """Short and without a digit: a name of a thing ("米饭", "pizza") as much as a place
    ("公司"), where an address has a number ("建国路99号") or runs longer."""
    text = text.strip(" .!?。！？吧呢啊")
    if any(ch.isdigit() for ch in text):
        return False
    return not longer_than(text, 2, 4)


def _which(u: RuleUnderstander, t: Turn, flow: FlowSpec, spec: SlotSpec) -> Clarify | None:
    """ "actually, make it friday or saturday": which of the two is the new value?"""
    from .alternatives import ask_which  # alternatives reads answers, which read corrections

    return ask_which(u, t, flow, spec)


def what_to_change(u: RuleUnderstander, t: Turn) -> list[Command] | None:
    """The answer to "What would you like to change?" that names a slot and no value ("the
    date", "出发城市"): the bot asks for that slot, and the answer corrects it."""
    flow, task = t.flow, t.task
    if flow is None or task is None or t.words > 6:
        return None
    named = u.slot_namer(flow, t.lex).named(t.norm)  # by name, else by type ("the date")
    if len(named) > 1 and not any(
        u.parser(flow, s).scan(t.scan, t.now, t.language) for s in flow.slots if s.name in named
    ):  # "the city": the departure or the arrival? Its answer names one, read as here
        tied = [n for n in flow.slot_names if n in named]
        labels = [_label(flow, n) for n in tied]
        return [Clarify(question=question(t.lex, "which_slot", options=labels))]
    if len(named) != 1:
        return None
    spec = flow.slot(next(iter(named)))
    if spec is None:
        return None
    found = u.parser(flow, spec).scan(t.scan, t.now, t.language)
    if len({value_key(p.value) for p in found}) == 1:  # "the date, friday": the new value with it
        return [fill(spec.name, found[0], task.value(spec.name), t.now.date())]
    if found:
        return None
    ask = spec.prompt or u.responses.say("ask", slot=_label(flow, spec.name))
    return [Clarify(slot=spec.name, question=ask)]


def _one_named(u: RuleUnderstander, t: Turn, flow: FlowSpec) -> tuple[str, int] | None:
    """The one slot of ``flow`` the message names by its name or label, and where that name
    first ends in ``t.norm``; None when it names none or several."""
    namer = u.slot_namer(flow, t.lex)
    found = [(m, n) for m in namer.names.finditer(t.norm) for n in namer.by_name[m.group(0)]]
    names = {n for _, n in found}
    if len(names) != 1:
        return None
    name = next(iter(names))
    return name, min(m.end() for m, n in found if n == name)


def _named_slot(u: RuleUnderstander, t: Turn, flow: FlowSpec, task: Task) -> list[Command] | None:
    """ "地址改成望京西路5号", "份数改成4": a slot named by its name or label, then a
    correction word; what follows the word is the slot's new value (the "5号" of an
    address is no date, a bare "4" is the count)."""
    named = _one_named(u, t, flow)
    if named is None:
        return None
    name, at = named
    marker = t.lex["corrections"].search(t.norm[at:])
    if marker is None or t.norm[at : at + marker.start()].strip():
        return None
    if t.lex["negation"].prefix(marker.group(0)) is not None:  # "地址不是…" rejects a value
        return None
    # "能帮我把地址改成建国路99号吗": the question's particle is no part of the value
    rest = _ZH_ASKING_END.sub("", t.norm[at + marker.end() :].strip())
    spec = flow.slot(name)
    assert spec is not None
    got = u.parser(flow, spec).parse(rest, t.now, t.language) if rest else None
    if got is None:
        return None
    return [fill(name, got, task.value(name), t.now.date())]


def _named_wrong(u: RuleUnderstander, t: Turn, flow: FlowSpec, task: Task) -> list[Command] | None:
    """ "等等，份数不对", "地址错了": a filled slot named, then a no, and no new value: the
    value is dropped and asked for again. With a new value after the no ("地址不对，是中关村
    大街2号", "the address is wrong, it's 5 Main St") that value replaces it."""
    named = _one_named(u, t, flow)
    if named is None or task.value(named[0]) is None:
        return None
    name, at = named
    after = t.norm[at:]
    no = t.lex["deny"].search(after)
    if no is None or after[: no.start()].strip(" 也都就还写填说打弄"):  # "地址写错了"
        return None
    spec = flow.slot(name)
    assert spec is not None
    got = _said_after_no(u, t, flow, spec, after[no.end() :])
    if got is not None:
        return [fill(name, got, task.value(name), t.now.date())]
    return [ClearSlot(slot=name)]


def _named_to_change(
    u: RuleUnderstander, t: Turn, flow: FlowSpec, task: Task
) -> list[Command] | None:
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
    if (marker is None or marker.end() > at) and not _verb_names_slot(u, t, flow):
        return None
    rest = t.norm[at:].strip(" ?？.。!！")
    if rest and not u.replies[t.lex.language].only(rest, _SOFT) and not _question_tail(rest):
        return None
    return [ClearSlot(slot=name)]


#: a Chinese verb of change right before a slot's name: "能改地址吗", "换时间"; alone, 改 is
#: no correction word ("改天" is another day)
_ZH_CHANGE_VERBS = ("修改", "更改", "改", "换")


def _verb_names_slot(u: RuleUnderstander, t: Turn, flow: FlowSpec) -> bool:
    """ "能改地址吗": a change verb with a slot's name right after it."""
    if t.lex.language != "zh" or not any(v in t.norm for v in _ZH_CHANGE_VERBS):
        return False
    namer = u.slot_namer(flow, t.lex)
    return any(
        len(m.group(0)) > 1 and t.norm[: m.start()].endswith(_ZH_CHANGE_VERBS)
        for words in (namer.names, namer.types)
        for m in words.finditer(t.norm)
    )


def _question_tail(text: str) -> bool:
    """What is left after a slot's name in "能改一下送餐时间吗", "can I change the date please"."""
    return text in ("吗", "吧", "呢", "嘛", "please", "pls")


def _said_after_no(
    u: RuleUnderstander, t: Turn, flow: FlowSpec, spec: SlotSpec, rest: str
) -> Parsed | None:
    """The slot's new value in what follows "地址不对": its last part, without a
    correction word before it ("是", "应该是", "it's"); filler ("吧", "啊") and a question
    ("是哪个？") give none."""
    parts = [p.strip() for p in _SEGMENTS.split(rest) if p.strip(" .!?。！？，,")]
    if not parts:
        return None
    part = parts[-1].strip(" .!。！，,")
    for lead in ("corrections", "fillers_lead"):
        m = t.lex[lead].prefix(part)
        if m is not None and m.end() < len(part):
            part = part[m.end() :].strip(" ,，")
    replies = u.replies[t.lex.language]
    if not part or replies.only(part, _SOFT) or is_question(part):
        return None
    at = t.raw.casefold().rfind(part)  # the user's own spelling, not the normalized one
    if at >= 0 and len(t.raw.casefold()) == len(t.raw):
        part = t.raw[at : at + len(part)]
    got = u.parser(flow, spec).parse(part, t.now, t.language)
    if got is None or _same(got.value, t.task.value(spec.name) if t.task else None):
        return None
    return got


def only_values(u: RuleUnderstander, t: Turn, spans: list[tuple[int, int]]) -> bool:
    """Nothing but the values at ``spans`` and filler words ("from Boston, tomorrow
    please", "明天晚上"): a message that is all values is about the task, whatever it says."""
    rest, pos = [], 0
    for a, b in sorted([*spans, *t.taken]):
        if a > pos:
            rest.append(t.scan[pos:a])
        pos = max(pos, b)
    rest.append(t.scan[pos:])
    left = normalize(" ".join(rest))
    if not left:
        return True
    if has_cjk(left):
        regex = u.filler_sets["zh"].regex
        return regex is not None and not regex.sub("", left).strip()
    fillers = u.filler_words["en"]
    names = u.slot_words(t.flow) if t.flow is not None else frozenset()
    return all(w in fillers or w in names for w in left.split())


def fill(slot: str, got: Parsed, old: Any, today: date) -> SetSlot | CorrectSlot:
    """A parsed value for ``slot``: a plain set when it held nothing, else a correction of
    ``old``, read against it: "七点半" for 19:00 is 19:30, "make it Sunday" for Saturday 5
    December is the 6th."""
    if old is None:
        return SetSlot(slot=slot, value=got.value, raw_text=got.raw_text, confidence=got.confidence)
    got = _same_half_day(got, old)
    if got.raw_text:
        moved = in_week_of(got.value, got.raw_text, old, today)
        if moved != got.value:
            got = Parsed(moved, got.raw_text, got.confidence, got.start, got.end)
    return CorrectSlot(
        slot=slot, value=got.value, raw_text=got.raw_text, rejected=old, confidence=got.confidence
    )


_SOFT = frozenset({SOFT})
_ZH_ASKING_END = re.compile(r"(?<=[\u4e00-\u9fff\w])[吗呢嘛]+$")
_CLOCK = re.compile(r"\d\d:\d\d")


def _same_half_day(got: Parsed, old: Any) -> Parsed:
    """A bare hour correcting an evening time stays in the evening: "七点半" after "晚上7点"
    is 19:30, not 07:30 (a bare hour is parsed with less than full confidence)."""
    v = got.value
    if (
        got.confidence >= 1.0
        or not isinstance(v, str)
        or not isinstance(old, str)
        or _CLOCK.fullmatch(v) is None
        or _CLOCK.fullmatch(old) is None
    ):
        return got
    if old >= "12:00":
        v = afternoon(v)
    return Parsed(v, got.raw_text, 1.0, got.start, got.end)


def _label(flow: FlowSpec, slot: str) -> str:
    spec = flow.slot(slot)
    return spec.description if spec is not None and spec.description else slot.replace("_", " ")


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, str) and isinstance(b, str):
        return normalize(a) == normalize(b)
    return bool(a == b)


def _free_text(
    u: RuleUnderstander, t: Turn, flow: FlowSpec, task: Task, marker: bool, deny: bool
) -> list[Command]:
    """Free-text slots have no type to find the new value by: split the message into parts
    and take the rejected part's slot ("not Paris, Rome") and the other part's value."""
    text_slots = [s for s in flow.slots if s.type == _TEXT and task.value(s.name) is not None]
    if not text_slots:
        return []
    lex = t.lex
    parts = [p.strip() for p in _SEGMENTS.split(t.scan) if p and p.strip(" .!?。！？")]
    target: SlotSpec | None = None
    fresh: list[str] = []
    for part in parts:
        n = normalize(part)
        neg = lex["negation"].prefix(n) or lex["deny"].prefix(n)
        if neg is not None:
            rest = n[neg.end() :].strip()
            for s in text_slots:
                if rest and _same(str(task.value(s.name)), rest):
                    target = s
            continue
        m = lex["corrections"].prefix(n)
        if m is not None:
            part = part[len(part) - len(n[m.end() :].strip()) :] if n[m.end() :].strip() else ""
        if (
            part
            and not u.replies[lex.language].only(normalize(part), _SOFT)
            and not is_question(part)
        ):
            fresh.append(part)  # "嗯" before "不对" is no new address
    # without a rejected value, only an explicit "actually ..." / "no, ..." replaces free
    # text: while confirming, "hmm let me think" is not a new address
    guessed = target is None and (marker or deny) and len(text_slots) == 1 and bool(fresh)
    if guessed:
        target = text_slots[0]
    if target is None or not fresh:
        return []
    got = u.parser(flow, target).parse(fresh[-1], t.now, t.language)
    if got is None or _same(str(got.value), str(task.value(target.name))):
        return []
    named = [s for s in u.choice_slots(flow) if task.value(s.name) is not None]
    if guessed and named and _a_name(fresh[-1]):
        # "改成米饭" while ordering: a dish not on the menu, or a new address? Asked, not
        # taken as the address
        options = [n for n in flow.slot_names if n in (named[0].name, target.name)]
        return [
            Clarify(
                question=question(lex, "which_slot", options=[_label(flow, n) for n in options]),
                options=options,
                value=got.value,
                raw_text=got.raw_text,
                confidence=got.confidence,
            )
        ]
    return [
        CorrectSlot(
            slot=target.name,
            value=got.value,
            raw_text=got.raw_text,
            rejected=task.value(target.name),
            confidence=got.confidence,
        )
    ]
