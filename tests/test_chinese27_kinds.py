"""Kinds of mistake in Chinese seen by the twenty-seventh Chinese session in its written
domains (空调清洗 tests/domains/kongtiao, 地铁失物招领 tests/domains/shiwu;
/work/notes/s27-chinese27.md), each tested here in other words and another domain, written
inline. The clock is Thursday 2026-12-10, 09:00."""

from __future__ import annotations

from pathlib import Path

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2026-12-10T09:00:00")

DRY_CLEANER = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  dry_clean:
    description: 干洗衣服
    triggers: [干洗衣服, 干洗]
    slots:
      - {name: pieces, type: integer, counts: 件, measures: [件], min: 1, max: 30, label: 件数,
         prompt: "几件？"}
      - {name: post_back, type: boolean, label: 寄回, prompt: "洗好了给您寄回去吗？"}
      - {name: day, type: date, min: today, max: +30d, label: 收衣日期, prompt: "哪天来收？"}
    confirm: "{day}收{pieces}件？"
    action: dry_clean
    done: "好的。"
"""

TRAVEL_DESK = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  book_tour:
    description: 报名一日游
    triggers: [报名一日游, 报个一日游]
    slots:
      - {name: pickup, type: boolean, label: 接机, prompt: "要帮您订接机吗？"}
      - {name: callback, type: boolean, label: 回电, prompt: "是我们给您回电话还是您自己再打过来？"}
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天去？"}
    confirm: "{day}一日游？"
    action: book_tour
    done: "好的。"
"""

WATER = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  order_water:
    description: 订桶装水
    triggers: [订水, 订桶装水]
    slots:
      - {name: buckets, type: integer, counts: 桶, measures: [桶], min: 1, max: 20, label: 桶数,
         prompt: "要几桶？"}
      - {name: deliver, type: boolean, label: 送上门, prompt: "要送上门吗？"}
      - {name: day, type: date, min: today, max: +30d, label: 日期, prompt: "哪天要？"}
    confirm: "{day}要{buckets}桶？"
    action: order_water
    done: "好的。"
  fees:
    description: 运费说明
    triggers: [运费怎么算, 运费多少]
    done: "五楼以下免运费，五楼以上每桶加2元。"
"""


def _talk(tmp_path: Path, text: str, actions: dict[str, dict[str, str]]) -> Conversation:
    (tmp_path / "domain.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path, clock=CLOCK)
    stand_in_actions(bot, actions)
    return Conversation(bot, "s", "u1")


# -- kind 1 (POSTING_NOT_KNOWN_AS_A_SERVICE): "我自己来取" to "找到了要邮寄给您吗？…" said
# -- nothing: a yes-or-no slot offering to post the thing (寄) was not known to offer a
# -- service, so doing it oneself was no answer (the lexicon's ``boolean_lent``) -----------


def test_fetching_it_oneself_is_the_no_of_posting_it_back(tmp_path: Path) -> None:
    chat = _talk(tmp_path, DRY_CLEANER, {"dry_clean": {}})
    chat.say("干洗 4件", flow="dry_clean", asked="post_back")
    chat.say("我过两天自己过去拿", slots={"post_back": False}, asked="day")


def test_fetching_it_oneself_with_the_request_is_the_no_of_posting_it_back(
    tmp_path: Path,
) -> None:
    chat = _talk(tmp_path, DRY_CLEANER, {"dry_clean": {}})
    chat.say("干洗衣服 两件大衣 我自己来店里取", flow="dry_clean", slots={"post_back": False})


def test_posting_it_guard_a_yes_is_still_a_yes(tmp_path: Path) -> None:
    chat = _talk(tmp_path, DRY_CLEANER, {"dry_clean": {}})
    chat.say("干洗 4件", flow="dry_clean", asked="post_back")
    chat.say("好的 寄回来吧", slots={"post_back": True}, asked="day")


# -- kind 2 (ANSWER_SAID_BACK_WITH_THE_PERSON_TURNED): "寄给我吧" to "要邮寄给您吗？", "我自己
# -- 来取" to "…还是您自己来取？" were not understood: the user says the question's 您 as 我
# -- (the lexicon's ``person_turned``) --------------------------------------------------------


def test_the_questions_verb_said_back_with_me_for_you_is_a_yes(tmp_path: Path) -> None:
    chat = _talk(tmp_path, TRAVEL_DESK, {"book_tour": {}})
    chat.say("报名一日游", flow="book_tour", asked="pickup")
    chat.say("帮我订吧", slots={"pickup": True}, asked="callback")


def test_a_choice_said_back_with_me_for_you_names_its_side(tmp_path: Path) -> None:
    chat = _talk(tmp_path, TRAVEL_DESK, {"book_tour": {}})
    chat.say("报名一日游", flow="book_tour", asked="pickup")
    chat.say("不用", slots={"pickup": False}, asked="callback")
    chat.say("给我回电话吧", slots={"callback": True}, asked="day")


def test_the_other_choice_said_back_with_me_for_you_is_a_no(tmp_path: Path) -> None:
    chat = _talk(tmp_path, TRAVEL_DESK, {"book_tour": {}})
    chat.say("报名一日游", flow="book_tour", asked="pickup")
    chat.say("不用", slots={"pickup": False}, asked="callback")
    chat.say("我自己再打过来", slots={"callback": False}, asked="day")


# -- kind 3 (HELD_YES_NO_ANSWERED_IN_ITS_OWN_WORDS_AT_THE_OFFER): "那还是我自己去拿吧" to
# -- "要继续刚才的…吗？" after a postage question asked at "要邮寄给您吗？" was small talk: the
# -- held task's yes-or-no question answered in its own words (done oneself, a side of its
# -- choice, its verb said back) is no bare value, and the words around it are no value --------


def test_the_held_yes_no_question_answered_by_doing_it_oneself_takes_the_task_up(
    tmp_path: Path,
) -> None:
    chat = _talk(tmp_path, WATER, {"order_water": {}})
    chat.say("订水 3桶", flow="order_water", asked="deliver")
    chat.say("运费怎么算", flow=None, bot_contains="免运费")
    chat.say("那我自己下楼拿吧", flow="order_water", slots={"deliver": False}, asked="day")


def test_the_held_yes_no_guard_a_yes_with_talk_sets_nothing(tmp_path: Path) -> None:
    chat = _talk(tmp_path, WATER, {"order_water": {}})
    chat.say("订水 3桶", flow="order_water", asked="deliver")
    chat.say("运费怎么算", flow=None, bot_contains="免运费")
    reply = chat.say("好的 知道了")
    task = reply.state.active_task
    assert task is None or task.slots["deliver"].value is None


# -- kind 4 (FIRST_COUNT_CLOSING_ITS_CLAUSE_READ_OUT_OF_ORDER): "不对 是4台 书房还有一台" to
# -- "一共几台？" with 3 held stored 1: digits glued after a word ("是4台") were tried after
# -- every other number, so a later count closing its clause ("还有一台") was the change -----


def test_a_corrected_count_glued_after_a_word_wins_over_a_later_part(tmp_path: Path) -> None:
    chat = _talk(tmp_path, DRY_CLEANER, {"dry_clean": {}})
    chat.say("干洗 3件", flow="dry_clean", slots={"pieces": 3}, asked="post_back")
    chat.say("不对 是5件 我老婆还有两件", slots={"pieces": 5}, asked="post_back")


def test_a_count_glued_after_a_word_guard_a_count_taken_back_later_still_wins(
    tmp_path: Path,
) -> None:
    chat = _talk(tmp_path, DRY_CLEANER, {"dry_clean": {}})
    chat.say("干洗", flow="dry_clean", asked="pieces")
    chat.say("5件 哦不对 6件", slots={"pieces": 6}, asked="post_back")
