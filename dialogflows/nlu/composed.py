"""Readings made of two readers, composed for the pipeline (``pipeline.py``): the
confirmation's answer (a yes, else a correction, else a no), a correction with the answer
said beside it, a task just done read again by the corrections, an order of several items,
another flow asked for with a second request joined to it, and a belief that answers the
asked slot by the author's ``default``.

Readers never call each other; where a reading needs two, it is written here, once, and
the pipeline declares it as one reader in its order. A part of the pipeline: it runs
readers, so no reader imports it.
"""

from __future__ import annotations

from ..commands import Affirm, Cancel, ChitChat, Command, Deny, SetBelief, SetSlot, StartTask
from .amend import Reread, amended, amendment
from .belief_slots import belief_said_as_yes
from .beside_fixes import another_clause, answer_beside_fixes, answers_by_pattern
from .corrections import find_corrections
from .findings import Found, RequestsAsked
from .items import several_items
from .knowledge import Knowledge
from .owned_slip import slip_owned
from .reader import Seen
from .resolved import started
from .two_requests import two_requests
from .utterance import Turn
from .worded_answer import asked_in_words, bare_yes_no
from .yes_no import affirmed, denied, yes_carrying_a_verb
from .yes_then_told import yes_then_asked, yes_then_told


def several(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | None:
    """ "宫保鸡丁和麻婆豆腐各一份" to "您想点什么菜？": an order each."""
    assert t.flow is not None and seen.asked is not None
    if not u.parser(t.flow, seen.asked).choices:
        return None
    first: dict[str, object] = {}
    more = several_items(u, t, t.flow, first, seen.asked)
    return [StartTask(flow=t.flow.name, slots=first, then=more)] if more else None


def corrected(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | None:
    """ "actually 3 people", "不是明天，是后天"; with the answer beside the correction
    ("economy, and make it from London")."""
    fixes = find_corrections(u, t, confirming=False)
    if not fixes or answers_by_pattern(u, t, seen.asked, fixes):
        return None
    if asked_in_words(u, t) and all(bare_yes_no(t, f) for f in fixes):
        return None  # "不吃辣" to "有什么忌口吗？": the answer, no no to the slot before
    if (
        seen.asked is not None
        and all(isinstance(f, SetSlot) and f.slot == seen.asked.name for f in fixes)
        and another_clause(t, fixes)
    ):
        # ANSWER_TAKEN_FOR_A_CORRECTION: the one value found is the asked slot's, said by
        # its phrase ("…, name is jo hart" to the name's question): an answer, read with
        # the change beside it by the answer's readers; said alone ("地址改成望京西路5号" to
        # the address asked again) it is the correction, its change word no part of it
        return None
    return [*answer_beside_fixes(u, t, seen.asked, fixes), *fixes]


def confirmation(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | None:
    """The answer to the confirmation: a yes; unless the message asks for another flow, a
    slip owned at an undoing ("不是 我点错了": a no, ``owned_slip``), a correction ("no,
    make it Friday"), else a no ("No wait, I need a flight first" asking for another flow
    is the switch, read later)."""
    yes = affirmed(u, t)
    if yes is not None:
        return yes
    if seen.elsewhere:
        return _yes_then_told(u, t, seen)
    return (
        _slip(u, t)
        or find_corrections(u, t, confirming=True)
        or denied(u, t)
        or _yes_then_asked(u, t, seen)
    )


def _yes_then_asked(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | None:
    """YES_WITH_A_QUESTION_OF_NO_FLOW_AT_THE_CONFIRMATION: a yes in clauses of its own, then
    a question no flow answers (``yes_then_asked``): the yes confirms, the question stays
    talk after it."""
    parted = yes_then_asked(t, seen)
    if parted is None:
        return None
    alone, asked = parted
    return [Affirm(), ChitChat(text=asked)] if _sure_yes(u, alone) else None


def _yes_then_told(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | None:
    """YES_WITH_A_QUESTION_OF_NO_SLOT_AT_THE_CONFIRMATION: a yes in clauses of its own, then a
    question in the last clause that only a flow that tells answers (``yes_then_told``):
    the yes confirms, and the question is answered after."""
    parted = yes_then_told(u, t, seen)
    if parted is None:
        return None
    alone, told = parted
    return [Affirm(), StartTask(flow=told)] if _sure_yes(u, alone) else None


def _sure_yes(u: Knowledge, alone: Turn) -> bool:
    """The yes parted from what follows it (``alone``) is a sure yes and nothing else: the
    clauses before a question at the confirmation confirm only then."""
    yes = affirmed(u, alone) or yes_carrying_a_verb(u, alone)
    if not yes:
        return False
    return all(isinstance(c, Affirm) and c.confidence >= 1.0 for c in yes)


def _slip(u: Knowledge, t: Turn) -> list[Command] | None:
    """A slip owned at an undoing's confirmation ("不是 我点错了", "点错了 不取消"): a no that
    keeps the thing, when what is said beside it is a no or nothing (a value beside it is
    a change: "不是 我点错了 是WQ-882")."""
    rest = slip_owned(t)
    if rest is None:
        return None
    if not rest.norm:
        return [Deny()]
    said = denied(u, rest)
    if said is None or not all(isinstance(c, Cancel | Deny) for c in said):
        return None
    return [Deny() if isinstance(c, Deny) else c for c in said]


def task_amended(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | None:
    """A change of the task just done: the corrections read on it as if it ran."""
    found = amended(u, t, seen.scanned)
    if isinstance(found, Reread):
        return amendment(u, t, found, find_corrections(u, found.view, confirming=found.failed))
    return found


def switching_to_both(u: Knowledge, t: Turn, seen: Seen) -> list[Command] | Found | None:
    """Another flow asked for mid-task with a second request joined to it: both."""
    assert seen.weighed is not None
    two = two_requests(u, t)
    if two is None:
        return None
    return started(u, t, RequestsAsked(two.readings, only=seen.weighed.others[0].flow))


def default_answers(
    u: Knowledge, t: Turn, beliefs: list[Command], out: list[Command]
) -> list[Command]:
    """ "my name is jo smith" asked the name an author's ``default`` belief binds: the
    default is stored and the asked slot answered with it (it had been "Noted", and the
    same question asked again)."""
    task, flow = t.task, t.flow
    if task is None or flow is None or not task.asked:
        return []
    if any(isinstance(c, SetSlot) and c.slot == task.asked for c in out):
        return []
    wanted = {task.asked, f"{flow.name}.{task.asked}"}
    for b in beliefs:
        if not isinstance(b, SetBelief):
            continue
        kind = u.domain.beliefs.get(b.key)
        if kind is not None and kind.how == "default" and wanted & set(kind.binds):
            return [SetSlot(slot=task.asked, value=b.value, raw_text=str(b.value))]
    return belief_said_as_yes(t, beliefs)
