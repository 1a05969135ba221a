"""Which flow a message asks for: trigger phrases, and names of flows and slots in text.

Triggers are normalized once (casefold, punctuation out, spaces collapsed) and compiled
into one alternation; Chinese triggers match as substrings. A trigger scores:

* 1.0 when its phrase occurs in the message;
* 0.75 when all its words occur, in any order or with words between ("book me a flight");
* up to 0.6 when a typo-tolerant match (rapidfuzz ``partial_ratio`` >= 90) is the best
  there is; tried only for short messages, since it is the one step that costs per trigger.
"""

from __future__ import annotations

from dataclasses import dataclass

from rapidfuzz import fuzz

from ..spec import Domain, FlowSpec, SlotSpec
from ..state import Task
from .lexicon import Lexicon, PhraseSet, has_cjk, normalize

_STOP = frozenset({"a", "an", "the", "to", "my", "me", "i", "for", "of", "please"})


@dataclass(frozen=True)
class TriggerHit:
    flow: str
    score: float
    length: int
    start: int
    end: int


class TriggerIndex:
    """All flows' triggers, compiled once."""

    def __init__(self, domain: Domain) -> None:
        self.by_phrase: dict[str, set[str]] = {}
        self.word_sets: list[tuple[frozenset[str], str, int]] = []
        self.fuzzy: list[tuple[str, str]] = []
        for flow in domain.flows.values():
            for trig in flow.triggers:
                n = normalize(trig)
                if not n:
                    continue
                self.by_phrase.setdefault(n, set()).add(flow.name)
                words = frozenset(w for w in n.split() if w not in _STOP)
                if not has_cjk(n) and len(words) >= 2:
                    self.word_sets.append((words, flow.name, len(n)))
                if not has_cjk(n) and len(n) >= 6:
                    self.fuzzy.append((n, flow.name))
        self.phrases = PhraseSet.build(list(self.by_phrase))

    def match(self, norm: str) -> list[TriggerHit]:
        """The best hit per flow, best first (score, then length of the matched phrase)."""
        best: dict[str, TriggerHit] = {}

        def keep(hit: TriggerHit) -> None:
            old = best.get(hit.flow)
            if old is None or (hit.score, hit.length) > (old.score, old.length):
                best[hit.flow] = hit

        for m in self.phrases.finditer(norm):
            for flow in self.by_phrase.get(m.group(0), ()):
                keep(TriggerHit(flow, 1.0, len(m.group(0)), m.start(), m.end()))
        if self.word_sets:
            words = set(norm.split())
            for wanted, flow, length in self.word_sets:
                if wanted <= words:
                    keep(TriggerHit(flow, 0.75, length, 0, 0))
        if not best and self.fuzzy and len(norm) <= 120 and norm.isascii():
            for phrase, flow in self.fuzzy:
                score = fuzz.partial_ratio(phrase, norm, score_cutoff=90)
                if score:
                    keep(TriggerHit(flow, round(0.6 * score / 100, 3), len(phrase), 0, 0))
        return sorted(best.values(), key=lambda h: (h.score, h.length), reverse=True)


class Names:
    """Ways a user names a flow ("the flight", "订机票") or a slot ("the return date")."""

    def __init__(self, domain: Domain) -> None:
        self.domain = domain
        self.flow_forms: dict[str, list[str]] = {}
        for flow in domain.flows.values():
            forms = {normalize(flow.name.replace("_", " ")), normalize(flow.description)}
            forms.update(normalize(t) for t in flow.triggers)
            words = [w for w in flow.name.split("_") if len(w) > 2]
            forms.update(normalize(w) for w in words)
            self.flow_forms[flow.name] = [f for f in forms if f]

    def flow(self, text: str, prefer: list[str]) -> str | None:
        """The flow ``text`` names; flows in ``prefer`` (suspended ones) win ties."""
        n = normalize(text)
        if not n:
            return None
        scores: dict[str, float] = {}
        for name, forms in self.flow_forms.items():
            for f in forms:
                if f == n:
                    s = 1.0
                elif f in n or (n in f and len(n) >= 2):
                    s = 0.8 if not has_cjk(f) else 0.9
                else:
                    s = fuzz.token_set_ratio(f, n) / 100 * 0.7 if n.isascii() else 0.0
                scores[name] = max(scores.get(name, 0.0), s)
        ranked = sorted(scores.items(), key=lambda kv: (kv[1], kv[0] in prefer), reverse=True)
        if not ranked or ranked[0][1] < 0.5:
            return None
        top = [k for k, v in ranked if v == ranked[0][1]]
        preferred = [k for k in top if k in prefer]
        if len(top) > 1 and len(preferred) != 1:
            return None
        return preferred[0] if preferred else top[0]

    def slot(self, text: str, flow: FlowSpec, task: Task | None, lex: Lexicon) -> str | None:
        """The slot of ``flow`` that ``text`` names, by name, description or type word."""
        n = normalize(text)
        for article in ("the ", "my ", "a ", "an ", "any "):
            if n.startswith(article):
                n = n[len(article) :]
        if not n:
            return None
        exact = [s.name for s in flow.slots if n in _slot_forms(s)]
        if len(exact) == 1:
            return exact[0]
        partial = [
            s.name
            for s in flow.slots
            if any(n in f or f in n for f in _slot_forms(s) if len(f) > 2)
        ]
        if len(partial) == 1:
            return partial[0]
        typed = [s.name for s in flow.slots if n in lex.type_words.get(s.type.value, ())]
        pool = partial or typed
        if len(pool) > 1 and task is not None:
            filled = [s for s in pool if task.value(s) is not None]
            if len(filled) == 1:
                return filled[0]
        return pool[0] if len(pool) == 1 else None


def _slot_forms(spec: SlotSpec) -> set[str]:
    forms = {normalize(spec.name.replace("_", " ")), normalize(spec.name)}
    if spec.description:
        forms.add(normalize(spec.description))
    return {f for f in forms if f}
