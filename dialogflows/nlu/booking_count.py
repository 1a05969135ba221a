"""A count said of the booking itself, not of what a slot counts (COUNT_OF_THE_BOOKING_READ_AS_
THE_THINGS_COUNT).

"6个人多少钱", then "行 那帮我约一个 周六晚上" asked for 1 diner ("抱歉，不能小于2"): the 一个
of "约一个" counts the booking made (the object dropped, as the talk named it), and the slot
counting people (``counts: 人``) read it as one person. A number right after a verb of
booking (the lexicon's ``booking_verbs``: 约, 订), with only a general measure word after it
(``general_measures``: 个) and then the clause's end, is no count of a slot that counts a
thing of its own; "约4个人" and "订3只" still are.
"""

from __future__ import annotations

import re

from .grammar_words import ListWords, lexicon_grammar


@lexicon_grammar
class BookingCount:
    """The words around a count of the booking, compiled once per lexicon."""

    def __init__(self, w: ListWords) -> None:
        zh = ("zh",)
        verbs, measures = w.words("booking_verbs", zh), w.words("general_measures", zh)
        tails = w.text("echo_tails", zh)
        self.before = re.compile(rf"(?:{w.alt('booking_verbs', zh)})\s*$") if verbs else None
        close = rf"[{re.escape(tails)}]*" if tails else ""
        self.after = (
            re.compile(rf"\s*(?:{w.alt('general_measures', zh)}){close}(?=$|[\s,，。.!！?？;；])")
            if measures
            else None
        )

    def of_the_booking(self, text: str, start: int, end: int) -> bool:
        """The number at ``start``–``end`` of ``text`` counts the booking."""
        if self.before is None or self.after is None:
            return False
        return bool(self.before.search(text[:start])) and bool(self.after.match(text, end))
