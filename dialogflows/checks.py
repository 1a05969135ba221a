"""Checks that need the whole domain: what one file's shape cannot tell.

A template naming a field no slot fills, a ``when:`` that can never hold, a link to a flow
that does not exist, a slot that waits on itself: each would only show up mid-conversation,
in front of a user, so they are found here at load time and reported with their position.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Collection, Iterator
from typing import TYPE_CHECKING, Any

from .belief_checks import check_beliefs
from .errors import SpecIssue
from .kind_checks import address_undeclared, kind_issues, round_trip_issues
from .link_checks import link_cycles
from .patterns import PATTERNS
from .spec import (
    BOOLEAN_SYNONYM_KEYS,
    NUMBERED_TYPES,
    TEMPLATE_FIELD,
    Domain,
    EntitySpec,
    FlowSpec,
    SlotSpec,
    SlotType,
)
from .step_checks import check_steps
from .suggest import did_you_mean as did_you_mean  # importable from here, as before
from .template_checks import template_issues as template_issues

if TYPE_CHECKING:
    from .yaml_source import SourceMap

#: Issues with these codes are reported but do not stop a domain from loading.
WARNING_CODES: frozenset[str] = frozenset(
    {"ambiguous-trigger", "unregistered-action", "undeclared-kind"}
)

#: Date bounds the runtime understands (``nlu/values.py``): ``today``, ``tomorrow``, a number
#: of days from today (``+30d``, ``-1d``, ``14 days``) or an ISO date.
DATE_BOUND = re.compile(
    r"^(today|tomorrow)$|^([+-]?\d+)\s*d(?:ays?)?$|^(\d{4}-\d{2}-\d{2})$", re.IGNORECASE
)
TIME_BOUND = re.compile(r"^\s*([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?\s*$")
#: Text slots take min/max as a length in characters.
_BOUNDED = (*NUMBERED_TYPES, SlotType.TEXT, SlotType.DATE, SlotType.TIME)

Path = tuple[str | int, ...]


def check_domain(
    domain: Domain,
    marks: SourceMap,
    *,
    also_flows: Collection[str] = (),
    also_entities: Collection[str] = (),
) -> list[SpecIssue]:
    """Cross-reference checks over a loaded domain.

    Args:
        domain: the merged domain.
        marks: where each value was written (from the loader).
        also_flows: names of flows that exist but failed validation; links to them are not
            reported again as unknown.
        also_entities: the same for entities.
    """
    issues: list[SpecIssue] = []
    for name, entity in domain.entities.items():
        issues.extend(_synonym_issues(marks, ("entities", name), entity.values, entity.synonyms))
    for flow in domain.flows.values():
        checker = _FlowChecker(domain, flow, marks, set(also_flows), set(also_entities))
        issues.extend(checker.run())
    issues.extend(check_steps(domain, marks, also_flows))
    issues.extend(_ambiguous_triggers(domain, marks))
    issues.extend(_responses(domain, marks))
    issues.extend(link_cycles(domain, marks))
    issues.extend(check_beliefs(domain, marks))
    return issues


def _synonym_issues(
    marks: SourceMap, path: Path, values: list[str], synonyms: dict[str, list[str]]
) -> Iterator[SpecIssue]:
    known = {v.casefold() for v in values}
    for key in synonyms:
        if key.casefold() not in known:
            yield marks.issue(
                (*path, "synonyms", key),
                "unknown-synonym-value",
                f"synonyms are given for `{key}`, which is not one of the values",
                did_you_mean(key, values) or f"add `{key}` to `values`, or fix the spelling",
                on_key=True,
            )


def _responses(domain: Domain, marks: SourceMap) -> Iterator[SpecIssue]:
    """Overrides of the built-in messages: a known name, and only the fields it is given."""
    from .responses import DEFAULTS

    builtin = DEFAULTS.get(domain.settings.language, DEFAULTS["en"])
    for key, text in domain.responses.items():
        path = ("responses", key)
        if key not in builtin:
            yield marks.issue(
                path,
                "unknown-key",
                f"`{key}` is not one of the built-in messages, so this text is never used",
                did_you_mean(key, builtin) or "names: " + ", ".join(sorted(builtin)),
                on_key=True,
            )
            continue
        allowed = set(TEMPLATE_FIELD.findall(builtin[key]))
        for m in TEMPLATE_FIELD.finditer(text):
            if m.group(1) not in allowed:
                fields = ", ".join(f"{{{f}}}" for f in sorted(allowed)) or "no fields"
                yield marks.issue(
                    path,
                    "unknown-template-field",
                    f"the `{key}` message is not given `{{{m.group(1)}}}`",
                    f"it can use {fields}",
                    char=m.start(),
                )


def _ambiguous_triggers(domain: Domain, marks: SourceMap) -> Iterator[SpecIssue]:
    owner: dict[str, str] = {}
    for name, flow in domain.flows.items():
        for i, trigger in enumerate(flow.triggers):
            norm = " ".join(trigger.casefold().split())
            first = owner.setdefault(norm, name)
            if first != name:
                yield marks.issue(
                    ("flows", name, "triggers", i),
                    "ambiguous-trigger",
                    f"the trigger {trigger!r} also starts the flow `{first}`",
                    "give each flow its own triggers; the understander cannot tell them apart",
                )


def _show(bound: float | str) -> str:
    return f"{bound:g}" if isinstance(bound, float) else str(bound)


def _bound_key(slot_type: SlotType, bound: float | str) -> float | None:
    """A comparable number for a bound, or None when two bounds cannot be compared."""
    if slot_type in (*NUMBERED_TYPES, SlotType.TEXT) and isinstance(bound, int | float):
        return float(bound)
    if slot_type is SlotType.TIME and isinstance(bound, str) and (m := TIME_BOUND.match(bound)):
        return int(m.group(1)) * 60 + int(m.group(2))
    return None


def _date_key(bound: str) -> tuple[str, float] | None:
    """``("iso", ordinal)`` or ``("relative", days from today)``; None if not a date bound."""
    m = DATE_BOUND.match(bound.strip())
    if m is None:
        return None
    if m.group(3):
        try:
            return ("iso", dt.date.fromisoformat(m.group(3)).toordinal())
        except ValueError:
            return None
    if m.group(1):
        return ("relative", 0 if m.group(1).lower() == "today" else 1)
    return ("relative", int(m.group(2)))


class _FlowChecker:
    """All checks of one flow; each method yields issues for one aspect."""

    def __init__(
        self,
        domain: Domain,
        flow: FlowSpec,
        marks: SourceMap,
        also_flows: set[str],
        also_entities: set[str],
    ) -> None:
        self.domain = domain
        self.flow = flow
        self.marks = marks
        self.base: Path = ("flows", flow.name)
        self.slots = {s.name: s for s in flow.slots}
        self.results = set(flow.result_names)
        #: what a repair pattern is started with: known from its first step
        self.given = set(PATTERNS.get(flow.name, ()))
        self.flows = set(domain.flows) | also_flows
        self.entities = set(domain.entities) | also_entities
        self.broken_entities = also_entities

    def run(self) -> list[SpecIssue]:
        issues: list[SpecIssue] = []
        issues.extend(self._names())
        for i, slot in enumerate(self.flow.slots):
            path = (*self.base, "slots", i)
            issues.extend(self._slot(slot, path))
        issues.extend(round_trip_issues(self.flow, self.base, self._issue))
        issues.extend(self._cycles())
        issues.extend(self._flow_templates())
        issues.extend(self._branches())
        issues.extend(self._links())
        return issues

    def _issue(
        self,
        path: Path,
        code: str,
        message: str,
        hint: str | None = None,
        *,
        on_key: bool = False,
        char: int | None = None,
    ) -> SpecIssue:
        return self.marks.issue(path, code, message, hint, on_key=on_key, char=char)

    # -- names ------------------------------------------------------------------------

    def _names(self) -> Iterator[SpecIssue]:
        seen: set[str] = set()
        for i, slot in enumerate(self.flow.slots):
            if slot.name in seen:
                yield self._issue(
                    (*self.base, "slots", i, "name"),
                    "duplicate-slot",
                    f"the flow `{self.flow.name}` has two slots named `{slot.name}`",
                    "rename one of them; slot names are unique within a flow",
                )
            seen.add(slot.name)
        for i, result in enumerate(self.flow.results):
            if result.name in seen:
                yield self._issue(
                    (*self.base, "results", i),
                    "duplicate-slot",
                    f"the result `{result.name}` has the same name as a slot or another result",
                    "results and slots share one namespace in templates; rename one",
                )
            seen.add(result.name)

    # -- slots ------------------------------------------------------------------------

    def _enum_source(self, slot: SlotSpec) -> tuple[list[str], dict[str, list[str]]]:
        entity: EntitySpec | None = self.domain.entities.get(slot.entity or "")
        values = list(slot.values) or (list(entity.values) if entity else [])
        synonyms = {**(entity.synonyms if entity else {}), **slot.synonyms}
        return values, synonyms

    def _slot(self, slot: SlotSpec, path: Path) -> Iterator[SpecIssue]:
        values, _ = self._enum_source(slot)
        if slot.type is SlotType.ENUM:
            if slot.entity and slot.entity not in self.entities and not slot.values:
                yield self._issue(
                    (*path, "entity"),
                    "unknown-entity",
                    f"the enum slot `{slot.name}` takes its values from the entity "
                    f"`{slot.entity}`, which is not declared",
                    did_you_mean(slot.entity, self.entities)
                    or "declare it under `entities:` (in any file of the domain) or give `values:`",
                )
            elif not values and slot.entity not in self.broken_entities:
                yield self._issue(
                    (*path, "type"),
                    "enum-without-values",
                    f"the enum slot `{slot.name}` has no values to choose from",
                    "add `values: [...]`, or `entity:` naming an entity that has values",
                )
            yield from _synonym_issues(self.marks, path, values, slot.synonyms)
            if slot.default is not None and str(slot.default).casefold() not in {
                v.casefold() for v in values
            }:
                yield self._issue(
                    (*path, "default"),
                    "invalid-value",
                    f"the default {slot.default!r} is not one of the values of `{slot.name}`",
                    did_you_mean(str(slot.default), values),
                )
        elif slot.type is SlotType.BOOLEAN and slot.synonyms and not slot.values:
            for key in slot.synonyms:  # "outdoors" under `no` for "Is it indoors?"
                if key.casefold() not in BOOLEAN_SYNONYM_KEYS:
                    yield self._issue(
                        (*path, "synonyms", key),
                        "unknown-synonym-value",
                        f"a yes-or-no slot's synonyms go under `yes` or `no`, not `{key}`",
                        did_you_mean(key, ["yes", "no"]) or "put the words under `yes:` or `no:`",
                        on_key=True,
                    )
        elif slot.values or slot.synonyms:
            key = "values" if slot.values else "synonyms"
            yield self._issue(
                (*path, key),
                "invalid-value",
                f"`{key}` only applies to enum slots, and `{slot.name}` is {slot.type.value}",
                "add `type: enum`, or remove the list",
                on_key=True,
            )
        yield from self._bounds(slot, path)
        yield from self._after(slot, path)
        fields = set(self.slots)
        if slot.prompt is not None:
            yield from self._template(slot.prompt, (*path, "prompt"), fields, "prompt")
        for j, text in enumerate(slot.reprompts):
            yield from self._template(text, (*path, "reprompts", j), fields, "prompt")
        if slot.when is not None:
            yield from self._when(slot.when, (*path, "when"), set(self.slots), slot_level=True)
        if slot.takes_rest and (slot.type != SlotType.TEXT or slot.values):
            yield self._issue(
                (*path, "takes_rest"),
                "invalid-value",
                f"`takes_rest` applies to free-text slots, and `{slot.name}` is {slot.type.value}",
                "give it `type: text`, or remove `takes_rest`",
                on_key=True,
            )
        elif slot.takes_rest and any(
            s.takes_rest for s in self.flow.slots[: self.flow.slots.index(slot)]
        ):
            yield self._issue(
                (*path, "takes_rest"),
                "invalid-value",
                f"only one slot of a flow may have `takes_rest`, and `{self.flow.name}` has one "
                "before",
                "keep `takes_rest` on one slot",
                on_key=True,
            )
        yield from kind_issues(self.flow, slot, path, self._issue)
        yield from address_undeclared(
            self.flow, slot, path, self._issue, tuple(self.domain.settings.lexicons)
        )
        for j, other in enumerate(slot.differs_from):
            if other not in self.slots or other == slot.name:
                yield self._issue(
                    (*path, "differs_from", j),
                    "unknown-differs-slot",
                    f"`differs_from` names `{other}`, which is not another slot of the flow "
                    f"`{self.flow.name}`",
                    did_you_mean(other, [n for n in self.slots if n != slot.name]),
                )

    def _after(self, slot: SlotSpec, path: Path) -> Iterator[SpecIssue]:
        """``after`` names another slot of the flow, of the same type, a date or a time."""
        other = slot.after
        if other is None:
            return
        if other not in self.slots or other == slot.name:
            yield self._issue(
                (*path, "after"),
                "unknown-after-slot",
                f"`after` names `{other}`, which is not another slot of the flow "
                f"`{self.flow.name}`",
                did_you_mean(other, [n for n in self.slots if n != slot.name]),
            )
            return
        theirs = self.slots[other].type
        if slot.type not in (SlotType.DATE, SlotType.TIME) or theirs != slot.type:
            yield self._issue(
                (*path, "after"),
                "invalid-value",
                f"`after` ties two date slots or two time slots; `{slot.name}` is "
                f"{slot.type.value} and `{other}` {theirs.value}",
                "name a slot of the same type, a date or a time",
                on_key=True,
            )

    def _bounds(self, slot: SlotSpec, path: Path) -> Iterator[SpecIssue]:
        bounds = [(k, v) for k, v in (("min", slot.min), ("max", slot.max)) if v is not None]
        if not bounds:
            return
        if slot.type not in _BOUNDED:
            key = bounds[0][0]
            yield self._issue(
                (*path, key),
                "invalid-value",
                f"`{key}` does not apply to a {slot.type.value} slot",
                "min/max apply to integer, number, money, date, time and text (length) slots",
                on_key=True,
            )
            return
        ok = True
        for key, value in bounds:
            message = self._bad_bound(slot.type, value)
            if message:
                ok = False
                yield self._issue((*path, key), "invalid-value", f"`{key}` {message}")
        if not ok or len(bounds) != 2:
            return
        assert slot.min is not None and slot.max is not None
        if slot.type is SlotType.DATE:
            lo, hi = _date_key(str(slot.min)), _date_key(str(slot.max))
            empty = lo is not None and hi is not None and lo[0] == hi[0] and lo[1] > hi[1]
        else:
            lo_n, hi_n = _bound_key(slot.type, slot.min), _bound_key(slot.type, slot.max)
            empty = lo_n is not None and hi_n is not None and lo_n > hi_n
        if empty:
            yield self._issue(
                (*path, "max"),
                "never-finishes",
                f"no value fits `{slot.name}`: min {_show(slot.min)} is above max {_show(slot.max)}",
                "swap or fix the bounds",
            )

    @staticmethod
    def _bad_bound(slot_type: SlotType, value: float | str) -> str | None:
        if slot_type in NUMBERED_TYPES:
            return None if isinstance(value, int | float) else f"must be a number, not {value!r}"
        if slot_type is SlotType.TEXT:
            if isinstance(value, int | float) and value >= 0:
                return None
            return f"of a text slot is a length in characters, not {value!r}"
        if slot_type is SlotType.DATE:
            if isinstance(value, str) and _date_key(value) is not None:
                return None
            return (
                "must be `today`, `tomorrow`, a number of days from today like `+30d`,"
                f" or a date like 2026-12-24, not {value!r}"
            )
        if isinstance(value, str) and TIME_BOUND.match(value):
            return None
        return f"must be a time like 09:30, not {value!r}"

    def _cycles(self) -> Iterator[SpecIssue]:
        """Required slots whose ``when:`` waits, directly or not, on themselves."""
        deps = {s.name: set(s.when or {}) & set(self.slots) for s in self.flow.slots}
        for i, slot in enumerate(self.flow.slots):
            if not slot.required or not deps.get(slot.name):
                continue
            seen: set[str] = set()
            todo = list(deps[slot.name])
            while todo:
                cur = todo.pop()
                if cur in seen:
                    continue
                seen.add(cur)
                todo.extend(deps.get(cur, ()))
            if slot.name in seen:
                chain = (
                    f"`{slot.name}` itself"
                    if slot.name in deps[slot.name]
                    else "a slot that in turn waits for it"
                )
                yield self._issue(
                    (*self.base, "slots", i, "when"),
                    "never-finishes",
                    f"the required slot `{slot.name}` waits for itself: its `when:` needs "
                    f"{chain} to have a value first, so it is never asked",
                    "remove the circular `when:` condition",
                    on_key=True,
                )

    # -- when -------------------------------------------------------------------------

    def _when(
        self, when: dict[str, Any], path: Path, names: set[str], *, slot_level: bool
    ) -> Iterator[SpecIssue]:
        for key, expected in when.items():
            kpath = (*path, key)
            if key not in names:
                what = "slot" if slot_level else "slot or result"
                hint = did_you_mean(key, names)
                if slot_level and key in self.results:
                    hint = "results are only known after the action; use them in `branches:`"
                yield self._issue(
                    kpath,
                    "unknown-when-slot",
                    f"`when:` names `{key}`, which is not a {what} of the flow `{self.flow.name}`",
                    hint or ("known: " + ", ".join(sorted(names)) if names else None),
                    on_key=True,
                )
                continue
            slot = self.slots.get(key)
            if slot is None:
                continue
            items = expected if isinstance(expected, list) else [expected]
            for j, item in enumerate(items):
                ipath = (*kpath, j) if isinstance(expected, list) else kpath
                problem = self._when_value(slot, item)
                if problem:
                    yield self._issue(ipath, "unknown-when-value", problem[0], problem[1])

    def _when_value(self, slot: SlotSpec, item: Any) -> tuple[str, str | None] | None:
        if item is None:
            return None
        if slot.type is SlotType.BOOLEAN and not isinstance(item, bool):
            return (f"`{slot.name}` is a yes/no slot; {item!r} never matches", "use true or false")
        if slot.type is not SlotType.ENUM:
            return None
        values, synonyms = self._enum_source(slot)
        text = str(item)
        if text.casefold() in {v.casefold() for v in values}:
            return None
        for canonical, words in synonyms.items():
            if text.casefold() in {w.casefold() for w in words}:
                return (
                    f"`{text}` is a synonym of `{canonical}`; `when:` compares the value",
                    f"write `{canonical}`",
                )
        hint = did_you_mean(text, values) or "values: " + ", ".join(values)
        if isinstance(item, bool):
            hint = "YAML read yes/no/on/off as a boolean; put quotes around it"
        return (
            f"`{slot.name}` can never be {text!r}: it is not one of its values, "
            "so this condition never holds",
            hint,
        )

    # -- templates, branches, links ---------------------------------------------------

    def _template(self, text: str, path: Path, fields: set[str], where: str) -> Iterator[SpecIssue]:
        return template_issues(self.marks, self.flow, text, path, fields, where)

    def _flow_templates(self) -> Iterator[SpecIssue]:
        before = set(self.slots)
        after = before | self.results
        for key, fields in (
            ("confirm", before),
            ("cancelled", before),
            ("done", after),
            ("failed", after),
            ("summary", after),
        ):
            text = getattr(self.flow, key)
            if text is not None:
                yield from self._template(text, (*self.base, key), fields, f"`{key}` message")
        if self.flow.results and self.flow.action is None and self.flow.steps is None:
            yield self._issue(
                (*self.base, "results"),
                "never-finishes",
                f"the flow `{self.flow.name}` declares results but has no `action` to produce them",
                "add `action: <name>` (registered with @bot.action) or remove `results`",
                on_key=True,
            )

    def _branches(self) -> Iterator[SpecIssue]:
        names = set(self.slots) | self.results
        earlier: list[tuple[int, dict[str, Any]]] = []
        for i, branch in enumerate(self.flow.branches):
            path = (*self.base, "branches", i)
            yield from self._when(branch.when, (*path, "when"), names, slot_level=False)
            if branch.say is not None:
                yield from self._template(branch.say, (*path, "say"), names, "branch message")
            if branch.goto is not None:
                yield from self._link(branch.goto, (*path, "goto"))
            for j, prior in earlier:
                if _covers(prior, branch.when):
                    yield self._issue(
                        path,
                        "unreachable-branch",
                        f"branch {i + 1} can never run: branch {j + 1} above matches whenever it does",
                        "branches are tried in order; put the more specific one first",
                    )
                    break
            earlier.append((i, branch.when))

    def _links(self) -> Iterator[SpecIssue]:
        if self.flow.next is not None:
            yield from self._link(self.flow.next, (*self.base, "next"))

    def _link(self, target: str, path: Path) -> Iterator[SpecIssue]:
        if target in self.flows:
            return
        yield self._issue(
            path,
            "unknown-flow-link",
            f"`{path[-1]}` points to the flow `{target}`, which does not exist",
            did_you_mean(target, self.flows) or "flows: " + ", ".join(sorted(self.flows)),
        )


def _covers(prior: dict[str, Any], later: dict[str, Any]) -> bool:
    """True when every state matching ``later`` also matches ``prior``."""

    def options(v: Any) -> set[str]:
        return {str(x).casefold() for x in (v if isinstance(v, list) else [v])}

    return all(k in later and options(later[k]) <= options(v) for k, v in prior.items())
