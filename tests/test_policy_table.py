"""The turn's policy is one table (``turn_policy.POLICY``) whose handlers return what they
did, and "may this happen now?" is the compiled machine's to answer: a structure test
counts the phase names the runtime still compares by hand (none), and a machine altered in
the test changes what a yes does. The domain is a bike repair shop, written for this test.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

from dialogflows import Dispatcher
from dialogflows.commands import COMMAND_TYPES, Repeat, SetSlot, StartTask
from dialogflows.compiler import PHASES
from dialogflows.events import Recorder
from dialogflows.state import DialogueState
from dialogflows.testing import Conversation, FixedClock
from dialogflows.turn_policy import POLICY, Did

ROOT = Path(__file__).resolve().parent.parent / "dialogflows"
#: the modules of the turn: the handlers and what they call
RUNTIME = ["turn.py", "turn_base.py", "turn_steps.py", "task_steps.py", "turn_amend.py"]
RUNTIME += ["turn_talk.py", "turn_beliefs.py", "turn_patterns.py", "turn_policy.py"]
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
