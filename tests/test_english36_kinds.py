"""Kinds of mistake found in the wave's thirty-sixth session by two English domains written
from docs/dsl.md before any of their cases ran (a travelling farrier and a register office
booking births, tests/test_written_domains_farrier_registrar_en.py); each tested here in other
words on other domains, and each test fails with its fix taken out, but the guards beside them
(named ``..._guard``, which pass either way). The clock is a Wednesday (2026-12-09, 10:00).

1. **COUNTED_NOUN_PLURAL_SPELLED_APART**: "book a trim for 3 ponies" for a slot that counts
   "pony" left the count to be asked, where "3 horses" gave it: a count's noun was read with
   the plural endings glued on ("ponys"), never a plural whose spelling changes. Each Latin
   noun a slot counts is read in its plurals by the lexicon's spelling table too
   (``plural_forms``: "y ies").
2. **DATE_BESIDE_A_DATE_SETTLED_FOR_THE_OTHER_SLOT**: "register a birth at the town hall, born
   on the 6th, 1 baby, monday", with a day of birth up to today and an appointment from
   tomorrow, dropped the Monday: a weekday both slots take, in a clause of its own that tells
   no tense, stayed unread, though the birth was settled by the clause before. Such a day
   goes to the one slot that no other date of the message took and that holds none yet.
3. **BOOLEAN_LABEL_HAD_BY_THE_SPEAKER**: "full set for 2 on thursday, we've got hard standing"
   said nothing of the slot labelled "hard standing": having the thing, said by the speaker
   ("we've got", "ive got"; "we dont have" for a no), is the lexicon's ``boolean_with`` /
   ``boolean_without`` as "theres" is. The bare "we have", which a question asks too ("could
   we have ribbons after all"), is read since the thirty-ninth session unless asked
   (``boolean_with_unless_asked``, tests/test_xfails39_kinds.py).
4. **COUNT_FOR_A_NUMBER_OF_THE_ONE_COUNTED_THING**: "farrier visit, fronts for 2" and "full set
   for 2 on thursday" left the horses to be asked: a bare number after "for" (the lexicon's
   ``count_for``) closing its clause, or followed only by a day, counts the flow's one counted
   thing when that count is of things, not people ("for 2 people" counts people; a party's
   "for 2" is ``party_for``'s).
5. **NO_TO_A_FREE_TEXT_QUESTION_THAT_OFFERS_NONE**: "no" to "Anything the farrier should know
   …? Say none if not." was a no to nothing ("OK.") and the question came again: a bare no to
   a free-text question that offers none (a word of the lexicon's ``zero_counts`` in it) is
   that answer.
6. **CHANGE_OF_A_DAY_BESIDE_TWO_DATE_SLOTS_READ_BY_TENSE**: "actually can we do monday instead"
   at the confirmation, with a day of birth gone by and an appointment to come, asked "Which
   one should I change: date of birth or appointment day?": a weekday both date slots take
   goes, in a change too, by the tense of its clause (``date_by_bounds.by_tense``): asked
   for, the day to come; told in the past ("was actually on monday"), the one gone by.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import talker

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-09T10:00:00")

_talk = talker(CLOCK, {"book_claim": {"ref": "CL-7"}})

# 1. COUNTED_NOUN_PLURAL_SPELLED_APART

TACKLE = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_tackle:
    description: ordering from the fishing tackle shop
    triggers: [tackle order, order from the tackle shop]
    slots:
      - {name: quantity, type: integer, counts: fly, min: 1, max: 48, label: quantity, prompt: "How many?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: collection day, prompt: "Which day will you collect?"}
    confirm: "{quantity} for {day}. Order them?"
    action: order_tackle
    done: "Ordered."
"""


@pytest.mark.parametrize(
    "said",
    ["tackle order, 12 flies, friday", "hi can i put in a tackle order? 12 flies for friday"],
)
def test_a_count_said_with_its_noun_spelled_in_the_plural(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, TACKLE)
    chat.say(
        said, flow="order_tackle", slots={"quantity": 12, "day": "2026-12-11"}, phase="confirming"
    )


def test_a_count_said_with_its_noun_in_the_singular_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TACKLE)
    chat.say("tackle order for 1 fly on friday", flow="order_tackle", slots={"quantity": 1})


# 2. DATE_BESIDE_A_DATE_SETTLED_FOR_THE_OTHER_SLOT

VET = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_check:
    description: booking a lameness check for a dog
    triggers: [book a lameness check, lameness check]
    slots:
      - {name: since, type: date, min: -30d, max: today, label: limping since, prompt: "Since when has he been limping?"}
      - {name: visit, type: date, min: tomorrow, max: +30d, label: visit day, prompt: "Which day can you bring him in?"}
      - {name: dogs, type: integer, counts: dog, min: 1, max: 3, label: dogs, prompt: "How many dogs?"}
    confirm: "A check on {visit}. Book it?"
    action: book_check
    done: "Booked."
"""


def test_a_weekday_beside_a_date_settled_for_the_other_slot(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, VET)
    chat.say(
        "lameness check pls, he started limping on the 5th, 1 dog, thursday",
        flow="book_check",
        slots={"since": "2026-12-05", "visit": "2026-12-10", "dogs": 1},
        phase="confirming",
    )


def test_a_weekday_beside_a_date_settled_first_said_after_it(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, VET)
    chat.say(
        "book a lameness check, thursday, he went lame yesterday",
        flow="book_check",
        slots={"since": "2026-12-08", "visit": "2026-12-10"},
        asked="dogs",
    )


def test_a_weekday_alone_beside_two_date_slots_stays_unread_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, VET)
    chat.say("book a lameness check, thursday", flow="book_check", slots={"visit": None})


# 3. BOOLEAN_LABEL_HAD_BY_THE_SPEAKER

GROOMER = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_groom:
    description: booking the mobile dog groomer's van
    triggers: [book the groomer, mobile groomer]
    slots:
      - {name: day, type: date, min: tomorrow, max: +60d, label: day, prompt: "Which day?"}
      - {name: tap, type: boolean, label: outside tap, prompt: "Is there an outside tap we can use?"}
      - {name: dogs, type: integer, counts: dog, min: 1, max: 4, label: dogs, prompt: "How many dogs?"}
    confirm: "The van on {day}. Book it?"
    action: book_groom
    done: "Booked."
"""


@pytest.mark.parametrize(
    ("said", "tap"),
    [
        ("book the groomer for friday, we've got an outside tap", True),
        ("book the groomer friday, ive got an outside tap by the garage", True),
        ("book the groomer for friday, we dont have an outside tap", False),
    ],
)
def test_a_label_had_by_the_speaker(tmp_path: Path, said: str, tap: bool) -> None:
    chat, _ = _talk(tmp_path, GROOMER)
    chat.say(said, flow="book_groom", slots={"day": "2026-12-11", "tap": tap}, asked="dogs")


def test_a_count_had_by_the_speaker_is_no_label_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, GROOMER)
    chat.say(
        "book the groomer for friday, we have 2 dogs",
        flow="book_groom",
        slots={"tap": None, "dogs": 2},
    )


# 4. COUNT_FOR_A_NUMBER_OF_THE_ONE_COUNTED_THING

PICTURES = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_hanging:
    description: booking a picture hanging visit
    triggers: [picture hanging, hang some pictures]
    slots:
      - {name: style, type: enum, values: [gallery wall, single hang], label: style, prompt: "A gallery wall, or single hangs?"}
      - {name: pictures, type: integer, counts: picture, min: 1, max: 30, label: pictures, prompt: "How many pictures?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: day, prompt: "Which day?"}
    confirm: "{pictures} on {day}. Book it?"
    action: book_hanging
    done: "Booked."
"""


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("picture hanging, a gallery wall for 7", None),
        ("picture hanging, gallery wall for 7 on tuesday", "2026-12-15"),
    ],
)
def test_a_bare_count_after_for(tmp_path: Path, said: str, day: str | None) -> None:
    chat, _ = _talk(tmp_path, PICTURES)
    chat.say(said, flow="book_hanging", slots={"style": "gallery wall", "pictures": 7, "day": day})


def test_a_count_after_for_with_another_noun_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PICTURES)
    chat.say(
        "picture hanging, gallery wall for 2 people tuesday",
        flow="book_hanging",
        slots={"pictures": None},
    )


# 5. NO_TO_A_FREE_TEXT_QUESTION_THAT_OFFERS_NONE

CAKES = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_cake:
    description: ordering a celebration cake
    triggers: [order a cake, celebration cake]
    slots:
      - {name: day, type: date, min: tomorrow, max: +60d, label: collection day, prompt: "Which day will you collect it?"}
      - {name: allergies, type: text, label: allergies, prompt: "Any allergies we should bake around? Say none if there aren't any."}
      - {name: message, type: text, label: message, prompt: "What should the icing say?"}
    confirm: "A cake on {day}. Order it?"
    action: order_cake
    done: "Ordered."
"""


@pytest.mark.parametrize("said", ["no", "nope", "no thanks"])
def test_a_no_to_a_question_that_offers_none(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, CAKES)
    chat.say("order a cake for friday", flow="order_cake", asked="allergies")
    chat.say(said, flow="order_cake", asked="message")


def test_a_no_to_a_question_that_offers_no_none_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CAKES)
    chat.say("order a cake for friday", flow="order_cake", asked="allergies")
    chat.say("none", asked="message")
    chat.say("no", slots={"message": None}, asked="message")


# 6. CHANGE_OF_A_DAY_BESIDE_TWO_DATE_SLOTS_READ_BY_TENSE

CLAIM = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_claim:
    description: booking an assessor for a car damage claim
    triggers: [car damage claim, book an assessor]
    slots:
      - {name: happened, type: date, min: -60d, max: today, label: date of the damage, prompt: "When did the damage happen?"}
      - {name: visit, type: date, min: tomorrow, max: +30d, label: assessor visit, prompt: "Which day should the assessor come?"}
      - {name: plate, type: text, label: registration, prompt: "What's the car's registration?"}
    confirm: "Damage on {happened}, assessor on {visit}, car {plate}. Book it?"
    action: book_claim
    results: [ref]
    done: "Booked, {ref}."
"""


def _at_confirmation(tmp_path: Path) -> Conversation:
    chat, _ = _talk(tmp_path, CLAIM)
    chat.say(
        "car damage claim, it happened on the 1st, can the assessor come friday",
        flow="book_claim",
        slots={"happened": "2026-12-01", "visit": "2026-12-11"},
        asked="plate",
    )
    chat.say("ab12 cde", phase="confirming")
    return chat


def test_a_day_changed_asked_for_is_the_day_to_come(tmp_path: Path) -> None:
    chat = _at_confirmation(tmp_path)
    chat.say(
        "can we do tuesday instead",
        slots={"visit": "2026-12-15", "happened": "2026-12-01"},
        phase="confirming",
    )


def test_a_day_changed_told_in_the_past_is_the_day_gone_by(tmp_path: Path) -> None:
    chat = _at_confirmation(tmp_path)
    chat.say(
        "oh wait it was monday actually",
        slots={"happened": "2026-12-07", "visit": "2026-12-11"},
        phase="confirming",
    )


def test_a_day_changed_with_its_slot_named_guard(tmp_path: Path) -> None:
    chat = _at_confirmation(tmp_path)
    chat.say(
        "change the assessor visit to tuesday",
        slots={"visit": "2026-12-15", "happened": "2026-12-01"},
        phase="confirming",
    )
