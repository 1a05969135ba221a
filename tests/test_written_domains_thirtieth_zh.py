"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23,
thirtieth session: does the Chinese understanding travel to domains nobody tuned it
for?): a city blood centre's donation booking desk (献血预约: the kind of donation from an
entity with everyday synonyms, 机采 for 血小板, a volume of listed values asked only `when:
{kind: 全血}`, the donation point from an entity, a day from tomorrow, a time with opening
hours 08:30-17:00, a yes-no 第一次献血, a `kind: name` donor, a phone; changing the time by
an XY code, a destructive cancel; the conditions to give blood and the opening hours asked
mid-task; tests/domains/xianxue) and a police station's identity card window (身份证办理:
the reason from an entity whose synonyms are how people say it, 丢了 for 补办 and 到期 for
换领, the office from an entity, a day, a time 09:00-17:00, a yes-no 邮寄到家 offered
against fetching it at the window, an address `when: {mail: true}`, name, phone; changing
the time by an SF code, a destructive cancel, the card's progress by an SL receipt code;
the documents and the fees asked mid-task; tests/domains/shenfenzheng).
Their cases were committed before the first run; run here through the same harness as
`dialogflows test`, one pytest item per case. A case that still fails is a strict xfail
naming the kind of mistake, so fixing it shows.
The clock is Tuesday 2026-12-15, 14:30: 明天 is Wednesday 16 December, 后天 Thursday 17,
周五 Friday 18, 这周六 Saturday 19, 周日 Sunday 20, 下周一 Monday 21, 下周三 Wednesday 23.
First run (6e7ab401): 献血 12 of 18, 身份证 11 of 18 (23 of 36; eight of the failures one
opening request whose bare name before the phone was read as nothing, or as the end of the
address). After the fixes of tests/test_chinese30_kinds.py: 16 of 18 and 17 of 18 (33 of
36), the rest strict xfails below."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "xianxue": DOMAINS / "xianxue" / "xianxue.test.yaml",
    "shenfenzheng": DOMAINS / "shenfenzheng" / "shenfenzheng.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    ("xianxue", "以前献过"): "DONE_BEFORE_ANSWERS_A_FIRST_TIME_QUESTION: '以前献过两次了' to "
    "'是第一次献血吗？' says it was done before, the no of a first time, in words the question "
    "does not hold; read by meaning only",
    # ("xianxue", "名字电话一起"): '… 周五上午9点 第一次' for the label 第一次献血 read since the
    # merge of the forty-third session (LABEL_SAID_SHORT_AS_A_CLAUSE_AMONG_VALUES)
    ("shenfenzheng", "不照触发词说"): "NEED_TOLD_WITHOUT_A_TRIGGER: '我身份证不知道掉哪了 明天能去"
    "弄个新的吗' names no trigger (身份证…弄个新的); the model-backed readers' job",
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=15)
