"""Kinds of mistake found paying the structure debts of the thirty-fourth session, tested on
domains written from docs/dsl.md for this file (knife sharpening drop-off, 上门磨刀); each
test fails with its fix taken out, but the guards beside them (named ``..._guard``, which
pass either way). The clock is a Wednesday (2026-12-09, 10:00).

1. **TWO_CHANGES_SAID_AS_TWO_SENTENCES**: a message that changed two filled slots at once
   ("actually saturday and 5 knives") was said back as two change lines, each opening with
   its own "OK," ("OK, time changed to morning." then "OK, date changed to …"), as if two
   things had been said. One message changing two slots is answered by one sentence naming
   both changes (the phrasings' ``corrected_all``, ``corrected_each``), in both languages;
   a change of one slot still says the one line (``corrected``).

Kept though it fails (``KNOWN``): COUNT_BY_ITS_MEASURE_WORD_ALONE_UNREAD_WITH_THE_REQUEST,
"想约个上门磨刀 周五 3把" (the first wording of the Chinese case) reads no count.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-09T10:00:00")

_talk = talker(CLOCK)

KNIVES = """
settings: {language: en, currency: GBP, region: GB}
flows:
  sharpen:
    description: booking a knife sharpening drop-off
    triggers: [sharpen my knives, knife sharpening, get my knives sharpened]
    slots:
      - {name: day, type: date, min: today, max: +30d, label: drop-off day, prompt: "Which day will you drop them off?"}
      - {name: knives, type: integer, min: 1, max: 20, label: number of knives, prompt: "How many knives?"}
      - {name: name, type: text, kind: name, label: name, prompt: "Name for the ticket?"}
    confirm: "{knives} knives dropped off {day} for {name}. OK?"
    action: sharpen
    done: "Booked in."
"""

MODAO = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  modao:
    description: 预约上门磨刀
    triggers: [磨刀, 上门磨刀, 磨菜刀]
    slots:
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天上门？"}
      - {name: count, type: integer, min: 1, max: 20, label: 刀的数量, prompt: "一共几把刀？"}
      - {name: address, type: text, kind: address, label: 地址, prompt: "地址是？"}
    confirm: "{day}上门磨{count}把刀，地址{address}。确认吗？"
    action: modao
    done: "约好了。"
"""


def _changes(messages: list[str], word: str) -> list[str]:
    """The bot's messages that say a change back (``word``: "changed to", "改成")."""
    return [m for m in messages if word in m]


# 1. TWO_CHANGES_SAID_AS_TWO_SENTENCES


def test_two_changes_in_one_message_are_said_in_one_sentence(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, KNIVES)
    chat.say(
        "hi can i get my knives sharpened, dropping them off friday, 3 knives",
        flow="sharpen",
        slots={"day": "2026-12-11", "knives": 3},
    )
    reply = chat.say(
        "actually saturday and 5 knives",
        slots={"day": "2026-12-12", "knives": 5, "name": None},
    )
    said = _changes(reply.messages, "changed to")
    assert len(said) == 1, reply.messages
    assert "drop-off day changed to" in said[0]
    assert "number of knives changed to 5" in said[0]
    assert said[0].count("OK") == 1
    assert reply.messages[-1] == "Name for the ticket?"
    assert ran == []


#: cases kept though they fail, each naming its kind of mistake (strict: a pass is news)
KNOWN = {
    "3把": "COUNT_BY_ITS_MEASURE_WORD_ALONE_UNREAD_WITH_THE_REQUEST: '想约个上门磨刀 周五 3把' "
    "reads no count: a count with a measure word and its noun left out ('3把' for 3把刀) is "
    "read beside the request only when the flow declares what it counts (``counts``)",
}


@pytest.mark.parametrize(
    "count",
    [
        pytest.param("3把", marks=pytest.mark.xfail(strict=True, reason=KNOWN["3把"])),
        "3把刀",
    ],
)
def test_two_changes_in_one_message_are_said_in_one_sentence_zh(tmp_path: Path, count: str) -> None:
    chat, ran = _talk(tmp_path, MODAO)
    chat.say(f"想约个上门磨刀 周五 {count}", flow="modao", slots={"day": "2026-12-11", "count": 3})
    reply = chat.say(
        "不对 改成周六 4把吧", slots={"day": "2026-12-12", "count": 4, "address": None}
    )
    said = _changes(reply.messages, "改成")
    assert len(said) == 1, reply.messages
    assert "日期改成" in said[0]
    assert "刀的数量改成4" in said[0]
    assert said[0].count("好的") == 1
    assert reply.messages[-1] == "地址是？"
    assert ran == []


def test_one_change_still_says_its_one_line_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, KNIVES)
    chat.say(
        "knife sharpening pls, 3 knives on friday",
        flow="sharpen",
        slots={"day": "2026-12-11", "knives": 3},
    )
    chat.say(
        "oh make it 4",
        slots={"day": "2026-12-11", "knives": 4},
        bot=["OK, number of knives changed to 4.", "Name for the ticket?"],
    )
