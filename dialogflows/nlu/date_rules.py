"""The rules that find dates in a text, built from one ``Words`` (``DateRules``).

Split from ``dates.py``, which resolves what these rules match against the turn's clock:
here is *what a date looks like* in each language ("next friday", "the 10th of december",
"下个月1号", "3天前"), there *which day it is*. The rules are regexes over the value words
(month names, offsets such as "tomorrow", the Chinese numerals), so they are built per
lexicon's words, once: an author's "overmorrow" or "大大后天" added to ``date_offsets`` is
read by the "offset" rule and enables it in the needle gate, like a built-in word.

Each rule also has *needles*, words it cannot match without; one scan of the lowercased
text finds them all, and only the rules they enable run (most messages hold no date).
"""

from __future__ import annotations

import re
from typing import Any

from .holidays import Holidays
from .numbers import NumberGrammar
from .value_words import Words, alternation, built, needle_trie
from .weekdays import WeekdayWords

_I = re.IGNORECASE


def _firsts(*words: str) -> set[str]:
    """Needles of words: a word's first part (a text holding "day after tomorrow" holds
    "day"), lowercased."""
    return {w.lower().split()[0] for w in words if w.split()}


def _needle_scan(
    needs: dict[str, set[str]],
) -> tuple[re.Pattern[str], dict[str, frozenset[str]]]:
    """All rules' needles found in one pass: a lookahead alternation, longest first, reports
    the longest needle starting at each position; any other needle starting there is a
    prefix of it. So each needle maps to the rules that any of its prefixes enables."""
    needles = {n for need in needs.values() for n in need if n}
    ordered = sorted(needles, key=len, reverse=True)
    enables = {
        f: frozenset(kind for kind, need in needs.items() for n in need if f.startswith(n))
        for f in ordered
    }
    # a trie: each character is tried once, however many needles the lexicons give
    return re.compile("(?=(" + needle_trie(ordered) + "))"), enables


def _unnamed(pattern: str) -> str:
    """``pattern`` with its named groups made plain: two rules' patterns in one alternation
    would name a group twice."""
    return re.sub(r"\(\?P<\w+>", "(?:", pattern)


class DateRules:
    """Every date rule of both languages over the words of ``w``, compiled once."""

    en_date_rules: list[tuple[str, re.Pattern[str]]]
    zh_date_rules: list[tuple[str, re.Pattern[str]]]
    needs: dict[str, set[str]]
    year_qualifiers: dict[str, int]
    month_alone_before: re.Pattern[str]
    everyday_months: frozenset[str]
    elliptic: dict[str, re.Pattern[str]]
    elliptic_before: re.Pattern[str]
    edges: dict[str, Any]
    units: dict[str, str]
    months: dict[str, int]
    en_offsets: dict[str, int]
    zh_offsets: dict[str, int]
    ordinal_days: dict[str, int]
    loose: dict[str, float]
    halves: frozenset[str]
    zh_measures: frozenset[str]

    def __init__(self, w: Words) -> None:
        en, zh = w.en, w.zh
        # the glue of English dates ("**the** 10th **of** december", "**on the** 4th")
        the, of = en.alt("date_determiners"), en.alt("date_of_words")
        of_in, a_one = en.alt("date_of_in"), en.alt("date_a_one")
        wd = self.weekdays = built(WeekdayWords, w)
        num = self.numbers = built(NumberGrammar, w)
        hol = self.holidays = built(Holidays, w)
        self.months = {
            **{k: int(v) for k, v in en.mapping("months").items()},
            **{k: int(v) for k, v in zh.mapping("months").items()},
        }
        self.en_offsets = {k: int(v) for k, v in en.mapping("date_offsets").items()}
        self.zh_offsets = {k: int(v) for k, v in zh.mapping("date_offsets").items()}
        #: the unit words of "in 3 days", "两周前" -> day, week or month
        self.units = {**en.mapping("date_units"), **zh.mapping("date_units")}
        #: a month's edge words -> "end" (its last day) or the day of the month they mean
        self.edges = {**en.mapping("month_edges"), **zh.mapping("month_edges")}

        self.en_count = rf"\d+|{en.alt('small_numbers', 'number_words')}"
        self.month = alternation(en.mapping("months"))
        self.ordinal_days = {k: int(v) for k, v in en.mapping("ordinal_days").items()}
        self.ordinal_days.update(
            {
                f"{ten}{sep}{w}": int(tv) + d
                for ten, tv in en.mapping("ordinal_tens").items()
                for w, d in list(self.ordinal_days.items())
                if d < 10
                for sep in (" ", "-")
            }
        )
        self.ordinal = "|".join(sorted(self.ordinal_days, key=len, reverse=True))
        self.ordinal_words = self.ordinal
        suffix = en.alt("ordinal_suffixes")
        #: after an ordinal, a noun it ranks ("the 3rd house", "the 2nd floor"): no day
        self.not_ranking = rf"(?!\s+(?:{en.alt('rank_nouns')})\b)"
        #: not after a day and its ordinal suffix ("20th "): a lookbehind per suffix length
        ends = en.words("ordinal_suffixes")
        self.after_ordinal = "".join(
            rf"(?<!\d(?:{'|'.join(re.escape(x) for x in ends if len(x) == n)})\s)"
            for n in sorted({len(x) for x in ends})
        )
        self.day = rf"(?:(?P<d>\d{{1,2}})(?:{suffix})?|(?P<dw>{self.ordinal}))"
        self.zh_num = rf"{num.numeral_chars}+"
        self.en_unit = en.alt("date_units")
        self.zh_unit = zh.alt("date_units")
        self.zh_measure = zh.alt("date_unit_measures")
        #: counts said only of dates ("几天前", "半个月前"), by their number
        self.loose = {
            k: float(v) for lang in (en, zh) for k, v in lang.mapping("date_loose_counts").items()
        }
        loose_zh = zh.alt("date_loose_counts") if zh.mapping("date_loose_counts") else r"(?!)"
        #: a count and a half ("一个半月前"): the half word after the count and its measure
        half = zh.alt("half_after") if zh.words("half_after") else r"(?!)"
        self.halves = frozenset(zh.words("half_after"))
        self.zh_measures = frozenset(zh.words("date_unit_measures"))
        zh_count = rf"{self.zh_num}(?:(?:{self.zh_measure})?(?:{half}))?"
        self.en_next = wd.qualified(1)
        self.en_this_next = wd.qualified("coming", 1)
        #: a week or a weekend named by the one it is from this one: "next", "last"
        self.en_week_q = wd.qualified(1, "last")
        self.zh_q = wd.qualified(2, 1, 0, -1, -2, en=False)
        self.zh_month = zh.alt("month_words")
        self.zh_day_mark = f"[{zh.chars('day_markers')}]"
        #: years named from this one ("last year", "去年") -> how many from it
        self.year_qualifiers = {
            k: int(v) for lang in (en, zh) for k, v in lang.mapping("year_qualifiers").items()
        }
        #: month names that are everyday words too ("may"): a month alone only capitalized
        self.everyday_months = frozenset(x.lower() for x in en.words("month_names_everyday"))
        en_year_q = en.alt("year_qualifiers") if en.mapping("year_qualifiers") else "(?!)"
        zh_year_q = zh.alt("year_qualifiers") if zh.mapping("year_qualifiers") else "(?!)"
        #: a month named with no day, its year said or not (``month_named``)
        self.en_month_named = (
            rf"\b(?:(?P<q>{self.en_week_q})\s+)?(?P<mon>{self.month})\b\.?"
            rf"(?:\s+(?P<y>\d{{4}})\b|\s+(?P<yq>{en_year_q})\b)?"
        )
        self.zh_month_named = (
            rf"(?:(?P<y>\d{{4}}|[{num.zh_digits}]{{4}})(?:{zh.alt('year_markers')})|(?P<yq>{zh_year_q}))?"
            rf"(?<![\d{num.zh_digits}{num.zh_units}])(?P<m>{self.zh_num})(?:{self.zh_month})"
        )

        self.en_date_rules = [
            ("iso", re.compile(r"\b(?P<y>\d{4})[-/.](?P<m>\d{1,2})[-/.](?P<d>\d{1,2})\b")),
            (
                "in_n",
                re.compile(
                    rf"\b(?:{en.alt('date_in_before')})\s+(?P<n>{self.en_count})\s+(?P<u>{self.en_unit})\b"
                    rf"|\b(?P<n2>{self.en_count})\s+(?P<u2>{self.en_unit})\s+(?:{en.alt('date_in_after')})\b",
                    _I,
                ),
            ),
            # after "3 weeks from today", "3 weeks today": the offset word is part of those
            ("offset", re.compile(rf"\b(?:(?:{the})\s+)?(?P<w>{en.alt('date_offsets')})\b", _I)),
            # "3 days ago", "a week ago": back from today
            (
                "ago",
                re.compile(
                    rf"\b(?P<n>{self.en_count})\s+(?P<u>{self.en_unit})\s+(?:{en.alt('date_ago_after')})\b",
                    _I,
                ),
            ),
            # "the end of the month", "beginning of next month", "mid next month"
            (
                "month_edge",
                re.compile(
                    rf"\b(?:(?:{the})\s+)?(?:(?P<e>{en.alt('month_edges')})\s+(?:(?:{of})\s+)?"
                    # "the 3rd of last month", "22nd of next month": a day of that month
                    rf"|(?P<d>\d{{1,2}})(?:{suffix})?\s+(?:{of})\s+)"
                    rf"(?:(?:{the})\s+|(?P<q>{en.alt('week_qualifiers')})\s+)?(?:{en.alt('month_words')})\b",
                    _I,
                ),
            ),
            # "the first monday of december", "the last friday of next month": before "weekday",
            # which would take the Monday alone (and "first" would be left to a seat class)
            (
                "nth_weekday",
                re.compile(
                    rf"\b(?:(?:{the})\s+)?(?P<n>{en.alt('nth_weekdays')})\s+"
                    rf"(?P<d>{wd.weekday_words})\s+(?:{of_in})\s+"
                    rf"(?:(?P<mon>{self.month})\b|(?:(?:{the})\s+)?(?P<rel>{self.en_this_next})\s+"
                    rf"(?:{en.alt('month_words')})\b)",
                    _I,
                ),
            ),
            # "the tuesday before last": a week before the latest Tuesday gone by
            (
                "weekday_before_last",
                re.compile(
                    rf"\b(?:(?:{the})\s+)?(?P<d>{wd.weekday_words})\s+"
                    rf"(?:{en.alt('weekday_before_last_words')})\b",
                    _I,
                ),
            ),
            # "friday after next", "the friday after this one", "a week from friday": a week after
            # the Friday "next friday" (or "friday") names; before "weekday", which would take the
            # Friday alone
            (
                "weekday_after",
                re.compile(
                    rf"\b(?:(?:{the})\s+)?(?P<d>{wd.weekday_words})\s+(?:{en.alt('weekday_after_words')})\s+"
                    rf"(?P<q>{self.en_next}|(?:{self.en_this_next})(?:\s+(?:(?:{self.en_this_next})\s+)?(?:{en.alt('date_one_words')}))?)\b"
                    # "a week on monday", "2 weeks from friday": that many weeks on
                    rf"|\b(?:{a_one}|(?P<n>{self.en_count}))\s+(?:{en.alt('week_words')})s?\s+(?:{en.alt('week_from_words')})\s+"
                    rf"(?:(?P<q2>{self.en_this_next})\s+)?(?P<d2>{wd.weekday_words})\b"
                    # "saturday week": the one a week after the coming saturday (en-GB)
                    rf"|\b(?P<d3>{wd.weekday_words})\s+(?:{en.alt('weekday_week_words')})\b",
                    _I,
                ),
            ),
            (
                "week",
                re.compile(
                    rf"\b(?P<q>{self.en_week_q})\s+(?:{en.alt('week_words')})\b",
                    _I,
                ),
            ),
            (
                "weekend",
                re.compile(
                    rf"\b(?:(?P<q>{self.en_this_next}|{self.en_week_q}|{the})\s+)?(?:{en.alt('weekend_words')})\b",
                    _I,
                ),
            ),
            (
                "weekday",
                re.compile(
                    rf"\b(?:(?P<q>{en.alt('week_qualifiers')})\s+)?(?P<d>{wd.full_days})\b"
                    rf"|\b(?P<q2>{self.en_this_next})\s+(?P<d2>{wd.qualified_days})\b"
                    rf"|(?P<d3>{wd.bare_short_days})",
                    _I,
                ),
            ),
            # "the end of november", "mid feb": a month's edge by the month's name; a day of
            # it said after ("end of june, the 25th", A_ROUGH_PART_OF_A_MONTH_THEN_ITS_DAY)
            # is the day meant, the edge only where it lies
            (
                "month_name_edge",
                re.compile(
                    rf"\b(?:(?:{the})\s+)?(?P<e>{en.alt('month_edges')})(?:\s+|-)(?:(?:{of})\s+)?"
                    rf"(?P<mon>{self.month})\b(?:,?\s+(?:(?:{the})\s+)?"
                    rf"(?:(?P<d>\d{{1,2}})(?:{suffix})|(?P<dw>{self.ordinal}))\b{self.not_ranking}"
                    rf"|(?!\.?\s*\d))",
                    _I,
                ),
            ),
            (
                "month_day",
                re.compile(
                    # not after a day said before the month ("20 dec 1 day": the 20th, and
                    # a day's count; DAY_MONTH_THEN_A_COUNT_READ_AS_MONTH_DAY)
                    rf"(?<!\d\s){self.after_ordinal}"
                    rf"\b(?P<mon>{self.month})\.?\s+(?:(?:{the})\s+)?{self.day}\b(?:,?\s+(?P<y>\d{{4}}))?",
                    _I,
                ),
            ),
            (
                "day_month",
                re.compile(
                    rf"\b(?:(?:{the})\s+)?{self.day}\s+(?:(?:{of})\s+)?(?P<mon>{self.month})\b(?:,?\s+(?P<y>\d{{4}}))?",
                    _I,
                ),
            ),
            (
                "slash",
                re.compile(r"(?<![\d/])(?P<m>\d{1,2})/(?P<d>\d{1,2})(?:/(?P<y>\d{2,4}))?(?![\d/])"),
            ),
            # "20.12." or "20.12.2026", day first as written in most of Europe; "20.12" alone is
            # a time as often as a date and is not read here
            (
                "dotted",
                re.compile(
                    r"(?<![\d.])(?P<d>\d{1,2})\.(?P<m>\d{1,2})\.(?:(?P<y>\d{4})(?![\d.]))?(?!\d)"
                ),
            ),
            # "the 19th"; bare, "small pa 19th 1 day", only after other words (alone it
            # answers a date's own question, else it may rank: "2nd" to "How many pianos?")
            # and with no word after it, which it might rank ("19th century", "2nd floor"):
            # BARE_ORDINAL_DAY_AMONG_VALUES
            (
                "ordinal_day",
                re.compile(
                    rf"(?:\b(?P<the>(?:{the})\s+)|(?<=\S\s))(?P<d>\d{{1,2}})(?:{suffix})\b"
                    rf"(?(the){self.not_ranking}|(?!\s*[^\W\d_]))",
                    _I,
                ),
            ),
            ("holiday", hol.en_rx),
            # "last month", "next month" said alone: its first day, unsure (which day of it is
            # asked, ``period_asked``); never before a day or "of" ("next month on the 3rd"), and
            # last: any rule reading a date of that month ("the last friday of next month")
            # claims its words first
            (
                "month_bare",
                re.compile(
                    rf"\b(?P<q>{self.en_week_q})\s+(?:{en.alt('month_words')})\b"
                    rf"(?!\s*(?:\d|(?:{of}|{the})\b))",
                    _I,
                ),
            ),
            # "october", "last october", "oct 2026", "october last year" said with no day:
            # that month's first day, unsure (which day of it is asked, ``period_asked``);
            # last, so any rule reading a day of it ("october 12", "the 3rd of october")
            # claims its words first
            ("month_named", re.compile(self.en_month_named + r"(?!\s*\d)", _I)),
        ]

        self.zh_date_rules = [
            ("iso", re.compile(r"(?<!\d)(?P<y>\d{4})[-/.](?P<m>\d{1,2})[-/.](?P<d>\d{1,2})(?!\d)")),
            (
                "zh_ymd",
                re.compile(
                    rf"(?:(?P<y>\d{{4}}|[{num.zh_digits}]{{4}})(?:{zh.alt('year_markers')}))?"
                    rf"(?P<m>{self.zh_num})(?:{self.zh_month})(?P<d>{self.zh_num}){self.zh_day_mark}"
                ),
            ),
            # the start, middle or end of a month by its number ("11月底", "十一月中旬")
            (
                "zh_month_edge",
                re.compile(
                    rf"(?<!{num.numeral_chars})(?P<m>{self.zh_num})(?:{self.zh_month})"
                    rf"(?P<e>{zh.alt('month_edges')})"
                ),
            ),
            # a day of this, next or last month, or its start, middle or end
            (
                "zh_month_day",
                re.compile(
                    rf"(?<!{num.numeral_chars})(?P<q>{self.zh_q})?(?:{self.zh_month})"
                    rf"(?:{zh.alt('month_day_joiners')})?"
                    rf"(?:(?P<d>{self.zh_num}){self.zh_day_mark}|(?:{self.zh_month})?(?P<e>{zh.alt('month_edges')}))"
                ),
            ),
            # "大后儿" is no "后儿": a character that lengthens an offset word into another
            # ("大" of "大后天") is no place for one to start
            (
                "offset",
                re.compile(rf"{_lengtheners(self.zh_offsets)}(?P<w>{zh.alt('date_offsets')})"),
            ),
            # "3天前", "两周以前", "几天前", "半个月前": back from today
            (
                "ago",
                re.compile(
                    rf"(?P<n>{zh_count}|{loose_zh})(?:{self.zh_measure})?(?P<u>{self.zh_unit})"
                    rf"(?:{zh.alt('date_ago_after')})"
                ),
            ),
            # "前几天": a loose count after a word for before
            (
                "ago",
                re.compile(
                    rf"(?:{zh.alt('date_ago_before') or '(?!)'})(?P<n>{loose_zh})"
                    rf"(?:{self.zh_measure})?(?P<u>{self.zh_unit})"
                ),
            ),
            (
                "in_n",
                re.compile(
                    rf"(?:{zh.alt('date_in_before')})?(?P<n>{zh_count}|{loose_zh})"
                    rf"(?:{self.zh_measure})?(?P<u>{self.zh_unit})(?:{zh.alt('date_in_after')})"
                ),
            ),
            (
                "zh_weekday",
                re.compile(rf"(?P<q>{self.zh_q})?(?:{wd.zh_week})(?P<d>[{wd.zh_day_chars}])"),
            ),
            (
                "weekend",
                re.compile(rf"(?P<q>{self.zh_q})?(?:{zh.alt('weekend_words')})"),
            ),
            (
                "week",
                re.compile(
                    rf"(?P<q>{wd.qualified(2, 1, -1, -2, en=False)})(?:{wd.zh_week})"
                    rf"(?![{wd.zh_day_chars}]|{zh.alt('weekend_words')})"
                ),
            ),
            # "上个月", "下个月" said alone: as "last month" (above)
            (
                "month_bare",
                re.compile(
                    rf"(?<!{num.numeral_chars})(?P<q>{wd.qualified(1, -1, en=False)})(?:{self.zh_month})"
                    rf"(?!{num.numeral_chars}|{zh.alt('month_edges')}|{self.zh_day_mark}"
                    rf"|{zh.alt('month_day_joiners') or '(?!)'})"
                ),
            ),
            # "10月", "10月份", "去年10月", "2026年10月" said with no day: as "october" (above)
            (
                "zh_month_named",
                re.compile(
                    self.zh_month_named
                    + rf"(?!{num.numeral_chars}|{zh.alt('month_edges')}|{self.zh_day_mark}"
                    rf"|{zh.alt('month_day_joiners') or '(?!)'})"
                ),
            ),
            ("zh_holiday", hol.zh_rx),
            # "人民路1号", "3号楼", "2号线" are an address, a building and a metro line, not the 1st
            (
                "zh_day",
                re.compile(
                    rf"(?<![{zh.chars('month_words')}\d{num.zh_digits}{num.zh_units}{zh.chars('day_not_after')}])"
                    rf"(?P<d>{self.zh_num}){self.zh_day_mark}(?![{zh.chars('day_not_before')}])"
                    # HOUSE_NUMBER_READ_AS_A_DAY: "12号501" is a door and its flat, where
                    # "12号3点" is the 12th at three: digits glued after the mark are an hour
                    rf"(?!\d+(?!\d|{zh.alt('hour_markers')}|[:：]))"
                ),
            ),
        ]

        self.dateish = re.compile(rf"\b(?:{self.month})\b|\d{{1,4}}[-/.]\d{{1,2}}", _I)
        #: "20.12", "7.30": dateparser reads a time and answers today's date
        self.clockish = re.compile(
            rf"\s*(?:(?:{en.alt('date_clock_leads')})\s+)?\d{{1,2}}[.:]\d{{2}}\s*"
            rf"(?:{en.alt('meridiems')}|h)?\s*$",
            _I,
        )
        #: what may stand between a weekday and the date it names ("thursday, the 10th")
        self.weekday_gap = re.compile(rf"[\s,.(（、]*(?:(?:{the})\s+)?[\s,.(（、]*")
        #: a day of the month said bare right after a weekday ("sat 12th", "friday, 11th")
        self.day_after_weekday = re.compile(
            rf"[\s,]+(?P<d>\d{{1,2}})(?:{en.alt('ordinal_suffixes')})\b", _I
        )
        #: a whole week said where a day is wanted, one to come or gone by ("next week",
        #: "last week", "下周", "上周")
        self.week_said = re.compile(
            rf"^(?:(?:{self.en_week_q})\s+(?:{en.alt('week_words')})"
            rf"|(?:{wd.qualified(2, 1, -1, -2, en=False)})(?:{wd.zh_week}))$",
            _I,
        )
        #: a month said alone where a day is wanted ("last month", "上个月")
        self.month_said = re.compile(
            rf"^(?:(?:{self.en_week_q})\s+(?:{en.alt('month_words')})"
            rf"|(?:{wd.qualified(1, -1, en=False)})(?:{self.zh_month})"
            rf"|{_unnamed(self.en_month_named)}|{_unnamed(self.zh_month_named)})$",
            _I,
        )
        #: what may stand before a month named said alone ("in february", "ok around june"):
        #: a month named counts only as the whole message, an answer; said beside other
        #: values it tells when, roughly ("从1月开始" of a month slot, "nah its june lol")
        leads = [*en.words("bare_hour_leads"), *en.words("date_in_before")]
        self.month_alone_before = re.compile(
            rf"^\s*(?:(?:{alternation(leads)})[\s,]+)*$" if leads else r"^\s*$", _I
        )
        #: the same, a month named ("october", "10月"), not counted from this one
        self.month_named = re.compile(
            rf"^(?:{_unnamed(self.en_month_named)}|{_unnamed(self.zh_month_named)})$", _I
        )
        #: "or" between two dates: two to choose from, not one
        self.either = re.compile(
            rf"\b(?:{en.alt('date_either_words')})\b|{zh.alt('date_alternatives')}"
        )
        self.or_ = (
            rf"\s*,?\s*(?:(?:{en.alt('date_alternatives')})\s+|[-–—~]\s*)"
            rf"(?:(?:{en.alt('date_day_leads')})\s+)?(?:(?:{the})\s+)?"
        )
        self.zh_or = rf"\s*(?:{zh.alt('date_alternatives')})\s*"
        self.elliptic = {
            "weekday": re.compile(self.or_ + rf"(?P<d>{wd.weekday_words})\b", _I),
            "month_day": re.compile(
                self.or_ + rf"{self.day}\b(?!\s*(?:(?:{of})\s+)?(?:{self.month})\b)", _I
            ),
            "day_month": re.compile(
                self.or_ + rf"{self.day}\b(?!\s*(?:(?:{of})\s+)?(?:{self.month})\b)", _I
            ),
            "ordinal_day": re.compile(self.or_ + rf"(?P<d>\d{{1,2}})(?:{suffix})\b", _I),
            "zh_weekday": re.compile(self.zh_or + rf"(?:{wd.zh_week})?(?P<d>[{wd.zh_day_chars}])"),
            # "7月10号或者11号": the second day of the month said alone, the first's month
            "zh_ymd": re.compile(self.zh_or + rf"(?P<d>{self.zh_num}){self.zh_day_mark}"),
        }
        #: DAYS_JOINED_BY_OR_SHARE_THEIR_MONTH: "10th or 11th july", "the 3rd or the 4th of
        #: may": a day of the month said before an "or" and a day with its month, which
        #: names the first's month too (matched against the text before that day); bare
        #: digits only opening the message or a clause ("10 or 11 july", not "room 5 or …")
        self.elliptic_before = re.compile(
            rf"(?:(?<![\w/.:-])(?:{the})\s+(?P<dt>\d{{1,2}})(?:{suffix})?"
            rf"|(?<![\w/.:-])(?P<ds>\d{{1,2}})(?:{suffix})|(?:^|(?<=[,;:]\s)|(?<=[,;:]))(?P<d>\d{{1,2}}))"
            rf"\s*,?\s*(?:{en.alt('date_alternatives')})\s+(?:(?:{the})\s+)?$",
            _I,
        )
        self.nth = {k: int(v) for k, v in en.mapping("nth_weekdays").items()}
        self.digit_needles = set("0123456789")
        self.week = _firsts(*en.words("week_words"), *zh.words("week_words"))
        self.month_names = _firsts(*en.words("months"), *zh.words("months"))
        #: each rule's needles: a text holding none of them cannot match the rule
        self.needs = {
            "offset": _firsts(*self.en_offsets, *self.zh_offsets),
            "in_n": _firsts(*self.units),
            "ago": _firsts(*en.words("date_ago_after"), *zh.words("date_ago_after")),
            "week": self.week,
            "month_bare": _firsts(*en.words("month_words"), *zh.words("month_words")),
            "weekend": _firsts(*en.words("weekend_words"), *zh.words("weekend_words")),
            "weekday": _firsts(*wd.en_days),
            "weekday_after": _firsts(*en.words("weekday_after_words")) | self.week,
            "weekday_before_last": _firsts(*en.words("weekday_before_last_words")),
            "month_day": self.month_names,
            "day_month": self.month_names,
            "nth_weekday": self.month_names | _firsts(*en.words("month_words")),
            "month_edge": _firsts(*en.words("month_words")),
            "month_name_edge": self.month_names,
            "month_named": self.month_names,
            "zh_month_named": _firsts(*zh.words("month_words")),
            "slash": {"/"},
            "iso": self.digit_needles,
            "dotted": {"."},
            "ordinal_day": self.digit_needles,
            "zh_ymd": _firsts(*zh.words("month_words")),
            "zh_month_day": _firsts(*zh.words("month_words")),
            "zh_month_edge": _firsts(*zh.words("month_words")),
            "zh_weekday": _firsts(*zh.words("week_words")),
            "zh_day": _firsts(*zh.words("day_markers")),
            "holiday": set(hol.needles_en.split("|")),
            "zh_holiday": set(hol.needles_zh.split("|")),
        }
        #: each rule, and whether it has needles: words or characters it cannot match
        #: without (looked for in the lowercased text, far cheaper than its regex)
        self.en_gated = [(k, rx, k in self.needs) for k, rx in self.en_date_rules]
        self.zh_gated = [(k, rx, k in self.needs) for k, rx in self.zh_date_rules if k != "iso"]
        self.needle_scan, self.enables = _needle_scan(self.needs)
        #: a cheap gate: text without any needle cannot hold a date, no rule is tried
        self.hint = re.compile(
            needle_trie(sorted({n for v in self.needs.values() for n in v})), re.IGNORECASE
        )
        #: ``hint`` for an ASCII text, searched in the text lowercased: the same finding
        #: (no ASCII letter folds to another ASCII letter but its own case), and the regex
        #: engine scans for the needles' first characters, which it cannot do under
        #: IGNORECASE (a 700-character trie tried at every position: 4x the time)
        self.hint_ascii = re.compile(
            needle_trie(sorted({n.lower() for v in self.needs.values() for n in v}))
        )

    def hinted(self, text: str) -> bool:
        """Whether ``text`` holds a needle of any rule (``hint``): none, and no rule can
        match."""
        if text.isascii():
            return self.hint_ascii.search(text.lower()) is not None
        return self.hint.search(text) is not None


def _lengtheners(words: dict[str, int]) -> str:
    """A lookbehind refusing the characters that make one of ``words`` another by going
    before it ("大" + "后天" is "大后天"), or nothing when there are none."""
    chars = sorted(
        {v[0] for v in words for w in words if v != w and v.endswith(w) and len(v) == len(w) + 1}
    )
    return f"(?<![{re.escape(''.join(chars))}])" if chars else ""
