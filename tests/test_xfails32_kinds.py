"""Kinds of mistake left by the wave's thirty-first session (its closing note's "Left" list
and its helpers' "Found but left"), taken in the thirty-second; each tested here in other
words on other domains (a wool shop's postal orders, 自习室订座), each test checked to fail without
its fix; guards (named ``..._guard``) pass either way. The clock is a Sunday
(2026-12-06, 10:00).
"""

from __future__ import annotations

from pathlib import Path

from written_support import talker

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-06T10:00:00")

_talk = talker(CLOCK)

WOOL = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_yarn:
    description: ordering yarn from the wool shop
    triggers: [order yarn, order some wool, buy wool, wool order]
    slots:
      - {name: weight, type: enum, values: [double knit, aran, chunky], label: yarn weight,
         prompt: "Which weight: double knit, aran or chunky?"}
      - {name: balls, type: integer, counts: ball, min: 1, max: 30, label: balls,
         prompt: "How many balls?"}
      - {name: posted, type: boolean, label: posting, prompt: "Would you like it posted?"}
      - {name: address, type: text, kind: address, label: address, when: {posted: true},
         prompt: "Where to?"}
    confirm: "{balls} balls of {weight}. Place the order?"
    action: order_yarn
    done: "Ordered."
"""


def _wool_until_posting(tmp_path: Path) -> Conversation:
    chat, _ = _talk(tmp_path, WOOL)
    for said in ("order some wool", "aran", "6"):
        chat.say(said)  # type: ignore[attr-defined]
    return chat


# EVERYDAY_STREET_WORD_AFTER_A_YES: an address whose street word is an everyday word too
# ("rise", "croft") said after a yes to the yes-or-no question whose yes asks it next was
# lost (only a whole message or the rest after a change word could be one).


def test_an_everyday_street_word_after_a_yes(tmp_path: Path) -> None:
    chat = _wool_until_posting(tmp_path)
    chat.say(  # type: ignore[attr-defined]
        "yep, 14 larch rise, malton",
        slots={"posted": True, "address": "14 larch rise, malton"},
        phase="confirming",
    )


def test_an_everyday_street_word_after_a_yes_please(tmp_path: Path) -> None:
    chat = _wool_until_posting(tmp_path)
    chat.say(  # type: ignore[attr-defined]
        "yes please 3 mill croft", slots={"posted": True, "address": "3 mill croft"}
    )


def test_a_yes_with_a_count_and_no_street_guard(tmp_path: Path) -> None:
    chat = _wool_until_posting(tmp_path)
    chat.say("yes 3 of us close by", slots={"posted": True, "address": None}, bot="Where to?")  # type: ignore[attr-defined]


STUDY = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_seat:
    description: 预订自习室的座位
    triggers: [订座位, 约个座位, 自习室订座]
    slots:
      - {name: day, type: date, min: +0d, max: +14d, label: 日期, prompt: "哪天来？"}
      - {name: hours, type: integer, counts: 小时, min: 1, max: 12, label: 时长, prompt: "坐几个小时？"}
      - {name: phone, type: phone, label: 电话, prompt: "留个电话？"}
    confirm: "{day} {hours}小时，电话{phone}。确认吗？"
    action: book_seat
    done: "订好了。"
  snacks_rule:
    description: 能不能带吃的
    triggers: [能带零食吗, 能吃东西吗]
    done: "只能带水和不出声的小零食，热食请在休息区吃。"
"""

_SNACKS = "只能带水"


# TRIGGER_ASKED_WITH_ANOTHER_MODAL_OR_ENDING: a Chinese trigger asking whether a thing may be
# done ("能…吗") asked with another opening (可以, 能不能) or another end (不, 么) answered
# nothing: only the form its author wrote was a trigger.


def test_a_may_question_trigger_asked_with_another_opening_and_end(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, STUDY)
    chat.say("订座位 明天 3个小时", slots={"hours": 3}, bot="留个电话？")  # type: ignore[attr-defined]
    chat.say("对了 可以带零食不", bot_contains=_SNACKS)  # type: ignore[attr-defined]


def test_a_may_question_trigger_asked_a_not_a(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, STUDY)
    chat.say("请问能不能带零食", bot_contains=_SNACKS)  # type: ignore[attr-defined]


def test_a_may_question_trigger_as_written_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, STUDY)
    chat.say("能带零食吗", bot_contains=_SNACKS)  # type: ignore[attr-defined]


JEWELLER = """
settings: {language: en, currency: GBP, region: GB}
flows:
  repair_earring:
    description: sending earrings for repair
    triggers: [repair an earring, earring repair, fix my earring]
    slots:
      - {name: which, type: enum, values: [left, right, both],
         synonyms: {both: [both earrings, the pair]}, label: which earring,
         prompt: "Which one: left, right or both?"}
      - {name: bought, type: date, kind: month, max: today, label: month bought,
         prompt: "When did you buy them? The month will do."}
      - {name: phone, type: phone, label: phone, prompt: "A phone number?"}
    confirm: "Repair of the {which} earring(s), bought {bought}. Send it?"
    action: repair_earring
    done: "Sent."
"""


# NUMBER_OF_A_DAY_AWAY_NAMES_A_LISTED_VALUE (found through english31's
# VALUE_BEFORE_THE_FLOWS_THING_UNREAD): a listed value named by a number ("both" by 2, of
# "the pair") was read from the number of a day said by its distance from today ("bought
# them 2 years ago"), so the side said beside it had two values and was dropped.


def test_a_number_of_a_day_away_names_no_listed_value(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, JEWELLER)
    chat.say(  # type: ignore[attr-defined]
        "earring repair please, the left one, bought them 2 years ago",
        slots={"which": "left", "bought": "2024-12-01"},
        bot="A phone number?",
    )


def test_a_number_alone_to_the_listed_question_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, JEWELLER)
    chat.say("earring repair please", bot="Which one: left, right or both?")  # type: ignore[attr-defined]
    chat.say("2", slots={"which": "both"})  # type: ignore[attr-defined]


NAILS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_nails:
    description: booking a nail appointment
    triggers: [book my nails, nail appointment, book a manicure]
    slots:
      - {name: treatment, type: enum, values: [gel, acrylic, manicure], label: treatment,
         prompt: "Gel, acrylic or a plain manicure?"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: day, prompt: "Which day?"}
      - {name: time, type: time, min: "09:00", max: "18:00", label: time, prompt: "What time?"}
      - {name: name, type: text, kind: name, label: name, prompt: "Your name?"}
    confirm: "{treatment} on {day} at {time} for {name}. Book it?"
    action: book_nails
    done: "Booked."
"""


def _nails_confirming(tmp_path: Path) -> Conversation:
    chat, _ = _talk(tmp_path, NAILS)
    for said in ("book my nails", "gel", "wednesday", "2pm", "chloe"):
        chat.say(said)  # type: ignore[attr-defined]
    return chat


# SAME_VALUE_WORD_EMPTIES_THE_SLOT: at the confirmation, a new value then a slot named as
# kept ("can we do friday instead, same time") cleared the kept slot and asked it again (or
# took "same time" as a new name) and lost the change: a slot's name after a word that keeps
# it (``kept_slot_marks``) names no slot.


def test_a_slot_named_as_kept_beside_a_change(tmp_path: Path) -> None:
    chat = _nails_confirming(tmp_path)
    chat.say(  # type: ignore[attr-defined]
        "ah sorry can we do friday instead, same time",
        slots={"day": "2026-12-11", "time": "14:00", "name": "chloe"},
        phase="confirming",
    )


def test_a_slot_named_as_kept_after_a_bare_change(tmp_path: Path) -> None:
    chat = _nails_confirming(tmp_path)
    chat.say(  # type: ignore[attr-defined]
        "make it thursday the same time",
        slots={"day": "2026-12-10", "time": "14:00", "name": "chloe"},
        phase="confirming",
    )


def test_a_slot_named_to_change_guard(tmp_path: Path) -> None:
    chat = _nails_confirming(tmp_path)
    chat.say("can i change the time", slots={"time": None}, bot="What time?")  # type: ignore[attr-defined]


BAKERY = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_cake:
    description: ordering a cake to collect
    triggers: [order a cake, cake order, birthday cake]
    slots:
      - {name: day, type: date, min: tomorrow, max: +21d, label: collection day,
         prompt: "Which day will you collect it?"}
      - {name: window, type: enum, values: [friday evening, saturday morning, sunday morning],
         synonyms: {friday evening: [fridays], saturday morning: [saturdays],
                    sunday morning: [sundays]},
         label: collection window, prompt: "Friday evening, Saturday morning or Sunday morning?"}
      - {name: name, type: text, kind: name, label: name, prompt: "Name for the order?"}
    confirm: "A cake for {name}, collected {day}, {window}. Order it?"
    action: order_cake
    done: "Ordered."
"""


# DAY_READ_TWICE: a weekday read as a date slot's day ("on saturday") was read again as a
# listed value a letter off ("saturdays", a synonym of "saturday morning"), offered for
# another slot.


def test_a_day_read_for_the_date_is_no_listed_window(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, BAKERY)
    chat.say(  # type: ignore[attr-defined]
        "can i order a cake, its my sons birthday on saturday",
        slots={"day": "2026-12-12", "window": None},
        bot_contains="Friday evening, Saturday morning or Sunday morning?",
    )


def test_a_listed_window_said_whole_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, BAKERY)
    chat.say(  # type: ignore[attr-defined]
        "order a cake for saturday, saturday morning pick up",
        slots={"day": "2026-12-12", "window": "saturday morning"},
    )
