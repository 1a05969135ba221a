"""A route: "从三里屯太古里到亦庄", "from the hilton to jfk". A flow with exactly two address
slots (``kind: address``) and no patterns of their own takes the place said after the
lexicon's ``route_from`` word as the first declared (where one sets off) and the place
after its ``route_to`` word as the second (where one goes), as a flow with two date slots
takes "from friday until monday" (``ranges.date_pair``). Without patterns neither place
was read at all, and said to one slot's question the whole route was that slot's value.

A neutral module: it reads the message it is given and knows no reader.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotKind, SlotSpec, SlotType
from .address_words import beyond_doubt
from .addresses import address_said, address_words, everyday_street
from .clauses import CLAUSE_END, ZH_SPACE
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, has_cjk, normalize
from .mood import opens_with_want
from .parsed import Parsed
from .phrases import phrase_regex
from .replies import strip_trailing
from .speaker_words import SpeakerWords
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: the most characters (Chinese) or words a place of a route may have
_PLACE_CHARS = 24
_PLACE_WORDS = 8


@lexicon_grammar
class RouteWords:
    """The route's words, compiled once per lexicon."""

    def __init__(self, w: ListWords) -> None:
        # a Latin word whole ("to", not the "to" of "tower"), a Chinese one anywhere
        starts = phrase_regex(list(w.words("route_from")))
        ends = phrase_regex(list(w.words("route_to")))
        #: the route's words, by which end of it they lead to
        self.from_words = frozenset(" ".join(x.lower().split()) for x in w.words("route_from"))
        self.to_words = frozenset(" ".join(x.lower().split()) for x in w.words("route_to"))
        self.route: re.Pattern[str] | None = None
        #: a verb of setting off said after where one sets off ("从…12号出发到…"): no part of it
        leaves = w.words("route_set_off")
        self.set_off = (
            re.compile(rf"\s*(?:{phrase_regex(list(leaves))})\s*$", re.IGNORECASE)
            if leaves
            else None
        )
        #: said the other way round, where one goes first ("going to 12 hill farm lane from
        #: 3 brook road"): read only when where one goes is an address beyond doubt
        self.backwards: re.Pattern[str] | None = None
        #: the route as a whole answer, its first word optional ("国贸到首都机场")
        self.answer: re.Pattern[str] | None = None
        #: the same said with its first word, where one sets off written in parts
        self.answer_in_parts: re.Pattern[str] | None = None
        if starts and ends:
            place = r"[^,，。；;:：?？!！\n]"
            self.route = re.compile(
                rf"(?:{starts})\s*(?P<a>{place}+?)\s*(?:{ends})\s*(?P<b>{place}+)",
                re.IGNORECASE,
            )
            self.backwards = re.compile(
                rf"(?:{ends})\s*(?P<b>{place}+?)\s*(?:{starts})\s*(?P<a>{place}+)",
                re.IGNORECASE,
            )
            self.answer = re.compile(
                rf"^\s*(?:(?:{starts})\s*)?(?P<a>{place}+?)\s*(?:{ends})\s*(?P<b>{place}+?)"
                r"[\s.。!！]*$",
                re.IGNORECASE,
            )
            # "from the village hall, church lane to alton towers"
            self.answer_in_parts = re.compile(
                rf"^\s*(?:{starts})\s+(?P<a>[^.。；;:：?？!！\n]+?)\s+(?:{ends})\s+(?P<b>{place}+?)"
                r"[\s.。!！]*$",
                re.IGNORECASE,
            )

    def routes_own(self, pattern: str, first: bool) -> bool:
        """``pattern`` is a route word before the value and nothing else ("from {value}"
        for where one sets off, "to {value}" for where one goes)."""
        lead, hole, rest = pattern.partition("{value}")
        words = self.from_words if first else self.to_words
        return bool(hole) and not rest.strip() and " ".join(lead.lower().split()) in words


def address_pair(flow: FlowSpec, lex: Lexicon | None = None) -> tuple[SlotSpec, SlotSpec] | None:
    """The flow's two address slots, where one sets off and where one goes, when it has
    exactly two and neither has patterns of its own (patterns say it themselves), but a
    route's own: a pattern of the first that is a ``route_from`` word and the value ("from
    {value}"), of the second a ``route_to`` word and the value, says what the route does
    ("from the 2nd house on elm road to 7 park street" with "from {value}" on the first)."""
    places = [s for s in flow.slots if s.type == SlotType.TEXT and s.kind == SlotKind.ADDRESS]
    if len(places) != 2:
        return None
    if any(s.patterns for s in places):
        if lex is None:
            return None
        words = grammar(lex, RouteWords)
        if not all(words.routes_own(p, i == 0) for i, s in enumerate(places) for p in s.patterns):
            return None
    return places[0], places[1]


@dataclass(frozen=True, slots=True)
class Route:
    """The two places of a route said in one message ("from X to Y"), each with where it
    stands: each fills its own slot."""

    start: Parsed
    end: Parsed


def route_said(t: Turn, whole: bool = False) -> Route | None:
    """The two places of a route said in the message, with where each stands; ``whole``:
    the message is the route and nothing else, its first word may go unsaid (an answer
    to where one sets off: "国贸到首都机场"), and, said, the place after it may be written
    in English parts with commas ("from the village hall, church lane to alton towers")."""
    words = grammar(t.lex, RouteWords)
    rx = words.answer if whole else words.route
    if rx is None:
        return None
    m = _first_clear(rx, t.scan, words)
    if m is None and not whole:
        return _backwards(t, words)
    parts = False
    if m is None and whole and words.answer_in_parts is not None and not has_cjk(t.scan):
        m, parts = _first_clear(words.answer_in_parts, t.scan, words), True
    if m is None:
        return None
    a = _place(t.scan, m.start("a"), m.end("a"), in_parts=parts)
    b = _place(t.scan, m.start("b"), m.end("b"))
    if a is None or b is None or (whole and _who_acts(t, a.value)):
        return None
    return _set_off_cut(Route(a, b), words)


def _who_acts(t: Turn, place: str) -> bool:
    """ROUTE_READ_FROM_WORDS_THAT_ARE_NO_PLACES: where one sets off, said without its
    ``route_from`` word, opens with the speaker or a want ("i want to send some docs across
    town", "need to get a letter over"): the "to" is an infinitive's, no route's, and the
    words before it say who acts, never where from (the lexicon's ``speaker_leads``,
    ``speaker_being``, ``want_openers``)."""
    if has_cjk(place):
        return False
    said = normalize(place)
    first = said.split()[0] if said.split() else ""
    speaker = grammar(t.lex, SpeakerWords).by_language.get(t.language)
    if speaker is not None and (first in speaker.leads or first in speaker.being):
        return True
    return opens_with_want(t.lex, said)


def _first_clear(rx: re.Pattern[str], text: str, words: RouteWords) -> re.Match[str] | None:
    """ROUTE_WITH_AN_INFINITIVE_TO: the first match of a route's regex whose places hold
    no English route word of their own. "it has to go to 22 mill road" matched at the "to"
    of "has to", so "it has" was where one sets off and "go to 22 mill road" where one goes;
    a place holding "to" or "from" shows the route word was none (an infinitive), and the
    route is looked for again from the next word on."""
    pos = 0
    while (m := rx.search(text, pos)) is not None:
        if not any(_holds_route_word(p, words) for p in (m.group("a"), m.group("b"))):
            return m
        pos = m.start() + 1
    return None


def _holds_route_word(place: str, words: RouteWords) -> bool:
    """An English place holding a route word as a word of its own ("go to 22 mill road");
    Chinese has no word boundaries to tell one (到 of 到达), so none is looked for."""
    if has_cjk(place):
        return False
    said = place.lower().split()
    return any(w in words.to_words or w in words.from_words for w in said)


def _backwards(t: Turn, words: RouteWords) -> Route | None:
    """A route said the other way round, where one goes first ("its going to 12 hill farm
    lane from 3 brook road", "到朝阳区建国路88号 从海淀区学院路20号出发"): a ``route_to`` word
    also leads a purpose ("need to move my horse from …"), so the place after it must be an
    address beyond doubt (a number and a word of an address)."""
    m = _first_clear(words.backwards, t.scan, words) if words.backwards is not None else None
    if m is None:
        return None
    a = _place(t.scan, m.start("a"), m.end("a"))
    b = _place(t.scan, m.start("b"), m.end("b"))
    if a is None or b is None or not beyond_doubt(address_words(t), b.value):
        return None
    return _set_off_cut(Route(a, b), words)


def route_in_clause(t: Turn, asks: Callable[[str], bool]) -> Route | None:
    """A route said as a clause of its own among a request's values, its first word
    unsaid ("叫代驾   西单大悦城到通州万达广场   今晚10点", "cab please, the hilton to jfk,
    at 6"), as it may be said whole to the first place's question: a clause between marks or
    spaces typed for commas that is nothing but the route. A clause that ``asks`` for a flow
    (holds a trigger: "帮我叫个代驾到通州") is the request, no place where one sets off."""
    words = grammar(t.lex, RouteWords)
    if words.answer is None:
        return None
    cuts = sorted(
        [m.span() for m in CLAUSE_END.finditer(t.scan)]
        + [m.span() for m in ZH_SPACE.finditer(t.scan)]
    )
    at = 0
    for a, b in [*cuts, (len(t.scan), len(t.scan))]:
        clause = t.scan[at:a]
        m = words.answer.match(clause) if clause.strip() else None
        if m is not None and any(_holds_route_word(p, words) for p in (m.group("a"), m.group("b"))):
            m = None  # "it has to go to …": the first "to" an infinitive, no route
        if m is not None and not asks(clause):
            start = _place(t.scan, at + m.start("a"), at + m.end("a"))
            end = _place(t.scan, at + m.start("b"), at + m.end("b"))
            if start is not None and end is not None and not _who_acts(t, start.value):
                return _set_off_cut(Route(start, end), words)
        at = max(at, b)
    return None


def _set_off_cut(route: Route, words: RouteWords) -> Route | None:
    """The route without a verb of setting off said after where one sets off (the
    lexicon's ``route_set_off``: "从大兴区…12号出发到…" sets off from "大兴区…12号"); None
    when nothing of the place is left."""
    a = route.start
    m = words.set_off.search(a.value) if words.set_off is not None else None
    if m is None:
        return route
    core = a.value[: m.start()]
    if not core.strip():
        return None
    return Route(Parsed(core, core, a.confidence, a.start, a.start + len(core)), route.end)


def _place(text: str, start: int, end: int, in_parts: bool = False) -> Parsed | None:
    """The place at ``text[start:end]``, cut at a Chinese clause's space ("亦庄 明天9点");
    None when it is too long to be one, or holds no letter or character. ``in_parts``: an
    English place written in parts keeps its commas ("the village hall, church lane")."""
    said = text[start:end]
    gap = ZH_SPACE.search(said)
    if gap is not None and has_cjk(said[: gap.start()]):
        said = said[: gap.start()]
    cut = None if in_parts else CLAUSE_END.search(said)
    said = said[: cut.start()] if cut is not None else said
    core = said.strip()
    if not core or not any(c.isalpha() for c in core):
        return None
    if (len(core) > _PLACE_CHARS) if has_cjk(core) else (len(core.split()) > _PLACE_WORDS):
        return None
    at = start + said.index(core)
    return Parsed(core, core, 1.0, at, at + len(core))


#: how many words may stand between a route word and the address it leads ("from my
#: office at 5 mill lane")
_ROUTE_GAP = 4


def one_end_said(
    u: Knowledge, t: Turn, flow: FlowSpec, skip: set[str]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """One end of a route said alone in a flow with two address slots ("can someone collect
    a shoebox from my office at 5 mill lane", "send it to 8 park row"): an address beyond
    doubt after a ``route_from`` word is where one sets off, after a ``route_to`` word where
    one goes (a few words may stand between). With two address slots and no route of two
    ends, such an address went to neither, and its house number to the time ("at 5")."""
    pair = address_pair(flow, t.lex)
    if pair is None or {pair[0].name, pair[1].name} & skip or has_cjk(t.scan):
        return []
    if route_said(t) is not None:
        return []  # both ends said: ``places_said``'s
    found = list(address_words(t).address_said.finditer(t.scan))
    words = grammar(t.lex, RouteWords)
    if not found:
        return _everyday_end(t, words, pair)
    if len(found) != 1:
        return []
    before = t.scan[: found[0].start()].lower().split()[-_ROUTE_GAP:]
    side = None
    for word in reversed(before):
        if word in words.from_words or word in words.to_words:
            side = 0 if word in words.from_words else 1
            break
    if side is None:
        return []
    return address_said(u, t, flow, skip | {pair[1 - side].name})


def _everyday_end(
    t: Turn, words: RouteWords, pair: tuple[SlotSpec, SlotSpec]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """ "send a parcel to 8 park row": after a route word, a house number and a street with an
    everyday street word (``address_street_words_everyday``: row, close, rise) running to
    the end of its clause; alone such words leave doubt ("3 of us close"), after "to" or
    "from" they are where one goes or sets off."""
    out: list[tuple[SlotSpec, Parsed, int]] = []
    for m in _WORD_RUN.finditer(t.scan):
        word = m.group(0).lower()
        if word not in words.from_words and word not in words.to_words:
            continue
        end = next((c.start() for c in CLAUSE_END.finditer(t.scan, m.end())), len(t.scan))
        rest = t.scan[m.end() : end]
        said = rest.strip()
        bare = strip_trailing(said, t.lex)  # "… 12 heron rise please"
        said = said[: len(bare)] if said.lower().startswith(bare) else said
        if not said[:1].isdigit() or not everyday_street(t, normalize(said)):
            continue
        at = m.end() + rest.index(said)
        side = pair[0] if word in words.from_words else pair[1]
        out.append((side, Parsed(said, said, 1.0, at, at + len(said)), 1))
    return out if len({s.name for s, _, _ in out}) == len(out) else []


#: a word of Latin letters (a route word is one)
_WORD_RUN = re.compile(r"[A-Za-z]+")
