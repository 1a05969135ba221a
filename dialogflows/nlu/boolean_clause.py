"""A yes or a no leading a message, as a clause of its own: what of the message is the
answer, so that the rest ("yes, from 5 elm st") is read beside it (``first_clause``).
Shared by the readers of a yes-or-no answer (``boolean_values``, ``boolean_echo``)."""

from __future__ import annotations

import re

from .lexicon import has_cjk, normalize
from .parsed import Parsed

#: where a yes or a no said as a clause of its own ends: its mark ("yes, from 5 elm st")
_CLAUSE_MARK = re.compile(r"[,，。;；!！]")


def first_clause(value: bool, text: str, words: int = 0, said: str = "") -> Parsed:
    """A yes or a no leading ``text``: the whole message, unless the yes is a clause of its
    own ("需要的，到中关村大街1号来取", "yes, from 5 elm st"), whose rest is then said beside
    it (the value of a slot that applies once the answer is given, a slot the flow asks
    later) rather than taken into the answer and dropped. Typed in a chat the mark is often
    left out: an English yes of ``words`` words run into more words ("yes its for my mum",
    "yep about 4 bags") is such a clause too, up to its last word, and so is a Chinese one
    typed with a space for the mark ("要的 地址是…"), when the words before the space are the
    yes ``said`` (normalized) and no more ("要的地址 …" is no clause of its own)."""
    m = _CLAUSE_MARK.search(text)
    if m is not None and words and not has_cjk(text):
        # YES_RUN_INTO_A_LATER_CLAUSE: a mark only further on ("yes please to 5 mill lane,
        # otley") ends no clause the yes's own words began; the yes ran into the rest there
        # too, and the rest (the address, mark and all) is said beside it
        run = re.match(rf"\s*(?:\S+\s+){{{words - 1}}}\S+?(?=\s+\w)", text[: m.start()])
        if run is not None and normalize(run.group(0)) == normalize(said):
            return Parsed(value, run.group(0).strip(), 0.9, 0, run.end())
    if m is None and words:
        lead = re.match(rf"\s*(?:\S+\s+){{{words - 1}}}\S+(?=\s+\S)", text)
        if lead is not None and (not has_cjk(text) or normalize(lead.group(0)) == normalize(said)):
            return Parsed(value, lead.group(0).strip(), 0.9, 0, lead.end())
    if m is None or not text[m.end() :].strip(" ,，。.;；!！?？"):
        return Parsed(value, text.strip(), 0.9, 0, len(text))
    return Parsed(value, text[: m.start()].strip(), 0.9, 0, m.start())
