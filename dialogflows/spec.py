"""Pydantic models of the flow DSL: what a bot author writes in YAML.

The models check shapes and types; ``loader.py`` reads YAML with positions and turns every
problem into a ``SpecIssue`` with file, line and column; ``checks.py`` does the checks that
need the whole domain (templates, links, ``when:``, flows that can never finish).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from enum import StrEnum
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationInfo,
    field_validator,
    model_validator,
)

from .fill import TEMPLATE_FIELD as TEMPLATE_FIELD
from .fill import display_value as display_value
from .fill import fill_template as fill_template
from .fill import template_fields as template_fields
from .nlu.phrases import has_cjk, normalize
from .spec_steps import StepSpec

NAME = r"^[A-Za-z_][A-Za-z0-9_]*$"


class SlotType(StrEnum):
    TEXT = "text"
    INTEGER = "integer"
    NUMBER = "number"
    BOOLEAN = "boolean"
    DATE = "date"
    TIME = "time"
    ENUM = "enum"
    EMAIL = "email"
    PHONE = "phone"
    MONEY = "money"


#: slot types a bare number fills: a count or a measure ("3", "两个", "2.5")
NUMBER_TYPES = frozenset({SlotType.INTEGER, SlotType.NUMBER})
#: slot types a number said fills, an amount of money included ("80", "预算80")
NUMBERED_TYPES = frozenset({SlotType.INTEGER, SlotType.NUMBER, SlotType.MONEY})
#: slot types whose values have a form of their own (a phone number, an email): a number
#: inside one is none of another slot's, and a message without one may be other slots'
FORMED_TYPES = frozenset({SlotType.PHONE, SlotType.EMAIL})


#: the keys a yes-or-no slot's ``synonyms`` take, and the answer each stands for
BOOLEAN_SYNONYM_KEYS: dict[str, bool] = {"yes": True, "true": True, "no": False, "false": False}


def yes_no_synonyms(synonyms: dict[str, list[str]]) -> dict[str, list[str]]:
    """A yes-or-no slot's ``synonyms`` by the answer they give, under ``yes`` and ``no``
    ("outdoors" under ``no`` for "Is it indoors?"): the author's words for the slot's two
    answers, which no lexicon can know."""
    out: dict[str, list[str]] = {"yes": [], "no": []}
    for key, words in synonyms.items():
        value = BOOLEAN_SYNONYM_KEYS.get(str(key).casefold())
        if value is not None:
            out["yes" if value else "no"] += [str(w) for w in words]
    return {k: w for k, w in out.items() if w}


class SlotKind(StrEnum):
    """What a slot holds, beyond its type: a domain concept the readers handle in their own
    way (see docs/dsl.md, "Slot kinds")."""

    #: an integer slot counting people: "me and my wife" is 2, "一家三口" 3
    PEOPLE = "people"
    #: an integer slot counting nights or days of a stay: "a week" is 7
    NIGHTS = "nights"
    #: a free-text slot holding an address: commas and numbers belong to it ("room 14,
    #: hall B"), and a number said alone corrects its number ("不对，是2号")
    ADDRESS = "address"
    #: an integer slot holding someone's age: "I'm 30", "30 years old", "我30岁" say it
    #: anywhere in a message
    AGE = "age"
    #: a date slot holding a month, as its first day: "10月份", "上个月", "october"
    MONTH = "month"
    #: an integer slot holding a calendar year: "2016年", "a 2016 model" say it anywhere in a
    #: message
    YEAR = "year"
    #: a free-text slot holding a person's name: named by the words for a name ("名字写错了",
    #: "the name is wrong") and said as people give one ("我姓王", "叫我小李就行", "call me sam")
    NAME = "name"


#: the type each kind needs
KIND_TYPES = {
    SlotKind.PEOPLE: "integer",
    SlotKind.NIGHTS: "integer",
    SlotKind.ADDRESS: "text",
    SlotKind.AGE: "integer",
    SlotKind.MONTH: "date",
    SlotKind.YEAR: "integer",
    SlotKind.NAME: "text",
}


class _Spec(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class MeaningSettings(_Spec):
    """How sure reading by meaning must be (``nlu/semantic.py``); cosines of one embedder,
    measured after the prototypes' mean is taken out of every vector (``meaning_index.py``).

    Every threshold is a *margin* between two scores of the same message, never a raw
    score: the best flow over the runner-up, and over the nearest out-of-domain prototype.
    """

    #: the best flow over the runner-up: at least this to start it, else ask which
    request_margin: float = Field(default=0.04, ge=0.0, le=2.0)
    #: the best flow over the nearest out-of-domain prototype (questions, small talk)
    out_of_domain_margin: float = Field(default=0.05, ge=-2.0, le=2.0)
    #: more over the out-of-domain prototypes for a message asked as a question ("is there
    #: a cafe in the building?"): questions about the business are the nearest to requests
    question_margin: float = Field(default=0.05, ge=0.0, le=2.0)
    #: how much less the lexicon's ``out_of_domain_told`` prototypes count against a flow
    #: (things told as they happened, bare noun-phrase questions): a request reporting a
    #: fault ("the front door lock is jammed") is told the same way, so such a prototype
    #: must be nearer than the flow by this much to say the message asks for nothing
    told_margin: float = Field(default=0.05, ge=0.0, le=2.0)
    #: the best enum value over the runner-up: at least this to fill it, else ask which
    value_margin: float = Field(default=0.04, ge=0.0, le=2.0)
    #: the best flow on hold over the runner-up, when "back to …" names none by its words
    resume_margin: float = Field(default=0.02, ge=0.0, le=2.0)
    #: calibrate ``request_margin`` and ``out_of_domain_margin`` per domain at load, by
    #: leave-one-out over the author's own texts (``calibration.py``); the two margins
    #: above then bound the calibrated ones from above
    calibrate: bool = True
    #: calibration: how often, leave-one-out, a flow chosen by meaning must be the right one
    choose_precision: float = Field(default=0.9, ge=0.5, le=1.0)
    #: a trigger covering less than this share of the message is a weak reading, which
    #: meaning rereads as a second opinion ("帮我算一下寄件费用" holds the trigger "寄件")
    weak_cover: float = Field(default=0.5, ge=0.0, le=1.0)


class Settings(_Spec):
    """Domain-wide settings; every flow file may set them, the first one wins per key."""

    language: Literal["en", "zh"] = "en"
    window: int = Field(default=4, ge=1, le=200, description="turns kept verbatim")
    max_task_depth: int = Field(default=3, ge=1, le=20)
    confidence_threshold: float = Field(default=0.6, ge=0.0, le=1.0)
    entity_stack_size: int = Field(default=10, ge=1, le=100)
    persona: str | None = None
    region: str | None = Field(default=None, description="default phone region, e.g. US or CN")
    currency: str | None = Field(default=None, description="default currency, e.g. USD or CNY")
    token_budget: int = Field(default=3000, ge=200)
    prompt_template: str | None = None
    max_message_chars: int = Field(default=4000, ge=16)
    lexicons: list[str] = Field(
        default_factory=list, description="extra lexicon files, relative to the flow file"
    )
    topic_switch_threshold: float = Field(default=0.5, ge=0.0, le=1.0)
    meaning: MeaningSettings = Field(default_factory=MeaningSettings)


class EntitySpec(_Spec):
    """A shared, typed value list (cities, dishes) that slots can point at."""

    name: str = Field(pattern=NAME)
    description: str | None = None
    values: list[str] = Field(default_factory=list)
    synonyms: dict[str, list[str]] = Field(default_factory=dict)
    #: what a value holds or is ("pad thai kit": [peanuts]): an avoid or an exclude of a
    #: tag binds the value
    tags: dict[str, list[str]] = Field(default_factory=dict)


class SlotSpec(_Spec):
    name: str = Field(pattern=NAME)
    type: SlotType = SlotType.TEXT
    #: what users hear the slot called ("departure city", "送餐时间"); see ``heard``
    label: str | None = None
    #: what the slot means, for the model only (the state block, the LLM understander)
    description: str | None = None
    entity: str | None = None
    prompt: str | None = None
    reprompts: list[str] = Field(default_factory=list)
    required: bool = True
    values: list[str] = Field(default_factory=list)
    synonyms: dict[str, list[str]] = Field(default_factory=dict)
    patterns: list[str] = Field(default_factory=list)
    min: float | str | None = None
    max: float | str | None = None
    pattern: str | None = None
    when: dict[str, Any] | None = None
    confirm: bool = False
    default: Any = None
    fuzzy: bool = True
    currency: str | None = None
    #: other slots of the flow that may not hold the same value ("from" and "to" cities)
    differs_from: list[str] = Field(default_factory=list)
    #: another date or time slot of the flow this one may not come before (a return after
    #: the pick-up, an end after a start); checked both ways, whichever is set last
    after: str | None = None
    #: a free-text slot that takes what is left of a message: a statement nothing else
    #: reads ("我要退款，菜是凉的" gives the refund's reason "菜是凉的")
    takes_rest: bool = False
    #: what a value holds or is ("pad thai kit": [peanuts]); see ``EntitySpec.tags``
    tags: dict[str, list[str]] = Field(default_factory=dict)
    #: what a count slot counts ("pizza", "披萨"): a number before it, anywhere in a
    #: message, fills the slot ("two large pizzas", "两个大披萨"); see ``nlu/counted.py``
    counts: list[str] = Field(default_factory=list)
    #: say a value back when it is filled if it was inferred ("next friday" -> "That's
    #: Friday 11 December."); default: on for dates, off for the rest
    confirm_inferred: bool | None = None
    #: a domain concept the slot holds (``people``, ``nights``, ``address``); without it,
    #: the slot's name and patterns are the fallback guess (``slot_is``)
    kind: SlotKind | None = None
    #: measure words a count of this slot's values may carry ("两碗牛肉面", "2 bowls of
    #: ramen"), read with the lexicon's ``classifiers``
    measures: list[str] = Field(default_factory=list)
    #: how many the whole of what a count slot counts is (4 tyres to a car, 8 hours to a
    #: working day): "all round", "the whole day" say it, "half a day" half of it
    #: (``nlu/wholes.py``); the domain's to declare, no lexicon knows it
    whole: int | None = Field(default=None, ge=1)

    @property
    def says_inferred(self) -> bool:
        """``confirm_inferred``, or its default: on for date slots."""
        if self.confirm_inferred is not None:
            return self.confirm_inferred
        return self.type == SlotType.DATE

    @property
    def heard(self) -> str:
        """How a reply names the slot: its ``label``, else its name in words. Never its
        ``description``, which is written for the model ("the card to block" would read
        "did you mean debit for the the card to block?")."""
        return self.label or self.name.replace("_", " ")

    @field_validator("differs_from", "counts", "measures", mode="before")
    @classmethod
    def _one_or_more(cls, v: Any) -> Any:
        return [v] if isinstance(v, str) else v

    @field_validator("synonyms", mode="before")
    @classmethod
    def _yes_no_keys(cls, v: Any, info: ValidationInfo) -> Any:
        # YAML 1.1 reads the keys ``yes:`` and ``no:`` of a yes-or-no slot's synonyms as
        # booleans: they are the words the author wrote. Only a yes-or-no slot's synonyms
        # are keyed by its answers; another slot's boolean key ("on:" of an enum of on and
        # off) is no yes and stays refused as not a value's name (YES_NO_KEYS_OF_ANY_SLOT)
        if isinstance(v, dict) and info.data.get("type") == SlotType.BOOLEAN:
            return {("yes" if k else "no") if isinstance(k, bool) else k: w for k, w in v.items()}
        return v

    @field_validator("pattern")
    @classmethod
    def _regex_compiles(cls, v: str | None) -> str | None:
        if v is not None:
            try:
                re.compile(v)
            except re.error as e:
                raise ValueError(f"not a valid regular expression: {e}") from None
        return v

    @field_validator("patterns")
    @classmethod
    def _patterns_have_value(cls, v: list[str]) -> list[str]:
        for p in v:
            if p.count("{value}") != 1:
                raise ValueError(f"pattern {p!r} must contain {{value}} exactly once")
        return v


class ResultSpec(_Spec):
    """A value the action returns; it fills a result slot usable in templates and branches."""

    name: str = Field(pattern=NAME)
    entity: str | None = None
    description: str | None = None


class BranchSpec(_Spec):
    """After the action: when results/slots match, say something else and/or go to a flow."""

    when: dict[str, Any]
    say: str | None = None
    goto: str | None = None
    outcome: Literal["done", "failed"] = "done"

    @model_validator(mode="after")
    def _does_something(self) -> BranchSpec:
        if self.say is None and self.goto is None:
            raise ValueError("a branch needs `say`, `goto` or both")
        return self


class FlowSpec(_Spec):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    name: str = Field(pattern=NAME)
    description: str
    triggers: list[str] = Field(default_factory=list)
    #: messages as users would type them; read only by meaning (``nlu/semantic.py``)
    examples: list[str] = Field(default_factory=list)
    slots: list[SlotSpec] = Field(default_factory=list)
    confirm: str | None = None
    action: str | None = None
    results: list[ResultSpec] = Field(default_factory=list)
    branches: list[BranchSpec] = Field(default_factory=list)
    next: str | None = None
    done: str | None = None
    failed: str | None = None
    cancelled: str | None = None
    #: what the finished task did, said when the user asks ("what did I book?")
    summary: str | None = None
    destructive: bool = False
    confidence_threshold: float | None = Field(default=None, ge=0.0, le=1.0)
    entity: str | None = Field(
        default=None, description="entity type of the thing this flow acts on"
    )
    #: explicit steps (``spec_steps.py``); without them the flow is the form shorthand
    steps: list[StepSpec] | None = None
    #: the flow guard: a condition (``conditions.py``) that must hold for its triggers to
    #: count; ``false`` makes the flow reachable only by ``call`` or ``link``
    guard: str | bool | None = Field(default=None, alias="if")
    #: a return said with a request ("coming back on the 28th") queues the way back: a
    #: second task with the pair of ``differs_from`` slots swapped. ``true`` needs one
    #: date slot and one such pair; ``false`` never; unset, the flow's shape decides
    round_trip: bool | None = None

    @model_validator(mode="after")
    def _steps_or_form(self) -> FlowSpec:
        if self.steps is not None:
            form = [k for k in ("confirm", "action", "branches", "next") if getattr(self, k)]
            if form:
                raise ValueError(
                    f"a flow with `steps` says {', '.join(f'`{k}`' for k in form)} as steps "
                    "(a `confirm`, `action`, `branch` or `link` step)"
                )
            if not self.steps:
                raise ValueError("`steps` is empty; give the flow at least one step")
        return self

    @property
    def step_ids(self) -> list[str]:
        """The id of each step, in order: its own, else one made from what it does (made
        unique with its position when two steps would share it)."""
        ids: list[str] = []
        taken = {s.id for s in self.steps or () if s.id is not None}
        for i, step in enumerate(self.steps or ()):
            sid = step.id
            if sid is None:
                sid = step.default_id(i)
                if sid in taken or sid in ids:
                    sid = f"{sid}_{i + 1}"
            ids.append(sid)
        return ids

    @field_validator("results", mode="before")
    @classmethod
    def _result_shorthand(cls, v: Any) -> Any:
        if isinstance(v, list):
            return [{"name": x} if isinstance(x, str) else x for x in v]
        return v

    def slot(self, name: str) -> SlotSpec | None:
        for s in self.slots:
            if s.name == name:
                return s
        return None

    @property
    def slot_names(self) -> list[str]:
        return [s.name for s in self.slots]

    @property
    def result_names(self) -> list[str]:
        return [r.name for r in self.results]


class BeliefKindSpec(_Spec):
    """A kind of belief an author declares: the phrases that state it, per language, the
    slots it binds and how (see docs/dsl.md, "beliefs")."""

    name: str = Field(pattern=NAME)
    how: Literal["limit", "exclude", "default"]
    binds: list[str] = Field(min_length=1)
    phrases: dict[Literal["en", "zh"], list[str]] = Field(min_length=1)
    values: list[str] = Field(default_factory=list)
    label: str | dict[Literal["en", "zh"], str] | None = None
    invariant: bool | None = None

    @field_validator("binds", "values", mode="before")
    @classmethod
    def _one_or_more(cls, v: Any) -> Any:
        return [v] if isinstance(v, str) else v

    @field_validator("phrases")
    @classmethod
    def _one_hole(cls, v: dict[str, list[str]]) -> dict[str, list[str]]:
        for phrases in v.values():
            for p in phrases:
                if p.count("{value}") > 1:
                    raise ValueError(f"phrase {p!r} may hold {{value}} at most once")
        return v

    @property
    def binding(self) -> bool:
        """Limits and excludes hold until the user changes them; a default only proposes."""
        return self.invariant if self.invariant is not None else self.how != "default"

    def label_in(self, language: str) -> str:
        if isinstance(self.label, str):
            return self.label
        if isinstance(self.label, dict) and language in self.label:
            return self.label[language]
        return self.name.replace("_", " ")


class Domain(BaseModel):
    """A loaded set of flows: what one ``Dispatcher`` serves."""

    model_config = ConfigDict(frozen=True)

    settings: Settings = Field(default_factory=Settings)
    entities: dict[str, EntitySpec] = Field(default_factory=dict)
    flows: dict[str, FlowSpec] = Field(default_factory=dict)
    responses: dict[str, str] = Field(default_factory=dict)
    sources: dict[str, str] = Field(default_factory=dict, description="flow name -> file")
    beliefs: dict[str, BeliefKindSpec] = Field(default_factory=dict)
    #: the author's repair patterns (``patterns/``): flows named ``pattern_*`` that replace
    #: the shipped ones; never started by a trigger, so kept apart from ``flows``
    patterns: dict[str, FlowSpec] = Field(default_factory=dict)

    def flow(self, name: str) -> FlowSpec:
        return self.flows[name]

    def task_flow(self, name: str) -> FlowSpec | None:
        """The flow a task runs: one of ``flows``, or an author's repair pattern (a task
        of one asks its own questions, which the understanding reads as any other)."""
        return self.flows.get(name) or self.patterns.get(name)

    def flow_holding(self, slot: SlotSpec) -> FlowSpec | None:
        """The flow of ``flows`` that holds this very slot (by identity: two flows may
        declare slots of one name); None for a slot of none. Scanned on each call rather
        than indexed: its callers work at load, and a domain copied with other flows
        (``model_copy(update={"flows": ...})``, as the repair patterns are compiled) would
        carry a stale index."""
        return next((f for f in self.flows.values() if any(s is slot for s in f.slots)), None)


class FileSpec(_Spec):
    """The top level of one YAML file."""

    settings: dict[str, Any] | None = None
    entities: dict[str, dict[str, Any]] = Field(default_factory=dict)
    flows: dict[str, dict[str, Any]] = Field(default_factory=dict)
    responses: dict[str, str] = Field(default_factory=dict)
    beliefs: dict[str, dict[str, Any]] = Field(default_factory=dict)
    tests: Any = None


def listed_route(slots: Sequence[SlotSpec]) -> tuple[SlotSpec, SlotSpec] | None:
    """The two listed slots of one list (the same ``entity``, or the same values) of a
    flow's ``slots`` when it has exactly two and neither has patterns of its own: where one
    sets off and where one goes, in that order (the route words of the lexicon read them,
    ``slot_patterns.route_patterns``, and the two may not hold the same value)."""
    listed = [s for s in slots if s.type == SlotType.ENUM and (s.entity or s.values)]
    for first in listed:
        same = [
            s
            for s in listed
            if (s.entity == first.entity if first.entity else set(s.values) == set(first.values))
            and (bool(s.entity) == bool(first.entity))
        ]
        if len(same) == 2 and not any(s.patterns for s in same):
            return same[0], same[1]
        if len(same) >= 2:
            return None
    return None


def slot_is(spec: SlotSpec, kind: SlotKind, words: frozenset[str]) -> bool:
    """The slot holds ``kind``: declared (``kind:``), or, for a slot that declares no kind,
    guessed from its name and patterns (``words``, the lexicon's words for the kind) — the
    documented fallback for flows written before kinds existed."""
    if spec.kind is not None:
        return spec.kind == kind
    return not slot_words(spec).isdisjoint(words)


def named_by(spec: SlotSpec, words: Iterable[str]) -> bool:
    """A word of ``words`` (a lexicon's words for a kind of slot: ``address_slot_words``,
    ``name_slot_words``, ``month_slot_words``) names the slot: a Latin word as a whole part
    of its name or a whole word of its label ("site_address", "Contact name"), a Chinese
    word anywhere in its label ("上门地址"), Chinese putting no spaces between words. The
    one test every fallback guess of a kind from a slot's name makes, so that the guesses
    cannot differ in how they read a name (a label's case or its punctuation)."""
    label = normalize(spec.label or "")
    parts = {*spec.name.lower().split("_"), *label.split()}
    return any((w in label) if has_cjk(w) else (w in parts) for w in words)


def slot_words(spec: SlotSpec) -> set[str]:
    """What a slot is called by: the parts of its name and what its patterns say beside the
    value ("passengers" for "{value} passengers"), lower-cased. Readers of counts ask it
    whether a slot counts people or nights."""
    words = set(spec.name.lower().split("_"))
    words.update(p.replace("{value}", "").strip().lower() for p in spec.patterns)
    return words
