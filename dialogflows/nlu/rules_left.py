"""What the rules' reading leaves to meaning: which reader by meaning a message needs.

The rules run first; meaning reads a message only where they read nothing (no request, no
value of an asked choice, no flow named by "back to …") or read it weakly. Weak is a
declared rule, not a list of phrases: a flow started on a value or a word of its name only;
a trigger covering less than ``weak_cover`` of the message; a trigger inside a question for
information; a flow started in a message that undoes it; a "cancel it" with nothing
running; the options of no task asked for. Never on a flow started on its listed value in a
message of nothing but that flow's values ("castle", "woodland for 12"): a value only one
flow's slot can hold is the parsers' evidence, and meaning does not choose against it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

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
from ..spec import Domain, FlowSpec, SlotSpec, SlotType
from ..state import COLLECTING
from .all_values import only_values
from .lexicon import has_cjk, normalize
from .meaning_index import MeaningIndex, choice_slot, value_texts
from .meaning_resume import resume_hole
from .message_forms import MessageForms
from .mood import mood
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


class RulesLeft:
    """What one domain's rules left in a message, and how weakly they read the rest.

    Args:
        domain: the flows.
        u: the rules' knowledge of the domain (their value parsers).
        index: the author's vectors, or None (no embedder: nothing is read by meaning).
        forms: the message forms of the domain's languages.
    """

    def __init__(
        self, domain: Domain, u: Knowledge, index: MeaningIndex | None, forms: MessageForms
    ) -> None:
        self.domain, self.u, self.index, self.forms = domain, u, index, forms
        self.settings = domain.settings.meaning
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

    def need(self, t: Turn, commands: list[Command]) -> str | None:
        """Which reader the message needs, or None when the rules read it."""
        state = t.state
        resumed = any(isinstance(c, Resume) for c in commands)
        if state.task_stack and not resumed and resume_hole(t) is not None:
            return "resume"
        asked = self._asked_choice(t)
        if asked is not None and self._no_listed_value(t, asked, commands):
            return "value"
        if t.task is None and self.weak_start(commands):
            if self._values_only(t, commands):
                return None  # "castle", "kiln dried, 4 bags please": the parsers' evidence
            return "request"  # a flow started on a word of its name or a value only
        if t.task is None and self.flows_asked(commands) is not None:
            return "request"  # "do you mean X or Y?": meaning may tell them apart
        if t.task is None and self.weak_reading(t, commands) is not None:
            return "request"  # a second opinion on a trigger that says little of the message
        if t.task is None and self.undoing_start(t, commands):
            return "request"  # "试驾不去了": a flow started in a message that undoes it
        idle = t.task is None and not state.task_stack and self._idle_control(commands)
        if idle and self.forms.words(t.lex)[1]:
            return "request"  # "cancel it" with nothing to cancel: a request said so
        if t.task is None and self._idle_listing(commands):
            return "request"  # "… of the attached menu": the options of no task asked for
        if any(not isinstance(c, ChitChat) for c in commands):
            return None
        return "request"

    @staticmethod
    def weak_start(commands: list[Command]) -> bool:
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
        if flow is None or not self._holds_listed(start):
            return False
        spans = self._value_spans(t, flow)
        return bool(spans) and only_values(self.u, replace(t, flow=flow), spans)

    def _value_spans(self, t: Turn, flow: FlowSpec) -> list[tuple[int, int]]:
        """Where the parsers of ``flow``'s listed and typed slots read a value in the
        message (offsets in ``t.scan``)."""
        spans: list[tuple[int, int]] = []
        for spec in flow.slots:
            parser = self.u.parser(flow, spec)
            if parser.choices is not None:
                spans += [(c.start, c.end) for c in parser.choices.mentions(t.scan)]
            if spec.type not in (SlotType.TEXT, SlotType.BOOLEAN):
                spans += [(p.start, p.end) for p in parser.scan(t.scan, t.now, t.language)]
        return [(a, b) for a, b in spans if b > a]

    def _holds_listed(self, start: StartTask) -> bool:
        """The start holds a listed value (or a synonym's) of its own flow's choice slot."""
        return any(
            (start.flow, name) in self._listed and str(value) in self._listed[start.flow, name]
            for name, value in start.slots.items()
        )

    def only_listed(self, commands: list[Command]) -> bool:
        """Every value the rules read is a listed value of its own flow's choice slot (the
        stout of "that stout is the best"): the values name a thing, not when or how many."""
        starts = [c for c in commands if isinstance(c, StartTask) and c.slots]
        return (
            bool(starts)
            and not any(isinstance(c, SetSlot) for c in commands)
            and all(
                (c.flow, name) in self._listed and str(value) in self._listed[c.flow, name]
                for c in starts
                for name, value in c.slots.items()
            )
        )

    def listed_start(self, commands: list[Command]) -> str | None:
        """The flow the rules started weakly on a listed value of its own ("house call" of
        a home visit, 入门版 of a plan), if so: a value only that flow's slot holds is the
        parsers' evidence for it, whatever the flow's texts are near."""
        if not self.weak_start(commands):
            return None
        start = next(c for c in commands if isinstance(c, StartTask))
        return start.flow if self._holds_listed(start) else None

    def holds_listed_of(self, flow: str, commands: list[Command]) -> bool:
        """A choice slot of ``flow`` lists every listed value the rules' start holds (the
        6寸 of a print order is no value of cancelling an order): ``flow`` can take what the
        parsers read for the start."""
        start = next((c for c in commands if isinstance(c, StartTask)), None)
        if start is None:
            return False
        listed = [
            str(v)
            for n, v in start.slots.items()
            if str(v) in self._listed.get((start.flow, n), ())
        ]
        mine = [xs for (f, _), xs in self._listed.items() if f == flow]
        return all(any(v in xs for xs in mine) for v in listed)

    def undoing_start(self, t: Turn, commands: list[Command]) -> bool:
        """The rules started a flow that does not itself undo, in a message that undoes
        what it names ("试驾不去了", "scrap the repair booking"): the trigger is the
        object of the undoing, so the reading is weak and the undo relation decides."""
        if self.index is None:
            return False
        _, undoers = self.forms.words(t.lex)
        return self.forms.undoes(t) and any(
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

    def weak_reading(self, t: Turn, commands: list[Command]) -> str | None:
        """The flow the rules started on a trigger that reads the message weakly, if so.

        Weak: the trigger covers less than ``weak_cover`` of the message ("帮我算一下寄件
        费用": "寄件" is two of eight characters) besides the values its flow's parsers read
        there and the lexicon's fillers ("guitar setup pls, acoustic, thursday if poss" is
        the rules' alone; of a flow that undoes, of the whole message), or the message is
        asked as a question for information ("退票要手续费吗": a request word inside a question), or asks what
        follows the trigger's action ("取消预约要扣钱吗": ``what_follows.py``), or is a
        bare noun phrase asking an attribute of the thing the trigger names ("上牌的材料":
        ``attribute_asks.py``). Meaning then
        gives a second opinion; the rules' reading stands unless meaning is clearly elsewhere.
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
        if flow not in asked_for and self.forms.asks_what_follows(t, flow):
            return flow  # "取消预约要扣钱吗": the trigger is the topic of what is asked
        if flow not in asked_for and self.forms.asks_attribute(t):
            return flow  # "上牌的材料": the trigger names the thing whose attribute is asked
        size = len(t.norm.replace(" ", ""))
        authored = max(
            (len(x.replace(" ", "")) for x in self._triggers.get(flow, ()) if x in t.norm),
            default=0,
        )
        if not size or authored / size >= self.settings.weak_cover:
            return None
        if flow in self.forms.words(t.lex)[1]:
            # a flow that undoes keeps meaning's second opinion however the rest is said:
            # what is supposed or taken back around a cancel ("is there a charge if we
            # cancel the party on friday") is read by meaning, not by the trigger's length
            return flow
        # TRIGGER_BESIDE_ITS_FLOWS_VALUES_READ_AS_WEAK: what the trigger covers is weighed
        # against what the message says besides the values the flow's own parsers read
        # ("guitar setup pls, acoustic, thursday if poss": the instrument and the day are
        # the request's values, nothing a second opinion could read elsewhere), and a
        # trigger said in another form ("booking a setup" for "book a setup") covers what
        # it was found at
        hits = [h for h in self.u.triggers.exact(t.norm) if h.flow == flow]
        trigger = {t.norm[h.start : h.end] for h in hits if 0 <= h.start < h.end <= len(t.norm)} | {
            x for x in self._triggers.get(flow, ()) if x in t.norm
        }
        covered = max((len(x.replace(" ", "")) for x in trigger), default=0)
        spec = self.domain.flows.get(flow)
        said = (
            {normalize(t.scan[a:b]) for a, b in self._value_spans(t, spec)}
            if spec is not None
            else set()
        )
        rest = f" {t.norm} "
        for x in sorted({*trigger, *(v for v in said if v)}, key=len, reverse=True):
            rest = rest.replace(f" {x} " if not has_cjk(x) else x, " ")
        left = covered + len(self._unfilled(rest).replace(" ", ""))
        return flow if left > 0 and covered / left < self.settings.weak_cover else None

    def _unfilled(self, text: str) -> str:
        """``text`` without the lexicon's filler words ("please", "then", "吧"): what is
        left of a message once its request and values are taken out, said for itself."""
        if has_cjk(text):
            regex = self.u.filler_sets["zh"].regex
            return regex.sub("", text) if regex is not None else text
        fillers = self.u.filler_words["en"]
        return " ".join(w for w in text.split() if w not in fillers)

    def flows_asked(self, commands: list[Command]) -> list[str] | None:
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
        if task.phase != COLLECTING:
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

    @staticmethod
    def values_read(commands: list[Command]) -> bool:
        """The rules read a value for a flow in the message ("... free saturday")."""
        return any(
            (isinstance(c, StartTask) and bool(c.slots)) or isinstance(c, SetSlot) for c in commands
        )
