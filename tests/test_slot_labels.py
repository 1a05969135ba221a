"""A slot's ``label`` is what users hear it called; its ``description`` is for the model
only. A gym's membership pause, written from docs/dsl.md: "did you mean yearly for the
the plan the member wants to pause?" is what the old wording produced."""

from __future__ import annotations

from pathlib import Path

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-11-29T10:00:00")

GYM = """
flows:
  pause_membership:
    description: pausing a membership
    triggers: ["pause my membership", "freeze my membership"]
    slots:
      - name: plan_kind
        type: enum
        values: [monthly, yearly]
        description: the plan the member wants to pause, as printed on their card
        prompt: "Monthly or yearly plan?"
      - name: weeks
        type: integer
        label: pause length in weeks
        description: how many whole weeks the pause lasts (1 to 12)
        min: 1
        max: 12
        prompt: "For how many weeks?"
    confirm: "Pause your {plan_kind} plan for {weeks:week|weeks}?"
"""


def gym(tmp_path: Path) -> Conversation:
    (tmp_path / "gym.yaml").write_text(GYM, encoding="utf-8")
    return Conversation(Dispatcher.from_path(tmp_path, clock=CLOCK), "s")


def test_a_clarification_names_the_slot_by_its_label_never_its_description(
    tmp_path: Path,
) -> None:
    c = gym(tmp_path)
    c.say("pause my membership", bot="Monthly or yearly plan?")
    c.say("yeerly", bot="Just to check: did you mean yearly for the plan kind?")
    c.say("yes", bot="For how many weeks?")
    c.say("20", bot=["Sorry, it must be at most 12.", "For how many weeks?"])
    assert "the plan the member wants to pause" not in " ".join(
        m for r in c.replies for m in r.messages
    )


def test_a_change_is_said_back_with_the_label(tmp_path: Path) -> None:
    c = gym(tmp_path)
    c.say("freeze my membership, yearly plan, 3 weeks", bot="Pause your yearly plan for 3 weeks?")
    c.say("actually make it 2 weeks", bot="Pause your yearly plan for 2 weeks?")
    c.say("what pause length in weeks did i say?", bot_contains="2")


def test_the_description_still_reaches_the_model(tmp_path: Path) -> None:
    c = gym(tmp_path)
    reply = c.say("pause my membership")
    system = "\n".join(m["content"] for m in reply.prompt)
    assert "the plan the member wants to pause, as printed on their card" in system
    assert "how many whole weeks the pause lasts" in system
