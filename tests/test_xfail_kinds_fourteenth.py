"""Kinds of mistake that older suites kept as strict xfails (issue 23, fourteenth session),
each fixed in general and tested here in other words and other domains than where it was
seen: a hot tub hire firm and a made-to-measure blinds fitter (both English, British), and a
gift voucher desk, all written inline from docs/dsl.md before any of these cases ran. The
clock is a Thursday (2026-12-03, 10:00).

1. a purpose said after "to" ("…need somewhere to dump all the rubbish", seen in
   tests/domains/skiphire) is read by a free-text slot's pattern ``to {value}`` as its value:
   the address became "dump all the rubbish", was never asked, and a value another slot
   reads inside the purpose (the rubbish, the waste kind) was lost. A verb followed by its
   object ("dump all the …", "fix my …") or a purpose after a word that asks for one
   ("somewhere to …", "something to …") is no value of the slot.
2. an English address whose street word is an everyday word too ("22 kiln close", "9 heron
   rise", "4 abbey mews"; seen in tests/test_xfail_kinds_thirteenth.py, the solar panel
   firm): said as the new address at the confirmation it was no address beyond doubt, and
   its house number went to the count.
3. a new value said at the confirmation as a clause of its own, with a clause of its reason
   after it ("还是视频吧 懒得跑了", seen in tests/domains/lvsuo): the value was no change
   (the message is not all values), the reason alone was kept as the remark, and the
   confirmation asked again with the old value. Tested on a 陪诊 service (an escort to
   hospital appointments, Chinese) and a cat sitter (English), written inline. Found by its
   first run (the guard "my neighbour did a quick visit last time" changed the visit): a
   word of a slot's name inside that slot's own value ("visit" of "quick visit", a slot
   labelled "visit length") counted as naming the slot, so any mention of the value at the
   confirmation was a change; now only a name said outside the value names it.
4. (found by kind 3's first run) a Chinese standing rule whose thing is said before its
   words ("{text}不方便", "{text}不在家") after a space typed for a comma: the thing was cut
   to the message's first clause ("还是代取报告吧 老人腿脚不方便" stored the rule to avoid
   "还是代取报告吧", which then refused that very value), where the thing is in the clause of
   the rule's words. Tested on a 上门做饭 service (a cook at home), written inline.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import stand_in_talker

from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-03T10:00:00")

HOT_TUB = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_tub:
    description: hiring a hot tub delivered and set up at a house
    triggers: [hire a hot tub, hot tub hire, rent a hot tub, hot tub for the weekend]
    slots:
      - {name: size, type: enum, label: tub size, values: [small, family, party],
         synonyms: {small: [4 seater], family: [6 seater], party: [8 seater]},
         prompt: "Small, family or party size?"}
      - {name: address, type: text, kind: address, label: delivery address, patterns: ["to {value}"],
         prompt: "Where should we set it up?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: delivery day,
         prompt: "Which day should we bring it?"}
    confirm: "A {size} hot tub to {address} on {day}. Book it?"
    action: hire_tub
    done: "Booked."
"""

VOUCHERS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  buy_voucher:
    description: buying a gift voucher for someone
    triggers: [gift voucher, buy a voucher, voucher for a present]
    slots:
      - {name: recipient, type: text, label: recipient, patterns: ["to {value}", "for {value}"],
         prompt: "Who is it for?"}
      - {name: amount, type: money, label: amount, prompt: "How much should it be worth?"}
    confirm: "A {amount} voucher for {recipient}. Buy it?"
    action: buy_voucher
    done: "Done."
"""

BLINDS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  fit_blinds:
    description: measuring and fitting made-to-measure window blinds
    triggers: [fit blinds, blinds fitting, new blinds, measure for blinds]
    slots:
      - {name: address, type: text, kind: address, label: address, patterns: ["at {value}"],
         prompt: "What's the address?"}
      - {name: windows, type: integer, counts: window, min: 1, max: 30, label: windows,
         prompt: "How many windows?"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: day, prompt: "Which day suits?"}
    confirm: "Blinds for {windows} windows at {address} on {day}. Book it?"
    action: fit_blinds
    done: "Booked."
"""


ESCORT = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_escort:
    description: 预约陪诊服务
    triggers: [预约陪诊, 约陪诊, 陪诊服务, 找人陪诊]
    slots:
      - {name: service, type: enum, label: 服务, values: [全程陪诊, 代取报告, 代问诊],
         synonyms: {全程陪诊: [全程, 陪着看病], 代取报告: [取报告, 拿报告], 代问诊: [帮忙问医生]},
         prompt: "要全程陪诊、代取报告还是代问诊？"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: 日期, prompt: "哪天？"}
      - {name: mobile, type: phone, label: 手机, prompt: "手机号？"}
      - {name: note, type: text, required: false, takes_rest: true, label: 备注}
    confirm: "{day}，{service}，{mobile}。确认吗？"
    action: book_escort
    done: "约好了。"
"""

CATS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_sitting:
    description: a cat sitter popping in to feed the cat while the owner is away
    triggers: [cat sitting, cat sitter, feed my cat, pop in for the cat]
    slots:
      - {name: visit, type: enum, label: visit length, values: [quick visit, long visit],
         synonyms: {quick visit: [quick, short, 20 minutes], long visit: [long, an hour, longer]},
         prompt: "A quick visit or a long visit?"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: first day, prompt: "Which day do we start?"}
    confirm: "A {visit} from {day}. Book it?"
    action: book_sitting
    done: "Booked."
"""


CHEF = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_chef:
    description: 预约厨师上门做饭
    triggers: [上门做饭, 约厨师, 请个厨师, 约上门做饭]
    slots:
      - {name: cuisine, type: enum, label: 菜系, values: [川菜, 粤菜, 家常菜], prompt: "做什么菜？"}
      - {name: day, type: date, min: tomorrow, max: +30d, label: 日期, prompt: "哪天？"}
      - {name: guests, type: integer, kind: people, min: 1, max: 20, label: 人数, prompt: "几位吃饭？"}
    confirm: "{day}，{cuisine}，{guests}位。确认吗？"
    action: book_chef
    done: "约好了。"
"""


_chat = stand_in_talker(CLOCK)


@pytest.fixture
def tubs(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, HOT_TUB, ["hire_tub"])[0]


@pytest.fixture
def blinds(tmp_path: Path) -> Conversation:
    return _chat(tmp_path, BLINDS, ["fit_blinds"])[0]


# -- 1. a purpose after "to" is no value of a `to {value}` pattern -----------------------------


@pytest.mark.parametrize(
    "said",
    [
        "hiya can i rent a hot tub to surprise my husband for his 50th",
        "need a hot tub for the weekend to keep the kids busy",
        "want to hire a hot tub to celebrate our anniversary",
        "hot tub hire pls, need something to unwind in after work",
    ],
)
def test_a_purpose_after_to_is_no_address(tubs: Conversation, said: str) -> None:
    tubs.say(said, flow="hire_tub", slots={"address": None}, asked="size")
    tubs.say("family", slots={"size": "family"}, asked="address")


@pytest.mark.xfail(
    strict=True,
    reason="the case (written before its first run) names two values of the size slot: "
    "'family' of 'entertain the family' and '8 seater'; the bot asks which size, as it "
    "should; the kind is tested by test_a_value_inside_a_purpose_is_still_read",
)
def test_a_purpose_after_to_leaves_another_slots_value_to_it(tubs: Conversation) -> None:
    """The purpose said no address, and the value inside it is still read."""
    tubs.say(
        "rent a hot tub to entertain the family at xmas, 8 seater",
        flow="hire_tub",
        slots={"address": None, "size": "party"},
        asked="address",
    )


@pytest.mark.parametrize(
    ("said", "address"),
    [
        ("hot tub hire to 14 orchard rd pls", "14 orchard rd"),
        ("can i rent a hot tub to my mums house on saturday", "my mums house"),
    ],
)
def test_an_address_after_to_is_still_the_address(
    tubs: Conversation, said: str, address: str
) -> None:
    """Guards: a street address, and a place named with a possessive, after the pattern."""
    tubs.say(said, flow="hire_tub", slots={"address": address}, asked="size")


def test_a_purpose_after_to_is_no_recipient(tmp_path: Path) -> None:
    """Any free-text slot's ``to {value}``: a voucher's recipient."""
    desk, _ = _chat(tmp_path, VOUCHERS, ["buy_voucher"])
    desk.say(
        "gift voucher to cheer up my sister pls",
        flow="buy_voucher",
        slots={"recipient": None},
        asked="recipient",
    )


def test_a_value_inside_a_purpose_is_still_read(tmp_path: Path) -> None:
    """The purpose is no recipient, and the amount said inside it is the amount (the
    skip hire's "somewhere to dump all the rubbish" kept the waste from its slot)."""
    desk, _ = _chat(tmp_path, VOUCHERS, ["buy_voucher"])
    desk.say(
        "gift voucher pls, i need something to give my sister worth £40",
        flow="buy_voucher",
        slots={"recipient": None, "amount": {"amount": 40, "currency": "GBP"}},
        asked="recipient",
    )


def test_a_person_after_to_is_still_the_recipient(tmp_path: Path) -> None:
    """Guard: the person the voucher goes to."""
    desk, _ = _chat(tmp_path, VOUCHERS, ["buy_voucher"])
    desk.say("buy a voucher to my nan", flow="buy_voucher", slots={"recipient": "my nan"})


# -- 2. a British street word that is an everyday word too ------------------------------------


def _blinds_to_confirm(blinds: Conversation) -> None:
    blinds.say("new blinds pls", flow="fit_blinds", asked="address")
    blinds.say("5 station road", slots={"address": "5 station road"}, asked="windows")
    blinds.say("6", slots={"windows": 6}, asked="day")
    blinds.say("monday", slots={"day": "2026-12-07"}, phase="confirming")


@pytest.mark.parametrize(
    ("said", "address"),
    [
        ("sorry its 9 heron rise", "9 heron rise"),
        ("change it to 31 old mill close pls", "31 old mill close"),
        ("oh hang on its 4 abbey mews", "4 abbey mews"),
        ("switch it to 12 linden grove", "12 linden grove"),
    ],
)
def test_a_new_address_with_an_everyday_street_word(
    blinds: Conversation, said: str, address: str
) -> None:
    _blinds_to_confirm(blinds)
    blinds.say(said, slots={"address": address, "windows": 6}, phase="confirming")


def test_a_count_then_close_is_no_address(blinds: Conversation) -> None:
    """Guard: the word as a verb, after a word that ends a value ("then")."""
    _blinds_to_confirm(blinds)
    blinds.say(
        "make it 8 then close it off",
        slots={"windows": 8, "address": "5 station road"},
        phase="confirming",
    )


# -- 3. a new value as a clause of its own, with its reason after it, at the confirmation -------

ESCORT_FILLED = "预约陪诊 全程陪诊 下周一 13800003333"


@pytest.mark.parametrize(
    ("said", "service"),
    [
        # a reason that reads as a rule ('{text}不方便') after a space typed for the comma:
        # the rule's words start at its thing, the change before them stays (twentieth
        # session, tests/test_chinese_kinds_twentieth.py kind 4)
        ("还是代取报告吧 老人腿脚不方便", "代取报告"),
        ("代取报告吧，她自己能去看", "代取报告"),
        ("那就代问诊吧 我请不了假", "代问诊"),
    ],
)
def test_a_new_value_with_its_reason_is_the_change(tmp_path: Path, said: str, service: str) -> None:
    desk, _ = _chat(tmp_path, ESCORT, ["book_escort"])
    desk.say(ESCORT_FILLED, flow="book_escort", phase="confirming")
    desk.say(said, phase="confirming", slots={"service": service, "day": "2026-12-07"})


@pytest.mark.xfail(
    strict=True,
    reason="kind (left, on main too): '我妈老说代取报告太麻烦了' is read as a request (the mood "
    "reader's), so the value said inside the clause changes the service at the confirmation",
)
def test_a_value_inside_a_sentence_is_still_no_change(tmp_path: Path) -> None:
    """Guard: the value inside a longer clause that tells something is no change."""
    desk, _ = _chat(tmp_path, ESCORT, ["book_escort"])
    desk.say(ESCORT_FILLED, flow="book_escort", phase="confirming")
    desk.say("我妈老说代取报告太麻烦了", phase="confirming", slots={"service": "全程陪诊"})


@pytest.mark.parametrize(
    ("said", "visit"),
    [
        ("long visit, shes been a bit needy lately", "long visit"),
        # a strict xfail until the twenty-third session ("one" standing for the value's noun)
        ("quick one then, she mostly sleeps anyway", "quick visit"),
    ],
)
def test_a_new_value_with_its_reason_is_the_change_in_english(
    tmp_path: Path, said: str, visit: str
) -> None:
    sitter, _ = _chat(tmp_path, CATS, ["book_sitting"])
    sitter.say("cat sitting from saturday, a long visit pls", flow="book_sitting")
    sitter.say("quick visit" if visit == "long visit" else "long visit", phase="confirming")
    sitter.say(said, slots={"visit": visit}, phase="confirming")


def test_a_value_said_in_passing_is_no_change_in_english(tmp_path: Path) -> None:
    """Guard: the value inside a clause about something else."""
    sitter, _ = _chat(tmp_path, CATS, ["book_sitting"])
    sitter.say(
        "cat sitting from saturday, a long visit pls", flow="book_sitting", phase="confirming"
    )
    sitter.say("my neighbour did a quick visit last time", slots={"visit": "long visit"})


# -- 4. a Chinese rule's thing said before its words, after a space typed for a comma ---------


def test_a_rules_thing_is_in_the_clause_of_its_words(tmp_path: Path) -> None:
    chef, _ = _chat(tmp_path, CHEF, ["book_chef"])
    chef.say(
        "上门做饭 家常菜 下周六 周日不在家",
        flow="book_chef",
        slots={"cuisine": "家常菜", "day": "2026-12-12"},
        beliefs={"avoid:周日": "周日", "avoid:上门做饭": None},
        asked="guests",
    )


# the answer before the rule's clause, a space typed for the comma, is read as the cuisine
# since the rule's words start at its thing (twentieth session, kind 4 of
# tests/test_chinese_kinds_twentieth.py)
def test_a_rules_thing_said_before_its_words_is_in_their_clause(tmp_path: Path) -> None:
    """To the cuisine question, the cuisine and then a clause of a rule: the rule is about
    the thing in its own clause (周末), not the answer before it."""
    chef, _ = _chat(tmp_path, CHEF, ["book_chef"])
    chef.say("约个上门做饭", flow="book_chef", asked="cuisine")
    chef.say(
        "家常菜 周末没空",
        slots={"cuisine": "家常菜"},
        beliefs={"avoid:家常菜": None, "avoid:周末": "周末"},
        asked="day",
    )
