"""Reading by meaning where the rules read nothing: requests, choice values, flows on hold.

``SemanticUnderstander`` runs the rules first. Only when they leave a message unread, or
read it weakly (``rules_left.py``), does it embed the message, once, and ask one of three
readers:

- **request** (``meaning_request.py``): no trigger matched and nothing else was read
  ("someone used my card without asking"): the flow whose description, triggers and
  examples are nearest; also a second opinion where the rules' reading is weak;
- **value** (``meaning_value.py``): a choice slot is asked and neither a value, a synonym
  nor a fuzzy match was found ("the cheaper one", "靠窗的"): the nearest listed value;
- **resume** (``meaning_resume.py``): "back to the money thing" names no flow on hold by
  its words: the held flow whose meaning is nearest to what was said after "back to".

Small talk the lexicons know ("thanks", "hi") is never embedded. Before a message is
embedded, typos of the domain's words are mended (``spelling.py``). Meaning chooses, the
typed parsers fill: a request found by meaning starts with the values the rules' parsers
read in the message, exactly as a trigger would.

Each turn leaves an ``understood_by`` note (an event): which path decided and the scores.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

from ..commands import ChitChat, Command, StartTask
from ..spec import Domain
from .asked_flow import ask_flow
from .base import NluContext
from .declines import Declines
from .embedder import Embedder, embedder_from
from .lexicon import normalize
from .meaning_index import MeaningIndex, choice_slot, flow_texts, value_texts
from .meaning_request import RequestByMeaning
from .meaning_resume import read_resume, resume_hole
from .meaning_value import read_value
from .message_forms import MessageForms
from .mood import mood
from .reading import Reading as Reading  # re-exported: hybrid.py reads it here
from .rest_text import with_rest
from .rules import RuleUnderstander
from .rules_left import RulesLeft
from .spelling import Spelling
from .undo_reasons import without_reasons
from .undo_relation import UndoRelation
from .undoing import UndoReader
from .utterance import Turn
from .vector_cache import VectorCache

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
        self._undo: UndoReader | None = None
        lex = self.rules.lexicons.get(domain.settings.language)
        #: "发票不开了": a negation before a verb of the domain's triggers (``declines.py``)
        self._declines = Declines(domain, lex) if lex is not None else None
        #: the lexicon's question and undo forms, and the flows that undo
        self.forms = MessageForms(domain, self._declines)
        #: what the rules' reading left to meaning, and how weakly they read the rest
        self.left = RulesLeft(domain, self.rules, self.index, self.forms)
        self.requests = (
            RequestByMeaning(
                domain,
                self.rules,
                self.index,
                self.left,
                self.forms,
                self._start,
                self._undo_reader,
            )
            if self.index is not None
            else None
        )
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
        t = self._undoing_mended(t, ctx)
        if self._known_talk(t):
            if t.task is None and self.left.weak_start(commands):
                # "good morning!" holds a value ("morning") of a flow: small talk the
                # lexicons know starts nothing on a value alone; nothing is embedded
                return [ChitChat(text=t.raw)], Reading(reader="small_talk")
            return commands, Reading()
        need = self.left.need(t, commands)
        if need is None:
            return commands, Reading()
        if self.index is None or self.requests is None:
            return commands, Reading(path="unread", reader=need, sure=False)
        reading = Reading(path="unread", reader=need, sure=False, embedded=True)
        try:
            if need == "resume":
                hole = resume_hole(t) or t.raw
                q = self._vector(self._mended(hole, reading), reading)
                out = read_resume(self.index, self.settings, t, q, reading)
            else:
                q = self._vector(self._mended(t.raw, reading), reading)
                out = (
                    read_value(self.index, self.settings, t, q, reading)
                    if need == "value"
                    else None
                )
                if out is None and reading.path == "unread":
                    out, reading = self._reasons_left(t, commands, q, reading)
                if out is None and reading.path == "unread":
                    out = self.requests.read(t, q, reading, commands)
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

    def _undoing_mended(self, t: Turn, ctx: NluContext) -> Turn:
        """UNDO_WORD_TYPED_WITH_A_SLIP_NOT_READ_AS_UNDOING: a message whose undo word is
        typed with a slip ("so cancle the sharpening pls") is read with its typos of the
        domain's words mended ("cancle" → "cancel" of a trigger), when only the mended text
        undoes: the undo forms then read it as the undoing it is, and the rules' start of
        the flow whose thing it names is no request. With a task running the rules' own
        controls read it; a message that undoes as typed is read as typed."""
        if t.task is not None or self.spelling is None or self.forms.undoes(t):
            return t
        mended = self.spelling.mend(t.raw)
        if mended == t.raw:
            return t
        m = self._turn(mended, ctx)
        return m if m is not None and self.forms.undoes(m) else t

    @staticmethod
    def _known_talk(t: Turn) -> bool:
        """ "thanks", "hi", "ok": small talk the lexicons know, never embedded."""
        return any(t.lex[c].fullmatch(t.norm) for c in _READ_TALK)

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

    def _reasons_left(
        self, t: Turn, commands: list[Command], q: Any, reading: Reading
    ) -> tuple[list[Command] | None, Reading]:
        """An undoing with nothing running, read without the clauses that only give its
        reason ("下雨了，那个就算了", "scrap the hedge booking, the landlord is doing it":
        ``undo_reasons.py``). When what is left names nothing of the domain ("scrap it",
        "那个就算了"): the flow that undoes, the domain's only one (of several, the nearest,
        asked about when close). When it names something: read as any undoing, and taken
        when that starts a flow; else (None, and ``reading`` untouched) the whole message is
        read as before, since its reason may be what says which thing is undone."""
        if t.task is not None or not self.forms.undoes(t, commands):
            return None, reading
        if self.forms.retracts_request(t, commands):
            # "scrap that about the flask, ill get him something else": what was said is
            # taken back, no thing had undone (the request reader says so)
            return None, reading
        forms, undoers = self.forms.words(t.lex)
        index = self._index()
        kept = without_reasons(
            t.raw,
            t.lex.language,
            forms,
            index,
            index.vector,
            lambda part: mood(t.lex, part, normalize(part)).asking,
        )
        if kept is None:
            return None, reading
        # what the undoing names: what is left without its undo and cancel words ("about
        # the alterations" of "never mind about the alterations"; "it" of "scrap it")
        said = forms.undone_object(normalize(kept)).strip(" ,，")
        o = index.vector(self._mended(said, reading)) if said else None
        names = o is not None and index.out_of_domain(o, t.lex.language) < index.rank_flows(o).peak
        # "那就不点了，太贵": a frame turning down the very action of a flow (点 of 点单)
        # names that flow, though nothing is left of it once the frame is taken away
        turned = self._declines.flows(normalize(kept)) if self._declines is not None else ()
        names = names or any(f not in undoers for f in turned)
        if not undoers or names:
            k = index.vector(self._mended(kept, reading))
            # what is left names something: read as any undoing, without its reason
            alone = replace(reading, detail=dict(reading.detail))
            alone.detail["reasons_left"] = kept
            out = self.requests.read(t, k, alone, commands) if self.requests else None
            if out is not None and any(isinstance(c, StartTask) for c in out):
                return out, alone
            return None, reading
        reading.detail["reasons_left"] = kept
        if self._undo_relation().undoes_change(kept, None):
            # "never mind moving it, tuesday is fine after all": what is left undoes a
            # change, not the thing changed; the flow that undoes things does not start
            reading.path, reading.sure, reading.reader = "meaning", True, "undo"
            reading.detail["decided"] = "nothing_undoes"
            reading.detail["change_undone"] = True
            return [ChitChat(text=t.raw)], reading
        ranked = index.rank_flows(q, sorted(undoers))
        assert ranked.best is not None
        reading.path, reading.sure, reading.reader = "meaning", True, "undo"
        reading.detail["names_nothing"] = True
        if len(ranked.names) > 1 and ranked.margin < index.margins.choose:
            reading.sure, reading.detail["decided"] = False, "ask"
            return [ask_flow(self.rules, t.lex, list(ranked.names[:2]), ranked.top)], reading
        reading.detail["decided"] = ranked.best
        return self._start(t, ranked.best), reading

    def _vector(self, text: str, reading: Reading) -> Any:
        start = time.perf_counter()
        q = self._index().vector(text)
        reading.ms = (time.perf_counter() - start) * 1000.0
        return q

    def _start(self, t: Turn, flow: str) -> list[Command]:
        """Start ``flow`` as a trigger would: with the values the parsers read in the
        message, and what is left of it for the slot that takes the rest ("三号包间的灯一直
        不亮" is the fault of the flow it starts, not something asked again)."""
        out = self.rules.switch_to(t, flow)
        return (
            with_rest(self.rules, t, out)
            if self.rules.rest_slots or self.rules.list_rest_slots
            else out
        )

    def _undo_reader(self) -> UndoReader:
        """How an undoing message is read (``undoing.py``), with which flows each undoing
        flow undoes, by the domain language's undo forms; made once."""
        if self._undo is None:
            forms, undoers = self.forms.words(self.rules.lexicons[self.domain.settings.language])
            relation = UndoRelation(self.domain, self._index(), forms, undoers)
            self._undo = UndoReader(relation, self._declines)
        return self._undo

    def _undo_relation(self) -> UndoRelation:
        return self._undo_reader().relation
