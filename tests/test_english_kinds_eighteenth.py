"""The kinds of mistake the eighteenth session's tyre fitter and decking firm found
(tests/domains/tyrefit, tests/domains/decking, run in
tests/test_written_domains_eighteenth_en.py), each tested here in other words and another
domain: a floor sanding firm (the floor's area in square metres, a finish, a day), a
paddleboard hire (a count of boards, a day) and a paint counter (tins of paint mixed to a
British Standard colour code), written inline in English, and a floor sanding firm in Chinese. The clock
is a Friday (2026-12-04, 10:00)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-04T10:00:00")

#: the conversation and the count of each action run
Shop = tuple[Conversation, Counter[str]]

SHOP = """
settings: {language: en, currency: GBP, region: GB}
flows:
  sand_floor:
    description: sanding and sealing a wooden floor
    triggers: [sand my floor, floor sanding, sand the floor, sand the floorboards]
    slots:
      - {name: area, type: integer, counts: [square metre, sqm], min: 2, max: 300, label: floor area, prompt: "How big is the floor, in square metres?"}
      - {name: finish, type: enum, values: [matt, satin, gloss], label: finish, prompt: "Matt, satin or gloss?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: day, prompt: "Which day?"}
    confirm: "{area} sqm sanded, {finish} finish, on {day}. Book?"
    action: book_sanding
    done: "Booked."
  hire_boards:
    description: paddleboards hired for a day
    triggers: [hire paddleboards, paddleboard hire, rent paddleboards, hire a paddleboard]
    slots:
      - {name: boards, type: integer, counts: board, min: 1, max: 6, label: boards, prompt: "How many boards?"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: day, prompt: "Which day?"}
    confirm: "{boards} boards on {day}. OK?"
    action: book_boards
    done: "Booked."
  order_paint:
    description: tins of paint mixed to a colour code
    triggers: [order paint, paint mixed, mix some paint]
    slots:
      - {name: tins, type: integer, counts: tin, min: 1, max: 20, label: tins, prompt: "How many tins?"}
      - {name: colour, type: text, pattern: "^\\\\d{2} [A-Z] \\\\d{2}$", label: colour code, prompt: "Which BS colour code?"}
    confirm: "{tins} tins of {colour}. OK?"
    action: mix_paint
    done: "Mixed."
"""

SHOP_ZH = """
settings: {language: zh}
flows:
  sand_floor:
    description: 木地板打磨
    triggers: [地板打磨, 打磨地板, 磨地板]
    slots:
      - {name: area, type: integer, counts: 平米, min: 2, max: 300, label: 面积, prompt: "地板多大？多少平米？"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: 日期, prompt: "哪天来？"}
    confirm: "{area}平米，{day}上门。确认吗？"
    action: book_sanding
    done: "约好了。"
"""


def _shop(tmp_path: Path, text: str) -> Shop:
    (tmp_path / "shop.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path, clock=CLOCK)
    ran = stand_in_actions(bot, {"book_sanding": {}, "book_boards": {}, "mix_paint": {}})
    return Conversation(bot, "s", "u1"), ran


@pytest.fixture
def shop(tmp_path: Path) -> Shop:
    return _shop(tmp_path, SHOP)


# -- an area said by its sides --------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "area"),
    [("the room is 4 by 5 metres", 20), ("3.5m x 4m", 14), ("6x4", 24), ("about 7 by 3", 21)],
)
def test_an_area_said_by_its_sides_is_their_product(shop: Shop, said: str, area: int) -> None:
    """ "about 5 by 4 metres" to "How big should the deck be, in square metres?" was two
    numbers, and asked again; "5x8m" said with the request was nothing."""
    c, _ = shop
    c.say("sand my floor please", flow="sand_floor", asked="area")
    c.say(said, slots={"area": area}, asked="finish")


def test_an_area_said_by_its_sides_with_the_request(shop: Shop) -> None:
    c, _ = shop
    c.say("floor sanding 5x6m satin", flow="sand_floor", slots={"area": 30, "finish": "satin"})


def test_sides_in_another_unit_are_no_area_of_the_slots(shop: Shop) -> None:
    """Feet are no side of an area in square metres: 5 by 8 feet is not 40 sqm."""
    c, _ = shop
    c.say("sand my floor please", flow="sand_floor", asked="area")
    c.say("5 by 8 feet")
    assert c.slots.get("area") != 40


def test_zh_an_area_said_by_its_sides(tmp_path: Path) -> None:
    c, _ = _shop(tmp_path, SHOP_ZH)
    c.say("磨地板", flow="sand_floor", asked="area")
    c.say("客厅5米乘4米", slots={"area": 20}, asked="day")


# -- a pair word or a described thing as a count ----------------------------------------------


@pytest.mark.parametrize(
    "said", ["hire paddleboards, a pair of boards for saturday", "paddleboard hire for both boards"]
)
def test_a_pair_word_counts_two(shop: Shop, said: str) -> None:
    """ "need a pair of new tyres", "replace both back tyres" asked how many tyres."""
    c, _ = shop
    c.say(said, flow="hire_boards", slots={"boards": 2})


@pytest.mark.parametrize(("said", "n"), [("3 inflatable boards", 3), ("a touring board", 1)])
def test_a_word_describing_the_counted_thing_between_count_and_noun(
    shop: Shop, said: str, n: int
) -> None:
    """ "2 back tyres" asked how many tyres: a word the flow does not list, saying which of
    the things, stood between the count and its noun."""
    c, _ = shop
    c.say(f"hire paddleboards, {said}", flow="hire_boards", slots={"boards": n}, asked="day")


def test_a_plural_between_count_and_noun_counts_nothing(shop: Shop) -> None:
    """A plural word is a noun of its own: "2 kids boards" does not say 2 boards."""
    c, _ = shop
    c.say("hire paddleboards, 2 kids boards", flow="hire_boards", slots={"boards": None})


# -- a number inside a code of a written form ------------------------------------------------


def test_a_number_inside_a_code_is_no_count_with_the_request(shop: Shop) -> None:
    """ "fit tyres 225/45 R17" took 225 for the count of tyres and lost the size."""
    c, _ = shop
    c.say("order paint tins 18 B 25", flow="order_paint", slots={"colour": "18 B 25"})
    assert c.slots.get("tins") is None
    c.say("2", slots={"tins": 2}, phase="confirming")


def test_a_number_inside_a_code_is_no_answer_to_the_count(shop: Shop) -> None:
    c, _ = shop
    c.say("order paint", flow="order_paint", asked="tins")
    c.say("10 B 15 please", slots={"colour": "10 B 15", "tins": None}, phase="collecting")


def test_a_code_typed_without_its_space(shop: Shop) -> None:
    """ "its 195/65r15" was no tyre size of the form "205/55 R16": the space the form
    has, left out where letters meet digits, is put back."""
    c, _ = shop
    c.say("order paint, 4 tins", flow="order_paint", asked="colour")
    c.say("its 18b25", slots={"colour": "18 B 25"}, phase="confirming")


# -- letting the task go -------------------------------------------------------------------


@pytest.mark.parametrize("said", ["ditch it", "ah bin that, too dear"])
def test_a_verb_of_throwing_away_lets_the_task_go(shop: Shop, said: str) -> None:
    """ "scrap that, dont need it anymore" at the confirmation was small talk."""
    c, _ = shop
    c.say("order paint, 4 tins", flow="order_paint", asked="colour")
    c.say(said, flow=None)


@pytest.mark.parametrize("said", ["we dont need it any more", "no longer needed thanks"])
def test_a_no_saying_it_is_no_longer_wanted_lets_the_task_go(shop: Shop, said: str) -> None:
    """ "dont need it anymore" at the confirmation asked what to change."""
    c, ran = shop
    c.say("floor sanding 20 sqm matt on monday", flow="sand_floor", phase="confirming")
    c.say(said, flow=None)
    assert not ran


def test_a_plain_no_still_asks_what_to_change(shop: Shop) -> None:
    c, _ = shop
    c.say("floor sanding 20 sqm matt on monday", flow="sand_floor", phase="confirming")
    c.say("no", flow="sand_floor", bot_contains="change")


@pytest.mark.parametrize("said", ["已经不需要了", "这个我们不再需要了"])
def test_zh_a_statement_that_it_is_no_longer_wanted_lets_the_task_go(
    tmp_path: Path, said: str
) -> None:
    """The same kind in Chinese: said at the confirmation it asked the question again."""
    c, ran = _shop(tmp_path, SHOP_ZH)
    c.say("磨地板 20平米 下周一", flow="sand_floor", phase="confirming")
    c.say(said, flow=None)
    assert not ran
