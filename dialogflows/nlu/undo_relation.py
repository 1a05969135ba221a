"""Which flows an undoing flow undoes, measured once from the author's texts.

What an undoing flow acts on is what its texts say without the undo words ("cancel a hold
you placed on a book" → "a hold you placed on a book"); the non-undoing flows nearest to
that object (pooled cosine over the meaning index) are what it undoes: the nearest, and
those within ``UNDONE_MARGIN`` of it. "cancel the visit" undoes booking the visit and
moving it; "cancel my hold" undoes placing a hold, not booking a study room. The author
names no link; the texts are near each other.

The flows that change what another made (``made_things.changers_of_made``: "move my
appointment", "改约") less those an undoing flow undoes are measured here too (``changes``):
an undoing of a change ("never mind moving it") keeps the thing as it was, so it starts no
flow that undoes.

Apart from ``meaning_request.py`` (which decides what an undoing message starts) because it is a
relation of the domain, measured at load, not a reading of a message.
"""

from __future__ import annotations

import numpy as np

from ..spec import Domain, FlowSpec
from .clauses import clauses
from .lexicon import normalize
from .made_things import changers_of_made
from .meaning_index import MeaningIndex, flow_texts
from .pooling import pooled
from .query_forms import QueryForms

#: how far below the nearest one (pooled cosine) another flow may be and still be undone by
#: an undoing flow ("cancel the visit" undoes rescheduling it and booking it; "cancel my
#: hold" undoes placing a hold, not booking a study room)
UNDONE_MARGIN = 0.1


class UndoRelation:
    """The flows each undoing flow undoes; ``undoers`` are the flows whose texts carry undo
    or cancel words (the domain language's ``QueryForms``). Each is measured once."""

    def __init__(
        self, domain: Domain, index: MeaningIndex, forms: QueryForms, undoers: frozenset[str]
    ) -> None:
        self.domain, self.index, self.forms, self.undoers = domain, index, forms, undoers
        self._undone: dict[str, frozenset[str]] = {}
        self._changes: frozenset[str] | None = None

    def warm(self) -> None:
        """Measure every undoer and the changing flows now (at load): a turn then embeds
        the message only."""
        for undoer in self.undoers:
            self.undone(undoer)
        self.changes()

    def undone(self, undoer: str) -> frozenset[str]:
        """The flows ``undoer`` undoes (none for a flow the index does not hold)."""
        got = self._undone.get(undoer)
        if got is None:
            group = self.index.flows
            flow = self.domain.flows.get(undoer)
            if flow is None or undoer not in group.names:
                return frozenset()
            objects = [self.forms.undone_object(normalize(x)) for x in flow_texts(flow)]
            vectors = self.index.texts([x for x in objects if x])
            if not len(vectors):
                vectors = group.matrix[group.owner == group.names.index(undoer)]
            each = [pooled(group.matrix @ v, group.owner, len(group.names))[0] for v in vectors]
            # what all its texts name together, and what its description names on its own
            # (the author's fullest statement): "取消叫的车或者预约的接送机订单" undoes
            # calling a car and booking an airport ride, though most triggers say the first
            said = self.forms.undone_object(normalize(flow.description))
            whole = [np.mean(each, axis=0)]
            if said:
                v = self.index.texts([said])[0]
                whole.append(pooled(group.matrix @ v, group.owner, len(group.names))[0])
            got = frozenset().union(*(self._nearest(group.names, s) for s in whole))
            self._undone[undoer] = got
        return got

    def changes(self) -> frozenset[str]:
        """The flows that change what another flow made (``made_things.changers_of_made``:
        "move my appointment", "改约"), measured once. Undoing such a change ("never mind
        moving it", "改期就算了") keeps the thing as it was: no undoing flow starts. Where an
        undoing flow's own triggers say a change word ("cancel my move" of a removals firm),
        what it undoes is a thing said with that word, not a change of one: none of the
        flows it undoes is a change."""
        if self._changes is None:
            said = set(changers_of_made(self.domain, self.forms, self.undoers))
            for undoer in self.undoers:
                flow = self.domain.flows.get(undoer)
                if flow is not None and self._says_change(flow):
                    said -= self.undone(undoer)
            self._changes = frozenset(said)
        return self._changes

    def _says_change(self, flow: FlowSpec) -> bool:
        """A trigger of ``flow`` says a change word."""
        return any(self.forms.says_change(normalize(x)) for x in flow.triggers)

    def undoes_change(self, raw: str, named: str | None) -> bool:
        """``raw``, an undoing message, undoes a change: what a clause of it that undoes or
        cancels undoes opens with a change word ("never mind moving it", "改期就算了"; not
        "call off the appointment, we're moving out" nor "we are moving abroad so i wont
        need the paper anymore", whose change word is a reason), and
        ``named`` (the flow its object names, when meaning says one) is a change."""
        changes = self.changes()
        if not changes or (named is not None and named not in changes):
            return False
        forms = self.forms
        return any(
            (forms.undoes(norm) or forms.cancels(norm))
            and forms.opens_with_change(forms.undone_object(norm))
            for norm in (normalize(c) for c in clauses(raw))
        )

    def _nearest(self, names: tuple[str, ...], scores: np.ndarray) -> frozenset[str]:
        """The flows that do not undo nearest by ``scores``: the first and any within
        ``UNDONE_MARGIN`` of it."""
        rows = [(float(scores[i]), n) for i, n in enumerate(names) if n not in self.undoers]
        top = max((x for x, _ in rows), default=0.0)
        return frozenset(n for x, n in rows if x >= top - UNDONE_MARGIN)
