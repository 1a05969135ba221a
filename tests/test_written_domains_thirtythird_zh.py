"""Two Chinese domains written from docs/dsl.md before any of their cases ran (issue 23,
thirty-third session: does the Chinese understanding travel to domains nobody tuned it
for?): a shoe cleaning shop's pick-up desk (洗鞋: the kind of shoe from an entity whose
synonyms are everyday words, 小白鞋 and 球鞋 for 运动鞋, 马丁靴 for 靴子, the service of
listed values with synonyms, 补色 for 清洗加翻新, a count of pairs by 双 1-10, a yes-no 加急, a
day from today, a time 09:00-21:00, an address, a phone; the progress asked by an XD code, a
destructive cancel; the prices and how many days asked mid-task; tests/domains/xixie) and an
old photo restoration shop's drop-off booking (老照片修复: the job of listed values with
synonyms, 修补 for 修复, 变彩色 for 上色, a count of photos by 张 1-50, a yes-no 装框, a day from
today, a time 10:00-19:00, a `kind: name` contact, a phone; the progress asked by a phone and
a day gone by, a destructive cancel by an LZ code; the prices asked mid-task;
tests/domains/laozhaopian).
Their cases were committed before the first run; run here through the same harness as
`dialogflows test`, one pytest item per case. A case that still fails is a strict xfail
naming the kind of mistake, so fixing it shows.
The clocks: 洗鞋 is Wednesday 2026-12-09, 10:00 (明天 Thursday 10, 后天 11, 周六 12, 下周一
14); 老照片 is Wednesday 2026-12-30, 15:00 (明天 and 月底 Thursday 31, 下个月初 2027-01-01,
周六 2027-01-02, 下周一 2027-01-04, 前天 Monday 28, 上周五 25)."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "xixie": DOMAINS / "xixie" / "xixie.test.yaml",
    "laozhaopian": DOMAINS / "laozhaopian" / "laozhaopian.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=15)
