"""The kinds of mistake the thirty-second session's dental practice and nail salon found
(tests/domains/dentist, tests/domains/nails, run in
tests/test_written_domains_thirtysecond_en.py), each tested here in other words and on
another domain that exists already (tests/domains/hearing, …), loaded as
``dialogflows test`` loads it, with its own stand-in actions."""

from __future__ import annotations

from pathlib import Path

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock

DOMAINS = Path(__file__).parent / "domains"


def _chat(domain: str, now: str) -> Conversation:
    """A new session on the existing test domain ``domain`` at ``now``."""
    bot = Dispatcher.from_path(DOMAINS / domain, clock=FixedClock(now))
    return Conversation(bot, "s", "u1")


def _repair_asked_posting() -> Conversation:
    chat = _chat("hearing", "2027-04-08T11:00:00")
    chat.say("hearing aid repair", flow="repair_aid", asked="side")
    chat.say("right one", asked="fault")
    chat.say("it crackles", asked="bought")
    chat.say("last month", asked="posting")
    return chat


def test_the_other_side_of_a_choice_agreed_to_is_that_side() -> None:
    """Kind CHOICE_SIDE_TAKEN_AS_A_YES_BY_AN_AGREEMENT: to a question offering two sides
    ("Will you post it to us, or drop it in at the clinic?"), the side that is the no said
    with words agreeing to it ("… would be fine") was read as the thing asked about said
    back then a yes: posting true. The side named is the answer; the agreement only takes
    it (dentist: "private is fine" to "… an NHS patient, rather than private?")."""
    chat = _repair_asked_posting()
    chat.say("drop it in would be fine", slots={"posting": False}, phase="confirming")


def test_the_side_of_the_yes_agreed_to_is_still_a_yes() -> None:
    """The yes side said with the same agreement stays a yes."""
    chat = _repair_asked_posting()
    chat.say("posting it is fine", slots={"posting": True}, phase="confirming")


def test_a_name_given_by_its_phrase_ends_at_its_comma() -> None:
    """Kind NAME_RUNS_ON_PAST_ITS_COMMA: a name said by a name phrase in a request ("my
    name is …") was taken on over the comma-parted clauses after it, as an address's parts
    are, when they held no other slot's value: the name kept the clause that told
    something (dentist: "my name is tom brady, private please")."""
    chat = _chat("hearing", "2027-04-08T11:00:00")
    chat.say(
        "can i book a hearing test, my name is ruth okafor, the telly is always too loud",
        flow="book_test",
        slots={"name": "ruth okafor"},
        asked="age",
    )


def test_a_hedged_bare_hour_after_a_clause_of_its_own() -> None:
    """Kind BARE_HOUR_AFTER_A_CLAUSE_OF_ITS_OWN: a bare hour with a hedge ("say 2", "like
    6") answered what time only as the whole message (a part of the day at most before
    it); said as the last clause after one telling when in words ("after lunch, …") it was
    no time, and the time was asked again (nails: "after work, like 6")."""
    chat = _chat("hearing", "2027-04-08T11:00:00")
    chat.say("hearing test pls", flow="book_test", asked="name")
    chat.say("tom reid", asked="age")
    chat.say("58", asked="reason")
    chat.say("routine", asked="day")
    chat.say("tuesday", asked="time")
    chat.say("after lunch, say 2", slots={"time": "14:00"}, asked="phone")


def _lanes_asked_players() -> Conversation:
    chat = _chat("bowling", "2027-06-11T16:20:00")
    chat.say("hiya can i book a lane", flow="book_lanes", asked="day")
    chat.say("tmrw", asked="start")
    chat.say("2pm", asked="players")
    return chat


def test_one_as_the_subject_of_a_later_clause_counts_nobody() -> None:
    """Kind ONE_AS_THE_SUBJECT_OF_A_CLAUSE: a count answered, then a clause opening with
    "one" and a modal ("…, one could just watch") asked "Did you mean 6 or 1?": the "one"
    is someone of the party, no count (nails: "ok 4 then, one can wait")."""
    chat = _lanes_asked_players()
    chat.say("6 i think, one could just watch", slots={"players": 6}, asked="lanes")


def test_one_of_us_as_a_subject_counts_nobody() -> None:
    """The same with the group said ("one of them"), which counted the party as one."""
    chat = _lanes_asked_players()
    chat.say("5, one of them might come later", slots={"players": 5}, asked="lanes")


def test_one_said_as_enough_stays_a_count() -> None:
    """ "one will do" still counts one: the verb after the modal says the count is enough
    (the values lexicon's ``one_subject_counts``)."""
    chat = _lanes_asked_players()
    chat.say("8", asked="lanes")
    chat.say("one will do", slots={"lanes": 1}, asked="games")
