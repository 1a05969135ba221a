"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23,
seventeenth session: does the Chinese understanding travel to domains nobody tuned it for?):
a pottery studio (陶艺馆: taster classes booked with a craft entity with synonyms, a count of
people (`kind: people`, at most 8), a day within two weeks, hours 10:00–20:00, a name
(`kind: name`) and a phone, and cancelled by a TY code, destructive; fired work collected
or mailed home by a ZP code, a yes-no 寄到家 opening an address with `when:`, and a phone;
two flows that only tell, the opening hours and how long firing takes;
tests/domains/taoyi) and a seal engraver's (刻章店: seals ordered with a seal-type entity
and a material entity with synonyms, the seal's text as free text with patterns, a count
of seals (`counts: 章`, at most 10), a yes-no business licence asked only for company seals
(`when:` on a list of values), a pick-up day within ten days and a phone; progress checked
by a KZ code (an action with no confirmation); orders cancelled by the code, destructive;
a flow that only tells the prices; tests/domains/kezhang). Their cases were committed
before the first run; run here through the same harness as `dialogflows test`, one pytest
item per case. A case that still fails is a strict xfail naming the kind of mistake, so
fixing it shows. First run: 陶艺馆 26 of 29, 刻章店 14 of 29; after the fixes of
tests/test_chinese_kinds_seventeenth.py (a count with a measure word closing its clause, the
counted thing unsaid; a yes-no question asked with 了 answered by its verb said back; a
companion added while a name is asked taken as the name too) 27 and 26. The clock is
Friday 2026-12-04, 10:00."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "taoyi": DOMAINS / "taoyi" / "taoyi.test.yaml",
    "kezhang": DOMAINS / "kezhang" / "kezhang.test.yaml",
}

#: the kinds of mistake the first run showed that stay (first run: 陶艺馆 26 of 29, 刻章店 14
#: of 29; after the fixes of tests/test_chinese_kinds_seventeenth.py 27 and 26; 做陶艺问周日
#: passes since tests/test_chinese_kinds_eighteenth.py's want then a question)
LABEL_OTHER_COMPLEMENT = (
    "a yes-no slot's label said with another complement of its verb (寄回家 for 寄到家) "
    "names nothing: the slot is asked"
)

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    ("taoyi", "作品寄回家"): LABEL_OTHER_COMPLEMENT,
    # ("kezhang", "私章不问执照"): read since the twenty-fourth session, the capture nearest
    # the words after a pattern's value (tests/test_xfail_kinds_twentyfourth.py, kind j)
    # ("kezhang", "没标点合同章"): read since the twenty-fourth session, a count and its
    # measure word glued before a day (tests/test_xfail_kinds_twentyfourth.py, kind g)
    # ("kezhang", "数量和执照一起说"): read since the twenty-fourth session, a label said in
    # part before a word of having it (tests/test_xfail_kinds_twentyfourth.py, kind h)
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=25)
