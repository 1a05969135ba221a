"""The kinds of mistake the ninth session's bike shop and marina found
(tests/domains/bikeshop and marina, run in tests/test_written_domains_ninth.py), each tested
here in other words and another domain: a recording studio's booking desk (English), written
inline. The clock is a Wednesday (2026-12-02, 10:00)."""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import stood_in

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-02T10:00:00")

STUDIO = """
settings: {language: en, currency: USD, region: US}
flows:
  session:
    description: booking a recording session
    triggers: [book a session, book the studio, studio time, recording session]
    slots:
      - {name: day, type: date, min: tomorrow, max: +60d, label: day, prompt: "Which day?"}
      - {name: hours, type: integer, min: 1, max: 12, label: hours, prompt: "For how many hours?"}
      - {name: musicians, type: integer, min: 1, max: 10, label: musicians,
         prompt: "How many musicians?"}
      - {name: room, type: enum, label: room, values: [live room, vocal booth, control room],
         prompt: "Which room: the live room, the vocal booth or the control room?"}
    confirm: "{room} on {day}, {hours} hours, {musicians} musicians?"
    action: book_session
    done: "Booked."
  rates:
    description: what the studio costs
    triggers: [hourly rate, your rates, how much is the studio]
    done: "The live room is $60 an hour."
  hire_drums:
    description: hiring a drum kit for a session
    triggers: [hire a drum kit, rent drums]
    slots:
      - {name: kit, type: enum, label: kit, values: [acoustic drums, e-drums, hand drums],
         synonyms: {e-drums: [edrums, electronic drums]},
         prompt: "Acoustic drums, e-drums or hand drums?"}
    confirm: "Hire the {kit}?"
    action: hire_kit
    done: "Booked."
  gear_delivery:
    description: delivering hired gear to a venue
    triggers: [deliver the gear, gear delivery, bring the amps]
    slots:
      - {name: venue, type: text, kind: address, label: venue address, patterns: ["to {value}"],
         prompt: "Where should we bring it?"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: day, prompt: "Which day?"}
      - {name: part, type: enum, label: part of the day, values: [morning, afternoon, evening],
         prompt: "Morning, afternoon or evening?"}
      - {name: phone, type: phone, label: phone, prompt: "A number for the driver?"}
    confirm: "Gear to {venue} on {day}, {part}?"
    action: book_delivery
    done: "Booked."
"""


@pytest.fixture
def studio(tmp_path: Path) -> Conversation:
    return stood_in(
        tmp_path / "studio.yaml",
        STUDIO,
        CLOCK,
        {"book_session": {}, "book_delivery": {}, "hire_kit": {}},
    )[0]


# -- a slot's name said as the unit of the number before it names nothing after it ---------


@pytest.mark.parametrize(
    ("said", "hours", "musicians"),
    [
        ("book the studio friday 3 hours 4 musicians", 3, 4),
        ("studio time tmrw, two hours 5 musicians", 2, 5),
    ],
)
def test_a_name_said_as_the_unit_of_its_number_names_nothing_after_it(
    studio: Conversation, said: str, hours: int, musicians: int
) -> None:
    """ "2 nights 30 ft" (marina) read "nights 30" as the nights named and then refused 30
    nights, losing both numbers: a slot's name right after a number is that number's unit
    ("3 hours"), not a name before the next number ("hours 4")."""
    studio.say(said, flow="session")
    assert studio.slots["hours"] == hours
    assert studio.slots["musicians"] == musicians


# -- an English address said by its pattern ends where a day, a time or a phone begins -------


@pytest.mark.parametrize(
    ("said", "venue", "day"),
    [
        ("deliver the gear to 40 canal street saturday evening", "40 canal street", "2026-12-05"),
        ("gear delivery to 8 mill rd, unit 5 on friday", "8 mill rd, unit 5", "2026-12-04"),
        ("bring the amps to 22 dock lane thu morning, 555 232 4545", "22 dock lane", "2026-12-03"),
    ],
)
def test_an_address_by_its_pattern_ends_at_the_next_value(
    studio: Conversation, said: str, venue: str, day: str
) -> None:
    """ "from 3 river lane friday" kept the day in the address and "from 9 oak ave tuesday
    afternoon, 555 600 7000" all of the rest; "from 14 elm rd, apt 3 on monday" dropped the
    unit (bike shop): after a street beyond doubt a day or a time ends the address, the part
    after a comma keeps what comes before the day, and a phone number is no part of it."""
    studio.say(said, flow="gear_delivery")
    assert studio.slots["venue"] == venue
    assert studio.slots["day"] == day


def test_a_street_named_like_a_month_stays_whole(studio: Conversation) -> None:
    """A date said before the street word is no end of it: "12 march road" is a street."""
    studio.say("deliver the gear to 12 march road on monday", flow="gear_delivery")
    assert studio.slots["venue"] == "12 march road"
    assert studio.slots["day"] == "2026-12-07"


# -- a word several values share names none of them when a typo is read ---------------------


@pytest.mark.parametrize(
    ("said", "kit"), [("acoutsic drums", "acoustic drums"), ("the hnad drums", "hand drums")]
)
def test_a_shared_word_names_no_value_beside_a_typo(
    studio: Conversation, said: str, kit: str
) -> None:
    """ "mountian bike" asked "mountain bike or e-bike?" (bike shop): the "bike" of most
    values was one letter from "e-bike" and tied with the typo the answer made; a word the
    values share ("drums") names none of them, so the misspelt word decides."""
    studio.say("hire a drum kit", flow="hire_drums")
    studio.say(said, slots={"kit": kit})


# -- the held task's own question answered to "Shall we get back to …?" ----------------------


@pytest.mark.parametrize(("said", "slot", "value"), [("4 then", "hours", 4), ("ok, 3", "hours", 3)])
def test_the_held_question_answered_to_the_resume_offer(
    studio: Conversation, said: str, slot: str, value: int
) -> None:
    """A question that starts an information flow mid-task puts the task on hold and the bot
    offers to get back to it; "5:30 then", "ok 2 then" (bike shop, marina) answer the
    question the held task had asked, and were small talk ("I can help you with: …"). An
    answer to the held task's own question takes it up with that value."""
    studio.say("book the studio friday", flow="session", asked="hours")
    studio.say("wait whats your hourly rate?", bot_contains="$60", stack=["session"])
    studio.say(said, flow="session", slots={slot: value}, asked="musicians")


# -- a one-word cancel that is no verb, opening a long message, still cancels ---------------


@pytest.mark.parametrize(
    "said",
    [
        "nvm we found someone with a van to bring it over",
        "oh nevermind the band is bringing their own amps lol",
    ],
)
def test_a_cancel_word_opening_a_long_message_cancels(studio: Conversation, said: str) -> None:
    """ "nvm found my keys in my bag" to "What's the address?" (seen probing the locksmith's
    'found my spare key' case; the bike shop's van pickup does the same) became the
    address: a one-word control in a message of more than a few words counted as a lone
    word in a long sentence. "nvm" is no verb: opening the message, it is the cancel and
    the rest says why."""
    studio.say("gear delivery", flow="gear_delivery", asked="venue")
    studio.say(said, flow=None)
