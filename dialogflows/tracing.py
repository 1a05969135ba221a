"""OpenTelemetry spans for each turn, or nothing at all when OpenTelemetry is not installed.

A turn is one ``dialogflows.turn`` span with a child per stage: ``dialogflows.understand``,
``dialogflows.apply``, ``dialogflows.action`` (one per action run), ``dialogflows.save`` and
``dialogflows.render``. The turn span carries the flow, phase and version the turn ended
with (``dialogflows.flow``, ``dialogflows.phase``, ``dialogflows.version``), so a slow or
failing turn can be found by where the conversation was.

Only ``opentelemetry-api`` is imported (the ``otel`` extra); where the spans go is the
application's choice of SDK and exporter. Without the API installed, ``span`` returns one
shared do-nothing context manager: no allocation, no lookups, nothing on the turn's path; with
the API but no SDK set up yet, the same (the check is one global read per span).
Nothing the user typed is put on a span.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Awaitable, Callable, Generator, Iterator, Mapping
from contextlib import AbstractContextManager, contextmanager
from typing import Any, ParamSpec, TypeVar

__all__ = ["aturn", "enabled", "from_headers", "span", "steps", "turn", "turn_attributes"]

P = ParamSpec("P")
R = TypeVar("R")
Y = TypeVar("Y")
S = TypeVar("S")

try:
    from opentelemetry import context as _context
    from opentelemetry import propagate as _propagate
    from opentelemetry import trace as _trace
except ImportError:  # the otel extra is not installed
    _trace = None  # type: ignore[assignment]

_tracer: Any = None
_ENVIRON_AT_IMPORT = frozenset(os.environ)
#: the API module keeps its provider in a global that is None until one is set, and the
#: environment named none to load: then "no provider yet" is that global being None, read
#: in place on the turn's path (each span, the turn, the apply stage) instead of a call to
#: ``_provider_set`` each (five a turn)
_UNSET_IS_NONE = (
    _trace is not None
    and hasattr(_trace, "_TRACER_PROVIDER")
    and "OTEL_PYTHON_TRACER_PROVIDER" not in _ENVIRON_AT_IMPORT
)


class _Nothing:
    """A context manager that does nothing and yields None, shared by every call."""

    __slots__ = ()

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None


_NOTHING = _Nothing()


def enabled() -> bool:
    """Whether spans are made (``opentelemetry-api`` is importable)."""
    return _trace is not None


def span(name: str, **attributes: Any) -> AbstractContextManager[Any]:
    """A child span of the current one, named ``dialogflows.<name>``; a no-op without OTel.

    The span records an exception that leaves it, and is current inside the ``with``, so the
    spans of the stages nest under the turn's.
    """
    if _trace is None or (_UNSET_IS_NONE and _trace._TRACER_PROVIDER is None):
        return _NOTHING  # no SDK set up (yet): a span would go nowhere
    if not _provider_set():
        return _NOTHING
    global _tracer
    if _tracer is None:
        # a proxy that follows whatever provider the application sets, now or later
        _tracer = _trace.get_tracer("dialogflows")
    return _tracer.start_as_current_span(  # type: ignore[no-any-return]
        f"dialogflows.{name}", attributes=attributes or None
    )


_provider_seen = False
_UNKNOWN = object()


def _provider_set() -> bool:
    """Whether an SDK's tracer provider is set. ``get_tracer_provider()`` looks the process
    environment up on every call until one is (some µs, several times a turn): once set, a
    provider stays (OpenTelemetry refuses to replace it), so that answer is kept; until then
    the API module's own global is read, and the public call is made only when the module
    has no such global or the environment names a provider to load."""
    global _provider_seen
    if _provider_seen:
        return True
    current = getattr(_trace, "_TRACER_PROVIDER", _UNKNOWN)
    if current is None and "OTEL_PYTHON_TRACER_PROVIDER" not in _ENVIRON_AT_IMPORT:
        return False
    _provider_seen = not isinstance(_trace.get_tracer_provider(), _trace.ProxyTracerProvider)
    return _provider_seen


def turn_attributes(current: Any, state: Any) -> None:
    """Put where the conversation ended up on the turn's span (``current`` may be None)."""
    if current is None or state is None:
        return
    task = state.active_task
    current.set_attribute("dialogflows.phase", state.phase)
    current.set_attribute("dialogflows.version", state.version)
    if task is not None:
        current.set_attribute("dialogflows.flow", task.flow)


def turn(fn: Callable[P, R]) -> Callable[P, R]:
    """Make each call of a dispatcher entry point (``handle``, ``apply``) a turn span."""
    if _trace is None:
        return fn

    @functools.wraps(fn)
    def traced(*args: P.args, **kwargs: P.kwargs) -> R:
        if (_UNSET_IS_NONE and _trace._TRACER_PROVIDER is None) or not _provider_set():
            return fn(*args, **kwargs)  # no SDK set up: the turn and its stages go nowhere
        with span("turn") as current:
            reply = fn(*args, **kwargs)
            turn_attributes(current, getattr(reply, "state", None))
            return reply

    return traced


def aturn(fn: Callable[P, Awaitable[R]]) -> Callable[P, Awaitable[R]]:
    """``turn`` for ``ahandle``."""
    if _trace is None:
        return fn

    @functools.wraps(fn)
    async def traced(*args: P.args, **kwargs: P.kwargs) -> R:
        if (_UNSET_IS_NONE and _trace._TRACER_PROVIDER is None) or not _provider_set():
            return await fn(*args, **kwargs)
        with span("turn") as current:
            reply = await fn(*args, **kwargs)
            turn_attributes(current, getattr(reply, "state", None))
            return reply

    return traced


def steps(name: str, gen: Generator[Y, S, R]) -> Generator[Y, S, R]:
    """Each run of ``gen`` up to its next yield as one span: the turn applying commands, cut
    where it hands an action out (the action's own span sits between two of these)."""
    if _trace is None or (_UNSET_IS_NONE and _trace._TRACER_PROVIDER is None):
        return gen  # no SDK set up: a generator around the turn's would only cost
    if not _provider_set():
        return gen
    return _steps(name, gen)


def _steps(name: str, gen: Generator[Y, S, R]) -> Generator[Y, S, R]:
    sent: Any = None
    first = True
    while True:
        with span(name):
            try:
                item = next(gen) if first else gen.send(sent)
            except StopIteration as stop:
                result: R = stop.value
                return result
        first = False
        sent = yield item


@contextmanager
def from_headers(headers: Mapping[str, str]) -> Iterator[None]:
    """Continue the trace a caller started (W3C ``traceparent``), if it sent one."""
    if _trace is None or "traceparent" not in headers:
        yield
        return
    token = _context.attach(_propagate.extract(dict(headers)))
    try:
        yield
    finally:
        _context.detach(token)
