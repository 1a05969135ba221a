"""OpenTelemetry spans of a turn, recorded by the SDK's in-memory exporter while a real
server on loopback handles a laundry pickup conversation.

One ``dialogflows.turn`` span per turn, with children for understanding, applying, the
action, saving and (when the prompt is read) rendering; the turn says where the conversation
ended up (flow, phase, version), never what the user typed. A caller's ``traceparent``
continues its trace. Without OpenTelemetry installed the hooks are not even wrapped in.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from collections.abc import Iterator
from typing import Any

import pytest
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from dialogflows import Dispatcher

try:
    from http_server import LAUNDRY, ROOT, running
except ImportError:  # tests/ imported as a package
    from tests.http_server import LAUNDRY, ROOT, running

_EXPORTER = InMemorySpanExporter()


@pytest.fixture
def spans() -> Iterator[InMemorySpanExporter]:
    """The process's tracer provider (set once: OpenTelemetry allows no second one)."""
    if not isinstance(trace.get_tracer_provider(), TracerProvider):
        provider = TracerProvider()
        provider.add_span_processor(SimpleSpanProcessor(_EXPORTER))
        trace.set_tracer_provider(provider)
    _EXPORTER.clear()
    yield _EXPORTER
    _EXPORTER.clear()


SAID = ["i need a laundry pickup", "3 bags pls", "dry cleaning", "yup go ahead"]


def test_each_turn_is_a_span_with_a_child_per_stage(spans: InMemorySpanExporter) -> None:
    with running(Dispatcher.from_path(LAUNDRY)) as client:
        for text in SAID:
            r = client.post("/sessions/t1/messages", json={"text": text, "user_id": "hana"})
            assert r.status_code == 200
        r = client.post("/sessions/t1/messages?prompt=true", json={"text": "thx!"})
        assert r.json()["prompt"]
    finished = spans.get_finished_spans()
    turns = [s for s in finished if s.name == "dialogflows.turn"]
    assert len(turns) == 5

    def children(parent: Any) -> list[str]:
        return [
            s.name
            for s in finished
            if s.parent is not None and s.parent.span_id == parent.context.span_id
        ]

    for turn in turns:
        kids = children(turn)
        assert {"dialogflows.understand", "dialogflows.apply", "dialogflows.save"} <= set(kids)
    first, booking = turns[0], turns[3]
    assert dict(first.attributes or {}) == {
        "dialogflows.phase": "collecting",
        "dialogflows.version": 1,
        "dialogflows.flow": "schedule_pickup",
    }
    assert booking.attributes is not None and booking.attributes["dialogflows.phase"] == "chitchat"
    actions = [s for s in finished if s.name == "dialogflows.action"]
    assert [a.attributes["dialogflows.action"] for a in actions if a.attributes] == [
        "schedule_pickup"
    ]
    assert actions[0].parent is not None
    assert actions[0].parent.span_id == booking.context.span_id
    # the prompt was read once, for the last turn, while the request was served
    renders = [s for s in finished if s.name == "dialogflows.render"]
    assert len(renders) == 1
    # nothing the user typed is on a span
    values = [str(v) for s in finished for v in (s.attributes or {}).values()]
    assert not any(text in value for text in SAID for value in values)


def test_a_callers_traceparent_is_continued(spans: InMemorySpanExporter) -> None:
    trace_id = "4bf92f3577b34da6a3ce929d0e0e4736"
    with running(Dispatcher.from_path(LAUNDRY)) as client:
        client.post(
            "/webhooks/rest/webhook",
            json={"sender": "t2", "message": "i need a laundry pickup"},
            headers={"traceparent": f"00-{trace_id}-00f067aa0ba902b7-01"},
        )
    (turn,) = [s for s in spans.get_finished_spans() if s.name == "dialogflows.turn"]
    assert f"{turn.context.trace_id:032x}" == trace_id
    assert turn.parent is not None and f"{turn.parent.span_id:016x}" == "00f067aa0ba902b7"


def test_without_opentelemetry_nothing_is_wrapped() -> None:
    code = textwrap.dedent(
        f"""
        import sys
        sys.modules["opentelemetry"] = None  # as if the otel extra were not installed
        from dialogflows import Dispatcher, tracing
        assert not tracing.enabled()
        assert tracing.span("turn") is tracing.span("save")  # one shared no-op
        assert not hasattr(Dispatcher.handle, "__wrapped__")
        bot = Dispatcher.from_path({str(LAUNDRY)!r})
        print(bot.handle("s", "i need a laundry pickup").messages)
        """
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "['How many bags?']"
