"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23,
twenty-sixth session: does the Chinese understanding travel to domains nobody tuned it
for?): an ear-cleaning parlour (采耳馆: the service from an entity with synonyms, people
`counts: 位` with measure words 位/个/人, a day from today, a time with opening hours, a
`kind: name` contact, a phone; 改约 and a destructive cancel by a CE code; a punch card
from an entity; a complaint about a past visit with `max: today` and a `takes_rest`
problem; the prices and the opening hours asked mid-task; tests/domains/caier) and a home
EV-charger installer (充电桩安装: the charger from an entity with synonyms, the cable
`counts: 米`, a yes-no 物业同意, address, day, time with working hours, contact, phone;
改约, a destructive cancel and a progress check by a CD code; 报修 with a past day and a
`takes_rest` fault; the prices and the paperwork asked mid-task; tests/domains/chongdian).
Their cases were committed before the first run; run here through the same harness as
`dialogflows test`, one pytest item per case. A case that still fails is a strict xfail
naming the kind of mistake, so fixing it shows.
The clock is Tuesday 2026-12-15, 10:20: 明天 is Wednesday 16 December, 后天 Thursday 17,
周六 Saturday 19, 下周一 21 December, 下周三 23 December, 昨天 Monday 14, 前天 Sunday 13,
上周三 9 December.
First run (8d54134e): 采耳 11 of 14, 充电桩 6 of 14 (17 of 28; most of the failures one kind:
"物业同意了" among the request's values named no slot labelled 物业同意, so the cases built on
the full request stopped at their first step). After the fixes of
tests/test_chinese26_kinds.py: 11 of 14 and 12 of 14 (23 of 28). The five left are strict
xfails naming their kinds."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "caier": DOMAINS / "caier" / "caier.test.yaml",
    "chongdian": DOMAINS / "chongdian" / "chongdian.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    ("caier", "耳朵痒找师傅"): (
        "REQUEST_WITH_THE_TRIGGERS_WORDS_APART: '耳朵痒死了 想找个师傅给我掏一下' asks for 掏耳朵"
        " with the thing told in one clause and the verb in another, softened ('掏一下'):"
        " no trigger is said and no two characters of the description are: the meaning"
        " readers' job"
    ),
    ("caier", "取消带预约号"): (
        "WEAK_YES_AT_A_DESTRUCTIVE_CONFIRMATION: '嗯' to '取消CE2035？' is asked again ('请明确"
        "回答是或不是'): a destructive step takes no hesitation as a yes by design, where in"
        " Chinese chat 嗯 alone is the usual yes"
    ),
    ("caier", "办卡带电话"): (
        "STEM_OF_A_VALUE_VOLUNTEERED_IS_ONLY_GUESSED: '想办张卡 20次那种 13912345678' asks"
        " '次卡是20次卡吗？': a value said without its head ('20次' of 20次卡) is read as an"
        " answer only; in a request it is a typo's guess, asked about"
    ),
    ("chongdian", "刚提电车想弄个桩"): (
        "REQUEST_WITH_THE_TRIGGERS_WORDS_APART: '刚提了电车 家里车位想弄个能充电的桩子' asks"
        " for 装充电桩 with its verb vague (弄) and its object a modified 桩子: no trigger and"
        " no two characters of the description: the meaning readers' job"
    ),
    ("chongdian", "约完改到明天"): (
        "CARRIED_TIME_KEPT_INSIDE_THE_PART_OF_DAY_SAID: '那个勘测能改到明天下午吗' after a"
        " booking at 14:00 proposes 14:00 on the new day: the change takes the order's time"
        " and a part of the day said holding it changes nothing (day_parts.hour_in_part), where"
        " the user moving to '明天下午' names no hour yet and is asked which (held 10:00, the"
        " same message keeps 10:00 too: the part of the day said with a day is not read)"
    ),
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=14)
