"""Understanding on domains no example flow covers: rules, rules + meaning, hybrid.

Run by hand: ``python bench/understanding.py [--hybrid URL|llama] [--domains a,b] [--out FILE]``.
Each set's table is printed as soon as its last domain is read, and with ``--out`` each
domain's tallies and each set's figures are appended to FILE as JSON lines as they finish,
so a run cut short keeps what it finished.

The domains in ``bench/domains/`` and the labelled messages in ``bench/messages/`` were
written from docs/dsl.md before any message was run, and are never edited after seeing
results. Each message is read from a fresh session (nothing running), as the first thing a
user says. Per understander it prints:

- request accuracy: of the messages that ask for a flow, the share that start that flow;
- asked: the share answered with "did you want X or Y?" instead (not counted as right);
- slot F1 over the labelled values of those messages (values read from the same message);
- false starts: of the questions, small talk and complaints, the share that start a flow;
- ms per message, median and p99; for rules + meaning also the time added to the rules'
  own reading, on messages that needed an embedding and on those the rules read, and of
  the first, the embedding call alone (the rest is the readers' own work);
- model calls per message (embeddings, or chat completions for hybrid).

``--hybrid llama`` starts llama.cpp's server on 127.0.0.1 with the Gemma 3 270M GGUF (see
tests/llama_server.py); ``--hybrid URL`` uses an OpenAI-compatible endpoint with
``DIALOGFLOWS_LLM_MODEL``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import yaml
from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parent.parent
# bench/http.py would shadow the standard library's http (httpx needs http.client)
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != ROOT / "bench"]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from dialogflows.commands import Clarify, StartTask  # noqa: E402
from dialogflows.loader import load_domain  # noqa: E402
from dialogflows.nlu.base import NluContext  # noqa: E402
from dialogflows.nlu.rules import RuleUnderstander  # noqa: E402
from dialogflows.spec import Domain  # noqa: E402
from dialogflows.state import DialogueState  # noqa: E402

DOMAINS = ROOT / "bench" / "domains"
MESSAGES = ROOT / "bench" / "messages"


@dataclass
class Tally:
    requests: int = 0
    right: int = 0
    asked: int = 0
    others: int = 0
    false_starts: int = 0
    tp: int = 0
    fp: int = 0
    fn: int = 0
    ms: list[float] = field(default_factory=list)
    added_needed: list[float] = field(default_factory=list)
    added_read: list[float] = field(default_factory=list)
    #: of the added time on messages that needed it: the embedding call alone
    embedding: list[float] = field(default_factory=list)
    calls: int = 0
    misses: list[str] = field(default_factory=list)


def load_messages(name: str) -> tuple[str, datetime, list[dict[str, Any]]]:
    """A domain's labelled messages: which set they belong to, the clock, the messages."""
    data = yaml.safe_load((MESSAGES / f"{name}.yaml").read_text(encoding="utf-8"))
    kind = str(data.get("set") or "first")
    return kind, datetime.fromisoformat(data["clock"]), list(data["messages"])


def pct(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(q * (len(xs) - 1)))]


class Counting:
    """Counts the calls an embedder or chat client gets."""

    def __init__(self, inner: Any, method: str) -> None:
        self.inner, self.method, self.calls = inner, method, 0

    def __getattr__(self, name: str) -> Any:
        if name == self.method:

            def call(*a: Any, **k: Any) -> Any:
                self.calls += 1
                return getattr(self.inner, name)(*a, **k)

            return call
        return getattr(self.inner, name)


def read(u: Any, domain: Domain, text: str, now: datetime) -> tuple[list[Any], float, Any]:
    ctx = NluContext(state=DialogueState(session_id="bench"), domain=domain, now=now)
    start = time.perf_counter()
    out = u.understand(text, ctx)
    ms = (time.perf_counter() - start) * 1000.0
    notes = [d for k, d in ctx.notes if k == "understood_by"]
    return out, ms, notes[-1] if notes else None


def score(t: Tally, m: dict[str, Any], out: list[Any]) -> None:
    start = next((c for c in out if isinstance(c, StartTask)), None)
    want = m.get("flow")
    if want is None:
        t.others += 1
        if start is not None:
            t.false_starts += 1
            t.misses.append(f"false start {start.flow}: {m['text']}")
        return
    t.requests += 1
    if start is not None and start.flow == want:
        t.right += 1
    elif any(isinstance(c, Clarify) and want in c.options for c in out):
        t.asked += 1
        t.misses.append(f"asked ({want}): {m['text']}")
    else:
        got = start.flow if start is not None else "-"
        t.misses.append(f"{got} for {want}: {m['text']}")
    labels = m.get("slots") or {}
    got_slots = dict(start.slots) if start is not None and start.flow == want else {}
    for k, v in labels.items():
        if k in got_slots and str(got_slots[k]) == str(v):
            t.tp += 1
        else:
            t.fn += 1
            if k in got_slots:
                t.fp += 1


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--domains", default="", help="comma-separated names (default: all)")
    ap.add_argument("--hybrid", default="", help="'llama' or an OpenAI-compatible base URL")
    ap.add_argument("--misses", action="store_true", help="list what each got wrong")
    ap.add_argument(
        "--out",
        default="",
        help="a file each set's figures (and each domain's tallies) are appended to as they finish",
    )
    args = ap.parse_args()
    names = [n for n in args.domains.split(",") if n] or sorted(
        p.name for p in DOMAINS.iterdir() if p.is_dir()
    )
    # which set each domain belongs to, known before any is run: a set's table is printed
    # (and written to --out) as soon as its last domain is read, so a run cut short keeps
    # every set it finished
    members: dict[str, list[str]] = {}
    for name in names:
        members.setdefault(load_messages(name)[0], []).append(name)
    left = {kind: set(ns) for kind, ns in members.items()}
    console = Console()
    server = None
    client = None
    if args.hybrid:
        from dialogflows.llm_client import ChatClient

        if args.hybrid == "llama":
            from llama_server import LlamaServer

            server = LlamaServer()
            server.start()
            client = ChatClient(
                server.base_url,
                server.model,
                timeout=120.0,
                max_tokens=80,
                schema_format="json_object",
            )
        else:
            client = ChatClient(args.hybrid, os.environ.get("DIALOGFLOWS_LLM_MODEL", ""))
    tallies: dict[tuple[str, str], Tally] = {}
    per_domain: dict[str, Tally] = {}
    try:
        for name in names:
            domain = load_domain(DOMAINS / name)
            kind, now, messages = load_messages(name)
            rules = RuleUnderstander(domain)
            setups: dict[str, Any] = {"rules": rules}
            from dialogflows.nlu.embedder import LocalEmbedder
            from dialogflows.nlu.semantic import SemanticUnderstander

            embedder = Counting(LocalEmbedder(), "embed")
            semantic = SemanticUnderstander(domain, embedder, rules=rules)  # type: ignore[arg-type]
            setups["rules + meaning (local)"] = semantic
            chat = None
            if client is not None:
                from dialogflows.nlu.hybrid import HybridUnderstander

                chat = Counting(client, "complete")
                setups["hybrid"] = HybridUnderstander(
                    domain,
                    client=chat,  # type: ignore[arg-type]
                    semantic=semantic,
                    deadline=120.0,
                )
            for m in messages:  # warm: parsers, the model
                read(rules, domain, m["text"], now)
                break
            read(semantic, domain, messages[0]["text"], now)
            for label, u in setups.items():
                t = tallies.setdefault((kind, label), Tally())
                for m in messages:
                    embedder.calls = 0
                    if chat is not None:
                        chat.calls = 0
                    out, ms, note = read(u, domain, m["text"], now)
                    t.ms.append(ms)
                    if label != "rules":
                        t.calls += embedder.calls + (chat.calls if chat is not None else 0)
                    if label.startswith("rules + meaning"):
                        _, base, _ = read(rules, domain, m["text"], now)
                        added = max(0.0, ms - base)
                        needed = note is not None and note.get("embedded_ms") is not None
                        (t.added_needed if needed else t.added_read).append(added)
                        if needed:
                            t.embedding.append(float(note["embedded_ms"]))
                    score(t, m, out)
                    domain_tally = per_domain.setdefault(label, Tally())
                    domain_tally.ms.append(ms)
                    score(domain_tally, m, out)
            _write(args.out, {"domain": name, "set": kind, **_figures(per_domain)})
            per_domain.clear()
            left[kind].discard(name)
            if not left[kind]:
                load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
                rows = {label: t for (k, label), t in tallies.items() if k == kind}
                title = f"{kind} set: {', '.join(members[kind])} (load average {load})"
                console.print(_table(title, rows))
                _write(args.out, {"set": kind, "domains": members[kind], **_figures(rows)})
    finally:
        if server is not None:
            server.stop()

    if args.misses:
        for (kind, label), t in tallies.items():
            console.print(f"[bold]{kind} / {label}[/bold]")
            for line in t.misses:
                console.print("  " + line, markup=False)


def _figures(tallies: dict[str, Tally]) -> dict[str, Any]:
    """The counts behind a table's rows, per understander, for ``--out``."""
    return {
        label: {
            "requests": t.requests,
            "right": t.right,
            "asked": t.asked,
            "others": t.others,
            "false_starts": t.false_starts,
            "tp": t.tp,
            "fp": t.fp,
            "fn": t.fn,
            "ms_median": statistics.median(t.ms) if t.ms else None,
            "calls": t.calls,
            "misses": t.misses,
        }
        for label, t in tallies.items()
    }


def _write(path: str, row: dict[str, Any]) -> None:
    """Append ``row`` as one JSON line to ``path`` (nothing without ``--out``), flushed at
    once: what was finished is on disk whatever happens to the run after."""
    if not path:
        return
    with open(path, "a", encoding="utf-8") as f:
        f.write(json.dumps(row, ensure_ascii=False) + "\n")


def _table(title: str, tallies: dict[str, Tally]) -> Table:
    table = Table(title=f"understanding on unseen domains, {title}")
    for col in (
        "understander",
        "request accuracy",
        "asked",
        "slot F1",
        "false starts",
        "ms median",
        "ms p99",
        "added ms, median (needed / rules read)",
        "of which embedding, median",
        "model calls / msg",
    ):
        table.add_column(col)
    for label, t in tallies.items():
        p = t.tp / (t.tp + t.fp) if t.tp + t.fp else 0.0
        r = t.tp / (t.tp + t.fn) if t.tp + t.fn else 0.0
        f1 = 2 * p * r / (p + r) if p + r else 0.0
        n = t.requests + t.others
        added = (
            f"{statistics.median(t.added_needed):.1f} ({len(t.added_needed)} msgs) / "
            f"{statistics.median(t.added_read) if t.added_read else 0.0:.2f} "
            f"({len(t.added_read)} msgs, no embedding)"
            if t.added_needed or t.added_read
            else "-"
        )
        table.add_row(
            label,
            f"{t.right / t.requests:.1%} ({t.right}/{t.requests})",
            f"{t.asked / t.requests:.1%}",
            f"{f1:.2f}",
            f"{t.false_starts / t.others:.1%} ({t.false_starts}/{t.others})",
            f"{statistics.median(t.ms):.2f}",
            f"{pct(t.ms, 0.99):.2f}",
            added,
            f"{statistics.median(t.embedding):.1f}" if t.embedding else "-",
            f"{t.calls / n:.2f}",
        )
    return table


if __name__ == "__main__":
    main()
