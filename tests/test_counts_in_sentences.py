"""A number before the thing a count slot counts fills it, wherever it stands and whatever
words of the flow's other slots stand between: "two oat lattes", "4 small ones",
"两杯大杯拿铁", "三个大的". Domains written from docs/dsl.md (a coffee bar and a 奶茶店),
not the pizza flow of the report; messages typed as people type them."""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-11-29T10:00:00")

COFFEE = """
settings: {language: en}
flows:
  order_coffee:
    description: ordering coffee
    triggers: ["order coffee", "i want coffee", "can i get"]
    slots:
      - {name: milk, type: enum, values: [whole, oat, soy], synonyms: {oat: [oatmilk]},
         prompt: "Which milk?"}
      - {name: size, type: enum, values: [small, medium, large], synonyms: {large: [big, xl]},
         prompt: "What size?"}
      - {name: cups, type: integer, min: 1, max: 12, counts: latte, prompt: "How many?"}
      - {name: pickup, type: time, prompt: "When will you pick them up?"}
    confirm: "{cups:latte|lattes}, {size}, {milk} milk, at {pickup}?"
"""

TEA = """
settings: {language: zh}
flows:
  order_tea:
    description: 点奶茶
    triggers: ["点奶茶", "来杯奶茶", "我要奶茶"]
    slots:
      - {name: size, type: enum, label: 杯型, values: [中杯, 大杯], synonyms: {大杯: [大的, 大]},
         prompt: "中杯还是大杯？"}
      - {name: cups, type: integer, label: 杯数, min: 1, max: 12, counts: 奶茶, prompt: "要几杯？"}
      - {name: sugar, type: enum, label: 甜度, values: [全糖, 半糖, 无糖], prompt: "甜度呢？"}
    confirm: "{cups}杯{size}奶茶，{sugar}，可以吗？"
"""


def bot(tmp_path: Path, text: str) -> Conversation:
    (tmp_path / "flows.yaml").write_text(text, encoding="utf-8")
    return Conversation(Dispatcher.from_path(tmp_path, clock=CLOCK), "s")


def test_a_count_with_other_slots_words_before_its_noun(tmp_path: Path) -> None:
    c = bot(tmp_path, COFFEE)
    c.say(
        "can i get two large oat lattes at 8am",
        slots={"cups": 2, "size": "large", "milk": "oat", "pickup": "08:00"},
        bot="2 lattes, large, oat milk, at 8:00 AM?",
        phase="confirming",
    )


def test_ones_stands_for_the_counted_thing(tmp_path: Path) -> None:
    c = bot(tmp_path, COFFEE)
    c.say("i want coffee", bot="Which milk?")
    c.say("soy pls, 3 big ones", slots={"milk": "soy", "size": "large", "cups": 3})
    assert c.last.messages == ["When will you pick them up?"]


def test_a_single_count_says_the_singular(tmp_path: Path) -> None:
    c = bot(tmp_path, COFFEE)
    c.say("order coffee: one small whole milk latte, pick up at noon")
    assert c.slots == {"milk": "whole", "size": "small", "cups": 1, "pickup": "12:00"}
    assert c.last.messages == ["1 latte, small, whole milk, at 12:00 PM?"]


def test_a_number_not_before_the_counted_thing_is_not_a_count(tmp_path: Path) -> None:
    c = bot(tmp_path, COFFEE)
    c.say("i want coffee, large oat, pick up at 9", slots={"cups": None, "pickup": "09:00"})
    assert c.last.messages == ["How many?"]


def test_chinese_counts_with_a_classifier_and_words_between(tmp_path: Path) -> None:
    c = bot(tmp_path, TEA)
    c.say(
        "我要奶茶，两杯大杯奶茶",
        slots={"cups": 2, "size": "大杯"},
        bot="甜度呢？",
    )
    c.say("半糖", bot="2杯大杯奶茶，半糖，可以吗？")


def test_chinese_ones_after_a_classifier(tmp_path: Path) -> None:
    c = bot(tmp_path, TEA)
    c.say("来杯奶茶", bot="中杯还是大杯？")
    c.say("三个大的，无糖", slots={"cups": 3, "size": "大杯", "sugar": "无糖"})


@pytest.mark.parametrize(
    ("said", "cups"),
    [("2 lattes", 2), ("a latte", 1), ("twelve lattes", 12), ("5 medium lattes", 5)],
)
def test_plain_counts_still_count(tmp_path: Path, said: str, cups: int) -> None:
    c = bot(tmp_path, COFFEE)
    c.say("i want coffee", bot="Which milk?")
    c.say("oat", bot="What size?")
    c.say(said, slots={"cups": cups})
