"""Per-turn cost of the dispatcher on the example flows, against a hand-written floor.

Run by hand: ``python bench/turns.py [--rounds N]``. Prints a table: median and p99 per turn,
turns/s, and the ratio to a floor measured in the same process: a plain dict-based
slot-filling loop (regex triggers, dict slot table, next question, a prompt, a JSON "store")
doing the same job without any of the framework's guarantees. Understanding alone is
measured separately, and so is the turn of a bot that never reads ``reply.prompt`` (it is
rendered on first read), and the runtime alone: the same commands given to ``bot.apply``
(no understanding step) in a twin session, which is what a turn costs outside the
understanding. It measures the installed package.

``--calls`` prints, instead of times, the Python function calls each message of the scripts
costs (cProfile's count, per-text memos cleared): understanding alone, the runtime alone (its
commands applied) and the whole turn. Calls do not depend on the machine's load, so two
versions of the code can be compared on a busy machine (``PYTHONHASHSEED=0`` keeps set order,
and so a few counts, fixed); they are not time (a regex search is one call).

``--langgraph`` adds the comparison issue 23 asks for: the same script through a LangGraph
graph (``pip install langgraph``, for this bench only) with the same full understanding.
Two nodes: one reads the message with the dialogflows rule understander (given the context
the dialogflows bot had at that message) and fills a slot dict, the other picks the next
question and builds a prompt; LangGraph's in-memory checkpointer keeps each conversation.
That is about the least a LangGraph bot that understands as well would do per turn. The ratio is LangGraph's median
turn over the dialogflows whole turn's, measured in the same blocks.

Once every bot is loaded and warmed up (LangGraph's too), what loading made is moved out of
the garbage collector's reach (``gc.freeze``), as a long-lived process that loads its flows
once does (``dialogflows serve`` does; docs/api.md says how an embedding bot does), so a
full collection no longer walks every compiled pattern and lexicon of both bots.
``--no-freeze`` leaves the collector as a fresh interpreter has it. Under the table, the
collector's pauses during the timed blocks (they land on the mean and the p99 rather than
the median).
"""

from __future__ import annotations

import argparse
import gc
import json
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Any, TypedDict

from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parent.parent
# bench/http.py (the HTTP bench) has the name of the standard library's http, which
# libraries import (urllib3, langgraph): with this folder first on the path they would get
# the bench; the standard library's is imported first, with the folder off the path
_HERE = [p for p in sys.path if Path(p or ".").resolve() == ROOT / "bench"]
sys.path[:] = [p for p in sys.path if p not in _HERE]
import http.client  # noqa: E402, F401

sys.path[:0] = _HERE
try:  # the installed package
    import dialogflows  # noqa: F401
except ImportError:  # not installed: this checkout's source
    sys.path.insert(0, str(ROOT))

from bench_rules import PER_TEXT_CACHES  # noqa: E402

from dialogflows import Dispatcher  # noqa: E402
from dialogflows.nlu.base import NluContext  # noqa: E402
from dialogflows.state import session_key  # noqa: E402
from dialogflows.testing import FixedClock  # noqa: E402

CLOCK = FixedClock("2026-11-29T10:00:00")

SCRIPTS: dict[str, tuple[str, list[str]]] = {
    "travel (en)": (
        "flows/travel",
        [
            "I want to book a flight from Paris to Rome",
            "next friday",
            "economy",
            "what's the weather in London?",
            "back to the flight",
            "yes",
            "thanks!",
        ],
    ),
    "restaurant (zh)": (
        "flows/restaurant",
        ["我要订餐", "两份宫保鸡丁", "明天", "晚上7点", "朝阳区建国路88号", "对", "谢谢"],
    ),
}


def percentile(samples: list[float], p: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))]


def forget_texts() -> None:
    """Clear the understanding's per-text memos, so every message is timed as never seen."""
    for cache in PER_TEXT_CACHES:
        cache.cache_clear()


class BotRun:
    """One example bot under measurement: whole turns and understanding alone, in µs."""

    def __init__(self, path: str, script: list[str]) -> None:
        self.bot = Dispatcher.from_path(ROOT / path, clock=CLOCK)
        self.script = script
        self.turns: list[float] = []
        self.no_prompt: list[float] = []
        self.nlu: list[float] = []
        #: the runtime alone: the turn's commands applied without understanding
        self.runtime: list[float] = []
        self._sessions = 0

    def block(self, rounds: int, keep: bool = True) -> None:
        """``rounds`` whole conversations, each message timed as never seen before."""
        bot = self.bot
        understand = getattr(bot.understander, "understand", None)
        for _ in range(rounds):
            self._sessions += 1
            session = f"b{self._sessions}"
            for text in self.script:
                if understand is not None:
                    saved = bot.store.load(session_key(None, session))
                    ctx = NluContext(
                        state=saved or bot.state(session),
                        domain=bot.domain,
                        now=CLOCK(),
                        language=bot.domain.settings.language,
                    )
                    forget_texts()
                    t0 = time.perf_counter_ns()
                    understand(text, ctx)
                    if keep:
                        self.nlu.append((time.perf_counter_ns() - t0) / 1000)
                forget_texts()
                t0 = time.perf_counter_ns()
                reply = bot.handle(session, text)
                t1 = time.perf_counter_ns()
                _ = reply.prompt  # the prompt is part of the turn, as it is for a bot that uses it
                if keep:
                    self.turns.append((time.perf_counter_ns() - t0) / 1000)
                    self.no_prompt.append((t1 - t0) / 1000)
                # the same commands in a twin session, which therefore holds the same state
                t0 = time.perf_counter_ns()
                _ = bot.apply(f"{session}-applied", reply.commands, text=text).prompt
                if keep:
                    self.runtime.append((time.perf_counter_ns() - t0) / 1000)


class GraphState(TypedDict, total=False):
    """What the LangGraph bot keeps of a conversation (``GraphRun``)."""

    text: str
    at: int
    flow: str | None
    slots: dict[str, Any]
    window: list[list[str]]
    reply: str
    prompt: list[dict[str, str]]


class GraphRun:
    """The same script through a LangGraph graph with the same understanding (``--langgraph``).

    The graph's state is a slot dict, the flow, the window and the reply; its checkpointer
    (in memory) keeps it per conversation, as LangGraph keeps a conversation. The understand
    node reads the message with the dialogflows rule understander in the context the
    dialogflows bot had at that message (captured once from one of its conversations), so
    both sides pay the same understanding and the difference is what runs around it.
    """

    def __init__(self, run: BotRun) -> None:
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.graph import END, START, StateGraph

        from dialogflows.commands import SetSlot, StartTask

        bot = run.bot
        self.script = run.script
        self.turns: list[float] = []
        self._sessions = 0
        understander: Any = bot.understander
        # the state the dialogflows bot had before each message of one conversation
        self.states = []
        for text in self.script:
            self.states.append(bot.state("capture"))
            bot.handle("capture", text)
        bot.reset("capture")
        domain = bot.domain
        language = domain.settings.language

        def understand(state: GraphState) -> GraphState:
            """Read the message and fill the slot dict (one node: the fewest LangGraph
            steps, and no command objects for its checkpointer to serialize)."""
            ctx = NluContext(
                state=self.states[state["at"]], domain=domain, now=CLOCK(), language=language
            )
            flow, slots = state.get("flow"), dict(state.get("slots") or {})
            for c in understander.understand(state["text"], ctx):
                if isinstance(c, StartTask):
                    flow = c.flow
                    slots.update(c.slots)
                elif isinstance(c, SetSlot):
                    slots[c.slot] = c.value
            return {"flow": flow, "slots": slots}

        def respond(state: GraphState) -> GraphState:
            flow, slots = state.get("flow"), state.get("slots") or {}
            spec = domain.flows.get(flow) if flow is not None else None
            missing = [s for s in spec.slots if s.name not in slots] if spec else []
            reply = (missing[0].prompt or missing[0].name) if missing else "Done."
            window = [*(state.get("window") or [])[-11:], ["user", state["text"]]]
            window.append(["assistant", reply])
            system = "\n".join(f"{k}: {v}" for k, v in slots.items())
            prompt = [{"role": "system", "content": system}]
            prompt += [{"role": r, "content": c} for r, c in window]
            return {"reply": reply, "window": window, "prompt": prompt}

        graph = StateGraph(GraphState)
        graph.add_node("understand", understand)
        graph.add_node("respond", respond)
        graph.add_edge(START, "understand")
        graph.add_edge("understand", "respond")
        graph.add_edge("respond", END)
        self.graph = graph.compile(checkpointer=InMemorySaver())

    def block(self, rounds: int, keep: bool = True) -> None:
        for _ in range(rounds):
            self._sessions += 1
            config = {"configurable": {"thread_id": f"g{self._sessions}"}}
            for i, text in enumerate(self.script):
                forget_texts()
                t0 = time.perf_counter_ns()
                self.graph.invoke({"text": text, "at": i}, config)  # type: ignore[arg-type]
                if keep:
                    self.turns.append((time.perf_counter_ns() - t0) / 1000)


_TRIGGERS = {
    "book_flight": re.compile(r"\b(book a flight|fly to|flight)\b"),
    "weather": re.compile(r"\b(weather|forecast)\b"),
    "order_food": re.compile(r"订餐|点餐"),
}
_CITY = re.compile(r"\b(paris|rome|london|new york|tokyo)\b")
_WEEKDAYS = {
    "monday": 0,
    "tuesday": 1,
    "wednesday": 2,
    "thursday": 3,
    "friday": 4,
    "saturday": 5,
    "sunday": 6,
}
_SEATS = {"economy": "economy", "business": "business", "first": "first"}
_YES = re.compile(r"^(yes|yeah|sure|ok|对|好的?)\b")


def floor_loop(script: list[str], rounds: int) -> list[float]:
    """The floor: the same job done by a hand-written dict bot, without any guarantee.

    Per turn it loads the session dict from a JSON string (its "store"), matches triggers and
    slot values with regexes and dict lookups, picks the next question, builds a prompt
    (system + slot lines + window) and saves the dict back as JSON. No typed parsing, no
    events, no versions, no fuzzy matching, no corrections, no stacks.
    """
    slots = ["departure_city", "arrival_city", "depart_date", "seat_class"]
    prompts = {s: f"What is the {s.replace('_', ' ')}?" for s in slots}
    store: dict[str, str] = {}
    samples: list[float] = []
    for r in range(rounds):
        session = f"f{r}"
        for text in script:
            t0 = time.perf_counter_ns()
            raw = store.get(session)
            state = json.loads(raw) if raw else {"flow": None, "slots": {}, "window": [], "turn": 0}
            low = text.lower()
            for flow, pattern in _TRIGGERS.items():
                if pattern.search(low):
                    state["flow"] = flow
            filled = state["slots"]
            for city in _CITY.findall(low):
                filled["departure_city" if "departure_city" not in filled else "arrival_city"] = (
                    city.title()
                )
            for word in low.split():
                if word in _WEEKDAYS:
                    filled["depart_date"] = f"weekday-{_WEEKDAYS[word]}"
                elif word in _SEATS:
                    filled["seat_class"] = _SEATS[word]
            missing = [s for s in slots if s not in filled]
            reply = (
                prompts[missing[0]] if missing else ("Booked." if _YES.search(low) else "Confirm?")
            )
            state["turn"] += 1
            state["window"] = [*state["window"][-11:], ["user", text], ["assistant", reply]]
            system = "You are a travel agent.\n" + "\n".join(f"{k}: {v}" for k, v in filled.items())
            _prompt = [{"role": "system", "content": system}] + [
                {"role": role, "content": content} for role, content in state["window"]
            ]
            store[session] = json.dumps(state)
            samples.append((time.perf_counter_ns() - t0) / 1000)
    return samples


class _Pauses:
    """The garbage collector's pauses while the blocks run, per generation: (collections,
    seconds in all, the longest)."""

    def __init__(self) -> None:
        self.by_generation: dict[int, tuple[int, float, float]] = {}
        self._start = 0.0
        gc.callbacks.append(self._seen)

    def _seen(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._start = time.perf_counter()
            return
        took = time.perf_counter() - self._start
        n, total, longest = self.by_generation.get(info["generation"], (0, 0.0, 0.0))
        self.by_generation[info["generation"]] = (n + 1, total + took, max(longest, took))

    def stop(self) -> None:
        gc.callbacks.remove(self._seen)


def calls_table(console: Console) -> None:
    """Function calls per message (``--calls``): load-independent, unlike the times."""
    import cProfile
    import pstats

    def counted(fn: Any) -> int:
        forget_texts()
        profile = cProfile.Profile()
        profile.enable()
        fn()
        profile.disable()
        return int(pstats.Stats(profile).total_calls)  # type: ignore[attr-defined]

    table = Table(title="Python function calls per message (per-text memos cleared)")
    for col in ("message", "understanding", "runtime (commands applied)", "whole turn"):
        table.add_column(col, justify="left" if col == "message" else "right")
    for name, (path, script) in SCRIPTS.items():
        run = BotRun(path, script)
        run.block(3, keep=False)  # warm up: imports, lexicons, per-flow plans
        bot, understand = run.bot, run.bot.understander.understand  # type: ignore[attr-defined]
        totals = [0, 0, 0]
        for text in script:
            saved = bot.state("calls")
            ctx = NluContext(
                state=saved, domain=bot.domain, now=CLOCK(), language=bot.domain.settings.language
            )
            nlu = counted(lambda: understand(text, ctx))  # noqa: B023
            replies: list[Any] = []
            whole = counted(lambda: replies.append(bot.handle("calls", text)) or replies[0].prompt)  # noqa: B023
            commands = replies[0].commands
            runtime = counted(
                lambda: bot.apply("calls-applied", commands, text=text).prompt  # noqa: B023
            )
            for i, n in enumerate((nlu, runtime, whole)):
                totals[i] += n
            table.add_row(f"{name}: {text}", f"{nlu:,}", f"{runtime:,}", f"{whole:,}")
        per = len(script)
        table.add_row(
            f"{name}: mean per message", *(f"{t / per:,.0f}" for t in totals), end_section=True
        )
    console.print(table)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=300)
    parser.add_argument(
        "--langgraph", action="store_true", help="also time LangGraph with the same understanding"
    )
    parser.add_argument(
        "--calls", action="store_true", help="print function calls per message instead of times"
    )
    parser.add_argument(
        "--no-freeze",
        action="store_true",
        help="leave what loading made in the garbage collector's reach (no gc.freeze)",
    )
    args = parser.parse_args(argv)
    console = Console()
    if args.calls:
        calls_table(console)
        return 0
    table = Table(
        title=f"dialogflows per-turn cost ({args.rounds} conversations per row, memory store)"
    )
    for col in ("what", "turns", "median µs", "p99 µs", "turns/s", "× floor (median)"):
        table.add_column(col, justify="right" if col != "what" else "left")
    runs = {name: BotRun(path, script) for name, (path, script) in SCRIPTS.items()}
    graphs = {name: GraphRun(run) for name, run in runs.items()} if args.langgraph else {}
    for run in runs.values():
        run.block(20, keep=False)  # warm up imports, lexicons, dateparser
    for graph in graphs.values():
        graph.block(20, keep=False)
    if not args.no_freeze:  # for every bot alike, as a process that loads once would
        gc.collect()
        gc.freeze()
    pauses = _Pauses()
    # Blocks interleave bots and floor, so a noisy neighbour slows all of them alike and the
    # ratio stays meaningful on a shared machine.
    floor_samples: list[float] = []
    block = 20
    for done in range(0, args.rounds, block):
        n = min(block, args.rounds - done)
        for name, run in runs.items():
            run.block(n)
            floor_samples += floor_loop(SCRIPTS[name][1], n)
            if name in graphs:
                graphs[name].block(n)
    rows: list[tuple[str, list[float]]] = []
    for name, run in runs.items():
        rows.append((f"{name}: whole turn", run.turns))
        rows.append((f"{name}: turn, prompt not read", run.no_prompt))
        rows.append((f"{name}: understanding only", run.nlu))
        rows.append((f"{name}: runtime only (commands applied)", run.runtime))
        if name in graphs:
            rows.append((f"{name}: LangGraph, same understanding", graphs[name].turns))
    floor = statistics.median(floor_samples)
    rows.append(("floor: dict-based loop", floor_samples))
    for name, samples in rows:
        median = statistics.median(samples)
        table.add_row(
            name,
            str(len(samples)),
            f"{median:.1f}",
            f"{percentile(samples, 0.99):.1f}",
            f"{1e6 / statistics.mean(samples):,.0f}",
            f"{median / floor:.1f}",
        )
    console.print(table)
    pauses.stop()
    console.print(
        f"garbage collector ({'frozen after load' if not args.no_freeze else 'not frozen'}): "
        + ", ".join(
            f"gen {g}: {n} collections, {total * 1e3:,.1f} ms in all, longest {longest * 1e3:,.1f} ms"
            for g, (n, total, longest) in sorted(pauses.by_generation.items())
        )
    )
    for name, graph in graphs.items():
        ratio = statistics.median(graph.turns) / statistics.median(runs[name].turns)
        console.print(f"{name}: the dialogflows turn is {ratio:.1f}x faster than LangGraph's")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
