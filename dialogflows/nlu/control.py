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
from typing import TYPE_CHECKING

from ..commands import (
    Cancel,
    ChitChat,
    Command,
    Handoff,
    Repeat,
    Resume,
)
from ..spec import FlowSpec, SlotKind, SlotSpec, SlotType
from . import references
from .asides import is_question
from .cancel_target import cancel_target, object_target, referred_target
from .clauses import marked_clauses
from .conditionals import supposed
from .findings import RECALL_SLOT, FlowAsked, RecallFirst, RequestsFirst
from .grammar_words import ListWords, grammar, lexicon_grammar
from .let_go_value import changes_a_value, just_what_is_held, retracted_to
from .lexicon import Lexicon, PhraseSet, has_cjk, normalize
from .not_held import dropped_thing, not_in_task, unknown
from .replies import ANSWER_WORDS, strip_trailing
from .triggers import TriggerHit
from .undo_made import undoes_what_was_made
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: single-word control phrases ("stop", "human") count only in messages this short
SHORT_WORDS = 6


def intent(t: Turn, category: str, named: bool = False) -> re.Match[str] | None:
    """A control phrase, unless it is a lone word in a long sentence ("the agent at the
    desk said ...") or negated ("don't cancel", "不要取消"). ``named``: the message names
    what the word acts on (a reference only an undoing flow takes), so a lone word in a
    long sentence counts ("need to cancel my booking BD-40213, cant make it")."""
    m = _whole(t, t.lex[category])
    if m is None or supposed(t.lex, t.raw, m.group(0)):
        return None  # "if I cancel it later, ...?" supposes a cancel, it asks for none
    one_word = " " not in m.group(0) and not has_cjk(m.group(0))
    long = t.words > SHORT_WORDS and not named and not _opens_as_no_verb(t, m)
    if one_word and (long or _names_an_activity(t, m)):
        return None
    before = t.norm[: m.start()].rstrip()
    negated = before and any(n.end() == len(before) for n in t.lex["negation"].finditer(before))
    if negated and _negated_in_clause(t, category):
        return None
    return m


def _opens_as_no_verb(t: Turn, m: re.Match[str]) -> bool:
    """A one-word control that is no verb (the lexicon's ``control_openers``: "nvm")
    opening the message, soft words aside, is the control however long the message goes
    on: "oh nvm found them in my bag" tells why; it was read as a lone word in a long
    sentence and the whole message became the address asked for. A verb ("stop", "cancel")
    opening a long message may have an object of its own ("stop by the side door")."""
    if m.group(0) not in t.lex["control_openers"].phrases:
        return False
    before = t.norm[: m.start()].strip()
    soft = {str(w) for c in ("hesitations", "answer_fillers") for w in t.lex.raw.get(c) or ()}
    return not before or before in soft or all(w in soft for w in before.split())


def _control(u: Knowledge, t: Turn, category: str) -> re.Match[str] | None:
    """``intent``, unless the control phrase is a word of a flow's trigger the message says
    ("repeat prescription", "talk to a dietitian" when a flow is asked for that way): the
    author named the request with that word, so it asks for the flow, not for the bot to
    say it again or hand over. (Cancel words inside triggers are weighed where the cancel
    is read: "cancel my booking" names what to cancel.)"""
    m = intent(t, category)
    if m is None:
        return None
    for hit in u.triggers.exact(t.norm):
        inside = hit.start <= m.start() and m.end() <= hit.end
        if inside and hit.end - hit.start > m.end() - m.start():
            return None
    return m


def _names_an_activity(t: Turn, m: re.Match[str]) -> bool:
    """A one-word control verb with someone before it and a word of an activity after it
    ("i had to stop taking it", "she quit eating") says what someone stopped doing, not
    what the bot should stop: the next word carries one of the lexicon's
    ``activity_endings`` ("-ing"). Said as an order, the verb opens the message, soft and
    polite words aside ("stop asking", "cancel everything", "pls stop")."""
    endings = t.lex.raw.get("activity_endings") or ()
    following = t.norm[m.end() :].split(maxsplit=1)
    if not following or not endings or not _said_by_someone(t, t.norm[: m.start()]):
        return False
    word = following[0]
    return any(word.endswith(e) and len(word) > len(e) + 2 for e in endings)


def _said_by_someone(t: Turn, before: str) -> bool:
    """Words other than soft and polite ones come before: a subject, an auxiliary."""
    rest = f" {before} "
    soft = [p for c in (*SOFT_LISTS, "polite_asks", "affirm", "deny") for p in t.lex[c].phrases]
    for w in sorted(soft, key=len, reverse=True):
        rest = rest.replace(f" {w} ", " ")
    return bool(rest.strip())


#: the lexicon lists of words that may stand around a control word in a clause of its own
SOFT_LISTS = ("hesitations", "fillers_trail", "answer_fillers", "thanks")


def _whole(t: Turn, words: PhraseSet) -> re.Match[str] | None:
    """The first control phrase of ``words`` that is one as a whole word or a whole clause.

    Chinese has no spaces to tell a word's edges, and a control phrase of one character
    ("停") is far more often part of a word ("停车", "暂停") or a verb of its own sentence
    ("快递员停多久") than a command. Such a phrase counts only as a clause of its own,
    soft words aside ("停", "停停停", "停，不要了"); longer phrases and whole-word English
    ones count where they stand.
    """
    found = words.finditer(t.norm)
    for m in found:
        phrase = m.group(0)
        if len(phrase) > 1 and has_cjk(phrase) and _verb_with_object(t, m):
            continue
        if len(phrase) > 1 or not has_cjk(phrase):
            return m
        if _alone_in_a_clause(t, phrase):
            return m
    return None


def _verb_with_object(t: Turn, m: re.Match[str]) -> bool:
    """A Chinese control phrase that ends in a particle of done things ("算了" of the
    lexicon's ``done_particles``) inside its clause, words of the clause on both sides:
    a verb and its aspect, not the control ("只算了15斤", "我算了一下"). Where it opens or
    closes its clause, soft words aside, it is the control ("算了不卖了", "那就算了吧")."""
    phrase = m.group(0)
    if not any(phrase.endswith(str(p)) for p in t.lex.raw.get("done_particles") or ()):
        return False
    start = t.norm.rfind(" ", 0, m.start()) + 1
    end = t.norm.find(" ", m.end())
    before, after = t.norm[start : m.start()], t.norm[m.end() : end if end >= 0 else None]
    soft = sorted(
        (p for c in (*SOFT_LISTS, "then_words") for p in t.lex[c].phrases), key=len, reverse=True
    )
    for w in soft:
        before, after = before.replace(w, ""), after.replace(w, "")
    return bool(before) and bool(after)


def _alone_in_a_clause(t: Turn, phrase: str) -> bool:
    """Some clause of the message is ``phrase`` (repeated) and soft words, nothing else."""
    soft = [p for c in SOFT_LISTS for p in t.lex[c].phrases]
    # Chinese typed with spaces for commas: "停停停 不办了" is two clauses
    for clause in t.clauses():
        rest = clause.replace(" ", "")
        if phrase not in rest:
            continue
        rest = rest.replace(phrase, "")
        for w in sorted(soft, key=len, reverse=True):
            rest = rest.replace(w.replace(" ", ""), "")
        if not rest:
            return True
    return False


def _negated_in_clause(t: Turn, category: str) -> bool:
    """The negation before a control phrase sits in the same clause as the phrase ("don't
    cancel", "不要取消"), not in a clause of its own ("Hmm, no, cancel that")."""
    # "no, cancel that" is two answers, not "no cancel"; "不要 取消" one
    for norm in marked_clauses(t.raw):
        m = t.lex[category].search(norm)
        if m is None:
            continue
        before = norm[: m.start()].rstrip()
        return bool(before) and any(
            n.end() == len(before) for n in t.lex["negation"].finditer(before)
        )
    return True


#: the phrase categories ``control_commands`` looks for before resume
CONTROL_CATEGORIES = ("handoff", "cancel", "cancel_all", "repeat", "restart")


def control_gate(lex: Lexicon) -> re.Pattern[str] | None:
    """One regex that finds a phrase of any ``CONTROL_CATEGORIES``: most messages have
    none, and then one search replaces four. The phrases of all of them share one trie,
    so a category more costs next to nothing per message."""
    return PhraseSet.build([p for c in CONTROL_CATEGORIES for p in lex[c].phrases]).regex


def control_cues(u: Knowledge, lex: Lexicon) -> list[re.Pattern[str] | PhraseSet | None]:
    """What a control word needs (``cues.py``): a flow dropped by name, "keep it" or a no
    at a destructive confirmation, "what?" alone, a phrase of the ``CONTROL_CATEGORIES``,
    or a resume phrase; ``control_commands`` reads nothing else."""
    return [
        *(tpl.regex for tpl in lex.templates["drop_flow"]),
        lex["keep_it"],
        lex["deny"],
        lex["repeat_alone"],
        u.control_gates.get(lex.language),
        *(tpl.regex for tpl in lex.templates["resume"]),
    ]


def control_commands(
    u: Knowledge, t: Turn
) -> list[Command] | FlowAsked | RequestsFirst | RecallFirst | None:
    if _drops_running(u, t):
        return [Cancel()]
    if t.flow is not None and t.flow.destructive and t.lex["keep_it"].search(t.norm):
        return [Cancel()]  # "no wait, keep it" to "Cancel booking BK-7243?": nothing undone
    if t.flow is not None and t.flow.destructive and _no_dont(t):
        return [Cancel()]  # "no dont" to "Cancel order CK-4821?": the undoing refused
    if t.words <= 2 and t.lex["repeat_alone"].fullmatch(t.norm):
        return [Repeat()]  # "what?", "huh?", "啥？": said alone, asks to hear it again
    quit_at = _quits_own_verb(u, t, t.flow) if t.flow is not None else None
    if quit_at is not None:
        rest = " ".join(c for i, c in enumerate(t.clauses()) if i != quit_at)
        if rest.strip() and changes_a_value(u, t, normalize(rest)):
            return None  # "不约了 改成下周一吧": not that day, the task goes on with another
        after = _request_beside_quit(u, t, quit_at)
        if after is not None:  # "不约了 帮我发个律师函吧": let go, and the letter asked instead
            return FlowAsked(after, instead=True)
        return [Cancel()]  # "不办了" while a card is being bought: the task let go
    gate = u.control_gates.get(t.lex.language)
    if gate is None or gate.search(t.norm) is None:
        return _resume(u, t)
    if _control(u, t, "handoff") is not None:
        return [Handoff(reason=None)]
    state = t.state
    if (state.active_task or state.task_stack or state.queued) and intent(t, "cancel_all"):
        return [Cancel(everything=True)]  # "cancel everything", "都不要了"
    if state.active_task is not None and t.words <= SHORT_WORDS and _control(u, t, "restart"):
        return [Cancel(restart=True)]  # "let's start over", "算了，重新来"
    cancel = intent(t, "cancel")
    running_flow = state.active_task.flow if state.active_task is not None else ""
    # the destructive flow a value in the message belongs to ("cancel BK-1234"), other
    # than the running one: worked out once for every question below
    target = cancel_target(u, t, running_flow)
    if cancel is None and target is not None:
        cancel = intent(t, "cancel", named=True)  # the thing to cancel named, by its code
    idle = not (state.active_task or state.task_stack or state.queued or state.offer_resume)
    if cancel is not None and idle and u.talk.declined(t.raw):
        return None  # "不用了，谢谢" with nothing going on turns down help; it cancels nothing
    if cancel is not None:
        rest = (t.norm[: cancel.start()] + " " + t.norm[cancel.end() :]).strip()
        if _no_to_yes_or_no(t, cancel):
            return None  # "不用了" to "需要上门勘察吗？": a no, read as the answer
        hits = u.triggers.match(t.norm)
        # "cancel it" with nothing running starts cancel_booking; mid-task it cancels the task
        busy = t.state.active_task is not None or t.state.offer_resume is not None
        bare = not rest or u.replies[t.lex.language].only(rest, ANSWER_WORDS)
        running = t.state.active_task.flow if t.state.active_task is not None else None
        if not bare and running is not None:  # "can you cancel it?", "能帮我取消吗"
            bare = _asks_to_cancel_it(u, t, rest)
        if running is None and not busy and (bare or _asks_to_cancel_it(u, t, _untailed(t, rest))):
            made = undoes_what_was_made(u, t, cancel)
            if made is not None:  # "帮我取消了吧", "please cancel" right after booking
                return FlowAsked(made)
            only = _the_undoing(u, cancel.group(0))
            if only is not None:  # "i want to cancel" with nothing going on: what, asked
                return FlowAsked(only)
        if running is not None and not bare and _refused_let_go(t, cancel):
            return []  # "没米饭那就算了": the dish the bot just refused is let go, not the order
        if running is not None and hits and _undoes_running(u, t, cancel, hits, running, target):
            return [Cancel()]  # "算了不卖了" while selling: the running task let go
        dropped = _dropped_topic(u, t, cancel, hits) if hits and not bare else None
        if dropped is not None:  # "never mind the weather" with no forecast running
            return dropped
        if running is not None and not bare:
            on = _resume(u, t)
            if on is not None:  # "算了，继续点餐吧": never mind the aside, go on
                return on
            after = _request_after(u, t, cancel, hits, running)
            if after is not None:  # "cancel that, i need to move my rental instead"
                return FlowAsked(after, instead=True)
            # "cancel the hotel" while booking one cancels that task; "cancel BK-1234"
            # mid-booking asks the flow that cancels what the reference names
            if u.names.flow(rest, [running]) == running:
                return [Cancel()]
            if target is not None:
                return FlowAsked(target)  # started by the orchestrator (``starting.py``)
            if changes_a_value(u, t, rest):  # "算了换成麻婆豆腐": a change, read as one
                return None
            if just_what_is_held(u, t, t.norm[cancel.end() :].strip()):
                return []  # "没有米饭啊，那算了，就一份水煮鱼": the rice is let go, not the order
            thing = dropped_thing(t, cancel.start(), cancel.end())
            flow, task = t.flow, t.task
            if thing and flow and task and unknown(u, t, flow, task, thing):
                return not_in_task(u, t, flow, task, thing)  # "米饭不要了" with no rice ordered
            instead = retracted_to(u, t, rest)
            if instead is not None:  # "算了，还是麻婆豆腐吧": that value, not the task, is dropped
                return instead
        elif not bare:  # "cancel BK-1234", and with nothing running "cancel that": a thing
            if target is None and not busy:  # to cancel, not the running task
                target = referred_target(u, t) or object_target(u, t, cancel.group(0), rest)
            if target is not None:  # "取消刚才那单，再帮我点一份麻婆豆腐": the order queued
                # "cancel that and book a flight to Madrid instead": two requests, when
                # the message reads as two (the pipeline reads them, ``two_requests.py``)
                return RequestsFirst(FlowAsked(target, then=True))
            return RequestsFirst([Cancel()] if not hits else _repeat_or_resume(u, t))
        if not hits or (busy and bare):
            return [Cancel()]
    return _repeat_or_resume(u, t)


def _no_to_yes_or_no(t: Turn, cancel: re.Match[str]) -> bool:
    """A cancel word that opens with a no ("不用了", "don't bother"), said first (a no
    before it aside: "nah dont bother") to a yes-or-no slot's question ("需要师傅先上门勘察吗？", "Should we take the cardboard
    away?") with no other cancel word after it: the no to that question, not the task let
    go. "算了", "never mind" and "no, cancel it" still cancel."""
    if t.task is None or t.flow is None or t.task.asked is None:
        return False
    spec = t.flow.slot(t.task.asked)
    if spec is None or spec.type != SlotType.BOOLEAN:
        return False
    before = t.norm[: cancel.start()].strip()  # "nah dont bother": only a no before it
    return (
        (not before or _only_words_of(t.lex["deny"], before))
        and t.lex["deny"].prefix(cancel.group(0)) is not None
        and t.lex["cancel"].search(t.norm[cancel.end() :]) is None
    )


def _the_undoing(u: Knowledge, word: str) -> str | None:
    """The one flow that undoes things whose triggers say the cancel ``word`` ("cancel
    my booking" of "i want to cancel"), when the domain has exactly one: a cancel with
    nothing running and nothing just made asks for it, and it asks what to cancel."""
    said = normalize(word)
    found = {
        flow.name
        for flow in u.domain.flows.values()
        if flow.destructive and any(said in normalize(x) for x in flow.triggers)
    }
    return next(iter(found)) if len(found) == 1 else None


def _request_after(
    u: Knowledge, t: Turn, cancel: re.Match[str], hits: list[TriggerHit], running: str
) -> str | None:
    """The flow a trigger said after "cancel that" asks for, when it is neither the
    running flow nor one that undoes things ("scrap that, i just want to move my rental",
    "cancel it and book me a hotel instead"): the cancel word's object is the running task,
    a pronoun right after it, so that task is let go and the other flow started. "cancel
    the ski rental" while a rental is moved names a thing, no task to leave."""
    ref = t.reference()
    if ref is None or ref.kind != "pronoun" or t.norm[cancel.end() : ref.start].strip():
        return None
    after = [
        h
        for h in hits
        if h.start >= ref.end
        and h.flow != running
        and h.score >= 1.0
        and not u.domain.flows[h.flow].destructive
    ]
    return after[0].flow if len({h.flow for h in after}) == 1 else None


def _repeat_or_resume(u: Knowledge, t: Turn) -> list[Command] | RecallFirst | None:
    said = _control(u, t, "repeat")
    asks = t.lex["done_asks"].search(t.norm) if said is not None else None
    if said is not None and asks is not None and asks.end() > said.end():
        said = None  # "sorry what did i order?": a question of its own after the "sorry"
    if said is not None and t.words <= 8:
        # "sorry what was the date again?" asks back one value, not the whole last reply
        return RecallFirst([Repeat()], (RECALL_SLOT,))
    return _resume(u, t)


@lexicon_grammar
def _missing(w: ListWords) -> re.Pattern[str]:
    """ "没米饭那就", "没有米饭的话", "no rice then": what was missing, before a cancel word."""
    return re.compile(
        rf"^(?:{w.zh_alt('missing_leads')})?(?:{w.zh_alt('missing_words')})(?P<zh>.+?)"
        rf"(?:{w.zh_alt('missing_tails')})*$"
        rf"|^(?:(?:{w.en_alt('missing_leads')})\s+)?(?:{w.en_alt('missing_words')})\s+(?P<en>.+?)"
        rf"(?:\s+(?:{w.en_alt('missing_tails')}))?$"
    )


@lexicon_grammar
def _quit_frames(w: ListWords) -> list[re.Pattern[str]]:
    """The lexicon's Chinese ``decline_frames`` and ``undo_frames`` ("不{act}了", "先不{act}
    了", "不用{act}了") as whole-clause regexes whose group ``act`` is a verb of one or two
    characters."""
    # "还是不取消了": a change of mind may lead the turning down (``mind_change_leads``)
    soft = "|".join(w.zh_alt(c) for c in (*SOFT_LISTS, "cancel", "mind_change_leads"))
    out = []
    for frame in (*w.words("decline_frames", ("zh",)), *w.words("undo_frames", ("zh",))):
        pieces = frame.split("{act}")
        if len(pieces) == 2 and has_cjk(frame):
            before, after = (re.escape(normalize(x).replace(" ", "")) for x in pieces)
            out.append(
                re.compile(rf"^(?:{soft})*{before}(?P<act>[^\s\d]{{1,2}}?){after}(?:{soft})*$")
            )
    return out


def _quits_own_verb(u: Knowledge, t: Turn, flow: FlowSpec) -> int | None:
    """A clause of the message turns down the running flow's own verb: a declining or
    undoing frame (the lexicon's ``decline_frames``, ``undo_frames``) around the first one
    or two characters of one of the flow's Chinese triggers, its verb ("不办了" while 办月卡
    runs, "不剪了" for 剪头, "先不约了" for 约理发), soft words around it. No list of
    "不订了"-like phrases holds every domain's verb; the author's triggers do, read at load
    (``TriggerWords.verbs``). Not to a free-text question, whose answer may tell what
    stopped working ("不热了"), unless its answer has a form of its own (an address, a
    code: ``_said_as_a_form``), nor to a yes-or-no one, which it answers ("不加了" to
    "要加急吗？" of 加急配送)."""
    frames = grammar(t.lex, _quit_frames)
    task = t.task
    if not frames or task is None or is_question(t.raw, t.lex):
        return None
    asked = flow.slot(task.asked) if task.asked else None
    if asked is not None and asked.type == SlotType.BOOLEAN:
        return None  # "不加了" to "要加急吗？" answers no
    if asked is not None and asked.type == SlotType.TEXT and not _said_as_a_form(asked):
        return None  # "不热了" to "什么问题？" tells what stopped working
    verbs = u.trigger_words.verbs(flow)  # worked out at load
    if not verbs:  # a flow without Chinese triggers has no verb to turn down so
        return None
    for i, clause in enumerate(t.clauses()):
        said = clause.replace(" ", "")
        for frame in frames:
            m = frame.match(said)
            if m is not None and m.group("act") in verbs:
                return i
    return None


def _said_as_a_form(spec: SlotSpec) -> bool:
    """A free-text slot whose answer has a form of its own, an address or a code of its
    ``pattern``: no answer to it tells what stopped working, so a clause turning down the
    flow's verb said to it ("不卖了" to "车停在哪里？") is the task let go, not the value."""
    return spec.kind == SlotKind.ADDRESS or spec.pattern is not None


def _request_beside_quit(u: Knowledge, t: Turn, quit_at: int) -> str | None:
    """The flow another clause of the message asks for by its trigger, beside the clause
    that turns down the running flow's verb ("不约了 帮我发个律师函吧", "课不上了，我要退费"):
    the running task is let go and that flow started instead, as after "cancel that, …
    instead". None when no other clause asks for exactly one flow that is neither the
    running one nor one that undoes things."""
    running = t.task.flow if t.task is not None else None
    found = {
        h.flow
        for i, clause in enumerate(t.clauses())
        if i != quit_at
        for h in u.triggers.match(normalize(clause))
        if h.flow != running and h.score >= 1.0 and not u.domain.flows[h.flow].destructive
    }
    return next(iter(found)) if len(found) == 1 else None


def _no_dont(t: Turn) -> bool:
    """A no and a refusal, nothing else ("no dont", "nah don't"): the act is refused."""
    no = t.lex["deny"].prefix(t.norm)
    if no is None or t.task is None or t.task.asked is not None:
        return False
    rest = t.norm[no.end() :]
    return bool(rest.strip()) and _only_words_of(t.lex["refusals"], rest)


def _only_words_of(words: PhraseSet, text: str) -> bool:
    """``text`` is nothing but words of ``words`` (or nothing at all)."""
    return not (text.strip() if words.regex is None else words.regex.sub(" ", text).strip())


def _refused_let_go(t: Turn, cancel: re.Match[str]) -> bool:
    """ "没米饭那就算了", "no rice? never mind then" right after the bot said it has no rice:
    what is let go is that extra, not the task. The missing thing must be in what the bot
    just said, and nothing but the cancel word may follow."""
    # what may follow the cancel word in such a message: "了", "吧", "then" (``let_go_tails``)
    if not t.state.last_bot or not _only_words_of(t.lex["let_go_tails"], t.norm[cancel.end() :]):
        return False
    m = grammar(t.lex, _missing).match(t.norm[: cancel.start()].strip())
    if m is None:
        return False
    missing = (m.group("zh") or m.group("en") or "").strip()
    return bool(missing) and missing in normalize(" ".join(t.state.last_bot))


#: what may stand between a cancel word and the flow it lets go: "never mind (about) the
#: weather", "forget that hotel", "算了那个天气" (the lexicon's ``object_gap``, at most this
#: many words of it)
_OBJECT_GAP_WORDS = 2


def _dropped_topic(
    u: Knowledge, t: Turn, cancel: re.Match[str], hits: list[TriggerHit]
) -> list[Command] | None:
    """ "never mind the weather" once the forecast is told, "forget the hotel, let's
    continue": the flow named right after the cancel word is what is let go. Nothing of it
    runs, waits or is queued, so nothing is cancelled and nothing starts; what follows may
    go back to the task on hold."""
    live = {x.flow for x in (*t.state.task_stack, *t.state.queued)}
    if t.task is not None:
        live.add(t.task.flow)
    for h in hits:
        if h.flow in live or h.start < cancel.end():
            continue
        gap = t.norm[cancel.end() : h.start]
        if len(gap.split()) > _OBJECT_GAP_WORDS or not _only_words_of(t.lex["object_gap"], gap):
            continue
        rest = t.norm[h.end :].strip()
        if rest and not _resumes(t, rest):
            return None  # "never mind the hotel, book a flight": a new request follows
        if t.state.task_stack and (rest or t.state.offer_resume is not None):
            return [Resume(flow=None)]  # the aside let go, what was offered is taken up
        return [ChitChat(text=t.raw.strip())]
    return None


def _undoes_running(
    u: Knowledge,
    t: Turn,
    cancel: re.Match[str],
    hits: list[TriggerHit],
    running: str,
    target: str | None,
) -> bool:
    """What follows the cancel word asks only for flows that undo the running task's
    kind of thing (``destructive``, on its ``entity``: "算了不卖了" while a pick-up is
    being booked, "never mind, cancel the booking" while booking), naming none that
    exists (no reference, no code; ``target`` is the flow a code names, if any): the
    cancel word and the trigger say one thing, the running task is let go, not a past one
    asked for."""
    entity = u.domain.flows[running].entity
    after = [h for h in hits if h.start >= cancel.end() and h.flow != running]
    if entity is None or not after or t.reference() is not None:
        return False
    for h in after:
        flow = u.domain.flows[h.flow]
        if not flow.destructive or flow.entity != entity:
            return False
    return target is None


def _resumes(t: Turn, text: str) -> bool:
    """``text`` is a flow-less resume phrase and nothing more ("let's continue", "where was
    I", "继续吧")."""
    whole = text.strip(" .!?。！？").casefold()
    for tpl in t.lex.templates["resume"]:
        if "flow" in tpl.holes:
            continue
        m = tpl.regex.search(text)
        if m is not None and m.group(0).strip(" .!?。！？").casefold() == whole:
            return True
    return False


def _asks_to_cancel_it(u: Knowledge, t: Turn, rest: str) -> bool:
    """What a cancel word leaves of the message is a polite ask and a pronoun at most, and
    a greeting: "can you cancel it?", "please cancel this", "hi i need to cancel", "能帮我取消吗". Mid-task that is the
    task; a booking to cancel is named ("cancel BK-1234", "cancel the hotel")."""
    lex = t.lex
    ref = references.detect(rest, lex)
    if ref is not None:
        if ref.kind != "pronoun":  # "cancel my booking" names a booking, not the task
            return False
        rest = rest[: ref.start] + " " + rest[ref.end :]
    for words in (lex["question_words"], u.replies[lex.language].requests, lex["greeting"]):
        if words.regex is not None:
            rest = words.regex.sub(" ", rest)
    rest = " ".join(rest.split())
    return not rest or u.replies[lex.language].only(rest, ANSWER_WORDS)


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


def _untailed(t: Turn, rest: str) -> str:
    """``rest`` without the particles that may follow a cancel word ("了", "吧", "then")."""
    tails = t.lex["let_go_tails"].regex
    return tails.sub(" ", rest) if tails is not None else rest


def _held_by_verb(u: Knowledge, t: Turn, named: str, suspended: list[str]) -> str | None:
    """The one held flow whose own verb (``TriggerWords.verbs``) is what a resume phrase
    names, its particles aside (the lexicon's ``echo_tails``: "好 那接着约吧", "继续订" while
    约体检 or 订包厢 waits): people go back to a task by its verb as often as by its name."""
    tails = "".join(map(str, t.lex.raw.get("echo_tails") or []))
    said = normalize(named).replace(" ", "").rstrip(tails)
    held = [
        f
        for f in dict.fromkeys(suspended)
        if f in u.domain.flows and said in u.trigger_words.verbs(u.domain.flows[f])
    ]
    return held[0] if len(held) == 1 else None


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
        flow = u.names.flow(named, suspended) or _held_by_verb(u, t, named, suspended)
        if flow is not None:
            return [Resume(flow=flow)]
        if references.detect(normalize(named), t.lex) is not None:
            return [Resume(flow=None)]
    return None
