"""One grammar reads counts of a unit of time (issue 23, words5): a count of nights takes a
stay said in weeks however its count is written, and a week word that starts a weekday is
no length. A 民宿 (a guesthouse) and a ski chalet, written from docs/dsl.md before running.
The clock is a Wednesday (2026-12-02).
"""

from __future__ import annotations

from pathlib import Path

from written_support import written

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-02T09:00:00")

MINSU = """
settings:
  language: zh
flows:
  book_room:
    description: 预订民宿房间
    triggers: [订民宿, 预订民宿, 订房间]
    slots:
      - name: check_in
        label: 入住日期
        type: date
        min: today
        prompt: 哪天入住？
      - name: nights
        label: 晚数
        type: integer
        kind: nights
        min: 1
        max: 30
        prompt: 住几晚？
    confirm: "{check_in}入住，住{nights}晚，对吗？"
    action: book_room
    done: 订好了。
"""

CHALET = """
settings:
  language: en
flows:
  book_chalet:
    description: booking a ski chalet
    triggers: [book a chalet, chalet booking, rent a chalet]
    slots:
      - name: arrival
        type: date
        min: today
        prompt: When do you arrive?
      - name: nights
        type: integer
        kind: nights
        min: 1
        max: 30
        prompt: How many nights?
    confirm: "{nights} nights from {arrival}?"
    action: book_chalet
    done: Booked.
"""


def _bot(tmp_path: Path, yaml: str) -> Conversation:
    return written(tmp_path, yaml, CLOCK)[0]


def test_weeks_written_in_digits_are_a_stay(tmp_path: Path) -> None:
    c = _bot(tmp_path, MINSU)
    c.say("订民宿，12月20号入住", asked="nights")
    c.say("住2周吧", slots={"nights": 14}, phase="confirming")


def test_a_week_word_starting_a_weekday_is_no_stay(tmp_path: Path) -> None:
    c = _bot(tmp_path, MINSU)
    c.say("我想订民宿，这周五入住", slots={"check_in": "2026-12-04", "nights": None})


def test_a_fortnight_alone_answers_how_many_nights(tmp_path: Path) -> None:
    c = _bot(tmp_path, CHALET)
    c.say("hey can i rent a chalet from the 19th", asked="nights")
    c.say("a fortnight", slots={"nights": 14}, phase="confirming")


def test_weeks_said_as_a_date_are_no_stay(tmp_path: Path) -> None:
    c = _bot(tmp_path, CHALET)
    c.say("book a chalet in 2 weeks", slots={"arrival": "2026-12-16", "nights": None})
