"""Kinds of mistake that older suites kept as strict xfails (issue 23, eleventh session), each
fixed in general and tested here in other words and other domains than where it was seen:
a chimney sweep's bookings (English) and a tea house's tables (茶馆, Chinese), both written
inline from docs/dsl.md before any of these cases ran. The clock is a Thursday
(2026-12-03, 10:00).

1. a value taken back inside its own answer, the no or the correction word led by a
   hesitation ("明天 哦不 后天", "5个人 哦不对是7个"; seen in tests/domains/ktv and
   tests/domains/lvsuo): the hesitation hid the marker, a no standing as a clause of its
   own read as refusing the value after it, and a corrected count said shorter than the
   first ("7个" is no party) was never weighed, so the first value was kept and the
   correction became the remark;
2. a yes-or-no slot answered by naming one of the two choices its question offers ("on the
   drive" to "Will it sit on the road … rather than your drive?"; seen in
   tests/domains/skiphire): a boolean was read only from a yes, a no or its label said with
   a word of having or lacking it, so the answer was not understood, and said with the
   request it was lost;
3. a clause whose value was read out, leaving only a count and its measure word, taken
   whole as the remark of the slot that takes the rest ("唱3个小时" beside the hours read,
   seen in tests/domains/ktv; "重新送一束吧" answering 补送, seen in tests/test_huadian.py):
   a Chinese count's measure word and a count of what the value names were left as words
   of their own. Held on the tea house's snacks.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import stand_in_talker

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-03T10:00:00")

SWEEP = """
settings: {language: en, currency: USD, region: US}
flows:
  book_sweep:
    description: booking a chimney sweep visit
    triggers: [book a chimney sweep, chimney sweep, sweep my chimney, chimney swept, chimney cleaning]
    slots:
      - {name: flues, type: integer, counts: chimney, min: 1, max: 6, label: chimneys,
         prompt: "How many chimneys?"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: day, prompt: "Which day suits?"}
      - {name: indoors, type: boolean, label: from inside,
         prompt: "Can we sweep from inside at the fireplace, instead of going up on the roof?"}
      - {name: phone, type: phone, label: phone, prompt: "Best number to reach you?"}
    confirm: "{flues} chimneys on {day} (from inside: {indoors}), we'll call {phone}. Book it?"
    action: book_sweep
    done: "Booked."
"""

TEA = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_table:
    description: 预订茶位
    triggers: [订茶位, 订个茶位, 预订茶位, 约个茶位]
    slots:
      - {name: people, type: integer, kind: people, min: 1, max: 12, label: 人数, prompt: "几位？"}
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天来？"}
      - {name: at, type: time, min: "10:00", max: "22:00", label: 时间, prompt: "几点到？"}
      - {name: private_room, type: boolean, label: 包间, prompt: "坐包间还是大厅？"}
      - {name: tea, type: enum, label: 茶, values: [龙井, 普洱, 铁观音],
         prompt: "喝什么茶：龙井、普洱还是铁观音？"}
    confirm: "{day} {at}，{people}位，包间：{private_room}，{tea}。确认吗？"
    action: book_table
    done: "订好了。"
"""

SNACKS = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  add_snacks:
    description: 给茶位加点心
    triggers: [加点心, 加个点心, 点点心]
    slots:
      - {name: snack, type: enum, label: 点心, values: [瓜子, 果盘, 桂花糕],
         synonyms: {果盘: [水果拼盘]}, prompt: "加什么点心？"}
      - {name: plates, type: integer, counts: [盘, 碟], min: 1, max: 10, label: 份数,
         prompt: "要几盘？"}
      - {name: remark, type: text, required: false, takes_rest: true, label: 备注}
    confirm: "{snack}{plates}盘。确认吗？"
    action: add_snacks
    done: "马上送来。"
"""

#: a flow with no count of its own: a count said is read by no slot
REFILL = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  refill:
    description: 给茶位续水换壶
    triggers: [续水, 加水, 换壶]
    slots:
      - {name: pot, type: enum, label: 壶, values: [铁壶, 玻璃壶], prompt: "要哪种壶？"}
      - {name: remark, type: text, required: false, takes_rest: true, label: 备注}
    confirm: "{pot}。确认吗？"
    action: refill
    done: "马上来。"
"""


_chat = stand_in_talker(CLOCK)


@pytest.fixture
def sweep(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, SWEEP)[0]


@pytest.fixture
def tea(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, TEA)[0]


@pytest.fixture
def snacks(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, SNACKS)[0]


# -- 1. a value taken back inside its own answer, after a hesitation -------------------------


def test_a_count_taken_back_after_oh_no(sweep: Conversation) -> None:
    sweep.say("book a chimney sweep", flow="book_sweep", asked="flues")
    sweep.say("2, oh no wait, 3", slots={"flues": 3}, asked="day")


def test_a_count_taken_back_said_shorter(sweep: Conversation) -> None:
    """The first count is read with its word ("3 chimneys"), the corrected one bare: only
    the first is the answer's reading, so the correction after it is weighed on its own."""
    sweep.say("chimney cleaning pls", flow="book_sweep", asked="flues")
    sweep.say("3 chimneys, er no sorry 2", slots={"flues": 2}, asked="day")
    assert sweep.slots["indoors"] is None


def test_a_count_taken_back_said_bare_after_its_word(sweep: Conversation) -> None:
    """The answer's own reading finds only "2 chimneys" (the bare 3 is no option beside a
    count said with its word), so the correction after it is weighed there."""
    sweep.say("sweep my chimney", asked="flues")
    sweep.say("2 chimneys, oh no, 3", slots={"flues": 3}, asked="day")


def test_a_party_taken_back_said_shorter(tea: Conversation) -> None:
    tea.say("订茶位", flow="book_table", asked="people")
    tea.say("4位 诶不对 6个", slots={"people": 6}, asked="day")
    assert tea.slots["private_room"] is None


def test_an_hour_taken_back_with_a_bare_no(tea: Conversation) -> None:
    tea.say("订茶位 6个人 明天", asked="at")
    tea.say("下午两点 嗯不 三点", slots={"at": "15:00"}, asked="private_room")


def test_a_no_opening_the_answer_still_refuses(tea: Conversation) -> None:
    tea.say("订茶位 明天下午3点 4个人", asked="private_room")
    tea.say("包间", asked="tea")
    tea.say("不要 普洱", slots={"tea": None}, asked="tea")


# -- 2. a yes-or-no slot answered by one of the two choices its question offers --------------


def test_the_other_choice_answers_no(sweep: Conversation) -> None:
    sweep.say("sweep my chimney", asked="flues")
    sweep.say("2", asked="day")
    sweep.say("friday", asked="indoors")
    sweep.say("up on the roof", slots={"indoors": False}, asked="phone")


def test_the_first_choice_answers_yes(sweep: Conversation) -> None:
    sweep.say("sweep my chimney", asked="flues")
    sweep.say("1", asked="day")
    sweep.say("monday", asked="indoors")
    sweep.say("just from inside pls", slots={"indoors": True}, asked="phone")


def test_the_other_choice_said_with_the_request(sweep: Conversation) -> None:
    sweep.say(
        "need a chimney sweep, 1 chimney, next monday, on the roof, 212 555 0199",
        flow="book_sweep",
        slots={"indoors": False, "flues": 1},
        phase="confirming",
    )


def test_a_choice_word_inside_a_remark_answers_nothing(sweep: Conversation) -> None:
    sweep.say("sweep my chimney", asked="flues")
    sweep.say("2", asked="day")
    sweep.say("friday", asked="indoors")
    sweep.say("the roof is really steep tho", slots={"indoors": None})


def test_the_other_choice_answers_no_zh(tea: Conversation) -> None:
    tea.say("订茶位 明天下午3点 4个人", flow="book_table", asked="private_room")
    tea.say("大厅吧", slots={"private_room": False}, asked="tea")


def test_the_other_choice_said_with_the_request_zh(tea: Conversation) -> None:
    tea.say(
        "订茶位 明天下午3点 4个人 大厅就行",
        flow="book_table",
        slots={"private_room": False, "people": 4},
        asked="tea",
    )


# -- 3. a clause whose value was read out leaves a count, no remark --------------------------


def test_a_count_with_its_measure_word_is_no_remark(snacks: Conversation) -> None:
    snacks.say(
        "加点心 桂花糕 来2碟 少放糖",
        flow="add_snacks",
        slots={"snack": "桂花糕", "plates": 2, "remark": "少放糖"},
        phase="confirming",
    )


def test_a_count_of_the_value_named_is_no_remark(snacks: Conversation) -> None:
    snacks.say("加点心", flow="add_snacks", asked="snack")
    snacks.say("来一份桂花糕", slots={"snack": "桂花糕", "remark": None}, asked="plates")


def test_a_remark_beside_a_count_is_kept(snacks: Conversation) -> None:
    snacks.say("加点心", flow="add_snacks", asked="snack")
    snacks.say("瓜子", asked="plates")
    snacks.say("3盘 要原味的", slots={"plates": 3}, phase="confirming")
    assert "原味" in str(snacks.slots["remark"])


def test_a_count_in_a_box_of_the_value_is_no_remark(snacks: Conversation) -> None:
    """盒 is a measure word the flow does not count (its counts are 盘 and 碟)."""
    snacks.say("点点心", flow="add_snacks", asked="snack")
    snacks.say("那来一盒瓜子吧", slots={"snack": "瓜子", "remark": None}, asked="plates")


# (a strict xfail until session 42: '玻璃壶 来一只' was taken as the remark; it passes since
# chinese42's REQUEST_OF_A_DROPPED_OBJECT_KEPT_AS_THE_NOTE)
def test_a_count_no_slot_reads_is_no_remark(tmp_path: Path) -> None:
    refill, _ = _chat(tmp_path, REFILL)
    refill.say("换壶", flow="refill", asked="pot")
    refill.say("玻璃壶 来一只", slots={"pot": "玻璃壶", "remark": None}, phase="confirming")


def test_a_count_no_slot_reads_in_the_values_clause_is_no_remark(tmp_path: Path) -> None:
    refill, _ = _chat(tmp_path, REFILL)
    refill.say("续水", flow="refill", asked="pot")
    refill.say("来一只铁壶吧", slots={"pot": "铁壶", "remark": None}, phase="confirming")
