"""No import circle through a package's namespace either.

``tests/test_package_structure.py`` reads ``from . import tracing`` as an import of the
module ``tracing``, which is what it loads. But Python finds ``tracing`` by looking the name
up on the package first (``dialogflows/__init__.py``'s namespace, half filled while the
package loads), and only then imports the submodule: the statement depends on the package
as well. The package's ``__init__`` imports the dispatcher and, through it, most of the
runtime, so one such line in the runtime closed a circle of eleven modules (``__init__``,
dispatcher, commit, reply, turn, the turn's parts, testing) that tools reading imports
this way reported for sessions. Every module now names the module it takes a name from
(``from .tracing import span``), and this test reads imports that strictly, so the circle
cannot come back.
"""

from __future__ import annotations

import ast

from test_package_structure import PACKAGE, _modules, circles, import_base, import_graph


def _packages(known: set[str]) -> set[str]:
    return {name for name in known if name == "__init__" or name.endswith("/__init__")}


def through_packages(name: str, tree: ast.Module, known: set[str]) -> set[str]:
    """The package ``__init__`` modules whose namespace module ``name`` reads a name from
    (``from . import x``, ``from dialogflows import x``, ``import dialogflows.x as x``)."""
    packages = _packages(known)
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                if parts[0] == "dialogflows" and alias.asname and len(parts) > 1:
                    found.add("/".join([*parts[1:-1], "__init__"]))
            continue
        if not isinstance(node, ast.ImportFrom):
            continue
        base = import_base(name, node)
        if base is None:
            continue
        package = "/".join([*base, "__init__"])
        if package in packages:
            found.add(package)
    found.discard(name)
    return found & packages


def strict_graph() -> dict[str, set[str]]:
    """The package's import graph with the reads through a package's namespace added."""
    graph = import_graph()
    known = _modules()
    names = set(known)
    for name, path in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        graph[name] |= through_packages(name, tree, names)
    return graph


def test_no_circle_when_names_read_through_a_package_count() -> None:
    found = circles(strict_graph())
    named = sorted(" <-> ".join(sorted(c)) for c in found)
    assert not named, f"import circles through a package's namespace: {named}"


def test_the_strict_reading_sees_every_form_of_it() -> None:
    """The check above can fail: each form that reads a package's namespace is an edge to
    its ``__init__``, and a made-up runtime module using one closes a circle."""
    known = set(_modules())
    assert PACKAGE.name == "dialogflows" and "__init__" in known and "nlu/__init__" in known
    tree = ast.parse(
        "from . import tracing\n"
        "from dialogflows import spec\n"
        "import dialogflows.nlu.rules as rules\n"
        "from .state import DialogueState\n"
        "def f():\n    from .nlu import lexicon\n"
    )
    assert through_packages("sample", tree, known) == {"__init__", "nlu/__init__"}
    graph = strict_graph()
    assert "dispatcher" in graph["__init__"]
    graph["sample"] = {"tracing"} | through_packages("sample", tree, known)
    graph["dispatcher"] = graph["dispatcher"] | {"sample"}
    assert any({"__init__", "dispatcher", "sample"} <= c for c in circles(graph))


def test_a_submodule_import_is_no_read_of_the_package() -> None:
    """``from .base import Store`` loads the package first but reads nothing from it."""
    tree = ast.parse("from .base import Store\nfrom ..errors import StoreError\n")
    assert through_packages("stores/sqlite", tree, set(_modules())) == set()
