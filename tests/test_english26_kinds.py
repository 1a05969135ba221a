"""The kinds of mistake the twenty-sixth session's cobbler and rehearsal studio found
(tests/domains/cobbler, tests/domains/rehearsal, run in
tests/test_written_domains_twentysixth_en.py), each tested here in other words and another
domain, written inline in English. The clock is a Tuesday (2027-09-14, 09:00)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2027-09-14T09:00:00")

#: the conversation and the count of each action run
Shop = tuple[Conversation, Counter[str]]


def _shop(folder: Path, text: str, *actions: str) -> Shop:
    (folder / "shop.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(folder, clock=CLOCK)
    return Conversation(bot, "s", "u1"), stand_in_actions(bot, {a: {} for a in actions})


SALON = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_colour:
    description: booking a hair colour appointment
    triggers: [book a colour, colour appointment, get my hair coloured]
    slots:
      - {name: treatment, type: enum, values: [highlights, balayage, toner], label: treatment,
         prompt: "Highlights, balayage or a toner?"}
      - {name: length, type: enum, values: [short, shoulder, long], label: hair length,
         prompt: "How long is your hair: short, shoulder or long?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "{treatment} for {length} hair on {day}. OK?"
    action: book_colour
    done: "Booked."
  prices:
    description: what the salon charges
    triggers: [how much, prices]
    done: "Balayage from £90."
"""


def test_a_request_said_only_by_values_typed_wrong_starts_their_flow(tmp_path: Path) -> None:
    """Kind: a request that names no trigger, only listed values, each typed a letter off
    ("my trainrs need restiching" at the cobbler): one value written right found the flow,
    and the typo beside it was read, but with every value mistyped nothing was found and
    the bot listed what it can do. A word of five letters or more one typo from a listed
    value points at the flow that lists it, as a Chinese value written one character
    wrong does."""
    chat, _ = _shop(tmp_path, SALON, "book_colour")
    chat.say(
        "hiya could i get balyage done, mines shouldr length",
        flow="book_colour",
        slots={"treatment": "balayage", "length": "shoulder"},
        asked="day",
    )
    chat, _ = _shop(tmp_path, SALON, "book_colour")
    chat.say(
        "fancy some higlights thurs",
        flow="book_colour",
        slots={"treatment": "highlights"},
        asked="length",
    )


GROOMER = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_groom:
    description: booking a dog in for a groom
    triggers: [book a groom, groom my dog]
    slots:
      - {name: size, type: enum, values: [small, medium, large], label: dog size, prompt: "Small, medium or large dog?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
      - {name: time, type: time, min: "08:00", max: "17:00", label: time, prompt: "What time?"}
    confirm: "A {size} dog groom on {day} at {time}. Shall I book it?"
    action: book_groom
    done: "Booked."
"""


def _groom_to_confirm(folder: Path) -> Shop:
    shop = _shop(folder, GROOMER, "book_groom")
    shop[0].say("groom my dog, shes small", flow="book_groom", asked="day")
    shop[0].say("thursday", asked="time")
    shop[0].say("10:15", phase="confirming")
    return shop


def test_a_yes_with_held_values_said_back_with_their_prepositions(tmp_path: Path) -> None:
    """Kind: at a confirmation, a yes with the values the task holds said back with the
    prepositions that lead them ("yes monday at 12:30 see you then" at the picture framer,
    met while probing the rehearsal studio's confirmations): the "at" was more than the
    values said back, and the words past a go-ahead's length made it no yes, so the
    confirmation was asked again, or the farewell put the task on hold. The lexicon's
    `value_leads` are said back with the value; a day the task does not hold is no yes."""
    for said in (
        "yep thursday at 10:15 see you then",
        "ok on thursday at quarter past 10 then",
        "yes at 10:15",
    ):
        chat, runs = _groom_to_confirm(tmp_path)
        chat.say(said, flow=None)
        assert runs["book_groom"] == 1, said
    chat, runs = _groom_to_confirm(tmp_path)
    chat.say("yes friday at 10:15")
    assert runs["book_groom"] == 0


def test_a_time_with_a_point_answered_with_a_please_or_thanks(tmp_path: Path) -> None:
    """Kind: a time written the British way, with a point ("12.30"), answered to the time
    question with words around it ("12.30 please", "11.30 thanks", met probing the picture
    framer's time question): a point is read as the colon only in an answer that is the
    time alone (elsewhere "12.30" is as often an amount), so the question was asked again,
    where "12 please" was read. The words a bare hour may carry (the lexicon's
    `bare_hour_leads`, `bare_hour_tails`) carry such a time too."""
    for said, at in (
        ("ok 9.45 thanks", "09:45"),
        ("2.15 if thats ok", "14:15"),
        ("10.30 pls", "10:30"),
    ):
        chat, _ = _shop(tmp_path, GROOMER, "book_groom")
        chat.say("groom my dog, shes small", flow="book_groom", asked="day")
        chat.say("thursday", asked="time")
        chat.say(said, slots={"time": at}, phase="confirming")
