"""Replay Schema-Guided Dialogue (SGD) conversations through a ``Dispatcher`` as commands.

SGD annotates every user turn with dialogue acts and the resulting dialogue state, so it
can tell whether the runtime, fed the acts as commands, holds exactly what the annotators
wrote. The schema becomes a domain (one flow per intent, ``{service}__{intent}``); each user
turn becomes commands; after each user turn the active flow's slots are compared with the
annotated ``slot_values`` of the active frame.

Two places where SGD and the runtime model a conversation differently, and how the replay
bridges them without hiding a difference:

- A search intent (non-transactional) finishes in the runtime as soon as its required slots
  are filled: the action runs and the task ends. SGD keeps the search open. When the user
  later refines it, the replay starts the search again with the service's values (a new
  lookup); in between, the flow is compared with the values its action last ran with.
- SGD's system proposes values in CONFIRM and in an offer after a failure; the user's AFFIRM
  accepts them. The replay fills the proposed values (only the empty slots) and then sends the
  yes in a second ``apply`` of the same user turn, so the runtime's own rule decides whether
  the action runs: only from ``confirming``, only on a yes.

Reading the data and building the domain is ``sgd_schema.py``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from time import perf_counter
from typing import Any

from ..commands import (
    Affirm,
    ChitChat,
    Command,
    CorrectSlot,
    Deny,
    Resume,
    SetSlot,
    StartTask,
)
from ..dispatcher import Dispatcher
from ..spec import Domain, FlowSpec
from ..state import CONFIRMING, DialogueState
from .sgd_schema import Json, flow_name, ident


# -- results ------------------------------------------------------------------------------
@dataclass(frozen=True)
class MismatchInfo:
    """One compared slot that disagreed: ``expected`` is every accepted surface form
    (empty when the annotation has no value but the runtime holds one)."""

    turn: int
    flow: str
    slot: str
    expected: tuple[str, ...]
    actual: Any


@dataclass(frozen=True)
class ActionRecord:
    turn: int
    flow: str
    slots: dict[str, Any]
    after_yes: bool


@dataclass
class ReplayResult:
    dialogue_id: str
    user_turns: int = 0
    commands: int = 0
    compared: int = 0
    matched: int = 0
    mismatches: list[MismatchInfo] = field(default_factory=list)
    actions: list[ActionRecord] = field(default_factory=list)
    #: user turns where the data has AFFIRM followed by NOTIFY_SUCCESS / NOTIFY_FAILURE
    transactions_expected: int = 0
    #: ... and the runtime ran that flow's action in exactly that turn
    transactions_matched: int = 0
    #: transactional actions the runtime ran where the data called no backend
    unexpected_executions: int = 0
    #: commands sent, by type (``set_slot``, ``correct_slot``, ``start_task``...)
    command_types: Counter[str] = field(default_factory=Counter)
    #: seconds per user turn spent in ``Dispatcher.apply`` (one or two calls)
    turn_seconds: list[float] = field(default_factory=list)
    #: per flow, the slot values the runtime last held for it (its task, or its action's call)
    flow_values: dict[str, dict[str, Any]] = field(default_factory=dict)

    @property
    def confirmed_actions(self) -> int:
        return sum(1 for a in self.actions if a.after_yes)

    @property
    def executed_without_yes(self) -> int:
        return sum(1 for a in self.actions if not a.after_yes)

    @property
    def consistent(self) -> bool:
        return (
            not self.mismatches
            and self.transactions_matched == self.transactions_expected
            and self.unexpected_executions == 0
            and self.executed_without_yes == 0
        )

    @property
    def first_mismatch(self) -> MismatchInfo | None:
        return self.mismatches[0] if self.mismatches else None


@dataclass
class ReplayTotals:
    """Sums over many dialogues: what the benchmark prints and the test bounds."""

    dialogues: int = 0
    consistent: int = 0
    user_turns: int = 0
    commands: int = 0
    compared: int = 0
    matched: int = 0
    transactional_actions: int = 0
    executed_without_yes: int = 0
    transactions_expected: int = 0
    transactions_matched: int = 0
    unexpected_executions: int = 0
    command_types: Counter[str] = field(default_factory=Counter)
    failed: list[ReplayResult] = field(default_factory=list)

    def add(self, r: ReplayResult) -> None:
        self.dialogues += 1
        self.consistent += r.consistent
        self.user_turns += r.user_turns
        self.commands += r.commands
        self.compared += r.compared
        self.matched += r.matched
        self.transactional_actions += len(r.actions)
        self.executed_without_yes += r.executed_without_yes
        self.transactions_expected += r.transactions_expected
        self.transactions_matched += r.transactions_matched
        self.unexpected_executions += r.unexpected_executions
        self.command_types.update(r.command_types)
        if not r.consistent:
            self.failed.append(r)

    @property
    def slot_accuracy(self) -> float:
        return self.matched / self.compared if self.compared else 1.0

    @property
    def confirm_before_execute(self) -> float:
        """Share of transactional actions that ran on a yes given while confirming."""
        n = self.transactional_actions
        return (n - self.executed_without_yes) / n if n else 1.0


# -- the backend behind the actions ------------------------------------------------------
@dataclass
class _Backend:
    """Records every action call; fails a call where the data's next system turn failed."""

    calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    fail: set[str] = field(default_factory=set)
    hints: dict[str, Any] = field(default_factory=dict)

    def install(self, bot: Dispatcher) -> None:
        for spec in bot.domain.flows.values():
            if spec.action is not None:
                bot.action(spec.action)(self._action(spec))

    def _action(self, spec: FlowSpec) -> Any:
        names = spec.result_names

        def act(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
            self.calls.append((spec.name, dict(slots)))
            if spec.name in self.fail:
                raise RuntimeError("the service refused (NOTIFY_FAILURE in the data)")
            # only what the data says the service returned: an invented address would become
            # an entity a later task could take over
            return {n: self.hints[n] for n in names if n in self.hints}

        return act


# -- the replay ---------------------------------------------------------------------------
@dataclass(frozen=True)
class _Index:
    """Per domain: the slots any intent of a service takes, and those its bookings need."""

    informable: dict[str, frozenset[str]]
    #: slots some transaction of the service requires: what choosing a result commits
    bookable: dict[str, frozenset[str]]


def _index(domain: Domain) -> _Index:
    """Built per replay: a few dozen flows cost microseconds, and no cache outlives a domain."""
    informable: dict[str, set[str]] = {}
    bookable: dict[str, set[str]] = {}
    for name, spec in domain.flows.items():
        service = name.split("__", 1)[0]
        informable.setdefault(service, set()).update(spec.slot_names)
        if spec.confirm is not None:
            bookable.setdefault(service, set()).update(s.name for s in spec.slots if s.required)
    return _Index(
        {k: frozenset(v) for k, v in informable.items()},
        {k: frozenset(v) for k, v in bookable.items()},
    )


def _first(values: list[Any]) -> Any:
    return values[0] if values else None


def _same(a: Any, b: Any) -> bool:
    return (
        a is not None and b is not None and str(a).strip().casefold() == str(b).strip().casefold()
    )


class _Replay:
    def __init__(self, bot: Dispatcher, dialogue: Json, session_id: str) -> None:
        self.bot, self.dialogue, self.session = bot, dialogue, session_id
        self.domain = bot.domain
        self.index = _index(bot.domain)
        self.backend = _Backend()
        self.backend.install(bot)
        self.result = ReplayResult(dialogue_id=dialogue["dialogue_id"])
        self.state: DialogueState = bot.state(session_id)
        #: per service: the latest value of every slot the user gave or accepted
        self.memory: dict[str, dict[str, Any]] = {}
        #: per service: the flow the user last asked for
        self.intent: dict[str, str] = {}
        #: the service of the flow the user last asked for
        self.last_service: str | None = None
        self.last_sys: dict[str, list[Json]] = {}
        self.last_offer: dict[str, list[tuple[str, Any]]] = {}
        #: per service: values the system proposed in CONFIRMs of the current task
        self.proposed: dict[str, dict[str, Any]] = {}
        #: per flow: the slot values the runtime last held for it (task, stack or action)
        self.seen: dict[str, dict[str, Any]] = self.result.flow_values

    def run(self) -> ReplayResult:
        turns = self.dialogue["turns"]
        for i, turn in enumerate(turns):
            if turn["speaker"] == "SYSTEM":
                self.system_turn(turn)
                continue
            following = turns[i + 1] if i + 1 < len(turns) else None
            self.user_turn(i, turn, following)
        return self.result

    # -- system turns ----------------------------------------------------------------------
    def system_turn(self, turn: Json) -> None:
        self.last_sys = {}
        for frame in turn["frames"]:
            service = ident(frame["service"])
            acts = frame["actions"]
            self.last_sys[service] = acts
            offers = [(ident(a["slot"]), _first(a["values"])) for a in acts if a["act"] == "OFFER"]
            offers = [(s, v) for s, v in offers if v is not None]
            if offers:
                self.last_offer[service] = offers
            proposed = self.proposed.setdefault(service, {})
            for a in acts:
                if a["act"] == "CONFIRM" and a["values"]:
                    proposed[ident(a["slot"])] = a["values"][0]

    # -- user turns ------------------------------------------------------------------------
    def user_turn(self, i: int, turn: Json, following: Json | None) -> None:
        r = self.result
        r.user_turns += 1
        batches = self.commands(turn)
        outcome = self.outcomes(following)
        self.backend.fail = {self.intent[s] for s, ok in outcome.items() if not ok}
        self.backend.hints = self.hints(i)
        ran: list[str] = []
        spent = 0.0
        for batch in batches:
            before = self.state.active_task
            mark = len(self.backend.calls)
            t0 = perf_counter()
            reply = self.bot.apply(self.session, batch)
            spent += perf_counter() - t0
            r.commands += len(batch)
            r.command_types.update(c.type for c in batch)
            self.state = reply.state
            yes = any(isinstance(c, Affirm) for c in batch)
            for flow, slots in self.backend.calls[mark:]:
                ran.append(flow)
                self.seen[flow] = slots
                if self.domain.flows[flow].confirm is None:
                    continue
                self.proposed.pop(flow.split("__", 1)[0], None)
                confirming = (
                    before is not None and before.flow == flow and before.phase == CONFIRMING
                )
                r.actions.append(ActionRecord(i, flow, slots, yes and confirming))
                if not any(self.intent.get(s) == flow for s in outcome):
                    r.unexpected_executions += 1
        r.turn_seconds.append(spent)
        for task in [*self.state.task_stack, self.state.active_task]:
            if task is not None:
                self.seen[task.flow] = {n: s.value for n, s in task.slots.items()}
        for frame in turn["frames"]:
            service = ident(frame["service"])
            if service in outcome and any(a["act"] == "AFFIRM" for a in frame["actions"]):
                r.transactions_expected += 1
                r.transactions_matched += self.intent.get(service) in ran
        self.compare(i, turn)

    def outcomes(self, following: Json | None) -> dict[str, bool]:
        """Services whose transaction the next system turn reports: success or failure."""
        out: dict[str, bool] = {}
        if following is None:
            return out
        for frame in following["frames"]:
            acts = {a["act"] for a in frame["actions"]}
            service = ident(frame["service"])
            flow = self.intent.get(service)
            if flow is None or self.domain.flows[flow].confirm is None:
                continue
            if "NOTIFY_SUCCESS" in acts:
                out[service] = True
            elif "NOTIFY_FAILURE" in acts:
                out[service] = False
        return out

    def hints(self, i: int) -> dict[str, Any]:
        """Plausible action results: what the system tells the user about the results of a
        call made now, up to the next call (the item the user ends up with is the last one)."""
        hints: dict[str, Any] = {}
        turns = self.dialogue["turns"]
        for j in range(i + 1, len(turns)):
            turn = turns[j]
            if turn["speaker"] != "SYSTEM":
                continue
            if j > i + 1 and any("service_call" in f for f in turn["frames"]):
                break
            for frame in turn["frames"]:
                for a in frame["actions"]:
                    if a["values"] and a["slot"]:
                        hints[ident(a["slot"])] = a["values"][0]
        return hints

    def commands(self, turn: Json) -> list[list[Command]]:
        """The turn's commands, in one batch, or two when a yes must follow new values."""
        frames = sorted(
            turn["frames"],
            key=lambda f: any(a["act"] in ("INFORM_INTENT", "AFFIRM_INTENT") for a in f["actions"]),
        )
        first: list[Command] = []
        yes: list[Command] = []
        for frame in frames:
            cmds, affirm = self.frame_commands(ident(frame["service"]), frame["actions"])
            first.extend(cmds)
            if affirm:
                yes = [Affirm()]
        if not first and not yes:
            # questions, thanks, goodbyes, a declined offer: talk that changes no slot
            first = [ChitChat()]
        return [b for b in (first, yes) if b]

    def frame_commands(self, service: str, acts: list[Json]) -> tuple[list[Command], bool]:
        kinds = {a["act"] for a in acts}
        sys_acts = self.last_sys.get(service, [])
        sys_kinds = {a["act"] for a in sys_acts}
        target: str | None = None
        updates: dict[str, Any] = {}
        affirm = False
        correcting = "NEGATE" in kinds and "CONFIRM" in sys_kinds
        if "SELECT" in kinds:
            # choosing a result commits the result itself (its first offered slot) and what a
            # booking needs; details of the result (its address, rating) stay out of the state
            offer = self.last_offer.get(service, [])
            commits = self.index.bookable.get(service, frozenset()) | {s for s, _ in offer[:1]}
            chosen = {
                ident(a["slot"]): a["values"][0]
                for a in acts
                if a["act"] == "SELECT" and a["slot"] and a["values"]
            }
            for slot, value in offer:
                if slot in commits:
                    updates[slot] = chosen.get(slot, value)
            updates.update(chosen)
        if "AFFIRM" in kinds:
            failed_offer = "NOTIFY_FAILURE" in sys_kinds and "OFFER" in sys_kinds
            affirm = "CONFIRM" in sys_kinds or failed_offer
            for a in sys_acts:
                slot, value = ident(a["slot"]), _first(a["values"])
                if value is None:
                    continue
                if a["act"] in ("REQUEST", "OFFER"):
                    updates[slot] = value
            if "CONFIRM" in sys_kinds:
                # every value the system proposed for this task, not only in its last question
                for slot, value in self.proposed.get(service, {}).items():
                    if self.held(service, slot) is None:
                        updates[slot] = value
        for a in acts:
            if a["act"] == "INFORM_INTENT":
                target = flow_name(service, _first(a["values"]) or "")
            elif a["act"] == "AFFIRM_INTENT":
                offered = [_first(x["values"]) for x in sys_acts if x["act"] == "OFFER_INTENT"]
                if offered and offered[0]:
                    target = flow_name(service, offered[0])
        for a in acts:
            if a["act"] == "INFORM" and a["values"]:
                updates[ident(a["slot"])] = a["values"][0]
        if target is not None and target not in self.domain.flows:
            target = None
        informable = self.index.informable.get(service, frozenset())
        memory = self.memory.setdefault(service, {})
        memory.update({k: v for k, v in updates.items() if k in informable})
        # SGD carries a city or a day into a service the user turns to from another one
        switched = (
            target is not None and self.last_service is not None and self.last_service != service
        )
        if target is not None:
            self.last_service = service
            if target != self.intent.get(service):
                self.proposed.pop(service, None)
            self.intent[service] = target
        flow = self.intent.get(service)
        cmds: list[Command] = []
        if flow is not None:
            cmds = self.flow_commands(
                flow, memory, updates, target is not None, correcting, switched
            )
        if "NEGATE" in kinds and "CONFIRM" in sys_kinds and not updates:
            cmds.append(Deny())
        return cmds, affirm

    def flow_commands(
        self,
        flow: str,
        memory: dict[str, Any],
        updates: dict[str, Any],
        asked: bool,
        correcting: bool,
        switched: bool = False,
    ) -> list[Command]:
        spec = self.domain.flows[flow]
        relevant = {k: v for k, v in updates.items() if spec.slot(k) is not None}
        active = self.state.active_task
        if active is not None and active.flow == flow:
            return self.set_commands(
                relevant, {n: s.value for n, s in active.slots.items()}, correcting
            )
        held = next((t for t in reversed(self.state.task_stack) if t.flow == flow), None)
        if held is not None and (asked or relevant):
            values = {n: s.value for n, s in held.slots.items()}
            return [Resume(flow=flow), *self.set_commands(relevant, values, correcting)]
        last = self.seen.get(flow, {})
        if asked or any(not _same(last.get(k), v) for k, v in relevant.items()):
            carry = {k: v for k, v in memory.items() if spec.slot(k) is not None}
            if switched:
                referred = {k: v for k, v in self.referred(spec).items() if k not in carry}
                memory.update(referred)  # now the service's own value, for its next intents
                carry.update(referred)
            return [StartTask(flow=flow, slots=carry)]
        return []

    def referred(self, spec: FlowSpec) -> dict[str, Any]:
        """A new service takes over the newest city, day or head count the runtime holds."""
        carry: dict[str, Any] = {}
        for slot in spec.slots:
            if slot.entity is None:
                continue
            newest = next(
                (e for e in reversed(self.state.entity_stack) if e.type == slot.entity), None
            )
            if newest is not None:
                carry[slot.name] = newest.value
        return carry

    def set_commands(
        self, updates: dict[str, Any], values: dict[str, Any], correcting: bool
    ) -> list[Command]:
        cmds: list[Command] = []
        for slot, value in updates.items():
            old = values.get(slot)
            if old is not None and _same(old, value):
                continue
            if old is not None or correcting:
                cmds.append(CorrectSlot(slot=slot, value=value, rejected=old))
            else:
                cmds.append(SetSlot(slot=slot, value=value))
        return cmds

    def held(self, service: str, slot: str) -> Any:
        task = self.state.active_task
        if task is not None and task.flow == self.intent.get(service) and slot in task.slots:
            return task.slots[slot].value
        return None

    # -- comparison ------------------------------------------------------------------------
    def compare(self, i: int, turn: Json) -> None:
        frames = [f for f in turn["frames"] if f["state"]["active_intent"] != "NONE"]
        if not frames:
            return
        starting = [
            f
            for f in frames
            if any(a["act"] in ("INFORM_INTENT", "AFFIRM_INTENT") for a in f["actions"])
        ]
        frame = (starting or frames)[-1]
        flow = flow_name(frame["service"], frame["state"]["active_intent"])
        spec = self.domain.flows.get(flow)
        if spec is None:
            return
        annotated = {ident(k): v for k, v in frame["state"]["slot_values"].items()}
        task = self.state.active_task
        if task is not None and task.flow == flow:
            actual = {n: s.value for n, s in task.slots.items()}
        else:
            actual = self.seen.get(flow, {})
        r = self.result
        for slot in spec.slot_names:
            forms = annotated.get(slot) or []
            value = actual.get(slot)
            if not forms and value is None:
                continue
            r.compared += 1
            if forms and value is not None and any(_same(value, f) for f in forms):
                r.matched += 1
            else:
                r.mismatches.append(MismatchInfo(i, flow, slot, tuple(forms), value))


def replay_dialogue(bot: Dispatcher, dialogue: Json, session_id: str | None = None) -> ReplayResult:
    """Replay one SGD dialogue through ``bot`` (built from ``schema_domain``) as commands.

    Registers recording actions for every flow of ``bot`` (replacing any registered ones),
    applies each user turn's commands and compares the state after it with the annotation.
    """
    session = session_id or f"sgd-{dialogue['dialogue_id']}"
    return _Replay(bot, dialogue, session).run()
