"""The way back of a one-way flight is another flight, queued; its date is not this one's.

Played: with a flight from Rome to Paris on 24 December being booked, "I want to come back
on the 28th" moved it to the 28th ("OK, depart date changed to Monday 28 December."), and "a flight
from Rome to Paris on Dec 24, returning Dec 28" kept neither date. A way back queued
without a date took the way out's day when its turn came. (The refusals and the question
are guards that passed before.) A way back said as "the 30th" or "friday" was read from
the day of booking: the flight back was booked on 30 November, before the way out.
"""

from __future__ import annotations

import pytest

from dialogflows.testing import Conversation

OUT = "book a flight from Rome to Paris for Dec 24"
QUEUED = "I'll help with booking a flight (Paris, Rome) after that."
SEAT = "Economy, business or first class?"


@pytest.mark.parametrize(
    "said",
    ["I want to come back on the 28th", "and a return flight on the 28th please", "我28号回来"],
)
def test_a_date_to_come_back_queues_the_way_back(travel: Conversation, said: str) -> None:
    travel.say(OUT, asked="seat_class")
    r = travel.say(said, bot=[QUEUED, SEAT], slots={"depart_date": "2026-12-24"})
    assert [(q.flow, q.filled()) for q in r.state.queued] == [
        (
            "book_flight",
            {
                "departure_city": "Paris",
                "arrival_city": "Rome",
                "depart_date": "2026-12-28",
                "passengers": 1,
            },
        )
    ]
    travel.say("economy", phase="confirming")
    travel.say(
        "yes",
        bot_contains=[
            "Now for booking a flight (Paris, Rome).",
            "Book economy class from Paris to Rome on Monday 28 December for 1 passenger?",
        ],
    )
    travel.say("yes", phase="chitchat", bot_matches=r"^Booked!")


@pytest.mark.parametrize(
    ("said", "back", "said_back"),
    [
        # read from today: 30 November
        ("I want to come back on the 30th", "2026-12-30", "Wednesday 30 December"),
        # the coming Friday is 4 December
        ("coming back on friday", "2026-12-25", "Friday 25 December"),
        ("我2号回来", "2027-01-02", "Saturday 2 January"),
        # after the way out: a guard
        ("I'll come back on the 26th", "2026-12-26", "Saturday 26 December"),
    ],
)
def test_the_way_back_counts_from_the_way_out(
    travel: Conversation, said: str, back: str, said_back: str
) -> None:
    """Said on Sunday 29 November, for a way out on Thursday 24 December."""
    travel.say(OUT, asked="seat_class")
    r = travel.say(said, bot=[QUEUED, SEAT], slots={"depart_date": "2026-12-24"})
    assert [q.filled().get("depart_date") for q in r.state.queued] == [back]
    travel.say("economy", phase="confirming")
    travel.say("yes", bot_contains=f"Book economy class from Paris to Rome on {said_back} for 1")


def test_a_way_back_said_from_today_is_kept_as_said(travel: Conversation) -> None:
    """ "tomorrow" names a day from today, whatever the trip: the way back is not moved to
    the day after the way out. A guard (passed before)."""
    travel.say(OUT, asked="seat_class")
    r = travel.say("coming back tomorrow", bot=[QUEUED, SEAT])
    assert [q.filled().get("depart_date") for q in r.state.queued] == ["2026-11-30"]


def test_both_dates_in_the_request(travel: Conversation) -> None:
    travel.say(
        "book a flight from Rome to Paris on Dec 24, returning Dec 28",
        bot=[QUEUED, SEAT],
        slots={"depart_date": "2026-12-24"},
    )
    travel.say("economy", phase="confirming")
    travel.say(
        "yes",
        bot_contains="Book economy class from Paris to Rome on Monday 28 December for 1 passenger?",
    )


def test_a_way_back_without_a_date_asks_for_its_day(travel: Conversation) -> None:
    travel.say(OUT, asked="seat_class")
    travel.say("economy, and I'll need a return flight too", phase="confirming")
    travel.say(
        "yes",
        bot_contains="What day do you want to leave?",
        slots={"departure_city": "Paris", "arrival_city": "Rome", "depart_date": None},
    )


@pytest.mark.parametrize(
    "said", ["I won't come back", "I don't need to come back", "no return flight"]
)
def test_no_way_back_asked_for(travel: Conversation, said: str) -> None:
    travel.say(OUT, asked="seat_class")
    r = travel.say(said, slots={"depart_date": "2026-12-24"})
    assert r.state.queued == []


def test_a_question_about_coming_back_queues_nothing(travel: Conversation) -> None:
    """A guard (passed before)."""
    travel.say(OUT, asked="seat_class")
    r = travel.say("when do I come back?", slots={"depart_date": "2026-12-24"})
    assert r.state.queued == []
