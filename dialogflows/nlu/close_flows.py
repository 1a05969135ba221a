"""Which of the flows meaning ranks first a request asks for: telling close flows apart.

Reading by meaning ranks the domain's flows by closeness to a message. The first is taken
outright only when it leads the runner-up by the domain's calibrated choose margin
(``calibration.py``); neighbouring flows of one domain often score within it ("book a
service" / "cancel the service", "存酒" / "取酒"). Below the margin the two are told apart
here, before the bot asks "Did you want X or Y?":

- by the author's own words (``distinct_words.py``): a message that says a word most of
  one flow's texts say and none of the other's asks for that one;
- not where one of the two undoes things: a flow and the one that undoes it share their
  object ("leave the nest" / "remove the nest"), and what tells them apart is the undoing,
  which the undo relation reads (``undo_relation.py``), not a word of the object.

What is neither a clear winner nor told apart is asked about. Where the rules started a
flow on a weak reading, the flow meaning puts first replaces it only by the same margin
(``overrule``): a close second opinion leaves the rules' reading standing. One concept lives here: the
choice among close flows; what the message is (a request, a question, an undoing) is
decided before, by ``meaning_request.py``.
"""

from __future__ import annotations

from collections.abc import Set
from dataclasses import dataclass

from ..spec import Domain
from .distinct_words import DistinctWords
from .meaning_index import Ranked


@dataclass(frozen=True)
class Choice:
    """The flow chosen among the first ranked, or the two to ask between."""

    #: the flow the message asks for (None: ask between ``ask``)
    flow: str | None = None
    #: chosen by the author's words, within the margin
    told_apart: bool = False
    #: the two flows to ask about when none is chosen
    ask: tuple[str, ...] = ()


class CloseFlows:
    """Chooses among the flows meaning ranks first (see the module)."""

    def __init__(self, domain: Domain) -> None:
        #: the words that tell two neighbouring flows apart, in the author's texts
        self._words = DistinctWords(domain)

    def choose(self, ranked: Ranked, margin: float, text: str, undoers: Set[str]) -> Choice:
        """The clear winner by ``margin``, else the one of the two first that ``text``
        names by its own words (unless one of them undoes things), else a question."""
        best = ranked.best
        if best is None:
            return Choice()
        if ranked.margin >= margin:
            return Choice(flow=best)
        told = self.told_apart(ranked, text, undoers)
        if told is not None:
            return Choice(flow=told, told_apart=True)
        return Choice(ask=ranked.names[:2])

    def told_apart(self, ranked: Ranked, text: str, undoers: Set[str]) -> str | None:
        """Of the two flows meaning cannot choose between, the one whose own words the
        message says, if only one's."""
        if len(ranked.names) < 2:
            return None
        first, second = ranked.names[0], ranked.names[1]
        if {first, second} & undoers:
            return None  # the undoing, not the object, tells these apart
        return self._words.tell(first, second, text)

    @staticmethod
    def overrule(ranked: Ranked, rules_flow: str, margin: float) -> str | None:
        """The flow meaning puts above the one the rules started on a weak reading by
        ``margin``, if any: within it the rules' reading stands."""
        best = ranked.best
        if best is None or best == rules_flow:
            return None
        scores = dict(zip(ranked.names, ranked.scores, strict=True))
        return best if scores[best] - scores.get(rules_flow, -1.0) >= margin else None
