"""Instructions per turn, counted by valgrind: the per-turn cost without the machine's noise.

Run by hand: ``python bench/instructions.py [--sessions N]`` (needs ``valgrind``). Timings on
a shared two-core machine move by 20-50% from one minute to the next, even as ratios against
a floor measured in the same process; the number of instructions a turn executes does not
move at all. Each row runs the same workload as ``bench/turns.py`` (whole conversations,
every message as new, the prompt read, the memory store) in a child process under
``valgrind --tool=cachegrind --cache-sim=no``, once with N conversations and once with 3N:
the difference, divided by the turns it adds, is the cost of a turn without the imports and
the loading, and without the first conversations' warm-up. The floor is ``turns.py``'s
hand-written dict bot, counted the same way.

``--langgraph`` adds a row per script for ``turns.py``'s LangGraph bot (``GraphRun``: the
same understanding, LangGraph around it; LangGraph must be importable), counted the same
way, and their ratio to the dialogflows turn: issue 23's comparison in a figure that does
not move with the machine's load. It is not the time ratio (the two touch memory
differently), but a change to either side moves it as it moves the time.

Instructions are not time: the framework touches far more memory per turn than the floor
(a session's state, lexicons, compiled patterns), so a turn runs at fewer instructions per
cycle and its time ratio to the floor is larger than its instruction ratio. Use this to see
whether a change made a turn cheaper; use ``turns.py`` for what a turn costs in time.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parent.parent
_REFS = re.compile(r"I\s+refs:\s+([\d,]+)")
#: the rows of ``--langgraph``: this, then the script's name
_GRAPH = "LangGraph: "


def child(what: str, sessions: int) -> None:
    """The workload, run inside valgrind: ``sessions`` conversations of one script, on the
    installed package (``turns`` picks it)."""
    sys.path.insert(0, str(ROOT / "bench"))
    from turns import CLOCK, SCRIPTS, BotRun, GraphRun, floor_loop, forget_texts

    from dialogflows import Dispatcher

    if what == "floor":
        for _, script in SCRIPTS.values():
            floor_loop(script, sessions)
        return
    if what.startswith(_GRAPH):  # its own conversations; the bot is only its context
        path, script = SCRIPTS[what.removeprefix(_GRAPH)]
        GraphRun(BotRun(path, script)).block(sessions, keep=False)
        return
    path, script = SCRIPTS[what]
    bot = Dispatcher.from_path(ROOT / path, clock=CLOCK)
    for r in range(sessions):
        for text in script:
            forget_texts()
            _ = bot.handle(f"s{r}", text).prompt


def count(what: str, sessions: int) -> int:
    """Instructions of one child run (deterministic: hash seed fixed)."""
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    cmd = [
        "valgrind",
        "--tool=cachegrind",
        "--cache-sim=no",
        "--cachegrind-out-file=/dev/null",
        sys.executable,
        __file__,
        "--child",
        what,
        str(sessions),
    ]
    done = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
    m = _REFS.search(done.stderr)
    if done.returncode != 0 or m is None:
        raise SystemExit(f"valgrind run failed for {what!r}:\n{done.stderr[-2000:]}")
    return int(m.group(1).replace(",", ""))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=20)
    parser.add_argument(
        "--langgraph", action="store_true", help="also count LangGraph with the same understanding"
    )
    parser.add_argument("--child", nargs=2, metavar=("WHAT", "SESSIONS"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(args.child[0], int(args.child[1]))
        return 0
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (apt-get install valgrind)", file=sys.stderr)
        return 2
    sys.path.insert(0, str(ROOT / "bench"))
    from turns import SCRIPTS

    n = args.sessions
    rows = [*SCRIPTS, "floor", *((_GRAPH + name for name in SCRIPTS) if args.langgraph else ())]
    jobs = [(what, k) for what in rows for k in (n, 3 * n)]
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        counts = dict(zip(jobs, pool.map(lambda job: count(*job), jobs), strict=True))
    per_turn: dict[str, float] = {}
    for what in rows:
        scripts = (
            list(SCRIPTS.values()) if what == "floor" else [SCRIPTS[what.removeprefix(_GRAPH)]]
        )
        turns = 2 * n * sum(len(script) for _, script in scripts)
        per_turn[what] = (counts[(what, 3 * n)] - counts[(what, n)]) / turns
    table = Table(title=f"instructions per turn (valgrind; {n} -> {3 * n} conversations per row)")
    columns = ["what", "instructions per turn", "× floor"]
    if args.langgraph:
        columns.append("LangGraph ÷ dialogflows")
    for col in columns:
        table.add_column(col, justify="left" if col == "what" else "right")
    for what in rows:
        if what == "floor":
            label = "floor: dict-based loop"
        elif what.startswith(_GRAPH):
            label = f"{what.removeprefix(_GRAPH)}: LangGraph, same understanding"
        else:
            label = f"{what}: whole turn"
        cells = [label, f"{per_turn[what]:,.0f}", f"{per_turn[what] / per_turn['floor']:.1f}"]
        if what.startswith(_GRAPH):
            cells.append(f"{per_turn[what] / per_turn[what.removeprefix(_GRAPH)]:.1f}")
        elif args.langgraph:
            cells.append("")
        table.add_row(*cells)
    Console().print(table)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
