"""Kinds of mistake found in the wave's thirty-eighth session by two English domains written
from docs/dsl.md before any of their cases ran (a music exam board's entries and a beach hut
office, tests/test_written_domains_musicexams_beachhuts_en.py); each tested here in other
words on other domains, and each test fails with its fix taken out, but the guards beside them
(named ``..._guard``, which pass either way). The clock is a Wednesday (2026-12-09, 10:00).

1. **NAME_AFTER_FOR_SAID_WITH_A_SURNAME**: "grade 2 guitar exam for sam cole, hes 10, …" and
   "need a replacement certificate for tom price, he sat it last friday, 1 copy" left the
   candidate's name asked: a name said after "for" was read only as one word closing its
   clause ("for ella, shes 9"). A first name and a surname closing it are read too, the first
   word no word of the domain or of the lexicon's lists, the second none of those lists (a
   word of the domain may be a surname: "price" beside a prices flow).
2. **NUMBER_AFTER_THE_THING_ITS_LABEL_NUMBERS**: "i left my sunglasses in hut 17 yesterday"
   left the hut number asked: an integer slot that says which one (no ``counts``, no kind)
   labelled "hut number" was named only by "hut number"; people name it by the thing it
   numbers, the label without an ending they leave off (the lexicon's
   ``label_ends_dropped``, as a code's label is said: "order AB123").
3. **ARTICLE_BEFORE_A_WHICH_ONE_NAME_READ_AS_ITS_COUNT**: "book a grade 1 flute exam" left
   the grade asked: "a grade" was read as one grade counted, so the name named nothing after
   it (as "2 nights 30 ft" rightly does), and "a stage course" gave stage 1. Before the
   name of a slot that says which one (its question asks no count), an article (the
   lexicon's ``single_words``) is no count.
4. **FREE_TEXT_CHANGE_NAMED_BY_ITS_LABEL_CUT_AT_ITS_COMMAS** (left over from session 37's
   road closures): "wait the road is hazel avenue, 1 to 30, derby" at the confirmation
   changed nothing, and "actually the road is …" made "derby" the organiser's name: a
   free-text change was read part by part, the last comma-parted part alone. An address
   named by its label and a copula keeps its commas, the value running to the message's
   end; a wait opening the message leads the change as a change word does.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import talker

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-09T10:00:00")

_talk = talker(CLOCK, {"book_party": {"ref": "SP-1"}, "report_locker": {"ref": "LK-1"}})

# 1. NAME_AFTER_FOR_SAID_WITH_A_SURNAME

PARTIES = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_party:
    description: booking a birthday party at the soft play centre
    triggers: [party booking, book a party, birthday party]
    slots:
      - {name: child, type: text, kind: name, label: birthday child's name,
         prompt: "What's the birthday child's name?"}
      - {name: age, type: integer, kind: age, min: 1, max: 12, label: age, prompt: "How old will they be?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: party day, prompt: "Which day?"}
      - {name: kids, type: integer, counts: [kid, child], min: 6, max: 30, label: children,
         prompt: "How many children?"}
    confirm: "{child}'s party ({age}) on {day} for {kids} children. Book?"
    action: book_party
    results: [ref]
    done: "Booked, {ref}."
"""


@pytest.mark.parametrize(
    ("said", "child"),
    [
        ("birthday party for maisie turner, shes 6, saturday, 15 kids", "maisie turner"),
        ("book a party on saturday for 15 kids for leo o'brien, 6", "leo o'brien"),
    ],
)
def test_a_name_after_for_said_with_a_surname(tmp_path: Path, said: str, child: str) -> None:
    chat, ran = _talk(tmp_path, PARTIES)
    chat.say(
        said,
        flow="book_party",
        slots={"child": child, "age": 6, "day": "2026-12-12", "kids": 15},
        phase="confirming",
    )
    chat.say("yes", flow=None, bot_contains="SP-1")
    assert ran == ["book_party"]


def test_a_day_or_a_meal_after_for_is_no_name_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PARTIES)
    chat.say(
        "birthday party for saturday morning, 15 kids",
        flow="book_party",
        slots={"child": None, "day": "2026-12-12", "kids": 15},
        asked="child",
    )
    chat, _ = _talk(tmp_path, PARTIES)
    chat.say(
        "book a party for lunch tomorrow",
        flow="book_party",
        slots={"child": None, "day": "2026-12-10"},
        asked="child",
    )


def test_a_one_word_name_after_for_still_read_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PARTIES)
    chat.say(
        "birthday party for maisie, shes 6, saturday",
        flow="book_party",
        slots={"child": "maisie", "age": 6, "day": "2026-12-12"},
        asked="kids",
    )


# 2. NUMBER_AFTER_THE_THING_ITS_LABEL_NUMBERS

LOCKERS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  report_locker:
    description: reporting a broken locker at the leisure centre
    triggers: [broken locker, locker is broken, locker wont lock, report a locker]
    slots:
      - {name: locker_no, type: integer, min: 1, max: 300, label: locker number,
         prompt: "Which locker number?"}
      - {name: seen_day, type: date, min: -14d, max: today, label: day you noticed,
         prompt: "Which day did you notice?"}
      - {name: lockers_used, type: integer, counts: locker, min: 1, max: 5, required: false,
         label: lockers used, prompt: "How many lockers did you use?"}
    confirm: "Locker {locker_no}, noticed {seen_day}. Report it?"
    action: report_locker
    results: [ref]
    done: "Reported, {ref}."
"""


@pytest.mark.parametrize(
    "said",
    [
        "broken locker - locker 212 in the mens changing room, noticed it yesterday",
        "report a locker pls, no 212 wait i mean locker 212, yesterday",
    ],
)
def test_a_number_after_the_thing_its_label_numbers(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, LOCKERS)
    chat.say(
        said,
        flow="report_locker",
        slots={"locker_no": 212, "seen_day": "2026-12-08"},
        phase="confirming",
    )
    chat.say("yes", flow=None, bot_contains="LK-1")
    assert ran == ["report_locker"]


def test_the_whole_label_before_a_number_still_names_it_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, LOCKERS)
    chat.say(
        "broken locker, locker number 40, yesterday",
        flow="report_locker",
        slots={"locker_no": 40, "seen_day": "2026-12-08"},
        phase="confirming",
    )


def test_a_count_of_the_thing_numbered_is_no_number_of_it_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, LOCKERS)
    chat.say(
        "broken locker, we used 2 lockers yesterday",
        flow="report_locker",
        slots={"locker_no": None, "seen_day": "2026-12-08"},
        asked="locker_no",
    )


# 3. ARTICLE_BEFORE_A_WHICH_ONE_NAME_READ_AS_ITS_COUNT

SWIMMING = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_swim_course:
    description: booking a block of children's swimming lessons
    triggers: [swimming lessons, swim lessons, book a course]
    slots:
      - {name: stage, type: integer, min: 1, max: 7, label: stage, prompt: "Which stage, 1 to 7?"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: first lesson,
         prompt: "Which day should the course start?"}
      - {name: nights, type: integer, kind: nights, min: 1, max: 3, required: false,
         label: nights, prompt: "How many nights?"}
    confirm: "Stage {stage} from {day}. Book?"
    action: book_swim_course
    done: "Booked."
"""


@pytest.mark.parametrize(
    "said",
    [
        "swim lessons pls, shes a stage 3 swimmer, starting saturday",
        "can i book a stage 3 course from saturday",
    ],
)
def test_an_article_before_a_which_one_name_is_no_count(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, SWIMMING)
    chat.say(
        said,
        flow="book_swim_course",
        slots={"stage": 3, "day": "2026-12-12"},
        phase="confirming",
    )


def test_an_article_before_a_which_one_name_alone_names_none(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SWIMMING)
    chat.say(
        "hiya can i book a stage course from saturday for my son",
        flow="book_swim_course",
        slots={"stage": None, "day": "2026-12-12"},
        asked="stage",
    )
    chat.say("stage 4", slots={"stage": 4}, phase="confirming")


def test_a_count_before_a_counted_name_still_counts_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SWIMMING)
    chat.say(
        "swim lessons, stage 2 from saturday, 2 nights 3 stars",
        flow="book_swim_course",
        slots={"stage": 2, "day": "2026-12-12", "nights": 2},
        phase="confirming",
    )


# 4. FREE_TEXT_CHANGE_NAMED_BY_ITS_LABEL_CUT_AT_ITS_COMMAS

BARS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_bar:
    description: hiring a mobile bar for an event
    triggers: [mobile bar, hire a bar, bar hire]
    slots:
      - {name: day, type: date, min: tomorrow, max: +90d, label: event day, prompt: "Which day?"}
      - {name: venue, type: text, kind: address, label: venue, prompt: "Where is the venue?"}
      - {name: host, type: text, kind: name, label: host's name, prompt: "And your name?"}
    confirm: "A bar on {day} at {venue} for {host}. Book?"
    action: hire_bar
    done: "Booked."
"""


def _bar_at_its_confirmation(tmp_path: Path) -> tuple[Conversation, list[str]]:
    chat, ran = _talk(tmp_path, BARS)
    chat.say("mobile bar hire for saturday", flow="hire_bar", asked="venue")
    chat.say("the barn, upper farm, ashbury", asked="host")
    chat.say("kate morris", phase="confirming")
    return chat, ran


@pytest.mark.parametrize(
    "said",
    [
        "actually the venue is the cricket club, mill road, wantage",
        "hang on the venue is the cricket club, mill road, wantage",
    ],
)
def test_a_free_text_change_named_by_its_label_keeps_its_commas(tmp_path: Path, said: str) -> None:
    chat, ran = _bar_at_its_confirmation(tmp_path)
    chat.say(
        said,
        slots={"venue": "the cricket club, mill road, wantage", "host": "kate morris"},
        phase="confirming",
    )
    chat.say("yes", flow=None)
    assert ran == ["hire_bar"]


def test_a_change_named_in_one_part_still_read_guard(tmp_path: Path) -> None:
    chat, _ = _bar_at_its_confirmation(tmp_path)
    chat.say(
        "actually the venue is the cricket club",
        slots={"venue": "the cricket club", "host": "kate morris"},
        phase="confirming",
    )
