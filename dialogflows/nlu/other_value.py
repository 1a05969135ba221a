"""The value of a choice slot that stands for every thing it does not list: "其他", "other".

UNLISTED_VALUE_FOR_AN_ENUM_WITH_AN_OTHER_VALUE: "就一只乌龟 很好养" to "家里是猫、狗，还是其他小
宠物？" (values 猫, 狗, 其他) took the count and asked again, and "a tortoise" was refused as
no value the slot lists, where the author had listed a value for every other pet. A value
(or synonym) of the slot that the lexicon's ``other_values`` names is that slot's catch-all:
a clear answer naming a thing the slot does not list takes it, the words said kept as the
value's ``raw_text``. What a clear answer is, is the unlisted answer's reading
(``unlisted_answer.py``: short, no question, no negation, no talk) or a thing counted with
a measure word ("一只乌龟", "两只仓鼠"), a word of the lexicon's ``classifiers`` or one the
flow's slots count or declare. A slot listing no such value refuses the thing as before.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from ..commands import SetSlot
from ..spec import FlowSpec, SlotSpec, SlotType
from .another_slot import other_slot_reads
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, has_cjk, normalize
from .mood import mood
from .numbers import NUMERAL_CHARS
from .utterance import Turn
from .value_words import alternation

if TYPE_CHECKING:
    from .knowledge import Knowledge


@lexicon_grammar
class _OtherWords:
    """The lexicon's ``other_values`` of both languages, normalized, and its Chinese
    ``classifiers`` and ``item_ends``, built once."""

    def __init__(self, w: ListWords) -> None:
        self.others = frozenset(normalize(v) for v in w.words("other_values"))
        self.measures = tuple(w.words("classifiers", ("zh",)))
        self.ends = re.compile(rf"[{w.zh_chars('item_ends')}，,。\s]")


def other_value(spec: SlotSpec, lex: Lexicon) -> str | None:
    """The slot's listed value that stands for the things it does not list, or None."""
    if spec.type != SlotType.ENUM:
        return None
    others = grammar(lex, _OtherWords).others
    for value in spec.values:
        said = [value, *spec.synonyms.get(value, [])]
        if any(normalize(str(s)) in others for s in said):
            return str(value)
    return None


def taken_as_other(spec: SlotSpec, lex: Lexicon, said: SetSlot) -> SetSlot:
    """``said`` (an unlisted answer for ``spec``) as the slot's other value, its words kept;
    ``said`` itself when the slot lists none."""
    other = other_value(spec, lex)
    if other is None:
        return said
    return SetSlot(slot=spec.name, value=other, raw_text=said.raw_text, confidence=1.0)


def other_counted(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec) -> list[SetSlot]:
    """A thing counted with a measure word that the asked slot does not list ("就一只乌龟",
    "是两只仓鼠"), when the slot lists a value for every other thing: that value, the
    thing's words kept."""
    other = other_value(spec, t.lex)
    if other is None or not has_cjk(t.scan) or t.negations():
        return []
    if mood(t.lex, t.raw, t.norm).asking:
        return []
    words = grammar(t.lex, _OtherWords)
    own = tuple(m for s in flow.slots for m in (*s.counts, *s.measures) if has_cjk(m))
    parser = u.parser(flow, spec)
    for m in _counted(tuple(dict.fromkeys((*words.measures, *own)))).finditer(t.scan):
        item = words.ends.split(m.group("item"), maxsplit=1)[0]
        if len(item) < 2 or parser.choices.mentions(item):
            continue  # a listed value is read elsewhere
        if other_slot_reads(u, t, flow, spec, item):
            continue  # "两个明天下午": another slot's value, no thing
        return [SetSlot(slot=spec.name, value=other, raw_text=item, confidence=1.0)]
    return []


@lru_cache(maxsize=64)
def _counted(measures: tuple[str, ...]) -> re.Pattern[str]:
    """A count, a measure word of ``measures`` and the Chinese run after it (``item``)."""
    return re.compile(
        rf"(?:\d+|{NUMERAL_CHARS}+)\s*(?:{alternation(measures)})(?P<item>[\u4e00-\u9fff]{{1,8}})"
    )
