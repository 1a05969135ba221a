"""``/metrics``: turns, their latency, conflicts, fallbacks, actions and refusals, for Prometheus.

Every app has its own registry, so two apps in one process (tests, an app mounted twice)
count apart. With several workers (``serve(..., workers=N)``) each worker is its own process
and a scrape reaches one of them; ``serve`` then points ``PROMETHEUS_MULTIPROC_DIR`` at a
fresh folder before the workers start, and every worker answers for all of them
(prometheus-client's multiprocess mode).

What counts as what:
- a *turn* is a message or commands request that reached the dispatcher; its outcome is
  ``ok``, ``conflict`` (409), ``unavailable`` (503) or ``error``;
- a *fallback* is a turn in which nothing was understood: the understanding failed, or
  produced no command but ``chitchat`` (small talk and gibberish alike: a bot whose
  fallbacks climb is being asked things its flows do not cover), or the bot said its
  ``not_understood`` reply;
- an *action* is a flow's action run this turn, ``ok`` (it returned) or ``failed``;
- *conflicts* are turns refused with 409 after the dispatcher's own retries;
- *rejected* requests are refused before any turn: ``unauthorized``, ``forbidden``,
  ``rate_limited``;
- *worker turns* are the turns of each worker process (a gauge, one series per live worker,
  labelled ``pid`` when there are several): whether the load is spread over them.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from .errors import MissingExtraError

if TYPE_CHECKING:
    from .dispatcher import Reply

__all__ = ["CONTENT_TYPE", "Metrics"]

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"

#: Turn latency buckets, in seconds: a rules turn takes about a millisecond, an LLM turn seconds.
BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)


class Metrics:
    """The counters one app keeps, and their text exposition."""

    def __init__(self, not_understood: str) -> None:
        try:
            import prometheus_client as prom
        except ImportError:
            raise MissingExtraError("/metrics", "server") from None
        self._prom: Any = prom
        self._multiprocess = bool(os.environ.get("PROMETHEUS_MULTIPROC_DIR"))
        # in multiprocess mode the values live in files, read by a collector at scrape time
        registry = None if self._multiprocess else prom.CollectorRegistry(auto_describe=True)
        self.registry = registry
        self.turns = prom.Counter(
            "dialogflows_turns", "Turns handled, by outcome", ["outcome"], registry=registry
        )
        self.latency = prom.Histogram(
            "dialogflows_turn_seconds",
            "Time from a turn's request to its reply, in the dispatcher",
            buckets=BUCKETS,
            registry=registry,
        )
        self.conflicts = prom.Counter(
            "dialogflows_conflicts", "Turns refused with 409 after retries", registry=registry
        )
        self.fallbacks = prom.Counter(
            "dialogflows_fallbacks", "Turns that were not understood", registry=registry
        )
        self.actions = prom.Counter(
            "dialogflows_actions", "Flow actions run, by outcome", ["outcome"], registry=registry
        )
        self.rejected = prom.Counter(
            "dialogflows_rejected_requests",
            "Requests refused before any turn, by reason",
            ["reason"],
            registry=registry,
        )
        # one series per live worker (labelled pid by prometheus-client with several
        # workers): how the connections, and so the turns, are spread over the workers
        self.worker_turns = prom.Gauge(
            "dialogflows_worker_turns",
            "Turns this worker process handled since it started",
            registry=registry,
            multiprocess_mode="liveall",
        )
        self._not_understood = not_understood
        self._ok = self.turns.labels("ok")

    def turn(self, reply: Reply, seconds: float) -> None:
        """Count one turn that returned a reply."""
        self._ok.inc()
        self.worker_turns.inc()
        self.latency.observe(seconds)
        fallback = self._not_understood in reply.messages or all(
            c.type == "chitchat" for c in reply.commands
        )
        for event in reply.events:
            kind = event.type
            if kind == "results_set":
                self.actions.labels("ok").inc()
            elif kind == "action_failed":
                self.actions.labels("failed").inc()
            elif kind == "understanding_failed":
                fallback = True
        if fallback:
            self.fallbacks.inc()

    def failed(self, outcome: str, seconds: float) -> None:
        """Count one turn that ended in an error (``conflict``, ``unavailable``, ``error``)."""
        self.turns.labels(outcome).inc()
        self.worker_turns.inc()
        self.latency.observe(seconds)
        if outcome == "conflict":
            self.conflicts.inc()

    def render(self) -> bytes:
        prom = self._prom
        if self._multiprocess:
            from prometheus_client import multiprocess

            registry = prom.CollectorRegistry()
            multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
            return bytes(prom.generate_latest(registry))
        return bytes(prom.generate_latest(self.registry))
