"""Table-driven tests, one table per kind of mistake the readers must not make, on a tiny
synthetic domain (a garden service in English, 上门维修 in Chinese; tests/domains/tiny).

Each row is a message as people type it and what a user would notice: the value taken, the
task kept or ended. The kinds, not the phrases, are what is tested: the tables use words of
neither the issue's report nor the two conversation domains. The clock is a Sunday
(2026-11-29)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher, StartTask
from dialogflows.testing import Conversation, FixedClock

TINY = Path(__file__).parent / "domains" / "tiny"
CLOCK = FixedClock("2026-11-29T10:00:00")


def _bot(lang: str) -> Conversation:
    bot = Dispatcher.from_path(TINY / lang, clock=CLOCK)
    for name in ("water", "remove", "repair", "cancel_repair", "seeds"):
        bot.action(name)(lambda slots, ctx: {})
    return Conversation(bot, "s", "u1")


@pytest.fixture
def garden() -> Conversation:
    return _bot("en")


@pytest.fixture
def repair() -> Conversation:
    return _bot("zh")


# -- a control word counts only as a whole word or a whole clause --------------------------

CONTROL_ZH = [
    ("师傅来了车停哪儿？", False),
    ("楼下能停电动车吗", False),
    ("暂停一下的话师傅会等吗", False),
    ("停", True),
    ("停停停", True),
    ("停！不修了", True),
    ("算了", True),
]


@pytest.mark.parametrize(("said", "ends"), CONTROL_ZH)
def test_zh_control_word_whole_or_not_at_all(repair: Conversation, said: str, ends: bool) -> None:
    repair.say("预约维修", asked="appliance")
    r = repair.say(said)
    assert (r.state.active_task is None) == ends


# -- a Latin value inside Chinese text is read -------------------------------------------

LATIN_ZH = [("帮我修一下PS5", "PS5"), ("我家tv坏了要修", "TV"), ("上门维修，TV不出图", "TV")]


@pytest.mark.parametrize(("said", "value"), LATIN_ZH)
def test_zh_latin_value_is_read(repair: Conversation, said: str, value: str) -> None:
    repair.say(said, flow="book_repair", slots={"appliance": value})


# -- an optional enum slot takes only its own values -------------------------------------


@pytest.mark.parametrize("said", ["帮我约一个后天的冰箱维修", "约一个下周三的洗衣机上门维修"])
def test_zh_optional_enum_swallows_nothing(repair: Conversation, said: str) -> None:
    r = repair.say(said, flow="book_repair")
    assert repair.slots["brand"] is None
    assert "不在选项里" not in r.text


# -- the confirmation is said whenever confirming begins ---------------------------------


def test_zh_confirmation_said_whenever_confirming_begins(repair: Conversation) -> None:
    r = repair.say("上门维修冰箱，明天，电话13912345678")
    assert r.state.phase == "confirming"
    assert r.messages[-1] == "确认11月30日（周一）上门修冰箱，电话+8613912345678？"


# -- month-relative dates ------------------------------------------------------------------

MONTHS_ZH = [
    ("下个月5号", "2026-12-05"),
    ("下月10号吧", "2026-12-10"),
    ("月底", "2026-11-30"),
    ("下个月月底", "2026-12-31"),
    ("下个月初", "2026-12-01"),
]


@pytest.mark.parametrize(("said", "day"), MONTHS_ZH)
def test_zh_month_relative_date(repair: Conversation, said: str, day: str) -> None:
    repair.say("修一下洗衣机", asked="visit_date")
    repair.say(said, slots={"visit_date": day})


# -- a yes carrying the action's verb is a yes --------------------------------------------

YES_ZH = ["是的，取消", "对的取消吧", "确定取消", "好，取消掉"]


@pytest.mark.parametrize("said", YES_ZH)
def test_zh_yes_with_verb_at_destructive_confirmation(repair: Conversation, said: str) -> None:
    repair.say("取消维修WX1234", phase="confirming")
    repair.say(said, bot="WX1234已取消。")


YES_EN = ["yes, remove it", "yep remove", "yes please go ahead and remove it", "yeah do it"]


@pytest.mark.parametrize("said", YES_EN)
def test_en_yes_with_verb_at_destructive_confirmation(garden: Conversation, said: str) -> None:
    garden.say("remove plant PL-123", phase="confirming")
    garden.say(said, bot="Removed PL-123.")


NOT_YES_EN = [("yes but not PL-123, PL-456", "confirming"), ("no, keep it", "chitchat")]


@pytest.mark.parametrize(("said", "phase"), NOT_YES_EN)
def test_en_a_yes_with_more_is_not_always_a_yes(
    garden: Conversation, said: str, phase: str
) -> None:
    garden.say("remove plant PL-123", phase="confirming")
    r = garden.say(said, phase=phase)
    assert "Removed PL-123." not in r.messages


# -- past dates on a slot that ends today ------------------------------------------------

PAST_EN = [
    ("4 days ago", "2026-11-25"),
    ("a week ago", "2026-11-22"),
    ("wednesday", "2026-11-25"),
    ("on saturday", "2026-11-28"),
    ("last thursday", "2026-11-26"),
    ("sunday", "2026-11-29"),
    ("yesterday", "2026-11-28"),
]


@pytest.mark.parametrize(("said", "day"), PAST_EN)
def test_en_past_date(garden: Conversation, said: str, day: str) -> None:
    garden.say("water my plants, the fern", asked="last_watered")
    garden.say(said, slots={"last_watered": day}, asked="spot")


# -- a supposed clause starts and cancels nothing ----------------------------------------

SUPPOSED = [
    ("en", "water my plants", "if i remove a plant later do i get a refund?"),
    ("en", "water my plants", "what if i cancel, is there a fee?"),
    ("zh", "预约维修", "要是我之后取消预约，要付钱吗？"),
    ("zh", "预约维修", "万一取消维修的话怎么算"),
]


@pytest.mark.parametrize(("lang", "start", "said"), SUPPOSED)
def test_a_supposed_clause_starts_nothing(lang: str, start: str, said: str) -> None:
    c = _bot(lang)
    first = c.say(start).state.active_task
    assert first is not None
    r = c.say(said)
    assert r.state.active_task is not None and r.state.active_task.flow == first.flow
    assert r.state.task_stack == []


# -- money with a thousands separator; a value of the wrong form --------------------------

MONEY = [("£1,200", 1200), ("2,500 pounds", 2500), ("12,000.50", 12000.5)]


@pytest.mark.parametrize(("said", "amount"), MONEY)
def test_en_money_thousands(garden: Conversation, said: str, amount: float) -> None:
    garden.say("water my plants, the cactus, 2 days ago, at the back porch", asked="fee")
    garden.say(said, asked="phone")
    assert garden.slots["fee"]["amount"] == amount


@pytest.mark.parametrize("said", ["12345", "4711", "99"])
def test_en_short_number_is_no_phone(garden: Conversation, said: str) -> None:
    garden.say("water my plants, the cactus, 2 days ago, at the back porch", asked="fee")
    garden.say("£30", asked="phone")
    garden.say(said, asked="phone")
    assert garden.slots["phone"] is None


# -- a free-text value is not cut at its comma -------------------------------------------

SPOTS = [
    ("at flat 3, 14 mill lane", "flat 3, 14 mill lane"),
    ("at the shed, behind the garage", "the shed, behind the garage"),
]


@pytest.mark.parametrize(("said", "spot"), SPOTS)
def test_en_free_text_keeps_its_commas(garden: Conversation, said: str, spot: str) -> None:
    garden.say(f"water my plants, the orchid {said}")
    assert garden.slots["spot"] == spot


def test_en_free_text_stops_at_another_clause(garden: Conversation) -> None:
    garden.say("water my plants, the orchid at flat 3, yesterday")
    assert garden.slots["spot"] == "flat 3"
    assert garden.slots["last_watered"] == "2026-11-28"


# -- a correction of one part of a free-text value keeps the rest ------------------------

PARTS = [
    ("flat 5 not 3", "flat 5, 14 mill lane"),
    ("sorry, change mill lane to mill road", "flat 3, 14 mill road"),
    ("oops not 14, 41", "flat 3, 41 mill lane"),
]


@pytest.mark.parametrize(("said", "spot"), PARTS)
def test_en_part_of_free_text_corrected(garden: Conversation, said: str, spot: str) -> None:
    garden.say("water my plants, the fern, at flat 3, 14 mill lane", asked="last_watered")
    garden.say(said, asked="last_watered")
    assert garden.slots["spot"] == spot


# -- the runtime's invariant: entering confirming says the confirmation -------------------


def test_confirming_with_a_refused_optional_value_still_says_the_confirmation(
    repair: Conversation,
) -> None:
    """An understander (an LLM, a script) that gives an optional slot a value it refuses:
    the refusal is said, and so is the confirmation, last, so a yes accepts what was seen."""
    slots = {
        "appliance": "冰箱",
        "visit_date": "2026-11-30",
        "phone": "+8613912345678",
        "brand": "明天下午",
    }
    r = repair.apply([StartTask(flow="book_repair", slots=slots)], phase="confirming")
    assert r.messages[-1] == "确认11月30日（周一）上门修冰箱，电话+8613912345678？"
    assert r.state.active_task is not None and r.state.active_task.asked is None
    repair.say("好的", bot="预约好了。")


# -- a listed value said in the plural, and counted ---------------------------------------

COUNTED = [
    ("order seeds: 3 tomatoes", "tomato", 3),
    ("order seeds, two daisies pls", "daisy", 2),
    ("order seeds 4 x radish", "radish", 4),
    ("order seeds. 5 packets of cress", "cress", 5),
]


@pytest.mark.parametrize(("said", "seed", "packets"), COUNTED)
def test_en_counted_plural_value(garden: Conversation, said: str, seed: str, packets: int) -> None:
    garden.say(said, phase="confirming", slots={"seed": seed, "packets": packets})


# -- a request said as a question ------------------------------------------------------

POLITE = [
    ("en", "can you water my plants?", "water_plants"),
    ("en", "could u pls remove plant PL-123", "remove_plant"),
    ("en", "would you mind doing a watering visit tomorrow?", "water_plants"),
    ("zh", "能不能帮我上门维修一下冰箱？", "book_repair"),
    ("en", "can you tell me how long a watering visit takes?", None),
]


@pytest.mark.parametrize(("lang", "said", "flow"), POLITE)
def test_a_polite_question_asks_for_the_flow(lang: str, said: str, flow: str | None) -> None:
    c = _bot(lang)
    c.say(said, flow=flow)


NOT_YES_ZH = ["好的，不用了", "嗯算了", "好吧，还是算了"]


@pytest.mark.parametrize("said", NOT_YES_ZH)
def test_zh_a_yes_then_letting_go_cancels_nothing_undone(repair: Conversation, said: str) -> None:
    repair.say("取消维修WX1234", phase="confirming")
    r = repair.say(said, phase="chitchat")
    assert "WX1234已取消。" not in r.messages
