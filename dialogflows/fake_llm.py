"""A scripted chat-completions server on loopback, for tests of anything that calls a model.

It is a real HTTP server (standard library, one thread per request) so that tests exercise
the real client: sockets, timeouts, status codes, JSON on the wire. Bot authors can use it in
their own tests the same way::

    with FakeChatServer(['{"commands": [{"type": "affirm"}]}', {"status": 500}]) as server:
        client = ChatClient(server.base_url, "fake-model")
        ...
        assert server.requests[0].messages[-1]["content"] == "yes"

Each scripted reply is one of:

* a string: sent as the content of the assistant's message;
* ``{"status": 500}``: an HTTP error, with an optional ``"body"`` (a string);
* ``{"delay": seconds, ...}``: wait, then reply with ``"content"`` or ``"status"``;
* ``{"raw": "..."}``: sent verbatim as a 200 body (for malformed-protocol tests).

When the script runs out the server answers 500 with a message saying so, which makes an
unexpected extra request fail loudly instead of hanging.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Reply = str | Mapping[str, Any]

PATHS = frozenset({"/v1/chat/completions", "/chat/completions"})


@dataclass(frozen=True)
class RecordedRequest:
    """One request the server received, decoded."""

    path: str
    headers: dict[str, str]
    body: dict[str, Any]

    @property
    def messages(self) -> list[dict[str, Any]]:
        messages = self.body.get("messages", [])
        return list(messages) if isinstance(messages, list) else []


class FakeChatServer:
    """Speaks ``POST /v1/chat/completions`` (and ``/chat/completions``) from a reply queue."""

    def __init__(self, replies: Iterable[Reply] = (), *, model: str = "fake-model") -> None:
        self.model = model
        self._replies: deque[Reply] = deque(replies)
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self.requests: list[RecordedRequest] = []
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle -----------------------------------------------------------------------

    def start(self) -> FakeChatServer:
        if self._server is not None:
            return self
        server = ThreadingHTTPServer(("127.0.0.1", 0), _handler_for(self))
        server.daemon_threads = True
        self._server = server
        self._thread = threading.Thread(
            target=server.serve_forever, args=(0.05,), name="FakeChatServer", daemon=True
        )
        self._thread.start()
        return self

    def close(self) -> None:
        self._closing.set()  # cuts scripted delays short
        server, self._server = self._server, None
        if server is not None:
            server.shutdown()
            server.server_close()
        if self._thread is not None:
            self._thread.join()
            self._thread = None

    def __enter__(self) -> FakeChatServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def port(self) -> int:
        if self._server is None:
            raise RuntimeError("FakeChatServer is not running; call start() or use `with`")
        return int(self._server.server_address[1])

    @property
    def base_url(self) -> str:
        """The URL to give a client, ``http://127.0.0.1:PORT/v1``."""
        return f"http://127.0.0.1:{self.port}/v1"

    # -- script --------------------------------------------------------------------------

    def push(self, *replies: Reply) -> None:
        """Append replies to the script."""
        with self._lock:
            self._replies.extend(replies)

    @property
    def pending(self) -> int:
        """How many scripted replies have not been used yet."""
        with self._lock:
            return len(self._replies)

    def _next(self, request: RecordedRequest) -> Reply | None:
        with self._lock:
            self.requests.append(request)
            return self._replies.popleft() if self._replies else None

    def _completion(self, content: str) -> bytes:
        body = {
            "id": f"chatcmpl-fake-{len(self.requests)}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": self.model,
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": content},
                    "finish_reason": "stop",
                }
            ],
            "usage": {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0},
        }
        return json.dumps(body).encode()


def _error_body(message: str) -> bytes:
    return json.dumps({"error": {"message": message, "type": "fake_server_error"}}).encode()


def _handler_for(fake: FakeChatServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:
            """Silence the default stderr access log."""

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length)
            if self.path not in PATHS:
                self._send(404, _error_body(f"no route {self.path}"))
                return
            try:
                body = json.loads(raw or b"{}")
            except ValueError:
                self._send(400, _error_body("request body is not JSON"))
                return
            request = RecordedRequest(
                path=self.path,
                headers={k.lower(): v for k, v in self.headers.items()},
                body=body if isinstance(body, dict) else {"_": body},
            )
            reply = fake._next(request)
            if reply is None:
                self._send(500, _error_body("FakeChatServer: no scripted reply left"))
                return
            if isinstance(reply, str):
                self._send(200, fake._completion(reply))
                return
            delay = float(reply.get("delay", 0))
            if delay and fake._closing.wait(delay):
                return  # shutting down; the client has given up long ago
            if "raw" in reply:
                self._send(200, str(reply["raw"]).encode())
            elif "status" in reply:
                status = int(reply["status"])
                text = reply.get("body")
                self._send(
                    status,
                    _error_body(f"scripted {status}") if text is None else str(text).encode(),
                )
            else:
                self._send(200, fake._completion(str(reply.get("content", ""))))

        def _send(self, status: int, payload: bytes) -> None:
            try:
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client timed out and left; nothing to tell it

    return Handler
