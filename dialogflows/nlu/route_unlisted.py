"""An end of a route that is none of the listed values: "从苏州到北京" where only 北京 is
served, "from scarborough to whitby" where the railway does not reach scarborough.

A flow's two listed slots of one list read a route by its words (``spec.listed_route``,
``slot_patterns.route_patterns``): the listed end was taken and the other dropped without a
word, so the bot asked where from as if nothing had been said
(UNLISTED_PLACE_IN_A_ROUTE_DROPPED_SILENTLY). The unlisted end, a short name standing where
the route's words put a place, is given to its slot as said, so the turn refuses it with
the reason (the options), as an unlisted value answered is. Only when the other end is the
listed value the message gave its slot, said right where the route puts it: "from 2pm to
4pm" is no route of places.

A neutral module: it reads the message it is given and knows no reader.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..spec import FlowSpec, SlotSpec, listed_route
from . import dates
from .clauses import CLAUSE_END, ZH_SPACE
from .free_text import cut_at_stop
from .grammar_words import grammar
from .lexicon import normalize
from .parsed import value_key
from .route import RouteWords
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: a place's name: one to three Latin words of letters, or two to six Chinese characters
_LATIN_NAME = re.compile(r"[a-z][a-z'’.-]*(?:\s+[a-z][a-z'’.-]*){0,2}")
_CJK_NAME = re.compile(r"[\u4e00-\u9fff]{2,6}")
#: what ends a place said after the route's last word: a digit (a count, a date), a comma
_AFTER_PLACE = re.compile(r"\d")


def unlisted_route_end(
    u: Knowledge, t: Turn, flow: FlowSpec, given: dict[str, Any]
) -> dict[str, str]:
    """The route's end the flow does not list, by its slot, as said, when ``given`` (the
    values the message gave) holds the other end's listed value."""
    route = listed_route(flow.slots)
    if route is None:
        return {}
    first, second = route
    if (first.name in given) == (second.name in given):
        return {}
    words = grammar(t.lex, RouteWords)
    m = words.route.search(t.scan) if words.route is not None else None
    if m is None:
        return {}
    missing, filled = (first, second) if second.name in given else (second, first)
    start_missing = missing is first
    listed = m.group("b") if start_missing else m.group("a")
    if not _says(u, t, flow, filled, listed, given[filled.name]):
        return {}
    place = m.group("a") if start_missing else _before_the_rest(t, flow, m.group("b"))
    name = _name(u, t, flow, missing, place)
    return {missing.name: name} if name else {}


def _says(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, part: str, value: Any) -> bool:
    """``part`` of the route opens with ``spec``'s ``value`` (what follows it may be a day,
    a count: "whitby on saturday")."""
    said = u.parser(flow, spec).mentions(part, t.now, t.language)
    lead = len(part) - len(part.lstrip())
    return any(p.start <= lead and value_key(p.value) == value_key(value) for p in said)


def _before_the_rest(t: Turn, flow: FlowSpec, part: str) -> str:
    """Where one goes, said after the route's last word, up to what follows it: a Chinese
    clause's space, a comma, a digit, the flow's own trigger ("绍兴拼个车"), a stop word
    ("malton on saturday")."""
    gap = ZH_SPACE.search(part)
    if gap is not None:
        part = part[: gap.start()]
    for rx in (CLAUSE_END, _AFTER_PLACE):
        cut = rx.search(part)
        part = part[: cut.start()] if cut is not None else part
    for trigger in flow.triggers:
        at = part.find(trigger)
        if at > 0:
            part = part[:at]
    return part


def _name(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, place: str) -> str | None:
    """``place`` when it is a short name no slot of the flow lists and no date."""
    said = normalize(cut_at_stop(t.lex, place.strip())).strip()
    if not (_CJK_NAME.fullmatch(said) or _LATIN_NAME.fullmatch(said)):
        return None
    if dates.find_dates(said, t.now, t.language):
        return None  # "from friday to whitby"
    if any(u.parser(flow, s).mentions(said, t.now, t.language) for s in flow.slots):
        return None  # a value of a slot, read as it
    return said
