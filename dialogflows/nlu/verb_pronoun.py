"""A request said by a flow's verb with a pronoun for its object: "ok book it", "can u book
that in", "sign me up then", said when no task runs, most often right after a price or an
opening time was given ("how much for 30 people" - "For 30 passengers it's from £350"). The
thing is what the talk just named; the verb says which flow makes it. No trigger holds the
pronoun, so nothing started and the bot listed what it can do.

The verb is the first word of an English trigger of exactly one flow ("book" of "book a
coach"), and that flow undoes nothing: "cancel it" is the cancel readers' (``cancel_alone``).
The message is nothing but that verb and a pronoun (the lexicon's ``object_pronouns``), with
the words that carry no request around them (an acknowledgement, a polite ask, a hesitation,
a filler, thanks). Chinese drops the object or says a count for it ("那帮我约一个", "给我订俩":
the lexicon's ``object_pronouns`` for Chinese), and its verb is one of ``request_verbs`` that
the flow's triggers hold ("约" of 预约陪诊). The values the task that just ended holds for the new flow's slots of the
same name and type are the thing's ("how much for 30 people": the coach for 30). Chinese drops the object instead of saying a pronoun ("那帮我约一个"),
which ``dropped_object`` reads."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..commands import Command, StartTask
from ..state import DONE
from .lexicon import Lexicon, has_cjk, normalize

if TYPE_CHECKING:
    from ..spec import Domain
    from .knowledge import Knowledge
    from .utterance import Turn

#: the lists whose words may open such a request ("ok", "can u", "then", "hmm")
_LEADS = ("hesitations", "affirm", "answer_fillers", "polite_asks")
#: the lists whose words may close it ("then", "please", "thanks")
_TRAILS = ("fillers_trail", "answer_fillers", "thanks", "particles")
#: such a request is short: "ok great can you book that in for me then please"
_MAX_WORDS = 12
#: the same without spaces: "那就麻烦帮我约一个吧"
_MAX_CHARS = 16
#: marks around the words
_EDGES = " ,.!?，。！？~～"


def making_verbs(domain: Domain, lexicons: Mapping[str, Lexicon]) -> dict[str, str]:
    """Per verb, the one flow it asks for, when that flow undoes nothing: an English verb
    that opens a trigger of two words or more ("book" of "book a coach"; "cancel" of "cancel
    the booking" undoes), a Chinese one of the lexicon's ``request_verbs`` that a trigger
    holds ("约" of 预约陪诊). A verb of two such flows asks for neither. Built once per
    domain."""
    zh = lexicons.get("zh")
    verbs_zh = [normalize(str(v)) for v in zh.raw.get("request_verbs") or []] if zh else []
    by_verb: dict[str, set[str]] = {}
    for flow in domain.flows.values():
        for trigger in flow.triggers:
            said = normalize(trigger)
            words = said.split()
            if len(words) > 1 and not has_cjk(words[0]):
                by_verb.setdefault(words[0], set()).add(flow.name)
            elif has_cjk(said):
                for verb in verbs_zh:
                    if verb in said:
                        by_verb.setdefault(verb, set()).add(flow.name)
    out = {}
    for verb, flows in by_verb.items():
        making = {f for f in flows if not domain.flows[f].destructive}
        if len(making) == 1 and (len(flows) == 1 or has_cjk(verb)):
            out[verb] = next(iter(making))
    return out


def asked_by_verb(u: Knowledge, t: Turn) -> list[Command] | None:
    """The start of the flow ``t``'s message asks for by its verb and a pronoun, given the
    values the task that just ended holds for slots of the same name and type (the pronoun
    is that thing: "how much for 30 people", then "ok book it" books for 30); None when the
    message is no such request."""
    flow = verb_with_pronoun(u.making_verbs, t)
    if flow is None:
        return None
    spec = u.domain.flows[flow]
    ended = t.state.last_task
    values: dict[str, Any] = {}
    if ended is not None and ended.phase == DONE and ended.flow in u.domain.flows:
        before = u.domain.flows[ended.flow]
        for slot in spec.slots:
            old = before.slot(slot.name)
            value = ended.value(slot.name)
            if old is not None and old.type == slot.type and value is not None:
                values[slot.name] = value
    return [StartTask(flow=flow, slots=values)]


def verb_with_pronoun(verbs: dict[str, str], t: Turn) -> str | None:
    """The flow ``t``'s message asks for by its verb and a pronoun, or None."""
    if not verbs or t.task is not None:
        return None
    said = t.norm
    cjk = has_cjk(said)
    if len(said.split()) > _MAX_WORDS or (len(said) > _MAX_CHARS and cjk):
        return None
    lex = t.lex
    said = _without(said, lex, _LEADS, lead=True, verbs=verbs)
    if cjk:
        verb = next((v for v in sorted(verbs, key=len, reverse=True) if said.startswith(v)), "")
        rest = said[len(verb) :].strip()
    else:
        verb, _, rest = said.partition(" ")
    flow = verbs.get(verb)
    if flow is None:
        return None
    m = lex["object_pronouns"].prefix(rest)
    if m is None or not m.end() or (not cjk and m.end() < len(rest) and rest[m.end()] != " "):
        return None
    return flow if not _without(rest[m.end() :], lex, _TRAILS, lead=False) else None


def _without(
    text: str, lex: Lexicon, lists: tuple[str, ...], lead: bool, verbs: dict[str, str] | None = None
) -> str:
    """``text`` without the words of ``lists`` that open it (``lead``) or close it; opening
    words stop at one of ``verbs`` ("book it" is a yes of the lexicon too)."""
    text = text.strip(_EDGES)
    while text:
        cjk = has_cjk(text)
        if verbs and (
            text.split(" ", 1)[0] in verbs if not cjk else any(text.startswith(v) for v in verbs)
        ):
            return text
        for name in lists:
            if lead:
                m = lex[name].prefix(text)
                if m is not None and m.end() and (cjk or text[m.end() : m.end() + 1] in " ,"):
                    text = text[m.end() :].strip(_EDGES)
                    break
            else:
                ends = [
                    e
                    for e in lex[name].ending(text)
                    if text == e or text.endswith(" " + e) or has_cjk(e)
                ]
                if ends:
                    text = text[: -len(max(ends, key=len))].strip(_EDGES)
                    break
        else:
            return text
    return text
