"""A code of its slot's form but not its length, said with the request ("renew my loan
LB-12345" for a card "LB-[0-9]{6}", "track my parcel BC-12345"): a try at that code.

CODE_OF_THE_WRONG_LENGTH_WITH_THE_REQUEST_DROPPED: the flow started and asked for the code
without a word, as if none had been typed; the same code said after the slot's name ("card
LB-12345") or to its question was refused for its form ("Sorry, that does not have the
expected format."). A word of the message in the slot's written form with every counted
run let be of any length (``LB-[0-9]+``), holding a letter and a digit, is handed to the
slot as typed, so it is refused the same way and the user hears why it is asked again.
A form of digits alone is left: a number with the request is a count or a day as often as
a short code.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from ..commands import Command, StartTask
from ..spec import FlowSpec, SlotType
from .lexicon import has_cjk
from .slot_patterns import find_codes, unanchored

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn

#: a counted repetition of a written form ("{6}", "{4,8}")
_COUNTED = re.compile(r"\{\d+(?:,\d*)?\}")
#: a letter and a digit, both held by a code tried (a word of Latin letters alone is none)
_LETTER = re.compile(r"[A-Za-z]")
_DIGIT = re.compile(r"\d")


def with_tried_codes(u: Knowledge, t: Turn, out: list[Command]) -> list[Command]:
    """``out`` with each started flow's empty coded slot given the code tried for it."""
    for c in out:
        if isinstance(c, StartTask):
            flow = u.domain.flows.get(c.flow)
            if flow is not None:
                _tried(t, flow, c)
    return out


def _tried(t: Turn, flow: FlowSpec, start: StartTask) -> None:
    """Give ``start`` the code of a wrong length said for one of ``flow``'s coded slots,
    when the message holds no code of the right form for it."""
    for spec in flow.slots:
        if spec.type != SlotType.TEXT or not spec.pattern or spec.name in start.slots:
            continue
        strict, shaped = unanchored(spec.pattern), _any_length(spec.pattern)
        if strict is None or shaped is None or find_codes(strict, t.scan):
            continue
        tried = [
            code
            for code, _, _ in find_codes(shaped, t.scan)
            if _LETTER.search(code) and _DIGIT.search(code) and not strict.fullmatch(code)
        ]
        if len(tried) == 1:
            start.slots[spec.name] = tried[0]
            return


@lru_cache(maxsize=256)
def _any_length(pattern: str) -> re.Pattern[str] | None:
    """The unanchored written form with each counted run of any length, once per form;
    None for a form without counted runs, of digits alone, or in Chinese."""
    if has_cjk(pattern) or not _COUNTED.search(pattern) or not _LETTER.search(pattern):
        return None
    loose = unanchored(_COUNTED.sub("+", pattern))
    return loose
