"""The built-in understander: lexicons, triggers and typed value parsers; no model needed.

``RuleUnderstander.understand`` turns one message into commands in a fixed order of
precedence, each step cheap (prepared regexes; the date library only for date-like text):

1. handoff, cancel, repeat, resume: conversation control words win (``control.py``);
2. "forget the date" / "不要指定时间了" clears a slot of the running flow;
3. beliefs ("my budget is 5000", "对海鲜过敏") are read and their words taken out of play
   (``beliefs.py``); they come along with whatever else the message says;
4. while confirming: yes, a correction ("no, Friday" is one ``CorrectSlot``), or no
   (``yes_no.py``);
5. a pending clarification: an option by ordinal, a value, yes or no (``yes_no.py``);
6. corrections elsewhere ("actually 3 people", "不是明天，是后天") (``corrections.py``);
7. a trigger of another flow switches topic, *unless* the message is a value for the asked
   slot standing on its own ("tomorrow, I need a hotel there"); a trigger phrase the value
   is part of wins ("what's the weather in Rome next Friday?" runs the forecast). Cue words
   ("by the way", "对了") add to the trigger's score, weighed against
   ``settings.topic_switch_threshold``. A question for information starts no flow that
   books or cancels ("how long is a flight to Tokyo?", ``mood.py``);
8. the asked slot's answer (``answers.py``; or the entity a reference points at,
   ``references.py``), then values volunteered for other slots (``volunteered.py``), never
   from a question for information, and replacing a filled value only when the message
   reads as a correction;
9. yes / no outside confirmation (e.g. answering an offer to resume), else ``ChitChat``.

From idle, a flow starts on a trigger; failing that, weakly (confidence 0.6), on a word of
its name no other flow has, or on a value only that flow takes ("我想点个麻婆豆腐"). Two
requests joined in one message start the first and queue the second (``two_requests.py``);
"and in Berlin?" right after a task asks it again (``followups.py``); a flow started right
after another is offered that task's value for a slot of the same entity (``carryover.py``).
Two flows or two values that fit equally produce ``Clarify`` with the options instead of a
guess. Nothing raises: any input, however odd or long, gives a list of commands.
"""

from __future__ import annotations

import re
from typing import Any

from ..commands import (
    ChitChat,
    Command,
    SetSlot,
    StartTask,
)
from ..responses import Responses
from ..spec import Domain, FlowSpec, SlotSpec, SlotType
from .alternatives import narrowed
from .answers import (
    answer_asked,
    answer_beside_fixes,
    answers_by_pattern,
    consumed,
    late_answer,
    same_as,
    trigger_over_answer,
    unlisted_answer,
)
from .as_before import as_before
from .asides import Asides
from .base import NluContext
from .beliefs import author_rules, stated_beliefs
from .carryover import CarryOver, origin_slot, origin_words
from .conditionals import actual_text, supposed
from .control import control_commands, control_gate
from .corrections import find_corrections
from .farewells import Farewells
from .followups import FollowUps
from .for_queued import for_queued
from .idle import idle_commands
from .increments import apply as apply_increments
from .increments import increments
from .inferred import mark_inferred
from .items import several_items
from .lexicon import Lexicon, PhraseSet, has_cjk, load_lexicon, normalize, with_rules
from .mood import mood
from .named_slots import what_to_change
from .not_held import author_text
from .options import options_asked
from .owners import ValueOwners
from .part_fixes import part_fix
from .polite import asked_politely
from .recall import (
    EntityWords,
    SlotWords,
    recalled,
    recalled_belief,
    recalled_done,
    recalled_slot,
)
from .replies import Replies
from .rest_text import with_rest
from .return_trip import one_way, with_return
from .slot_namer import SlotNamer
from .spellings import Spellings
from .starting import switch_to
from .text_parts import refined_text
from .triggers import Names, TriggerHit, TriggerIndex
from .two_requests import (
    added_request,
    drops_queued,
    joiner_regex,
    queued_after_answer,
    two_requests,
)
from .unlisted import unlisted_beside, unlisted_items, without_its_count
from .unwanted import drop_unwanted, negated_verb
from .utterance import Turn
from .values import MAX_SCAN, ValueParser, compile_parsers
from .volunteered import VolunteerPlan, plan, volunteered
from .week_asked import week_asked
from .which_flow import (
    ask_flow,
)
from .yes_no import (
    clarification_answer,
    clear_slot,
    closing,
    while_confirming,
    yes_carrying_a_verb,
)

# enum members looked up once: ``SlotType.DATE`` is a metaclass lookup on every use
_TEXT = SlotType.TEXT

_QUOTES = str.maketrans({"’": "'", "‘": "'", "＇": "'"})
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\ufeff]")
#: a cue word adds this much to a trigger's score when a task is already running
CUE_BONUS = 0.25


class RuleUnderstander:
    """Rule-based understanding for English and Chinese; compiled once per domain."""

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
        #: words that tell no flow apart ("want", "need", "book", "the"): one-word fillers and
        #: the words of request phrases ("fly" of the preposition "fly to" tells one apart)
        self.common_words = frozenset(
            [
                "wanna",
                "gonna",
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
                    for p in lex.raw.get("requests") or []
                    for w in normalize(str(p)).split()
                ),
            ]
        )
        self.filler_sets = {
            lang: PhraseSet.build([p for c in filler_categories for p in lex[c].phrases])
            for lang, lex in self.lexicons.items()
        }
        self.triggers = TriggerIndex(domain)
        self.control_gates = {lex.language: control_gate(lex) for lex in self.lexicons.values()}
        self.replies = {lex.language: Replies(lex) for lex in self.lexicons.values()}
        self.spellings = {lex.language: Spellings(lex) for lex in self.lexicons.values()}
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
        self._slot_words = {
            f.name: frozenset(w for s in f.slots for w in s.name.lower().split("_") if len(w) > 2)
            for f in tasks
        }
        #: what each flow's author wrote, normalized: words a user may echo ("菜", "订单")
        self.author_texts = {f.name: author_text(f) for f in flows}
        #: the kinds of entity the flows' actions make ("booking", "order")
        self.result_entities = frozenset(
            r.entity for f in flows for r in f.results if r.entity is not None
        )
        #: the slot of each flow that takes what is left of a message (``takes_rest``)
        self.rest_slots = {
            f.name: s for f in flows for s in f.slots if s.takes_rest and s.type == _TEXT
        }
        #: (from, to, date) of each flow that books one way: its way back is another task
        self.one_way = {f.name: shape for f in flows if (shape := one_way(f)) is not None}
        self._plans: dict[str, VolunteerPlan] = {}  # on first use: plans read the parts below
        self.owners = ValueOwners(domain, self.parser)
        self.names = Names(domain)
        self.entity_words = EntityWords(domain)
        responses = self.responses = Responses(domain)
        self.followups = {
            lex.language: FollowUps(lex, domain, responses) for lex in self.lexicons.values()
        }
        self.farewells = {lex.language: Farewells(lex) for lex in self.lexicons.values()}
        self.asides = {lex.language: Asides(lex) for lex in self.lexicons.values()}
        self.switch_threshold = domain.settings.topic_switch_threshold
        self.currency = domain.settings.currency
        #: "and", "顺便": a word that may join a second request to the first
        self.joiners = {
            lex.language: joiner_regex([str(w) for w in lex.raw.get("joiners") or []])
            for lex in self.lexicons.values()
        }

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
            return mark_inferred(
                commands, text, lambda f: self.domain.flows.get(f) if f else active, lex, asked
            )
        except Exception as e:  # a bug must not take the conversation down; it is recorded
            ctx.notes.append(
                ("understanding_failed", {"understander": "rules", "error": repr(e)[:300]})
            )
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

        t.templated = lex.may_match("templates", raw)
        dropped = drops_queued(self, t) if ctx.state.queued else None
        if dropped is not None:  # "never mind the hotel" while the flight runs first
            return dropped
        if task is not None and task.phase == "confirming":
            yes = yes_carrying_a_verb(self, t)
            if yes is not None:  # "yes, cancel it" to "Cancel loan LN-1234?": a yes
                return yes
        control = control_commands(self, t)
        if control is not None:
            # "我对海鲜过敏，那不要了": the order is dropped, the allergy is kept
            return [*self._beliefs(t), *control]
        if flow is not None:  # "不要指定时间了" clears a slot; it states no belief
            cleared = clear_slot(self, t)
            if cleared is not None:
                return cleared
        beliefs = self._beliefs(t)
        if t.remembered and beliefs:  # "please remember that my limit is $500": no transfer
            return beliefs
        out = self._task_commands(t)
        if t.task is not None and t.flow is not None:  # "add one more passenger"
            out = apply_increments(increments(self, t), out)
            out = as_before(self, t, out)  # "送到上次那个地址": the address of the last order
        if self.rest_slots:  # "我要退款，菜是凉的": the reason, which nothing else reads
            out = with_rest(self, t, out)
        out = with_return(self, t, out)  # "I want to come back on the 28th": a flight back
        out = week_asked(self, t, out)  # "sometime next week": which day of it?
        if not out and not beliefs:
            # "double pls" while the flight confirms: for the hotel queued after it
            waiting = ctx.state.queued or ctx.state.task_stack
            noted = for_queued(self, t) if waiting and t.task is not None else None
            out = noted or closing(self, t)
        return [*beliefs, *out]

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

    # ------------------------------------------------------------------ 2. beliefs

    def _beliefs(self, t: Turn) -> list[Command]:
        return stated_beliefs(t, self.currency or ("CNY" if t.language == "zh" else "USD"))

    # ------------------------------------------------------------------ 3-7. the task

    def _task_commands(self, t: Turn) -> list[Command]:
        idle = t.task is None or t.flow is None
        # from idle, weak evidence may start a flow, but a belief alone ("I always fly
        # economy") books nothing
        weak = idle and not t.stated_beliefs
        scanned = t.norm if t.scan is t.raw else normalize(t.scan)
        found = self.triggers.exact(scanned)
        if not found and t.lex.language == "zh":  # "帮我查下DD-1234的订单"
            found = self.triggers.around_codes(scanned)
        found = _not_supposed(t, scanned, found)  # "if I cancel my loan later, ...?"
        hits, cancel = drop_unwanted(t, scanned, found)
        if cancel is not None:  # "I don't want to book the flight (anymore)": no flight
            return cancel
        if t.task is None or t.flow is None:
            return idle_commands(self, t, hits, scanned, weak)
        task, flow = t.task, t.flow
        # "what's the weather in Paris?" while confirming asks for another flow: Paris
        # is the weather's city, not a correction of the booking (a weak hit, only looked
        # for below when it can matter, never scores 1.0)
        elsewhere = bool(hits) and any(h.score >= 1.0 and h.flow != flow.name for h in hits)
        refined = refined_text(self, t) if not elsewhere else None
        if refined is not None:  # "送到我家", then "我家在望京西路5号"
            return refined
        fixed = part_fix(t.lex, t.raw, flow, task) if not elsewhere else None
        if fixed is not None:  # "room 212 not 210": one part of the address, the rest kept
            return [fixed]
        if task.phase == "confirming":
            confirming = while_confirming(self, t, corrections=not elsewhere)
            if confirming is not None:
                return confirming
        if task.clarification is not None and not (
            elsewhere and mood(t.lex, t.raw, t.norm).request
        ):
            # "ok book me a hotel there for the weekend" to "did you mean 2026-11-30 for the
            # date?" of a forecast asks for a hotel: the weekend is no answer to it
            answer = clarification_answer(self, t)
            if answer is not None:
                return answer
        if task.denials:  # "What would you like to change?" - "the date"
            named = what_to_change(self, t)
            if named is not None:
                return named
        # "actually I need a hotel for tomorrow" asks for another flow; it corrects nothing here
        asked = flow.slot(task.asked) if task.asked else None
        done = recalled_done(self, t) if asked is not None else None
        if done is not None:  # "what did I book today?" while check-in is asked
            return [done]
        if asked is not None and not hits and mood(t.lex, t.raw, t.norm).asking:
            # "我的订单号是多少" asked for a dish, "订单号是多少来着" asked for it: a question
            # about a value is answered, never taken as the answer
            back = recalled(self, t) or recalled_slot(self, t) or recalled_belief(self, t)
            if back is not None:
                return [back]
        if not elsewhere:
            fixes = find_corrections(self, t, confirming=False)
            if fixes and not answers_by_pattern(self, t, asked, fixes):
                # "economy, and make it from London": the answer beside the correction too
                return [*answer_beside_fixes(self, t, asked, fixes), *fixes]
        if asked is not None and asked.type == _TEXT:
            late = late_answer(self, t, flow, asked)
            if late is not None:
                return late
        if asked is not None and t.templated and t.lex.may_match("same_as", t.raw):
            same = same_as(self, t, asked)
            if same is not None:
                return [same]
        if asked is not None and task.phase == "collecting" and self.parser(flow, asked).choices:
            first: dict[str, Any] = {}
            more = several_items(self, t, flow, first, asked)
            if more:  # "宫保鸡丁和麻婆豆腐各一份" to "您想点什么菜？": an order each
                return [StartTask(flow=flow.name, slots=first, then=more)]
        answer_cmds = answer_asked(self, t, asked) if asked is not None else []
        # free text is an answer as sure as a typed value when the slot's own pattern
        # holds it: "送到公司，到了打电话" gives the address; "到了" asks nothing
        typed_answer = (
            bool(answer_cmds)
            and any(isinstance(c, SetSlot) for c in answer_cmds)
            and asked is not None
            and (
                asked.type != _TEXT
                or bool(self.parser(flow, asked).choices)
                or bool(t.captures(self.parser(flow, asked)))
            )
        )
        if typed_answer and t.words > 3:
            # "find me a hotel there too": "there" answers nothing when a flow is asked for
            ref = t.reference()
            typed_answer = ref is None or not any(
                isinstance(c, SetSlot) and c.raw_text == ref.raw for c in answer_cmds
            )
        if not typed_answer and not hits:
            # what a supposed clause says ("if I cancel my loan later, ...?") is no request
            real = actual_text(t.lex, t.raw) if scanned == t.norm else scanned
            hits = self.triggers.weak(real) or self.replies[t.lex.language].requested(
                real, self.triggers.name_words
            )  # "Now I need a hotel": a flow's name asked for switches too
        others = [h for h in hits if h.flow != flow.name]
        if others and others[0].score < 1.0 and negated_verb(t):
            others = []  # "I don't need the flight" asks for no flight
        if (
            self.triggers.books(others)
            and mood(t.lex, t.raw, t.norm).asking
            and not asked_politely(t.lex, scanned, others)  # "could you renew my loan?"
        ):
            others = self.triggers.informational(others)
        # a value for the asked slot holds the task, unless another flow's trigger phrase
        # is what the message is about ("what's the weather in Rome next Friday?")
        if others and (not typed_answer or trigger_over_answer(self, t, others, answer_cmds)):
            if any(q.flow == others[0].flow for q in t.state.queued):
                # "actually make the hotel a suite" with the hotel queued: a value for it,
                # not a switch to it ahead of its turn
                noted = for_queued(self, t)
                if noted and all(getattr(c, "flow", None) == others[0].flow for c in noted):
                    return noted
            switch = self._switch(t, others)
            if switch is not None:
                return switch
        if asked is not None and asked.type == _TEXT and self._questionlike(t):
            answer_cmds = []
        if answer_cmds and consumed(self, t):
            return answer_cmds
        if answer_cmds and t.answer_span is not None:
            t.taken.append(t.answer_span)  # the answer's words are not volunteered again
        others_values = volunteered(
            self, t, flow, task, skip={asked.name} if answer_cmds and asked else set()
        )
        if typed_answer and others and others[0].score >= 1.0:
            # "送到建国路88号，对了我要退款", "tomorrow, I need a hotel there": the answer,
            # and the other request taken up when this task is done
            later = queued_after_answer(self, t, others)
            if later is not None:
                return [later, *answer_cmds, *others_values]
        if not answer_cmds and not others_values and not others and asked is not None:
            noted = for_queued(self, t) if t.state.queued or t.state.task_stack else None
            if noted:  # "a suite, please" for the hotel queued after the flight
                return noted
            left = narrowed(self, t, flow, asked) if task.clarification is None else None
            if left is not None:  # "anything but economy": business or first?
                return [left]
            listing = options_asked(self, t, asked) if task.clarification is None else None
            if listing is not None:  # "what cities do you fly from?", "都有什么菜？"
                return [listing]
        if not answer_cmds and not others_values and not hits and asked is not None:
            if task.clarification is not None:  # "the last" to "Paris, London or Rome?"
                return []  # is no city: the question is asked again
            # "Seoul" for a city we do not fly from: said so, and asked again
            return unlisted_answer(self, t, asked)
        if others_values and not answer_cmds and asked is not None and not task.clarification:
            # "一份米饭" when rice is not on the menu: the dish refused, and its count with it
            refused = unlisted_items(self, t, flow, asked)
            if refused:
                return [*without_its_count(flow, others_values), *refused]
        return [*answer_cmds, *others_values, *unlisted_beside(self, t, flow, answer_cmds)]

    def slot_words(self, flow: FlowSpec) -> frozenset[str]:
        """The words of the flow's slot names ("seat", "class", "city"): said beside a value
        ("business class", "departure city London") they name its slot, nothing more."""
        return self._slot_words[flow.name]

    def free_text_slots(self, flow: FlowSpec) -> tuple[SlotSpec, ...]:
        """The flow's free-text slots that list no values (an address, a note): most flows
        have none, and the per-message checks on them can stop."""
        return self._free_text[flow.name]

    def choice_slots(self, flow: FlowSpec) -> tuple[SlotSpec, ...]:
        """The flow's slots with a list of values (enums, entity slots)."""
        return self._choice_slots[flow.name]

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

    def _questionlike(self, t: Turn) -> bool:
        if t.raw.rstrip().endswith(("?", "？")):
            return True
        if t.lex.language == "zh":  # "你们送餐要多久" asks with a word inside, not in front
            return mood(t.lex, t.raw, t.norm).asking
        return (
            t.lex["question_words"].prefix(t.norm) is not None
            or t.lex["topic_cues"].prefix(t.norm) is not None
        )

    def switch_to(self, t: Turn, flow: str) -> list[Command]:
        """Start (or take up again) ``flow`` with the values the message gives it: for
        understanders wrapping this one (``semantic.py``); see ``starting.py``."""
        return switch_to(self, t, flow)

    def by_value(self, t: Turn) -> list[TriggerHit]:
        """No trigger, only values that one flow takes: that flow, weakly (owners.py)."""
        return self.owners.hits(t)

    def _switch(self, t: Turn, hits: list[TriggerHit]) -> list[Command] | None:
        two = two_requests(self, t)
        if two is not None and isinstance(two[0], StartTask) and two[0].flow == hits[0].flow:
            return two
        cue = t.lex["topic_cues"].search(t.norm) is not None
        top = hits[0]
        score = min(1.0, top.score + (CUE_BONUS if cue else 0.0))
        if score < self.switch_threshold:
            return None
        tied = [h.flow for h in hits if (h.score, h.length) == (top.score, top.length)]
        if len(tied) > 1:
            return [ask_flow(self, t.lex, tied, score)]
        later = added_request(self, t, hits)
        if later is not None:  # "I also need a hotel there": after the flight
            return [later]
        return switch_to(self, t, top.flow, score)


def _not_supposed(t: Turn, scanned: str, hits: list[TriggerHit]) -> list[TriggerHit]:
    """The hits outside supposed clauses: "if I cancel my loan later, do I lose anything?"
    asks about the cancel flow, it does not ask for it (``conditionals.py``)."""
    if not hits:
        return hits
    return [h for h in hits if not supposed(t.lex, t.raw, scanned[h.start : h.end])]
