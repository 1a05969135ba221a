"""A named place of the kind a free-text slot's label names, said with the request: "订婚车
下周六 6辆 到希尔顿酒店" for a slot labelled 酒店, "约陪诊 下周一早上7点 去协和医院" for 医院.

A Chinese place is named by its kind last (希尔顿酒店, 协和医院), so a clause of its own that
is a short name ending in that kind word, after a word of going or being there at most (the
lexicon's ``address_heads``: 到, 去, 在), is the slot's value: the slot was read only by its
patterns, and an author who wrote none had the place asked again. Only for a slot whose label
ends in a word of the lexicon's ``place_heads`` (kinds of place: 医院, 酒店, 商场), never an
address (which has readers of its own) or a name; a longer clause ("婚宴在金陵饭店旁边的凯宾斯基
酒店") says more than a name and is left to the question.
"""

from __future__ import annotations

import re

from ..spec import SlotKind, SlotSpec, SlotType
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon
from .parsed import Parsed

#: what stands around a clause of its own: the message's edges, spaces and punctuation
_BEFORE = r"(?:^|(?<=[\s,，。;；!！?？]))"
_AFTER = r"(?=$|[\s,，。;；!！?？])"


def place_reader(spec: SlotSpec, lex: Lexicon) -> re.Pattern[str] | None:
    """The regex of a named place of the kind ``spec``'s label names, or None.

    NAMED_PLACE_OF_A_KIND_THE_QUESTION_NAMES_DROPPED: the kind may be named by the slot's
    question instead ("在哪个酒店或场地？" of a slot labelled 场地: "希尔顿酒店" said with the
    request was dropped and asked again), and a slot of ``kind: address`` takes a place of
    any kind so named ("婚宴在国贸大酒店"), as a place is where one is sent."""
    if spec.type != SlotType.TEXT or spec.kind == SlotKind.NAME:
        return None
    label, prompt = spec.label or "", spec.prompt or ""
    words = grammar(lex, _PlaceWords)
    heads = sorted(words.heads[lex.language], key=len, reverse=True)
    if spec.kind == SlotKind.ADDRESS:
        kinds = heads
    else:
        head = next((h for h in heads if label.endswith(h)), None)
        kinds = [head] if head is not None else [h for h in heads if h in prompt]
    if not kinds:
        return None
    leads = sorted(words.leads[lex.language], key=len, reverse=True)
    lead = "|".join(re.escape(w) for w in leads) or r"(?!)"
    head_alt = "|".join(re.escape(h) for h in kinds)
    # a request is no name: "帮我订个酒店" asks for a hotel (a booking verb, a want, a polite
    # ask or a general measure word inside it: the lexicon's ``booking_verbs``,
    # ``want_openers``, ``polite_asks``, ``general_measures``)
    stop = rf"(?!{words.stops})" if words.stops else ""
    # A_PLACE_NAMED_IN_LATIN_LETTERS_OR_DIGITS: "W酒店", "JW万豪酒店", "301医院" open with
    # letters or digits, then Chinese at most
    latin = rf"[A-Za-z0-9][A-Za-z0-9&'·]{{0,9}}(?:{stop}[\u4e00-\u9fff]){{0,4}}"
    name = rf"(?:(?:{stop}[\u4e00-\u9fff]){{2,6}}|{latin})(?:{head_alt})"
    return re.compile(rf"{_BEFORE}(?:{lead})?(?P<value>{name}){_AFTER}")


@lexicon_grammar
class _PlaceWords:
    """Per language, the lexicon's ``place_heads`` (what a place's name ends with) and
    ``address_heads`` (what may lead it), read from the lexicon once, as every list a
    reader reads is."""

    def __init__(self, w: ListWords) -> None:
        self.heads = w.each_language("place_heads")
        self.leads = w.each_language("address_heads")
        #: the words no place's name holds, a request's (see ``place_reader``)
        self.stops = "|".join(
            w.zh_alt(k)
            for k in ("booking_verbs", "want_openers", "polite_asks", "general_measures")
            if w.words(k, ("zh",))
        )


def find_places(place: re.Pattern[str], text: str) -> list[Parsed]:
    """Each named place ``place`` reads in ``text``, as said."""
    return [
        Parsed(m.group("value"), m.group("value"), 1.0, m.start("value"), m.end("value"))
        for m in place.finditer(text)
    ]
