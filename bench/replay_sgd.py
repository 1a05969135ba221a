"""Replay all 1,200 SGD dialogues through the runtime as commands and check the state.

Prints the totals (dialogues, user turns, commands, turns/s, slot accuracy, dialogues fully
consistent, confirm-before-execute), the runtime's cost per user turn (median / p99 of the
time in ``Dispatcher.apply`` for one turn's commands, memory store, fixed clock) and the most frequent
remaining mismatches. Run by hand: ``python bench/replay_sgd.py [--limit N] [--show K]``.
The data is read from ``../shared/data/sgd/train`` beside the repo or ``$DIALOGFLOWS_SGD_DIR``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from dialogflows import Dispatcher, FixedClock  # noqa: E402
from dialogflows.datasets import (  # noqa: E402
    ReplayTotals,
    load_dialogues,
    load_schemas,
    replay_dialogue,
    schema_domain,
    sgd_dir,
)


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=None, help="replay only the first N")
    parser.add_argument("--show", type=int, default=12, help="mismatch kinds to list")
    args = parser.parse_args()

    folder = sgd_dir(ROOT)
    if not (folder / "schemas.json").is_file():
        print(f"SGD data not found at {folder}", file=sys.stderr)
        return 1
    domain = schema_domain(load_schemas(folder))
    dialogues = load_dialogues(folder, args.limit)
    bot = Dispatcher(domain, store="memory://", clock=FixedClock("2019-03-01T09:00:00"))

    totals = ReplayTotals()
    per_turn: list[float] = []
    errors: list[tuple[str, str]] = []
    started = time.perf_counter()
    for d in dialogues:
        try:
            result = replay_dialogue(bot, d)
        except Exception as e:  # counted and shown: a replay must never raise
            errors.append((d["dialogue_id"], repr(e)[:200]))
            continue
        totals.add(result)
        per_turn.extend(result.turn_seconds)
    wall = time.perf_counter() - started

    console = Console(width=150)
    table = Table(title=f"SGD replay ({folder})")
    table.add_column("measure")
    table.add_column("value", justify="right")
    table.add_row("dialogues", f"{totals.dialogues:,} ({len(errors)} raised)")
    table.add_row("user turns", f"{totals.user_turns:,}")
    kinds = ", ".join(f"{k} {n:,}" for k, n in totals.command_types.most_common())
    table.add_row("commands", f"{totals.commands:,} ({kinds})")
    table.add_row("turns/s (whole replay, one core)", f"{totals.user_turns / wall:,.0f}")
    table.add_row(
        "slot accuracy",
        f"{totals.slot_accuracy:.2%} ({totals.matched:,}/{totals.compared:,} (turn, slot) pairs)",
    )
    table.add_row(
        "dialogues fully consistent",
        f"{totals.consistent:,}/{totals.dialogues:,} ({totals.consistent / max(1, totals.dialogues):.1%})",
    )
    table.add_row(
        "confirm-before-execute",
        f"{totals.confirm_before_execute:.1%} ({totals.transactional_actions - totals.executed_without_yes:,}"
        f"/{totals.transactional_actions:,} transactional actions ran on a yes)",
    )
    table.add_row(
        "transactions at the annotated turn",
        f"{totals.transactions_matched:,}/{totals.transactions_expected:,}"
        f" (unexpected runs: {totals.unexpected_executions})",
    )
    if per_turn:
        table.add_row(
            "runtime per user turn: median / p99",
            f"{statistics.median(per_turn) * 1e6:,.0f} µs / {_percentile(per_turn, 0.99) * 1e6:,.0f} µs",
        )
    console.print(table)

    kinds: Counter[tuple[str, str, str]] = Counter()
    example: dict[tuple[str, str, str], str] = {}
    for r in totals.failed:
        for m in r.mismatches:
            what = "missing" if m.actual is None else ("extra" if not m.expected else "differs")
            key = (m.flow, m.slot, what)
            kinds[key] += 1
            example.setdefault(
                key, f"{r.dialogue_id} turn {m.turn}: expected {list(m.expected)}, got {m.actual!r}"
            )
    if kinds:
        mismatches = Table(title="most frequent mismatches (flow, slot, kind)")
        for col in ("count", "flow", "slot", "kind", "first example"):
            mismatches.add_column(col)
        for (flow, slot, what), n in kinds.most_common(args.show):
            mismatches.add_row(str(n), flow, slot, what, example[(flow, slot, what)])
        console.print(mismatches)
    for dialogue_id, error in errors[:10]:
        console.print(f"[red]{dialogue_id}[/red] raised {error}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
