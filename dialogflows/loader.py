"""Load flow files into a ``Domain``, reporting every problem with file, line and column.

``yaml_source.py`` reads each file as plain data with positions (and refuses unsafe tags and
duplicate keys); the pydantic models in ``spec.py`` then check shapes, and each of their
errors is pinned to the nearest position with a message written for a bot author. Files are
merged into one domain, and the checks that need all of it (templates, ``when:``, links) are
``checks.py``'s job; translating one model's errors is ``spec_validation.py``'s.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from .action_names import action_issues
from .checks import WARNING_CODES, check_domain
from .errors import SpecError, SpecIssue
from .patterns import PATTERNS, is_pattern, with_context
from .spec import (
    BeliefKindSpec,
    Domain,
    EntitySpec,
    FileSpec,
    FlowSpec,
    Settings,
)
from .spec_validation import describe, salvaged_model, validate
from .suggest import did_you_mean
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
        #: their refused keys removed (``spec_validation.salvaged_model``), in the order
        #: they were written
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
                salvaged, tainted = salvaged_model(FlowSpec, {**spec, "name": name})
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
