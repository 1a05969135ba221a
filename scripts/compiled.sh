#!/usr/bin/env bash
# The package compiled with mypyc (see setup.py), in a virtualenv of its own, .venv-compiled:
# `bash scripts/compiled.sh` builds it and runs the tests against it;
# `bash scripts/compiled.sh python bench/turns.py` runs anything else in it instead.
# Needs a C compiler and the Python headers (the Debian packages gcc and python3-dev, or a
# Python built from source, which has them). Takes minutes: mypyc compiles ~80 modules.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv-compiled
# shellcheck disable=SC1091
. .venv-compiled/bin/activate
python -m pip install -q --upgrade pip
# the dependencies (with mypy, which compiles) and the build backend, then the package
# itself, compiled, in place of the pure one
python -m pip install -q '.[dev]' 'setuptools>=77' wheel
DIALOGFLOWS_COMPILE=1 python -m pip install -q --no-build-isolation --no-deps --force-reinstall .
if [ "$#" -eq 0 ]; then
  # not `python -m pytest`: it would put this directory, and its pure package, on sys.path
  # first. DIALOGFLOWS_EXPECT_COMPILED makes the tests fail if the pure package is imported.
  DIALOGFLOWS_EXPECT_COMPILED=1 pytest -q -p no:cacheprovider
else
  "$@"
fi
