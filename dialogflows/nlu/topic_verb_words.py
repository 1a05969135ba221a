"""The shape of a Chinese request made of a verb and a count alone, its object dropped
("那帮我约一个"): read by ``topic_verb.py``, which starts the flow, and by ``remarks.py``,
for which such a clause tells nothing (REQUEST_OF_A_DROPPED_OBJECT_KEPT_AS_THE_NOTE); a
neutral module, it imports no reader."""

from __future__ import annotations

import re

from .grammar_words import ListWords, lexicon_grammar


@lexicon_grammar
class TopicVerbWords:
    """The shape of such a request: an acknowledgement ("行", "好吧": ``affirm``), a then
    word ("那", ``then_words``), the words that ask for something done
    (``topic_verb_leads``: "帮我", "给我"; or none, "那约一个"; an adverb of adding before or
    after them, ``topic_verb_adverbs``: "那也帮我约一个"), the verb of one or two characters, a count with
    its measure word ("一个", "个", "两份"), a softener ("一下", ``verb_softeners``) or a
    colloquial count (``topic_verb_counts``: "俩"), and particles (``particles``) to the
    end; a verb of booking (``booking_verbs``) needs no count ("那就约吧", "先约吧"). A regex, as the verb is any one or two characters between the lead and the count,
    which no phrase list can say; None in a language with no leads."""

    def __init__(self, w: ListWords) -> None:
        leads = w.zh_alt("topic_verb_leads")
        #: "那也帮我约一个", "给我也约一个吧": an adverb of adding before or after the lead
        adverbs = w.words("topic_verb_adverbs", ("zh",))
        adverb = rf"(?:{w.zh_alt('topic_verb_adverbs')})?" if adverbs else ""
        count = rf"[{w.zh_chars('count_chars')}\d]*(?:{w.zh_alt('classifiers')})"
        fills = "|".join(
            x for x in (count, w.zh_alt("verb_softeners"), w.zh_alt("topic_verb_counts")) if x
        )
        #: "那就约吧", "先预约吧": a verb of booking needs no count after it
        booking = w.zh_alt("booking_verbs")
        booked = rf"|(?P<booked>{booking})" if booking else ""
        self.shape = (
            re.compile(
                rf"^\s*(?:(?:{w.zh_alt('affirm')})[{w.zh_chars('particles')}]*\s*)?"
                rf"(?:{w.zh_alt('then_words')})?\s*{adverb}(?:{leads})*{adverb}"
                rf"(?:(?P<verb>[\u4e00-\u9fff]{{1,2}}?)(?:{fills}){booked}|(?P<own>[\u4e00-\u9fff]))"
                rf"[{w.zh_chars('particles')}]*\s*[。.!！~～]*\s*$"
            )
            if leads
            else None
        )
        #: verbs that ask for any service by booking it (``booking_verbs``: "约", "预约")
        self.booking = frozenset(w.words("booking_verbs", ("zh",)))
