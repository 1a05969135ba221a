"""The compiled build's module list (setup.py) stays true to the code.

mypyc compiles no pydantic model and no runtime-checkable protocol, and a module holding
one breaks the compiled build only, minutes into it, with a C compiler's message. These
checks run with the pure tests and name the module instead.
"""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "dialogflows"


def _setup() -> ModuleType:
    spec = importlib.util.spec_from_file_location("dialogflows_setup", ROOT / "setup.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    # setup.py calls setup() at import: read its constants without running it
    source = (ROOT / "setup.py").read_text().split("\nsetup(")[0]
    exec(compile(source, str(ROOT / "setup.py"), "exec"), module.__dict__)
    return module


SETUP = _setup()


def _kinds(path: Path) -> set[str]:
    """What in ``path`` mypyc cannot compile: pydantic models, runtime-checkable protocols."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if not isinstance(node, ast.ClassDef):
            continue
        bases = {ast.unparse(b) for b in node.bases}
        decorators = {ast.unparse(d) for d in node.decorator_list}
        if "BaseModel" in bases:
            found.add(f"pydantic model {node.name}")
        if "runtime_checkable" in decorators:
            found.add(f"runtime-checkable protocol {node.name}")
    return found


def test_every_module_left_out_exists() -> None:
    missing = [m for m in SETUP.NOT_COMPILED if not (PACKAGE / m).is_file()]
    assert missing == []


@pytest.mark.parametrize("module", SETUP.compiled_modules())
def test_no_compiled_module_holds_what_mypyc_cannot_compile(module: str) -> None:
    """A class deriving from another model class of its module is caught by its base."""
    assert _kinds(ROOT / module) == set()


def test_the_per_turn_modules_are_compiled() -> None:
    compiled = set(SETUP.compiled_modules())
    for module in ("turn.py", "events.py", "render.py", "nlu/rules.py", "nlu/values.py"):
        assert f"dialogflows/{module}" in compiled
