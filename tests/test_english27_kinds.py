"""The kinds of mistake the twenty-seventh session's dial-a-ride and claims line found
(tests/domains/dialaride, tests/domains/homeclaim, run in
tests/test_written_domains_twentyseventh_en.py), each tested here in other words and another
domain, written inline in English. The clock is a Wednesday (2027-06-16, 11:00)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from written_support import stand_in_talker

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2027-06-16T11:00:00")
_chat = stand_in_talker(CLOCK)

UPHOLSTERY = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_recover:
    description: ordering a sofa to be re-covered
    triggers: [recover my sofa, re-cover a sofa, reupholster]
    slots:
      - {name: fabric, type: enum, values: [velvet, linen, leather], label: fabric,
         prompt: "Velvet, linen or leather?"}
      - {name: seats, type: integer, counts: seat, min: 1, max: 6, label: seats, prompt: "How many seats?"}
    confirm: "{fabric} on a {seats}-seater. Shall I place the order?"
    action: place_order
    done: "Ordered."
    cancelled: "No problem, nothing is ordered."
"""


def _at_confirmation(tmp_path: Path) -> tuple[Conversation, Counter[str]]:
    chat, runs = _chat(tmp_path, UPHOLSTERY, ["place_order"])
    chat.say("can you reupholster my sofa in linen", flow="order_recover", asked="seats")
    chat.say("3", phase="confirming")
    return chat, runs


def test_the_action_turned_down_by_its_verb_lets_the_task_go(tmp_path: Path) -> None:
    """Kind REFUSED_ACTION_READ_AS_A_CHANGE: at a confirmation, the action turned down by
    its own verb ("dont book it, my daughter will take me", "hang on, dont submit it, ill
    check with my landlord first") asked "What would you like to change?", as a bare no
    does; the thing itself is refused, so the task is let go. The verb is the flow's: a
    word of its confirmation's question ("place") or the first word of a trigger."""
    chat, runs = _at_confirmation(tmp_path)
    chat.say("hold on dont place it yet, want to measure the cushions again", flow=None)
    assert runs["place_order"] == 0
    chat, runs = _at_confirmation(tmp_path)
    chat.say("nah dont reupholster it after all", flow=None)
    assert runs["place_order"] == 0


def test_the_action_turned_down_by_its_verb_guard(tmp_path: Path) -> None:
    """A bare no, or a no turning down some other verb, still asks what to change."""
    chat, _ = _at_confirmation(tmp_path)
    chat.say("no", flow="order_recover", bot_contains="change")
    chat, _ = _at_confirmation(tmp_path)
    chat.say("no dont laugh, wrong fabric", flow="order_recover")
