"""What a reader may know of the domain: the read-only knowledge compiled once per domain.

Readers are handed a ``Knowledge`` (the rule understander is one) and type against this
protocol, never against the orchestrator: the module imports no reader that takes one, so
the understanding's imports form no circle (``tests/test_structure.py`` checks it). Helper
objects built by readers that themselves take a ``Knowledge`` (the recall words of ``recall.py``, the follow-ups) are typed by the
small protocols below, naming only what the readers ask of them.

Nothing here starts, switches or resumes a flow: a reader that finds a flow asked for
says so in what it returns, and ``starting.py`` turns that into commands.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Protocol

from ..commands import Command
from ..spec import Domain, FlowSpec, SlotSpec
from .asides import Asides
from .carryover import CarryOver
from .farewells import Farewells
from .flow_names import Names
from .flow_words import FlowWords
from .lexicon import Lexicon, PhraseSet
from .owners import ValueOwners
from .replies import Replies
from .slot_namer import SlotNamer
from .talk import TalkReader
from .trigger_hits import TriggerHit
from .trigger_words import TriggerWords
from .triggers import TriggerIndex
from .undone_words import UndoneWords
from .utterance import Turn
from .values import ValueParser

#: a flow's slots with their parsers, those of them that may be found by type alone, its
#: date and count of nights when it takes a stay (``ranges.py``), and the slots found by
#: type alone while their twins of that type, each asked only on a condition, do not apply
VolunteerPlan = tuple[
    list[tuple[SlotSpec, ValueParser]],
    list[tuple[SlotSpec, ValueParser]],
    tuple[SlotSpec, SlotSpec] | None,
    list[tuple[SlotSpec, ValueParser, tuple[SlotSpec, ...]]],
]


class RecallNaming(Protocol):
    """The slots a question about a value names: ``recall.SlotWords``."""

    def named(self, norm: str, zh: bool) -> set[str]: ...


class EntityNaming(Protocol):
    """The kinds of entity a message names, and the flows that made them:
    ``recall.EntityWords``."""

    words: PhraseSet

    def named(self, norm: str, verbs: PhraseSet | None = None) -> set[str]: ...

    def made_by(self, norm: str, verbs: PhraseSet | None = None) -> set[str]: ...


class FollowUpReading(Protocol):
    """The follow-up words of one language: ``followups.FollowUps``."""

    shifts: list[tuple[PhraseSet, int]]

    def commands(self, u: Knowledge, t: Turn) -> list[Command] | None: ...

    def dated(self, t: Turn, flow: FlowSpec) -> dict[str, Any]: ...

    def cues(self) -> list[re.Pattern[str] | PhraseSet]: ...


class Knowledge(Protocol):
    """The domain as the readers see it, compiled once (``rules.RuleUnderstander``)."""

    domain: Domain
    lexicons: dict[str, Lexicon]
    filler_words: dict[str, frozenset[str]]
    common_words: frozenset[str]
    filler_sets: dict[str, PhraseSet]
    triggers: TriggerIndex
    control_gates: dict[str, re.Pattern[str] | None]
    replies: dict[str, Replies]
    origin_slots: frozenset[str]
    carryover: CarryOver
    author_texts: dict[str, str]
    flow_words: dict[str, FlowWords]
    result_entities: frozenset[str]
    rest_slots: dict[str, SlotSpec]
    list_rest_slots: dict[str, SlotSpec]
    one_way: dict[str, tuple[SlotSpec, SlotSpec, SlotSpec]]
    owners: ValueOwners
    trigger_words: TriggerWords
    names: Names
    farewells: dict[str, Farewells]
    asides: dict[str, Asides]
    talk: TalkReader
    switch_threshold: float
    currency: str | None
    joiners: dict[str, re.Pattern[str] | None]
    undoing_verbs: tuple[str, ...]
    undo_openers: dict[str, tuple[tuple[str, re.Pattern[str]], ...]]
    undone_words: UndoneWords
    making_verbs: dict[str, str]
    making_verbs_longest: tuple[str, ...]

    @property
    def entity_words(self) -> EntityNaming: ...

    @property
    def followups(self) -> Mapping[str, FollowUpReading]: ...

    def parser(self, flow: FlowSpec, slot: SlotSpec) -> ValueParser: ...

    def slot_words(self, flow: FlowSpec) -> frozenset[str]: ...

    def free_text_slots(self, flow: FlowSpec) -> tuple[SlotSpec, ...]: ...

    def any_text_slots(self, flow: FlowSpec) -> frozenset[str]: ...

    def worded_slots(self, flow: FlowSpec) -> frozenset[str]: ...

    def choice_slots(self, flow: FlowSpec) -> tuple[SlotSpec, ...]: ...

    def slot_namer(self, flow: FlowSpec, lex: Lexicon) -> SlotNamer: ...

    def recall_words(self, flow: FlowSpec, lex: Lexicon) -> RecallNaming: ...

    def volunteer_plan(self, flow: FlowSpec) -> VolunteerPlan: ...

    def date_slots(self, flow: FlowSpec) -> tuple[SlotSpec, ...]: ...

    def every_date_slot(self, flow: FlowSpec) -> tuple[SlotSpec, ...]: ...

    def dated_names(self, flow: FlowSpec) -> tuple[tuple[SlotSpec, tuple[str, ...]], ...]: ...

    def numbered_names(
        self, flow: FlowSpec, lex: Lexicon
    ) -> tuple[tuple[SlotSpec, tuple[str, ...]], ...]: ...

    def read(self, text: str, spell: bool = True) -> tuple[str, str, Lexicon]: ...

    def by_value(self, t: Turn) -> list[TriggerHit]: ...
