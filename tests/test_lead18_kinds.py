"""Kinds of mistake the lead found in the wave's eighteenth session, probing a solar panel
cleaner and a shoe-cleaning service (洗鞋) written from docs/dsl.md outside the repo; each
tested here in other words on other domains. Each test fails with its fix taken out. The
clock is a Friday (2026-12-04, 10:00).

1. **The wrong flow started**: a trigger that starts inside another match and runs past
   its end ("鞋子洗坏了": 洗坏了 of a complaint across 鞋子洗, a form derived from 鞋子清洗) was
   never seen, since the scan takes each phrase it meets whole, leftmost first; and of two
   hits as long and as sure, a trigger as the author wrote it now beats a form derived
   from another (``TriggerHit.authored``).
2. A yes-or-no slot named by its label cut short ("with the bird mesh" for "bird proofing
   mesh", "加去黄" for 去黄增白) was read as nothing: an English label of three words or
   more is read without its inner words (its head noun and one other kept), and a Chinese
   adding verb (加, 加上, 加个; 不加) has the thing as 要 does.
3. **The opposite started**: "can we cancel the clean on friday" booked a clean, the thing
   named only by a word of the flow that makes it (a weak hit). An undo word the undoing
   flows' own triggers open with, said before such a word ("cancel the clean") or closing
   the message after it ("we had a clean booked … can we cancel"), asks for the undoer;
   said in a supposed clause ("what happens if i cancel …?") it asks for nothing. A lone
   cancel word in a long or polite question ("hiya can you cancel the tub on tuesday")
   counts when the rest names a word of the author's triggers for the thing.
4. A weekday said as a correction ("make it friday" on a Friday) was read in the old
   date's week, today, though the slot starts tomorrow: refused, the date asked again. A
   day so moved outside the slot's bounds is read as the scan read it, the next one.
5. A date moved by a day after a wait or a self-correction ("no wait the day after",
   "sorry i mean the day after") was a plain no: those words now stand around a shift as
   the polite asks and correction words did.
6. A no to a yes-or-no question after an answer's filler ("那不要了", "那就不要了吧") let the
   whole task go: the filler (``answer_fillers``) is no part of the answer.
7. A count slot without ``counts`` whose prompt asks what it counts ("How many bedrooms?",
   "搬到几楼？") read nothing from "3 bedrooms" or "6楼" in a request: what the prompt asks
   to count (the lexicon's ``count_questions``) is read as the slot's name would be. Found
   by this file's own domains, written before they ran.
8. A vague count inside a stated want ("想洗几双鞋", a few pairs) was a question ("几"), and
   the trigger split by it was never said: with a want stated, the vague count stands for
   a number inside the trigger (its measure word one the domain counts by, or a
   classifier) and asks nothing; ``want_openers`` lacked the want said without "我". (Adding
   common measure words to ``classifiers`` was tried and dropped: 盆 of 盆底, 副 of 一副
   are morphemes too, and the benchmark lost two requests.)
9. "what happens if i cancel the tub visit?" started the cancel: a trigger said by its
   words with others between had no span, so no supposed clause held it.
10.-16. People named beside a count are no unlisted item; a thing told by its trigger then
   cancelled closing the message is undone; a question by an informing flow's trigger
   asks it ("洗空调多少钱一台"); counts said after their items stay with them ("柜机一台挂机
   两台"); a two-character value by its first character as "the … one" ("挂的"); a plate
   named by its slot keeps a second part of letters ("reg YK21 PLM"); "na" is a no.
17. "加吧" to "要顺便加氟吗？" was read as nothing: the verb said back was looked for right
   after the modal, where the adverb 顺便 stands (the lexicon's ``echo_adverbs``).
18. "i lost my phone" for the trigger "i lost something" started nothing: a word standing
   for any thing (the lexicon's ``trigger_placeholders``) now takes what the user names.
19. "空调有味道了 能上门洗吗" started nothing: a can-you question by the flow's verb alone,
   after a word of where or how, closing its clause (a verb of the flow's triggers: what
   stands before the thing another of its triggers says, ``dropped_object.object_verbs``),
   with a softener at most before the question's end: "能送到吗" mid-order asks of the
   running task (到 of 到哪了 stands before what names no thing).
"""

from __future__ import annotations

from pathlib import Path

from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-04T10:00:00")

CURTAINS_ZH = """
settings: {language: zh, region: CN}
flows:
  clean:
    description: 上门拆洗窗帘
    triggers: [窗帘清洗, 洗窗帘]
    slots:
      - {name: panels, type: integer, counts: 幅, min: 1, max: 20, label: 幅数, prompt: "一共几幅窗帘？"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: 日期, prompt: "哪天上门？"}
    confirm: "{day}上门拆洗{panels}幅窗帘，确认吗？"
    action: clean
    done: "约好了。"
  complain:
    description: 洗坏了要投诉
    triggers: [投诉, 洗缩水了, 洗褪色了]
    slots:
      - {name: phone, type: phone, label: 手机号, prompt: "您的手机号是？"}
    action: complain
    done: "已记录。"
"""

GAZEBO = """
settings: {language: en, region: GB}
flows:
  hire:
    description: hiring a pop-up gazebo for a garden party
    triggers: [gazebo hire, hire a gazebo]
    slots:
      - {name: size, type: enum, values: [3x3, 3x6], label: size, prompt: "3x3 or 3x6?"}
      - {name: walls, type: boolean, label: side wall panels, prompt: "Do you want side wall panels?"}
      - {name: day, type: date, min: tomorrow, max: +60d, prompt: "Which day?"}
    confirm: "A {size} gazebo on {day}, walls: {walls}. Book?"
    action: hire
    done: "Booked."
"""

TINT_ZH = """
settings: {language: zh, region: CN}
flows:
  tint:
    description: 汽车贴膜
    triggers: [贴膜, 贴车膜]
    slots:
      - {name: car, type: enum, values: [轿车, SUV, MPV], label: 车型, prompt: "轿车、SUV还是MPV？"}
      - {name: thick, type: boolean, label: 前挡加厚, prompt: "前挡要加厚吗？"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: 日期, prompt: "哪天来店？"}
    confirm: "{day}，{car}贴膜，前挡加厚：{thick}。确认吗？"
    action: tint
    done: "约好了。"
"""

HOT_TUB = """
settings: {language: en, region: GB}
flows:
  tub_service:
    description: servicing a hot tub at the customer's home
    triggers: [service my hot tub, hot tub servicing]
    slots:
      - {name: day, type: date, min: tomorrow, max: +30d, prompt: "Which day?"}
    confirm: "Hot tub service on {day}. Book?"
    action: service
    results: [{name: ref, entity: visit}]
    done: "Booked."
  cancel_visit:
    description: cancel a booked visit
    triggers: [cancel my visit, cancel the appointment]
    entity: visit
    destructive: true
    slots:
      - {name: ref, type: text, pattern: "HT\\\\d{3}", label: visit reference, prompt: "What's the visit reference?"}
    confirm: "Cancel visit {ref}?"
    action: cancel_visit
    done: "Cancelled."
"""

PIANO_MOVE_ZH = """
settings: {language: zh, region: CN}
flows:
  move:
    description: 钢琴搬运
    triggers: [搬钢琴, 钢琴搬运]
    slots:
      - {name: floor, type: integer, min: 1, max: 40, label: 楼层, prompt: "搬到几楼？"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: 日期, prompt: "哪天搬？"}
    confirm: "{day}搬到{floor}楼，确认吗？"
    action: move
    done: "约好了。"
"""

LOFT = """
settings: {language: en, region: GB}
flows:
  survey:
    description: a loft insulation survey at home
    triggers: [loft survey, insulation survey]
    slots:
      - {name: rooms, type: integer, min: 1, max: 12, prompt: "How many bedrooms?"}
      - {name: day, type: date, min: tomorrow, max: +30d, prompt: "Which day?"}
    confirm: "Survey of a {rooms} bedroom house on {day}. Book?"
    action: survey
    done: "Booked."
"""

PET_BATH_ZH = """
settings: {language: zh, region: CN}
flows:
  bath:
    description: 上门给狗洗澡
    triggers: [给狗洗澡, 狗狗洗澡]
    slots:
      - {name: size, type: enum, values: [小型犬, 中型犬, 大型犬], label: 体型, prompt: "小型犬、中型犬还是大型犬？"}
      - {name: trim, type: boolean, label: 修剪指甲, prompt: "需要顺便修剪指甲吗？"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: 日期, prompt: "哪天上门？"}
    confirm: "{day}上门，{size}，修剪指甲：{trim}。确认吗？"
    action: bath
    done: "约好了。"
"""


_talk = talker(CLOCK)


# -- 1. a trigger across another match ---------------------------------------------------------


def test_a_trigger_running_past_a_derived_form_of_another_is_the_request(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CURTAINS_ZH)
    chat.say("窗帘洗缩水了 能赔吗", flow="complain", asked="phone")


def test_the_derived_form_alone_still_asks_for_its_flow(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, CURTAINS_ZH)
    chat.say("窗帘洗 3幅", flow="clean", slots={"panels": 3}, asked="day")


# -- 2. a yes-or-no slot's label cut short --------------------------------------------------------


def test_a_long_label_said_without_its_inner_word_is_a_yes(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, GAZEBO)
    chat.say(
        "gazebo hire 3x6 with the side panels for saturday",
        flow="hire",
        slots={"size": "3x6", "walls": True, "day": "2026-12-05"},
    )


def test_a_long_label_cut_short_with_a_no_is_a_no(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, GAZEBO)
    chat.say("hire a gazebo, 3x3, no side panels", flow="hire", slots={"walls": False})


def test_the_head_noun_alone_names_nothing(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, GAZEBO)
    chat.say("gazebo hire 3x3 with panels", flow="hire", asked="walls")


def test_a_chinese_adding_verb_before_part_of_a_label_is_a_yes(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TINT_ZH)
    chat.say("贴膜 SUV 加前挡", flow="tint", slots={"car": "SUV", "thick": True}, asked="day")


def test_a_chinese_adding_verb_turned_down_is_a_no(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, TINT_ZH)
    chat.say("贴车膜 轿车 不加厚", flow="tint", slots={"car": "轿车", "thick": False})


# -- 3. the thing undone named by a word of the flow that makes it -------------------------------


def test_cancel_before_a_word_of_the_making_flow_asks_for_the_undoer(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, HOT_TUB)
    chat.say("hiya can you cancel the tub on tuesday", flow="cancel_visit", asked="ref")
    chat.say("HT123", phase="confirming")
    chat.say("yes")
    assert ran == ["cancel_visit"]


def test_cancel_closing_a_message_that_told_the_thing_asks_for_the_undoer(
    tmp_path: Path,
) -> None:
    chat, _ = _talk(tmp_path, HOT_TUB)
    chat.say(
        "we had the tub man booked for monday but we're moving house, can we cancel it",
        flow="cancel_visit",
        asked="ref",
    )


def test_cancel_in_a_supposed_clause_undoes_nothing(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, HOT_TUB)
    reply = chat.say("what happens if i cancel the tub visit?")
    task = reply.state.active_task
    assert task is None or task.flow != "cancel_visit"


# -- 4. a weekday correcting a date, before the slot's first day --------------------------------


def test_a_weekday_correction_that_would_be_today_is_next_weeks(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PIANO_MOVE_ZH)
    chat.say("搬钢琴 6楼 明天", flow="move", phase="confirming")
    chat.say("改成周五吧", slots={"day": "2026-12-11"}, phase="confirming")


def test_a_weekday_correction_inside_the_old_week_stays_there(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PIANO_MOVE_ZH)
    chat.say("搬钢琴 6楼 下周二", flow="move", slots={"day": "2026-12-08"}, phase="confirming")
    chat.say("改成周四吧", slots={"day": "2026-12-10"}, phase="confirming")


# -- 5. a wait or a self-correction around "the day after" --------------------------------------


def test_a_wait_before_the_day_after_moves_the_date(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, LOFT)
    chat.say("loft survey, 3 bedrooms, monday", flow="survey", phase="confirming")
    chat.say("hmm wait the next day", slots={"day": "2026-12-08"}, phase="confirming")


def test_a_self_correction_before_the_day_after_moves_the_date(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, LOFT)
    chat.say("insulation survey 4 bedrooms tuesday", flow="survey", phase="confirming")
    chat.say("sorry i mean the day after", slots={"day": "2026-12-09"}, phase="confirming")


# -- 6. an answer's filler before the no to a yes-or-no question ---------------------------------


def test_a_filler_before_a_no_to_a_yes_or_no_question_is_that_no(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PET_BATH_ZH)
    chat.say("给狗洗澡 中型犬", flow="bath", asked="trim")
    chat.say("那就不要了吧", flow="bath", slots={"trim": False}, asked="day")


def test_a_filler_before_a_yes_to_a_yes_or_no_question_is_that_yes(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PET_BATH_ZH)
    chat.say("狗狗洗澡 大型犬", flow="bath", asked="trim")
    chat.say("那要吧", flow="bath", slots={"trim": True}, asked="day")


def test_a_plain_give_up_to_a_yes_or_no_question_still_cancels(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PET_BATH_ZH)
    chat.say("给狗洗澡 小型犬", flow="bath", asked="trim")
    chat.say("算了", flow=None)


# -- 8. a vague count inside a request ------------------------------------------------------------

BOOKBIND_ZH = """
settings: {language: zh, region: CN}
flows:
  bind:
    description: 旧书修补装订
    triggers: [修书, 装订书]
    slots:
      - {name: books, type: integer, counts: 本, min: 1, max: 50, label: 本数, prompt: "一共几本？"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: 日期, prompt: "哪天送来？"}
    confirm: "{day}送来{books}本，确认吗？"
    action: bind
    done: "好的。"
  opening:
    description: 营业时间
    triggers: [几点开门, 营业时间]
    action: hours
    done: "九点到六点。"
"""


def test_a_vague_count_inside_a_want_is_a_request(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, BOOKBIND_ZH)
    chat.say("想修几本书 周末能弄好吗", flow="bind", asked="books")


# a strict xfail until the nineteenth session (tests/test_xfail_kinds_nineteenth.py, kind 1):
# a modifier between the count and the trigger's noun (几本旧书 for 修书) split the trigger
def test_a_vague_count_and_a_modifier_inside_a_want_is_a_request(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, BOOKBIND_ZH)
    chat.say("想修几本旧书 周末能弄好吗", flow="bind", asked="books")


def test_a_vague_count_asked_without_a_want_is_still_a_question(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, BOOKBIND_ZH)
    chat.say("你们一天能修几本书？", flow=None)


# -- 10. people named beside a choice slot's count -----------------------------------------------

RENTAL_ZH = """
settings: {language: zh, region: CN}
flows:
  rent:
    description: 雪具租赁
    triggers: [租雪板, 租雪具]
    slots:
      - {name: sets, type: integer, counts: 套, min: 1, max: 10, label: 套数, prompt: "租几套？"}
      - {name: kind, type: enum, values: [单板, 双板], label: 板型, prompt: "单板还是双板？"}
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天来取？"}
    confirm: "{day}取{sets}套{kind}，确认吗？"
    action: rent
    done: "好的。"
"""


def test_people_named_beside_a_count_are_no_unlisted_choice(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, RENTAL_ZH)
    reply = chat.say("租雪具 我和我女朋友各一套 都要单板", flow="rent", slots={"kind": "单板"})
    assert not any("女朋友" in m for m in reply.messages), reply.messages


# -- 11. a thing told by its trigger, then undone by a word closing the message -------------------

LAUNDRY_PICKUP_ZH = """
settings: {language: zh, region: CN}
flows:
  pickup:
    description: 上门收衣干洗
    triggers: [干洗衣服, 上门收衣]
    slots:
      - {name: pieces, type: integer, counts: 件, min: 1, max: 30, label: 件数, prompt: "一共几件？"}
      - {name: day, type: date, min: tomorrow, max: +14d, label: 日期, prompt: "哪天上门？"}
    confirm: "{day}上门收{pieces}件，确认吗？"
    action: pickup
    results: [{name: order, entity: order}]
    done: "约好了。"
  cancel:
    description: 取消上门收衣
    triggers: [取消订单, 取消上门]
    entity: order
    destructive: true
    slots:
      - {name: phone, type: phone, label: 手机号, prompt: "下单时的手机号是？"}
    confirm: "确认取消{phone}的订单吗？"
    action: cancel
    done: "已取消。"
  price:
    description: 干洗收费
    triggers: [多少钱, 怎么收费]
    action: price
    done: "大衣50一件。"
"""


def test_a_thing_told_by_its_trigger_then_cancelled_is_undone(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, LAUNDRY_PICKUP_ZH)
    chat.say("后天的干洗衣服 取消一下", flow="cancel", asked="phone")


def test_a_thing_requested_then_asked_about_cancelling_is_still_the_request(
    tmp_path: Path,
) -> None:
    chat, _ = _talk(tmp_path, LAUNDRY_PICKUP_ZH)
    chat.say("干洗衣服 3件 后天", flow="pickup", slots={"pieces": 3})


# -- 12. a question by the trigger of a flow that only tells ---------------------------------------


def test_a_price_question_naming_the_service_asks_the_price(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, LAUNDRY_PICKUP_ZH)
    chat.say("干洗衣服怎么收费的", bot="大衣50一件。")


# -- 13. a Chinese list with each count after its item ------------------------------------------------

FRAMING_ZH = """
settings: {language: zh, region: CN}
flows:
  frame:
    description: 装裱字画
    triggers: [装裱, 裱画]
    slots:
      - {name: pieces, type: integer, counts: 幅, min: 1, max: 20, label: 幅数, prompt: "几幅？"}
      - {name: style, type: enum, values: [卷轴, 镜框], label: 装裱方式, prompt: "卷轴还是镜框？"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: 取件日期, prompt: "哪天来取？"}
    confirm: "{day}取{pieces}幅{style}，确认吗？"
    action: frame
    done: "好的。"
"""


def test_counts_said_after_their_items_stay_with_them(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, FRAMING_ZH)
    reply = chat.say(
        "装裱 卷轴三幅镜框一幅 下周五来拿", flow="frame", slots={"pieces": 3, "style": "卷轴"}
    )
    queued = reply.state.queued
    assert len(queued) == 1, queued
    said = {name: slot.value for name, slot in queued[0].slots.items() if slot.value is not None}
    assert said == {"pieces": 1, "style": "镜框", "day": "2026-12-11"}, said


# -- 14. a value said by its first character as "the … one" ------------------------------------------


def test_the_first_character_of_a_value_said_as_the_one_names_it(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, FRAMING_ZH)
    chat.say("装裱 2幅", flow="frame", asked="style")
    chat.say("镜的吧", slots={"pieces": 2, "style": "镜框"}, asked="day")


# -- 15. a code named by its slot, its second part of letters alone ---------------------------------

VAN_HIRE = """
settings: {language: en, region: GB}
flows:
  tow:
    description: towing a broken-down van to a garage
    triggers: [tow my van, van recovery]
    slots:
      - {name: reg, type: text, pattern: "[A-Z]{2}\\\\d{2} ?[A-Z]{3}", label: registration, prompt: "What's the reg?"}
      - {name: where, type: text, label: location, prompt: "Where is the van?"}
    confirm: "Tow {reg} from {where}?"
    action: tow
    done: "On the way."
"""


def test_a_plate_named_by_its_slot_keeps_its_letters_part(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, VAN_HIRE)
    chat.say("van recovery pls, reg YK21 PLM", flow="tow", slots={"reg": "YK21 PLM"}, asked="where")


# -- 16. a no typed as people type it -------------------------------------------------------------


def test_na_is_a_no(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, GAZEBO)
    chat.say("hire a gazebo 3x3", flow="hire", asked="walls")
    chat.say("na ta", slots={"walls": False}, asked="day")


# -- 17. an adverb between a question's modal and its verb ----------------------------------------


def test_the_verb_said_back_past_an_adverb_of_the_question_is_a_yes(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, PET_BATH_ZH)
    chat.say("给狗洗澡 中型犬", flow="bath", asked="trim")
    chat.say("修剪吧", slots={"trim": True}, asked="day")


# -- 18. a trigger's word that stands for any thing ------------------------------------------------

GYM_LOCKERS = """
settings: {language: en, region: GB}
flows:
  report:
    description: reporting something left behind at the gym
    triggers: [i left something, report lost property]
    slots:
      - {name: where, type: enum, values: [changing room, gym floor, pool], label: where, prompt: "Changing room, gym floor or pool?"}
    action: report
    done: "Logged."
"""


def test_a_thing_named_where_the_trigger_says_something_is_the_trigger(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, GYM_LOCKERS)
    chat.say("hi i left my blue water bottle by the pool", bot="Logged.")


# -- 19. the flow's verb said bare after a word of where or how ------------------------------------

ZIP_FIX_ZH = """
settings: {language: zh, region: CN}
flows:
  fix:
    description: 上门换拉链
    triggers: [换拉链, 修拉链]
    slots:
      - {name: pieces, type: integer, counts: 件, min: 1, max: 10, label: 件数, prompt: "几件衣服？"}
    confirm: "换{pieces}件的拉链，确认吗？"
    action: fix
    done: "好的。"
  hours:
    description: 营业时间
    triggers: [几点开门, 营业时间]
    action: hours
    done: "九点到六点。"
"""


def test_a_flows_verb_said_bare_after_where_asks_for_it(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZIP_FIX_ZH)
    chat.say("羽绒服拉链卡住了 明天能过来换吗", flow="fix", asked="pieces")


def test_the_verb_said_bare_alone_asks_nothing(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZIP_FIX_ZH)
    chat.say("这种能换吗", flow=None)


LAUNDRY_ZH = """
settings: {language: zh, region: CN}
flows:
  deliver:
    description: 洗好的衣服送上门
    triggers: [送衣服, 上门送衣服]
    slots:
      - {name: day, type: date, label: 日期, prompt: "哪天送？"}
      - {name: address, type: text, label: 地址, prompt: "送到哪里？"}
    confirm: "{day}送到{address}，确认吗？"
    action: deliver
    done: "好的。"
  track:
    description: 查衣服送到哪了
    triggers: [送到哪了, 到哪了, 衣服到哪了]
    action: track
    done: "在路上。"
"""


def test_a_verb_with_a_word_after_it_asks_of_the_running_task(tmp_path: Path) -> None:
    # the track flow's "到" stands before what no thing holds ("哪了" of 送到哪了): "能送到吗"
    # asks whether the delivery being booked can be made, it asks for no other flow
    chat, _ = _talk(tmp_path, LAUNDRY_ZH)
    chat.say("洗好的衣服能送上门吗", flow="deliver", asked="day")
    chat.say("周六能送到吗", flow="deliver", asked="address", slots={"day": "2026-12-05"})
