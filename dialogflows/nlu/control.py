"""Conversation control words: handoff, cancel, repeat and resume win over everything else.

A control phrase counts when it is the point of the message: a lone control word inside a
long sentence ("the agent at the desk said ...") does not, nor does a negated one ("don't
cancel", "不要取消"); a "no" in a clause of its own ("Hmm, no, cancel that", "不，取消") is an
answer, not a negation. "cancel it" with nothing running is a trigger of a cancel flow, not
a cancel of nothing; "back to {flow}" names a suspended flow.

``Replies`` reads whole-message answers the way people give them: "Yes, that's right, book
it", "Hmm, no", "对，就这样下单吧" are runs of yes / no / cancel / go-ahead words with polite
and hesitation words around them, read token by token from one compiled alternation.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple

from ..commands import (
    Cancel,
    Command,
    Handoff,
    Repeat,
    Resume,
)
from ..spec import SlotType
from ..state import CONFIRMING
from . import references
from .asides import is_question
from .boolean_values import boolean_said
from .cancel_alone import (
    asks_beside_give_up,
    asks_to_cancel_it,
    flat_undo,
    names_thing_undone,
    no_dont,
    no_to_yes_or_no,
    only_words_of,
    the_undoing,
    undoes_made,
    untailed,
)
from .cancel_object import dropped_topic, refused_let_go, request_after, undoes_running
from .cancel_reason import cancel_then_its_reason
from .cancel_target import cancel_target, object_target, referred_target
from .clauses import CLAUSE_BREAK
from .control_phrase import SHORT_WORDS, control_said, intent
from .findings import RECALL_SLOT, FlowAsked, RecallFirst, RequestsFirst
from .grammar_words import LANGUAGES, ListWords, grammar, lexicon_grammar
from .later_plan import plans_later
from .let_go_offered import taken_up_past_let_go
from .let_go_value import (
    changed_before_part,
    changes_a_value,
    just_what_is_held,
    retracted_after,
    retracted_to,
)
from .lexicon import Lexicon, PhraseSet, has_cjk, normalize
from .mood import mood
from .not_held import dropped_thing, not_in_task, unknown
from .parsed import Parsed
from .polite import asked_politely
from .quit_verb import quits_own_verb, request_beside_quit
from .replies import ANSWER_WORDS, strip_trailing
from .self_instead import does_it_oneself
from .told_done import told_done
from .undo_made import undo_verb_said_of_it, undoes_what_was_made
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


class _Said(NamedTuple):
    """Where a word stands in the message (``asked_politely`` reads spans)."""

    start: int
    end: int


def control_cues(u: Knowledge, lex: Lexicon) -> list[re.Pattern[str] | PhraseSet | None]:
    """What a control word needs (``cues.py``): a flow dropped by name, "keep it" or a no
    at a destructive confirmation, "what?" alone, a phrase of the ``CONTROL_CATEGORIES``,
    or a resume phrase; ``control_commands`` reads nothing else."""
    verbs = u.undoing_verbs  # "把周日的钓位退掉": a thing undone flatly (``flat_undo``)
    return [
        *(tpl.regex for tpl in lex.templates["drop_flow"]),
        lex["keep_it"],
        lex["deny"],
        lex["repeat_alone"],
        u.control_gates.get(lex.language),
        *(tpl.regex for tpl in lex.templates["resume"]),
        lex["undo_flat"],
        re.compile("|".join(map(re.escape, verbs))) if verbs else None,
        lex["undo_words"],  # "can i withdraw it" right after the booking (``undo_made``)
    ]


def _gives_up_a_remark(t: Turn, cancel: re.Match[str]) -> bool:
    """GIVE_UP_WORD_BEFORE_A_REQUEST: with nothing running, queued or held, a give-up word
    ending a clause of its own and followed by another clause with no give-up word in it
    ("贵是贵了点 算了 还是约一个吧", after a price question) lets go of the remark, not of a
    task: control is not the point of the message, which the other readers read (the
    request after it, ``topic_verb``). It was answered "nothing to cancel"."""
    end = CLAUSE_BREAK.match(t.scan, cancel.end())
    if end is None:
        return False
    after = t.scan[end.end() :]
    return bool(after.strip()) and t.lex["cancel"].search(normalize(after)) is None


def control_commands(
    u: Knowledge, t: Turn
) -> list[Command] | FlowAsked | RequestsFirst | RecallFirst | None:
    """The control a message asks for (see the module): a cancel, a hand-off, a repeat, a
    resume, or a flow asked for instead; None when control is not the point of the message,
    so the other readers may read it."""
    if _drops_running(u, t):
        return [Cancel()]
    if does_it_oneself(u, t):
        return [Cancel()]  # "nah leave it, ill do it myself" while the hours are asked
    if t.flow is not None and t.flow.destructive and t.lex["keep_it"].search(t.norm):
        return [Cancel()]  # "no wait, keep it" to "Cancel booking BK-7243?": nothing undone
    if t.flow is not None and t.flow.destructive and no_dont(t):
        return [Cancel()]  # "no dont" to "Cancel order CK-4821?": the undoing refused
    if t.words <= 2 and t.lex["repeat_alone"].fullmatch(t.norm):
        return [Repeat()]  # "what?", "huh?", "啥？": said alone, asks to hear it again
    quit_at = quits_own_verb(u, t, t.flow) if t.flow is not None else None
    if quit_at is not None:
        rest = " ".join(c for i, c in enumerate(t.clauses()) if i != quit_at)
        if rest.strip() and changes_a_value(u, t, normalize(rest)):
            return None  # "不约了 改成下周一吧": not that day, the task goes on with another
        after = request_beside_quit(u, t, quit_at)
        if after is not None:  # "不约了 帮我发个律师函吧": let go, and the letter asked instead
            return FlowAsked(after, instead=True)
        return [Cancel()]  # "不办了" while a card is being bought: the task let go
    gate = u.control_gates.get(t.lex.language)
    if gate is None or gate.search(t.norm) is None:
        flat = flat_undo(u, t) if not mood(t.lex, t.raw, t.norm).question else None
        if flat is not None and not asks_beside_give_up(u, t, flat):
            return FlowAsked(flat)  # "周五那节课不上了": the class booked, to cancel
        undo = undo_verb_said_of_it(u, t)
        if undo is not None:  # "can i withdraw it" right after the booking was made
            return FlowAsked(undo)
        return _resume(u, t)
    if control_said(u, t, "handoff") is not None:
        return [Handoff(reason=None)]
    state = t.state
    if (state.active_task or state.task_stack or state.queued) and intent(t, "cancel_all"):
        return [Cancel(everything=True)]  # "cancel everything", "都不要了"
    if state.active_task is not None and t.words <= SHORT_WORDS and control_said(u, t, "restart"):
        return [Cancel(restart=True)]  # "let's start over", "算了，重新来"
    cancel = intent(t, "cancel")
    running_flow = state.active_task.flow if state.active_task is not None else ""
    # the destructive flow a value in the message belongs to ("cancel BK-1234"), other
    # than the running one: worked out once for every question below
    target = cancel_target(u, t, running_flow)
    if cancel is None and target is not None:
        cancel = intent(t, "cancel", named=True)  # the thing to cancel named, by its code
    idle = not (state.active_task or state.task_stack or state.queued or state.offer_resume)
    if cancel is None and target is None and idle:
        # "can you cancel the tub on tuesday": a lone cancel word in a long sentence counts
        # when the rest names a thing a flow undoes, as a code would
        named = intent(t, "cancel", named=True)
        if named is not None and names_thing_undone(u, named.group(0), _without(t, named)):
            cancel = named
    if cancel is not None and idle and u.talk.declined(t.raw):
        return None  # "不用了，谢谢" with nothing going on turns down help; it cancels nothing
    if cancel is not None:
        taken_up = taken_up_past_let_go(u, t, cancel)
        if taken_up is not None:  # "那算了 我自己送过去" to the offer after the visit's price
            return taken_up
        rest = _without(t, cancel)
        if no_to_yes_or_no(t, cancel, _none_listed(u, t)):
            return None  # "不用了" to "需要上门勘察吗？": a no, read as the answer
        if _turns_down_a_yes_or_no(t, cancel):
            return None  # "电视就不要了" to "需要加装电视吗？": the no names the thing asked
        hits = u.triggers.match(t.norm)
        # "cancel it" with nothing running starts cancel_booking; mid-task it cancels the task
        busy = t.state.active_task is not None or t.state.offer_resume is not None
        bare = not rest or u.replies[t.lex.language].only(rest, ANSWER_WORDS)
        running = t.state.active_task.flow if t.state.active_task is not None else None
        if not bare and running is not None:  # "can you cancel it?", "能帮我取消吗"
            bare = asks_to_cancel_it(u, t, rest)
        if (
            running is None
            and not busy
            and (
                bare
                or asks_to_cancel_it(u, t, untailed(t, rest))
                or cancel_then_its_reason(u, t, cancel)  # "取消吧 下错单了" after booking
            )
        ):
            made = undoes_what_was_made(u, t, cancel)
            if made is not None:  # "帮我取消了吧", "please cancel" right after booking
                return FlowAsked(made)
            only = the_undoing(u, cancel.group(0))
            if only is not None:  # "i want to cancel" with nothing going on: what, asked
                return FlowAsked(only)
        if running is None and not busy:
            made = _let_go_then_undone(u, t)
            if made is not None:  # "算了 取消吧", "ok forget it, cancel it" after booking
                return FlowAsked(made)
        if running is not None and not bare and refused_let_go(t, cancel):
            return []  # "没米饭那就算了": the dish the bot just refused is let go, not the order
        if running is not None and hits and undoes_running(u, t, cancel, hits, running, target):
            return [Cancel()]  # "算了不卖了" while selling: the running task let go
        undone = (
            undoes_made(u, cancel.group(0), [h.flow for h in hits if h.start >= cancel.end()])
            if hits and not bare and all(h.flow != running for h in hits)
            else None
        )
        if undone is not None and undone != running:  # "cancel my hearing test": made before
            return FlowAsked(undone)
        dropped = dropped_topic(u, t, cancel, hits) if hits and not bare else None
        if dropped is not None:  # "never mind the weather" with no forecast running
            return dropped
        if running is not None and not bare:
            on = _resume(u, t)
            if on is not None:  # "算了，继续点餐吧": never mind the aside, go on
                return on
            if hits and told_done(t, t.norm[cancel.end() :].strip()):
                return [Cancel()]  # "nvm found my spare key": why the need went away, told
            after = request_after(u, t, cancel, hits, running)
            if after is not None:  # "cancel that, i need to move my rental instead"
                return FlowAsked(after, instead=True)
            # "cancel the hotel" while booking one cancels that task; "cancel BK-1234"
            # mid-booking asks the flow that cancels what the reference names
            if u.names.flow(rest, [running]) == running:
                return [Cancel()]
            ref = t.reference()
            if target is None and ref is not None and ref.kind == "other":
                target = referred_target(u, t)  # "cancel the other one": made before, not this
            if target is not None:
                return FlowAsked(target)  # started by the orchestrator (``starting.py``)
            if plans_later(u, t, t.norm[cancel.end() :].strip()):
                return [Cancel()]  # "forget it, we'll come back next month instead": no change
            if changes_a_value(u, t, t.norm[cancel.end() :].strip()) or changes_a_value(
                u, t, rest, new=True
            ):  # "算了换成麻婆豆腐": a change, read as one
                return None
            if changed_before_part(u, t, cancel.start()):
                return None  # "改成5个吧 门口那个不用了": the change, and the part it drops
            if just_what_is_held(u, t, t.norm[cancel.end() :].strip()):
                return []  # "没有米饭啊，那算了，就一份水煮鱼": the rice is let go, not the order
            thing = dropped_thing(t, cancel.start(), cancel.end())
            flow, task = t.flow, t.task
            if thing and flow and task and unknown(u, t, flow, task, thing):
                return not_in_task(u, t, flow, task, thing)  # "米饭不要了" with no rice ordered
            instead = retracted_after(
                u, t, t.norm[: cancel.start()], t.norm[cancel.end() :]
            ) or retracted_to(u, t, rest)  # "围棋 算了还是象棋吧": the value after it
            if instead is not None:  # "算了，还是麻婆豆腐吧": that value, not the task, is dropped
                return instead
        elif not bare:  # "cancel BK-1234", and with nothing running "cancel that": a thing
            if target is None and not busy:  # to cancel, not the running task
                target = referred_target(u, t) or object_target(u, t, cancel.group(0), rest)
            if (
                target is None
                and not busy
                and not hits
                and intent(t, "cancel_all") is None  # "cancel everything": nothing to undo
            ):
                if not mood(t.lex, t.raw, t.norm).question:
                    # "取消周五的课" with one flow that undoes things, whose trigger ("取消上课")
                    # names the thing otherwise: nothing else here can be cancelled
                    target = the_undoing(u, cancel.group(0), rest)
                elif asked_politely(t.lex, t.norm, [_Said(cancel.start(), cancel.end())]):
                    # "can you cancel the tub on tuesday?": asked for, the thing named
                    target = names_thing_undone(u, cancel.group(0), rest)
            if target is None and idle and not hits and _gives_up_a_remark(t, cancel):
                return None  # "贵了点 算了 还是约一个吧": nothing to give up; a request follows
            if target is not None:  # "取消刚才那单，再帮我点一份麻婆豆腐": the order queued
                # "cancel that and book a flight to Madrid instead": two requests, when
                # the message reads as two (the pipeline reads them, ``two_requests.py``)
                return RequestsFirst(FlowAsked(target, then=True))
            return RequestsFirst([Cancel()] if not hits else _repeat_or_resume(u, t))
        if not hits or (busy and bare):
            return [Cancel()]
    return _repeat_or_resume(u, t)


def _let_go_then_undone(u: Knowledge, t: Turn) -> str | None:
    """LET_GO_BEFORE_A_CANCEL_OF_WHAT_WAS_JUST_MADE: "算了 取消吧", "ok forget it, cancel
    it" right after a booking was made, nothing running, were told "nothing to cancel":
    the first cancel word, a let-go, was weighed alone, and what it left (another cancel
    word) was no bare rest. A message of cancel words alone (answer words, a polite ask
    and a pronoun beside them) undoes what was made when one of them is a word of the
    undoing flow's triggers, as that word alone does (``undoes_what_was_made``)."""
    words = list(t.lex["cancel"].finditer(t.norm))
    if len(words) < _SEVERAL:
        return None
    rest = t.norm
    for m in reversed(words):
        rest = f"{rest[: m.start()]} {rest[m.end() :]}"
    rest = " ".join(untailed(t, rest).split())
    answers = u.replies[t.lex.language].only(rest, ANSWER_WORDS)
    if rest and not answers and not asks_to_cancel_it(u, t, rest):
        return None
    return next((f for m in words if (f := undoes_what_was_made(u, t, m)) is not None), None)


#: a let-go and a cancel: two cancel words at least
_SEVERAL = 2


def _without(t: Turn, m: re.Match[str]) -> str:
    """The message with the words ``m`` matched taken out."""
    return (t.norm[: m.start()] + " " + t.norm[m.end() :]).strip()


def _repeat_or_resume(u: Knowledge, t: Turn) -> list[Command] | RecallFirst | None:
    said = control_said(u, t, "repeat")
    asks = t.lex["done_asks"].search(t.norm) if said is not None else None
    if said is not None and asks is not None and asks.end() > said.end():
        said = None  # "sorry what did i order?": a question of its own after the "sorry"
    if said is not None and t.words <= 8:
        # "sorry what was the date again?" asks back one value, not the whole last reply
        return RecallFirst([Repeat()], (RECALL_SLOT,))
    return _resume(u, t)


def _drops_running(u: Knowledge, t: Turn) -> bool:
    """ "hmm actually I don't need the hotel" while booking one drops that task."""
    task = t.state.active_task
    if task is None or not t.templated or not t.lex.may_match("drop_flow", t.raw):
        return False
    low = t.raw.lower()
    for tpl in t.lex.templates["drop_flow"]:
        m = tpl.search_lowered(t.raw, low)
        if m is not None:
            named = u.names.flow(strip_trailing(m.group("flow"), t.lex), [task.flow])
            if named is not None:
                return named == task.flow
    return False


def keeps_flow(u: Knowledge, t: Turn) -> bool:
    """The message names a flow to leave as it is ("keep the flight though")."""
    if not t.templated or not t.lex.may_match("keep_flow", t.raw):
        return False
    low = t.raw.lower()
    for tpl in t.lex.templates["keep_flow"]:
        m = tpl.search_lowered(t.raw, low)
        if m is not None and u.names.flow(strip_trailing(m.group("flow"), t.lex), []):
            return True
    return False


@lexicon_grammar
def _echo_tails(w: ListWords) -> dict[str, str]:
    """Per language, the marks said after a verb (the lexicon's ``echo_tails``: "吧",
    "的"), run together as ``str.rstrip`` takes them: read once per lexicon, not per
    going-back phrase."""
    return {lang: w.text("echo_tails", (lang,)) for lang in LANGUAGES}


def _verb_said(t: Turn, named: str) -> str:
    """What a going-back phrase names as a flow's verb ("接着约吧" → "约"): unspaced, its
    trailing marks off; ``_held_by_verb`` and ``_keeps_undone`` look it up in
    ``TriggerWords.verbs``."""
    tails = grammar(t.lex, _echo_tails)[t.lex.language]
    return normalize(named).replace(" ", "").rstrip(tails)


def _held_by_verb(u: Knowledge, t: Turn, named: str, suspended: list[str]) -> str | None:
    """The one held flow whose own verb (``TriggerWords.verbs``) is what a resume phrase
    names, its particles aside (the lexicon's ``echo_tails``: "好 那接着约吧", "继续订" while
    约体检 or 订包厢 waits): people go back to a task by its verb as often as by its name."""
    said = _verb_said(t, named)
    held = [
        f
        for f in dict.fromkeys(suspended)
        if f in u.domain.flows and said in u.trigger_words.verbs(u.domain.flows[f])
    ]
    return held[0] if len(held) == 1 else None


def _after_its_verb(t: Turn, at: int) -> bool:
    """RESUME_WORD_AS_A_DIRECTION_COMPLEMENT: a going-back phrase that opens with a
    direction of a verb (the lexicon's ``direction_complements`` of two characters: 回去,
    回来) glued after a Chinese word that is no then word (``then_words``: "那回去…") says
    where that verb takes something ("拉回去要几天", "寄回来多久"), no task taken up."""
    before = t.raw[:at]
    if not before or not has_cjk(before[-1]) or not has_cjk(t.raw[at : at + 1]):
        return False
    directions = [d for d in _directions(t.lex) if len(d) > 1]
    if not any(t.raw.startswith(d, at) for d in directions):
        return False
    word = re.split(r"[\s,.!?，。！？、]", before)[-1]
    return t.lex["then_words"].prefix(word) is None or len(word) > 2


def _directions(lex: Lexicon) -> tuple[str, ...]:
    """The lexicon's ``direction_complements``."""
    return grammar(lex, _Directions).words


@lexicon_grammar
class _Directions:
    """The lexicon's ``direction_complements``, read once per lexicon."""

    def __init__(self, w: ListWords) -> None:
        self.words = tuple(w.words("direction_complements"))


def _told_inside(t: Turn, at: int) -> bool:
    """A going-back phrase standing after other words (``at``, where it starts in the raw
    message) while nothing is on hold or offered: it tells of going back somewhere ("回去
    一直在挠"), it takes up no task; said first, "回到订票" still answers that nothing waits."""
    state = t.state
    if state.task_stack or state.offer_resume is not None or state.active_task is not None:
        return False
    return bool(t.raw[:at].strip(" ,.!?，。！？、"))


def _turns_down_a_yes_or_no(t: Turn, cancel: re.Match[str]) -> bool:
    """The cancel words say no to one of the running flow's yes-or-no slots, its thing
    named with them ("电视就不要了", "不要电视了" to "需要加装电视吗？"; ``boolean_said``):
    a no to that question, never the task let go. Letting the whole order go on such a no
    lost it.

    NO_TO_A_YES_OR_NO_SLOT_NOT_ASKED_READ_AS_A_CANCEL: the slot need not be the one asked
    ("相册就不要了" while the hours are asked, or at the confirmation), and the cancel words
    may be a clause of their own beside the no, nothing else said ("no tuning, never
    mind"): the slot is turned down, and the other readers read it."""
    task, flow = t.state.active_task, t.flow
    if task is None or flow is None:
        return False
    for spec in flow.slots:
        if spec.type != SlotType.BOOLEAN:
            continue
        said = boolean_said(t.norm, spec.label, spec.name, spec.prompt, t.lex)
        if said is None:
            continue
        if _inside(said, cancel):
            return True
        if said.value is not False:
            continue
        a, b = sorted([(said.start, said.end), (cancel.start(), cancel.end())])
        if a[1] > b[0]:
            continue
        rest = t.norm[: a[0]] + " " + t.norm[a[1] : b[0]] + " " + t.norm[b[1] :]
        if only_words_of(t.lex["let_go_tails"], CLAUSE_BREAK.sub(" ", rest)):
            return True
    return False


def _inside(said: Parsed, cancel: re.Match[str]) -> bool:
    return said.start <= cancel.start() and cancel.end() <= said.end


def _none_listed(u: Knowledge, t: Turn) -> bool:
    """The asked slot lists a value that says there is none (``ValueParser.none_value``)."""
    task, flow = t.state.active_task, t.flow
    spec = flow.slot(task.asked) if task is not None and flow is not None and task.asked else None
    return (
        spec is not None
        and flow is not None
        and spec.type == SlotType.ENUM
        and u.parser(flow, spec).none_value(t.lex) is not None
    )


def _keeps_undone(u: Knowledge, t: Turn, named: str) -> bool:
    """At the confirmation of a flow that undoes a thing, nothing held, a go-on phrase
    whose verb is that of the flow making the thing (``TriggerWords.verbs`` of a flow that
    is not destructive and acts on the same entity: "继续办吧" beside 办签证) says to go on
    with the thing: it is kept, the undoing refused. With nothing on hold there is nothing
    else to go back to, and asking the undoing again ignored the answer."""
    task, flow = t.state.active_task, t.flow
    if task is None or flow is None or not flow.destructive or task.phase != CONFIRMING:
        return False
    said = _verb_said(t, named)
    return bool(said) and any(
        said in u.trigger_words.verbs(f)
        for f in u.domain.flows.values()
        if not f.destructive and f.entity is not None and f.entity == flow.entity
    )


def _answers_asked(u: Knowledge, t: Turn, named: str) -> bool:
    """What a going-back phrase names ("back to {flow}") is a value the running task's
    asked slot reads, by its type or its list, not free text: "back to my card please" to
    "on your card, or a voucher?" answers it; it takes up no flow that is not on hold."""
    task, flow = t.state.active_task, t.flow
    if task is None or flow is None or not task.asked:
        return False
    spec = flow.slot(task.asked)
    if spec is None or spec.type == SlotType.TEXT:
        return False
    return u.parser(flow, spec).parse(named, t.now, t.language) is not None


def _resume(u: Knowledge, t: Turn) -> list[Command] | None:
    if not t.templated or not t.lex.may_match("resume", t.raw):
        return None
    suspended = [task.flow for task in t.state.task_stack]
    low = t.raw.lower()
    for tpl in t.lex.templates["resume"]:
        m = tpl.search_lowered(t.raw, low)
        if m is None:
            continue
        if "flow" not in tpl.holes:
            short = t.words <= 3 or (has_cjk(t.norm) and len(t.norm) <= 8)
            if short or m.group(0).strip().casefold() == t.raw.strip(" .!?。！？").casefold():
                if t.state.active_task is not None and is_question(t.raw, t.lex):
                    return [Repeat()]  # "where were we?" mid-task asks about this one
                return [Resume(flow=None)]
            continue
        named = strip_trailing(m.group("flow"), t.lex)
        if _after_its_verb(t, m.start()):
            continue  # "拉回去要几天啊": where the thing is taken, no task taken up
        if _told_inside(t, m.start()):
            continue  # "昨天修的车 回去开了一天又响了 我要投诉": went home, no task taken up
        if not suspended and _keeps_undone(u, t, named):
            return [Cancel()]  # "算了 继续办吧" to "取消代办…可以吗？": the thing kept
        flow = u.names.flow(named, suspended) or _held_by_verb(u, t, named, suspended)
        if flow is not None and flow not in suspended and _answers_asked(u, t, named):
            return None  # "back to my card please" asked card or voucher: the answer
        if flow is not None:
            return [Resume(flow=flow)]
        if references.detect(normalize(named), t.lex) is not None:
            return [Resume(flow=None)]
    return None
