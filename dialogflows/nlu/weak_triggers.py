"""The weakest evidence that a message asks for a flow, read when no trigger is said.

``TriggerIndex.match`` falls back on these when ``exact`` finds nothing: an English
trigger with a typo (rapidfuzz ``partial_ratio`` >= 90, up to 0.6), a Chinese trigger said
with words between its characters or typed by its sound (0.6), and, when asked for
(``names``), a word of one flow's name or a Chinese core of one flow's triggers (0.6). Each
is gated by an index built once (the typo triggers by message length and by their
characters as bits, the Chinese ones by their characters), so most messages try few.
"""

from __future__ import annotations

from rapidfuzz import fuzz

from .inflections import VerbWords
from .lexicon import PhraseSet, has_cjk
from .loose_triggers import gapped_span, sounded_at, sounded_split_at
from .trigger_hits import TriggerHit, keep, ranked
from .trigger_list_words import TriggerListWords


class WeakTriggers:
    """The typo-tolerant, loose and name-word readings of a domain's triggers."""

    def __init__(
        self,
        fuzzy: list[tuple[str, str, int, int]],
        gapped: list[tuple[str, str]],
        inflected: frozenset[str],
        phrases: PhraseSet,
        verbs: VerbWords,
        words: TriggerListWords,
        name_words: dict[str, str],
        name_cores: dict[str, str],
        own_measures: dict[str, str],
        name_verbs: dict[str, str] | None = None,
    ) -> None:
        #: (phrase, flow, bit mask of its characters, repeated characters in it)
        self.fuzzy = fuzzy
        #: Chinese triggers that may match with words between their characters
        self.gapped = gapped
        #: phrases that are only a trigger with its verb inflected, and what reads them
        self.inflected, self.phrases, self.verbs = inflected, phrases, verbs
        self.words = words
        #: what may stand after a Chinese trigger's verb typed with a slip ("搞个团键"): a
        #: measure word, with a count's numeral or not, or a softener (``general_measures``,
        #: ``numeral_digits``, ``verb_softeners``), longest first
        counted = [f"{d}{m}" for d in words.numerals for m in words.measures]
        self._inner = tuple(
            sorted({*words.measures, *counted, *words.softeners}, key=len, reverse=True)
        )
        #: each word that names one flow alone, with that flow (``own_name_words.py``)
        self.name_words = name_words
        #: two Chinese characters that say what one flow alone is about
        self.name_cores = name_cores
        #: the measure words one flow alone counts its thing by ("副" of 配一副眼镜)
        self.own_measures = own_measures
        #: the verbs a making flow's description opens with ("move"), said before a thing
        self.name_verbs = name_verbs or {}
        #: the gapped triggers by their first character, in order: a trigger whose first
        #: character is not in the message cannot match, and most messages hold few of them
        self.gapped_by_first: dict[str, list[int]] = {}
        for i, (p, _) in enumerate(self.gapped):
            self.gapped_by_first.setdefault(p[0], []).append(i)
        #: the characters of each gapped trigger, for ``sounds_like``'s quick refusal
        self.gapped_chars = [frozenset(p) for p, _ in self.gapped]
        #: the gapped triggers by each of their characters, and those of one character
        #: only: ``sounds_like`` refuses a trigger two of whose characters a message lacks,
        #: so only the triggers the message shares all but one character with are tried
        self._gapped_by_char: dict[str, list[int]] = {}
        for i, chars in enumerate(self.gapped_chars):
            for c in chars:
                self._gapped_by_char.setdefault(c, []).append(i)
        self._gapped_single = [i for i, chars in enumerate(self.gapped_chars) if len(chars) <= 1]
        # the typo triggers' characters, numbered: a text's characters become a small int
        self._bits: dict[str, int] = {}
        for phrase, _, _, _ in self.fuzzy:
            for c in phrase:
                self._bits.setdefault(c, 1 << len(self._bits))
        self.fuzzy = [(p, f, self._mask(p), r) for p, f, _, r in self.fuzzy]
        #: by a message's length, the typo triggers not too long for it (``_fuzzy_for``)
        self._fuzzy_by_size: dict[int, list[tuple[str, str, int, int]]] = {}

    def _fuzzy_for(self, size: int) -> list[tuple[str, str, int, int]]:
        """The typo triggers a message of ``size`` characters may hold, in the triggers'
        order (it decides equal hits): none longer than 5/4 of the message ("y" is in
        "cancel my booking": a fragment asks for nothing). Worked out once per size, so a
        short message ("thanks!") no longer walks every trigger to refuse each one."""
        kept = self._fuzzy_by_size.get(size)
        if kept is None:
            kept = [f for f in self.fuzzy if 5 * size >= 4 * len(f[0])]
            self._fuzzy_by_size[size] = kept  # at most 121 sizes (``weak``'s bound)
        return kept

    def _sounded_for(self, present: set[str]) -> list[int]:
        """The gapped triggers a message of the characters ``present`` may say by their
        sound, in the triggers' order (it decides equal hits): those it lacks at most one
        character of, and those of one character (``sounds_like`` refuses a trigger two of
        whose characters a message lacks), so not every trigger is asked."""
        sharing: dict[int, int] = {}  # trigger -> how many of its characters are said
        for c in present:
            for i in self._gapped_by_char.get(c, ()):
                sharing[i] = sharing.get(i, 0) + 1
        chars_of = self.gapped_chars
        near = [i for i, n in sharing.items() if len(chars_of[i]) - n <= 1]
        return sorted({*near, *self._gapped_single})

    def _mask(self, text: str) -> int:
        """The characters of ``text`` that typo triggers use, as bits, so that two sets of
        characters meet in one ``&`` (the others can never be in common)."""
        mask = 0
        for c in set(text):
            mask |= self._bits.get(c, 0)
        return mask

    def _phrasal(self, norm: str, verb: str) -> tuple[int, int] | None:
        """Where a verb of two words (``verb``: "pick up") stands in ``norm`` before a
        determiner of a thing ("pick up my"), or with a pronoun between its words ("pick
        them up"; ``trigger_pronouns``); None when it stands nowhere so."""
        head, particle = verb.split(" ", 1)
        words = norm.split(" ")
        at = 0
        for i, w in enumerate(words):
            if w == head:
                after = words[i + 1 : i + 4]
                if after[:1] == [particle] and after[1:2] and after[1] in self.words.determiners:
                    return at, at + len(verb)
                if after[:1] and after[0] in self.words.pronouns and after[1:2] == [particle]:
                    return at, at + len(" ".join(words[i : i + 3]))
            at += len(w) + 1
        return None

    def _before_a_thing(self, norm: str, verb: str) -> bool:
        """``verb`` stands in ``norm`` right before a determiner of a thing ("move my",
        "move the"; ``thing_determiners``)."""
        at = _whole_word(norm, verb)
        after = norm[at + len(verb) :].split()[:1] if at >= 0 else []
        return bool(after) and after[0] in self.words.determiners

    def weak(self, norm: str, names: bool = False) -> list[TriggerHit]:
        """What ``match`` falls back on when ``exact`` finds nothing: a trigger with a typo,
        else (``names``) a word of a flow's name."""
        best: dict[str, TriggerHit] = {}
        if self.inflected and self._stated(norm):
            return []  # "i already settled my bill" is no typo of "settle my bill"
        if self.fuzzy and len(norm) <= 120 and norm.isascii():
            mask, size = self._mask(norm), len(norm)
            repeats = size - len(set(norm))
            for phrase, flow, phrase_mask, phrase_repeats in self._fuzzy_for(size):
                # partial_ratio is the Indel ratio 2L/(m+k) of the shorter string (length
                # m) against a window (length k) of the longer one, L their longest common
                # subsequence. L is at most the characters both have: the distinct ones
                # in common plus the fewer repeats; with L <= k, 90 needs 11L >= 9m. Most
                # triggers are ruled out by this, without an alignment.
                shared = (phrase_mask & mask).bit_count()
                shared += phrase_repeats if phrase_repeats < repeats else repeats
                m = len(phrase) if len(phrase) < size else size
                if shared < m and 11 * shared < 9 * m:
                    continue
                aligned = fuzz.partial_ratio_alignment(phrase, norm, score_cutoff=90)
                if aligned is not None and aligned.score:
                    # TYPO_TRIGGER_STANDS_NOWHERE: the hit stands where the typed words do,
                    # whole words, so a polite ask before it is seen ("can u clean my
                    # guters" asks for the clean, as "can u clean my gutters" does)
                    start, end = _word_edges(norm, aligned.dest_start, aligned.dest_end)
                    score = round(0.6 * aligned.score / 100, 3)
                    keep(best, TriggerHit(flow, score, len(phrase), start, end))
        if self.gapped and not best and has_cjk(norm):
            by_first = self.gapped_by_first
            # in the triggers' order, which decides between equal hits
            for i in sorted(i for c in set(norm) for i in by_first.get(c, ())):
                phrase, flow = self.gapped[i]
                span = gapped_span(phrase, norm)
                if span is not None:  # standing where its characters do, as a slip's
                    keep(best, TriggerHit(flow, 0.6, len(phrase), *span))
        if self.gapped and not best and has_cjk(norm):
            said = norm.replace(" ", "")
            present = set(said)
            gapped, chars_of = self.gapped, self.gapped_chars
            # where each character of ``said`` stands in ``norm`` (its spaces left out)
            places = [i for i, c in enumerate(norm) if c != " "]
            for i in self._sounded_for(present):
                phrase, flow = gapped[i]
                # "交物业废": 交物业费 typed by its sound
                at = sounded_at(phrase, said, chars_of[i] - present)
                if at >= 0:
                    # SOUND_SLIP_TRIGGER_STANDS_NOWHERE: the hit stands where the typed
                    # characters do, so a can-you ask around it is seen ("能约护事上门吗"
                    # asks for the flow, as the trigger written right does)
                    start, end = places[at], places[at + len(phrase) - 1] + 1
                    keep(best, TriggerHit(flow, 0.6, len(phrase), start, end))
                    continue
                # "搞个团键" for 搞团建: a measure word or a softener after its verb too
                split = sounded_split_at(phrase, said, chars_of[i] - present, self._inner)
                if split is not None:
                    start, end = places[split[0]], places[split[1] - 1] + 1
                    keep(best, TriggerHit(flow, 0.6, len(phrase), start, end))
        if not best and names and (self.name_words or self.name_verbs):
            # in the message's order: of two words of one flow's name ("can you deliver 10
            # bags of compost"), the first stands for it, whatever the hash seed (a set's
            # order made the reading change from one process to the next)
            for w in dict.fromkeys(norm.split()):
                owner = self.name_words.get(w)
                if owner is None and w in self.name_verbs and self._before_a_thing(norm, w):
                    owner = self.name_verbs[w]  # "can i move my sweep to friday"
                if owner is not None:
                    # where it stands: a polite ask right before it asks for the flow
                    # ("could we have a court tomorrow?"), a refusal refuses it
                    at = _whole_word(norm, w)
                    keep(best, TriggerHit(owner, 0.6, len(w), at, at + len(w)))
            if not best:  # "could someone pick up my shirts", "pick them up"
                for verb, owner in self.name_verbs.items():
                    span = self._phrasal(norm, verb) if " " in verb else None
                    if span is not None:
                        keep(best, TriggerHit(owner, 0.6, len(verb), *span))
        if (
            not best
            and names
            and (self.name_cores or self.own_measures)
            and has_cjk(norm)
            and not self.words.zh_question.search(norm)
        ):
            # "下周二上午过来参观": a core of one flow's Chinese triggers; cores of two
            # flows in one message name neither
            found = {(who, norm.find(c), c) for c, who in self.name_cores.items() if c in norm}
            # "得重新弄一副": a count with the measure word one flow alone counts its thing
            # by, closing its clause with the noun left out, names that thing as a core
            if self.own_measures:
                for count in self.words.dropped_noun.finditer(norm):
                    who = self.own_measures.get(count.group("m"))
                    if who is not None:
                        found.add((who, count.start(), count.group(0)))
            if len({who for who, _, _ in found}) == 1:
                owner, at, core = min(found, key=lambda x: x[1])
                keep(best, TriggerHit(owner, 0.6, len(core), at, at + len(core)))
        return ranked(best)

    def _stated(self, norm: str) -> bool:
        """``norm`` tells, with a trigger's verb after its subject, what was done."""
        return any(
            m.group(0) in self.inflected and self.verbs.stated(norm, m.start())
            for m in self.phrases.finditer(norm)
        )


def _word_edges(norm: str, start: int, end: int) -> tuple[int, int]:
    """``start`` and ``end`` in ``norm`` moved out to the edges of the words they stand in."""
    start, end = min(start, len(norm)), min(end, len(norm))
    while start > 0 and norm[start - 1] != " ":
        start -= 1
    while end < len(norm) and norm[end] != " ":
        end += 1
    return start, end


def _whole_word(norm: str, word: str) -> int:
    """Where ``word`` first stands as a word of its own in ``norm`` (a word of its split)."""
    at = 0
    for part in norm.split(" "):
        if part == word:
            return at
        at += len(part) + 1
    return 0
