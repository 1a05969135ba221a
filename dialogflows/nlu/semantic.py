"""Reading by meaning where the rules read nothing: requests, choice values, flows on hold.

``SemanticUnderstander`` runs the rules first. Only when they leave a message unread does it
embed the message, once, and ask one of three readers:

- **request**: no trigger matched and nothing else was read ("someone used my card without
  asking"): the flow whose description, triggers and examples are nearest;
- **value**: a choice slot is asked and neither a value, a synonym nor a fuzzy match was
  found ("the cheaper one", "靠窗的"): the nearest listed value;
- **resume**: "back to the money thing" names no flow on hold by its words: the held flow
  whose meaning is nearest to what was said after "back to".

The request reader is also a **second opinion** where the rules' reading is weak (a declared
rule, not a list of phrases): a flow started on a value or a word of its name only; a
trigger covering less than ``weak_cover`` of the message; a trigger inside a question for
information; a "cancel it" with nothing running. Never on a flow started on its listed value
in a message of nothing but that flow's values ("castle", "woodland for 12"): a value only
one flow's slot can hold is the parsers' evidence, and meaning does not choose against it.
The rules' flow stands unless meaning puts another above it by the domain's choose margin,
or the message clearly nearer small talk (for a trigger inside a question for information:
nearer the questions at all).

Three kinds of message are told apart by their form, with words from the lexicons:

- a question that asks for an action ("can u send someone to fix my dishwasher",
  ``action_questions``) is a request: the questions for information do not count against it;
  so is a clause opening with a want ("need 2 tonnes of topsoil brought round",
  ``want_openers``; a question word inside it counts what is wanted: "想要几瓶矿泉水"), and a
  message said so needs only to be nearer a flow than the out-of-domain prototypes;
- a question about what the business is or does ("are your technicians insured?",
  ``capability_questions``) asks for nothing, even of a flow asked for by questions;
- a complaint said by its words ("the toilets are disgusting", ``complaint_words``) that
  asks for nothing asks about, like the question above; so does a matter said to have
  settled itself ("话筒好了，刚才是开关没开", ``settled_words``);
- a message that undoes what its object names ("scrap the repair booking", ``undo_words``)
  never starts that flow: only the flow that undoes it, if one does (``undo_relation``).

Calibration: embedding scores are compressed, so decisions are margins: the best over the
runner-up, and the best over the nearest out-of-domain prototype (questions, small talk,
complaints shipped in the lexicons; for a message asked as a question, also the lexicons'
questions for information and ``question_forms`` over each flow's description). Each
domain's margins are measured at load by leave-one-out over its author's texts
(``calibration.py``), bounded by ``settings.meaning``. A clear winner is taken; two close
candidates are asked about ("Did you want to X or Y?"); a message nearer to small talk or
questions than to any flow starts nothing. Meaning chooses, the
typed parsers fill: a request found by meaning starts with the values the rules' parsers
read in the message, exactly as a trigger would.

Each turn leaves an ``understood_by`` note (an event): which path decided and the scores.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ..commands import (
    Cancel,
    ChitChat,
    Clarify,
    Command,
    CorrectSlot,
    ListOptions,
    Resume,
    SetBelief,
    SetSlot,
    StartTask,
)
from ..spec import Domain, SlotSpec, SlotType
from .all_values import only_values
from .base import NluContext
from .close_flows import CloseFlows
from .declines import Declines
from .embedder import Embedder, embedder_from
from .lexicon import Lexicon, normalize
from .meaning_index import MeaningIndex, Ranked, choice_slot, flow_texts, value_texts
from .mood import mood
from .query_forms import QueryForms, forms_of
from .reading import Reading as Reading  # re-exported: hybrid.py reads it here
from .rest_text import with_rest
from .rules import RuleUnderstander
from .spelling import Spelling
from .undo_relation import UndoRelation, undoing_flows
from .undoing import Undoing, UndoReader
from .utterance import Turn
from .vector_cache import VectorCache
from .which_flow import ask_flow

#: lexicon lists whose whole-message match is small talk the rules have read already
_READ_TALK = ("greeting", "thanks", "chitchat", "farewells", "affirm", "deny", "hesitations")


class SemanticUnderstander:
    """The rules, then readers by meaning where the rules found no request or no value.

    Args:
        domain: the flows.
        embedder: an ``Embedder``, ``"local"`` (the bundled multilingual model, the ``embed``
            extra), ``"endpoint"`` (``DIALOGFLOWS_EMBED_*`` variables), an embeddings URL,
            or ``None`` (nothing is embedded; what the rules left is marked ``unread``).
        rules: the rule understander to run first (one is built when omitted).
        cache: where the author's vectors are kept (default: ``~/.cache/dialogflows``).
    """

    def __init__(
        self,
        domain: Domain,
        embedder: Embedder | str | None = "local",
        *,
        rules: RuleUnderstander | None = None,
        cache: VectorCache | None = None,
    ) -> None:
        chosen = embedder_from(embedder)
        self.domain = domain
        self.rules = rules if rules is not None else RuleUnderstander(domain)
        #: None without an embedder: what the rules left is only marked ``unread``
        self.index = (
            MeaningIndex(domain, chosen, self.rules.lexicons, cache) if chosen is not None else None
        )
        self.settings = domain.settings.meaning
        #: per language: the lexicon's question and undo forms, and the flows that
        #: themselves undo something (their texts carry undo or cancel words)
        self._forms: dict[str, tuple[QueryForms, frozenset[str]]] = {}
        self._undo: UndoReader | None = None
        #: each flow's triggers as the rules normalize a message: how much a trigger covers
        self._triggers = {
            f.name: tuple(n for n in (normalize(x) for x in f.triggers) if n)
            for f in domain.flows.values()
        }
        self._listed = {
            (f.name, s.name): frozenset(value_texts(domain, s))
            for f in domain.flows.values()
            for s in f.slots
            if choice_slot(domain, s)
        }
        #: which of the close flows meaning ranks first (``close_flows.py``)
        self._close = CloseFlows(domain)
        lex = self.rules.lexicons.get(domain.settings.language)
        #: "发票不开了": a negation before a verb of the domain's triggers (``declines.py``)
        self._declines = Declines(domain, lex) if lex is not None else None
        if self.index is not None and lex is not None:
            self._undo_relation().warm()  # at load: a turn embeds the message only
        #: the author's words, to mend a typo toward before a message is embedded
        values = [
            x
            for f in domain.flows.values()
            for sl in f.slots
            if choice_slot(domain, sl)
            for v, xs in value_texts(domain, sl).items()
            for x in [v, *xs[1:-1]]  # the value and its synonyms, not "slot: value"
        ]
        self.spelling = (
            Spelling(
                [*(x for f in domain.flows.values() for x in flow_texts(f)), *values],
                lex,
                names=[*(x for f in domain.flows.values() for x in f.triggers), *values],
            )
            if lex is not None
            else None
        )

    def understand(self, text: str, ctx: NluContext) -> list[Command]:
        commands = self.rules.understand(text, ctx)
        out, reading = self.reread(text, ctx, commands)
        ctx.notes.append(("understood_by", reading.event()))
        return out

    # -- what the rules left ------------------------------------------------------------

    def reread(
        self, text: str, ctx: NluContext, commands: list[Command]
    ) -> tuple[list[Command], Reading]:
        """The commands after reading by meaning what the rules left, and how it went."""
        t = self._turn(text, ctx)
        if t is None:
            return commands, Reading()
        if self._known_talk(t):
            if t.task is None and self._weak_start(commands):
                # "good morning!" holds a value ("morning") of a flow: small talk the
                # lexicons know starts nothing on a value alone; nothing is embedded
                return [ChitChat(text=t.raw)], Reading(reader="small_talk")
            return commands, Reading()
        need = self._need(t, commands)
        if need is None:
            return commands, Reading()
        if self.index is None:
            return commands, Reading(path="unread", reader=need, sure=False)
        reading = Reading(path="unread", reader=need, sure=False, embedded=True)
        try:
            if need == "resume":
                hole = self._resume_hole(t) or t.raw
                q = self._vector(self._mended(hole, reading), reading)
                out = self._resume(t, q, reading)
            else:
                q = self._vector(self._mended(t.raw, reading), reading)
                out = self._value(t, q, reading) if need == "value" else None
                if out is None and reading.path == "unread":
                    out = self._request(t, q, reading, commands)
        except Exception as e:  # an embedder down or broken: the rules' reading stands
            reading.detail["error"] = repr(e)[:300]
            return commands, reading
        return (out if out is not None else commands), reading

    def _turn(self, text: str, ctx: NluContext) -> Turn | None:
        raw, norm, lex = self.rules.read(text)
        if not norm:
            return None
        task = ctx.state.active_task
        flow = self.domain.task_flow(task.flow) if task is not None else None
        return Turn(
            raw, norm, raw, lex, ctx.language, ctx.now, ctx.state, task, flow, len(norm.split())
        )

    @staticmethod
    def _known_talk(t: Turn) -> bool:
        """ "thanks", "hi", "ok": small talk the lexicons know, never embedded."""
        return any(t.lex[c].fullmatch(t.norm) for c in _READ_TALK)

    def _need(self, t: Turn, commands: list[Command]) -> str | None:
        """Which reader the message needs, or None when the rules read it."""
        state = t.state
        resumed = any(isinstance(c, Resume) for c in commands)
        if state.task_stack and not resumed and self._resume_hole(t) is not None:
            return "resume"
        asked = self._asked_choice(t)
        if asked is not None and self._no_listed_value(t, asked, commands):
            return "value"
        if t.task is None and self._weak_start(commands):
            if self._values_only(t, commands):
                return None  # "castle", "kiln dried, 4 bags please": the parsers' evidence
            return "request"  # a flow started on a word of its name or a value only
        if t.task is None and self._flows_asked(commands) is not None:
            return "request"  # "do you mean X or Y?": meaning may tell them apart
        if t.task is None and self._weak_reading(t, commands) is not None:
            return "request"  # a second opinion on a trigger that says little of the message
        if t.task is None and self._undoing_start(t, commands):
            return "request"  # "试驾不去了": a flow started in a message that undoes it
        idle = t.task is None and not state.task_stack and self._idle_control(commands)
        if idle and self._words(t.lex)[1]:
            return "request"  # "cancel it" with nothing to cancel: a request said so
        if t.task is None and self._idle_listing(commands):
            return "request"  # "… of the attached menu": the options of no task asked for
        if any(not isinstance(c, ChitChat) for c in commands):
            return None
        return "request"

    @staticmethod
    def _weak_start(commands: list[Command]) -> bool:
        """The rules started a flow on weak evidence (no trigger: a word of its name, a
        value only it takes), and read nothing else but values for it. Values of two
        requests ("the difference between fast and gigabit") count when the first is weak."""
        starts = [c for c in commands if isinstance(c, StartTask)]
        return (
            len(starts) == 1
            and starts[0].confidence < 1.0
            and all(x.confidence < 1.0 or x.flow == starts[0].flow for x in starts[0].then)
            and all(isinstance(c, StartTask | SetSlot | ChitChat) for c in commands)
        )

    def _values_only(self, t: Turn, commands: list[Command]) -> bool:
        """The rules' weak start holds a listed value of its flow, and the message says
        nothing but that flow's values and filler words ("indoor", "castle", "kiln dried, 4
        bags please"). A value only one flow's slot can hold is evidence for that flow, and
        the message says nothing else for meaning to read: meaning never hands it to another
        flow, nor to small talk, against the parsers' evidence."""
        start = next(c for c in commands if isinstance(c, StartTask))
        flow = self.domain.flows.get(start.flow)
        if flow is None:
            return False
        listed = any(
            (flow.name, name) in self._listed and str(value) in self._listed[flow.name, name]
            for name, value in start.slots.items()
        )
        if not listed:
            return False
        spans: list[tuple[int, int]] = []
        for spec in flow.slots:
            parser = self.rules.parser(flow, spec)
            if parser.choices is not None:
                spans += [(c.start, c.end) for c in parser.choices.mentions(t.scan)]
            if spec.type not in (SlotType.TEXT, SlotType.BOOLEAN):
                spans += [(p.start, p.end) for p in parser.scan(t.scan, t.now, t.language)]
        spans = [(a, b) for a, b in spans if b > a]
        return bool(spans) and only_values(self.rules, replace(t, flow=flow), spans)

    def _undoing_start(self, t: Turn, commands: list[Command]) -> bool:
        """The rules started a flow that does not itself undo, in a message that undoes
        what it names ("试驾不去了", "scrap the repair booking"): the trigger is the
        object of the undoing, so the reading is weak and the undo relation decides."""
        if self.index is None:
            return False
        _, undoers = self._words(t.lex)
        return self._undoes(t) and any(
            isinstance(c, StartTask) and c.flow not in undoers for c in commands
        )

    @staticmethod
    def _idle_control(commands: list[Command]) -> bool:
        """The rules read a control of a running task ("cancel it", "不要了") when none runs
        and none is on hold: the words belong to a request, not to a task."""
        return any(isinstance(c, Cancel) for c in commands) and all(
            isinstance(c, Cancel | SetBelief | ChitChat) for c in commands
        )

    @staticmethod
    def _idle_listing(commands: list[Command]) -> bool:
        """The rules read "what are the options" of a slot of no flow running from a word
        of a longer message ("pritn 20 copies of the attached menu", "do you have a
        designer i could sit down with"): meaning gives a second opinion; when it finds no
        flow clearly, the listing stands."""
        return (
            len(commands) == 1 and isinstance(commands[0], ListOptions) and commands[0].flow is None
        )

    def _weak_reading(self, t: Turn, commands: list[Command]) -> str | None:
        """The flow the rules started on a trigger that reads the message weakly, if so.

        Weak: the trigger covers less than ``weak_cover`` of the message ("帮我算一下寄件
        费用": "寄件" is two of eight characters), or the message is asked as a question for
        information ("退票要手续费吗": a request word inside a question). Meaning then gives a
        second opinion; the rules' reading stands unless meaning is clearly elsewhere.
        """
        starts = [c for c in commands if isinstance(c, StartTask)]
        if len(starts) != 1 or starts[0].confidence < 1.0 or starts[0].then:
            return None
        if not all(isinstance(c, StartTask | SetSlot | ChitChat) for c in commands):
            return None
        flow = starts[0].flow
        asked_for = self.index.question_flows if self.index is not None else frozenset()
        if mood(t.lex, t.raw, t.norm).asking and flow not in asked_for:
            return flow
        size = len(t.norm.replace(" ", ""))
        covered = max(
            (len(x.replace(" ", "")) for x in self._triggers.get(flow, ()) if x in t.norm),
            default=0,
        )
        return flow if size and covered / size < self.settings.weak_cover else None

    def _flows_asked(self, commands: list[Command]) -> list[str] | None:
        """The flows of a "which of these did you mean?" the rules asked, if that is all."""
        if len(commands) != 1 or not isinstance(commands[0], Clarify):
            return None
        c = commands[0]
        if c.slot is not None or not c.options:
            return None
        if not all(isinstance(o, str) and o in self.domain.flows for o in c.options):
            return None
        return [str(o) for o in c.options]

    def _asked_choice(self, t: Turn) -> SlotSpec | None:
        task, flow = t.task, t.flow
        if task is None or flow is None or not task.asked or task.clarification is not None:
            return None
        if task.phase != "collecting":
            return None
        spec = flow.slot(task.asked)
        return spec if spec is not None and (flow.name, spec.name) in self._listed else None

    def _no_listed_value(self, t: Turn, asked: SlotSpec, commands: list[Command]) -> bool:
        assert t.flow is not None
        listed = self._listed[t.flow.name, asked.name]
        for c in commands:
            if isinstance(c, SetSlot | CorrectSlot) and c.slot == asked.name:
                if c.value in listed:
                    return False
            elif not isinstance(c, ChitChat):
                return False  # another command: the rules read something else in it
        return True

    def _resume_hole(self, t: Turn) -> str | None:
        """What "back to …" names, when a resume phrase with a ``{flow}`` hole matched."""
        low = t.raw.lower()
        for tpl in t.lex.templates["resume"]:
            if "flow" not in tpl.holes:
                continue
            m = tpl.search_lowered(t.raw, low)
            if m is not None and m.group("flow").strip():
                return m.group("flow").strip()
        return None

    def _index(self) -> MeaningIndex:
        assert self.index is not None  # readers run only with an embedder
        return self.index

    def _mended(self, text: str, reading: Reading) -> str:
        """The text to embed: typos of the domain's words mended ("保样" → "保养"); the
        values still come from the message as typed."""
        mended = self.spelling.mend(text) if self.spelling is not None else text
        if mended != text:
            reading.detail["mended"] = mended
        return mended

    def _vector(self, text: str, reading: Reading) -> Any:
        start = time.perf_counter()
        q = self._index().vector(text)
        reading.ms = (time.perf_counter() - start) * 1000.0
        return q

    # -- the readers --------------------------------------------------------------------

    def _request(
        self, t: Turn, q: Any, reading: Reading, commands: list[Command]
    ) -> list[Command] | None:
        index = self._index()
        active = t.flow.name if t.flow is not None else None
        among = self._flows_asked(commands) or [f for f in self.domain.flows if f != active]
        forms, undoers = self._words(t.lex)
        having = forms.asks_to_have(t.raw)
        if having and not self._undoes(t, commands) and not forms.cancels(t.norm):
            # "is saturday ok for a trial? wed like one" asks to have something, and so do
            # asking whether there is room ("do you have a slot on saturday") and asking to
            # come over ("can we come and see the pup on saturday"): a flow that undoes
            # ("cancel the trial", "were not coming on saturday, cancel") shares its object
            # and its day, not its wish
            among = [f for f in among if f not in undoers]
        ranked = index.rank_flows(q, among)
        # a question for information about a flow that is not itself asked for by questions;
        # "can u send someone to fix my dishwasher" asks for an action: a request
        # a question about what the business is or does is a question, with or without its
        # question mark ("do the practice rooms have a drum kit")
        capability = forms.asks_about(t.norm) and not forms.asks_action(t.raw)
        # a yes/no question about a thing ("are visitor permits free") asks whether
        # something is so: asked about, like the business, unless the flow is asked for by
        # questions ("has the technician left yet")
        polar = (
            forms.asks_polar(t.norm)
            and not forms.asks_action(t.raw)
            and ranked.best not in index.question_flows
        )
        asking = (
            capability
            or polar
            or (
                mood(t.lex, t.raw, t.norm).asking
                and ranked.best not in index.question_flows
                and not forms.asks_action(t.raw)
                # "想要几瓶矿泉水": a question word inside a want counts what is wanted
                and not forms.wants(t.raw)
            )
        )
        ood = index.out_of_domain(q, t.lex.language, asking=asking, about=capability)
        self._scores(reading, ranked, ood)
        if ranked.best is None:
            return None
        margins = index.margins
        over = ranked.peak - ood
        need = margins.out_of_domain
        if asking:  # "is there a cafe in the building?", "退票要手续费吗"
            need += self.settings.question_margin
        # said as a request, by a want or an action question ("need 2 tonnes of topsoil
        # brought round next week", "孩子发烧了去不了，帮我退掉"): the form asks for something,
        # so being nearer a flow than the out-of-domain prototypes is enough, not by a margin
        said = forms.asks_for(t.raw) and not self._undoes(t, commands)
        if said and not asking and not capability:
            need = 0.0
        second = self._weak_reading(t, commands) if t.task is None else None
        weak = (
            self._weak_start(commands)
            or second is not None
            or (t.task is None and self._undoing_start(t, commands))
        )
        # asked about, not asked for: no flow starts on a question about the business that
        # says no value for it ("do i need my own guitar for the lessons"), unless the rules
        # read a whole trigger in it
        strong = any(isinstance(c, StartTask) for c in commands) and not weak
        # a complaint said by its words ("council tax went up again, ridiculous", "门票这么
        # 贵，不值") asks for nothing, like a question about the business: the flow it
        # mentions is what it is about, not what it asks for
        complaint = forms.complains(t.raw, t.norm) and not self._undoes(t, commands)
        # a matter said to have settled itself ("话筒好了，刚才是开关没开", "the stray in my
        # garden was the neighbours, all sorted") asks for nothing, even where it names a
        # value of the flow its thing would start: the problem is gone
        settled = forms.settles(t.raw, t.norm)
        about = capability or polar or complaint or settled
        told = settled or not self._values_read(commands)
        if about and t.task is None and told and not strong:
            reading.path, reading.sure = "meaning", True
            reading.detail["decided"] = "out_of_domain"
            reading.detail["asked_about"] = True
            return [ChitChat(text=t.raw)] if weak else None
        # what the rules started stands unless meaning is clearly elsewhere: past the margin
        # a trigger inside a question for information ("装防臭器以后还会返味吗", "你们开锁要看
        # 身份证吗") asks about the action, not for it: the rules' start stands only where the
        # message is nearer a flow than the questions, not merely not clearly nearer them
        about_action = asking and second is not None
        if over <= (-margins.out_of_domain if weak and not about_action else 0.0):
            reading.path, reading.sure = "meaning", True  # small talk or a question
            reading.detail["decided"] = "out_of_domain"
            # a flow the rules started on a word alone, or on a trigger inside a question
            # about it ("退票要手续费吗"), is no request
            return [ChitChat(text=t.raw)] if weak else None
        started = next((c.flow for c in commands if isinstance(c, StartTask)), None)
        if over <= 0.0 and weak and started is not None and ranked.best != started:
            # nearer small talk or a question than to any flow, and the flow meaning puts
            # first is not the one the rules' weak reading started: neither stands
            reading.path, reading.sure = "meaning", True
            reading.detail["decided"] = "out_of_domain"
            return [ChitChat(text=t.raw)]
        if over <= 0.0:
            reading.detail["decided"] = "rules"  # nearer small talk, but not clearly
            return None
        # "scrap the repair booking", "cancel my study room booking" (which the rules read
        # as a control with nothing running): one relation decides what it may start. A
        # cancel word that undoes nothing named ("toilet won't stop running") is ranked
        # like any message, among all flows
        if t.task is None and self._undoes(t, commands):
            every = index.rank_flows(q, [f for f in self.domain.flows if f != active])
            undoing = self._undo_reader().read(t, every, undoers, reading, commands)
            if undoing is not None:
                return self._undone(t, undoing, commands)
        if second is not None:
            return self._second_opinion(t, ranked, second, reading)
        if over < need:
            return None  # too close to call: the rules' reading stands, unsure
        reading.path = "meaning"
        # a clear winner, or two close flows told apart by the author's words ("is there
        # space in the coding club, id like to book her in"), else a question
        choice = self._close.choose(ranked, margins.choose, t.raw, undoers)
        if choice.flow is not None:
            reading.sure = True
            reading.detail["decided"] = choice.flow
            if choice.told_apart:
                reading.detail["told_apart"] = True
            if started == choice.flow:
                return None  # meaning agrees with the rules: their values stand
            return self._start(t, choice.flow)
        if self._flows_asked(commands) is not None:
            return None  # the rules' own question stands
        if self._weak_start(commands) and not self._clearly_below(ranked, started):
            return None  # the rules' weak reading may be either of the two: it stands
        # a flow started on a value alone ("theres a dog wandering on the dual carriageway"
        # started meeting a dog for adoption on "dog") that meaning puts clearly below both
        # of the two it cannot part is neither of them: they are asked about
        reading.detail["decided"] = "ask"
        return [ask_flow(self.rules, t.lex, list(choice.ask), ranked.top)]

    def _clearly_below(self, ranked: Ranked, flow: str | None) -> bool:
        """``flow`` is below meaning's first by twice the choose margin: since the first two
        are within one margin of each other, it is clearly (by a margin) below both."""
        scores = dict(zip(ranked.names, ranked.scores, strict=True))
        if flow is None or flow not in scores or not ranked.scores:
            return False
        return ranked.scores[0] - scores[flow] >= 2 * self._index().margins.choose

    def _undoes(self, t: Turn, commands: Sequence[Command] = ()) -> bool:
        """The message undoes what it names: undo words or forms, it declines the action
        of one of the domain's triggers ("发票不开了"), or the rules read it as turning
        something down ("dont bother booking the designer": a short message opening with
        a no)."""
        if any(isinstance(c, ChitChat) and c.said == "declined" for c in commands):
            return True
        if self._words(t.lex)[0].undoes(t.norm):
            return True
        return self._declines is not None and self._declines.search(t.norm)

    @staticmethod
    def _values_read(commands: list[Command]) -> bool:
        """The rules read a value for a flow in the message ("... free saturday")."""
        return any(
            (isinstance(c, StartTask) and bool(c.slots)) or isinstance(c, SetSlot) for c in commands
        )

    def _words(self, lex: Lexicon) -> tuple[QueryForms, frozenset[str]]:
        """The lexicon's question and undo forms, and the flows that undo."""
        got = self._forms.get(lex.language)
        if got is None:
            forms = forms_of(lex)
            got = self._forms[lex.language] = (forms, undoing_flows(self.domain, forms))
        return got

    def _start(self, t: Turn, flow: str) -> list[Command]:
        """Start ``flow`` as a trigger would: with the values the parsers read in the
        message, and what is left of it for the slot that takes the rest ("三号包间的灯一直
        不亮" is the fault of the flow it starts, not something asked again)."""
        out = self.rules.switch_to(t, flow)
        return with_rest(self.rules, t, out) if self.rules.rest_slots else out

    def _undone(self, t: Turn, undoing: Undoing, commands: list[Command]) -> list[Command] | None:
        """An undoing's decision as commands: the flow that undoes (unless the rules started
        it: their reading and values stand), a question between two, or nothing."""
        if undoing.ask:
            return [ask_flow(self.rules, t.lex, list(undoing.ask), undoing.score)]
        if undoing.start is None:
            return [ChitChat(text=t.raw)]
        if any(isinstance(c, StartTask) and c.flow == undoing.start for c in commands):
            return None
        return self._start(t, undoing.start)

    def _undo_reader(self) -> UndoReader:
        """How an undoing message is read (``undoing.py``), with which flows each undoing
        flow undoes, by the domain language's undo forms; made once."""
        if self._undo is None:
            forms, undoers = self._words(self.rules.lexicons[self.domain.settings.language])
            relation = UndoRelation(self.domain, self._index(), forms, undoers)
            self._undo = UndoReader(relation, self._declines)
        return self._undo

    def _undo_relation(self) -> UndoRelation:
        return self._undo_reader().relation

    def _second_opinion(
        self, t: Turn, ranked: Ranked, rules_flow: str, reading: Reading
    ) -> list[Command] | None:
        """The rules started ``rules_flow`` on a weak reading: another flow replaces it only
        when meaning puts that flow above it by the domain's calibrated choose margin."""
        reading.reader = "second_opinion"
        best = self._close.overrule(ranked, rules_flow, self._index().margins.choose)
        if best is None:
            reading.path, reading.detail["decided"] = "rules", rules_flow
            return None
        reading.path, reading.sure = "meaning", True
        reading.detail["decided"] = best
        return self._start(t, best)

    def _value(self, t: Turn, q: Any, reading: Reading) -> list[Command] | None:
        assert t.flow is not None and t.task is not None and t.task.asked
        slot = t.task.asked
        ranked = self._index().rank_values(q, t.flow.name, slot)
        ood = self._index().out_of_domain(q, t.lex.language)
        self._scores(reading, ranked, ood)
        if ranked.best is None or ranked.top - ood < self._index().margins.out_of_domain:
            return None
        reading.path = "meaning"
        if ranked.margin >= self.settings.value_margin:
            reading.sure = True
            reading.detail["decided"] = ranked.best
            return [SetSlot(slot=slot, value=ranked.best, raw_text=t.raw.strip(), confidence=1.0)]
        reading.detail["decided"] = "ask"
        return [Clarify(slot=slot, options=list(ranked.names[:2]), raw_text=t.raw.strip())]

    def _resume(self, t: Turn, q: Any, reading: Reading) -> list[Command] | None:
        held = list(dict.fromkeys(x.flow for x in t.state.task_stack))
        ranked = self._index().rank_flows(q, held)
        self._scores(reading, ranked, None)
        if ranked.best is None:
            return None
        if len(held) > 1 and ranked.margin < self.settings.resume_margin:
            return None
        reading.path, reading.sure = "meaning", True
        reading.detail["decided"] = ranked.best
        return [Resume(flow=ranked.best)]

    @staticmethod
    def _scores(reading: Reading, ranked: Ranked, ood: float | None) -> None:
        reading.detail["candidates"] = {
            n: round(s, 4) for n, s in zip(ranked.names[:3], ranked.scores[:3], strict=False)
        }
        if ood is not None:
            reading.detail["out_of_domain"] = round(ood, 4)
