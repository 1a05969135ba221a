"""The words that name the thing a flow that undoes things undoes, worked out once per
domain (``Knowledge.undone_words``): they depend on the flows and the lexicons only, and
``cancel_alone`` asks for them whenever a cancel is said with more words than the cancel
("can you cancel the tub on tuesday?"), where it used to build them again each time.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..spec import Domain, FlowSpec
from .lexicon import Lexicon, has_cjk, normalize


class UndoneWords:
    """Per domain: each flow's undone nouns, the Chinese measure words a thing is counted
    with, and the Chinese marks that make what stands before them a modifier."""

    def __init__(self, domain: Domain, lexicons: Mapping[str, Lexicon]) -> None:
        en, zh = lexicons.get("en"), lexicons.get("zh")
        self._en = en
        self._determiners = (
            frozenset(str(w) for w in en.raw.get("thing_determiners") or [])
            if en is not None
            else frozenset()
        )
        self._nouns = {f.name: self._nouns_of(f) for f in domain.flows.values()}
        #: the Chinese measure words a thing is counted with here: the lexicon's
        #: ``classifiers`` and what the domain's slots count or measure (节 of ``counts: 节``)
        counted = {str(x) for x in (zh.raw.get("classifiers") or [])} if zh is not None else set()
        for flow in domain.flows.values():
            for spec in flow.slots:
                counted |= {w for w in (*spec.counts, *spec.measures) if has_cjk(w) and len(w) == 1}
        self.counted = frozenset(counted)
        #: the marks making what stands before them a noun's modifier (``noun_marks``: 的)
        self.marks = (
            tuple(str(x) for x in (zh.raw.get("noun_marks") or [])) if zh is not None else ()
        )

    def nouns(self, undoing: FlowSpec) -> frozenset[str]:
        """The English nouns ``undoing``'s own triggers undo (``_nouns_of``)."""
        got = self._nouns.get(undoing.name)
        return got if got is not None else self._nouns_of(undoing)

    def _nouns_of(self, undoing: FlowSpec) -> frozenset[str]:
        """The last word of a trigger of ``undoing`` after one of the lexicon's
        ``undo_words`` and a ``thing_determiners`` word ("visit" of "cancel my visit",
        "party" of "call off the party"). The English counterpart of two characters of a
        Chinese trigger: "we wont need the visit on saturday anymore" names the visit. Only
        the undoing flow's own triggers: the making flow's ("book a visit") hold verbs
        said of anything."""
        if self._en is None:
            return frozenset()
        nouns: set[str] = set()
        for trigger in undoing.triggers:
            text = normalize(trigger)
            undo = self._en["undo_words"].search(text)
            if has_cjk(text) or undo is None:
                continue
            words = [w for w in text[undo.end() :].split() if w not in self._determiners]
            if words and len(words[-1]) >= 3:
                nouns.add(words[-1])
        return frozenset(nouns)
