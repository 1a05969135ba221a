"""Time the rule-based understander per message (run by hand: python bench/bench_rules.py).

Each call clears the per-text caches first, so every message is timed as a new one; the
table shows the median and 90th percentile over many calls, in microseconds.
"""

from __future__ import annotations

import statistics
import time
from datetime import datetime
from typing import Any

from dialogflows.nlu import asked_flow, choices, lexicon, value_words
from dialogflows.nlu.base import NluContext
from dialogflows.nlu.rules import RuleUnderstander
from dialogflows.spec import Domain, EntitySpec, FlowSpec, Settings, SlotSpec
from dialogflows.state import DialogueState, Slot, Task

NOW = datetime(2026, 11, 29, 10, 0)
FLIGHT = FlowSpec(
    name="book_flight",
    description="book a flight",
    triggers=["book a flight", "fly to", "订机票"],
    slots=[
        SlotSpec(name="departure_city", entity="city", patterns=["from {value}", "从{value}"]),
        SlotSpec(name="arrival_city", entity="city", patterns=["to {value}", "到{value}"]),
        SlotSpec(name="depart_date", type="date"),
        SlotSpec(name="seat_class", type="enum", values=["economy", "business"]),
        SlotSpec(name="passengers", type="integer", patterns=["{value} passengers", "{value}个人"]),
    ],
)
HOTEL = FlowSpec(name="book_hotel", description="book a hotel", triggers=["book a hotel", "订酒店"])
DOMAIN = Domain(
    settings=Settings(),
    entities={
        "city": EntitySpec(name="city", values=["New York", "Paris", "Rome", "北京", "上海"])
    },
    flows={"book_flight": FLIGHT, "book_hotel": HOTEL},
)


def st(asked: str | None = None, phase: str = "collecting", **slots: Any) -> DialogueState:
    filled = {k: Slot(name=k, value=v, source_turn=1) for k, v in slots.items()}
    task = Task(id="t", flow="book_flight", phase=phase, asked=asked, slots=filled)  # type: ignore[arg-type]
    return DialogueState(session_id="s", active_task=task)


CASES: list[tuple[str, DialogueState, str]] = [
    ("yes", st(phase="confirming", passengers=2), "en"),
    ("business", st("seat_class"), "en"),
    ("bussiness", st("seat_class"), "en"),
    ("next friday please", st("depart_date"), "en"),
    ("book a hotel", st("depart_date"), "en"),
    ("what's the weather like?", DialogueState(session_id="s"), "en"),
    ("no, make it Friday", st(phase="confirming", depart_date="2026-11-30"), "en"),
    ("I want to fly to Rome from New York next friday", DialogueState(session_id="s"), "en"),
    ("好的", st(phase="confirming", passengers=2), "zh"),
    ("后天", st("depart_date"), "zh"),
    ("两个人", st("passengers"), "zh"),
    ("我对海鲜过敏", DialogueState(session_id="s"), "zh"),
    ("不是明天，是后天", st(phase="confirming", depart_date="2026-11-30"), "zh"),
    ("订机票，从北京到上海，后天", DialogueState(session_id="s"), "zh"),
]


class _GrammarMemos:
    """The value grammars' memos of texts read (one per grammar built, per lexicon)."""

    @staticmethod
    def cache_clear() -> None:
        value_words.forget_texts()


#: memos keyed by the text: they help a message seen before ("yes"), not a new one
PER_TEXT_CACHES = (
    _GrammarMemos,
    lexicon.normalize,
    choices._mentions,
    asked_flow.two_clauses,
)


def main(repeat: int = 400) -> None:
    rules = RuleUnderstander(DOMAIN)
    print(f"{'message':<50} {'median µs':>10} {'p90 µs':>8}")
    for text, state, language in CASES:
        ctx = NluContext(state=state, domain=DOMAIN, now=NOW, language=language)
        rules.understand(text, ctx)  # warm up: imports, first-call caches
        samples = []
        for _ in range(repeat):
            for cache in PER_TEXT_CACHES:
                cache.cache_clear()
            t0 = time.perf_counter()
            rules.understand(text, ctx)
            samples.append((time.perf_counter() - t0) * 1e6)
        samples.sort()
        p90 = samples[int(len(samples) * 0.9)]
        print(f"{text:<50} {statistics.median(samples):>10.1f} {p90:>8.1f}")


if __name__ == "__main__":
    main()
