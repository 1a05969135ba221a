"""Changing a task that is already done: "actually change my flight to Saturday".

The action ran, so the task cannot take new values. Starting the flow again with the new
value alone (what the rules did before) asked "Where are you flying from?" for a second
flight; offering the capabilities list ignored the request. What a person at the counter
does is say it is done and offer the way there is: undo it, then do it again with the new
values. The domain says what undoes what: a destructive flow with a slot of the entity type
the done flow's action produced ("cancel_booking" takes a ``booking``, which "book_flight"
results in; "refund" takes the ``order`` "order_food" made). With one, both are queued and
the first is offered; a yes starts the undo, which confirms as it always does, and the
new task runs once it is done (``Task.after``). A no, a failure or a cancellation of the
undo drops the new task too, so nothing is booked twice.
"""

from __future__ import annotations

from typing import Any

from .fill import display_value
from .state import Task
from .task_steps import TaskSteps


class AmendSteps(TaskSteps):
    """The ``Amend`` command; see the module docstring and ``Turn``."""

    def amend(self, flow: str, slots: dict[str, Any]) -> None:
        self._asked = True
        done = self.state.last_task
        if (
            self.task is not None
            or done is None
            or done.flow != flow
            or not self.flows[flow].steps.ended(done, "done")
        ):
            self.say(self.r.say("nothing_to_amend", flow=self.title(flow)))
            return
        spec = self.flows[flow].spec
        changes: dict[str, Any] = {}
        for name, value in slots.items():
            slot = spec.slot(name)
            if slot is None:
                continue
            value, reason = self.coerce(flow, slot, value, self.now)
            if reason is not None:  # "change it to yesterday": why not, and nothing offered
                self.say(reason)
                return
            if value is not None and value != done.value(name):
                changes[name] = value
        undo = self._undo(done)
        held = len(self.state.task_stack) + len(self.state.queued)
        if undo is None or not changes or held + 2 > self.settings.max_task_depth:
            ref = self._made(done)
            key = "already_done" if ref is None else "already_done_ref"
            self.say(self.r.say(key, flow=self.title(flow), ref=ref))
            return
        undo_flow, undo_slot, ref = undo
        first = f"t{self.state.task_counter + 1}"
        self.rec.emit(
            "task_queued",
            task_id=first,
            flow=undo_flow,
            slots=[s.name for s in self.flows[undo_flow].spec.slots],
            values={undo_slot: ref},
        )
        self.rec.emit(
            "task_queued",
            task_id=f"t{self.state.task_counter + 1}",
            flow=flow,
            slots=[s.name for s in spec.slots],
            values={**done.filled(), **changes},
            after=first,
        )
        self.rec.emit("offer_resume_set", task_id=first)
        said = self.r.texts["list_sep"].join(
            self.r.say("slot_value", slot=slot.heard, value=self.r.show(v, slot))
            for n, v in changes.items()
            if (slot := spec.slot(n)) is not None
        )
        self.say(self.r.say("already_done_ref", flow=self.title(flow), ref=display_value(ref)))
        self.say(
            self.r.say(
                "amend_offer",
                undo=self.title(undo_flow),
                ref=display_value(ref),
                flow=self.title(flow),
                changes=said,
            )
        )

    def _undo(self, done: Task) -> tuple[str, str, Any] | None:
        """(flow, slot, value): the one destructive flow that takes, in a slot of its own,
        an entity the done task's action produced. Two would be a guess: none is offered."""
        produced = self.flows[done.flow].spec
        made = {
            r.entity: done.results[r.name]
            for r in produced.results
            if r.entity and done.results.get(r.name) is not None
        }
        found = [
            (name, s.name, made[s.entity])
            for name, f in self.flows.items()
            if f.spec.destructive and name != done.flow
            for s in f.spec.slots
            if s.entity in made
        ]
        return found[0] if len(found) == 1 else None

    def _made(self, done: Task) -> str | None:
        """The reference the done task's action handed out, as the bot said it."""
        for r in self.flows[done.flow].spec.results:
            if r.entity and done.results.get(r.name) is not None:
                return display_value(done.results[r.name])
        return None
