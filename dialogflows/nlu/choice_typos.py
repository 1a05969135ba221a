"""A value of a closed list said with a typo: scored with ``rapidfuzz`` against its forms.

The score becomes the confidence (``confidence``): a fuzzy match needs a ratio of at least
``CUTOFF`` (80) and maps linearly from 0.5 at the cutoff to 0.9 at a ratio of 100, so a
one-letter typo in a longer word ("bussiness", ratio 94) lands near 0.8 and a different
word ("economics" for "economy", 75) gets nothing; forms shorter than ``MIN_FUZZY_LEN``
never match fuzzily ("tea" is one letter from "tee"). Chinese typos are one character
changed, left out, or typed as another of its sound. ``Choices`` (``choices.py``) holds one
``ChoiceTypos`` built from its forms and asks it only when no form is said exactly.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from .homophones import one_homophone_off
from .lexicon import has_cjk, normalize

CUTOFF = 80.0
#: a character a Chinese typo may put in a value's place: not a digit, space or mark
_ONE_CJK = r"[^\s\d,.;!?，。；！？、]"
TIE = 4.0
MIN_FUZZY_LEN = 4
#: a value's typo said unasked: one letter off a word of five letters or more
NEAR_LATIN = 90.0
NEAR_LATIN_LEN = 5
#: a word of a capture, without the marks around it ("pars," → "pars")
_WORD = re.compile(r"[^\s,.;:!?]+")


@dataclass(frozen=True)
class Choice:
    """A listed value read from what was typed, with how sure the reading is and where it
    was said: a typo's match is less sure than the value spelled right."""

    value: str
    confidence: float
    start: int = 0
    end: int = 0
    raw: str = ""


def _one_letter_changed(said: str, wanted: str) -> bool:
    """``said`` is ``wanted`` with one letter changed, nothing added or missing."""
    return len(said) == len(wanted) and sum(a != b for a, b in zip(said, wanted, strict=True)) == 1


def _neighbours_swapped(said: str, wanted: str) -> bool:
    """``said`` is ``wanted`` with two neighbouring letters swapped ("brust" for "burst"):
    one slip of the fingers, as a letter missing or added is, though a ratio counts it two
    (SWAPPED_LETTERS_VALUE_IN_A_REQUEST). Read in a value of several words, the others as
    written; a word alone so typed is left to the fuzzy reading, which asks about it."""
    return (
        len(said) == len(wanted)
        and said != wanted
        and sorted(said) == sorted(wanted)
        and OSA.distance(said, wanted, score_cutoff=1) <= 1
    )


def confidence(score: float) -> float:
    """A fuzzy match's score (``CUTOFF`` to 100) as a confidence between 0.5 and 0.9:
    below any exact match, so a value spelled right always wins over a typo's."""
    return round(0.5 + (score - CUTOFF) / (100.0 - CUTOFF) * 0.4, 3)


class ChoiceTypos:
    """The forms of a value list that typos are matched against, compiled once."""

    def __init__(self, forms: dict[str, str], said: list[str], measured: set[str]) -> None:
        #: every form, by the value it names
        self.forms = forms
        self._fuzzy_forms = [f for f in said if len(f) >= MIN_FUZZY_LEN and not has_cjk(f)]
        # "bike" of road bike, mountain bike, cargo bike: a word the forms of several values
        # share names none of them, so a window of such words alone scores no typo ("mountian
        # bike" is mountain bike; its "bike" was one letter from "e-bike" and made a tie)
        sharing: dict[str, set[str]] = {}
        for f in said:
            if " " in f and f.isascii():
                for word in f.split():
                    sharing.setdefault(word, set()).add(forms[f])
        self._shared_words = frozenset(w for w, vs in sharing.items() if len(vs) > 1)
        self._max_words = max((f.count(" ") + 1 for f in forms), default=1)
        self._near: dict[int, tuple[str, ...]] = {}
        #: ``_near`` less the forms of several words, per size (``near_latin``'s words)
        self._near_one_word: dict[int, list[str]] = {}
        #: the forms of several words, as their words (``_near_in_words``)
        self._multi = [f.split() for f in self._fuzzy_forms if " " in f]
        # Chinese typos swap one character for another (a homophone "宫爆鸡丁", a traditional
        # form "海鮮炒饭"): a form of four or more characters with any one of them changed.
        # A form of five or more may also lose one ("西红柿炒蛋" for 西红柿炒鸡蛋); shorter
        # forms would lose too much of themselves ("宫保丁")
        # A form made with a measure word is no written one to have typos of: one character
        # off "王个律师" (王律师) is another verb with the measure, "约个律师"
        self._cjk_forms = [
            f
            for f in forms
            if len(f) >= MIN_FUZZY_LEN and has_cjk(f) and " " not in f and f not in measured
        ]
        alts = [
            re.escape(f[:i]) + _ONE_CJK + re.escape(f[i + 1 :])
            for f in self._cjk_forms
            for i in range(len(f))
        ]
        shortened: dict[str, set[str]] = {}
        for f in self._cjk_forms:
            if len(f) > MIN_FUZZY_LEN:
                for i in range(1, len(f) - 1):  # the first and last characters name it most
                    shortened.setdefault(f[:i] + f[i + 1 :], set()).add(forms[f])
        # a value of its own is no shortened one, nor is a short form of two values
        self._shortened = {
            short: next(iter(values))
            for short, values in shortened.items()
            if len(values) == 1 and short not in forms
        }
        alts += [re.escape(short) for short in sorted(self._shortened, key=len, reverse=True)]
        # a three-character form with one character typed as another of its sound ("康乃心"
        # for 康乃馨); any other character changes the word ("科目三", "科目四")
        self._sound_forms = [
            f for f in forms if len(f) == MIN_FUZZY_LEN - 1 and f.isalpha() and has_cjk(f)
        ]
        alts += [
            re.escape(f[:i]) + _ONE_CJK + re.escape(f[i + 1 :])
            for f in self._sound_forms
            for i in range(len(f))
        ]
        self._cjk_rx = re.compile("|".join(alts)) if alts else None

    def _forms_near(self, size: int) -> tuple[str, ...]:
        """The fuzzy forms whose length allows a ratio of ``CUTOFF`` against a text of
        ``size`` characters (Indel: the length difference alone costs that much), in their
        usual order; the others would score 0 anyway."""
        near = self._near.get(size)
        if near is None:
            near = self._near[size] = tuple(
                f for f in self._fuzzy_forms if 5 * abs(size - len(f)) <= size + len(f)
            )
        return near

    def near_latin(self, text: str) -> list[Choice]:
        """Latin words of ``text`` one typo from a listed one-word form of five letters or
        more ("cardstok", "tetnus"), with offsets into ``text``; the confidence of their
        ratio. Said unasked, only a ratio of ``NEAR_LATIN`` or more counts: a word two typos
        from a value is more often another word."""
        if not self._fuzzy_forms or not text.isascii():
            return []
        out: list[Choice] = []
        for m in _WORD.finditer(text):
            word = m.group(0).lower()
            if len(word) < NEAR_LATIN_LEN or not word.isalpha() or word in self.forms:
                continue
            near = self._near_one_word.get(len(word))
            if near is None:  # worked out once per size, not at every word of every message
                near = [f for f in self._forms_near(len(word)) if " " not in f]
                self._near_one_word[len(word)] = near
            hit = process.extractOne(word, near, scorer=fuzz.ratio, score_cutoff=NEAR_LATIN)
            if hit is not None:
                value = self.forms[hit[0]]
                out.append(Choice(value, confidence(hit[1]), m.start(), m.end(), m.group(0)))

        return out + self._near_in_words(text, out)

    def _near_in_words(self, text: str, found: list[Choice]) -> list[Choice]:
        """Forms of several words said with one of them a typo ("dedicatd desk" of
        "dedicated desk", "kiln dryed" of "kiln dried"): the other words as written, the odd
        one of five letters or more and one typo off (``NEAR_LATIN``, or one letter
        changed), at a place no one-word typo took."""
        multi = self._multi
        if not multi:
            return []
        words = list(_WORD.finditer(text))
        low = [m.group(0).lower() for m in words]
        out: list[Choice] = []
        for parts in multi:
            k = len(parts)
            for i in range(len(words) - k + 1):
                odd = [j for j in range(k) if low[i + j] != parts[j]]
                if len(odd) != 1:
                    continue
                said, wanted = low[i + odd[0]], parts[odd[0]]
                if len(wanted) < NEAR_LATIN_LEN or not said.isalpha():
                    continue
                score = fuzz.ratio(said, wanted)
                if score < NEAR_LATIN and (
                    _one_letter_changed(said, wanted) or _neighbours_swapped(said, wanted)
                ):
                    # "kiln dryed", "brust pipe": the words said as written anchor the odd
                    # one, where a short word alone so changed is often another word
                    score = NEAR_LATIN
                start, end = words[i].start(), words[i + k - 1].end()
                if score >= NEAR_LATIN and all(c.end <= start or c.start >= end for c in found):
                    value = self.forms[" ".join(parts)]
                    out.append(Choice(value, confidence(score), start, end, text[start:end]))
        return out

    def near_cjk(self, text: str) -> list[Choice]:
        """Chinese forms written with one character wrong, found anywhere in ``text``, with
        offsets into it; the confidence of a fuzzy match of that ratio."""
        if self._cjk_rx is None or not has_cjk(text):
            return []
        out: list[Choice] = []
        for m in self._cjk_rx.finditer(text):
            got = m.group(0)
            if got in self.forms:
                continue
            if got[1:] in self.forms or got[:-1] in self.forms:
                continue  # "台油烟机": a measure word before 油烟机 said right, no 抽油烟机 typo
            short_of = self._shortened.get(got)
            if short_of is not None:  # a character left out
                out.append(Choice(short_of, confidence(CUTOFF), m.start(), m.end(), got))
                continue
            for f in self._cjk_forms:
                if len(f) == len(got) and sum(a != b for a, b in zip(f, got, strict=True)) == 1:
                    # at the cutoff: worth asking about ("菜名是宫保鸡丁吗？"), never taken as said
                    out.append(Choice(self.forms[f], confidence(CUTOFF), m.start(), m.end(), got))
                    break
            else:
                for f in self._sound_forms:
                    if one_homophone_off(f, got):  # "康乃心": asked about, like any typo
                        c = confidence(CUTOFF)
                        out.append(Choice(self.forms[f], c, m.start(), m.end(), got))
                        break
        return out

    def fuzzy(self, text: str) -> list[Choice]:
        """Best fuzzy score per value, best first, for the whole text and its word windows."""
        if self._cjk_rx is not None and has_cjk(text):
            typos = self.near_cjk(text)
            if typos:
                return [Choice(c.value, c.confidence, 0, len(text), text) for c in typos[:1]]
        norm = normalize(text)
        if not norm or not self._fuzzy_forms or len(norm) > 200:
            return []
        words = norm.split()
        candidates = {norm}
        for k in range(1, min(self._max_words, len(words)) + 1):
            for i in range(len(words) - k + 1):
                candidates.add(" ".join(words[i : i + k]))
        best: dict[str, float] = {}
        for cand in candidates:
            if len(cand) < MIN_FUZZY_LEN - 1:
                continue
            if cand != norm and all(w in self._shared_words for w in cand.split()):
                continue
            near = self._forms_near(len(cand))
            if not near:
                continue
            # one call scores all forms; taken in the forms' order, as a loop would
            hits = process.extract(cand, near, scorer=fuzz.ratio, score_cutoff=CUTOFF, limit=None)
            hits.sort(key=lambda h: h[2])
            for form, score, _ in hits:
                value = self.forms[form]
                if score > best.get(value, 0.0):
                    best[value] = score
        ranked = sorted(best.items(), key=lambda kv: kv[1], reverse=True)
        return [Choice(v, confidence(s), 0, len(text), text) for v, s in ranked]

    def fuzzy_head(self, text: str) -> Choice | None:
        """The value a typo at the start of ``text`` names, for a slot pattern's capture
        ("pars to rome" after "from"): its first word, or its first words up to the longest
        form, the best over the cutoff; offsets of the words taken. None on a tie."""
        if not self._fuzzy_forms or has_cjk(text):
            return None
        ends = [m.end() for m in _WORD.finditer(text)][: self._max_words]
        best: Choice | None = None
        for end in ends:
            head = text[:end]
            cand = normalize(head)
            near = self._forms_near(len(cand)) if len(cand) >= MIN_FUZZY_LEN else ()
            hits = process.extract(cand, near, scorer=fuzz.ratio, score_cutoff=CUTOFF, limit=2)
            if not hits:
                continue
            values = [self.forms[h[0]] for h in hits]
            if len(hits) > 1 and values[0] != values[1] and hits[0][1] - hits[1][1] < TIE:
                return None  # two cities one typo apart: not guessed
            if best is None or confidence(hits[0][1]) > best.confidence:
                best = Choice(values[0], confidence(hits[0][1]), 0, end, head)
        return best

    def one_changed(self, said: str) -> str | None:
        """The one value a Latin word of ``MIN_FUZZY_LEN`` letters is one letter changed
        from ("maxy": maxi), among its forms of that length; None when none or several
        are ("mimi" is one from mini and midi)."""
        word = normalize(said)
        if len(word) != MIN_FUZZY_LEN or not word.isascii() or not word.isalpha():
            return None
        near = {
            self.forms[f]
            for f in self._fuzzy_forms
            if len(f) == len(word) and sum(a != b for a, b in zip(f, word, strict=True)) == 1
        }
        return near.pop() if len(near) == 1 else None

    def one_typo(self, said: str) -> str | None:
        """The one value a Latin word of ``NEAR_LATIN_LEN`` letters or more is one slip
        from (a letter missing or added, or two neighbours swapped; not a letter changed);
        None when none or several are."""
        word = normalize(said)
        if len(word) < NEAR_LATIN_LEN or not word.isascii() or not word.isalpha():
            return None
        near = {
            self.forms[f]
            for f in self._forms_near(len(word))
            if len(f) >= NEAR_LATIN_LEN
            and OSA.distance(word, f, score_cutoff=1) <= 1
            and (len(f) != len(word) or sorted(f) == sorted(word))
        }
        return near.pop() if len(near) == 1 else None
