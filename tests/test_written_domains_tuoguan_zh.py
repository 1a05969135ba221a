"""A Chinese domain written from docs/dsl.md before any of its cases ran (issue 23,
fortieth session: does the Chinese understanding travel to domains nobody tuned it for,
said the way people type in chat apps?): an after-school care club (课后托管: three listed
kinds of care with everyday synonyms, 放学后 and 全天, six grades said in figures too, the
day to start, how many children 1-3, a yes-no 老师去学校接 whose no is also 自己送, the
child's name, a phone, a `takes_rest` note; a leave for a day to come or one gone by up
to a week back, with its reason, by a TG card number, a change of the kind of care, a
destructive withdrawal (退托); the fees, the pick-up times and the afternoon nap asked
mid-task; tests/domains/tuoguan). Its sibling of the same session is the neighbourhood
committee's desk of tests/test_written_domains_juzhu_zh.py.
Its cases were committed before the first run; run here through the same harness as
`dialogflows test`, one pytest item per case. A case that still fails is a strict xfail
naming the kind of mistake, so fixing it shows.
The clock: Wednesday 2028-03-15, 10:00 (前天 13, 明天 16, 上周三 08, 下周一 20, 下周三 22,
下周五 24, 月底 31, 下个月1号 04-01).
First run (a2e85b90, before any fix): the file crashed on a fee to look for written as a
YAML number (quoted in the next commit, no message changed), then 18 of 26. Wrong: "嗯 取消吧"
to the withdrawal's confirmation kept the enrolment
(MURMURED_YES_BEFORE_THE_UNDO_ACT_OF_A_FLOW_NAMED_OTHERWISE, fixed in
tests/test_chinese40_kinds.py), and the seven in ``KNOWN``. After the fixes: 19 of 26."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {"tuoguan": DOMAINS / "tuoguan" / "tuoguan.test.yaml"}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    # "晚拖" to "报午托、晚托还是全托？": a listed value of two characters typed with a
    # character that sounds the same (拖 for 托) is read as no value
    ("tuoguan", "晚拖错字"): "LISTED_VALUE_TYPED_WITH_A_SOUND_ALIKE_CHARACTER",
    # "好 需要你们去接" to the offer back, "放学需要老师去学校接吗？" held: the yes to the offer
    # then the answer is read now (tests/test_chinese40_kinds.py), but the answer calls the
    # question's 老师 你们 (the business addressed), which the question said back does not
    # read ("需要老师去接" is a yes)
    ("tuoguan", "中途问几点接"): "STAFF_OF_THE_QUESTION_CALLED_YOU_IN_THE_ANSWER",
    # "等下 改成全托吧 晚上也没人管" at the enrolment's confirmation started change_care, whose
    # trigger 改成全托 it says, where 全托 is a value of the running task's own slot
    (
        "tuoguan",
        "确认时改类型",
    ): "OTHER_FLOWS_CHANGE_TRIGGER_SAID_AS_A_CORRECTION_AT_THE_CONFIRMATION",
    # "好 确认" to the offer back after a question asked at the confirmation: the yes takes
    # the task up and asks the confirmation again, the 确认 after it no go-ahead
    ("tuoguan", "确认时问午睡"): "YES_AND_CONFIRM_TO_THE_RESUME_OFFER_AT_A_CONFIRMATION",
    # "…要接 孩子叫张子涵 电话…": the name kept its link 叫, the 孩子 taken for the label
    # 孩子姓名's word before it
    ("tuoguan", "一口气全说"): "NAME_LINK_LEFT_AFTER_THE_LABELS_WORD",
    # "上周三没去托管 忘记请假了 能补吗 卡号TG2004" (REQUEST_AWAY_FROM_THE_TRIGGERS) passes
    # since the forty-second session: a yes-or-no question holding an acting flow's trigger
    # and a code that flow takes asks that flow (english42,
    # QUESTION_OF_STATUS_HOLDING_AN_ACTING_FLOWS_TRIGGER_ANSWERED_AS_OUT_OF_REACH)
    # "能改成全托吗" right after the enrolment: change_care started by its own trigger
    # (改成全托) does not take the reference of what was just made, where a change said
    # without a trigger does ("能改到月底吗" on the sibling domain)
    ("tuoguan", "报完马上改"): "CHANGE_FLOW_STARTED_BY_ITS_TRIGGER_RIGHT_AFTER_THE_DONE_TASK",
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
