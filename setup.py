"""Build hook: the pure-Python package by default, compiled with mypyc when asked.

``DIALOGFLOWS_COMPILE=1 pip install --no-build-isolation .`` (with the ``dev`` extra, which
brings mypy, installed first) builds the modules a turn runs through into C extensions, as
black and mypy ship theirs: the same source and behaviour, a turn about 1.6 times as fast
(``bench/turns.py`` says which build it measures). ``bash scripts/compiled.sh`` does it in
a virtualenv of its own and runs the tests against the compiled build; CI runs both.
Without the variable nothing is compiled: an editable install stays editable, and no C
compiler is needed. One difference a user can meet: a compiled class cannot be subclassed
in Python nor have a method patched, so wrap ``RuleUnderstander`` or ``Renderer`` to extend
them (``Understander`` is a protocol).

Left out, each for a reason: modules that define pydantic models (mypyc compiles no
pydantic class; the per-turn code of ``events``, ``state`` and ``spec`` lives in
``events``, ``state_ops`` and ``fill``, which are compiled), runtime-checkable protocols
(``summarizer``, ``nlu/base``, ``stores/base``, ``tokens``: a compiled protocol is no
protocol to ``isinstance``), what users subclass or set attributes on (the ``Dispatcher``, the
errors, the LLM client and understander, the stores, whose cost a turn hardly feels or a
server or a file bounds), and everything that runs once or outside a turn (command line,
simulator, server, test helpers, loading and its checks).
"""

from __future__ import annotations

import os
from pathlib import Path

from setuptools import setup

#: modules kept as Python, relative to the package (see the module docstring)
NOT_COMPILED = {
    "__init__.py",
    "checks.py",
    "cli.py",
    "commands.py",
    "dispatcher.py",
    "errors.py",
    "event_model.py",
    "fake_llm.py",
    "llm_client.py",
    "loader.py",
    "server.py",
    "datasets/__init__.py",
    "datasets/sgd.py",
    "datasets/sgd_schema.py",
    "history.py",
    "panels.py",
    "simulator.py",
    "spec.py",
    "state.py",
    "summarizer.py",
    "testing.py",
    "test_runner.py",
    "tokens.py",
    "yaml_source.py",
    "nlu/__init__.py",
    "nlu/base.py",
    "nlu/llm.py",
    "nlu/scripted.py",
    "stores/__init__.py",
    "stores/base.py",
    "stores/memory.py",
    "stores/redis.py",
    "stores/sqlite.py",
}


def compiled_modules() -> list[str]:
    """The package's source files mypyc compiles, as paths relative to this directory."""
    package = Path(__file__).resolve().parent / "dialogflows"
    return sorted(
        str(p.relative_to(package.parent))
        for p in package.rglob("*.py")
        if str(p.relative_to(package)) not in NOT_COMPILED
    )


def _ext_modules() -> list[object]:
    if os.environ.get("DIALOGFLOWS_COMPILE") != "1":
        return []
    from mypyc.build import mypycify  # only a compiled build needs mypy

    return list(mypycify(compiled_modules(), opt_level="3", multi_file=True))


setup(
    ext_modules=_ext_modules(),
    options={"build_ext": {"parallel": os.cpu_count() or 1}},
)
