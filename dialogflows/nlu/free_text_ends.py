"""Where a free-text value ends: the parts after a comma that continue it ("room 14, hall
B"), a Chinese clause typed after a space ("…望京街8号 周六 137…"), a sentence of its own
after a full stop ("22 baker street. the doorbell is broken").

Split from ``free_text.py`` (the words around a free-text answer that are not it): a value
with no grammar of its own ends where the message goes on with something else, a clause
opened by a word of the lexicon lists in ``CLAUSE_OPENERS``, a date, a time, a phone, a
count; that reading of the message after the value is one idea, read here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime

from . import dates, times
from .clauses import ZH_SPACE
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, has_cjk, normalize
from .numbers import find_numbers
from .street_ends import Streets, clause_after_street
from .titled_names import bare_name, title_of
from .value_words import Words, built

#: the lexicon lists whose words open a clause of its own: a part after a comma that
#: starts with one is no part of a free-text value before it
CLAUSE_OPENERS = (
    "question_words",
    "affirm",
    "deny",
    "cancel",
    "thanks",
    "topic_cues",
    "conditionals",
    "additions",
    "waits",
    "fillers_lead",
)
_DIGIT = re.compile(r"\d")
_PLACE_WORDS = 3

#: the next comma-separated part of a message, up to its end
_NEXT_PART = re.compile(r"[^,，.;!?。；！？\n]*")
#: the same before a count in digits too ("…3单元401 1个人"): where a clause may begin
_ZH_SPACED = re.compile(r"(?<=[\u3400-\u9fff\w])\s+(?=[\u3400-\u9fff\d])")
#: how long a part after a comma may be and still continue a free-text value
_PART_WORDS, _PART_CHARS = 6, 16


def parts_after(
    text: str,
    start: int,
    end: int,
    now: datetime,
    lex_of: Callable[[str], Lexicon],
    words_of: Callable[[str], Words],
) -> int:
    """Where a free-text value captured up to a comma really ends: "deliver it to room
    14, hall B" is one address. A part after the comma continues the value while it is
    short and nothing else: no date or time, no question, and no word that opens a
    clause of its own (a request, a yes or no, a cancel, a joiner, a question word;
    the lexicon lists of ``CLAUSE_OPENERS``). In Chinese, where a comma more often ends
    a clause ("送到公司，望京SOHO T1": a place, then its address), both sides must hold a
    number, as the parts of an address do ("建国路88号，3号楼2单元501")."""
    while end < len(text) and text[end] in ",，":
        m = _NEXT_PART.match(text, end + 1)
        if m is None:
            break
        part, part_end = m.group(0), m.end()
        # "地址是…1号，2号楼305 后天 138…": Chinese typed with a space for a comma ends
        # the part there, so the next clause (a date, a phone) does not stop it continuing
        brk = ZH_SPACE.search(part) if has_cjk(part) else None
        if brk is not None:
            part, part_end = part[: brk.start()], end + 1 + brk.start()
        if not _continues(part, text[part_end : part_end + 1], now, lex_of, words_of):
            # "from 14 elm rd, apt 3 on monday": after a street beyond doubt, the part up to
            # the day it names still continues the address; the day is another slot's
            cut = clause_after_street(text[start:end], part, now, words_of)
            if cut < len(part) and _continues(part[:cut], "", now, lex_of, words_of):
                end += 1 + cut
            break
        if (
            built(Streets, words_of("en")).whole.search(text[start:end])
            and not _DIGIT.search(m.group(0))
            and len(m.group(0).split()) > _PLACE_WORDS
        ):
            break  # "9 cedar ct, a tree fell on the line": the address was whole
        if has_cjk(text[start:end] + part) and not (
            _DIGIT.search(text[start:end]) and _DIGIT.search(part)
        ):
            break
        end = part_end
    return end


def spaced_clause_at(
    text: str,
    now: datetime,
    lex_of: Callable[[str], Lexicon],
    words_of: Callable[[str], Words],
) -> int:
    """Where a Chinese free-text value captured by a pattern ends when the user typed spaces
    for commas: at the first space before a clause of its own (a date or a time, or a word
    that opens a clause: "地址是望京街8号 周六 137…" is the address, then the day; or a
    surname and a title, ``titled_names``: "…5号601 陈女士 137…" the address, then the name,
    or a bare name right before the phone, ``bare_name``: "…201 张海燕 139…").
    Spaces inside the value ("北京市 朝阳区 建国路88号") stay. ``len(text)`` when none."""
    spaces = list(_ZH_SPACED.finditer(text))
    for i, m in enumerate(spaces):
        number = _LONG_NUMBER.match(text, m.end())
        if number is not None and text[number.end() : number.end() + 1] in ("", " "):
            return m.start()  # "…1201 186 0018 6000": a phone, typed with its own spaces
        clause = text[m.end() : spaces[i + 1].start() if i + 1 < len(spaces) else len(text)]
        if _NAMED_LONG_NUMBER.fullmatch(clause):
            return m.start()  # "…望京街8号 电话13912345678": a phone said with its name
        if _opens_clause(clause.strip(), now, lex_of, words_of):
            return m.start()
        if bare_name(clause.strip(), text[m.end() + len(clause) :], lex_of("zh")):
            return m.start()  # BARE_NAME_AMONG_A_REQUESTS_VALUES: "…3单元201 张海燕 139…"
    return len(text)


def _opens_clause(
    said: str,
    now: datetime,
    lex_of: Callable[[str], Lexicon],
    words_of: Callable[[str], Words],
) -> bool:
    words = words_of("zh")
    if dates.find_dates(said, now, "zh", words) or times.find_times(said, "zh", words):
        return True
    lex, norm = lex_of("zh"), normalize(said)
    if _counted_clause(said, lex, words):
        return True
    if title_of(norm, lex):
        return True  # ADDRESS_RUNS_INTO_A_TITLED_NAME: "…5号601 陈女士 137…", a name
    return any(lex[c].prefix(norm) is not None for c in CLAUSE_OPENERS)


#: a clause that is one long number (a phone, a reference): no part of an address, whose
#: numbers are short and carry a word ("12号楼", "302")
_LONG_NUMBER = re.compile(r"\+?\d[\d -]{5,}\d")
#: a clause that is a short word and one long number ("电话13912345678", "手机:139…"): a
#: value said with its name, no part of an address, whose numbers are short
_NAMED_LONG_NUMBER = re.compile(r"[\u3400-\u9fff]{1,4}[:：]?\+?\d{7,}")
#: a whole part that is a phone number (seven digits or more, spaced or not); a ZIP+4
#: ("90210-1234") has its own shape and may end an address
_PHONE_LIKE = re.compile(r"(?!\d{5}-\d{4}$)\+?\(?\d[\d ().-]{5,}\d")


def _counted_clause(said: str, lex: Lexicon, words: Words) -> bool:
    """The clause opens with a count and its measure word (the lexicon's ``classifiers``:
    "1个人", "两瓶", "3位"): a count of its own, as "地址是…401 1个人" says how many, where
    the numbered parts of an address ("3号楼", "2单元") carry no measure word."""
    first = next(iter(find_numbers(said, "zh", words)), None)
    if first is None or first.start != 0:
        return False
    return lex["classifiers"].prefix(said[first.end :]) is not None


#: a sentence's end inside a message: its mark, then space
_SENTENCE_END = re.compile(r"(?<=\S)[.!?。！？]+\s*")


def sentence_of(
    text: str,
    now: datetime,
    lex_of: Callable[[str], Lexicon],
    words_of: Callable[[str], Words],
) -> int:
    """Where an address said first in a message ends: at the first sentence end after which
    the message goes on with a sentence of its own ("22 baker street. the doorbell is
    broken", "… st. pls knock"), not one that continues the address ("12 main st. apt 5":
    numbered, short and nothing else, as a part after a comma is read by ``parts_after``).
    ``len(text)`` when none."""
    for m in _SENTENCE_END.finditer(text):
        rest = text[m.end() :]
        if not rest.strip():
            break
        part = _NEXT_PART.match(rest)
        said = part.group(0) if part is not None else rest
        stop = rest[len(said) : len(said) + 1]
        # after a full stop only a numbered part goes on ("apt 5", "3号楼")
        if not (_DIGIT.search(said) and _continues(said, stop, now, lex_of, words_of)):
            return m.start()
    return len(text)


def _continues(
    part: str,
    stop: str,
    now: datetime,
    lex_of: Callable[[str], Lexicon],
    words_of: Callable[[str], Words],
) -> bool:
    said = part.strip()
    if not said or stop in ("?", "？") or _PHONE_LIKE.fullmatch(said):
        return False  # "…oak ave, 555 600 7000": a phone said after it is no part of it
    cjk = has_cjk(said)
    if (len(said) > _PART_CHARS) if cjk else (len(said.split()) > _PART_WORDS):
        return False
    lang = "zh" if cjk else "en"
    words = words_of(lang)
    if dates.find_dates(said, now, lang, words) or times.find_times(said, lang, words):
        return False
    lex, norm = lex_of(lang), normalize(said)
    if any(lex[c].prefix(norm) is not None for c in CLAUSE_OPENERS):
        return False
    return not norm.startswith(grammar(lex, _RequestOpenings).by_language[lex.language])


@lexicon_grammar
class _RequestOpenings:
    """Per language, the lexicon's ``requests`` normalized: a part of an address never opens
    with one ("…, can you come at 3"). Built once per lexicon, not on every part read."""

    def __init__(self, w: ListWords) -> None:
        self.by_language = {
            lang: tuple(normalize(x) for x in w.words("requests", (lang,))) for lang in w.languages
        }
