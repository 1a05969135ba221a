"""Kinds of mistake that older suites kept as strict xfails (issue 23, twelfth session), each
fixed in general and tested here in other words and other domains than where it was seen:
an aquarium shop (English) and a bookshop (书店, Chinese), both written inline from
docs/dsl.md before any of these cases ran. The clock is a Thursday (2026-12-03, 10:00).

1. a cancel word whose rest tells why the need went away, read as something else: a report
   of what was done holding another flow's trigger ("nvm found my spare key in my bag" while
   locked out, seen in tests/domains/locksmith) started that flow and held the running one;
   a correction word before the cancel word with a value the task already holds after it
   ("actually dont bother, ill get one from the supermarket", seen in tests/domains/uniform
   and tests/test_english_kinds_eleventh.py) read as a change that changed nothing, so the
   task stayed at its confirmation.
2. a bare hour after a time refused for the slot's hours, read in the half of the day of the
   refused time ("上午10点" refused for hours 12:00-23:00, then "那就9点吧" is 09:00 and refused
   again; seen in tests/domains/ktv): the half of the day said before decided, though it
   cannot hold the hour, where the other half the slot takes can (the evening side was
   already read so, tests/test_chinese_kinds.py).
3. a request asked as a Chinese yes-no question whose can-word or availability word comes
   after the trigger ("纸质报告能寄到家里吗", the thing named first, then 能 and the flow's own
   verb; "晚上想去唱k 还有包厢吗", a want with the trigger, then 还有…吗; seen in
   tests/domains/tijian and tests/domains/ktv): a polite ask counted only right before a
   trigger, and a question after a statement only with a can-word, so the message was
   answered as a question nobody can answer. Held on a stationery shop (文具店).
4. a mistake owned about a slot already filled, then its value ("日期搞错了，是上周五" while the
   remark is asked; seen in tests/test_chinese_kinds.py): taken whole as the free-text
   answer of the asked slot, the filled one never corrected. Held on the stationery shop.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from written_support import stand_in_talker

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-03T10:00:00")

AQUARIUM = """
settings: {language: en, currency: GBP, region: GB}
flows:
  clean_tank:
    description: a visit to clean out a fish tank
    triggers: [clean my tank, tank clean, tank cleaning, clean the aquarium, aquarium cleaning]
    slots:
      - {name: size, type: enum, label: tank size, values: [small, medium, large],
         prompt: "Small, medium or large tank?"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: day, prompt: "Which day suits?"}
      - {name: phone, type: phone, label: phone, prompt: "Best number to reach you?"}
    confirm: "A {size} tank clean on {day}, we'll ring {phone}. Book it?"
    action: clean_tank
    done: "Booked."
  buy_fish:
    description: ordering fish to collect
    triggers: [buy fish, order fish, order some fish, get some fish]
    slots:
      - {name: species, type: enum, label: fish, values: [guppy, tetra, goldfish],
         prompt: "Guppies, tetras or goldfish?"}
      - {name: count, type: integer, counts: fish, min: 1, max: 30, label: how many,
         prompt: "How many?"}
    confirm: "{count} {species}, to collect. Order them?"
    action: buy_fish
    done: "Ordered."
  new_filter:
    description: buying a replacement filter
    triggers: [new filter, replacement filter, filter cartridge, buy a filter]
    slots:
      - {name: model, type: enum, label: filter model, values: [aquaclear, fluval, eheim],
         prompt: "Which filter: aquaclear, fluval or eheim?"}
    confirm: "A {model} filter. Order it?"
    action: new_filter
    done: "Ordered."
  water_test:
    description: testing a sample of tank water in the shop
    triggers: [water test, test my water, test the water, water testing]
    slots:
      - {name: day, type: date, min: today, max: +14d, label: day, prompt: "Which day will you bring it in?"}
    confirm: "Water test on {day}. OK?"
    action: water_test
    done: "See you then."
"""

BOOKSHOP = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  order_book:
    description: 订书（店里没货的书帮忙调货）
    triggers: [订书, 订一本书, 买书, 预订图书, 调货]
    slots:
      - {name: title, type: text, label: 书名, prompt: "要订哪本书？"}
      - {name: copies, type: integer, counts: 本, min: 1, max: 20, label: 本数, prompt: "要几本？"}
      - {name: phone, type: phone, label: 手机号, prompt: "到货了打哪个电话？"}
    confirm: "《{title}》{copies}本，到货打{phone}。确认吗？"
    action: order_book
    done: "订好了。"
  join_club:
    description: 报名周末读书会
    triggers: [报名读书会, 读书会报名, 参加读书会, 读书会]
    slots:
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天的读书会？"}
      - {name: people, type: integer, kind: people, min: 1, max: 6, label: 人数, prompt: "几位？"}
    confirm: "{day}的读书会，{people}位。确认报名吗？"
    action: join_club
    done: "报好了。"
"""


_chat = stand_in_talker(CLOCK)


@pytest.fixture
def aquarium(tmp_path: Path) -> tuple[Conversation, Counter[str]]:
    return _chat(tmp_path, AQUARIUM, ["clean_tank", "buy_fish", "new_filter", "water_test"])


@pytest.fixture
def bookshop(tmp_path: Path) -> tuple[Conversation, Counter[str]]:
    return _chat(tmp_path, BOOKSHOP, ["order_book", "join_club"])


def _cleaning(c: Conversation) -> None:
    c.say("can someone come clean my tank", flow="clean_tank", asked="size")
    c.say("large", slots={"size": "large"}, asked="day")


def _fish_confirming(c: Conversation) -> None:
    c.say("i want to order some fish", flow="buy_fish", asked="species")
    c.say("guppies", slots={"species": "guppy"}, asked="count")
    c.say("6", slots={"count": 6}, phase="confirming")


# -- 1. a cancel word whose rest tells why the need went away ---------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "nvm the shop already sent a replacement filter",
        "oh never mind, i borrowed a water test kit from my neighbour",
        "forget it, my husband fixed the filter cartridge last night lol",
    ],
)
def test_a_cancel_then_a_report_with_another_trigger_lets_the_task_go(
    aquarium: tuple[Conversation, Counter[str]], said: str
) -> None:
    """What was done is told, with another flow's trigger as its object: nothing starts."""
    c, runs = aquarium
    _cleaning(c)
    c.say(said, flow=None)
    assert not c.last.state.task_stack  # nothing held either
    assert not runs


@pytest.mark.parametrize(
    "said",
    [
        "actually dont bother, ill grab the guppies at the market on saturday",
        "actually forget it, a friend is giving me 6 for free",
    ],
)
def test_a_correction_word_before_a_cancel_with_held_values_lets_the_task_go(
    aquarium: tuple[Conversation, Counter[str]], said: str
) -> None:
    c, runs = aquarium
    _fish_confirming(c)
    c.say(said, flow=None)
    assert not runs


def test_a_cancel_then_a_request_switches(aquarium: tuple[Conversation, Counter[str]]) -> None:
    """Guard: a want after the cancel word asks for the other flow."""
    c, _ = aquarium
    _cleaning(c)
    c.say("nvm, i need a replacement filter instead", flow="new_filter")


@pytest.mark.parametrize(
    ("said", "slots"),
    [
        ("actually never mind, make it 8", {"count": 8}),
        ("never mind, make it guppies", {"species": "guppy", "count": 6}),
    ],
)
def test_a_cancel_then_a_change_is_a_change(
    aquarium: tuple[Conversation, Counter[str]], said: str, slots: dict[str, object]
) -> None:
    """Guard: a correction word after the cancel word changes a value (a held one too)."""
    c, _ = aquarium
    _fish_confirming(c)
    c.say(said, flow="buy_fish", phase="confirming", slots=slots)


def test_zh_a_cancel_then_a_report_with_another_trigger_lets_the_task_go(
    bookshop: tuple[Conversation, Counter[str]],
) -> None:
    c, runs = bookshop
    c.say("帮我订本书", flow="order_book", asked="title")
    c.say("活着", slots={"title": "活着"}, asked="copies")
    c.say("算了 上周读书会上朋友已经送了我一本", flow=None)
    assert not runs


def test_zh_a_cancel_then_a_request_switches(bookshop: tuple[Conversation, Counter[str]]) -> None:
    """Guard: a request after the cancel word asks for the other flow."""
    c, _ = bookshop
    c.say("帮我订本书", flow="order_book", asked="title")
    c.say("算了 帮我报名读书会吧", flow="join_club")


# -- 2. a bare hour after a refused time: the half of the day the slot takes -----------------

COMEDY = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_show:
    description: tickets for a stand-up comedy night
    triggers: [book tickets, comedy tickets, tickets for the show, book a show]
    slots:
      - {name: day, type: date, min: today, max: +30d, label: night, prompt: "Which night?"}
      - {name: start, type: time, min: "18:00", max: "23:00", label: show time,
         prompt: "Which show: we run from 6pm to 11pm."}
      - {name: seats, type: integer, counts: seat, min: 1, max: 8, label: seats, prompt: "How many seats?"}
    confirm: "{seats} seats on {day} at {start}. Book them?"
    action: book_show
    done: "Booked."
"""

BOARD_GAMES = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_table:
    description: 桌游店订桌
    triggers: [订桌, 订个桌, 约桌游, 玩桌游]
    slots:
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天来？"}
      - {name: at, type: time, min: "13:00", max: "23:00", label: 时间, prompt: "几点到？下午一点到晚上十一点营业。"}
      - {name: people, type: integer, kind: people, min: 2, max: 12, label: 人数, prompt: "几位？"}
    confirm: "{day}{at}，{people}位。确认吗？"
    action: book_table
    done: "订好了。"
"""


def test_a_bare_hour_after_a_refused_morning_is_read_in_the_evening(tmp_path: Path) -> None:
    c, _ = _chat(tmp_path, COMEDY, ["book_show"])
    c.say("book tickets for saturday", flow="book_show", asked="start")
    c.say("10am pls", slots={"start": None}, asked="start")
    c.say("oh ok 8 then", slots={"start": "20:00"}, asked="seats")


# a bare hour led by an interjection ("ah ok, 8 then") was a strict xfail until the
# thirteenth session fixed the kind (tests/test_xfail_kinds_thirteenth.py, kind 2)
def test_a_bare_hour_after_a_refused_time_said_with_the_morning_is_read_in_the_evening(
    tmp_path: Path,
) -> None:
    c, _ = _chat(tmp_path, COMEDY, ["book_show"])
    c.say("book tickets for saturday", flow="book_show", asked="start")
    c.say("10 in the morning?", slots={"start": None}, asked="start")
    c.say("ah ok, 8 then", slots={"start": "20:00"}, asked="seats")


def test_zh_a_bare_hour_after_a_refused_morning_is_read_in_the_evening(tmp_path: Path) -> None:
    c, _ = _chat(tmp_path, BOARD_GAMES, ["book_table"])
    c.say("周六想约桌游", flow="book_table", asked="at")
    c.say("早上十点", slots={"at": None}, asked="at")
    c.say("那七点吧", slots={"at": "19:00"}, asked="people")


def test_a_bare_hour_after_a_morning_that_fits_stays_in_the_morning(tmp_path: Path) -> None:
    """Guard: the morning said before, where it holds the hour, decides."""
    c, _ = _chat(tmp_path, BOARD_GAMES.replace('min: "13:00"', 'min: "09:00"'), ["book_table"])
    c.say("周六想约桌游", flow="book_table", asked="at")
    c.say("上午吧", asked="at")
    c.say("10点", slots={"at": "10:00"}, asked="people")


# -- 3. a Chinese yes-no question with its can-word after the trigger asks for the flow ------

STATIONERY = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  custom_notebook:
    description: 定制笔记本（封面印字或公司logo）
    triggers: [定制笔记本, 定制本子, 印logo, 封面印字]
    slots:
      - {name: copies, type: integer, counts: 本, min: 10, max: 500, label: 数量, prompt: "要做多少本？10本起。"}
      - {name: cover, type: text, label: 封面内容, prompt: "封面印什么？"}
      - {name: phone, type: phone, label: 手机号, prompt: "留个手机号？"}
    confirm: "{copies}本，封面印{cover}，电话{phone}。确认吗？"
    action: custom_notebook
    done: "好的，做好了通知您。"
  buy_set:
    description: 买开学文具套装
    triggers: [买文具, 文具套装, 开学文具]
    slots:
      - {name: pack, type: enum, label: 包装, values: [简装, 礼盒装], prompt: "简装还是礼盒装？"}
      - {name: sets, type: integer, counts: 套, min: 1, max: 20, label: 套数, prompt: "要几套？"}
    confirm: "{pack}文具套装{sets}套。确认吗？"
    action: buy_set
    done: "好的。"
  opening:
    description: 营业时间
    triggers: [几点开门, 营业时间, 几点关门]
    done: "每天9点到21点。"
"""


@pytest.fixture
def stationery(tmp_path: Path) -> tuple[Conversation, Counter[str]]:
    return _chat(tmp_path, STATIONERY, ["custom_notebook", "buy_set"])


def test_zh_the_thing_then_a_can_word_and_the_flows_verb_asks_for_it(
    stationery: tuple[Conversation, Counter[str]],
) -> None:
    c, _ = stationery
    c.say("定制笔记本能印我们公司的logo吗", flow="custom_notebook", asked="copies")


def test_zh_a_want_then_an_availability_question_asks_for_it(
    stationery: tuple[Conversation, Counter[str]],
) -> None:
    c, _ = stationery
    c.say("孩子开学了想买文具 还有礼盒装的吗", flow="buy_set")


@pytest.mark.parametrize(
    "said",
    [
        "定制笔记本能开发票吗",  # 开 is no verb of the flow's: asks about the business
        "定制本子一般要几天能做好",  # asks for information (几)
        "还有别的颜色吗",  # no trigger said
    ],
)
def test_zh_a_question_near_a_trigger_stays_a_question(
    stationery: tuple[Conversation, Counter[str]], said: str
) -> None:
    """Guards: what the rule must not read as a request."""
    c, runs = stationery
    c.say(said, flow=None)
    assert not runs


# -- 4. "<slot>搞错了，是<value>": a mistake owned corrects that slot --------------------------


def _to_cover(c: Conversation) -> None:
    c.say("想定制笔记本", flow="custom_notebook", asked="copies")
    c.say("100本", slots={"copies": 100}, asked="cover")


@pytest.mark.parametrize("said", ["数量搞错了，是200本", "不好意思 本数弄错了 要200本"])
def test_zh_a_mistake_owned_then_the_value_corrects_that_slot(
    stationery: tuple[Conversation, Counter[str]], said: str
) -> None:
    c, _ = stationery
    _to_cover(c)
    c.say(said, slots={"copies": 200, "cover": None}, asked="cover")


def test_zh_a_mistake_told_in_the_answer_stays_the_answer(
    stationery: tuple[Conversation, Counter[str]],
) -> None:
    """Guard: no value of another slot, so the free-text answer it is."""
    c, _ = stationery
    _to_cover(c)
    c.say("印我们公司名字 上次别家印错了", slots={"copies": 100}, asked="phone")
    assert "公司名字" in str(c.slots["cover"])
