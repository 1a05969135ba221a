"""A YAML mapping checked against its pydantic model (``spec.py``), with pydantic's errors
turned into issues a bot author can act on, each pinned to a file, line and column.

Pydantic says ``extra_forbidden`` at ``('flows', 'x', 'slots', 0, 'tpye')``; an author needs
"unknown key `tpye` in slot 1 of flow `x`; did you mean `type`?" at the line they wrote it.
Apart from ``loader.py`` (reading files and merging them into a domain) because this is
the translation of one model's errors, whatever file the data came from.
"""

from __future__ import annotations

import copy
import difflib
from collections.abc import Sequence
from pathlib import Path
from typing import Any, get_args

from pydantic import BaseModel, ValidationError

from .errors import SpecIssue
from .spec import BranchSpec, EntitySpec, FileSpec, FlowSpec, Settings, SlotSpec
from .suggest import did_you_mean
from .yaml_source import PathKey, SourceMap

_KIND: dict[type[BaseModel] | None, str] = {
    FileSpec: "flow file",
    Settings: "settings",
    EntitySpec: "entity",
    FlowSpec: "flow",
}
_WRONG_TYPE = {
    "string_type": "text",
    "int_type": "a whole number",
    "int_parsing": "a whole number",
    "int_from_float": "a whole number",
    "float_type": "a number",
    "float_parsing": "a number",
    "bool_type": "true or false",
    "bool_parsing": "true or false",
    "list_type": "a list",
    "dict_type": "a mapping",
    "model_type": "a mapping",
    "model_attributes_type": "a mapping",
}
_BOUNDS = {
    "greater_than_equal": ("ge", "at least"),
    "greater_than": ("gt", "more than"),
    "less_than_equal": ("le", "at most"),
    "less_than": ("lt", "less than"),
}


def describe(value: Any) -> str:
    """A short, author-facing description of a YAML value's type."""
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if isinstance(value, int | float):
        return f"the number {value}"
    if isinstance(value, str):
        short = value if len(value) <= 40 else value[:37] + "..."
        return f"the text {short!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__


def _model_at(model: type[BaseModel], loc: Sequence[str | int]) -> type[BaseModel] | None:
    """The model class that owns the mapping at ``loc`` (a data path inside ``model``)."""
    current: Any = model
    for part in loc:
        if isinstance(part, int):
            args = [a for a in get_args(current) if a is not type(None)]
            current = args[0] if args else None
            continue
        if not (isinstance(current, type) and issubclass(current, BaseModel)):
            return None
        info = current.model_fields.get(part)
        if info is None:
            return None
        current = info.annotation
    return current if isinstance(current, type) and issubclass(current, BaseModel) else None


def _data_path(data: Any, loc: Sequence[str | int]) -> PathKey:
    """The part of a pydantic ``loc`` that exists in ``data``: union tags such as ``float``
    or ``function-after[...]`` are dropped, so the path can be looked up in the source map."""
    path: list[str | int] = []
    current = data
    for part in loc:
        in_dict = isinstance(current, dict) and isinstance(part, str) and part in current
        in_list = isinstance(current, list) and isinstance(part, int) and 0 <= part < len(current)
        if in_dict or in_list:
            current = current[part]
            path.append(part)
    return tuple(path)


def validate(
    model: type[BaseModel], data: dict[str, Any], marks: SourceMap, prefix: PathKey
) -> tuple[Any, list[SpecIssue]]:
    """Validate ``data`` (found at ``prefix`` in the domain) and translate pydantic's errors.

    Returns the model instance (None if invalid) and the issues, at most one per position.
    """
    try:
        return model.model_validate(data), []
    except ValidationError as exc:
        errors = exc.errors(include_url=False)
    issues: dict[tuple[PathKey, str], SpecIssue] = {}
    expected_by_path: dict[PathKey, list[str]] = {}
    for err in errors:
        loc = tuple(err["loc"])
        etype = err["type"]
        ctx = err.get("ctx") or {}
        if etype == "missing":
            parent = _data_path(data, loc[:-1])
            name = str(loc[-1])
            if _misspelled(name, errors, loc[:-1]):
                continue  # the unknown-key issue of the misspelling says it all
            kind = _KIND.get(_model_at(model, parent) or model, "this mapping")
            issues[(parent, f"missing:{name}")] = marks.issue(
                prefix + parent,
                "missing-key",
                f"{_what(prefix + parent, kind)} needs the key `{name}`",
                f"add `{name}: ...`",
                on_key=True,
            )
            continue
        path = _data_path(data, loc)
        if prefix + path in marks.reported:
            continue
        field_name = next((str(p) for p in reversed(path) if isinstance(p, str)), "value")
        label = f"`{field_name}`"
        full = prefix + path
        named = len(full) == 2 and full[0] in ("flows", "entities")
        item = len(full) == 4 and full[0] == "flows" and full[2] in ("slots", "results", "branches")
        if named or item:
            label = _what(full, "")
        elif path and isinstance(path[-1], int):
            label = f"item {path[-1] + 1} of `{field_name}`"
        if etype == "extra_forbidden":
            owner = _model_at(model, path[:-1])
            kind = _KIND.get(
                owner, owner.__name__.removesuffix("Spec").lower() if owner else "mapping"
            )
            known = sorted(owner.model_fields) if owner else []
            hint = did_you_mean(field_name, known) or _belongs_elsewhere(field_name, owner)
            if hint is None and known:
                hint = "known keys: " + ", ".join(known)
            issues[(path, "extra")] = marks.issue(
                prefix + path,
                "unknown-key",
                f"unknown key `{field_name}` in {_what(prefix + path[:-1], kind)}",
                hint,
                on_key=True,
            )
            continue
        if etype in _WRONG_TYPE:
            expected = expected_by_path.setdefault(path, [])
            if _WRONG_TYPE[etype] not in expected:
                expected.append(_WRONG_TYPE[etype])
            got = err.get("input")
            hint = None
            if isinstance(got, bool | int | float) and "text" in expected:
                hint = "put quotes around it: YAML reads yes/no/on/off/true/false and numbers as non-text"
            elif "a list" in expected and not isinstance(got, list):
                hint = f"write a list: `{field_name}: [...]` or one `- item` per line"
            issues[(path, "type")] = marks.issue(
                prefix + path,
                "wrong-type",
                f"{label} should be {' or '.join(expected)}, not {describe(got)}",
                hint,
            )
            continue
        message, hint = _invalid_value(etype, field_name, err.get("input"), ctx, err["msg"])
        issues.setdefault(
            (path, "value"), marks.issue(prefix + path, "invalid-value", message, hint)
        )
    return None, list(issues.values())


def salvaged_model(
    model: type[BaseModel], data: dict[str, Any]
) -> tuple[BaseModel | None, list[PathKey]]:
    """``data`` validated with every key the model refused removed (each refusal is already
    an issue), so the checks that need a whole flow (templates, references, `when:`) can
    read the rest. None when a refusal cannot be removed by dropping a key: a required key
    missing, a list item of the wrong shape, a rule over the whole flow.

    Also returns the list items (a slot, a branch) that lost a key other than an unknown
    one: a slot whose ``type: emun`` was dropped reads as text, and what the checks would say
    about it then is not the author's mistake.
    """
    current = copy.deepcopy(data)
    tainted: list[PathKey] = []
    for _ in range(3):  # a key dropped can expose one more (a default that no longer fits)
        try:
            return model.model_validate(current), tainted
        except ValidationError as exc:
            errors = exc.errors(include_url=False)
        for err in errors:
            path = _data_path(current, tuple(err["loc"]))
            if err["type"] == "missing" or not path or isinstance(path[-1], int):
                return None, []
            parent: Any = current
            for part in path[:-1]:
                parent = parent[part]
            if isinstance(parent, dict):
                parent.pop(path[-1], None)
            if err["type"] != "extra_forbidden" and len(path) >= 2 and isinstance(path[-2], int):
                tainted.append(path[:-1])
    return None, []


_HOMES: tuple[tuple[type[BaseModel], str], ...] = (
    (Settings, "a setting: put it under `settings:`"),
    (FlowSpec, "a key of a flow"),
    (SlotSpec, "a key of a slot: put it on one of the `slots:`"),
    (BranchSpec, "a key of a branch: put it on one of the `branches:`"),
    (EntitySpec, "a key of an entity, under `entities:`"),
)


def _belongs_elsewhere(key: str, owner: type[BaseModel] | None) -> str | None:
    """``window`` on a flow is a setting: say where a key that exists elsewhere belongs."""
    for model, where in _HOMES:
        if model is not owner and key in model.model_fields:
            return f"`{key}` is {where}"
    if owner is FileSpec and (key in _lexicon_lists() or key == "remove"):
        return (
            f"`{key}` is a lexicon list: name this file `*.lexicon.yaml` so the flow folder "
            "skips it, and list it under `settings.lexicons`"
        )
    return None


_LEXICON_LISTS: frozenset[str] | None = None


def _lexicon_lists() -> frozenset[str]:
    """The built-in lexicons' list names, read once, only when a key is unknown anyway."""
    global _LEXICON_LISTS
    if _LEXICON_LISTS is None:
        import yaml

        here = Path(__file__).resolve().parent / "lexicons"
        names: set[str] = set()
        for f in here.glob("*.yaml"):
            names.update(yaml.safe_load(f.read_text(encoding="utf-8")) or {})
        _LEXICON_LISTS = frozenset(names - {"language"})
    return _LEXICON_LISTS


def _misspelled(name: str, errors: Sequence[Any], parent: tuple[Any, ...]) -> bool:
    """Whether an unknown key next to the missing ``name`` looks like a misspelling of it."""
    extras = [
        str(e["loc"][-1])
        for e in errors
        if e["type"] == "extra_forbidden" and tuple(e["loc"][:-1]) == parent
    ]
    return bool(difflib.get_close_matches(name, extras, n=1, cutoff=0.6))


def _what(path: PathKey, kind: str) -> str:
    """``flow `book_flight```, ``slot 2 of flow `x``` … for messages."""
    if len(path) >= 2 and path[0] == "flows":
        flow = f"flow `{path[1]}`"
        if len(path) >= 4 and path[2] in ("slots", "results", "branches"):
            item = {"slots": "slot", "results": "result", "branches": "branch"}[str(path[2])]
            return f"{item} {int(path[3]) + 1} of {flow}"
        return flow
    if len(path) >= 2 and path[0] == "entities":
        return f"entity `{path[1]}`"
    if path[:1] == ("settings",):
        return "settings"
    return f"the {kind}" if not path else kind


def _invalid_value(
    etype: str, field_name: str, got: Any, ctx: dict[str, Any], msg: str
) -> tuple[str, str | None]:
    if etype in ("enum", "literal_error"):
        raw = str(ctx.get("expected", ""))
        options = [o.strip().strip("'\"") for o in raw.replace(" or ", ",").split(",") if o.strip()]
        hint = did_you_mean(str(got), options) if isinstance(got, str) else None
        return f"`{field_name}` must be one of {', '.join(options)}, not {describe(got)}", hint
    if etype in _BOUNDS:
        key, words = _BOUNDS[etype]
        return f"`{field_name}` must be {words} {ctx.get(key)}, not {got!r}", None
    if etype == "string_pattern_mismatch":
        return (
            f"`{got}` is not a valid {field_name}",
            "use letters, digits and underscores, starting with a letter, like book_flight",
        )
    if etype == "value_error":
        return f"`{field_name}`: {ctx.get('error', msg)}", None
    return f"`{field_name}`: {msg}", None
