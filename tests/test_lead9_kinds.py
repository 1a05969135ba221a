"""Kinds of mistake a photo studio's booking desk (English) and a 代驾 service (Chinese),
written from docs/dsl.md and played as people type in the wave's ninth session, showed;
each tested here in other words on other domains: a ski rental shop (English) and an
airport transfer service, 机场接送 (Chinese). Each test fails with its fix taken out. The
clock is a Wednesday (2026-12-02, 10:00).

1. A value a slot lists, asked for politely as a question ("can you deliver it?" to a
   cake whose hand-over lists delivery; "can u do pet photos??" with nothing running) was
   a question for information: it changed nothing, or answered with the list of flows. A
   polite ask right before a listed value asks for it, as one right before a trigger asks
   for its flow; "can you tell me if …" stays a question.
2. A cancel word mid-task with a code in a later request of its own ("cancel that, i need
   to reschedule PS-2211 instead") started the destructive flow that takes such codes, on
   that code: a value standing after another flow's trigger, a flow that takes it too and
   undoes nothing, is that request's; "cancel that, <another request> instead" lets the
   running task go and starts the request (it held the task, or cancelled it and dropped
   the request).
3. A free-text address asked, answered with a value another slot lists ("手动挡" to "您在
   哪里上车？"), was taken as the address: a listed value is no address; it fills its own
   slot and the address is asked again (a plain free-text slot, a name, still takes it).
4. An address answered with the words that say one is there or goes there ("我在望京SOHO
   T1", "回天通苑北一区", "好吧 首都机场T3", "at the lodge") kept them: they are taken off
   (lexicon ``address_leads``, ``address_heads``, ``fillers_lead``).
5. A route ("从三里屯太古里到亦庄", "from the lodge to the station") said to a flow with two
   address slots and no patterns was not read at all, with the request, or was the first
   slot's whole value, as an answer: the place after ``route_from`` fills the first
   declared address slot, the place after ``route_to`` the second.
6. A number inside a value another slot lists ("5x7" when asked how many prints) was the
   count: it is that slot's value.
7. "no wait change the name to alexis" at the confirmation cleared the name (a clear
   template's "no {slot}" took the whole clause as the slot) and lost the new one: a change
   is no clearing, and "change the <free-text slot> to <value>" sets it (lexicon
   ``becomes_words``).
8. A free-text value said after its slot's name in a clause of its own, beside other values
   ("…at 2pm, name is lee, email lee@lee.org"), was not read: it is that slot's value.
9. A length of time counted ("迟到了一个小时") was read as an unlisted item of a list ("抱歉，
   没有小时这一项"): a count of a time unit is no thing.
11. A date said as a bound ("family pictures before christmas", "圣诞节之前") was taken as
    the day itself: it is no value of the date slot, which is asked (value lexicons'
    ``date_bound_before``, ``date_bound_after``).
12. "no 2:30" (a no, then a value, no comma) at the confirmation was a bare no: the no
    answers the confirmation and the value other than the one held is the new one, as in
    "no, 2:30".
13. "i want to cancel" with nothing running and nothing just made was "There is nothing to
    cancel": with one flow that undoes things (its triggers say the cancel word), it
    starts, and asks what to cancel.
14. A weekday said beside a date that falls on it ("thursday the 10th", "Thu, Dec 10", "周四
    12月10号") was two dates to choose from: it is that date. "monday the 10th" (a
    Thursday) is still asked.
15. A count of a listed thing ("a pet shoot for my two cats") filled the flow's only count
    slot when that slot counts people: things are no party.
16. "actually can we do the day after instead" to a free-text question was the text: a
    polite ask and a correction word around "the day after" still move the date.
10. A message that is word for word one of a flow's ``examples`` ("今晚聚餐要喝酒 想找人帮忙开
    回去") started nothing without the meaning model: it asks for that flow.
"""

from __future__ import annotations

from pathlib import Path

from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-02T10:00:00")

SKIS = """
settings: {language: en, region: US}
flows:
  rent_gear:
    description: renting skis or a snowboard
    triggers: [rent skis, ski rental, rent a snowboard, hire skis]
    examples: ["first time on the slopes and we have no gear"]
    slots:
      - {name: package, type: enum, values: [basic, sport, premium], synonyms: {basic: [cheap one, beginner package], premium: [top of the line, best one]}, prompt: "Basic, sport or premium?"}
      - {name: skiers, type: integer, kind: people, min: 1, max: 8, prompt: "How many skiers?"}
      - {name: start, type: date, min: today, max: +60d, prompt: "Which day do you start?"}
      - {name: handover, type: enum, values: [in store, hotel drop-off], required: false, default: in store, synonyms: {in store: [pick up, collect], hotel drop-off: [drop off, drop them off, bring them to the hotel]}}
      - {name: hotel, type: text, kind: address, when: {handover: hotel drop-off}, prompt: "Which hotel?"}
      - {name: renter, type: text, prompt: "Whose name is the rental under?"}
    confirm: "{package} for {skiers} from {start}, {handover}, under {renter}. Book it?"
    action: rent
    done: "Booked."
  rent_helmets:
    description: renting helmets
    triggers: [rent helmets, helmet rental]
    slots:
      - {name: size, type: enum, values: [52-54, 55-57, 58-60], prompt: "Which size: 52-54, 55-57 or 58-60?"}
      - {name: helmets, type: integer, counts: helmet, min: 1, max: 6, prompt: "How many helmets?"}
    confirm: "{helmets} helmets in {size}?"
    action: rent
    done: "Done."
  move_rental:
    description: moving a rental to another day
    triggers: [move my rental, change my rental, reschedule my rental]
    slots:
      - {name: ref, type: text, pattern: "SK-\\\\d{4}", prompt: "Your rental number (SK-1234)?"}
      - {name: start, type: date, min: today, max: +60d, prompt: "Which day instead?"}
    confirm: "Move {ref} to {start}?"
    action: move
    done: "Moved."
  cancel_rental:
    description: cancelling a rental
    triggers: [cancel my rental, cancel the rental]
    destructive: true
    slots:
      - {name: ref, type: text, pattern: "SK-\\\\d{4}", prompt: "Your rental number (SK-1234)?"}
    confirm: "Cancel rental {ref}?"
    action: cancel
    done: "Cancelled."
"""


TRANSFER = """
settings: {language: zh, region: CN}
flows:
  book_transfer:
    description: 预约机场接送
    triggers: [机场接送, 接机, 送机, 约个车去机场]
    slots:
      - {name: start, type: text, kind: address, label: 上车地点, prompt: "从哪里出发？"}
      - {name: end, type: text, kind: address, label: 下车地点, prompt: "送到哪里？"}
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天？"}
      - {name: car, type: enum, values: [经济型, 商务车, 七座车], synonyms: {商务车: [商务], 七座车: [七座, 7座]}, label: 车型, prompt: "经济型、商务车还是七座车？"}
    confirm: "{day} 从{start}到{end}，{car}，确认吗？"
    action: book
    done: "约好了。"
  complain:
    description: 投诉司机
    triggers: [投诉司机, 我要投诉]
    slots:
      - {name: issue, type: enum, values: [迟到, 绕路, 态度差], label: 问题, prompt: "迟到、绕路还是态度差？"}
      - {name: more, type: text, takes_rest: true, required: false}
    confirm: "投诉：{issue}，提交吗？"
    action: book
    done: "已提交。"
"""


_talk = talker(CLOCK)


# -- 1. a listed value asked for politely ------------------------------------------------------


def test_a_listed_value_asked_for_politely_mid_task(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say("rent skis, sport package for 2", asked="start")
    chat.say(
        "could you drop them off?",
        slots={"handover": "hotel drop-off", "start": None},
    )


def test_a_question_about_a_listed_value_changes_nothing(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say("rent skis, sport package for 2", asked="start")
    chat.say("can you tell me if premium has helmets", slots={"package": "sport"}, asked="start")


def test_a_listed_value_asked_for_politely_with_nothing_running(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say(
        "hey can u do the premium package for 3 of us?",
        flow="rent_gear",
        slots={"package": "premium", "skiers": 3},
    )


def test_a_question_naming_a_listed_value_starts_nothing(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say("is the premium package worth it?", flow=None)


# -- 2. "cancel that" and another request: the running task let go, the request started -------


def test_cancel_that_with_another_request_leaves_the_task_for_it(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, SKIS)
    chat.say("rent skis", asked="package")
    chat.say(
        "cancel that, i need to move my rental SK-4410 to saturday instead",
        flow="move_rental",
        slots={"ref": "SK-4410", "start": "2026-12-05"},
        phase="confirming",
        stack=[],
    )
    chat.say("yes", flow=None)
    assert ran == ["move"]


def test_a_code_after_another_flows_trigger_is_no_cancel_target(tmp_path: Path) -> None:
    """The code stands in the rescheduling's clause: no cancellation of it is asked."""
    chat, ran = _talk(tmp_path, SKIS.replace("move my rental, change my rental", "reschedule"))
    chat.say("hire skis", asked="package")
    chat.say(
        "ok forget that. reschedule SK-4410 please",
        flow="move_rental",
        slots={"ref": "SK-4410"},
    )
    assert ran == []


def test_a_code_said_with_the_cancel_word_is_still_cancelled(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say("rent skis", asked="package")
    chat.say("cancel SK-4410 please", flow="cancel_rental", phase="confirming")


# -- 3. a listed value is no address ------------------------------------------------------------


def test_a_listed_value_said_to_an_address_question_fills_its_own_slot(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TRANSFER)
    chat.say("约个车去机场", asked="start")
    chat.say("商务车吧", slots={"car": "商务车", "start": None}, asked="start")


def test_a_name_still_takes_any_text(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say("rent skis, basic for 1 from tomorrow", asked="renter")
    chat.say("premium", slots={"renter": "premium", "package": "basic"})


# -- 4. the words before an address answer ----------------------------------------------------


def test_the_words_before_an_address_answer_are_no_part_of_it(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TRANSFER)
    chat.say("接机", asked="start")
    chat.say("我在大兴机场", slots={"start": "大兴机场"}, asked="end")
    chat.say("回到望京花家地北里", slots={"end": "望京花家地北里"}, asked="day")


def test_a_place_that_starts_like_a_lead_word_is_kept_whole(tmp_path: Path) -> None:
    """回龙观 is a place: its 回 is no "going back to"; "到回龙观" goes there."""
    chat, _ = _talk(tmp_path, TRANSFER)
    chat.say("接机", asked="start")
    chat.say("回龙观", slots={"start": "回龙观"}, asked="end")
    chat.say("到回龙观东大街", slots={"start": "回龙观", "end": "回龙观东大街"}, asked="day")


def test_an_english_address_answer_without_at(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say("rent skis, basic for 1 from tomorrow, drop them off", asked="hotel")
    chat.say("at the alpine lodge on 4th street", slots={"hotel": "the alpine lodge on 4th street"})


# -- 5. a route ---------------------------------------------------------------------------------


def test_a_route_said_with_the_request_fills_both_places(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TRANSFER)
    chat.say(
        "帮我约个送机 后天 从国贸三期到首都机场T3",
        flow="book_transfer",
        slots={"start": "国贸三期", "end": "首都机场T3", "day": "2026-12-04"},
        asked="car",
    )


def test_a_route_said_to_the_first_place_question(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TRANSFER)
    chat.say("机场接送", asked="start")
    chat.say("大兴机场到丰台科技园", slots={"start": "大兴机场", "end": "丰台科技园"}, asked="day")


# -- 6. a number inside a listed value ----------------------------------------------------------


def test_a_number_inside_a_listed_value_is_no_count(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say("rent helmets", asked="size")
    chat.say("52-54", asked="helmets")
    chat.say("58-60", slots={"size": "58-60", "helmets": None}, asked="helmets", phase="collecting")
    chat.say("3", slots={"helmets": 3}, phase="confirming")


# -- 7. a change of a free-text value at the confirmation ---------------------------------------


def test_a_change_of_a_named_free_text_slot_at_the_confirmation(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say("rent skis, sport for 2 from friday", asked="renter")
    chat.say("jo", phase="confirming")
    chat.say(
        "no wait change the renter to joanna",
        slots={"renter": "joanna"},
        phase="confirming",
    )


# -- 8. a free-text value named in its own clause -----------------------------------------------


def test_a_free_text_value_named_in_its_own_clause(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say(
        "rent skis for 2 on friday, renter is sam okafor, premium",
        slots={"renter": "sam okafor", "package": "premium", "skiers": 2},
        phase="confirming",
    )


# -- 9. a length of time is no item -------------------------------------------------------------


def test_a_length_of_time_counted_is_no_unlisted_item(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TRANSFER)
    r = chat.say(
        "司机绕路多开了一个小时 我要投诉",
        flow="complain",
        slots={"issue": "绕路"},
        bot_contains="提交吗",
    )
    assert len(r.messages) == 1, r.messages  # no "没有小时这一项" before it


# -- 10. a flow's example said word for word ----------------------------------------------------


def test_a_flows_example_said_word_for_word_starts_it(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say("First time on the slopes and we have no gear!", flow="rent_gear")


def test_a_message_merely_near_an_example_starts_nothing_without_meaning(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say("first time on the slopes, any tips?", flow=None)


# -- 11. a date said as a bound -----------------------------------------------------------------


def test_a_date_said_as_a_bound_is_no_day(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say("need to rent skis for 2 before new year's", slots={"start": None}, asked="package")


def test_a_chinese_date_said_as_a_bound_is_no_day(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TRANSFER)
    chat.say("元旦之前约个车去机场", slots={"day": None})
    chat.say("我在国贸", asked="end")


def test_a_date_said_as_the_day_is_still_the_day(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say("rent skis for 2 on new year's eve", slots={"start": "2026-12-31"})


# -- 12. a no, then a value, at the confirmation ------------------------------------------------


def test_a_no_then_a_new_value_at_the_confirmation(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say("move my rental SK-1001 to friday", phase="confirming")
    chat.say("no saturday", slots={"start": "2026-12-05"}, phase="confirming")


def test_a_chinese_no_then_a_new_value_at_the_confirmation(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TRANSFER)
    chat.say("后天从国贸到首都机场 商务车", phase="confirming")
    chat.say("不对 大后天", slots={"day": "2026-12-05"}, phase="confirming")


# -- 13. a bare cancel with nothing going on ----------------------------------------------------


def test_a_bare_cancel_starts_the_one_undoing_flow(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say("hi i need to cancel", flow="cancel_rental", asked="ref")
    chat.say("SK-2002", phase="confirming")


# -- 14. a weekday beside the date it names ------------------------------------------------------


def test_a_weekday_beside_its_date_is_one_date(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say("rent skis from Fri, Dec 11", slots={"start": "2026-12-11"}, phase="collecting")


def test_a_chinese_weekday_beside_its_date_is_one_date(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TRANSFER)
    chat.say("接机 12月11号周五", slots={"day": "2026-12-11"}, phase="collecting")


def test_a_weekday_the_date_does_not_fall_on_is_no_one_date(tmp_path: Path) -> None:
    """Dec 11 is a Friday: two dates, neither taken for the other."""
    chat, _ = _talk(tmp_path, SKIS)
    chat.say("rent skis from monday the 11th", slots={"start": None})


# -- 15. things counted are no party --------------------------------------------------------------


def test_things_counted_are_no_party(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say("rent skis, 2 premium packages", slots={"package": "premium", "skiers": None})


# -- 16. a polite ask around "the day after" --------------------------------------------------------


def test_the_day_after_asked_politely_moves_the_date(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SKIS)
    chat.say("rent skis, basic for 1 from friday", asked="renter")
    chat.say(
        "oh actually could we do the day after instead",
        slots={"start": "2026-12-05", "renter": None},
        asked="renter",
    )
