"""Domains written from docs/dsl.md before any of their cases ran (issue 23: does the
understanding travel to a domain nobody tuned it for?): an energy supplier's help desk
(English, tests/domains/energy), 小区物业服务台 (Chinese, tests/domains/wuye) and a car
rental desk (English, tests/domains/car_rental; its `after: pickup_day` was added once the
DSL had `after`, which its case "a return before the pick-up" showed missing), and a
pharmacy counter (English, tests/domains/pharmacy, fifth session: 22 of 27 on its first
run; one expectation corrected after the run, marked in the file) and 手机维修店 (Chinese,
tests/domains/phone_repair, fifth session: 23 of 26 on its first run) and an island ferry
office (English, tests/domains/ferry, fifth session: 16 of 24 on its first run), and a
tailor's alterations counter (English, tests/domains/tailor, sixth session) and an event
caterer's booking desk (English, tests/domains/catering, sixth session), a self-storage
front desk and a neighbourhood drugstore (English, tests/domains/storage and drugstore,
fifth session), and 酒店前台 and 租房中介 (Chinese, tests/domains/jiudian and zufang, sixth
session; their kinds are tested in tests/test_chinese_kinds.py), a print and copy
shop and a tattoo studio's front desk (English, tests/domains/printshop and tattoo, seventh
session; their kinds are tested in tests/test_english_kinds.py), and 送水站 and 打印店
(Chinese, tests/domains/songshui and dayin, seventh session; kinds in
tests/test_chinese_kinds.py), and a locksmith's booking desk and a coworking space's front
desk (English, tests/domains/locksmith and cowork, eighth session; kinds in
tests/test_english_kinds_eighth.py). Their
cases are `*.test.yaml` files run here through the same harness as `dialogflows test`; each
case is one pytest item, and a case that still fails is a strict xfail naming the kind of
mistake, so fixing it shows. The kinds these domains found are tested in other words and
other domains in tests/test_said_with_request.py. The clock is Wednesday 2026-12-02, 10:00."""

from __future__ import annotations

from pathlib import Path

import pytest
from written_support import CaseFiles

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "energy": DOMAINS / "energy" / "energy.test.yaml",
    "wuye": DOMAINS / "wuye" / "wuye.test.yaml",
    "car_rental": DOMAINS / "car_rental" / "car_rental.test.yaml",
    "pharmacy": DOMAINS / "pharmacy" / "pharmacy.test.yaml",
    "phone_repair": DOMAINS / "phone_repair" / "phone_repair.test.yaml",
    "ferry": DOMAINS / "ferry" / "ferry.test.yaml",
    "tailor": DOMAINS / "tailor" / "tailor.test.yaml",
    "catering": DOMAINS / "catering" / "catering.test.yaml",
    "storage": DOMAINS / "storage" / "storage.test.yaml",
    "drugstore": DOMAINS / "drugstore" / "pharmacy.test.yaml",
    "jiudian": DOMAINS / "jiudian" / "jiudian.test.yaml",
    "zufang": DOMAINS / "zufang" / "zufang.test.yaml",
    "printshop": DOMAINS / "printshop" / "printshop.test.yaml",
    "tattoo": DOMAINS / "tattoo" / "tattoo.test.yaml",
    "songshui": DOMAINS / "songshui" / "songshui.test.yaml",
    "dayin": DOMAINS / "dayin" / "dayin.test.yaml",
    "locksmith": DOMAINS / "locksmith" / "locksmith.test.yaml",
    "cowork": DOMAINS / "cowork" / "cowork.test.yaml",
}
#: the domains written to the brief of at least 25 conversations each
AT_LEAST_25 = (
    "storage",
    "drugstore",
    "jiudian",
    "zufang",
    "tailor",
    "catering",
    "printshop",
    "tattoo",
    "songshui",
    "dayin",
    "locksmith",
    "cowork",
)

#: a request said far from every trigger, in the Chinese domains of the sixth session
_OFF_TRIGGER = (
    "a request phrased away from every trigger, told as what happened or as a can-you "
    "question with values only ('我前天退房的时候把充电器落在房间了', '…能来接一下吗', "
    "'想在丰台租个单间'): no rule reads it; reading by meaning is issue 24's"
)

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    # the pharmacy said with the preposition its question ends on ('its at walgreens' to
    # "Which pharmacy is it at now?") is read since the nineteenth session
    # (tests/test_xfail_kinds_nineteenth.py, kind 2)
    ("jiudian", "失物前天落在房间"): _OFF_TRIGGER,
    ("energy", "move home with address in request"): (
        "a request phrased away from the triggers ('moving to <address> on <day>', the "
        "triggers say 'moving house', 'i'm moving'): no rule reads it; reading by meaning "
        "is issue 24's"
    ),
    ("pharmacy", "refill phrased as running out"): (
        "a request said as a need far from every trigger ('im almost out of my blood pressure "
        "meds' for a refill): no rule reads it; reading by meaning is issue 24's"
    ),
    ("ferry", "ticket phrased as a question"): (
        "a request asked as a question of how to get somewhere ('how do i get to gull island "
        "on sunday?'): read as a question, nothing starts; reading by meaning is issue 24's"
    ),
    ("ferry", "ticket correction of destination at confirmation"): (
        "a correction with a value two slots of one entity can hold and no slot word ('sorry "
        "i meant pine cove' with both ports filled): the bot asks which, where a person would "
        "take the one said last in the request (the destination)"
    ),
    ("tattoo", "consult, a need said away from the triggers"): (
        "a request said far from every trigger ('ive been wanting some ink on my back for "
        "ages'): no rule reads it; reading by meaning is issue 24's"
    ),
    ("catering", "event, food for a wedding said away from the triggers"): (
        "a request phrased away from the triggers ('my sister is getting married … we need "
        "food for 150 people'): no trigger reads it, and a word of another flow's "
        "description ('food' of the complaint) starts that flow instead; reading by meaning "
        "is issue 24's"
    ),
    # the door key of 'my front door' is read since the eighteenth session (what sets a
    # value apart said beside its head word: tests/test_xfails18_kinds.py, kind 3)
    # ("locksmith", "key copy, a couple said for the count"): read since the twentieth
    # session, a count right before a trigger of the flow ('couple spare keys';
    # tests/test_xfail_kinds_twentieth.py, kind 9)
    ("cowork", "day pass, just the one"): (
        "'can i buy a day pass' fills the count with 1 (an article read as one before the "
        "counted word), so 'how many?' is never asked; a person may well read it so: the "
        "case's expectation is arguable, kept as written before the run"
    ),
    ("cowork", "day pass, a count said as people"): (
        "a count of things one per person said as a number of people ('3 of us' for passes, "
        "'a private office for 5' for seats): `kind: people` is for people only, and the DSL "
        "cannot say a thing is one per person ('a cake for 5' is one cake), so no rule "
        "may take it unasked"
    ),
    ("cowork", "membership, an office for a team from next month"): (
        "a count of things one per person said as a number of people ('a private office for "
        "5' for seats): the same kind as '3 of us' for passes"
    ),
}


RUN = CaseFiles(CASES, KNOWN)


def test_every_case_is_collected() -> None:
    """Every case name unique in its file; the domains written to the brief hold at least
    25 conversations each."""
    for domain in CASES:
        names = RUN.names(domain)
        assert len(set(names)) == len(names), domain
        assert domain not in AT_LEAST_25 or len(names) >= 25, domain


@pytest.mark.parametrize(("domain", "name"), RUN.params())
def test_case(domain: str, name: str) -> None:
    result = RUN.result(domain, name)
    assert result.passed, f"{result.failure or result.error}"
