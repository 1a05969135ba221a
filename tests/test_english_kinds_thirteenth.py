"""The kinds of mistake the thirteenth session's balloon company and sports hall found
(tests/domains/balloon and sportshall, run in tests/test_written_domains_thirteenth_en.py),
and three left by the twelfth, each tested here in other words and another domain: a
snooker club's desk (English), written inline. The clock is a Thursday (2026-12-03,
10:00): "friday" is 4 December, "saturday" 5."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-03T10:00:00")

#: the conversation and the count of each action run
Desk = tuple[Conversation, Counter[str]]

SNOOKER = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_table:
    description: booking a snooker table
    triggers: [book a table, book a snooker table, reserve a table, table booking]
    entity: table
    slots:
      - {name: day, type: date, min: today, max: +30d, label: day, prompt: "Which day?"}
      - {name: start, type: time, min: "10:00", max: "23:00", label: start time, prompt: "What time?"}
      - {name: players, type: integer, kind: people, min: 1, max: 8, label: players, prompt: "How many players?"}
      - {name: full_size, type: boolean, label: full-size table,
         prompt: "A full-size table rather than pool?"}
      - {name: pool_kind, type: enum, when: {full_size: false}, label: pool table, values: [english pool, american pool],
         synonyms: {english pool: [pool, pool table, english, 8 ball], american pool: [american, 9 ball]},
         prompt: "English or American pool?"}
      - {name: cues, type: boolean, label: cue hire, prompt: "Do you want to borrow club cues?"}
      - {name: member, type: boolean, label: member, prompt: "Are you a member?"}
      - {name: card, type: text, when: {member: true}, pattern: "^SC-\\\\d{4}$", label: member card,
         prompt: "Your member card number? It looks like SC-1234."}
      - {name: lead, type: text, label: name, prompt: "What name is it under?"}
    confirm: "A table on {day} at {start} for {players}, under {lead}. Book it?"
    action: book_table
    results: [{name: table_ref, entity: table}]
    done: "Booked, {table_ref}."
    summary: "a table on {day} at {start} ({table_ref})"
  league_night:
    description: entering a team in league night
    triggers: [enter the league, league night, join the league]
    slots:
      - {name: own_cue, type: boolean, label: own cue, prompt: "Will you bring your own cue?"}
    action: enter_league
    done: "You're in."
  refund:
    description: a refund for a session that was cut short
    triggers: [refund, i want a refund, money back]
    slots:
      - {name: way, type: enum, label: refund, values: [card, bar credit],
         synonyms: {card: [the card i used, my card, card i paid with], bar credit: [credit, bar tab, my tab, a tab]},
         prompt: "Back on your card, or as bar credit?"}
    action: refund
    done: "Refunded."
  top_up_wallet:
    description: topping up a prepaid wallet
    triggers: [top up my wallet, top up]
    slots:
      - {name: amount, type: money, min: 5, max: 200, currency: GBP, label: amount, prompt: "How much?"}
    action: top_up
    done: "Topped up."
  what_we_serve:
    description: the food and drinks at the bar
    triggers: [food, drinks, do you serve food, bar menu]
    done: "Toasties, chips and a full bar until 11."
  tab_rules:
    description: how bar tabs work
    triggers: [open a tab, how do tabs work]
    done: "Tabs are settled before you leave the club."
  running_late:
    description: what happens when players are late
    triggers: [running late, turn up late, arrive late]
    done: "We hold a table for 15 minutes, then it goes back on the board."
"""


@pytest.fixture
def desk(tmp_path: Path) -> Desk:
    (tmp_path / "snooker.yaml").write_text(SNOOKER, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path, clock=CLOCK)
    ran = stand_in_actions(
        bot,
        {
            "book_table": {"table_ref": "ST-77"},
            "enter_league": {},
            "refund": {},
            "top_up": {},
        },
    )
    return Conversation(bot, "s", "u1"), ran


def _at_the_cues(c: Conversation) -> None:
    c.say("book a table for saturday at 7pm", asked="players")
    c.say("4", asked="full_size")
    c.say("yes", asked="cues")


def _confirming(c: Conversation) -> None:
    _at_the_cues(c)
    c.say("no", asked="member")
    c.say("no", asked="lead")
    c.say("mo", phase="confirming")


# -- people named by a pronoun or by a word for a child that no list held -------------------


@pytest.mark.parametrize(
    ("said", "players"),
    [
        ("book a table for me and her on saturday", 2),
        ("book a table saturday for him and me", 2),
        ("book a table saturday, me my husband and our 3 girls", 5),
        ("book a table saturday for me and my lad", 2),
        ("book a table saturday for me and her 2 kids", 3),
    ],
)
def test_people_said_by_a_pronoun_or_a_child_word_are_counted(
    desk: Desk, said: str, players: int
) -> None:
    c, _ = desk
    c.say(said, flow="book_table", slots={"players": players})


# -- a question word in a flow's name names no flow -----------------------------------------


def test_a_question_word_of_a_flows_name_asks_for_no_flow(desk: Desk) -> None:
    c, _ = desk
    _confirming(c)
    c.say("yes", flow=None, bot_contains="ST-77")
    c.say("what have i booked again", flow=None, bot_contains="ST-77")


# -- a supposed clause naming what a telling flow tells is the question ---------------------


def test_a_what_if_question_about_what_a_flow_tells_is_asked_mid_task(desk: Desk) -> None:
    c, _ = desk
    c.say("book a table for saturday", asked="start")
    c.say("what happens if we turn up late?", bot_contains="15 minutes", stack=["book_table"])


def test_a_supposed_clause_still_starts_no_flow_that_acts(desk: Desk) -> None:
    c, ran = desk
    c.say("book a table for saturday", asked="start")
    c.say("if i top up my wallet later will it cover this?", flow="book_table", asked="start")
    assert not ran["top_up"]


# -- "back to" a listed value answers the slot asked -----------------------------------------


def test_back_to_a_listed_value_is_the_answer(desk: Desk) -> None:
    c, _ = desk
    c.say("i want a refund", flow="refund", asked="way")
    c.say("back to my tab please", flow=None, bot_contains="Refunded")


def test_back_to_a_held_flow_still_resumes(desk: Desk) -> None:
    c, _ = desk
    c.say("book a table for saturday", asked="start")
    c.say("i want a refund", flow="refund", stack=["book_table"])
    c.say("bar credit", flow=None)
    c.say("back to the table booking", flow="book_table", asked="start")


# -- "half 7": half past the hour -------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "start"),
    [("half 7", "19:30"), ("half 11 in the morning", "11:30"), ("half ten at night", "22:30")],
)
def test_a_half_said_before_the_hour_is_half_past(desk: Desk, said: str, start: str) -> None:
    c, _ = desk
    c.say("book a table for saturday", asked="start")
    c.say(said, slots={"start": start}, asked="players")


def test_half_an_hour_is_no_clock_time(desk: Desk) -> None:
    c, _ = desk
    c.say("book a table for saturday", asked="start")
    c.say("half 2 hours", slots={"start": None})


# -- a yes run into what follows without a comma ---------------------------------------------


def test_a_yes_without_a_comma_then_the_code_fills_the_opened_slot(desk: Desk) -> None:
    c, _ = desk
    _at_the_cues(c)
    c.say("no", asked="member")  # no cues
    c.say("yep its SC-4412", slots={"member": True, "card": "SC-4412"}, asked="lead")


def test_a_yes_with_please_is_still_the_answer_alone(desk: Desk) -> None:
    c, _ = desk
    c.say("book a table for saturday at 7pm", asked="players")
    c.say("4", asked="full_size")
    c.say("yes please", slots={"full_size": True}, asked="cues")


# -- "don't worry" said alone lets the task go ------------------------------------------------


def test_dont_worry_at_the_confirmation_lets_the_task_go(desk: Desk) -> None:
    c, ran = desk
    _confirming(c)
    c.say("oh dont worry then, well just turn up", flow=None)
    assert not ran["book_table"]


def test_dont_worry_about_a_thing_still_is_no_cancel_of_a_value(desk: Desk) -> None:
    c, _ = desk
    c.say("book a table for saturday", asked="start")
    c.say("7pm, dont worry if its a small table", slots={"start": "19:00"}, flow="book_table")


# -- having one's own of the thing: no to borrowing it, yes to bringing it -------------------


def test_own_cues_answer_no_to_borrowing_them(desk: Desk) -> None:
    c, _ = desk
    c.say("book a table for saturday at 7pm", asked="players")
    c.say("4", asked="full_size")
    c.say("yes", asked="cues")
    c.say("we all have our own", slots={"cues": False}, asked="member")


def test_own_cues_said_with_the_request_are_no_cue_hire(desk: Desk) -> None:
    c, _ = desk
    c.say("book a table saturday 7pm for 2, weve got our own cues", slots={"cues": False})


def test_own_cue_answers_yes_to_bringing_one(desk: Desk) -> None:
    c, _ = desk
    c.say("enter the league", flow="league_night", asked="own_cue")
    c.say("i have my own", flow=None, bot_contains="You're in")


# -- a negation of a want in a clause before a flow's name word refuses it, unless asked -----


def test_a_negation_before_a_name_word_refuses_it_in_a_plain_clause(desk: Desk) -> None:
    c, ran = desk
    c.say("i dont want a locker here anymore, just close the wallet", flow=None)
    assert not ran["top_up"]


def test_a_negation_before_a_name_word_asked_politely_still_asks(desk: Desk) -> None:
    c, _ = desk
    c.say("never played here before, could i get a wallet?", flow="top_up_wallet")


# -- a choice answer that names a value of the slot it opens fills both ----------------------


def test_the_other_side_of_a_choice_fills_the_slot_it_opens(desk: Desk) -> None:
    c, _ = desk
    c.say("book a table for saturday at 7pm for 4", asked="full_size")
    c.say("pool", slots={"full_size": False, "pool_kind": "english pool"}, asked="cues")


# -- a statement about the speaker after a correction word is no new name -------------------


@pytest.mark.parametrize(
    "said", ["actually we'll just pay on the night", "actually im meeting a mate there"]
)
def test_a_statement_about_the_speaker_at_the_confirmation_keeps_the_name(
    desk: Desk, said: str
) -> None:
    c, ran = desk
    _confirming(c)
    c.say(said, slots={"lead": "mo"})
    assert not ran["book_table"]


def test_a_new_name_after_a_correction_word_still_changes_it(desk: Desk) -> None:
    c, _ = desk
    _confirming(c)
    c.say("actually its mo farah", slots={"lead": "mo farah"}, phase="confirming")
