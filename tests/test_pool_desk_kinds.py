"""Kinds of mistake a leisure pool's front desk (English) and a 家电清洗 service (Chinese),
written from docs/dsl.md and played as people type in the wave's eighth session, showed;
each tested here in other words on other domains: a climbing gym (English) and a 管道疏通
service (Chinese). Each test fails with its fix taken out. The clock is a Wednesday
(2026-12-02, 10:00).

1. A yes/no question led by a greeting ("hey is the pool open on sunday?") or typed
   without its mark ("is the cafe open late") was read as a statement, so the listed value
   it names started the one flow that takes it, with the question as the problem's
   description: a question opening with its verb and subject after leading words, or
   without a mark ("is the", "are the", "did my": the lexicon's ``question_words``), asks
   and starts nothing. A statement naming the value still does.
2. An age said of the one a task is for, as family ("my daughter is 9", "our son's 6") or
   without an apostrophe ("hes 6"), to an age slot whose label names nobody, was not read:
   the lexicon's ``age_of_family`` says whose age such a slot takes.
3. A weekday said of a habit ("lessons on tuesdays", "saturdays at 10") was not a date:
   it is the next such day.
4. A reason said inside the request's own clause ("pause my membership for a month because
   of my knee surgery", "…因为要出差") was dropped: from the reason word on (``reason_leads``)
   it is the remark a ``takes_rest`` slot keeps, as if after a comma.
5. What is wrong told with a thing only one flow takes, then a can-you question naming no
   flow ("家里油烟机太脏了 周六下午能来洗吗") was a question for information: the question
   asks for the visit the statement calls for.
6. A phone number its region's plan cannot hold ("0412 555 019" in the US: no area code
   starts with 0) was taken at the lowest confidence and booked; a number not known to be
   in use but of the plan's shape (a 555 test number) is still a phone.
7. An address or a phone number said when a count was asked ("丰台区…15号楼 1单元 1101",
   "13900001111", "14 elm street, apt 3" to "How many?") was read as the count: refused
   ("不能大于10"), a number of the address taken as the count, or asked "1, 15 or 1101?".
   It is the address (a Chinese one beyond doubt as a whole message or a run of its
   clauses: a road or estate word with a number, or two numbered parts) or the phone, and
   the count is asked again. Said with the request among other values, such an address was
   not read at all ("… 海淀区学院路20号院5号楼3单元201 电话…", "地址是朝阳路88号 …").
8. A Chinese bot named a slot without a ``label`` by its English identifier ("好的，day改成
   12月8日"): a reply names it by its kind or type in the bot's language (phrasings'
   ``slot_names``: "日期").
9. A cancel word after the thing to cancel ("我昨天约的订单能不能取消"), with nothing running,
   was "nothing to cancel": the one undoing flow whose trigger names that thing starts.
10. A wait word followed by a question for another value ("wait can it be the 15th") was
    "Sure, take your time." and the change was lost; "can it be …", "could we do …" ask for
    another value of what is held (the lexicon's ``corrections``), after a wait word too.
11. A measure word before a value said right ("一台油烟机") was read as a typo of a longer
    synonym one character off ("抽油烟机"), so "两台空调和一台油烟机" queued the second item
    and asked "确认一下：appliance是油烟机吗？" of the first: a form that holds a value
    said right but for its first or last character is no typo.
"""

from __future__ import annotations

from pathlib import Path

from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-02T10:00:00")

CLIMBING = """
settings: {language: en, region: US}
flows:
  book_course:
    description: booking an intro climbing course for a kid
    triggers: [book a course, kids climbing course, intro course]
    slots:
      - {name: climber, type: text, prompt: "What's the climber's name?"}
      - {name: age, type: integer, kind: age, min: 5, max: 16, prompt: "How old are they?"}
      - {name: day, type: date, min: tomorrow, max: +30d, prompt: "Which day?"}
      - {name: contact, type: phone, prompt: "A phone number for the parent?"}
    confirm: "Book {climber} ({age}) on {day}, phone {contact}?"
    action: book
    done: "Booked."
  report_fault:
    description: reporting a fault at the gym
    triggers: [report a fault, something is broken]
    slots:
      - {name: spot, type: enum, values: [bouldering wall, auto belay, sauna, cafe], prompt: "Where: bouldering wall, auto belay, sauna or cafe?"}
      - {name: what, type: text, takes_rest: true, prompt: "What's wrong?"}
    confirm: "Report the {spot}: {what}?"
    action: fault
    done: "Logged."
  party:
    description: booking a climbing party at your place with our mobile wall
    triggers: [book a party]
    slots:
      - {name: kids, type: integer, counts: kid, min: 4, max: 20, prompt: "How many kids?"}
      - {name: venue, type: text, kind: address, prompt: "What's the address?"}
      - {name: tel, type: phone, prompt: "A phone number?"}
    confirm: "A party for {kids} kids at {venue}?"
    action: book
    done: "Booked."
  pause_pass:
    description: pausing a climbing pass
    triggers: [pause my pass, freeze my pass]
    slots:
      - {name: pass_no, type: text, pattern: "P\\\\d{5}", prompt: "Your pass number (P and five digits)?"}
      - {name: why, type: text, required: false, takes_rest: true, prompt: "Any reason?"}
    confirm: "Pause pass {pass_no}?"
    action: pause
    done: "Paused."
"""

PIPES = """
settings: {language: zh}
flows:
  unblock:
    description: 预约上门疏通管道
    triggers: [预约疏通, 上门疏通, 通下水道]
    slots:
      - {name: where, type: enum, values: [马桶, 地漏, 洗手池, 厨房下水], prompt: "哪里堵了？马桶、地漏、洗手池还是厨房下水？"}
      - {name: day, type: date, min: tomorrow, max: +14d, prompt: "哪天上门？"}
    confirm: "{day}上门疏通{where}，确认吗？"
    action: book
    done: "约好了。"
  cancel_visit:
    description: 取消上门工单
    triggers: [取消工单, 取消上门]
    destructive: true
    slots:
      - {name: ticket, type: text, pattern: "GD\\\\d{5}", prompt: "工单号？"}
    confirm: "取消工单{ticket}？"
    action: unbook
    done: "已取消。"
  drains:
    description: 包月清理下水道
    triggers: [包月清理]
    slots:
      - {name: spots, type: integer, counts: 处, min: 1, max: 5, prompt: "家里一共几处下水？"}
      - {name: day, type: date, min: tomorrow, max: +14d, prompt: "哪天开始？"}
      - {name: home, type: text, kind: address, prompt: "地址？"}
      - {name: tel, type: phone, prompt: "电话？"}
    confirm: "{day}开始，{spots}处，{home}，{tel}，确认吗？"
    action: book
    done: "好了。"
  stop_service:
    description: 暂停包月服务
    triggers: [暂停包月, 停一下包月]
    slots:
      - {name: contract, type: text, pattern: "BY\\\\d{4}", prompt: "合同号？"}
      - {name: why, type: text, required: false, takes_rest: true, prompt: "原因？"}
    confirm: "暂停{contract}？"
    action: pause
    done: "已暂停。"
"""


_talk = talker(CLOCK)


# -- 1. a yes/no question led by a greeting, or without its mark, starts nothing ------------


def test_a_question_after_a_greeting_starts_nothing(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CLIMBING)
    chat.say("hi are the bouldering walls open tonight?", flow=None)


def test_a_question_without_its_mark_starts_nothing(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CLIMBING)
    chat.say("is the sauna still open after 9", flow=None)
    chat.say("did my friend leave her shoes at the cafe", flow=None)


def test_a_statement_naming_the_value_still_reports_it(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, CLIMBING)
    chat.say(
        "the auto belay on the left keeps jamming",
        flow="report_fault",
        phase="confirming",
        slots={"spot": "auto belay"},
    )
    chat.say("yes", flow=None)
    assert ran == ["fault"]


# -- 2. an age said of family ----------------------------------------------------------------


def test_an_age_said_of_family_fills_an_age_slot(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CLIMBING)
    chat.say("kids climbing course for tom, our son's 11", flow="book_course", slots={"age": 11})


def test_an_age_said_without_an_apostrophe(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CLIMBING)
    chat.say("book a course for my girl, shes 8", flow="book_course", slots={"age": 8})


# -- 3. a weekday said of a habit ------------------------------------------------------------


def test_a_weekday_in_the_plural_is_the_next_one(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CLIMBING)
    chat.say("intro course on fridays", flow="book_course", slots={"day": "2026-12-04"})


# -- 4. a reason inside the request's clause -------------------------------------------------


def test_a_reason_inside_the_requests_clause_is_the_remark(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CLIMBING)
    chat.say(
        "pause my pass P10442 cuz i broke my wrist",
        flow="pause_pass",
        slots={"pass_no": "P10442", "why": "cuz i broke my wrist"},
    )


def test_a_chinese_reason_inside_the_requests_clause_is_the_remark(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PIPES)
    chat.say(
        "暂停包月BY2231因为下个月要出国",
        flow="stop_service",
        slots={"contract": "BY2231", "why": "因为下个月要出国"},
    )


# -- 5. a thing only one flow takes, then a can-you question ---------------------------------


def test_a_thing_told_then_a_can_you_question_asks_for_the_visit(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PIPES)
    chat.say(
        "厨房下水又堵死了，明天能过来吗",
        flow="unblock",
        slots={"where": "厨房下水", "day": "2026-12-03"},
    )


def test_a_can_you_question_about_a_thing_alone_stays_a_question(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PIPES)
    chat.say("地漏能通吗", flow=None)


# -- 6. a phone number its region's plan cannot hold -----------------------------------------


def test_a_phone_number_the_plan_cannot_hold_is_refused(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, CLIMBING)
    chat.say("book a course, hes 9, saturday", flow="book_course", asked="climber")
    chat.say("sam", asked="contact")
    chat.say("0412 555 019", asked="contact", slots={"contact": None})
    chat.say("555 412 0190", phase="confirming", slots={"contact": "+15554120190"})
    chat.say("yes", flow=None)
    assert ran == ["book"]


# -- 7. an address or a phone number said when a count was asked -----------------------------


def test_an_address_said_to_a_count_question_is_the_address(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PIPES)
    chat.say("包月清理", flow="drains", asked="spots")
    chat.say(
        "朝阳区望京花园西区 8号楼 2单元 702",
        asked="spots",
        slots={"home": "朝阳区望京花园西区 8号楼 2单元 702", "spots": None},
    )
    chat.say("3处", slots={"spots": 3}, asked="day")


def test_a_phone_said_to_a_count_question_is_the_phone(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PIPES)
    chat.say("包月清理", flow="drains", asked="spots")
    chat.say("13700002222", asked="spots", slots={"tel": "+8613700002222", "spots": None})


def test_a_chinese_address_among_other_values_is_read(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PIPES)
    chat.say(
        "包月清理 2处 下周一开始 地址是通州区梨园镇云景东路5号院3号楼 电话13700002222",
        flow="drains",
        phase="confirming",
        slots={
            "spots": 2,
            "day": "2026-12-07",
            "home": "通州区梨园镇云景东路5号院3号楼",
            "tel": "+8613700002222",
        },
    )


def test_a_day_of_the_month_is_still_no_address(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PIPES)
    chat.say("包月清理 2处", flow="drains", asked="day")
    chat.say("5号", slots={"day": "2026-12-05", "home": None}, asked="home")


def test_an_english_address_or_phone_said_to_a_count_question(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CLIMBING)
    chat.say("book a party", flow="party", asked="kids")
    chat.say(
        "7 birch road, unit 5",
        asked="kids",
        phase="collecting",
        slots={"venue": "7 birch road, unit 5"},
    )
    chat.say("415 555 0134", asked="kids", slots={"tel": "+14155550134"})
    chat.say("12", phase="confirming", slots={"kids": 12})


# -- 8. a Chinese bot names a slot without a label in Chinese --------------------------------


def test_a_chinese_bot_names_an_unlabelled_slot_in_chinese(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PIPES)
    chat.say("包月清理 2处", flow="drains", asked="day")
    chat.say("后天", asked="home")
    reply = chat.say("不对 改成大后天", slots={"day": "2026-12-05"})
    said = " ".join(reply.messages)
    assert "日期" in said and "day" not in said


# -- 9. a cancel word after the thing to cancel ----------------------------------------------


def test_a_cancel_word_after_the_thing_starts_its_undoing_flow(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PIPES)
    chat.say("上周约的那个工单能取消吗", flow="cancel_visit", asked="ticket")
    chat.say("GD20931", phase="confirming")


# -- 10. a wait word, then a question for another value --------------------------------------


def test_a_wait_then_a_question_for_another_value_changes_it(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CLIMBING)
    chat.say("intro course, hes 10", flow="book_course", asked="climber")
    chat.say("tom", asked="day")
    chat.say("friday", slots={"day": "2026-12-04"}, asked="contact")
    chat.say("hang on could it be saturday", slots={"day": "2026-12-05"}, asked="contact")


# (a strict xfail until the ninth session: the free-text answer was read before the aside;
# a wait going on with another wait, "let me ask", is no value now)
def test_a_wait_with_a_reason_to_a_free_text_question_still_waits(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CLIMBING)
    chat.say("intro course, hes 10", flow="book_course", asked="climber")
    reply = chat.say("hold on let me ask his mum", asked="climber", slots={"climber": None})
    assert "take your time" in " ".join(reply.messages)


def test_a_wait_with_a_reason_still_waits(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CLIMBING)
    chat.say("intro course for tom, hes 10", flow="book_course")
    chat.say("tom", asked="day")
    reply = chat.say("hold on let me ask his mum", asked="day", slots={"day": None})
    assert "take your time" in " ".join(reply.messages)


# -- 11. a measure word before a value is no typo of a longer synonym ------------------------

REPAIR = """
settings: {language: zh}
flows:
  repair:
    description: 预约家电上门维修
    triggers: [预约维修, 上门维修]
    slots:
      - {name: item, type: enum, values: [冰箱, 洗衣机, 热水器], synonyms: {热水器: [电热水器]}, measures: [台], prompt: "修什么？"}
      - {name: units, type: integer, counts: 台, min: 1, max: 10, prompt: "几台？"}
      - {name: day, type: date, min: tomorrow, max: +14d, prompt: "哪天上门？"}
    confirm: "{day}上门修{item}{units}台，确认吗？"
    action: book
    done: "约好了。"
"""


def test_a_measure_word_before_a_value_is_no_typo(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, REPAIR)
    reply = chat.say(
        "我想修一下家里的两台洗衣机和一台热水器",
        flow="repair",
        phase="collecting",
        asked="day",
        slots={"item": "洗衣机", "units": 2},
    )
    assert not any("确认一下" in m for m in reply.messages)
