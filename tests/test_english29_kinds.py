"""The kinds of mistake the twenty-ninth session's parking fines desk and bowling alley
found (tests/domains/pcn_appeal, tests/domains/bowling, run in
tests/test_written_domains_twentyninth_en.py), each tested here in other words and another
domain, written inline in English. The clock is a Wednesday (2027-09-15, 11:00)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from written_support import stand_in_talker, stood_in

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2027-09-15T11:00:00")
_chat = stand_in_talker(CLOCK)

GYM = """
settings: {language: en, currency: GBP, region: GB}
flows:
  freeze_membership:
    description: pausing a gym membership for a while
    triggers: [freeze my membership, pause my membership]
    slots:
      - {name: member, type: text, pattern: "^GM\\\\d{9}$", label: membership number,
         prompt: "What's your membership number? GM and nine digits."}
      - {name: start, type: date, min: today, label: start, prompt: "From which day?"}
    confirm: "Freeze {member} from {start}?"
    action: freeze
    done: "Frozen."
  door_code:
    description: the door code of the lockers
    triggers: [locker code]
    slots:
      - {name: code, type: text, pattern: "^[A-Z]{2}\\\\d{4}$", label: locker code,
         prompt: "Which locker code? Two letters and four digits."}
    action: door_code
    done: "Noted."
"""


def test_a_code_typed_in_groups_of_digits_is_read(tmp_path: Path) -> None:
    """Kind CODE_TYPED_IN_GROUPS_OF_DIGITS: a code whose form writes no separator, typed
    with a space between groups of its digits as long numbers are read out ("wk 1234
    5678" for WK12345678), was no code: only a separator where letters meet digits was
    taken out, and the answer went to the flow's free text. Groups of three digits or more
    are joined, as the answer or with the request."""
    chat, _ = _chat(tmp_path, GYM, ["freeze"])
    chat.say("can i freeze my membership", flow="freeze_membership", asked="member")
    chat.say("its gm 204 118 907", slots={"member": "GM204118907"}, asked="start")
    chat, _ = _chat(tmp_path, GYM, ["freeze"])
    chat.say(
        "pause my membership GM 204118 907 from monday",
        flow="freeze_membership",
        slots={"member": "GM204118907", "start": "2027-09-20"},
        phase="confirming",
    )


def test_a_code_typed_in_groups_of_digits_guard(tmp_path: Path) -> None:
    """Short runs of digits stay apart (counts and times are said so): "ab 12 34" is no
    locker code AB1234, and the code is asked again."""
    chat, _ = _chat(tmp_path, GYM, ["door_code"])
    chat.say("locker code", flow="door_code", asked="code")
    chat.say("ab 12 34", slots={"code": None}, asked="code")


SCHOOL = """
settings: {language: en, currency: GBP, region: GB}
flows:
  report_payment:
    description: telling the school office about a trip payment made
    triggers: [report a payment, i paid for the trip]
    slots:
      - {name: paid_on, type: date, max: today, label: day paid, prompt: "When did you pay?"}
      - {name: pupil, type: text, pattern: "^[A-Z]{2}\\\\d{3}$", label: pupil number,
         prompt: "What's the pupil number? Two letters and three digits."}
    confirm: "A payment on {paid_on} for {pupil}. Send it?"
    action: report_payment
    done: "Sent to the office."
"""


def test_a_code_is_never_read_inside_a_word(tmp_path: Path) -> None:
    """Kind CODE_FOUND_INSIDE_A_WORD: "it was 20 may" to a date question filled a
    registration AS20 MAY (the last letters of "was" joined to the number): a code whose
    first or last letter or digit is glued to another Latin one is a piece of a longer
    word, no code."""
    chat, _ = _chat(tmp_path, SCHOOL, ["report_payment"])
    chat.say("report a payment", flow="report_payment", asked="paid_on")
    chat.say("monday, was 250 quid", slots={"paid_on": "2027-09-13", "pupil": None}, asked="pupil")
    chat.say("kb 417", slots={"pupil": "KB417"}, phase="confirming")


CLAIMS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  report_noise:
    description: reporting a noise nuisance from neighbours
    triggers: [report noise, noise complaint]
    slots:
      - {name: night, type: date, max: today, label: night, prompt: "Which night was it?"}
      - {name: street, type: text, kind: address, label: address, prompt: "Which address?"}
    confirm: "Noise on {night} at {street}. Send it?"
    action: report_noise
    done: "Sent."
  office_hours:
    description: when the council office answers the phone
    triggers: [office hours, when are you open]
    done: "We answer Monday to Friday, 9 to 5."
"""


def _aside(tmp_path: Path) -> tuple[Conversation, Counter[str]]:
    chat, runs = _chat(tmp_path, CLAIMS, ["report_noise"])
    chat.say("noise complaint please", flow="report_noise", asked="night")
    chat.say("when are you open", bot_contains="Monday to Friday", stack=["report_noise"])
    return chat, runs


def test_an_answer_told_as_it_was_takes_the_held_task_up(tmp_path: Path) -> None:
    """Kind ANSWER_TOLD_AS_IT_WAS_TO_THE_OFFER: "ok it was the 20th of may" to "Shall we
    get back to …?" after an aside, the held question a date gone by, was small talk and
    the date lost, where "ok the 20th may" took the task up: "it was" leads a value as "it
    is" does (the lexicon's `fillers_lead`), a value told of what is over."""
    chat, _ = _aside(tmp_path)
    chat.say("right, it was saturday night", flow="report_noise", slots={"night": "2027-09-11"})
    chat, _ = _aside(tmp_path)
    chat.say("it was the 9th", flow="report_noise", slots={"night": "2027-09-09"})


def test_an_answer_told_as_it_was_guard(tmp_path: Path) -> None:
    """Told with no value of the held task, it takes nothing up ("it was really loud")."""
    chat, _ = _aside(tmp_path)
    chat.say("it was really loud", flow=None, stack=["report_noise"])


BINS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  missed_bin:
    description: reporting a bin that was not emptied
    triggers: [missed bin, report a missed bin]
    slots:
      - {name: bin, type: enum, values: [general, recycling, garden], label: bin, prompt: "Which bin?"}
      - {name: what, type: text, takes_rest: true, label: what happened, prompt: "What happened?"}
    confirm: "The {bin} bin ({what}). Report it?"
    action: missed_bin
    done: "Reported."
"""


def test_a_story_keeps_its_last_word(tmp_path: Path) -> None:
    """Kind STORY_LOSES_ITS_LAST_WORD: "…, then the app was down too" to "Tell me briefly
    what happened." kept "…, then the app was down": the trailing fillers of a value ("to
    Rome too") were taken off a statement told in the user's own words (a `takes_rest`
    slot's), whose last words are words of what it tells."""
    chat, _ = _chat(tmp_path, BINS, ["missed_bin"])
    chat.say("missed bin", flow="missed_bin", asked="bin")
    chat.say("recycling", asked="what")
    said = "the lorry came but skipped our side of the road as well"
    chat.say(said, slots={"what": said}, phase="confirming")


def test_a_story_keeps_its_last_word_guard(tmp_path: Path) -> None:
    """The thanks or the please closing it is still no part of it."""
    chat, _ = _chat(tmp_path, BINS, ["missed_bin"])
    chat.say("missed bin", flow="missed_bin", asked="bin")
    chat.say("garden", asked="what")
    chat.say(
        "they left it full again, thanks",
        slots={"what": "they left it full again"},
        phase="confirming",
    )


SHOP = """
settings: {language: en, currency: GBP, region: GB}
flows:
  swap_size:
    description: swapping clothes bought for another size
    triggers: [swap a size, swap for another size]
    slots:
      - {name: receipt, type: text, pattern: "^R\\\\d{5}$", label: receipt number, prompt: "The receipt number?"}
      - {name: size, type: enum, values: [small, medium, large], label: size, prompt: "Which size instead?"}
    action: exchange_item
    results: [{name: ref, entity: exchange}]
    done: "Done, exchange {ref}."
"""


def test_a_thing_named_as_a_verb_is_not_recalled(tmp_path: Path) -> None:
    """Kind THING_NAMED_AS_A_VERB_RECALLED: "how long have i got to appeal?" mid-appeal was
    answered "There's no appeal reference yet.": the word naming what an action makes
    ("appeal", here "exchange") said after a word that makes it a verb ("to"; the lexicon's
    `infinitive_marks`) asks about doing it, not about one made."""
    chat, _ = _chat(tmp_path, SHOP, ["exchange_item"])
    chat.say("swap a size", flow="swap_size", asked="receipt")
    chat.say("how long have i got to exchange?", flow="swap_size", bot_not_contains="There's n")


def test_a_thing_named_as_a_verb_guard(tmp_path: Path) -> None:
    """Named as the thing it is, it is recalled: "whats my exchange ref?"."""
    chat, _ = stood_in(tmp_path / "domain.yaml", SHOP, CLOCK, {"exchange_item": {"ref": "EX-77"}})
    chat.say("swap a size", flow="swap_size", asked="receipt")
    chat.say("R12345", asked="size")
    chat.say("large", bot_contains="EX-77")
    chat.say("whats my exchange ref?", bot_contains="EX-77")


FEET = """
settings: {language: en, currency: GBP, region: GB}
flows:
  home_visit:
    description: a chiropodist visiting someone at home
    triggers: [home visit, book a chiropodist]
    slots:
      - {name: patient, type: text, kind: name, label: patient's name,
         prompt: "Who is the visit for?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "A visit for {patient} on {day}. Book it?"
    action: home_visit
    done: "Booked."
"""


def test_whose_name_set_off_by_a_comma(tmp_path: Path) -> None:
    """Kind WHOSE_NAME_SET_OFF_BY_A_COMMA: "its for my dad, frank osei" to the client's name
    kept "my dad, frank osei": whom the name is of was taken off only from an answer read
    whole with no comma after the companion word; a name set apart by that comma is the
    name alone, in a pattern's capture ("its for {value}") too."""
    for said, name in (
        ("its for my nan, joan baker", "joan baker"),
        ("it's for our grandad, ted", "ted"),
        ("my mum, rita", "rita"),
    ):
        chat, _ = _chat(tmp_path, FEET, ["home_visit"])
        chat.say("home visit please", flow="home_visit", asked="patient")
        chat.say(said, slots={"patient": name}, asked="day")


def test_whose_name_set_off_by_a_comma_guard(tmp_path: Path) -> None:
    """A name said with no whom is kept whole; an author's own pattern capture with no comma
    ("its for {value}" of the slot's `patterns`) keeps whom, as the author wrote it."""
    chat, _ = _chat(tmp_path, FEET, ["home_visit"])
    chat.say("home visit please", flow="home_visit", asked="patient")
    chat.say("its for joan baker", slots={"patient": "joan baker"}, asked="day")


COURTS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_court:
    description: hiring a tennis court by the hour
    triggers: [book a court, hire a court]
    slots:
      - {name: day, type: date, min: today, label: day, prompt: "Which day?"}
      - {name: start, type: time, min: "07:00", max: "21:00", label: start, prompt: "What time from?"}
      - {name: hours, type: integer, counts: hour, min: 1, max: 4, label: hours, prompt: "How many hours?"}
    confirm: "A court on {day} from {start} for {hours} hours. Book it?"
    action: book_court
    done: "Booked."
"""


def test_a_span_opened_by_from_gives_its_hours(tmp_path: Path) -> None:
    """Kind SPAN_OPENED_BY_FROM_NOT_READ: "from 6 to 8pm" to the start's question gave 20:00
    and asked the hours: "to" joins no span of hours alone ("9 to 1" may be a time), but a
    span opened by "from" (the value lexicon's `hour_span_openers`,
    `hour_span_opened_joiners`) is one, with the request or answered."""
    chat, _ = _chat(tmp_path, COURTS, ["book_court"])
    chat.say("book a court", flow="book_court", asked="day")
    chat.say("friday", asked="start")
    chat.say("from 2 to 5pm", slots={"start": "14:00", "hours": 3}, phase="confirming")
    chat, _ = _chat(tmp_path, COURTS, ["book_court"])
    chat.say(
        "hire a court saturday from 7 to 9pm",
        flow="book_court",
        slots={"day": "2027-09-18", "start": "19:00", "hours": 2},
        phase="confirming",
    )


def test_a_span_opened_by_from_guard(tmp_path: Path) -> None:
    """A "to" with no "from" before it joins no span: "2 to 3" to the hours' question is
    no count of one hour."""
    chat, _ = _chat(tmp_path, COURTS, ["book_court"])
    chat.say("book a court", flow="book_court", asked="day")
    chat.say("friday", asked="start")
    chat.say("10am", asked="hours")
    chat.say("2 to 3", slots={"hours": None})
