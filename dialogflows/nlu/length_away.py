"""A length of time said alone where a day is asked: "2 weeks" to "When do you need it
by?" is two weeks from today; to "When did you buy it?" two weeks ago.

LENGTH_ALONE_TO_A_DATE_QUESTION. People answer "when?" with how far off it is and leave
out "in" or "ago", which the slot's bounds make plain: a day to come or a day gone by. The
message is read as said with the words that make a length a day ahead (the values
lexicon's ``date_in_after``: "from now", "以后") and with those that make it a day back
(``date_ago_after``: "ago", "以前"); the one reading the slot takes, if only one does, is
the answer. A length said beside other words is not read so: "for 2 weeks" is a stay."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..spec import SlotType
from .durations import counts_days
from .lexicon import has_cjk
from .parsed import Parsed
from .value_words import Words

if TYPE_CHECKING:
    from .utterance import Turn
    from .values import ValueParser


#: the most words a length said alone holds ("a couple of weeks")
_MOST_WORDS = 4


def day_a_length_away(t: Turn, parser: ValueParser) -> Parsed | None:
    """The day the message, a length of time alone, names for ``parser``'s date slot;
    None when the message is no length alone or both readings, or neither, fit."""
    said = t.scan.strip(" .!?,")
    if not said or len(said.split()) > _MOST_WORDS:
        return None
    words = Words.of(t.lex)
    if _stay_open(t, words):
        return None
    own = words.zh if has_cjk(said) else words.en
    glue = "" if has_cjk(said) else " "
    fits: list[Parsed] = []
    for key in ("date_in_after", "date_ago_after"):
        ends = own.words(key)
        if not ends:
            continue
        text = f"{said}{glue}{ends[0]}"
        found = parser.scan(text, t.now, t.language)
        whole = [p for p in found if p.start == 0 and p.end == len(text)]
        if len(whole) == 1 and parser.validate(whole[0].value, t.now) is None:
            fits.append(Parsed(whole[0].value, t.raw.strip(), 1.0, 0, len(t.scan)))
    return fits[0] if len(fits) == 1 else None


def _stay_open(t: Turn, words: Words) -> bool:
    """The running flow has an empty slot counting days or nights, which a length alone
    answers (``durations.counts_days``)."""
    flow, task = t.flow, t.task
    if flow is None:
        return False
    return any(
        s.type == SlotType.INTEGER
        and counts_days(s, words)
        and (task is None or task.value(s.name) is None)
        for s in flow.slots
    )
