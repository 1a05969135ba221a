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


WINDOWS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_clean:
    description: booking a window clean
    triggers: [book a window clean, clean my windows]
    slots:
      - {name: frames, type: boolean, label: frames, prompt: "Shall we do the frames and sills too?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
      - {name: time, type: time, min: "08:00", max: "17:00", label: time, prompt: "What time?"}
    confirm: "A window clean on {day} at {time} (frames: {frames}). Shall I book it?"
    action: book_clean
    done: "Booked."
"""


def _windows_to_confirm(folder: Path) -> Shop:
    shop = _shop(folder, WINDOWS, "book_clean")
    shop[0].say("clean my windows please", flow="book_clean", asked="frames")
    shop[0].say("no just the glass", slots={"frames": False}, asked="day")
    shop[0].say("friday", asked="time")
    shop[0].say("9am", phase="confirming")
    return shop


def test_a_change_said_with_a_yes_beside_a_value_held_said_back(tmp_path: Path) -> None:
    """Kind: at a confirmation, a yes with a new value beside a value the task holds said
    back ("yes tuesday at 12:30" with Monday and 12:30 held, met probing the picture
    framer): the held value said back was no value of the change, so the words around the
    change were talk and the confirmation was asked again, unchanged. The held values said
    back count among the values the message is made of."""
    chat, runs = _groom_to_confirm(tmp_path)
    chat.say(
        "yep friday at 10:15", slots={"day": "2027-09-17", "time": "10:15"}, phase="confirming"
    )
    chat, runs = _windows_to_confirm(tmp_path)
    chat.say(
        "ok friday at 11 then", slots={"day": "2027-09-17", "time": "11:00"}, phase="confirming"
    )
    assert runs["book_clean"] == 0


def test_a_yes_with_a_held_value_and_praise_after_it(tmp_path: Path) -> None:
    """Kind: at a confirmation, a yes with a held value said back and praise after it ("yes
    monday, perfect", met probing the picture framer): the praise ("perfect", a word of a
    yes) was read as a yes to the flow's yes-or-no slot, which holds no, so the message
    read as a change and no go-ahead. A yes word said back is the go-ahead's."""
    for said in ("yep friday, perfect", "yes 9am, lovely thanks"):
        chat, runs = _windows_to_confirm(tmp_path)
        chat.say(said, flow=None)
        assert runs["book_clean"] == 1, said


def test_the_yes_opening_a_confirmations_answer_sets_no_yes_or_no_slot(tmp_path: Path) -> None:
    """Kind: at a confirmation, the yes opening an answer that is more than a go-ahead read
    as the value of the flow's yes-or-no slot ("yep white frame on monday, perfect" turned
    the framer's mount on, met probing the picture framer): the yes answers "Shall I book
    it?", no slot's question; only a message naming the slot changes it."""
    chat, runs = _windows_to_confirm(tmp_path)
    chat.say("yep the usual clean on friday, cheers", slots={"frames": False})
    assert runs["book_clean"] == 0
    chat, runs = _windows_to_confirm(tmp_path)
    chat.say("yes, with the frames too", slots={"frames": True}, phase="confirming")
