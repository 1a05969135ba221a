"""Kinds of mistake left open by the twenty-fifth session (the lead's list, the xfails and
Chinese helpers' "what is left"), each named in general and tested here in other words and
on other domains than where it was seen, written inline from docs/dsl.md before any of
these cases ran. The clock is a Thursday (2026-12-03, 10:00).

a. a Chinese count said as a span of two numerals side by side ("两三箱", "七八个", "十二三"):
   read as one number of two digits ("两三" 23, "七八" 78, out of a slot's range) or as
   none ("十二三"). A span is an approximate count; as "2 or 3 bags" in English, the
   larger is taken. Tested on an old-book collection (旧书回收).
b. a polite ask before a trigger said with a count between its words ("could u deliver
   like 10 bags of …" for ``deliver bags``) while another trigger of the same flow is said
   whole after it ("… of mushroom compost"): the whole trigger was the flow's one hit, so
   the ask stood before no trigger and the message was read as a question the bot cannot
   answer. Seen on a garden waste collection ("can you collect 3 bags of garden waste");
   tested on compost delivery.
c. a count answered in parts, one number per place ("客厅两幅 卧室两幅" to "一共几幅？", the
   twenty-fifth zh 窗帘's COUNTS_OF_PARTS_NOT_SUMMED; "2 upstairs and 3 downstairs"): two
   different numbers were a tie ("Did you mean 2 or 3?"), two equal ones one of them (2,
   not 4). Each number in a clause of its own naming its part is their sum. Tested on a
   radiator flush and on light bulbs changed (上门换灯泡).
d. a yes-or-no slot's thing named as the last item of a list joined by "and" ("3 rooms
   and the landing", "yes and the landing"; the lead's "and the stairs"): only a clause
   parted by a comma named it, so the thing was asked again. Tested on snow clearing.
e. a trigger said with a word inside it that holds another flow's shorter trigger sharing
   one of its words ("how do i pause my gym membership" for ``pause membership`` beside
   ``gym membership`` of joining; the lead's list): the shorter one, said whole, won as a
   phrase and the other flow started. Tested on a resident parking permit.
f. a code of another slot's ``pattern`` typed after an address answer ("14 mill lane ls6
   2ab" to the address question, a postcode slot of its own; the lead's postcode asked out
   of turn): kept inside the address, and the postcode asked again. A phone so typed was
   already cut off. Tested on a garden shed assembly.
g. where at the premises said before the address and a word of being there ("on the drive
   at 14 mill lane"; the lead's list): kept as the address's opening words. Tested on an
   EV charger fitted at home.
h. a Chinese trigger said with a listed value of its flow in place of its noun ("收旧电视吗"
   for 收旧家电, 电视 listed; the lead's list): the verb and its modifier were no request and
   the message a question the bot cannot answer. Tested on old clocks mended (老钟表维修);
   furniture done up (家具翻新, a two-character verb: "能翻新旧沙发吗") passed before too.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-03T10:00:00")


def _chat(folder: Path, text: str, actions: list[str]) -> Conversation:
    (folder / "domain.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(folder, clock=CLOCK)
    stand_in_actions(bot, {a: {} for a in actions})
    return Conversation(bot, "s", "u1")


# -- a. a Chinese count said as a span of two numerals ----------------------------------------

JIUSHU = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  collect_books:
    description: 上门回收旧书
    triggers: [旧书回收, 回收旧书, 收旧书]
    slots:
      - {name: boxes, type: integer, min: 1, max: 50, label: 箱数, prompt: "大概几箱书？"}
      - {name: day, type: date, min: tomorrow, label: 日期, prompt: "哪天上门？"}
    confirm: "{boxes}箱，{day}上门。确认吗？"
    action: collect_books
    done: "约好了。"
"""


@pytest.fixture
def jiushu(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, JIUSHU, ["collect_books"])


@pytest.mark.parametrize(
    ("said", "boxes"),
    [("两三箱吧", 3), ("估计七八箱", 8), ("十二三箱", 13), ("一两箱 不多", 2)],
)
def test_a_chinese_span_of_two_numerals_to_the_count_question(
    jiushu: Conversation, said: str, boxes: int
) -> None:
    jiushu.say("你好 想约个旧书回收", flow="collect_books", asked="boxes")
    jiushu.say(said, slots={"boxes": boxes}, asked="day")


def test_a_chinese_span_of_two_numerals_with_the_request(jiushu: Conversation) -> None:
    jiushu.say("家里有三四箱旧书 能上门回收吗", flow="collect_books", slots={"boxes": 4})


# -- b. a polite ask before a trigger with a count between its words -------------------------

COMPOST = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_compost:
    description: bags of compost delivered to the door
    triggers: [compost delivery, deliver bags, mushroom compost]
    slots:
      - {name: bags, type: integer, min: 1, max: 40, label: bags, prompt: "How many bags?"}
      - {name: day, type: date, min: tomorrow, label: delivery day, prompt: "Which day?"}
    confirm: "{bags} bags on {day}. OK?"
    action: order_compost
    done: "Ordered."
"""


@pytest.fixture
def compost(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, COMPOST, ["order_compost"])


def test_a_polite_ask_before_a_trigger_with_a_count_inside(compost: Conversation) -> None:
    compost.say(
        "could u deliver like 10 bags of mushroom compost",
        flow="order_compost",
        slots={"bags": 10},
        asked="day",
    )


def test_a_polite_ask_with_the_day_after(compost: Conversation) -> None:
    """A guard, passing before the fix too."""
    compost.say(
        "hi can you deliver 5 bags of mushroom compost on saturday",
        slots={"bags": 5, "day": "2026-12-05"},
        phase="confirming",
    )


# -- c. a count answered in parts ------------------------------------------------------------

RADIATORS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_flush:
    description: a power flush of the central heating radiators
    triggers: [power flush, radiator flush, flush my radiators]
    slots:
      - {name: radiators, type: integer, min: 1, max: 30, label: radiators,
         prompt: "How many radiators are there?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day suits?"}
    confirm: "{radiators} radiators on {day}. Book it?"
    action: book_flush
    done: "Booked."
"""


@pytest.fixture
def radiators(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, RADIATORS, ["book_flush"])


@pytest.mark.parametrize(
    ("said", "count"),
    [("4 downstairs, 3 upstairs", 7), ("2 in the kitchen plus one in the hall", 3)],
)
def test_a_count_answered_in_parts(radiators: Conversation, said: str, count: int) -> None:
    radiators.say("need a power flush", flow="book_flush", asked="radiators")
    radiators.say(said, slots={"radiators": count}, asked="day")


def test_two_counts_offered_are_still_asked_about(radiators: Conversation) -> None:
    """A guard, passing before the fix too: an "or" offers two counts, no parts."""
    radiators.say("need a power flush", flow="book_flush", asked="radiators")
    radiators.say("8 or 9", phase="clarifying")


BULBS = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  change_bulbs:
    description: 上门换灯泡
    triggers: [换灯泡, 上门换灯泡, 换灯管]
    slots:
      - {name: bulbs, type: integer, min: 1, max: 40, label: 灯泡数, prompt: "要换几个灯泡？"}
      - {name: day, type: date, min: tomorrow, label: 日期, prompt: "哪天上门？"}
    confirm: "换{bulbs}个灯泡，{day}上门。确认吗？"
    action: change_bulbs
    done: "约好了。"
"""


def test_a_chinese_count_answered_in_parts(tmp_path: Path) -> None:
    chat = _chat(tmp_path, BULBS, ["change_bulbs"])
    chat.say("想约人上门换灯泡", flow="change_bulbs", asked="bulbs")
    chat.say("主卧两个 次卧两个 客厅三个", slots={"bulbs": 7}, asked="day")


# -- d. a yes-or-no slot's thing named as an item of a list ----------------------------------

SNOW = """
settings: {language: en, currency: GBP, region: GB}
flows:
  clear_snow:
    description: snow cleared from a driveway at home
    triggers: [snow clearing, clear the snow, clear my drive]
    slots:
      - {name: cars, type: integer, min: 1, max: 8, label: cars,
         prompt: "How many cars does the driveway fit?"}
      - {name: gritting, type: boolean, label: gritting, prompt: "Gritting as well?"}
      - {name: path, type: boolean, label: the front path,
         prompt: "Should we do the front path too?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "{cars} cars, gritting {gritting}, path {path}, on {day}. Book it?"
    action: clear_snow
    done: "Booked."
"""


@pytest.fixture
def snow(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, SNOW, ["clear_snow"])


def test_a_yes_no_thing_named_after_a_count(snow: Conversation) -> None:
    snow.say("hi can u do snow clearing", flow="clear_snow", asked="cars")
    snow.say("2 cars and the front path", slots={"cars": 2, "path": True}, asked="gritting")


def test_a_yes_no_thing_named_after_a_yes(snow: Conversation) -> None:
    snow.say("hi can u do snow clearing", flow="clear_snow", asked="cars")
    snow.say("3", asked="gritting")
    snow.say("yep and the front path", slots={"gritting": True, "path": True}, asked="day")


# -- e. a trigger said with a word inside that holds another flow's trigger -------------------

PERMITS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  apply_permit:
    description: apply for a resident parking permit
    triggers: [parking permit, apply for a permit, new permit]
    slots:
      - {name: reg, type: text, label: registration, prompt: "What's the car's registration?"}
    confirm: "A permit for {reg}. Apply?"
    action: apply_permit
    done: "Applied."
  renew_permit:
    description: renew a resident parking permit that runs out
    triggers: [renew permit, renew my permit, permit renewal]
    slots:
      - {name: months, type: integer, min: 3, max: 12, label: months,
         prompt: "For how many months?"}
    confirm: "Renew for {months} months?"
    action: renew_permit
    done: "Renewed."
"""


@pytest.fixture
def permits(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, PERMITS, ["apply_permit", "renew_permit"])


@pytest.mark.parametrize(
    "said", ["how do i renew my parking permit", "need to renew the residents parking permit pls"]
)
def test_a_longer_trigger_holding_a_shorter_one(permits: Conversation, said: str) -> None:
    permits.say(said, flow="renew_permit", asked="months")


def test_the_shorter_trigger_alone(permits: Conversation) -> None:
    """A guard, passing before the fix too."""
    permits.say("hi i need a parking permit for my new car", flow="apply_permit", asked="reg")


# -- f. a code of another slot typed after an address -----------------------------------------

SHEDS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  build_shed:
    description: a flat-pack garden shed put together in the garden
    triggers: [shed assembly, put up a shed, build my shed]
    slots:
      - {name: address, type: text, kind: address, label: address,
         prompt: "What's the address?"}
      - {name: postcode, type: text, label: postcode, prompt: "And the postcode?",
         pattern: "[A-Za-z]{1,2}[0-9][0-9A-Za-z]? ?[0-9][A-Za-z]{2}"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "{address}, {postcode}, on {day}. Book it?"
    action: build_shed
    done: "Booked."
"""


def test_a_postcode_typed_after_the_address(tmp_path: Path) -> None:
    chat = _chat(tmp_path, SHEDS, ["build_shed"])
    chat.say("need a shed assembly doing", flow="build_shed", asked="address")
    chat.say("its 7 orchard way bs5 9qt", slots={"address": "7 orchard way"}, asked="day")


# -- g. where at the premises said before the address ----------------------------------------

CHARGER = """
settings: {language: en, currency: GBP, region: GB}
flows:
  fit_charger:
    description: an electric car charger fitted at home
    triggers: [ev charger, car charger fitted, home charger]
    slots:
      - {name: address, type: text, kind: address, label: address,
         prompt: "Where will it be fitted?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "At {address} on {day}. Book it?"
    action: fit_charger
    done: "Booked."
"""


def test_where_at_the_premises_before_the_address(tmp_path: Path) -> None:
    chat = _chat(tmp_path, CHARGER, ["fit_charger"])
    chat.say("can i get an ev charger fitted", flow="fit_charger", asked="address")
    chat.say("itll go in the garage at 22 fern road", slots={"address": "22 fern road"})


# -- h. a Chinese trigger with a listed value in place of its noun ---------------------------

FANXIN = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  redo_furniture:
    description: 旧家具翻新
    triggers: [翻新旧家具, 旧家具翻新, 家具翻新]
    slots:
      - {name: piece, type: enum, values: [沙发, 餐桌, 衣柜, 床头柜], label: 家具,
         prompt: "翻新哪件家具？"}
      - {name: day, type: date, min: tomorrow, label: 日期, prompt: "哪天上门看？"}
    confirm: "翻新{piece}，{day}上门。确认吗？"
    action: redo_furniture
    done: "约好了。"
"""


@pytest.mark.parametrize(
    ("said", "piece"), [("能翻新旧沙发吗", "沙发"), ("想翻新旧衣柜 你们周六能来看看吗", "衣柜")]
)
def test_a_chinese_trigger_with_a_value_for_its_noun(tmp_path: Path, said: str, piece: str) -> None:
    chat = _chat(tmp_path, FANXIN, ["redo_furniture"])
    chat.say(said, flow="redo_furniture", slots={"piece": piece})


ZHONGBIAO = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  mend_clock:
    description: 老钟表维修
    triggers: [修旧钟表, 老钟表维修, 修钟表]
    slots:
      - {name: clock, type: enum, values: [闹钟, 挂钟, 座钟, 怀表], label: 钟表,
         prompt: "是什么钟表？"}
      - {name: day, type: date, min: tomorrow, label: 日期, prompt: "哪天送来？"}
    confirm: "修{clock}，{day}送来。确认吗？"
    action: mend_clock
    done: "好的。"
"""


@pytest.mark.parametrize(
    ("said", "clock"),
    [
        ("你们修旧挂钟吗", "挂钟"),
        pytest.param(
            "修旧怀表吗 走不动了",
            "怀表",
            marks=pytest.mark.xfail(
                strict=True,
                reason=(
                    "TRIGGER_ASKED_ALONE_THEN_A_CLAUSE_TOLD: the trigger asked as a yes-or-no"
                    " question asks for its flow only when the question ends the message;"
                    " a clause after it telling what is wrong ('走不动了') leaves it a question"
                ),
            ),
        ),
    ],
)
def test_a_one_character_verb_with_a_value_for_its_noun(
    tmp_path: Path, said: str, clock: str
) -> None:
    chat = _chat(tmp_path, ZHONGBIAO, ["mend_clock"])
    chat.say(said, flow="mend_clock", slots={"clock": clock})
