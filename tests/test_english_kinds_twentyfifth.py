"""The kinds of mistake the twenty-fifth session's phone-case printer and picture framer
found (tests/domains/phonecase, tests/domains/framer, run in
tests/test_written_domains_twentyfifth_en.py), each tested here in other words and another
domain, written inline in English. The clock is a Thursday (2027-04-15, 10:00)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2027-04-15T10:00:00")

#: the conversation and the count of each action run
Shop = tuple[Conversation, Counter[str]]


def _shop(folder: Path, text: str, *actions: str) -> Shop:
    (folder / "shop.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(folder, clock=CLOCK)
    return Conversation(bot, "s", "u1"), stand_in_actions(bot, {a: {} for a in actions})


GYM = """
settings: {language: en, currency: GBP, region: GB}
flows:
  freeze:
    description: freezing a gym membership for a while
    triggers: [freeze my membership, pause my membership]
    entity: membership
    slots:
      - {name: months, type: integer, counts: month, min: 1, max: 3, label: months, prompt: "For how many months?"}
    confirm: "Freeze it for {months} months?"
    action: freeze
    done: "Frozen."
  end_membership:
    description: ending a gym membership
    triggers: [cancel my membership, end my membership]
    destructive: true
    slots:
      - {name: member, type: text, pattern: "^GM\\\\d{4}$", label: membership number, prompt: "Your membership number?"}
    action: end_membership
    done: "Your membership {member} is ended."
    cancelled: "No problem, your membership carries on."
"""


def test_a_no_that_owns_the_mistake_keeps_the_thing(tmp_path: Path) -> None:
    """Kind: a no at a destructive flow's confirmation with the user owning the mistake
    ("nope, my mistake sorry"): its word "mistake" was read as a detail said wrong, so the
    bot asked what to change instead of keeping the thing (the phone-case printer's "no
    dont, my mistake"). The lexicon's `own_mistake` holds such apologies."""
    chat, runs = _shop(tmp_path, GYM, "end_membership", "freeze")
    chat.say("end my membership GM4821", flow="end_membership", phase="confirming")
    chat.say("nope, our mistake sorry", flow=None, bot_contains="carries on")
    assert runs["end_membership"] == 0
    chat.say("end my membership GM4821", flow="end_membership", phase="confirming")
    chat.say("no thats a mistake, the number is wrong", flow="end_membership")


BIKES = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_service:
    description: booking a bike in for a service
    triggers: [book a service, service my bike]
    slots:
      - {name: level, type: enum, values: [basic, full], label: service, prompt: "Basic or full service?"}
      - {name: courtesy, type: boolean, label: courtesy bike, prompt: "Do you need a courtesy bike?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day will you drop it off?"}
    confirm: "A {level} service on {day} (courtesy bike: {courtesy}). OK?"
    action: book_service
    done: "Booked in."
"""


def test_a_value_said_back_with_words_agreeing_to_it_is_a_yes(tmp_path: Path) -> None:
    """Kind: at a confirmation, a yes with the held value said back and words agreeing to it
    ("yep thursday works for me", "ok thursday is fine"): the agreeing words made the
    go-ahead more than the value, so no yes was read, and the yes went to the flow's one
    yes-or-no slot as a change (the picture framer's "yep monday it is, see you then").
    The lexicon's `value_agreed` holds the agreeing words; a value the task does not hold,
    so agreed to, is still a change."""
    for said in ("yep thursday works for me", "ok thursday is fine thanks"):
        chat, runs = _shop(tmp_path, BIKES, "book_service")
        chat.say("book a service", flow="book_service", asked="level")
        chat.say("full", asked="courtesy")
        chat.say("no", asked="day")
        chat.say("thursday", phase="confirming")
        assert chat.slots["day"] == "2027-04-22"
        chat.say(said, flow=None)
        assert runs["book_service"] == 1, said
    chat, runs = _shop(tmp_path, BIKES, "book_service")
    chat.say("book a service", flow="book_service", asked="level")
    chat.say("full", asked="courtesy")
    chat.say("no", asked="day")
    chat.say("thursday", phase="confirming")
    chat.say("yes friday works", flow="book_service", phase="confirming")
    assert chat.slots["day"] == "2027-04-23"
    assert chat.slots["courtesy"] is False
    assert runs["book_service"] == 0


def test_a_yes_with_a_value_not_held_and_a_farewell_is_a_change(tmp_path: Path) -> None:
    """Kind (left by the twenty-fourth session): a yes with a value the task does not hold
    and a farewell closing it ("yeah friday see ya then" with Thursday held) was read as a
    goodbye, the task kept on hold and nothing changed; said bare ("yes friday") it is the
    change, and the farewell after it changes nothing of that."""
    chat, runs = _shop(tmp_path, BIKES, "book_service")
    chat.say("book a service", flow="book_service", asked="level")
    chat.say("basic", asked="courtesy")
    chat.say("yes", asked="day")
    chat.say("thursday", phase="confirming")
    chat.say("yeah friday see ya then", flow="book_service", phase="confirming")
    assert chat.slots["day"] == "2027-04-23"
    assert chat.slots["courtesy"] is True
    chat.say("yes", flow=None)
    assert runs["book_service"] == 1


CAFE = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_table:
    description: booking a table at the cafe
    triggers: [book a table, table for]
    slots:
      - {name: people, type: integer, kind: people, prompt: "For how many?"}
      - {name: guest, type: text, kind: name, label: name, prompt: "What name shall I put it under?"}
    confirm: "A table for {people} under {guest}?"
    action: book_table
    done: "Booked."
  parking:
    description: where to park
    triggers: [parking, where can i park]
    done: "There's a free car park behind the cafe."
"""


def test_a_name_that_loosely_says_a_trigger_word_is_the_name(tmp_path: Path) -> None:
    """Kind: a person's name asked for, answered with a surname one letter from a word of
    another flow's trigger ("jack parkin" beside the trigger "parking"): the loose match of
    that word switched to the other flow, and the name was lost (the phone-case printer's
    "tom price" beside "prices"). A few words with no digit, asking and requesting nothing,
    answer the name; the trigger said itself, or asked, still switches."""
    chat, _ = _shop(tmp_path, CAFE, "book_table")
    chat.say("book a table", flow="book_table", asked="people")
    chat.say("2", asked="guest")
    chat.say("jack parkin", phase="confirming")
    assert chat.slots["guest"] == "jack parkin"
    chat, _ = _shop(tmp_path, CAFE, "book_table")
    chat.say("book a table", flow="book_table", asked="people")
    chat.say("2", asked="guest")
    chat.say("parkin?", bot_contains="car park", stack=["book_table"])


WINE = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_wine:
    description: a case of wine for a party
    triggers: [order wine, order some wine]
    slots:
      - {name: bottles, type: integer, counts: bottle, min: 1, max: 60, label: bottles, prompt: "How many bottles?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "{bottles} bottles on {day}. OK?"
    action: order_wine
    done: "Ordered."
"""


def test_a_count_shared_out_per_head_is_no_answer_to_how_many(tmp_path: Path) -> None:
    """Kind: to a count's question, the count beside what each one gets ("we'll take 10,
    so 2 per head"): the two numbers were weighed alike and the bot asked "10 or 2?" (the
    phone-case printer's "three please, one each for the kids"). A count followed by a word
    sharing it out (the lexicon's `each_words`) is no answer to how many."""
    chat, _ = _shop(tmp_path, WINE, "order_wine")
    chat.say("order some wine", flow="order_wine", asked="bottles")
    chat.say("we'll take 10, so 2 per head", asked="day")
    assert chat.slots["bottles"] == 10


ENGRAVER = """
settings: {language: en, currency: GBP, region: GB}
flows:
  engrave:
    description: engraving a message on a gift
    triggers: [engrave a gift, get something engraved]
    slots:
      - {name: wording, type: text, label: wording, prompt: "What should the engraving say?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "When do you need it?"}
    confirm: "'{wording}' by {day}. OK?"
    action: engrave
    done: "Booked in."
"""


def test_a_deferral_to_another_time_lets_the_task_go(tmp_path: Path) -> None:
    """Kind: a free-text question answered with a promise to do it another time ("hmm not
    sure yet, maybe another time"): taken as the text, where a promise to call back lets
    the task go (the phone-case printer's "actually leave it, ill sort it another time").
    The lexicon's `cancel` holds the deferrals."""
    chat, runs = _shop(tmp_path, ENGRAVER, "engrave")
    chat.say("get something engraved", flow="engrave", asked="wording")
    chat.say("hmm not sure yet, maybe another time", flow=None)
    assert runs["engrave"] == 0
