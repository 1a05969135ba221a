#!/usr/bin/env bash
# Everything CI checks, in one command: install into .venv, lint, type-check, test.
# The Redis tests start their own redis-server on 127.0.0.1 when the binary is installed
# (`apt-get install redis-server`); .ci/run installs it.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
# shellcheck disable=SC1091
. .venv/bin/activate
python -m pip install -q --upgrade pip
python -m pip install -q -e '.[dev]'
ruff check dialogflows tests bench
ruff format --check dialogflows tests bench
mypy
# one worker per core this process may use, four at most (each worker loads the embedding
# model; a container may report many more cores than it is given), PYTEST_WORKERS=0 runs in
# this process; each test file whole on one worker: a written domain's cases run its file
# once, and module fixtures start once
WORKERS="${PYTEST_WORKERS:-$(python -c 'import os; print(min(len(os.sched_getaffinity(0)), 4))')}"
python -m pytest -q -n "$WORKERS" --dist loadfile "$@"
