"""Commands: what understanding produces and the dispatcher applies.

A discriminated union on ``type`` so that an LLM's JSON, a replay of annotated data and a
test's list all go through the same validation. Every command carries a confidence; the
dispatcher, not the understander, decides what a low confidence means.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, model_validator


class _Command(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    confidence: float = Field(default=1.0, ge=0.0, le=1.0)
    #: the name of the reader of the understanding that produced it ("control", "answer",
    #: "switch"; ``nlu/pipeline.py``), or None (an LLM's, a script's): where it came from,
    #: not what it says. Left out of dumps and of equality; set with ``read_by``.
    reader: str | None = Field(default=None, exclude=True)

    def read_by(self, reader: str) -> None:
        """Say which reader produced it, once: the first reader to claim it keeps it. Set
        in place (no copy per command): it is provenance, and the fields that say what the
        command means stay frozen."""
        if self.reader is None:
            self.__dict__["reader"] = reader

    def __eq__(self, other: object) -> bool:
        """Two commands that say the same are equal, whichever reader produced them."""
        if type(other) is not type(self):
            return NotImplemented
        mine, theirs = self.__dict__, other.__dict__
        if mine.get("reader") == theirs.get("reader"):
            return mine == theirs
        return _meaning(mine) == _meaning(theirs)

    def __hash__(self) -> int:
        return hash((type(self), repr(_meaning(self.__dict__))))


def _meaning(fields: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in fields.items() if k != "reader"}


class StartTask(_Command):
    """Start a flow (suspending the active task if another one runs)."""

    type: Literal["start_task"] = "start_task"
    flow: str
    slots: dict[str, Any] = Field(default_factory=dict)
    #: tasks asked for in the same message after this one ("a flight to Paris and a hotel
    #: there"), each with its own values: queued, and taken up when this one ends
    then: list[StartTask] = Field(default_factory=list)
    #: slots whose value was inferred rather than said ("next friday": a weekday made a
    #: date); a slot with ``confirm_inferred`` says the value back when it is filled
    inferred: list[str] = Field(default_factory=list)


class SetSlot(_Command):
    """Fill a slot of the active task (an overwrite if it already holds a value). With
    ``flow``, a slot of the queued task of that flow instead: "a suite, please" for the
    hotel asked for after the flight, said while the flight still runs; or of the task of
    that flow on hold ("economy for the flight" while the hotel that put it on hold runs)."""

    type: Literal["set_slot"] = "set_slot"
    slot: str
    value: Any
    raw_text: str | None = None
    flow: str | None = None
    #: the value was inferred, not said: a weekday made a date, a bare hour a time
    inferred: bool = False


class CorrectSlot(_Command):
    """Replace a slot's value because the user said the old one was wrong."""

    type: Literal["correct_slot"] = "correct_slot"
    slot: str
    value: Any
    raw_text: str | None = None
    rejected: Any = None
    inferred: bool = False


class ClearSlot(_Command):
    type: Literal["clear_slot"] = "clear_slot"
    slot: str


class Affirm(_Command):
    type: Literal["affirm"] = "affirm"


class Deny(_Command):
    """A no to what was asked. ``amend``: the no says something is wrong or asks for time
    ("that's wrong", "不对", "no wait", "不，我再想想"), so at a destructive flow's
    confirmation what to change is asked; a bare no there refuses the undoing and keeps
    the thing."""

    type: Literal["deny"] = "deny"
    amend: bool = False


class Cancel(_Command):
    """Cancel the active task, or with ``flow`` the queued task of that flow ("never mind
    the hotel" while the flight runs and the hotel waits its turn), or with ``everything``
    the active task and every task on hold or queued ("cancel everything", "都不要了").
    With ``restart`` the active task ends and the same flow starts afresh ("let's start
    over", "重新来")."""

    type: Literal["cancel"] = "cancel"
    flow: str | None = None
    everything: bool = False
    restart: bool = False


class Resume(_Command):
    """Resume a suspended task: the newest one, or the newest of ``flow``."""

    type: Literal["resume"] = "resume"
    flow: str | None = None


class SetBelief(_Command):
    """Record a cross-task fact or constraint stated by the user (or inferred)."""

    type: Literal["set_belief"] = "set_belief"
    key: str
    value: Any
    source: Literal["user", "inferred"] = "user"
    invariant: bool = False
    lasting: bool = True
    explicit_change: bool = False
    #: how it binds (``limit``, ``avoid``, ``prefer`` or an author's kind); None: it does not
    kind: str | None = None
    #: said with a hedge ("maybe", "可能"): a change of an invariant is asked about
    hedged: bool = False


class ChitChat(_Command):
    """Talk that changes no state: a question, thanks, small talk. What the talk is, the
    understanding reads (``nlu/talk.py``) and says by key, so the runtime answers it
    without reading ``text`` again: ``said`` is a goodbye, a no-thanks or a thank-you;
    ``aside`` what a message that gives the task nothing says instead (``nlu/asides.py``:
    asks for the list of flows, asks a question, asks for time, cannot choose, is talk, a
    question that is only talk, or is not understood)."""

    type: Literal["chitchat"] = "chitchat"
    text: str | None = None
    said: Literal["farewell", "declined", "thanks"] | None = None
    aside: Literal["help", "question", "small_talk", "wait", "unsure", "talk", "unclear"] | None = (
        None
    )


#: ``Clarify.ask`` for the slot's own question: phrased by the runtime, not the lexicon's
#: ``questions``
SLOT_QUESTION = "slot_question"
#: the ``ask`` of the question which of several flows the user meant: the runtime records
#: the flows it offered (``state.Told``), which the understanding reads next turn
WHICH_FLOW = "which_flow"


class Clarify(_Command):
    """Understanding is unsure: ask instead of guessing. What to ask is a key (``ask``:
    ``which_flow``, ``which_value``, ``which_slot``, ``which_entity``, ``which_hour_<part
    of day>``, ``which_day_next_week``) that the runtime phrases in ``language`` from the
    lexicon's ``questions`` (``Responses.asked``), with the ``options`` and the fields of
    ``ask_fields`` (``unit``, ``type``); ``question`` is a text of the author's own (a
    slot's prompt), asked as it is. ``ask=SLOT_QUESTION`` asks ``slot``'s own question (its
    prompt, else the built-in "ask" phrasing), as the bot asks for the slot."""

    type: Literal["clarify"] = "clarify"
    question: str | None = None
    slot: str | None = None
    options: list[Any] = Field(default_factory=list)
    value: Any = None
    raw_text: str | None = None
    ask: str | None = None
    ask_fields: dict[str, str] = Field(default_factory=dict)
    language: str | None = None


class Handoff(_Command):
    type: Literal["handoff"] = "handoff"
    reason: str | None = None


class Repeat(_Command):
    type: Literal["repeat"] = "repeat"


class Recall(_Command):
    """The user asks what something is: a thing they were given ("what was my reservation
    number again?", "我的订单号是多少？": the newest entity of ``entity`` on the entity
    stack), a value of the running task, or of the one just done (``slot``: "what date
    did I say?", "送到哪来着？"),
    or a fact they stated (``belief``: "what was my budget again?"). Nothing changes.
    Exactly one of the three is named. ``made_by`` narrows an entity to what one flow's
    action produced: "what was my flight reference?" is the flight's booking, not the
    hotel's made after it. ``summary`` asks what the thing is, not its reference ("what did
    I book?", "我点了什么"): the ``summary`` of the flow that made it, when the flow has one."""

    type: Literal["recall"] = "recall"
    entity: str | None = None
    slot: str | None = None
    belief: str | None = None
    made_by: str | None = None
    summary: bool = False

    @model_validator(mode="after")
    def _one_target(self) -> Recall:
        if [self.entity, self.slot, self.belief].count(None) != 2:
            raise ValueError("recall names one of: an entity type, a slot or a belief")
        if self.made_by is not None and self.entity is None:
            raise ValueError("recall names a flow (made_by) only with an entity type")
        if self.summary and self.entity is None:
            raise ValueError("recall asks for a summary only of an entity type")
        return self


class ListOptions(_Command):
    """The user asks what they may choose for a slot ("what cities do you fly from?",
    "都有什么菜？"): the slot's values are said, and its question follows. Nothing changes."""

    type: Literal["list_options"] = "list_options"
    slot: str
    #: a slot of the queued task of this flow ("what room types are there?" while the
    #: flight booked first still runs), not of the active task
    flow: str | None = None


class Amend(_Command):
    """The user wants to change a task that is already done ("actually change my flight to
    Saturday" after it was booked): ``slots`` are the new values. The action has run, so the
    task cannot simply take them: the bot says so, and when a destructive flow undoes what
    it made (a cancellation of its booking, a refund of its order) it offers that, followed
    by the same task again with the new values; the second waits for the first to be done."""

    type: Literal["amend"] = "amend"
    flow: str
    slots: dict[str, Any] = Field(default_factory=dict)


Command = Annotated[
    StartTask
    | SetSlot
    | CorrectSlot
    | ClearSlot
    | Affirm
    | Deny
    | Cancel
    | Resume
    | SetBelief
    | ChitChat
    | Clarify
    | Handoff
    | Repeat
    | Recall
    | ListOptions
    | Amend,
    Field(discriminator="type"),
]

COMMAND_TYPES: tuple[type[_Command], ...] = (
    StartTask,
    SetSlot,
    CorrectSlot,
    ClearSlot,
    Affirm,
    Deny,
    Cancel,
    Resume,
    SetBelief,
    ChitChat,
    Clarify,
    Handoff,
    Repeat,
    Recall,
    ListOptions,
    Amend,
)

command_list_adapter: TypeAdapter[list[Command]] = TypeAdapter(list[Command])


def parse_commands(data: Any) -> list[Command]:
    """Validate a JSON-like list of commands (raises ``pydantic.ValidationError``)."""
    return command_list_adapter.validate_python(data)


def dump_commands(commands: list[Command]) -> list[dict[str, Any]]:
    dumped: list[dict[str, Any]] = command_list_adapter.dump_python(commands, mode="json")
    return dumped
