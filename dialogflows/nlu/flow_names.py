"""Names of flows and slots in text: "the flight", "hotel booking", "订机票" name a flow,
"the return date" a slot. A flow is named by its name's words, its description and its
triggers; a word of its name no other flow's name has names it alone ("hotel" of
book_hotel; "book", shared by three flows, names none). Apart from ``triggers.py``, which
finds the flow a message asks for, because a name said inside a command ("back to the
hotel booking", "change the return date") only points at a flow or slot.
"""

from __future__ import annotations

from rapidfuzz import fuzz, process

from ..spec import Domain, FlowSpec, SlotSpec
from ..state import Task
from .grammar_words import LANGUAGES, ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, has_cjk, normalize

#: token_set_ratio * 0.7 / 100 >= 0.5 needs a ratio of 71.43; just under, to be safe
_NAME_CUTOFF = 71.4


class Names:
    """Ways a user names a flow ("the flight", "订机票") or a slot ("the return date")."""

    def __init__(self, domain: Domain) -> None:
        self.domain = domain
        self.flow_forms: dict[str, list[str]] = {}
        word_count: dict[str, int] = {}
        for flow in domain.flows.values():
            for w in set(flow.name.lower().split("_")):
                word_count[w] = word_count.get(w, 0) + 1
        for flow in domain.flows.values():
            forms = {normalize(flow.name.replace("_", " ")), normalize(flow.description)}
            forms.update(normalize(t) for t in flow.triggers)
            # "hotel" names book_hotel; "book", shared by three flows, names none of them
            forms.update(
                w for w in flow.name.lower().split("_") if len(w) > 2 and word_count[w] == 1
            )
            self.flow_forms[flow.name] = [f for f in forms if f]
        self._padded = {
            name: [(f, f" {f} ", has_cjk(f)) for f in forms]
            for name, forms in self.flow_forms.items()
        }
        #: for a text in ASCII (``_ascii_scores``): the flows of each form, and of each run
        #: of a form's words ("the flight" of "book the flight"), built once
        self._by_form: dict[str, list[tuple[str, str]]] = {}
        self._by_run: dict[str, list[tuple[str, str]]] = {}
        self._form_words = 1
        for name, named in self.flow_forms.items():
            for f in named:
                self._by_form.setdefault(f, []).append((name, f))
                words = f.split(" ")
                self._form_words = max(self._form_words, len(words))
                for i in range(len(words)):
                    for j in range(i + 1, len(words) + 1):
                        self._by_run.setdefault(" ".join(words[i:j]), []).append((name, f))
        self._form_count = sum(map(len, self.flow_forms.values()))

    def flow(self, text: str, prefer: list[str]) -> str | None:
        """The flow ``text`` names ("the flight", "hotel booking", "订机票"), or None.

        Suspended flows (``prefer``) come first: "back to the hotel booking" resumes the
        suspended hotel task even though "booking" also names cancel_booking.
        """
        n = normalize(text)
        if not n:
            return None
        scores: dict[str, float] = {}
        fuzzy: dict[str, list[str]] = {}  # the forms of each flow worth a fuzzy score
        padded, cjk, ascii_ = f" {n} ", has_cjk(n), n.isascii()
        # in ASCII, the forms it holds or that hold it are looked up, with no step per form
        if not (ascii_ and self._ascii_scores(n, scores, fuzzy)):
            self._scan_forms(n, padded, cjk, ascii_, scores, fuzzy)
        return self._ranked(n, prefer, scores, fuzzy)

    def _scan_forms(
        self,
        n: str,
        padded: str,
        cjk: bool,
        ascii_: bool,
        scores: dict[str, float],
        fuzzy: dict[str, list[str]],
    ) -> None:
        """Each flow's best score by its forms, each form compared with the text."""
        for name, forms in self._padded.items():
            best = 0.0
            loose: list[str] = []
            for f, f_padded, f_cjk in forms:
                if f == n:
                    s = 1.0
                elif f_padded in padded or (f_cjk and f in n):
                    s = 0.5 + 0.4 * len(f) / max(len(n), len(f))
                elif len(n) >= 2 and (padded in f_padded or (cjk and n in f)):
                    s = 0.5 + 0.4 * len(n) / len(f)
                else:
                    if ascii_:
                        loose.append(f)
                    continue
                if s > best:
                    best = s
            scores[name] = best
            # a fuzzy score is at most 0.7: only worth computing when it could beat ``best``
            if best < 0.7 and loose:
                fuzzy[name] = loose

    def _ascii_scores(self, n: str, scores: dict[str, float], fuzzy: dict[str, list[str]]) -> bool:
        """``_scan_forms`` for a text in ASCII, by lookups: a form scores only when it is a
        run of the text's words (the whole text: 1.0) or the text a run of its words, as
        the scan finds them; the others are the flow's loose forms, in the same order.
        False (nothing filled in) when the text has more runs to look up than there are
        forms to scan."""
        words = n.split(" ")
        longest = min(len(words), self._form_words)
        if len(words) * longest > self._form_count:
            return False
        scored: dict[str, dict[str, float]] = {}
        by_form = self._by_form
        for i in range(len(words)):
            for j in range(i + 1, min(i + longest, len(words)) + 1):
                for name, f in by_form.get(" ".join(words[i:j]), ()):
                    s = 1.0 if f == n else 0.5 + 0.4 * len(f) / max(len(n), len(f))
                    scored.setdefault(name, {})[f] = s
        if len(n) >= 2:
            for name, f in self._by_run.get(n, ()):
                if f != n:  # the text itself is a run of its own words: scored above
                    scored.setdefault(name, {})[f] = 0.5 + 0.4 * len(n) / len(f)
        for name, forms in self.flow_forms.items():
            got = scored.get(name)
            best = max(got.values()) if got else 0.0
            scores[name] = best
            if best < 0.7:
                loose = [f for f in forms if f not in got] if got else list(forms)
                if loose:
                    fuzzy[name] = loose
        return True

    def _ranked(
        self, n: str, prefer: list[str], scores: dict[str, float], fuzzy: dict[str, list[str]]
    ) -> str | None:
        """The flow the scores name, suspended ones (``prefer``) first; None on a tie."""
        for pool in ([k for k in scores if k in prefer], list(scores)):
            self._fuzzy(n, pool, scores, fuzzy)
            ranked = sorted(((scores[k], k) for k in pool if scores[k] >= 0.5), reverse=True)
            if ranked:
                if len(ranked) > 1 and ranked[0][0] - ranked[1][0] < 0.01:
                    return None
                return ranked[0][1]
        return None

    @staticmethod
    def _fuzzy(
        n: str, pool: list[str], scores: dict[str, float], fuzzy: dict[str, list[str]]
    ) -> None:
        """Fuzzy scores for the flows of ``pool`` still without one, into ``scores``.

        Skipped when a flow of the pool already scores more than 0.71: a fuzzy score is at
        most 0.7, so it could neither win nor tie (the ranking calls scores within 0.01 a
        tie), and rapidfuzz is the costliest step of naming a flow ("back to the flight").
        """
        if max((scores[k] for k in pool), default=0.0) > 0.71:
            return
        for name in pool:
            loose = fuzzy.pop(name, None)
            if not loose:
                continue
            # one call for all the forms: rapidfuzz loops in C; one under 0.5 never counts
            # below, so rapidfuzz may stop early
            found = process.extractOne(
                n, loose, scorer=fuzz.token_set_ratio, score_cutoff=_NAME_CUTOFF
            )
            if found is not None and found[1] / 100 * 0.7 > scores[name]:
                scores[name] = found[1] / 100 * 0.7

    def slot(self, text: str, flow: FlowSpec, task: Task | None, lex: Lexicon) -> str | None:
        """The slot of ``flow`` that ``text`` names, by name, description or type word."""
        n = normalize(text)
        # "the date", "my address": the lexicon's ``slot_name_determiners``, in file order
        for lead in grammar(lex, _determiners).get(lex.language, ()):
            if n.startswith(lead):
                n = n[len(lead) :]
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


@lexicon_grammar
def _determiners(w: ListWords) -> dict[str, tuple[str, ...]]:
    """Per language, the words a slot's name may be said after ("the date", "my address":
    the lexicon's ``slot_name_determiners``), each with its space, in file order: read once
    per lexicon, not each time a slot is named."""
    return {
        lang: tuple(f"{a} " for a in w.words("slot_name_determiners", (lang,)))
        for lang in LANGUAGES
    }


def said_beyond(text: str, spec: SlotSpec) -> bool:
    """``text`` names ``spec`` and goes on after its name: "the make is vauxhall" says the
    make's value, where "the make" only names it (two characters at least after it: a
    particle left is nothing said)."""
    n = normalize(text)
    for form in sorted(_slot_forms(spec), key=len, reverse=True):
        at = n.find(form)
        if at >= 0:
            return len(n[at + len(form) :].strip()) >= 2
    return False


def _slot_forms(spec: SlotSpec) -> set[str]:
    forms = {normalize(spec.name.replace("_", " ")), normalize(spec.name)}
    forms.update(normalize(said) for said in (spec.label, spec.description) if said)
    return {f for f in forms if f}
