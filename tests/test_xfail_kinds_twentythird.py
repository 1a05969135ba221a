"""Kinds of mistake left by the twenty-second session (issue 23), each named in general
and tested here in other words and on other domains than where it was seen, written
inline from docs/dsl.md before any of these cases ran. The clock is a Thursday
(2026-12-03, 10:00).

a. a bare number said to a question for a code written in letters and digits (a slot
   with a ``pattern``: "4" to "What's the car's registration?"), shorter than any run of
   digits the code holds, while another slot of the flow takes a number: it was taken as a
   try at the code and dropped. It fills that slot and the code is asked again, as a
   listed value said there already does (``late_answer``). Tested on a windscreen chip
   repair and a 违章代办 (traffic fines handled for a driver).
b. a whole "now" (the lexicon's ``asap_alone``) said to an address question of a flow that
   has a time slot: it was taken as the address. It is the soonest time, and the address is
   asked again. Tested on an emergency glazier.
c. a route said backwards, the place gone to first ("going to X, from Y", "到X，从Y出发"):
   an end was lost or the ends swapped. Tested on a horsebox transport and a 健身器材搬运.
d. a quantity of one said to a yes-or-no question that offers more ("one off please",
   "just the one thanks" to "a regular visit?", "a second tray?"). Tested on a window box
   planter. The fix lifts the twenty-second kinds' "one off please" to a regular oven clean.

Guards, passing before the fixes too: "19" to the registration (as long as its run of
digits: a try at it); "now" to the time question; the horsebox's route said forwards, and
said backwards with a comma between ("going to …, from …": each slot's own pattern read
it); the Chinese route said backwards ("到…，从…出发": the same).

Not taken (e, a flow started by naming only its free-text value with no trigger): no
trigger, no listed value, nothing of the flow's own words is said, so which flow the text
belongs to is a matter of meaning (issue 24), not a rule.
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


# -- a. a bare number too short for a code of letters and digits ----------------------------

CHIPS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  fix_chip:
    description: repairing stone chips in a car windscreen
    triggers: [chip repair, windscreen chip, fix a chip, stone chip]
    slots:
      - {name: reg, type: text, pattern: "^[A-Z]{2}[0-9]{2} ?[A-Z]{3}$", label: registration,
         prompt: "What's the car's registration?"}
      - {name: chips, type: integer, counts: chip, min: 1, max: 6, label: chips, prompt: "How many chips?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "{chips:chip|chips} on {reg}, {day}. Book it?"
    action: fix_chip
    done: "Booked."
"""


@pytest.fixture
def chips(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, CHIPS, ["fix_chip"])


@pytest.mark.parametrize("said", ["3", "2 "])
def test_a_short_number_to_a_lettered_code_is_the_count(chips: Conversation, said: str) -> None:
    chips.say("hi can u fix a chip in my windscreen", flow="fix_chip", asked="reg")
    chips.say(said, slots={"chips": int(said), "reg": None}, asked="reg")
    chips.say("kp19 xzr", slots={"reg": "KP19 XZR"}, asked="day")


def test_a_short_number_changes_the_count_said_before(chips: Conversation) -> None:
    chips.say("stone chip repair, 2 chips", flow="fix_chip", slots={"chips": 2}, asked="reg")
    chips.say("4", slots={"chips": 4, "reg": None}, asked="reg")


def test_a_number_as_long_as_the_codes_digits_is_a_try_at_it(chips: Conversation) -> None:
    # guard: "19" could be the registration's digits, typed alone: refused and asked again
    chips.say("stone chip repair, 2 chips", flow="fix_chip", asked="reg")
    chips.say("19", slots={"chips": 2, "reg": None}, asked="reg")


WEIZHANG = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  handle_fines:
    description: 代办违章处理
    triggers: [违章代办, 代办违章, 处理违章, 消违章]
    slots:
      - {name: plate, type: text, pattern: "^[\\u4e00-\\u9fa5][A-Z][A-Z0-9]{5}$", label: 车牌,
         prompt: "车牌号是多少？"}
      - {name: fines, type: integer, counts: 条, min: 1, max: 20, label: 违章条数, prompt: "有几条违章？"}
    confirm: "{plate}的{fines}条违章，确认代办吗？"
    action: handle_fines
    done: "好的，已受理。"
"""


def test_a_short_number_to_a_chinese_plate_is_the_count(tmp_path: Path) -> None:
    fines = _chat(tmp_path, WEIZHANG, ["handle_fines"])
    fines.say("帮我消违章", flow="handle_fines", asked="plate")
    fines.say("3", slots={"fines": 3, "plate": None}, asked="plate")


# -- b. a whole "now" to an address question is the time ------------------------------------

GLAZIER = """
settings: {language: en, currency: GBP, region: GB}
flows:
  board_up:
    description: an emergency glazier boarding up or replacing a broken window
    triggers: [broken window, smashed window, board up, emergency glazier]
    slots:
      - {name: address, type: text, kind: address, label: address, prompt: "What's the address?"}
      - {name: when, type: time, label: arrival time, prompt: "What time should we come?"}
      - {name: phone, type: phone, label: phone, prompt: "Best number to call you on?"}
    confirm: "A glazier at {address} at {when}, we'll call {phone}. Send them?"
    action: board_up
    done: "On the way."
"""


@pytest.fixture
def glazier(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, GLAZIER, ["board_up"])


@pytest.mark.parametrize("said", ["now", "now please"])
def test_now_to_an_address_question_is_the_time(glazier: Conversation, said: str) -> None:
    glazier.say("someone smashed my window", flow="board_up", asked="address")
    reply = glazier.say(said, slots={"address": None}, asked="address")
    assert glazier.slots["when"] is not None, reply.text


def test_an_address_then_now_to_the_time(glazier: Conversation) -> None:
    # guard: "now" at the time question is the soonest time
    glazier.say("emergency glazier pls", flow="board_up", asked="address")
    glazier.say("14 kiln street", slots={"address": "14 kiln street"}, asked="when")
    glazier.say("now", asked="phone")
    assert glazier.slots["when"] is not None


# -- c. a route said backwards -----------------------------------------------------------

HORSEBOX = """
settings: {language: en, currency: GBP, region: GB}
flows:
  move_horse:
    description: moving a horse in a horsebox
    triggers: [horsebox, horse transport, move my horse, move a horse]
    slots:
      - {name: pickup, type: text, kind: address, label: collection yard, prompt: "Where do we collect the horse?",
         patterns: ["from {value}"]}
      - {name: dropoff, type: text, kind: address, label: destination, prompt: "Where is the horse going?",
         patterns: ["to {value}"]}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "From {pickup} to {dropoff} on {day}. Book it?"
    action: move_horse
    done: "Booked."
"""


@pytest.fixture
def horsebox(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, HORSEBOX, ["move_horse"])


@pytest.mark.parametrize(
    "said",
    [
        "need a horsebox going to 12 hill farm lane, from 3 brook road",
        "horse transport pls, its going to 12 hill farm lane from 3 brook road",
    ],
)
def test_a_route_said_backwards_keeps_both_ends(horsebox: Conversation, said: str) -> None:
    horsebox.say(
        said,
        flow="move_horse",
        slots={"pickup": "3 brook road", "dropoff": "12 hill farm lane"},
        asked="day",
    )


def test_a_route_said_forwards(horsebox: Conversation) -> None:
    # guard: the usual order
    horsebox.say(
        "horse transport from 3 brook road to 12 hill farm lane",
        flow="move_horse",
        slots={"pickup": "3 brook road", "dropoff": "12 hill farm lane"},
        asked="day",
    )


QICAI = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  move_gear:
    description: 健身器材搬运
    triggers: [搬跑步机, 搬健身器材, 器材搬运]
    slots:
      - {name: pickup, type: text, kind: address, label: 搬出地址, prompt: "从哪里搬？", patterns: ["从{value}"]}
      - {name: dropoff, type: text, kind: address, label: 搬入地址, prompt: "搬到哪里？", patterns: ["到{value}"]}
      - {name: day, type: date, min: tomorrow, label: 日期, prompt: "哪天搬？"}
    confirm: "{day}从{pickup}搬到{dropoff}，确认吗？"
    action: move_gear
    done: "好的，已预约。"
"""


def test_a_chinese_route_said_backwards_keeps_both_ends(tmp_path: Path) -> None:
    gear = _chat(tmp_path, QICAI, ["move_gear"])
    gear.say(
        "搬跑步机 到朝阳区建国路88号，从海淀区学院路20号出发",
        flow="move_gear",
        slots={"pickup": "海淀区学院路20号", "dropoff": "朝阳区建国路88号"},
        asked="day",
    )


# -- d. a quantity of one to a yes-or-no question that offers more --------------------------

WINDOWBOX = """
settings: {language: en, currency: GBP, region: GB}
flows:
  plant_boxes:
    description: planting up window boxes at home
    triggers: [window boxes, window box, plant my window boxes]
    slots:
      - {name: boxes, type: integer, counts: box, min: 1, max: 10, label: boxes, prompt: "How many boxes?"}
      - {name: seasonal, type: boolean, label: seasonal replanting,
         prompt: "Should we come back every season to replant?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "{boxes:box|boxes} on {day}, seasonal: {seasonal}. Book it?"
    action: plant_boxes
    done: "Booked."
"""


@pytest.mark.parametrize(
    "said", ["one off please", "just the one visit thanks", "just a one time thing"]
)
def test_one_said_to_a_question_offering_more_is_a_no(tmp_path: Path, said: str) -> None:
    boxes = _chat(tmp_path, WINDOWBOX, ["plant_boxes"])
    boxes.say("can you plant my window boxes, 3 of them", flow="plant_boxes", asked="seasonal")
    boxes.say(said, slots={"boxes": 3, "seasonal": False}, asked="day")


# -- from the strict xfails: "one" standing for a listed value's noun -------------------------
# (the fourteenth kinds' "quick one then, she mostly sleeps anyway" for "quick visit"): a
# value said by its word and "one" ("a short one", "the long ones") as the first clause of a
# change at the confirmation, a reason after it, was no change: "one" is no filler, so the
# clause was not all values. Tested on a tanning salon, written before its run.

TANNING = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_sunbed:
    description: booking a sunbed session at a tanning salon
    triggers: [sunbed, book a sunbed, tanning session, book a tan]
    slots:
      - {name: session, type: enum, label: session length, values: [short session, long session],
         synonyms: {short session: [short, 6 minutes], long session: [long, 12 minutes]},
         prompt: "A short or a long session?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "A {session} on {day}. Book it?"
    action: book_sunbed
    done: "Booked."
"""


@pytest.mark.parametrize(
    "said",
    ["short one then, i burn really easy", "actually a short one pls, first time on a sunbed"],
)
def test_a_value_said_with_one_then_a_reason_is_the_change(tmp_path: Path, said: str) -> None:
    salon = _chat(tmp_path, TANNING, ["book_sunbed"])
    salon.say("sunbed on saturday, a long session", flow="book_sunbed", phase="confirming")
    salon.say(said, slots={"session": "short session"}, phase="confirming")


def test_one_said_in_passing_is_still_no_change(tmp_path: Path) -> None:
    # guard: a value inside a clause that tells something is no change
    salon = _chat(tmp_path, TANNING, ["book_sunbed"])
    salon.say("sunbed on saturday, a long session", flow="book_sunbed", phase="confirming")
    salon.say("my mate had a short one last week and loved it", slots={"session": "long session"})


# -- found beside kind c: a set-off verb after where one sets off -----------------------------
# ("从海淀区学院路20号出发到朝阳区建国路88号", probed on the 健身器材搬运 after kind c): the
# verb that says one sets off was taken into the place ("…20号出发"). Tested on a 拉货 van
# (goods moved across town), written before its run.

LAHUO = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  move_goods:
    description: 同城拉货
    triggers: [拉货, 叫个货车, 叫车拉货]
    slots:
      - {name: load, type: text, kind: address, label: 装货地址, prompt: "在哪装货？", patterns: ["从{value}"]}
      - {name: unload, type: text, kind: address, label: 卸货地址, prompt: "拉到哪里？", patterns: ["到{value}"]}
      - {name: day, type: date, min: today, label: 日期, prompt: "哪天拉？"}
    confirm: "{day}从{load}拉到{unload}，确认吗？"
    action: move_goods
    done: "好的，司机会联系您。"
"""


@pytest.mark.parametrize(
    "said",
    [
        "叫个货车 从大兴区黄村西大街12号出发到顺义区府前街3号",
        "拉货 明天从大兴区黄村西大街12号出发去顺义区府前街3号",
        "叫车拉货，从大兴区黄村西大街12号出发，到顺义区府前街3号",  # guard: read before
    ],
)
def test_a_set_off_verb_is_no_part_of_the_place(tmp_path: Path, said: str) -> None:
    van = _chat(tmp_path, LAHUO, ["move_goods"])
    van.say(
        said,
        flow="move_goods",
        slots={"load": "大兴区黄村西大街12号", "unload": "顺义区府前街3号"},
    )
