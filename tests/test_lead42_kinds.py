"""Kinds of mistake the lead's probes of the wave's forty-second session found (four domains
written from docs/dsl.md before any message ran: a dog walking service, a lawn sprinkler
company, 城市燃气客服, 车管所预约); each tested here in other words on other domains, and
each test fails with its fix taken out, but the guards beside them (named ``..._guard``,
which pass either way). The clock is a Thursday (2027-01-14, 09:30).

1. **PERIOD_OF_A_RATE_READ_AS_A_COUNT**: "i need a dog walker, 4 days a week" stored 1 walk
   a week, then "2 days a week" asked "2 or 7?": the article of the rate's period counted
   one, and "a week" was a length of seven days; "2 days a week from friday" started a week
   after Friday. An article right after a count and its noun opens the period: no count,
   no length, no "a week from" (nlu/rate_period.py).
2. **ARTICLE_COUNT_POINTING_AT_A_FLOW**: "lovely weather for a walk today" started the
   walks: an article alone counting the flow's noun pointed at it. It says a thing, not how
   many are asked for (nlu/owners.py).
3. **NAME_AFTER_A_KIND_WORD_WITH_A_WORD_BEFORE_IT** and **NAME_LINKED_TO_A_KIND_WORD**: "my
   big dog bruno", "hes a big lab called rocco" read no dog's name: one word may describe
   the pet before its kind, and a kind then a ``name_links`` word names it whatever leads
   the kind (breeds in ``pet_kinds``; nlu/names_for.py).
4. **WEEKDAY_SPAN_SAID_FOR_A_COUNT_OF_DAYS**: "can someone walk my dog mon to fri" read no
   count of days: a span of weekdays is the days it runs ("tues-thurs" 3, "周一到周三" 3),
   "every weekday" five (``every_weekday``; nlu/weekday_spans.py).
5. **DONE_SAID_BACK_WITH_AN_ASPECT_OF_HAVING_DONE** and **DONE_ASKED_SAID_BACK_NOT_DONE_
   AMONG_VALUES**: "体检做过了" to "体检做了吗？" was not understood, and "体检还没做" among the
   request's values read nothing (nlu/boolean_echo.py, nlu/boolean_verb_clause.py).
6. **LABEL_OF_ANOTHER_DATE_READ_AS_THIS_DATES_QUESTION**: "换驾照 有效期2月20号 … 明天上午"
   left the appointment day unread: the expiry's label, said in another spaced clause,
   was taken for the day's question (nlu/date_by_bounds.py).
7. **QUESTIONS_WORDS_BEFORE_THE_VALUE_AT_THE_RESUME_OFFER**: "有效期到2月10号" to the offer
   back after a question mid-booking got the help list: the held question said back before
   the value is how it is answered (nlu/resumed_values.py).
8. **DONE_THING_TOLD_WITH_ANOTHER_TAIL**: "补领驾驶证 上周三丢的" read no reason beside the
   synonym 丢了 (``told_tails``; nlu/choices.py).
9. **CODE_CLAUSE_TAKEN_INTO_THE_ADDRESS**: "灶打不着火 户号rq20261234 幸福里8号楼302 …" took
   the account clause into the address (nlu/addresses.py).
10. **CONFIRMATIONS_QUESTION_VERB_SAID_BACK_AS_THE_YES**: "快派吧", "派吧" to "…现在派单吗？"
    asked again (nlu/confirm_echo.py; urging adverbs in ``echo_adverbs``).
11. **THING_AND_ITS_STATE_SAID_AS_A_SENTENCE**: "gate is locked" for the label "locked gate"
    read nothing (nlu/boolean_named.py).
12. **CODE_IN_A_LONGER_REQUEST_NAMED_NO_FLOW**: "something came up friday, could the tech
    come monday instead? sp30517" got the help list (nlu/owners.py, nlu/which_flow.py).
13. **SELF_NAMED_BEFORE_THE_PHONE**: "…, im tom, 07700900555" read no owner's name beside a
    dog's name slot (``self_name_leads``; nlu/name_before_phone.py).
14. **CHANGE_RIGHT_AFTER_OF_A_VALUE_TWO_SLOTS_TAKE**: "能改到下周一吗" right after a renewal
    that holds an expiry date beside the day got the help list: the flow that changes what
    was made takes one of the two (nlu/amend.py).
15. **TOPIC_OPENING_THE_CLAUSE_BEFORE_THE_CAN_YOU_QUESTION**: "驾照上个月就过期了 还能换吗"
    for 换驾照 started nothing: the trigger's object opens the first clause, told of, and
    the can-you question of its verb follows (nlu/fronted_object.py).
16. **ARTICLE_BEFORE_A_NUMBERED_COUNT_OF_ITS_NOUN**: "need a regular clean 3 days a week"
    stored 1: a number read with its noun ("3 days") counts it, before an article does
    (nlu/counted.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2027-01-14T09:30:00")

_talk = talker(
    CLOCK,
    {
        "book_cleaner": {"ref": "HC-1"},
        "book_sitting": {"ref": "CS-1"},
        "hire_van": {"ref": "VH-1"},
        "book_mot": {"ref": "NJ302211"},
        "change_mot": {},
        "book_visa": {"ref": "QZ1"},
        "order_water": {"ref": "SW1"},
        "report_outage": {"ref": "KD1"},
        "book_pool": {"ref": "PL-1"},
        "book_boiler": {"ref": "SV-12345"},
        "move_boiler": {},
        "cancel_boiler": {},
        "boiler_status": {"status": "on its way"},
        "book_swim": {"ref": "SW-1"},
        "report_card": {"ref": "GS1"},
    },
)

# 1. PERIOD_OF_A_RATE_READ_AS_A_COUNT, 2. ARTICLE_COUNT_POINTING_AT_A_FLOW

CLEANER = """
settings: {language: en, region: GB}
flows:
  book_cleaner:
    description: booking a regular house cleaner
    triggers: [house cleaner, a cleaner, regular clean, book a clean]
    slots:
      - {name: per_week, type: integer, min: 1, max: 6, counts: [clean, day],
         label: cleans a week, prompt: "How many days a week?"}
      - {name: start, type: date, min: +1d, max: +30d, label: start day, prompt: "When should we start?"}
    confirm: "{per_week} days a week from {start}. Book?"
    action: book_cleaner
    results: [ref]
    done: "Booked, {ref}."
"""


@pytest.mark.parametrize(
    ("said", "days"),
    [("need a regular clean 3 days a week", 3), ("book a clean, 2 days a week pls", 2)],
)
def test_the_article_of_a_rates_period_counts_nothing(tmp_path: Path, said: str, days: int) -> None:
    chat, _ = _talk(tmp_path, CLEANER)
    chat.say(said, flow="book_cleaner", slots={"per_week": days}, asked="start")


def test_a_rates_period_is_no_week_after_the_day(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CLEANER)
    # Tuesday 19 January, not a week after it
    chat.say(
        "house cleaner 2 days a week from tuesday",
        slots={"per_week": 2, "start": "2027-01-19"},
    )


def test_a_week_from_a_day_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CLEANER)
    chat.say("book a clean, 2 days", flow="book_cleaner", asked="start")
    chat.say("a week from tuesday", slots={"start": "2027-01-26"})


@pytest.mark.parametrize("said", ["such a nice day for a clean walk", "its been a long day"])
def test_an_articles_count_alone_asks_for_nothing(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, CLEANER)
    chat.say(said, flow=None)
    assert ran == []


# 3. NAME_AFTER_A_KIND_WORD_WITH_A_WORD_BEFORE_IT, NAME_LINKED_TO_A_KIND_WORD,
# 13. SELF_NAMED_BEFORE_THE_PHONE

SITTING = """
settings: {language: en, region: GB}
flows:
  book_sitting:
    description: booking a cat sitter to visit while you are away
    triggers: [cat sitter, cat sitting, feed my cat, someone to feed]
    slots:
      - {name: pet, type: text, kind: name, label: cat's name, prompt: "What's your cat called?"}
      - {name: visits, type: integer, min: 1, max: 14, counts: visit, label: visits,
         prompt: "How many visits?"}
      - {name: owner, type: text, kind: name, label: your name, prompt: "And your name?"}
      - {name: phone, type: phone, label: phone, prompt: "Best number?"}
    confirm: "{visits} visits for {pet}; {owner}, {phone}. Book?"
    action: book_sitting
    results: [ref]
    done: "Booked, {ref}."
"""


@pytest.mark.parametrize(
    "said",
    [
        "cat sitting for our old cat misty, 4 visits",
        "need someone to feed my cat, shes a tabby called misty, 4 visits",
    ],
)
def test_a_pets_name_after_its_described_or_linked_kind(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, SITTING)
    chat.say(said, flow="book_sitting", slots={"pet": "misty", "visits": 4}, asked="owner")


def test_a_pets_kind_with_no_name_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SITTING)
    chat.say("cat sitting for my old cat please", flow="book_sitting", asked="pet")


def test_the_owner_named_before_the_phone(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, SITTING)
    chat.say(
        "cat sitter for my cat misty, 6 visits, this is dave, 07700 900222",
        flow="book_sitting",
        slots={"pet": "misty", "visits": 6, "owner": "dave"},
        phase="confirming",
    )


# 4. WEEKDAY_SPAN_SAID_FOR_A_COUNT_OF_DAYS

VAN = """
settings: {language: en, region: GB}
flows:
  hire_van:
    description: hiring a van by the day
    triggers: [hire a van, van hire, rent a van]
    slots:
      - {name: days, type: integer, min: 1, max: 14, counts: day, label: days, prompt: "How many days?"}
      - {name: size, type: enum, values: [small, medium, large], label: size, prompt: "Small, medium or large?"}
    confirm: "{size} van for {days} days. Book?"
    action: hire_van
    results: [ref]
    done: "Booked, {ref}."
"""


@pytest.mark.parametrize(
    ("said", "days"), [("tues-thurs", 3), ("every weekday", 5), ("fri to mon", 4)]
)
def test_a_span_of_weekdays_is_a_count_of_days(tmp_path: Path, said: str, days: int) -> None:
    chat, _ = _talk(tmp_path, VAN)
    chat.say("van hire please, medium", flow="hire_van", asked="days")
    chat.say(said, slots={"days": days}, phase="confirming")


def test_a_span_of_weekdays_with_the_request(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, VAN)
    chat.say("hire a van mon to wed, large", slots={"days": 3, "size": "large"}, phase="confirming")


# 6. LABEL_OF_ANOTHER_DATE_READ_AS_THIS_DATES_QUESTION, 14. CHANGE_RIGHT_AFTER_OF_A_VALUE_TWO_SLOTS_TAKE

MOT = """
settings: {language: zh, region: CN}
flows:
  book_mot:
    description: 预约车辆年检
    triggers: [预约年检, 约年检, 车辆年检]
    entity: mot
    slots:
      - {name: insured, type: date, min: today, max: +365d, label: 交强险到期, prompt: "交强险哪天到期？"}
      - {name: day, type: date, min: +1d, max: +14d, label: 年检日期, prompt: "约哪天年检？"}
      - {name: half, type: enum, values: [上午, 下午], label: 时段, prompt: "上午还是下午？"}
    confirm: "{day}{half}年检，交强险{insured}到期。确认吗？"
    action: book_mot
    results: [{name: ref, entity: mot}]
    done: "约好了，{ref}。"
  change_mot:
    description: 年检改约
    triggers: [年检改约, 改约, 改年检时间]
    slots:
      - {name: ref, type: text, entity: mot, pattern: "^NJ\\\\d{6}$", label: 预约号, prompt: "预约号多少？"}
      - {name: day, type: date, min: +1d, max: +14d, label: 新日期, prompt: "改到哪天？"}
    confirm: "{ref}改到{day}？"
    action: change_mot
    done: "改好了。"
"""


def test_another_dates_label_in_its_own_clause(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, MOT)
    chat.say(
        "约年检 交强险3月9号到期 后天下午",
        flow="book_mot",
        slots={"insured": "2027-03-09", "day": "2027-01-16", "half": "下午"},
        phase="confirming",
    )


def test_a_change_right_after_of_the_day_the_changer_takes(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, MOT)
    chat.say("约年检 交强险3月9号到期 后天下午", phase="confirming")
    chat.say("确认", flow=None)
    chat.say("能改到下周二吗", flow="change_mot", slots={"ref": "NJ302211", "day": "2027-01-19"})
    assert ran == ["book_mot"]


# 5. DONE_SAID_BACK_WITH_AN_ASPECT_OF_HAVING_DONE, DONE_ASKED_SAID_BACK_NOT_DONE_AMONG_VALUES,
# 7. QUESTIONS_WORDS_BEFORE_THE_VALUE_AT_THE_RESUME_OFFER

VISA = """
settings: {language: zh, region: CN}
flows:
  book_visa:
    description: 预约签证递签
    triggers: [约递签, 预约递签, 办签证]
    slots:
      - {name: expiry, type: date, min: +180d, max: +3650d, label: 护照有效期, prompt: "护照有效期到哪天？"}
      - {name: photo, type: boolean, label: 照片, prompt: "照片拍了吗？"}
      - {name: day, type: date, min: +1d, max: +14d, label: 递签日期, prompt: "约哪天递签？"}
    confirm: "{day}递签，照片：{photo}。确认吗？"
    action: book_visa
    results: [ref]
    done: "约好了，{ref}。"
  papers:
    description: 递签要带的材料
    triggers: [带什么材料, 要带什么, 材料清单]
    done: "带护照、照片、在职证明和银行流水。"
"""


@pytest.mark.parametrize("said", ["照片拍过了", "照片早就拍过了"])
def test_done_said_back_with_its_aspect(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, VISA)
    chat.say("办签证 护照有效期2030年5月1号", flow="book_visa", asked="photo")
    chat.say(said, slots={"photo": True}, asked="day")


def test_not_done_said_back_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, VISA)
    chat.say("办签证 护照有效期2030年5月1号", flow="book_visa", asked="photo")
    chat.say("还没拍", slots={"photo": False}, asked="day")


@pytest.mark.parametrize(
    ("said", "photo"), [("约递签 照片还没拍", False), ("约递签 照片拍过了", True)]
)
def test_done_told_among_the_requests_values(tmp_path: Path, said: str, photo: bool) -> None:
    chat, _ = _talk(tmp_path, VISA)
    chat.say(said, flow="book_visa", slots={"photo": photo}, asked="expiry")


def test_the_held_question_said_back_before_its_value(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, VISA)
    chat.say("办签证", flow="book_visa", asked="expiry")
    chat.say("要带什么材料", bot_contains="银行流水")
    chat.say(
        "有效期到2030年5月1号", flow="book_visa", slots={"expiry": "2030-05-01"}, asked="photo"
    )


# 8. DONE_THING_TOLD_WITH_ANOTHER_TAIL, 9. CODE_CLAUSE_TAKEN_INTO_THE_ADDRESS,
# 10. CONFIRMATIONS_QUESTION_VERB_SAID_BACK_AS_THE_YES

CARD = """
settings: {language: zh, region: CN}
flows:
  report_card:
    description: 社保卡挂失补办
    triggers: [挂失, 社保卡挂失, 补办社保卡]
    slots:
      - {name: reason, type: enum, values: [遗失, 被盗], synonyms: {遗失: [丢了, 找不着了], 被盗: [被偷了, 让人偷了]},
         label: 挂失原因, prompt: "是遗失还是被盗？"}
      - {name: phone, type: phone, label: 手机号, prompt: "手机号多少？"}
    confirm: "社保卡{reason}挂失，手机{phone}。现在挂失吗？"
    action: report_card
    results: [ref]
    done: "已挂失，{ref}。"
"""


@pytest.mark.parametrize("said", ["社保卡挂失 地铁上被偷的", "挂失 昨天被偷的"])
def test_a_synonym_of_a_done_thing_with_another_tail(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, CARD)
    chat.say(said, flow="report_card", slots={"reason": "被盗"}, asked="phone")


@pytest.mark.parametrize("said", ["挂吧", "赶紧挂失", "快挂吧"])
def test_the_confirmations_verb_said_back_is_its_yes(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, CARD)
    chat.say("挂失 被偷了 13912345678", phase="confirming")
    chat.say(said, flow=None)
    assert ran == ["report_card"]


@pytest.mark.parametrize("said", ["社保卡洗坏了 能补办吗", "社保卡被狗咬烂了 可以补办吗"])
def test_the_topic_told_of_before_the_can_you_question(tmp_path: Path, said: str) -> None:
    chat, _ = _talk(tmp_path, CARD)
    chat.say(said, flow="report_card")


def test_the_topic_told_of_before_another_verb_guard(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, CARD)
    chat.say("社保卡洗坏了 还能用吗", flow=None)
    assert ran == []


def test_the_confirmations_verb_then_a_change_guard(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, CARD)
    chat.say("挂失 被偷了 13912345678", phase="confirming")
    chat.say("挂吧 不对 是丢了", flow="report_card")
    assert ran == []


BROADBAND = """
settings: {language: zh, region: CN}
flows:
  report_outage:
    description: 宽带报修
    triggers: [宽带报修, 宽带断了, 网断了]
    slots:
      - {name: account, type: text, pattern: "^KD\\\\d{8}$", label: 宽带账号, prompt: "宽带账号多少？"}
      - {name: address, type: text, kind: address, label: 地址, prompt: "装机地址是哪里？"}
    confirm: "账号{account}，地址{address}。提交吗？"
    action: report_outage
    results: [ref]
    done: "已提交，{ref}。"
"""


def test_a_code_clause_is_no_part_of_the_address(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, BROADBAND)
    chat.say(
        "宽带断了 账号kd20261234 阳光小区3号楼501",
        flow="report_outage",
        slots={"account": "KD20261234", "address": "阳光小区3号楼501"},
        phase="confirming",
    )


# 11. THING_AND_ITS_STATE_SAID_AS_A_SENTENCE

POOL = """
settings: {language: en, region: US}
flows:
  book_pool:
    description: booking a pool cleaning
    triggers: [pool cleaning, clean my pool, pool clean]
    slots:
      - {name: heated, type: boolean, label: heated pool, prompt: "Is the pool heated?"}
      - {name: day, type: date, min: +1d, max: +30d, label: day, prompt: "Which day?"}
    confirm: "Clean on {day}; heated: {heated}. Book?"
    action: book_pool
    results: [ref]
    done: "Booked, {ref}."
"""


@pytest.mark.parametrize(
    ("said", "heated"),
    [
        ("pool cleaning please, the pool is heated", True),
        ("clean my pool friday, the pool's heated", True),
    ],
)
def test_a_thing_and_its_state_told(tmp_path: Path, said: str, heated: bool) -> None:
    chat, _ = _talk(tmp_path, POOL)
    chat.say(said, flow="book_pool", slots={"heated": heated})


# 12. CODE_IN_A_LONGER_REQUEST_NAMED_NO_FLOW

BOILER = """
settings: {language: en, region: GB}
flows:
  book_boiler:
    description: booking a boiler service
    triggers: [boiler service, service my boiler]
    entity: visit
    slots:
      - {name: day, type: date, min: +1d, max: +30d, label: day, prompt: "Which day?"}
    confirm: "Boiler service on {day}. Book?"
    action: book_boiler
    results: [{name: ref, entity: visit}]
    done: "Booked, {ref}."
  move_boiler:
    description: moving a service visit to another day
    triggers: [move my service, rearrange my visit]
    slots:
      - {name: ref, type: text, entity: visit, pattern: "^SV-\\\\d{5}$", label: job number,
         prompt: "What's the job number?"}
      - {name: day, type: date, min: +1d, max: +30d, label: new day, prompt: "Which day instead?"}
    confirm: "Move {ref} to {day}?"
    action: move_boiler
    done: "Moved."
  cancel_boiler:
    description: cancelling a service visit
    triggers: [cancel my service, cancel the visit]
    destructive: true
    slots:
      - {name: ref, type: text, entity: visit, pattern: "^SV-\\\\d{5}$", label: job number,
         prompt: "What's the job number?"}
    action: cancel_boiler
    done: "Cancelled."
  boiler_status:
    description: checking on a visit
    triggers: [where is the engineer, is the engineer coming]
    slots:
      - {name: ref, type: text, entity: visit, pattern: "^SV-\\\\d{5}$", label: job number,
         prompt: "What's the job number?"}
    action: boiler_status
    results: [status]
    done: "{ref}: {status}."
"""


@pytest.mark.parametrize(
    "said",
    [
        "cant do the 20th anymore, could the engineer come on the 22nd instead? sv12345",
        "sorry something came up, can your engineer come on the 22nd instead please, SV-12345",
    ],
)
def test_a_code_and_a_value_one_of_its_takers_reads(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, BOILER)
    chat.say(said, flow="move_boiler", slots={"ref": "SV-12345", "day": "2027-01-22"})
    assert ran == []


def test_a_question_of_a_code_and_a_day_guard(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, BOILER)
    chat.say("is SV-12345 still on for the 20th?", flow=None)
    assert ran == []
