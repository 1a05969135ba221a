"""The kinds of mistake the tenth session's tutoring agency and skip hire yard found
(tests/domains/tutoring and skiphire, run in tests/test_written_domains_tenth.py), each
tested here in other words and another domain: an allotment society's office (English),
written inline. The clock is a Thursday (2026-12-03, 10:00)."""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import stood_in

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-03T10:00:00")

ALLOTMENTS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  rent_plot:
    description: renting an allotment plot
    triggers: [rent a plot, rent an allotment, want a plot, allotment plot]
    slots:
      - {name: holder, type: text, label: plot holder, patterns: ["in the name of {value}", "name is {value}"],
         prompt: "Whose name should the plot be in?"}
      - {name: size, type: enum, label: plot size, values: [full plot, half plot, raised bed],
         synonyms: {half plot: [half, half size], raised bed: [raised, accessible bed]},
         prompt: "A full plot, a half plot or a raised bed?"}
      - {name: start, type: date, min: today, max: +60d, label: start, prompt: "From when?"}
      - {name: phone, type: phone, label: phone, prompt: "A phone number?"}
    confirm: "A {size} for {holder} from {start}?"
    action: rent_plot
    done: "Done."
  missing_seeds:
    description: a seed order that went missing
    triggers: [missing seeds, seed order missing, chase my seeds]
    slots:
      - {name: order, type: text, pattern: "^SD-\\\\d{3}$", label: order, prompt: "Which order, SD-123?"}
    action: chase_seeds
    done: "We'll chase it."
  water:
    description: when the water is on
    triggers: [water hours, when is the water on]
    done: "The taps are on 7am to 8pm, April to October."
"""


@pytest.fixture
def office(tmp_path: Path) -> Conversation:
    return stood_in(
        tmp_path / "allotments.yaml", ALLOTMENTS, CLOCK, {"rent_plot": {}, "chase_seeds": {}}
    )[0]


# -- a free-text value taken by its pattern ends at the comma before another slot's value ---


@pytest.mark.parametrize(
    ("said", "holder", "size"),
    [
        ("rent a plot in the name of jo baker, half plot", "jo baker", "half plot"),
        ("want a plot, name is sam lee, raised, from monday", "sam lee", "raised bed"),
        (
            "allotment plot in the name of priya shah, the half size one pls",
            "priya shah",
            "half plot",
        ),
    ],
)
def test_a_pattern_text_ends_before_another_value(
    office: Conversation, said: str, holder: str, size: str
) -> None:
    office.say(said, flow="rent_plot", slots={"holder": holder, "size": size})


def test_a_part_after_the_comma_that_no_slot_reads_still_goes_on(office: Conversation) -> None:
    """Only another slot's value ends it: a part nothing else reads stays in the text."""
    office.say("rent a plot in the name of baker, jo", slots={"holder": "baker, jo"})


# -- "never" said of what happened states no avoid -------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "the seeds i ordered never arrived",
        "i never got my seed order",
        "the plumber never showed up",
    ],
)
def test_never_of_what_happened_is_no_avoid(office: Conversation, said: str) -> None:
    reply = office.say(said)
    assert not reply.state.beliefs, reply.state.beliefs
    assert "Noted" not in reply.text


def test_never_with_a_verb_in_the_present_is_still_an_avoid(office: Conversation) -> None:
    reply = office.say("i never use pesticides")
    assert reply.state.beliefs


# -- a yes to "did you mean …?" that goes on with a joiner: the values after it are kept ----


@pytest.mark.parametrize(
    ("said", "slots"),
    [
        ("yes and from monday", {"size": "raised bed", "start": "2026-12-07"}),
        ("yep and my number is 07700 900555", {"size": "raised bed", "phone": "+447700900555"}),
    ],
)
def test_a_yes_to_did_you_mean_then_a_joiner_keeps_both(
    office: Conversation, said: str, slots: dict[str, str]
) -> None:
    office.say("want a plot, name is jo baker", asked="size")
    office.say("raisid", asked="size", bot_contains="raised bed")
    office.say(said, slots=slots)


# -- a yes and a free-text answer to "Shall we get back to …?" answer the held question ---


@pytest.mark.parametrize(
    ("said", "holder"),
    [
        ("sure, jo baker", "jo baker"),
        ("yep, in the name of sam lee", "sam lee"),
        ("ok, thanks", None),
    ],
)
def test_a_yes_then_a_free_text_answer_takes_the_held_task_up(
    office: Conversation, said: str, holder: str | None
) -> None:
    office.say("i want a plot", flow="rent_plot", asked="holder")
    office.say("when is the water on?", bot_contains="7am to 8pm", stack=["rent_plot"])
    office.say(said, flow="rent_plot", slots={"holder": holder})


# -- a lead word typed without its apostrophe is no part of the answer ----------------------


@pytest.mark.parametrize(
    ("said", "holder"), [("its jo baker", "jo baker"), ("im sam lee", "sam lee")]
)
def test_a_lead_word_without_its_apostrophe(office: Conversation, said: str, holder: str) -> None:
    office.say("i want a plot", asked="holder")
    office.say(said, slots={"holder": holder}, asked="size")
