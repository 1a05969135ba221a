"""A listed Chinese value made of a verb and its object ("取快递", "换表带", "交电费") said
with the object first and the verb after it in the same sentence: "快递帮我取一下",
"表带断了想换一根", "电费帮我交一下吧". Chinese puts the thing talked about first; the
verb, said again after it, closes its clause or is followed only by the words a verb ends
with there (a softener, a mark of done, a count of one: the lexicon's ``verb_softeners``,
``done_particles``, ``fronted_verb_tails``) and particles, so "快递取消了" (取 opening 取消)
names no 取快递. Split from ``choices.py``, which finds these beside its other forms."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from .lexicon import has_cjk

#: what may stand between the object and its verb, in characters of the same sentence
#: ("帮我", "断了想", "坏了 麻烦来": the thing is the topic of what follows it, across a
#: comma or a space typed for one)
_BETWEEN = 8
#: a character of the same sentence (no digit: a count or a time is another slot's)
_IN_SENTENCE = r"[^\d.;:!?。；：！？]"
#: where a clause closes: the message's end, or a space or a mark between clauses
_CLAUSE_END = r"(?=$|[\s,.;:!?，。；：！？、~～])"


def fronted_forms(
    forms: Mapping[str, str], tails: Iterable[str], particles: Iterable[str]
) -> list[tuple[re.Pattern[str], str]]:
    """For each Chinese form of three or four characters (a one-character verb and its
    object of two or three), a regex for the object, then up to ``_BETWEEN`` characters of
    the same sentence, then the verb closing the clause with ``tails`` and ``particles`` at
    most; paired with its value. An object that is itself a form names its own value, so it
    makes no pattern here. Empty when the lexicon has no tails (a language that puts its
    verb first)."""
    tail_words = sorted(set(tails), key=len, reverse=True)
    if not tail_words:
        return []
    tail = "(?:" + "|".join(map(re.escape, tail_words)) + ")"
    ends = "|".join(map(re.escape, sorted(set(particles), key=len, reverse=True)))
    after = rf"{tail}{{0,2}}" + (rf"(?:{ends})*" if ends else "") + _CLAUSE_END
    out: list[tuple[re.Pattern[str], str]] = []
    for form, value in forms.items():
        if not (3 <= len(form) <= 4 and form.isalpha() and has_cjk(form)):
            continue
        verb, thing = form[0], form[1:]
        if thing in forms:
            continue
        rx = re.compile(
            rf"{re.escape(thing)}(?:{_IN_SENTENCE}{{0,{_BETWEEN}}}?){re.escape(verb)}{after}"
        )
        out.append((rx, value))
    return out
