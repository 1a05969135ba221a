"""Kinds of mistake the lead saw in the thirty-ninth session's probes, and one seen on the
way, each tested here in other words on domains of its own (a bus operator's feedback desk,
外卖投诉, a treetop adventure course, 茶艺体验课, a heritage steam railway, 城际拼车), each
test failing on main but the guards beside them (named ``..._guard``, which pass either
way). The clock is a Monday (2026-12-07, 10:00), a Wednesday (2026-12-09, 10:00) for the
first kind.

1. **A_WEEKDAY_IN_THE_PAST_SAID_ON_THAT_WEEKDAY_READ_AS_TODAY**: "it was wednesday" said on a
   Wednesday to "which day did you lose it?" (a date slot up to today) was today; a weekday
   told in the past on that same weekday is the one a week ago, as any other weekday told
   so is the last one. Said bare ("sunday" on a Sunday) it stays today (test_reader_kinds).
   Chinese ("周三点的" on a Wednesday) is still today: a strict xfail below.
2. **PAST_DATE_DROPPED_SILENTLY**: a date before what the slot takes said inside a request
   in a clause that says the day would suit ("yesterday afternoon if poss", "is yesterday
   ok?", "上周日方便") was taken for a told event and dropped without a word, the day asked
   as if none had been said; it is the day wanted, refused with its reason as an answered
   date out of range is (the lexicon's ``day_suits``).
3. **UNLISTED_PLACE_IN_A_ROUTE_DROPPED_SILENTLY**: "从苏州到北京" where only 北京 is listed
   left 苏州 unsaid and the start asked as if nothing had been said: the end of a route
   that is no listed value is refused with its reason, as an unlisted value answered is.
4. **TOLD_VALUE_BESIDE_THE_WANTED_ONE_DROPS_BOTH** (seen on the treetop course): "we did the
   treetop trail last saturday and loved it, can we book the adult course for friday?"
   read no day (two days said, neither won); a value the message only tells of (a day
   gone by told, a value in a clause telling what its subject did) is none of the slot's,
   and the one left is.
5. **TWO_FREE_TEXT_SLOTS_IN_ONE_REQUEST** (the lead's, if time): both free-text parts said
   at once, one lost. Tested, not fixed: "电台点歌 周五播 点一首月亮代表我的心 送给我妈" loses
   送给我妈 (strict xfail); the English form ("play dancing queen for my nan joan") reads
   both on main (a guard), and "play perfect by ed sheeran" cuts the song at "by"
   (FREE_TEXT_VALUE_CUT_AT_A_STOP_WORD_INSIDE_IT, strict xfail).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2026-12-07T10:00:00")
WEDNESDAY = FixedClock("2026-12-09T10:00:00")

_talk = talker(CLOCK)
_talk_wednesday = talker(WEDNESDAY)

# KNOWN: the cases below that still fail, by their kind (strict xfails)
KNOWN: dict[str, str] = {
    "by in a song": (
        "FREE_TEXT_VALUE_CUT_AT_A_STOP_WORD_INSIDE_IT: 'play perfect by ed sheeran' is the song"
        " 'perfect': the capture of 'play {value}' stops at 'by' (value_stops), where a title"
        " and its artist are one value"
    ),
    "zh two texts": (
        "TWO_FREE_TEXT_SLOTS_IN_ONE_REQUEST: '电台点歌 周五播 点一首月亮代表我的心 送给我妈'"
        " reads the song and the day but not 送给我妈 (person asked again)"
    ),
    "zh weekday": (
        "A_WEEKDAY_IN_THE_PAST_SAID_ON_THAT_WEEKDAY_READ_AS_TODAY, Chinese: '周三点的 少送了一份"
        "饮料' on a Wednesday is today; the one date slot's reading (typed_scan) tells the past"
        " by an English past form only, not by a told_tails ending (的, 了) as date_by_bounds"
        " does for two date slots"
    ),
    "can we do": (
        "CAN_WE_DO_THE_THING_ON_A_DAY_READ_AS_A_QUESTION_OUT_OF_SCOPE: 'can we do the adult"
        " treetop course today? 3 climbers' starts nothing ('Sorry, I can't answer that"
        " here'): a 'can we do' with the flow's trigger is a request, as 'can we book' is"
    ),
}


def _known(case: str) -> list[pytest.MarkDecorator]:
    reason = KNOWN.get(case)
    return [pytest.mark.xfail(strict=True, reason=reason)] if reason else []


# 1. A_WEEKDAY_IN_THE_PAST_SAID_ON_THAT_WEEKDAY_READ_AS_TODAY

EN_BUS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  bus_feedback:
    description: feedback about a bus journey that went wrong
    triggers: [bus complaint, complain about a bus, complain about the bus, report a bus driver]
    slots:
      - {name: day, type: date, min: -60d, max: today, label: day of the journey, prompt: "Which day was the journey?"}
      - {name: problem, type: enum, values: [late, no show, rude driver], synonyms: {no show: [never came, never turned up]}, label: problem, prompt: "Was the bus late, did it not show, or was the driver rude?"}
      - {name: stop, type: enum, values: [station, hospital, campus], label: stop, prompt: "Which stop were you waiting at?"}
    confirm: "{problem} at the {stop} stop on {day}. Send it?"
    action: send_feedback
    done: "Sent, thank you."
"""


@pytest.mark.parametrize(
    "said",
    ["it was wednesday", "wednesday morning it was", "we waited on wednesday, the 8am one"],
)
def test_a_past_weekday_answered_on_that_weekday_is_a_week_ago(tmp_path: Path, said: str) -> None:
    chat, ran = _talk_wednesday(tmp_path, EN_BUS)
    chat.say("i want to complain about the bus", flow="bus_feedback", asked="day")
    chat.say(said, flow="bus_feedback")
    assert chat.slots["day"] == "2026-12-02"
    assert ran == []


def test_a_past_weekday_told_in_the_request_on_that_weekday_is_a_week_ago(tmp_path: Path) -> None:
    chat, _ = _talk_wednesday(tmp_path, EN_BUS)
    chat.say("bus complaint - the bus never came on wednesday, i waited at the hospital")
    assert chat.slots["day"] == "2026-12-02"
    assert chat.slots["stop"] == "hospital"


def test_today_and_yesterday_stay_guard(tmp_path: Path) -> None:
    chat, _ = _talk_wednesday(tmp_path, EN_BUS)
    chat.say("complain about a bus", asked="day")
    chat.say("it was today")
    assert chat.slots["day"] == "2026-12-09"
    chat.say("no sorry it was tuesday")
    assert chat.slots["day"] == "2026-12-08"


ZH_WAIMAI = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  waimai_complaint:
    description: 外卖订单投诉
    triggers: [外卖投诉, 投诉外卖, 外卖有问题]
    slots:
      - {name: day, type: date, min: -30d, max: today, label: 下单日期, prompt: "哪天点的外卖？"}
      - {name: issue, type: enum, values: [少送, 送错, 洒了], label: 问题, prompt: "是少送、送错还是洒了？"}
    confirm: "{day}的外卖{issue}，提交投诉吗？"
    action: file_complaint
    done: "已提交。"
"""


@pytest.mark.parametrize(
    "said", [pytest.param("周三点的 少送了一份饮料", marks=_known("zh weekday"))]
)
def test_a_past_weekday_told_in_chinese_on_that_weekday(tmp_path: Path, said: str) -> None:
    chat, _ = _talk_wednesday(tmp_path, ZH_WAIMAI)
    chat.say("外卖投诉", asked="day")
    chat.say(said)
    assert chat.slots["day"] == "2026-12-02"


# 2. PAST_DATE_DROPPED_SILENTLY

EN_TREETOP = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_treetop:
    description: a session on the treetop adventure course
    triggers: [treetop course, treetop trail, tree top adventure, high ropes course]
    slots:
      - {name: course, type: enum, values: [junior, adult], label: course, prompt: "The junior or the adult course?"}
      - {name: day, type: date, min: tomorrow, max: +60d, label: day, prompt: "Which day would you like to climb?"}
      - {name: climbers, type: integer, counts: climber, min: 1, max: 8, label: climbers, prompt: "How many climbers?"}
    confirm: "The {course} course on {day} for {climbers}. Book it?"
    action: book_treetop
    done: "Booked."
"""


@pytest.mark.parametrize(
    "said",
    [
        pytest.param(
            "can we do the adult treetop course today? 3 climbers", marks=_known("can we do")
        ),
        "treetop course for 2, yesterday afternoon if poss",
        "treetop course, is yesterday ok? 2 climbers",
        "treetop trail for 2 adults, we are free yesterday",
    ],
)
def test_a_day_before_the_first_said_in_a_request_is_refused_aloud(
    tmp_path: Path, said: str
) -> None:
    chat, ran = _talk(tmp_path, EN_TREETOP)
    chat.say(said, flow="book_treetop", asked="day", bot_contains="on or after")
    assert chat.slots["day"] is None
    assert chat.slots["climbers"] is not None
    assert ran == []


def test_a_day_gone_by_said_bare_in_a_request_is_refused_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_TREETOP)
    said = "high ropes course for 2 climbers yesterday pls, junior"
    chat.say(said, flow="book_treetop", asked="day", bot_contains="on or after")
    assert chat.slots["climbers"] == 2


def test_a_day_gone_by_told_beside_the_request_says_nothing_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_TREETOP)
    said = "my son did the junior course last saturday and loved it, can i book the treetop trail again"
    chat.say(said, flow="book_treetop", bot_not_contains="on or after")
    assert chat.slots["day"] is None


ZH_CHAYI = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_chayi:
    description: 茶艺体验课预约
    triggers: [茶艺课, 茶艺体验, 约茶艺]
    slots:
      - {name: day, type: date, min: tomorrow, max: +30d, label: 上课日期, prompt: "哪天来上课？"}
      - {name: people, type: integer, counts: 人, min: 1, max: 6, label: 人数, prompt: "几位？"}
    confirm: "{day} {people}位，确认预约吗？"
    action: book_chayi
    done: "约好了。"
"""


@pytest.mark.parametrize("said", ["约茶艺课 两个人 昨天可以不", "两个人 约茶艺 上周日方便"])
def test_a_day_before_the_first_said_in_a_chinese_request_is_refused_aloud(
    tmp_path: Path, said: str
) -> None:
    chat, _ = _talk(tmp_path, ZH_CHAYI)
    chat.say(said, flow="book_chayi", asked="day", bot_contains="不能早于")
    assert chat.slots["day"] is None
    assert chat.slots["people"] == 2


def test_today_asked_for_in_a_chinese_request_is_refused_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_CHAYI)
    chat.say("今天下午能约茶艺课吗 2个人", flow="book_chayi", asked="day", bot_contains="不能早于")
    assert chat.slots["people"] == 2


# 3. UNLISTED_PLACE_IN_A_ROUTE_DROPPED_SILENTLY

EN_STEAM = """
settings: {language: en, currency: GBP, region: GB}
flows:
  buy_tickets:
    description: tickets on the heritage steam railway
    triggers: [steam train tickets, steam train, tickets for the steam railway]
    slots:
      - {name: start, type: enum, values: [pickering, levisham, goathland, whitby], label: departure station, prompt: "Which station are you getting on at?"}
      - {name: end, type: enum, values: [pickering, levisham, goathland, whitby], label: arrival station, prompt: "And where to?"}
      - {name: day, type: date, min: today, max: +90d, label: day, prompt: "Which day?"}
      - {name: riders, type: integer, counts: adult, min: 1, max: 9, label: adults, prompt: "How many adults?"}
    confirm: "{riders} from {start} to {end} on {day}. Buy them?"
    action: buy_tickets
    done: "Bought."
"""


@pytest.mark.parametrize(
    ("said", "place"),
    [
        ("steam train tickets from scarborough to whitby on saturday, 2 adults", "scarborough"),
        ("2 adults on the steam train saturday, from goathland to malton", "malton"),
    ],
)
def test_an_unlisted_end_of_a_route_is_refused_aloud(tmp_path: Path, said: str, place: str) -> None:
    chat, ran = _talk(tmp_path, EN_STEAM)
    reply = chat.say(said, flow="buy_tickets")
    assert place in " ".join(reply.messages).casefold()
    filled = [s for s in ("start", "end") if chat.slots[s] is not None]
    assert len(filled) == 1
    assert chat.slots["riders"] == 2
    assert ran == []


def test_a_listed_route_fills_both_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_STEAM)
    chat.say("steam train from whitby to pickering saturday, 2 adults", phase="confirming")
    assert (chat.slots["start"], chat.slots["end"]) == ("whitby", "pickering")


ZH_PINCHE = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  share_ride:
    description: 城际拼车
    triggers: [拼车, 拼个车, 城际拼车]
    slots:
      - {name: start, type: enum, values: [杭州, 上海, 南京, 宁波], label: 出发城市, prompt: "从哪个城市出发？"}
      - {name: end, type: enum, values: [杭州, 上海, 南京, 宁波], label: 到达城市, prompt: "到哪个城市？"}
      - {name: day, type: date, min: today, max: +14d, label: 出发日期, prompt: "哪天走？"}
      - {name: seats, type: integer, counts: 人, min: 1, max: 4, label: 人数, prompt: "几个人？"}
    confirm: "{day}从{start}到{end}，{seats}人，确认吗？"
    action: share_ride
    done: "已下单。"
"""


def test_an_unlisted_end_of_a_chinese_route_is_refused_aloud(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_PINCHE)
    reply = chat.say("明天从绍兴到上海拼个车 2个人", flow="share_ride", asked="start")
    assert "绍兴" in " ".join(reply.messages)
    assert chat.slots["end"] == "上海"
    assert chat.slots["start"] is None


# 4. TOLD_VALUE_BESIDE_THE_WANTED_ONE_DROPS_BOTH


def test_a_day_and_a_value_told_of_a_past_ride_leave_the_wanted_ones(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, EN_STEAM)
    said = (
        "we rode the steam train from pickering last sunday and loved it! "
        "can we get 2 adults from goathland to whitby for saturday"
    )
    chat.say(said, flow="buy_tickets", phase="confirming")
    assert chat.slots["day"] == "2026-12-12"
    assert (chat.slots["start"], chat.slots["end"]) == ("goathland", "whitby")
    assert ran == []


def test_a_past_course_told_beside_the_one_wanted(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_TREETOP)
    said = (
        "we did the junior treetop trail last saturday, loved it! "
        "can we book the adult one for friday, 2 climbers"
    )
    chat.say(said, flow="book_treetop", phase="confirming", bot_not_contains="on or after")
    assert (chat.slots["course"], chat.slots["day"]) == ("adult", "2026-12-11")


# 5. TWO_FREE_TEXT_SLOTS_IN_ONE_REQUEST

EN_RADIO = """
settings: {language: en, currency: GBP, region: GB}
flows:
  dedicate_song:
    description: a song dedication on the local radio's breakfast show
    triggers: [song dedication, dedicate a song, radio dedication, request a song]
    slots:
      - {name: song, type: text, label: song, prompt: "Which song should we play?", patterns: ["play {value}", "song is {value}"]}
      - {name: person, type: text, label: who it is for, prompt: "Who is it for?", patterns: ["for {value}", "dedicate it to {value}"]}
      - {name: day, type: date, min: today, max: +14d, label: day, prompt: "Which morning should it go out?"}
    confirm: "{song} for {person} on {day}. Send it in?"
    action: send_dedication
    done: "Sent in."
"""


@pytest.mark.parametrize(
    ("said", "song", "person"),
    [
        pytest.param(
            "can i request a song for my wife sue, play perfect by ed sheeran, friday",
            "perfect by ed sheeran",
            "my wife sue",
            marks=_known("by in a song"),
        ),
    ],
)
def test_two_free_text_parts_said_at_once_are_both_kept(
    tmp_path: Path, said: str, song: str, person: str
) -> None:
    chat, ran = _talk(tmp_path, EN_RADIO)
    chat.say(said, flow="dedicate_song", phase="confirming")
    assert (chat.slots["song"], chat.slots["person"]) == (song, person)
    assert ran == []


ZH_DIANGE = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  dian_ge:
    description: 电台点歌送祝福
    triggers: [点歌, 电台点歌, 我要点歌]
    slots:
      - {name: song, type: text, label: 歌名, prompt: "点哪首歌？", patterns: ["点一首{value}", "歌名是{value}"]}
      - {name: person, type: text, label: 送给谁, prompt: "送给谁？", patterns: ["送给{value}", "给{value}点"]}
      - {name: day, type: date, min: today, max: +14d, label: 播出日期, prompt: "哪天播？"}
    confirm: "{day}播{song}，送给{person}，确认吗？"
    action: send_song
    done: "已提交。"
"""


def test_two_free_text_parts_said_at_once_guard(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, EN_RADIO)
    said = "song dedication pls, play dancing queen for my nan joan on friday"
    chat.say(said, flow="dedicate_song", phase="confirming")
    assert (chat.slots["song"], chat.slots["person"]) == ("dancing queen", "my nan joan")


@pytest.mark.xfail(strict=True, reason=KNOWN["zh two texts"])
def test_two_free_text_parts_said_at_once_in_chinese(tmp_path: Path) -> None:
    chat, _ = _talk(tmp_path, ZH_DIANGE)
    chat.say("电台点歌 周五播 点一首月亮代表我的心 送给我妈", flow="dian_ge", phase="confirming")
    assert (chat.slots["song"], chat.slots["person"]) == ("月亮代表我的心", "我妈")
