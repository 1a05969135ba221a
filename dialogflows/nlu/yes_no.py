"""A yes or a no to a confirmation: a plain one, and a yes carrying the action's own verb
("yes, cancel it", "好的，寄吧").

The other replies to what the bot waits for are readers of their own: the answer to a
clarifying question (``clarification_answer.py``), a slot cleared by name
(``slot_cleared.py``), and how a message that is nothing else closes (``closing.py``).
Functions of the ``Knowledge`` (``u``) and the message being read (``t``), like the
other readers of ``pipeline.py``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..commands import Affirm, Cancel, Command, Deny
from ..spec import FlowSpec, SlotType
from .asides import is_question
from .clauses import CLAUSE_BREAK, CLAUSE_END
from .declines import declined_words
from .fills import same
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import has_cjk, normalize
from .pure_replies import pure
from .replies import ASIDE, CANCEL, NO, SOFT, WAIT, YES, Replies, strip_trailing
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

_TEXT = SlotType.TEXT
_BOOLEAN = SlotType.BOOLEAN
#: a value held said back, marked in a go-ahead while its leading words are looked for
_HELD = "\x00"


#: the confidence of a murmured yes ("嗯", "mhm"): under the default threshold
WEAK_YES = 0.5


def affirmed(u: Knowledge, t: Turn) -> list[Command] | None:
    """A yes to the confirmation ("yes please", "嗯"): the first reading at a confirmation;
    a correction comes next ("no, make it Friday"), then a no (``composed.confirmation``)."""
    if pure(u, t, "affirm") or t.lex["affirm_alone"].fullmatch(t.norm):
        # "嗯", "mhm": a yes, but a murmur (a destructive flow asks for a clear one)
        weak = t.lex["affirm_weak"].fullmatch(t.norm)
        return [Affirm(confidence=WEAK_YES if weak else 1.0)]
    return None


def denied(u: Knowledge, t: Turn) -> list[Command] | None:
    """A no to the confirmation that carries no correction: "No wait, I need a flight
    first" asks for another flow, read before as the switch, not as this no. A no that says
    the thing is no longer wanted (the lexicon's ``no_longer``: "dont need it anymore")
    lets the task go."""
    if u.replies[t.lex.language].leads_with(NO, t.norm):
        # "no wait", "不对": something is wrong or the user stops to think (``Deny.amend``);
        # a wait before the no only stops the bot to say it ("等一下，不要取消")
        said, _ = t.lex["waits"].after_opening(t.norm)  # "等一下，不要取消" is "不要取消"
        wrong = _wrong_said(t)
        if not wrong and _action_declined(t):
            # "oh wait dont book it, <a reason>": the action itself turned down by its own
            # verb, a wait before it or not, lets the task go; nothing to change
            return [Cancel()]
        amend = wrong or t.lex["waits"].search(said) is not None
        if not amend and t.lex["no_longer"].search(t.norm) is not None:
            # "dont need it anymore", "no longer needed": the thing itself is not wanted,
            # so the task is let go; no question what to change
            return [Cancel()]
        return [Deny(amend=amend)]
    if _no_longer_wanted(t):  # "we dont need it any more": a no said as a statement
        return [Cancel()]
    return None


def _action_declined(t: Turn) -> bool:
    """The confirmation's action turned down by its verb (REFUSED_ACTION_READ_AS_A_CHANGE):
    a declining frame of the lexicon (``decline_frames``: "dont {act}") around a verb of
    the running flow, the first word of one of its triggers or a word of its confirmation's
    question ("Submit it?"), so "dont submit it" refuses the thing asked about, where a
    bare no only asks what to change. Latin words only: Chinese turns a trigger's verb down
    in frames of its own (``quit_verb``)."""
    flow = t.flow
    if flow is None:
        return False
    found = declined_words(t.lex, t.norm)
    if not found:
        return False
    verbs = {n.split()[0] for n in (normalize(x) for x in flow.triggers) if n and not has_cjk(n)}
    if flow.confirm:
        asked = _FIELD.sub(" ", flow.confirm)
        asked = re.split(r"[.!:]\s", asked)[-1]  # the question, its last sentence
        verbs |= {w for w in normalize(asked).split() if not has_cjk(w)}
    return any(w in verbs for w in found)


#: a field of a template (``{day}``), no word of its question
_FIELD = re.compile(r"\{[^}]*\}")


def _wrong_said(t: Turn) -> bool:
    """The no says a detail is wrong (the lexicon's ``deny_wrong``: "no thats wrong"); a
    mistake the user owns (``own_mistake``: "no dont, my mistake") is an apology for asking,
    so its word of a mistake says nothing is wrong with what the bot holds."""
    norm = t.norm
    for m in reversed(t.lex["own_mistake"].finditer(norm)):
        norm = f"{norm[: m.start()]} {norm[m.end() :]}"
    return t.lex["deny_wrong"].search(norm) is not None


def _no_longer_wanted(t: Turn) -> bool:
    """A statement, asking nothing, that refuses (the lexicon's ``refusals``: "dont need")
    what is no longer wanted (``no_longer``: "any more")."""
    return (
        t.lex["refusals"].search(t.norm) is not None
        and t.lex["no_longer"].search(t.norm) is not None
        and not is_question(t.raw, t.lex)
    )


#: the lexicon lists that take back or hold a yes, said with it or after it: a no, a
#: negation, a refusal, a wait, a doubt (the go-ahead after the yes holds none, nor does
#: the yes itself before a remark)
_DOUBTS = ("negation", "deny", "refusals", "waits", "unsure")

#: the kinds of reply word that take back a yes said before them: a wait, a doubt
_TAKEN_BACK = frozenset({WAIT, ASIDE})

#: how long the go-ahead after a yes may be: "yes, <verb> it", "好的，寄吧"
GO_AHEAD_WORDS = 3
GO_AHEAD_CHARS = 4


def yes_carrying_a_verb(u: Knowledge, t: Turn) -> list[Command] | None:
    """At a confirmation, a yes followed by a short go-ahead is a yes: "yes, cancel it" to
    "Cancel loan LN-1234?", "yep go ahead and send it", "是的，取消吧", "好的，寄吧".

    The go-ahead is the action's own verb, which no list can hold for every domain: what
    follows the yes is taken as one when it is short (``GO_AHEAD_WORDS``, a thanks, a
    please or a farewell closing it aside: "yes thats all correct thanks", "yes thats
    perfect see you then", and the particle of a phrasal verb, ``go_ahead_particles``:
    "yep get it booked in", and words of a yes praising what is confirmed: "that all looks
    right"), carries no no,
    negation, question, value of the flow or request for another flow (the day a closing
    farewell names is the farewell's: "yes see you sunday"). A cancel word in
    it is the action's verb only when the flow itself undoes something (``destructive``);
    elsewhere a "yes, cancel" is left to the cancel reader."""
    flow = t.flow
    if flow is None or is_question(t.raw, t.lex):
        return None
    replies = u.replies[t.lex.language]
    opening = u.farewells[t.lex.language].opening(t.norm)
    if opening is not None and opening not in replies.kinds:
        return None  # "thats all for now cheers": a goodbye opening it, no yes word
    found, pos = replies.tokens(t.norm)
    if _action_verb_alone(u, t, found, pos):
        return [Affirm()]  # "嗯，取消掉", "取消吧" to "确认取消预约MS2001吗？"
    if _verb_then_reason(u, t, flow):
        return [Affirm()]  # "取消吧 老人住院了", "cancel it, we dont need it now"
    if all(SOFT in k for k in found) and _own_verb_said_back(u, t, flow):
        return [Affirm()]  # "撤了吧", "嗯 撤了吧 麻烦你们了" to "撤销QZ4078？"
    lead = next((k for k in found if SOFT not in k), None)
    closing = None if lead is not None and YES in lead else _before_closing_yes(u, t)
    if closing is None and (lead is None or YES not in lead):
        return None
    after_yes = lead is not None and YES in lead
    if any(k & _TAKEN_BACK for k in found) or (
        flow.destructive and t.lex["keep_it"].search(t.norm) is not None
    ):
        # YES_TAKEN_BACK_AFTER_ITS_GO_AHEAD: "yes cancel it, hang on", "yes cancel it, not
        # sure", "yes cancel it, actually keep it" undid the thing: a wait, a doubt or the
        # keeping of it said after the go-ahead takes the yes back
        return None
    if _undoing_with_reason(u, t, flow, after_yes):
        return [Affirm()]
    if any(NO in k and YES not in k for k in found):
        return None
    if t.lex["cancel"].search(t.norm) is not None and not _cancel_is_the_action(u, t, after_yes):
        return None  # "好吧，还是算了", "ok never mind": the thing is let go, not done
    rest = closing if closing is not None else t.norm[pos:].strip()
    particles = t.lex["go_ahead_particles"]  # "booked in", "sign us up": no word more
    if rest:
        # "yes thats all correct thanks", "yes thats perfect see you then": the thanks or
        # the farewell closing it is no part of the go-ahead
        bye = u.farewells[t.lex.language].closing_at(rest)
        size_of = strip_trailing(rest[:bye] if bye else rest, t.lex) or rest
        size_of = _without_agreement(size_of, t) or size_of  # "12:30 works for me"
        size_of = _without_yes_words(size_of, replies)  # "that all looks right": praise
        size = (
            len(size_of.replace(" ", ""))
            if has_cjk(size_of)
            else sum(1 for w in size_of.split() if not particles.fullmatch(w))
        )
        # longer than a go-ahead, it is one only as values the task holds said back
        # ("yes monday at half 12 see you then"), nothing more
        longer = size > (GO_AHEAD_CHARS if has_cjk(rest) else GO_AHEAD_WORDS)
        if any(t.lex[c].search(rest) for c in (*_DOUBTS, "corrections")):
            return None
        # the word a closing farewell ends on ("see you sunday", "see you soon") is the
        # farewell's, not a value or a request of the go-ahead before it
        go = rest[:bye].strip() if bye is not None else rest
        if any(h.flow != flow.name for h in u.triggers.exact(go)):
            return None
        back = _held_said_back(u, t, flow, go)
        if back is None:
            return None  # a value the task does not hold: a change, not a go-ahead
        if back != go and _without_yes_words(_without_agreement(back, t), replies).strip(" ,.!"):
            return None  # "book a hotel in paris after all": more than the value said back
        if longer and back == go and not _remark_after_yes(t, flow, pos, rest, after_yes):
            return None
        if any(c.isdigit() for c in back + rest[len(go) :]):
            return None  # "是302": a go-ahead verb holds no number, a corrected value may
    elif not any(CANCEL in k for k in found):
        return None  # a plain yes is read where it always was
    return [Affirm()]


def _remark_after_yes(t: Turn, flow: FlowSpec, pos: int, rest: str, after_yes: bool) -> bool:
    """YES_WITH_A_REMARK_AT_THE_CONFIRMATION: "好的 麻烦阿姨早点到", "yes please and make
    sure hes on time": the yes said first as a clause of its own (a space after it in
    Chinese, a comma or a joiner of the lexicon's ``joiners`` in English), then a remark for
    the people who will do it, is the yes; the remark holds nothing the caller refused
    (a no, a change, a wait, a value the task does not hold, another flow, a number). Not
    for a flow that undoes something, whose yes stays a plain one."""
    if not after_yes or flow.destructive or not rest:
        return False
    if any(t.lex[c].search(t.norm[:pos]) for c in _DOUBTS):
        return False  # "yes, not sure about …": the yes took in a doubt
    if has_cjk(rest):
        return t.norm[pos : pos + 1].isspace() or t.norm[pos - 1 : pos].isspace()
    lead = t.norm[:pos].split()
    said = t.raw.casefold()
    at = said.find(rest.split()[0], len(lead[0]) if lead else 0)
    comma = at > 0 and any(c in said[:at] for c in ",;")
    joiners = t.lex["joiners"]
    return comma or any(joiners.fullmatch(w) for w in lead) or joiners.prefix(rest) is not None


def _undoing_with_reason(u: Knowledge, t: Turn, flow: FlowSpec, after_yes: bool) -> bool:
    """YES_WITH_A_REASON_AT_A_DESTRUCTIVE_CONFIRMATION: "yes cancel it, we're moving
    house", "yes cancel it, we dont need it anymore", "对 取消吧 家里人想土葬", "对 退了吧
    孩子不想学了" to "Cancel booking …?": a yes and a go-ahead as clauses of their own (the
    go-ahead's length, its words the caller's checks made the action's), then clauses
    telling why, is the yes. Read as a long yes it was none, and its cancel word let the
    task go, so the thing the user meant to undo stayed; a reason that says what is no
    longer wanted holds a negation, which must not be read as taking the yes back. Clauses
    part at a mark, or at a space typed between Chinese characters (``CLAUSE_BREAK``).
    A clause of the reason opening with a wait, a doubt or a correction, or a no alone or
    before one ("yes cancel it, no wait", "对 取消吧 等等", "对 取消吧 不对"), takes the yes
    back (a no opening a longer clause negates its verb: "不想学了", "dont need it
    anymore"), and so does a reason holding a cancel word ("…算了还是别取消"), the keeping of the thing,
    another flow's request or a value the task does not hold. The yes and the verb may each
    be a clause of their own ("yes, cancel it, the kids are sick":
    YES_AND_ITS_VERB_AS_TWO_CLAUSES_BEFORE_A_REASON): every clause break after the yes is
    tried as the head's end."""
    if not after_yes or not flow.destructive:
        return False
    if t.lex["cancel"].search(t.norm) is not None and not _cancel_is_the_action(u, t, True):
        return False  # "好的，算了": a let-go, whatever follows
    raw = t.raw.strip()
    replies = u.replies[t.lex.language]
    for cut in CLAUSE_BREAK.finditer(raw):
        head, reason = normalize(raw[: cut.start()]), normalize(raw[cut.end() :])
        found, pos = replies.tokens(head)
        go = head[pos:].strip()
        if not reason or not any(YES in k for k in found):
            continue
        if _longer_than_a_go_ahead(go):
            return False
        if any(t.lex[c].search(head) for c in (*_DOUBTS, "corrections")):
            return False  # "yes dont cancel it, …": no yes to the undoing
        if _reason_holds(u, t, flow, raw[cut.end() :], reason):
            return True
    return False


def _longer_than_a_go_ahead(go: str, verb: bool = False) -> bool:
    """``go`` (normalized) is longer than a go-ahead: Chinese characters past
    ``GO_AHEAD_CHARS``, English words past ``GO_AHEAD_WORDS``, one more where ``go`` is the
    action's verb said without a yes before it ("cancel it please")."""
    if has_cjk(go):
        return len(go.replace(" ", "")) > GO_AHEAD_CHARS
    return len(go.split()) > GO_AHEAD_WORDS + (1 if verb else 0)


def _verb_then_reason(u: Knowledge, t: Turn, flow: FlowSpec) -> bool:
    """GO_AHEAD_VERB_BEFORE_A_REASON_AT_A_DESTRUCTIVE_CONFIRMATION: "取消吧 老人不太愿意",
    "cancel it, client doesnt need it", "cancel it please, we dont need it now" to "Cancel
    …?" kept the thing: with no yes word before it, the action's own verb was read as a
    let-go of the cancelling task, and the reason's negation as a no. The action's verb
    (every cancel word of the clause the verb of the flow confirmed, ``_cancel_is_the_action``)
    as a short clause of its own, no no, doubt or correction in it, then clauses that only
    say why (``_reason_holds``), is the yes, as "取消吧" alone is."""
    if not flow.destructive or is_question(t.raw, t.lex):
        return False
    raw = t.raw.strip()
    for cut in CLAUSE_BREAK.finditer(raw):
        head, reason = normalize(raw[: cut.start()]), normalize(raw[cut.end() :])
        if not head or not reason:
            continue
        if t.lex["cancel"].search(head) is None:
            return False  # the first clause is no go-ahead: whatever follows is no reason
        if _longer_than_a_go_ahead(head, verb=True):
            return False
        if any(t.lex[c].search(head) for c in (*_DOUBTS, "corrections")):
            return False  # "dont cancel it, …", "no wait cancel it"
        if not _cancel_is_the_action(u, t, norm=head):
            return False  # "算了，…": a let-go, no go-ahead
        return _reason_holds(u, t, flow, raw[cut.end() :], reason)
    return False


def _own_verb_said_back(u: Knowledge, t: Turn, flow: FlowSpec) -> bool:
    """CONFIRMATIONS_OWN_VERB_SAID_BACK_AS_THE_GO_AHEAD: "撤了吧", "撤销吧", "嗯 撤了吧 麻烦
    你们了" to "撤销QZ4078？" asked again: a Chinese question is answered yes by its verb said
    back, but only a word of the lexicon's ``cancel`` list was heard as the go-ahead of an
    undoing. The first clause, a murmur at most before it, that is the verb the flow's
    author opens its Chinese confirmation or a trigger with (its first character or two),
    then only particles (the lexicon's ``particles``, ``done_particles``: "了吧"), no
    negation in it ("不了"), is the yes of a destructive flow; the clauses after it may only
    say why (``_reason_holds``)."""
    if not flow.destructive or is_question(t.raw, t.lex):
        return False
    raw, head, cut = t.raw.strip(), "", None
    replies = u.replies[t.lex.language]
    while not head and raw:  # "嗯 撤了吧": the murmur may be a clause of its own
        cut = CLAUSE_BREAK.search(raw)
        said = normalize(raw[: cut.start()] if cut is not None else raw)
        head = said[replies.tokens(said)[1] :].strip()
        if not head:
            raw = raw[cut.end() :] if cut is not None else ""
    if not has_cjk(head) or any(t.lex[c].search(head) for c in ("negation", "deny")):
        return False
    tails = grammar(t.lex, _told_words)[2]
    texts = [*flow.triggers, flow.confirm or ""]
    verbs = {x[:n] for x in map(normalize, texts) for n in (1, 2) if has_cjk(x[:n])}
    if not any(
        head.startswith(v) and all(c in tails for c in head[len(v) :]) and len(head) > 1
        for v in verbs
    ):
        return False
    if cut is None:
        return True
    return _reason_holds(u, t, flow, raw[cut.end() :], normalize(raw[cut.end() :]))


def _reason_holds(u: Knowledge, t: Turn, flow: FlowSpec, raw: str, reason: str) -> bool:
    """The clauses ``raw`` (normalized ``reason``) after a yes to an undoing only say why
    (``_undoing_with_reason``): none opens with a wait, a doubt or a correction, nor is a
    no on its own or before one of those ("no", "不对", "no wait"); a no or a negation
    opening a longer clause negates its verb ("dont need it anymore", "不想学了")."""
    takes_back = ("waits", "unsure", "corrections")
    apology = t.lex["apologies"]
    clauses = [c for c in (normalize(c) for c in CLAUSE_BREAK.split(raw)) if c]
    for said in clauses:
        if apology.fullmatch(said):
            continue  # "yes cancel it. sorry": an apology, no correction
        if any((m := t.lex[c].prefix(said)) is not None and m.end() for c in takes_back):
            return False  # "yes cancel it, hang on", "对 取消吧 等等"
        for c in ("deny", "negation", "refusals"):
            m = t.lex[c].prefix(said)
            if m is None or not m.end():
                continue
            rest = said[m.end() :].strip()
            if not rest or any(t.lex[w].prefix(rest) is not None for w in takes_back):
                return False  # "yes cancel it, no wait", "对 取消吧 不对"
    reason = " ".join(c for c in clauses if not apology.fullmatch(c))
    if not reason:
        return True  # only an apology after the go-ahead
    if t.lex["keep_it"].search(reason) is not None or _lets_go(t, clauses):
        return False
    if any(h.flow != flow.name for h in u.triggers.exact(reason)):
        return False  # "yes cancel it, and book me another": a request, not a reason
    return _held_said_back(u, t, flow, reason) is not None


def _lets_go(t: Turn, clauses: list[str]) -> bool:
    """A cancel word of the reason's ``clauses`` lets the thing go ("…算了还是别取消"), but
    one telling that something else was called off (``_called_off_told``)."""
    cancel = t.lex["cancel"]
    return any(not _called_off_told(t, c, m) for c in clauses for m in cancel.finditer(c))


def _called_off_told(t: Turn, clause: str, m: re.Match[str]) -> bool:
    """CANCELLED_THING_TOLD_AS_THE_REASON_AT_A_DESTRUCTIVE_CONFIRMATION: "取消吧 行程取消了",
    "对 退了吧 婚礼取消了" kept the thing, the reason's cancel word read as taking the yes
    back. The cancel word ``m`` said of a subject of its own (words before it in
    ``clause``) and closing the clause on a mark of done (the lexicon's ``done_particles``)
    tells what happened to that subject; a negation, a wait, a doubt, a correction, a
    change of mind or a let-go before it ("还是取消了", "算了取消了") says it of this thing."""
    before, after = clause[: m.start()].strip(), clause[m.end() :].strip()
    done, changes, _ = grammar(t.lex, _told_words)
    if not before or after not in done or changes.search(before) is not None:
        return False
    return not any(t.lex[c].search(before) for c in _LET_GO_LEADS)


#: the lexicon lists that, said before a cancel word in its clause, make it about the thing
#: being confirmed: a let-go, a doubt taking the yes back, a correction
_LET_GO_LEADS = (*_DOUBTS, "corrections", "cancel")


@lexicon_grammar
def _told_words(w: ListWords) -> tuple[frozenset[str], re.Pattern[str], frozenset[str]]:
    """The marks of done a thing told called off closes on (``done_particles``: 了), the
    changes of mind that make a cancel word after them this thing's own
    (``mind_change_leads``: 还是), and the characters that may follow a verb said back as a
    go-ahead (``done_particles``, ``particles``: the 了吧 of "撤了吧")."""
    done = w.words("done_particles")
    tails = frozenset(c for x in (*done, *w.words("particles")) for c in x)
    return frozenset(done), re.compile(w.alt("mind_change_leads")), tails


def _held_said_back(u: Knowledge, t: Turn, flow: FlowSpec, go: str) -> str | None:
    """``go`` without the values the task holds said back in it ("yes wednesday see you
    then", "yep the 12th" with that day held: said back, they confirm it), or None when it
    says a value of the flow the task does not hold (a change)."""
    task = t.task
    replies = u.replies[t.lex.language]
    go, spans = _typed_back(u, t, flow, go)
    for s in flow.slots:
        parser = u.parser(flow, s)
        found = parser.find(go, t.now, t.language)
        if s.type != _TEXT:
            found = [*found, *parser.scan(go, t.now, t.language)]
        for p in found:
            if s.type == _BOOLEAN and _yes_words_only(go[p.start : p.end], replies):
                continue  # "yes monday, perfect": the praise is the go-ahead's, no gift wrap
            if task is None or not same(task.value(s.name), p.value):
                return None
            spans.append((p.start, p.end))
    out = list(go)
    for a, b in spans:
        out[a:b] = _HELD * (b - a)
    return _without_leads("".join(out), t).replace(_HELD, " ")


def _without_leads(said: str, t: Turn) -> str:
    """``said`` (its values held said back marked ``_HELD``) without the preposition
    leading each of them ("yes monday at 12:30", "yep on the 12th": the lexicon's
    ``value_leads``): a value said back with its preposition is said back all the same."""
    leads = t.lex["value_leads"]
    out, at = [], 0
    for m in re.finditer(f"{_HELD}+", said):
        before = said[at : m.start()].rstrip()
        for p in leads.ending(before):
            if before == p or before.endswith(" " + p):
                before = before[: len(before) - len(p)]
                break
        out.append(f"{before} {m.group(0)}")
        at = m.end()
    return "".join([*out, said[at:]])


def _typed_back(
    u: Knowledge, t: Turn, flow: FlowSpec, go: str
) -> tuple[str, list[tuple[int, int]]]:
    """``go`` (normalized) without the values of a type the task holds that the message
    says as typed ("12:30", "07700 900123"), and where they stood: normalized, "12:30" is
    "12 30", which no time reader takes, so "yes 12:30" read as a number said besides the
    yes."""
    task = t.task
    spans: list[tuple[int, int]] = []
    if task is None:
        return go, spans
    for s in flow.slots:
        if s.type == _TEXT:
            continue
        for p in u.parser(flow, s).scan(t.scan, t.now, t.language):
            said = normalize(t.scan[p.start : p.end])
            at = go.find(said) if said else -1
            if at >= 0 and same(task.value(s.name), p.value):
                go = f"{go[:at]}{' ' * len(said)}{go[at + len(said) :]}"
                spans.append((at, at + len(said)))
    return go, spans


def _without_agreement(said: str, t: Turn) -> str:
    """``said`` without the words that agree to a value said back (the lexicon's
    ``value_agreed``: "monday it is", "4pm works for me"): with the value the task holds
    they confirm it, as the value said back alone does."""
    for m in reversed(t.lex["value_agreed"].finditer(said)):
        said = f"{said[: m.start()]} {said[m.end() :]}"
    return " ".join(said.split())


def _yes_words_only(said: str, replies: Replies) -> bool:
    """``said`` is words of a yes or soft words and nothing else ("perfect", "great")."""
    words = said.split()
    return bool(words) and all(replies.kinds.get(w, frozenset()) & {YES, SOFT} for w in words)


def _without_yes_words(said: str, replies: Replies) -> str:
    """``said`` with its words of a yes and its soft words taken out ("looks right",
    "perfect", "thanks"): more praise of what is confirmed makes a go-ahead no longer
    ("yes that all looks right, see you soon")."""
    out, at = [], 0
    for m in replies.words.finditer(said):
        if replies.kinds.get(m.group(0), frozenset()) & {YES, SOFT}:
            out.append(said[at : m.start()])
            at = m.end()
    return " ".join(" ".join([*out, said[at:]]).split())


def _action_verb_alone(u: Knowledge, t: Turn, found: list[frozenset[str]], pos: int) -> bool:
    """The message is the confirmed action's own cancel verb, with nothing but soft words
    around it (a murmured yes, a particle): "嗯，取消掉", "取消吧" to "Cancel pick-up
    HS1001?" ask for the cancel the bot is about to do. Read as a let-go of the cancel
    task instead, the user is told "已取消" and the thing they meant to cancel stays."""
    if pos != len(t.norm) or not any(CANCEL in k for k in found):
        return False
    if any(CANCEL not in k and SOFT not in k for k in found):
        return False
    if any(t.lex[c].search(t.norm) for c in ("negation", "deny")):
        return False  # "不退了" to "确认退款吗？": the action refused, not asked for
    return _cancel_is_the_action(u, t)


def _before_closing_yes(u: Knowledge, t: Turn) -> str | None:
    """What stands before a yes that closes the message in a clause of its own ("快点来吧，
    确认"), normalized; None when the last clause is no plain yes or nothing is before it.
    It is weighed like the go-ahead after a yes."""
    parts = [p for p in CLAUSE_END.split(t.raw.strip()) if p.strip()]
    if len(parts) < 2 or not u.replies[t.lex.language].is_(YES, normalize(parts[-1])):
        return None
    return normalize(" ".join(parts[:-1])) or None


def _cancel_is_the_action(
    u: Knowledge, t: Turn, after_yes: bool = False, norm: str | None = None
) -> bool:
    """Every cancel word of the message is the verb of the flow being confirmed: the flow
    undoes something (``destructive``) and its author used the word ("cancel" of "Cancel
    loan {loan_id}?", "取消" of "确认取消运单…"). "好的，不用了" to a cancellation lets it go;
    it confirms nothing. After a clear yes (``after_yes``), a word that names the act of
    undoing itself (the lexicon's ``undo_acts``: "对，取消吧" to "退掉月卡YK5001？") is the
    go-ahead whatever verb the author wrote; a let-go ("好的，算了") never is one. ``norm``:
    the part of the message weighed (its first clause), else the whole of it."""
    flow = t.flow
    if flow is None or not flow.destructive:
        return False
    said = u.author_texts[flow.name] + " " + normalize(" ".join(flow.triggers))
    acts = t.lex["undo_acts"]
    for m in t.lex["cancel"].finditer(t.norm if norm is None else norm):
        phrase = m.group(0)
        if after_yes and acts.fullmatch(phrase):
            continue
        if has_cjk(phrase):
            parts = [phrase[i:j] for i in range(len(phrase)) for j in range(i + 2, len(phrase) + 1)]
        else:
            parts = [w for w in phrase.split() if len(w) > 2]
        if not any(p in said for p in parts):
            return False
    return True
