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

A change of a free-text slot is read in ``free_text_change.py``, a change to a name none of
the listed values is in ``unlisted_change.py``. The values read that are not the change
(negated, taken back, inside another's listed value) are left out in
``correction_filters.py``; whether the words make a change (a marker outside the values, the
slot named apart from its value, a clause of its own) is ``correction_evidence.py``; the
changes read at the confirmation alone, beside the first, are ``confirming_changes.py``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..commands import Clarify, Command, Repeat
from ..spec import FlowSpec, SlotSpec, SlotType
from .address_changes import address_change, bare_address
from .addresses import in_address
from .agreed_change import agreed_change
from .all_values import only_values
from .alternatives import ask_which
from .confirming_changes import besides, text_asked
from .corrected_hour import corrected_hour
from .correcting_no import covered_by_form
from .correction_evidence import bare_change, clause_of_its_own, marked, named_apart
from .correction_filters import (
    COUNTS,
    negated,
    no_then_value,
    not_asked_yes_no,
    outside_listed,
    taken_back,
    within_limits,
)
from .date_after import AfterWords, date_after
from .date_by_bounds import by_tense
from .date_shifts import ShiftGrammar, date_shift
from .day_parts import DayParts, hour_in_part
from .fills import fill, same
from .free_text_change import free_text_change, which_slot
from .grammar_words import grammar
from .had_count import had_thing
from .label_someone import opens_with_nobody
from .lexicon import Lexicon, PhraseSet, has_cjk
from .measured import (
    copula_counts,
    declared_measures,
    measure_sizes,
    measured_counts,
    measured_slot,
)
from .mood import mood
from .named_slots import named_slot, named_to_change, named_wrong, verb_names_slot
from .not_held import (
    changed_thing,
    held_by_waiting,
    not_in_task,
    unknown,
)
from .parsed import Parsed
from .part_words import PartWords
from .query_forms import forms_of
from .ranges import StayRanges, stay_end
from .refused import disliked, negation_gap
from .replies import NO
from .soonest import soonest_said
from .swaps import held_elsewhere, swap_asked, swapped
from .text_parts import added_text, number_part, replaced_part
from .time_shifts import time_shift
from .unlisted_change import unlisted_change
from .value_words import Words, built
from .yes_no_answers import yes_no_changed

# enum members looked up once: ``SlotType.DATE`` is a metaclass lookup on every use
_NUMBER, _MONEY, _DATE = SlotType.NUMBER, SlotType.MONEY, SlotType.DATE

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def correction_cues(u: Knowledge, lex: Lexicon) -> list[re.Pattern[str] | PhraseSet | None]:
    """What a correction said while a slot is asked needs (``cues.py``): one of the ways
    ``find_corrections`` reads when not confirming: a swap, more said for a text, a date
    "after" another or moved, a time moved, a stay's new end, a part of the day, a
    correction word, a verb of change, a no, a negation."""
    w = Words.of(lex)
    parts = grammar(lex, PartWords)
    after = built(AfterWords, w)
    return [
        lex["swap"],
        parts.added_zh,
        parts.added_en,
        after.after,
        after.next,
        *built(ShiftGrammar.days, w).rules,
        *(phrases for phrases, step in u.followups[lex.language].shifts if step),
        *built(ShiftGrammar.minutes, w).rules,
        built(StayRanges, w).checkout,
        built(DayParts, w).part,
        lex["corrections"],
        lex["change_verbs"],
        lex["deny"],
        lex["negation"],
    ]


def find_corrections(u: Knowledge, t: Turn, confirming: bool) -> list[Command]:
    """The corrections ``t``'s message makes to the running task (see the module), or none;
    ``confirming`` when the task asks for its confirmation, where a bare value that fits a
    filled slot corrects it too."""
    flow, task = t.flow, t.task
    if flow is None or task is None or u.asides[t.lex.language].whole(t.norm) is not None:
        return []  # "wait a sec": a pause, whatever a wait before a value corrects
    swap = swap_asked(t, flow, task)
    if swap:  # "no, the other way around", "反了"
        return swap
    added = added_text(u, t)
    if added is not None:  # "地址后面加上3单元"
        return added
    shifted = (
        date_after(t)
        or date_shift(u, t)
        or time_shift(u, t)
        or stay_end(t, u.volunteer_plan(flow)[2])
        or hour_in_part(t)
    )
    if shifted is not None:  # "push it back a day", "晚一天", "checking out on the 15th"
        return shifted
    lex = t.lex
    low = t.scan.lower()
    # the correction words as typed, looked for once: whether they stand outside a listed
    # value (``marked``), and where a value said after the last one starts (below)
    said_marks = lex["corrections"].search(t.norm) is not None
    words_at = lex["corrections"].finditer(low) if said_marks else []
    marker = (said_marks and marked(u, t, flow, words_at)) or bare_change(u, t, flow)
    verb = not marker and verb_names_slot(u, t, flow)  # "能改地址吗": names what to change
    # "哦不，七点半吧", "hmm no, Friday": the no may come after a hesitation word
    deny = lex["deny"].prefix(t.norm) is not None or u.replies[lex.language].leads_with(NO, t.norm)
    # NO_ONE_READ_AS_A_NO_THEN_A_CORRECTION: "no one under 14 in our group" says who is
    # not there; its "no" takes back no value
    nobody = opens_with_nobody(t.norm, lex)
    deny = deny and not nobody
    negs = [n for n in t.negations() if not (nobody and n[0] == 0)]
    gap = grammar(t.lex, negation_gap)
    if not (marker or deny or negs or confirming or verb):
        # "车牌错了，是沪B8K889" while another slot is asked: a filled slot named, then a no
        # (and the new value), as at the confirmation
        wrong = named_wrong(u, t, flow, task) if lex["deny"].search(t.norm) else None
        return wrong or []
    said = mood(lex, t.raw, t.norm)
    if marker:  # "米饭改成一碗" with no rice ordered: no value of the order changes
        change = changed_thing(t)
        if change is not None and unknown(u, t, flow, task, change[0]):
            return not_in_task(u, t, flow, task, change[0])
        part = replaced_part(u, t, flow, task, *change) if change is not None else None
        if part is not None:  # "建国路88号改成中关村大街1号": the rest of the address stays
            return part
        waiting = held_by_waiting(u, t, flow, task, *change) if change is not None else None
        if waiting is not None:  # "麻婆豆腐改成一份" with 麻婆豆腐 ordered after this dish
            return waiting
    if marker or (confirming and deny):
        # "改成海淀区清河三街2号院", "不对，白云区机场路1188号": the new address whole, no
        # numeral inside it, and the no the confirmation's, no yes-or-no slot's
        address = address_change(u, t, marker, deny, confirming)
        if address is not None:
            return address
    if has_cjk(t.norm) and (marker or deny or confirming):
        numbered = number_part(u, t, flow, task)
        if numbered is not None:  # "不对，是2号" to "…中关村大街1号吗？": the house number
            return numbered
    if confirming and not (deny or marker):
        told = text_asked(t, flow, task)
        if told is not None:  # "can the engraving say Buddy 555-0101 pls"
            return told
    if said.asking and not deny:  # "how long is the flight from New York to Rome?"
        # "can I change the date?" asks for the date again
        return (named_to_change(u, t, flow, task) or []) if marker or verb else []
    if marker:
        renamed = named_slot(u, t, flow, task)
        if renamed is not None:
            return renamed
    patterned: set[tuple[str, int, int]] = set()
    candidates: list[tuple[SlotSpec, Parsed, bool, int]] = []
    counted = measured_slot(flow)
    for spec in flow.slots:
        parser = u.parser(flow, spec)
        seen: set[tuple[int, int]] = set()
        numbers = parser.scan(t.scan, t.now, t.language)
        # "改成5袋": a count with a measure word the flow declares, its digits glued to the
        # verb (measured.py)
        measured = (
            measured_counts(t.scan, numbers, declared_measures(flow), measure_sizes(t.lex))
            if spec is counted
            else []
        )
        if spec.type == SlotType.INTEGER and (marker or deny):
            measured = [*measured, *copula_counts(t.scan, t.lex)]  # "不对 是78"
        for rank, ps in (
            (3, t.captures(parser)),
            (2, [*parser.mentions(t.scan, t.now, t.language), *measured]),
            (1, numbers),
        ):
            for p in ps:
                if (p.start, p.end) in seen or (
                    t.taken and any(not (p.end <= a or p.start >= b) for a, b in t.taken)
                ):
                    continue
                seen.add((p.start, p.end))
                if spec.type in COUNTS and in_address(t, flow, t.scan, p.start, p.end):
                    continue  # "the drop-off is 22 birch road": no crew of 22
                if rank == 3:
                    patterned.add((spec.name, p.start, p.end))
                rank_ = rank + (1 if parser.choices or spec.type not in (_MONEY, _NUMBER) else 0)
                candidates.append(
                    (
                        spec,
                        p,
                        negated(t, p, negs, low, gap) or disliked(t, p.end),
                        rank_ if p.confidence >= 1 else rank_ - 1,
                    )
                )
    # "改成今天 现在就走": the soonest time, said with no clock (soonest.py)
    found = [(s, p, r) for s, p, _, r in candidates]
    for spec, p, _ in soonest_said(u, t, flow, task, u.volunteer_plan(flow)[1], found, ()):
        candidates.append((spec, p, False, 2))
    candidates = outside_listed(u, flow, candidates)
    candidates = not_asked_yes_no(t, task, candidates, u.slot_namer(flow, lex))
    if confirming and deny:
        candidates = no_then_value(task, candidates, negs)
    negatives = {s.name: p for s, p, neg, _ in candidates if neg}
    held = held_elsewhere(flow, task, candidates, patterned)
    for name, p in held.values():
        negatives.setdefault(name, p)  # "Boston isn't an option": the slot holding Boston
    positives = [
        (s, p, r)
        for s, p, neg, r in candidates
        if not neg and task.value(s.name) != p.value and (s.name, p.start, p.end) not in held
    ]
    if marker or deny or negs:  # "3 chimneys, er no sorry 2": the first taken back
        positives = taken_back(u, t, flow, positives)
    positives = within_limits(u, t, flow, positives)  # "改成下周三": the day to come's slot
    namer = u.slot_namer(flow, lex)
    named = namer.named(t.norm)
    if (
        named
        and positives
        and not any(s.name in namer.named_widely(t.norm) for s, _, _ in positives)
    ):
        # "change the time to 4": the message names the slot it changes, so a value only
        # another slot reads (a count of 4) is not the change; the named slot's own
        # reading of it is (the hour, below), or nothing is changed. A word of a slot's
        # name names it too ("a 9am pickup" beside a slot called pickup: the pick-up time)
        positives = []
    if (
        positives
        and (marker or deny)
        and not named
        and all(u.parser(flow, s).validate(p.value, t.now) is not None for s, p, _ in positives)
    ):
        # "make that 12 instead" with at most 4 people and 11:00 held: no slot that read
        # the 12 can hold it, the held time can
        hour = corrected_hour(t, flow, task)
        if hour is not None:
            return hour
    if not positives:
        if not deny and said.question and forms_of(lex).asks_about(t.norm):
            return []  # "do you guys move pianos?": no new value, a question about the business
        wrong = named_wrong(u, t, flow, task) or (
            named_to_change(u, t, flow, task) if marker or verb else None
        )
        if wrong is not None:
            return wrong
        time_named = any(s.name in named and s.type == SlotType.TIME for s in flow.slots)
        # "make it 3": no slot read the 3, so the hour; "change the time to 4": the time
        if (marker or deny) and (not candidates or time_named):
            hour = corrected_hour(t, flow, task)
            if hour is not None:
                return hour
        changed = (
            (yes_no_changed(u, t, flow, task) if marker else None)
            or free_text_change(u, t, flow, task, marker, deny)
            or unlisted_change(u, t, flow, task)
        )
        if changed or not confirming or marker or deny or negs:
            return changed
        address = bare_address(u, t)  # "建国路88号" while "…送到望京西路5号吗？" is asked
        if address is not None:
            return address
        # "economy" to "Book economy class …?": the value held, said again; the question
        # again, where it was "Sorry, I didn't get that"
        kept = [
            (p.start, p.end) for s, p, neg, _ in candidates if same(task.value(s.name), p.value)
        ]
        return [Repeat()] if kept and only_values(u, t, kept) else []
    # "friday, I mean saturday": of two values for one slot, the one after the marker
    if marker and not said_marks:  # a bare verb of change: the words were not looked for
        words_at = lex["corrections"].finditer(low)
    marks = [m.end() for m in words_at] if marker else []
    after = marks[-1] if marks else len(low)

    def score(item: tuple[SlotSpec, Parsed, int]) -> tuple[Any, ...]:
        s, p, rank = item
        rejected = s.name in negatives and same(task.value(s.name), negatives[s.name].value)
        filled = task.value(s.name) is not None
        turn = (task.slots[s.name].source_turn or 0) if s.name in task.slots else -1
        return (
            s.name in named,
            rejected,
            filled,
            rank,
            p.confidence,
            turn,
            p.start >= after,
            -p.start,
        )

    ranked = sorted(positives, key=score, reverse=True)
    best_spec, best, _ = ranked[0]
    # "my neighbour did a quick visit last time" with a slot labelled "visit length": a word
    # of the slot's name inside its own value names no slot to change
    apart = named_apart(u, t, flow, named, positives)
    # "not london, berlin" to "Where are you flying from?": Berlin answers the question (a
    # filled slot that could take it, the arrival holding Tokyo, is not what is wrong),
    # unless the value that slot holds is the one refused; the asked slot's reading may
    # cover the other's ("sorry its 07700 900789" to the phone's question: no count of
    # 7700, ANSWER_COVERING_A_SHORTER_VALUE_AFTER_A_CORRECTION_WORD)
    if (
        task.asked
        and best_spec.name != task.asked
        and task.value(task.asked) is None
        and not any(score(ranked[0])[:2])  # not named ("the arrival is…"), nor refused
        and not _points_back(lex, low, best)
    ):
        answer = next(
            (
                (s, p)
                for s, p, _ in ranked
                if s.name == task.asked
                and ((p.start, p.end) == (best.start, best.end) or covered_by_form(s, p, best))
            ),
            None,
        )
        if answer is not None:
            best_spec, best = answer
    changes = [(p.start, p.end) for _, p, _ in positives]
    # "yes tuesday at 12:30" with Monday and 12:30 held: a value held said back beside the
    # change is one of the values the message is made of, no talk around the change
    if confirming:
        changes += [
            (p.start, p.end)
            for s, p, neg, _ in candidates
            if not neg and same(task.value(s.name), p.value)
        ]
    # "周六有事 下周一吧": the value held, told unfit by the words after it, is why it changes
    held_refused = any(neg and same(task.value(s.name), p.value) for s, p, neg, _ in candidates)
    if not (marker or deny or negs or held_refused or said.request or best_spec.name in apart) and (
        (best_spec.name, best.start, best.end) not in patterned
        and not only_values(u, t, changes)
        and not (confirming and agreed_change(u, t, changes))
        and not (confirming and clause_of_its_own(u, t, best, positives))
    ):
        return []  # "Paris is lovely this time of year" while confirming Rome
    # (one value two slots could hold; values said at other places change their own slots,
    # ``besides``: "改成黑白的 A3")
    tied = [
        s.name
        for s, p, r in ranked
        if score((s, p, r))[:-1] == score(ranked[0])[:-1]
        and (p.start, p.end) == (best.start, best.end)
    ]
    if len(set(tied)) > 1 and all(s.type == _DATE for s, _, _ in ranked if s.name in tied):
        # CHANGE_OF_A_DAY_BESIDE_TWO_DATE_SLOTS_READ_BY_TENSE: "can we do monday instead" with
        # a birthday gone by and an appointment to come; the change asked for is the day to
        # come, "she was actually born on monday" the one gone by
        dated = [
            (s, p)
            for s, p, _ in ranked
            if s.name in tied and (p.start, p.end) == (best.start, best.end)
        ]
        by_its_tense = by_tense(t, flow, dated, starting=False)
        if len(by_its_tense) == 1:
            best_spec, best = by_its_tense[0]
            tied = [best_spec.name]
    had = had_thing(lex, low, best, flow, tied) if len(set(tied)) > 1 else None
    if had is not None:  # "actually can we have 8" beside 6 toilets for 2 days: the toilets
        best_spec, best = next((s, p) for s, p, _ in ranked if s is had and p is best)
        tied = [had.name]
    if len(set(tied)) > 1 and task.value(best_spec.name) is not None:
        # "no, make it Rome" with two filled city slots set in the same turn: ask which
        tied = sorted(set(tied), key=flow.slot_names.index)  # in the order the flow asks
        return [which_slot(lex, tied, best)]
    old = task.value(best_spec.name)
    strong = marker or best_spec.name in negatives or (best_spec.name in apart)
    if old is None:
        if confirming or not (marker or best_spec.name in negatives):
            return []
        return [_which(u, t, flow, best_spec) or fill(best_spec.name, best, None, t.now.date())]
    if not (confirming or strong or deny):
        return []
    first = _which(u, t, flow, best_spec) or fill(
        best_spec.name, best, old, t.now.date(), best_spec
    )
    both = swapped(flow, task, best_spec, best, ranked, t.now.date())
    if confirming:
        return [first, *both, *besides(u, t, flow, task, ranked)]
    if marker or deny:
        # CORRECTION_OF_TWO_SLOTS_KEEPS_ONE: "不对 下周二上午吧" after 下周一下午 while the
        # address is asked changes the day and the part of it, as at the confirmation; a
        # value said before the correction opens is the answer to the question, no change
        # ("3, oh and actually make it sunday" to how many games, 1 lane held)
        opened = min((m.start() for m in lex["corrections"].finditer(low)), default=0)
        later = [r for r in ranked[1:] if r[1].start >= opened]
        return [first, *both, *besides(u, t, flow, task, [ranked[0], *later])]
    return [first, *both]


def _points_back(lex: Lexicon, low: str, best: Parsed) -> bool:
    """CHANGE_OF_WHAT_WAS_SAID_TAKEN_AS_THE_ASKED_ANSWER: a correction word before ``best``
    that points back at what the speaker said (the lexicon's ``said_corrections``: "make
    that", "i meant") changes the filled slot, never answers the empty one asked: "sorry make
    that 5" after "4 standard loos for saturday" while the days are asked is 5 loos."""
    back = lex["said_corrections"]
    return back.regex is not None and any(m.end() <= best.start for m in back.finditer(low))


def _which(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec) -> Clarify | None:
    """ "actually, make it friday or saturday": which of the two is the new value?"""
    return ask_which(u, t, flow, spec)
