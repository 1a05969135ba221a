"""Words an author adds to the lists inside the readers' own patterns, and to the beliefs'
words, are read (issue 23, words5; docs/lexicons.md). Until now these lists were built
once, at import, from the built-in files only.

Two domains written from docs/dsl.md and docs/lexicons.md before any of this ran: a piano
tuner's booking desk (English) and 旧家电上门回收 (Chinese). Each conversation runs twice,
with the domain's lexicon file and with a file that adds nothing to the lists tested (the
author's belief rule is in both), so each shows the author's word at work and fails
without it. The clock is a Wednesday (2026-12-02): "tuesday" is 8 December.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-02T09:00:00")

TUNER = """
settings:
  language: en
  window: 1
  lexicons: [tuner.lexicon.yaml]
flows:
  book_tuning:
    description: booking a piano tuning
    triggers: [book a tuning, tune my piano, piano tuning]
    slots:
      - name: piano
        type: enum
        values: [upright, grand]
        prompt: Is it an upright or a grand?
      - name: day
        type: date
        min: today
        prompt: Which day suits you?
    confirm: "Tuning your {piano} on {day}?"
    action: book_tuning
    done: Booked.
"""

# the tuner's own belief: what the customer has put aside for the piano
RULE = """
beliefs:
  - key: budget
    kind: limit
    value: money
    patterns: ["the kitty is {money}"]
"""

TUNER_WORDS = (
    RULE
    + """
qualifiers_before: [baby]
or_words: [or perhaps]
summary_constraints: [strictly]
values:
  shift_soft_words: [ta]
  belief_trivial: [them]
  belief_money_words: [kitty]
  number_phrases: {"a long dozen": 13}
"""
)

HUISHOU = """
settings:
  language: zh
  lexicons: [huishou.lexicon.yaml]
flows:
  pick_up:
    description: 预约上门回收旧家电
    triggers: [回收旧家电, 上门回收, 回收冰箱, 回收家电]
    slots:
      - name: appliance
        label: 电器
        type: enum
        values: [冰箱, 洗衣机, 空调, 电视]
        prompt: 您要回收什么电器？
      - name: address
        label: 地址
        type: text
        kind: address
        prompt: 上门地址是哪里？
      - name: day
        label: 日期
        type: date
        min: today
        prompt: 哪天上门？
    confirm: "{day}到{address}回收{appliance}，对吗？"
    action: pick_up
    done: 已预约。
"""

HUISHOU_WORDS = """
language: zh
thing_measures: [台]
address_leads: [俺在]
"""


def _bot(tmp_path: Path, yaml: str, name: str, words: str, action: str) -> Conversation:
    (tmp_path / f"{name}.lexicon.yaml").write_text(words, encoding="utf-8")
    (tmp_path / f"{name}.yaml").write_text(yaml, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path / f"{name}.yaml", clock=CLOCK)
    stand_in_actions(bot, {action: {}})
    return Conversation(bot, "s", "u1")


def _tuner(tmp_path: Path, with_words: bool) -> Conversation:
    return _bot(tmp_path, TUNER, "tuner", TUNER_WORDS if with_words else RULE, "book_tuning")


def _huishou(tmp_path: Path, with_words: bool) -> Conversation:
    return _bot(tmp_path, HUISHOU, "huishou", HUISHOU_WORDS if with_words else "", "pick_up")


def _slot(c: Conversation, name: str) -> object:
    task = c.last.state.active_task
    return task.slots[name].value if task is not None and name in task.slots else None


@pytest.mark.parametrize("with_words", [True, False])
def test_an_authors_qualifier_makes_a_listed_value_another_thing(
    tmp_path: Path, with_words: bool
) -> None:
    c = _tuner(tmp_path, with_words)
    c.say("hi can u book a tuning for my baby grand")
    assert (_slot(c, "piano") is None) is with_words


@pytest.mark.parametrize("with_words", [True, False])
def test_an_authors_or_offers_two_days(tmp_path: Path, with_words: bool) -> None:
    c = _tuner(tmp_path, with_words)
    r = c.say("pls tune my piano, the upright, tuesday or perhaps wednesday")
    assert _slot(c, "day") is None
    said = " ".join(r.messages).lower()
    assert ("tuesday" in said and "wednesday" in said) is with_words


@pytest.mark.parametrize("with_words", [True, False])
def test_an_authors_money_word_makes_a_bare_amount_a_budget(
    tmp_path: Path, with_words: bool
) -> None:
    c = _tuner(tmp_path, with_words)
    r = c.say("fyi the kitty is 300")
    budget = r.state.beliefs.get("budget")
    got = budget.value if budget is not None else None
    assert (got == {"amount": 300.0, "currency": "USD"}) is with_words


@pytest.mark.parametrize("with_words", [True, False])
def test_an_authors_trivial_word_states_no_allergy(tmp_path: Path, with_words: bool) -> None:
    c = _tuner(tmp_path, with_words)
    c.say("pls dont use polish on the keys")
    r = c.say("im allergic to them")
    assert ("allergy" not in r.state.beliefs) is with_words


@pytest.mark.parametrize("with_words", [True, False])
def test_an_authors_number_is_read_in_a_limit(tmp_path: Path, with_words: bool) -> None:
    c = _tuner(tmp_path, with_words)
    r = c.say("never more than a long dozen tunings a year")
    limit = r.state.beliefs.get("limit:tunings")
    assert (limit is not None and limit.value == 13) is with_words


@pytest.mark.parametrize("with_words", [True, False])
def test_an_authors_soft_word_beside_the_day_after(tmp_path: Path, with_words: bool) -> None:
    c = _tuner(tmp_path, with_words)
    c.say("tune my piano pls, its an upright, friday", phase="confirming")
    c.say("the day after ta")
    assert (_slot(c, "day") == "2026-12-05") is with_words


@pytest.mark.parametrize("with_words", [True, False])
def test_the_summary_keeps_a_rule_said_with_an_authors_word(
    tmp_path: Path, with_words: bool
) -> None:
    c = _tuner(tmp_path, with_words)
    c.say("strictly fragrance free polish on the lid pls")
    c.say("hello again")
    r = c.say("thx")  # the first message has left the window (one turn kept)
    assert ("fragrance free" in r.state.summary) is with_words


@pytest.mark.parametrize("with_words", [True, False])
def test_an_authors_lead_says_where_the_address_is(tmp_path: Path, with_words: bool) -> None:
    c = _huishou(tmp_path, with_words)
    c.say("回收冰箱，俺在朝阳区建国路88号")
    assert (_slot(c, "address") == "朝阳区建国路88号") is with_words


@pytest.mark.parametrize("with_words", [True, False])
def test_an_authors_measure_word_is_no_part_of_a_refused_name(
    tmp_path: Path, with_words: bool
) -> None:
    c = _huishou(tmp_path, with_words)
    c.say("我要上门回收", asked="appliance")
    r = c.say("一台微波炉")
    said = "".join(r.messages)
    assert _slot(c, "appliance") is None
    assert ("微波炉" in said and "一台微波炉" not in said) is with_words
