"""The whole package's imports, guarded: no import circle, and no module importing the
package's own ``__init__``.

``tests/test_structure.py`` keeps the understanding (``dialogflows/nlu``) free of circles;
this does the same for every module of the package. A circle makes the order of imports
matter (a name is missing while its module is half loaded), hides which module is the
lower one, and lets any change in one module reach all the others in it. The graph is read
from the source, every import counted: those made only for type checking (``if
TYPE_CHECKING:``) and those inside a function too, so a circle cannot hide behind either.

Where a part needs something of a higher one, the usual way out is a protocol or an
abstract declaration in a lower module (``turn_base.TurnBase`` declares the rules of
``turn.Turn`` its parts call; ``compiler_steps.SlotTable``), or the shared piece moving
down into a leaf of its own (``reply.py``, ``suggest.py``, ``template_checks.py``).
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "dialogflows"

#: circles known and not broken yet, each with why; the list may only shrink: a circle
#: found and not listed fails, and so does a listed one that is gone (remove it here)
KNOWN_CIRCLES: dict[frozenset[str], str] = {}


def _name(path: Path) -> str:
    """``dispatcher``, ``nlu/rules``, ``stores/__init__``, ``__init__`` (the package)."""
    return path.relative_to(PACKAGE).with_suffix("").as_posix()


def _modules() -> dict[str, Path]:
    return {_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _package_of(name: str) -> list[str]:
    """The folder parts of module ``name``: ``nlu/rules`` -> ["nlu"]; a package's
    ``__init__`` is in its own folder."""
    return name.split("/")[:-1]


def _resolve(parts: list[str], known: set[str]) -> str | None:
    """The module named by dotted ``parts`` (inside the package), or None."""
    if not parts:
        return "__init__"
    joined = "/".join(parts)
    if joined in known:
        return joined
    if f"{joined}/__init__" in known:
        return f"{joined}/__init__"
    return None


def import_base(name: str, node: ast.ImportFrom) -> list[str] | None:
    """The package path a ``from ... import`` in module ``name`` reads from ("from .x import
    y" in ``nlu/a``: ``["nlu", "x"]``); None for another package's, or one above the top."""
    if node.level == 0:
        parts = (node.module or "").split(".")
        return parts[1:] if parts[0] == "dialogflows" else None
    here = _package_of(name)
    up = node.level - 1
    if up > len(here):
        return None
    return here[: len(here) - up] + ((node.module or "").split(".") if node.module else [])


def imports_of(name: str, tree: ast.Module, known: set[str]) -> set[str]:
    """The modules of the package that module ``name`` imports, wherever the import is."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                if parts[0] == "dialogflows":
                    target = _resolve(parts[1:], known)
                    if target is not None:
                        found.add(target)
            continue
        if not isinstance(node, ast.ImportFrom):
            continue
        base = import_base(name, node)
        if base is None:
            continue
        for alias in node.names:
            # ``from . import task_steps``: the module; ``from .x import name``: module x
            target = _resolve([*base, alias.name], known) or _resolve(base, known)
            if target is not None:
                found.add(target)
    found.discard(name)
    return found


def import_graph() -> dict[str, set[str]]:
    known = _modules()
    names = set(known)
    return {
        name: imports_of(name, ast.parse(path.read_text(encoding="utf-8")), names)
        for name, path in known.items()
    }


def circles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The import circles of ``graph``: its strongly connected parts of two or more
    modules (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, targets = work[-1]
            for nxt in targets:
                if nxt not in graph:
                    continue
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    part = set()
                    while True:
                        top = stack.pop()
                        on_stack.discard(top)
                        part.add(top)
                        if top == node:
                            break
                    if len(part) > 1:
                        found.append(frozenset(part))
    return found


def test_the_graph_is_the_whole_package_with_every_kind_of_import() -> None:
    """The check below reads what it should: every module, and the imports made for type
    checking only or inside a function, not only those at the top."""
    graph = import_graph()
    assert len(graph) > 150 and "nlu/rules" in graph and "stores/sqlite" in graph
    assert "commit" in graph["dispatcher"]  # at the top
    assert "dispatcher" in graph["testing"]  # under ``if TYPE_CHECKING:`` only
    assert "nlu/rules" in graph["dispatcher"]  # inside a function only
    assert "nlu/references" in graph["nlu/control"]  # ``from . import references``
    assert "stores/__init__" in graph["dispatcher"]  # ``from .stores import open_store``


def test_the_package_imports_form_no_circle_but_the_known_ones() -> None:
    found = set(circles(import_graph()))
    new = {" <-> ".join(sorted(c)) for c in found - set(KNOWN_CIRCLES)}
    assert not new, f"import circles: {sorted(new)}"
    gone = {" <-> ".join(sorted(c)) for c in set(KNOWN_CIRCLES) - found}
    assert not gone, f"no longer circles, remove them from KNOWN_CIRCLES: {sorted(gone)}"


def test_no_module_imports_the_package_itself() -> None:
    """``dialogflows/__init__.py`` re-exports the public API, so it imports the dispatcher
    and most of the rest: a module importing it would close a circle through all of them."""
    graph = import_graph()
    assert sorted(m for m, targets in graph.items() if "__init__" in targets) == []


def test_the_circle_finder_finds_circles() -> None:
    """The checks above can fail: made-up graphs with circles are found out."""
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a", "e"}, "e": {"d"}, "f": set()}
    assert sorted(sorted(c) for c in circles(graph)) == [["a", "b", "c"], ["d", "e"]]
    assert circles({"a": {"b"}, "b": set()}) == []
    known = {"x", "y", "__init__"}
    tree = ast.parse(
        "from typing import TYPE_CHECKING\n"
        "from . import y\n"
        "if TYPE_CHECKING:\n    from dialogflows import Dispatcher\n"
        "def f():\n    from .x import g\n"
    )
    assert imports_of("sample", tree, known) == {"x", "y", "__init__"}
