"""The held task taken up by values said to "Shall we get back to …?": "from London" after
the forecast, "5:30 then" after an opening-hours question mid-booking (``resumed_with``).

Apart from the readers of tasks that wait (``for_queued.py``, whose reader ``resumed_with``
is), so that a part of another reader may ask it too: a let-go word said before such values
("那算了 我自己送过去", ``let_go_offered.py``) lets go of what the question was about, and
the task is taken up as the values alone would take it up. A neutral module: it imports no
reader.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from ..commands import Command, Resume, SetSlot
from ..spec import FlowSpec, SlotSpec, SlotType
from .address_changes import address_answered
from .addresses import holds_address
from .all_values import only_values
from .answer_leads import answer_leads
from .asides import is_question
from .clauses import clause_spans
from .lexicon import has_cjk, normalize
from .measure_units import slot_unit
from .replies import ANSWER_WORDS, NO, YES
from .slot_namer import slot_names
from .utterance import Turn
from .value_words import Words
from .volunteered import volunteered

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: a yes or a no: a clause holding one answers something of its own, no reason
_ANSWER_KINDS = frozenset({YES, NO})


def resumed_with(u: Knowledge, t: Turn) -> list[Command] | None:
    """ "from London" to "Shall we get back to booking a flight?" after the forecast: the
    task on hold is taken up with the values it takes from a message of nothing else, as a
    yes would take it up. The city and the day were also the forecast's, so they pointed at
    two flows and the message was small talk ("I can help you with: …"), the values lost.
    An answer to the question the held task had asked ("5:30 then", "ok 2 then" after an
    opening-hours or price question mid-booking) takes it up too, as sure as the flow
    asks: a bare time or number is no volunteered value, so it was small talk as well; so
    does a whole English address beyond doubt to a held address question ("ok its 5 mill
    lane harrogate"), which has a form of its own where other free text does not. A
    then word of the lexicon (``then_words``) opening it is how the answer is said ("那下午
    5点吧"), no word of its own that would make it more than values."""
    offered = t.state.offer_resume
    if offered is None or t.task is not None or is_question(t.raw, t.lex):
        return None
    held = t.state.offered_held()
    flow = u.domain.flows.get(held.flow) if held is not None else None
    if held is None or flow is None:
        return None
    filled = {n for n, s in held.slots.items() if s.value is not None}
    asked = flow.slot(held.asked) if held.asked is not None else None
    if asked is not None and asked.name not in filled and holds_address(flow, asked):
        said = address_answered(
            u, t, flow, asked
        )  # "ok its 5 mill lane harrogate": a form of its own
        if said is not None:
            return [Resume(flow=flow.name), SetSlot(slot=asked.name, value=said, raw_text=said)]
    got = [
        c
        for c in volunteered(u, t, flow, None, skip=filled)
        if isinstance(c, SetSlot) and c.confidence >= 1.0 and c.raw_text
    ]
    spec = flow.slot(held.asked) if not got and held.asked is not None else None
    if spec is not None and spec.type == SlotType.TEXT and not spec.pattern:
        # free text takes any words: "yes" to the offer is no pickup address; a yes in a
        # clause of its own and an answer after it ("ok, its lily") take the task up
        # with that answer, as a yes to the offer and the held question's answer
        return _yes_then_text(u, t, flow, spec.name, filled)
    if spec is not None and u.replies[t.lex.language].only(t.norm, ANSWER_WORDS):
        # "ok" to the offer takes the task up; it says nothing to "Deliver it?", nor is
        # "yes" a car's registration (YES_TO_THE_OFFER_TAKEN_AS_THE_HELD_QUESTIONS_ANSWER:
        # free text of a pattern took it, and the user was told it had the wrong format)
        return None
    if spec is not None and spec.name not in filled:
        # "5:30 then", "ok 2 then": the held task's own question answered, as the offer
        # comes right after it; a bare time or number is no volunteered value of any slot
        # ("5:30" read as 17:30 within opening hours is as sure as the flow asks, not sure)
        answer = u.parser(flow, spec).parse(t.scan, t.now, t.language)
        least = flow.confidence_threshold
        least = u.domain.settings.confidence_threshold if least is None else least
        if answer is not None and answer.confidence >= least and answer.raw_text:
            got = [
                SetSlot(
                    slot=spec.name,
                    value=answer.value,
                    raw_text=answer.raw_text,
                    confidence=answer.confidence,
                )
            ]
    spans = [t.span_of(c.raw_text) for c in got]
    if not got or any(a == b for a, b in spans):  # (0, 0): its words are not in the message
        return None
    if (
        asked is not None
        and asked.type == SlotType.BOOLEAN
        and asked.name not in filled
        and all(isinstance(c, SetSlot) and c.slot == asked.name for c in got)
        and _in_its_own_words(u, t, flow, asked, got)
    ):
        # "那还是我自己去拿吧" to the offer after "要邮寄给您吗？还是您自己来取？": the held
        # yes-or-no question answered in its own words (done oneself, a side of its
        # choice, its verb said back), which the slot's parser read from the question;
        # the words around them are how it is said, none a value of their own
        return [Resume(flow=flow.name), *got]
    then = _then_opening(t)  # "那下午5点吧": a then opens the answer
    # "租两天": the held flow's own verb before a value is no word of its own
    spans += _own_verb_spans(u, t, flow, spans)
    # "今天早上发现的": the part of the day said after the day, no time read, is how the day is said
    spans += _day_part_spans(t, flow, got)
    # "好 房龄40年": a value's own label said with it names it, no word of its own
    spans += _label_spans(u, t, flow, got)
    # "great, about 40 metres" to the offer after "how long, in metres?": the measure's
    # unit and the word leading it are how it is said
    spans += _measure_spans(u, t, flow, got)
    # "那后天送过去" to the offer after "哪天送过来？": the held question's words said back
    if asked is not None and asked.name not in filled:
        spans += _asked_words_spans(t, asked.prompt or "", spans)
        spans += _asked_words_before(t, asked.prompt or "", spans)
    weighed = spans if then is None else [*spans, then]
    if not only_values(u, t, weighed) and not _values_then_reason(u, t, weighed):
        return None
    values = [
        SetSlot(slot=c.slot, value=c.value, raw_text=c.raw_text, confidence=c.confidence)
        for c in got
    ]
    return [Resume(flow=flow.name), *values]


def _values_then_reason(u: Knowledge, t: Turn, spans: list[tuple[int, int]]) -> bool:
    """ANSWER_THEN_ITS_REASON_TO_THE_RESUME_OFFER: "不用跟场 我们自己调", "不用跟场 太贵了"
    to the offer back after a deposit question: a first clause of the held task's values
    alone (``spans``), then clauses telling why, as an answer at the confirmation is said
    ("还是视频吧 懒得跑了"). The later clauses hold no value read (every span stands in the
    first), no digit, no yes or no of their own, no let-go word (``cancel``: "2支 算了"
    lets go) and no trigger of a flow ("…帮我改个日期" asks for something); the first is
    more than a yes or a no ("好的 知道了" answers nothing held); the message asks no
    question (``resumed_with`` returned before)."""
    parts = clause_spans(t.scan, spaced=True)
    if len(parts) < 2 or not spans:
        return False
    end = parts[0][1]
    if any(b > end for _, b in spans) or not only_values(u, t, spans, 0, end):
        return False
    replies = u.replies[t.lex.language]
    if replies.only(normalize(t.scan[:end]), ANSWER_WORDS):
        return False  # "好的 知道了": a yes to the offer and talk, no answer of the held question
    for a, b in parts[1:]:
        clause = normalize(t.scan[a:b])
        found, _ = replies.tokens(clause)
        if (
            any(c.isdigit() for c in clause)
            or any(k & _ANSWER_KINDS for k in found)
            or t.lex["cancel"].search(clause) is not None
            or u.triggers.match(clause)
        ):
            return False
    return True


def _label_spans(
    u: Knowledge, t: Turn, flow: FlowSpec, got: list[SetSlot]
) -> list[tuple[int, int]]:
    """HELD_VALUE_SAID_WITH_ITS_LABEL_AT_THE_RESUME_OFFER: where the label of a slot whose
    value the message gives is said ("好 房龄40年" to the offer back, the age labelled 房龄;
    "ok number of bags 3"): the name the bot gives the value, said with it, is how it is
    said, as a label before a value in a form is. A word of the slot's type ("yep the date
    is saturday", "ok the number is 4") says so as well when the slot is the flow's one of
    that type (TYPE_WORD_WITH_A_VALUE_AT_THE_RESUME_OFFER; ``SlotNamer.called``: with two
    dates, "the date" names neither), whole words only ("day" of "saturday" is none).

    Not ``slot_labels.labels_dropped``'s reading, on purpose: that one drops a listed value
    read from another slot's name, and so takes only a name right before its slot's value
    (a link word at most between), since said elsewhere the same word may be a value of
    its own (电话 of 电话咨询). Here nothing is read as a value: the question is only
    whether the message is values alone, and people say the label after the value as
    well ("4 crew size", "saturday for the trip day"), so it counts wherever it stands.
    What a count slot counts
    (its ``counts``) names it as its label does: "好 那话筒要6支" to the offer back after a
    power question, the microphones counted beside the days of the hire
    (COUNTED_THING_SAID_WITH_ITS_COUNT_AT_THE_RESUME_OFFER; the want between is a filler)."""
    low = t.scan.lower()
    namer = u.slot_namer(flow, t.lex)
    out: list[tuple[int, int]] = []
    links = sorted(t.lex["value_links"].exact, key=len, reverse=True)
    for c in got:
        spec = flow.slot(c.slot)
        if spec is None:
            continue
        names = [(spec.label or "").strip().lower()]
        if spec.type in (SlotType.INTEGER, SlotType.NUMBER):
            names += [w.strip().lower() for w in spec.counts]
        for name in names:
            at = low.find(name) if name else -1
            if at >= 0:
                # LABEL_LINKED_TO_ITS_VALUE_AT_THE_RESUME_OFFER: "有效期到2月10号": a link word
                # of the lexicon (``value_links``) between the label and the value is how
                # it is said too
                end = at + len(name)
                rest = low[end:].lstrip()
                link = next((w for w in links if w and rest.startswith(w)), "")
                out.append((at, end + (len(low[end:]) - len(rest)) + len(link) if link else end))
        typed = set(namer.called(spec)) - set(slot_names(spec))
        out += [m.span() for w in typed for m in _whole_word(w).finditer(low)]
    return out


@lru_cache(maxsize=256)
def _whole_word(word: str) -> re.Pattern[str]:
    """``word`` said whole, once compiled per word of the lexicon."""
    return re.compile(rf"(?<!\w){re.escape(word)}(?!\w)")


def _in_its_own_words(
    u: Knowledge, t: Turn, flow: FlowSpec, asked: SlotSpec, got: list[SetSlot]
) -> bool:
    """Whether a yes-or-no answer read from the held question is said in the question's own
    words rather than by a yes or a no opening the message ("好的 知道了" says nothing of the
    held question; "我自己去拿" answers it). A yes typed as a clause of its own before those
    words ("好 需要你们去接" to the offer after "放学需要老师去学校接吗？") takes the task up, as
    it would alone, and the words after it answer the held question
    (YES_TO_THE_OFFER_THEN_THE_HELD_ANSWER_IN_ITS_OWN_WORDS); a yes or a no opening those
    words too ("好 不用") says nothing clear of the held question, nor do words that give
    no answer alone ("好的 知道了": ``got``, read from the whole, must be read from them)."""
    said = t.norm
    yes = t.lex["affirm"].prefix(said)
    if yes is not None and 0 < yes.end() < len(said) and not said[yes.end()].isalnum():
        said = said[yes.end() :].lstrip(" ,，")
        alone = u.parser(flow, asked).parse(said, t.now, t.language)
        if alone is None or any(alone.value != c.value for c in got):
            return False
    return bool(said) and not any(t.lex[key].prefix(said) for key in ("affirm", "deny"))


def _day_part_spans(t: Turn, flow: FlowSpec, got: list[SetSlot]) -> list[tuple[int, int]]:
    """DAY_WITH_A_PART_OF_IT_TO_THE_RESUME_OFFER: where a part of the day (the lexicon's
    ``clock_sides``: 早上, 下午) stands right after a date read among the held task's values,
    and no time was read from it: "今天早上发现的" to the offer back after "什么时候发现漏的？"
    says the day as people do, the part of it no word of its own."""
    if any((s := flow.slot(c.slot)) is not None and s.type == SlotType.TIME for c in got):
        return []
    out: list[tuple[int, int]] = []
    for c in got:
        spec = flow.slot(c.slot)
        if spec is None or spec.type != SlotType.DATE:
            continue
        a, b = t.span_of(c.raw_text or "")
        if a == b:
            continue
        part = t.lex["clock_sides"].prefix(t.scan[b:])
        if part is not None and part.end():
            out.append((b, b + part.end()))
    return out


def _own_verb_spans(
    u: Knowledge, t: Turn, flow: FlowSpec, spans: list[tuple[int, int]]
) -> list[tuple[int, int]]:
    """Where the held flow's own Chinese verb (``TriggerWords.verbs``: the first character
    or two of one of its triggers) stands right before one of the values at ``spans``:
    "租两天" to "Shall we get back to 租相机?" says the value with the verb the task is
    about, as "约周六" would for a booking; that verb is no word of its own that makes the
    message more than the held task's values."""
    verbs = u.trigger_words.verbs(flow)
    out: list[tuple[int, int]] = []
    for a, _ in spans:
        for n in (2, 1):
            if a >= n and t.scan[a - n : a] in verbs:
                out.append((a - n, a))
                break
    return out


def _asked_words_spans(t: Turn, prompt: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Where the words of the held task's Chinese question (``prompt``) are said back right
    after one of the answer's values at ``spans``: "后天送过去" to "哪天送过来？", "这周六来试穿"
    to "哪天来试穿？". The run is made of the question's characters outside its question
    words (the lexicon's ``wh_words``) and words of direction after a verb
    (``verb_directions``: 过去 for 过来), one of the question's at least; it says how the
    answer is given, no word of its own. A verb the question does not hold ("下周一拿过去")
    is one."""
    if not has_cjk(prompt):
        return []
    asked = _asked_outside_wh(t, prompt)
    own = {c for c in asked if has_cjk(c)}
    directions = t.lex["verb_directions"]
    out: list[tuple[int, int]] = []
    for _, b in spans:
        at, said = b, False
        while at < len(t.scan):
            if t.scan[at] in own:
                at, said = at + 1, True
                continue
            way = directions.prefix(t.scan[at:])
            if way is None or not way.end():
                break
            at += way.end()
        if said:
            out.append((b, at))
    return out


def _asked_outside_wh(t: Turn, prompt: str) -> str:
    """The held task's question (``prompt``) normalized, its question words (the lexicon's
    ``wh_words``) blanked: the characters an answer may say back around its value."""
    asked = normalize(prompt)
    for wh in t.lex["wh_words"].phrases:
        asked = asked.replace(wh, " ")
    return asked


#: the most characters of the held question said back before a value ("有效期到")
_LONGEST_RUN_BACK = 8


def _asked_words_before(
    t: Turn, prompt: str, spans: list[tuple[int, int]]
) -> list[tuple[int, int]]:
    """Where the verb of the held task's Chinese question (``prompt``) is said back right
    before one of the answer's values at ``spans``: "那来三位" to the offer after "来几位收纳
    师？", as "来三位" answers the question itself. The run is made of the question's
    characters outside its question words (the lexicon's ``wh_words``), a verb or a longer
    run of them, before the value; it says how the answer is given, no word of its own."""
    if not has_cjk(prompt):
        return []
    asked = _asked_outside_wh(t, prompt)
    out: list[tuple[int, int]] = []
    for a, _ in spans:
        # QUESTIONS_WORDS_BEFORE_THE_VALUE_AT_THE_RESUME_OFFER: "有效期到2月10号" to the
        # offer after "驾照有效期到哪天？": a longer run of the question said back before
        # the value, its subject and verb, says so too
        for n in range(min(a, _LONGEST_RUN_BACK), 0, -1):
            said = t.scan[a - n : a] if a >= n else ""
            if said and has_cjk(said) and said in asked:
                out.append((a - n, a))
                break
    return out


def _then_opening(t: Turn) -> tuple[int, int] | None:
    """Where a then word (the lexicon's ``then_words``) opens the answer to the offer
    ("那下午5点吧"), with a yes typed before it as a clause of its own, a space or a mark
    after it ("ok 那下周二吧", "好，那下午5点吧": the yes takes the task up, as it would
    alone; ACKNOWLEDGEMENT_BEFORE_A_THEN_WORD_TO_THE_RESUME_OFFER); None when none does."""
    then = t.lex["then_words"].prefix(t.scan)
    if then is not None:
        return then.span()
    yes = t.lex["affirm"].prefix(t.scan)
    if yes is None or not yes.end() or yes.end() >= len(t.scan):
        return None
    rest = t.scan[yes.end() :]
    gap = len(rest) - len(rest.lstrip(" ,，"))
    then = t.lex["then_words"].prefix(rest[gap:]) if gap else None
    return None if then is None else (0, yes.end() + gap + then.end())


def _yes_then_text(
    u: Knowledge, t: Turn, flow: FlowSpec, slot: str, filled: set[str]
) -> list[Command] | None:
    """ "ok, its lily" to "Shall we get back to …?" while the held task asks a free-text
    slot (``slot``): the yes takes the task up and the clause after it answers the slot.
    Not a question, and not a clause another flow or value reads (then it is no answer).
    Typed without the comma, the answer opens with a word a yes is followed by only when it
    answers (the lexicon's ``no_answer_leads``: "ok just the bed frame then"), a comma of
    its own after it or not ("ok its just a service, running a bit rough":
    FREE_TEXT_ANSWER_AT_THE_RESUME_OFFER_WITH_A_COMMA_OF_ITS_OWN)."""
    first, _, rest = t.raw.strip().partition(",")
    rest = rest.strip()
    if not rest or not u.replies[t.lex.language].is_(YES, normalize(first)):
        # "ok its just a service, running a bit rough": the comma is the answer's own
        first, rest = _yes_then_lead(t)
    if slot in filled or not rest or not u.replies[t.lex.language].is_(YES, normalize(first)):
        return None
    spec = flow.slot(slot)
    led = _answer_led(t, rest)  # "just the bed frame": "just" opens an answer, no reply
    if spec is None or (not led and u.replies[t.lex.language].tokens(normalize(rest))[1] > 0):
        return None  # "ok, thanks", "yes, sure": replies, no answer
    if volunteered(u, t, flow, None, skip={slot} | filled):
        return None  # "ok, maths": a value of another slot, taken up as values are
    parser = u.parser(flow, spec)
    answer = parser.parse(parser.core(rest, t.language), t.now, t.language)
    if answer is None or not isinstance(answer.value, str) or not answer.value.strip():
        return None
    value = SetSlot(slot=slot, value=answer.value, raw_text=answer.raw_text)
    return [Resume(flow=flow.name), value]


def _yes_then_lead(t: Turn) -> tuple[str, str]:
    """``t``'s message parted after the yes that opens it when a word of the lexicon's
    ``no_answer_leads`` follows it ("ok just the bed frame then": "ok", "just the bed frame
    then"); the whole message and nothing else."""
    said = t.raw.strip()
    m = t.lex["affirm"].prefix(said.casefold())
    if m is None or m.end() >= len(said) or said[m.end()].isalnum():
        return said, ""
    rest = said[m.end() :].strip()
    return (said[: m.end()], rest) if _answer_led(t, rest) else (said, "")


def _answer_led(t: Turn, rest: str) -> bool:
    """``rest`` opens with a word of the lexicon's ``no_answer_leads`` ("just", "the")."""
    word = rest.split(maxsplit=1)[0].casefold().strip(",.!") if rest.strip() else ""
    return word in answer_leads(t.lex)


def _measure_spans(
    u: Knowledge, t: Turn, flow: FlowSpec, got: list[SetSlot]
) -> list[tuple[int, int]]:
    """RESUME_OFFER_ANSWERED_WITH_A_MEASURE: the unit of its dimension said after a number
    of a slot measured in a unit ("about 40m", "40 metres") and a word leading the value
    right before it (the lexicon's ``value_leads``: "about"), as spans of that value: the
    words only say how the measure is said, so "great, about 40 metres" to "Shall we get
    back to …?" takes the task up with it (was: the "I can help you with" list)."""
    out: list[tuple[int, int]] = []
    leads = t.lex["value_leads"]
    for c in got:
        spec = flow.slot(c.slot)
        unit = slot_unit(spec, Words.of(t.lex)) if spec is not None else None
        if unit is None:
            continue
        start, end = t.span_of(c.raw_text)
        if start == end:
            continue
        if unit.of_its_dimension(t.scan, end, t.scan[start:end]):
            after = unit.table.after.match(t.scan, end) if unit.table.after else None
            if after is not None:
                out.append((end, after.end()))
            elif end < len(t.scan) and t.scan[end].isalpha():
                out.append((end, end + len(t.scan[end:].split()[0])))
        before = t.scan[:start].rstrip()
        lead = next((m for m in leads.finditer(before) if m.end() == len(before)), None)
        if lead is not None:
            out.append((lead.start(), start))
    return out
