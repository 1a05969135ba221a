"""Kinds of mistake of the rules worked on in issue 24's twenty-fourth session (helper
meaning24), each tested in other words on other domains than where it was seen (the bench's
眼镜店, held-out-15), failing with its fix taken out, but the guards beside them (named
``..._guard``, which pass either way). The clock is a Monday (2026-12-07, 10:00).

1. **A count with the measure word one flow alone counts its thing by, its noun left out**:
   "眼镜摔碎了，得重新弄一副" started nothing once 副 became a measure word (``classifiers``,
   for "那给我配一副"): the rules had read "一副" as a two-character core of 配一副眼镜 and
   its description, and a core holding a measure word is no core. A count whose measure
   word only one flow counts its thing by, after a count in its description and one of its
   Chinese triggers (套 of 做一套西服), closing its clause with the noun left out ("想再做一
   套", "再帮我包一束吧"), names that flow as a core does, weakly
   (``own_name_words.own_measures``). The general measure word (个) counts anything and
   names nothing; a count followed by its noun, or asked about, is no such request.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-07T10:00:00")

_talk = talker(CLOCK)

TAILOR = """
settings: {language: zh, region: CN, currency: CNY}
flows:
  make_suit:
    description: 量身定做一套西服
    triggers: [定做西服, 做一套西服, 订做西装]
    slots:
      - {name: fabric, type: enum, values: [羊毛, 亚麻], label: 面料, prompt: "要羊毛的还是亚麻的？"}
    confirm: "定做{fabric}西服，确认吗？"
    action: make_suit
    done: "好的。"
  alter:
    description: 改衣服，改裤长袖长
    triggers: [改衣服, 改裤长, 改袖子]
    slots:
      - {name: what, type: text, label: 改什么, prompt: "改哪里？"}
    action: alter
    done: "好的。"
"""

FLOWERS = """
settings: {language: zh, region: CN, currency: CNY}
flows:
  bouquet:
    description: 订一束鲜花送上门
    triggers: [订花, 订一束花, 送花上门]
    slots:
      - {name: flower, type: enum, values: [玫瑰, 百合], label: 花, prompt: "要玫瑰还是百合？"}
    confirm: "送一束{flower}，确认吗？"
    action: bouquet
    done: "好的。"
  plant_care:
    description: 上门照看绿植
    triggers: [照看绿植, 养护绿植]
    slots:
      - {name: day, type: date, min: today, label: 日期, prompt: "哪天上门？"}
    action: plant_care
    done: "好的。"
"""

CAKES = """
settings: {language: zh, region: CN, currency: CNY}
flows:
  order_cake:
    description: 订一个生日蛋糕
    triggers: [订蛋糕, 订一个蛋糕, 买一个蛋糕]
    slots:
      - {name: size, type: enum, values: [六寸, 八寸], label: 尺寸, prompt: "六寸还是八寸？"}
    confirm: "{size}蛋糕，确认吗？"
    action: order_cake
    done: "好的。"
  pickup:
    description: 到店自提
    triggers: [自提, 到店取]
    action: pickup
    done: "好的。"
"""


def test_a_count_of_the_suits_measure_word_with_its_noun_left_out(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TAILOR)
    chat.say("那身已经旧了 想再弄一套", bot="要羊毛的还是亚麻的？")


@pytest.mark.xfail(
    strict=True,
    reason="a negation in an earlier clause (穿不下, no longer fits) turns down the weak "
    "reading of the count closing the next, as it does a core or a name word (docs/dsl.md)",
)
def test_a_count_of_the_measure_word_after_a_negated_clause(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TAILOR)
    chat.say("上次那身穿不下了 想再做一套", bot="要羊毛的还是亚麻的？")


def test_a_count_of_the_bouquets_measure_word_then_a_particle(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, FLOWERS)
    chat.say("她很喜欢上次那个 再帮我包一束吧", bot="要玫瑰还是百合？")


def test_a_count_of_the_measure_word_asked_about_starts_nothing_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TAILOR)
    reply = chat.say("做一套要多久")
    assert reply.state.active_task is None


def test_a_count_of_the_measure_word_before_another_noun_starts_nothing_guard(
    tmp_path: Path,
) -> None:
    chat, _ = _talk(tmp_path, FLOWERS)
    reply = chat.say("上次多收了我一束的运费")
    assert reply.state.active_task is None


def test_a_count_of_the_general_measure_word_names_nothing_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CAKES)
    reply = chat.say("上周那个挺好 朋友也想要一个")
    assert reply.state.active_task is None
