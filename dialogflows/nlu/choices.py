"""Matching text against a closed list of values with synonyms, exactly or with typos.

Used by enum slots and by slots bound to an entity type (cities, dishes). Exact mentions
are found with one compiled alternation; typos are scored with ``rapidfuzz`` (Indel ratio)
against every written form, and the score becomes the confidence:

* an exact form (case and punctuation aside) is 1.0;
* a fuzzy match needs a ratio of at least ``CUTOFF`` (80) and maps linearly from 0.5 at the
  cutoff to 0.9 at a ratio of 100, so a one-letter typo in a longer word ("bussiness",
  ratio 94) lands near 0.8 and a different word ("economics" for "economy", 75) gets nothing;
* forms shorter than four characters never match fuzzily: "tea" is one letter from "tee".

Two different values within ``TIE`` points of each other are a tie: the caller asks.

The words around a value, per lexicon, are ``choice_words.py``; how a found value was said
(as the value, as a typo opening a pattern's capture) is ``choice_said.py``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from .choice_words import ChoiceWords
from .fronted_value import fronted_forms
from .grammar_words import grammar
from .homophones import one_homophone_off
from .lexicon import has_cjk, normalize, phrase_regex
from .value_forms import (
    alternatives,
    edges,
    first_characters,
    headed,
    number_forms,
    plurals,
    stems,
)

if TYPE_CHECKING:
    pass

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
_WORD_BEFORE = re.compile(r"([A-Za-z]+)[\s\-]+$")
_WORD_AFTER = re.compile(r"[\s\-]+([A-Za-z]+)\s*(?:$|[,.;!?])")


@dataclass(frozen=True)
class Choice:
    value: str
    confidence: float
    start: int = 0
    end: int = 0
    raw: str = ""


BUILT_IN_WORDS = grammar(None, ChoiceWords)


def _confidence(score: float) -> float:
    return round(0.5 + (score - CUTOFF) / (100.0 - CUTOFF) * 0.4, 3)


class Choices:
    """The written forms of a value list, compiled once."""

    def __init__(
        self, values: list[str], synonyms: dict[str, list[str]], words: ChoiceWords = BUILT_IN_WORDS
    ) -> None:
        self.words = words
        self.values = list(dict.fromkeys(values + [v for v in synonyms if v not in values]))
        forms: dict[str, str] = {}
        for v in self.values:
            for form in [v, v.replace("_", " "), *synonyms.get(v, [])]:
                n = normalize(str(form))
                if n:
                    forms.setdefault(n, v)
        said = list(forms)  # the forms as written: typos are matched against these only
        # "flu" for "cold or flu", "发烧" for "感冒或发烧": a value written as alternatives
        # is named by each of them, unless another value is named by it too
        parts: dict[str, set[str]] = {}
        for f in said:
            for part in alternatives(f, words.or_words):
                parts.setdefault(part, set()).add(forms[f])
        for part, owners in parts.items():
            if len(owners) == 1 and part not in forms:
                forms[part] = next(iter(owners))
        by_value: dict[str, list[str]] = {}  # each value's one-word forms as written
        for f in said:
            if " " not in f:
                by_value.setdefault(forms[f], []).append(f)
        measured: set[str] = set()  # forms made with a measure word, never written
        for f in said:  # "every couple of months" for "every 2 months": a number said
            for other in number_forms(f, words.numbers):  # another way names it too
                forms.setdefault(other, forms[f])
        for f in said:  # "2 projectors", "two laptops": a value counted says its plural
            for plural in plurals(f, words.plurals):
                forms.setdefault(plural, forms[f])
            # "i need them taken up", "brushing up": a phrase's leading verb inflected (a
            # one-word value is a noun as often as a verb: "back", "swing")
            if " " in f and not has_cjk(f):
                for inflected in words.verbs.variants(f):
                    forms.setdefault(inflected, forms[f])
            elif not has_cjk(f) and _a_verb_of(f, by_value.get(forms[f], ())):
                # "shipped to 5 main st": a one-word form that another form of its value
                # is made from ("ship" of "shipping", "deliver" of "delivery") is a verb
                for inflected in words.verbs.forms(f):
                    forms.setdefault(inflected, forms[f])
            # "换个胎" is 换胎, "合个影" 合影: a measure word between a short verb and its
            # object (the lexicon's ``general_measures``)
            if 2 <= len(f) <= 3 and " " not in f and has_cjk(f[:2]):
                for measure in words.measures:
                    if f[0] + measure + f[1:] not in forms:
                        forms[f[0] + measure + f[1:]] = forms[f]
                        measured.add(f[0] + measure + f[1:])
        self.forms = forms
        # "快递帮我取一下" for 取快递: a verb-object value said object first
        self._fronted = (
            fronted_forms({f: forms[f] for f in said}, words.verb_tails, words.particles)
            if any(has_cjk(f) for f in said)
            else []
        )
        ordered = sorted(forms, key=len, reverse=True)
        self._rx = (
            re.compile(phrase_regex(ordered, r"[\s\-_]+"), re.IGNORECASE) if ordered else None
        )
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
        # "基础" for 基础套餐, "the basic one" for "basic package": what sets a value apart
        # from the others that end in the same head word, read in an answer only
        # (a Latin synonym is a form of its value too: "the brown one" for a synonym "brown
        # bin" beside "green bin"; Chinese synonyms, written as shorthands more than as
        # modifier and head, add none)
        own = {normalize(str(v)) for v in self.values}
        named = [f for f in said if f in own or f.isascii()]
        self._stems = {
            st: v for st, v in stems(named, words.stops, forms).items() if st not in forms
        }
        self._edges = {e: v for e, v in edges(self.values).items() if e not in forms}
        # "挂的" for 挂机 beside 柜机: a two-character value told apart by its first
        # character, said as "the … one"
        self._heads = first_characters(self.values, forms)
        self._stem_rx = (
            re.compile(phrase_regex(sorted(self._stems, key=len, reverse=True), r"[\s\-_]+"))
            if self._stems
            else None
        )

        # "duplicate key for the mailbox": what sets a value apart from those sharing its
        # head word, said in the same message as that head (or its plural)
        self._headed = {st: vh for st, vh in headed(self.values).items() if st not in forms}
        heads = {h for _, h in self._headed.values()}
        heads |= {p for h in heads for p in words.plurals.forms(h)}
        self._head_rx = re.compile(phrase_regex(sorted(heads)), re.I) if heads else None
        self._headed_rx = (
            re.compile(phrase_regex(sorted(self._headed, key=len, reverse=True)), re.I)
            if self._headed
            else None
        )

    def __bool__(self) -> bool:
        return bool(self.forms)

    def exact(self, text: str) -> str | None:
        return self.forms.get(normalize(text))

    def mentions(self, text: str) -> list[Choice]:
        """Exact mentions of any form in ``text``, with offsets into ``text``."""
        if self._rx is None:
            return []
        return list(_mentions(self, text))

    def _find(self, text: str) -> tuple[Choice, ...]:
        assert self._rx is not None
        out = []
        qualifiers: bool | None = None  # looked for once, and only when something is found
        for m in self._rx.finditer(text):
            value = self.forms.get(normalize(m.group(0)))
            if value is None:
                continue
            if qualifiers is None:
                qualifiers = self.words.any.search(text.lower()) is not None
            if not (qualifiers and self._qualified(text, m.start(), m.end())):
                out.append(Choice(value, 1.0, m.start(), m.end(), m.group(0)))
        for rx, value in self._fronted:
            for m in rx.finditer(text):
                if not any(c.start < m.end() and m.start() < c.end for c in out):
                    out.append(Choice(value, 1.0, m.start(), m.end(), m.group(0)))
        return tuple(sorted(out, key=lambda c: c.start)) if out else self._headed_in(text)

    def _headed_in(self, text: str) -> tuple[Choice, ...]:
        """The one value whose stem (``value_forms.headed``) the text says, its head word
        said in it too and no value said whole: "key for the mailbox", "paint ... in
        eggshell". A stem without its head names nothing ("gloss brushes")."""
        if self._headed_rx is None or self._head_rx is None:
            return ()
        found = [
            (m, vh)
            for m in self._headed_rx.finditer(text)
            if (vh := self._headed.get(normalize(m.group(0)))) is not None
        ]
        if len({vh[0] for _, vh in found}) != 1:
            return ()
        m, (value, head) = found[0]
        if not any(
            normalize(h.group(0)) in (head, *self.words.plurals.forms(head))
            for h in self._head_rx.finditer(text)
        ):
            return ()
        return (Choice(value, 1.0, m.start(), m.end(), m.group(0)),)

    def _qualified(self, text: str, start: int, end: int) -> bool:
        """A qualifier stands right beside the mention ("premium economy")."""
        if start and (b := _WORD_BEFORE.search(text, max(0, start - 16), start)):
            word = b.group(1).lower()
            if word in self.words.before and word not in self.forms:
                return True
        if end < len(text) and (a := _WORD_AFTER.match(text, end)):
            word = a.group(1).lower()
            if word in self.words.after and word not in self.forms:
                return True
        return False

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
            near = [f for f in self._forms_near(len(word)) if " " not in f]
            hit = process.extractOne(word, near, scorer=fuzz.ratio, score_cutoff=NEAR_LATIN)
            if hit is not None:
                value = self.forms[hit[0]]
                out.append(Choice(value, _confidence(hit[1]), m.start(), m.end(), m.group(0)))
        return out + self._near_in_words(text, out)

    def _near_in_words(self, text: str, found: list[Choice]) -> list[Choice]:
        """Forms of several words said with one of them a typo ("dedicatd desk" of
        "dedicated desk"): the other words as written, the odd one of five letters or more
        and one typo off (``NEAR_LATIN``), at a place no one-word typo took."""
        multi = [f.split() for f in self._fuzzy_forms if " " in f]
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
                start, end = words[i].start(), words[i + k - 1].end()
                if score >= NEAR_LATIN and all(c.end <= start or c.start >= end for c in found):
                    value = self.forms[" ".join(parts)]
                    out.append(Choice(value, _confidence(score), start, end, text[start:end]))
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
                out.append(Choice(short_of, _confidence(CUTOFF), m.start(), m.end(), got))
                continue
            for f in self._cjk_forms:
                if len(f) == len(got) and sum(a != b for a, b in zip(f, got, strict=True)) == 1:
                    # at the cutoff: worth asking about ("菜名是宫保鸡丁吗？"), never taken as said
                    out.append(Choice(self.forms[f], _confidence(CUTOFF), m.start(), m.end(), got))
                    break
            else:
                for f in self._sound_forms:
                    if one_homophone_off(f, got):  # "康乃心": asked about, like any typo
                        c = _confidence(CUTOFF)
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
        return [Choice(v, _confidence(s), 0, len(text), text) for v, s in ranked]

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
            if best is None or _confidence(hits[0][1]) > best.confidence:
                best = Choice(values[0], _confidence(hits[0][1]), 0, end, head)
        return best

    def match(
        self, text: str, core: str | None = None, fuzzy: bool = True
    ) -> tuple[Choice | None, list[str]]:
        """The one value ``text`` names, or ``(None, options)`` when two values fit equally.

        ``core`` is the text without fillers ("business" of "business please"), tried for
        an exact form and for typos; mentions are searched in ``text`` so their offsets
        point into it. An exact mention beats any fuzzy score; two different exact mentions
        ("economy or business?") are a tie, as are two fuzzy scores within ``TIE`` points.
        ``fuzzy=False`` stops before typo matching (a slot with ``fuzzy: false``).
        """
        core = text if core is None else core
        value = self.exact(core) or self.exact(text)
        if value is not None:
            return Choice(value, 1.0, 0, len(text), text.strip()), []
        found = self.mentions(text)
        distinct = list(dict.fromkeys(c.value for c in found))
        if len(distinct) == 1:
            return found[0], []
        if len(distinct) > 1:
            return None, distinct
        if self.words.any.search(text.lower()) and self._rx is not None and self._rx.search(text):
            return None, []  # only qualified forms ("premium economy"): not a typo of one
        if self.words.degree is not None:  # "有点划痕", "稍微有些磕碰": the value said softer
            plain = self.words.degree.sub("", core)
            value = self.exact(plain) if plain != core else None
            if value is not None:
                return Choice(value, 1.0, 0, len(text), text.strip()), []
        stem = self._stem(text) or self._edge(text)
        if stem is not None:
            return stem, []
        if not fuzzy:  # the slot asked for exact values (and synonyms) only
            return None, []
        ranked = self.fuzzy(core)
        if not ranked:
            changed = self._one_changed(core)
            if changed is None:
                return None, []
            # "maxy" for maxi, "soja" for soya: one letter changed in a word of four letters
            # (a ratio of 75, under ``CUTOFF``) is asked about, at the least confidence a
            # typo has, never taken; a longer word so changed is scored above already
            return Choice(changed, _confidence(CUTOFF), 0, len(text), text.strip()), []
        if len(ranked) > 1 and ranked[0].confidence - ranked[1].confidence < TIE * 0.02:
            top = ranked[0].confidence
            return None, [c.value for c in ranked if top - c.confidence < TIE * 0.02]
        best = ranked[0]
        sure = _confidence(NEAR_LATIN)
        if best.confidence < sure and self._one_typo(core) == best.value:
            # "leagl" for legal: a slip of the fingers (a letter missing or doubled, two
            # swapped) in a word of five letters is as sure a typo as one in a longer word
            # (the ratio's scale gives a short word no room: 80 for any one typo of five
            # letters); a letter changed is not, in a short word it often makes another
            # ("regal"), so that is still asked about
            return Choice(best.value, sure, 0, len(text), text.strip()), []
        return Choice(best.value, best.confidence, 0, len(text), text.strip()), []

    def _one_changed(self, said: str) -> str | None:
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

    def _one_typo(self, said: str) -> str | None:
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

    def _stem(self, text: str) -> Choice | None:
        """The one value whose stem ``text`` says ("中老年的", "女性体检", "the basic one"),
        when it says no other's."""
        if self._stem_rx is None:
            return None
        found = [
            (m, self._stems[normalize(m.group(0))]) for m in self._stem_rx.finditer(text.lower())
        ]
        if len({v for _, v in found}) != 1:
            return None
        m, value = found[0]
        return Choice(value, 1.0, m.start(), m.end(), text[m.start() : m.end()])

    def _edge(self, text: str) -> Choice | None:
        """The value whose start or end (``value_forms.edges``) is the whole answer,
        particles aside ("遗失的", "退休吧"); or the first character of a two-character value
        said as "the … one" ("挂的" for 挂机 beside 柜机; ``value_forms.heads``)."""
        if not self._edges and not self._heads:
            return None
        said = text.strip(" ,.;!?，。；！？~～")
        core = said
        while core and core[-1] in self.words.particles:
            core = core[:-1]
        value = self._edges.get(core)
        if value is None and self._heads:  # "挂的": its first character, "the … one"
            one = next((o for o in self.words.ones if said.startswith(o, 1)), None)
            tail = said[1 + len(one) :] if one is not None else "?"
            alone = all(c in self.words.particles for c in tail)
            value = self._heads.get(said[:1]) if one is not None and alone else None
            core = said[:1]
        if value is None:
            return None
        at = text.find(core)
        return Choice(value, 1.0, at, at + len(core), core)


@lru_cache(maxsize=256)
def _shared(
    values: tuple[str, ...],
    synonyms: tuple[tuple[str, tuple[str, ...]], ...],
    words: ChoiceWords,
) -> Choices:
    return Choices(list(values), {k: list(v) for k, v in synonyms}, words)


def shared_choices(
    values: list[str], synonyms: dict[str, list[str]], words: ChoiceWords = BUILT_IN_WORDS
) -> Choices:
    """One ``Choices`` per distinct value list: slots bound to the same entity (departure
    and arrival city) share it, so a message is searched for cities once, not per slot."""
    return _shared(tuple(values), tuple((k, tuple(v)) for k, v in synonyms.items()), words)


@lru_cache(maxsize=256)
def _mentions(choices: Choices, text: str) -> tuple[Choice, ...]:
    """Cached per (value list, text): one turn asks about the same message several times
    (the asked slot, corrections, volunteered values), often for slots that share a list."""
    return choices._find(text)


def _a_verb_of(form: str, same: Iterable[str]) -> bool:
    """``form``, one word, is the stem of another one-word form of the same value (``same``):
    the author wrote the verb beside the noun made from it ("ship" and "shipping"), so its
    inflections name that value too. A one-word value alone is as often a noun ("book")."""
    return " " not in form and any(g != form and g.startswith(form) for g in same)
