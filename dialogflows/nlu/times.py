"""Clock times in English and Chinese: "3pm", "15:30", "noon", "下午三点", "晚上7点半", "三点一刻".

A bare hour without am/pm or a part of the day ("at 7", "三点") is returned as written
(07:00, 03:00) with a lower confidence (0.8, still over the default threshold); a part of the
day in the sentence ("tonight at 7", "晚上7点") moves it to the afternoon, and so does one
said a turn before (``answers``), or a slot's hours that rule out the morning
(``ValueParser``: a kitchen open 10:00-22:00 delivers "7点" at 19:00).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .numbers import NUMERAL_CHARS, count_word, small_number, zh_to_number
from .value_words import EN, ZH, ValueWords, alternation

_I = re.IGNORECASE


@dataclass(frozen=True)
class TimeSpan:
    value: str
    start: int
    end: int
    raw: str
    confidence: float = 1.0


_PARTS_OF_DAY: dict[str, str] = {**EN.mapping("day_parts"), **ZH.mapping("day_parts")}


def _parts(lang: ValueWords, *parts: str) -> list[str]:
    return [w for w, p in lang.mapping("day_parts").items() if p in parts]


_EN_HOUR = alternation(
    w for w in EN.words("number_words") if 1 <= EN.mapping("small_numbers").get(w, 0) <= 12
)
_EN_MINUTES = rf"\d{{1,2}}|(?:{EN.alt('number_words')})(?:[\s-]+(?:{EN.alt('number_words')}))?"
_MERIDIEM = "|".join(
    r"\.?".join(map(re.escape, w)) + r"\.?" for w in sorted(EN.mapping("meridiems"), key=len)[::-1]
)
_CLOCK_WORDS: dict[str, str] = {**EN.mapping("clock_words"), **ZH.mapping("clock_words")}
_FRACTIONS: dict[str, int] = {
    **{k: int(v) for k, v in EN.mapping("clock_fractions").items()},
    **{k: int(v) for k, v in ZH.mapping("clock_fractions").items()},
}
_TO = frozenset(EN.words("clock_to"))
_ZH_HOUR = rf"{NUMERAL_CHARS}{{1,3}}"
_ZH_MARK = ZH.alt("hour_markers")

_TIME_HINT = re.compile(
    r"\d|"
    + alternation(
        [
            *_CLOCK_WORDS,
            *EN.words("clock_fractions"),
            *(w.split()[-1] for w in EN.words("oclock")),
            *(w[:1] for w in ZH.words("hour_markers")),
            *(w[-1:] for w in _parts(ZH, "noon")),
        ]
    )
    + rf"|\b(?:{EN.alt('clock_at')})\b",
    re.IGNORECASE,
)
_EN_TIME_RULES: list[tuple[str, re.Pattern[str]]] = [
    (
        "ampm",
        re.compile(
            rf"\b(?P<h>\d{{1,2}})(?:[:.](?P<m>\d{{2}}))?\s*(?P<ap>{_MERIDIEM})(?![a-z])", _I
        ),
    ),
    ("hhmm", re.compile(r"(?<![\d:])(?P<h>[01]?\d|2[0-3]):(?P<m>[0-5]\d)(?![\d:])")),
    ("noon", re.compile(rf"\b(?P<w>{EN.alt('clock_words')})\b", _I)),
    (
        "past",
        re.compile(
            rf"\b(?P<k>{EN.alt('clock_fractions')}|(?P<mm>{_EN_MINUTES})"
            rf"(?:\s+(?:{EN.alt('minute_words')}))?)"
            rf"\s+(?P<dir>{EN.alt('clock_past', 'clock_to')})\s+(?P<h>\d{{1,2}}|{_EN_HOUR})\b",
            _I,
        ),
    ),
    (
        "oclock",
        re.compile(rf"\b(?P<h>\d{{1,2}}|{_EN_HOUR})\s*(?:{EN.alt('oclock')})\b", _I),
    ),
    (
        "at",
        re.compile(
            rf"\b(?:{EN.alt('clock_at')})\s+(?P<h>\d{{1,2}}|{_EN_HOUR})\b"
            rf"(?!\s*(?:{EN.alt('clock_at_not_before')})\b)",
            _I,
        ),
    ),
]
_EN_PM = re.compile(rf"\b(?:{alternation(_parts(EN, 'afternoon', 'evening'))})\b", _I)
_ZH_PM_BEFORE = re.compile(rf"(?:{alternation(_parts(ZH, 'afternoon', 'evening'))})\s*$")
_ZH_PM = re.compile(alternation(_parts(ZH, "afternoon", "evening")))


def afternoon_said(text: str) -> bool:
    """``text`` names the afternoon or the evening ("明天晚上", "tomorrow evening"): a bare
    hour said next ("7点") is in that half of the day."""
    return _ZH_PM.search(text) is not None or _EN_PM.search(text) is not None


_EN_AM = re.compile(rf"\b(?:{alternation(_parts(EN, 'morning'))})\b", _I)
_ZH_AM = re.compile(alternation(_parts(ZH, "morning")))


def morning_said(text: str) -> bool:
    """``text`` names the morning ("明天早上", "tomorrow morning"): a bare hour said next
    ("7点") is in the morning, whatever a slot's hours would make of it."""
    return _ZH_AM.search(text) is not None or _EN_AM.search(text) is not None


_EVENING = re.compile(
    rf"{alternation(_parts(ZH, 'evening'))}|\b(?:{alternation(_parts(EN, 'evening'))})\b", _I
)
#: where each part of the day begins, as a clock time compares
_PARTS = (("morning", "00:00"), ("afternoon", "12:00"), ("evening", "17:00"))


def part_of_day(text: str) -> str | None:
    """The part of the day ``text`` names ("晚上", "in the afternoon"), or None."""
    if _EVENING.search(text):
        return "evening"
    if afternoon_said(text):
        return "afternoon"
    return "morning" if morning_said(text) else None


def part_of(value: str) -> str:
    """The part of the day a clock time ("15:00") falls in."""
    return [name for name, start in _PARTS if value >= start][-1]


def afternoon(value: str) -> str:
    """A morning clock time ("07:00") moved to the afternoon ("19:00"); others unchanged."""
    h, m = int(value[:2]), value[3:5]
    return f"{h + 12:02d}:{m}" if 1 <= h < 12 else value


_ZH_TIME = re.compile(
    rf"(?P<p>{ZH.alt('day_parts')})?"
    rf"(?P<h>{_ZH_HOUR})(?:{_ZH_MARK})"
    # minutes without their marker are no count of something: "12点两份" is noon and two
    rf"(?:(?P<f>{ZH.alt('clock_fractions')})|(?P<m>{_ZH_HOUR})"
    rf"(?:{ZH.alt('minute_markers')}|(?![{ZH.chars('not_minutes_before')}]|{_ZH_HOUR})))?"
)
#: parts of the day that name the day too ("今晚"): the date reader takes them as well
_DATED = frozenset(ZH.mapping("day_parts")) & frozenset(ZH.mapping("date_offsets"))
_ZH_NOON = re.compile(rf"(?:{alternation(_parts(ZH, 'noon'))})(?!{NUMERAL_CHARS})")


_WIDE = re.compile("[０-９：]")
_TO_NARROW = str.maketrans({**{chr(0xFF10 + i): str(i) for i in range(10)}, "：": ":"})


def _hour(token: str) -> int | None:
    v = small_number(token) if not token.isdigit() else int(token)
    if v is None:
        v = zh_to_number(token)  # type: ignore[assignment]
    return None if v is None else int(v)


def _fmt(h: int, m: int) -> str | None:
    return f"{h:02d}:{m:02d}" if 0 <= h <= 23 and 0 <= m <= 59 else None


def _en_time(kind: str, m: re.Match[str], text: str) -> tuple[str, float] | None:
    g = m.groupdict()
    if kind == "noon":
        return _CLOCK_WORDS[" ".join(g["w"].lower().split())], 1.0
    h = _hour(g["h"])
    if h is None:
        return None
    if kind == "ampm":
        minute = int(g["m"] or 0)
        pm = EN.mapping("meridiems")[g["ap"].lower().replace(".", "")] == "pm"
        if not 1 <= h <= 12:
            return None
        h = (h % 12) + (12 if pm else 0)
        return _ok_time(_fmt(h, minute), 1.0)
    pm = bool(_EN_PM.search(text)) or _ZH_PM_BEFORE.search(text[: m.start()]) is not None
    if kind == "hhmm":
        return _ok_time(_fmt(h + 12 if pm and 1 <= h < 12 else h, int(g["m"])), 1.0)
    if kind == "past":
        k = g["k"].lower()
        minutes = _FRACTIONS.get(k) or count_word(g["mm"] or "") or 0
        if g["dir"].lower() in _TO:
            h, minutes = h - 1, 60 - minutes
        conf = 0.8
    else:
        minutes, conf = 0, 0.8
    if pm and h < 12:
        h, conf = h + 12, 1.0
    return _ok_time(_fmt(h % 24, minutes), conf)


def _ok_time(v: str | None, conf: float) -> tuple[str, float] | None:
    return None if v is None else (v, conf)


def _zh_time(m: re.Match[str]) -> tuple[str, float] | None:
    g = m.groupdict()
    h = _hour(g["h"])
    if h is None:
        return None
    minute = _FRACTIONS.get(g["f"] or "", 0)
    if g["m"]:
        mm = _hour(g["m"])
        if mm is None:
            return None
        minute = mm
    period = _PARTS_OF_DAY.get(g["p"] or "")
    conf = 1.0 if period or h > 12 else 0.8
    if (period in ("afternoon", "evening") and h < 12) or (period == "noon" and h < 6):
        h += 12
    return _ok_time(_fmt(h, minute), conf)


#: what may stand before a little word that is one o'clock ("到一点", "一点送"): anything
#: else makes it "a little" ("辣一点", "快一点")
_ONE_OCLOCK_BEFORE = frozenset(" ,.;!?，。；！？、" + "".join(ZH.words("one_oclock_after")))
_LITTLE = frozenset(ZH.words("little_words"))
_WEEK_ENDS = frozenset(w[-1:] for w in ZH.words("week_words"))


def _a_little(m: re.Match[str], text: str) -> bool:
    """ "要辣一点的", "快一点": 一点 after a word is "a bit", not 01:00. One o'clock says a
    part of the day, 钟, a minute, or stands on its own ("一点送到")."""
    if m.group(0) not in _LITTLE:
        return False
    a = m.start()
    if a == 0 or text[a - 1] in _ONE_OCLOCK_BEFORE:
        return False
    return not (a > 1 and text[a - 2] in _WEEK_ENDS)  # "周五一点"


def find_times(text: str, language: str = "en") -> list[TimeSpan]:
    """Every clock time mentioned in ``text`` as ``HH:MM``; a bare hour without am/pm or a
    part of the day ("at 7", "三点") gets a lower confidence."""
    return list(_find_times(text))


@lru_cache(maxsize=256)
def _find_times(text: str) -> tuple[TimeSpan, ...]:
    spans: list[TimeSpan] = []
    if not _TIME_HINT.search(text):
        return ()
    said = text
    if _WIDE.search(text):  # "１９：００": the same offsets, ASCII digits and colon
        text = text.translate(_TO_NARROW)

    def add(a: int, b: int, r: tuple[str, float] | None) -> None:
        if r is not None and all(b <= s.start or a >= s.end for s in spans):
            spans.append(TimeSpan(r[0], a, b, said[a:b], r[1]))

    for m in _ZH_TIME.finditer(text):
        if _a_little(m, text):
            continue
        # "今晚八点": "今晚" is the date's as well; the time's words start at the hour
        start = m.start("h") if m.group("p") in _DATED else m.start()
        add(start, m.end(), _zh_time(m))
    for m in _ZH_NOON.finditer(text):
        add(m.start(), m.end(), ("12:00", 0.9))
    for kind, rx in _EN_TIME_RULES:
        for m in rx.finditer(text):
            add(m.start(), m.end(), _en_time(kind, m, text))
    spans.sort(key=lambda s: s.start)
    return tuple(_same_half_of_day(spans, text))


#: two times offered as alternatives: "晚上7点还是8点", "7 or 8pm"
_OR = re.compile(rf"\s*,?\s*(?:\b(?:{EN.alt('either_words')})\b|{ZH.alt('either_words')})\s*", _I)


def _same_half_of_day(spans: list[TimeSpan], text: str) -> list[TimeSpan]:
    """A bare hour offered as the alternative to a time with its part of the day takes that
    part of the day: "晚上7点还是8点" is 19:00 or 20:00, "7 or 8pm" 19:00 or 20:00."""
    out = list(spans)
    for i in range(len(out) - 1):
        a, b = out[i], out[i + 1]
        if _OR.fullmatch(text, a.end, b.start) is None:
            continue
        for j, bare, told in ((i + 1, b, a), (i, a, b)):
            if bare.confidence < 1.0 and told.confidence >= 1.0:
                hour, minute = int(bare.value[:2]), bare.value[3:]
                if int(told.value[:2]) >= 12 and hour < 12:
                    out[j] = TimeSpan(f"{hour + 12:02d}:{minute}", bare.start, bare.end, bare.raw)
                break
    return out


def pick_option(text: str, options: list[object]) -> object | None:
    """The one of ``options`` (clock times) an answer to "19:00 or 20:00?" means: a time it
    names that is an option, else the option at that hour on the clock face ("8点" is
    20:00 when 20:00 is offered). None when it names none, or several."""
    offered = [o for o in options if isinstance(o, str) and parse_clock(o) is not None]
    said = find_times(text)
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


_UNITS: dict[str, int] = {
    **{k: int(v) for k, v in EN.mapping("time_units").items()},
    **{k: int(v) for k, v in ZH.mapping("time_units").items()},
}
_HALVES: dict[str, float] = {
    **{" ".join(k.split()): float(v) for k, v in EN.mapping("half_words").items()},
    **{k: float(v) for k, v in ZH.mapping("half_words").items()},
}
#: "in an hour", "in 30 minutes", "in half an hour"; "一个小时后", "半小时以后", "20分钟之后"
_EN_LATER = re.compile(
    rf"\b(?:{EN.alt('later_before')})\s+(?P<n>{EN.alt('small_numbers', 'number_words')}"
    rf"|\d{{1,3}}|{EN.alt('half_words')})\s+(?P<u>{EN.alt('time_units')})\b",
    re.IGNORECASE,
)
_ZH_LATER = re.compile(
    rf"(?P<n>{NUMERAL_CHARS}+|{ZH.alt('half_words')})\s*(?:{ZH.alt('date_unit_measures')})?"
    rf"\s*(?P<u>{ZH.alt('time_units')})\s*(?:{ZH.alt('later_after')})"
)


def later_minutes(text: str) -> int | None:
    """How many minutes from now a time said relative to now is ("in an hour": 60,
    "半小时以后": 30); None when the text says none."""
    m = _ZH_LATER.search(text) or _EN_LATER.search(text)
    if m is None:
        return None
    said, unit = " ".join(m.group("n").lower().split()), m.group("u").lower()
    n: float | None = _HALVES.get(said)
    if n is None:
        n = count_word(said)
    if n is None:
        return None
    minutes = round(float(n) * _UNITS.get(unit, 1))
    return minutes if 0 < minutes <= 24 * 60 else None
