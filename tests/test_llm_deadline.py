"""The LLM's time limit is a deadline for the whole call, however slowly the endpoint sends,
and what an endpoint says in an error never reaches the session's events.

A real HTTP server on loopback that trickles its answer one byte at a time (a per-read
timeout never fires on it) stands in for a stuck gateway.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from dialogflows import Dispatcher
from dialogflows.llm_client import ChatClient, LLMError
from dialogflows.nlu.llm import LLMUnderstander

ROOT = Path(__file__).resolve().parent.parent
SECRET = "sk-live-0123456789abcdef"


class Trickle:
    """Answers each POST with a script entry: ``("trickle", body)`` sends one byte every
    0.2 s; ``("error", body)`` answers 401 with that body at once; ``("ok", content)`` a
    chat completion at once."""

    def __init__(self, script: list[tuple[str, str]]) -> None:
        self.script = script
        self.sent: list[int] = []  # bytes of the body sent, per trickled request
        self.requests = 0
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_POST(self) -> None:
                self.rfile.read(int(self.headers.get("Content-Length", 0)))
                owner.requests += 1
                kind, text = owner.script.pop(0) if owner.script else ("error", "none left")
                if kind == "ok":
                    body = json.dumps({"choices": [{"message": {"content": text}}]}).encode()
                    self._head(200, len(body))
                    self.wfile.write(body)
                elif kind == "error":
                    body = text.encode()
                    self._head(401, len(body))
                    self.wfile.write(body)
                else:
                    body = text.encode()
                    self._head(200, len(body))
                    sent = 0
                    owner.sent.append(0)
                    try:
                        for byte in body:
                            self.wfile.write(bytes([byte]))
                            self.wfile.flush()
                            sent += 1
                            owner.sent[-1] = sent
                            time.sleep(0.2)
                    except (BrokenPipeError, ConnectionResetError):
                        pass

            def _head(self, status: int, length: int) -> None:
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(length))
                self.end_headers()

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def trickle() -> Iterator[Trickle]:
    server = Trickle([])
    yield server
    server.close()


SLOW = json.dumps({"choices": [{"message": {"content": "[]"}}]}) + " " * 200


def test_a_trickling_endpoint_is_cut_at_the_deadline(trickle: Trickle) -> None:
    trickle.script.append(("trickle", SLOW))
    with ChatClient(trickle.url, "m", timeout=0.8) as client, pytest.raises(LLMError) as info:
        client.complete([{"role": "user", "content": "hi"}])
    assert info.value.kind == "timeout"
    assert trickle.sent[0] < len(SLOW)  # given up while the endpoint was still sending


async def test_the_async_call_is_cut_at_the_deadline_too(trickle: Trickle) -> None:
    trickle.script.append(("trickle", SLOW))
    client = ChatClient(trickle.url, "m", timeout=0.8)
    with pytest.raises(LLMError) as info:
        await client.acomplete([{"role": "user", "content": "hi"}])
    await client.aclose()
    assert info.value.kind == "timeout"
    assert trickle.sent[0] < len(SLOW)


def test_a_retry_gets_the_time_left_not_a_deadline_of_its_own(trickle: Trickle) -> None:
    """An invalid reply is sent back once; the retry shares the first call's deadline."""
    trickle.script += [("ok", "not json at all"), ("trickle", SLOW)]
    deadlines: list[float | None] = []

    class Recording(ChatClient):
        def complete(self, *args: Any, deadline: float | None = None, **kw: Any) -> str:
            deadlines.append(deadline)
            return super().complete(*args, deadline=deadline, **kw)

    client = Recording(trickle.url, "m", timeout=1.0)
    bot = Dispatcher.from_path(ROOT / "flows" / "travel")
    bot.understander = LLMUnderstander(bot.domain, client=client, retries=1)
    reply = bot.handle("s", "I want to book a flight to Rome")
    assert trickle.requests == 2
    assert len(deadlines) == 2 and deadlines[0] is not None and deadlines[0] == deadlines[1]
    assert trickle.sent[0] < len(SLOW)  # the retry was cut, not waited out
    # the rules took over, and the failure is recorded
    assert reply.state.active_task is not None
    failed = [e for e in reply.events if e.type == "understanding_failed"]
    assert failed and failed[0].data["kind"] == "timeout"
    client.close()


def test_an_error_body_from_the_endpoint_never_reaches_the_events(trickle: Trickle) -> None:
    trickle.script.append(("error", f'{{"error": "invalid key {SECRET}"}}'))
    client = ChatClient(trickle.url, "m", api_key=SECRET, timeout=2.0)
    bot = Dispatcher.from_path(ROOT / "flows" / "travel", store="memory://")
    bot.understander = LLMUnderstander(bot.domain, client=client)
    reply = bot.handle("s", "I want to book a flight to Rome")
    assert reply.state.active_task is not None  # the rules' reading
    logged = json.dumps([e.model_dump(mode="json") for e in bot.events("s")])
    assert "HTTP 401" in logged
    assert SECRET not in logged and "invalid key" not in logged
    client.close()
