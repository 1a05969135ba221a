"""The kinds of mistake the twenty-third session's septic tank emptier and dog trainer found
(tests/domains/septic, tests/domains/dogtraining, run in
tests/test_written_domains_twentythird_en.py), each tested here in other words and another
domain, written inline in English. The clock is a Thursday (2027-06-10, 10:00)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2027-06-10T10:00:00")

#: the conversation and the count of each action run
Shop = tuple[Conversation, Counter[str]]


def _shop(folder: Path, text: str, action: str) -> Shop:
    (folder / "shop.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(folder, clock=CLOCK)
    return Conversation(bot, "s", "u1"), stand_in_actions(bot, {action: {}})


HAY = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_bales:
    description: a delivery of bales from the farm
    triggers: [order bales, bales delivered, deliver some bales]
    slots:
      - {name: bale, type: enum, values: [hay, straw, haylage], label: kind of bale, prompt: "Hay, straw or haylage?"}
      - {name: loader, type: boolean, label: loader help, prompt: "Shall we bring the loader to stack them?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "{bale} on {day}, loader: {loader}. OK?"
    action: order_bales
    done: "Ordered."
"""


def test_a_noun_beginning_a_label_word_is_no_polite_ask_for_it(tmp_path: Path) -> None:
    """Kind: a noun after a want and a determiner, one that only begins a word of a
    yes-or-no slot's label ("a load" of hay, "loader help"), read as the slot's verb asked
    for, a yes nobody said (the septic tank's "need my septic tank emptied" for "tanker
    access"). A determiner makes the word a thing: only the label's own word, or its
    plural, names the slot after one ("we need a loader as well")."""
    chat, _ = _shop(tmp_path, HAY, "order_bales")
    chat.say("hiya i need a load of haylage delivered", flow="order_bales", asked="loader")
    assert chat.slots["bale"] == "haylage"
    assert chat.slots["loader"] is None
    chat, _ = _shop(tmp_path, HAY, "order_bales")
    chat.say("need some straw bales, and we need a loader as well", asked="day")
    assert chat.slots["loader"] is True


WASHER = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_repair:
    description: a washing machine repair at home
    triggers: [washer repair, washing machine repair, repair my washer]
    slots:
      - {name: noticed, type: date, min: -60d, max: today, label: fault date, prompt: "When did you first notice the fault?"}
      - {name: visit, type: date, min: tomorrow, label: engineer day, prompt: "Which day should the engineer visit?"}
    confirm: "A repair visit on {visit}. OK?"
    action: book_repair
    done: "Booked."
"""


def test_a_question_verb_said_in_another_form_names_its_date_slot(tmp_path: Path) -> None:
    """Kind: a weekday two date slots both take (one gone by, one to come), said in a
    clause of its own with the verb of one slot's question in another form ("visiting
    friday" to "Which day should the engineer visit?"), left unread: the clause names that
    slot in any form of its verb, not only as its question says it (the dog trainer's
    "starting wed" beside "Which day would you like to start?")."""
    chat, _ = _shop(tmp_path, WASHER, "book_repair")
    chat.say("washer repair pls, visiting friday suits me", flow="book_repair", asked="noticed")
    assert chat.slots["visit"] == "2027-06-11"
    assert chat.slots["noticed"] is None


CARCLUB = """
settings: {language: en, currency: GBP, region: GB}
flows:
  join_club:
    description: joining the car club
    triggers: [join the car club, car club membership, sign up for the car club]
    slots:
      - {name: plan, type: enum, values: [pay as you go, monthly], label: plan, prompt: "Pay as you go or monthly?"}
      - {name: day, type: date, min: tomorrow, label: start day, prompt: "Which day should it start?"}
    confirm: "The {plan} plan from {day}. Shall I sign you up?"
    action: join_club
    done: "Welcome aboard."
"""


def test_a_phrasal_go_ahead_after_a_yes_is_a_yes(tmp_path: Path) -> None:
    """Kind: a yes at the confirmation whose go-ahead is a phrasal verb ("get us signed
    up", "get it booked in"), one word over the short go-ahead a yes may carry, read as
    chit-chat: nothing was made. The particle closing the verb adds no word (the septic
    tank's "yep get it booked in thanks")."""
    chat, runs = _shop(tmp_path, CARCLUB, "join_club")
    chat.say("join the car club, monthly, from monday", phase="confirming")
    chat.say("yes pls get us signed up", flow=None)
    assert runs["join_club"] == 1


MOT = """
settings: {language: en, currency: GBP, region: GB}
flows:
  mot_reminder:
    description: a reminder when the car's MOT is due
    triggers: [mot reminder, mot reminders, remind me about my mot]
    slots:
      - {name: last_mot, type: date, kind: month, max: today, label: month of the last MOT, prompt: "Which month was its last MOT?"}
      - {name: reg, type: text, label: registration, prompt: "What's the registration?"}
    confirm: "A reminder for {reg}, last MOT {last_mot}. OK?"
    action: remind
    done: "Set."
"""


def test_a_month_said_as_a_distance_back_from_today(tmp_path: Path) -> None:
    """Kind: a month slot answered by a distance back from today ("18 months ago", "last
    mot was 11 months ago"), which a day slot reads and a month slot did not: the month
    that day falls in (the septic tank's "about 2 years ago" for the month it was last
    emptied)."""
    chat, _ = _shop(tmp_path, MOT, "remind")
    chat.say("sign me up for mot reminders, last mot was 11 months ago", asked="reg")
    assert chat.slots["last_mot"] == "2026-07-01"
    chat, _ = _shop(tmp_path, MOT, "remind")
    chat.say("mot reminder please", asked="last_mot")
    chat.say("18 months ago i think", asked="reg")
    assert chat.slots["last_mot"] == "2025-12-01"


PIERCING = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_piercing:
    description: booking an ear piercing at the studio
    triggers: [book a piercing, ear piercing, get my ears pierced]
    slots:
      - {name: piercing, type: enum, values: [lobe, helix, tragus], label: piercing, prompt: "Lobe, helix or tragus?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "A {piercing} piercing on {day}. Shall I book it?"
    action: book_piercing
    done: "Booked in."
"""


def test_a_yes_closed_by_a_farewell_naming_a_day_is_a_yes(tmp_path: Path) -> None:
    """Kind: a yes at the confirmation closed by a farewell that names a day ("see you
    thursday"), the day taken for a value of the flow said with the go-ahead, so the yes
    was read as a goodbye and nothing was booked. The word a closing farewell ends on is the
    farewell's (last session's kind, "yes see you sunday")."""
    chat, runs = _shop(tmp_path, PIERCING, "book_piercing")
    chat.say("ear piercing, helix, thursday", phase="confirming")
    chat.say("yep see you thursday", flow=None)
    assert runs["book_piercing"] == 1


def test_a_yes_with_praise_before_a_farewell_is_a_yes(tmp_path: Path) -> None:
    """Kind: a yes at the confirmation carrying several words of praise before a farewell
    ("that all sounds great, see you soon"), longer than the short go-ahead a yes may carry,
    read as a goodbye: words of a yes praising what is confirmed make it no longer (last
    session's kind, "yes that all looks right, see you soon")."""
    chat, runs = _shop(tmp_path, PIERCING, "book_piercing")
    chat.say("ear piercing, lobe, friday", phase="confirming")
    chat.say("yes that all sounds great, see you soon", flow=None)
    assert runs["book_piercing"] == 1


HEDGES = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_trim:
    description: booking a hedge trim
    triggers: [hedge trim, trim my hedge, cut my hedge]
    slots:
      - {name: hedge, type: enum, values: [privet, laurel, conifer], label: hedge, prompt: "Privet, laurel or conifer?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "A {hedge} trim on {day}. OK?"
    action: book_trim
    done: "Booked."
  prices:
    description: what a trim costs
    triggers: [how much, prices]
    done: "Privet from £60, laurel from £80, conifers from £120."
"""


def test_a_price_question_naming_the_asked_value_beside_its_trigger(tmp_path: Path) -> None:
    """Kind: a short question of a flow that only informs ("how much") naming the asked
    slot's value in its own clause, beside the trigger rather than inside it ("how much
    would a conifer be?" to "Privet, laurel or conifer?"), read as the answer: the price
    was never said (the septic tank's "how much for a cesspit?")."""
    chat, _ = _shop(tmp_path, HEDGES, "book_trim")
    chat.say("can you trim my hedge", asked="hedge")
    chat.say("how much would a conifer be?", bot_contains="£120", stack=["book_trim"])
    assert chat.slots == {}


SOFAS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  clean_sofa:
    description: a sofa clean at home
    triggers: [sofa clean, clean my sofa, clean the settee]
    slots:
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
      - {name: name, type: text, kind: name, label: name, prompt: "And your name?"}
      - {name: phone, type: phone, label: phone, prompt: "A phone number?"}
    confirm: "A sofa clean on {day} for {name}. OK?"
    action: clean_sofa
    done: "Booked."
"""


def test_a_pattern_said_with_its_apostrophe_left_out(tmp_path: Path) -> None:
    """Kind: a pattern's word with an apostrophe typed without it ("my names sam obi" for
    "my name's {value}"), beside another answer: unread, the name asked again. An apostrophe
    of a pattern is optional (the dog trainer's "the 29th, names tom price")."""
    chat, _ = _shop(tmp_path, SOFAS, "clean_sofa")
    chat.say("clean my sofa please", asked="day")
    chat.say("friday, my names sam obi", asked="phone")
    assert chat.slots["name"] == "sam obi"
