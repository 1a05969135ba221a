"""A slot's values read from the captures of its patterns ("from {value}", "住{value}晚"):
each capture cut where its value ends (a stop word, the clause after a space typed for a
comma, the day after a street), read as the slot's type next to the pattern's words, a
code put in the slot's written form; a count said before the thing a flow counts, and a
party of people, when no pattern captures one.

Functions of the slot's ``ValueParser`` (``parser``): ``ValueParser.find_in_patterns``
asks them; they read the parser's compiled patterns and words and keep no state.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import datetime
from typing import Protocol

from ..spec import SlotKind, SlotSpec, SlotType
from . import times
from .address_words import unrefused
from .capture_edges import code_then_clause
from .choice_said import typo_captures
from .choices import Choices
from .counted import CountedNoun
from .day_away import Span, dates_named, days_said, inside
from .free_text_ends import spaced_clause_at
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, has_cjk, normalize
from .parsed import Parsed
from .purpose import purpose_at
from .slot_patterns import SlotPattern, find_codes
from .street_ends import street_then_clause
from .typed_scan import MAX_SCAN
from .value_words import Words

_TEXT, _INTEGER, _ENUM = SlotType.TEXT, SlotType.INTEGER, SlotType.ENUM


class PatternParser(Protocol):
    """What reading the captures needs of a slot's ``values.ValueParser``, declared here
    because the parser's module imports this one (an import back would close a circle)."""

    spec: SlotSpec
    type: SlotType
    choices: Choices
    _patterns: list[SlotPattern]
    _counted: CountedNoun | None
    _listed: bool
    _people: bool
    _coded: bool
    _check: re.Pattern[str] | None
    _inner: re.Pattern[str] | None
    _loose: re.Pattern[str] | None

    def _lex(self, language: str) -> Lexicon: ...
    def _words(self, language: str) -> Words: ...
    def scan(self, text: str, now: datetime, language: str) -> list[Parsed]: ...
    def _numbers(self, text: str, now: datetime, language: str) -> list[Parsed]: ...
    def _party(self, text: str, language: str) -> list[Parsed]: ...
    def _parts_after(self, text: str, start: int, end: int, now: datetime) -> int: ...
    def cut_at_stop(self, capture: str, language: str) -> str: ...
    def _strip_fillers(
        self, text: str, language: str, entity: bool = False, heads: bool = True
    ) -> str: ...


#: a letter or digit: what any try at a code has
_ALNUM = re.compile(r"[A-Za-z0-9]")

_BARE_NUMBER = re.compile(r"\s*\d+\s*")


def _idiom(parser: PatternParser, text: str, start: int, language: str) -> bool:
    """The word a pattern leads with and the capture's first words make a fixed phrase
    (the lexicon's ``lead_idioms``: "at all", "at least", "for now"), so nothing of the
    slot is said there: "no heating at all" holds no address."""
    lex = parser._lex(language)
    idioms = grammar(lex, _lead_idioms)[lex.language]
    before = text[:start].split()
    if not idioms or not before:
        return False
    said = f"{before[-1]} {text[start:]}".lower()
    return any(said == i or said.startswith(f"{i} ") or said.startswith(f"{i},") for i in idioms)


@lexicon_grammar
def _lead_idioms(w: ListWords) -> dict[str, tuple[str, ...]]:
    """Per language, the ``lead_idioms``: read once per lexicon, not on every capture."""
    return w.by_language("lead_idioms")


def find_in_patterns(
    parser: PatternParser, text: str, now: datetime, language: str
) -> list[Parsed]:
    """The values of ``parser``'s slot in the captures of its patterns (see the module), each
    read as the slot's type: an author's pattern says where the value stands, so what it
    captures is read first."""
    if not parser._patterns and parser._counted is None:
        return []
    text = text[:MAX_SCAN]
    out: list[Parsed] = []
    for pattern in parser._patterns:
        found = list(pattern.finditer(text))
        for m in _nearest_the_tail(found) if pattern.leading else found:
            start = m.start("value")
            if parser.type == _TEXT and purpose_at(
                text, start, now, parser._lex(language), parser._words
            ):
                continue  # "a hot tub to surprise my husband": a purpose, no value
            # a count reads its word before it: "来{value}" in "来份鱼香肉丝" is one
            before = text[start - 1 : start] if parser.type == _INTEGER and start else ""
            capture = m.group("value")
            if parser.type == _TEXT and _idiom(parser, text, start, language):
                continue  # "no heating at all": "at {value}" captures no "all"
            if parser.type == _TEXT and not parser._listed and has_cjk(capture):
                # "地址是望京街8号 周六": a space typed for a comma before another clause
                capture = capture[: spaced_clause_at(capture, now, parser._lex, parser._words)]
            if parser.spec.kind == SlotKind.ADDRESS and not has_cjk(capture):
                # "from 3 river lane friday": the day after the street is the date's
                capture = capture[: street_then_clause(capture, now, parser._words)]
            if (
                parser.type == _TEXT
                and not parser._listed
                and not _name_said(parser, capture, language)
            ):  # "to room 14, hall B"
                longer = text[start : parser._parts_after(text, start, start + len(capture), now)]
                # a value of a written form goes on only in that form: "code to 4821,
                # unit C-105" is the code 4821, the unit is another slot's
                if parser._check is None or parser._check.fullmatch(longer.strip()):
                    capture = longer
            p: Parsed | None
            if (
                parser.spec.kind == SlotKind.ADDRESS
                and _home_only(parser, capture, language)
                and text[start + len(capture) : start + len(capture) + 1] in _COMMAS
            ):  # "送到家里，朝阳区…": the home, its address after the comma (place_then_address)
                p = Parsed(capture, capture, 1.0, start, start + len(capture))
            else:
                p = _from_capture(parser, capture, start, now, language, pattern.leading, before)
            if p is None:
                continue
            if parser.type == _INTEGER and inside(p.start, _days(parser, text, now, language)):
                continue  # "租帐篷 3天后来取" of "{value}天": the day, in three days, no count
            crossed = [q for q in out if not (p.end <= q.start or p.start >= q.end)]
            if not crossed:
                out.append(p)
            elif _fits(parser, p) and not any(_fits(parser, q) for q in crossed):
                # "房间号1208": "房间{value}" took "号1208", which the slot's ``pattern``
                # refuses; "房间号{value}" took the value of the written form
                out = [q for q in out if q not in crossed] + [p]
    if parser._listed and parser.spec.fuzzy and all(p.confidence < 1.0 for p in out):
        for q in typo_captures(parser.choices, parser._patterns, text):  # "from pars": Paris
            out = [p for p in out if p.end <= q.start or p.start >= q.end] + [q]
    if not out and parser._counted is not None:
        lex = parser._lex("zh" if has_cjk(text) else language)
        n = parser._counted.count_before(
            text,
            parser._numbers(text, now, language),
            lex,
            _days(parser, text, now, language),
            lambda: dates_named(text, now, language, parser._words(language)),
        )
        if n is not None:
            out.append(n)
    if parser._people and out:  # "2 adults and 1 child": the party of 3, not "2 adults"
        for q in parser._party(text, language):
            if any(p.start < q.end and q.start < p.end for p in out):
                out = [p for p in out if p.end <= q.start or p.start >= q.end] + [q]
    return out


def _days(parser: PatternParser, text: str, now: datetime, language: str) -> tuple[Span, ...]:
    """The spans of ``text`` naming a day, for a count slot: a number inside one counts
    nothing (``day_away.py``); read only for integers, whose captures it filters."""
    return days_said(text, now, language, parser._words(language))


def _nearest_the_tail(found: list[re.Match[str]]) -> list[re.Match[str]]:
    """The matches of one pattern, where several whose words after ``{value}`` close at the
    same place keep only the one that starts last: "刻私章 石头的 刻李明两个字" for
    "刻{value}两个字" is 李明, the capture nearest the words after it, not one running from
    the trigger's 刻 over the other answers (which was cut at its first space to 私章, a
    value of the trigger). A pattern with nothing after ``{value}`` ends where its capture
    does, and keeps all its matches; so does one with no words before ``{value}``, whose
    matches start anywhere."""
    last: dict[int, int] = {}
    for i, m in enumerate(found):
        if m.end("all") > m.end("value"):
            last[m.end("all")] = i
    return [
        m
        for i, m in enumerate(found)
        if m.end("all") == m.end("value") or last.get(m.end("all")) == i
    ]


def _name_said(parser: PatternParser, capture: str, language: str) -> bool:
    """NAME_RUNS_ON_PAST_ITS_COMMA: a name slot's capture is a name said ("my name is tom
    brady, private please"), one part, not run on over the comma-parted clauses after it
    as an address's parts are; one saying whose it is ("for my dad, frank osei": the
    lexicon's ``whose_leads``) goes on to the name after its comma."""
    if parser.spec.kind != SlotKind.NAME:
        return False
    lead = parser._lex(language)["whose_leads"].prefix(normalize(capture.strip()))
    return lead is None or not lead.end()


def _said_wrong(lex: Lexicon, value: str) -> bool:
    """``value`` opens with a word saying the slot's value is wrong (the lexicon's
    ``deny_wrong``: "不对", "错了"), a little word of ``wrong_gap`` before it or not
    ("写错了", "也不对")."""
    norm = normalize(value)
    gap = lex["wrong_gap"]
    while (m := gap.prefix(norm)) is not None and m.end():
        norm = norm[m.end() :].lstrip()
    return lex["deny_wrong"].prefix(norm) is not None


#: the marks after a home word that say its address follows ("送到家里，朝阳区…")
_COMMAS = (",", "，")


def _home_only(parser: PatternParser, value: str, language: str) -> bool:
    """``value`` is wholly a word for one's home (the lexicon's ``home_places``: "家里",
    "home"), a particle after it or not: a home named so holds no street to go to."""
    lex = parser._lex(language)
    norm = normalize(value).rstrip()
    for tail in lex["fillers_trail"].ending(norm):
        norm = norm[: len(norm) - len(tail)].rstrip()
    return lex["home_places"].fullmatch(norm)


def _a_time(parser: PatternParser, value: str, language: str) -> bool:
    """``value`` is wholly a clock time ("2pm", "noon", "9:30") or a bare number."""
    if _BARE_NUMBER.fullmatch(value):
        return True
    spans = times.find_times(value, language, parser._words(language))
    return any(t.start == 0 and t.end >= len(value.rstrip(" .!")) for t in spans)


def _time_first(parser: PatternParser, value: str, language: str) -> bool:
    """The first part of ``value`` (up to its first comma) is a clock time said as one,
    with a meridiem or a colon ("11am, helen"); a bare number there is a house number
    ("14, elm grove")."""
    first = value.split(",", 1)[0].strip()
    return (
        first != value.strip()
        and not _BARE_NUMBER.fullmatch(first)
        and _a_time(parser, first, language)
    )


def _fits_text(parser: PatternParser, value: str) -> bool:
    return parser._check is None or bool(parser._check.fullmatch(value.strip()))


def _fits(parser: PatternParser, p: Parsed) -> bool:
    """A text capture of the slot's written form (its ``pattern``), or any other."""
    return (
        parser._check is None
        or not isinstance(p.value, str)
        or bool(parser._check.fullmatch(p.value.strip()))
    )


def _from_capture(
    parser: PatternParser,
    capture: str,
    offset: int,
    now: datetime,
    language: str,
    leading: bool = True,
    before: str = "",
) -> Parsed | None:
    """A pattern's ``{value}`` capture read as this slot's type, cut where it ends.

    The value stands next to the pattern's words: at the capture's start after them
    ("from {value}"), at its end before them ("{value} nights": in "December 10 for
    3 nights" the capture "10 for 3" means 3, not 10)."""
    lead = len(capture) - len(capture.lstrip())
    capture, offset = capture.strip(), offset + lead
    if not capture:
        return None
    if parser._listed:
        for c in parser.choices.mentions(capture):
            if c.start == 0:
                return Parsed(c.value, c.raw, 1.0, offset, offset + c.end)
        if parser.type == _ENUM:
            return None
    if parser.type == _TEXT:
        cut = parser.cut_at_stop(capture, language)
        if not leading and cut != capture and not has_cjk(capture):
            # "with food please and a dinosaur" of "{value} theme": cut at a stop word, the
            # capture no longer stands before the pattern's words, so it says no value of
            # it; the capture after the last stop word ("a dinosaur") does
            return None
        value = parser._strip_fillers(cut, language, entity=parser._listed, heads=False)
        if value and _said_wrong(parser._lex(language), value):
            # "地址不对 是…", "地址写错了" of "地址{value}": the slot is named as wrong, its
            # value is said after (or asked for), never the words that say so
            return None
        if value and parser._inner is not None and not _fits_text(parser, value):
            # "订单 ss2001": a code typed in lower case, full width or without its
            # hyphen is put in the pattern's form, as when it is answered or mentioned
            codes = find_codes(parser._inner, value, parser._loose)
            if len(codes) == 1 and codes[0][1] == 0 and codes[0][2] == len(value):
                value = codes[0][0]
            elif (lead_code := code_then_clause(parser._inner, cut, parser._loose)) is not None:
                # "月卡 YK5001 退到微信", "车牌浙A66666 找5号楼…": a code of the written
                # form ends where its form does, at the space typed before the next
                # clause; the rest is another slot's, not part of a code refused whole
                code, end = lead_code
                return Parsed(code, cut[:end], 1.0, offset, offset + end)
            elif parser._coded and not _ALNUM.search(unicodedata.normalize("NFKC", value)):
                # "那个订单取消了吧" with "订单{value}": words, no try at a code the
                # pattern writes in letters and digits; the slot is not refused for it
                return None
        if value and parser.spec.kind == SlotKind.ADDRESS:
            # "from 16 elm grove, not 14": the part refused after a comma is the address
            # it was, no more of the new one; its span stays the capture's, so its number
            # is no other slot's ("not flat 2" counts nothing)
            value = unrefused(parser._lex(language), value).strip()
        if value and parser.spec.kind == SlotKind.ADDRESS and _home_only(parser, value, language):
            # HOME_WORD_CAPTURED_AS_THE_ADDRESS: "寄到家里吧" of "寄到{value}" says where to,
            # by a word for one's home that says no street: the address is still to ask
            return None
        if value and parser.spec.kind == SlotKind.ADDRESS and _a_time(parser, value, language):
            # "at 11", "at 2pm" where the address is "at {value}": a clock time or a bare
            # number alone is no address; the flow's time slot (or nothing) takes it
            return None
        if value and parser.spec.kind == SlotKind.ADDRESS and _time_first(parser, value, language):
            # "…on friday at 11am, helen, 0770…": a clock time opening the capture says
            # when; what follows its comma is another answer, no address
            return None
        return (
            Parsed(value, cut, 1.0 if not parser._listed else 0.9, offset, offset + len(cut))
            if value
            else None
        )
    found = parser.scan(capture, now, language)
    if not found and before and lead == 0:  # read with the word before, not taking it
        found = [
            Parsed(p.value, p.raw_text, p.confidence, p.start - 1, p.end - 1)
            for p in parser.scan(before + capture, now, language)
            if p.start >= 1
        ]
    for p in found if leading else reversed(found):
        if (p.start <= 1) if leading else (p.end >= len(capture) - 1):
            return Parsed(p.value, p.raw_text, p.confidence, offset + p.start, offset + p.end)
    return None
