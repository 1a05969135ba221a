"""A flow's diagram for the page: the mermaid source ``dialogflows graph`` prints, with the
state the task is in marked.

The source comes from ``compiler.diagram``, the function ``graph`` calls, so the page draws
whatever the compiled machine is. ``transitions`` marks states with ``Class <state> s_<kind>``
lines (its initial state as ``s_active``); the page moves ``s_active`` to the current state
and leaves every other line as it is.
"""

from __future__ import annotations

import re

from ..compiler import CompiledFlow, diagram

__all__ = ["Diagrams", "mark_state"]

_CLASS_LINE = re.compile(
    r"^([ \t]*)Class (\S+) s_(?:active|default|previous|inactive)[ \t]*$", re.M
)


class Diagrams:
    """The diagrams of one domain's compiled flows, each drawn once, on first use."""

    def __init__(self, flows: dict[str, CompiledFlow]) -> None:
        self.flows = flows
        self._sources: dict[str, str] = {}

    def __call__(self, flow: str, state: str | None) -> str | None:
        """The flow's mermaid source with ``state`` marked as the current one (None for a
        flow this domain does not have)."""
        source = self._sources.get(flow)
        if source is None:
            compiled = self.flows.get(flow)
            if compiled is None:
                return None
            source = self._sources[flow] = diagram(compiled, "mermaid")
        return mark_state(source, state)


def mark_state(source: str, state: str | None) -> str:
    """``source`` with ``state`` (and only it) drawn as active; None marks nothing.

    A nested state (``collect_date.asking``: a step with phases inside) has no class line of
    its own; the states that hold it (``collect_date``) are marked instead.
    """
    parts = state.split(".") if state else []
    marked = {".".join(parts[:n]) for n in range(1, len(parts) + 1)}

    def line(m: re.Match[str]) -> str:
        kind = "active" if m.group(2) in marked else "default"
        return f"{m.group(1)}Class {m.group(2)} s_{kind}"

    return _CLASS_LINE.sub(line, source)
