"""English triggers with a word standing for any thing ("i lost something", "report
someone"): the lexicon's ``trigger_placeholders``. Said "i lost my phone", the trigger asks
for its flow with the thing the user names in that word's place."""

from __future__ import annotations

import re
from collections.abc import Iterator

from .lexicon import has_cjk
from .trigger_hits import TriggerHit

#: a code said in a trigger's place: a word of four or more letters, digits and hyphens
#: holding both a letter and a digit ("LP40721", "bw-50213")
_CODE = r"(?=[a-z-]*\d)(?=[\d-]*[a-z])[a-z\d-]{4,}"


def with_placeholder(
    trigger: str,
    placeholders: frozenset[str],
    pronouns: frozenset[str] = frozenset(),
    determiners: frozenset[str] = frozenset(),
    coded: bool = False,
) -> re.Pattern[str] | None:
    """The regex of an English ``trigger`` with one word standing for any thing ("i lost
    something", "report someone"): that word matches one to four words of the message that
    hold no clause mark ("i lost my phone", "i lost my black leather wallet"); the other
    words as written. Words that name no thing (``trigger_placeholder_stops``: "it", "if")
    are no such words ("can i return it if it doesnt fit?" returns nothing), checked where
    it matches (``placeholder_hits``). None for a trigger without such a word, or of it
    alone.

    A trigger of three words or more holding one pronoun (``trigger_pronouns``: "keep it
    for another") is said with the thing named in its place as well ("keep the gorilla suit
    for another"): there the thing opens with a determiner (``thing_determiners``), so a
    word of talk in its place ("keep going for another") says nothing. So is one said with a
    code in its place, a word of letters and digits ("please send LP40721 to me" for "send it
    to me"; TRIGGER_PRONOUN_SAID_AS_THE_THINGS_CODE): the reference names the thing. So is
    one of three words or more holding a determiner and its noun after its first word
    ("move my collection") said with a code in their place ("can i move BW50213 to the
    21st"; TRIGGER_OBJECT_SAID_AS_THE_THINGS_CODE), in a flow that takes a code (``coded``:
    a slot of a ``pattern``); only a code: "move my sofa" is no collection moved, and "its
    vt5122" no "its an emergency"."""
    words = trigger.split()
    at = [i for i, w in enumerate(words) if w in placeholders]
    thing = r"(?P<thing>[^\s,.;:!?]+(?:\s+[^\s,.;:!?]+){0,3}?)"
    if not at and len(words) >= 3 and determiners:
        at = [i for i, w in enumerate(words) if w in pronouns]
        leads = "|".join(re.escape(d) for d in sorted(determiners, key=len, reverse=True))
        named = rf"(?:{leads})\s+[^\s,.;:!?]+(?:\s+[^\s,.;:!?]+){{0,2}}?"
        thing = rf"(?P<thing>{named}|{_CODE})"
    width = 1
    if not at and coded and len(words) >= 3 and determiners:
        # "move BW50213 to the 21st" for "move my collection": a determiner and its noun
        # said as the thing's code (TRIGGER_OBJECT_SAID_AS_THE_THINGS_CODE)
        at = [i for i, w in enumerate(words[:-1]) if i and w in determiners][:1]
        thing, width = rf"(?P<thing>{_CODE})", 2
    if has_cjk(trigger) or len(at) != 1 or len(words) < 2:
        return None
    i = at[0]
    before = r"\s+".join(re.escape(w) for w in words[:i])
    after = r"\s+".join(re.escape(w) for w in words[i + width :])
    body = r"\s+".join(p for p in (before, thing, after) if p)
    return re.compile(rf"(?<![\w']){body}(?![\w'])")


def placeholder_hits(
    open_triggers: list[tuple[re.Pattern[str], str, int]],
    norm: str,
    not_things: frozenset[str],
) -> Iterator[TriggerHit]:
    """The hits of ``open_triggers`` (``with_placeholder``'s regexes, each with its flow and
    its trigger's length) in ``norm``, but where the thing said holds a word that names no
    thing (``not_things``)."""
    for rx, flow, length in open_triggers:
        for m in rx.finditer(norm):
            if not set(m.group("thing").split()) & not_things:
                yield TriggerHit(flow, 1.0, length, m.start(), m.end())
