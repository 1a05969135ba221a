"""The reader contract: what a reader is given and what it gives back.

A reader reads one kind of thing from a message ("a control word", "a correction", "the
answer to the asked slot"). It is given the domain's compiled ``Knowledge``, the message
with a read-only view of the dialogue (``utterance.Turn``), and what the orchestrator
worked out before it ran (``Seen``: the trigger hits, the asked slot). It returns what it
found as commands (with the spans of the message it used: ``findings.Found``), or a flow
asked for (``findings.FlowAsked`` and its kin), or None when the message holds nothing of
its kind. It changes nothing: the pipeline records the spans a decision used and starts the
flows asked for (``starting.py``). It never calls the orchestrator nor another reader, and
the order readers run in is declared once, in ``pipeline.py``; so is the refine stage that
reworks what they found (the way back of a trip, the rest of a message).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..commands import Command
from ..spec import SlotSpec
from . import cues
from .cues import CueMissed, CueSource
from .findings import Found, Span
from .knowledge import Knowledge
from .trigger_hits import TriggerHit
from .utterance import Turn


@dataclass(slots=True)
class Seen:
    """What the orchestrator worked out for the readers of one message, once."""

    #: the stated beliefs' commands: they come along with whatever else the message says
    beliefs: list[Command] = field(default_factory=list)
    #: the message as the triggers read it (belief words blanked), normalized
    scanned: str = ""
    #: trigger hits of flows, outside supposed clauses ("if I cancel later, ...?")
    hits: list[TriggerHit] = field(default_factory=list)
    #: a flow other than the running one is asked for by its trigger phrase
    elsewhere: bool = False
    #: the slot the running task asked for
    asked: SlotSpec | None = None
    #: weak evidence may start a flow (no belief was stated)
    weak: bool = False
    #: the asked slot's answer weighed against another flow asked for (``weighing.py``)
    weighed: Weighed | None = None
    #: the flows the message's values point at (``ValueOwners.flows``), once: ``pointed_at``
    pointed: set[str] | None = None
    #: of those, the ones the values fit best, with no task running (``which_flow.py``)
    owners: set[str] | None = None
    #: with no task running, the flows undoing what the message says is no longer wanted
    #: ("we wont need the oven clean anymore": ``undone_thing.undone_refused``)
    undoing: list[str] = field(default_factory=list)


def pointed_at(u: Knowledge, t: Turn, seen: Seen) -> set[str]:
    """The flows the message's values point at, worked out once per message: a weak
    trigger checks them (``answering.requested``) and, with no trigger, they are the
    request (``which_flow.requested_by_values``)."""
    if seen.pointed is None:
        seen.pointed = u.owners.flows(t)
    return seen.pointed


@dataclass(slots=True)
class Weighed:
    """The asked slot's answer and the other flows the message asks for, worked out once
    for the answering readers (``pipeline.ANSWER``)."""

    #: the answer as read, and after a question was taken for none ("送哪里？" to an address)
    read: list[Command]
    answer: list[Command]
    #: where the answer stands in the message
    span: Span | None
    #: the answer is a value of the slot's type, as sure as typed
    typed: bool
    #: the trigger hits, weak ones too when no answer was typed
    hits: list[TriggerHit]
    #: the flows other than the running one asked for
    others: list[TriggerHit]
    #: another flow's request beats the answer
    switching: bool
    #: the values said beside the answer, read once when a reader asks (``beside``)
    beside: list[Command] | None = None


@dataclass(slots=True)
class Finding:
    """What a reader found: commands, the spans of ``Turn.scan`` it used, and its name."""

    commands: list[Command]
    reader: str
    spans: tuple[tuple[int, int], ...] = ()


#: a reader's reading: the commands it found (with their spans), or None when the message
#: holds none of its kind
Read = Callable[[Knowledge, Turn, Seen], "list[Command] | Found | None"]
#: when a reader is asked at all (cheap checks of the dialogue, not of the text)
When = Callable[[Turn, Seen], bool]
#: a refine step: the commands found so far, reworked
Refine = Callable[[Knowledge, Turn, "list[Command]"], "list[Command]"]


#: the bit of each reader that declares cues, by name (``cues.py``)
_BITS: dict[str, int] = {}


def _bit(name: str, source: CueSource | None) -> int:
    """The reader's bit in a message's cue mask; 0 for a reader with no cues (always
    asked). One bit per name: a name declared twice shares it."""
    if source is None:
        return 0
    return _BITS.setdefault(name, 1 << len(_BITS))


@dataclass(frozen=True, slots=True)
class Reader:
    """One reader of the declared list: its name (recorded with what it decides), when it
    is asked (None: always), its reading, and its cues (None: it may fire on any message;
    else what must occur in a message for it to find anything: ``cues.py``)."""

    name: str
    read: Read
    when: When | None = None
    cues: CueSource | None = None
    bit: int = field(default=0, init=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "bit", _bit(self.name, self.cues))


class ReaderError(Exception):
    """A reader (or a refine step) raised: which one, and its error. The understander's
    safety net records both (``nlu/failures.py``: the ``reader_failed`` event and the
    log) and takes the message as talk, so a bug is named instead of passing for a
    message the bot did not understand."""

    def __init__(self, reader: str, error: Exception) -> None:
        super().__init__(f"reader {reader!r} failed: {error!r}")
        self.reader = reader
        self.error = error


def first(readers: tuple[Reader, ...], u: Knowledge, t: Turn, seen: Seen) -> Finding | None:
    """The finding of the first reader of ``readers`` that is asked and finds something,
    with the spans of the message it used. One loop, no call per reader beyond its own:
    it runs for every message. A reader with cues none of which the message holds
    (``Turn.cues``, worked out once per message) is not asked. A reader that raises is
    named (``ReaderError``; the innermost, when one reader runs others)."""
    mask = t.cues
    try:
        for reader in readers:
            when = reader.when
            bit = reader.bit
            if bit and not mask & bit:  # none of its cues in the message: its ``when`` unasked
                if (
                    cues.CHECK
                    and (when is None or when(t, seen))
                    and reader.read(u, t, seen) is not None
                ):
                    raise CueMissed(f"reader {reader.name!r} fires on {t.raw!r} without its cues")
                continue
            if when is not None and not when(t, seen):
                continue
            found = reader.read(u, t, seen)
            if found is None:
                continue
            if isinstance(found, Found):
                return Finding(found.commands, reader.name, found.spans)
            return Finding(found, reader.name)
    except ReaderError:
        raise
    except Exception as e:  # costs nothing until a reader raises
        raise ReaderError(reader.name, e) from e
    return None


@dataclass(frozen=True, slots=True)
class Refiner:
    """One step of the refine stage: what the readers found, reworked ("I want to come
    back on the 28th" adds the flight back); the commands it adds carry its name."""

    name: str
    refine: Refine
    when: When | None = None
    cues: CueSource | None = None
    bit: int = field(default=0, init=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "bit", _bit(self.name, self.cues))

    def asked(self, u: Knowledge, t: Turn, seen: Seen, found: list[Command]) -> bool:
        """The step is asked: its ``when`` holds and the message holds one of its cues
        (``CHECK`` on: a step skipped that would change ``found`` raises)."""
        bit = self.bit
        if bit and not t.cues & bit:  # none of its cues in the message: its ``when`` unasked
            if (
                cues.CHECK
                and (self.when is None or self.when(t, seen))
                and self.refine(u, t, list(found)) != found
            ):
                raise CueMissed(f"refine step {self.name!r} fires on {t.raw!r} without its cues")
            return False
        return self.when is None or self.when(t, seen)
