"""A short name of a listed part of the day said right after a day (``day_part_alias.py``),
in Chinese: "明天早上" for a slot listing 上午 and 下午.

The reader's run after the day takes Chinese characters as well as Latin letters; these
tests are what that run serves (the lexicon's ``value_aliases`` for zh name 上午 by 早上,
早晨, 早上的). Without the Chinese run each of them asks "上午还是下午？" again, the day
already given. The English cases are in ``test_lead37_kinds.py``
(A_PART_OF_THE_DAY_ALIAS_RIGHT_AFTER_A_DAY). A domain of its own: removing indoor air
pollution (甲醛) after a renovation, booked by day and half-day.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-09T10:00:00")  # a Wednesday

_talk = talker(CLOCK)

ZH_CHUQUAN = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_removal:
    description: 预约上门除甲醛
    triggers: [除甲醛, 约除醛, 上门治理甲醛]
    slots:
      - {name: day, type: date, min: today, label: 日期, prompt: "哪天上门？"}
      - {name: half, type: enum, values: [上午, 下午], label: 时段, prompt: "上午还是下午？"}
      - {name: rooms, type: integer, min: 1, max: 10, counts: [间, 个房间], label: 房间数,
         prompt: "几个房间？"}
    confirm: "{day}{half}，{rooms}间。确认吗？"
    action: book
    done: "约好了。"
"""


@pytest.mark.parametrize("said", ["约除醛 周五早上 3个房间", "除甲醛 周五早上的 3间"])
def test_a_chinese_alias_right_after_the_day_with_the_request(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, ZH_CHUQUAN)
    chat.say(said, slots={"day": "2026-12-11", "half": "上午", "rooms": 3}, phase="confirming")
    assert ran == []


@pytest.mark.parametrize("said", ["明天早上", "后天 早晨"])
def test_a_chinese_alias_right_after_the_day_to_the_days_question(
    tmp_path: Path, said: str
) -> None:
    chat, _ = _talk(tmp_path, ZH_CHUQUAN)
    chat.say("约除醛 两个房间", bot="哪天上门？")
    chat.say(said, slots={"half": "上午", "rooms": 2}, phase="confirming")


def test_a_chinese_word_after_the_day_that_names_no_part_of_it_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_CHUQUAN)
    chat.say("约除醛 两个房间", bot="哪天上门？")
    chat.say("明天有人", slots={"day": "2026-12-10", "half": None}, bot_contains="上午还是下午")
