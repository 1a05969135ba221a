"""A kind of mistake the wave's thirty-third structure session found while paying the
debts of the understanding's structure; tested in words and a domain (上门安装宽带) of its
own, failing with its fix taken out, but the guard beside it (named ``..._guard``, which
passes either way). The clock is a Wednesday (2026-12-09, 10:00).

1. **TIME_COLON_ENDS_THE_TOLD_RUN**: the run of words before a trigger, where a Chinese
   message says who did a thing or when (``told_leads``: 昨天, 上周), was cut at every
   space or mark (``clauses.run_before``). A time typed with a colon or a point ("14:00",
   "9.30"; normalized, "14 00") cut it inside the time, and the day said before it was
   lost: a booking told as made already ("昨天14:00约了…"), or a past visit told about, started a
   new booking. A space, comma, point or colon between two digits is inside the time.
2. **YES_NO_KEYS_OF_ANY_SLOT**: a slot built from data read as YAML 1.1 (``yaml.safe_load``,
   not the loader, which keeps the written keys) had each boolean key of its ``synonyms``
   renamed "yes" or "no", whatever its type: an enum of ``on`` and ``off`` with ``on:``
   synonyms loaded them under a "yes" it has no value for. Only a yes-or-no slot's synonyms
   are keyed by its answers; another slot's boolean key is refused, as before the renaming.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from pydantic import ValidationError
from written_support import talker

from dialogflows.spec import SlotSpec
from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-09T10:00:00")

_talk = talker(CLOCK)


BROADBAND = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  broadband:
    description: 上门安装宽带
    triggers: [装宽带, 安装宽带, 宽带安装]
    slots:
      - {name: speed, type: enum, values: [百兆, 千兆], label: 带宽, prompt: "百兆还是千兆？"}
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天上门？"}
    confirm: "{speed}宽带，{day}上门。确认吗？"
    action: broadband
    done: "约好了。"
"""


# 1. TIME_COLON_ENDS_THE_TOLD_RUN


def test_a_booking_told_as_made_with_its_time_asks_for_none(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, BROADBAND)
    chat.say("前天9.30预约了宽带安装 一直没人联系", flow=None)
    assert ran == []


def test_a_past_visit_told_with_its_time_asks_for_none(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, BROADBAND)
    chat.say("昨天16:30来装宽带的师傅把墙弄脏了", flow=None)


def test_a_request_with_a_time_after_it_still_starts_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, BROADBAND)
    chat.say("我想约个装宽带 明天10:30", flow="broadband", bot="百兆还是千兆？")


# 2. YES_NO_KEYS_OF_ANY_SLOT


def test_a_boolean_key_of_an_enums_synonyms_is_no_yes() -> None:
    data = yaml.safe_load(
        "{name: heating, type: enum, values: ['on', 'off'], synonyms: {on: [running, lit]}}"
    )
    with pytest.raises(ValidationError):
        SlotSpec.model_validate(data)


def test_a_yes_or_no_slots_boolean_keys_are_its_answers_guard() -> None:
    data = yaml.safe_load("{name: lit, type: boolean, synonyms: {yes: [running], no: [cold]}}")
    assert SlotSpec.model_validate(data).synonyms == {"yes": ["running"], "no": ["cold"]}
