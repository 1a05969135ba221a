"""A yes to a confirmation of a flow that undoes something (``destructive``): the action's
own verb as the go-ahead, and a reason told after it.

"yes cancel it, we're moving house", "取消吧 老人不太愿意", "嗯，取消掉", "撤了吧" to "Cancel
booking …?": the verb the author wrote is the go-ahead (``cancel_is_the_action``), where
elsewhere a cancel word lets the task go; the clauses after it only say why
(``_reason_holds``), where a wait, a doubt, a correction, a let-go or the keeping of the
thing takes the yes back. Read by ``yes_no.yes_carrying_a_verb``; functions of the
``Knowledge`` (``u``) and the message being read (``t``), like the other readers of
``pipeline.py``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import FlowSpec
from .asides import is_question
from .clauses import CLAUSE_BREAK
from .go_ahead import DOUBTS, held_said_back, longer_than_a_go_ahead
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import has_cjk, normalize
from .replies import CANCEL, SOFT, SOFT_ONLY, YES
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def action_verb_alone(u: Knowledge, t: Turn, found: list[frozenset[str]], pos: int) -> bool:
    """The message is the confirmed action's own cancel verb, with nothing but soft words
    around it (a murmured yes, a particle): "嗯，取消掉", "取消吧" to "Cancel pick-up
    HS1001?" ask for the cancel the bot is about to do. Read as a let-go of the cancel
    task instead, the user is told "已取消" and the thing they meant to cancel stays.
    MURMURED_YES_BEFORE_THE_UNDO_ACT_OF_A_FLOW_NAMED_OTHERWISE: "嗯 取消吧" to "TG2005办理
    退托？" kept the thing: the author's verb is 退, and only after a clear yes was a word
    naming the undoing itself (``undo_acts``) the go-ahead. A murmured yes (嗯, a yes
    word too weak alone for an undoing) makes the undoing explicit by that word."""
    if pos != len(t.norm) or not any(CANCEL in k for k in found):
        return False
    if any(CANCEL not in k and SOFT not in k for k in found):
        return False
    if any(t.lex[c].search(t.norm) for c in ("negation", "deny")):
        return False  # "不退了" to "确认退款吗？": the action refused, not asked for
    return cancel_is_the_action(u, t, after_yes=any(YES in k for k in found))


#: how many characters on each side of a one-character cancel word make the word it stands in
_AROUND = 2


def cancel_is_the_action(
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
    text = t.norm if norm is None else norm
    for m in t.lex["cancel"].finditer(text):
        phrase = m.group(0)
        if after_yes and acts.fullmatch(phrase):
            continue
        if has_cjk(phrase):
            parts = [phrase[i:j] for i in range(len(phrase)) for j in range(i + 2, len(phrase) + 1)]
            # ONE_CHARACTER_CANCEL_WORD_INSIDE_THE_FLOWS_OWN_WORD: 停 of "对 报停" to "确认
            # 报停吗？" is the author's 报停, the word it stands in, no let-go
            parts += [
                text[a:b]
                for a in range(max(0, m.start() - _AROUND), m.start() + 1)
                for b in range(m.end(), min(len(text), m.end() + _AROUND) + 1)
                if b - a >= 2 and has_cjk(text[a:b])
            ]
        else:
            parts = [w for w in phrase.split() if len(w) > 2]
        if not any(p in said for p in parts):
            return False
    return True


def undoing_with_reason(u: Knowledge, t: Turn, flow: FlowSpec, after_yes: bool) -> bool:
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
    if t.lex["cancel"].search(t.norm) is not None and not cancel_is_the_action(u, t, True):
        return False  # "好的，算了": a let-go, whatever follows
    raw = t.raw.strip()
    replies = u.replies[t.lex.language]
    for cut in CLAUSE_BREAK.finditer(raw):
        head, reason = normalize(raw[: cut.start()]), normalize(raw[cut.end() :])
        found, pos = replies.tokens(head)
        go = head[pos:].strip()
        if not reason or not any(YES in k for k in found):
            continue
        if longer_than_a_go_ahead(go):
            return False
        if any(t.lex[c].search(head) for c in (*DOUBTS, "corrections")):
            return False  # "yes dont cancel it, …": no yes to the undoing
        if _reason_holds(u, t, flow, raw[cut.end() :], reason):
            return True
    return False


def _reason_holds(u: Knowledge, t: Turn, flow: FlowSpec, raw: str, reason: str) -> bool:
    """The clauses ``raw`` (normalized ``reason``) after a yes to an undoing only say why
    (``undoing_with_reason``): none opens with a wait, a doubt or a correction, nor is a
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
    return held_said_back(u, t, flow, reason) is not None


def verb_then_reason(u: Knowledge, t: Turn, flow: FlowSpec) -> bool:
    """GO_AHEAD_VERB_BEFORE_A_REASON_AT_A_DESTRUCTIVE_CONFIRMATION: "取消吧 老人不太愿意",
    "cancel it, client doesnt need it", "cancel it please, we dont need it now" to "Cancel
    …?" kept the thing: with no yes word before it, the action's own verb was read as a
    let-go of the cancelling task, and the reason's negation as a no. The action's verb
    (every cancel word of the clause the verb of the flow confirmed, ``cancel_is_the_action``)
    as a short clause of its own, no no, doubt or correction in it, then clauses that only
    say why (``_reason_holds``), is the yes, as "取消吧" alone is."""
    if not flow.destructive or is_question(t.raw, t.lex):
        return False
    said = t.raw.strip()
    raw = _without_murmurs(u, said)
    murmured = raw != said  # "嗯 取消吧 奶奶来带了": the undo act made explicit
    for cut in CLAUSE_BREAK.finditer(raw):
        head, reason = normalize(raw[: cut.start()]), normalize(raw[cut.end() :])
        if not head or not reason:
            continue
        if t.lex["cancel"].search(head) is None:
            return False  # the first clause is no go-ahead: whatever follows is no reason
        if longer_than_a_go_ahead(head, verb=True):
            return False
        if any(t.lex[c].search(head) for c in (*DOUBTS, "corrections")):
            return False  # "dont cancel it, …", "no wait cancel it"
        if not cancel_is_the_action(u, t, after_yes=murmured, norm=head):
            return False  # "算了，…": a let-go, no go-ahead
        return _reason_holds(u, t, flow, raw[cut.end() :], reason)
    return False


def _without_murmurs(u: Knowledge, raw: str) -> str:
    """``raw`` without the clauses of murmurs only that open it ("嗯 取消吧 车卖了": the
    go-ahead and its reason; YES_WITH_ITS_VERB_AND_A_REASON_AFTER_A_MURMUR_READ_AS_A_CANCEL:
    the murmur was taken for the first clause, which held no go-ahead, and the cancel word
    after it let the cancelling task go, keeping what the user asked to cancel)."""
    while (cut := CLAUSE_BREAK.search(raw)) is not None:
        first = normalize(raw[: cut.start()])
        if not first or not u.replies[_language(first)].only(first, SOFT_ONLY):
            break
        raw = raw[cut.end() :].strip()
    return raw


def _language(text: str) -> str:
    """The language whose murmurs ``text`` is read with."""
    return "zh" if has_cjk(text) else "en"


def own_verb_said_back(u: Knowledge, t: Turn, flow: FlowSpec) -> bool:
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
_LET_GO_LEADS = (*DOUBTS, "corrections", "cancel")


@lexicon_grammar
def _told_words(w: ListWords) -> tuple[frozenset[str], re.Pattern[str], frozenset[str]]:
    """The marks of done a thing told called off closes on (``done_particles``: 了), the
    changes of mind that make a cancel word after them this thing's own
    (``mind_change_leads``: 还是), and the characters that may follow a verb said back as a
    go-ahead (``done_particles``, ``particles``: the 了吧 of "撤了吧")."""
    done = w.words("done_particles")
    tails = frozenset(c for x in (*done, *w.words("particles")) for c in x)
    return frozenset(done), re.compile(w.alt("mind_change_leads")), tails
