"""The per-turn loop: the object a bot embeds.

load → understand → apply commands (``turn.py``) → run actions → fold the window → save with
the version read (a conflict reloads and re-applies) → render the prompt. The sync and async
entry points share one core; only the IO around it (understanding, actions, the store)
differs: the asyncio loop (``ahandle``, ``aapply``) is ``dispatcher_async.py``'s. How a
turn is saved (claim, action once, result) is ``commit.py``'s, which calls back the pure
parts of a turn below through its ``CommitHost`` protocol. The steps around the loop are
modules of their own: the screen of a message (``screen.py``), the checks of commands
given from outside (``command_checks.py``), the tasks of removed flows (``gone_flows.py``)
and the reply (``reply.py``).
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable, Iterable
from datetime import datetime, timedelta
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

from .actions import ActionContext, ActionFn, ActionRun, run_sync
from .binding import Binder
from .command_checks import check_commands
from .commands import (
    Command,
    StartTask,
)
from .commit import (
    ActRequest,
    InterruptedPolicy,
    LoadRequest,
    Request,
    SaveRequest,
    TurnRequest,
    answered,
    check_turn_id,
    commit_turn,
    drive_sync,
    new_turn_id,
    recalls_memories,
    stale,
)
from .compiler import CompiledFlow, compile_domain
from .dispatcher_async import AsyncLoop
from .errors import (
    DialogflowsError,
    MissingExtraError,
)
from .event_model import EventType
from .events import Event, Recorder
from .gone_flows import drop_gone, has_gone
from .loader import load_domain
from .longterm import Fts5Ranker, MemoryRanker, Recalled, recall
from .memory import ExtractiveSummarizer, Summarizer, overflow
from .nlu.base import AsyncUnderstander, NluContext, Understander
from .nlu.carryover import CarryOver, origin_words
from .nlu.lexicon import load_lexicon
from .nlu.parsed import Invalid
from .nlu.talk import talk_kinds
from .nlu.values import ValueParser, compile_parsers
from .render import Renderer
from .reply import Reply as Reply  # the result of a turn, still importable from here
from .responses import Responses
from .screen import screen
from .spec import Domain, SlotSpec
from .state import DialogueState, PendingAction, replace, session_key
from .stores import open_store
from .stores.base import Store
from .tracing import span
from .tracing import steps as traced_steps
from .tracing import turn as traced_turn
from .turn import Turn
from .turn_base import TurnGen, TurnOutput
from .understood import CALLER, understood_data
from .undo_entities import with_undone_entities

F = TypeVar("F", bound=ActionFn)


class Dispatcher(AsyncLoop):
    """Runs conversations over a set of compiled flows.

    Build one per process and share it: flows are compiled once here, and every session's
    state lives in the store, not in this object.
    """

    def __init__(
        self,
        domain: Domain,
        *,
        store: Store | str | None = None,
        understander: Understander | AsyncUnderstander | str | None = None,
        clock: Callable[[], datetime] | None = None,
        summarizer: Summarizer | None = None,
        renderer: Renderer | None = None,
        max_retries: int = 5,
        action_lease: float | timedelta = 120.0,
        on_interrupted: Callable[[PendingAction, ActionContext], InterruptedPolicy] | None = None,
        memory_ranker: MemoryRanker | None = None,
        recall_k: int = 8,
    ) -> None:
        # what an undoing flow undoes, when only its slot's name says it (undo_entities.py)
        self.domain = domain = with_undone_entities(domain)
        self._lexicons = tuple(domain.settings.lexicons)
        self.flows: dict[str, CompiledFlow] = compile_domain(domain)
        self.parsers: dict[tuple[str, str], ValueParser] = compile_parsers(domain)
        # the slots of the author's repair patterns ("are you sure?") are read the same way
        self.parsers |= compile_parsers(domain.model_copy(update={"flows": domain.patterns}))
        # a task queued after another is offered the ended task's value when taken up
        # ("a flight to Paris and a hotel": "did you mean Paris?"), whatever the understander
        self._carry = CarryOver(
            domain, origin_words(domain), lambda f, s: self.parsers[(f.name, s.name)]
        )
        self.store: Store = (
            store if store is not None and not isinstance(store, str) else open_store(store)
        )
        self.clock = clock or datetime.now
        self.responses = Responses(domain)
        # what the user stated binds the slots of every task (checked by the turn)
        self._binder = Binder(domain)
        self.renderer = renderer or Renderer(
            domain, self.flows, template_path=domain.settings.prompt_template, binder=self._binder
        )
        # the summary keeps the words of the domain's lexicons (an author's included)
        self.summarizer: Summarizer = summarizer or ExtractiveSummarizer(
            lexicons=tuple(load_lexicon(lang, self._lexicons) for lang in ("en", "zh"))
        )
        self.understander = self._understander(understander)
        # decided once: isinstance against a Protocol costs tens of µs per call
        self._sync_nlu = callable(getattr(self.understander, "understand", None))
        self._async_nlu = callable(getattr(self.understander, "aunderstand", None))
        self.actions: dict[str, ActionFn] = {}
        self._slot_names = frozenset(s.name for f in domain.flows.values() for s in f.slots)
        self.max_retries = max_retries
        #: how long a claimed action may run before its process is taken for dead
        self.action_lease = (
            action_lease if isinstance(action_lease, timedelta) else timedelta(seconds=action_lease)
        )
        #: decides what happens to an action whose process died between claim and result:
        #: "ask" the user (the default, also when this is None), "retry" with the same
        #: idempotency key, or "report" it as unknown and end the task
        self.on_interrupted = on_interrupted
        #: ranks a user's long-term memories for recall (FTS5; an ``EmbedderRanker`` when
        #: an embedder is installed), and how many a turn recalls at most
        self.memory_ranker: MemoryRanker = memory_ranker or Fts5Ranker()
        self.recall_k = recall_k

    # -- construction --------------------------------------------------------------------
    @classmethod
    def from_path(
        cls,
        path: str | Path,
        *,
        store: Store | str | None = None,
        understander: Understander | AsyncUnderstander | str | None = None,
        clock: Callable[[], datetime] | None = None,
        load_actions: bool = True,
        **kwargs: Any,
    ) -> Dispatcher:
        """Load a YAML file or a folder of them; import the folder's ``actions.py`` if any."""
        domain = load_domain(path)
        bot = cls(domain, store=store, understander=understander, clock=clock, **kwargs)
        if load_actions:
            folder = Path(path) if Path(path).is_dir() else Path(path).parent
            bot._load_actions(folder / "actions.py")
        return bot

    def _load_actions(self, file: Path) -> None:
        if not file.is_file():
            return
        name = f"dialogflows_actions_{abs(hash(str(file.resolve())))}"
        spec = importlib.util.spec_from_file_location(name, file)
        if spec is None or spec.loader is None:
            return
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        # Compiled here rather than by the loader, which would write a __pycache__ folder
        # into the author's flows: loading flows (validate, test, chat) leaves no file behind.
        code = compile(file.read_text(encoding="utf-8"), str(file), "exec")
        exec(code, module.__dict__)
        register = getattr(module, "register", None)
        if callable(register):
            register(self)

    def _understander(
        self, choice: Understander | AsyncUnderstander | str | None
    ) -> Understander | AsyncUnderstander:
        if choice is None or choice == "rules":
            from .nlu.rules import RuleUnderstander

            return RuleUnderstander(self.domain, self.parsers)
        if choice == "llm":
            from .nlu.llm import LLMUnderstander
            from .nlu.rules import RuleUnderstander

            return LLMUnderstander(
                self.domain, fallback=RuleUnderstander(self.domain, self.parsers)
            )
        if choice in ("semantic", "hybrid"):
            try:
                from .nlu.hybrid import understander_for
            except ImportError:  # numpy, from the embed extra
                raise MissingExtraError(f"the {choice} understander", "embed") from None
            return understander_for(choice, self.domain, self.parsers)
        if isinstance(choice, str):
            raise DialogflowsError(
                f"unknown understander {choice!r}: use 'rules', 'llm', 'semantic', 'hybrid' "
                "or an object"
            )
        return choice

    def action(self, name: str) -> Callable[[F], F]:
        """Register the Python callable (sync or async) behind a flow's ``action:``."""

        def register(fn: F) -> F:
            self.actions[name] = fn
            return fn

        return register

    # -- reading -------------------------------------------------------------------------
    def state(self, session_id: str, user_id: str | None = None) -> DialogueState:
        """The saved state of a session (a new, empty one if it does not exist yet)."""
        saved = self.store.load(session_key(user_id, session_id))
        if saved is None:
            return DialogueState(session_id=session_id, user_id=user_id)
        return saved.clone()

    def events(self, session_id: str, user_id: str | None = None) -> list[Event]:
        return self.store.events(session_key(user_id, session_id))

    def reset(self, session_id: str, user_id: str | None = None) -> None:
        self.store.delete(session_key(user_id, session_id))

    # -- the sync loop -------------------------------------------------------------------
    @traced_turn
    def handle(
        self,
        session_id: str,
        text: str,
        user_id: str | None = None,
        *,
        turn_id: str | None = None,
    ) -> Reply:
        """Take one user message and return what the bot says, with the new state.

        ``turn_id`` identifies the request: sent again (a client retrying after a timeout),
        it gets the same reply and no second turn.
        """
        clean, refusal = screen(text, self.domain.settings.max_message_chars, self.responses)
        if refusal is not None:
            return self._refuse(session_id, user_id, refusal)
        check_turn_id(turn_id)
        now = self.clock()
        saved = self._load(session_id, user_id)
        early = answered(self, turn_id, saved)
        if early is not None:
            return early
        ctx = self._context(saved, now)
        understander: Any = self.understander
        with span("understand"):
            if self._sync_nlu:
                commands = understander.understand(clean, ctx)
            else:
                commands = run_sync(understander.aunderstand(clean, ctx))
        commands = self._talk(commands)  # what talk is, said by key (nlu/talk.py)
        ctx.notes.append(("understood", understood_data(understander, commands)))
        req = self._request(session_id, user_id, clean, commands, turn_id, now, ctx.notes)
        return self._commit_sync(req, saved)

    @traced_turn
    def apply(
        self,
        session_id: str,
        commands: Iterable[Command],
        user_id: str | None = None,
        text: str | None = None,
        *,
        turn_id: str | None = None,
    ) -> Reply:
        """Apply commands directly (from an LLM, a replay or a test): no understanding step."""
        req = self._applied(session_id, commands, user_id, text, turn_id)
        saved = self._load(session_id, user_id)
        return self._commit_sync(req, saved)

    def _applied(
        self,
        session_id: str,
        commands: Iterable[Command],
        user_id: str | None,
        text: str | None,
        turn_id: str | None,
    ) -> TurnRequest:
        """The request of commands given directly, checked (``apply``, ``aapply``)."""
        commands = list(commands)
        check_commands(self.domain, self._slot_names, commands)
        if text is not None:
            text, refusal = screen(text, self.domain.settings.max_message_chars, self.responses)
            if refusal is not None:
                raise DialogflowsError(f"the text given with the commands was refused: {refusal}")
        commands = self._talk(commands)  # what talk is, said by key (nlu/talk.py)
        check_turn_id(turn_id)
        req = self._request(session_id, user_id, text, commands, turn_id, self.clock(), [])
        req.notes.append(("understood", understood_data(CALLER, commands)))
        return req

    def _commit_sync(self, req: TurnRequest, saved: DialogueState | None) -> Reply:
        actions = ActionRun(self.actions, req.session_id, req.user_id, req.now, {})
        return drive_sync(
            commit_turn(self, req, saved), partial(self._io, req=req, actions=actions)
        )

    def _io(self, request: Request, req: TurnRequest, actions: ActionRun) -> Any:
        """One IO request of the commit protocol (``commit.py``), blocking."""
        if isinstance(request, LoadRequest):
            return self.store.load(req.key)
        if isinstance(request, SaveRequest):
            with span("save"):
                self._save(request, req)
            return None
        if isinstance(request, ActRequest):
            with span("action", **{"dialogflows.action": request.call.name}):
                return actions.call(request.call, request.state, request.key, request.attempt)
        self._after_save(request.state, request.out)
        return None

    # -- shared pieces -------------------------------------------------------------------

    def _refuse(self, session_id: str, user_id: str | None, message: str) -> Reply:
        state = self.state(session_id, user_id)
        return Reply([message], state, render=partial(self.renderer.render, state, None))

    def _talk(self, commands: list[Command]) -> list[Command]:
        """What each chit-chat is (a goodbye, a thank-you, an aside), read on the
        understanding's side (``nlu/talk.py``) for commands that do not say it: given by
        an LLM, a script or a client. The turn answers talk by these keys only."""
        return talk_kinds(commands, self._lexicons)

    def _save(self, request: SaveRequest, req: TurnRequest) -> None:
        self.store.save(req.key, request.state, request.expected, request.events)

    def _load(self, session_id: str, user_id: str | None) -> DialogueState | None:
        return self.store.load(session_key(user_id, session_id))

    def _request(
        self,
        session_id: str,
        user_id: str | None,
        text: str | None,
        commands: list[Command],
        turn_id: str | None,
        now: datetime,
        notes: list[tuple[EventType, dict[str, object]]],
    ) -> TurnRequest:
        """The request a turn commits, built once its commands are known."""
        return TurnRequest(
            session_id=session_id,
            user_id=user_id,
            key=session_key(user_id, session_id),
            text=text,
            commands=commands,
            now=now,
            notes=notes,
            turn_id=turn_id,
            stamp=turn_id if turn_id is not None else new_turn_id(),
        )

    def _context(self, saved: DialogueState | None, now: datetime) -> NluContext:
        state = saved if saved is not None else DialogueState(session_id="")
        if has_gone(self.flows, state):  # the understanding never sees a task of a removed flow
            rec = Recorder(replace(state), state.version)
            state, _ = drop_gone(self.flows, replace(state), rec)
        return NluContext(
            state=state, domain=self.domain, now=now, language=self.domain.settings.language
        )

    # -- the pure parts of a turn, for ``commit.py`` ----------------------------------------
    def has_action(self, name: str) -> bool:
        return name in self.actions

    def begin(
        self, req: TurnRequest, saved: DialogueState | None
    ) -> tuple[DialogueState, Recorder, TurnGen, TurnOutput]:
        if saved is None:
            state = DialogueState(session_id=req.session_id, user_id=req.user_id)
            rec = Recorder(state, 1)
            rec.emit("session_started", session_id=req.session_id, user_id=req.user_id)
        else:
            # shallow: reducers replace what they change, so the saved object stays intact
            state = replace(saved)
            rec = Recorder(state, saved.version + 1)
        # the turn's time: a conversation test saved from the log runs on the same clock
        at = req.now.isoformat(timespec="seconds")
        if req.text is None:
            rec.emit("turn_started", turn=state.turn + 1, turn_id=req.stamp, at=at)
        else:
            rec.emit("turn_started", turn=state.turn + 1, text=req.text, turn_id=req.stamp, at=at)
        for kind, data in req.notes:
            rec.emit(kind, **data)
        _, dropped = drop_gone(self.flows, state, rec)
        if recalls_memories(req, saved):
            self._recall(state, rec, req)
        turn = self._turn(state, rec, req.now)
        for flow in dropped:
            turn.say(self.responses.say("flow_gone", flow=flow))
        pending = state.pending_action
        if pending is not None and stale(pending, req.now, self.action_lease):
            policy = self._interrupted_policy(pending, state, req)
            rec.emit(
                "action_interrupted",
                action=pending.action,
                key=pending.key,
                attempt=pending.attempt,
                policy=policy,
            )
            return state, rec, turn.interrupted(policy), turn.out
        return state, rec, traced_steps("apply", turn.run(req.commands)), turn.out

    def resume(
        self, req: TurnRequest, latest: DialogueState, said: list[str]
    ) -> tuple[DialogueState, Recorder, TurnGen, TurnOutput]:
        """The rest of a turn whose claim was saved, on the newest state: from ``executing``
        on, with what the turn had said before it claimed."""
        state = replace(latest)
        rec = Recorder(state, latest.version + 1)
        turn = self._turn(state, rec, req.now)
        turn.out.messages.extend(said)
        return state, rec, turn.run([]), turn.out

    def _turn(self, state: DialogueState, rec: Recorder, now: datetime) -> Turn:
        return Turn(
            state,
            rec,
            self.domain,
            self.flows,
            self.responses,
            self._coerce,
            now,
            self._carry,
            self._binder,
        )

    def end(self, state: DialogueState, rec: Recorder, req: TurnRequest, out: TurnOutput) -> None:
        rec.emit("bot_said", messages=out.messages, window=True)
        if req.turn_id is not None:
            rec.emit("reply_kept", turn_id=req.turn_id, messages=out.messages)
        n = overflow(state, self.domain.settings.window)
        if n:
            summary = self.summarizer.fold(state.summary, state.window[:n], state)
            rec.emit("window_folded", count=n, summary=summary)

    def reply(
        self, state: DialogueState, out: TurnOutput, rec: Recorder, req: TurnRequest
    ) -> Reply:
        return Reply(
            out.messages,
            state,
            events=rec.events,
            commands=req.commands,
            render=partial(self.renderer.render, state, req.text),
        )

    def said(self, state: DialogueState, messages: list[str]) -> Reply:
        """A reply given without a new turn (a retried request, a race lost to a twin)."""
        copy = state.clone()
        return Reply(list(messages), copy, render=partial(self.renderer.render, copy, None))

    def busy(self, state: DialogueState, pending: PendingAction) -> Reply:
        spec = self.domain.flows.get(pending.flow)
        title = spec.description if spec is not None else pending.flow
        return self.said(state, [self.responses.say("action_pending", flow=title)])

    def _recall(self, state: DialogueState, rec: Recorder, req: TurnRequest) -> None:
        """The user's memories relevant to this message and flow join the session: all of
        them while they are few, else those binding a slot of the flow at hand and the
        best ranked by the text (``longterm.py``)."""
        assert state.user_id is not None
        text, commands = req.text or "", req.commands
        lasting = req.memories
        if lasting is None:
            lasting = self.store.load_user(state.user_id)
        memories = {k: b for k, b in lasting.items() if k not in state.beliefs}
        if not memories:
            return
        flows = [c.flow for c in commands if isinstance(c, StartTask) and c.flow in self.flows]
        if state.active_task is not None:
            flows.append(state.active_task.flow)
        binding = [
            k
            for k, b in memories.items()
            if any(
                self._binder.binds(f, s, k, b) for f in flows for s in self.domain.flows[f].slots
            )
        ]
        query = " ".join([text, *(self.domain.flows[f].description for f in flows)])
        labels = {k: self.responses.label(k) for k in memories}
        k = self.recall_k
        chosen = (
            [Recalled(key, b, 0.0) for key, b in memories.items()]
            if len(memories) <= k
            else recall(memories, query, labels, binding, self.memory_ranker, k)
        )
        for r in chosen:
            rec.emit("belief_recalled", **r.belief.model_dump(mode="json", exclude={"history"}))

    def _after_save(self, state: DialogueState, out: TurnOutput) -> None:
        if out.lasting_changed and state.user_id is not None:
            # merged into what the user's memory holds: a session recalls only part of it
            lasting = self.store.load_user(state.user_id)
            lasting.update({k: b for k, b in state.beliefs.items() if b.lasting})
            for key in out.forgotten:
                lasting.pop(key, None)
            self.store.save_user(state.user_id, lasting)

    def _interrupted_policy(
        self, pending: PendingAction, state: DialogueState, req: TurnRequest
    ) -> InterruptedPolicy:
        if self.on_interrupted is None:
            return "ask"
        ctx = ActionContext(
            req.session_id,
            req.user_id,
            pending.flow,
            pending.task_id,
            req.now,
            state,
            pending.key,
            pending.attempt,
        )
        policy = self.on_interrupted(pending, ctx)
        if policy not in ("ask", "retry", "report"):
            raise DialogflowsError(
                f"on_interrupted returned {policy!r}: it must return 'ask', 'retry' or 'report'"
            )
        return policy

    def _coerce(
        self, flow: str, slot: SlotSpec, value: Any, now: datetime
    ) -> tuple[Any, str | None]:
        parser = self.parsers.get((flow, slot.name))
        if parser is None:
            return value, None
        parsed = parser.coerce(value, now, self.domain.settings.language)
        if isinstance(parsed, Invalid):
            return None, parsed.reason
        reason = parser.validate(parsed.value, now)
        return parsed.value, reason
