"""What the author wrote, as vectors: the prototypes that reading by meaning compares with.

Built once per domain at load (``MeaningIndex``), from the cache on disk when the same text
was embedded before by the same model:

- each flow: its description, triggers and ``examples:``;
- each enum slot's values: the value, its synonyms, and the slot's description with it
  ("seat: window", so that "靠窗的" meets "window" through what the slot is about);
- the out-of-domain prototypes of each language (``out_of_domain`` in the lexicons:
  questions about the business, small talk, complaints that request nothing), plus any a
  domain's own lexicon files add;
- questions for information: each lexicon's ``out_of_domain_questions`` and its
  ``question_forms`` over each flow's description ("how much does it cost to {topic}"),
  compared only with messages asked as questions: "how much is a technician visit" is
  nearer to them than to the flow. A flow whose own examples are questions ("how much to
  fix a tap" asks for a quote) gets none, and questions never count against it, except
  a question about what the business is or does (``about``: the same forms over those
  flows, read only for such a question, and left out of the centering mean);
- things told as they happened with no judging word, and questions said as a bare noun
  phrase (``out_of_domain_told``): compared only with a message told plainly (no question,
  request or undoing in its form), and counted by the domain's ``told_margin`` less, since
  a fault reported is told so too; left out of the centering mean and the calibration.

At load the domain's own margins are measured on these (``calibration.py``).

A message's vector is compared by cosine with every prototype; a flow or a value scores
its prototypes pooled (the nearest and the mean of all, ``pooled``), and its nearest one
alone (``Ranked.peaks``) is what meets the out-of-domain prototypes.
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np

from ..spec import Domain, FlowSpec, SlotSpec, SlotType
from .calibration import Margins, calibrate
from .complaint_words import ComplaintWords
from .embedder import Embedder
from .grammar_words import grammar, lists_of
from .lexicon import Lexicon, normalize
from .mood import mood
from .phrases import PhraseSet
from .pooling import pooled
from .query_forms import forms_of
from .vector_cache import VectorCache, unit

#: the lexicon lists the prototypes are made of (the messages that ask for no flow, the
#: complaints, the question forms) and those a trigger's vague count is read with, read
#: once per lexicon
_LISTS = lists_of(
    "out_of_domain",
    "out_of_domain_complaints",
    "flow_complaints",
    "vague_counts",
    "classifiers",
    "units",
    "out_of_domain_questions",
    "question_forms",
    "out_of_domain_told",
    "out_of_domain_told_complaints",
    "out_of_domain_others",
)


def _own(lex: Lexicon, key: str) -> list[str]:
    """The words of the list ``key`` in ``lex``'s own language (an author's merged)."""
    return list(grammar(lex, _LISTS).own(key, lex.language))


#: how many messages' vectors are kept in memory (``MeaningIndex.vector``)
_RECENT = 512


@dataclass(frozen=True)
class Ranked:
    """Candidates of one question ("which flow?", "which value?"), best first."""

    names: tuple[str, ...]
    scores: tuple[float, ...]
    #: each name's single nearest prototype (``scores`` pool all of a name's prototypes):
    #: what is compared with the out-of-domain prototypes, which are single texts too
    peaks: tuple[float, ...] = ()

    @property
    def best(self) -> str | None:
        return self.names[0] if self.names else None

    @property
    def top(self) -> float:
        return self.scores[0] if self.scores else -1.0

    @property
    def peak(self) -> float:
        """The best name's nearest single prototype (its pooled score without peaks)."""
        return self.peaks[0] if self.peaks else self.top

    @property
    def margin(self) -> float:
        """The best over the runner-up (the best alone: its whole score)."""
        if len(self.scores) < 2:
            return self.top
        return self.scores[0] - self.scores[1]


class _Group:
    """Prototype vectors, each owned by one name; a name scores its prototypes pooled
    (``pooled``: the nearest one and the mean of all)."""

    def __init__(self, owners: list[str], matrix: np.ndarray, pool: bool = True) -> None:
        self.names = tuple(dict.fromkeys(owners))
        #: values are named by one word each ("window", "靠窗"): their nearest one decides
        self.pool = pool
        index = {n: i for i, n in enumerate(self.names)}
        self.owner = np.array([index[o] for o in owners], dtype=np.int64)
        self.matrix = matrix

    def rank(self, q: np.ndarray, among: Iterable[str] | None = None) -> Ranked:
        if not self.names:
            return Ranked((), ())
        score, peak = pooled(self.matrix @ q, self.owner, len(self.names))
        if not self.pool:
            score = peak
        keep = set(among) if among is not None else None
        rows = sorted(
            (
                (float(score[i]), float(peak[i]), n)
                for i, n in enumerate(self.names)
                if keep is None or n in keep
            ),
            reverse=True,
        )
        return Ranked(
            tuple(n for _, _, n in rows),
            tuple(s for s, _, _ in rows),
            tuple(p for _, p, _ in rows),
        )


def flow_texts(flow: FlowSpec) -> list[str]:
    """What a flow is about, in the author's words."""
    return [flow.description, *flow.triggers, *flow.examples]


def value_texts(domain: Domain, slot: SlotSpec) -> dict[str, list[str]]:
    """Each value of a choice slot with the words that name it."""
    values = list(slot.values)
    synonyms = dict(slot.synonyms)
    if slot.entity and slot.entity in domain.entities:
        entity = domain.entities[slot.entity]
        values = values or list(entity.values)
        synonyms = {**entity.synonyms, **synonyms}
    about = slot.description or slot.name.replace("_", " ")
    return {v: [v, *synonyms.get(v, []), f"{about}: {v}"] for v in values}


def complaint_flow(domain: Domain, words: PhraseSet) -> str | None:
    """The one flow with a trigger ending in one of ``words`` (the domain's lexicon's
    ``complaint_flow_words``) ("make a complaint", "我要投诉"): the author has it take
    complaints. A complaint about one thing ("complain about my prints", "投诉赔偿") names
    what the flow is for instead. None where no flow, or more than one, has such a
    trigger."""

    def ends(trigger: str) -> bool:
        norm = normalize(trigger)
        return any(not norm[m.end() :].strip() for m in words.finditer(norm))

    found = [f.name for f in domain.flows.values() if any(ends(x) for x in f.triggers)]
    return found[0] if len(found) == 1 else None


def _vague_count(vagues: list[str], units: set[str]) -> re.Pattern[str] | None:
    """A vague count ("几", ``vague_counts``) before a measure word or a unit
    (``classifiers``, ``units``: "几天", "几份"), read at load: "a few"."""
    if not vagues or not units:
        return None
    vague = "|".join(re.escape(w) for w in vagues)
    after = "|".join(re.escape(u) for u in sorted(units, key=len, reverse=True))
    return re.compile(f"(?:{vague})(?=(?:{after}))")


def choice_slot(domain: Domain, slot: SlotSpec) -> bool:
    """A slot whose values are a list that meaning may choose from."""
    if slot.type == SlotType.ENUM:
        return True
    return bool(slot.entity and slot.entity in domain.entities and slot.type == SlotType.TEXT)


def _rows(
    matrix: np.ndarray, at: int, groups: Iterable[dict[str, list[str]]]
) -> list[dict[str, np.ndarray]]:
    """Per group of prototypes kept per language, each language's rows of ``matrix``, cut
    from ``at`` on in the order the groups' texts were embedded."""
    cut: list[dict[str, np.ndarray]] = []
    for group in groups:
        rows: dict[str, np.ndarray] = {}
        for lang, ts in group.items():
            rows[lang] = matrix[at : at + len(ts)]
            at += len(ts)
        cut.append(rows)
    return cut


class MeaningIndex:
    """The domain's prototypes as unit vectors; see the module docstring."""

    def __init__(
        self,
        domain: Domain,
        embedder: Embedder,
        lexicons: dict[str, Lexicon],
        cache: VectorCache | None = None,
    ) -> None:
        self.embedder = embedder
        self.cache = cache if cache is not None else VectorCache()
        #: the messages embedded last, in memory only (``vector``)
        self._recent: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()
        owners: list[str] = []
        texts: list[str] = []
        for flow in domain.flows.values():
            for text in flow_texts(flow):
                owners.append(flow.name)
                texts.append(text)
        values: dict[tuple[str, str], tuple[list[str], list[str]]] = {}
        for flow in domain.flows.values():
            for slot in flow.slots:
                if choice_slot(domain, slot):
                    pairs = [(v, t) for v, ts in value_texts(domain, slot).items() for t in ts]
                    values[flow.name, slot.name] = ([v for v, _ in pairs], [t for _, t in pairs])
        #: the flow complaints are told to: the one flow with a trigger holding a word of
        #: the lexicon's ``complaint_flow_words`` ("make a complaint", "投诉"); None: none
        lex = lexicons.get(domain.settings.language)
        words = (
            grammar(lex, ComplaintWords).phrase_set(lex.language)
            if lex is not None
            else PhraseSet.build([])
        )
        self.complaint_flow = complaint_flow(domain, words)
        ood: dict[str, list[str]] = {
            lang: _own(lex, "out_of_domain") for lang, lex in lexicons.items()
        }
        # a complaint that requests nothing asks for no flow where no flow takes
        # complaints; where one does, telling it is what that flow is for: the complaint
        # prototypes count against every other flow, and for that one (``complained``)
        complaints: dict[str, list[str]] = {
            lang: _own(lex, "out_of_domain_complaints") for lang, lex in lexicons.items()
        }
        #: more complaints told plainly (``flow_complaints``), read only for the flow
        #: complaints are told to: never against a flow, so no other domain reads otherwise
        self.flow_complaints: dict[str, np.ndarray] = {}
        more: dict[str, list[str]] = {
            lang: _own(lex, "flow_complaints")
            for lang, lex in lexicons.items()
            if self.complaint_flow is not None
        }
        #: flows with a trigger asked as a question ("how much would it cost", "快递到哪了",
        #: and a yes/no question by its opening word without a question mark, "is my order
        #: ready"): a question is how they are asked for, so questions do not count against
        #: them (a question among the examples alone does not make one: examples are looser).
        #: A trigger says what is wanted, so a vague count in it before a measure word or a
        #: unit ("停送几天", "多住几天": a few days) asks nothing, as in a message stating a
        #: want (``vague_counts``): such a trigger makes no flow one asked for by questions
        self.question_flows = frozenset(
            f.name
            for f in domain.flows.values()
            for lex in lexicons.values()
            if lex.language == domain.settings.language
            for vague in [
                _vague_count(
                    _own(lex, "vague_counts"),
                    {*_own(lex, "classifiers"), *_own(lex, "units")},
                )
            ]
            if any(
                mood(lex, y, normalize(y)).asking or forms_of(lex).asks_polar(normalize(y))
                for x in f.triggers
                for y in [vague.sub(" ", x).strip() if vague is not None else x]
                if y
            )
        )
        asked: dict[str, list[str]] = {
            lang: _own(lex, "out_of_domain_questions")
            + [
                str(form).replace("{topic}", topic)
                for form in _own(lex, "question_forms")
                for flow in domain.flows.values()
                if flow.name not in self.question_flows
                for topic in [flow.description, *flow.triggers]
                if topic
            ]
            for lang, lex in lexicons.items()
        }
        #: the question forms over the flows asked for by questions: compared only with a
        #: question about what the business is or does ("are your staff trained ...")
        about: dict[str, list[str]] = {
            lang: [
                str(form).replace("{topic}", topic)
                for form in _own(lex, "question_forms")
                for flow in domain.flows.values()
                if flow.name in self.question_flows
                for topic in [flow.description, *flow.triggers]
                if topic
            ]
            for lang, lex in lexicons.items()
        }
        #: things told as they happened ("the man you sent was on his phone the whole
        #: time") and questions said as a bare noun phrase ("cancellation fee"): they ask
        #: for nothing, but a request reporting a fault is told so too, so they count only
        #: by ``told_margin`` less (``out_of_domain``), and stay out of the centering mean
        #: and the calibration, leaving every other score as it was
        told: dict[str, list[str]] = {
            lang: _own(lex, "out_of_domain_told") for lang, lex in lexicons.items()
        }
        # what was sent, done or charged wrong ("the box arrived damaged", "快递放到别人家
        # 门口了", ``flow_complaints``): where no flow takes complaints, such a complaint told
        # about a thing a flow orders ("今天的奶送到隔壁去了" beside ordering milk) asks for
        # nothing, so they count against every flow as the complaints told plainly do
        # (by ``told_margin`` less: a fault reported to be fixed is told so too); where one
        # does, they are that flow's only (``flow_complaints`` below)
        told_complaints: dict[str, list[str]] = {
            lang: _own(lex, "out_of_domain_told_complaints")
            + (_own(lex, "flow_complaints") if self.complaint_flow is None else [])
            for lang, lex in lexicons.items()
        }
        # COMPLAINT_ABOUT_OTHERS_TAKEN_BY_THE_COMPLAINT_FLOW: complaints about someone or
        # something other than the business (the traffic, a neighbour, another shop, the
        # prices everywhere) ask for no flow, not even the one complaints are told to: read
        # only against that flow (``complained_about_others``); they stay out of the
        # centering mean and the calibration
        others: dict[str, list[str]] = {
            lang: _own(lex, "out_of_domain_others") for lang, lex in lexicons.items()
        }
        self.told_margin = domain.settings.meaning.told_margin
        # one call for everything: the cache embeds only what it has not seen
        # the prototypes kept per language, in the order their rows are cut back out below
        by_language = (ood, complaints, asked, about, told, told_complaints, more, others)
        every = [*texts, *(t for _, ts in values.values() for t in ts)]
        every += [t for group in by_language for ts in group.values() for t in ts]
        matrix = self.cache.vectors(embedder, every) if every else np.zeros((0, 0))
        #: how many prototypes were embedded now (0: all came from the cache)
        self.computed = self.cache.computed
        # Centering: every e5 vector shares one large common direction, which squeezes all
        # cosines into 0.75-0.92. Taking the prototypes' mean out (and the message's, with
        # the same mean) spreads them about five times wider, so margins separate.
        # (the questions about flows asked for by questions stay out of the mean: they are
        # read only for a question about the business, and must not move every other score)
        later = [*about.values(), *told.values(), *told_complaints.values(), *more.values()]
        later += others.values()
        centered = len(matrix) - sum(len(ts) for ts in later)
        self.center = (
            matrix[:centered].mean(axis=0) if centered else np.zeros(0, dtype=np.float32)
        ).astype(np.float32)
        matrix = unit(matrix - self.center) if len(matrix) else matrix
        at = len(texts)
        self.flows = _Group(owners, matrix[:at])
        self.values: dict[tuple[str, str], _Group] = {}
        for key, (names, ts) in values.items():
            self.values[key] = _Group(names, matrix[at : at + len(ts)], pool=False)
            at += len(ts)
        rows = _rows(matrix, at, by_language)
        self.ood, self.complaints, self.asked, self.about = rows[:4]
        self.told, self.told_complaints, more_rows, self.others = rows[4:]
        self.flow_complaints.update(more_rows)
        self.margins = self._calibrate(domain)

    def _calibrate(self, domain: Domain) -> Margins:
        settings = domain.settings.meaning
        declared = Margins(settings.request_margin, settings.out_of_domain_margin)
        lang = domain.settings.language
        if not settings.calibrate or lang not in self.ood:
            return declared
        empty = np.zeros((0, self.flows.matrix.shape[1]), dtype=np.float32)
        return calibrate(
            self.flows.matrix,
            self.flows.owner,
            np.vstack([self.ood[lang], self.complaints.get(lang, empty)]),
            self.asked.get(lang, empty),
            precision=settings.choose_precision,
            choose_ceiling=settings.request_margin,
            ood_ceiling=settings.out_of_domain_margin,
        )

    def vector(self, text: str) -> np.ndarray:
        """A message as a unit vector. Messages are never cached on disk; the last
        ``_RECENT`` are kept in memory, so a text said again (the same request from another
        user, a message retried) costs no second embedding, which is all the time reading
        by meaning adds."""
        with self._lock:
            got = self._recent.get(text)
            if got is not None:
                self._recent.move_to_end(text)
                return got
        raw = self.embedder.embed([text])
        v = unit(np.asarray(raw[0], dtype=np.float32))
        v = unit(v - self.center) if len(self.center) == len(v) else v
        with self._lock:
            self._recent[text] = v
            while len(self._recent) > _RECENT:
                self._recent.popitem(last=False)
        return v

    def texts(self, texts: list[str]) -> np.ndarray:
        """More of the author's texts as vectors centered like the prototypes (cached on
        disk like them): views built from the author's words after load."""
        if not texts:
            return np.zeros((0, self.flows.matrix.shape[1]), dtype=np.float32)
        matrix = self.cache.vectors(self.embedder, texts)
        return unit(matrix - self.center) if len(self.center) == matrix.shape[1] else matrix

    def rank_flows(self, q: np.ndarray, among: Iterable[str] | None = None) -> Ranked:
        return self.flows.rank(q, among)

    def rank_values(self, q: np.ndarray, flow: str, slot: str) -> Ranked:
        group = self.values.get((flow, slot))
        return group.rank(q) if group is not None else Ranked((), ())

    def out_of_domain(
        self,
        q: np.ndarray,
        language: str,
        asking: bool = False,
        about: bool = False,
        told: bool = False,
        complaints: bool = True,
    ) -> float:
        """The cosine of the nearest out-of-domain prototype of ``language`` (-1: none);
        ``asking`` (the message is a question) counts the questions about the flows too,
        ``about`` (a question about what the business is or does) also those about the
        flows asked for by questions, and ``told`` (the message is plainly told: no
        question, no request, no undoing in its form) the ``out_of_domain_told`` ones, by
        ``told_margin`` less; ``complaints`` False leaves the complaints out (compared
        with the flow complaints are told to, they are its own: ``complained``)."""
        best = -1.0
        groups = [
            (self.ood, True, 0.0),
            (self.complaints, complaints, 0.0),
            (self.asked, asking, 0.0),
            (self.about, asking and about, 0.0),
            (self.told, told, self.told_margin),
            (self.told_complaints, told and complaints, self.told_margin),
        ]
        for group, use, less in groups:
            protos = group.get(language) if use else None
            if protos is not None and len(protos):
                best = max(best, float(np.max(protos @ q)) - less)
        return best

    def complained_about_others(self, q: np.ndarray, language: str) -> float:
        """How near ``q`` is to the complaints about others than the business
        (``out_of_domain_others``), pooled as ``complained`` pools the complaints: every
        complaint is near both groups by its judging words, so it is the difference
        between the two pooled scores that says whom it is about. -1: none."""
        protos = self.others.get(language)
        if protos is None or not len(protos):
            return -1.0
        score, _ = pooled(protos @ q, np.zeros(len(protos), dtype=np.int64), 1)
        return float(score[0])

    def complained(self, q: np.ndarray, language: str) -> tuple[float, float]:
        """How near ``q`` is to the flow complaints are told to, its own texts and the
        complaint prototypes of ``language`` (told by their words or plainly, with no
        margin) read as its: pooled like a flow's (``pooled``), and the nearest alone.
        (-1, -1): no such flow."""
        flow = self.complaint_flow
        if flow is None or flow not in self.flows.names:
            return -1.0, -1.0
        own = self.flows.matrix[self.flows.owner == self.flows.names.index(flow)]
        parts = [
            own,
            *(
                g[language]
                for g in (self.complaints, self.told_complaints, self.flow_complaints)
                if language in g
            ),
        ]
        sims = np.vstack(parts) @ q
        score, peak = pooled(sims, np.zeros(len(sims), dtype=np.int64), 1)
        return float(score[0]), float(peak[0])
