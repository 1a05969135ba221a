"""An understander that asks a chat model for commands, and never trusts its answer blindly.

The model sees the flows, today's date and the typed state, and must reply with JSON
commands. The reply is validated twice: by the command schema (pydantic) and against the
domain (flows and slots that exist). An invalid reply gets one retry carrying the error;
after that, or when the endpoint is down, slow or failing, the turn falls back to another
understander (the rule-based one by default) and the failure is left in ``ctx.notes`` for
the dispatcher to record as an event. The state is only read, never changed.

Prompt structure is fixed by code, never by what the user typed: the user's text is its own
``user`` message, and every user-originated string quoted in the state block is a JSON string
literal, so a forged "system:" line or stray braces stay data.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Sequence
from typing import Any

from pydantic import ValidationError

from ..commands import (
    Amend,
    Cancel,
    ChitChat,
    Clarify,
    ClearSlot,
    Command,
    CorrectSlot,
    ListOptions,
    Recall,
    Resume,
    SetSlot,
    StartTask,
    command_list_adapter,
    parse_commands,
)
from ..llm_client import ChatClient, LLMError
from ..prompts import prompt_text
from ..spec import Domain, FlowSpec, SlotSpec, SlotType
from ..state import DialogueState, Task
from .base import AsyncUnderstander, NluContext, Understander
from .command_schema import command_schema
from .grounding import ground

Messages = list[dict[str, str]]

_FENCE = re.compile(r"^\s*```[A-Za-z0-9_-]*\s*\n?(.*?)\n?\s*```\s*$", re.DOTALL)
_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_VALUE_FORMATS: dict[SlotType, str] = {
    SlotType.TEXT: "string",
    SlotType.INTEGER: "integer",
    SlotType.NUMBER: "number",
    SlotType.BOOLEAN: "true or false",
    SlotType.DATE: 'ISO date "YYYY-MM-DD"',
    SlotType.TIME: '24-hour time "HH:MM"',
    SlotType.ENUM: "one of the listed values, spelled exactly",
    SlotType.EMAIL: "email address string",
    SlotType.PHONE: "phone number string as given",
    SlotType.MONEY: '{"amount": number, "currency": "ISO code or null"}',
}

#: what the model is told it does and how it answers (``prompts/understand.txt``)
_JOB = prompt_text("understand")


class InvalidReply(ValueError):
    """The model's reply is not a valid command list for this domain."""


class LLMUnderstander:
    """Understands a message by asking an OpenAI-compatible chat model for JSON commands.

    Args:
        domain: the flows the bot serves (names and slots the model may use).
        client: the endpoint; ``None`` reads it from the environment (``ChatClient.from_env``).
        fallback: used when the model fails; ``None`` means the rule-based understander.
        retries: how many times an invalid reply is sent back with its error (default once).
        window_messages: how many recent window messages the state block shows.
        schema: send the commands' JSON schema, the domain's names as enums, so that the
            server constrains its output.
    """

    def __init__(
        self,
        domain: Domain,
        client: ChatClient | None = None,
        fallback: Understander | None = None,
        retries: int = 1,
        *,
        window_messages: int = 6,
        schema: bool = False,
    ) -> None:
        if retries < 0:
            raise ValueError(f"retries must be >= 0, got {retries}")
        self.domain = domain
        self._owns_client = client is None
        self.client = client if client is not None else ChatClient.from_env()
        self.retries = retries
        self.window_messages = window_messages
        #: send the domain's command schema so that the server constrains its output
        #: (``command_schema.py``); the reply is validated all the same
        self.schema = schema
        self._fallback: Understander | None = fallback
        self._all_slots = frozenset(s for f in domain.flows.values() for s in f.slot_names)
        # Built once: the schema and the flow catalogue do not change between turns.
        # with ``schema`` the server holds the reply to the commands' shape: the prompt need
        # not spell the whole pydantic schema out (a third of its length)
        shape = (
            []
            if schema
            else [
                "JSON schema of the commands list:",
                json.dumps(_compact_schema(command_list_adapter.json_schema()), ensure_ascii=False),
                "",
            ]
        )
        self._system = "\n".join([_JOB, *shape, "Flows:", render_flows(domain)])

    def close(self) -> None:
        """Close the client if this understander created it (a given client is the caller's)."""
        if self._owns_client:
            self.client.close()

    async def aclose(self) -> None:
        if self._owns_client:
            await self.client.aclose()

    # -- prompt ---------------------------------------------------------------------------

    def messages(self, text: str, ctx: NluContext) -> Messages:
        """The chat messages sent for ``text``: job and flows, then the state, then the user."""
        return [
            {"role": "system", "content": self._system},
            {"role": "system", "content": render_state(ctx, self.window_messages)},
            {"role": "user", "content": text},
        ]

    def response_schema(self, ctx: NluContext) -> dict[str, Any] | None:
        """The JSON schema sent with the request, when ``schema`` is on."""
        return command_schema(self.domain, ctx.state) if self.schema else None

    # -- understanding --------------------------------------------------------------------

    def understand(self, text: str, ctx: NluContext) -> list[Command]:
        messages = self.messages(text, ctx)
        error = ""
        # one deadline for the whole call: a retry gets what time is left, not its own
        deadline = time.monotonic() + self.client.timeout
        for attempt in range(1, self.retries + 2):
            try:
                reply = self.client.complete(
                    messages, deadline=deadline, schema=self.response_schema(ctx)
                )
            except LLMError as e:
                return self._fall_back(text, ctx, e, attempt)
            try:
                return self.parse(reply, text, ctx)
            except InvalidReply as bad:
                error = str(bad)
                messages = _with_correction(messages, reply, error)
        return self._fall_back(text, ctx, InvalidReply(error), self.retries + 1)

    async def aunderstand(self, text: str, ctx: NluContext) -> list[Command]:
        messages = self.messages(text, ctx)
        error = ""
        deadline = time.monotonic() + self.client.timeout
        for attempt in range(1, self.retries + 2):
            try:
                reply = await self.client.acomplete(
                    messages, deadline=deadline, schema=self.response_schema(ctx)
                )
            except LLMError as e:
                return await self._afall_back(text, ctx, e, attempt)
            try:
                return self.parse(reply, text, ctx)
            except InvalidReply as bad:
                error = str(bad)
                messages = _with_correction(messages, reply, error)
        return await self._afall_back(text, ctx, InvalidReply(error), self.retries + 1)

    def parse(self, reply: str, text: str, ctx: NluContext) -> list[Command]:
        """Turn the model's reply into commands, or raise ``InvalidReply`` saying why."""
        match = _FENCE.match(reply)
        body = match.group(1) if match else reply
        try:
            data = json.loads(body)
        except ValueError as e:
            raise InvalidReply(f"the reply is not valid JSON ({e})") from None
        if isinstance(data, dict) and "commands" in data:
            data = data["commands"]
        if not isinstance(data, list):
            raise InvalidReply('the reply must be a JSON object {"commands": [...]}')
        try:
            commands = parse_commands(data)
        except ValidationError as e:
            raise InvalidReply(_describe(e)) from None
        problems = self.domain_problems(commands, ctx.state)
        if problems:
            raise InvalidReply("; ".join(problems))
        commands, dropped = ground(commands, text, self.domain, ctx.state)
        ctx.notes.extend(("llm_value_dropped", note) for note in dropped)
        # An empty list means "nothing to do"; say so explicitly for the dispatcher.
        return commands or [ChitChat(text=text)]

    def domain_problems(self, commands: Sequence[Command], state: DialogueState) -> list[str]:
        """Names in ``commands`` that this domain does not have, as readable messages."""
        problems: list[str] = []
        active = state.active_task
        target: FlowSpec | None = self.domain.flows.get(active.flow) if active else None
        for i, cmd in enumerate(commands):
            where = f"commands[{i}] ({cmd.type})"
            if isinstance(cmd, StartTask):
                flow = self._start_problems(cmd, where, problems)
                if flow is None:
                    continue
                target = flow
                for j, later in enumerate(cmd.then):
                    self._start_problems(later, f"{where}.then[{j}]", problems)
            elif isinstance(cmd, Resume | Cancel):
                if cmd.flow is not None and cmd.flow not in self.domain.flows:
                    problems.append(f"{where}: unknown flow {cmd.flow!r}; {self._flow_names()}")
            elif isinstance(cmd, Amend):
                amended = self.domain.flows.get(cmd.flow)
                if amended is None:
                    problems.append(f"{where}: unknown flow {cmd.flow!r}; {self._flow_names()}")
                    continue
                for name in cmd.slots:
                    if amended.slot(name) is None:
                        names = ", ".join(amended.slot_names) or "none"
                        problems.append(
                            f"{where}: flow {cmd.flow!r} has no slot {name!r} (its slots: {names})"
                        )
            elif isinstance(cmd, Recall) and cmd.made_by is not None:
                if cmd.made_by not in self.domain.flows:
                    problems.append(
                        f"{where}: unknown flow {cmd.made_by!r} (made_by); {self._flow_names()}"
                    )
            elif isinstance(
                cmd, SetSlot | CorrectSlot | ClearSlot | Clarify | Recall | ListOptions
            ):
                slot = cmd.slot
                if slot is None:
                    continue
                named = cmd.flow if isinstance(cmd, SetSlot | ListOptions) else None
                if named is not None:  # a slot of a waiting task: that flow's, queued or held
                    owner = self.domain.flows.get(named)
                    waiting = (*state.queued, *state.task_stack)
                    if owner is None or all(q.flow != named for q in waiting):
                        problems.append(f"{where}: no queued or suspended task of flow {named!r}")
                    elif owner.slot(slot) is None:
                        names = ", ".join(owner.slot_names) or "none"
                        problems.append(
                            f"{where}: flow {named!r} has no slot {slot!r} (its slots: {names})"
                        )
                elif target is not None and target.slot(slot) is None:
                    names = ", ".join(target.slot_names) or "none"
                    problems.append(
                        f"{where}: flow {target.name!r} has no slot {slot!r} (its slots: {names})"
                    )
                elif target is None and slot not in self._all_slots:
                    problems.append(f"{where}: no flow has a slot {slot!r}")
        return problems

    def _start_problems(self, cmd: StartTask, where: str, problems: list[str]) -> FlowSpec | None:
        """The flow a ``start_task`` names, or None; what is wrong with it goes to ``problems``."""
        flow = self.domain.flows.get(cmd.flow)
        if flow is None:
            problems.append(f"{where}: unknown flow {cmd.flow!r}; {self._flow_names()}")
            return None
        for name in cmd.slots:
            if flow.slot(name) is None:
                problems.append(f"{where}: flow {flow.name!r} has no slot {name!r}")
        return flow

    def _flow_names(self) -> str:
        return "known flows: " + (", ".join(self.domain.flows) or "none")

    # -- fallback -------------------------------------------------------------------------

    def _record(self, ctx: NluContext, error: Exception, attempts: int) -> None:
        kind = error.kind if isinstance(error, LLMError) else "invalid"
        ctx.notes.append(
            (
                "understanding_failed",
                dict(understander="llm", error=str(error), kind=kind, attempts=attempts),
            )
        )

    def _fall_back(
        self, text: str, ctx: NluContext, error: Exception, attempts: int
    ) -> list[Command]:
        self._record(ctx, error, attempts)
        fallback = self._fallback_understander()
        return [ChitChat(text=text)] if fallback is None else fallback.understand(text, ctx)

    async def _afall_back(
        self, text: str, ctx: NluContext, error: Exception, attempts: int
    ) -> list[Command]:
        self._record(ctx, error, attempts)
        fallback = self._fallback_understander()
        if fallback is None:
            return [ChitChat(text=text)]
        if isinstance(fallback, AsyncUnderstander):
            return await fallback.aunderstand(text, ctx)
        return fallback.understand(text, ctx)

    def _fallback_understander(self) -> Understander | None:
        if self._fallback is None:
            try:
                from .rules import RuleUnderstander  # type: ignore[import-not-found,unused-ignore]
            except ImportError:
                return None
            self._fallback = RuleUnderstander(self.domain)
        return self._fallback


# -- rendering ------------------------------------------------------------------------------


def render_flows(domain: Domain) -> str:
    """The flow catalogue: what the model may start and fill."""
    if not domain.flows:
        return "(no flows)"
    lines: list[str] = []
    for flow in domain.flows.values():
        lines.append(f"- {flow.name}: {flow.description}")
        if flow.triggers:
            lines.append("  triggers: " + ", ".join(_q(t) for t in flow.triggers))
        for slot in flow.slots:
            lines.append("  " + _render_slot_spec(domain, slot))
    return "\n".join(lines)


def _render_slot_spec(domain: Domain, slot: SlotSpec) -> str:
    head = f"- slot {slot.name} ({slot.type.value}{'' if slot.required else ', optional'})"
    parts = [f"format: {_VALUE_FORMATS[slot.type]}"]
    if slot.description or slot.label:
        parts.append(slot.description or slot.label or "")
    elif slot.prompt:
        parts.append(f"asked as {_q(slot.prompt)}")
    values = list(slot.values)
    if not values and slot.entity and slot.entity in domain.entities:
        values = domain.entities[slot.entity].values
    if values:
        shown = ", ".join(_q(v) for v in values[:30])
        parts.append(f"values: {shown}{', …' if len(values) > 30 else ''}")
    return f"{head}: " + "; ".join(parts)


def render_state(ctx: NluContext, window_messages: int = 6) -> str:
    """The per-turn block: today, phase, slot table, stacks, beliefs, recent messages."""
    state = ctx.state
    now = ctx.now
    lines = [
        f"Today is {now.date().isoformat()} ({_WEEKDAYS[now.weekday()]}), "
        f"the time is {now.strftime('%H:%M')}. The user writes in {_q(ctx.language)}.",
        "",
        "Conversation state:",
        f"phase: {state.phase}",
    ]
    task = state.active_task
    if task is None:
        lines.append("active flow: none")
    else:
        flow = ctx.domain.task_flow(task.flow)
        lines.append(f"active flow: {task.flow}")
        lines.append(f"asked slot: {task.asked or 'none'}")
        lines.append("slots:")
        lines.extend("  " + line for line in _slot_table(task, flow))
        if task.clarification is not None:
            c = task.clarification
            lines.append(
                f"pending clarification: slot {c.slot}, candidate {_q(c.value)}, "
                f"options {_q(c.options)}"
            )
    if state.task_stack:
        lines.append("suspended tasks (newest last):")
        for t in state.task_stack:
            filled = ", ".join(f"{n}={_q(s.value)}" for n, s in t.slots.items() if s.filled)
            lines.append(f"  - {t.flow} (phase {t.phase}){': ' + filled if filled else ''}")
    if state.queued:
        lines.append("queued tasks (asked for earlier, next first):")
        for t in state.queued:
            filled = ", ".join(f"{n}={_q(s.value)}" for n, s in t.slots.items() if s.filled)
            lines.append(f"  - {t.flow}{': ' + filled if filled else ''}")
    if state.offer_resume:
        lines.append(f"offered to resume: {state.offer_resume}")
    if state.entity_stack:
        lines.append("entity stack (newest last):")
        lines.extend(f"  - {e.type}: {_q(e.value)}" for e in state.entity_stack)
    if state.beliefs:
        lines.append("beliefs:")
        for b in state.beliefs.values():
            flags = b.source + (", invariant" if b.invariant else "")
            lines.append(f"  - {b.key}: {_q(b.value)} ({flags})")
    recent = state.window[-window_messages:] if window_messages > 0 else []
    if recent:
        lines.append("recent messages (oldest first):")
        lines.extend(f"  - {m.role}: {_q(m.content)}" for m in recent)
    lines.append("")
    lines.append("The next user message is the one to understand.")
    return "\n".join(lines)


def _slot_table(task: Task, flow: FlowSpec | None) -> list[str]:
    names = flow.slot_names if flow is not None else list(task.slots)
    rows: list[str] = []
    for name in names:
        slot = task.slots.get(name)
        spec = flow.slot(name) if flow is not None else None
        kind = f" ({spec.type.value})" if spec is not None else ""
        if slot is None or not slot.filled:
            rows.append(f"- {name}{kind}: missing")
        else:
            confirmed = "confirmed" if slot.confirmed else "not confirmed"
            rows.append(f"- {name}{kind}: {_q(slot.value)}, {confirmed}")
    return rows


def _q(value: Any) -> str:
    """A JSON literal: user-originated text can never break out of its quotes."""
    return json.dumps(value, ensure_ascii=False, default=str)


def _compact_schema(schema: Any) -> Any:
    """The schema without ``title`` keys, which only cost tokens."""
    if isinstance(schema, dict):
        return {
            k: _compact_schema(v)
            for k, v in schema.items()
            if not (k == "title" and isinstance(v, str))
        }
    if isinstance(schema, list):
        return [_compact_schema(v) for v in schema]
    return schema


def _describe(error: ValidationError) -> str:
    parts = []
    for err in error.errors(include_url=False)[:8]:
        loc = list(err["loc"])
        where = f"commands[{loc.pop(0)}]" if loc and isinstance(loc[0], int) else "commands"
        where += "".join(f".{x}" for x in loc)
        parts.append(f"{where}: {err['msg']}")
    more = error.error_count() - len(parts)
    return "; ".join(parts) + (f"; and {more} more" if more > 0 else "")


def _with_correction(messages: Messages, reply: str, error: str) -> Messages:
    return [
        *messages,
        {"role": "assistant", "content": reply},
        {
            "role": "user",
            "content": (
                f"Your reply was invalid: {error}\n"
                'Answer again with only the JSON object {"commands": [...]}, '
                "using only the flows and slots listed."
            ),
        },
    ]
