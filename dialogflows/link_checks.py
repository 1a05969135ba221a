"""Flows that hand over to each other in a circle that never asks the user anything.

``next:``, a branch's ``goto:`` and a ``link`` step each start another flow when one ends;
a circle of them where no flow waits for an answer would start them one after another
without end at the first message. Found at load time over the whole domain (``check_domain``
runs it), reported at the link that closes the circle.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import TYPE_CHECKING

from .errors import SpecIssue
from .spec import Domain, FlowSpec

if TYPE_CHECKING:
    from .yaml_source import SourceMap

Path = tuple[str | int, ...]


def link_cycles(domain: Domain, marks: SourceMap) -> Iterator[SpecIssue]:
    """Flows that hand over to each other (``next:``, a branch's ``goto:``) in a circle
    where none stops to ask anything: the first answer would start them one after another
    without end. A circle with a confirmation, or with a required slot the flow before it
    does not carry over, waits for the user at each round, and is allowed ("another one?")."""
    edges: dict[str, list[tuple[str, Path]]] = {}
    for name, flow in domain.flows.items():
        links: list[tuple[str, Path]] = []
        if flow.next is not None:
            links.append((flow.next, ("flows", name, "next")))
        for i, branch in enumerate(flow.branches):
            if branch.goto is not None:
                links.append((branch.goto, ("flows", name, "branches", i, "goto")))
        for i, step in enumerate(flow.steps or ()):  # a flow with steps hands over by `link`
            if step.link is not None:
                links.append((step.link, ("flows", name, "steps", i, "link")))
        edges[name] = [(t, p) for t, p in links if t in domain.flows]
    seen: set[tuple[str, ...]] = set()

    def stops(flow: FlowSpec, before: FlowSpec) -> bool:
        carried = set(before.slot_names)
        if flow.steps is None:
            asked, confirms = set(flow.slot_names), bool(flow.confirm)
        else:  # only what its steps collect is asked; a confirm step waits for a yes
            asked = {n for step in flow.steps for n in step.collect or ()}
            confirms = any(step.kind == "confirm" for step in flow.steps)
        return confirms or any(
            s.required and s.when is None and s.name in asked and s.name not in carried
            for s in flow.slots
        )

    def walk(path: list[tuple[str, Path]]) -> Iterator[SpecIssue]:
        here = path[-1][0]
        for target, where in edges[here]:
            names = [n for n, _ in path]
            if target in names:
                cycle = [*path[names.index(target) :], (target, where)]
                flows = [domain.flows[n] for n, _ in cycle]
                ring = tuple(n for n, _ in cycle[:-1])
                key = min(ring[i:] + ring[:i] for i in range(len(ring)))
                if key in seen or any(stops(b, a) for a, b in itertools.pairwise(flows)):
                    continue
                seen.add(key)
                chain = " → ".join(n for n, _ in cycle)
                linked = where[-1] == "link"  # closed by a `link` step of a flow with steps
                yield marks.issue(
                    where,
                    "link-cycle" if linked else "cyclic-next",
                    f"these flows hand over to each other without end: {chain}, and none of "
                    "them asks anything on the way",
                    "end the circle, or give one of them a `collect` or `confirm` step"
                    if linked
                    else "end the circle, or give one of them a `confirm:` or a slot to ask",
                )
                continue
            yield from walk([*path, (target, where)])

    for name in sorted(edges):
        yield from walk([(name, ("flows", name))])
