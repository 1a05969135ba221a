"""The built-in understander: lexicons, triggers and typed value parsers; no model needed.

``RuleUnderstander`` is compiled once per domain: the lexicons, the trigger index, the
value parsers of every slot and what the readers ask of each flow. It is the domain's
``Knowledge`` (``knowledge.py``) that every reader is handed, read-only. ``understand``
reads one message (control characters out, curly apostrophes straight, chat spellings
fixed: ``read``), builds the ``Turn`` (the ``Message`` with a read-only view of the
dialogue) and runs the readers in the one order declared in ``pipeline.py``: control words,
beliefs, then the task's readers or, with none running, which flow is asked for; then the
refine stage and what talk is. Each command carries the name of the reader that produced
it. Nothing raises: any input, however odd or long, gives a list of commands.
"""

from __future__ import annotations

import re

from ..commands import (
    ChitChat,
    Command,
)
from ..spec import Domain, EntitySpec, FlowSpec, SlotSpec, SlotType
from . import pipeline
from .asides import Asides
from .base import NluContext
from .cancel_alone import undoing_verbs
from .carryover import CarryOver, origin_slot, origin_words
from .control_phrase import control_gate
from .cues import CueIndex
from .date_by_bounds import date_slots
from .domain_beliefs import author_rules
from .failures import record_failure
from .farewells import Farewells
from .flow_names import Names
from .flow_words import flow_words
from .followups import FollowUps
from .grammar_words import ListWords, grammar, lexicon_grammar, lists_of
from .grammars import warm
from .inferred import mark_inferred
from .knowledge import VolunteerPlan
from .lexicon import Lexicon, PhraseSet, has_cjk, load_lexicon, normalize, with_rules
from .listed_rest import listed_rest
from .money import counting_words
from .mood import reader as mood_reader
from .named_dates import dated_names
from .named_values import numbered_names
from .not_held import author_text
from .numbers import load_numerals
from .owners import ValueOwners
from .query_forms import forms_of
from .recall import (
    EntityWords,
    SlotWords,
)
from .replies import Replies
from .return_trip import one_way
from .slot_namer import SlotNamer
from .spellings import Spellings
from .starting import switch_to
from .talk import TalkReader
from .trigger_hits import TriggerHit
from .trigger_words import TriggerWords
from .triggers import TriggerIndex
from .two_requests import (
    joiner_regex,
)
from .undone_thing import undo_openers
from .undone_words import UndoneWords
from .utterance import Turn
from .value_words import Words
from .values import MAX_SCAN, ValueParser, compile_parsers
from .verb_words import making_verbs
from .volunteered import plan

# enum members looked up once: ``SlotType.DATE`` is a metaclass lookup on every use
_TEXT, _DATE = SlotType.TEXT, SlotType.DATE

_QUOTES = str.maketrans({"’": "'", "‘": "'", "＇": "'"})
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\ufeff]")
#: a cue word adds this much to a trigger's score when a task is already running
CUE_BONUS = 0.25


#: the words a trigger's index reads no topic in (``TriggerIndex``'s stop words)
_TRIGGER_STOP_WORDS = ("wh_words", "question_openers", "summary_stop_words", "no_topic_words")
#: the lexicon lists the understander's own parts are built from, kept per language
_RULE_LISTS = lists_of(
    "requests",
    *_TRIGGER_STOP_WORDS,
    "party_kinds",
    "joiners",
    "trigger_value_leads",
    "verb_softeners",
    "general_measures",
)


def _own(lex: Lexicon, key: str) -> tuple[str, ...]:
    """The words of ``lex``'s list ``key`` in its own language (an author's merged)."""
    return grammar(lex, _RULE_LISTS).own(key, lex.language)


@lexicon_grammar
class _Mendings:
    """Per language, what a message is mended by before the triggers read it: its chat
    spellings compiled (``spellings``) and the phrases a trigger may be typed run together
    ("we are": "we're", ``contractions``)."""

    def __init__(self, w: ListWords) -> None:
        self.spellings = {lang: Spellings(w.mapping("spellings", lang)) for lang in w.languages}
        self.contractions = {
            lang: {k: v[0] for k, v in w.mapping("contractions", lang).items() if v}
            for lang in w.languages
        }


class RuleUnderstander:
    """Rule-based understanding for English and Chinese; compiled once per domain."""

    #: reads from memory, no I/O: a server may run it on its event loop (``nlu.base``)
    runs_on_loop = True

    def __init__(
        self, domain: Domain, parsers: dict[tuple[str, str], ValueParser] | None = None
    ) -> None:
        self.domain = domain
        self.parsers = parsers if parsers is not None else compile_parsers(domain)
        extra = tuple(domain.settings.lexicons)
        # the domain's own kinds of belief ("transfer limit") are read before the built-in ones
        self.lexicons = {
            lang: with_rules(load_lexicon(lang, extra), author_rules(domain, lang))
            for lang in ("en", "zh")
        }
        for lex in self.lexicons.values():  # an author's value words: grammars built now
            warm(lex)
            # how a message is said, and the forms of a query: built per lexicon on first
            # use, so at load rather than on the first message of each language
            mood_reader(lex)
            forms_of(lex)
            counting_words(lex)
        # what may surround an answer without being another value: "please", "个人", "people"
        filler_categories = (
            "fillers_lead",
            "fillers_trail",
            "prepositions",
            "affirm",
            "thanks",
            "units",
        )
        self.filler_words = {
            lang: frozenset(w for c in filler_categories for p in lex[c].phrases for w in p.split())
            for lang, lex in self.lexicons.items()
        }
        #: words that tell no flow apart ("want", "need", "book", "the"): one-word fillers,
        #: the words of request phrases ("fly" of the preposition "fly to" tells one apart)
        #: and a request's words run together (the lexicon's ``fused_requests``: "wanna")
        self.common_words = frozenset(
            [
                *(p for lex in self.lexicons.values() for p in lex["fused_requests"].phrases),
                *(
                    p
                    for lex in self.lexicons.values()
                    for c in filler_categories
                    for p in lex[c].phrases
                    if " " not in p
                ),
                *(
                    w
                    for lex in self.lexicons.values()
                    for p in _own(lex, "requests")
                    for w in normalize(p).split()
                ),
            ]
        )
        self.filler_sets = {
            lang: PhraseSet.build([p for c in filler_categories for p in lex[c].phrases])
            for lang, lex in self.lexicons.items()
        }
        #: before the triggers, which are read with them (``_spelled``)
        self.spellings = {
            lex.language: grammar(lex, _Mendings).spellings[lex.language]
            for lex in self.lexicons.values()
        }
        self.triggers = TriggerIndex(
            domain,
            {
                k: v
                for lex in self.lexicons.values()
                for k, v in grammar(lex, _Mendings).contractions[lex.language].items()
            },
            frozenset(
                normalize(w)
                for lex in self.lexicons.values()
                for key in _TRIGGER_STOP_WORDS
                for w in _own(lex, key)
            ),
            tuple(self.lexicons.values()),
            self._spelled,
        )
        #: triggers that say a negation or a refusal themselves ("no water", "power is
        #: out"): the value in one ("water") is what the flow is about, not one refused;
        #: and listed values and synonyms that do ("大灯不亮", "刹车不灵" of a repair): the
        #: fault named, no refusal of the request said beside it ("修电平车 大灯不亮")
        self.negating_triggers = PhraseSet.build(
            [
                p
                for p in (*self.triggers.by_phrase, *_value_phrases(domain))
                if any(
                    lex["negation"].search(p) or lex["dislikes"].search(p)
                    for lex in self.lexicons.values()
                )
            ]
        )
        self.control_gates = {lex.language: control_gate(lex) for lex in self.lexicons.values()}
        self.replies = {lex.language: Replies(lex) for lex in self.lexicons.values()}
        # slots a trip leaves from ("from {value}"): "there" is where it goes, not these
        origins = origin_words(domain)
        self.origin_slots = frozenset(
            spec.name
            for f in domain.flows.values()
            for spec in f.slots
            if origin_slot(spec, origins)
        )
        self.carryover = CarryOver(domain, origins, self.parser)
        # what the per-message checks ask of each flow, worked out at load
        flows, langs = domain.flows.values(), self.lexicons.items()
        # a task of an author's repair pattern asks its own slots: read like any flow's
        tasks = [*flows, *domain.patterns.values()]
        self._namers = {(f.name, lang): SlotNamer(f, lex) for f in tasks for lang, lex in langs}
        self._slot_recall = {
            (f.name, lang): SlotWords(f, lex) for f in tasks for lang, lex in langs
        }
        self._choice_slots = {
            f.name: tuple(s for s in f.slots if self.parser(f, s).choices) for f in tasks
        }
        self._free_text = {
            f.name: tuple(
                s for s in f.slots if s.type == _TEXT and s not in self._choice_slots[f.name]
            )
            for f in tasks
        }
        #: of those, the names of the slots with no written form either (``pattern``): a
        #: slot that takes any words (``any_text_slots``)
        self._any_text = {
            f.name: frozenset(s.name for s in self._free_text[f.name] if not s.pattern)
            for f in tasks
        }
        #: the names of each flow's free-text slots of no form at all: no written form
        #: (``pattern``, ``patterns``) and no ``kind`` (``worded_slots``)
        self._worded = {f.name: _worded(f) for f in tasks}
        #: the date slots of a flow that has several (``date_by_bounds.py``), and its date
        #: and time slots another of the same type shares, with their names
        #: (``named_dates.named_dates``): read on every message that may hold a date
        self._date_slots = {f.name: date_slots(f) for f in tasks}
        #: every date slot of each flow, one or more (``past_told``: a day before today said
        #: with a booking's words is asked of every flow)
        self._every_date = {f.name: tuple(s for s in f.slots if s.type == _DATE) for f in tasks}
        self._dated_names = {f.name: dated_names(f) for f in tasks}
        #: the number slots of each flow with the words naming them, per language
        #: (``named_values.numbered_names``)
        self._numbered_names = {
            (f.name, lex.language): numbered_names(f, lex)
            for f in tasks
            for lex in self.lexicons.values()
        }
        self._slot_words = {
            f.name: frozenset(w for s in f.slots for w in s.name.lower().split("_") if len(w) > 2)
            | (_pattern_words(f) - self.filler_words.get("en", frozenset()))
            for f in tasks
        }
        #: what each flow's author wrote, normalized: words a user may echo ("菜", "订单")
        self.author_texts = {f.name: author_text(f) for f in flows}
        #: the words of each flow's own texts, which no name said bare is (``flow_words.py``)
        self.flow_words = {f.name: flow_words(f) for f in tasks}
        #: the kinds of entity the flows' actions make ("booking", "order")
        self.result_entities = frozenset(
            r.entity for f in flows for r in f.results if r.entity is not None
        )
        #: the slot of each flow that takes what is left of a message (``takes_rest``)
        self.rest_slots = {
            f.name: s for f in flows for s in f.slots if s.takes_rest and s.type == _TEXT
        }
        #: the slot of each other flow that takes one part of a request said as a list that
        #: nothing else reads: its one free-text slot of no form (``listed_rest``)
        self.list_rest_slots = {
            f.name: spec
            for f in flows
            if f.name not in self.rest_slots
            and (spec := listed_rest(f, self._worded[f.name], tuple(self.lexicons.values())))
            is not None
        }
        #: (from, to, date) of each flow that books one way: its way back is another task
        self.one_way = {f.name: shape for f in flows if (shape := one_way(f)) is not None}
        self._plans: dict[str, VolunteerPlan] = {}  # made last: plans read the parts below
        # the kinds of people a party counts, and the words of a count of the speaker's own
        # group ("8 of us": the values lexicon's ``party_of_us``), which point at the one
        # flow that counts people as a kind of person does (PEOPLE_SAID_AS_US_POINTS_NOWHERE)
        party = tuple(
            w for lex in self.lexicons.values() for w in _own(lex, "party_kinds")
        ) + tuple(
            w
            for lex in self.lexicons.values()
            for words in (Words.of(lex).en, Words.of(lex).zh)
            for w in words.words("party_of_us")
        )
        self.owners = ValueOwners(domain, self.parser, party)
        #: where a trigger stands in a message, the values its words name
        self.trigger_words = TriggerWords(
            domain,
            self.parser,
            self.triggers.themes,
            self.triggers.by_phrase,
            frozenset(
                w for lex in self.lexicons.values() for w in _own(lex, "trigger_value_leads")
            ),
            tuple(
                w
                for lex in self.lexicons.values()
                for key in ("verb_softeners", "general_measures")
                for w in _own(lex, key)
            ),
        )
        self.names = Names(domain)
        self.entity_words = EntityWords(domain, tuple(self.lexicons.values()))
        self.followups = {lex.language: FollowUps(lex, domain) for lex in self.lexicons.values()}
        self.farewells = {lex.language: Farewells(lex) for lex in self.lexicons.values()}
        self.asides = {lex.language: Asides(lex) for lex in self.lexicons.values()}
        #: what talk is (a goodbye, a thank-you, an aside), read for the runtime
        self.talk = TalkReader(self.lexicons)
        self.switch_threshold = domain.settings.topic_switch_threshold
        self.currency = domain.settings.currency
        #: "and", "顺便": a word that may join a second request to the first
        self.joiners = {
            lex.language: joiner_regex(list(_own(lex, "joiners"))) for lex in self.lexicons.values()
        }
        #: the verbs opening the long Chinese triggers of the flows that undo things
        #: (``cancel_alone.undoing_verbs``): asked on every message said with no task going
        self.undoing_verbs = undoing_verbs(self)
        #: the undo words that open the undoing flows' triggers, with their patterns
        #: (``undone_thing.undo_openers``): asked on every message naming a thing weakly
        self.undo_openers = {
            lex.language: undo_openers(self, (lex["cancel"], lex["undo_words"]))
            for lex in self.lexicons.values()
        }
        #: what names the thing each undoing flow undoes (``cancel_alone._names_undone``)
        self.undone_words = UndoneWords(domain, self.lexicons)
        #: the English verbs that open one making flow's triggers ("book" of "book a
        #: coach"): "ok book it" asks for that flow (``verb_request``)
        self.making_verbs = making_verbs(self.domain, self.lexicons)
        #: the same verbs, longest first: a Chinese request's verb is the longest that
        #: opens it (``verb_words.object_dropped``, asked on short Chinese messages)
        self.making_verbs_longest = tuple(sorted(self.making_verbs, key=len, reverse=True))
        #: which readers can fire on a message, by the words it holds (``cues.py``);
        #: last, as the readers' cues read what is built above
        sources = pipeline.cue_sources()
        self.cue_index = {lang: CueIndex(self, lex, sources) for lang, lex in self.lexicons.items()}
        # what a message may volunteer in each flow, worked out now that its parts are
        # built, not on the first message that starts or answers the flow
        for f in flows:
            self.volunteer_plan(f)
        load_numerals(domain.settings.language)

    # ------------------------------------------------------------------ entry point

    def understand(self, text: str, ctx: NluContext) -> list[Command]:
        try:
            commands = self._understand(text, ctx)
            task = ctx.state.active_task
            active = self.domain.task_flow(task.flow) if task is not None else None
            lex = load_lexicon(
                "zh" if has_cjk(text) else ctx.language, tuple(self.domain.settings.lexicons)
            )
            # an answer to "Friday 4 December or Saturday 5 December?" was said in full
            asked = task.clarification.slot if task and task.clarification else None
            # each command carries the reader that decided it (``pipeline.py``); the turn
            # records them (the ``understood`` event) and ``/why`` names them
            return mark_inferred(
                commands, text, lambda f: self.domain.flows.get(f) if f else active, lex, asked
            )
        except Exception as e:  # a bug must not take the conversation down; it is recorded
            record_failure(e, ctx)  # which reader, the error, its line; and logged
            return [ChitChat(text=text[:MAX_SCAN] if isinstance(text, str) else None)]

    def _understand(self, text: str, ctx: NluContext) -> list[Command]:
        # control characters out and curly apostrophes straight, one for one: offsets into
        # ``raw`` stay offsets into what the user typed
        task = ctx.state.active_task
        flow = self.domain.task_flow(task.flow) if task is not None else None
        asked = (
            flow.slot(task.asked) if flow is not None and task is not None and task.asked else None
        )
        # "4 nites", "a flite to rome": spelled as meant, unless free text is asked for
        raw, norm, lex = self.read(text, spell=asked is None or asked.type != _TEXT)
        if not norm:
            return [ChitChat(text=None)]
        t = Turn(
            raw, norm, raw, lex, ctx.language, ctx.now, ctx.state, task, flow, len(norm.split())
        )
        if self.negating_triggers.regex is not None:
            t.unnegated = tuple(m.span() for m in self.negating_triggers.finditer(raw.lower()))

        t.templated = lex.may_match("templates", raw)
        t.cues = self.cue_index[lex.language].mask(norm)
        return pipeline.run(self, t)

    def _spelled(self, trigger: str) -> str:
        """A trigger with the chat spellings of its language fixed, as a message is read."""
        spellings = self.spellings.get(self.domain.settings.language)
        return trigger if spellings is None else spellings.fix(trigger, normalize(trigger))

    def read(self, text: str, spell: bool = True) -> tuple[str, str, Lexicon]:
        """A message as the rules read it: control characters out and curly apostrophes
        straight, one for one (offsets into ``raw`` stay offsets into what the user
        typed), chat spellings fixed; its normalized form and its language's lexicon. An
        earlier message read again (``which_flow``) is read the same way."""
        raw = _CONTROL.sub(" ", text[:MAX_SCAN]) if isinstance(text, str) else ""
        if "’" in raw or "‘" in raw or "＇" in raw:  # translate is slow on non-ASCII text
            raw = raw.translate(_QUOTES)
        norm = normalize(raw)
        lex = self.lexicons["zh" if has_cjk(norm) else "en"]
        if spell and raw.strip():  # "👍" normalizes to nothing, and reads as yes
            fixed = self.spellings[lex.language].fix(raw, norm)
            if fixed != raw:
                raw, norm = fixed, normalize(fixed)
        return raw, norm, lex

    def slot_words(self, flow: FlowSpec) -> frozenset[str]:
        """The words of the flow's slot names ("seat", "class", "city") and of its slots'
        patterns ("dr" of "dr {value}"): said beside a value ("business class", "departure
        city London", "dr lee") they name its slot, nothing more."""
        return self._slot_words[flow.name]

    def free_text_slots(self, flow: FlowSpec) -> tuple[SlotSpec, ...]:
        """The flow's free-text slots that list no values (an address, a note): most flows
        have none, and the per-message checks on them can stop."""
        return self._free_text[flow.name]

    def any_text_slots(self, flow: FlowSpec) -> frozenset[str]:
        """The names of the flow's slots that take any words: free text with no list of
        values and no written form (``pattern``). Such a slot's answer has no form to tell
        it by, so a message that is wholly other slots' values is theirs."""
        try:
            return self._any_text[flow.name]
        except KeyError:  # a flow the domain was not loaded with
            return frozenset(
                s.name
                for s in flow.slots
                if s.type == _TEXT and not s.pattern and not self.parser(flow, s).choices
            )

    def worded_slots(self, flow: FlowSpec) -> frozenset[str]:
        """The names of the flow's free-text slots of no form at all (no ``pattern``, no
        ``patterns``, no ``kind``): a question such a slot asks is answered in the user's
        own words (``worded_answer``), and a part of a list no other slot reads may be its
        answer (``listed_rest``). Narrower than ``any_text_slots``, which keeps a slot of a
        kind or with ``patterns``: an address or a name has readers of its own."""
        got = self._worded.get(flow.name)
        return got if got is not None else _worded(flow)  # a flow not loaded with the domain

    def choice_slots(self, flow: FlowSpec) -> tuple[SlotSpec, ...]:
        """The flow's slots with a list of values (enums, entity slots)."""
        return self._choice_slots[flow.name]

    def date_slots(self, flow: FlowSpec) -> tuple[SlotSpec, ...]:
        """The flow's date slots when it has two or more (``date_by_bounds.date_slots``)."""
        return self._date_slots[flow.name]

    def every_date_slot(self, flow: FlowSpec) -> tuple[SlotSpec, ...]:
        """Every date slot of the flow, in its order (none, one or several)."""
        got = self._every_date.get(flow.name)
        if got is None:  # a flow the domain was not loaded with
            got = tuple(s for s in flow.slots if s.type == _DATE)
        return got

    def dated_names(self, flow: FlowSpec) -> tuple[tuple[SlotSpec, tuple[str, ...]], ...]:
        """The flow's date and time slots that share their type, with their names
        (``named_dates.dated_names``)."""
        return self._dated_names[flow.name]

    def numbered_names(
        self, flow: FlowSpec, lex: Lexicon
    ) -> tuple[tuple[SlotSpec, tuple[str, ...]], ...]:
        got = self._numbered_names.get((flow.name, lex.language))
        if got is None:  # a lexicon the domain was not loaded with
            got = numbered_names(flow, lex)
        return got

    def slot_namer(self, flow: FlowSpec, lex: Lexicon) -> SlotNamer:
        return self._namers[flow.name, lex.language]

    def recall_words(self, flow: FlowSpec, lex: Lexicon) -> SlotWords:
        return self._slot_recall[flow.name, lex.language]

    def volunteer_plan(self, flow: FlowSpec) -> VolunteerPlan:
        got = self._plans.get(flow.name)
        if got is None:
            got = self._plans[flow.name] = plan(self, flow)
        return got

    def parser(self, flow: FlowSpec, slot: SlotSpec) -> ValueParser:
        key = (flow.name, slot.name)
        parser = self.parsers.get(key)
        if parser is None:
            parser = self.parsers[key] = ValueParser(slot, self.domain)
        return parser

    def switch_to(self, t: Turn, flow: str) -> list[Command]:
        """Start (or take up again) ``flow`` with the values the message gives it: for
        understanders wrapping this one (``semantic.py``); see ``starting.py``."""
        return switch_to(self, t, flow)

    def by_value(self, t: Turn) -> list[TriggerHit]:
        """No trigger, only values that one flow takes: that flow, weakly (owners.py)."""
        return self.owners.hits(t)


def _value_phrases(domain: Domain) -> list[str]:
    """Every value and synonym the domain lists, in its entities and its slots, lowercased
    as a message is scanned."""
    lists: list[EntitySpec | SlotSpec] = [*domain.entities.values()]
    lists += [s for f in domain.flows.values() for s in f.slots]
    out: list[str] = []
    for listed in lists:
        out += [v.lower() for v in listed.values]
        out += [v.lower() for vs in listed.synonyms.values() for v in vs]
    return out


def _worded(flow: FlowSpec) -> frozenset[str]:
    """The names of ``flow``'s free-text slots of no form at all (``worded_slots``)."""
    return frozenset(
        s.name
        for s in flow.slots
        if s.type == _TEXT and not s.pattern and not s.patterns and s.kind is None
    )


def _pattern_words(flow: FlowSpec) -> frozenset[str]:
    """The Latin words an author wrote around ``{value}`` in the flow's slot patterns: the
    words a value is said with are part of saying it, never chit-chat beside it."""
    return frozenset(
        w
        for s in flow.slots
        for p in s.patterns
        for w in re.findall(r"[a-z]+", re.sub(r"\{\w+\}", " ", p.lower()))
        if len(w) > 1
    )
