"""What each part of a turn did, as typed records, and the turn's end read from them.

A turn used to carry loose flags (``_asked``, ``_touched``, ``_hold``, ``_retry``,
``_dequeued``, ``_confirm_owed``) that any layer set and any other read: who decided that
the closing question was not needed could not be told from the code. Now every command's
handler, and each advance of the active task, gets one ``Outcome``; what happens inside it
is written down as ordered ``Mark``s ("asked", "held", "a waiting task was taken up"), and
the turn's end (``Turn.advance``, ``Turn.prompt``) reads ``TurnEnd``: a fold over the
outcomes in order. The marks are kept in order because order matters: a queued task taken up
after a question was asked makes that question no longer count.

``Did`` (what a handler did, as the user would notice it) is derived from an outcome: what
was said, whether the state changed, whether a question was asked.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from operator import methodcaller


class Did(StrEnum):
    """What applying one command did, as the user would notice it."""

    #: nothing changed and nothing was said (a value for a queued task, noted later)
    NOTHING = "nothing"
    #: something was said; the state is as it was
    SAID = "said"
    #: the state changed (a slot, a task, a belief)
    CHANGED = "changed"
    #: the user was asked something: the turn's closing question is not needed
    ASKED = "asked"


class Mark(Enum):
    """One thing a part of the turn did that the turn's end depends on."""

    #: the user was asked something (or told something that needs no question after it)
    ASKED = "asked"
    #: what was said is not the question itself: the closing question is still needed
    NOT_ASKED = "not_asked"
    #: something the active task depends on changed: a waiting step may move on
    TOUCHED = "touched"
    #: a "no" to the confirmation: the task stays at its question until something changes
    HELD = "held"
    #: a value was given: a held task may move again
    RELEASED = "released"
    #: the question is asked again because it was not answered: its reprompt, if any
    RETRY = "retry"
    #: a task started or came back after the advance began: the advance runs once more
    ADVANCE_AGAIN = "advance_again"
    #: a waiting task (queued, on hold, or the caller of a pattern) was taken up: it is
    #: advanced again, and what was asked or held before is about the task that left
    TOOK_UP = "took_up"
    #: the task entered a confirming state: the turn ends with its confirmation
    OWES_CONFIRMATION = "owes_confirmation"
    #: the task left the confirming state, or its confirmation was said
    CONFIRMATION_PAID = "confirmation_paid"


@dataclass(slots=True)
class Outcome:
    """What one command's handler (or one advance, or the closing prompt) did."""

    #: the command type, or "advance" / "prompt" / "interrupted"
    part: str
    #: messages said and events recorded when the part began: what it said and changed
    #: are measured against them
    said_from: int = 0
    events_from: int = 0
    said: tuple[str, ...] = ()
    changed: bool = False
    marks: list[Mark] = field(default_factory=list)

    @property
    def asked(self) -> bool:
        """This part asked something, and nothing after it in the part undid that."""
        for m in reversed(self.marks):
            if m is Mark.ASKED:
                return True
            if m is Mark.NOT_ASKED or m is Mark.TOOK_UP:
                return False
        return False

    @property
    def did(self) -> Did:
        if self.asked:
            return Did.ASKED
        if self.changed:
            return Did.CHANGED
        return Did.SAID if self.said else Did.NOTHING


class TurnEnd:
    """The turn's end: the fold of its parts' marks, in order. ``Turn.mark`` applies each
    mark as it is made (the end is read several times a turn); ``of`` folds a list of
    outcomes from the start, and a test holds the two equal."""

    __slots__ = ("asked", "held", "owes_confirmation", "retry", "taken_up", "touched")

    def __init__(self) -> None:
        #: this turn has already said what it needs (a question or an error)
        self.asked = False
        #: a "no" in confirming holds the task at its question until something changes
        self.held = False
        #: something the active task depends on changed this turn
        self.touched = False
        #: the question is asked again because it was not answered
        self.retry = False
        #: the task entered a confirming state and its confirmation is not said yet
        self.owes_confirmation = False
        #: how many tasks were started or taken up after the advance began: each one more
        #: than the advance has looked at is advanced too
        self.taken_up = 0

    @classmethod
    def of(cls, outcomes: list[Outcome]) -> TurnEnd:
        end = cls()
        for outcome in outcomes:
            for m in outcome.marks:
                end.apply(m)
        return end

    def apply(self, m: Mark) -> None:
        """What ``m`` does to the end so far: its row of ``EFFECTS``, made a callable once
        (``APPLY``; looked up by the member's name: an ``Enum`` member hashes through a
        Python ``__hash__``, a call on every mark of every turn)."""
        APPLY[m._name_](self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TurnEnd):
            return NotImplemented
        return all(getattr(self, k) == getattr(other, k) for k in self.__slots__)

    __hash__ = None  # type: ignore[assignment]


#: what each mark does to the turn's end: the flags it sets (name, value), and how many
#: tasks it counts as taken up (each one more is advanced). One row per mark; a mark with
#: no row is a KeyError at its first use, and a test holds the table to ``Mark``.
EFFECTS: dict[Mark, tuple[tuple[tuple[str, bool], ...], int]] = {
    Mark.ASKED: ((("asked", True),), 0),
    Mark.NOT_ASKED: ((("asked", False),), 0),
    Mark.TOUCHED: ((("touched", True),), 0),
    Mark.HELD: ((("held", True),), 0),
    Mark.RELEASED: ((("held", False),), 0),
    Mark.RETRY: ((("retry", True),), 0),
    Mark.OWES_CONFIRMATION: ((("owes_confirmation", True),), 0),
    Mark.CONFIRMATION_PAID: ((("owes_confirmation", False),), 0),
    # what was asked or held before was about the task that left
    Mark.TOOK_UP: ((("asked", False), ("held", False)), 1),
    Mark.ADVANCE_AGAIN: ((), 1),
}


def _effect(sets: tuple[tuple[str, bool], ...], counted: int) -> Callable[[TurnEnd], object]:
    """One row of ``EFFECTS`` as a callable on the end, built at import: a row that sets
    one flag and counts nothing (all but two) is a C ``methodcaller``, so a mark runs no
    Python frame and no loop over its row."""
    if counted == 0 and len(sets) == 1:
        return methodcaller("__setattr__", *sets[0])

    def effect(end: TurnEnd) -> None:
        for name, value in sets:
            setattr(end, name, value)
        end.taken_up += counted

    return effect


#: ``EFFECTS`` by the member's name, each row made a callable on the end (``_effect``):
#: what ``TurnEnd.apply`` and ``TurnBase.mark`` call (a str hashes in C)
APPLY: dict[str, Callable[[TurnEnd], object]] = {
    m._name_: _effect(*row) for m, row in EFFECTS.items()
}
