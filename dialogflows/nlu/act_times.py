"""A listed value said as the time of an act: "13912345678 打电话前先发个短信" beside a way to
consult whose synonym is 打电话, "面谈之前要填表吗" beside 面谈.

Chinese makes an act the time of another by a word glued after it (the lexicon's
``act_time_tails``: 前, 之前, 以后, 的时候): "打电话前" is "before you call". A value of a
listed slot so followed names no choice of that slot: it was volunteered beside the phone
and changed the way to consult from 视频 to 语音 (ACT_NAMED_AS_A_TIME_READ_AS_A_VALUE). Only
listed values: a day or a time so said ("3点以后") is read as its slot reads it. And only a
value that opens its clause, the act itself: one after a verb is that verb's object, the
value still ("玩午夜医院的时候": when playing 午夜医院, the theme played; the merge's CI run
caught tests/test_mishi.py). A reader's filter (``volunteered``); no reader of the pipeline
lives here.
"""

from __future__ import annotations

from ..spec import SlotSpec, SlotType
from .lexicon import has_cjk
from .parsed import Parsed
from .utterance import Turn


def acts_as_times_dropped(
    t: Turn, found: list[tuple[SlotSpec, Parsed, int]]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """``found`` (slot, value, weight) without the listed values said right before a word
    of ``act_time_tails``: the time of an act, no value of their slot."""
    tails = t.lex["act_time_tails"]
    if tails.regex is None:
        return found
    return [
        f
        for f in found
        if f[0].type != SlotType.ENUM
        or not f[1].raw_text
        or f[1].end <= f[1].start
        or tails.prefix(t.scan[f[1].end :]) is None
        or _after_a_word(t.scan, f[1].start)
    ]


def _after_a_word(text: str, start: int) -> bool:
    """A Chinese character stands right before ``start``: the value is a verb's object."""
    return start > 0 and has_cjk(text[start - 1])
