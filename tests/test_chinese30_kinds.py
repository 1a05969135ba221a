"""Kinds of mistake in Chinese seen by the thirtieth Chinese session in its written
domains (献血预约 tests/domains/xianxue, 身份证办理 tests/domains/shenfenzheng;
/work/notes/s30-chinese30.md), each tested here in other words and another domain, written
inline. The clock is Thursday 2026-12-10, 09:00."""

from __future__ import annotations

from pathlib import Path

from written_support import stand_in_talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-10T09:00:00")
_chat = stand_in_talker(CLOCK)

CAT_SITTING = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_sitting:
    description: 预约上门喂猫
    triggers: [上门喂猫, 约喂猫]
    slots:
      - {name: cats, type: integer, counts: 猫, measures: [只], min: 1, max: 6, label: 猫的数量, prompt: "几只猫？"}
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天开始？"}
      - {name: address, type: text, kind: address, label: 地址, patterns: ["地址{value}"], prompt: "地址是？"}
      - {name: owner, type: text, kind: name, label: 主人, prompt: "怎么称呼？"}
      - {name: phone, type: phone, label: 电话, prompt: "电话多少？"}
    confirm: "{day}起喂{cats}只猫，{address}，{owner} {phone}？"
    action: book_sitting
    done: "好的。"
"""


# -- kind 1 (BARE_NAME_AMONG_A_REQUESTS_VALUES): "约献血 … 不是第一次 王建国 138…" left the
# -- donor empty: only a surname with a title was read as a name among a request's values.
# -- A part of two or three characters opening with a surname, right before the phone, is
# -- where a form puts the name; an address typed with spaces ends before it -------------


def test_a_bare_name_before_the_phone_among_a_requests_values(tmp_path: Path) -> None:
    chat, _ = _chat(tmp_path, CAT_SITTING, ["book_sitting"])
    chat.say(
        "上门喂猫 2只猫 下周一开始 地址海淀区学院路3号院2号楼 刘晓梅 13566667777",
        flow="book_sitting",
        slots={"owner": "刘晓梅", "address": "海淀区学院路3号院2号楼", "phone": "+8613566667777"},
        phase="confirming",
    )


def test_a_day_before_the_phone_is_no_name(tmp_path: Path) -> None:
    chat, _ = _chat(tmp_path, CAT_SITTING, ["book_sitting"])
    chat.say(
        "约喂猫 1只 周五 13566667777", flow="book_sitting", slots={"owner": None}, asked="address"
    )


LAB_REPORT = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  send_report:
    description: 送体检报告
    triggers: [送报告, 寄报告]
    slots:
      - {name: deliver, type: boolean, label: 送上门, prompt: "报告给您送上门到家吗？还是到前台自取？"}
      - {name: address, type: text, kind: address, label: 地址, when: {deliver: true},
         patterns: ["送到{value}"], prompt: "送到哪里？"}
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天要？"}
    confirm: "{day}，送上门：{deliver}？"
    action: send_report
    done: "好的。"
"""


# -- kinds 2 and 3 (HOME_WORD_CAPTURED_AS_THE_ADDRESS, HOME_WORD_SAID_IN_ANOTHER_FORM):
# -- "寄到家里吧" to "证做好了邮寄到家吗？还是到窗口自取？" filled the address with 家里 by the
# -- pattern 寄到{value}; a word for one's home names no street, so the address is still
# -- asked, and the side said with another word for home (家里 for 家) is still that side --


def test_a_home_word_alone_is_no_address_and_names_the_side(tmp_path: Path) -> None:
    chat, _ = _chat(tmp_path, LAB_REPORT, ["send_report"])
    chat.say("送报告", flow="send_report", asked="deliver")
    chat.say("送到我家吧", slots={"deliver": True, "address": None}, asked="address")
    chat.say("朝阳区安立路60号5号楼301", slots={"address": "朝阳区安立路60号5号楼301"}, asked="day")


SWIM_CLASS = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_class:
    description: 预约游泳课
    triggers: [约游泳课, 报游泳课]
    slots:
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天上课？"}
      - {name: time, type: time, min: "09:00", max: "20:00", label: 时间, prompt: "几点？"}
    confirm: "{day} {time}？"
    action: book_class
    done: "好的。"
  what_to_bring:
    description: 上课要准备的东西
    triggers: [要准备什么, 需要准备什么]
    done: "泳帽泳镜自备，毛巾前台有。"
"""


# -- kind 4 (INFO_TRIGGERS_WHAT_SAID_AS_A_THING): "要带户口本吗" to a running booking beside
# -- the telling trigger 要带什么 was no question the bot could answer: the question word
# -- of the trigger was said as the one thing asked about, yes or no ------------------------


def test_a_telling_triggers_question_word_said_as_a_thing(tmp_path: Path) -> None:
    chat, _ = _chat(tmp_path, SWIM_CLASS, ["book_class"])
    chat.say("约游泳课 周六", flow="book_class", asked="time")
    chat.say("需要准备泳帽和泳镜吗", bot_contains="泳帽泳镜自备")
