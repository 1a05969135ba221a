"""A request said by a flow's verb with a pronoun for its object: "ok book it", "can u book
that in", "sign me up then", said when no task runs, most often right after a price or an
opening time was given ("how much for 30 people" - "For 30 passengers it's from £350"). The
thing is what the talk just named; the verb says which flow makes it. No trigger holds the
pronoun, so nothing started and the bot listed what it can do.

The verb is the first word of an English trigger of exactly one flow ("book" of "book a
coach"), and that flow undoes nothing: "cancel it" is the cancel readers' (``cancel_alone``).
The message is nothing but that verb and a pronoun (the lexicon's ``object_pronouns``), with
the words that carry no request around them (an acknowledgement, a polite ask, a hesitation,
a filler, thanks). The values the task that just ended holds for the new flow's slots of
the same name and type are the thing's ("how much for 30 people": the coach for 30). A
Chinese request drops its object instead ("那帮我约一个"), which ``topic_verb`` reads."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .earlier import message_before
from .edge_words import without_edges
from .findings import FlowAsked
from .lexicon import has_cjk
from .thing_before import thing_before
from .utterance import Turn
from .verb_words import LEADS, MAX_WORDS, verb_with_pronoun

if TYPE_CHECKING:
    from .knowledge import Knowledge


def asked_by_verb(u: Knowledge, t: Turn) -> FlowAsked | None:
    """The start of the flow ``t``'s message asks for by its verb and a pronoun, given the
    values the task that just ended holds for slots of the same name and type (the pronoun
    is that thing: "how much for 30 people", then "ok book it" books for 30); None when the
    message is no such request. An everyday booking verb with a pronoun for the thing the
    message before named ("could you book us one") is ``asked_for_the_thing_named``'s: the
    pipeline asks it first, under the same condition and cues, so it is not read again
    here."""
    flow = verb_with_pronoun(u.making_verbs, t)
    if flow is None:
        return None
    return _with_values(u, t, flow)


def asked_for_the_thing_named(u: Knowledge, t: Turn) -> FlowAsked | None:
    """ONE_ORDERED_AFTER_A_VALUE_NAMED: "whats the turnaround on a trophy", then "ok can i
    order one": an everyday booking verb and a pronoun for the thing the message before
    named, read before the triggers, whose words of a flow's name ("order" of the order
    status) would take the verb for that flow. None when the message is no such request."""
    flow = _booked_as_named(u, t)
    return _with_values(u, t, flow) if flow is not None else None


def _with_values(u: Knowledge, t: Turn, flow: str) -> FlowAsked:
    """The start of ``flow`` with the values of the thing the pronoun stands for."""
    return FlowAsked(flow, given=thing_before(u, t, u.domain.flows[flow]))


def _booked_as_named(u: Knowledge, t: Turn) -> str | None:
    """ "lovely, could you book us one for sunday" after "how much is a telescope
    evening": an everyday booking verb (the lexicon's ``booking_verbs``) that no trigger
    opens, with a pronoun for the thing, books the one flow that acts which the message
    before named by a trigger (as a Chinese verb and count do, ``topic_verb``); the values
    said after the pronoun are read for it. None when the message is no such request or
    the message before named no one such flow."""
    lex = t.lex
    if t.task is not None or has_cjk(t.norm) or t.words > MAX_WORDS:
        return None
    verb = lex["booking_verbs"].search(t.norm)
    if verb is None or without_edges(t.norm[: verb.start()], lex, LEADS, lead=True).strip():
        return None
    rest = t.norm[verb.end() :].strip()
    pronoun = lex["object_pronouns"].prefix(rest)
    if pronoun is None or not pronoun.end() or rest[pronoun.end() : pronoun.end() + 1].isalnum():
        return None
    before = message_before(t)
    if before is None:
        return None
    _, norm, _ = u.read(before)
    hits = u.triggers.exact(norm)
    told = {h.flow for h in u.triggers.informational(hits)}
    named = {h.flow for h in hits if h.flow not in told and _acts(u, h.flow)}
    if not named:
        # ONE_ORDERED_AFTER_A_VALUE_NAMED: "whats the turnaround on a trophy", then "ok can
        # i order one": no acting flow named by a trigger, the one that lists the thing
        named = {f for f in u.owners.listed_in(norm) if _acts(u, f)}
    return next(iter(named)) if len(named) == 1 else None


def _acts(u: Knowledge, flow: str) -> bool:
    """``flow`` makes something asked for: it has slots and undoes nothing."""
    spec = u.domain.flows[flow]
    return not spec.destructive and bool(spec.slots)
