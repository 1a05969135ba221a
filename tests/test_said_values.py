"""Values said as people read them, in both languages: dates with their weekday, times on
the clock people use, money with its symbol, counts with the word in its plural form, and
the style a template asks for. Slots keep their canonical values; only what is said
changes. Domains written from docs/dsl.md: a dentist's (English) and a barber's (Chinese).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.errors import SpecError
from dialogflows.formats import ValueFormats
from dialogflows.loader import load
from dialogflows.nlu.lexicon import load_lexicon
from dialogflows.spec import SlotType
from dialogflows.testing import Conversation, FixedClock

#: a Sunday
CLOCK = FixedClock("2026-11-29T10:00:00")

DENTIST = """
settings: {language: en, currency: USD}
flows:
  book_checkup:
    description: booking a checkup
    triggers: ["book a checkup", "see the dentist"]
    slots:
      - {name: visit_day, type: date, prompt: "Which day suits you?"}
      - {name: visit_time, type: time, prompt: "What time?"}
      - {name: patients, type: integer, min: 1, max: 4, prompt: "For how many people?",
         patterns: ["{value} people", "{value} of us"]}
      - {name: deposit, type: money, prompt: "How much deposit will you leave?"}
    confirm: >-
      Book {patients:patient|patients} on {visit_day} at {visit_time}, deposit {deposit}?
    action: book_checkup
    results: [ref, due]
    done: "Booked ({ref}) for {visit_day:long}; pay by {due:weekday}, in ISO {visit_day:iso}."
"""

BARBER = """
settings: {language: zh, currency: CNY}
flows:
  book_haircut:
    description: 预约理发
    triggers: ["预约理发", "我要剪头发"]
    slots:
      - {name: cut_day, type: date, label: 日期, prompt: "哪天来？"}
      - {name: cut_time, type: time, label: 时间, prompt: "几点？"}
      - {name: people, type: integer, label: 人数, min: 1, max: 5, prompt: "几位？",
         patterns: ["{value}位", "{value}个人"]}
      - {name: budget, type: money, label: 预算, prompt: "预算多少？"}
    confirm: "预约{cut_day} {cut_time}，{people}位，预算{budget}，可以吗？"
    action: book_haircut
    results: [ref]
    done: "约好了，{cut_day:long}见。"
"""


def domain(tmp_path: Path, text: str, actions: str) -> Path:
    folder = tmp_path / "domain"
    folder.mkdir()
    (folder / "flows.yaml").write_text(text, encoding="utf-8")
    (folder / "actions.py").write_text(actions, encoding="utf-8")
    return folder


def test_an_english_confirmation_says_dates_times_money_and_counts_as_people_read_them(
    tmp_path: Path,
) -> None:
    folder = domain(
        tmp_path,
        DENTIST,
        "def register(bot):\n"
        "    @bot.action('book_checkup')\n"
        "    def f(slots, ctx):\n"
        "        return {'ref': 'D-7', 'due': '2026-12-01'}\n",
    )
    c = Conversation(Dispatcher.from_path(folder, clock=CLOCK), "s")
    c.say(
        "hi can i book a checkup for next friday", bot=["That's Friday 4 December.", "What time?"]
    )
    c.say("half past 3 in the afternoon", bot="For how many people?")
    c.say("just me", bot="How much deposit will you leave?")
    c.say(
        "$50",
        bot="Book 1 patient on Friday 4 December at 3:30 PM, deposit $50?",
        slots={"visit_day": "2026-12-04", "visit_time": "15:30", "patients": 1},
    )
    c.say("actually 2 of us", bot_contains="Book 2 patients on Friday 4 December")
    c.say(
        "yes",
        bot="Booked (D-7) for December 4, 2026; pay by Tuesday, in ISO 2026-12-04.",
    )


def test_a_chinese_confirmation_says_them_the_chinese_way(tmp_path: Path) -> None:
    folder = domain(
        tmp_path,
        BARBER,
        "def register(bot):\n"
        "    @bot.action('book_haircut')\n"
        "    def f(slots, ctx):\n"
        "        return {'ref': 'B-1'}\n",
    )
    c = Conversation(Dispatcher.from_path(folder, clock=CLOCK), "s")
    c.say("我要剪头发，下周三", bot=["也就是12月2日（周三）。", "几点？"])
    c.say("下午三点", bot="几位？")
    c.say("两位", bot="预算多少？")
    c.say(
        "80块",
        bot="预约12月2日（周三） 15:00，2位，预算¥80，可以吗？",
        slots={"cut_day": "2026-12-02", "cut_time": "15:00", "people": 2},
    )
    # a change is said back with the slot's label and the value as read
    c.say("改成周四", bot_contains="12月3日（周四）")
    c.say("好的", bot="约好了，2026年12月3日见。")


@pytest.mark.parametrize(
    ("language", "value", "kind", "style", "said"),
    [
        ("en", "2026-12-11", SlotType.DATE, None, "Friday 11 December"),
        ("en", "2026-12-11", SlotType.DATE, "full", "Friday, December 11, 2026"),
        ("en", "2026-12-11", SlotType.DATE, "weekday", "Friday"),
        ("en", "19:30", SlotType.TIME, None, "7:30 PM"),
        ("en", {"amount": 1450, "currency": "USD"}, SlotType.MONEY, None, "$1,450"),
        ("en", {"amount": 12.5, "currency": "EUR"}, SlotType.MONEY, None, "€12.50"),
        ("en", {"amount": 1450, "currency": "USD"}, SlotType.MONEY, "iso", "1450 USD"),
        ("en", 1, SlotType.INTEGER, "night|nights", "1 night"),
        ("en", 0, SlotType.INTEGER, "night|nights", "0 nights"),
        ("en", 1200, SlotType.INTEGER, "seat|seats", "1,200 seats"),
        ("en", True, SlotType.BOOLEAN, None, "yes"),
        ("zh", "2026-12-11", SlotType.DATE, None, "12月11日（周五）"),
        ("zh", "2026-12-11", SlotType.DATE, "long", "2026年12月11日"),
        ("zh", "07:05", SlotType.TIME, None, "07:05"),
        ("zh", {"amount": 80, "currency": "CNY"}, SlotType.MONEY, None, "¥80"),
        ("zh", 2, SlotType.INTEGER, "位|位", "2位"),
        ("zh", False, SlotType.BOOLEAN, None, "否"),
        # an action's result has no type: a style reads its ISO form, no style leaves it
        ("en", "2026-12-11", None, "long", "December 11, 2026"),
        ("en", "2026-12-11", None, None, "2026-12-11"),
    ],
)
def test_values_by_type_style_and_language(
    language: str, value: object, kind: SlotType | None, style: str | None, said: str
) -> None:
    formats = ValueFormats(language, load_lexicon(language).raw["formats"])
    assert formats.show(value, kind, style) == said


def test_a_style_is_a_name_never_code_and_user_text_is_never_a_style(tmp_path: Path) -> None:
    folder = domain(
        tmp_path,
        """
flows:
  leave_note:
    description: leaving a note
    triggers: ["leave a note"]
    slots:
      - {name: note, type: text, prompt: "What should it say?"}
      - {name: day, type: date, prompt: "For which day?"}
    confirm: "Leave {note} for {day:long}?"
""",
        "",
    )
    c = Conversation(Dispatcher.from_path(folder, clock=CLOCK), "s")
    c.say("leave a note", bot="What should it say?")
    c.say("{day:full} {note} {__class__}", bot="For which day?")
    c.say("tomorrow", bot="Leave {day:full} {note} {__class__} for November 30, 2026?")


def test_validate_reports_a_style_the_type_does_not_have(tmp_path: Path) -> None:
    (tmp_path / "f.yaml").write_text(
        """flows:
  rent_bike:
    description: renting a bike
    slots:
      - {name: start, type: date, prompt: "From when?"}
      - {name: hours, type: integer, prompt: "How long?"}
      - {name: rider, type: text, prompt: "Name?"}
    confirm: "{rider:upper} rides from {start:lnog} for {hours:hour|hours} ({start:hour|hours})?"
""",
        encoding="utf-8",
    )
    with pytest.raises(SpecError) as info:
        load(tmp_path)
    found = [(i.line, i.column, i.code, i.hint) for i in info.value.issues]
    assert found == [
        (8, 15, "unknown-template-style", "a text takes no style"),
        (
            8,
            40,
            "unknown-template-style",
            "styles: day, weekday, month, short, medium, long, full, iso",
        ),
        (
            8,
            77,
            "unknown-template-style",
            "plural forms (`word|words`) apply to integer and number slots",
        ),
    ]


def test_a_time_said_with_the_request_is_read_beside_a_money_slot(tmp_path: Path) -> None:
    folder = domain(tmp_path, BARBER, "")
    c = Conversation(Dispatcher.from_path(folder, clock=CLOCK), "s")
    # a bare number beside other values was taken as money too, and the tie kept neither
    c.say(
        "我要剪头发，下周三下午三点",
        bot=["也就是12月2日（周三）。", "几位？"],
        slots={"cut_time": "15:00", "budget": None},
    )
    # marked as money, a number said beside other values is still the budget
    c = Conversation(Dispatcher.from_path(folder, clock=CLOCK), "s2")
    c.say("我要剪头发，80块，下午三点", slots={"budget": {"amount": 80.0, "currency": "CNY"}})
