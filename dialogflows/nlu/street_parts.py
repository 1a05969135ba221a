"""The parts said around an English street address among other values: the house's or the
venue's name before it ("holly cottage, 3 mill lane", "at the old school hall, 4 mill
lane"), the town after it (", skipton", " harrogate,", "…altrincham on tuesday").

Split from ``addresses.py`` (an address said in a message): the street is found there,
beyond doubt by its house number and street word; what stands around it belongs to the
address only when no other slot reads it and no word of it ends a value, a reading of its
own with its own word lists (``_NoTowns``, ``_where_heads``), asked once per street found.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec, SlotType
from .all_values import listed_spans
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import normalize
from .utterance import Turn
from .value_words import Words, built

if TYPE_CHECKING:
    from .knowledge import Knowledge


def town_after_street(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, end: int) -> str:
    """The town (state, postcode) said after the street ending at ``end``, with what stands
    between (", skipton"), for the address slot ``spec``; empty when none is: at the end of
    the message (``_town_after``), before a clause another slot reads
    (``_town_before_value``), typed after a space (``_town_spaced``), or before a word that
    ends a value (``_town_before_stop``)."""
    return (
        _town_after(u, t, flow, end)
        or _town_before_value(u, t, flow, spec, end)
        or _town_spaced(u, t, flow, spec, end)
        or _town_before_stop(u, t, flow, spec, end)
    )


#: a part before an English street address, from the message's start or the comma before
#: it to the comma right before the street: "…, its holly cottage, 3 mill lane"
_HOUSE_BEFORE = re.compile(r"(?:^|,)\s*([a-z][a-z' -]*?)\s*,\s*$", re.I)
#: the most words a house's name has
_HOUSE_WORDS = 4


def house_before_street(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, start: int) -> int:
    """Where an English street address said among other values begins when a house's name
    stands before it as a part of its own ("the 20th, its holly cottage, 3 mill lane,
    brigstock"): the name is the address's first part, as it is of one answered whole; the
    words leading an answer before it ("its") are not, an article is ("the old forge").
    ``start`` when no such part is
    there: it holds a digit, a word no town has, a yes or a no, a trigger, or a value
    another slot reads ("tomorrow, 3 mill lane")."""
    before = t.scan[:start]
    # VENUE_NAME_BEFORE_THE_STREET_DROPPED: the part may open after a word that says where
    # ("… on 6 feb at the old school hall, 4 mill lane": ``address_heads``) as well as at
    # the message's start or a comma; the one nearest the street is the house's
    found = [m for m in (_HOUSE_BEFORE.search(before), _after_a_head(t, before)) if m]
    if not found:
        return start
    m = max(found, key=lambda x: x.start(1))
    rest, at = t.lex["fillers_lead"].after_opening(m.group(1))
    # "the old forge": an article opens many a house's name, and no town is told by it
    house = normalize(rest)
    articles = grammar(t.lex, _NoTowns).articles
    if house.split(" ", 1)[0] in articles:
        house = house.split(" ", 1)[-1]
    if (
        not house
        or len(house.split()) > _HOUSE_WORDS
        or _no_town(u, t, house, spaced=True)
        or any(t.lex[c].search(house) for c in ("affirm", "deny", "cancel"))
        or u.triggers.exact(house)
        or listed_spans(u, flow, house)
        or _read_by_another(u, t, flow, spec, house)
    ):
        return start
    return m.start(1) + at


#: the part of a house's name up to the comma before the street, after a word that says
#: where ("at the old school hall, ")
_HOUSE_AFTER_HEAD = re.compile(r"\s+([a-z][a-z' -]*?)\s*,\s*$", re.I)


@lexicon_grammar
def _where_heads(w: ListWords) -> re.Pattern[str] | None:
    """The English ``address_heads`` ("at", "to", "drop me at") as whole words, built once
    per lexicon; None when there are none."""
    heads = w.words("address_heads", ("en",))
    if not heads:
        return None
    alt = "|".join(re.escape(h) for h in sorted(heads, key=len, reverse=True))
    return re.compile(rf"(?<![\w'])(?:{alt})(?=\s)", re.I)


def _after_a_head(t: Turn, before: str) -> re.Match[str] | None:
    """The house's name said after the last word that says where before the street's comma
    (``_where_heads``), as ``_HOUSE_BEFORE`` finds one after a comma: "at the old school
    hall, " of "… on 6 feb at the old school hall, 4 mill lane"."""
    heads = grammar(t.lex, _where_heads)
    if heads is None:
        return None
    for head in reversed(list(heads.finditer(before))):
        m = _HOUSE_AFTER_HEAD.match(before, head.end())
        if m is not None:
            return m
    return None


#: a postcode of letters and digits after a town ("lu7 1aa", "m1 4bt", "mk40 2aa")
_POSTCODE = r"[a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2}"
#: the parts after an English street address that end the message: ", springfield",
#: ", napa, ca 94558", ", leighton buzzard lu7 1aa" (words, then a postcode of digits or
#: of letters and digits), or a postcode alone (", mk40 2aa")
_TOWNS = re.compile(
    rf"(?:\s*,\s*(?:[a-z][a-z.' -]*?(?:\s+(?:\d{{4,5}}(?:-\d{{4}})?|{_POSTCODE}))?|{_POSTCODE}))+"
    r"(?=\s*[.!]?\s*$)",
    re.I,
)


def _town_after(u: Knowledge, t: Turn, flow: FlowSpec, end: int, upto: int | None = None) -> str:
    """The town (and state, postcode) said after a street address at the end of the
    message ("ship it to 88 harbor rd apt 2, sausalito"): they belong to the address, as
    the parts of an answer after a comma do. A part with a word that ends a value or says
    nothing ("…, thanks", "…, by friday"), or a value another slot lists ("…, front door"),
    is no town. ``upto``: the message looked at as if it ended there (the town before a
    clause of another slot's value, ``_town_before_value``)."""
    m = _TOWNS.match(t.scan if upto is None else t.scan[:upto], end)
    if m is None:
        return ""
    if listed_spans(u, flow, m.group(0)) or _no_town(u, t, m.group(0), spaced=False):
        return ""
    return m.group(0).rstrip()


def _town_before_value(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, end: int) -> str:
    """The town said after a street address when a clause another slot of ``flow`` reads
    comes after it ("22 mill lane, skipton, gate code is 4471", "4 bank st, hebden bridge,
    tuesday"): the town belongs to the address as it does at the end of the message
    (``_town_after``), and the address ends at the comma before that clause."""
    for comma in re.finditer(",", t.scan[end:]):
        at = end + comma.start()
        if at == end:
            continue  # the first comma opens the town
        town = _town_after(u, t, flow, end, upto=at)
        if not town:
            continue
        return town if _read_by_another(u, t, flow, spec, t.scan[at + 1 :]) else ""
    return ""


class _UnitPart:
    """A part of an English address opening with a unit word and its number ("unit 5",
    "flat 2b", "apt #4"; the value lexicons' ``address_unit_words``), built once per words."""

    def __init__(self, w: Words) -> None:
        units = w.en.alt("address_unit_words")
        self.regex = re.compile(
            rf"\s*(?:(?:{units})\.?\s*#?|#\s*)\d+[a-z]?\b" if units else "(?!)", re.I
        )


def end_before_another(
    u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, start: int, end: int
) -> int:
    """Where an address said from ``start`` to ``end`` ends when a part of it after a comma
    is a yes or a no, or a value another slot of ``flow`` reads ("7 oak rd, outside" to
    "Will the items be left outside?", "22 birch grove, yes"): that part answers, and the
    address ends at the comma before it (ADDRESS_RUNNING_INTO_ANOTHER_SLOTS_ANSWER)."""
    for comma in re.finditer(",", t.scan[start:end]):
        at = start + comma.start()
        part = t.scan[at + 1 : end]
        first = part.split(",", 1)[0]
        said = normalize(first)
        if built(_UnitPart, Words.of(t.lex)).regex.match(first):
            continue  # "7 birch road, unit 5": a numbered part of the address, no count
        if said and (
            t.lex["affirm"].fullmatch(said)
            or t.lex["deny"].fullmatch(said)
            or _read_by_another(u, t, flow, spec, first)
        ):
            return len(t.scan[:at].rstrip())
    return end


def _read_by_another(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, text: str) -> bool:
    """A slot of ``flow`` other than ``spec`` reads ``text``: a value it mentions
    ("tuesday", "front door"), one its patterns capture ("gate code is {value}"), or, for a
    typed slot, one its type finds ("tomorrow", "morning"). What the town readers ask of
    the words after a street, which are then that slot's and no town; a free-text slot's
    scan is not asked, as it would take any words."""
    for other in flow.slots:
        if other.name == spec.name:
            continue
        parser = u.parser(flow, other)
        if (
            parser.mentions(text, t.now, t.language)
            or parser.find_in_patterns(text, t.now, t.language)
            or (other.type != SlotType.TEXT and parser.scan(text, t.now, t.language))
        ):
            return True
    return False


@lexicon_grammar
class _NoTowns:
    """The words that are never a town after an English street, built once per lexicon.
    After a comma, a word that ends a value (``value_stops``: "…, by friday"); typed after
    a space, with no comma to set the town apart, also a word that is never a value
    (``non_values``, ``weak_values``: "…road now", "…road pls")."""

    def __init__(self, w: ListWords) -> None:
        self.after_comma = frozenset(w.words("value_stops", ("en",)))
        #: the articles a house's name may open with ("the old forge": ``thing_determiners``)
        self.articles = frozenset(w.words("thing_determiners", ("en",)))
        self.spaced = self.after_comma | frozenset(
            x for key in ("non_values", "weak_values") for x in w.words(key, ("en",))
        )


def _no_town(u: Knowledge, t: Turn, text: str, *, spaced: bool) -> bool:
    """``text``, said after a street, has a word that no town has (``_NoTowns``, or an
    English filler: "…, thanks"), or no word at all: the one test of the town readers."""
    never = grammar(t.lex, _NoTowns)
    quiet = never.spaced if spaced else never.after_comma
    fillers = u.filler_words.get("en", frozenset())
    words = [w.strip(".") for w in re.findall(r"[a-z.'-]+", text.lower())]
    return not words or any(w in quiet or w in fillers for w in words)


#: one or two words right after the street, a postcode at most after them ("3 mill lane
#: otley LS21 1AB"), or a postcode alone, then a comma or the end of the message
_SPACED_TOWN = re.compile(
    rf"\s+(?:[a-z][a-z.'-]*(?:\s+[a-z][a-z.'-]*)?(?:\s+(?:\d{{4,5}}|{_POSTCODE}))?|{_POSTCODE})"
    r"(?=\s*,|\s*[.!]?\s*$)",
    re.I,
)


def _town_spaced(
    u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, end: int, upto: int | None = None
) -> str:
    """The town typed after the street with a space, not a comma, where a comma or the end
    of the message closes it ("…, car is at 2 station road harrogate, reg ab12cde"): it is
    the address's, as after a comma (``_town_after``), unless a word of it ends a value or
    is never one ("…road pls", "…road now": ``value_stops``, ``non_values``,
    ``weak_values``) or another slot of ``flow`` reads it ("…road tomorrow", "…road
    morning"). ``upto``: the message looked at as if it ended there (``_town_before_stop``)."""
    m = _SPACED_TOWN.match(t.scan if upto is None else t.scan[:upto], end)
    if m is None:
        return ""
    town = m.group(0).strip()
    if (
        _no_town(u, t, town, spaced=True)
        or listed_spans(u, flow, town)
        or _read_by_another(u, t, flow, spec, town)
    ):
        return ""
    return m.group(0).rstrip()


#: a word after the street, with the space before it: where a value's words may begin
_NEXT_WORD = re.compile(r"\s+([a-z]+)\b", re.I)


def _town_before_stop(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, end: int) -> str:
    """The town said after a street address when, in the same clause, a word that ends a
    value opens words another slot of ``flow`` reads ("collect from 22 high st altrincham
    on tuesday", "…, altrincham on tuesday"; ``value_stops``): the town belongs to the
    address, which ends before that word. The town readers above look for the town only
    before a comma or the end of the message, so the town was dropped and the address
    kept its street alone."""
    stops = grammar(t.lex, _NoTowns).after_comma
    for m in _NEXT_WORD.finditer(t.scan, end):
        if m.group(1).lower() not in stops:
            continue
        at = m.start()
        rest = t.scan[at:].split(",", 1)[0]
        if not _read_by_another(u, t, flow, spec, rest):
            return ""
        return _town_after(u, t, flow, end, upto=at) or _town_spaced(u, t, flow, spec, end, upto=at)
    return ""
