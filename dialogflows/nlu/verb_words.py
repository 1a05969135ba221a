"""The words of a request said by a flow's verb with a pronoun or a dropped object ("ok book
it", "那帮我约一个"): which verb asks for which flow (``making_verbs``, built once per
domain), and whether a message is such a request (``verb_with_pronoun``, ``object_dropped``).
Neutral: read by the reader ``verb_request``, which asks for the flow, and by ``prefill``,
which gives a dropped object the thing the message before named."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from .edge_words import without_edges
from .lexicon import Lexicon, has_cjk, normalize
from .numbers import find_numbers
from .value_words import Words

if TYPE_CHECKING:
    from ..spec import Domain
    from .knowledge import Knowledge
    from .utterance import Turn

#: the lists whose words may open such a request ("ok", "can u", "then", "hmm")
LEADS = ("hesitations", "affirm", "answer_fillers", "polite_asks")
#: the lists whose words may close it ("then", "please", "thanks")
_TRAILS = ("fillers_trail", "answer_fillers", "thanks", "particles")
#: such a request is short: "ok great can you book that in for me then please"
MAX_WORDS = 12
#: the same without spaces: "那就麻烦帮我约一个吧"
_MAX_CHARS = 16


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


def object_dropped(u: Knowledge, t: Turn) -> bool:
    """``t``'s message is a Chinese request by a verb of ``request_verbs`` whose object is
    dropped: nothing after the verb but a count with its measure word or a word of
    ``object_pronouns`` ("那帮我订两张", "约一个"). What the talk named before is its
    object, as "it" is in English ("茶馆还有票吗", then "那帮我订两张": 茶馆)."""
    if not has_cjk(t.norm) or len(t.norm) > _MAX_CHARS:
        return False
    said = without_edges(t.norm, t.lex, LEADS, lead=True, verbs=u.making_verbs)
    verb = next((v for v in u.making_verbs_longest if said.startswith(v)), "")
    if not verb or not has_cjk(verb):
        return False
    rest = without_edges(said[len(verb) :], t.lex, _TRAILS, lead=False)
    if not rest or t.lex["object_pronouns"].fullmatch(rest):
        return True
    count = next(iter(find_numbers(rest, "zh", Words.of(t.lex))), None)
    return count is not None and count.start == 0 and len(rest) - count.end <= 1


def verb_with_pronoun(verbs: dict[str, str], t: Turn) -> str | None:
    """The flow ``t``'s English message asks for by its verb and a pronoun, or None. A
    Chinese one drops the object instead, and which flow it asks for is the one the message
    before named (``topic_verb``); ``object_dropped`` tells such a message for ``prefill``."""
    if not verbs or t.task is not None or has_cjk(t.norm):
        return None
    said = t.norm
    if len(said.split()) > MAX_WORDS:
        return None
    lex = t.lex
    said = without_edges(said, lex, LEADS, lead=True, verbs=verbs)
    verb, _, rest = said.partition(" ")
    flow = verbs.get(verb)
    if flow is None:
        return None
    m = lex["object_pronouns"].prefix(rest)
    if m is None or not m.end() or (m.end() < len(rest) and rest[m.end()] != " "):
        return None
    after = without_edges(rest[m.end() :], lex, _TRAILS, lead=False)
    # VERB_AND_PRONOUN_WITH_VALUES_AFTER: "can i book one for the 2nd of may" says when,
    # led as a value is (``value_leads``), or as the new value of a change is ("can we
    # move it to the 20th", ``change_leads``); the values are read for the flow it starts
    led = lex["value_leads"].prefix(after) or lex["change_leads"].prefix(after)
    return flow if not after or (led is not None and led.end() > 0) else None
