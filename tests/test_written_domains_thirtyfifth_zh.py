"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23,
thirty-fifth session: does the Chinese understanding travel to domains nobody tuned it
for?): a knife sharpener's booking desk (磨刀: the knife from an entity whose synonyms are
everyday words, 剪子 for 剪刀, 主厨刀 for 西式厨刀, a count of knives by 把 1-20, the way of
sharpening of listed values with synonyms, 有缺口 for 修缺口, a yes-no 上门取送 and an
address asked only when it holds, a day from today, a time 09:00-19:00, a phone, a
`takes_rest` note; a change of day and time by an MD code, a destructive cancel, the
progress asked; the prices and how long asked mid-task; tests/domains/modao) and a
pick-your-own farm (采摘: the fruit from an entity, 车厘子 for 樱桃, a count of people
1-20, a count of baskets by 篮 or 筐 1-10, a day from tomorrow, a session of two listed
values, a yes-no 接驳车, a `kind: name` contact, a phone; a change by a CZ code, a
destructive cancel, an invoice for a day gone by with a free-text title and an email; the
prices and the farm's rules asked mid-task; tests/domains/caizhai).
Their cases were committed before the first run; run here through the same harness as
`dialogflows test`, one pytest item per case. A case that still fails is a strict xfail
naming the kind of mistake, so fixing it shows.
The clocks: 磨刀 is Wednesday 2027-03-17, 10:00 (明天 18, 后天 and 周五 19, 周六 20, 下周一
22, 下周三 24, 月底 31, 前天 15); 采摘 is Thursday 2027-05-13, 09:00 (明天 14, 后天 and 周六
15, 周日 16, 下周六 22, 月底 31, 下个月1号 2027-06-01, 昨天 12, 上周日 9, 5月1号 1).
First run (5a4e8a2d): 磨刀 21 of 25, 采摘 16 of 26 (37 of 51; seven of the 采摘 failures one
kind, "不坐接驳车" read as nothing, and three more cases failed at a later step once their
first passed). After the fixes of tests/test_chinese35_kinds.py: 22 of 25 and 25 of 26
(47 of 51), the rest strict xfails below."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "modao": DOMAINS / "modao" / "modao.test.yaml",
    "caizhai": DOMAINS / "caizhai" / "caizhai.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    ("modao", "同音错字说处境"): "SOUND_SLIP_OF_A_TRIGGER_TOLD_WITHOUT_AN_ASK: '家里的刀顿了 "
    "切西红柿都切不动' (顿 for 钝 of the trigger 刀钝了, by pinyin) starts nothing: a trigger "
    "typed with a character of its sound starts its flow only weakly, with a can-you ask "
    "around it, and a problem told plainly holds none",
    ("modao", "中途问多久"): "HELD_TASKS_DAY_WITH_A_VERB_OF_BRINGING_AT_THE_RESUME_OFFER: "
    "'那明天送过去' to '要继续刚才的预约磨刀吗？' (the held task asked '哪天？') lists what the "
    "bot can do: the day with the verb of bringing the thing over is neither a yes nor "
    "read as the held task's value (the held question says no verb to echo)",
    ("modao", "上门间接说"): "SERVICE_ASKED_OF_THE_BUSINESS_IN_CHINESE: '我腿脚不方便 你们上门"
    "来拿吧' to '要师傅上门取送吗？' asks again: the business asked to come (你们上门) is the "
    "yes of a slot labelled 上门取送 in English ('could you pick it up?', "
    "boolean_visit_asked), not yet in Chinese",
    ("caizhai", "确认时好的加一句"): "FAREWELL_GLUED_TO_THE_HELD_DAY_AFTER_A_YES: '没问题 周日见' "
    "at the confirmation with Sunday held asks again: the yes with the held value said back "
    "in a farewell (周日见, 'see you Sunday') is read in English only (agreed_change.py), "
    "and 见 glued to a day is no farewell of the lexicon",
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
