"""YAML read as plain data that remembers where every value was written.

PyYAML's ``safe_load`` forgets positions, silently keeps the last of two duplicate keys and
offers no hook to refuse a tag before it is constructed. ``read_yaml`` composes the node
graph with ``SafeLoader`` (marks intact), refuses every tag that is not plain data, builds
ordinary Python values and records a ``SourceMap`` from data paths to 1-based positions.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import yaml

from .errors import SpecIssue

PathKey = tuple[str | int, ...]

#: Tags that construct plain data. Anything else (``!!python/object``, ``!custom``, ``!!set``)
#: is reported and never constructed.
_PLAIN_TAGS = frozenset(
    "tag:yaml.org,2002:" + t
    for t in ("null", "bool", "int", "float", "str", "timestamp", "seq", "map")
)
_MERGE_TAG = "tag:yaml.org,2002:merge"
#: An alias-heavy file can expand exponentially ("billion laughs"); flow files are small.
_MAX_NODES = 200_000


@dataclass(frozen=True)
class Mark:
    """A 1-based position in a file."""

    file: str
    line: int
    column: int


@dataclass
class SourceMap:
    """Where each value (and each mapping key) of the loaded data was written.

    Paths are domain-level, e.g. ``("flows", "book_flight", "slots", 0, "prompt")``; a path
    that was not written (a default, a name injected from its key) resolves to its nearest
    written ancestor, so every issue gets a position.
    """

    values: dict[PathKey, Mark] = field(default_factory=dict)
    keys: dict[PathKey, Mark] = field(default_factory=dict)
    #: paths whose value was already reported while reading (an unsafe tag, a bad key), so
    #: the model checks do not report the same spot again as a wrong type
    reported: set[PathKey] = field(default_factory=set)
    #: text written on one line exactly as it reads (no escapes, no folding): the offset of
    #: its first character from its mark, so a position inside the text can be given
    verbatim: dict[PathKey, int] = field(default_factory=dict)

    def at(self, path: Sequence[str | int]) -> Mark:
        """The mark of the value at ``path`` (or of its nearest recorded ancestor)."""
        p = tuple(path)
        while p:
            if p in self.values:
                return self.values[p]
            p = p[:-1]
        return self.values.get((), Mark("<unknown>", 1, 1))

    def key(self, path: Sequence[str | int]) -> Mark:
        """The mark of the key that introduced ``path``; the value's mark for list items."""
        p = tuple(path)
        return self.keys.get(p) or self.at(p)

    def inside(self, path: Sequence[str | int], index: int) -> Mark:
        """The position of character ``index`` of the text at ``path`` when it is known
        exactly; the text's own position otherwise."""
        p = tuple(path)
        m = self.at(p)
        if p in self.verbatim and p in self.values:
            return Mark(m.file, m.line, m.column + self.verbatim[p] + index)
        return m

    def issue(
        self,
        path: Sequence[str | int],
        code: str,
        message: str,
        hint: str | None = None,
        *,
        on_key: bool = False,
        char: int | None = None,
    ) -> SpecIssue:
        """An issue at ``path``: its key (``on_key``), a character inside it (``char``) or
        its value."""
        if char is not None:
            m = self.inside(path, char)
        else:
            m = self.key(path) if on_key else self.at(path)
        return SpecIssue(m.file, m.line, m.column, code, message, hint)


#: libyaml's parser when PyYAML was built with it (several times faster), else PyYAML's own;
#: both give the same nodes and character-based marks. Only their composers are used here.
PARSERS: dict[str, type[yaml.SafeLoader] | type[yaml.CSafeLoader]] = {"python": yaml.SafeLoader}
if hasattr(yaml, "CSafeLoader"):
    PARSERS["libyaml"] = yaml.CSafeLoader
PARSER = "libyaml" if "libyaml" in PARSERS else "python"


class _FileReader:
    """Turns one file's node graph into plain data plus a ``SourceMap``, collecting issues."""

    def __init__(self, file: str, text: str) -> None:
        self.file = file
        self.text = text
        self.marks = SourceMap()
        self.issues: list[SpecIssue] = []
        self._loader: yaml.SafeLoader | yaml.CSafeLoader | None = None
        self._count = 0

    @property
    def loader(self) -> yaml.SafeLoader | yaml.CSafeLoader:
        assert self._loader is not None, "read() opens the loader"
        return self._loader

    def read(self) -> Any:
        try:
            # PyYAML's own reader already checks the whole text here, so it may raise too.
            self._loader = PARSERS[PARSER](self.text)
            node = self._loader.get_single_node()
        except yaml.MarkedYAMLError as e:
            self.issues.append(self._syntax_issue(e))
            return None
        except yaml.YAMLError as e:  # a reader error: a control character, a bad encoding
            pos = getattr(e, "position", 0) or 0
            line = self.text.count("\n", 0, pos) + 1
            column = pos - self.text.rfind("\n", 0, pos)
            reason = getattr(e, "reason", None) or str(e)
            char: Any = getattr(e, "character", None)
            code = char if isinstance(char, int) else ord(str(char or "?")[:1])
            found = f"U+{code:04X}"
            self.issues.append(
                SpecIssue(
                    self.file,
                    line,
                    column,
                    "yaml-syntax",
                    f"{reason} (found {found})",
                    "remove the invisible control character; pasted text often carries one",
                )
            )
            return None
        finally:
            if self._loader is not None:
                self._loader.dispose()
        if node is None:
            self.issues.append(
                SpecIssue(
                    self.file,
                    1,
                    1,
                    "empty-file",
                    "the file is empty (or only comments)",
                    "a flow file is a mapping that starts with `flows:`;"
                    " settings, entities and responses are optional",
                )
            )
            return None
        try:
            return self._build(node, (), set())
        except _TooLarge:
            self.issues.append(
                self._at(node, "too-large", f"the file expands to more than {_MAX_NODES} values")
            )
            return None

    def _syntax_issue(self, e: yaml.MarkedYAMLError) -> SpecIssue:
        mark = e.problem_mark or e.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        problem = e.problem or "invalid YAML"
        context = e.context or ""
        opened = e.context_mark.line + 1 if e.context_mark else line
        message = problem if not context else f"{problem} ({context})"
        hint = "check indentation, colons and quotes around this position"
        at = self.text[mark.index : mark.index + 1] if mark else ""
        if at == "\t" or "\\t" in problem or "'\t'" in problem:
            hint = "YAML indents with spaces, not tabs"
        elif "mapping values are not allowed" in problem:
            hint = "a value containing ': ' must be quoted"
        elif "another document" in problem:
            hint = "a flow file holds one YAML document: remove the `---` line or split the file"
        elif "found duplicate anchor" in problem or "undefined alias" in problem:
            hint = "anchors (&name) must be defined once, before any alias (*name) uses them"
        elif "flow sequence" in context:
            hint = f"is the `[` on line {opened} closed? An item containing ': ' needs quotes"
        elif "flow mapping" in context:
            hint = (
                f"is the `{{` on line {opened} closed? A value containing ': ', '?' or '#'"
                " needs quotes"
            )
        elif "quoted scalar" in context:
            hint = f"the quote opened on line {opened} is not closed"
        elif "block mapping" in context or "block collection" in context:
            hint = "check the indentation: the keys of one mapping must line up"
        return SpecIssue(self.file, line, col, "yaml-syntax", message, hint)

    def _mark(self, node: yaml.Node) -> Mark:
        return Mark(self.file, node.start_mark.line + 1, node.start_mark.column + 1)

    def _at(self, node: yaml.Node, code: str, message: str, hint: str | None = None) -> SpecIssue:
        m = self._mark(node)
        return SpecIssue(m.file, m.line, m.column, code, message, hint)

    def _build(self, node: yaml.Node, path: PathKey, stack: set[int]) -> Any:
        self._count += 1
        if self._count > _MAX_NODES:
            raise _TooLarge
        self.marks.values.setdefault(path, self._mark(node))
        if node.tag not in _PLAIN_TAGS:
            self.marks.reported.add(path)
            self.issues.append(
                self._at(
                    node,
                    "unsafe-tag",
                    f"the YAML tag {node.tag.replace('tag:yaml.org,2002:', '!!')!r} is not allowed;"
                    " flow files hold plain data (mappings, lists, text, numbers, booleans)",
                    "remove the tag; put quotes around the value if it is text",
                )
            )
            return None
        if id(node) in stack:
            self.issues.append(self._at(node, "yaml-syntax", "an alias refers to itself"))
            return None
        if isinstance(node, yaml.ScalarNode):
            self._note_verbatim(node, path)
            return self._scalar(node)
        stack = stack | {id(node)}
        if isinstance(node, yaml.SequenceNode):
            return [self._build(item, (*path, i), stack) for i, item in enumerate(node.value)]
        assert isinstance(node, yaml.MappingNode)
        return self._mapping(node, path, stack)

    def _note_verbatim(self, node: yaml.ScalarNode, path: PathKey) -> None:
        if node.start_mark.line != node.end_mark.line:
            return
        raw = self.text[node.start_mark.index : node.end_mark.index]
        if node.style in (None, "") and raw == node.value:  # libyaml says "" for plain
            self.marks.verbatim[path] = 0
        elif node.style in ("'", '"') and raw[1:-1] == node.value:
            self.marks.verbatim[path] = 1

    def _scalar(self, node: yaml.ScalarNode) -> Any:
        try:
            value = self.loader.construct_object(node, deep=True)
        except yaml.YAMLError as e:
            self.issues.append(self._at(node, "invalid-value", str(e)))
            return None
        if isinstance(value, dt.date | dt.datetime):
            # No model field wants a date object; keep what the author wrote.
            return node.value
        if isinstance(value, int | float) and not isinstance(value, bool) and ":" in node.value:
            # YAML 1.1 reads `9:30` as the base-60 number 570; nobody means that.
            return node.value
        return value

    def _mapping(self, node: yaml.MappingNode, path: PathKey, stack: set[int]) -> dict[str, Any]:
        explicit = [(k, v) for k, v in node.value if k.tag != _MERGE_TAG]
        merged: list[tuple[yaml.Node, yaml.Node]] = []
        if len(explicit) != len(node.value):
            try:
                self.loader.flatten_mapping(node)
            except yaml.MarkedYAMLError as e:
                self.issues.append(self._syntax_issue(e))
            merged = [(k, v) for k, v in node.value[: len(node.value) - len(explicit)]]
        out: dict[str, Any] = {}
        first_seen: dict[str, yaml.Node] = {}
        for k, v in merged:
            name = self._key(k)
            if name is not None:
                out[name] = self._build(v, (*path, name), stack)
        for k, v in explicit:
            name = self._key(k)
            if name is None:
                continue
            if name in first_seen:
                first = self._mark(first_seen[name])
                self.issues.append(
                    self._at(
                        k,
                        "duplicate-key",
                        f"the key `{name}` appears twice in this mapping (first on line {first.line})",
                        "YAML would silently keep only the last one; remove or rename one of them",
                    )
                )
                continue
            first_seen[name] = k
            kpath = (*path, name)
            self.marks.keys[kpath] = self._mark(k)
            # A re-set merged key keeps the explicit value and position.
            self.marks.values.pop(kpath, None)
            out[name] = self._build(v, kpath, stack)
        return out

    def _key(self, node: yaml.Node) -> str | None:
        if isinstance(node, yaml.ScalarNode) and node.tag in _PLAIN_TAGS:
            # The written text, not its YAML 1.1 reading: `yes:` stays "yes", `1:` stays "1".
            return str(node.value)
        self.issues.append(
            self._at(
                node,
                "wrong-type",
                "a mapping key must be plain text",
                "use a name such as `city:`; lists or mappings cannot be keys",
            )
        )
        return None


class _TooLarge(Exception):
    pass


def read_yaml(file: str, text: str) -> tuple[Any, SourceMap, list[SpecIssue]]:
    """Plain data (None if unreadable), its source map, and the issues found while reading."""
    reader = _FileReader(file, text)
    data = reader.read()
    return data, reader.marks, reader.issues
