"""Kinds of mistake the thirty-eighth session left as strict xfails (xfails38's own, xfails37's
and english36's farrier and registrar), each tested here in other words on domains of its own
(a craft market's stall pitches, a street food van, a baby massage class, vending machine
refunds, a sailing school), each test failing on main but the guards beside them (named
``..._guard``, which pass either way). The clock is a Monday (2026-12-07, 10:00).

1. **BOOLEAN_LABEL_SAID_BY_ITS_LAST_WORD**: "…, friday, not married" for the slot labelled
   "parents married" said nothing of it: a label that ends on a state (a past form:
   "married", "employed", "insured") is said by that state alone among a request's values,
   and a word of its not holding before it ("not insured") says no. A bare "not" before any
   other label says nothing ("not parking yes" stays unread).
2. **BOOLEAN_LABEL_HAD_BY_THE_SPEAKER**: "…, we have hard standing" said nothing of the slot
   labelled "hard standing" ("we've got hard standing" did): the bare "we have", "i have"
   is the speaker having the thing too, unless a question asks it ("do we have …",
   "could we have …").
3. **SET_WORD_IN_A_REQUEST_COUNTS_NOTHING**: "hi we had twins last week, can we book a
   newborn session for friday" counted no babies ("twins" alone to "How many babies?" did):
   a word for a set of people born together is a count of the flow's counted people in a
   request too.
4. **PARTY_ALONE_OF_A_COUNT_THAT_IS_NO_PEOPLE_SLOT**: "…, she was born yesterday, just her"
   left the babies asked: "just her", "just him" count one of the flow's counted people,
   babies or children, as they count one person for a slot of people.
5. **BARE_COUNT_AFTER_FOR_ABOUT_IN_A_REQUEST**: "hall hire pls, the main hall on saturday for
   about 40" left the guests asked ("for 40 guests" and "for about 40 guests" filled them):
   a bare count after "for" with a word of about between counts the guests as "for 40" does.
6. **TRIGGER_LED_BY_A_PAST_FORM_SAID_IN_ANOTHER_FORM**: "what do i do if she pulls a shoe
   before then?" for the trigger "pulled a shoe", and "she threw a shoe yesterday …" for
   "thrown a shoe", were not read: a trigger led by a past form is said in its verb's other
   forms too ("pulls", "pull", "threw"), as one led by a base is ("renting" of "rent").
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-07T10:00:00")

_talk = talker(CLOCK)

# KNOWN: the cases below that still fail, by their kind (strict xfails)
KNOWN: dict[str, str] = {}


def _known(case: str) -> list[pytest.MarkDecorator]:
    reason = KNOWN.get(case)
    return [pytest.mark.xfail(strict=True, reason=reason)] if reason else []


# 1. BOOLEAN_LABEL_SAID_BY_ITS_LAST_WORD

EN_MARKET = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_pitch:
    description: a stall pitch at the weekend craft market
    triggers: [market pitch, market stall, craft market pitch, stall at the market]
    slots:
      - {name: size, type: enum, values: [small, large], label: pitch size, prompt: "A small or a large pitch?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: market day, prompt: "Which market day?"}
      - {name: tables, type: integer, counts: table, min: 1, max: 3, label: tables, prompt: "How many tables do you need?"}
      - {name: cover, type: boolean, label: stall insured, prompt: "Is your stall insured for public liability?"}
    confirm: "A {size} pitch on {day}, {tables} tables, insured: {cover}. Book it?"
    action: book_pitch
    done: "Booked."
"""


@pytest.mark.parametrize(
    ("said", "cover"),
    [
        ("craft market pitch for saturday pls, large, 2 tables, not insured", False),
        ("need a market stall on the 19th.. small pitch, insured, 1 table", True),
        ("market pitch saturday - large pitch, 3 tables and not yet insured", False),
    ],
)
def test_a_state_said_alone_answers_the_label_it_ends(
    tmp_path: Path, said: str, cover: bool
) -> None:
    chat, ran = _talk(tmp_path, EN_MARKET)
    chat.say(said, flow="book_pitch", phase="confirming")
    assert chat.slots["cover"] is cover
    assert ran == []


def test_a_state_asked_about_is_no_answer_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_MARKET)
    said = "market stall saturday, large pitch, 2 tables, do i need to be insured?"
    chat.say(said, flow="book_pitch", asked="cover")
    assert chat.slots["cover"] is None


def test_a_bare_not_before_another_word_is_no_answer_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_MARKET)
    chat.say("market pitch, not sure which size, saturday", flow="book_pitch", asked="size")
    assert chat.slots["cover"] is None


# 2. BOOLEAN_LABEL_HAD_BY_THE_SPEAKER

EN_FOODVAN = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_van:
    description: hiring a street food van for a private party
    triggers: [food van, street food van, food truck]
    slots:
      - {name: food, type: enum, values: [pizza, tacos, burgers], label: menu, prompt: "Pizza, tacos or burgers?"}
      - {name: day, type: date, min: tomorrow, max: +90d, label: party day, prompt: "Which day is the party?"}
      - {name: guests, type: integer, counts: guest, min: 20, max: 200, label: guests, prompt: "How many guests?"}
      - {name: socket, type: boolean, label: outdoor socket, prompt: "Is there an outdoor power socket we can plug into?"}
    confirm: "{food} for {guests} on {day}, socket: {socket}. Shall I book the van?"
    action: hire_van
    done: "Booked."
"""


@pytest.mark.parametrize(
    "said",
    [
        "food van for the 19th pls, pizza, 60 guests, we have an outdoor socket",
        "street food van on saturday, tacos, 40 guests.. i have an outdoor socket by the garage",
    ],
)
def test_a_label_had_by_the_speaker_said_bare(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, EN_FOODVAN)
    chat.say(said, flow="hire_van", phase="confirming")
    assert chat.slots["socket"] is True
    assert ran == []


def test_a_label_had_asked_as_a_question_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_FOODVAN)
    chat.say("food truck for saturday, burgers, 50 guests. do we have to have an outdoor socket?")
    assert chat.slots["socket"] is None


def test_a_label_had_with_no_is_a_no_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_FOODVAN)
    chat.say("food van saturday, pizza, 80 guests, we have no outdoor socket", phase="confirming")
    assert chat.slots["socket"] is False


# 5. BARE_COUNT_AFTER_FOR_ABOUT_IN_A_REQUEST


@pytest.mark.parametrize(
    ("said", "guests"),
    [
        ("food van on the 19th for about 80, tacos", 80),
        ("street food van saturday, pizza for roughly 120", 120),
    ],
)
def test_a_bare_count_after_for_about_counts_the_guests(
    tmp_path: Path, said: str, guests: int
) -> None:
    chat, _ = _talk(tmp_path, EN_FOODVAN)
    chat.say(said, flow="hire_van", asked="socket")
    assert chat.slots["guests"] == guests


def test_a_bare_count_after_for_counts_the_guests_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_FOODVAN)
    chat.say("food van on the 19th for 80 guests, tacos", flow="hire_van", asked="socket")
    assert chat.slots["guests"] == 80


# 3. SET_WORD_IN_A_REQUEST_COUNTS_NOTHING and 4. PARTY_ALONE_OF_A_COUNT_THAT_IS_NO_PEOPLE_SLOT

EN_MASSAGE = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_class:
    description: a baby massage class at the community centre
    triggers: [baby massage, baby massage class, baby massage session]
    slots:
      - {name: babies, type: integer, counts: baby, min: 1, max: 3, label: babies, prompt: "How many babies are coming?"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: class day, prompt: "Which day?"}
      - {name: parent, type: text, label: your name, prompt: "And your name?"}
    confirm: "{babies} babies on {day} for {parent}. OK?"
    action: book_class
    done: "Booked."
"""


@pytest.mark.parametrize(
    ("said", "babies"),
    [
        ("baby massage for thursday please, its twins", 2),
        ("triplets here lol, can i book baby massage on thursday", 3),
    ],
)
def test_a_set_word_in_a_request_counts_the_babies(tmp_path: Path, said: str, babies: int) -> None:
    chat, _ = _talk(tmp_path, EN_MASSAGE)
    chat.say(said, flow="book_class", asked="parent")
    assert chat.slots["babies"] == babies
    assert str(chat.slots["day"]) == "2026-12-10"


@pytest.mark.parametrize(
    "said",
    [
        "book baby massage for my son on thursday, just him",
        "baby massage class thursday. only her",
    ],
)
def test_one_of_them_alone_counts_one_baby(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, EN_MASSAGE)
    chat.say(said, flow="book_class", asked="parent")
    assert chat.slots["babies"] == 1


def test_a_request_with_no_count_asks_the_babies_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_MASSAGE)
    chat.say("baby massage thursday pls", flow="book_class", asked="babies")


# 6. TRIGGER_LED_BY_A_PAST_FORM_SAID_IN_ANOTHER_FORM

EN_VENDING = """
settings: {language: en, currency: GBP, region: GB}
flows:
  refund:
    description: a refund when one of our vending machines takes the money and gives nothing
    triggers: [swallowed my money, eaten my money, vending refund, want my money back]
    slots:
      - {name: site, type: enum, values: [station, hospital, leisure centre], label: site, prompt: "Which machine: the station, the hospital or the leisure centre?"}
      - {name: day, type: date, min: -30d, max: today, label: day, prompt: "Which day was it?"}
    confirm: "A refund for the {site} machine on {day}. Send it?"
    action: send_refund
    done: "Sent."
  stuck:
    description: what to do when a snack or drink stays in the machine
    triggers: [got stuck, snack stuck, drink stuck]
    done: "Press the refund button, then call 0800 123 4567 with the machine's number."
"""


@pytest.mark.parametrize(
    "said",
    [
        "the leisure centre machine ate my money yesterday",
        "hi the one at the station keeps swallowing my money",
    ],
)
def test_a_trigger_led_by_a_past_form_said_in_another_form_guard(tmp_path: Path, said: str) -> None:
    """Read on main too (by the meaning of the whole message: no other flow shares the
    trigger's words)."""
    chat, ran = _talk(tmp_path, EN_VENDING)
    chat.say(said, flow="refund")
    assert ran == []


def test_a_trigger_led_by_a_past_form_asked_in_the_present_guard(tmp_path: Path) -> None:
    """Read on main too, as the one above."""
    chat, _ = _talk(tmp_path, EN_VENDING)
    chat.say("what do i do if my drink gets stuck??", bot_contains="refund button", flow=None)


def test_the_trigger_as_written_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_VENDING)
    chat.say("the hospital one swallowed my money", flow="refund", slots={"site": "hospital"})


# (the vending machine's cases passed on main too, read by the meaning of the whole message
# where no other flow shares the trigger's words: kept as they are; a sailing school, whose
# booking holds the trigger's thing as a value, as the farrier's does, shows the kind)

EN_SAILING = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_lesson:
    description: a sailing lesson on the reservoir
    triggers: [sailing lesson, learn to sail, book a sailing lesson]
    slots:
      - {name: boat, type: enum, values: [dinghy, keelboat], label: boat, prompt: "A dinghy or a keelboat?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: lesson day, prompt: "Which day?"}
      - {name: sailors, type: integer, counts: sailor, min: 1, max: 4, label: sailors, prompt: "How many of you are sailing?"}
    confirm: "A {boat} lesson on {day} for {sailors}. Book it?"
    action: book_lesson
    done: "Booked."
  capsize:
    description: what happens when a boat tips over on a lesson
    triggers: [capsized the boat, capsized the dinghy, tipped the boat over]
    done: "It happens to everyone: stay with the boat, the safety boat comes to you in a minute or two."
  damage:
    description: damage done to the club's boats on a lesson
    triggers: [torn the sail, damaged the boat, broken the tiller]
    done: "Damage on a lesson is covered; just tell your instructor."
"""


def test_a_past_led_trigger_asked_in_the_present_mid_task(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, EN_SAILING)
    chat.say("sailing lesson for 2 on saturday, dinghy", flow="book_lesson", phase="confirming")
    said = "what happens if we capsize the dinghy?"
    chat.say(said, bot_contains="safety boat", stack=["book_lesson"])
    assert ran == []


def test_a_past_led_trigger_told_in_its_irregular_past_guard(tmp_path: Path) -> None:
    """Read on main too (by the meaning of the whole message); the farrier's "she threw a
    shoe …" (tests/test_written_domains_farrier_registrar_en.py) was not, and is now."""
    chat, ran = _talk(tmp_path, EN_SAILING)
    chat.say(
        "my lad tore the sail last week on his lesson, do we have to pay", bot_contains="covered"
    )
    assert ran == []


def test_a_past_led_trigger_as_written_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_SAILING)
    chat.say("we capsized the boat twice, is that normal", bot_contains="safety boat")
