"""The running flow's own verb turned down in Chinese: a clause that is only a declining or
undoing frame of the lexicon ("不{act}了", "先不{act}了", "不用{act}了") around the verb of
one of the flow's triggers ("不办了" while 办月卡 runs), and the flow another clause asks
for instead ("不约了 帮我发个律师函吧"). Read by the control reader (``control.py``); no
reader of the pipeline.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotKind, SlotSpec, SlotType
from .asides import is_question
from .control_phrase import SOFT_LISTS
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import has_cjk, normalize
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


@lexicon_grammar
def _quit_frames(w: ListWords) -> list[re.Pattern[str]]:
    """The lexicon's Chinese ``decline_frames`` and ``undo_frames`` ("不{act}了", "先不{act}
    了", "不用{act}了") as whole-clause regexes whose group ``act`` is a verb of one or two
    characters."""
    # "还是不取消了": a change of mind may lead the turning down (``mind_change_leads``), and
    # a wait word glued to it ("等等还是不报了": the wait is over, the task is let go)
    soft = "|".join(w.zh_alt(c) for c in (*SOFT_LISTS, "cancel", "mind_change_leads", "waits"))
    out = []
    for frame in (*w.words("decline_frames", ("zh",)), *w.words("undo_frames", ("zh",))):
        pieces = frame.split("{act}")
        if len(pieces) == 2 and has_cjk(frame):
            before, after = (re.escape(normalize(x).replace(" ", "")) for x in pieces)
            out.append(
                re.compile(rf"^(?:{soft})*{before}(?P<act>[^\s\d]{{1,2}}?){after}(?:{soft})*$")
            )
    return out


def quits_own_verb(u: Knowledge, t: Turn, flow: FlowSpec) -> int | None:
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
    if _makes_a_thing(flow):
        verbs = verbs | grammar(t.lex, _BookingVerbs).short
    verbs = verbs | _after_leads(t, flow)
    for i, clause in enumerate(t.clauses()):
        said = clause.replace(" ", "")
        for frame in frames:
            m = frame.match(said)
            if m is not None and m.group("act") in verbs:
                return i
    return None


def _after_leads(t: Turn, flow: FlowSpec) -> frozenset[str]:
    """TRIGGERS_VERB_AFTER_A_LEAD_NOT_TURNED_DOWN: the one or two characters after a word
    opening a Chinese trigger of the flow that calls for the service or wants it (the
    lexicon's ``trigger_lead_verbs``: 拖 and 拖车 of 叫拖车, 救 of 需要救援), its action's
    verb: "不用拖了 朋友帮我搞定了" while 叫拖车 runs lets it go, where only 叫 and 叫拖, the
    first characters, were its verbs, and the clause was kept as a note."""
    leads = sorted(grammar(t.lex, _TriggerLeads).leads, key=len, reverse=True)
    out: set[str] = set()
    for x in flow.triggers:
        said = normalize(x).replace(" ", "")
        lead = next((w for w in leads if said.startswith(w)), None)
        if lead is None:
            continue
        rest = said[len(lead) :]
        out.update(rest[:n] for n in (1, 2) if len(rest) >= n and has_cjk(rest[:n]))
    return frozenset(out)


@lexicon_grammar
class _TriggerLeads:
    """The lexicon's Chinese ``trigger_lead_verbs``, read once per lexicon."""

    def __init__(self, w: ListWords) -> None:
        self.leads = tuple(v for v in w.words("trigger_lead_verbs", ("zh",)) if has_cjk(v))


def _makes_a_thing(flow: FlowSpec) -> bool:
    """BOOKING_VERB_TURNED_DOWN_FOR_A_FLOW_OF_ANOTHER_VERB: the flow books what its action
    returns (a result of an ``entity``), undoing nothing: turning down a verb of booking
    (the lexicon's ``booking_verbs``: "先不约了", "还是不订了") lets it go, whatever verb its
    triggers say (修沙发, 护士上门), as people call any booking by it; so does turning down
    the going it books (``attending_verbs``: "还是不去了" while 采摘 is confirmed), no
    undoing of a thing made before (GOING_TURNED_DOWN_READ_AS_THE_UNDO_FLOW)."""
    return not flow.destructive and any(r.entity for r in flow.results)


@lexicon_grammar
class _BookingVerbs:
    """The lexicon's Chinese ``booking_verbs`` and ``attending_verbs`` of one or two
    characters, the verbs a declining frame holds (``_quit_frames``), read once per
    lexicon."""

    def __init__(self, w: ListWords) -> None:
        said = (*w.words("booking_verbs", ("zh",)), *w.words("attending_verbs", ("zh",)))
        self.short = frozenset(v for v in said if has_cjk(v) and len(v) <= 2)


def _said_as_a_form(spec: SlotSpec) -> bool:
    """A free-text slot whose answer has a form of its own, an address or a code of its
    ``pattern``: no answer to it tells what stopped working, so a clause turning down the
    flow's verb said to it ("不卖了" to "车停在哪里？") is the task let go, not the value."""
    return spec.kind == SlotKind.ADDRESS or spec.pattern is not None


def request_beside_quit(u: Knowledge, t: Turn, quit_at: int) -> str | None:
    """The flow another clause of the message asks for by its trigger, beside the clause
    that turns down the running flow's verb ("不约了 帮我发个律师函吧", "课不上了，我要退费"):
    the running task is let go and that flow started instead, as after "cancel that, …
    instead". None when no other clause asks for exactly one flow that is neither the
    running one nor one that undoes things. A clause with no trigger asks for a flow when it
    names a value only that flow takes and one of that flow's own verbs (its Chinese
    triggers' opening characters, ``TriggerWords.verbs``): "我办张年卡吧" asks for the card,
    "年卡太贵了" asks for nothing."""
    running = t.task.flow if t.task is not None else None
    others = [c for i, c in enumerate(t.clauses()) if i != quit_at]
    found = {
        h.flow
        for clause in others
        for h in u.triggers.match(normalize(clause))
        if h.flow != running and h.score >= 1.0 and not u.domain.flows[h.flow].destructive
    }
    if not found:  # "不做了 我办张年卡吧": no trigger; that flow's verb and a value it takes
        found = {f for clause in others for f in _asked_by_value(u, t, clause, running)}
    return next(iter(found)) if len(found) == 1 else None


def _asked_by_value(u: Knowledge, t: Turn, clause: str, running: str | None) -> set[str]:
    """The flows other than ``running`` (none that undoes things) ``clause`` names a value
    of only they take (``Knowledge.by_value``), said with one of their own verbs."""
    norm = normalize(clause)
    part = Turn(
        clause, norm, clause, t.lex, t.language, t.now, t.state, t.task, t.flow, len(norm.split())
    )
    flows = u.domain.flows
    return {
        h.flow
        for h in u.by_value(part)
        if h.flow != running
        and not flows[h.flow].destructive
        and any(v in clause for v in u.trigger_words.verbs(flows[h.flow]))
    }
