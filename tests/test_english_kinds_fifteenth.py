"""The kinds of mistake the fifteenth session's vet practice and car valeting firm found
(tests/domains/vets and valeting, run in tests/test_written_domains_fifteenth_en.py), each
tested here in other words and another domain: a plumber's call-out line (English), written
inline, with a visit day to come and the day a leak started gone by. The clock is a
Thursday (2026-12-03, 10:00): "friday" is 4 December, "monday" 7 to come and 30 November
gone by, "tuesday" 8 to come and 1 December gone by, "wednesday" 9 to come."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-03T10:00:00")

#: the conversation and the count of each action run
Desk = tuple[Conversation, Counter[str]]

PLUMBER = """
settings: {language: en, currency: GBP, region: GB}
flows:
  call_out:
    description: a plumber's call-out
    triggers: [book a plumber, need a plumber, plumber call out, send a plumber]
    slots:
      - {name: fault, type: text, takes_rest: true, label: the fault, prompt: "What's the fault?"}
      - {name: began, type: date, max: today, min: -90d, label: when it began, prompt: "When did it begin?"}
      - {name: visit, type: date, min: tomorrow, max: +21d, label: visit day, prompt: "Which day should we come?"}
      - {name: phone, type: phone, label: phone number, prompt: "Your number?"}
    confirm: "A plumber on {visit} for {fault} (since {began}), we'll ring {phone}. Book?"
    action: book_call_out
    done: "Booked."
  invoice:
    description: a copy of an invoice
    triggers: [copy of my invoice, invoice copy]
    slots:
      - {name: posted, type: boolean, label: invoice posted,
         prompt: "Shall we post the invoice to you, or will you collect the invoice from us?"}
    action: send_invoice
    done: "Done."
  quote:
    description: a quote for a bathroom refit
    triggers: [bathroom quote, quote for a bathroom]
    slots:
      - {name: contact, type: text, label: contact, prompt: "Who should the surveyor ask for?"}
      - {name: phone, type: phone, label: phone number, prompt: "Your number?"}
    confirm: "A surveyor will ring {phone} and ask for {contact}. OK?"
    action: book_quote
    done: "Done."
"""


@pytest.fixture
def desk(tmp_path: Path) -> Desk:
    (tmp_path / "plumber.yaml").write_text(PLUMBER, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path, clock=CLOCK)
    ran = stand_in_actions(bot, {"book_call_out": {}, "send_invoice": {}, "book_quote": {}})
    return Conversation(bot, "s", "u1"), ran


# -- a date two date slots take, told apart by its clause's tense ---------------------------


@pytest.mark.parametrize(
    ("said", "slots"),
    [
        ("need a plumber on wednesday", {"visit": "2026-12-09", "began": None}),
        ("send a plumber, the tap went monday", {"began": "2026-11-30", "visit": None}),
        (
            "book a plumber for tuesday, its dripped ever since monday",
            {"visit": "2026-12-08", "began": "2026-11-30"},
        ),
    ],
)
def test_a_date_two_date_slots_take_goes_by_its_clauses_tense(
    desk: Desk, said: str, slots: dict[str, str | None]
) -> None:
    c, _ = desk
    c.say(said, flow="call_out", slots=slots)


def test_a_date_in_a_clause_with_no_tense_and_no_request_stays_unread(desk: Desk) -> None:
    c, _ = desk
    c.say("need a plumber", asked="fault")
    c.say("the boiler pipe, tuesday", flow="call_out", slots={"visit": None, "began": None})


# -- a free-text answer that is a statement keeps its subject --------------------------------


@pytest.mark.parametrize(
    "said",
    ["its been dripping all night", "theyre not draining at all", "shes leaking under the sink"],
)
def test_a_statement_answered_to_a_free_text_question_keeps_its_subject(
    desk: Desk, said: str
) -> None:
    c, _ = desk
    c.say("need a plumber", asked="fault")
    c.say(said, slots={"fault": said}, asked="began")


# -- a run of thanks and praise said to a free-text question is no value ---------------------


@pytest.mark.parametrize(
    "said", ["oh thanks so much, youre a star", "aww cheers, you've been so helpful"]
)
def test_thanks_and_praise_to_a_free_text_question_are_no_value(desk: Desk, said: str) -> None:
    c, _ = desk
    c.say("need a plumber", asked="fault")
    c.say(said, asked="fault", slots={"fault": None})


def test_thanks_before_a_statement_keeps_the_statement(desk: Desk) -> None:
    c, _ = desk
    c.say("need a plumber", asked="fault")
    c.say("thanks, the pipe under the bath burst", asked="began")


# -- a yes-or-no choice named by its side, the label in another form, a word said on both ---


@pytest.mark.parametrize(
    ("said", "value"), [("ill collect the invoice", False), ("post the invoice please", True)]
)
def test_a_choice_is_named_by_its_own_words(desk: Desk, said: str, value: bool) -> None:
    c, _ = desk
    c.say("invoice copy", flow="invoice", asked="posted")
    last = c.say(said, flow=None).state.last_task
    assert last is not None and last.slots["posted"].value is value


# -- a part fixed with lead words before the new part ---------------------------------------


@pytest.mark.parametrize(
    ("held", "said", "value"),
    [("pria", "sorry its priya not pria", "priya"), ("joe", "oops her name is jo not joe", "jo")],
)
def test_the_words_leading_a_fixed_part_are_no_part_of_it(
    desk: Desk, held: str, said: str, value: str
) -> None:
    c, _ = desk
    c.say("bathroom quote", asked="contact")
    c.say(held, asked="phone")
    c.say("07700 900555", phase="confirming")
    c.say(said, phase="confirming", slots={"contact": value})
