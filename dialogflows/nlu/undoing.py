"""Reading a message that undoes something: which flow it may start, if any.

"scrap the repair booking", "讲解员不用约了", "dont bother booking the designer": a message
that undoes what its object names never asks for the flow its object names. Only a flow
that undoes that one may start (``undo_relation``, measured at load), or nothing. Apart from
``meaning_request.py``, which decides that a message undoes, ranks the flows for it and turns the
decision into commands, because this is one decision of its own with its own rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..commands import ChitChat, Command, StartTask
from .clauses import clauses
from .declines import Declines
from .lexicon import normalize
from .meaning_index import Ranked
from .reading import Reading
from .undo_relation import UndoRelation
from .utterance import Turn


@dataclass(frozen=True)
class Undoing:
    """What an undoing message may start: ``start`` that flow (``None``: nothing at all),
    or ask between the flows of ``ask`` (at ``score``)."""

    start: str | None = None
    ask: tuple[str, ...] = ()
    score: float = 0.0


class UndoReader:
    """The reading of undoing messages of one domain: the undo relation of its flows, and
    the frames that turn down a flow's own action."""

    def __init__(self, relation: UndoRelation, declines: Declines | None) -> None:
        self.relation, self.declines = relation, declines

    def read(
        self,
        t: Turn,
        ranked: Ranked,
        undoers: frozenset[str],
        reading: Reading,
        commands: list[Command],
    ) -> Undoing | None:
        """A message that undoes something ("scrap the repair booking", "cancel my study
        room booking") asks for no flow its object names (``book_repair``): only a flow that
        undoes that one (``undo_relation``: ``cancel_visit``) may start, the nearest such. What
        the object names is the nearest flow that does not itself undo (or any as near
        within the choose margin: meaning cannot tell them apart). When no flow undoes
        it, nothing starts ("forget about the food order" where only a grooming can be
        cancelled). A message nearer a flow that undoes than any other flow, by twice the
        choose margin, names no other flow's object: it is read as any request. In a domain
        where no flow's texts undo, the message starts nothing when it turns down the very
        action of the flow it names. ``None``: no decision of an undoing, the message is
        read as any request.
        """
        others = [
            (n, x) for n, x in zip(ranked.names, ranked.scores, strict=True) if n not in undoers
        ]
        if not others:
            return None
        reading.reader = "undo"
        if not undoers:
            # no flow's texts undo ("退票" refunds without an undo word): the nearest flow
            # may still be the one that undoes, unless the message turns down the very
            # action of that flow ("讲解员不用约了": 约讲解员; "dont bother booking the
            # designer", read as a no by the rules)
            if not self.turns_down(t, ranked.best, commands) and not self.object_of_undoing(
                t, ranked.best
            ):
                reading.reader = "request"
                return None
            reading.path, reading.sure = "meaning", True
            reading.detail["decided"] = "nothing_undoes"
            return Undoing()
        # what the object names: the nearest flow that does not undo, and any as near within
        # the choose margin ("undo my reservation": a hold, or a room booked?)
        near = others[0][1] - self.relation.index.margins.choose
        named = {n for n, x in others if x >= near}
        runners = [
            (n, x)
            for n, x in zip(ranked.names, ranked.scores, strict=True)
            if n in undoers and named & self.relation.undone(n)
        ]
        if (
            runners
            and ranked.best == others[0][0]
            and self._turns_down_only(t, others[0][0], commands)
        ):
            # "不用催了，师傅到了" (of 催一下师傅), "dont sign me up for the plan after all":
            # the message turns down the very action of the flow its object names, nearer
            # that flow than any flow that undoes, with no cancel word besides; it asks
            # for no flow that undoes something (cancelling an order is no "stop
            # chasing"), whatever the relation says. "保养不做了" is nearest the flow that
            # cancels a maintenance booking ("不做保养了"): that one still decides
            reading.path, reading.sure = "meaning", True
            reading.detail["undone"] = sorted(named)
            reading.detail["decided"] = "turned_down"
            return Undoing()
        # "cant make the visit tomorrow, pls cancel", "那个外卖算了，我不要了": the message is
        # nearer the flow that undoes than any flow whose object it could name, clearly
        # (below both of two close ones): it names no other flow's object, only what that
        # flow undoes, and is read as any request. A message that names an object ("cancel
        # my study room booking") is near its flow
        # ("cancel my practice room booking": the rules read the trigger of a flow that
        # the flow that undoes does not undo, so the message names that flow's object)
        if (
            ranked.best in undoers
            and others[0][0] not in self.relation.undone(ranked.best)
            and self._turns_down_only(t, others[0][0], commands)
        ):
            # "dont enrol her yet, we'll wait for spring" nearest a flow that cancels a
            # lesson: the message turns down the very action of the flow it names, which
            # that flow does not undo; it asks for nothing to be undone, however near the
            # two scores stand (a margin's width decided it, so the reading changed with
            # the machine's arithmetic)
            reading.path, reading.sure = "meaning", True
            reading.detail["undone"] = sorted(named)
            reading.detail["decided"] = "nothing_undoes"
            return Undoing()
        clear = ranked.scores[0] - others[0][1] >= 2 * self.relation.index.margins.choose
        if ranked.best in undoers and ranked.best not in dict(runners) and clear:
            clear = not any(
                isinstance(c, StartTask)
                and c.flow not in undoers
                and c.flow not in self.relation.undone(ranked.best)
                for c in commands
            )
        if ranked.best in undoers and ranked.best not in dict(runners) and clear:
            reading.reader = "request"
            reading.detail["names_nothing"] = True
            return None
        if runners and self.relation.undoes_change(t.raw, others[0][0]):
            # "never mind moving it, i can make wednesday after all", "改期就算了": the
            # message undoes a change (its undoing clause says one, nearest a flow that
            # changes what another made, which a flow that undoes undoes too); the thing
            # stays as it was, nothing is cancelled
            reading.path, reading.sure = "meaning", True
            reading.detail["undone"] = sorted(named)
            reading.detail["decided"] = "nothing_undoes"
            reading.detail["change_undone"] = True
            return Undoing()
        if len(runners) > 1 and runners[0][1] - runners[1][1] < self.relation.index.margins.choose:
            # two flows undo it, as near as each other ("i need a break from the gym, dont
            # want to lose my plan": end it or pause it?): the flow meaning puts first
            # decides as for any request, if it is one of them; else ask which
            if ranked.best in dict(runners):
                reading.reader = "request"
                return None
            reading.path, reading.sure = "meaning", False
            reading.detail["decided"] = "ask"
            return Undoing(ask=tuple(n for n, _ in runners[:2]), score=runners[0][1])
        reading.path, reading.sure = "meaning", True
        reading.detail["undone"] = sorted(named)
        runner = runners[0][0] if runners else None
        reading.detail["decided"] = runner if runner is not None else "nothing_undoes"
        return Undoing(start=runner)

    def object_of_undoing(self, t: Turn, flow: str | None) -> bool:
        """A trigger of ``flow`` is said as what a clause undoes, before the clause's undo
        word ("包场的事算了 人凑不齐": the matter is dropped). Where no flow undoes, such a
        message asks for nothing; a trigger asked for in a clause of its own beside the
        undoing ("上次拍的不要了 重新约拍一次") is no object of it."""
        if flow is None:
            return False
        undo = self.relation.forms.undo
        # Chinese is matched without spaces; English by whole words
        joined = t.lex.language == "zh"

        def form(text: str) -> str:
            return text.replace(" ", "") if joined else f" {text.strip()} "

        triggers = [form(normalize(x)) for x in self.relation.domain.flows[flow].triggers]
        for clause in clauses(t.raw):
            m = undo.search(clause)
            if m is not None and any(
                x.strip() and x in form(clause[: m.start()]) for x in triggers
            ):
                return True
        return False

    def _turns_down_only(self, t: Turn, flow: str, commands: Sequence[Command]) -> bool:
        """The message turns down ``flow``'s own action and cancels nothing besides: no
        cancel word outside its declining or undoing frame."""
        if not self.turns_down(t, flow, commands):
            return False
        rest = self.declines.outside(t.norm) if self.declines is not None else t.norm
        return not self.relation.forms.cancels(rest)

    def turns_down(self, t: Turn, flow: str | None, commands: Sequence[Command]) -> bool:
        """The message turns down ``flow``'s own action: a no the rules read, or a declining
        or undoing frame around a verb of the flow's triggers (``Declines.flows``)."""
        if any(isinstance(c, ChitChat) and c.said == "declined" for c in commands):
            return True
        return self.declines is not None and flow in self.declines.flows(t.norm)
