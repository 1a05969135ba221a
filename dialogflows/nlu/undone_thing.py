"""A request's words named as the object of an undo word: "cancel my study room booking",
"scrap the repair booking". A trigger's words match in any order with its verb inflected
("booking" of "book a study room", ``triggers.exact``), and "booking" after its object is
the thing booked, not the act: with an undo word right before such words (``cancel`` and
``undo_words``; only ``object_gap`` words between) the flow that makes the thing is not
asked for. The flow that undoes what it makes is, when there is exactly one: the
destructive flow that takes the entity its results make (``undo_entities.undoers``), else a
flow with a trigger that is an undo word and words of the thing named ("cancel the van" for
"scrap my van booking"); else nothing starts. A neutral module: it imports no reader.

A thing named only by a word of the flow that makes it (a weak hit: "the clean" of a
flow about cleaning solar panels) is undone so too when the undo word is one the undoing
flows' own triggers open with ("cancel" of "cancel my cleaning"): said before the thing
with only ``object_gap`` words between ("can we cancel the clean on friday"), or closing
the message, a pronoun at most after it, the thing told before ("we had a clean booked for
friday but were away now, can we cancel"). Before, the weak hit started the clean.

The same flows are asked for when, with no task running, a request's trigger is refused
as no longer wanted ("we wont need the oven clean anymore", "不再需要上门保洁了": a refusal
before it, ``unwanted.py``, and a word of ``no_longer``): what was arranged is let go.
So is one no trigger names, told no longer needed by the thing an undoing flow's trigger
undoes ("we dont need friday's collection anymore" for "cancel the collection": a refusal,
a want, then the thing's words in one clause with a word of ``no_longer``;
``unneeded_thing``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..undo_entities import undoers
from .cancel_alone import said_of_it_alone
from .clauses import CLAUSE_BREAK
from .conditionals import supposed
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import PhraseSet, has_cjk
from .made_things import takers_of_made
from .undo_triggers import undo_triggers
from .unwanted import declined_wants

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .trigger_hits import TriggerHit
    from .utterance import Turn


def undone_thing(u: Knowledge, t: Turn, hits: list[TriggerHit]) -> list[str] | None:
    """The flows that undo the thing the message names after an undo word (none, one or
    several), or None when it names none so: a hit of a trigger's own phrase (score 1.0)
    or of a destructive flow is a request as it stands."""
    flows = u.domain.flows
    if not hits or any(h.score >= 1.0 or flows[h.flow].destructive for h in hits):
        return None
    gap = frozenset(t.lex["object_gap"].phrases)
    undo = (t.lex["cancel"], t.lex["undo_words"])
    for words in undo:
        for m in words.finditer(t.norm):
            named = {
                h.flow: said
                for h in hits
                if (said := u.triggers.thing_named(t.norm, m.end(), h.flow, gap)) is not None
            }
            if named:
                return _undoers_of(u, undo, gap, named)
    weakly = _named_around_undo(u, t, hits, undo, gap)
    return _undoers_of(u, undo, gap, weakly) if weakly else None


def told_then_undone(u: Knowledge, t: Turn, hits: list[TriggerHit]) -> list[str] | None:
    """The flows that undo a thing the message tells by a trigger of the flow that makes
    it, then undoes by a word the undoing flows' triggers open with, closing the message
    ("我约的明天洗空调 取消一下", "had a hot tub service booked, can we cancel it"): the
    thing arranged is let go, not made again. None when the message does not end so."""
    flows = u.domain.flows
    told = [h for h in hits if h.end > h.start and not flows[h.flow].destructive]
    if not told or any(flows[h.flow].destructive for h in hits):
        return None
    gap = frozenset(t.lex["object_gap"].phrases)
    undo = (t.lex["cancel"], t.lex["undo_words"])
    named = _named_around_undo(u, t, told, undo, gap, after=False)
    return _undoers_of(u, undo, gap, named) if named else None


def _named_around_undo(
    u: Knowledge,
    t: Turn,
    hits: list[TriggerHit],
    undo: tuple[PhraseSet, ...],
    gap: frozenset[str],
    after: bool = True,
) -> dict[str, frozenset[str]]:
    """The flows whose ``hits`` (weak ones: a word of the flow standing somewhere in the
    message; or, not ``after``, triggers said whole) name the object of an undo word the
    undoing flows' triggers open with: right after it,
    ``gap`` words between (unless not ``after``), or told before it when nothing but a
    pronoun, a softener and answer words follow it. Each with the words that name it."""
    placed = [h for h in hits if h.end > h.start]
    if not placed:
        return {}
    openers = u.undo_openers.get(t.lex.language)
    if openers is None:  # a lexicon the domain was not loaded with
        openers = undo_openers(u, undo)
    named: dict[str, frozenset[str]] = {}
    for verb, rx in openers:
        if supposed(t.lex, t.raw, verb):
            continue  # "what happens if i cancel the clean?": asked about, not asked for
        for m in rx.finditer(t.norm):
            for h in placed:
                if h.start >= m.end():
                    if not after:
                        continue
                    between = t.norm[m.end() : h.start].split()
                    if not all(w in gap for w in between):
                        continue
                elif h.end > m.start() or not _closes(u, t, t.norm[m.end() :]):
                    continue
                said = t.norm[h.start : h.end].split()
                named[h.flow] = frozenset(w for w in said if w not in gap)
    return named


def undo_openers(
    u: Knowledge, undo: tuple[PhraseSet, ...]
) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """The undo words (of ``undo``: a lexicon's ``cancel`` and ``undo_words``) that open a
    trigger of a flow that undoes things ("cancel" of "cancel my cleaning"), in order, each
    with its pattern (a Latin word standing whole): worked out once per domain and lexicon
    at load (``Knowledge.undo_openers``), not on every message that names a thing weakly."""
    undoing = [f for f in u.domain.flows.values() if f.destructive]
    verbs = {
        x.said[: len(x.said) - len(x.thing)].strip()
        for x in undo_triggers(undoing, undo)
        if x.opens and x.thing.strip()
    }
    return tuple(
        (
            verb,
            re.compile(
                re.escape(verb) if has_cjk(verb) else rf"(?<![\w']){re.escape(verb)}(?![\w'])"
            ),
        )
        for verb in sorted(v for v in verbs if v)
    )


def _closes(u: Knowledge, t: Turn, after: str) -> bool:
    """What follows an undo word in its clause is a pronoun and answer words at most ("can
    we cancel", "cancel it please"): the undo word closes what is said of the thing."""
    rest = CLAUSE_BREAK.split(after, maxsplit=1)[0]
    around = (t.lex["verb_softeners"], t.lex["let_go_tails"])  # "取消一下", "取消了吧"
    return said_of_it_alone(u, t, rest, around)


def _undone_by_trigger(
    u: Knowledge, undo: tuple[PhraseSet, ...], gap: frozenset[str], named: dict[str, frozenset[str]]
) -> set[str]:
    """The flows other than those ``named`` with a trigger that opens with an undo word
    and says nothing but words of a thing named ("cancel the van" of "my van booking")."""
    others = (f for f in u.domain.flows.values() if f.name not in named)
    found: set[str] = set()
    for trigger in undo_triggers(others, undo):
        if not trigger.opens:
            continue
        rest = {w for w in trigger.thing.split() if w not in gap}
        if rest and any(rest <= said for said in named.values()):
            found.add(trigger.flow.name)
    return found


def undone_refused(u: Knowledge, t: Turn, norm: str, refused: list[TriggerHit]) -> list[str]:
    """The flows that undo the things ``refused`` name (their triggers refused in ``norm``
    with no task running), when the message says they are no longer wanted (a word of the
    lexicon's ``no_longer``): "I don't want to book a flight" refuses a new one, "we won't
    need the oven clean anymore" lets go the one arranged."""
    if not refused or t.lex["no_longer"].search(norm) is None:
        return []
    flows = u.domain.flows
    gap = frozenset(t.lex["object_gap"].phrases)
    named = {
        h.flow: frozenset(w for w in norm[h.start : h.end].split() if w not in gap)
        for h in refused
        if h.end > h.start and not flows[h.flow].destructive
    }
    if not named:
        return []
    return _undoers_of(u, (t.lex["cancel"], t.lex["undo_words"]), gap, named)


def unneeded_thing(u: Knowledge, t: Turn) -> list[str]:
    """The undoing flows (taking a thing another flow made, by its ``entity``) whose thing
    the message says is no longer needed, with no trigger said
    (THING_NO_LONGER_NEEDED_NAMED_BY_THE_THING_UNDONE): in one clause a refusal (the
    lexicon's ``refusals``), a want it turns down (``declined_wants``, "need", "needing"),
    the words of the thing an undoing flow's trigger undoes after it ("collection" of
    "cancel the collection"; "friday's collection") not led by an article of a new one
    ("we dont need a collection anymore"), and a word of ``no_longer``."""
    undo = (t.lex["cancel"], t.lex["undo_words"])
    if t.lex["no_longer"].search(t.norm) is None:
        return []
    gap = frozenset(t.lex["object_gap"].phrases)
    new, marks = grammar(t.lex, _thing_words)
    # only a thing another flow made, linked by its entity, is had to be let go ("we dont
    # need the hall after all" beside a cancel taking no made thing stays a refusal)
    made = takers_of_made(u.domain)
    undoing = [f for f in u.domain.flows.values() if f.destructive and f.name in made]
    things = [
        (x.flow.name, [w for w in x.thing.split() if w not in gap])
        for x in undo_triggers(undoing, undo)
        if x.opens and x.thing.strip()
    ]
    wants = declined_wants(t)
    found: set[str] = set()
    for m in t.lex["refusals"].finditer(t.norm):
        clause = CLAUSE_BREAK.split(t.norm[m.start() :], maxsplit=1)[0]
        if t.lex["no_longer"].search(clause) is None:
            continue
        words = [_unmarked(w, marks) for w in clause[m.end() - m.start() :].split()]
        at = next((i for i, w in enumerate(words) if w in wants or w[:-3] in wants), None)
        if at is None:
            continue
        said = words[at + 1 :]
        for flow, thing in things:
            if not thing or not all(w in said for w in thing):
                continue
            first = min(said.index(w) for w in thing)
            if first == 0 or said[first - 1] not in new:
                found.add(flow)
    return sorted(found)


def _unmarked(word: str, marks: tuple[str, ...]) -> str:
    """``word`` without a mark of a modifier closing it ("friday's": "friday")."""
    mark = next((m for m in marks if m and word.endswith(m) and len(word) > len(m)), "")
    return word[: len(word) - len(mark)] if mark else word


@lexicon_grammar
def _thing_words(w: ListWords) -> tuple[frozenset[str], tuple[str, ...]]:
    """The articles of a thing not had yet ("a collection": ``trigger_articles``), and the
    marks that make a word its modifier ("friday's collection": ``noun_marks``)."""
    marks = tuple(sorted((x.lower() for x in w.words("noun_marks", ("en",))), key=len))
    return frozenset(x.lower() for x in w.words("trigger_articles")), marks[::-1]


def _undoers_of(
    u: Knowledge, undo: tuple[PhraseSet, ...], gap: frozenset[str], named: dict[str, frozenset[str]]
) -> list[str]:
    """The flows that undo what the flows ``named`` make: the destructive flows taking the
    entity their results make, else those whose trigger is an undo word and words of the
    thing named (``_undone_by_trigger``)."""
    flows = u.domain.flows
    kinds = {r.entity for f in named for r in flows[f].results if r.entity}
    by_entity = {f.name for f, _ in undoers(flows.values(), kinds)}
    return sorted(by_entity or _undone_by_trigger(u, undo, gap, named))
