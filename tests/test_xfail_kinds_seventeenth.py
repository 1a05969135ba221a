"""Kinds of mistake that older suites kept as strict xfails (issue 23, seventeenth session),
each fixed in general and tested here in other words and other domains than where it was
seen: a mobile dog groomer and a hearing centre (both English, British), a bike hire stand
(单车出租, Chinese), a designated driver service (代驾, Chinese) and a power bank rental
(共享充电宝, Chinese) and a lawnmower repair collection (English), written inline from
docs/dsl.md before any of these cases ran. The clock is a Thursday (2026-12-03, 10:00).

1. a yes or an ok before a bare street address, no lead word between ("ok 7 willow
   crescent" to the pickup question; tests/test_xfail_kinds_fifteenth.py, the car valet):
   the ok stayed in the address. A street said with its house number (a number, then up to
   three words and a word of ``address_street_words``) is the answer itself, and no address
   opens with a yes (``free_text._answering_word_off``).
2. a deferral said instead of an answer ("actually leave it ill call back" at a
   confirmation; tests/domains/vets, the fifteenth English written domains): a promise to
   come back later lets the task go now, as the Chinese 改天再说 and 以后再说 already did; no
   English rule read it, so the bot asked the confirmation again. The deferrals are words of
   ``cancel`` in the English lexicon (docs/lexicons.md).
3. a Chinese can-you question ending in 不 ("卡上没钱了 方便充点不" for 充值; the swimming pool of
   tests/test_xfail_kinds_fifteenth.py): a yes-or-no question to the can-you topics ended in
   ``asking_ends`` only (吗, 呢, 嘛), so "V不" asked for nothing. The clause may end in a word
   of ``polar_ends`` too (``trigger_list_words.yes_no_ends``). The count after the verb
   needs its measure word in ``classifiers``: 辆, the measure word of vehicles, was none.
4. a code typed glued to the label before it ("预约号xc7001 改到后天下午4点"; tests/domains/xiche,
   the fifteenth Chinese written domains): another slot's pattern that opens with a Chinese
   character (a plate, ``^[\\u4e00-\\u9fa5][A-Z]…``) took the label's last character, 号, as
   its first, so the message named a plate of four flows and the bot asked which. A code
   never opens with a word that ends a code's label (``code_label_ends``: 号, 码).
5. a code typed glued to the Chinese clause after it ("车牌沪B12345刮了…", "单号dj3021改到…"):
   the pattern's capture kept the Chinese after the code ("DJ3021改"), was refused as of the
   wrong form and the code asked again; with a space typed between, the code ended where
   its form does (``capture_edges.code_then_clause``). No code of letters and digits goes
   on in Chinese, so a Chinese character right after it ends it too. Found on kind 4's
   message here once the plate was no longer read; tested on a power bank rental (共享充电宝).
6. a sorry after not knowing ("no idea sorry, its white" to "What make and model is it, if
   you know?"; tests/domains/boiler, the fourteenth English written domains): "sorry" is a
   word of ``corrections``, so "its white" became a change of the listed slot filled before
   (the boiler's fuel), refused and asked again. A correction word right after a whole
   ``unsure`` or ``unsure_after`` phrase says sorry for not knowing and changes nothing
   (``unlisted_change._apology``). Tested on a lawnmower repair collection; the boiler case
   stays an xfail of another kind (a message opening with "no idea" is not knowing as a
   whole).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import stand_in_talker

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-03T10:00:00")

GROOMER = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_groom:
    description: a dog groomer's van coming to the house to groom a dog
    triggers: [book a groom, dog grooming, groom my dog, grooming van]
    slots:
      - {name: groom, type: enum, label: groom, values: [bath and brush, full groom],
         synonyms: {full groom: [full, haircut], bath and brush: [bath, wash]},
         prompt: "A bath and brush or a full groom?"}
      - {name: address, type: text, kind: address, label: address, patterns: ["at {value}"],
         prompt: "Where should the van come?"}
      - {name: day, type: date, min: today, label: day, prompt: "Which day?"}
    confirm: "A {groom} at {address} on {day}. Book it?"
    action: book_groom
    done: "Booked."
"""

HEARING = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_hearing_test:
    description: booking a hearing test at the hearing centre
    triggers: [hearing test, book a hearing test, check my hearing]
    slots:
      - {name: day, type: date, min: today, label: day, prompt: "Which day suits?"}
      - {name: time, type: time, label: time, prompt: "What time?"}
      - {name: phone, type: phone, label: phone, prompt: "Best number to reach you?"}
    confirm: "Hearing test on {day} at {time}, we'll ring {phone}. Book it?"
    action: book_test
    done: "Booked."
"""

BIKES = """
settings: {language: zh}
flows:
  rent_bike:
    description: 租自行车骑一天或半天
    triggers: [租自行车, 租单车, 租车骑]
    slots:
      - {name: bikes, type: integer, min: 1, max: 6, label: 车数, prompt: "租几辆？"}
      - {name: day, type: date, min: today, label: 日期, prompt: "哪天用？"}
    confirm: "{day}租{bikes}辆车，确认吗？"
    action: rent_bike
    done: "租好了。"
  report_fault:
    description: 报修骑着的车坏了
    triggers: [车坏了, 报修]
    slots:
      - {name: where, type: text, label: 位置, prompt: "车在哪？"}
    confirm: "车在{where}，派人过去？"
    action: report_fault
    done: "马上派人。"
"""

DRIVER = """
settings: {language: zh}
flows:
  book_driver:
    description: 叫代驾把车开回家
    triggers: [叫代驾, 找代驾, 约代驾]
    slots:
      - {name: plate, type: text, pattern: "^[\\\\u4e00-\\\\u9fa5][A-Z][A-Z0-9]{5,6}$",
         label: 车牌号, patterns: ["车牌{value}", "车牌号{value}"], prompt: "车牌号多少？"}
      - {name: day, type: date, min: today, label: 日期, prompt: "哪天？"}
      - {name: time, type: time, label: 时间, prompt: "几点？"}
    confirm: "{day} {time}，车牌{plate}。确认吗？"
    action: book_driver
    results: [{name: order_no, entity: driver_order}]
    done: "约好了，单号{order_no}。"
  change_order:
    description: 代驾订单改时间
    triggers: [改代驾时间, 代驾改时间, 改时间]
    slots:
      - {name: order_no, type: text, entity: driver_order, pattern: "^DJ\\\\d{4}$",
         label: 单号, patterns: ["单号{value}", "订单号{value}"], prompt: "单号多少？DJ开头的。"}
      - {name: day, type: date, min: today, label: 新日期, prompt: "改到哪天？"}
      - {name: time, type: time, label: 新时间, prompt: "改到几点？"}
    confirm: "{order_no}改到{day} {time}？"
    action: change_order
    done: "改好了。"
  complain:
    description: 代驾把车刮了投诉
    triggers: [投诉代驾, 车被刮了]
    slots:
      - {name: plate, type: text, pattern: "^[\\\\u4e00-\\\\u9fa5][A-Z][A-Z0-9]{5,6}$",
         label: 车牌号, patterns: ["车牌{value}", "车牌号{value}"], prompt: "车牌号多少？"}
    confirm: "车牌{plate}投诉，提交吗？"
    action: complain
    done: "收到。"
"""

POWER_BANKS = """
settings: {language: zh}
flows:
  refund:
    description: 共享充电宝多扣钱了申请退款
    triggers: [退款, 申请退款, 多扣钱了]
    slots:
      - {name: order_no, type: text, pattern: "^CB\\\\d{5}$", label: 订单号,
         patterns: ["订单号{value}", "订单{value}"], prompt: "订单号多少？CB开头的。"}
      - {name: day, type: date, max: today, label: 扣款日期, prompt: "哪天扣的？"}
    confirm: "订单{order_no}，{day}扣的款，申请退款？"
    action: refund
    done: "提交了。"
"""


_chat = stand_in_talker(CLOCK)


# -- 1. a yes before a bare street address ------------------------------------------------------


@pytest.fixture
def groomer(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, GROOMER, ["book_groom"])[0]


@pytest.mark.parametrize(
    ("said", "address"),
    [("yep 22 harbour road", "22 harbour road"), ("okay 5 kingsley avenue", "5 kingsley avenue")],
)
def test_a_yes_before_a_bare_street_address_is_no_part_of_it(
    groomer: Conversation, said: str, address: str
) -> None:
    groomer.say("dog grooming pls, full groom", slots={"groom": "full groom"}, asked="address")
    groomer.say(said, slots={"address": address}, asked="day")


def test_a_yes_before_a_place_name_stays_in_it(groomer: Conversation) -> None:
    # a guard: "ok" before a word that opens no street with a house number is not taken off
    # when the rest is no address of that form ("ok corral farm" is a farm's name)
    groomer.say("dog grooming pls, full groom", asked="address")
    groomer.say("ok corral farm", slots={"address": "ok corral farm"})


# -- 2. a deferral said instead of an answer ----------------------------------------------------


@pytest.fixture
def hearing(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, HEARING, ["book_test"])[0]


def test_a_deferral_at_the_confirmation_lets_the_task_go(hearing: Conversation) -> None:
    hearing.say("can i book a hearing test for friday at 11am", asked="phone")
    hearing.say("07700900456", phase="confirming")
    hearing.say("hmm ill ring back later", flow=None)


def test_a_deferral_to_a_question_lets_the_task_go(hearing: Conversation) -> None:
    hearing.say("hearing test please", flow="book_hearing_test", asked="day")
    hearing.say("oh i'll have to call you back when i know my shifts", flow=None)


def test_a_number_to_ring_back_on_is_the_answer(hearing: Conversation) -> None:
    # a guard: asked to be rung back on a number is no deferral
    hearing.say("can i book a hearing test for friday at 11am", asked="phone")
    hearing.say("ring me back on 07700900456", slots={"phone": "+447700900456"})


# -- 3. a can-you question ending in 不 -------------------------------------------------------


@pytest.fixture
def bikes(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, BIKES, ["rent_bike", "report_fault"])[0]


@pytest.mark.parametrize("said", ["周末带娃去湖边 能租两辆不", "明天方便租一下不"])
def test_a_can_you_question_ending_in_bu_asks_for_the_flow(bikes: Conversation, said: str) -> None:
    bikes.say(said, flow="rent_bike")


@pytest.mark.parametrize("said", ["能便宜点不", "租金贵不贵"])
def test_another_question_ending_in_bu_starts_nothing(bikes: Conversation, said: str) -> None:
    # guards: a can-you question of no flow's verb, and a question for information
    bikes.say(said, flow=None)


# -- 4. a code typed glued to the label before it --------------------------------------------


@pytest.fixture
def driver(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, DRIVER, ["book_driver", "change_order", "complain"])[0]


def test_a_code_glued_to_its_label_is_read_as_that_code(driver: Conversation) -> None:
    driver.say(
        "单号dj3021改到明晚9点",
        flow="change_order",
        slots={"order_no": "DJ3021", "day": "2026-12-04", "time": "21:00"},
        phase="confirming",
    )


def test_a_plate_glued_to_its_label_is_still_a_plate(driver: Conversation) -> None:
    # a guard: a plate typed right after its own label keeps its first character
    driver.say("投诉代驾 车牌号沪B12345", flow="complain", slots={"plate": "沪B12345"})


# -- 5. a code typed glued to the Chinese clause after it -------------------------------------


def test_a_code_glued_to_the_clause_after_it_ends_where_its_form_does(
    driver: Conversation,
) -> None:
    driver.say("投诉代驾 车牌沪B12345刮了好长一道", flow="complain", slots={"plate": "沪B12345"})


def test_a_code_glued_to_the_day_after_it_is_still_the_code(tmp_path: Path) -> None:
    banks, _ = _chat(tmp_path, POWER_BANKS, ["refund"])
    banks.say(
        "申请退款 订单cb10233昨天扣了两次",
        flow="refund",
        slots={"order_no": "CB10233", "day": "2026-12-02"},
    )


# -- 6. an apology after an unsure answer ------------------------------------------------------

MOWERS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_repair:
    description: collecting a lawnmower from home to repair it
    triggers: [lawnmower repair, fix my mower, mower repair, mower collection]
    slots:
      - {name: mower, type: enum, label: mower, values: [petrol, electric, robot],
         prompt: "Is it a petrol, electric or robot mower?"}
      - {name: model, type: text, label: make and model,
         prompt: "What make or model is it, if you know?"}
      - {name: address, type: text, kind: address, label: address,
         prompt: "Where do we collect it from?"}
    confirm: "Collecting the {mower} mower ({model}) from {address}. Book it?"
    action: book_repair
    done: "Booked."
"""


@pytest.mark.parametrize(
    "said",
    [
        # answered since the twentieth session (tests/test_xfail_kinds_twentieth.py, kind 7)
        "dunno sorry, its a red one",
        "not sure sorry, an old flymo i think",
    ],
)
def test_an_apology_after_an_unsure_answer_answers_the_question(tmp_path: Path, said: str) -> None:
    mowers, _ = _chat(tmp_path, MOWERS, ["book_repair"])
    mowers.say("lawnmower repair please its petrol", slots={"mower": "petrol"}, asked="model")
    mowers.say(said, slots={"mower": "petrol"}, asked="address")


def test_an_apology_after_not_knowing_changes_no_value(tmp_path: Path) -> None:
    # "no clue sorry, its green": the sorry says sorry for not knowing and corrects nothing
    # (the mower was asked again, 'its green' refused as no kind of mower); what is said
    # answers the question asked
    mowers, _ = _chat(tmp_path, MOWERS, ["book_repair"])
    mowers.say("lawnmower repair please its petrol", slots={"mower": "petrol"}, asked="model")
    mowers.say("no clue sorry, its green", slots={"mower": "petrol"}, asked="address")
