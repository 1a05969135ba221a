"""Kinds of mistake that older suites kept as strict xfails (issue 23, thirteenth session),
each fixed in general and tested here in other words and other domains than where it was
seen: a solar panel cleaning firm (English) and a 绿植养护 service (indoor plant care at home,
Chinese), both written inline from docs/dsl.md before any of these cases ran. The clock is
a Thursday (2026-12-03, 10:00).

1. a whole new address said after a bare change word at the confirmation ("改成番禺区市桥二区5号
   楼", "换成白云区机场路1188号"; seen in tests/test_chinese_kinds_twelfth.py, the curtain
   shop) is read as a piece of something else: a numeral inside it for another slot (二 of
   二区 as a width, or an hour), the change word kept inside the address, or (English,
   found probing the utility line) "change it to …" replacing the "it" inside the held
   address's "unit"; an English one led by a filler after the change word ("sorry its 16
   mill lane, hexham", seen in tests/domains/skiphire) had its town taken as an unlisted
   value that the skip size or the address could hold, and the bot asked which. The second
   form is tested on a scaffold hire firm (English), written inline.
2. a bare hour to the asked time led by a sound that only holds the floor ("ah ok, 8 then",
   "hmm 8", "well 8"; seen in tests/test_xfail_kinds_twelfth.py, the comedy club): no answer
   at all, the message was taken for a closing word and the question asked again, where
   "oh 8" and "ok 8 then" were the hour.
3. a bare number with a word of about-ness before it ("about 16", "around 16") answering a
   count question, read as a clock time ("about 16" is "at about 16") for the flow's time
   slot, and the count asked again (found by this file's own setup step, kind 2's cases,
   on the solar panel firm). Tested on a sauna (English), written inline.
4. a one-character synonym of a value read inside a longer word of a trigger (水 of 酒水 in
   the trigger 加酒水 gave the item 矿泉水, whose synonym 水 is; seen in tests/domains/ktv):
   the value was never asked. Tested on a 烧烤店 (a barbecue restaurant), written inline.
5. a free-text slot's new value asked for as a question with a verb of what a text says and
   no correction word ("can the engraving say Buddy 555-0101 pls" at the confirmation; seen
   in tests/test_english_kinds.py, the groomer): read as a question nothing answers, the
   value unchanged, where the same with "instead" was the change. Tested on a sign maker
   (English), written inline.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import stand_in_talker

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-03T10:00:00")

SOLAR = """
settings: {language: en, currency: GBP, region: GB}
flows:
  clean_panels:
    description: a visit to clean the solar panels on a roof
    triggers: [clean my solar panels, panel cleaning, solar panel clean, clean the panels]
    slots:
      - {name: address, type: text, kind: address, label: address, patterns: ["at {value}"],
         prompt: "What's the address?"}
      - {name: panels, type: integer, counts: panel, min: 1, max: 60, label: panels,
         prompt: "Roughly how many panels?"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: day, prompt: "Which day?"}
      - {name: arrive, type: time, min: "08:00", max: "17:00", label: time, prompt: "What time?"}
    confirm: "{panels} panels at {address} on {day} at {arrive}. Book it?"
    action: clean_panels
    done: "Booked."
  bird_guard:
    description: fitting mesh under the panels to keep pigeons out
    triggers: [bird guard, pigeon proofing, pigeon mesh, keep the pigeons out]
    slots:
      - {name: address, type: text, kind: address, label: address, prompt: "Which address?"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: day, prompt: "Which day?"}
    confirm: "Pigeon mesh at {address} on {day}. OK?"
    action: bird_guard
    done: "Booked."
"""

SCAFFOLD = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_tower:
    description: hiring a scaffold tower delivered to a house
    triggers: [hire a scaffold tower, scaffold tower, tower hire, hire scaffolding]
    slots:
      - {name: tower, type: enum, label: tower size, values: [small, medium, large],
         synonyms: {small: [2m], medium: [4m], large: [6m]}, prompt: "Small, medium or large tower?"}
      - {name: address, type: text, kind: address, label: delivery address, patterns: ["to {value}"],
         prompt: "Where should we deliver it?"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: delivery day, prompt: "Which day?"}
    confirm: "A {tower} tower to {address} on {day}. Book it?"
    action: hire_tower
    done: "Booked."
"""

SIGNS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_sign:
    description: a painted shop sign made to order
    triggers: [order a sign, new shop sign, make me a sign, painted sign]
    slots:
      - {name: wording, type: text, max: 40, label: sign wording, prompt: "What should the sign say?"}
      - {name: board, type: enum, label: board size, values: [small, medium, large],
         prompt: "Small, medium or large board?"}
    confirm: "A {board} sign saying \\"{wording}\\". Order it?"
    action: order_sign
    done: "Ordered."
"""

SAUNA = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_sauna:
    description: booking the wood-fired sauna by the lake
    triggers: [book the sauna, sauna session, sauna booking, book a sauna]
    slots:
      - {name: robes, type: integer, counts: robe, min: 0, max: 12, label: robes,
         prompt: "How many robes should we put out?"}
      - {name: day, type: date, min: today, max: +30d, label: day, prompt: "Which day?"}
      - {name: slot_at, type: time, min: "07:00", max: "21:00", label: time, prompt: "What time?"}
    confirm: "Sauna on {day} at {slot_at}, {robes} robes. Book it?"
    action: book_sauna
    done: "Booked."
"""

BARBECUE = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  order_drinks:
    description: 给桌上加饮品
    triggers: [加饮品, 要茶水, 上茶水, 点饮品]
    slots:
      - {name: table, type: integer, min: 1, max: 40, label: 桌号, patterns: ["{value}号桌"],
         prompt: "几号桌？"}
      - {name: drink, type: enum, label: 饮品, values: [矿泉水, 酸梅汤, 大麦茶, 啤酒],
         synonyms: {矿泉水: [水, 矿水], 酸梅汤: [酸梅], 大麦茶: [麦茶], 啤酒: [啤的, 扎啤]},
         prompt: "要什么？矿泉水、酸梅汤、大麦茶还是啤酒？"}
    confirm: "{table}号桌，{drink}。送过去吗？"
    action: order_drinks
    done: "马上送到。"
  book_table:
    description: 订烧烤的桌
    triggers: [订桌, 订个位, 预约吃烧烤]
    slots:
      - {name: guests, type: integer, kind: people, min: 1, max: 20, label: 人数, prompt: "几位？"}
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天？"}
    action: book_table
    done: "订好了。"
"""

PLANTS = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  plant_care:
    description: 预约上门养护绿植
    triggers: [绿植养护, 上门养护, 养护绿植, 约养护]
    slots:
      - {name: spot, type: text, kind: address, label: 地址, patterns: ["地址是{value}"],
         prompt: "上门地址？"}
      - {name: pots, type: integer, counts: 盆, min: 1, max: 50, label: 盆数, prompt: "一共几盆？"}
      - {name: visit_day, type: date, min: tomorrow, max: +30d, label: 日期, prompt: "哪天上门？"}
      - {name: visit_at, type: time, min: "09:00", max: "18:00", label: 时间, prompt: "几点？"}
      - {name: mobile, type: phone, label: 手机, prompt: "手机号？"}
    confirm: "{visit_day} {visit_at}上门，{spot}，{pots}盆，{mobile}。确认吗？"
    action: plant_care
    done: "约好了。"
  rent_plants:
    description: 办公室绿植租摆
    triggers: [绿植租摆, 租绿植, 租几盆绿植]
    slots:
      - {name: spot, type: text, kind: address, label: 地址, prompt: "摆在哪？"}
      - {name: months, type: integer, counts: 月, min: 1, max: 24, label: 租期, prompt: "租几个月？"}
    confirm: "{spot}，租{months}个月。确认吗？"
    action: rent_plants
    done: "好的。"
"""


_chat = stand_in_talker(CLOCK)


@pytest.fixture
def solar(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, SOLAR, ["clean_panels", "bird_guard"])[0]


@pytest.fixture
def plants(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, PLANTS, ["plant_care", "rent_plants"])[0]


# -- 1. a whole new address after a bare change word at the confirmation ----------------------


def _solar_to_confirm(solar: Conversation) -> None:
    solar.say("hi can u clean my solar panels", flow="clean_panels", asked="address")
    solar.say("41 station rd unit 5", slots={"address": "41 station rd unit 5"}, asked="panels")
    solar.say("12", slots={"panels": 12}, asked="day")
    solar.say("next tuesday", slots={"day": "2026-12-08"}, asked="arrive")
    solar.say("10am", slots={"arrive": "10:00"}, phase="confirming")


@pytest.mark.parametrize(
    ("said", "address"),
    [
        ("change it to 7 quarry lane", "7 quarry lane"),
        # a strict xfail until the fourteenth session (tests/test_xfail_kinds_fourteenth.py,
        # kind 2): "close" is an everyday word too, so "22 kiln close" was no address
        ("oh wait switch it to 22 kiln close pls", "22 kiln close"),
    ],
)
def test_a_new_address_after_change_it_to_replaces_the_whole_address(
    solar: Conversation, said: str, address: str
) -> None:
    _solar_to_confirm(solar)
    solar.say(
        said,
        slots={"address": address, "panels": 12, "arrive": "10:00"},
        phase="confirming",
    )


def test_change_it_to_a_count_still_changes_the_count(solar: Conversation) -> None:
    """Guard: a change word with a value another slot reads is that slot's change."""
    _solar_to_confirm(solar)
    solar.say("change it to 14 panels", slots={"panels": 14, "address": "41 station rd unit 5"})


PLANTS_FILLED = "绿植养护 地址是朝阳区望京街8号 6盆 下周一 下午3点 13800002222"


@pytest.mark.parametrize(
    ("said", "spot"),
    [
        ("改成海淀区清河三街2号院", "海淀区清河三街2号院"),
        ("换成丰台区草桥东路12号院5号楼", "丰台区草桥东路12号院5号楼"),
        ("不好意思 改为朝阳区花家地北里六区3号楼吧", "朝阳区花家地北里六区3号楼"),
    ],
)
def test_a_new_address_after_a_bare_change_word_is_the_address_whole(
    plants: Conversation, said: str, spot: str
) -> None:
    plants.say(PLANTS_FILLED, flow="plant_care", phase="confirming")
    plants.say(
        said,
        slots={"spot": spot, "pots": 6, "visit_at": "15:00", "visit_day": "2026-12-07"},
        phase="confirming",
    )


@pytest.mark.parametrize(
    ("said", "slots"),
    [
        ("改成8盆", {"pots": 8, "spot": "朝阳区望京街8号"}),
        ("改成下周二", {"visit_day": "2026-12-08", "spot": "朝阳区望京街8号"}),
        ("不对，是9号", {"spot": "朝阳区望京街9号"}),
    ],
)
def test_a_bare_change_to_another_value_is_still_that_value(
    plants: Conversation, said: str, slots: dict[str, object]
) -> None:
    """Guards: a change word before a count, a day, or an address's number alone."""
    plants.say(PLANTS_FILLED, flow="plant_care", phase="confirming")
    plants.say(said, slots=slots, phase="confirming")


# -- 2. a bare hour led by a hesitation ---------------------------------------------------------


def _solar_to_time(solar: Conversation) -> None:
    solar.say("panel cleaning at 3 orchard way pls", flow="clean_panels", asked="panels")
    solar.say("about 16", slots={"panels": 16}, asked="day")
    solar.say("monday", slots={"day": "2026-12-07"}, asked="arrive")


@pytest.mark.parametrize(
    ("said", "at"),
    [
        ("hmm 9", "09:00"),
        ("ah right, 11 then", "11:00"),
        ("erm well 10 pls", "10:00"),
    ],
)
def test_a_bare_hour_after_a_hesitation_answers_the_time(
    solar: Conversation, said: str, at: str
) -> None:
    _solar_to_time(solar)
    solar.say(said, slots={"arrive": at, "panels": 16}, phase="confirming")


def test_a_hesitation_alone_is_no_hour(solar: Conversation) -> None:
    """Guard: the sound alone answers nothing."""
    _solar_to_time(solar)
    solar.say("hmm", slots={"arrive": None}, asked="arrive")


# -- 3. a bare number with a word of about-ness to a count question ----------------------------


@pytest.mark.parametrize(
    ("said", "robes"), [("around 6", 6), ("about 4 i reckon", 4), ("abt 5", 5)]
)
def test_about_a_number_asked_how_many_is_the_count(tmp_path: Path, said: str, robes: int) -> None:
    sauna, _ = _chat(tmp_path, SAUNA, ["book_sauna"])
    sauna.say("hiya can i book the sauna for saturday", flow="book_sauna", asked="robes")
    sauna.say(said, slots={"robes": robes, "slot_at": None}, asked="slot_at")


def test_about_a_number_asked_what_time_is_still_the_time(tmp_path: Path) -> None:
    """Guard: the same words to the time question are the hour."""
    sauna, _ = _chat(tmp_path, SAUNA, ["book_sauna"])
    sauna.say("book the sauna for saturday, 2 robes", flow="book_sauna", asked="slot_at")
    sauna.say("around 6", slots={"slot_at": "18:00", "robes": 2}, phase="confirming")


# -- 4. a one-character synonym inside a longer word of a trigger -------------------------------


@pytest.mark.parametrize("said", ["7号桌要茶水", "麻烦给我们上茶水 7号桌"])
def test_a_character_of_a_triggers_word_is_no_value(tmp_path: Path, said: str) -> None:
    bbq, _ = _chat(tmp_path, BARBECUE, ["order_drinks", "book_table"])
    bbq.say(said, flow="order_drinks", slots={"table": 7, "drink": None}, asked="drink")
    bbq.say("酸梅汤", slots={"drink": "酸梅汤"})


def test_a_value_said_beside_the_trigger_is_still_read(tmp_path: Path) -> None:
    """Guard: the one-character synonym said as a word of its own is the value."""
    bbq, _ = _chat(tmp_path, BARBECUE, ["order_drinks", "book_table"])
    bbq.say("7号桌加饮品 要水", flow="order_drinks", slots={"table": 7, "drink": "矿泉水"})


# -- 1. (second form) a new address led by a filler after the change word ------------------------


@pytest.mark.parametrize(
    "said",
    [
        "sorry its 22 forge lane, morpeth",
        "oops it's 22 forge lane, morpeth",
        "actually 22 forge lane, morpeth",
    ],
)
def test_a_new_address_with_its_town_after_a_change_word(tmp_path: Path, said: str) -> None:
    tower, _ = _chat(tmp_path, SCAFFOLD, ["hire_tower"])
    tower.say(
        "hire a scaffold tower, medium, to 20 forge lane, morpeth, on monday",
        flow="hire_tower",
        slots={"address": "20 forge lane, morpeth", "tower": "medium"},
        phase="confirming",
    )
    tower.say(
        said, slots={"address": "22 forge lane, morpeth", "tower": "medium"}, phase="confirming"
    )


# -- 5. a free-text value asked for with a verb of what a text says --------------------------------


def _sign_to_confirm(signs: Conversation) -> None:
    signs.say("hi i need a new shop sign", flow="order_sign", asked="wording")
    signs.say("Fresh Bread Daily", slots={"wording": "Fresh Bread Daily"}, asked="board")
    signs.say("large", phase="confirming")


@pytest.mark.parametrize(
    ("said", "wording"),
    [
        ("could the sign wording say Fresh Bread Baked Daily pls", "Fresh Bread Baked Daily"),
        ("can the wording read Open 7 Days?", "Open 7 Days"),
    ],
)
def test_a_text_asked_to_say_something_else_is_changed(
    tmp_path: Path, said: str, wording: str
) -> None:
    signs, _ = _chat(tmp_path, SIGNS, ["order_sign"])
    _sign_to_confirm(signs)
    signs.say(said, slots={"wording": wording, "board": "large"}, phase="confirming")


def test_a_question_about_the_sign_changes_no_text(tmp_path: Path) -> None:
    """Guard: a question naming no text slot with a verb of saying changes nothing."""
    signs, _ = _chat(tmp_path, SIGNS, ["order_sign"])
    _sign_to_confirm(signs)
    signs.say("can you deliver it?", slots={"wording": "Fresh Bread Daily"})
