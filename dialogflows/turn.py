"""Applying one turn's commands to a working state: the rules the runtime keeps.

The core is a generator so that one implementation serves the sync and the async loop: it
yields an ``ActionCall`` when a flow reaches ``executing`` and is sent back the action's
result (or the exception it raised). It does no IO and changes state only through a
``Recorder``, so a turn that fails is discarded by dropping its working copy.
"""

from __future__ import annotations

from typing import Any

from .actions import ActionCall
from .commands import (
    WHICH_FLOW,
    Clarify,
    Command,
    CorrectSlot,
    Deny,
    SetBelief,
    SetSlot,
)
from .compiler import CompiledFlow
from .event_model import EventType
from .later_today import later_today
from .spec import FlowSpec, SlotSpec, SlotType
from .state import Task
from .task_ends import cancel, decline_resume, next_task, resume_offered
from .task_steps import end_task, note_for_queued
from .turn_base import StepGen, TurnBase, TurnGen
from .turn_beliefs import breached, overridden, record_belief, settle_belief
from .turn_outcome import Mark
from .turn_policy import POLICY
from .turn_steps import run_steps
from .turn_talk import chitchat, say_back


class Turn(TurnBase):
    """One turn over a working state. Create, then ``yield from turn.run(commands)``.

    ``TurnBase`` holds the turn's context (state, recorder, texts, what each part did);
    here are the slot table, yes and no, and moving the active task on. The rest are
    modules of plain functions that take the turn: ``turn_policy`` (the command table),
    ``task_steps`` (starting and queueing tasks), ``task_ends`` (ending, cancelling and
    resuming them, and what comes next), ``turn_talk`` (talk, asides, recall),
    ``turn_steps`` (the steps of flows), ``turn_amend`` (changing a task already done),
    ``turn_beliefs`` (beliefs that bind, and conflicts) and ``turn_patterns`` (the repair
    patterns). They take a ``TurnBase``, on which the rules here they call are declared. What a part did is an ``Outcome``
    (``turn_outcome.py``) the turn's end reads, not a flag another part set.
    """

    # -- the turn ------------------------------------------------------------------------
    def run(self, commands: list[Command]) -> TurnGen:
        self._correcting = {c.slot: c.value for c in commands if isinstance(c, CorrectSlot)}
        self._corrected_now = []
        self._commands = commands
        pending = self.state.pending_belief
        for command in commands:
            yield from self.apply(command)
        self.open_part("settle")
        if pending is not None and self.state.pending_belief == pending:
            self.rec.emit("belief_pending", belief=None)  # talked past: the old one holds
        if self.state.queued or self.state.task_stack:  # "a suite" for the queued hotel
            later = [c for c in commands if isinstance(c, SetSlot) and c.flow is not None]
            if later:
                note_for_queued(self, later)
        self.settle_clarification()
        self.next_unsure()
        self.open_part("advance")
        yield from self.advance()
        looked = 0  # a task started or taken up since the last look: it is advanced too
        while self.end.taken_up > looked:  # (its values may already be enough)
            looked = self.end.taken_up
            self.open_part("advance")
            yield from self.advance()
        self.open_part("prompt")
        self.prompt()
        self.close_part(self.outcomes[-1])
        return self.out

    def interrupted(self, policy: str) -> TurnGen:
        """The action claimed by an earlier turn never reported back (its process died):
        its outcome is unknown, so nothing runs again without a decision. "ask": the task
        returns to its confirmation and the user is asked whether to try again (a retry
        reuses the idempotency key); "report": it ends as failed, said to be unknown;
        "retry": it runs again now, with the same key. This turn's message is not applied:
        it was written without knowing what happened."""
        task = self.task
        self.open_part("interrupted")
        if task is not None and policy == "report":
            self.fire("fail")
            self.say(self.r.say("action_unknown", flow=self.title(task.flow)))
            end_task(self, "failed")
            next_task(self, "failed")
        elif task is not None and policy == "ask":
            self.fire("interrupted")
            self.say(self.r.say("action_retry_offer", flow=self.title(task.flow)))
            self.mark(Mark.ASKED)
        else:
            yield from self.advance()
        self.prompt()
        self.close_part(self.outcomes[-1])
        return self.out

    def apply(self, c: Command) -> StepGen:
        """Apply one command by its handler in the policy table (``turn_policy.py``)."""
        handler = POLICY.get(type(c))
        if handler is None:  # a command type added without its row: does nothing, and
            self.handled.append((c.type, "unhandled"))  # test_policy_table says so
            return
        outcome = yield from handler(self, c)
        self.handled.append((c.type, outcome.did))

    # -- slots ---------------------------------------------------------------------------
    def set_slot(
        self,
        name: str,
        value: Any,
        raw_text: str | None,
        confidence: float,
        correction: bool = False,
        confirmed: bool = False,
        overrides: tuple[str, ...] = (),
        inferred: bool = False,
    ) -> None:
        task = self.task
        if task is None:
            return
        flow = self.flow_of(task)
        spec = flow.spec.slot(name)
        if spec is None:
            return
        value, reason = self.coerce(flow.name, spec, value, self.now)
        if reason is None and spec.type == SlotType.TIME and confidence < 1.0:
            day = _one_of(flow.spec, SlotType.DATE)
            value = self._later_today(flow, spec, value, task.value(day.name) if day else None)
        if reason is None and name in flow.differs:
            reason = self.same_as_another(task, flow, name, value)
        if reason is None and name in flow.order:
            reason = self.out_of_order(task, flow, name, value)
        if reason is not None:
            self.say(self.r.say("invalid", reason=reason))
            self.tell(refused=raw_text or str(value))  # "no premium? never mind then"
            if not correction and task.value(name) is not None:
                return  # "两份宫保鸡丁和一份米饭": no rice, and the chicken stays ordered
            self.rec.emit("asked_changed", slot=name)
            self.ask(task, flow.spec, name, retry=True)
            return
        if confidence < self.threshold(flow.spec):
            unsure = {"slot": name, "value": value, "raw_text": raw_text, "confidence": confidence}
            c = task.clarification
            if self._clarified_now and c is not None and c.slot != name:
                # "flight from londno to tokio": Tokyo is asked about after London
                self.rec.emit("unsure_queued", clarification=unsure)
                return
            self.rec.emit("clarification_set", clarification=unsure)
            self._clarified_now = True
            self.mark(Mark.TOUCHED)
            return
        c = task.clarification
        if c is not None and c.belief is not None and c.slot == name and c.value == value:
            overrides = (*overrides, c.belief)  # the value said again: insisted on
        if breached(self, task, spec, name, value, raw_text, overrides):
            return
        if c is not None and (c.slot == name or name in c.options):
            self.rec.emit("clarification_set", clarification=None)
        old = task.slots[name].value if name in task.slots else None
        if old == value and task.slots[name].raw_text == raw_text:
            overridden(self, spec, name, value, overrides)
            return
        kind: EventType = "slot_corrected" if correction or old is not None else "slot_set"
        if (
            old is not None
            and old != value  # said again as held ("晚上7点" after 19:00): nothing changed
            and name != task.asked
            and not task.denials
            and (task.slots[name].source_turn or 0) < self.state.turn
        ):
            self._changed.append(name)  # said back before the next question (prompt)
        elif inferred and spec.says_inferred:
            self._inferred.append(name)  # "next friday": the date it made, said back (prompt)
        # keys at their defaults are left out (the reducer and the event's model read them
        # as such, as every version did): most values are sure, unconfirmed and often have
        # no text of their own, and every stored event is written out
        data: dict[str, Any] = {"slot": name, "value": value}
        if raw_text is not None:
            data["raw_text"] = raw_text
        if confidence != 1.0:
            data["confidence"] = confidence
        if confirmed:
            data["confirmed"] = True
        if old is not None:
            data["previous"] = old
        self.rec.emit(kind, **data)
        if kind == "slot_corrected":
            self._corrected_now.append(name)
        if task.denials:
            self.rec.emit("denials_set", count=0)
        self.mark(Mark.RELEASED)
        if spec.entity:
            self.push_entity(spec.entity, value, name, keep_source=True)
        self.mark(Mark.TOUCHED)
        overridden(self, spec, name, value, overrides)
        if spec.type == SlotType.DATE:
            self._hour_gone_by(task, flow, value)

    def _hour_gone_by(self, task: Task, flow: CompiledFlow, day: Any) -> None:
        """The date set after a bare hour ("at 7", then "today"): the hour read again for it."""
        hour = _one_of(flow.spec, SlotType.TIME)
        held = task.slots.get(hour.name) if hour is not None else None
        if hour is None or held is None or held.value is None or held.confidence >= 1.0:
            return
        later = self._later_today(flow, hour, held.value, day)
        if later != held.value:
            self.set_slot(held.name, later, held.raw_text, held.confidence, correction=True)

    def _later_today(self, flow: CompiledFlow, spec: SlotSpec, value: Any, day: Any) -> Any:
        """A bare hour for the task's one date (``day``), today, once gone by: the later one
        when the slot takes it (``later_today``)."""
        later = later_today(value, day, self.now)
        if later == value or self.coerce(flow.name, spec, later, self.now)[1] is not None:
            return value
        return later

    def same_as_another(self, task: Task, flow: CompiledFlow, name: str, value: Any) -> str | None:
        """Why ``value`` cannot go into ``name``: a slot it must differ from holds it ("a
        flight from Rome to Rome")."""
        correcting = self._correcting
        for other in flow.differs[name]:
            if value is not None and task.value(other) == value:
                if other in correcting and correcting[other] != value:
                    continue  # "Tokyo to Boston": the other slot changes in this turn too
                spec = flow.spec.slot(other)
                label = self.r.heard(spec, other)
                return self.r.say("same_as_other", value=self.r.show(value, spec), slot=label)
        return None

    def out_of_order(self, task: Task, flow: CompiledFlow, name: str, value: Any) -> str | None:
        """Why ``value`` cannot go into ``name``: a slot it must come after holds a later
        value, or one it must come before an earlier one ("a return before the pick-up").
        Canonical dates and times compare as text."""
        correcting = self._correcting
        for other, later in flow.order[name]:
            held = correcting.get(other, task.value(other))
            if value is None or held is None or not isinstance(value, str):
                continue
            if (value < str(held)) if later else (value > str(held)):
                spec, own = flow.spec.slot(other), flow.spec.slot(name)
                return self.r.say(
                    "after_other" if later else "before_other",
                    own=self.r.heard(own, name),
                    slot=self.r.heard(spec, other),
                    value=self.r.show(held, spec),
                )
        return None

    def clear_slot(self, name: str) -> None:
        task = self.task
        if task is None or name not in task.slots:
            return
        self.rec.emit("slot_cleared", slot=name)
        self.mark(Mark.TOUCHED)

    def push_entity(self, type_: str, value: Any, source: str, keep_source: bool = False) -> None:
        if value is None:
            return
        self.rec.emit(
            "entity_pushed",
            type=type_,
            value=value,
            source=source,
            limit=self.settings.entity_stack_size,
            **({"keep_source": True} if keep_source else {}),
        )

    def threshold(self, spec: FlowSpec) -> float:
        t = spec.confidence_threshold
        return self.settings.confidence_threshold if t is None else t

    # -- yes / no ------------------------------------------------------------------------
    def affirm(self, confidence: float = 1.0) -> StepGen:
        task = self.task
        if self.state.pending_belief is not None:  # "Should 8000 replace it?" - "yes"
            settle_belief(self, True)
            return
        if self.state.offer_resume is not None and task is None:
            resume_offered(self)
            return
        if task is None:
            chitchat(self)
            return
        steps = self.flow_of(task).steps
        if steps.clarifying(task) and task.clarification is not None:
            c = task.clarification
            if self.which_slot(task) or c.value is None:
                return  # "yes" does not say which one: asked again, then dropped
            self.rec.emit("clarification_set", clarification=None)
            kept = (c.belief,) if c.belief is not None else ()  # "go ahead anyway"
            self.set_slot(c.slot, c.value, c.raw_text, 1.0, overrides=kept)
            return
        if steps.can("affirm", task):  # a confirmation: the machine has a yes from here
            flow = self.flow_of(task)
            if flow.spec.destructive and confidence < self.threshold(flow.spec):
                # "嗯" to "确认为订单DD-1234退款吗？": a murmur undoes nothing; asked for a
                # clear yes (the prompt repeats the confirmation)
                self.say(self.r.say("confirm_clearly"))
                return
            filled = [n for n, s in task.slots.items() if s.value is not None]
            self.rec.emit("slots_confirmed", slots=filled)
            self.fire("affirm")
            yield from self.advance()
            return
        if steps.running(task):
            return  # a yes while the action runs (sent twice, or to another process)
        if steps.asking(task) and task.denials and not self.flow_of(task).missing(task):
            # "no wait" - "yes": asked what to change, the user goes ahead after all; the
            # question is asked again (a yes to "what would you like to change?" confirms
            # nothing by itself)
            self.rec.emit("denials_set", count=0)
            self.mark(Mark.TOUCHED)
            return
        self.say(self.r.say("ok"))

    def deny(self, amend: bool = False) -> StepGen:
        task = self.task
        if self.state.pending_belief is not None:
            settle_belief(self, False)
            return
        if self.state.offer_resume is not None and task is None:
            decline_resume(self)
            return
        if task is None:
            chitchat(self)
            return
        steps = self.flow_of(task).steps
        if steps.clarifying(task) and task.clarification is not None:
            slot = task.clarification.slot
            self.rec.emit("clarification_set", clarification=None)
            if task.clarification.belief is not None and task.value(slot) is not None:
                self.rec.emit("slot_cleared", slot=slot)  # "no" to going past the belief
            if self.which_slot(task):  # change neither: back to where the task was
                self.mark(Mark.TOUCHED)
                return
            self.fire("advance")
            self.rec.emit("asked_changed", slot=slot)
            spec = self.flow_of(task).spec
            self.ask(task, spec, slot, retry=True)
            return
        if steps.can("deny", task) or (steps.asking(task) and task.denials > 0):
            if task.denials >= 1 or (not amend and self._refuses_undoing(task)):
                cancel(self)  # says the thing stays ("undo_dropped")
                return
            self.rec.emit("denials_set", count=task.denials + 1)
            self.fire("deny")
            self.say(self.r.say("ask_change"))
            self.mark(Mark.ASKED)
            self.mark(Mark.HELD)
            return
        self.say(self.r.say("ok"))
        if False:  # pragma: no cover
            yield ActionCall("", "", {}, "")

    def _refuses_undoing(self, task: Task) -> bool:
        """A bare no to a destructive flow's confirmation ("Cancel booking B-12? This cannot
        be undone." - "no") keeps the thing: asking "what would you like to change?" reads
        the no as a wrong detail, where a person refusing an undoing means leave it be. A no
        said with a new value ("no, the other one") still corrects, so only a turn whose
        every command is this no refuses."""
        return self.flow_of(task).spec.destructive and all(
            isinstance(c, Deny) for c in self._commands
        )

    # -- other talk ----------------------------------------------------------------------
    def set_belief(self, c: SetBelief) -> None:
        old = self.state.beliefs.get(c.key)
        if c.value is None:  # taken back: "我现在能吃辣了" drops "avoid:辣", recorded as such
            if old is None:
                self.say(self.r.say("ok"))
                return
            self.rec.emit(
                "belief_removed", key=c.key, previous=old.value, time=self.now.isoformat()
            )
            self.out.lasting_changed = self.out.lasting_changed or old.lasting
            self.out.forgotten.append(c.key)
            label = self.r.label(c.key)
            self.say(self.r.say("belief_dropped", key=label, value=self.r.show(old.value)))
            return
        if old is not None and old.value == c.value:
            # said again: nothing changes, but a fact said alone is still acknowledged ("I
            # always fly business" twice with no task running left the bot silent)
            self._acknowledge(c)
            return
        if old is not None and old.invariant and (not c.explicit_change or c.hedged):
            # both could be meant: which holds is asked, and nothing changes until a yes
            self.rec.emit("belief_pending", belief=c.model_dump(mode="json"))
            self.say(
                self.r.say(
                    "belief_conflict",
                    key=self.r.label(c.key),
                    old=self.r.show(old.value),
                    value=self.r.show(c.value),
                )
            )
            self.mark(Mark.ASKED)
            return
        record_belief(self, c)
        self._acknowledge(c)

    def _acknowledge(self, c: SetBelief) -> None:
        # mid-task a fact said beside an answer goes unremarked, but one said alone ("我不吃
        # 辣" to "哪天送？") is acknowledged: else it looks ignored. "叫我老李" is greeted.
        if (
            self.task is None
            or c.key == "name"
            or all(isinstance(x, SetBelief) for x in self._commands)
        ):
            self.say(self.r.belief_noted(c.key, c.value))

    def clarify(self, c: Clarify) -> None:
        task = self.task
        # the understanding says what to ask by key; the words are the runtime's
        asked = self.r.asked(c, self.flow_of(task).spec if task is not None else None)
        if task is not None and c.value is not None and (c.slot or c.options):
            # a value we hold on to until the user says which slot (or that it is right)
            self.rec.emit(
                "clarification_set",
                clarification={
                    "slot": c.slot or str(c.options[0]),
                    "value": c.value,
                    "raw_text": c.raw_text,
                    "confidence": c.confidence,
                    "options": c.options,
                    **({"question": asked} if asked and not c.options else {}),
                },
            )
            self.mark(Mark.TOUCHED)
            if asked:
                self.say(asked)
                self._told_which(c)
                self.mark(Mark.ASKED)
            return
        if task is not None and c.slot in task.slots and len(c.options) > 1:
            # "Friday or Saturday?": the values to choose from are kept, so that "the second
            # one" or "Saturday" answers the question next turn
            self.rec.emit(
                "clarification_set",
                clarification={
                    "slot": c.slot,
                    "raw_text": c.raw_text,
                    "confidence": c.confidence,
                    "options": c.options,
                },
            )
            self.mark(Mark.TOUCHED)
        if asked:
            self.say(asked)
            self._told_which(c)
        elif c.options:
            self.say(
                self.r.say(
                    "clarify_options", options=self.r.texts["and"].join(str(o) for o in c.options)
                )
            )
        if c.slot and task is not None:
            self.rec.emit("asked_changed", slot=c.slot)
        self.mark(Mark.ASKED)

    def _told_which(self, c: Clarify) -> None:
        """A which-flow question was said: the flows it offered, for the answer next turn."""
        if c.ask == WHICH_FLOW:
            self.tell(which_flow=[str(o) for o in c.options])

    def which_slot(self, task: Task) -> bool:
        """The pending clarification asks which slot a value was for, not whether it is right."""
        c = task.clarification
        names = self.flow_of(task).spec.slot_names
        return c is not None and bool(c.options) and all(o in names for o in c.options)

    def next_unsure(self) -> None:
        """The next value waiting to be asked about, once the question before it is settled
        and nothing else was asked this turn; dropped if its slot got a value since."""
        task = self.task
        while (
            task is not None and task.unsure and task.clarification is None and not self.end.asked
        ):
            c = task.unsure[0]
            self.rec.emit("unsure_dequeued")
            if task.value(c.slot) is None:
                self.rec.emit("clarification_set", clarification=c.model_dump())
                self.mark(Mark.TOUCHED)
                return
            task = self.task

    def settle_clarification(self) -> None:
        """A clarifying question is asked again once; talked past a second time, it is
        dropped and the task goes back to where it was (confirming, or the next slot)."""
        task = self.task
        c = task.clarification if task is not None else None
        if task is None or c is None or c != self._pending or self.end.asked:
            return
        question = self.r.clarification(self.flow_of(task).spec, c)
        last = self.state.last_bot
        # asked again, said so; or asked after "Sorry, I can't answer that here."
        if self.r.again(question) in last or (
            question in last and self.r.say("not_answered") in last
        ):
            self.rec.emit("clarification_set", clarification=None)
            self.mark(Mark.TOUCHED)

    # -- progress ------------------------------------------------------------------------
    def advance(self) -> StepGen:
        """Move the active task as far as its step machine allows (``turn_steps.py``)."""
        if self.task is not None:
            yield from run_steps(self)

    def prompt(self) -> None:
        """Say what the active task needs next, unless this turn already asked something."""
        task = self.task
        owed = (
            self.end.owes_confirmation
            and task is not None
            and self.flow_of(task).steps.confirming(task)
        )
        if task is None or (self.end.asked and not owed):
            return
        flow = self.flow_of(task)
        if flow.steps.clarifying(task) and task.clarification is not None:
            c = task.clarification
            question = self.r.clarification(flow.spec, c)
            # asked at the end of an earlier turn and not answered: once more, said so; but
            # a message that gave another value ("from Paris") was understood, and a
            # "Sorry, I didn't get that" would tell the user it was not; nor does it follow
            # what was said to the message ("Sorry, I can't answer that here.")
            again = c == self._pending and not self.end.touched and not self.out.messages
            self.say(self.r.again(question) if again else question)
        elif flow.steps.asking(task):
            say_back(self, flow.spec, task)
            missing = flow.missing(task)
            if missing:
                if task.asked != missing[0]:
                    self.rec.emit("asked_changed", slot=missing[0])
                self.ask(task, flow.spec, missing[0], retry=self.end.retry)
            elif task.denials:
                self.say(self.r.say("ask_change"))
        elif flow.steps.confirming(task):
            if task.asked is not None:  # the question now is the confirmation, not a slot
                self.rec.emit("asked_changed", slot=None)
            self.say(self.confirmation(flow, task))
            self.mark(Mark.CONFIRMATION_PAID)
        self.mark(Mark.ASKED)

    def ask(self, task: Task, spec: FlowSpec, name: str, retry: bool) -> None:
        slot = spec.slot(name)
        if slot is None:
            return
        text = slot.prompt
        if retry and slot.reprompts:
            text = slot.reprompts[0]
        self.say(
            self.r.fill(text, self.flow_of(task).spec, self.flow_of(task).values(task))
            if text
            else self.r.say("ask", slot=self.r.heard(slot))
        )
        self.mark(Mark.ASKED)

    def confirmation(self, flow: CompiledFlow, task: Task) -> str:
        step = flow.steps.info(flow.steps.where(task)).spec  # the confirm step it stands on
        if step is not None and isinstance(step.confirm, str):
            return self.r.fill(step.confirm, flow.spec, flow.values(task))
        if flow.spec.confirm:  # an optional slot left empty still leaves a question
            return self.r.fill(flow.spec.confirm, flow.spec, flow.values(task))
        values = flow.values(task)
        summary = ", ".join(
            f"{self.r.heard(s)}: {self.r.show(values[s.name], s)}"
            for s in flow.active_slots(task)
            if values.get(s.name) is not None
        )
        return self.r.say("confirm", summary=f"{flow.spec.description} ({summary})")


def _one_of(flow: FlowSpec, kind: SlotType) -> SlotSpec | None:
    """The flow's one slot of type ``kind``; None when it has none or several (a bare hour
    is read against the task's date only when there is one date to read it against)."""
    found = [s for s in flow.slots if s.type == kind]
    return found[0] if len(found) == 1 else None
