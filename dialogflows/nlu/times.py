"""Clock times in English and Chinese: "3pm", "15:30", "noon", "下午三点", "晚上7点半", "三点一刻".

A bare hour without am/pm or a part of the day ("at 7", "三点") is returned as written
(07:00, 03:00) with a lower confidence (0.8, still over the default threshold); a part of the
day in the sentence ("tonight at 7", "晚上7点") moves it to the afternoon, and so does one
said a turn before (``asked_time``), or a slot's hours that rule out the morning
(``ValueParser``: a kitchen open 10:00-22:00 delivers "7点" at 19:00).

The words (hours, "noon", "o'clock", the parts of the day, "半", "一刻") come from the value
words, so the grammar is a class, ``TimeGrammar``, built once per lexicon's words: an
author's "arvo" added to ``day_parts`` as an afternoon makes "arvo at 3" 15:00.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from .numbers import NumberGrammar, zh_to_number
from .value_words import BUILT_IN, ValueWords, Words, alternation, built, texts

_I = re.IGNORECASE


@dataclass(frozen=True)
class TimeSpan:
    """A clock time read from a message ("HH:MM"), with where it was said and how sure the
    reading is: a bare hour is less sure than one with its day part."""

    value: str
    start: int
    end: int
    raw: str
    confidence: float = 1.0


def _parts(lang: ValueWords, *parts: str) -> list[str]:
    return [w for w, p in lang.mapping("day_parts").items() if p in parts]


#: where each part of the day begins, as a clock time compares
_PARTS = (("morning", "00:00"), ("afternoon", "12:00"), ("evening", "17:00"))
_WIDE = re.compile("[０-９：]")
_TO_NARROW = str.maketrans({**{chr(0xFF10 + i): str(i) for i in range(10)}, "：": ":"})


def part_of(value: str) -> str:
    """The part of the day a clock time ("15:00") falls in."""
    return [name for name, start in _PARTS if value >= start][-1]


def _within(value: str, period: str) -> bool:
    """``value`` may be named with ``period``: in it, or in the two hours after it ("6 in the
    afternoon" is 18:00, which ``part_of`` calls evening)."""
    h = int(value[:2])
    return part_of(value) == period or (h >= 2 and part_of(f"{h - 2:02d}{value[2:]}") == period)


def afternoon(value: str) -> str:
    """A morning clock time ("07:00") moved to the afternoon ("19:00"); others unchanged."""
    h, m = int(value[:2]), value[3:5]
    return f"{h + 12:02d}:{m}" if 1 <= h < 12 else value


def _fmt(h: int, m: int) -> str | None:
    return f"{h:02d}:{m:02d}" if 0 <= h <= 23 and 0 <= m <= 59 else None


def _ok_time(v: str | None, conf: float) -> tuple[str, float] | None:
    return None if v is None else (v, conf)


class TimeGrammar:
    """The clock times of one ``Words``, compiled once; its findings cached per text."""

    def __init__(self, w: Words) -> None:
        en, zh = w.en, w.zh
        self.numbers = num = built(NumberGrammar, w)
        self.meridiems = en.mapping("meridiems")
        self.parts_of_day: dict[str, str] = {**en.mapping("day_parts"), **zh.mapping("day_parts")}
        small = en.mapping("small_numbers")
        en_hour = alternation(w for w in en.words("number_words") if 1 <= small.get(w, 0) <= 12)
        #: what says an hour is rough, glued after it ("2ish", "2-ish")
        roughly = en.alt("approximate_endings") if en.words("approximate_endings") else "(?!)"
        en_minutes = (
            rf"\d{{1,2}}|(?:{en.alt('number_words')})(?:[\s-]+(?:{en.alt('number_words')}))?"
        )
        meridiem = "|".join(
            r"\.?".join(map(re.escape, m)) + r"\.?" for m in sorted(self.meridiems, key=len)[::-1]
        )
        self.clock_words: dict[str, str] = {
            **en.mapping("clock_words"),
            **zh.mapping("clock_words"),
        }
        self.fractions: dict[str, int] = {
            **{k: int(v) for k, v in en.mapping("clock_fractions").items()},
            **{k: int(v) for k, v in zh.mapping("clock_fractions").items()},
        }
        self.to = frozenset(en.words("clock_to"))
        self.before: dict[str, int] = {
            k: int(v) for k, v in en.mapping("clock_fractions_before").items()
        }
        # an hour is written in digits or in Chinese numerals, never both: "周五4点" is
        # Friday at four, the 五 closing the weekday's name no part of the hour
        # (HOUR_GLUED_AFTER_A_WEEKDAY_DROPPED)
        zh_hour = rf"(?:\d{{1,2}}|[{num.zh_digits}{num.zh_units}]{{1,3}})"
        self.hint = re.compile(
            r"\d|"
            + alternation(
                [
                    *self.clock_words,
                    *en.words("clock_fractions"),
                    *(w.split()[-1] for w in en.words("oclock")),
                    *(w[:1] for w in zh.words("hour_markers")),
                    *(w[-1:] for w in _parts(zh, "noon")),
                ]
            )
            + rf"|\b(?:{en.alt('clock_at')})\b",
            re.IGNORECASE,
        )
        #: a count right after these is a party, never an hour ("for 8 tonight")
        self.party_before = re.compile(
            rf"\b(?:{en.alt('party_for', 'party_group_before')})\s*$", re.IGNORECASE
        )
        self.en_rules: list[tuple[str, re.Pattern[str]]] = [
            (
                "ampm",
                re.compile(
                    rf"\b(?P<h>\d{{1,2}})(?:[:.](?P<m>\d{{2}}))?\s*(?P<ap>{meridiem})(?![a-z])", _I
                ),
            ),
            ("hhmm", re.compile(r"(?<![\d:])(?P<h>[01]?\d|2[0-3]):(?P<m>[0-5]\d)(?![\d:])")),
            # "9.15" said alone (to "What time?"): a point for the colon; inside a longer
            # message a number with a point is an amount or a size unless "at" leads it
            ("dotted", re.compile(r"^\s*(?P<h>[01]?\d|2[0-3])\.(?P<m>[0-5]\d)\s*$")),
            ("noon", re.compile(rf"\b(?P<w>{en.alt('clock_words')})\b", _I)),
            (
                "past",
                re.compile(
                    rf"\b(?P<k>{en.alt('clock_fractions')}|(?P<mm>{en_minutes})"
                    rf"(?:\s+(?:{en.alt('minute_words')}))?)"
                    rf"\s+(?P<dir>{en.alt('clock_past', 'clock_to')})\s+(?P<h>\d{{1,2}}|{en_hour})\b",
                    _I,
                ),
            ),
            (  # "half 6": half past six, as said in Britain
                "before",
                re.compile(
                    rf"\b(?P<k>{en.alt('clock_fractions_before')})\s+(?P<h>\d{{1,2}}|{en_hour})\b"
                    rf"(?![:.]\d)(?!\s*(?:{en.alt('clock_at_not_before')})\b)",
                    _I,
                ),
            ),
            (  # "8 in the morning", "eight o'clock in the evening", "3 this afternoon"
                "part",
                re.compile(
                    rf"\b(?P<h>\d{{1,2}}|{en_hour})(?:[:.](?P<m>\d{{2}}))?"
                    rf"(?:\s*(?:{en.alt('oclock')}))?\s+(?:(?:{en.alt('day_part_leads')})\s+)?"
                    rf"(?P<p>{alternation(en.mapping('day_parts'))})\b",
                    _I,
                ),
            ),
            (
                "oclock",
                re.compile(rf"\b(?P<h>\d{{1,2}}|{en_hour})\s*(?:{en.alt('oclock')})\b", _I),
            ),
            (
                "at",
                re.compile(
                    # "at 2.30", "at 9.15": minutes after a point, as the British write them;
                    # "at 2ish": roughly so (``approximate_endings``)
                    rf"\b(?:{en.alt('clock_at')})\s+(?P<h>\d{{1,2}}|{en_hour})"
                    rf"(?:[.:](?P<m>[0-5]\d)(?!\d))?(?:{roughly})?\b(?![.:]\d)"
                    rf"(?!\s*(?:{en.alt('clock_at_not_before')})\b)",
                    _I,
                ),
            ),
        ]
        # APPROXIMATE_HOUR_IN_A_LONGER_MESSAGE_DROPPED: "sat afternoon, 2ish": an hour of
        # the clock face with a rough ending glued to it, closing its clause (a mark, the
        # end, a part of the day or a closing word after it), is a time; "10ish people"
        # counts
        self.en_rules.append(
            (
                "roughly",
                re.compile(
                    rf"(?<![\d.:])\b(?P<h>\d{{1,2}}|{en_hour})(?:{roughly})\b"
                    rf"(?=\s*(?:$|[,.;!?)]|(?:{en.alt('bare_hour_tails')})\b"
                    rf"|(?:{en.alt('day_part_leads')})\b|(?:{alternation(en.mapping('day_parts'))})\b))",
                    _I,
                ),
            )
        )
        pm_words, am_words = ("afternoon", "evening"), ("morning",)
        self.en_pm = re.compile(rf"\b(?:{alternation(_parts(en, *pm_words))})\b", _I)
        self.zh_pm_before = re.compile(rf"(?:{alternation(_parts(zh, *pm_words))})\s*$")
        self.zh_pm = re.compile(alternation(_parts(zh, *pm_words)))
        self.en_am = re.compile(rf"\b(?:{alternation(_parts(en, *am_words))})\b", _I)
        self.zh_am = re.compile(alternation(_parts(zh, *am_words)))
        self.evening = re.compile(
            rf"{alternation(_parts(zh, 'evening'))}|\b(?:{alternation(_parts(en, 'evening'))})\b",
            _I,
        )
        self.zh_time = re.compile(
            rf"(?P<p>{zh.alt('day_parts')})?"
            rf"(?P<h>{zh_hour})(?:{zh.alt('hour_markers')})"
            # minutes without their marker are no count of something: "12点两份" is noon and two
            rf"(?:(?P<f>{zh.alt('clock_fractions')})|(?P<m>{zh_hour})"
            rf"(?:{zh.alt('minute_markers')}|(?![{zh.chars('not_minutes_before')}]|{zh_hour})))?"
        )
        #: parts of the day that name the day too ("今晚"): the date reader takes them too
        self.dated = frozenset(zh.mapping("day_parts")) & frozenset(zh.mapping("date_offsets"))
        self.zh_noon = re.compile(rf"(?:{alternation(_parts(zh, 'noon'))})(?!{num.numeral_chars})")
        #: what may stand before a little word that is one o'clock ("到一点", "一点送"):
        #: anything else makes it "a little" ("辣一点", "快一点")
        self.one_oclock_before = frozenset(
            " ,.;!?，。；！？、" + "".join(zh.words("one_oclock_after"))
        )
        self.little = frozenset(zh.words("little_words"))
        self.week_ends = frozenset(w[-1:] for w in zh.words("week_words"))
        #: two times offered as alternatives: "晚上7点还是8点", "7 or 8pm"
        self.either = re.compile(
            rf"\s*,?\s*(?:\b(?:{en.alt('either_words')})\b|{zh.alt('either_words')})\s*", _I
        )
        self.units: dict[str, int] = {
            **{k: int(v) for k, v in en.mapping("time_units").items()},
            **{k: int(v) for k, v in zh.mapping("time_units").items()},
        }
        self.halves: dict[str, float] = {
            **{" ".join(k.split()): float(v) for k, v in en.mapping("half_words").items()},
            **{k: float(v) for k, v in zh.mapping("half_words").items()},
        }
        #: "in an hour", "in 30 minutes", "in half an hour"; "一个小时后", "半小时以后"
        self.en_later = re.compile(
            rf"\b(?:{en.alt('later_before')})\s+(?P<n>{en.alt('small_numbers', 'number_words')}"
            rf"|\d{{1,3}}|{en.alt('half_words')})\s+(?P<u>{en.alt('time_units')})\b",
            re.IGNORECASE,
        )
        self.zh_later = re.compile(
            rf"(?P<n>{num.numeral_chars}+|{zh.alt('half_words')})\s*"
            rf"(?:{zh.alt('date_unit_measures')})?"
            rf"\s*(?P<u>{zh.alt('time_units')})\s*(?:{zh.alt('later_after')})"
        )
        #: every clock time in a text (memoized per text)
        self.find: Callable[[str], tuple[TimeSpan, ...]] = lru_cache(256)(self._find)
        texts.append(self.find)

    def afternoon_said(self, text: str) -> bool:
        """``text`` names the afternoon or the evening ("明天晚上", "tomorrow evening"): a
        bare hour said next ("7点") is in that half of the day."""
        return self.zh_pm.search(text) is not None or self.en_pm.search(text) is not None

    def morning_said(self, text: str) -> bool:
        """``text`` names the morning ("明天早上", "tomorrow morning"): a bare hour said next
        ("7点") is in the morning, whatever a slot's hours would make of it."""
        return self.zh_am.search(text) is not None or self.en_am.search(text) is not None

    def part_of_day(self, text: str) -> str | None:
        """The part of the day ``text`` names ("晚上", "in the afternoon"), or None."""
        if self.evening.search(text):
            return "evening"
        if self.afternoon_said(text):
            return "afternoon"
        return "morning" if self.morning_said(text) else None

    def _hour(self, token: str) -> int | None:
        v = self.numbers.count(token) if not token.isdigit() else int(token)
        if v is None:
            v = zh_to_number(token)  # type: ignore[assignment]
        return None if v is None else int(v)

    def _en_time(self, kind: str, m: re.Match[str], text: str) -> tuple[str, float] | None:
        g = m.groupdict()
        if kind == "noon":
            return self.clock_words[" ".join(g["w"].lower().split())], 1.0
        h = self._hour(g["h"])
        # "about 40", "around 99": no clock shows that hour; a count said roughly, not 16:00
        if h is None or h > 24:
            return None
        if kind == "roughly" and (h > 12 or self.party_before.search(text, 0, m.start())):
            return None  # "for 20ish": a count said roughly
        if kind == "part":  # the part of the day said with the hour decides its half
            if self.party_before.search(text, 0, m.start()):
                return None  # "a table for 8 tonight": a party, not a time
            period = self.parts_of_day[g["p"].lower()]
            if period in ("afternoon", "evening") and h < 12:
                h += 12
            value = _fmt(h, int(g["m"] or 0))
            # an hour that is not in its part of the day is no such time ("for 2 in the evening")
            return _ok_time(value, 1.0) if value and _within(value, period) else None
        if kind == "ampm":
            minute = int(g["m"] or 0)
            pm = self.meridiems[g["ap"].lower().replace(".", "")] == "pm"
            if not 1 <= h <= 12:
                return None
            h = (h % 12) + (12 if pm else 0)
            return _ok_time(_fmt(h, minute), 1.0)
        pm = (
            bool(self.en_pm.search(text)) or self.zh_pm_before.search(text[: m.start()]) is not None
        )
        if kind == "hhmm" or kind == "dotted":
            if pm and 1 <= h < 12:
                return _ok_time(_fmt(h + 12, int(g["m"])), 1.0)
            # "5:30" with no am or pm is a clock face's, as a bare hour is: under 1, so
            # opening hours that rule out the morning read it in the afternoon
            face = 1 <= h < 12 and not g["h"].startswith("0")
            return _ok_time(_fmt(h, int(g["m"])), 0.8 if face else 1.0)
        if kind == "before":  # "half 6": that many minutes past the hour
            minutes, conf = self.before.get(g["k"].lower(), 0), 0.8
        elif kind == "past":
            k = g["k"].lower()
            minutes = self.fractions.get(k) or self.numbers.count(g["mm"] or "") or 0
            if g["dir"].lower() in self.to:
                h, minutes = h - 1, 60 - minutes
            conf = 0.8
        else:  # "at 9", "at 9.15", "9 o'clock"
            minutes, conf = int(g.get("m") or 0), 0.8
        if pm and h < 12:
            h, conf = h + 12, 1.0
        return _ok_time(_fmt(h % 24, minutes), conf)

    def _zh_time(self, m: re.Match[str]) -> tuple[str, float] | None:
        g = m.groupdict()
        h = self._hour(g["h"])
        # "about 40", "around 99": no clock shows that hour; a count said roughly, not 16:00
        if h is None or h > 24:
            return None
        minute = self.fractions.get(g["f"] or "", 0)
        if g["m"]:
            mm = self._hour(g["m"])
            if mm is None:
                return None
            minute = mm
        period = self.parts_of_day.get(g["p"] or "")
        conf = 1.0 if period or h > 12 else 0.8
        if (period in ("afternoon", "evening") and h < 12) or (period == "noon" and h < 6):
            h += 12
        elif period == "evening" and h == 12:
            h = 0  # "晚上12点" is midnight, the day's last hour gone by, never noon
        return _ok_time(_fmt(h, minute), conf)

    def _a_little(self, m: re.Match[str], text: str) -> bool:
        """ "要辣一点的", "快一点": 一点 after a word is "a bit", not 01:00. One o'clock says
        a part of the day, 钟, a minute, or stands on its own ("一点送到")."""
        if m.group(0) not in self.little:
            return False
        a = m.start()
        if a == 0 or text[a - 1] in self.one_oclock_before:
            return False
        return not (a > 1 and text[a - 2] in self.week_ends)  # "周五一点"

    def _find(self, text: str) -> tuple[TimeSpan, ...]:
        spans: list[TimeSpan] = []
        if not self.hint.search(text):
            return ()
        said = text
        if _WIDE.search(text):  # "１９：００": the same offsets, ASCII digits and colon
            text = text.translate(_TO_NARROW)

        def add(a: int, b: int, r: tuple[str, float] | None) -> None:
            if r is not None and all(b <= s.start or a >= s.end for s in spans):
                spans.append(TimeSpan(r[0], a, b, said[a:b], r[1]))

        for m in self.zh_time.finditer(text):
            h = m.start("h")
            if h and text[h - 1] in self.week_ends and not text[h].isdigit():
                # "周二十点", "星期五十点半": the numeral after a week word is the weekday's,
                # the hour starts after it (HOUR_GLUED_AFTER_A_WEEKDAY_DROPPED)
                later = self.zh_time.match(text, h + 1)
                if later is None or later.end() != m.end():
                    continue
                m = later
            if self._a_little(m, text):
                continue
            # "今晚八点": "今晚" is the date's as well; the time's words start at the hour
            start = m.start("h") if m.group("p") in self.dated else m.start()
            add(start, m.end(), self._zh_time(m))
        for m in self.zh_noon.finditer(text):
            add(m.start(), m.end(), ("12:00", 0.9))
        for kind, rx in self.en_rules:
            for m in rx.finditer(text):
                add(m.start(), m.end(), self._en_time(kind, m, text))
        spans.sort(key=lambda s: s.start)
        return tuple(self._same_half_of_day(spans, text))

    def _same_half_of_day(self, spans: list[TimeSpan], text: str) -> list[TimeSpan]:
        """A bare hour offered as the alternative to a time with its part of the day takes
        that part of the day: "晚上7点还是8点" is 19:00 or 20:00, "7 or 8pm" 19:00 or 20:00."""
        out = list(spans)
        for i in range(len(out) - 1):
            a, b = out[i], out[i + 1]
            if self.either.fullmatch(text, a.end, b.start) is None:
                continue
            for j, bare, told in ((i + 1, b, a), (i, a, b)):
                if bare.confidence < 1.0 and told.confidence >= 1.0:
                    hour, minute = int(bare.value[:2]), bare.value[3:]
                    if int(told.value[:2]) >= 12 and hour < 12:
                        out[j] = TimeSpan(
                            f"{hour + 12:02d}:{minute}", bare.start, bare.end, bare.raw
                        )
                    break
        return out

    def later_minutes(self, text: str) -> int | None:
        """How many minutes from now a time said relative to now is ("in an hour": 60,
        "半小时以后": 30); None when the text says none."""
        m = self.zh_later.search(text) or self.en_later.search(text)
        if m is None:
            return None
        said, unit = " ".join(m.group("n").lower().split()), m.group("u").lower()
        n: float | None = self.halves.get(said)
        if n is None:
            n = self.numbers.count(said)
        if n is None:
            return None
        minutes = round(float(n) * self.units.get(unit, 1))
        return minutes if 0 < minutes <= 24 * 60 else None


#: the built-in words' times
BUILT_IN_TIMES = built(TimeGrammar, BUILT_IN)
afternoon_said = BUILT_IN_TIMES.afternoon_said
morning_said = BUILT_IN_TIMES.morning_said
part_of_day = BUILT_IN_TIMES.part_of_day
later_minutes = BUILT_IN_TIMES.later_minutes


def find_times(text: str, language: str = "en", words: Words = BUILT_IN) -> list[TimeSpan]:
    """Every clock time mentioned in ``text`` as ``HH:MM``; a bare hour without am/pm or a
    part of the day ("at 7", "三点") gets a lower confidence. Read with the grammar of
    ``words``: the built-in ones unless a lexicon's are passed."""
    return list(built(TimeGrammar, words).find(text))


def pick_option(text: str, options: list[object], words: Words = BUILT_IN) -> object | None:
    """The one of ``options`` (clock times) an answer to "19:00 or 20:00?" means: a time it
    names that is an option, else the option at that hour on the clock face ("8点" is
    20:00 when 20:00 is offered). None when it names none, or several."""
    offered = [o for o in options if isinstance(o, str) and parse_clock(o) is not None]
    said = find_times(text, words=words)
    for t in said:
        if t.value in offered:
            return t.value
    face = {(int(t.value[:2]) % 12, t.value[3:]) for t in said}
    picked = [o for o in offered if (int(o[:2]) % 12, o[3:5]) in face]
    return picked[0] if len(picked) == 1 else None


_CLOCK = re.compile(r"\s*([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?\s*")


@lru_cache(maxsize=512)  # a time slot's min and max are read at every validation
def parse_clock(value: str) -> str | None:
    """``"7:05"`` / ``"19:30:00"`` -> ``"07:05"`` / ``"19:30"``; None for anything else."""
    m = _CLOCK.fullmatch(value)
    return None if m is None else f"{int(m.group(1)):02d}:{m.group(2)}"
