"""Kinds of mistake in Chinese seen by the twenty-ninth Chinese session in its written
domains (交通一卡通 tests/domains/yikatong, 上门私厨 tests/domains/sichu;
/work/notes/s29-chinese29.md), each tested here in other words and another domain, written
inline. The clock is Thursday 2026-12-10, 09:00."""

from __future__ import annotations

from pathlib import Path

from written_support import stand_in_talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-10T09:00:00")
_chat = stand_in_talker(CLOCK)

PHOTO_PRINT = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  print_photos:
    description: 冲洗照片
    triggers: [洗照片, 冲照片]
    slots:
      - {name: framed, type: boolean, label: 装裱相框, prompt: "照片要给您装进相框吗？还是只要照片？"}
      - {name: day, type: date, min: today, max: +30d, label: 取件日期, prompt: "哪天来取？"}
    confirm: "{day}取，装裱相框：{framed}？"
    action: print_photos
    done: "好的。"
"""


# -- kind 1 (CHOICE_SIDE_SAYS_THE_LABEL_IN_ITS_OWN_ORDER): "我自己准备" to "食材要厨师帮您买
# -- 吗？还是您自己准备？" (labelled 代买食材) answered nothing: a side was the yes only when it
# -- said the label whole, and a question seldom does; a side saying two of its characters
# -- or more, where the other says none, is the label's -------------------------------------


def test_the_other_side_of_a_label_said_in_its_own_order_is_no(tmp_path: Path) -> None:
    chat, _ = _chat(tmp_path, PHOTO_PRINT, ["print_photos"])
    chat.say("洗照片", flow="print_photos", asked="framed")
    chat.say("只要照片就行", slots={"framed": False}, asked="day")


def test_the_side_saying_the_label_in_part_is_yes(tmp_path: Path) -> None:
    chat, _ = _chat(tmp_path, PHOTO_PRINT, ["print_photos"])
    chat.say("冲照片", flow="print_photos", asked="framed")
    chat.say("装进相框吧", slots={"framed": True}, asked="day")


DRY_CLEAN = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  dry_clean:
    description: 干洗衣服
    triggers: [干洗, 洗衣服]
    slots:
      - {name: iron, type: boolean, label: 熨衬衫, prompt: "要帮您熨衬衫吗？还是您回家自己熨？"}
      - {name: day, type: date, min: today, max: +30d, label: 取衣日期, prompt: "哪天来取？"}
    confirm: "{day}取，熨衬衫：{iron}？"
    action: dry_clean
    done: "好的。"
"""


# -- kind 2 (LABEL_TOPIC_BEFORE_THE_SIDE_CHOSEN): "食材我自己准备" to "…还是您自己准备？"
# -- answered nothing: the thing asked about (a part of the label) said first as the topic
# -- made the clause no side's words; without it, the side is said ---------------------------


def test_the_labels_thing_said_first_leaves_the_side_chosen(tmp_path: Path) -> None:
    chat, _ = _chat(tmp_path, DRY_CLEAN, ["dry_clean"])
    chat.say("干洗", flow="dry_clean", asked="iron")
    chat.say("衬衫我回家自己熨", slots={"iron": False}, asked="day")


LOCKSMITH = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  unlock:
    description: 上门开锁
    triggers: [开锁, 上门开锁]
    slots:
      - {name: address, type: text, kind: address, label: 地址, patterns: ["地址是{value}"], prompt: "地址是？"}
      - {name: contact, type: text, kind: name, label: 联系人, prompt: "怎么称呼您？"}
      - {name: day, type: date, min: today, max: +7d, label: 日期, prompt: "哪天？"}
    confirm: "{day}到{address}开锁，{contact}？"
    action: unlock
    done: "好的。"
"""


# -- kind 3 (ADDRESS_RUNS_INTO_A_TITLED_NAME): "寄到…402 李秀兰 139…" and "地址是…601 陈女士
# -- 137…" took the name into the address a pattern captured: a spaced clause of a surname
# -- and a title is a value of its own (``titled_names``), no part of the address ------------


def test_a_titled_name_after_a_spaced_address_is_the_name(tmp_path: Path) -> None:
    chat, _ = _chat(tmp_path, LOCKSMITH, ["unlock"])
    chat.say(
        "开锁 地址是海淀区中关村南大街5号院3号楼 刘先生 明天",
        flow="unlock",
        slots={"address": "海淀区中关村南大街5号院3号楼", "contact": "刘先生", "day": "2026-12-11"},
        phase="confirming",
    )


LAUNDRY = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  wash:
    description: 洗衣服
    triggers: [洗衣服, 送洗]
    slots:
      - {name: deliver, type: boolean, label: 送衣上门, prompt: "衣服洗好给您送回家吗？"}
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天来收？"}
    confirm: "{day}来收，送衣上门：{deliver}？"
    action: wash
    done: "好的。"
"""


# -- kind 4 (DIRECTION_AFTER_THE_VERB_SAID_BACK): "寄过来吧" to "新卡给您邮寄吗？还是到网点自
# -- 取？" answered nothing: the question's verb said back with a direction after it (the
# -- lexicon's ``direction_complements``) is the verb said back -------------------------------


def test_the_verb_said_back_with_a_direction_is_yes(tmp_path: Path) -> None:
    chat, _ = _chat(tmp_path, LAUNDRY, ["wash"])
    chat.say("洗衣服", flow="wash", asked="deliver")
    chat.say("送过来吧", slots={"deliver": True}, asked="day")


def test_the_verb_said_back_with_a_direction_of_return_is_yes(tmp_path: Path) -> None:
    chat, _ = _chat(tmp_path, LAUNDRY, ["wash"])
    chat.say("送洗", flow="wash", asked="deliver")
    chat.say("送回来吧", slots={"deliver": True}, asked="day")


CARPET = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  clean_carpet:
    description: 上门清洗地毯
    triggers: [清洗地毯, 洗地毯]
    slots:
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天上门？"}
    confirm: "{day}上门洗地毯？"
    action: clean_carpet
    done: "好的。"
  prices:
    description: 价格
    triggers: [多少钱, 价格表]
    done: "每平米15元。"
"""


# -- kind 5 (THING_BEFORE_THE_VERB_IN_AN_ASK_OF_HAVING; left by the 28th session): "你们那有
# -- 轮椅出租吗" asked nothing: an ask of having with the trigger's object after 有 and its verb
# -- after the object (the lexicon's ``having_asks``) asks for the flow --------------------------


def test_an_ask_of_having_with_the_thing_before_the_verb_asks_for_the_flow(
    tmp_path: Path,
) -> None:
    chat, _ = _chat(tmp_path, CARPET, ["clean_carpet"])
    chat.say("家里地毯脏了 你们有地毯清洗吗", flow="clean_carpet", asked="day")


def test_an_ask_of_having_asked_both_ways_asks_for_the_flow(tmp_path: Path) -> None:
    chat, _ = _chat(tmp_path, CARPET, ["clean_carpet"])
    chat.say("有没有地毯清洗", flow="clean_carpet", asked="day")


CHECKUP = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_checkup:
    description: 预约体检
    triggers: [预约体检, 约体检]
    slots:
      - {name: patient, type: text, kind: name, label: 体检人, prompt: "体检人怎么称呼？"}
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天？"}
    confirm: "{day}，{patient}体检？"
    action: book_checkup
    done: "好的。"
"""


# -- kind 6 (NAME_GLUED_AFTER_ITS_WORD_WITHOUT_A_LINK): "挂失 学生卡 … 名字王小明 138…" gave
# -- no holder: a word for a name (the lexicon's ``type_words`` of ``name``) glued before the
# -- name, no 是 or 叫 between, calls the flow's one name slot as its label glued there does ---


def test_a_word_for_a_name_glued_before_it_names_the_one_name_slot(tmp_path: Path) -> None:
    chat, _ = _chat(tmp_path, CHECKUP, ["book_checkup"])
    chat.say(
        "约体检 后天 姓名张伟",
        flow="book_checkup",
        slots={"patient": "张伟", "day": "2026-12-12"},
        phase="confirming",
    )
