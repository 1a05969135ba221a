"""Declared slot kinds and flow options, one table per kind, on a tiny synthetic market
domain (tests/domains/tiny/kinds_en, kinds_zh) whose slot names say nothing of what they
hold (``span``, ``crew``, ``spot``): only the declarations do. Plus the load-time errors
of a declaration that cannot hold. The clock is a Sunday (2026-11-29)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dialogflows import Dispatcher
from dialogflows.errors import SpecError
from dialogflows.testing import Conversation, FixedClock

TINY = Path(__file__).parent / "domains" / "tiny"
CLOCK = FixedClock("2026-11-29T10:00:00")


#: the actions run, with their slots: what the market's back office receives
RUN: list[tuple[str, dict[str, Any]]] = []


def _bot(lang: str) -> Conversation:
    RUN.clear()
    bot = Dispatcher.from_path(TINY / f"kinds_{lang}", clock=CLOCK)
    for name in ("stall", "room", "fruit", "van", "cart", "grain"):
        bot.action(name)(lambda slots, ctx, name=name: RUN.append((name, dict(slots))) or {})
    return Conversation(bot, "s", "u1")


@pytest.fixture
def market() -> Conversation:
    return _bot("en")


@pytest.fixture
def shichang() -> Conversation:
    return _bot("zh")


# -- kind: nights ---------------------------------------------------------------------------

NIGHTS = [
    ("en", "rent a stall", "a week", 7),
    ("en", "rent a stall", "2 weeks", 14),
    ("en", "rent a stall", "fortnight", 14),
    ("zh", "租摊位", "一个星期", 7),
    ("zh", "租摊位", "两周", 14),
    ("zh", "租摊位", "3个礼拜", 21),
]


@pytest.mark.parametrize(("lang", "start", "said", "days"), NIGHTS)
def test_a_nights_slot_reads_weeks(lang: str, start: str, said: str, days: int) -> None:
    c = _bot(lang)
    c.say(start, asked="opening")
    c.say("2026-12-07", asked="span")
    c.say(said, slots={"span": days}, asked="crew")


def test_a_declared_kind_wins_over_the_slot_name(market: Conversation) -> None:
    """``guests`` declared ``kind: nights``: a week is 7 nights, "me and my wife" no count."""
    market.say("guest room", asked="guests")
    market.say("me and my wife", asked="guests")
    market.say("a week pls", phase="chitchat")
    assert RUN == [("room", {"guests": 7})]


# -- kind: people ---------------------------------------------------------------------------

PEOPLE = [
    ("en", "me and my brother", 2),
    ("en", "just myself", 1),
    ("en", "me, my mum & my 2 cousins", 4),
    ("en", "a group of 6", 6),
    ("zh", "我和我弟弟", 2),
    ("zh", "就我自己", 1),
    ("zh", "一家四口", 4),
    ("zh", "两个大人一个小孩", 3),
]


@pytest.mark.parametrize(("lang", "said", "size"), PEOPLE)
def test_a_people_slot_counts_who_comes(lang: str, said: str, size: int) -> None:
    c = _bot(lang)
    c.say("rent a stall" if lang == "en" else "租摊位", asked="opening")
    c.say("2026-12-07", asked="span")
    c.say("3", asked="crew")
    c.say(said, slots={"crew": size}, asked="spot")


# -- kind: address --------------------------------------------------------------------------

ADDRESS = [
    ("en", "rent a stall at row 4, bay 12", "row 4, bay 12"),
    ("en", "rent a stall at unit 7b, north hall", "unit 7b, north hall"),
    ("zh", "租摊位在建国路88号，3号楼2单元", "建国路88号，3号楼2单元"),
]


@pytest.mark.parametrize(("lang", "said", "spot"), ADDRESS)
def test_an_address_keeps_its_comma_parts(lang: str, said: str, spot: str) -> None:
    c = _bot(lang)
    c.say(said, slots={"spot": spot})


# -- measures -------------------------------------------------------------------------------

MEASURES = [
    ("en", "order fruit, 3 crates of plums", "fruit", "plums", 3),
    ("en", "fruit order: two punnets of pears", "fruit", "pears", 2),
    ("zh", "订米，要两袋小米", "grain", "小米", 2),
    ("zh", "订面粉5包面粉", "grain", "面粉", 5),
]


@pytest.mark.parametrize(("lang", "said", "slot", "item", "qty"), MEASURES)
def test_a_count_carries_a_declared_measure_word(
    lang: str, said: str, slot: str, item: str, qty: int
) -> None:
    c = _bot(lang)
    c.say(said, phase="chitchat")
    assert [slots for _, slots in RUN] == [{slot: item, "qty": qty}]


# -- round_trip -----------------------------------------------------------------------------


def test_round_trip_false_queues_no_way_back(market: Conversation) -> None:
    """Two days said and no way back: the van runs once, on the day the user picks."""
    r = market.say("send the van from the depot to the farm on friday, coming back monday")
    assert r.state.queued == []
    market.say("friday", phase="chitchat")
    assert RUN == [("van", {"origin": "depot", "target": "farm", "day": "2026-12-04"})]


def test_a_flow_of_that_shape_without_the_option_queues_it(market: Conversation) -> None:
    """The documented fallback: unset, the shape decides; both runs go."""
    market.say("send the cart from the depot to the farm on friday, coming back monday")
    assert RUN == [
        ("cart", {"origin": "depot", "target": "farm", "day": "2026-12-04"}),
        ("cart", {"origin": "farm", "target": "depot", "day": "2026-12-07"}),
    ]


# -- declarations that cannot hold: an error at load, with the line -------------------------

BAD = [
    (
        "kind: people\n",
        "      - {name: who, type: text, kind: people}\n",
        "needs a integer slot",
    ),
    (
        "kind: address\n",
        "      - {name: where, type: integer, kind: address}\n",
        "needs a text slot",
    ),
    (
        "measures\n",
        "      - {name: n, type: integer, measures: [bowl]}\n",
        "`measures` are the measure words",
    ),
]


@pytest.mark.parametrize(("what", "slot", "message"), BAD)
def test_a_kind_its_slot_cannot_hold_is_an_error_with_its_line(
    tmp_path: Path, what: str, slot: str, message: str
) -> None:
    f = tmp_path / "flows.yaml"
    f.write_text(
        "flows:\n  f:\n    description: A flow\n    triggers: [do it]\n    slots:\n" + slot,
        encoding="utf-8",
    )
    with pytest.raises(SpecError) as e:
        Dispatcher.from_path(f)
    issue = e.value.issues[0]
    assert (issue.line, issue.code) == (6, "invalid-value"), what
    assert message in str(e.value)


def test_round_trip_without_its_shape_is_an_error_with_its_line(tmp_path: Path) -> None:
    f = tmp_path / "flows.yaml"
    f.write_text(
        "flows:\n  f:\n    description: A flow\n    triggers: [do it]\n    round_trip: true\n"
        "    slots:\n      - {name: day, type: date}\n",
        encoding="utf-8",
    )
    with pytest.raises(SpecError) as e:
        Dispatcher.from_path(f)
    assert (e.value.issues[0].line, e.value.issues[0].code) == (5, "invalid-value")
    assert "`round_trip` needs one date slot" in str(e.value)
