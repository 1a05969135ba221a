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

from .numbers import count_word, small_number, zh_to_number

_I = re.IGNORECASE


@dataclass(frozen=True)
class TimeSpan:
    value: str
    start: int
    end: int
    raw: str
    confidence: float = 1.0


_TIME_HINT = re.compile(
    r"\d|noon|midday|midnight|clock|half|quarter|\bat\b|[点时午]", re.IGNORECASE
)
_EN_TIME_RULES: list[tuple[str, re.Pattern[str]]] = [
    (
        "ampm",
        re.compile(
            r"\b(?P<h>\d{1,2})(?:[:.](?P<m>\d{2}))?\s*(?P<ap>a\.?m\.?|p\.?m\.?)(?![a-z])", _I
        ),
    ),
    ("hhmm", re.compile(r"(?<![\d:])(?P<h>[01]?\d|2[0-3]):(?P<m>[0-5]\d)(?![\d:])")),
    ("noon", re.compile(r"\b(?P<w>noon|midday|midnight)\b", _I)),
    (
        "past",
        re.compile(
            r"\b(?P<k>half|quarter|(?P<mm>\d{1,2}|ten|twenty|five|twenty[\s-]five)(?:\s+minutes)?)\s+(?P<dir>past|after|to|before)\s+(?P<h>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b",
            _I,
        ),
    ),
    (
        "oclock",
        re.compile(
            r"\b(?P<h>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*o'?\s?clock\b",
            _I,
        ),
    ),
    (
        "at",
        re.compile(
            r"\bat\s+(?P<h>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?!\s*(?:people|persons|guests|of))",
            _I,
        ),
    ),
]
_EN_PM = re.compile(r"\b(?:tonight|evening|afternoon|night|dinner)\b", _I)
_ZH_PM_BEFORE = re.compile(r"(?:下午|晚上|傍晚|今晚|明晚|夜里)\s*$")
_ZH_PM = re.compile(r"下午|晚上|傍晚|今晚|明晚|夜里")


def afternoon_said(text: str) -> bool:
    """``text`` names the afternoon or the evening ("明天晚上", "tomorrow evening"): a bare
    hour said next ("7点") is in that half of the day."""
    return _ZH_PM.search(text) is not None or _EN_PM.search(text) is not None


_EN_AM = re.compile(r"\b(?:morning|breakfast)\b", _I)
_ZH_AM = re.compile(r"早上|早晨|上午|凌晨|明早|今早")


def morning_said(text: str) -> bool:
    """``text`` names the morning ("明天早上", "tomorrow morning"): a bare hour said next
    ("7点") is in the morning, whatever a slot's hours would make of it."""
    return _ZH_AM.search(text) is not None or _EN_AM.search(text) is not None


_EVENING = re.compile(r"晚上|傍晚|今晚|明晚|夜里|\b(?:tonight|evening|night|dinner)\b", _I)
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


_ZH_HOUR = r"[\d零〇一二两三四五六七八九十]{1,3}"
_ZH_MEASURE = r"[份个位人碗盘杯瓶张间晚天号块元单]"
_ZH_TIME = re.compile(
    rf"(?P<p>早上|早晨|上午|中午|下午|傍晚|晚上|夜里|凌晨|今晚|明晚|明早)?"
    rf"(?P<h>{_ZH_HOUR})(?:点钟|点|时)"
    # minutes without 分 are no count of something: "12点两份" is noon and two portions
    rf"(?:(?P<half>半)|(?P<q1>一刻)|(?P<q3>三刻)|(?P<m>{_ZH_HOUR})(?:分|(?!{_ZH_MEASURE}|{_ZH_HOUR})))?"
)
#: parts of the day that name the day too: the date reader takes them as well
_DATED = frozenset({"今晚", "明晚", "明早"})
_ZH_NOON = re.compile(r"中午(?![\d零〇一二两三四五六七八九十])")


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
        return ("00:00" if g["w"].lower() == "midnight" else "12:00"), 1.0
    h = _hour(g["h"])
    if h is None:
        return None
    if kind == "ampm":
        minute = int(g["m"] or 0)
        pm = g["ap"].lower().startswith("p")
        if not 1 <= h <= 12:
            return None
        h = (h % 12) + (12 if pm else 0)
        return _ok_time(_fmt(h, minute), 1.0)
    pm = bool(_EN_PM.search(text)) or _ZH_PM_BEFORE.search(text[: m.start()]) is not None
    if kind == "hhmm":
        return _ok_time(_fmt(h + 12 if pm and 1 <= h < 12 else h, int(g["m"])), 1.0)
    if kind == "past":
        k = g["k"].lower()
        minutes = 30 if k == "half" else 15 if k == "quarter" else count_word(g["mm"] or "") or 0
        if g["dir"].lower() in {"to", "before"}:
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
    minute = 30 if g["half"] else 15 if g["q1"] else 45 if g["q3"] else 0
    if g["m"]:
        mm = _hour(g["m"])
        if mm is None:
            return None
        minute = mm
    period = g["p"] or ""
    conf = 1.0 if period or h > 12 else 0.8
    if (period in {"下午", "傍晚", "晚上", "夜里", "今晚", "明晚"} and h < 12) or (
        period == "中午" and h < 6
    ):
        h += 12
    return _ok_time(_fmt(h, minute), conf)


#: what may stand before a bare "一点" that is one o'clock ("到一点", "一点送"): anything
#: else makes it "a little" ("辣一点", "快一点")
_ONE_OCLOCK_BEFORE = frozenset(" ,.;!?，。；！？、到在是于约前点天日号儿")


def _a_little(m: re.Match[str], text: str) -> bool:
    """ "要辣一点的", "快一点": 一点 after a word is "a bit", not 01:00. One o'clock says a
    part of the day, 钟, a minute, or stands on its own ("一点送到")."""
    g = m.groupdict()
    if g["h"] != "一" or g["p"] or g["half"] or g["q1"] or g["q3"] or g["m"]:
        return False
    if text[m.end() : m.end() + 1] == "钟" or m.group(0).endswith("钟"):
        return False
    a = m.start()
    if a == 0 or text[a - 1] in _ONE_OCLOCK_BEFORE:
        return False
    return not (a > 1 and text[a - 2] in "周期拜")  # "周五一点"


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
_OR = re.compile(r"\s*,?\s*(?:or|或者|或是|或|还是)\s*", _I)


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


#: "in an hour", "in 30 minutes", "in half an hour"; "一个小时后", "半小时以后", "20分钟之后"
_EN_LATER = re.compile(
    r"\bin\s+(?P<n>an?|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|\d{1,3}|half\s+an)"
    r"\s+(?P<u>hours?|hrs?|minutes?|mins?)\b",
    re.IGNORECASE,
)
_CJK = re.compile(r"[\u4e00-\u9fff]")
_ZH_LATER = re.compile(
    r"(?P<n>[\d一两二三四五六七八九十]+|半)\s*(?:个)?\s*(?P<u>小时|钟头|分钟|分)\s*(?:后|以后|之后)"
)


def later_minutes(text: str) -> int | None:
    """How many minutes from now a time said relative to now is ("in an hour": 60,
    "半小时以后": 30); None when the text says none."""
    m = (_ZH_LATER if _CJK.search(text) else _EN_LATER).search(text)  # by the text's words
    if m is None:
        return None
    said, unit = m.group("n").lower(), m.group("u")
    if said in ("半", "half an"):
        n: float | None = 0.5
    elif said in ("a", "an"):
        n = 1
    else:
        n = zh_to_number(said) if _CJK.search(said) or said.isdigit() else count_word(said)
    if n is None:
        return None
    hours = unit.startswith(("h", "小", "钟"))
    minutes = round(float(n) * (60 if hours else 1))
    return minutes if 0 < minutes <= 24 * 60 else None
