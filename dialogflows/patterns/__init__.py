"""Repair patterns: the built-in behaviours, declared as flows an author can replace.

When the user cancels, asks for something no flow can take, talks past the task, changes a
value given before, or a task on hold can be taken up again, the runtime starts the
*pattern flow* for it (``pattern_cancel``, ``pattern_cannot_handle``, ``pattern_chitchat``,
``pattern_correction``, ``pattern_resume_offer``); and when the understanding is unsure
and asks (``pattern_clarification``). The package ships one of each (``default.yaml``), each a single
step that runs a built-in action; a flow of the same name in the author's files replaces it
and runs on its own step machine like any other flow: it may ask ("are you sure?"), branch,
say, call the built-in action or not. Rasa's ``pattern_*`` flows are the precedent.

A pattern task runs *above* the task it interrupted (``Task.caller``); when it ends, that
task comes back and its question is asked again, unless the pattern's built-in action
ended it (``cancel_flow``). A pattern that is only its built-in action runs that action
where the behaviour is called for, without a task of its own: the same code, so the
shipped defaults leave no trace in the task history.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from ..spec import FlowSpec

#: the prefix that marks a flow as a pattern
PREFIX = "pattern_"

#: pattern name -> the values it is started with, as results its templates may name
PATTERNS: dict[str, tuple[str, ...]] = {
    "pattern_cancel": ("flow",),
    "pattern_cannot_handle": (),
    "pattern_chitchat": (),
    "pattern_resume_offer": ("flow",),
    "pattern_correction": ("flow", "slot", "value", "previous", "correction"),
    "pattern_clarification": ("flow", "question", "clarification"),
}

#: the built-in actions a pattern flow may run (in any pattern; elsewhere the name is an
#: ordinary registered action): what each does is ``turn_patterns.py``'s
BUILTIN_ACTIONS: frozenset[str] = frozenset(
    {"cancel_flow", "cannot_handle", "chitchat", "offer_resume", "correct_slot", "clarify"}
)


def is_pattern(name: str) -> bool:
    return name.startswith(PREFIX)


def context_results(name: str) -> list[dict[str, Any]]:
    """The results a pattern flow is started with, as ``results:`` entries: declared for
    it, so its templates and conditions may name them."""
    return [{"name": n, "description": "given by the runtime"} for n in PATTERNS.get(name, ())]


def with_context(name: str, spec: dict[str, Any]) -> dict[str, Any]:
    """An author's pattern flow as written, with the results it is started with added
    (and the shipped one's description, when it has none of its own)."""
    results = list(spec.get("results") or [])
    have = {r if isinstance(r, str) else r.get("name") for r in results if r is not None}
    extra = [r for r in context_results(name) if r["name"] not in have]
    spec = {**spec, "results": [*results, *extra]} if extra else spec
    if "description" not in spec and name in _raw():
        spec = {**spec, "description": _raw()[name]["description"]}
    return spec


@lru_cache(maxsize=1)
def _raw() -> dict[str, dict[str, Any]]:
    text = (Path(__file__).parent / "default.yaml").read_text(encoding="utf-8")
    flows: dict[str, dict[str, Any]] = yaml.safe_load(text)["flows"]
    return flows


@lru_cache(maxsize=1)
def shipped() -> dict[str, FlowSpec]:
    """The package's own pattern flows, read once."""
    return {
        name: FlowSpec.model_validate({**with_context(name, body), "name": name})
        for name, body in _raw().items()
    }


def builtin_only(spec: FlowSpec) -> str | None:
    """The built-in action a pattern flow is made of alone, if that is all it does: it runs
    in place, as the behaviour it names."""
    steps = spec.steps or ()
    if len(steps) == 1 and steps[0].action in BUILTIN_ACTIONS and is_pattern(spec.name):
        return steps[0].action
    return None
