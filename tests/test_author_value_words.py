"""Value words an author adds in their lexicon file are read (issue 23, grammars23).

Two domains written from docs/dsl.md and docs/lexicons.md before any of this ran: a plant
nursery delivering seedling trays (English) and 宠物寄养 (Chinese). Each lexicon adds a date
word, a part of the day, a number, a currency and a word that moves a date; whole
conversations show each one read. The same domain loaded without its lexicon, in the same
process, reads none of them (the grammars are per lexicon, not shared module state), and
a built-in domain behaves as before. The clock is a Sunday (2026-11-29).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dialogflows import Dispatcher
from dialogflows.errors import DialogflowsError
from dialogflows.testing import Conversation, FixedClock

DOMAINS = Path(__file__).parent / "domains"
CLOCK = FixedClock("2026-11-29T10:00:00")
SENT: list[dict[str, Any]] = []


def _bot(path: Path, action: str) -> Dispatcher:
    bot = Dispatcher.from_path(path, clock=CLOCK)
    bot.action(action)(lambda slots, ctx: SENT.append(dict(slots)) or {})
    return bot


@pytest.fixture
def nursery() -> Conversation:
    SENT.clear()
    return Conversation(_bot(DOMAINS / "nursery", "deliver"), "s", "u1")


@pytest.fixture
def jiyang() -> Conversation:
    SENT.clear()
    return Conversation(_bot(DOMAINS / "jiyang", "board"), "s", "u1")


def test_every_added_english_word_is_read(nursery: Conversation) -> None:
    nursery.say("hi can u do a plant delivery, a dozen trays", slots={"trays": 12}, asked="day")
    nursery.say("overmorrow pls", slots={"day": "2026-12-01"}, asked="slot_time")
    nursery.say("at 3 in the arvo", slots={"slot_time": "15:00"}, asked="tip")
    nursery.say("5 quid", slots={"tip": {"amount": 5.0, "currency": "GBP"}}, phase="confirming")
    nursery.say("actually bump it back a day", slots={"day": "2026-12-02"}, phase="confirming")
    nursery.say("yep")
    assert SENT == [
        {
            "trays": 12,
            "day": "2026-12-02",
            "slot_time": "15:00",
            "tip": {"amount": 5.0, "currency": "GBP"},
        }
    ]


def test_added_words_inside_one_sentence(nursery: Conversation) -> None:
    nursery.say(
        "send some plants overmorrow, half a dozen trays",
        slots={"trays": 6, "day": "2026-12-01"},
        asked="slot_time",
    )


def test_an_added_part_of_the_day_said_alone_asks_the_hour(nursery: Conversation) -> None:
    nursery.say("seedling delivery, 4 trays tomorrow", asked="slot_time")
    nursery.say("arvo", bot="What time in the afternoon?", asked="slot_time")
    nursery.say("4", slots={"slot_time": "16:00"}, asked="tip")


def test_every_added_chinese_word_is_read(jiyang: Conversation) -> None:
    jiyang.say("你好 想预约寄养", asked="pets")
    jiyang.say("一打小仓鼠", slots={"pets": 12}, asked="day")
    jiyang.say("大后儿送过来", slots={"day": "2026-12-02"}, asked="drop_time")
    jiyang.say("擦黑7点吧", slots={"drop_time": "19:00"}, asked="deposit")
    jiyang.say(
        "押金200蚊", slots={"deposit": {"amount": 200.0, "currency": "HKD"}}, phase="confirming"
    )
    jiyang.say("顺延一天", slots={"day": "2026-12-03"}, phase="confirming")
    jiyang.say("好的")
    assert SENT == [
        {
            "pets": 12,
            "day": "2026-12-03",
            "drop_time": "19:00",
            "deposit": {"amount": 200.0, "currency": "HKD"},
        }
    ]


def test_an_added_chinese_part_of_the_day_alone_asks_the_hour(jiyang: Conversation) -> None:
    jiyang.say("寄养 两只猫 明天", asked="drop_time")
    jiyang.say("擦黑", bot="晚上几点？", asked="drop_time")


def test_an_added_chinese_part_of_the_day_alone_asks_the_hour_step_by_step(
    jiyang: Conversation,
) -> None:
    jiyang.say("寄养", asked="pets")
    jiyang.say("两只", slots={"pets": 2}, asked="day")
    jiyang.say("明天", asked="drop_time")
    jiyang.say("擦黑", bot="晚上几点？", asked="drop_time")
    jiyang.say("7点", slots={"drop_time": "19:00"}, asked="deposit")


def _without_lexicon(tmp_path: Path, name: str) -> Path:
    """The domain's flow file alone: the same flows, the built-in words."""
    src = (DOMAINS / name / f"{name}.yaml").read_text(encoding="utf-8")
    out = tmp_path / name
    out.mkdir()
    (out / f"{name}.yaml").write_text(
        "\n".join(line for line in src.splitlines() if "lexicons:" not in line),
        encoding="utf-8",
    )
    return out


def test_the_same_flows_without_the_lexicon_read_none_of_it(
    tmp_path: Path, nursery: Conversation
) -> None:
    plain = Conversation(_bot(_without_lexicon(tmp_path, "nursery"), "deliver"), "p", "u2")
    plain.say("plant delivery", asked="trays")
    # "a dozen" is a built-in count now (values key number_multipliers): read either way
    plain.say("a dozen", slots={"trays": 12}, asked="day")
    plain.say("overmorrow", slots={"trays": 12}, asked="day")
    # the author's dispatcher, loaded in the same process, still reads its words
    nursery.say("plant delivery", asked="trays")
    nursery.say("a dozen", slots={"trays": 12}, asked="day")
    nursery.say("overmorrow", slots={"day": "2026-12-01"}, asked="slot_time")


def test_the_chinese_flows_without_the_lexicon_read_none_of_it(tmp_path: Path) -> None:
    plain = Conversation(_bot(_without_lexicon(tmp_path, "jiyang"), "board"), "p", "u2")
    plain.say("预约寄养 3只狗", slots={"pets": 3}, asked="day")
    plain.say("大后儿", slots={"pets": 3}, asked="day")


def test_the_chinese_flows_without_the_lexicon_step_by_step(tmp_path: Path) -> None:
    plain = Conversation(_bot(_without_lexicon(tmp_path, "jiyang"), "board"), "p", "u2")
    plain.say("预约寄养", asked="pets")
    plain.say("一打", slots={"pets": 1}, asked="day")  # the numeral 一 alone, as before
    plain.say("不对，3只", slots={"pets": 3}, asked="day")
    # the built-in "后儿" (the day after tomorrow) is not read inside it: "大" makes
    # "后天" another word ("大后天"), so a day early was no reading; the author's
    # "大后儿" reads it
    plain.say("大后儿", slots={"day": None}, asked="day")
    plain.say("明天", slots={"day": "2026-11-30"}, asked="drop_time")
    plain.say("擦黑", slots={"drop_time": None}, asked="drop_time")


def test_a_built_in_domain_reads_as_before() -> None:
    bot = Dispatcher.from_path(Path(__file__).parents[1] / "flows" / "restaurant", clock=CLOCK)
    talk = Conversation(bot, "r", "u3")
    talk.say("我想订外卖，明天晚上7点送", slots={"delivery_date": "2026-11-30"})
    assert talk.slots.get("delivery_time") == "19:00"


@pytest.mark.parametrize(
    ("values", "named"),
    [
        ("date_offsets: [overmorrow]", "values.date_offsets"),
        ("date_ofsets: {overmorrow: 2}", "values.date_ofsets"),
        ("currency_after: {quid: 5}", "values.currency_after.quid"),
        ("shift_verbs: {bump: 1}", "values.shift_verbs"),
        ("number_phrases: [a dozen]", "values.number_phrases"),
    ],
)
def test_a_bad_value_entry_names_its_file_and_key(tmp_path: Path, values: str, named: str) -> None:
    src = (DOMAINS / "nursery" / "nursery.yaml").read_text(encoding="utf-8")
    (tmp_path / "nursery.yaml").write_text(src, encoding="utf-8")
    (tmp_path / "nursery_words.lexicon.yaml").write_text(f"values:\n  {values}\n", encoding="utf-8")
    with pytest.raises(DialogflowsError) as got:
        Dispatcher.from_path(tmp_path, clock=CLOCK)
    message = str(got.value)
    assert named in message
    assert "nursery_words.lexicon.yaml" in message


def test_the_grammars_are_built_at_load_never_in_a_turn() -> None:
    from dialogflows.nlu import value_words

    bot = _bot(DOMAINS / "jiyang", "board")
    built_at_load = set(value_words._BUILT)
    talk = Conversation(bot, "g", "u4")
    for text in ["预约寄养", "一打", "大后儿", "擦黑7点", "押金200蚊", "顺延一天", "好的"]:
        talk.say(text)
    assert set(value_words._BUILT) == built_at_load
    # a second domain with the same words shares them: nothing more is built
    again = _bot(DOMAINS / "jiyang", "board")
    assert set(value_words._BUILT) == built_at_load
    Conversation(again, "h", "u5").say("预约寄养")
    assert set(value_words._BUILT) == built_at_load
