"""What tells two neighbouring flows apart in the author's own words.

The embedding model scores two flows of one domain that share most of their words ("book
a service" / "cancel the service", "订座位" / "取消座位") within the request margin, and the
bot asks "Did you want X or Y?". The author has often said what tells them apart: a word
that most of one flow's texts (description, triggers, examples) say and none of the
other's does ("club" of joining a club beside "meeting a teacher", "order" of printing an
order beside binding one). A message that says such a mark of exactly one of the two asks
for that one; a message with marks of both, or of neither, is still asked about.

No word list: a mark is found in the author's texts, by counting. A Latin word is taken by
its first ``_STEM`` letters ("punctured" meets "puncture"), a Chinese one by its
characters (a character said by most of one flow's texts and by none of its neighbour's is
that flow's own: 退 of a refund beside a charge). Words shorter than ``_SHORT`` letters
carry no mark ("the", "to", "my" are said by every flow).
"""

from __future__ import annotations

import re

from ..spec import Domain
from .lexicon import normalize
from .meaning_index import flow_texts

#: letters of a Latin word that name it: its inflections share them
_STEM = 5
#: Latin words shorter than this carry no mark
_SHORT = 3
#: a mark is said by at least this share of its flow's texts
_SHARE = 0.5
_WORD = re.compile(r"[a-z]+|[\u4e00-\u9fff]")


def tokens(text: str) -> frozenset[str]:
    """A text's words as marks are counted: Latin stems and Chinese characters."""
    words = _WORD.findall(normalize(text))
    latin = (w[:_STEM] for w in words if w.isascii() and len(w) >= _SHORT)
    han = "".join(w if not w.isascii() else " " for w in words)
    pairs = (han[i : i + 2] for i in range(len(han) - 1) if " " not in han[i : i + 2])
    return frozenset([*latin, *pairs])


class DistinctWords:
    """Each flow's texts as words, to tell two close flows apart (see the module)."""

    def __init__(self, domain: Domain) -> None:
        self._texts = {f.name: [tokens(x) for x in flow_texts(f)] for f in domain.flows.values()}
        self._said = {n: frozenset().union(*ts) for n, ts in self._texts.items()}

    def marks(self, flow: str, other: str) -> frozenset[str]:
        """Words most of ``flow``'s texts say and none of ``other``'s."""
        texts = self._texts.get(flow, [])
        own = self._said.get(flow, frozenset()) - self._said.get(other, frozenset())
        return frozenset(w for w in own if sum(w in t for t in texts) >= _SHARE * len(texts))

    def tell(self, first: str, second: str, text: str) -> str | None:
        """Which of two flows the message names by its own marks, when only one is."""
        said = tokens(text)
        a = bool(said & self.marks(first, second))
        b = bool(said & self.marks(second, first))
        if a == b:
            return None
        return first if a else second
