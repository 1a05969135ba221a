"""Pydantic models of explicit steps: the ``steps:`` list of a flow.

A step is one mapping with exactly one kind key (``collect``, ``action``, ``say``, ``set``,
``branch``, ``call``, ``link``, ``confirm``, ``end``), an optional ``id`` and an optional
``next``. Without ``next`` a step goes on to the one written after it; after the last one
the task is done. ``compiler_steps.py`` turns the list into the states and transitions of the
flow's machine; ``step_checks.py`` finds what the shapes cannot tell (unknown ids, steps no
path reaches, branches that can fall through).
"""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from .state import DONE

NAME = r"^[A-Za-z_][A-Za-z0-9_]*$"

#: the kinds of step, in the order an author meets them in the docs
KINDS: tuple[str, ...] = (
    "collect",
    "action",
    "say",
    "set",
    "branch",
    "call",
    "link",
    "confirm",
    "end",
)
#: the machine's final states; a step id may not take one of these names
TERMINAL_STEPS: tuple[str, ...] = ("done", "failed", "cancelled")


class _Spec(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class BranchCase(_Spec):
    """One case of a ``branch`` step: ``{when: CONDITION, next: STEP}`` or ``{else: STEP}``."""

    when: str | bool | None = None
    next: str | None = None
    otherwise: str | None = Field(default=None, alias="else")

    @model_validator(mode="after")
    def _one_form(self) -> BranchCase:
        if self.otherwise is not None:
            if self.when is not None or self.next is not None:
                raise ValueError("an `else` case has no `when` or `next`")
        elif self.when is None or self.next is None:
            raise ValueError("a branch case needs `when` and `next`, or is `else: STEP`")
        return self

    @property
    def target(self) -> str:
        target = self.otherwise if self.otherwise is not None else self.next
        assert target is not None
        return target


class StepSpec(_Spec):
    """One step of a flow. Exactly one of the kind fields is set."""

    id: str | None = Field(default=None, pattern=NAME)
    next: str | None = None
    collect: list[str] | None = None
    action: str | None = None
    say: str | None = None
    set: dict[str, Any] | None = None
    branch: list[BranchCase] | None = None
    call: str | None = None
    link: str | None = None
    #: the question; ``true`` asks with the generic summary of the values
    confirm: str | bool | None = None
    end: Literal["done", "failed", "cancelled"] | None = None

    @field_validator("collect", mode="before")
    @classmethod
    def _one_or_more(cls, v: Any) -> Any:
        return [v] if isinstance(v, str) else v

    @model_validator(mode="after")
    def _one_kind(self) -> StepSpec:
        kinds = [k for k in KINDS if getattr(self, k) is not None]
        if self.end is not None and kinds == ["say", "end"]:
            return self  # `end: done` with `say:` its message
        if len(kinds) != 1:
            shown = ", ".join(f"`{k}`" for k in KINDS)
            if not kinds:
                raise ValueError(f"a step needs one of {shown}")
            raise ValueError(
                "a step does one thing; this one has " + ", ".join(f"`{k}`" for k in kinds)
            )
        if self.branch is not None and self.next is not None:
            raise ValueError("a branch step chooses its next step in its cases, not in `next`")
        if self.end is not None and self.next is not None:
            raise ValueError("an `end` step has no `next`")
        if self.id in TERMINAL_STEPS:
            raise ValueError(f"`{self.id}` names an end of every flow; choose another step id")
        return self

    @property
    def kind(self) -> str:
        return (
            "end"
            if self.end is not None
            else next(k for k in KINDS if getattr(self, k) is not None)
        )

    def default_id(self, index: int) -> str:
        """The id of a step written without one: what it does, then its position."""
        if self.action is not None:
            return self.action
        target = self.call or self.link or (self.collect[0] if self.collect else None)
        if target is not None:
            return f"{self.kind}_{target}"
        return f"{self.kind}_{index + 1}"


def condition_source(when: dict[str, Any]) -> str:
    """A ``when:`` mapping of the form shorthand (``{status: failed, seat: [a, b]}``) as a
    condition (``status == "failed" and seat in ["a", "b"]``): every key must match."""

    def literal(v: Any) -> str:
        if v is None:
            return "null"
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, int | float):
            return repr(v)
        return json.dumps(str(v), ensure_ascii=False)

    parts = [
        f"{k} in [{', '.join(literal(x) for x in v)}]"
        if isinstance(v, list)
        else f"{k} == {literal(v)}"
        for k, v in when.items()
    ]
    return " and ".join(parts) or "true"


def shorthand_steps(spec: Any) -> list[StepSpec]:
    """The steps a form-style flow is shorthand for: collect its slots, confirm (when it
    asks), run its action, then the first branch that matches says its text and ends the
    task (or hands over to its ``goto``), else the flow's ``done`` and ``next``."""
    steps: list[StepSpec] = []
    if spec.slots:
        steps.append(StepSpec(id="collect", collect=[s.name for s in spec.slots]))
    if spec.confirm is not None or spec.destructive:
        steps.append(StepSpec(id="confirm", confirm=True))
    if spec.action is not None:
        taken = {"collect", "confirm", "outcome", "finish"}
        sid = spec.action if spec.action not in taken else f"run_{spec.action}"
        steps.append(StepSpec(id=sid, action=spec.action))
    ends: list[StepSpec] = []

    def ending(sid: str, text: str | None, goto: str | None, outcome: str) -> str:
        if goto is None:
            ends.append(StepSpec(id=sid, end=outcome, say=text))
            return sid
        ends.append(StepSpec(id=sid, say=text or "", next=f"{sid}_link"))
        ends.append(StepSpec(id=f"{sid}_link", link=goto))
        return sid

    cases = [
        BranchCase(
            when=condition_source(b.when),
            # a branch without `goto` goes on to the flow's `next` when it ends done
            next=ending(
                f"branch_{i + 1}",
                b.say or spec.done,
                b.goto or (spec.next if b.outcome == DONE else None),
                b.outcome,
            ),
        )
        for i, b in enumerate(spec.branches)
    ]
    finish = ending("finish", spec.done, spec.next, "done")
    if cases:
        steps.append(StepSpec(id="outcome", branch=[*cases, BranchCase(otherwise=finish)]))
        steps.extend(ends)
    else:
        steps.extend(ends)
    return steps
