"""Vectors of the author's text, kept on disk between processes.

What an author wrote (descriptions, triggers, examples, values, synonyms) is embedded once;
a restart reads the vectors back instead of running the model over every phrase again. Each
vector is keyed by a hash of its model's name and its text, so an edited trigger costs one
new vector, and a different model never reads another's vectors.

One ``.npz`` file per model lives under the cache folder (``DIALOGFLOWS_CACHE`` or
``~/.cache/dialogflows``, then ``embeddings/``); it is rewritten atomically (a temporary
file renamed over it), so a reader in another process never sees half a file. A cache that
cannot be read or written is skipped: the vectors are computed again, nothing fails.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from .embedder import Embedder


def cache_dir() -> Path:
    """Where vectors are kept: ``$DIALOGFLOWS_CACHE/embeddings`` or ``~/.cache/dialogflows``."""
    root = os.environ.get("DIALOGFLOWS_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "dialogflows"
    )
    return Path(root) / "embeddings"


def text_key(model: str, text: str) -> str:
    """The key of one vector: a hash of the model's name and the text."""
    return hashlib.sha256(f"{model}\x00{text}".encode()).hexdigest()[:32]


class VectorCache:
    """Vectors by (model, text) in one file per model; see the module docstring.

    Args:
        folder: where the files go; ``None`` is ``cache_dir()``; ``False`` keeps them in
            memory only (tests, read-only machines).
    """

    def __init__(self, folder: Path | str | bool | None = None) -> None:
        self.folder: Path | None
        if folder is False:
            self.folder = None
        elif isinstance(folder, str | Path):
            self.folder = Path(folder)
        else:
            self.folder = cache_dir()
        self._memory: dict[str, dict[str, np.ndarray]] = {}
        self._lock = threading.Lock()
        #: how many texts the last ``vectors`` call had to embed (0: all read from the cache)
        self.computed = 0

    def _file(self, model: str) -> Path | None:
        if self.folder is None:
            return None
        safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in model)[:80]
        return self.folder / f"{safe}-{text_key(model, '')[:8]}.npz"

    def _load(self, model: str) -> dict[str, np.ndarray]:
        known = self._memory.get(model)
        if known is not None:
            return known
        known = {}
        path = self._file(model)
        if path is not None and path.is_file():
            try:
                with np.load(path, allow_pickle=False) as data:
                    known = {k: data[k] for k in data.files}
            except (OSError, ValueError):
                known = {}  # unreadable: computed again and written anew
        self._memory[model] = known
        return known

    def _save(self, model: str, known: dict[str, np.ndarray]) -> None:
        path = self._file(model)
        if path is None:
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".vectors-", suffix=".npz")
            with os.fdopen(fd, "wb") as f:
                arrays: dict[str, Any] = dict(known)
                np.savez(f, **arrays)
            os.replace(tmp, path)
        except OSError:
            return  # a read-only home: the vectors stay in memory for this process

    def vectors(self, embedder: Embedder, texts: Sequence[str]) -> np.ndarray:
        """One unit-length float32 row per text, in order; only texts not cached are embedded."""
        model = embedder.model
        with self._lock:
            known = self._load(model)
            keys = [text_key(model, t) for t in texts]
            by_key = dict(zip(keys, texts, strict=True))
            missing = [k for k in by_key if k not in known]
            self.computed = len(missing)
            if missing:
                fresh = embedder.embed([by_key[k] for k in missing])
                for k, v in zip(missing, fresh, strict=True):
                    known[k] = unit(np.asarray(v, dtype=np.float32))
                self._save(model, known)
            if not keys:
                return np.zeros((0, 0), dtype=np.float32)
            return np.stack([known[k] for k in keys])


def unit(v: np.ndarray) -> np.ndarray:
    """``v`` scaled to length 1 (rows of a matrix each), so a dot product is the cosine."""
    norm = np.linalg.norm(v, axis=-1, keepdims=True)
    out: np.ndarray = (v / np.where(norm == 0, 1.0, norm)).astype(np.float32)
    return out
