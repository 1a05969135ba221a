"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23,
forty-first session: does the Chinese understanding travel to domains nobody tuned it for,
said the way people type in chat apps?): a tea house's private rooms (茶楼: four listed
kinds of room with everyday synonyms, 小包 and 卡座, the day up to a month ahead, the hour
within opening hours, how many people, how many hours, a yes-no 麻将机 whose no is also
光喝茶, an optional tea, the contact's name, a phone, a `takes_rest` note; a change of day
and hour by a CS order number, a destructive 退订, something left behind on a day gone by,
and the prices, the opening hours and the parking asked mid-task; tests/domains/chashi),
and a data recovery shop (数据恢复: five listed devices, five listed faults said as people
do, 删了 and 插上没反应, how many devices, a yes-no 上门取件 whose no is 自己送 with the
address asked only on a yes, the day, a yes-no 加急, a phone, a note; a change of day by an
SJ number, a destructive cancel, a progress check, the fees, the hours and privacy asked;
tests/domains/shuju).
Their cases were committed before the first run; run here through the same harness as
`dialogflows test`, one pytest item per case. A case that still fails is a strict xfail
naming the kind of mistake, so fixing it shows.
The clock: Thursday 2028-05-18, 10:00 (前天 16, 昨天 17, 上周五 12, 明天 19, 后天 20, 周六 20,
大后天 21, 下周一 22, 下周三 24, 下周五 26, 月底 31).
First run (f6efeb4d): both files crashed on a fee to look for written as a YAML number
(quoted in the next commit, no message changed), then chashi 27 of 30, shuju 26 of 27.
Wrong: "还是你们上门来拿吧" at the confirmation kept the pick-up a no
(ADDRESSEE_OPENING_A_CHANGE_READ_AS_A_REMARK, fixed in tests/test_chinese41_kinds.py), and
the three in ``KNOWN`` ("不打牌 来壶铁观音" showed NO_WITH_A_PARTICLE_BEFORE_A_SPACE_…, fixed
there too, beside the kind still left). After the fixes: chashi 27 of 30, shuju 27 of 27."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "chashi": DOMAINS / "chashi" / "chashi.test.yaml",
    "shuju": DOMAINS / "shuju" / "shuju.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    # (passes since the forty-third session: "不打牌 来壶铁观音", the no said by a negated
    # verb of its own before a space, is a clause of its own and the tea after it is read,
    # NO_SAID_BY_A_NEGATED_VERB_OF_ITS_OWN_SWALLOWS_THE_VALUES_AFTER_IT,
    # tests/test_chinese43_kinds.py)
    # (passes since the forty-second session: "把CS2005退了吧 临时有事", the undoing flow's
    # one-character verb said after the code, is read by code_verb.py,
    # ONE_CHARACTER_UNDO_VERB_AFTER_THE_CODE_READ_AS_A_CHANGE, tests/test_chinese42_kinds.py)
    # (passes after the merge: "前天在你们这落东西了 一个充电宝 13912345678", the thing left
    # behind said as the clause right after the trigger, is read by the lead's
    # CHINESE_OBJECT_IN_PLACE_OF_THE_TRIGGERS_NOUN, tests/test_lead41_kinds.py)
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=25)
