"""Kinds of mistake the lead found in the wave's thirtieth session, probing domains written
from docs/dsl.md outside the repo (canal boat hire, pest control, 家政保姆); each tested here in other
words on other domains, and each test fails with its fix taken out, but the guards beside
them (named ``..._guard``, which pass either way). The clock is a Wednesday (2026-12-09,
10:00).

1. **AVAILABILITY_ASKED_WITH_THE_FLOWS_VALUES**: "have you got anything for 2 nights? just
   me and my wife" was small talk, and "do you have a boat free for 3 nights from the
   14th" listed the boats. A count in a question pointed nowhere, and nothing read a
   question asking whether the business has one. Opened by such an ask (the lexicon's
   ``stock_asks``), a yes-or-no question's counts point at their flow and it asks for the
   one flow its values point at; any other question's count still points nowhere
   ("能先过来试一节课吗" is the trial's, not the lessons counted).
2. **OPTIONS_CUE_BEFORE_ANOTHER_THING**: "do you have parking?" read out the domain's one
   list (the boats): the options cue "do you have" was said of another thing. A Latin
   word beside the cue that is no function word names that thing; only the bare ask
   ("what have you got?") lists the one list.
3. **CHANGE_VERB_AND_PRONOUN_WITH_THE_NEW_VALUE**: "can we move it to the 20th of june, ref
   CB1177" started nothing: a value after a verb and its pronoun had to be led as values
   are ("for", "on"), and a change leads its new value by "to" (``change_leads``).
4. **TOLD_DEED_READ_AS_A_REQUEST_BY_ITS_VALUE**: "we had you out for bed bugs last week
   and we've still got them, job PC10293" booked a new treatment for bed bugs before the
   follow-up, and "last week" was refused as the follow-up's day. A clause telling what
   was done (a subject and a past form right after it: ``past_subjects``) asks for
   nothing, and a day said in it is no answer.
5. **NUMBER_OF_A_LENGTH_TAKEN_AS_MONEY**: "请个钟点工 一周两次那种" set the budget to ¥1:
   a number right after the trigger was the amount, though a unit of time followed it
   (the value lexicons' ``day_lengths``, ``month_lengths``).
6. **PHONE_NUMBER_READ_AS_AN_AMOUNT**: "13500001111" to "您是指¥7,000还是¥8,000？" made
   the budget ¥13,500,001,111. A valid phone number of the region said with no currency
   is no amount.
"""

from __future__ import annotations

from pathlib import Path

from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-09T10:00:00")

_talk = talker(CLOCK)


PODS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_pod:
    description: booking a glamping pod
    triggers: [book a pod, glamping pod, stay in a pod]
    slots:
      - {name: pod, type: enum, values: [Oak, Ash, Willow], label: pod, prompt: "Which pod: Oak, Ash or Willow?"}
      - {name: arrive, type: date, min: today, max: +300d, label: arrival, prompt: "What day do you arrive?"}
      - {name: nights, type: integer, counts: nights, min: 1, max: 7, label: nights, prompt: "How many nights?"}
      - {name: guests, type: integer, kind: people, min: 1, max: 6, label: guests, prompt: "How many of you?"}
    confirm: "{pod} from {arrive} for {nights} nights, {guests} guests. Book it?"
    action: book_pod
    done: "Booked."
  change_dates:
    description: changing the arrival day of a pod booking
    triggers: [move my stay, change my stay, move my booking]
    slots:
      - {name: ref, type: text, pattern: "^GP-\\\\d{4}$", label: reference, prompt: "What's the booking reference? It looks like GP-1234."}
      - {name: arrive, type: date, min: today, max: +300d, label: new arrival, prompt: "Which day instead?"}
    confirm: "Move {ref} to {arrive}?"
    action: change_dates
    done: "Moved."
  prices:
    description: what a night costs
    triggers: [how much, price, prices]
    done: "From £70 a night."
"""

# 1. AVAILABILITY_ASKED_WITH_THE_FLOWS_VALUES


def test_a_having_ask_with_a_count_and_a_day(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PODS)
    chat.say(
        "hiya do you have anything free for 3 nights from the 18th?",
        flow="book_pod",
        slots={"nights": 3, "arrive": "2026-12-18"},
        bot="Which pod: Oak, Ash or Willow?",
    )


def test_a_having_ask_naming_the_list_with_a_count(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PODS)
    chat.say(
        "have u got a pod for 2 nights, there's 4 of us",
        flow="book_pod",
        slots={"nights": 2, "guests": 4},
    )


def test_a_yes_no_question_about_a_count_starts_nothing_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PODS)
    chat.say("is 1 night the shortest stay?", flow=None)


def test_a_question_word_keeps_a_having_ask_a_question_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PODS)
    chat.say("do you have any idea how much 2 nights would be?", flow=None, bot="From £70 a night.")


# 2. OPTIONS_CUE_BEFORE_ANOTHER_THING


def test_an_options_cue_said_of_another_thing_lists_nothing(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PODS)
    reply = chat.say("do you have a hot tub??", flow=None)
    assert "Willow" not in reply.text


def test_the_bare_options_ask_lists_the_one_list_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PODS)
    reply = chat.say("what have you got?", flow=None)
    assert "Willow" in reply.text


# 3. CHANGE_VERB_AND_PRONOUN_WITH_THE_NEW_VALUE


def test_a_change_verb_and_pronoun_with_the_new_day_led_by_to(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PODS)
    chat.say(
        "could you move it to next tuesday please, ref GP-2291",
        flow="change_dates",
        slots={"ref": "GP-2291", "arrive": "2026-12-15"},
        phase="confirming",
    )


def test_a_verb_and_pronoun_before_a_place_starts_nothing_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PODS)
    chat.say("can we take it to the lake?", flow=None)


GUTTERS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_clean:
    description: booking a gutter or window clean
    triggers: [book a clean, clean my gutters, gutter clean]
    slots:
      - {name: job, type: enum, values: [gutters, windows, fascias], label: job, prompt: "Gutters, windows or fascias?"}
      - {name: day, type: date, min: today, max: +30d, label: day, prompt: "Which day?"}
    confirm: "{job} on {day}. Book it?"
    action: book_clean
    done: "Booked."
  redo:
    description: a free return visit when a clean did not work
    triggers: [still blocked, still overflowing, come back out]
    slots:
      - {name: ref, type: text, pattern: "^GC\\\\d{4}$", label: reference, prompt: "What's the job reference? It starts GC."}
      - {name: day, type: date, min: today, max: +30d, label: day, prompt: "Which day can we come back?"}
    confirm: "Return visit for {ref} on {day}?"
    action: redo
    done: "Booked."
"""

# 4. TOLD_DEED_READ_AS_A_REQUEST_BY_ITS_VALUE


def test_a_deed_told_with_a_listed_value_before_another_flows_trigger(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, GUTTERS)
    chat.say(
        "you cleaned the gutters for us last week and they're still overflowing, GC4410",
        flow="redo",
        slots={"ref": "GC4410", "day": None},
        bot="Which day can we come back?",
    )


def test_a_request_for_the_value_before_the_trigger_still_asks_both_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, GUTTERS)
    reply = chat.say("pls do the windows on friday and come back out for GC4410")
    assert reply.state.active_task is not None
    assert reply.state.active_task.flow == "book_clean"
    assert [q.flow for q in reply.state.queued] == ["redo"]


TUTOR = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  hire_tutor:
    description: 请家教
    triggers: [请家教, 找家教, 家教]
    slots:
      - {name: subject, type: enum, values: [数学, 英语, 物理], label: 科目, prompt: "哪一科？"}
      - {name: budget, type: money, label: 每小时预算, prompt: "每小时预算多少？"}
      - {name: phone, type: phone, label: 电话, prompt: "留个电话。"}
    confirm: "{subject}家教，每小时{budget}，电话{phone}。提交吗？"
    action: hire_tutor
    done: "已提交。"
"""

# 5. NUMBER_OF_A_LENGTH_TAKEN_AS_MONEY


def test_a_count_of_weeks_after_the_trigger_is_no_amount(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TUTOR)
    chat.say(
        "找家教 一周3节 英语",
        flow="hire_tutor",
        slots={"subject": "英语", "budget": None},
        bot="每小时预算多少？",
    )


def test_an_amount_after_the_trigger_is_still_read_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TUTOR)
    chat.say("找家教 200一小时 数学", flow="hire_tutor", slots={"subject": "数学"})


# 6. PHONE_NUMBER_READ_AS_AN_AMOUNT


def test_a_phone_number_to_the_amounts_clarification_is_the_phone(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TUTOR)
    chat.say("请家教", bot="哪一科？")
    chat.say("物理", bot="每小时预算多少？")
    chat.say("150到200吧", phase="clarifying")
    chat.say("18612345678", slots={"budget": None, "phone": "+8618612345678"})


def test_a_large_amount_is_still_an_amount_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TUTOR)
    chat.say("请家教", bot="哪一科？")
    chat.say("物理", bot="每小时预算多少？")
    chat.say("300", slots={"budget": {"amount": 300.0, "currency": "CNY"}}, bot="留个电话。")
