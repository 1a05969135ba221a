"""Checks of flows with ``steps:`` and of flow guards (``if:``), at load time.

Each check is its own function over the whole domain, so they join the other checks of
``checks.py`` one by one: a ``next`` naming no step, a step no path reaches, a loop that
never waits for the user, flows that call each other in a circle, a branch that can fall
through, a condition that does not parse or names a slot or result nobody has. Any of
these would otherwise surface mid-conversation as a task that hangs, spins, or ends in
front of a user.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator
from typing import TYPE_CHECKING, Any

from .conditions import Condition, ConditionError, Name, equal_values, parse
from .errors import SpecIssue
from .spec import Domain, FlowSpec, SlotType
from .spec_steps import TERMINAL_STEPS, StepSpec
from .suggest import did_you_mean
from .template_checks import template_issues

if TYPE_CHECKING:
    from .yaml_source import SourceMap

Path = tuple[str | int, ...]
#: step kinds that wait for the user
_WAITING = ("collect", "confirm")


def check_steps(
    domain: Domain, marks: SourceMap, also_flows: Collection[str] = ()
) -> list[SpecIssue]:
    """Every step check over every flow; see the module docstring."""
    issues: list[SpecIssue] = []
    for check in STEP_CHECKS:
        issues.extend(check(domain, marks, set(domain.flows) | set(also_flows)))
    return issues


def _stepped(domain: Domain) -> Iterator[tuple[FlowSpec, list[str], list[StepSpec], Path]]:
    for flow in domain.flows.values():
        if flow.steps is not None:
            yield flow, flow.step_ids, flow.steps, ("flows", flow.name, "steps")


def _targets(step: StepSpec, i: int, ids: list[str]) -> list[tuple[str, Path]]:
    """The steps a step can go to, with where each is written (relative to the step)."""
    if step.branch is not None:
        return [
            (case.target, ("branch", j, "else" if case.otherwise is not None else "next"))
            for j, case in enumerate(step.branch)
        ]
    if step.end is not None or step.link is not None:
        return []
    if step.next is not None:
        return [(step.next, ("next",))]
    return [(ids[i + 1] if i + 1 < len(ids) else "done", ())]


def unknown_steps(domain: Domain, marks: SourceMap, flows: set[str]) -> Iterator[SpecIssue]:
    """A ``next`` or branch case naming no step; a step id used twice; a ``collect`` or
    ``set`` naming no slot; a ``call`` or ``link`` naming no flow."""
    for flow, ids, steps, base in _stepped(domain):
        known = [*ids, *TERMINAL_STEPS]
        seen: set[str] = set()
        slots = set(flow.slot_names)
        for i, step in enumerate(steps):
            if step.id is not None and step.id in seen:
                yield marks.issue(
                    (*base, i, "id"),
                    "unknown-step",
                    f"two steps of the flow `{flow.name}` have the id `{step.id}`",
                    "step ids are unique within a flow; rename one",
                )
            seen.add(ids[i])
            for target, where in _targets(step, i, ids):
                if where and target not in known:
                    yield marks.issue(
                        (*base, i, *where),
                        "unknown-step",
                        f"`{target}` is not a step of the flow `{flow.name}`",
                        _near(target, known) or "steps: " + ", ".join(known),
                    )
            named: list[tuple[str, Path]] = [
                (n, ("collect", j)) for j, n in enumerate(step.collect or ())
            ]
            named += [(n, ("set", n)) for n in step.set or {}]
            for name, where in named:
                if name not in slots:
                    yield marks.issue(
                        (*base, i, *where),
                        "unknown-step-slot",
                        f"the step names `{name}`, which is not a slot of the flow `{flow.name}`",
                        _near(name, sorted(slots)) or "declare it under `slots:`",
                        on_key=where[0] == "set",
                    )
            for key in ("call", "link"):
                target = getattr(step, key)
                if target is not None and target not in flows:
                    yield marks.issue(
                        (*base, i, key),
                        "unknown-flow-link",
                        f"`{key}` points to the flow `{target}`, which does not exist",
                        _near(target, sorted(flows)) or "flows: " + ", ".join(sorted(flows)),
                    )


def unreachable_steps(domain: Domain, marks: SourceMap, flows: set[str]) -> Iterator[SpecIssue]:
    """A step no path from the first step reaches: it can never run."""
    for flow, ids, steps, base in _stepped(domain):
        edges = _edges(ids, steps)
        seen = {ids[0]}
        todo = [ids[0]]
        while todo:
            for nxt in edges.get(todo.pop(), ()):
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        for i, sid in enumerate(ids):
            if sid not in seen:
                yield marks.issue(
                    (*base, i),
                    "unreachable-step",
                    f"the step `{sid}` of the flow `{flow.name}` can never run: no step goes to it",
                    "give a step before it a `next:` to it, or remove it; a step after an "
                    "`end`, `link` or `branch` runs only when named",
                )


def _edges(ids: list[str], steps: list[StepSpec]) -> dict[str, list[str]]:
    return {
        sid: [t for t, _ in _targets(s, i, ids)]
        for i, (sid, s) in enumerate(zip(ids, steps, strict=True))
    }


def idle_cycles(domain: Domain, marks: SourceMap, flows: set[str]) -> Iterator[SpecIssue]:
    """A loop of steps none of which waits for the user (``collect`` or ``confirm``): the
    task would run round it for ever within one turn."""
    for flow, ids, steps, base in _stepped(domain):
        kinds = dict(zip(ids, (s.kind for s in steps), strict=True))
        edges = _edges(ids, steps)
        reported: set[frozenset[str]] = set()
        for i, start in enumerate(ids):
            if kinds[start] in _WAITING:
                continue
            # a path from `start` back to it through steps that do not wait
            stack: list[tuple[str, list[str]]] = [(t, [start]) for t in edges.get(start, ())]
            found: list[str] | None = None
            visited: set[str] = set()
            while stack and found is None:
                cur, path = stack.pop()
                if cur == start:
                    found = path
                    break
                if cur in visited or cur not in kinds or kinds[cur] in _WAITING:
                    continue
                visited.add(cur)
                stack.extend((t, [*path, cur]) for t in edges.get(cur, ()))
            if found is None or frozenset(found) in reported:
                continue
            reported.add(frozenset(found))
            loop = " → ".join([*found, start])
            yield marks.issue(
                (*base, i),
                "step-cycle",
                f"the steps {loop} of the flow `{flow.name}` go round without asking the "
                "user anything, so the task would never stop",
                "put a `collect` or `confirm` step in the loop, or end it with a branch",
            )


def call_cycles(domain: Domain, marks: SourceMap, flows: set[str]) -> Iterator[SpecIssue]:
    """Flows that call each other in a circle (directly or through others): each call
    would start the next, and no task would ever come back."""
    calls: dict[str, list[tuple[str, int]]] = {}
    for flow, _, steps, _ in _stepped(domain):
        calls[flow.name] = [(s.call, i) for i, s in enumerate(steps) if s.call is not None]
    reported: set[frozenset[str]] = set()
    for name in sorted(calls):
        for callee, i in calls[name]:
            path = _call_path(calls, callee, name)
            if path is None:
                continue
            ring = frozenset([name, *path])
            if ring in reported:
                continue
            reported.add(ring)
            loop = " → ".join([name, *path, name]) if path[-1:] != [name] else name
            yield marks.issue(
                ("flows", name, "steps", i, "call"),
                "call-cycle",
                f"the flows call each other in a circle: {loop}",
                "a flow may not call itself, directly or through the flows it calls; use "
                "`next:` to go back to a step instead",
            )


def _call_path(calls: dict[str, list[tuple[str, int]]], start: str, goal: str) -> list[str] | None:
    """The chain of calls from ``start`` that reaches ``goal``, or None."""
    stack: list[tuple[str, list[str]]] = [(start, [start])]
    seen: set[str] = set()
    while stack:
        cur, path = stack.pop()
        if cur == goal:
            return path[:-1] if len(path) > 1 else path
        if cur in seen:
            continue
        seen.add(cur)
        stack.extend((c, [*path, c]) for c, _ in calls.get(cur, ()))
    return None


def falling_branches(domain: Domain, marks: SourceMap, flows: set[str]) -> Iterator[SpecIssue]:
    """A branch with no ``else`` whose cases can all fail: the task would stop there."""
    for flow, _, steps, base in _stepped(domain):
        for i, step in enumerate(steps):
            if step.branch is None or any(c.otherwise is not None for c in step.branch):
                continue
            conditions = []
            for case in step.branch:
                try:
                    conditions.append(parse(case.when if case.when is not None else True))
                except ConditionError:
                    conditions = []
                    break
            if not conditions or _exhaustive(flow, conditions):
                continue
            yield marks.issue(
                (*base, i, "branch"),
                "branch-falls-through",
                f"no case of this branch of the flow `{flow.name}` may hold, and it has no "
                "`else`: the task would stop here",
                "add `- else: STEP` as the last case",
                on_key=True,
            )


def _exhaustive(flow: FlowSpec, conditions: list[Condition]) -> bool:
    """Some case always holds: one is always true, or together they test every value of
    one yes/no or enum slot."""
    if any(c.constant is True for c in conditions):
        return True
    tested: dict[str, set[Any]] = {}
    for c in conditions:
        found = equal_values(c)
        if found is None:
            return False
        name, values = found
        if name.scope:
            return False
        tested.setdefault(name.key, set()).update(values)
    if len(tested) != 1:
        return False
    key, values = next(iter(tested.items()))
    slot = flow.slot(key)
    if slot is None or not slot.required:
        return False
    if slot.type is SlotType.BOOLEAN:
        return {True, False} <= values
    if slot.type is SlotType.ENUM and slot.values:
        return {v.casefold() for v in slot.values} <= {str(v).casefold() for v in values}
    return False


def condition_names(domain: Domain, marks: SourceMap, flows: set[str]) -> Iterator[SpecIssue]:
    """A condition that does not parse, or names a slot or result that does not exist: a
    bare name in a branch is the flow's own; ``last.NAME`` one of any flow; a flow guard
    reads only ``belief.``, ``user.`` and ``last.``."""
    every = {n for f in domain.flows.values() for n in (*f.slot_names, *f.result_names)}
    for flow in domain.flows.values():
        own = {*flow.slot_names, *flow.result_names}
        if flow.guard is not None:
            yield from _condition(marks, flow.guard, ("flows", flow.name, "if"), set(), every)
        for i, step in enumerate(flow.steps or ()):
            for j, case in enumerate(step.branch or ()):
                if case.when is not None:
                    path: Path = ("flows", flow.name, "steps", i, "branch", j, "when")
                    yield from _condition(marks, case.when, path, own, every)


def _condition(
    marks: SourceMap, source: str | bool, path: Path, own: set[str], every: set[str]
) -> Iterator[SpecIssue]:
    try:
        condition = parse(source)
    except ConditionError as e:
        yield marks.issue(
            path,
            "bad-condition",
            f"the condition {source!r} does not read: {e}",
            "write comparisons (==, !=, <, <=, >, >=, in) of names and values, joined "
            "with and / or / not",
            char=e.column if isinstance(source, str) else None,
        )
        return
    for name in condition.names:
        problem = _unknown(name, own, every)
        if problem is not None:
            yield marks.issue(path, "unknown-condition-name", problem[0], problem[1])


def _unknown(name: Name, own: set[str], every: set[str]) -> tuple[str, str | None] | None:
    if name.scope == "last" and name.key not in every:
        return (
            f"`{name}` names `{name.key}`, which is no slot or result of any flow",
            _near(name.key, sorted(every)),
        )
    if not name.scope and name.key not in own:
        if not own:
            return (
                f"a flow guard cannot read `{name}`: no task runs when it is asked",
                f"write `last.{name}`, `belief.{name}` or `user.{name}`",
            )
        return (
            f"`{name}` is not a slot or result of this flow",
            _near(name.key, sorted(own)) or "known: " + ", ".join(sorted(own)),
        )
    return None


def _near(word: str, choices: list[str]) -> str | None:
    return did_you_mean(word, choices)


def step_templates(domain: Domain, marks: SourceMap, flows: set[str]) -> Iterator[SpecIssue]:
    """The texts of ``say``, ``confirm`` and ``end`` steps: fields the flow fills; and a
    flow that lists results but has no ``action`` step to produce them."""
    for flow, _, steps, base in _stepped(domain):
        fields = {*flow.slot_names, *flow.result_names}
        for i, step in enumerate(steps):
            for key in ("say", "confirm"):
                text = getattr(step, key)
                if isinstance(text, str):
                    yield from template_issues(
                        marks, flow, text, (*base, i, key), fields, f"`{key}` step"
                    )
        if flow.results and not any(s.action is not None for s in steps):
            yield marks.issue(
                ("flows", flow.name, "results"),
                "never-finishes",
                f"the flow `{flow.name}` declares results but has no `action` step to produce them",
                "add a step `- action: <name>` (registered with @bot.action) or remove `results`",
                on_key=True,
            )


Check = Callable[[Domain, "SourceMap", set[str]], Iterator[SpecIssue]]
#: the step checks, each a function over the domain
STEP_CHECKS: tuple[Check, ...] = (
    unknown_steps,
    unreachable_steps,
    idle_cycles,
    call_cycles,
    falling_branches,
    condition_names,
    step_templates,
)
