"""A yes-or-no question about a thing the domain does not name: asked about, not asked for.

A Chinese clause asked with a modal before its verb asks for the action ("能叫儿科医生吗",
"月子餐能改吗", "报告能寄到家里吗": ``query_forms.py``), since what stands before the modal,
if anything, is the thing the flow acts on. When that topic is a thing the author never
wrote of ("泳镜能在前台买吗", "液体能寄吗", "特斯拉能用你们的桩吗"), the question asks whether
something may be done with it: a question about what the business allows, for
information. Such a modal is no action question; the message is read as any question.

"Names nothing of the domain": no two characters running in the topic run in any text of
the author (descriptions, triggers, examples, slot values and synonyms). A topic that holds
a date or a time ("下午能上门收件不", "周六能来吗") says when, not what, and one ending in a
character of place (``topic_place_ends``: "线上能交吗") says where or how: still requests.
The topic is the last word before the modal ("脚崴了 卡能先停两个月吗": "卡").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import datetime

from ..spec import Domain
from .dates import find_dates
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon
from .times import find_times

#: a Chinese character: only Chinese topics are told apart by their characters
_CJK = re.compile(r"[\u4e00-\u9fff]")


def author_pairs(domain: Domain) -> frozenset[str]:
    """Every two Chinese characters running in a text the author wrote for the domain."""
    return frozenset(_pairs(domain_names(domain)))


def domain_names(domain: Domain) -> list[str]:
    """What the author wrote to name the domain's business: each flow's description,
    triggers and examples, and the values its slots list with their synonyms (no question
    or reply: those are the bot's words, not the things it is about)."""
    texts: list[str] = []
    for flow in domain.flows.values():
        texts += [flow.description, *flow.triggers, *flow.examples]
        for slot in flow.slots:
            texts += [str(v) for v in slot.values]
            texts += [str(s) for xs in slot.synonyms.values() for s in xs]
    return texts


def _pairs(texts: Iterable[str]) -> Iterable[str]:
    for text in texts:
        for i in range(len(text) - 1):
            pair = text[i : i + 2]
            if _CJK.fullmatch(pair[0]) and _CJK.fullmatch(pair[1]):
                yield pair


def unnamed_thing(topic: str, pairs: frozenset[str], lex: Lexicon, now: datetime) -> bool:
    """``topic`` (its last word: what stands right before a question's modal) is a thing
    the author never named: two Chinese characters at least, none of its pairs in
    ``pairs``, no date, time or part of the day in it (those say when the action is
    wanted), and no character of place ending it (where it is done)."""
    words = topic.split()
    last = words[-1] if words else ""
    return not any(p in pairs for p in _pairs([last])) and thing_topic(topic, lex, now)


def trigger_verbs(domain: Domain, lex: Lexicon) -> frozenset[str]:
    """The characters that may say a flow's action in a question: every Chinese character
    of the domain's triggers but the measure words (住 of 短住, 约 of 约教练; not 个 of
    约个剪头: ``classifiers``), and the lexicon's verbs of asking to have a service
    (``service_verbs``: 报 of "课还能报吗")."""
    words = grammar(lex, _ActionWords)
    measures = set(words.measures[lex.language])
    chars = {c for f in domain.flows.values() for x in f.triggers for c in x if _CJK.fullmatch(c)}
    chars |= set(words.service_verbs[lex.language])
    return frozenset(chars - measures)


@lexicon_grammar
class _ActionWords:
    """Per language, the lexicon's ``classifiers`` and ``service_verbs``
    (``trigger_verbs``), read from the lexicon once, as every list a reader reads is."""

    def __init__(self, w: ListWords) -> None:
        self.measures = w.each_language("classifiers")
        self.service_verbs = w.each_language("service_verbs")


def other_use(topic: str, asked: str, verbs: frozenset[str], lex: Lexicon, now: datetime) -> bool:
    """A modal question about a thing the domain names asks to do with it what no flow
    does ("季卡能转给别人用吗": transfer the pass, where the flows buy one): ``topic`` is a
    thing (``thing_topic``) and ``asked``, the clause after its modal, holds no character
    that may say a flow's action (``trigger_verbs``: "卡能先停一下吗" holds 停 of 停卡,
    "报告能寄到家里吗" 寄 of 寄报告). It asks what is allowed, for information."""
    return bool(verbs) and thing_topic(topic, lex, now) and not any(c in verbs for c in asked)


def thing_topic(topic: str, lex: Lexicon, now: datetime) -> bool:
    """``topic`` (its last word) is a thing: two Chinese characters at least, no date, time
    or part of the day in it (those say when the action is wanted), and no character of
    place ending it (where it is done)."""
    words = topic.split()
    topic = words[-1] if words else ""  # "脚崴了 卡能先停…": the word before the modal
    if len(_CJK.findall(topic)) < 2:
        return False
    if lex["clock_sides"].search(topic) is not None:
        return False
    if topic.endswith(grammar(lex, _PlaceEnds).by_language[lex.language]):
        return False  # "线上能交吗": where or how it is done, not a thing
    language = lex.language
    return not find_dates(topic, now, language) and not find_times(topic, language)


@lexicon_grammar
class _PlaceEnds:
    """Per language, the lexicon's ``topic_place_ends`` (``thing_topic``): built once per
    lexicon, not on every modal question read."""

    def __init__(self, w: ListWords) -> None:
        self.by_language = w.each_language("topic_place_ends")
