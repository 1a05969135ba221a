"""Load flow files into a ``Domain``, reporting every problem with file, line and column.

``yaml_source.py`` reads each file as plain data with positions (and refuses unsafe tags and
duplicate keys); the pydantic models in ``spec.py`` then check shapes, and each of their
errors is pinned to the nearest position with a message written for a bot author. Files are
merged into one domain, and the checks that need all of it (templates, ``when:``, links) are
``checks.py``'s job.
"""

from __future__ import annotations

import copy
import difflib
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, get_args

from pydantic import BaseModel, ValidationError

from .action_names import action_issues
from .checks import WARNING_CODES, check_domain, did_you_mean
from .errors import SpecError, SpecIssue
from .patterns import PATTERNS, is_pattern, with_context
from .spec import (
    BeliefKindSpec,
    BranchSpec,
    Domain,
    EntitySpec,
    FileSpec,
    FlowSpec,
    Settings,
    SlotSpec,
)
from .yaml_source import Mark, PathKey, SourceMap, read_yaml

__all__ = ["LoadResult", "Mark", "SourceMap", "domain_paths", "flow_files", "load", "load_domain"]


@dataclass(frozen=True)
class LoadResult:
    """A loaded domain with its positions and the warnings that did not stop loading."""

    domain: Domain
    marks: SourceMap
    warnings: list[SpecIssue]
    files: list[str]


def load_domain(path: str | os.PathLike[str]) -> Domain:
    """Load a flow file or a folder of them (recursively) into one ``Domain``.

    Raises:
        SpecError: with every issue of every file (warnings excluded), each with its position.
    """
    return load(path).domain


def load(path: str | os.PathLike[str]) -> LoadResult:
    """Like ``load_domain`` but also returns the source map and the warnings (for the CLI)."""
    files = flow_files(path)
    builder = _DomainBuilder()
    for f in files:
        builder.add_file(f)
    domain = builder.domain()
    issues = builder.issues
    if domain is not None:
        # Flows that failed their schema are checked too, as far as they can be read, so
        # one run reports every problem: a typo in one key never hides a template error.
        checked = domain.model_copy(update={"flows": builder.checkable})
        found = check_domain(
            checked,
            builder.marks,
            also_flows=builder.broken_flows,
            also_entities=builder.broken_entities,
        )
        hidden = _positions(builder.marks, builder.tainted)
        issues = issues + [i for i in found if (i.file, i.line, i.column) not in hidden]
        folder = Path(path) if Path(path).is_dir() else Path(path).parent
        issues = issues + action_issues(folder, checked, builder.marks)
    errors = [i for i in issues if i.code not in WARNING_CODES]
    warnings = sorted(
        (i for i in issues if i.code in WARNING_CODES), key=lambda i: (i.file, i.line, i.column)
    )
    if errors or domain is None:
        raise SpecError(errors, warnings)
    return LoadResult(domain, builder.marks, warnings, [str(f) for f in files])


def _positions(marks: SourceMap, items: Sequence[PathKey]) -> set[tuple[str, int, int]]:
    """Every written position inside the given items."""
    found: set[tuple[str, int, int]] = set()
    for item in items:
        n = len(item)
        for table in (marks.values, marks.keys):
            found.update((m.file, m.line, m.column) for p, m in table.items() if p[:n] == item)
    return found


def flow_files(path: str | os.PathLike[str]) -> list[Path]:
    """The flow files under ``path``: sorted, recursive, conversation-test files skipped."""
    p = Path(path)
    if p.is_file():
        return [p]
    if not p.exists():
        raise SpecError([SpecIssue(str(p), 1, 1, "no-such-path", "no such file or folder")])
    found = sorted(f for f in p.rglob("*") if _is_flow_file(f))
    if not found:
        raise SpecError(
            [SpecIssue(str(p), 1, 1, "no-flows", "this folder holds no flow files (*.yaml, *.yml)")]
        )
    return found


def domain_paths(path: str | os.PathLike[str]) -> list[Path]:
    """The domains under ``path``: the path itself, or, for a folder that holds no flow file
    directly (like ``flows/``), each subfolder that holds some. Used by the CLI so that one
    command can check several domains, which would conflict if merged."""
    p = Path(path)
    if not p.is_dir() or any(_is_flow_file(f) for f in p.iterdir()):
        return [p]
    subs = [
        d for d in sorted(p.iterdir()) if d.is_dir() and any(_is_flow_file(f) for f in d.rglob("*"))
    ]
    return subs or [p]


def _is_flow_file(f: Path) -> bool:
    return (
        f.is_file()
        and f.suffix in (".yaml", ".yml")
        and not _is_test_file(f.name)
        and not _is_lexicon_file(f.name)
    )


def _is_lexicon_file(name: str) -> bool:
    """``my_words.lexicon.yaml`` extends the understander's words (``settings.lexicons``): it
    may sit beside the flows without being read as one."""
    return name.rsplit(".", 1)[0].endswith(".lexicon")


def _is_test_file(name: str) -> bool:
    stem = name.rsplit(".", 1)[0]
    return stem.endswith(".test") or "tests" in stem


# ---------------------------------------------------------------------------- data -> models


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


def _salvaged(
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


# ------------------------------------------------------------------------- files -> domain


class _DomainBuilder:
    """Merges files: settings per key, entities, flows and responses by name."""

    def __init__(self) -> None:
        self.issues: list[SpecIssue] = []
        self.marks = SourceMap()
        self.settings: dict[str, Any] = {}
        self.entities: dict[str, EntitySpec] = {}
        self.flows: dict[str, FlowSpec] = {}
        self.beliefs: dict[str, BeliefKindSpec] = {}
        self.responses: dict[str, str] = {}
        self.sources: dict[str, str] = {}
        self.broken_flows: set[str] = set()
        self.broken_entities: set[str] = set()
        #: every flow the cross-checks can read: the valid ones, and the broken ones with
        #: their refused keys removed (see ``_salvaged``), in the order they were written
        self.checkable: dict[str, FlowSpec] = {}
        #: items (a slot, a branch) that lost a key with a meaning: what the checks say
        #: inside them follows from the loss, not from what the author wrote
        self.tainted: list[PathKey] = []
        self.files: list[str] = []

    def add_file(self, path: Path) -> None:
        file = str(path)
        self.files.append(file)
        try:
            raw = path.read_bytes()
        except OSError as e:
            self.issues.append(SpecIssue(file, 1, 1, "unreadable-file", f"cannot read: {e}"))
            return
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as e:
            self.issues.append(_bad_byte(file, raw, e))
            return
        data, fmarks, issues = read_yaml(file, text)
        self.issues.extend(issues)
        if data is None:
            return
        if not isinstance(data, dict):
            self.issues.append(
                fmarks.issue(
                    (),
                    "wrong-type",
                    f"a flow file should be a mapping, not {describe(data)}",
                    "start with `flows:` (and optionally settings:, entities:, responses:)",
                )
            )
            return
        # `x-...` top-level keys hold anchors to reuse (as in docker compose); not part of the DSL.
        data = {k: v for k, v in data.items() if not k.startswith("x-")}
        _, issues = validate(FileSpec, data, fmarks, ())
        self.issues.extend(issues)
        self._settings(data.get("settings"), fmarks, path)
        for section, model in (
            ("entities", EntitySpec),
            ("flows", FlowSpec),
            ("beliefs", BeliefKindSpec),
        ):
            body = data.get(section)
            if not isinstance(body, dict):
                continue
            for name, spec in body.items():
                self._named(section, model, name, spec, fmarks, file)
        responses = data.get("responses")
        if isinstance(responses, dict):
            for key, text in responses.items():
                if not isinstance(text, str):
                    continue
                where = fmarks.key(("responses", key))
                if key in self.responses and self.responses[key] != text:
                    first = self.marks.key(("responses", key))
                    self.issues.append(
                        SpecIssue(
                            where.file,
                            where.line,
                            where.column,
                            "duplicate-response",
                            f"the response `{key}` is defined differently in two files",
                            f"first defined at {first.file}:{first.line}; keep one",
                        )
                    )
                    continue
                self.responses[key] = text
        self._merge(fmarks)

    def _merge(self, fmarks: SourceMap) -> None:
        """File paths are domain paths; where two files wrote the same path (an error
        reported elsewhere), the first file's position is kept."""
        for k, v in fmarks.values.items():
            self.marks.values.setdefault(k, v)
        for k, v in fmarks.keys.items():
            self.marks.keys.setdefault(k, v)
        for k, offset in fmarks.verbatim.items():
            self.marks.verbatim.setdefault(k, offset)

    def _settings(self, settings: Any, fmarks: SourceMap, path: Path) -> None:
        if not isinstance(settings, dict):
            return
        valid, issues = validate(Settings, settings, fmarks, ("settings",))
        self.issues.extend(issues)
        if valid is None:
            return
        for key, value in settings.items():
            if key == "lexicons" and isinstance(value, list):
                value = [
                    self._file(p, ("settings", key, i), fmarks, path) for i, p in enumerate(value)
                ]
            elif key == "prompt_template" and isinstance(value, str):
                value = self._file(value, ("settings", key), fmarks, path)
            if key in self.settings and self.settings[key] != value:
                first = self.marks.key(("settings", key))
                self.issues.append(
                    fmarks.issue(
                        ("settings", key),
                        "settings-conflict",
                        f"`{key}` is set to {value!r} here but to {self.settings[key]!r} in another file",
                        f"first set at {first.file}:{first.line}; set it in one file only",
                        on_key=True,
                    )
                )
                continue
            self.settings[key] = value

    def _file(self, item: str, at: PathKey, fmarks: SourceMap, path: Path) -> str:
        """Files named in settings are written relative to their flow file; the domain holds
        them resolved, so it works from any current directory."""
        full = (path.parent / item).resolve()
        if not full.is_file():
            self.issues.append(
                fmarks.issue(
                    at,
                    "missing-file",
                    f"the file {item!r} does not exist (looked for {full})",
                    "paths in settings are relative to the flow file that names them",
                )
            )
        return str(full)

    def _named(
        self,
        section: str,
        model: type[BaseModel],
        name: str,
        spec: Any,
        fmarks: SourceMap,
        file: str,
    ) -> None:
        path: PathKey = (section, name)
        kind = {"flows": "flow", "beliefs": "belief kind"}.get(section, "entity")
        broken = self.broken_flows if section == "flows" else self.broken_entities
        if not isinstance(spec, dict):
            return  # FileSpec already reported the wrong type
        if "name" in spec and spec["name"] != name:
            self.issues.append(
                fmarks.issue(
                    (*path, "name"),
                    "invalid-value",
                    f"this {kind} sets `name: {spec['name']}` but its key is `{name}`",
                    "the key is the name; remove the `name:` line",
                )
            )
            broken.add(name)
            return
        # The injected name is pinned to the key, so a bad name points at it.
        fmarks.values.setdefault((*path, "name"), fmarks.key(path))
        if section == "flows" and is_pattern(name):
            if name not in PATTERNS:  # a pattern the runtime never starts: a typo, surely
                near = did_you_mean(name, PATTERNS)
                self.issues.append(
                    fmarks.issue(
                        path,
                        "unknown-pattern",
                        f"`{name}` is no repair pattern; flow names starting with "
                        "`pattern_` replace a built-in behaviour",
                        near or "patterns: " + ", ".join(sorted(PATTERNS)),
                        on_key=True,
                    )
                )
                broken.add(name)
                return
            spec = with_context(name, spec)  # the values it is started with, as results
        valid, issues = validate(model, {**spec, "name": name}, fmarks, path)
        self.issues.extend(issues)
        existing: dict[str, Any] = (
            self.flows
            if section == "flows"
            else self.beliefs
            if section == "beliefs"
            else self.entities
        )
        if name in existing or name in broken:
            first = self.marks.key(path)
            self.issues.append(
                fmarks.issue(
                    path,
                    "duplicate-flow"
                    if section == "flows"
                    else "duplicate-belief"
                    if section == "beliefs"
                    else "duplicate-entity",
                    f"the {kind} `{name}` is defined twice",
                    f"first defined at {first.file}:{first.line}; rename or remove one",
                    on_key=True,
                )
            )
            return
        if valid is None:
            broken.add(name)
            if section == "flows":
                salvaged, tainted = _salvaged(FlowSpec, {**spec, "name": name})
                if isinstance(salvaged, FlowSpec):
                    self.checkable[name] = salvaged
                    self.tainted.extend((*path, *t) for t in tainted)
            return
        existing[name] = valid
        if section == "flows":
            self.checkable[name] = valid
            self.sources[name] = file

    def domain(self) -> Domain | None:
        if not self.flows and not self.broken_flows and not self.issues:
            self.issues.append(
                SpecIssue(
                    self.files[0] if self.files else "<domain>",
                    1,
                    1,
                    "no-flows",
                    "no flow is defined",
                    "add a `flows:` mapping with at least one flow",
                )
            )
            return None
        try:
            settings = Settings.model_validate(self.settings)
        except ValidationError:  # each file's settings were valid; only a merge could break
            return None
        return Domain(
            settings=settings,
            entities=self.entities,
            flows={n: f for n, f in self.flows.items() if not is_pattern(n)},
            patterns={n: f for n, f in self.flows.items() if is_pattern(n)},
            responses=self.responses,
            sources=self.sources,
            beliefs=self.beliefs,
        )


def _bad_byte(file: str, raw: bytes, error: UnicodeDecodeError) -> SpecIssue:
    """Where the first byte that is not UTF-8 stands, as an editor counts lines and columns
    (characters, not bytes): "position 79" helps nobody find it."""
    before = raw[: error.start]
    line = before.count(b"\n") + 1
    start = before.rfind(b"\n") + 1
    column = len(before[start:].decode("utf-8", "replace")) + 1
    return SpecIssue(
        file,
        line,
        column,
        "unreadable-file",
        f"byte 0x{raw[error.start]:02x} is not UTF-8 text",
        "save the file as UTF-8; such a byte often comes from a Latin-1 or Windows-1252 editor",
    )
