"""家具配送 (Chinese furniture delivery): conversations on a domain written from
docs/dsl.md ("Slot kinds", ``measures``) before any of these ran, typed as people type.
The clock is a Sunday (2026-11-29)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock

DOMAIN = Path(__file__).parent / "domains" / "jiaju"
CLOCK = FixedClock("2026-11-29T10:00:00")
SENT: list[dict[str, Any]] = []


@pytest.fixture
def jiaju() -> Conversation:
    SENT.clear()
    bot = Dispatcher.from_path(DOMAIN, clock=CLOCK)
    bot.action("deliver")(lambda slots, ctx: SENT.append(dict(slots)) or {})
    return Conversation(bot, "s", "u1")


def test_a_measure_word_and_an_address_with_its_parts(jiaju: Conversation) -> None:
    jiaju.say(
        "送家具，两张餐桌，明天送到朝阳区建国路88号，3号楼2单元",
        slots={
            "item": "餐桌",
            "count": 2,
            "day": "2026-11-30",
            "where": "朝阳区建国路88号，3号楼2单元",
        },
        phase="confirming",
    )
    jiaju.say("对", phase="chitchat", bot="安排好了。")
    assert SENT == [
        {"item": "餐桌", "count": 2, "day": "2026-11-30", "where": "朝阳区建国路88号，3号楼2单元"}
    ]


def test_a_count_with_a_declared_measure_word_as_an_answer(jiaju: Conversation) -> None:
    jiaju.say("约个送货", asked="item")
    jiaju.say("要4把椅子", slots={"item": "椅子", "count": 4}, asked="day")


def test_the_addresss_number_is_corrected_not_the_date(jiaju: Conversation) -> None:
    jiaju.say("家具配送 一套沙发 后天 送到海淀区中关村大街1号", phase="confirming")
    jiaju.say("不对，是2号", slots={"where": "海淀区中关村大街2号", "day": "2026-12-01"})


def test_a_bare_address_at_the_confirmation_replaces_it(jiaju: Conversation) -> None:
    jiaju.say("送家具 一张床 周三 送到望京西路5号", phase="confirming")
    jiaju.say("建国路99号", slots={"where": "建国路99号"}, phase="confirming")
