"""Kinds of mistake the fortieth session's Chinese helper found running the cases of two
domains written from docs/dsl.md the way people type in chat apps (a neighbourhood
committee's desk, tests/domains/juzhu, and an after-school care club,
tests/domains/tuoguan); each tested here in other words on other domains, and each test
fails with its fix taken out, but the guards beside them (named ``..._guard``, which pass
either way). The clock is a Wednesday (2028-03-15, 10:00; 下周一 20).

1. **MURMURED_YES_BEFORE_THE_UNDO_ACT_OF_A_FLOW_NAMED_OTHERWISE**: "嗯 取消吧" to
   "TG2005办理退托，剩余费用退回原账户？" kept the enrolment ("好的，孩子继续托管。"): the author's
   verb is 退, and a word naming the undoing itself (the lexicon's ``undo_acts``) was the
   go-ahead only after a clear yes; 嗯 alone is too weak a yes for an undoing, but with
   the undo act after it the undoing is asked for outright, a reason after it or not.
2. **NO_GLUED_INTO_A_WORD_OF_ITS_OWN_READ_AS_A_CORRECTION**: "… 就我1个 没有合同 …" among a
   request's values, for a yes-or-no slot whose ``no`` lists 没有合同, was a yes: the 没有
   was taken for a correction said on the spot and the 合同 after it, a word of the slot's
   question, for the value corrected to. Words inside a longer value of the slot said in
   the message are part of it.
3. **YES_TO_THE_OFFER_THEN_THE_HELD_ANSWER_IN_ITS_OWN_WORDS**: "好 需要你们去接" to the
   offer back after a pick-up time question, while "放学需要老师去学校接吗？" was held, was
   small talk ("我可以帮您：…"), where "需要" alone took the task up with a yes: a yes
   typed as a clause of its own before the held question's answer in its own words takes
   the task up, as it would alone, when those words read the same answer alone
   ("好的 知道了" still answers nothing held).
4. **WITHDRAWAL_BY_DOING_IT_ONESELF**: "算了 我自己去窗口办吧" while the purpose of a proof
   was asked went on asking it, the 自己去 read as a yes of the slot 本人来取 not yet asked
   (the lead's probe "算了 我自己去吧" too): the Chinese lexicon had no ``oneself_leads`` and
   ``oneself_words``, so doing the task oneself let nothing go as "ill do it myself" does
   in English; said with a value of the asked slot, or unable ("我自己去不了"), it still
   lets nothing go.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import talker

from dialogflows.testing import FixedClock

CLOCK = FixedClock("2028-03-15T10:00:00")

_talk = talker(CLOCK)

# 1. MURMURED_YES_BEFORE_THE_UNDO_ACT_OF_A_FLOW_NAMED_OTHERWISE

PAPER = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  stop_paper:
    description: 停订报纸
    triggers: [停订报纸, 不订报了, 停报]
    destructive: true
    slots:
      - {name: ref, type: text, pattern: "^BZ\\\\d{4}$", label: 订报号, prompt: "订报号多少？"}
    confirm: "{ref}从下个月起停订，余款退回？"
    action: stop_paper
    done: "已停订{ref}。"
    cancelled: "好的，报纸照常送。"
"""


@pytest.mark.parametrize("said", ["嗯 取消吧", "嗯 取消掉", "嗯 取消吧 搬家了"])
def test_a_murmured_yes_and_the_undo_act_stops_it(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, PAPER)
    chat.say("停报 BZ3021", flow="stop_paper", phase="confirming")
    chat.say(said, flow=None, bot_contains="已停订")
    assert ran == ["stop_paper"]


@pytest.mark.parametrize(("said", "flow"), [("嗯 算了", None), ("嗯", "stop_paper")])
def test_a_murmur_alone_or_before_a_let_go_stops_nothing_guard(
    tmp_path: Path, said: str, flow: str | None
) -> None:
    chat, ran = _talk(tmp_path, PAPER)
    chat.say("停报 BZ3021", flow="stop_paper", phase="confirming")
    chat.say(said, flow=flow)
    assert ran == []


# 2. NO_GLUED_INTO_A_WORD_OF_ITS_OWN_READ_AS_A_CORRECTION

FILING = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  renovation_filing:
    description: 装修报备
    triggers: [装修报备, 报备装修]
    slots:
      - {name: start, type: date, min: today, max: +60d, label: 开工日期, prompt: "哪天开工？"}
      - name: drawings
        type: boolean
        label: 有施工图
        synonyms: {no: [没有图纸, 没图纸]}
        prompt: "有施工图纸吗？"
      - {name: phone, type: phone, label: 电话, prompt: "电话多少？"}
    action: renovation_filing
    done: "报备好了。"
"""


@pytest.mark.parametrize("said", ["装修报备 下周一开工 没有图纸", "装修报备 没有图纸 下周一开工"])
def test_the_authors_no_said_among_values_is_a_no(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, FILING)
    chat.say(said, flow="renovation_filing", slots={"start": "2028-03-20", "drawings": False})
    assert ran == []


def test_the_thing_said_plainly_is_still_a_yes_guard(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, FILING)
    chat.say(
        "装修报备 下周一开工 有图纸",
        flow="renovation_filing",
        slots={"start": "2028-03-20", "drawings": True},
    )
    assert ran == []


# 3. YES_TO_THE_OFFER_THEN_THE_HELD_ANSWER_IN_ITS_OWN_WORDS

TAILOR = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  hem_trousers:
    description: 改裤脚
    triggers: [改裤脚, 裤子改短]
    slots:
      - {name: pairs, type: integer, counts: 条, min: 1, max: 5, label: 条数, prompt: "几条裤子？"}
      - {name: steam, type: boolean, label: 熨烫, prompt: "改完需要熨烫一下吗？"}
      - {name: phone, type: phone, label: 电话, prompt: "电话多少？"}
    action: hem_trousers
    done: "收到。"
  how_long:
    description: 多久能改好
    triggers: [多久能好, 几天能拿]
    done: "一般两天就能拿。"
"""


@pytest.mark.parametrize("said", ["好 需要", "ok 需要"])
def test_a_yes_to_the_offer_then_the_held_answer_takes_it_up(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, TAILOR)
    chat.say("改裤脚 两条", flow="hem_trousers", asked="steam")
    chat.say("多久能好", bot_contains="两天")
    chat.say(said, flow="hem_trousers", slots={"steam": True}, asked="phone")
    assert ran == []


def test_a_yes_then_talk_answers_nothing_held_guard(tmp_path: Path) -> None:
    chat, ran = _talk(tmp_path, TAILOR)
    chat.say("改裤脚 两条", flow="hem_trousers", asked="steam")
    chat.say("多久能好", bot_contains="两天")
    chat.say("好的 知道了", slots={"steam": None})
    assert ran == []


# 4. WITHDRAWAL_BY_DOING_IT_ONESELF

TRAFFIC = """
settings: {language: zh, currency: CNY, region: CN}
flows:
  pay_fine:
    description: 代缴交通罚款
    triggers: [代缴罚款, 交罚款]
    slots:
      - {name: kind, type: enum, values: [超速, 违停, 闯红灯], label: 违章类型, prompt: "什么违章？超速、违停还是闯红灯？"}
      - {name: by_hand, type: boolean, label: 本人到场, prompt: "本人到场吗？"}
      - {name: phone, type: phone, label: 电话, prompt: "电话多少？"}
    action: pay_fine
    done: "办好了。"
    cancelled: "好的，不代缴了。"
"""


@pytest.mark.parametrize("said", ["那我还是自己跑一趟", "我自己去办吧 不麻烦你们了"])
def test_doing_it_oneself_lets_the_task_go(tmp_path: Path, said: str) -> None:
    chat, ran = _talk(tmp_path, TRAFFIC)
    chat.say("代缴罚款", flow="pay_fine", asked="kind")
    chat.say(said, flow=None, bot_contains="不代缴")
    assert ran == []


@pytest.mark.parametrize(
    ("said", "slots"), [("我自己去不了", {}), ("违停 我自己去过了", {"kind": "违停"})]
)
def test_unable_or_with_a_value_is_no_withdrawal_guard(
    tmp_path: Path, said: str, slots: dict[str, str]
) -> None:
    chat, ran = _talk(tmp_path, TRAFFIC)
    chat.say("代缴罚款", flow="pay_fine", asked="kind")
    chat.say(said, flow="pay_fine", slots=slots)
    assert ran == []
