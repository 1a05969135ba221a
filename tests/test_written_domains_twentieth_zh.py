"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23,
twentieth session: does the Chinese understanding travel to domains nobody tuned it for?):
a designated-driver service (代驾: a pick-up place and a destination, two `kind: address`
slots read as a route, a day and a time said as "今晚十点半" or "现在", a car type from an
entity with synonyms, a count of passengers `kind: people` up to 4, a phone; orders
cancelled by a DJ code, destructive; a flow that only tells the prices, asked mid-task;
tests/domains/daijia) and a pet grooming and boarding shop (宠物洗护: 洗澡 or 美容, a pet kind
from an entity with synonyms, a weight `counts: 斤`, a day and a time, a yes-no 上门接送
opening an address with `when:`, a phone; boarding with start and end dates `after:`; a
booking changed or cancelled by a CW code; a flow that only tells the prices;
tests/domains/chongwu). Their cases were committed before the first run; run here through
the same harness as `dialogflows test`, one pytest item per case. A case that still fails
is a strict xfail naming the kind of mistake, so fixing it shows. First run: 代驾 13 of 22,
宠物洗护 9 of 21 (22 of 43); after the fixes of tests/test_chinese_kinds_twentieth.py, 21 and
19 (40 of 43).
The clock is Saturday 2026-12-05, 19:30: an evening, so "今晚十点半" is still to come and
"现在" is 19:30."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "daijia": DOMAINS / "daijia" / "daijia.test.yaml",
    "chongwu": DOMAINS / "chongwu" / "chongwu.test.yaml",
}

#: the kinds of mistake the first run showed that stay (first run: 代驾 13 of 22, 宠物洗护 9
#: of 21, 22 of 43; after the fixes of tests/test_chinese_kinds_twentieth.py, the soonest
#: said beside a request (现在), a no of need before a label (不用接送), a yes typed with a
#: space for its comma (要的 地址是…), a rule after a space blanking the change before it
#: (改成周二吧 周一没空), a named change lower-cased (首都机场T2), a route without its from
#: word (西单大悦城到通州万达广场), days of a month taken for an address, the address word
#: glued (地址海淀区…), a date two slots take said with one question's word (下周三送来):
#: 21 and 19)
PLACE_AFTER_WHERE_LEAD = (
    "a named place with no number said after where-one-is words beside a request "
    "(现在能叫个代驾吗 我在朝阳大悦城) is read for no address: outside its own question only "
    "an address beyond doubt is read after 我在, and 我在 leads too many other things "
    "(我在想, 我在家) to take what follows it whole: the model-backed readers' job"
)
QUESTION_AWAY_FROM_TELLING_TRIGGERS = (
    "a price question phrased away from the telling flow's triggers (啥价 for 多少钱), "
    "said with a trigger of a flow that acts (给猫洗澡), is answered 'I can't answer that': "
    "the model-backed readers' job"
)

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    ("daijia", "现在能叫吗"): PLACE_AFTER_WHERE_LEAD,
    ("chongwu", "洗澡啥价"): QUESTION_AWAY_FROM_TELLING_TRIGGERS,
    # ("chongwu", "寄养中途问一天多少钱"): read since the twenty-first session, the held
    # question's words said back with its answer to the resume offer ('那下周三送过去' to the
    # offer after '哪天送来？'; tests/test_xfail_kinds_twentyfirst.py, kind 5)
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
