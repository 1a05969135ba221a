"""Rules first, meaning next, a model last: at most one call a turn, under a deadline.

``HybridUnderstander`` reads a message with the rules, then (with an embedder) by meaning
where the rules left it unread. Only a message both leave unread, or read unsure (meaning
asked "X or Y?", or could not tell a request from small talk), goes to the LLM command
generator, once: no retry inside a turn, the request carrying the commands' JSON schema
with the domain's flows and slots as enums (``command_schema.py``), the reply validated
against the domain, the whole call bounded by ``deadline`` seconds. A model that fails,
answers out of the schema, or is late leaves the rules' (and meaning's) reading in place.

Every turn leaves one ``understood_by`` event: ``path`` is ``rules``, ``meaning``, ``llm``
or ``unread``; with ``llm_error`` when the model was asked and failed.
"""

from __future__ import annotations

import os
import time

from ..commands import ChitChat, Command
from ..llm_client import ChatClient, LLMError
from ..spec import Domain
from .base import NluContext
from .embedder import Embedder
from .llm import InvalidReply, LLMUnderstander
from .rules import RuleUnderstander
from .semantic import Reading, SemanticUnderstander
from .values import ValueParser

#: seconds the model may take in all, per turn, unless told otherwise
DEFAULT_DEADLINE = 8.0


class HybridUnderstander:
    """Rules, then meaning, then (only when both leave the message unread or unsure) one call.

    Args:
        domain: the flows.
        client: the chat endpoint; ``None`` reads it from the environment.
        semantic: the rules + meaning reader; ``None`` builds one with ``embedder``.
        embedder: for ``semantic``: an ``Embedder``, ``"local"``, ``"endpoint"``, a URL, or
            ``None`` for no reading by meaning (rules, then the model).
        rules: the rule understander (shared with ``semantic`` when both are built here).
        deadline: seconds for the model's whole answer; late answers are dropped.
    """

    def __init__(
        self,
        domain: Domain,
        *,
        client: ChatClient | None = None,
        semantic: SemanticUnderstander | None = None,
        embedder: Embedder | str | None = None,
        rules: RuleUnderstander | None = None,
        deadline: float = DEFAULT_DEADLINE,
    ) -> None:
        if deadline <= 0:
            raise ValueError(f"deadline must be positive, got {deadline}")
        self.domain = domain
        if semantic is None:
            semantic = SemanticUnderstander(domain, embedder, rules=rules)
        self.semantic = semantic
        self.rules = semantic.rules
        self.llm = LLMUnderstander(domain, client=client, retries=0, schema=True)
        self.deadline = float(deadline)

    def close(self) -> None:
        self.llm.close()

    # -- the turn -----------------------------------------------------------------------

    def understand(self, text: str, ctx: NluContext) -> list[Command]:
        commands, reading = self._first(text, ctx)
        if self._settled(reading):
            return self._done(ctx, commands, reading)
        start = time.perf_counter()
        try:
            reply = self.llm.client.complete(
                self.llm.messages(text, ctx),
                deadline=time.monotonic() + self.deadline,
                schema=self.llm.response_schema(ctx),
            )
        except LLMError as e:
            return self._failed(ctx, commands, reading, e.kind, start, str(e))
        return self._parsed(text, ctx, commands, reading, reply, start)

    async def aunderstand(self, text: str, ctx: NluContext) -> list[Command]:
        commands, reading = self._first(text, ctx)
        if self._settled(reading):
            return self._done(ctx, commands, reading)
        start = time.perf_counter()
        try:
            reply = await self.llm.client.acomplete(
                self.llm.messages(text, ctx),
                deadline=time.monotonic() + self.deadline,
                schema=self.llm.response_schema(ctx),
            )
        except LLMError as e:
            return self._failed(ctx, commands, reading, e.kind, start, str(e))
        return self._parsed(text, ctx, commands, reading, reply, start)

    # -- pieces -------------------------------------------------------------------------

    def _first(self, text: str, ctx: NluContext) -> tuple[list[Command], Reading]:
        commands = self.rules.understand(text, ctx)
        return self.semantic.reread(text, ctx, commands)

    @staticmethod
    def _settled(reading: Reading) -> bool:
        """The rules read it, or meaning decided it surely (a flow, a value, or small talk)."""
        return reading.path in ("rules", "meaning") and reading.sure

    def _parsed(
        self,
        text: str,
        ctx: NluContext,
        commands: list[Command],
        reading: Reading,
        reply: str,
        start: float,
    ) -> list[Command]:
        try:
            read = self.llm.parse(reply, text, ctx)
        except InvalidReply as bad:
            return self._failed(ctx, commands, reading, "invalid", start, str(bad))
        if all(isinstance(c, ChitChat) for c in read) and any(
            not isinstance(c, ChitChat) for c in commands
        ):
            read = commands  # the model read nothing where the rules or meaning asked
        ctx.notes.append(
            (
                "understood_by",
                {
                    **reading.event(),
                    "path": "llm",
                    "sure": True,
                    "before": reading.path,
                    "llm_ms": round((time.perf_counter() - start) * 1000.0, 1),
                },
            )
        )
        return read

    def _failed(
        self,
        ctx: NluContext,
        commands: list[Command],
        reading: Reading,
        kind: str,
        start: float,
        error: str = "",
    ) -> list[Command]:
        message = error or f"no answer within the deadline of {self.deadline:g} s"
        ctx.notes.append(
            (
                "understanding_failed",
                dict(understander="hybrid", error=message[:300], kind=kind, attempts=1),
            )
        )
        data = reading.event()
        data["llm_error"] = kind
        data["llm_ms"] = round((time.perf_counter() - start) * 1000.0, 1)
        ctx.notes.append(("understood_by", data))
        return commands

    @staticmethod
    def _done(ctx: NluContext, commands: list[Command], reading: Reading) -> list[Command]:
        ctx.notes.append(("understood_by", reading.event()))
        return commands


def understander_for(
    choice: str, domain: Domain, parsers: dict[tuple[str, str], ValueParser]
) -> SemanticUnderstander | HybridUnderstander:
    """What ``understander="semantic"`` / ``"hybrid"`` builds: the embedder from
    ``DIALOGFLOWS_EMBEDDER`` (``local``, ``endpoint``, a URL or ``none``; default ``local``),
    the chat endpoint from the ``DIALOGFLOWS_LLM_*`` variables."""
    rules = RuleUnderstander(domain, parsers)
    name = os.environ.get("DIALOGFLOWS_EMBEDDER", "local")
    embedder: str | None = None if name == "none" else name
    if choice == "semantic":
        return SemanticUnderstander(domain, embedder or "local", rules=rules)
    deadline = float(os.environ.get("DIALOGFLOWS_LLM_DEADLINE", DEFAULT_DEADLINE))
    return HybridUnderstander(domain, embedder=embedder, rules=rules, deadline=deadline)
