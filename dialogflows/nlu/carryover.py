"""Values carried into the next task: offered, never assumed.

After a flight from New York to Paris, "now I need a hotel" should not ask "Which city?" as
if nothing had happened, nor silently book Paris: the bot asks "Just to check: did you mean
Paris for the city?". The proposal is an ordinary ``SetSlot`` whose confidence sits below
the flow's ``confidence_threshold``, so the runtime's clarification does the rest: a yes
takes the value, a no asks the slot's question, another value is taken instead.

The rule, and why:

* **Source: the task that ended last (``state.last_task``), done, for the next task only.**
  The ended task is what the user just finished talking about; the entity stack also holds
  whatever was mentioned in passing (a city asked about, a reference resolved), which is
  weaker evidence for a new task. "Next" is counted by task number: once any task has been
  started after it (the first proposal's own task included), the ended task proposes
  nothing more. A task that was cancelled or failed proposes nothing: the user walked away
  from those values. A flow does not propose to itself: a second hotel right after one is
  usually for another city (the follow-up "the same again" covers a repeat).
* **Matching: by entity type only.** A slot takes a value from a slot or result of the ended
  flow that declares the same ``entity:`` ("city" to "city", "order" to "order"). Types
  alone ("a date") are too loose: a flight's departure day is not a check-in day by rule,
  so an author who wants dates carried gives both slots the same entity name.
* **Which value: the one the trip goes to.** A slot whose patterns start with an origin word
  (lexicon ``origins``: "from {value}", "leaving {value}") is where a trip leaves from; it
  is dropped when the ended flow holds another value of that type. This is the rule that
  makes "a hotel there" mean Rome after a flight London -> Rome (``entity_asked.places``),
  and it depends on the flow's declaration, not on the order the user happened to say the
  cities in (the entity stack's order). Two values left of one type are a guess: nothing is
  proposed.
* **Which slot: one that cannot be mistaken.** The first required, unconditional slot without
  a default, left empty by the message, whose entity type no other empty slot of the new
  flow shares (after a hotel in Paris, a new flight's "from" and "to" are both open, and
  Paris could be either), and whose value no other slot of the new task already holds.
  Never a slot a trip leaves from: that is where the user is, which no earlier task tells
  (a forecast asked for Paris says nothing about where a flight to Rome starts). The value
  must be one the slot accepts (a booking "BK-1" is no order number).
* **A task queued behind the ended one** ("a flight to Paris and a hotel") is the next task
  too, although its number was given when it was queued: the turn asks the proposal when
  it takes the task up (``task_steps.take_up``), for rules and LLM understanders alike. Only
  the values the user gave the ended task count then, not its results: the request was
  made before they existed ("我要订餐，顺便查一下订单" is about an earlier order).
* **The task put on hold** by the new one ("what's the weather like?" while booking a hotel
  in Paris: "did you mean Paris?"): the values the user gave it, by the same rules, when
  nothing of the task that ended is offered. A question asked in the middle of a task is
  most often about that task's things.
* **A stated preference** ("I always fly business": the belief ``prefer:fly business``) is
  offered the same way when no value carries over: for the one required, empty slot without
  a default whose listed values the preference names exactly one of. Beliefs are lasting
  facts, so this holds for every new task, not just the next one.
* **A value named just before the request**, with no task running ("I'm planning a trip
  to Tokyo next month", then "I need a flight from San Francisco"): the previous user
  message's one value for a target slot, when nothing else is offered. Only the message
  right before, and only one said after the last task's own turns (``_carried`` reads
  those); the same target rules hold.
* **A destructive flow** (a cancellation, a refund) is offered only the first source: what
  the task that just ended made or was given ("那帮我退款吧" right after looking up DD-2231:
  "确认一下：订单号是DD-2231吗？"). Never a preference or a mention. The offer is a question, and
  a yes to it still meets the flow's own confirmation, which names the entity: two clear
  answers before anything is undone. (Until the ninth session it was offered nothing, and the
  user had to repeat the number the bot had just said.)
* **Never:** over a value the user gave or a stated ``default`` belief fills ("i always
  go to riverside" fills the pharmacy of every refill; offering it as well would ask what
  the user already said), when the message already leaves something to
  clarify, on a resumed task, or when the task stack is full (the start would be refused and
  the proposal would land on the running task).

Everything that depends only on the flows is prepared once per domain; a proposal costs a
few dictionary lookups and runs only when a message starts a flow.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from ..belief_checks import bound_slots
from ..commands import Clarify, Command, CorrectSlot, SetSlot
from ..spec import Domain, FlowSpec, SlotSpec
from ..state import DONE, DialogueState, Task
from .grammar_words import grammar, lists_of
from .lexicon import load_lexicon, normalize
from .parsed import Invalid, value_key
from .values import ValueParser

#: a proposal's confidence, as a share of the flow's threshold: well below it, so the turn
#: always asks, and recognisably not a value the user typed
PROPOSAL_SHARE = 0.5


@dataclass(frozen=True)
class _Source:
    """A slot or result of a flow that a later task may take a value from."""

    name: str
    entity: str
    result: bool
    origin: bool


@dataclass(frozen=True)
class _Target:
    """A slot of a flow a value may be proposed for."""

    spec: SlotSpec
    entity: str
    #: the other slots of the flow with the same entity type
    rivals: tuple[str, ...]


@dataclass(frozen=True)
class _Start:
    """A flow being started, as every source of a proposal reads it: the state, the values
    the message gives the flow (``given``: never offered over), the slots the message or a
    stated default names (``named``: never offered for), and when and in which language it
    was said."""

    state: DialogueState
    flow: FlowSpec
    given: dict[str, Any]
    named: set[str]
    now: datetime
    language: str


def origin_slot(spec: SlotSpec, origin_words: Collection[str]) -> bool:
    """The slot is where a trip leaves from: one of its patterns starts with an origin word."""
    return any(normalize(p.split("{value}")[0]) in origin_words for p in spec.patterns)


class CarryOver:
    """Proposes a value of the task that just ended for a flow being started."""

    def __init__(
        self,
        domain: Domain,
        origin_words: Collection[str],
        parser: Callable[[FlowSpec, SlotSpec], ValueParser],
    ) -> None:
        self.domain = domain
        self.parser = parser
        self.depth = domain.settings.max_task_depth
        self.sources: dict[str, tuple[_Source, ...]] = {}
        self.targets: dict[str, tuple[_Target, ...]] = {}
        for flow in domain.flows.values():
            self.sources[flow.name] = (
                *(
                    _Source(s.name, s.entity, False, origin_slot(s, origin_words))
                    for s in flow.slots
                    if s.entity
                ),
                *(_Source(r.name, r.entity, True, False) for r in flow.results if r.entity),
            )
            self.targets[flow.name] = tuple(
                _Target(
                    s,
                    s.entity,
                    tuple(o.name for o in flow.slots if o.entity == s.entity and o is not s),
                )
                for s in flow.slots
                if s.entity
                and s.required
                and s.when is None
                and s.default is None
                and not origin_slot(s, origin_words)
            )
        #: flow -> the author's ``default`` belief kinds -> the slots each fills: a slot a
        #: stated default fills when the task starts is the user's answer, never offered
        self.defaulted: dict[str, dict[str, frozenset[str]]] = {}
        for kind_name, kind in domain.beliefs.items():
            if kind.how != "default":
                continue
            for target in kind.binds:
                for flow_name, slot in bound_slots(domain, target):
                    kinds = self.defaulted.setdefault(flow_name, {})
                    kinds[kind_name] = kinds.get(kind_name, frozenset()) | {slot.name}
        self.thresholds = {
            f.name: (
                domain.settings.confidence_threshold
                if f.confidence_threshold is None
                else f.confidence_threshold
            )
            for f in domain.flows.values()
        }

    def propose(
        self,
        state: DialogueState,
        flow: FlowSpec,
        given: dict[str, Any],
        extra: Iterable[Command],
        now: datetime,
        language: str,
        queued: bool = False,
    ) -> SetSlot | None:
        """The one value worth offering for ``flow`` as it starts, or None.

        ``given`` are the values the message itself fills; ``extra`` the other commands
        the start comes with (a value to clarify, a reference to ask about). ``queued``:
        the task was asked for with the one that just ended ("a flight to Paris and a
        hotel") and is taken up now; it counts as the next task although its number was
        given when it was queued.
        """
        threshold = self.thresholds[flow.name]
        if threshold <= 0.0:  # a proposal would be taken as said
            return None
        named = set(given)
        defaulted = self.defaulted.get(flow.name)
        if defaulted:  # "i always go to riverside", then "refill …": the belief fills it
            for key, belief in state.beliefs.items():
                named |= defaulted.get(belief.kind or key, frozenset())
        for c in extra:
            if isinstance(c, Clarify) or (isinstance(c, SetSlot) and c.confidence < threshold):
                return None  # one question at a time, and the user's comes first
            if isinstance(c, SetSlot | CorrectSlot):
                named.add(c.slot)
        start = _Start(state, flow, given, named, now, language)
        carried = self._carried(start, queued)
        if flow.destructive:  # only what the user just dealt with, and still asked
            return carried
        return (
            carried
            or self._interrupted(start)
            or self._preferred(start)
            or (None if queued else self._mentioned(start))
        )

    def _mentioned(self, start: _Start) -> SetSlot | None:
        """A value the message before named, said with no task running ("I'm planning a
        trip to Tokyo next month", then "I need a flight from San Francisco"): offered for
        the one open slot of its kind, by the target rules above."""
        state, flow = start.state, start.flow
        targets = self.targets.get(flow.name)
        before = next((m for m in reversed(state.window) if m.role == "user"), None)
        if not targets or before is None or state.active_task is not None:
            return None
        done = state.last_task
        if done is not None and before.turn <= _last_turn(done):
            return None  # said to the task that ended: ``_carried`` reads that one

        def mentioned(target: _Target) -> Any:
            choices = self.parser(flow, target.spec).choices
            found = {value_key(c.value): c.value for c in choices.mentions(before.content)}
            return next(iter(found.values())) if len(found) == 1 else None

        return self._first_fitting(start, mentioned)

    def _carried(self, start: _Start, queued: bool) -> SetSlot | None:
        """A value of the task that just ended (the rules above)."""
        state, flow = start.state, start.flow
        targets = self.targets.get(flow.name)
        done = state.last_task
        if not targets or done is None:
            return None
        if not (self._next_in_line(done, flow) if queued else self._fresh(state, done, flow)):
            return None
        # a queued request was made before the ended task's results existed: "我要订餐，顺便
        # 查一下订单" is about an earlier order, not the one just placed
        values = self._values(done, results=not queued)
        return self._offer(start, values)

    def _offer(self, start: _Start, values: dict[str, Any]) -> SetSlot | None:
        """The first open target of ``flow`` that one of ``values`` (by entity type) fits,
        as a proposal; none over a value the message gives."""
        if not values:
            return None
        return self._first_fitting(start, lambda target: values.get(target.entity))

    def _first_fitting(self, start: _Start, value_of: Callable[[_Target], Any]) -> SetSlot | None:
        """The first open target of ``flow`` whose value (``value_of``; None: it has none)
        the slot takes as it is, as a proposal; none over a value the message gives. A
        value carried from a task and one mentioned before are offered by the same rules."""
        held = set(map(value_key, start.given.values()))
        for target in self._open(start.flow, start.named):
            value = value_of(target)
            if value is None or value_key(value) in held:
                continue
            if self._accepts(start, target.spec, value):
                return self._proposed(start.flow, target.spec.name, value)
        return None

    def _interrupted(self, start: _Start) -> SetSlot | None:
        """A value the user gave the task the new one puts on hold ("what's the weather
        like?" while booking a hotel in Paris: Paris), by the same target rules."""
        state, flow = start.state, start.flow
        running = state.active_task
        if running is None or running.flow == flow.name or not self.targets.get(flow.name):
            return None
        if any(x.flow == flow.name for x in (*state.queued, *state.task_stack)):
            return None  # taken up, not started: it holds what was said for it
        return self._offer(start, self._values(running, results=False))

    def _open(self, flow: FlowSpec, named: set[str]) -> Iterator[_Target]:
        """The flow's targets the message leaves open: not named, their rivals all named
        (with one of two city slots still open, a city could go either way)."""
        for target in self.targets.get(flow.name, ()):
            if target.spec.name not in named and all(r in named for r in target.rivals):
                yield target

    def _preferred(self, start: _Start) -> SetSlot | None:
        """A listed value a stated preference names ("I always fly business": business for
        the seat class), for the one empty slot of the new flow it fits, offered like a
        carried value: beliefs are lasting facts, and an offer lets the user say no."""
        flow, named = start.flow, start.named
        prefs = [
            str(b.value) for k, b in start.state.beliefs.items() if k.partition(":")[0] == "prefer"
        ]
        if not prefs:
            return None
        found: dict[str, Any] = {}
        for spec in flow.slots:
            if spec.name in named or not spec.required or spec.default is not None:
                continue
            parser = self.parser(flow, spec)
            if not parser.choices:
                continue
            values = {
                value_key(p.value): p.value
                for text in prefs
                for p in parser.find(text, start.now, start.language)
            }
            if len(values) == 1:
                found[spec.name] = next(iter(values.values()))
        if len(found) != 1:
            return None
        ((slot, value),) = found.items()
        return self._proposed(flow, slot, value)

    @staticmethod
    def _next_in_line(done: Task, flow: FlowSpec) -> bool:
        """``done`` ended as planned and is of another flow."""
        return done.phase == DONE and done.flow != flow.name

    def _fresh(self, state: DialogueState, done: Task, flow: FlowSpec) -> bool:
        """``done`` ended as planned, no task was started since, and ``flow`` would start."""
        if not self._next_in_line(done, flow):
            return False
        if _ordinal(done.id) != state.task_counter:
            return False
        active = state.active_task
        if active is not None and (active.flow == flow.name or len(state.task_stack) >= self.depth):
            return False
        # a flow on hold is taken up again, not started: nothing to propose
        return not any(t.flow == flow.name for t in state.task_stack)

    def _values(self, done: Task, results: bool = True) -> dict[str, Any]:
        """Entity type -> the one value of that type the ended task offers."""
        found: dict[str, list[tuple[Any, bool]]] = {}
        for src in self.sources.get(done.flow, ()):
            if src.result and not results:
                continue
            value = done.results.get(src.name) if src.result else done.value(src.name)
            if value is not None:
                found.setdefault(src.entity, []).append((value, src.origin))
        out: dict[str, Any] = {}
        for entity, pairs in found.items():
            if any(not origin for _, origin in pairs):
                pairs = [p for p in pairs if not p[1]]
            distinct = {value_key(v): v for v, _ in pairs}
            if len(distinct) == 1:
                out[entity] = next(iter(distinct.values()))
        return out

    def _proposed(self, flow: FlowSpec, slot: str, value: Any) -> SetSlot:
        """``value`` for ``slot`` as a proposal: a confidence of ``PROPOSAL_SHARE`` of the
        flow's threshold, so the turn offers it and the user may say no."""
        return SetSlot(
            slot=slot, value=value, confidence=self.thresholds[flow.name] * PROPOSAL_SHARE
        )

    def _accepts(self, start: _Start, spec: SlotSpec, value: Any) -> bool:
        """The slot takes ``value`` as it is: proposing a value the turn would then reject
        ("that does not have the expected format") is worse than asking."""
        parser = self.parser(start.flow, spec)
        parsed = parser.coerce(value, start.now, start.language)
        if isinstance(parsed, Invalid) or parsed.confidence < 1.0:
            return False
        return (
            value_key(parsed.value) == value_key(value)
            and parser.validate(parsed.value, start.now) is None
        )


def origin_words(domain: Domain) -> frozenset[str]:
    """The lexicons' words that start a place a trip leaves from ("from", "leaving", "从")."""
    extra = tuple(domain.settings.lexicons)
    lexicons = [load_lexicon(lang, extra) for lang in _ORIGIN_LANGUAGES]
    lists = grammar(lexicons, _ORIGIN_LISTS)
    return frozenset(normalize(w) for lang in _ORIGIN_LANGUAGES for w in lists.own("origins", lang))


#: the languages whose lexicons' ``origins`` start a place a trip leaves from
_ORIGIN_LANGUAGES = ("en", "zh")
_ORIGIN_LISTS = lists_of("origins")


def _ordinal(task_id: str) -> int | None:
    """The number of a task id ``t7``: how many tasks had started when it did."""
    digits = task_id[1:] if task_id[:1] == "t" else ""
    return int(digits) if digits.isdigit() else None


def _last_turn(task: Task) -> int:
    """The last turn a task took a value in (it may have been confirmed a turn later)."""
    return max([task.started_turn, *(s.source_turn or 0 for s in task.slots.values())])
