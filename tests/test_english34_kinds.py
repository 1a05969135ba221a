"""Kinds of mistake found in the wave's thirty-fourth session by two English domains written
from docs/dsl.md before any of their cases ran (a glazier and a council observatory,
tests/test_written_domains_thirtyfourth_en.py); each tested here in other words on other
domains, and each test fails with its fix taken out, but the guards beside them (named
``..._guard``, which pass either way). The clock is a Wednesday (2026-12-09, 10:00).

1. **YES_AND_ITS_VERB_AS_TWO_CLAUSES_BEFORE_A_REASON**: "yes, cancel it, the landlords bloke
   already did the whole window" to "Cancel job GZ-5150?" kept the job: a yes, the
   undoing's verb and a reason were read as one long yes whose cancel word let the task go,
   where "yes cancel it, …" (the yes and its verb one clause) undid it. The yes and its
   verb may each be a clause of their own before the reason.
2. **OPEN_TRIGGER_ENDING_IN_A_POSSESSIVE**: "we left our kids hat behind" for the trigger "we
   left our" asked what was left: only "the", "my", "a", "an" and "any" were determiners
   (``slot_name_determiners``), so a trigger ending in "our" was not open and the thing said
   after it was no value. The other possessives (our, your, his, their) are determiners too.
3. **LABEL_FOLLOWED_BY_A_WORD_OF_NEEDING**: "…, step free access needed" among a request's
   values said nothing of the slot labelled "step-free access": a word saying the thing is
   needed after its label (``boolean_with_after``: "needed", "required") is a yes, and a
   label written with a hyphen is named typed with a space. Asked ("… needed?") it is none.
4. **BOOLEAN_LABEL_SAID_IN_ITS_VERB_FORMS**: "no boarding up", "board it up pls", "no
   boarding" for a slot labelled "board up" said nothing of it, and "board up please" to its
   own question was no yes (its short word "up" was no word of the label): a label led by a
   verb is said in the verb's -ing form, and a phrasal one with a pronoun between the verb
   and its particle (``phrasal_objects``) or by its verb's -ing form alone.
5. **ANSWER_COVERING_A_SHORTER_VALUE_AFTER_A_CORRECTION_WORD**: "sorry its 07700 900789" to
   "And a mobile number for the fitter?" changed the panes to 7700 (refused): after a
   correction word the filled count's reading of the phone's first group won, and the asked
   slot's answer counted only read over the very same words. The asked slot's reading that
   covers the other's is the answer.
6. **TRIGGER_AS_THE_SUBJECT_OF_THE_PROBLEM**: "the window you fitted 2 weeks ago wont close
   properly" for the trigger "window you fitted" asked what was wrong: the rest of a clause
   holding a trigger was no remark, so the problem was taken only said as a clause of its
   own. A clause opened by the flow's own trigger (a determiner at most before it) goes on
   with what the thing does, past the values of other slots said right after it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-09T10:00:00")

_talk = talker(CLOCK)

# 1. YES_AND_ITS_VERB_AS_TWO_CLAUSES_BEFORE_A_REASON

DJS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  cancel_dj:
    description: cancelling a wedding dj booking
    triggers: [cancel the dj, cancel my dj booking]
    destructive: true
    slots:
      - {name: ref, type: text, pattern: "^DJ-\\\\d{4}$", label: booking reference,
         prompt: "What's the booking reference?"}
    action: cancel_dj
    done: "The DJ booking {ref} is cancelled."
    cancelled: "OK, the DJ is still booked."
"""


@pytest.mark.parametrize(
    "said",
    [
        "yep, cancel it, the venue has double booked our date",
        "ok. cancel it. my cousin is doing the music for free",
    ],
)
def test_a_yes_then_its_verb_then_a_reason_undoes_it(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, DJS)
    chat.say("cancel my dj booking DJ-3100", flow="cancel_dj", phase="confirming")
    chat.say(said, flow=None, bot_contains="is cancelled")
    assert ran == ["cancel_dj"]


def test_a_no_then_the_verb_turned_down_with_a_reason_keeps_it_guard(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, DJS)
    chat.say("cancel my dj booking DJ-3100", flow="cancel_dj", phase="confirming")
    chat.say("no, dont cancel it, the venue sorted the date out", flow=None)
    assert ran == []


# 2. OPEN_TRIGGER_ENDING_IN_A_POSSESSIVE

COACHES = """
settings: {language: en, currency: GBP, region: GB}
flows:
  report_left:
    description: reporting something left on one of our coaches
    triggers: [we forgot our, the kids left their, i left my]
    slots:
      - {name: item, type: text, label: item, prompt: "What was left on the coach?"}
      - {name: day, type: date, min: -30d, max: today, label: day of the trip, prompt: "Which day was the trip?"}
    action: report_left
    done: "Logged; we'll check the coach."
"""


@pytest.mark.parametrize(
    ("said", "item"),
    [
        ("we forgot our cool box on the coach", "our cool box"),
        ("the kids left their packed lunches under the seats", "their packed lunches"),
    ],
)
def test_a_trigger_ending_in_a_possessive_takes_the_thing_after_it(
    tmp_path: Path, said: str, item: str
) -> None:
    chat, _ = _talk(tmp_path, COACHES)
    chat.say(said, flow="report_left", slots={"item": item}, bot="Which day was the trip?")


def test_a_trigger_ending_in_my_still_takes_the_thing_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, COACHES)
    chat.say("i left my scarf on the coach", flow="report_left", slots={"item": "my scarf"})


# 3. LABEL_FOLLOWED_BY_A_WORD_OF_NEEDING

FARM = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_farm_visit:
    description: booking a school visit to the city farm
    triggers: [book a farm visit, school visit, class trip to the farm]
    slots:
      - {name: pupils, type: integer, counts: pupil, min: 5, max: 60, label: pupils, prompt: "How many pupils?"}
      - {name: vests, type: boolean, label: hi-vis vests, prompt: "Shall we lend the class hi-vis vests?"}
      - {name: ramp, type: boolean, label: wheelchair ramp, prompt: "Do you need the wheelchair ramp at the barn?"}
      - {name: day, type: date, min: tomorrow, max: +90d, label: day, prompt: "Which day?"}
    confirm: "{pupils} pupils on {day}. Book it?"
    action: book_farm_visit
    done: "Booked."
"""


@pytest.mark.parametrize(
    ("said", "slots"),
    [
        ("book a farm visit for 30 pupils, wheelchair ramp required", {"ramp": True}),
        ("school visit for 25 pupils, hi vis vests needed", {"vests": True, "ramp": None}),
    ],
)
def test_a_label_said_needed_is_a_yes(tmp_path: Path, said: str, slots: dict[str, object]) -> None:
    chat, _ = _talk(tmp_path, FARM)
    chat.say(said, flow="book_farm_visit", slots=slots)


def test_a_label_asked_whether_needed_is_no_answer_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, FARM)
    chat.say(
        "book a farm visit for 30 pupils, is the wheelchair ramp needed?", slots={"ramp": None}
    )


def test_a_label_said_not_needed_is_a_no_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, FARM)
    chat.say("book a farm visit for 30 pupils, no wheelchair ramp needed", slots={"ramp": False})


# 4. BOOLEAN_LABEL_SAID_IN_ITS_VERB_FORMS

CARPETS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  fit_carpet:
    description: booking a carpet fitter
    triggers: [fit carpet, carpet fitting, new carpet]
    slots:
      - {name: rooms, type: integer, counts: room, min: 1, max: 10, label: rooms, prompt: "How many rooms?"}
      - {name: underlay, type: boolean, label: underlay, prompt: "New underlay as well?"}
      - {name: take_up, type: boolean, label: take up, prompt: "Shall we take up the old carpet (£30)?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: day, prompt: "Which day?"}
    confirm: "{rooms} rooms on {day}. Book it?"
    action: fit_carpet
    done: "Booked."
"""


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("fit carpet in 2 rooms, no underlay, no taking up", False),
        ("carpet fitting for 3 rooms, no underlay, take them up pls", True),
        ("new carpet for 2 rooms with underlay, taking up too", True),
    ],
)
def test_a_verb_label_said_in_another_form_with_the_request(
    tmp_path: Path, said: str, value: bool
) -> None:
    chat, _ = _talk(tmp_path, CARPETS)
    chat.say(said, flow="fit_carpet", slots={"take_up": value}, bot="Which day?")


@pytest.mark.parametrize("said", ["take it up please", "take up pls", "taking up please"])
def test_a_phrasal_label_said_to_its_question_is_a_yes(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, CARPETS)
    chat.say("fit carpet in 2 rooms, no underlay", bot="Shall we take up the old carpet (£30)?")
    chat.say(said, slots={"take_up": True}, bot="Which day?")


def test_a_noun_label_said_with_no_is_still_a_no_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CARPETS)
    chat.say("fit carpet in 2 rooms, no underlay", slots={"underlay": False, "take_up": None})


# 5. ANSWER_COVERING_A_SHORTER_VALUE_AFTER_A_CORRECTION_WORD

PLANTERS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  plant_boxes:
    description: planting up window boxes
    triggers: [plant up, window boxes planted]
    slots:
      - {name: boxes, type: integer, counts: box, min: 1, max: 12, label: window boxes, prompt: "How many window boxes?"}
      - {name: name, type: text, kind: name, label: name, prompt: "Your name?"}
      - {name: phone, type: phone, label: phone, prompt: "A mobile number for the gardener?"}
    confirm: "{boxes} boxes for {name} ({phone}). Book?"
    action: plant_boxes
    done: "Booked."
"""


@pytest.mark.parametrize("said", ["sorry, its 07911 223344", "oops 07911 223344"])
def test_a_spaced_phone_after_a_correction_word_answers_the_phone(
    tmp_path: Path, said: str
) -> None:
    chat, _ = _talk(tmp_path, PLANTERS)
    chat.say("plant up 4 window boxes", flow="plant_boxes", slots={"boxes": 4})
    chat.say("jo hart", bot="A mobile number for the gardener?")
    chat.say(said, slots={"phone": "+447911223344", "boxes": 4}, phase="confirming")


def test_a_count_after_a_correction_word_still_changes_the_count_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PLANTERS)
    chat.say("plant up 4 window boxes", flow="plant_boxes", slots={"boxes": 4})
    chat.say("jo hart", bot="A mobile number for the gardener?")
    chat.say("sorry 3 boxes", slots={"boxes": 3, "phone": None})


# 6. TRIGGER_AS_THE_SUBJECT_OF_THE_PROBLEM

WORKTOPS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  fitting_problem:
    description: reporting a problem with a kitchen we fitted
    triggers: [worktop you fitted, sink you plumbed in]
    slots:
      - {name: fitted_on, type: date, min: -365d, max: today, label: day it was fitted, prompt: "When did we fit it?"}
      - {name: issue, type: text, takes_rest: true, label: issue, prompt: "What's the issue?"}
      - {name: name, type: text, kind: name, label: name, prompt: "Whose kitchen was it?"}
    action: fitting_problem
    done: "Logged."
"""


@pytest.mark.parametrize(
    ("said", "issue"),
    [
        ("the worktop you fitted 3 weeks ago is lifting at the join", "is lifting at the join"),
        ("sink you plumbed in keeps dripping onto the floor", "keeps dripping onto the floor"),
    ],
)
def test_what_the_trigger_named_does_is_the_rest(tmp_path: Path, said: str, issue: str) -> None:
    chat, _ = _talk(tmp_path, WORKTOPS)
    chat.say(said, flow="fitting_problem", slots={"issue": issue})


def test_the_trigger_said_alone_still_asks_the_issue_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, WORKTOPS)
    chat.say("the worktop you fitted", flow="fitting_problem", slots={"issue": None})
