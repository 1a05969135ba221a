"""The conversation tester: say a message, expect phase, slots, messages and stacks.

The same harness serves the project's own tests, ``dialogflows test`` over YAML cases, and
users' tests of their bots. Expectations are checked all at once per step so a failure shows
every difference, not just the first.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .commands import Command, parse_commands
from .errors import DialogflowsError
from .spec import display_value
from .suggest import did_you_mean
from .yaml_source import SourceMap, read_yaml

if TYPE_CHECKING:
    from .dispatcher import Dispatcher
    from .reply import Reply

STEP_KEYS = frozenset(
    {
        "user",
        "commands",
        "bot",
        "bot_contains",
        "bot_matches",
        "bot_not_contains",
        "phase",
        "flow",
        "slots",
        "stack",
        "asked",
        "entities",
        "beliefs",
    }
)


class FixedClock:
    """A clock for tests: always the same instant unless advanced."""

    def __init__(self, now: datetime | str) -> None:
        self.now = datetime.fromisoformat(now) if isinstance(now, str) else now

    def __call__(self) -> datetime:
        return self.now


class ConversationMismatch(AssertionError):
    """A step's expectations were not met; ``differences`` lists each one."""

    def __init__(self, step: int, text: str, differences: list[tuple[str, Any, Any]]) -> None:
        self.step, self.text, self.differences = step, text, differences
        lines = [f"step {step} ({text!r}):"]
        for what, expected, actual in differences:
            lines.append(f"  {what}: expected {expected!r}, got {actual!r}")
        super().__init__("\n".join(lines))


def _norm(v: Any) -> Any:
    return display_value(v) if isinstance(v, dict) and "amount" in v else v


def check_reply(reply: Reply, expect: dict[str, Any]) -> list[tuple[str, Any, Any]]:
    """Compare a reply with expectations; returns the differences (empty when all match)."""
    diffs: list[tuple[str, Any, Any]] = []
    said = reply.text
    state = reply.state
    task = state.active_task
    if "bot" in expect:
        wanted = expect["bot"]
        if isinstance(wanted, list):
            if reply.messages != wanted:
                diffs.append(("bot", wanted, reply.messages))
        elif said != wanted:
            diffs.append(("bot", wanted, said))
    for part in _as_list(expect.get("bot_contains")):
        if part not in said:
            diffs.append(("bot_contains", part, said))
    for part in _as_list(expect.get("bot_not_contains")):
        if part in said:
            diffs.append(("bot_not_contains", part, said))
    for pattern in _as_list(expect.get("bot_matches")):
        if re.search(pattern, said) is None:
            diffs.append(("bot_matches", pattern, said))
    if "phase" in expect and state.phase != expect["phase"]:
        diffs.append(("phase", expect["phase"], state.phase))
    if "flow" in expect:
        actual_flow = task.flow if task is not None else None
        if actual_flow != expect["flow"]:
            diffs.append(("flow", expect["flow"], actual_flow))
    if "asked" in expect:
        asked = task.asked if task is not None else None
        if asked != expect["asked"]:
            diffs.append(("asked", expect["asked"], asked))
    for name, wanted in (expect.get("slots") or {}).items():
        actual = task.value(name) if task is not None else None
        if _norm(actual) != _norm(wanted) and str(actual) != str(wanted):
            diffs.append((f"slots.{name}", wanted, actual))
    if "stack" in expect:
        stack = [t.flow for t in state.task_stack]
        if stack != list(expect["stack"] or []):
            diffs.append(("stack", expect["stack"], stack))
    if "entities" in expect:
        ents = [f"{e.type}:{e.value}" for e in state.entity_stack]
        for wanted in _as_list(expect["entities"]):
            if wanted not in ents:
                diffs.append(("entities", wanted, ents))
    for key, wanted in (expect.get("beliefs") or {}).items():
        belief = state.beliefs.get(key)
        actual = belief.value if belief is not None else None
        if _norm(actual) != _norm(wanted) and str(actual) != str(wanted):
            diffs.append((f"beliefs.{key}", wanted, actual))
    return diffs


def _as_list(v: Any) -> list[Any]:
    if v is None:
        return []
    return list(v) if isinstance(v, list) else [v]


#: what a stand-in action returns: a fixed result, or one made from the task's slots
StandInResult = Mapping[str, Any] | Callable[[dict[str, Any]], Mapping[str, Any]]


def stand_in_actions(bot: Dispatcher, results: Mapping[str, StandInResult]) -> Counter[str]:
    """Register a stand-in for each named action and return how often each has run.

    A conversation test asserts what a user would notice, and a side effect run twice (or
    never) is noticed: counting runs beside the replies is how a test holds an action to
    exactly once without a real backend. Each stand-in returns a copy of its result, or
    what its function makes of the task's slots, so a result with ids can differ per run.
    """
    runs: Counter[str] = Counter()

    def stand_in(name: str, result: StandInResult) -> Callable[..., dict[str, Any]]:
        def run(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
            runs[name] += 1
            return dict(result(slots) if callable(result) else result)

        return run

    for name, result in results.items():
        bot.action(name)(stand_in(name, result))
    return runs


@dataclass
class Conversation:
    """Drives one session of a dispatcher, step by step, with expectations."""

    bot: Dispatcher
    session_id: str = "test"
    user_id: str | None = None
    replies: list[Reply] = field(default_factory=list)

    @property
    def last(self) -> Reply:
        if not self.replies:
            raise DialogflowsError("nothing has been said yet")
        return self.replies[-1]

    @property
    def slots(self) -> dict[str, Any]:
        """The active task's slot values after the last step, by name ({} when none runs)."""
        task = self.last.state.active_task
        return {} if task is None else {n: s.value for n, s in task.slots.items()}

    def say(self, text: str, **expect: Any) -> Reply:
        """Send ``text``; check any expectations given (see ``check_reply`` keys)."""
        reply = self.bot.handle(self.session_id, text, user_id=self.user_id)
        self.replies.append(reply)
        self._check(text, reply, expect)
        return reply

    def apply(self, commands: Iterable[Command | dict[str, Any]], **expect: Any) -> Reply:
        parsed = parse_commands([c if isinstance(c, dict) else c.model_dump() for c in commands])
        reply = self.bot.apply(self.session_id, parsed, user_id=self.user_id)
        self.replies.append(reply)
        self._check(f"<{len(parsed)} commands>", reply, expect)
        return reply

    def _check(self, text: str, reply: Reply, expect: dict[str, Any]) -> None:
        unknown = set(expect) - STEP_KEYS
        if unknown:
            raise DialogflowsError(f"unknown expectation(s): {', '.join(sorted(unknown))}")
        diffs = check_reply(reply, expect)
        if diffs:
            raise ConversationMismatch(len(self.replies), text, diffs)


# -- YAML cases ------------------------------------------------------------------------------


@dataclass
class CaseResult:
    file: str
    name: str
    passed: bool
    steps: int
    failure: ConversationMismatch | None = None
    error: str | None = None


def find_case_files(path: str | Path) -> list[Path]:
    """``*.test.yaml`` / ``*.test.yml`` files under a folder (or the file itself)."""
    p = Path(path)
    if p.is_file():
        return [p]
    return sorted([*p.rglob("*.test.yaml"), *p.rglob("*.test.yml")])


def run_case_file(
    file: Path,
    make_bot: Callable[[datetime | None], Dispatcher],
) -> list[CaseResult]:
    """Run every case of one file, each in a fresh session of a fresh bot."""
    try:
        data, marks, issues = read_yaml(str(file), file.read_text(encoding="utf-8"))
    except OSError as e:
        return [CaseResult(str(file), "<file>", False, 0, error=f"cannot read test file: {e}")]
    if issues:
        first = issues[0]
        where = f"{first.file}:{first.line}:{first.column}"
        error = f"cannot read test file: {where} {first.message}"
        return [CaseResult(str(file), "<file>", False, 0, error=error)]
    if not isinstance(data, dict) or not isinstance(data.get("cases"), list):
        return [
            CaseResult(
                str(file), "<file>", False, 0, error="expected a mapping with a `cases:` list"
            )
        ]
    clock = data.get("clock")
    results = []
    for i, case in enumerate(data["cases"]):
        name = str(case.get("name", f"case {i + 1}")) if isinstance(case, dict) else f"case {i + 1}"
        problem = _case_problem(case, ("cases", i), marks)
        if problem is not None:
            results.append(CaseResult(str(file), name, False, 0, error=problem))
            continue
        results.append(_run_case(file, name, case, clock, make_bot))
    return results


_CASE_KEYS = ("name", "steps", "clock", "user_id")


def _case_problem(case: Any, path: tuple[str | int, ...], marks: SourceMap) -> str | None:
    """The first mistake in how a case is written, as ``file:line:col what``, before any
    step runs: a misspelt key would otherwise be found only when its step is reached, or
    silently ignored."""

    def at(p: tuple[str | int, ...], what: str) -> str:
        m = marks.key(p)
        return f"{m.file}:{m.line}:{m.column} {what}"

    def unknown(key: str, known: Iterable[str], where: str) -> str:
        hint = did_you_mean(key, known)
        return f"unknown key `{key}` in {where}" + (f" ({hint})" if hint else "")

    if not isinstance(case, dict):
        return at(path, "a case is a mapping with `name:` and `steps:`")
    for key in case:
        if str(key) not in _CASE_KEYS:
            return at((*path, key), unknown(str(key), _CASE_KEYS, "a case"))
    if not isinstance(case.get("steps"), list):
        return at(path, "a case needs a `steps:` list")
    for j, step in enumerate(case["steps"]):
        where = (*path, "steps", j)
        if not isinstance(step, dict):
            return at(where, f"step {j + 1} is not a mapping: write {{user: ..., bot: ...}}")
        for key in step:
            if str(key) not in STEP_KEYS:
                return at((*where, key), unknown(str(key), sorted(STEP_KEYS), f"step {j + 1}"))
        if "user" not in step and "commands" not in step:
            return at(where, f"bad step {j + 1}: it needs `user:` (what is said) or `commands:`")
        for key in _TEXT_KEYS:
            if key in step and not all(isinstance(x, str) for x in _as_list(step[key])):
                return at(
                    (*where, key),
                    f"step {j + 1}: `{key}` is text or a list of texts; quote a number"
                    f' (`{key}: "{step[key]}"`)',
                )
    return None


#: what a reply's text is compared with: a YAML number written there ("bot_contains: 3")
#: is refused before the case runs, where it stopped the whole file at ``in``
_TEXT_KEYS = ("bot", "bot_contains", "bot_not_contains", "bot_matches")


def _run_case(
    file: Path,
    name: str,
    case: Any,
    file_clock: Any,
    make_bot: Callable[[datetime | None], Dispatcher],
) -> CaseResult:
    if not isinstance(case, dict) or not isinstance(case.get("steps"), list):
        return CaseResult(str(file), name, False, 0, error="a case needs a `steps:` list")
    clock = case.get("clock", file_clock)
    now = datetime.fromisoformat(str(clock)) if clock else None
    bot = make_bot(now)
    conv = Conversation(bot, session_id=f"case-{name}", user_id=case.get("user_id"))
    for step in case["steps"]:
        if not isinstance(step, dict) or ("user" not in step and "commands" not in step):
            return CaseResult(
                str(file), name, False, len(conv.replies), error=f"bad step: {step!r}"
            )
        expect = {k: v for k, v in step.items() if k not in ("user", "commands")}
        try:
            if "commands" in step:
                conv.apply(step["commands"], **expect)
            else:
                conv.say(str(step["user"]), **expect)
        except ConversationMismatch as m:
            return CaseResult(str(file), name, False, len(conv.replies), failure=m)
        except DialogflowsError as e:
            return CaseResult(str(file), name, False, len(conv.replies), error=str(e))
    return CaseResult(str(file), name, True, len(conv.replies))
