"""A small client for OpenAI-compatible chat-completions endpoints.

One client serves every part that talks to a model (the LLM understander, a summarizer), so
the endpoint, model, key and timeout are configured once. It speaks the plain HTTP protocol
that OpenAI, vLLM, llama.cpp, Ollama, LM Studio and most gateways share, and turns every
transport or protocol failure into an ``LLMError`` so that callers can fall back instead of
crashing a turn.

``httpx`` is an optional dependency (the ``llm`` extra); it is imported on first use.
"""

from __future__ import annotations

import asyncio
import json
import os
import threading
import time
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal

from .errors import DialogflowsError, MissingExtraError

if TYPE_CHECKING:
    import httpx

DEFAULT_BASE_URL = "https://api.openai.com/v1"

ErrorKind = Literal["timeout", "connection", "http", "protocol", "config"]
SchemaFormat = Literal["json_schema", "json_object"]


class LLMError(DialogflowsError):
    """The model endpoint could not give an answer (down, slow, refused, malformed reply).

    ``kind`` says which: ``timeout``, ``connection``, ``http`` (with ``status``), ``protocol``
    (the reply is not a chat completion) or ``config`` (no model or URL configured).
    """

    def __init__(
        self, message: str, *, kind: ErrorKind, status: int | None = None, detail: str = ""
    ) -> None:
        super().__init__(message)
        self.kind: ErrorKind = kind
        self.status = status
        #: an excerpt of what the endpoint sent, for a developer's eyes only: an error body
        #: can echo the request, its headers or a key, so it is never part of the message
        #: (which events and logs record)
        self.detail = detail


#: a reply larger than this is not a chat completion worth reading
MAX_REPLY_BYTES = 4 * 1024 * 1024


def _httpx() -> Any:
    try:
        import httpx
    except ImportError:  # pragma: no cover - httpx is installed in development
        raise MissingExtraError("LLM understander", "llm") from None
    return httpx


class ChatClient:
    """Calls ``POST {base_url}/chat/completions`` and returns the first choice's content.

    The sync client keeps one ``httpx.Client`` (connection reuse across turns); the async
    side keeps one ``httpx.AsyncClient`` per event loop, because an async connection pool
    cannot be shared between loops. Call ``close()`` / ``await aclose()`` when done, or use
    the client as a (async) context manager.
    """

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        timeout: float = 10.0,
        *,
        temperature: float | None = 0.0,
        extra_headers: Mapping[str, str] | None = None,
        max_tokens: int | None = None,
        schema_format: SchemaFormat = "json_schema",
    ) -> None:
        if not base_url:
            raise LLMError("ChatClient needs a base URL", kind="config")
        if not model:
            raise LLMError("ChatClient needs a model name", kind="config")
        if timeout <= 0:
            raise LLMError(f"timeout must be positive, got {timeout}", kind="config")
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.api_key = api_key
        self.timeout = float(timeout)
        self.temperature = temperature
        #: a cap on the reply's length (a stuck model cannot run on to the timeout)
        self.max_tokens = max_tokens
        #: how a JSON schema is sent: OpenAI's ``json_schema`` (OpenAI, vLLM, llama.cpp's
        #: own server) or ``json_object`` with a ``schema`` key (llama-cpp-python's server)
        self.schema_format: SchemaFormat = schema_format
        self.url = f"{self.base_url}/chat/completions"
        self._headers = {"Content-Type": "application/json", **(extra_headers or {})}
        if api_key:
            self._headers["Authorization"] = f"Bearer {api_key}"
        self._lock = threading.Lock()
        self._client: httpx.Client | None = None
        self._aclient: httpx.AsyncClient | None = None
        self._aclient_loop: asyncio.AbstractEventLoop | None = None

    @classmethod
    def from_env(
        cls,
        model: str | None = None,
        *,
        base_url: str | None = None,
        api_key: str | None = None,
        timeout: float = 10.0,
        env: Mapping[str, str] | None = None,
    ) -> ChatClient:
        """Build a client from arguments, then the environment.

        Looks at ``DIALOGFLOWS_LLM_BASE_URL`` / ``DIALOGFLOWS_LLM_MODEL`` /
        ``DIALOGFLOWS_LLM_API_KEY``, then ``OPENAI_BASE_URL`` / ``OPENAI_API_KEY``; the base URL
        defaults to OpenAI's. The model has no default: a silently chosen model would make
        behaviour depend on whatever the vendor currently serves under that name.
        """
        env = os.environ if env is None else env
        url = base_url or env.get("DIALOGFLOWS_LLM_BASE_URL") or env.get("OPENAI_BASE_URL")
        name = model or env.get("DIALOGFLOWS_LLM_MODEL")
        key = api_key or env.get("DIALOGFLOWS_LLM_API_KEY") or env.get("OPENAI_API_KEY")
        if not name:
            raise LLMError(
                "no model configured: pass model=... or set DIALOGFLOWS_LLM_MODEL", kind="config"
            )
        style = env.get("DIALOGFLOWS_LLM_SCHEMA_FORMAT", "json_schema")
        if style not in ("json_schema", "json_object"):
            raise LLMError(
                f"DIALOGFLOWS_LLM_SCHEMA_FORMAT must be json_schema or json_object, not {style!r}",
                kind="config",
            )
        return cls(
            url or DEFAULT_BASE_URL,
            name,
            api_key=key,
            timeout=timeout,
            schema_format="json_schema" if style == "json_schema" else "json_object",
        )

    def __repr__(self) -> str:
        return (
            f"ChatClient(base_url={self.base_url!r}, model={self.model!r}, timeout={self.timeout})"
        )

    # -- requests -------------------------------------------------------------------------

    def _payload(
        self,
        messages: Sequence[Mapping[str, str]],
        response_format_json: bool,
        schema: Mapping[str, Any] | None = None,
    ) -> dict[str, Any]:
        payload: dict[str, Any] = {"model": self.model, "messages": [dict(m) for m in messages]}
        if self.temperature is not None:
            payload["temperature"] = self.temperature
        if self.max_tokens is not None:
            payload["max_tokens"] = self.max_tokens
        if schema is not None and self.schema_format == "json_schema":
            payload["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": "commands", "schema": dict(schema), "strict": True},
            }
        elif schema is not None:
            payload["response_format"] = {"type": "json_object", "schema": dict(schema)}
        elif response_format_json:
            payload["response_format"] = {"type": "json_object"}
        return payload

    def complete(
        self,
        messages: Sequence[Mapping[str, str]],
        response_format_json: bool = True,
        *,
        deadline: float | None = None,
        schema: Mapping[str, Any] | None = None,
    ) -> str:
        """Send ``messages`` and return the reply's text. Raises ``LLMError``.

        ``deadline`` (a ``time.monotonic()`` value) bounds the whole call, however slowly
        the endpoint sends its bytes; by default it is ``timeout`` seconds from now. A
        caller that retries passes one deadline to every attempt. With ``schema``, the
        server is asked to constrain its output to that JSON schema.
        """
        httpx = _httpx()
        client = self._sync_client(httpx)
        end = deadline if deadline is not None else time.monotonic() + self.timeout
        payload = self._payload(messages, response_format_json, schema)
        try:
            with client.stream(
                "POST", self.url, json=payload, timeout=self._left(httpx, end)
            ) as response:
                chunks: list[bytes] = []
                for chunk in response.iter_bytes():
                    chunks.append(chunk)
                    self._check(end, sum(map(len, chunks)))
                status = response.status_code
        except httpx.HTTPError as e:
            raise self._transport_error(httpx, e) from None
        return self._content(status, b"".join(chunks).decode("utf-8", "replace"))

    async def acomplete(
        self,
        messages: Sequence[Mapping[str, str]],
        response_format_json: bool = True,
        *,
        deadline: float | None = None,
        schema: Mapping[str, Any] | None = None,
    ) -> str:
        """Async twin of ``complete``: the deadline cancels the call wherever it is."""
        httpx = _httpx()
        client = self._async_client(httpx)
        end = deadline if deadline is not None else time.monotonic() + self.timeout
        payload = self._payload(messages, response_format_json, schema)

        async def call() -> tuple[int, bytes]:
            async with client.stream(
                "POST", self.url, json=payload, timeout=self._left(httpx, end)
            ) as response:
                chunks: list[bytes] = []
                async for chunk in response.aiter_bytes():
                    chunks.append(chunk)
                    self._check(end, sum(map(len, chunks)))
                return response.status_code, b"".join(chunks)

        try:
            status, body = await asyncio.wait_for(call(), max(0.0, end - time.monotonic()))
        except TimeoutError:
            raise self._late() from None
        except httpx.HTTPError as e:
            raise self._transport_error(httpx, e) from None
        return self._content(status, body.decode("utf-8", "replace"))

    def _left(self, httpx: Any, end: float) -> Any:
        left = end - time.monotonic()
        if left <= 0:
            raise self._late()
        return httpx.Timeout(left)

    def _check(self, end: float, size: int) -> None:
        if time.monotonic() > end:
            raise self._late()
        if size > MAX_REPLY_BYTES:
            raise LLMError(
                f"LLM endpoint {self.url} sent more than {MAX_REPLY_BYTES} bytes", kind="protocol"
            )

    def _late(self) -> LLMError:
        return LLMError(
            f"LLM endpoint {self.url} did not answer within {self.timeout:g} s", kind="timeout"
        )

    # -- plumbing -------------------------------------------------------------------------

    def _sync_client(self, httpx: Any) -> httpx.Client:
        with self._lock:
            if self._client is None:
                self._client = httpx.Client(headers=self._headers, timeout=self.timeout)
            return self._client

    def _async_client(self, httpx: Any) -> httpx.AsyncClient:
        loop = asyncio.get_running_loop()
        with self._lock:
            if self._aclient is None or self._aclient_loop is not loop:
                # A pool bound to another (possibly closed) loop cannot be awaited here;
                # it is dropped and its sockets are reclaimed with it.
                self._aclient = httpx.AsyncClient(headers=self._headers, timeout=self.timeout)
                self._aclient_loop = loop
            return self._aclient

    def _transport_error(self, httpx: Any, e: Exception) -> LLMError:
        if isinstance(e, httpx.TimeoutException):
            return self._late()
        if isinstance(e, httpx.TransportError):
            return LLMError(
                f"cannot reach LLM endpoint {self.url}: {type(e).__name__}: {e}",
                kind="connection",
            )
        return LLMError(f"request to LLM endpoint {self.url} failed: {e}", kind="protocol")

    def _content(self, status: int, body: str) -> str:
        if status >= 400:
            raise LLMError(
                f"LLM endpoint {self.url} answered HTTP {status}",
                kind="http",
                status=status,
                detail=_excerpt(body),
            )
        try:
            data = json.loads(body)
            content = data["choices"][0]["message"]["content"]
        except (ValueError, KeyError, IndexError, TypeError):
            raise LLMError(
                f"LLM endpoint {self.url} sent something that is not a chat completion",
                kind="protocol",
                detail=_excerpt(body),
            ) from None
        if not isinstance(content, str):
            raise LLMError(
                f"LLM endpoint {self.url} sent a completion without text content",
                kind="protocol",
            )
        return content

    def close(self) -> None:
        with self._lock:
            client, self._client = self._client, None
        if client is not None:
            client.close()

    async def aclose(self) -> None:
        with self._lock:
            aclient, self._aclient = self._aclient, None
            loop, self._aclient_loop = self._aclient_loop, None
        if aclient is not None and loop is asyncio.get_running_loop():
            await aclient.aclose()
        self.close()

    def __enter__(self) -> ChatClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    async def __aenter__(self) -> ChatClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()


def _excerpt(body: str, limit: int = 300) -> str:
    text = " ".join(body.split())
    return text if len(text) <= limit else text[:limit] + "…"
