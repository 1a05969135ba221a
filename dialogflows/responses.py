"""The bot's built-in phrasings, per language, overridable in YAML under ``responses:``.

The texts live in ``lexicons/phrasings/<language>.yaml`` beside the lexicons, read once at
import: words in YAML, per language, never in Python.

Flows say their own things (prompts, confirmations, done); these cover what the runtime says
around them: suspending, resuming, cancelling, refusing bad input. Fields are filled with
``fill_template``, never ``str.format``, so values a user typed cannot act as a template.
"""

from __future__ import annotations

import datetime as dt
from importlib import resources
from typing import Any

import yaml

from .binding import Breach
from .commands import SLOT_QUESTION, WHICH_FLOW, Clarify
from .fill import TEMPLATE_FIELD, fill_template
from .formats import ValueFormats
from .month_slots import holds_month
from .nlu.lexicon import load_lexicon
from .nlu.option_texts import option_texts
from .spec import Domain, FlowSpec, SlotSpec, SlotType
from .state import Clarification

#: the languages with built-in phrasings (``lexicons/phrasings/<language>.yaml``)
LANGUAGES = ("en", "zh")


def _phrasings(language: str) -> dict[str, Any]:
    """The built-in phrasings of ``language``: ``texts`` (what the runtime says),
    ``belief_labels`` (how a belief's key reads in a message; other keys read as written,
    "_" as spaces; ``avoid:<thing>`` by its part before the colon) and ``belief_kinds``
    (how a kind of keyed belief reads asked about as a whole: "what do I avoid?") and
    ``slot_names`` (how a slot without a label is named in a language its identifier is not
    written in: a ``date`` slot ``day`` is "日期", by its kind, else its type)."""
    path = resources.files("dialogflows").joinpath(f"lexicons/phrasings/{language}.yaml")
    data = yaml.safe_load(path.read_text("utf-8")) or {}
    return {k: {str(a): str(b) for a, b in (data.get(k) or {}).items()} for k in _PARTS}


_PARTS = ("texts", "belief_labels", "belief_kinds", "slot_names")
_LOADED = {lang: _phrasings(lang) for lang in LANGUAGES}
#: the built-in texts per language, under the domain's ``responses:`` overrides
DEFAULTS: dict[str, dict[str, str]] = {lang: d["texts"] for lang, d in _LOADED.items()}
BELIEF_LABELS: dict[str, dict[str, str]] = {lang: d["belief_labels"] for lang, d in _LOADED.items()}
BELIEF_KINDS: dict[str, dict[str, str]] = {lang: d["belief_kinds"] for lang, d in _LOADED.items()}
SLOT_NAMES: dict[str, dict[str, str]] = {lang: d["slot_names"] for lang, d in _LOADED.items()}


class Responses:
    """Built-in texts for one domain: the language's defaults under the author's overrides."""

    def __init__(self, domain: Domain) -> None:
        self.language = domain.settings.language
        self.texts = {**DEFAULTS[domain.settings.language], **domain.responses}
        #: what the bot offers when there is nothing else to say, joined once at load
        self.flow_list = self.texts["list_sep"].join(f.description for f in domain.flows.values())
        self.offer = self.say("chitchat", flows=self.flow_list)
        self.anything_else = self.say("anything_else")
        self.labels = {
            **BELIEF_LABELS.get(domain.settings.language, {}),
            **{n: k.label_in(self.language) for n, k in domain.beliefs.items()},
        }
        #: the author's kinds stated by a phrase alone ("i'm vegan"): named, not valued
        self.plain_kinds = frozenset(n for n, k in domain.beliefs.items() if k.values)
        self.welcome = self.say("welcome")
        #: the flows, for questions that name them; the domain's own lexicons, for the
        #: ``questions`` the understanding's keys name (``asked``)
        self.flows = domain.flows
        self.lexicons = tuple(domain.settings.lexicons)
        # the lexicon's ``formats`` are phrasings: how values are said (nothing is read)
        lexicon = load_lexicon(self.language, tuple(domain.settings.lexicons))
        #: how values are said in this language (dates, times, money, counts)
        #: the date slots that hold a month (``kind: month`` or guessed): said as a month
        self.month_slots = frozenset(
            id(s) for f in domain.flows.values() for s in f.slots if holds_month(s, self.lexicons)
        )
        #: flow name -> (the flow, its slot types by name, its month slots): ``_shown_as``
        self._shown: dict[str, tuple[FlowSpec, dict[str, SlotType], frozenset[str]]] = {}
        self.currency = domain.settings.currency
        self.formats = ValueFormats(self.language, lexicon.raw.get("formats") or {}, self.currency)
        #: the formats of other languages a question was asked in (``_formats_in``)
        self._other_formats: dict[str, ValueFormats] = {}

    def say(self, name: str, **values: Any) -> str:
        return fill_template(self.texts[name], values)

    def heard(self, spec: SlotSpec | None, slot: str = "") -> str:
        """What users hear a slot called: its ``label``, else its name in words, except in a
        language its name is not written in ("day" in a Chinese bot is "日期": the
        phrasings' ``slot_names`` by the slot's kind, else its type)."""
        if spec is None:
            return slot.replace("_", " ")
        names = SLOT_NAMES.get(self.language, {})  # English has none: the name in words
        if spec.label or not names or not spec.name.isascii():
            return spec.heard
        kind = spec.kind.value if spec.kind is not None else None
        return (kind and names.get(kind)) or names.get(spec.type.value) or spec.heard

    def show(self, value: Any, spec: SlotSpec | None = None, style: str | None = None) -> str:
        """A value as this language says it, by its slot's type: "Friday 11 December",
        "12月11日（周五）", "$1,450"; a month slot's as its month ("October 2026")."""
        if style is None and spec is not None and id(spec) in self.month_slots:
            style = "month"
        return self.formats.show(value, spec.type if spec is not None else None, style)

    def fill(self, template: str, flow: FlowSpec, values: dict[str, Any]) -> str:
        """A flow's template (prompt, confirm, done...) with its values said for people."""
        types, months = self._shown_as(flow)

        def show(name: str, value: Any, style: str | None) -> str:
            if style is None and name in months:
                style = "month"
            return self.formats.show(value, types.get(name), style)

        return fill_template(template, values, show)

    def _shown_as(self, flow: FlowSpec) -> tuple[dict[str, SlotType], frozenset[str]]:
        """The flow's slot types by name and its month slots, worked out once per flow (a
        turn fills its templates several times)."""
        kept = self._shown.get(flow.name)
        if kept is None or kept[0] is not flow:
            types = {s.name: s.type for s in flow.slots}
            months = frozenset(s.name for s in flow.slots if id(s) in self.month_slots)
            kept = self._shown[flow.name] = (flow, types, months)
        return kept[1], kept[2]

    def complete(self, template: str, flow: FlowSpec, values: dict[str, Any]) -> str:
        """``fill``, or "" when a field the template names has no value (see ``complete``)."""
        return self.fill(template, flow, values) if complete(template, values) else ""

    def chitchat(self, last_bot: list[str], said: str | None = None, help: bool = False) -> str:
        """What to say to talk that asks for no task: the list of flows once, then "Anything
        else?" for as long as the talk goes on. Only the previous turn is known here, so the
        previous turn's own chit-chat reply, any of them, is what says the list was
        given: after a task or anything else the bot said, the list comes once more. A
        no-thanks is answered as one, a thank-you ("thanks so much", "谢谢") as one, not
        with the list; ``said`` is what the understanding read the talk as
        (``ChitChat.said``), ``help`` that it asked what the bot can do."""
        if said == "declined":
            return self.say("declined")
        if help:  # "what can you do?" asked again is answered
            return self.offer
        if said == "thanks":
            return self.welcome
        if self.offer in last_bot or self.anything_else in last_bot or self.welcome in last_bot:
            return self.anything_else
        return self.offer

    def kind_label(self, key: str) -> str:
        """A kind of keyed belief asked about as a whole: "忌口" (all ``avoid:…``)."""
        return BELIEF_KINDS.get(self.language, {}).get(key) or self.label(key)

    def label(self, key: str) -> str:
        """A belief's key as a message says it: "budget", "avoid" (of ``avoid:fly at
        night``), "预算"."""
        kind = key.partition(":")[0]
        return self.labels.get(kind) or kind.replace("_", " ")

    def breach(self, breach: Breach, slot: str, value: Any) -> str:
        """What a value against a belief is told: over a limit, or holding a thing avoided."""
        fields = {
            "belief": self.label(breach.belief),
            "limit": self.show(breach.limit),
            "value": self.show(value),
            "thing": breach.thing,
            "slot": slot,
        }
        name = "belief_over_limit" if breach.how == "limit" else "belief_avoided"
        return self.say(name, **fields)

    def belief_noted(self, key: str, value: Any) -> str:
        """The acknowledgement of a belief: "Noted: budget $5,000.", "Noted: avoid — fly
        at night." (a keyed belief holds its thing as its value: it is not said twice)."""
        shown = self.show(value)  # "¥5,000", as a slot's amount is said
        if key == "name":
            return self.say("belief_noted_name", value=shown)
        if key.startswith("fact:"):
            return self.say("belief_noted_fact", value=shown)
        if key in self.plain_kinds:
            return self.say("belief_noted_kind", key=self.label(key))
        if ":" in key:
            return self.say("belief_noted_about", key=self.label(key), value=shown)
        return self.say("belief_noted", key=self.label(key), value=shown)

    def farewell(self, pending: str | None) -> str:
        """Goodbye; ``pending`` is the description of a task left open, which stays as it
        is for when the user comes back."""
        if pending is not None:
            return self.say("farewell_pending", flow=pending)
        return self.say("farewell")

    def clarification(self, flow: FlowSpec, c: Clarification) -> str:
        """The question a pending clarification asks, with slots named by their labels
        ("departure city or arrival city"), never by their raw names."""
        names = flow.slot_names
        if c.options and all(isinstance(o, str) and o in names for o in c.options):
            labels = [self.heard(flow.slot(o), o).lower() for o in c.options]
            return self.say("clarify_slot", options=self.either(labels))
        if c.question and not c.options:  # "Which day next week?": asked as it was
            return c.question
        if c.options:  # "Friday 4 December", as the understander asked it the first time
            texts = self.options(flow.slot(c.slot), c.options, self.language)
            return self.say("clarify_options", options=self.either(texts))
        return self.say(
            "clarify_value",
            value=self.show(c.value, flow.slot(c.slot)),
            slot=self.heard(flow.slot(c.slot), c.slot).lower(),
        )

    def asked(self, c: Clarify, flow: FlowSpec | None = None) -> str | None:
        """The question a ``Clarify`` asks: its key phrased from the ``questions`` of the
        lexicon of the language it was asked in ("Did you mean Friday 4 December or
        Saturday 5 December?"), the options named as users know them (flows by their
        description, slots by their label, values as they are said); else the author's
        text it carries; None when it asks nothing in words."""
        if c.ask is None:
            return c.question
        if c.ask == SLOT_QUESTION:  # the slot's own question, as the bot asks for the slot
            spec = flow.slot(c.slot) if flow is not None and c.slot else None
            return (spec.prompt if spec is not None else None) or self.say(
                "ask", slot=self.heard(spec, c.slot or "")
            )
        language = c.language or self.language
        questions = load_lexicon(language, self.lexicons).raw.get("questions") or {}
        template = str(questions.get(c.ask, "{options}?"))
        if "{options}" in template:
            if c.ask == WHICH_FLOW:
                texts = [
                    self.flows[f].description if f in self.flows else str(f) for f in c.options
                ]
            elif c.ask == "which_slot" and flow is not None:
                texts = [self.heard(flow.slot(str(o)), str(o)) for o in c.options]
            else:
                spec = flow.slot(c.slot) if flow is not None and c.slot else None
                unit = c.ask_fields.get("unit", "")
                texts = [f"{t}{unit}" for t in self.options(spec, c.options, language)]
            joiner = str(questions.get("or", " / "))
            head = str(questions.get("sep", joiner)).join(texts[:-1])
            said = f"{head}{joiner}{texts[-1]}" if len(texts) > 1 else "".join(texts)
            template = template.replace("{options}", said)
        for k, v in c.ask_fields.items():  # plain replacement: author names, never a template
            template = template.replace("{" + k + "}", v)
        if "{month}" in template and isinstance(c.value, str):  # "Which day in October 2026?"
            try:
                held = dt.date.fromisoformat(c.value)
            except ValueError:
                return template
            template = template.replace("{month}", self._formats_in(language).date(held, "month"))
        return template

    def options(self, spec: SlotSpec | None, options: list[Any], language: str) -> list[str]:
        """The values a "which one?" question offers, said as the slot's values are said
        everywhere else ("$5,000 or $6,000", "¥5,000还是¥6,000", not "5000 USD"): by the
        formats of the language asked in; dates with their weekday (``option_texts``)."""
        if spec is not None and spec.type == SlotType.DATE:
            return option_texts(spec, options, language)
        kind = spec.type if spec is not None else None
        return [self._formats_in(language).show(o, kind) for o in options]

    def _formats_in(self, language: str) -> ValueFormats:
        """How values are said in ``language``: the domain's own language's formats, or
        another's (a question asked in the language the user wrote in), made once."""
        if language == self.language:
            return self.formats
        formats = self._other_formats.get(language)
        if formats is None:
            raw = load_lexicon(language, self.lexicons).raw.get("formats") or {}
            formats = ValueFormats(language, raw, self.currency)
            self._other_formats[language] = formats
        return formats

    def either(self, options: list[str]) -> str:
        """Options as one choice, the way the understander's questions list them: "A, B or
        C", "A、B还是C" (not "A or B or C")."""
        if len(options) < 2:
            return "".join(options)
        return self.texts["list_sep"].join(options[:-1]) + self.texts["and"] + options[-1]

    def listing(self, options: list[str]) -> str:
        """Options said as a statement: "A, B or C", "A、B和C" (``either`` asks: "A、B还是C")."""
        if len(options) < 2:
            return "".join(options)
        return self.texts["list_sep"].join(options[:-1]) + self.texts["list_last"] + options[-1]

    def again(self, question: str) -> str:
        """A clarifying question asked a second time, worded so it is known to be the second."""
        return self.say("clarify_again", question=question)


def complete(template: str, values: dict[str, Any]) -> str:
    """``template`` filled, or "" when a field it names has no value: "Okay, booking {id}
    stays as it is" with no id would read "booking  stays"; the caller says its generic
    text instead."""
    for m in TEMPLATE_FIELD.finditer(template):
        v = values.get(m.group(1))
        if v is None or v == "":
            return ""
    return fill_template(template, values)
