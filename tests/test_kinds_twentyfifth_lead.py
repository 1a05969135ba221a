"""The kinds of mistake the lead's probes of the twenty-fourth session left
(/work/notes/CLOSING24.md, "What is left", Lead), each tested here in other words and another
domain, written inline, English and Chinese. The clock is a Wednesday (2027-03-10, 09:00):
Thursday is the 11th, Saturday the 13th, 周六 13 March too."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2027-03-10T09:00:00")

#: the conversation and the count of each action run
Shop = tuple[Conversation, Counter[str]]


def _shop(folder: Path, text: str, action: str) -> Shop:
    (folder / "shop.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(folder, clock=CLOCK)
    return Conversation(bot, "s", "u1"), stand_in_actions(bot, {action: {}})


TELESCOPE = """
settings: {language: en, currency: GBP, region: GB}
flows:
  telescope_evening:
    description: an evening at the big telescope
    triggers: [telescope evening, observatory tour, see the telescope]
    slots:
      - {name: people, type: integer, kind: people, label: people, prompt: "How many of you?"}
      - {name: day, type: date, min: tomorrow, label: evening, prompt: "Which evening?"}
    confirm: "The telescope for {people} on {day}. Shall I book it?"
    action: telescope_evening
    done: "Booked."
  prices:
    description: what an evening at the telescope costs
    triggers: [how much, prices]
    done: "£12 each, children half price."
"""


def test_a_booking_verb_not_in_the_triggers_with_a_pronoun_after_a_price(
    tmp_path: Path,
) -> None:
    """Kind: a request of an everyday booking verb and a pronoun for the thing the talk
    just priced, with a value after it, where the flow's triggers hold no booking verb
    ("lovely, could you book us one for sunday" after "how much is a telescope evening"):
    nothing started and the day was lost (the probe's "great, book one for saturday" after
    a price answer). Where a trigger opens with the verb, the weak trigger hit already
    started it; a yes with a day at the confirmation, and a remark for an optional slot that
    takes the rest said to the name question, were already right (their tests, written
    with these, passed before any change and were dropped)."""
    chat, _ = _shop(tmp_path, TELESCOPE, "telescope_evening")
    chat.say("how much is a telescope evening", bot_contains="£12")
    chat.say("lovely, could you book us one for sunday", flow="telescope_evening")
    assert chat.slots["day"] == "2027-03-14"


HALL = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_hall:
    description: hiring the village hall
    triggers: [hire the hall, book the hall, village hall hire]
    slots:
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
      - {name: hours, type: integer, counts: hour, min: 1, max: 12, label: hours, prompt: "How many hours?"}
    confirm: "The hall on {day} for {hours} hours. OK?"
    action: hire_hall
    done: "Booked."
"""


def test_hours_said_as_a_span_of_the_clock(tmp_path: Path) -> None:
    """Kind: a length of time in hours said as the clock times it runs between, joined by
    "till" or "until" ("7 till 11", "6pm until midnight"), to the hours' question or with
    the request: the span was never counted, so the hours were asked again (the probe's
    "next friday 8 till midnight")."""
    chat, _ = _shop(tmp_path, HALL, "hire_hall")
    chat.say("hire the hall on saturday", asked="hours")
    chat.say("7 till 11", phase="confirming")
    assert chat.slots["hours"] == 4
    chat, _ = _shop(tmp_path, HALL, "hire_hall")
    chat.say("can i book the hall thursday 6pm until midnight", phase="confirming")
    assert chat.slots["hours"] == 6
    assert chat.slots["day"] == "2027-03-11"


POND = """
settings: {language: en, currency: GBP, region: GB}
flows:
  clean_pond:
    description: a garden pond clean
    triggers: [pond clean, clean my pond, clean the pond]
    slots:
      - {name: fish, type: boolean, label: fish rehomed, prompt: "Do the fish need rehoming while we clean?"}
      - {name: pump, type: boolean, label: pump service, prompt: "Does the pump need a service too?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "A pond clean on {day}. OK?"
    action: clean_pond
    done: "Booked."
"""


def test_an_answer_that_the_thing_asked_about_is_not_there_is_a_no(tmp_path: Path) -> None:
    """Kind: an answer to a yes-or-no question about a thing that says there is no such
    thing ("there arent any fish in it", "we dont have a pump"): asked again, with no way
    past it but a yes or a no (the probe's "theres no sofa"). Nothing to do to what is not
    there is a no."""
    chat, _ = _shop(tmp_path, POND, "clean_pond")
    chat.say("clean my pond please", asked="fish")
    chat.say("there arent any fish in it", asked="pump")
    assert chat.slots["fish"] is False
    chat.say("we dont have a pump", asked="day")
    assert chat.slots["pump"] is False


MATTRESS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  collect_mattress:
    description: taking an old mattress away
    triggers: [collect a mattress, mattress collection, take my old mattress]
    slots:
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day should we come?"}
      - {name: size, type: enum, values: [single, double, king], label: size, prompt: "Single, double or king?"}
    confirm: "A {size} mattress collected on {day}. OK?"
    action: collect_mattress
    done: "Booked."
"""


def test_the_day_after_said_of_the_day_just_talked_about(tmp_path: Path) -> None:
    """Kind: "the day after" said alone, after a day refused for being too soon ("ok the day
    after that then"): the day it comes after is the one the talk just had, so it is that
    day and one (the probe's "the day after then")."""
    chat, _ = _shop(tmp_path, MATTRESS, "collect_mattress")
    chat.say("mattress collection please", asked="day")
    chat.say("today if poss")
    assert chat.slots.get("day") is None
    chat.say("ok the day after that then", asked="size")
    assert chat.slots["day"] == "2027-03-11"


TUINA = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_tuina:
    description: 预约中医推拿
    triggers: [约推拿, 预约推拿, 做推拿]
    slots:
      - {name: people, type: integer, kind: people, label: 人数, prompt: "几位来？"}
      - {name: day, type: date, min: today, label: 日期, prompt: "哪天来？"}
    confirm: "{day} {people}位推拿？"
    action: book_tuina
    done: "约好了。"
"""


def test_a_companion_said_alone_is_the_one_who_comes(tmp_path: Path) -> None:
    """Kind: a family member said alone as who comes, to "几位来？" or among the request's
    values ("我外婆", "约推拿 我外公 周六"): one person, the one named; it was counted as
    nobody and asked again (the probe's "预约理发 我爸 …")."""
    chat, _ = _shop(tmp_path, TUINA, "book_tuina")
    chat.say("约推拿", asked="people")
    chat.say("我外婆", asked="day")
    assert chat.slots["people"] == 1
    chat, _ = _shop(tmp_path, TUINA, "book_tuina")
    chat.say("预约推拿 我外公 周六", phase="confirming")
    assert chat.slots["people"] == 1
    assert chat.slots["day"] == "2027-03-13"


LECTURE = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_theatre:
    description: hiring the lecture theatre for an event
    triggers: [hire the lecture theatre, lecture theatre hire, book the lecture theatre]
    slots:
      - {name: seats, type: integer, counts: seat, min: 10, max: 300, label: seats, prompt: "How many seats?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
      - {name: booker, type: text, kind: name, label: name, prompt: "Whose name is it under?"}
    confirm: "The theatre for {seats} on {day}, under {booker}. OK?"
    action: hire_theatre
    done: "Booked."
"""


def test_a_name_said_to_a_which_number_question(tmp_path: Path) -> None:
    """Kind: a name said alone while the bot asks which of two numbers was meant ("Did you
    mean 120 or 150?"): a name answers no count, but the flow's empty name slot takes it and
    the question is asked again (the probe's "acme ltd" to "Did you mean 80 or 90?")."""
    chat, _ = _shop(tmp_path, LECTURE, "hire_theatre")
    chat.say("hire the lecture theatre on friday, 120 or 150 seats", asked="seats")
    chat.say("dan whitlock", asked="seats")
    assert chat.slots["booker"] == "dan whitlock"
    assert chat.slots.get("seats") is None


KUNGFU = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  try_class:
    description: 武术馆预约试课
    triggers: [约试课, 预约试课, 试听课]
    slots:
      - {name: style, type: enum, values: [太极拳, 跆拳道, 咏春拳], label: 项目, prompt: "想学哪个？"}
      - {name: day, type: date, min: today, label: 日期, prompt: "哪天来试课？"}
    confirm: "{day}试{style}？"
    action: try_class
    done: "约好了。"
"""


def test_a_three_character_value_said_by_its_first_two_inside_a_sentence(tmp_path: Path) -> None:
    """Kind: a three-character value said by its first two characters inside a sentence,
    not as the whole answer ("孩子想练跆拳", "我想学咏春 周六能来吗"): only the whole answer
    named it, so the question was asked again (the probe's "我想学爵士")."""
    chat, _ = _shop(tmp_path, KUNGFU, "try_class")
    chat.say("约试课", asked="style")
    chat.say("孩子想练跆拳", asked="day")
    assert chat.slots["style"] == "跆拳道"
    chat, _ = _shop(tmp_path, KUNGFU, "try_class")
    chat.say("预约试课 我想学咏春 周六", phase="confirming")
    assert chat.slots["style"] == "咏春拳"


PROJECTOR = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  fix_projector:
    description: 上门修投影仪
    triggers: [修投影仪, 投影仪维修]
    slots:
      - {name: fault, type: enum, values: [不开机, 画面模糊, 风扇响], label: 故障, prompt: "什么毛病？"}
      - {name: units, type: integer, counts: 台, min: 1, max: 5, label: 台数, prompt: "几台？"}
      - {name: day, type: date, min: today, label: 日期, prompt: "哪天上门？"}
    confirm: "{day}上门修{units}台投影仪（{fault}）？"
    action: fix_projector
    done: "约好了。"
"""


def test_one_then_a_verb_then_jiu_said_to_the_count_question_counts_nothing(
    tmp_path: Path,
) -> None:
    """Kind: "一X就…" (as soon as X), a 一 before a one-character verb and 就, read as a
    count of one when the count is asked ("不是画面模糊 是不开机 一按就没反应" to "几台？"
    filled the count with 1; the twenty-fourth session's YI_VERB_JIU_READ_AS_A_COUNT, "一拧就
    断电"). The fault is changed and the count asked again; "一台就行" still counts one, a
    measure word being no verb. (A first test, said while the fault was asked, passed before
    the change and was dropped.)"""
    chat, _ = _shop(tmp_path, PROJECTOR, "fix_projector")
    chat.say("修投影仪", asked="fault")
    chat.say("画面模糊", asked="units")
    chat.say("不是画面模糊 是不开机 一按就没反应", asked="units")
    assert chat.slots["fault"] == "不开机"
    chat.say("一台就行", asked="day")
    assert chat.slots["units"] == 1


MILK = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  order_milk:
    description: 订鲜奶每天送上门
    triggers: [订奶, 订鲜奶, 送牛奶]
    slots:
      - {name: bottles, type: integer, counts: 瓶, min: 1, max: 6, label: 瓶数, prompt: "每天几瓶？"}
      - {name: who, type: text, kind: name, label: 联系人, prompt: "怎么称呼您？"}
    confirm: "每天{bottles}瓶，联系人{who}？"
    action: order_milk
    done: "订好了。"
"""


def test_a_name_with_its_surname_spelled_out_after_it(tmp_path: Path) -> None:
    """Kind: a Chinese name typed with a space before a part that spells its surname out
    ("李娜 木子李", "名字不对 是章伟 立早章" at the confirmation): the spelling was kept in
    the name (the twenty-fourth session's NAME_CHANGE_KEEPS_THE_REMARK_AFTER_IT, "是汪先生
    三点水那个汪"). A second part that spells nothing stays ("欧阳 娜娜")."""
    chat, _ = _shop(tmp_path, MILK, "order_milk")
    chat.say("订奶 每天2瓶", asked="who")
    chat.say("李娜 木子李", phase="confirming")
    assert chat.slots["who"] == "李娜"
    chat.say("名字不对 是章伟 立早章", phase="confirming")
    assert chat.slots["who"] == "章伟"
    chat, _ = _shop(tmp_path, MILK, "order_milk")
    chat.say("订奶 每天1瓶", asked="who")
    chat.say("欧阳 娜娜", phase="confirming")
    assert chat.slots["who"] == "欧阳 娜娜"


WREATH = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_wreath:
    description: a handmade door wreath
    triggers: [order a wreath, door wreath, wreath order]
    slots:
      - {name: style, type: enum, values: [dried orange, pine cone, holly berry], label: style,
         prompt: "Dried orange, pine cone or holly berry?"}
      - {name: day, type: date, min: tomorrow, label: collection day, prompt: "Which day will you collect it?"}
    confirm: "A {style} wreath for {day}. OK?"
    action: order_wreath
    done: "Ordered."
"""


def test_a_letter_changed_in_one_word_of_a_longer_value_said_with_the_request(
    tmp_path: Path,
) -> None:
    """Kind: a value of several words said with the request, one word of five letters or
    more typed with a letter changed and the others as written ("holly bernies" is no such
    typo, "dried orenge" is): neither read nor asked about, so the value was asked from
    scratch (the twenty-fourth session's "kiln dryed" for "kiln dried"). The words said as
    written anchor the odd one: a letter missing is read so already ("a dedicatd desk")."""
    chat, _ = _shop(tmp_path, WREATH, "order_wreath")
    chat.say("can i order a wreath in dried orenge for saturday", phase="confirming")
    assert chat.slots["style"] == "dried orange"
    assert chat.slots["day"] == "2027-03-13"
