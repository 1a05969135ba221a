"""Typed value parsing: what a user writes -> the canonical value a slot stores.

The clock is fixed at Sunday 2026-11-29 10:00 so relative dates have one right answer.
"""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as hs

from dialogflows.nlu.parsed import Invalid, Parsed
from dialogflows.nlu.values import ValueParser, compile_parsers
from dialogflows.spec import Domain, EntitySpec, FlowSpec, Settings, SlotSpec, SlotType
from dialogflows.testing import Conversation

NOW = datetime(2026, 11, 29, 10, 0)  # a Sunday
MONDAY = datetime(2026, 11, 30, 10, 0)

CITIES = EntitySpec(
    name="city",
    values=["New York", "Paris", "Rome", "Beijing"],
    synonyms={"New York": ["NYC", "big apple"], "Beijing": ["北京"]},
)


def parser(
    language: str = "en", settings: dict[str, object] | None = None, **slot: object
) -> ValueParser:
    domain = Domain(
        settings=Settings(language=language, **(settings or {})), entities={"city": CITIES}
    )
    slot.setdefault("name", "s")
    return ValueParser(SlotSpec(**slot), domain)


def value(p: ValueParser, text: str, language: str = "en", now: datetime = NOW) -> object:
    got = p.parse(text, now, language)
    return None if got is None else got.value


# ------------------------------------------------------------------ dates


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("today", "2026-11-29"),
        ("tomorrow please", "2026-11-30"),
        ("the day after tomorrow", "2026-12-01"),
        ("friday", "2026-12-04"),
        ("this friday", "2026-12-04"),
        ("next friday please", "2026-12-04"),
        ("in 3 days", "2026-12-02"),
        ("three days from now", "2026-12-02"),
        ("Dec 5", "2026-12-05"),
        ("5th of December 2026", "2026-12-05"),
        ("12/5", "2026-12-05"),
        ("2026-12-04", "2026-12-04"),
        ("the 5th", "2026-12-05"),
        ("March 3", "2027-03-03"),  # a month and day already past this year means next year
        ("December fifth", "2026-12-05"),
        ("the first of January", "2027-01-01"),
        ("Dec. 24th, 2026", "2026-12-24"),
        ("the first monday of december", "2026-12-07"),  # was the Monday alone: Nov 30
        ("the last friday of next month", "2026-12-25"),
        ("the second tuesday in january", "2027-01-12"),
        ("the 4th friday of february", "2027-02-26"),
        ("20.12.", "2026-12-20"),  # was today's date: dateparser read a time
        ("on 20.12.2026", "2026-12-20"),
        ("5.1.", "2027-01-05"),
    ],
)
def test_english_dates_resolve_against_the_turn_clock(text: str, expected: str) -> None:
    assert value(parser(type="date"), text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("今天", "2026-11-29"),
        ("明天", "2026-11-30"),
        ("后天", "2026-12-01"),
        ("大后天", "2026-12-02"),
        ("下周三", "2026-12-02"),
        ("周五", "2026-12-04"),
        ("星期五", "2026-12-04"),
        ("这周五", "2026-11-27"),  # the current calendar week's Friday, already past
        ("3天后", "2026-12-02"),
        ("三天后", "2026-12-02"),
        ("12月5日", "2026-12-05"),
        ("12月5号", "2026-12-05"),
        ("5号", "2026-12-05"),
        ("2026年12月5日", "2026-12-05"),
        ("下下周一", "2026-12-07"),
    ],
)
def test_chinese_dates_resolve_against_the_turn_clock(text: str, expected: str) -> None:
    assert value(parser("zh", type="date"), text, "zh") == expected


def test_next_friday_means_the_friday_of_next_calendar_week() -> None:
    p = parser(type="date")
    # On Sunday the coming week is "next week": both readings agree.
    assert value(p, "next friday", now=NOW) == value(p, "friday", now=NOW) == "2026-12-04"
    # On Monday "friday" is this week's, "next friday" the one a week later.
    assert value(p, "friday", now=MONDAY) == "2026-12-04"
    assert value(p, "next friday", now=MONDAY) == "2026-12-11"
    assert value(parser("zh", type="date"), "下周五", "zh", now=MONDAY) == "2026-12-11"


def test_a_bare_weekday_said_on_that_day_is_today() -> None:
    assert value(parser(type="date"), "sunday") == "2026-11-29"


def test_the_parser_uses_the_clock_it_is_given() -> None:
    p = parser(type="date")
    assert value(p, "tomorrow", now=datetime(2030, 1, 31, 9)) == "2030-02-01"


def test_next_week_is_a_low_confidence_monday() -> None:
    got = parser(type="date").parse("next week", NOW, "en")
    assert got is not None and got.value == "2026-11-30" and got.confidence < 0.6


def test_two_different_dates_are_a_tie_not_a_guess() -> None:
    p = parser(type="date")
    assert p.parse("tomorrow or friday", NOW, "en") is None
    assert p.ambiguous("tomorrow or friday", NOW, "en") == ["2026-11-30", "2026-12-04"]


def test_text_without_a_date_is_not_a_date() -> None:
    p = parser(type="date")
    assert p.parse("whenever you like", NOW, "en") is None
    assert p.parse("I sat down", NOW, "en") is None
    # a time, not today's date (dateparser read "20.12" as 20:12 today)
    assert p.parse("20.12", NOW, "en") is None
    assert p.parse("at 7.30", NOW, "en") is None


# ------------------------------------------------------------------ times


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("3pm", "en", "15:00"),
        ("7:30 pm", "en", "19:30"),
        ("15:30", "en", "15:30"),
        ("noon", "en", "12:00"),
        ("tonight at 7", "en", "19:00"),
        ("下午三点", "zh", "15:00"),
        ("晚上7点半", "zh", "19:30"),
        # a bare hour of the small hours on a slot with no hours is the afternoon's
        # (BARE_HOUR_OF_THE_SMALL_HOURS_READ_AS_NIGHT); said with the night, the night's
        ("三点一刻", "zh", "15:15"),
        ("凌晨三点一刻", "zh", "03:15"),
        ("中午12点", "zh", "12:00"),
        ("下午3:30", "zh", "15:30"),
        ("3:30 this afternoon", "en", "15:30"),
        ("half past seven tonight", "en", "19:30"),
    ],
)
def test_times(text: str, language: str, expected: str) -> None:
    assert value(parser(language, type="time"), text, language) == expected


def test_a_bare_hour_is_less_certain_than_one_with_am_pm() -> None:
    p = parser(type="time")
    bare, marked = p.parse("at 7", NOW, "en"), p.parse("7pm", NOW, "en")
    assert bare is not None and marked is not None
    assert bare.confidence < marked.confidence == 1.0


# ------------------------------------------------------------------ numbers and money


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("two", 2),
        ("twenty one", 21),
        ("3", 3),
        ("three people", 3),
        ("三", 3),
        ("二十", 20),
        ("两位", 2),
        ("三份", 3),
        ("a table for 3 at 7pm", 3),
    ],
)
def test_integers_in_digits_words_and_chinese_numerals(text: str, expected: int) -> None:
    got = value(parser(type="integer"), text)
    assert got == expected and isinstance(got, int)


def test_an_integer_slot_refuses_a_fraction_and_a_number_slot_takes_it() -> None:
    assert parser(type="integer").parse("2.5", NOW, "en") is None
    assert value(parser(type="number"), "2.5") == 2.5


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("$45.50", {"amount": 45.5, "currency": "USD"}),
        ("three hundred dollars", {"amount": 300.0, "currency": "USD"}),
        ("€20", {"amount": 20.0, "currency": "EUR"}),
        ("300块", {"amount": 300.0, "currency": "CNY"}),
        ("三百元", {"amount": 300.0, "currency": "CNY"}),
        ("¥1,200", {"amount": 1200.0, "currency": "CNY"}),
        ("5k", {"amount": 5000.0, "currency": "USD"}),
        ("5000", {"amount": 5000.0, "currency": "USD"}),
    ],
)
def test_money(text: str, expected: dict[str, object]) -> None:
    assert value(parser(type="money"), text) == expected


def test_money_without_a_mark_takes_the_slot_or_domain_currency() -> None:
    assert value(parser(type="money", currency="EUR"), "50") == {"amount": 50.0, "currency": "EUR"}
    domain_cny = parser(type="money", settings={"currency": "CNY"})
    assert value(domain_cny, "50") == {"amount": 50.0, "currency": "CNY"}
    assert value(parser("zh", type="money"), "五十", "zh") == {"amount": 50.0, "currency": "CNY"}


# ------------------------------------------------------------------ email, phone, boolean


def test_email_is_validated_and_lowercased() -> None:
    p = parser(type="email")
    assert value(p, "it's John.Doe@Example.COM thanks") == "john.doe@example.com"
    assert p.parse("john at example dot com", NOW, "en") is None


def test_phone_numbers_become_e164_with_a_region_per_language() -> None:
    assert value(parser(type="phone"), "call me at 415-555-2671") == "+14155552671"
    assert value(parser("zh", type="phone"), "13812345678", "zh") == "+8613812345678"
    assert (
        value(parser(type="phone", settings={"region": "GB"}), "020 7946 0958") == "+442079460958"
    )
    assert parser(type="phone").parse("12", NOW, "en") is None


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("yes please", "en", True),
        ("nope", "en", False),
        ("是的", "zh", True),
        ("不要", "zh", False),
    ],
)
def test_boolean(text: str, language: str, expected: bool) -> None:
    assert value(parser(language, type="boolean"), text, language) is expected


# ------------------------------------------------------------------ enums and entities


def seat() -> ValueParser:
    return parser(type="enum", values=["economy", "business"], synonyms={"business": ["商务舱"]})


def test_enum_exact_and_synonym_and_case() -> None:
    p = seat()
    assert p.parse("Business please", NOW, "en") == Parsed(
        "business", "Business please", 1.0, 0, 15
    )
    assert value(p, "商务舱", "zh") == "business"


def test_enum_typo_matches_with_lower_confidence() -> None:
    got = seat().parse("bussiness", NOW, "en")
    assert got is not None and got.value == "business"
    assert 0.7 <= got.confidence <= 0.9


def test_enum_clearly_different_word_matches_nothing() -> None:
    assert seat().parse("first class", NOW, "en") is None
    assert parser(type="enum", values=["economy"]).parse("economics", NOW, "en") is None


def test_two_values_that_fit_equally_are_reported_not_guessed() -> None:
    p = seat()
    assert p.parse("economy or business?", NOW, "en") is None
    assert p.ambiguous("economy or business?") == ["economy", "business"]
    names = parser(type="enum", values=["John", "Joan"])
    assert names.parse("Jon", NOW, "en") is None
    assert sorted(names.ambiguous("Jon")) == ["Joan", "John"]


def test_entity_slot_canonicalizes_known_values_and_keeps_unknown_ones() -> None:
    p = parser(type="text", entity="city")
    assert p.parse("NYC", NOW, "en") == Parsed("New York", "NYC", 1.0, 0, 3)
    berlin = p.parse("Berlin", NOW, "en")
    assert berlin is not None and berlin.value == "Berlin" and berlin.confidence < 1.0


def test_free_text_answers_lose_their_fillers() -> None:
    assert value(parser(type="text"), "I'd like Rome please") == "Rome"
    assert value(parser(type="text"), "on the terrace please") == "on the terrace"
    assert value(parser("zh", type="text", entity="city"), "我想去杭州吧", "zh") == "杭州"


# ------------------------------------------------------------------ find: volunteered values


def test_patterns_find_values_inside_a_sentence() -> None:
    frm = parser(type="text", entity="city", patterns=["from {value}", "从{value}"])
    to = parser(type="text", entity="city", patterns=["to {value}", "到{value}"])
    text = "I want to fly to Rome from NYC next friday"
    assert [p.value for p in frm.find_in_patterns(text, NOW, "en")] == ["New York"]
    assert [p.value for p in to.find_in_patterns(text, NOW, "en")] == ["Rome"]  # not "fly"
    # find adds every exact mention of a known value; the understander decides whose it is
    assert [p.value for p in frm.find(text, NOW, "en")] == ["Rome", "New York"]
    assert [p.value for p in frm.find_in_patterns("从上海到北京", NOW, "zh")] == ["上海"]


def test_a_typo_after_a_pattern_word_is_read_with_less_confidence() -> None:
    # "from pars" found no city in a sentence (only an answer "pars" was read as Paris)
    seat = dict(type="enum", values=["economy", "business"], patterns=["in {value}"])
    frm = parser(type="text", entity="city", patterns=["from {value}"])
    [got] = frm.find_in_patterns("a flight from pars to rome", NOW, "en")
    assert (got.value, got.raw_text, got.start, got.end) == ("Paris", "pars", 14, 18)
    assert 0.6 < got.confidence < 1.0
    [got] = frm.find_in_patterns("flight from new yrok, tomorrow", NOW, "en")
    assert (got.value, got.raw_text) == ("New York", "new yrok")
    assert parser(**seat).find_in_patterns("in bussiness", NOW, "en")[0].value == "business"
    strict = parser(**seat, fuzzy=False)
    assert strict.find_in_patterns("in bussiness", NOW, "en") == []


def test_typed_patterns_parse_only_their_type() -> None:
    ret = parser(type="date", patterns=["returning {value}", "{value}回来"])
    assert [p.value for p in ret.find("leaving tomorrow, returning next friday", NOW, "en")] == [
        "2026-12-04"
    ]
    assert [p.value for p in ret.find("明天走，后天回来", NOW, "zh")] == ["2026-12-01"]
    people = parser(type="integer", patterns=["for {value}", "{value}位"])
    assert [p.value for p in people.find("a table for two tomorrow at 7pm", NOW, "en")] == [2]


def test_find_reports_offsets_into_the_text() -> None:
    text = "from NYC to Rome"
    p = parser(type="text", entity="city", patterns=["from {value}"])
    [got] = p.find_in_patterns(text, NOW, "en")
    assert text[got.start : got.end] == "NYC"


# ------------------------------------------------------------------ coerce and validate


@pytest.mark.parametrize(
    ("slot", "given", "expected"),
    [
        ({"type": "date"}, "next friday", "2026-12-04"),
        ({"type": "date"}, "2026-12-04", "2026-12-04"),
        ({"type": "date"}, date(2026, 12, 4), "2026-12-04"),
        ({"type": "integer"}, 3, 3),
        ({"type": "integer"}, "3", 3),
        ({"type": "integer"}, "three", 3),
        ({"type": "integer"}, 3.0, 3),
        ({"type": "number"}, "2.5", 2.5),
        ({"type": "boolean"}, "true", True),
        ({"type": "time"}, "7:05", "07:05"),
        ({"type": "enum", "values": ["economy", "business"]}, "Business", "business"),
        ({"type": "money"}, 45, {"amount": 45.0, "currency": "USD"}),
        (
            {"type": "money"},
            {"amount": "45.5", "currency": "eur"},
            {"amount": 45.5, "currency": "EUR"},
        ),
        ({"type": "text"}, "  Rome ", "Rome"),
    ],
)
def test_coerce_normalizes_command_values(
    slot: dict[str, object], given: object, expected: object
) -> None:
    got = parser(**slot).coerce(given, NOW, "en")
    assert isinstance(got, Parsed) and got.value == expected


@pytest.mark.parametrize(
    ("slot", "given"),
    [
        ({"type": "integer"}, 2.5),
        ({"type": "integer"}, "lots"),
        ({"type": "date"}, "someday"),
        ({"type": "enum", "values": ["economy", "business"]}, "first"),
        ({"type": "email"}, "not-an-email"),
        ({"type": "text"}, "   "),
        ({"type": "integer"}, None),
    ],
)
def test_coerce_refuses_what_is_not_the_type(slot: dict[str, object], given: object) -> None:
    got = parser(**slot).coerce(given, NOW, "en")
    assert isinstance(got, Invalid) and got.reason


def test_validate_limits_with_reasons_in_the_domain_language() -> None:
    people = parser(type="integer", min=1, max=8)
    assert people.validate(4) is None
    assert people.validate(0) == "it must be at least 1"
    assert people.validate(9) == "it must be at most 8"
    zh = parser("zh", type="integer", min=1, max=8)
    assert zh.validate(9) == "不能大于8"


def test_validate_dates_against_today_from_the_clock() -> None:
    p = parser(type="date", min="today", max="2027-01-31")
    assert p.validate("2026-11-29", NOW) is None
    assert p.validate("2026-11-28", NOW) == "the date must be on or after Sunday 29 November"
    assert p.validate("2027-02-01", NOW) == "the date must be on or before Sunday 31 January"
    assert (
        parser("zh", type="date", min="tomorrow").validate("2026-11-29", NOW)
        == "日期不能早于11月30日（周一）"
    )


def test_validate_enum_pattern_and_money() -> None:
    assert "economy" in (seat().validate("first") or "")
    code = parser(type="text", pattern=r"BK-\d+")
    assert code.validate("BK-12") is None and code.validate("12") is not None
    budget = parser(type="money", max=5000)
    assert budget.validate({"amount": 6000.0, "currency": "USD"}) == "it must be at most 5000"


def test_compile_parsers_keys_every_slot_by_flow() -> None:
    flow = FlowSpec(
        name="book", description="d", slots=[SlotSpec(name="a"), SlotSpec(name="b", type="date")]
    )
    parsers = compile_parsers(Domain(flows={"book": flow}))
    assert set(parsers) == {("book", "a"), ("book", "b")}


ODD = ["", "   ", "🙂🙂🙂", "\x00\x07\x1b[31m", "x" * 100_000, "1" * 5000, "١٢٣", "\ud800"]


@pytest.mark.parametrize("text", ODD, ids=[f"odd{i}" for i in range(len(ODD))])
@pytest.mark.parametrize(
    "kind", ["date", "time", "integer", "money", "email", "phone", "enum", "text"]
)
def test_odd_input_never_raises(text: str, kind: str) -> None:
    p = parser(type=kind, values=["a", "b"] if kind == "enum" else [])
    p.parse(text, NOW, "en")
    p.find(text, NOW, "en")
    p.coerce(text, NOW, "en")


def test_a_code_slot_finds_its_code_inside_a_sentence() -> None:
    p = parser(type="text", pattern=r"^(BK|HT)-[0-9]+$")
    got = p.parse("my booking is BK-1234, thanks", NOW, "en")
    assert got is not None and got.value == "BK-1234" and p.recognizes("BK-1234")
    assert p.parse("BK-1 or HT-2", NOW, "en") is None
    assert p.ambiguous("BK-1 or HT-2") == ["BK-1", "HT-2"]
    # no code: the text is kept, and validation explains what is wrong with it
    mine = p.parse("my reservation", NOW, "en")
    assert mine is not None and p.validate(mine.value) == "that does not have the expected format"


@settings(max_examples=200, deadline=None)
@given(
    text=hs.text(max_size=60)
    | hs.from_regex(r"[0-9一二三两十百千万号月日周点半$¥.,:/ -]{0,20}", fullmatch=True),
    kind=hs.sampled_from(
        ["date", "time", "integer", "number", "money", "email", "phone", "enum", "text"]
    ),
    language=hs.sampled_from(["en", "zh"]),
)
@example(text="\x85", kind="text", language="en")  # whitespace to str.strip, not to the parser
def test_random_text_parses_to_the_slot_type_or_nothing(
    text: str, kind: str, language: str
) -> None:
    p = parser(language, type=kind, values=["economy", "business"] if kind == "enum" else [])
    got = p.parse(text, NOW, language)
    if got is None:
        return
    expected = {"date": str, "time": str, "integer": int, "number": float, "money": dict}
    if kind in expected:
        assert isinstance(got.value, expected[kind])
    if kind == "date":
        assert date.fromisoformat(got.value)
    assert 0.0 <= got.confidence <= 1.0
    assert isinstance(p.coerce(got.value, NOW, language), Parsed)  # canonical values round-trip


def test_a_slot_with_fuzzy_false_takes_only_exact_values_and_synonyms() -> None:
    from dialogflows.nlu.values import ValueParser
    from dialogflows.spec import Domain, SlotSpec

    now = datetime(2026, 11, 29, 10)
    strict = SlotSpec(
        name="seat",
        type="enum",
        values=["economy", "business"],
        synonyms={"business": ["biz"]},
        fuzzy=False,
    )
    loose = strict.model_copy(update={"fuzzy": True})
    domain = Domain()
    assert ValueParser(loose, domain).parse("bussiness", now, "en") is not None
    assert ValueParser(strict, domain).parse("bussiness", now, "en") is None
    parsed = ValueParser(strict, domain).parse("biz", now, "en")
    assert parsed is not None and parsed.value == "business" and parsed.confidence == 1.0


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        ("送到人民路1号", []),  # a house number
        ("3号楼", []),  # a building
        ("坐2号线过来", []),  # a metro line
        ("下周六送到人民路1号", ["2026-12-05"]),
        ("5号送", ["2026-12-05"]),
        ("12月5号", ["2026-12-05"]),
    ],
)
def test_zh_a_number_with_hao_in_an_address_is_no_date(text: str, dates: list[str]) -> None:
    """ "下周六中午12点送两份麻婆豆腐到人民路1号" read 人民路1号 as December 1st: two dates,
    so neither was taken."""
    from dialogflows.nlu.dates import find_dates

    assert [d.value.isoformat() for d in find_dates(text, NOW, "zh")] == dates


@pytest.mark.parametrize(
    ("text", "time"),
    [
        ("中午12点两份", "12:00"),  # two portions, not 12:02
        ("晚上7点3个人", "19:00"),
        ("晚上7点30个人", "19:00"),
        ("7点30", "07:30"),
        ("七点二十", "07:20"),
        ("7点20分", "07:20"),
        ("7点两分", "07:02"),
    ],
)
def test_zh_minutes_without_fen_are_no_count(text: str, time: str) -> None:
    from dialogflows.nlu.times import find_times

    assert [t.value for t in find_times(text, "zh")][:1] == [time]


@pytest.mark.parametrize(
    ("today", "text", "day"),
    [
        # said on a Sunday, this weekend is today; next weekend is the coming Saturday
        ("2026-11-29", "this weekend", "2026-11-29"),
        ("2026-11-29", "这周末", "2026-11-29"),
        ("2026-11-29", "next weekend", "2026-12-05"),
        ("2026-11-29", "下周末", "2026-12-05"),
        # on a Saturday it is today; on a weekday the coming Saturday
        ("2026-11-28", "this weekend", "2026-11-28"),
        ("2026-11-30", "the weekend", "2026-12-05"),
        ("2026-11-30", "next weekend", "2026-12-12"),
    ],
)
def test_the_weekend_said_on_each_day(today: str, text: str, day: str) -> None:
    from dialogflows.nlu.dates import find_dates

    now = datetime.fromisoformat(f"{today}T10:00")
    lang = "en" if text.isascii() else "zh"
    assert [d.value.isoformat() for d in find_dates(text, now, lang)] == [day]


def test_a_bare_hour_is_moved_only_by_the_slots_hours() -> None:
    domain = Domain(flows={"f": FlowSpec(name="f", description="f")})
    open_all_day = ValueParser(SlotSpec(name="t", type=SlotType.TIME), domain)
    kitchen = ValueParser(SlotSpec(name="t", type=SlotType.TIME, min="10:00", max="22:00"), domain)
    assert [p.value for p in open_all_day.scan("7点", NOW, "zh")] == ["07:00"]
    assert [p.value for p in kitchen.scan("7点", NOW, "zh")] == ["19:00"]
    assert [p.value for p in kitchen.scan("at 7", NOW, "en")] == ["19:00"]
    assert [p.value for p in kitchen.scan("7am", NOW, "en")] == ["07:00"]  # said: refused later
    assert [p.value for p in kitchen.scan("11点", NOW, "zh")] == ["11:00"]


def test_the_nth_weekday_is_no_seat_class(travel: Conversation) -> None:
    """ "the first monday of december" booked Monday 30 November in first class."""
    travel.say("book a flight from Paris to Rome", asked="depart_date")
    travel.say(
        "the first monday of december",
        asked="seat_class",
        slots={"depart_date": "2026-12-07", "seat_class": None},
    )


@pytest.mark.parametrize(
    ("said", "time"),
    [
        ("half an hour later", "19:30"),
        ("push it back an hour", "20:00"),
        ("30 minutes earlier", "18:30"),
        ("move it up by 15 min", "18:45"),
    ],
)
def test_en_a_time_moved_by_minutes_or_hours(tmp_path: Path, said: str, time: str) -> None:
    from dialogflows import Dispatcher
    from dialogflows.testing import FixedClock

    (tmp_path / "table.yaml").write_text(
        """
flows:
  table:
    description: booking a table
    triggers: [book a table]
    slots:
      - {name: time, type: time, prompt: What time?}
    confirm: A table at {time:iso}?
""",
        encoding="utf-8",
    )
    bot = Dispatcher.from_path(tmp_path, clock=FixedClock("2026-11-29T10:00:00"))
    conv = Conversation(bot, "s")
    conv.say("book a table at 7pm", phase="confirming", slots={"time": "19:00"})
    conv.say(said, phase="confirming", slots={"time": time}, bot=f"A table at {time}?")


# ------------------------------------------------------------------ amounts after Chinese


@pytest.mark.parametrize(
    ("text", "amount"),
    [("给妈妈转500块", 500.0), ("金额改成80元吧", 80.0), ("转账1200块钱给小王", 1200.0)],
)
def test_an_amount_right_after_chinese_characters_is_money(text: str, amount: float) -> None:
    """Chinese writes no space between a verb and its amount: "转500块" is 500 yuan."""
    p = parser("zh", {"currency": "CNY"}, type=SlotType.MONEY)
    assert value(p, text, "zh") == {"amount": amount, "currency": "CNY"}


def test_digits_glued_to_a_word_without_a_currency_are_no_amount() -> None:
    """The number of "建国路99号" is part of the address, and "DD1234" is a code."""
    money = parser("zh", {"currency": "CNY"}, type=SlotType.MONEY)
    assert value(money, "送到建国路99号", "zh") is None
    assert value(parser("zh", type=SlotType.INTEGER), "订单DD1234", "zh") is None
