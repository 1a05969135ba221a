"""Dates and times in English and Chinese, relative ones resolved against the turn's clock.

Every function takes ``now`` from the caller: the parser never reads the wall clock, so a
conversation replayed a year later resolves "tomorrow" exactly as it did live, and tests
pin the day. Arithmetic is ``dateutil.relativedelta``; absolute dates in free English
("December 5th 2026") fall back to ``dateparser``, imported on first use and only for text
that names a month or looks like a date, because it imports and runs slowly (~1 ms a call).

Weekday semantics (the same in both languages):

* a bare weekday, "this friday", "coming friday", "周五", "星期五": the next such day,
  today included (said on a Friday, "friday" is today);
* "next friday", "下周五", "下个星期五": the Friday of *next calendar week* (weeks run
  Monday to Sunday). Said on Sunday 2026-11-29 it is 2026-12-04; said on Monday 2026-11-30
  it is 2026-12-11, a week after "friday";
* "这周五", "本周五": the Friday of the current calendar week, even if it has passed
  (a date slot's ``min: today`` then rejects it with a reason);
* "下下周五": the Friday two calendar weeks ahead; "friday after next", "a week from friday":
  a week after "next friday" (or "friday");
* "this friday" and "next friday" said together ("not this friday, next friday", "这周五还是
  下周五"): never one day. Where the rules above read them as one (on a Sunday) or read "这周五"
  as past, they are the coming Friday and the one a week later (``weekdays.told_apart``);
* "next week" said with a weekday ("sometime next week, maybe wednesday", "下周吧，周三"):
  that week's day, one date;
* "next week", "下周": Monday of next week, with a low confidence (a week is not a day);
* "weekend", "周末": the coming Saturday (on a Sunday: today), with a lower confidence.

A numeric ``m/d`` is read month first ("12/5" is December 5th), as in the US; with dots,
"20.12." or "20.12.2026", day first, as written in most of Europe ("20.12" alone may be a
time and is no date). "the first monday of december", "the last friday of next month":
the n-th or last weekday of a month.
Clock times live in ``times.py``; the rules (what a date looks like) in ``date_rules.py``,
built per lexicon's words, so an author's added date words are read.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta
from functools import lru_cache
from typing import Any

from dateutil.relativedelta import relativedelta

from .calendar_days import monday_of, month_day, roll_day_of_month, zh_year
from .date_fallback import dateparser_date
from .date_rules import DateRules
from .month_parts import month_named, month_part, named_month_part, weeks_from
from .numbers import zh_to_number
from .rate_period import RateWords, opens_rate_period
from .value_words import BUILT_IN, Words, built, texts
from .weekdays import told_apart

_HAN = re.compile(r"[\u4e00-\u9fff]")


@dataclass(frozen=True)
class DateSpan:
    """A date read from a message, with where it was said and how sure the reading is: the
    span lets a value's words be taken out of the rest, and a reading that stands for more
    than a day ("next week": its Monday) is less sure than a day named."""

    value: date
    start: int
    end: int
    raw: str
    confidence: float = 1.0
    #: what was left unsaid and taken as the next one to come: "year" for a month and day
    #: ("nov 15"), "month" for a day of the month ("the 15th"); a slot that ends before
    #: that day (``max: today``) takes the last one instead
    rolls: str = ""


#: the rules of a month named with no day ("october", "去年10月"), and what may close it
_MONTHS_NAMED = frozenset({"month_named", "zh_month_named"})
_CLOSING = " .!?,;。！？，"

#: the kinds of date said without a year (or a month), rolled to the next one to come
_ROLLS = {
    "month_day": "year",
    "month_name_edge": "year",
    "month_named": "year",
    "zh_month_named": "year",
    "zh_month_edge": "year",
    "day_month": "year",
    "dotted": "year",
    "slash": "year",
    "zh_ymd": "year",
    "holiday": "year",
    "zh_holiday": "year",
    "zh_day": "month",
    "ordinal_day": "month",
    # "the weekend" said bare: the last one on a slot that ends before the coming one
    # (WEEKEND_SAID_BARE_TO_A_QUESTION_OF_THE_PAST_READ_AS_THE_COMING_ONE)
    "weekend": "week",
}


def _ok(d: date | None) -> tuple[date, float] | None:
    return None if d is None else (d, 1.0)


class DateGrammar:
    """Dates read with the rules of one ``Words`` (``date_rules.DateRules``) and resolved
    against the caller's clock; built once per words, its findings cached per text."""

    def __init__(self, w: Words) -> None:
        self.rules = built(DateRules, w)
        self.words = self.rules.weekdays
        self.count = self.rules.numbers.count
        #: the articles of "a week from friday" (``opens_rate_period``)
        self.articles = frozenset(x.casefold() for x in w.both("date_a_one"))
        self.not_rated = built(RateWords, w).leads
        #: every date in a text (memoized per text, clock and language: one turn asks
        #: about the same text several times; C-level, as cheap as the module's was)
        self.find: Callable[[str, datetime, str], tuple[DateSpan, ...]] = lru_cache(256)(self._find)
        texts.append(self.find)

    def _weekday(self, target: int, qualifier: str, today: date) -> tuple[date, float]:
        """The day a weekday said after ``qualifier`` means (the module docstring's rules)."""
        q = self.words.meaning(qualifier)
        monday = today - timedelta(days=today.weekday())
        if q == "last":  # "last friday": the latest one before today
            return today - timedelta(days=(today.weekday() - target - 1) % 7 + 1), 1.0
        if isinstance(q, int):  # calendar weeks from this one: "下周五", "next friday"
            return monday + timedelta(days=7 * q + target), 1.0
        return today + timedelta(days=(target - today.weekday()) % 7), 1.0

    def _apart(self, spans: list[DateSpan], today: date) -> None:
        """ "not this friday, next friday", "这周五还是下周五": each pair told apart, in place."""
        forms = [self.words.weekday_form(s.raw) for s in spans]
        for i, fi in enumerate(forms):
            for j, fj in enumerate(forms):
                if fi is None or fj is None or fi[1] or not fj[1] or fi[0] != fj[0]:
                    continue
                got = told_apart(spans[i].value, spans[j].value, fi[0], today)
                if got is not None:
                    spans[i] = replace(spans[i], value=got[0])
                    spans[j] = replace(spans[j], value=got[1])

    def _in_week_said(self, spans: list[DateSpan], today: date, low: str) -> list[DateSpan]:
        """ "sometime next week, maybe wednesday", "下周吧，周三", "last week, tuesday i think":
        one day, that week's (two dates to choose from before, the week's Monday and the
        weekday read alone); "next week or friday" stays two."""
        weeks = [s for s in spans if self.rules.week_said.match(s.raw.strip())]
        days = [(s, f) for s in spans if (f := self.words.weekday_form(s.raw)) is not None]
        if len(weeks) != 1 or len(days) != 1:
            return spans
        day, (target, _) = days[0]
        a, b = min(weeks[0].end, day.end), max(weeks[0].start, day.start)  # the words between
        if self.rules.either.search(low[a:b]):
            return spans
        meant = replace(day, value=weeks[0].value + timedelta(days=target))
        return [meant if s is day else s for s in spans if s is not weeks[0]]

    def _nth_weekday(self, g: dict[str, Any], today: date) -> date | None:
        """The n-th (or last) weekday of a month named, or of this or next month; a month
        named whose day has passed this year is next year's."""
        target = self.words.en_days[g["d"].lower()]
        if g.get("mon"):
            month, year = self.rules.months[g["mon"].lower()], today.year
        else:
            first = date(today.year, today.month, 1)
            if self.words.meaning(g.get("rel") or "") == 1:
                first += relativedelta(months=1)
            month, year = first.month, first.year
        n = self.rules.nth[g["n"].lower()]
        for y in (year, year + 1):
            if n < 0:
                end = date(y, month, 1) + relativedelta(months=1) - timedelta(days=1)
                day = end - timedelta(days=(end.weekday() - target) % 7)
            else:
                start = date(y, month, 1)
                day = start + timedelta(days=(target - start.weekday()) % 7 + 7 * (n - 1))
                if day.month != month:
                    return None
            if day >= today or g.get("rel"):
                return day
        return None

    def _shift(self, today: date, n: float, unit: str) -> date:
        unit = self.rules.units.get(unit.lower(), "day")
        if unit == "day":
            return today + timedelta(days=round(n))
        if unit == "week":
            return today + timedelta(days=round(7 * n))
        if unit == "fortnight":  # "a fortnight ago": two weeks
            return today + timedelta(days=round(14 * n))
        if not float(n).is_integer():  # "半个月前": half a month is 15 days
            return today + timedelta(days=round(n * (365 if unit == "year" else 30)))
        if unit == "year":
            return today + relativedelta(years=int(n))
        return today + relativedelta(months=int(n))

    def _distance(self, token: str) -> float | None:
        """How many units a distance from today says: a count, or a count said only of
        dates (the value lexicons' ``date_loose_counts``: "几天前", "半个月前")."""
        token = token.strip()
        n = self.count(token)
        if n is not None:
            return float(n)
        if token in self.rules.loose:
            return self.rules.loose[token]
        if token[-1:] in self.rules.halves:  # "一个半": one and a half
            whole = self.count(token[:-1].rstrip("".join(self.rules.zh_measures)))
            return None if whole is None else whole + 0.5
        return None

    def _qualified(self, q: str | None) -> bool:
        """``q``, the word before a week, weekend or month, is one of the lexicon's
        ``week_qualifiers`` ("this", "next", "last"), not an article ("the weekend"): a day
        so said rolls to no other week."""
        return bool(q) and " ".join((q or "").lower().split()) in self.words.qualifiers

    def _resolve(self, kind: str, m: re.Match[str], today: date) -> tuple[date, float] | None:
        g = m.groupdict()
        if kind == "iso":
            return _ok(month_day(int(g["m"]), int(g["d"]), int(g["y"]), today))
        if kind == "offset":
            w = " ".join(g["w"].lower().split())
            return today + timedelta(
                days=self.rules.en_offsets.get(w, self.rules.zh_offsets.get(w, 0))
            ), 1.0
        if kind == "in_n":
            n = self._distance(g.get("n") or g.get("n2") or "")
            if n is None:
                return None
            return self._shift(today, n, g.get("u") or g.get("u2") or "day"), 1.0
        if kind == "ago":
            n = self._distance(g.get("n") or "")
            return None if n is None else (self._shift(today, -n, g.get("u") or "day"), 1.0)
        if kind in {"month_edge", "zh_month_day"}:
            return _ok(month_part(self.rules, g, today))
        if kind == "month_name_edge":
            by_name = self.rules.months[g["mon"].lower().rstrip(".")]
            return _ok(named_month_part(self.rules, by_name, g, today))
        if kind == "zh_month_edge":
            numbered = zh_to_number(g["m"])
            if numbered is None or not 1 <= int(numbered) <= 12:
                return None
            return _ok(named_month_part(self.rules, int(numbered), g, today))
        if kind in ("month_named", "zh_month_named"):  # as "last month": which day is asked
            return month_named(self.rules, kind, g, today)
        if kind == "month_bare":  # that month's first day, unsure: which day of it is asked
            n = weeks_from(self.words.meaning(g["q"]))
            return today.replace(day=1) + relativedelta(months=n), 0.5
        if kind == "week":  # that week's Monday, unsure: which day of it is asked
            return monday_of(today) + timedelta(
                days=7 * weeks_from(self.words.meaning(g["q"]))
            ), 0.5
        if kind == "weekend":
            weeks = weeks_from(self.words.meaning(g.get("q") or ""))
            if weeks:  # "下周末", "上周末", "last weekend": that week's Saturday
                return monday_of(today) + timedelta(days=7 * weeks + 5), 0.7
            if today.weekday() == 6:  # said on a Sunday, "this weekend" is today's, not the next
                return today, 0.7
            return today + timedelta(days=(5 - today.weekday()) % 7), 0.7
        if kind == "weekday":
            name = (g.get("d") or g.get("d2") or g.get("d3") or "").lower()
            q = g.get("q") or g.get("q2") or ""
            return self._weekday(self.words.en_days[name], q, today)
        if kind == "weekday_after":
            name = (g.get("d") or g.get("d2") or g.get("d3") or "").lower()
            q = (g.get("q") or g.get("q2") or "").lower()
            first, _ = self._weekday(
                self.words.en_days[name], q if self.words.meaning(q) == 1 else "", today
            )
            many = self.count(g["n"]) if g.get("n") else 1  # "2 weeks on saturday"
            return (first + timedelta(days=7 * many), 1.0) if many else None
        if kind == "weekday_before_last":
            name = (g.get("d") or "").lower()
            latest, _ = self._weekday(self.words.en_days[name], "last", today)
            return latest - timedelta(days=7), 1.0
        if kind == "zh_weekday":
            return self._weekday(self.words.zh_days[g["d"]], g.get("q") or "", today)
        if kind in {"month_day", "day_month"}:
            year = int(g["y"]) if g.get("y") else None
            mday = int(g["d"]) if g.get("d") else self.rules.ordinal_days[g["dw"].lower()]
            return _ok(
                month_day(self.rules.months[g["mon"].lower().rstrip(".")], mday, year, today)
            )
        if kind == "nth_weekday":
            return _ok(self._nth_weekday(g, today))
        if kind == "dotted":
            year = int(g["y"]) if g.get("y") else None
            return _ok(month_day(int(g["m"]), int(g["d"]), year, today))
        if kind == "slash":
            year = int(g["y"]) if g.get("y") else None
            return _ok(month_day(int(g["m"]), int(g["d"]), year, today))
        if kind == "zh_ymd":
            month, day = zh_to_number(g["m"]), zh_to_number(g["d"])
            year = zh_year(g["y"]) if g.get("y") else None
            if month is None or day is None:
                return None
            return _ok(month_day(int(month), int(day), year, today))
        if kind in {"holiday", "zh_holiday"}:
            fixed = self.rules.holidays.day(m.group("h"))
            return _ok(month_day(*fixed, None, today)) if fixed is not None else None
        if kind in {"zh_day", "ordinal_day"}:
            day = zh_to_number(g["d"])
            if day is None or not 1 <= day <= 31:
                return None
            return _ok(roll_day_of_month(int(day), today))
        return None

    # "next fri or sat", "December 4 or 5", "the 4th or 5th", "下周五或者六": the second of two
    # alternatives leaves out what it shares with the first (the "next", the month), and alone
    # it would not read as a date at all ("sat", "5"). After a date and an "or", it is read in
    # that date's frame, so the message offers two dates and the bot asks which one.
    def _alternative(
        self, kind: str, first: re.Match[str], text: str, today: date
    ) -> list[DateSpan]:
        """The date an elliptic "or ..." right after ``first`` names, if any."""
        m = self.rules.elliptic[kind].match(text, first.end())
        if m is None:
            return []
        g, f = m.groupdict(), first.groupdict()
        if kind == "weekday":
            q = f.get("q") or f.get("q2") or ""
            d, _ = self._weekday(self.words.en_days[g["d"].lower()], q, today)
        elif kind == "zh_weekday":
            d, _ = self._weekday(self.words.zh_days[g["d"]], f.get("q") or "", today)
        elif kind == "zh_ymd":  # "7月10号或者11号": the first's month and year
            year = zh_year(f["y"]) if f.get("y") else None
            month, mday = zh_to_number(f["m"]), zh_to_number(g["d"])
            got = month_day(int(month), int(mday), year, today) if month and mday else None
            if got is None:
                return []
            d = got
        elif kind == "ordinal_day":
            got = roll_day_of_month(int(g["d"]), today) if 1 <= int(g["d"]) <= 31 else None
            if got is None:
                return []
            d = got
        else:
            year = int(f["y"]) if f.get("y") else None
            mday = int(g["d"]) if g.get("d") else self.rules.ordinal_days[g["dw"].lower()]
            got = month_day(self.rules.months[f["mon"].lower().rstrip(".")], mday, year, today)
            if got is None:
                return []
            d = got
        a = m.start("d") if m.group("d") is not None else m.start("dw")
        return [DateSpan(d, a, m.end(), text[a : m.end()])]

    def _day_before(self, first: re.Match[str], text: str, today: date) -> list[DateSpan]:
        """DAYS_JOINED_BY_OR_SHARE_THEIR_MONTH: the day of the month said bare before an
        "or" and ``first`` (a day and its month: "10th or 11th july"), in that month."""
        m = self.rules.elliptic_before.search(text, 0, first.start())
        if m is None:
            return []
        f = first.groupdict()
        year = int(f["y"]) if f.get("y") else None
        day = m.lastgroup or ""  # the one of its three forms that was said
        got = month_day(
            self.rules.months[f["mon"].lower().rstrip(".")], int(m.group(day)), year, today
        )
        if got is None:
            return []
        a = m.start()  # "the 3rd": the words another rule may have read as a day of its own
        word = _WORD.match(text, m.start(day))
        b = word.end() if word is not None else m.end(day)
        return [DateSpan(got, a, b, text[a:b])]

    def _find(self, text: str, now: datetime, language: str) -> tuple[DateSpan, ...]:
        r = self.rules
        if not r.hinted(text):
            return ()
        today = now.date()
        low = text.lower()
        cjk = _HAN.search(text) is not None
        rules = (r.zh_gated if cjk else []) + r.en_gated
        if language == "en" or not cjk:
            rules = r.en_gated + (r.zh_gated if cjk else [])
        enabled: set[str] = set()
        for m in r.needle_scan.finditer(low):
            enabled |= r.enables[m.group(1)]
        spans: list[DateSpan] = []
        alternatives: list[DateSpan] = []
        for kind, rx, needy in rules:
            if needy and kind not in enabled:
                continue
            for m in rx.finditer(text):
                a, b = m.span()
                if a == b or (spans and any(not (b <= s.start or a >= s.end) for s in spans)):
                    continue
                if kind in _MONTHS_NAMED and not (
                    r.month_alone_before.match(text[:a]) and not text[b:].strip(_CLOSING)
                ):
                    continue  # a month named is read as a whole answer only
                if (
                    kind == "weekday_after"
                    and m.group("d2")
                    and not m.group("n")
                    and opens_rate_period(text[:a], self.count, self.articles, self.not_rated)
                ):
                    continue  # "2 days a week from friday": the rate, then the day
                got = self._resolve(kind, m, today)
                if got is not None:
                    said = m.groupdict()
                    # a year said, or counted from this one ("last october"): nothing rolls
                    q = said.get("q")
                    counted = (
                        said.get("y")
                        or said.get("yq")
                        or (self._qualified(q) if kind == "weekend" else q)
                    )
                    rolls = "" if counted else _ROLLS.get(kind, "")
                    spans.append(DateSpan(got[0], a, b, m.group(0), got[1], rolls))
                    if kind in r.elliptic:
                        alternatives.extend(self._alternative(kind, m, text, today))
                    if kind == "day_month":
                        alternatives.extend(self._day_before(m, text, today))
        if len(spans) > 1:  # "the 3rd of next month": the month is that date's, no date
            bare = [x for x in spans if x.confidence < 1 and r.month_said.match(x.raw.strip())]
            spans = [x for x in spans if x not in bare] or spans
        for alt in alternatives:  # "next fri or sat": a second date, in the first one's frame
            # a day said alone that another rule read in its own frame ("11号" as this
            # month's) is the alternative's, in the first one's month
            spans = [s for s in spans if (s.start, s.end) != (alt.start, alt.end)]
            if not any(not (alt.end <= s.start or alt.start >= s.end) for s in spans):
                spans.append(alt)
        if not spans and r.dateish.search(text) and not r.clockish.match(text):
            d = dateparser_date(text, now, language)
            if d is not None and (d.year - today.year in (0, 1) or _FULL_YEAR.search(text)):
                # "30-40" read as the 30th in 2040: a range of numbers, no date, when the
                # text writes no year in full and the year is neither this one nor the next
                spans.append(DateSpan(d, 0, len(text), text, 0.9))
        if len(spans) > 1:
            self._apart(spans, today)
            spans = self._in_week_said(spans, today, low)
        spans.sort(key=lambda s: s.start)
        spans = [d for s in spans for d in self._day_after_weekday(s, text, today, spans)]
        if len(spans) > 1:
            spans = self._its_weekday(spans, text, low)
        return tuple(spans)

    def _day_after_weekday(
        self, s: DateSpan, text: str, today: date, spans: list[DateSpan]
    ) -> tuple[DateSpan, ...]:
        """ "sat 12th", "friday 11th": a day of the month said bare (no "the", which
        alone reads as a date) right after a weekday it falls on names that date; the
        weekday alone was read, a week early. A day the weekday does not fall on ("monday
        15th" when the 15th is a Tuesday) is two days side by side, the weekday nearest it
        and the day itself, to ask which (``_nearest_weekday``). A day read already as part
        of a date ("12th dec" of "saturday 12th dec": ``_its_weekday`` joins the two) leaves
        the weekday as it was read."""
        form = self.words.weekday_form(s.raw)
        if form is None or form[1]:
            return (s,)
        m = self.rules.day_after_weekday.match(text, s.end)
        if m is None or any(o is not s and o.start < m.end() and s.end < o.end for o in spans):
            return (s,)
        day = roll_day_of_month(int(m.group("d")), today) if 1 <= int(m.group("d")) <= 31 else None
        if day is None:
            return (s,)
        said = DateSpan(day, m.start("d"), m.end(), text[m.start("d") : m.end()], 1.0, "month")
        if day.weekday() != form[0]:
            return self._nearest_weekday(s, said), said
        return (replace(s, value=day, end=m.end(), raw=text[s.start : m.end()], rolls="month"),)

    def _its_weekday(self, spans: list[DateSpan], text: str, low: str) -> list[DateSpan]:
        """ "thursday the 10th", "Thu, Dec 10", "周四 12月10号": a weekday said beside a
        date that falls on it names that date, once (it was two dates to choose from). A
        weekday the date does not fall on ("monday the 10th") stays a second date, asked."""
        out: list[DateSpan] = []
        for s in spans:
            prev = out[-1] if out else None
            if prev is not None and self._same_day(prev, s, low):
                day = s if self.words.weekday_form(prev.raw) else prev
                a, b = prev.start, s.end
                out[-1] = replace(day, start=a, end=b, raw=text[a:b])
                continue
            if prev is not None and self._beside(prev, s, low):  # "sat the 20th", a Sunday
                if self.words.weekday_form(prev.raw) is not None:
                    out[-1] = self._nearest_weekday(prev, s)
                else:
                    s = self._nearest_weekday(s, prev)
            out.append(s)
        return out

    def _beside(self, a: DateSpan, b: DateSpan, low: str) -> bool:
        """``a`` then ``b``, one a bare weekday and the other a date, with nothing but
        punctuation or a determiner between them."""
        if self.rules.weekday_gap.fullmatch(low[a.end : b.start]) is None:
            return False
        fa, fb = self.words.weekday_form(a.raw), self.words.weekday_form(b.raw)
        return (fa is None) != (fb is None) and not (fa or fb or (0, True))[1]

    def _nearest_weekday(self, s: DateSpan, date_span: DateSpan) -> DateSpan:
        """Of a bare weekday said right beside a date it does not fall on ("sat the 20th"
        when the 20th is a Sunday), the one nearest that date (Saturday the 19th), not the
        coming one: the user meant one of two days side by side, and the bot asks which."""
        form = self.words.weekday_form(s.raw)
        if form is None:
            return s
        shift = (form[0] - date_span.value.weekday() + 3) % 7 - 3
        return replace(s, value=date_span.value + timedelta(days=shift))

    def _same_day(self, a: DateSpan, b: DateSpan, low: str) -> bool:
        """``a`` then ``b``, one a bare weekday, the other a date on it, with nothing but
        punctuation or a determiner ("the") between them."""
        between = low[a.end : b.start]
        if self.rules.weekday_gap.fullmatch(between) is None:
            return False
        fa, fb = self.words.weekday_form(a.raw), self.words.weekday_form(b.raw)
        if (fa is None) == (fb is None):
            return False
        form, day = (fa, b) if fa is not None else (fb, a)
        return form is not None and not form[1] and day.value.weekday() == form[0]


#: the built-in words' dates, and what readers of the built-in words import
BUILT_IN_DATES = built(DateGrammar, BUILT_IN)
_R = BUILT_IN_DATES.rules
MONTHS = _R.months
EN_OFFSETS = _R.en_offsets
ZH_OFFSETS = _R.zh_offsets
UNITS = _R.units
EDGES = _R.edges
ORDINAL_DAYS = _R.ordinal_days
ORDINAL_WORDS = _R.ordinal_words
WEEK_SAID = _R.week_said
MONTH_SAID = _R.month_said
MONTH_NAMED = _R.month_named
EN_DATE_RULES = _R.en_date_rules
ZH_DATE_RULES = _R.zh_date_rules


def find_dates(
    text: str, now: datetime, language: str = "en", words: Words = BUILT_IN
) -> list[DateSpan]:
    """Every date mentioned in ``text``, resolved against ``now``, in order of appearance.

    Both languages' rules run (a Chinese user may type "12/5", an English one "2026-12-05");
    a span already claimed by an earlier, more specific rule is not matched again. Results
    are cached per (text, now): one turn asks about the same text several times. The
    rules are those of ``words``: the built-in ones unless a lexicon's are passed.
    """
    return list(built(DateGrammar, words).find(text, now, language))


#: a word as typed: the day of the month and its ordinal suffix ("10th")
_WORD = re.compile(r"\w+")

#: a year written in full ("2027"): a date the last resort reads in another year is meant
_FULL_YEAR = re.compile(r"(?<!\d)\d{4}(?!\d)")


def parse_iso_date(value: str) -> date | None:
    """The date an ISO string ("2026-12-05", or a datetime's first ten characters) names;
    None when it names none: a slot's value and a limit are stored so."""
    try:
        return date.fromisoformat(value.strip()[:10])
    except ValueError:
        return None


def as_date(value: Any) -> date | None:
    """``value`` as a date, whether it is one, a datetime or its ISO string (a stored slot
    value); None otherwise."""
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    if isinstance(value, str):
        return parse_iso_date(value)
    return None
