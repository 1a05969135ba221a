"""A let-go word opening the answer to "Shall we get back to …?": "那算了 我自己送过去" after
"上门的话怎么收费" asked mid-booking, "算了 先看一件" after the price of one piece.

A question asked mid-task was answered and the task it broke waits on hold, offered back.
A let-go word then ("算了", "never mind") said first (a then word at most before it), with
values after it that take the held task up as an answer alone would (``resumed_with``),
lets go of what the question was about (the visit at its price, a second piece), not of the
task: the task is taken up with those values. Said alone, or with nothing the held task
takes after it ("算了 太贵了"), it still declines the offer. A part of the cancel reader
(``control.py``); no reader of the pipeline lives here.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from ..commands import Command
from .lexicon import normalize
from .resumed_values import resumed_with
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def taken_up_past_let_go(u: Knowledge, t: Turn, cancel: re.Match[str]) -> list[Command] | None:
    """LET_GO_WORD_BEFORE_THE_ANSWER_TO_THE_RESUME_OFFER: the held task taken up with the
    values said after ``cancel`` (a let-go word of ``t.norm`` opening the message), the
    let-go word read as how the answer is said; None when no task is offered back, when
    words other than a then word stand before it, when another let-go word follows, or
    when the held task takes nothing from the rest."""
    if t.task is not None or t.state.offer_resume is None:
        return None
    before = t.norm[: cancel.start()]
    then = t.lex["then_words"].prefix(before.strip())
    if before.strip() and (then is None or then.group(0) != before.strip()):
        return None  # "周六不行 算了 …": more than a then word before it
    after = t.norm[cancel.end() :].strip()
    if not after or t.lex["cancel"].search(after) is not None:
        return None  # "算了", "算了 不约了": the offer declined
    span = t.span_of(cancel.group(0))
    if span == (0, 0) and normalize(t.scan[: len(cancel.group(0))]) != cancel.group(0):
        return None  # its words not found where the scan has them
    return resumed_with(u, replace(t, taken=[*t.taken, span]))
