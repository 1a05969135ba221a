"""Long-term memory: a user's lasting beliefs, recalled by relevance, not all at once.

A user who has told the bot 200 things over a year must not have all 200 in every prompt.
A session recalls the memories relevant to what is said now: those that bind a slot of the
flow being started or run (a budget binds the card's amount whatever the words), then the
best-ranked by text among the rest, top ``k`` above a ``threshold``. Ranking is pluggable:
``Fts5Ranker`` (SQLite FTS5, standard library, the embedded default) or ``EmbedderRanker``
over any embedder (a local model or a ``/v1/embeddings`` endpoint: an object with
``embed(texts) -> vectors``).

User text never reaches FTS5 as query syntax: it is cut into words (CJK into bigrams) and
each is passed as a quoted string.
"""

from __future__ import annotations

import math
import re
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from .fill import display_value
from .state import Belief

#: Latin words, digits, or runs of CJK characters
_TOKEN = re.compile(r"[^\W\d_]+|\d+|[\u3400-\u9fff]+", re.UNICODE)
_CJK = re.compile(r"[\u3400-\u9fff]")


class MemoryRanker(Protocol):
    """Scores ``texts`` against ``query``: higher is more relevant, 0 or less not at all."""

    def rank(self, query: str, texts: Sequence[str]) -> list[float]: ...


class Embedder(Protocol):
    """What ``EmbedderRanker`` needs of an embedder: one vector per text."""

    def embed(self, texts: list[str]) -> Sequence[Sequence[float]]: ...


def tokens(text: str) -> list[str]:
    """Words of ``text``, case-folded; a run of Chinese characters as its bigrams (a
    single character alone), so "海鲜过敏" and "对海鲜" share "海鲜"."""
    out: list[str] = []
    for t in _TOKEN.findall(text.casefold()):
        if _CJK.match(t):
            out.extend([t] if len(t) == 1 else [t[i : i + 2] for i in range(len(t) - 1)])
        else:
            out.append(t)
    return out


class Fts5Ranker:
    """BM25 over an in-memory SQLite FTS5 table of the memories' texts."""

    def rank(self, query: str, texts: Sequence[str]) -> list[float]:
        words = sorted(set(tokens(query)))
        if not words or not texts:
            return [0.0] * len(texts)
        db = sqlite3.connect(":memory:")
        try:
            db.execute("CREATE VIRTUAL TABLE m USING fts5(body)")
            db.executemany(
                "INSERT INTO m(rowid, body) VALUES (?, ?)",
                [(i + 1, " ".join(tokens(t))) for i, t in enumerate(texts)],
            )
            # each word a quoted string: no FTS5 operator a user types can act as one
            match = " OR ".join('"' + w.replace('"', '""') + '"' for w in words)
            rows = db.execute("SELECT rowid, bm25(m) FROM m WHERE m MATCH ?", (match,)).fetchall()
        finally:
            db.close()
        scores = [0.0] * len(texts)
        for rowid, score in rows:
            scores[int(rowid) - 1] = -float(score)  # bm25: lower is better
        return scores


class EmbedderRanker:
    """Cosine similarity of embeddings: memories found by meaning ("nuts" - "peanut").

    ``floor`` is the similarity that counts as none: sentence models such as e5 put
    unrelated short texts near 0.7, so only what lies above it ranks. Any object with
    ``embed(texts) -> vectors`` serves (``dialogflows.nlu.embedder``'s embedders do).
    """

    def __init__(self, embedder: Embedder, floor: float = 0.78) -> None:
        self.embedder = embedder
        self.floor = floor

    def rank(self, query: str, texts: Sequence[str]) -> list[float]:
        if not texts:
            return []
        vectors = self.embedder.embed([query, *texts])
        q = vectors[0]
        return [max(_cosine(q, v) - self.floor, 0.0) for v in vectors[1:]]


def _cosine(a: Sequence[float], b: Sequence[float]) -> float:
    dot = sum(x * y for x, y in zip(a, b, strict=False))
    na = math.sqrt(sum(x * x for x in a))
    nb = math.sqrt(sum(y * y for y in b))
    return dot / (na * nb) if na and nb else 0.0


def memory_text(key: str, belief: Belief, label: str) -> str:
    """What a memory is found by: its key in words, how replies name it, its value."""
    kind, _, about = key.partition(":")
    return " ".join(
        p for p in (kind.replace("_", " "), about, label, display_value(belief.value)) if p
    )


@dataclass(frozen=True)
class Recalled:
    key: str
    belief: Belief
    score: float


def recall(
    memories: dict[str, Belief],
    query: str,
    labels: dict[str, str],
    binding: Iterable[str],
    ranker: MemoryRanker,
    k: int = 8,
    threshold: float = 0.0,
) -> list[Recalled]:
    """The memories worth recalling for ``query``: every one in ``binding`` (they bind a
    slot of the flow at hand), then the best ranked of the rest, above ``threshold``, up to
    ``k`` in all (the binding ones first, whatever ``k``)."""
    bound = [key for key in binding if key in memories]
    rest = [key for key in memories if key not in set(bound)]
    texts = [memory_text(key, memories[key], labels.get(key, "")) for key in rest]
    scores = ranker.rank(query, texts)
    ranked = sorted(
        (Recalled(key, memories[key], s) for key, s in zip(rest, scores, strict=True)),
        key=lambda r: -r.score,
    )
    out = [Recalled(key, memories[key], math.inf) for key in bound]
    room = max(k - len(out), 0)
    out.extend(r for r in ranked[:room] if r.score > threshold)
    return out
