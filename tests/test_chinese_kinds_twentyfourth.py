"""Kinds of mistake in Chinese seen by the twenty-fourth Chinese session in its written
domains (上门安装晾衣架 tests/domains/liangyijia, 电瓶车上门维修 tests/domains/dianpingche;
/work/notes/s24-chinese24.md), each tested here in other words and another domain, written
inline. The clock is Thursday 2026-12-10, 09:00: 周六 is 12 December."""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-10T09:00:00")

TUNING = """
settings: {language: zh, currency: CNY, region: CN}
entities:
  instrument:
    values: [钢琴, 古筝, 吉他]
flows:
  book_tuning:
    description: 预约上门调琴
    triggers: [调琴, 约调音, 上门调音]
    slots:
      - {name: what, type: enum, entity: instrument, label: 乐器, prompt: "调什么琴？"}
      - {name: day, type: date, min: today, max: +14d, label: 日期, prompt: "哪天上门？"}
      - {name: who, type: text, kind: name, label: 联系人, prompt: "怎么称呼？"}
      - {name: phone, type: phone, label: 电话, prompt: "电话多少？"}
    confirm: "{day}上门调{what}，联系人{who}，电话{phone}？"
    action: book_tuning
    done: "约好了。"
"""


def _talk(tmp_path: Path, text: str, actions: dict[str, dict[str, str]]) -> Conversation:
    (tmp_path / "domain.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path, clock=CLOCK)
    stand_in_actions(bot, actions)
    return Conversation(bot, "s", "u1")


@pytest.fixture
def tuning(tmp_path: Path) -> Conversation:
    return _talk(tmp_path, TUNING, {"book_tuning": {}})


# -- kind 1 (TITLED_NAME_AMONG_THE_REQUEST'S_VALUES): a surname and a title said as a part
# -- of its own among the request's values ("… 王先生 139…") was read by no slot, and the
# -- name was asked again; the lexicon's ``name_titles`` ----------------------------------


def test_a_surname_and_title_among_the_values_is_the_name(tuning: Conversation) -> None:
    tuning.say(
        "约调音 古筝 周六 欧阳女士 18611112222",
        flow="book_tuning",
        slots={"what": "古筝", "who": "欧阳女士", "phone": "+8618611112222"},
        phase="confirming",
    )


def test_a_titled_name_closing_the_request_is_the_name(tuning: Conversation) -> None:
    tuning.say("调琴 吉他 周六 刘先生", flow="book_tuning", slots={"who": "刘先生"}, asked="phone")
