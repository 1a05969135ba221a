"""The turn's policy is one table (``turn_policy.POLICY``) whose handlers return what they
did, and "may this happen now?" is the compiled machine's to answer: a structure test
counts the phase names the runtime still compares by hand (none), and a machine altered in
the test changes what a yes does. The turn is one class over its context, the other parts
plain functions, and what a part did is an ``Outcome`` the turn's end reads: structure
tests fail if a mixin layer or a shared flag comes back. The domain is a bike repair shop,
written for this test.
"""

from __future__ import annotations

import ast
from abc import ABC
from pathlib import Path
from typing import Any

from dialogflows import Dispatcher
from dialogflows.commands import COMMAND_TYPES, Deny, Repeat, SetSlot, StartTask
from dialogflows.compiler import PHASES
from dialogflows.events import Recorder
from dialogflows.state import DialogueState
from dialogflows.testing import Conversation, FixedClock
from dialogflows.turn import Turn
from dialogflows.turn_base import TurnBase
from dialogflows.turn_outcome import EFFECTS, Mark, Outcome, TurnEnd
from dialogflows.turn_policy import POLICY, Did

ROOT = Path(__file__).resolve().parent.parent / "dialogflows"
#: the modules of the turn: the handlers and what they call
RUNTIME = ["turn.py", "turn_base.py", "turn_steps.py", "task_steps.py", "turn_amend.py"]
RUNTIME += ["task_ends.py"]
RUNTIME += ["turn_talk.py", "turn_beliefs.py", "turn_patterns.py", "turn_policy.py"]
RUNTIME += ["turn_outcome.py"]
#: the flags the layers of the turn once shared by setting them: what they said is now a
#: ``Mark`` in the running part's ``Outcome``
FLAGS = {"_asked", "_touched", "_hold", "_retry", "_dequeued", "_confirm_owed"}
#: the per-turn values still written after the turn is made, each by one module only:
#: what the turn was given (``run``), what the parts did (``outcomes``, ``handled``), and
#: what set_slot gathers for the question to say back or the steps to go back to
WRITERS = {
    "_commands": "turn.py",  # this turn's commands, set once by run
    "_correcting": "turn.py",  # this turn's corrections, set once by run
    "_corrected_now": "turn.py",  # the slots set_slot corrected: their step is gone back to
    "_changed": "turn.py",  # the slots set_slot changed: said back before the question
    "_inferred": "turn.py",  # the inferred values set_slot took: said back
    "_clarified_now": "turn.py",  # set_slot set a clarification: another unsure value waits
    "handled": "turn.py",  # each command's Did, for tracing
    "outcomes": "turn_base.py",  # what each part did: open_part only
    "_handovers": "turn_steps.py",  # next:/goto: hand-overs, bounded (a Python-built loop)
}
#: the classes the turn's modules may define: the turn, its context, and plain records
CLASSES = {"Turn", "TurnBase", "Coercer", "TurnOutput", "Did", "Mark", "Outcome", "TurnEnd"}
CLOCK = FixedClock("2026-11-29T10:00:00")

SHOP = """
settings:
  language: en
flows:
  book_repair:
    description: booking a bike repair
    triggers: [fix my bike, book a repair, my bike is broken]
    slots:
      - {name: part, type: enum, values: [brakes, gears, chain], prompt: "What needs fixing?"}
      - {name: day, type: date, prompt: "When can you drop it off?"}
    confirm: "Fix the {part}, drop-off {day}?"
    action: book
    done: Booked, see you then.
  opening_hours:
    description: telling the opening hours
    triggers: [when are you open, opening hours]
    action: hours
    done: We're open 9 to 6.
"""


def _phase_comparisons(path: Path) -> list[int]:
    """Lines comparing something with a phase name written out ("confirming", or a tuple
    of them): the decisions the machine should make."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set(PHASES) - {"done", "failed", "cancelled"}  # outcomes are no phases here
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        for side in (node.left, *node.comparators):
            literals = side.elts if isinstance(side, ast.Tuple | ast.List | ast.Set) else [side]
            if any(isinstance(x, ast.Constant) and x.value in names for x in literals):
                found.append(node.lineno)
        attrs = [n for n in ast.walk(node) if isinstance(n, ast.Attribute) and n.attr == "phase"]
        if attrs and any(
            isinstance(x, ast.Constant) and isinstance(x.value, str)
            for x in ast.walk(node)
            if x is not node
        ):
            found.append(node.lineno)
    return sorted(set(found))


def test_the_runtime_compares_no_phase_names() -> None:
    found = {name: _phase_comparisons(ROOT / name) for name in RUNTIME}
    assert {k: v for k, v in found.items() if v} == {}


def test_the_structure_check_finds_a_phase_comparison(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        'def f(task):\n    if task.phase == "confirming":\n        return 1\n'
        '    return task.phase in ("collecting", "clarifying")\n',
        encoding="utf-8",
    )
    assert _phase_comparisons(sample) == [2, 4]


def test_every_command_type_has_a_handler() -> None:
    assert set(COMMAND_TYPES) <= set(POLICY)


def _bot(tmp_path: Path) -> Dispatcher:
    (tmp_path / "shop.yaml").write_text(SHOP, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path / "shop.yaml", clock=CLOCK)

    @bot.action("book")
    def book(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return {}

    return bot


def test_handlers_return_what_they_did(tmp_path: Path) -> None:
    bot = _bot(tmp_path)
    state = DialogueState(session_id="s")
    turn = bot._turn(state, Recorder(state, 1), CLOCK())
    commands = [
        StartTask(flow="book_repair", slots={"part": "chain"}),
        SetSlot(slot="day", value="2026-12-01", flow="opening_hours"),
        Repeat(),
    ]
    assert list(turn.run(commands)) == []  # no action runs: nothing is confirmed yet
    assert turn.handled == [
        ("start_task", Did.CHANGED),
        ("set_slot", Did.NOTHING),
        ("repeat", Did.ASKED),
    ]


def test_a_yes_confirms_only_where_the_machine_takes_one(tmp_path: Path) -> None:
    bot = _bot(tmp_path)
    c = Conversation(bot, "s", "u1")
    c.say("my bike is broken, the gears", asked="day")
    c.say("tmrw", phase="confirming", bot="Fix the gears, drop-off Monday 30 November?")
    # the machine loses the yes at the confirmation: the handler asks it, not a phase name
    bot.flows["book_repair"].steps.machine.remove_transition("affirm", source="confirm")
    c.say("yes", phase="confirming", bot_contains="OK")
    assert c.last.state.active_task is not None


def _writes(path: Path) -> set[str]:
    """Attributes of the turn (``self`` or ``turn``) that ``path`` assigns or changes in
    place, outside the turn's ``__init__``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    mutators = {"append", "extend", "clear", "insert", "pop", "remove", "update", "add"}
    found: set[str] = set()

    def turn_attr(node: ast.AST) -> str | None:
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in ("self", "turn")
        ):
            return node.attr
        return None

    # the turn's __init__ makes them; the records of what the parts did (``Outcome``,
    # ``TurnEnd``) change their own fields, not the turn's
    skip = {
        id(n)
        for c in ast.walk(tree)
        if isinstance(c, ast.ClassDef) and c.name == "TurnBase"
        for n in c.body
        if isinstance(n, ast.FunctionDef) and n.name == "__init__"
    }
    skip |= {
        id(c)
        for c in ast.walk(tree)
        if isinstance(c, ast.ClassDef) and c.name in ("Outcome", "TurnEnd")
    }
    todo: list[ast.AST] = [tree]
    while todo:
        node = todo.pop()
        if id(node) in skip:
            continue
        todo.extend(ast.iter_child_nodes(node))
        targets: list[ast.AST] = []
        if isinstance(node, ast.Assign):
            targets = [*node.targets]
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in mutators
        ):
            targets = [node.func.value]
        for t in targets:
            for x in t.elts if isinstance(t, ast.Tuple) else [t]:
                name = turn_attr(x)
                if name is not None:
                    found.add(name)
    return found


def test_the_old_flags_are_set_nowhere() -> None:
    written = {n: _writes(ROOT / n) & FLAGS for n in RUNTIME}
    assert {k: v for k, v in written.items() if v} == {}
    # nor anywhere else in the package, on anything
    for path in ROOT.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
                assert node.attr not in FLAGS, f"{path}:{node.lineno} sets {node.attr}"


def test_each_per_turn_value_has_one_writer() -> None:
    written = {(attr, name) for name in RUNTIME for attr in _writes(ROOT / name)}
    assert written <= set(WRITERS.items()), sorted(written - set(WRITERS.items()))


def test_the_writer_check_finds_a_flag(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "class Steps:\n    def f(self):\n        self._asked = True\n"
        "def g(turn):\n    turn._changed.append(1)\n    turn.out.messages.append(2)\n",
        encoding="utf-8",
    )
    assert _writes(sample) == {"_asked", "_changed"}


def test_the_turn_is_one_class_over_its_context() -> None:
    # ``ABC``: the rules of ``Turn`` the parts call are declared on ``TurnBase``, abstract
    assert Turn.__mro__ == (Turn, TurnBase, ABC, object)
    defined = {
        (name, node.name)
        for name in RUNTIME
        for node in ast.walk(ast.parse((ROOT / name).read_text(encoding="utf-8")))
        if isinstance(node, ast.ClassDef)
    }
    assert {c for _, c in defined} <= CLASSES, sorted(defined)


def test_the_turns_end_is_read_from_what_each_part_did(tmp_path: Path) -> None:
    bot = _bot(tmp_path)
    c = Conversation(bot, "s", "u1")
    c.say("my bike is broken, the brakes", asked="day")
    c.say("tomorow", phase="confirming")
    state = c.last.state.model_copy(deep=True)
    turn = bot._turn(state, Recorder(state, 1), CLOCK())
    assert list(turn.run([Deny()])) == []
    parts = [(o.part, o.did) for o in turn.outcomes]
    assert parts == [
        ("start", Did.NOTHING),
        ("deny", Did.ASKED),  # "what would you like to change?"
        ("settle", Did.NOTHING),
        ("advance", Did.NOTHING),  # held at the question: nothing changed since the no
        ("prompt", Did.NOTHING),  # asked already: no second question
    ]
    deny = turn.outcomes[1]
    assert Mark.HELD in deny.marks and Mark.ASKED in deny.marks
    assert turn.end.held and turn.end.asked
    assert turn.end == TurnEnd.of(turn.outcomes)  # kept as marks are made: the same fold
    assert turn.out.messages == list(deny.said)


def test_every_mark_has_its_effect_on_the_turns_end() -> None:
    """``TurnEnd.apply`` is a table (``turn_outcome.EFFECTS``): a row for every mark, each
    naming fields the end has, and a mark with no effect on the end would be no mark."""
    assert set(EFFECTS) == set(Mark)
    full = TurnEnd()
    for name in ("asked", "held", "owes_confirmation", "retry", "touched"):
        setattr(full, name, True)
    for m in Mark:
        empty, was_full = TurnEnd(), TurnEnd.of([Outcome("x", marks=[])])
        for name in ("asked", "held", "owes_confirmation", "retry", "touched"):
            setattr(was_full, name, True)
        empty.apply(m)
        was_full.apply(m)
        assert empty != TurnEnd() or was_full != full, m
