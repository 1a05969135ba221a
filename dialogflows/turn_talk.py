"""Steps for messages that change no slot: talk, asides, questions about the task.

Split from ``turn.py`` (the rules that change state): what these steps say depends on the
state, but none of them emits more than the dropping of an offer to resume.
"""

from __future__ import annotations

from typing import Any

from .commands import ChitChat
from .fill import display_value
from .nlu.limits import bounds
from .nlu.parsed import value_key
from .spec import FlowSpec, SlotSpec, SlotType
from .state import Entity, Task
from .turn_amend import AmendSteps

#: how many older things made are named after the newest ("Before that: BK-7243.")
_EARLIER = 3


class TalkSteps(AmendSteps):
    """Chit-chat, asides (``nlu/asides.py``), ``Recall`` and ``ListOptions``."""

    def say_back(self, flow: FlowSpec, task: Task) -> None:
        """Before the next question, the values the user cannot see were taken: a change
        ("hmm actually 3" while the date is asked) and a value made by inference ("next
        friday": the day it made). A confirmation echoes every value, so it needs none."""
        for name in dict.fromkeys(self._changed):
            spec = flow.slot(name)
            value = task.value(name)
            if spec is not None and value is not None:
                self.say(self.r.say("corrected", slot=spec.heard, value=self.r.show(value, spec)))
        for name in dict.fromkeys(n for n in self._inferred if n not in self._changed):
            spec = flow.slot(name)
            value = task.value(name)
            if spec is not None and value is not None:
                self.say(self.r.say("inferred", value=self.r.show(value, spec)))

    def chitchat(self, talk: ChitChat | None = None) -> None:
        """Reply to talk by what the understanding read it as (``ChitChat.said`` and
        ``ChitChat.aside``, ``nlu/talk.py``): the text itself is not read here."""
        said = talk.said if talk is not None else None
        kind = talk.aside if talk is not None else None
        if self.task is None and self.state.offer_resume is not None:
            # the user talked past the offer to resume: drop it; the task stays on the stack
            self.forget_offer()
        held = self.task or (self.state.task_stack[-1] if self.state.task_stack else None)
        if said == "farewell":
            # a task left open stays as it is (no question asked again) for when they return
            self.say(self.r.farewell(self.title(held.flow) if held is not None else None))
            self._asked = True
            return
        if self.task is None and not self.out.messages:
            if kind == "question":
                self.say(self.r.say("not_answered"))  # "宫保鸡丁有花生吗？", not "how are you?"
            # said once is enough: repeating the whole list every turn only adds noise
            self.say(self.r.chitchat(self.state.last_bot, said, kind == "help"))
        elif self.task is not None and not self.out.messages:
            self.aside(self.task, kind)

    def aside(self, task: Task, kind: str | None) -> None:
        """Reply to a message that gave the open question nothing (``nlu/asides.py``)."""
        if kind == "help":  # "what can you do?" mid-task: the list, then the question
            self.say(self.r.offer)
        elif kind in ("question", "small_talk"):
            # "how long is the flight?" mid-task: said that it is not answered here, then
            # the task's question, rather than the question alone as if nothing was asked
            self.say(self.r.say("not_answered"))
        elif not (
            self.flow_of(task).steps.asking(task) or self.flow_of(task).steps.confirming(task)
        ):
            return  # a clarifying question says itself that it is asked again
        elif kind == "wait":  # the question stays open: asking it again would rush
            self.say(self.r.say("wait"))
            self._asked = True
        elif kind == "unsure" and self.flow_of(task).steps.asking(task) and task.asked:
            # the options help choose ("随便" to a dish: the menu); a value only the user
            # has ("I don't remember the reference") is needed, and the way out is said
            self.list_options(task.asked, limits=False)  # "any day from today" helps no one
            spec = self.flow_of(task).spec.slot(task.asked)
            if self.out.messages or spec is None:
                return
            if spec.type == SlotType.TEXT and (spec.pattern or spec.entity):
                self.say(self.r.say("unsure_needed", slot=spec.heard))
            else:  # a date not yet decided: the reprompt's examples help
                self._retry = True
        elif kind == "unclear":
            self.say(self.r.say("not_understood"))
            self._retry = True

    def recall(
        self,
        entity: str | None,
        slot: str | None = None,
        belief: str | None = None,
        made_by: str | None = None,
        summary: bool = False,
    ) -> None:
        """Say the newest entity of a kind ("That's HT-5132."), of a kind one flow's action
        made (``made_by``), a value of the running task ("Depart date: 2026-12-04.") or a
        belief ("Budget: 500 USD."); the task's question, if one is open, follows."""
        if belief is not None:
            label = self.r.label(belief)
            held = self.state.beliefs.get(belief)
            kind = [b for k, b in self.state.beliefs.items() if k.partition(":")[0] == belief]
            if held is None and ":" not in belief and kind:
                # "我有什么忌口来着": every belief of that kind ("avoid:辣", "avoid:香菜")
                about = [
                    self.r.say("belief_about", key=label, value=display_value(b.value))
                    for b in kind
                ]
                self.say(self.r.say("recall_beliefs", values=self.r.texts["list_sep"].join(about)))
            elif held is None:
                shown = self.r.kind_label(belief) if ":" not in belief else label
                self.say(self.r.say("recall_unstated", belief=shown))
            else:
                label = label[:1].upper() + label[1:]
                self.say(self.r.say("recall_slot", slot=label, value=display_value(held.value)))
            return
        task = self.task or self.state.last_task  # "what date did I book?" once it is done
        if slot is not None and task is not None and task.flow in self.flows:
            spec = self.flow_of(task).spec.slot(slot)
            if spec is not None:
                label = spec.heard
                value = task.value(slot)
                if value is None:
                    self.say(self.r.say("recall_missing", slot=label))
                else:
                    label = label[:1].upper() + label[1:]  # it opens the sentence
                    self.say(self.r.say("recall_slot", slot=label, value=self.r.show(value, spec)))
                return
        maker = self.flows.get(made_by) if made_by is not None else None
        sources = {r.name for r in maker.spec.results if r.entity == entity} if maker else None
        undone = self._undone(entity) if summary and entity is not None else None
        if undone is not None and entity is not None and sources is None:  # after a cancellation:
            sources = self._made_of(entity)  # what actions made, less what was undone
        found = next(
            (
                e
                for e in reversed(self.state.entity_stack)
                if e.type == entity
                and (sources is None or e.source in sources)
                and (undone is None or e.value != undone[0])
            ),
            None,
        )
        if found is None and undone is not None:  # the one booking was cancelled: say so
            self.say(undone[1])
            return
        if found is None:
            task = self.task
            if summary and task is not None and task.filled():  # "我点了什么" mid-order
                running = self.flow_of(task).spec
                values = [
                    self.r.say("slot_value", slot=s.heard, value=self.r.show(v, s))
                    for n, v in task.filled().items()
                    if (s := running.slot(n)) is not None
                ]
                self.say(self.r.say("recall_so_far", values=self.r.texts["list_sep"].join(values)))
            elif maker is not None:  # not another flow's, said as if it were this one's
                self.say(self.r.say("recall_none", flow=maker.spec.description))
            elif entity is not None:  # "what was my booking number?" before any booking
                self.say(self.r.say("recall_nothing", entity=self._entity_label(entity)))
            else:
                self.chitchat()
            return
        said = self._summary(found.type, found.value) if summary else None
        self.say(said or self.r.say("recall", value=display_value(found.value)))
        earlier = self._made_before(found) if summary and maker is None else []
        earlier = [v for v in earlier if undone is None or v != undone[0]]
        if earlier:  # "what did I book?" after a flight and a hotel: the flight too
            shown = self.r.texts["list_sep"].join(display_value(v) for v in earlier)
            self.say(self.r.say("recall_earlier", values=shown))
        if undone is not None:  # and the one just cancelled, in its flow's own words
            self.say(undone[1])

    def _made_of(self, kind: str) -> set[str]:
        """The result names under which actions make things of ``kind``."""
        return {r.name for f in self.domain.flows.values() for r in f.results if r.entity == kind}

    def _undone(self, kind: str) -> tuple[Any, str] | None:
        """The thing of ``kind`` the task that ended last undid (a destructive flow, done:
        "Booking BK-7243 is cancelled."), with its ``done`` text; None otherwise."""
        last = self.state.last_task
        flow = self.flows.get(last.flow) if last is not None else None
        if last is None or flow is None or not flow.steps.ended(last, "done"):
            return None
        if not flow.spec.destructive:
            return None
        for s in flow.spec.slots:
            value = last.value(s.name)
            if s.entity == kind and value is not None and flow.spec.done:
                return value, self.fill(flow.spec.done, last)
        return None

    def _made_before(self, newest: Entity) -> list[Any]:
        """Older values of ``newest``'s kind that actions made this session (booking
        references, order numbers), newest first: a few, named by their reference."""
        made = self._made_of(newest.type)
        seen = {value_key(newest.value)}
        out: list[Any] = []
        for e in reversed(self.state.entity_stack):
            if e.type == newest.type and e.source in made and value_key(e.value) not in seen:
                seen.add(value_key(e.value))
                out.append(e.value)
        return out[:_EARLIER]

    def _summary(self, kind: str, value: Any) -> str | None:
        """What the task that made ``value`` did, by its flow's ``summary``: only the task
        that ended last is kept whole, so an older one is named by its reference alone."""
        done = self.state.last_task
        flow = self.flows.get(done.flow) if done is not None else None
        if done is None or flow is None or not flow.spec.summary:
            return None
        made = {r.name for r in flow.spec.results if r.entity == kind}
        if not any(done.results.get(name) == value for name in made):
            return None
        return self.fill(flow.spec.summary, done)

    def _entity_label(self, kind: str) -> str:
        """What the author calls a kind of entity: a description of a slot or result that
        holds it ("订单号"), else its name ("booking")."""
        for flow in self.domain.flows.values():
            held = [(r.entity, r.description) for r in flow.results]
            held += [(s.entity, s.label or s.description) for s in flow.slots]
            for entity, description in held:
                if entity == kind and description:
                    return description
        return kind.replace("_", " ")

    def list_options(self, slot: str, flow: str | None = None, limits: bool = True) -> None:
        """Say what the slot takes ("You can choose New York, Rome, … or Lisbon."; a slot
        without a list, with ``limits``, its first and last value: "Anything from
        2026-11-29 on."); its
        question follows as usual. A question asked again that lists the options itself
        (a reprompt "我们有宫保鸡丁、麻婆豆腐…", a prompt "Economy, business or first class?")
        is the answer, said once."""
        task = self.task
        if flow is not None:  # a queued task's slot, said as that task's ("For booking…")
            compiled = self.flows.get(flow)
            spec = compiled.spec.slot(slot) if compiled is not None else None
            if spec is not None and self.waiting(flow) is not None:
                shown = [display_value(v) for v in self._choices(spec)]
                if shown:
                    listing = self.r.listing(shown)
                    self.say(self.r.say("options_for", flow=self.title(flow), options=listing))
                    return
            self.chitchat()
            return
        if task is None:  # "有什么菜？" before ordering: the slot of that name in any flow
            spec = next((s for f in self.flows.values() if (s := f.spec.slot(slot))), None)
        else:
            spec = self.flow_of(task).spec.slot(slot)
        if spec is None:
            self.chitchat()
            return
        values = self._choices(spec)
        if not values:
            low, high = bounds(spec, self.now.date())  # "what dates do you have?"
            kind = "limits_both" if low and high else "limits_min" if low else "limits_max"
            if limits and (low or high):
                said = {"low": self.r.show(low, spec) if low else "", "high": ""}
                said["high"] = self.r.show(high, spec) if high else ""
                self.say(self.r.say(kind, **said))
            else:
                self.chitchat()
            return
        # the asked slot's own words when they list them all; another slot's question would
        # stand next to the one asked, so its options are said as a statement
        asked = task is not None and slot == task.asked
        for text in (*spec.reprompts[:1], spec.prompt or "") if asked else ():
            low = text.lower()
            if task is not None and text and all(str(v).lower() in low for v in values):
                self.say(
                    self.r.fill(text, self.flow_of(task).spec, self.flow_of(task).values(task))
                )
                self._asked = text == spec.prompt  # its prompt is the question itself
                return
        shown = [display_value(v) for v in values]
        self.say(self.r.say("options", options=self.r.listing(shown)))

    def _choices(self, spec: SlotSpec) -> list[Any]:
        """The values a slot lists: its own, then its entity's."""
        entity = self.domain.entities.get(spec.entity) if spec.entity else None
        return list(dict.fromkeys([*spec.values, *(entity.values if entity else [])]))
