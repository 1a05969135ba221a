"""The inflected forms of the English verb that leads a trigger or a listed value.

People say a request with its verb inflected: "i need my thesis printed" for the trigger
"print", "can u get my jeans taken up" for the synonym "take up", "renting the studio on
friday" for "rent the studio". An author writes the base form once; the forms are made here
at load, so nothing per turn. The lexicon holds the words: the regular endings
(``verb_endings``) and the whole forms of verbs that are not regular (``verb_forms``); the
spelling rules that join a base and an ending are the ones English writing has (a final
"e" dropped before a vowel, a consonant's "y" turned to "i", "es" after a sibilant).

A form said right after a subject ("i paid", "we already booked": ``past_subjects``) tells
what was done, not what is wanted, so it asks for nothing (``stated``).
"""

from __future__ import annotations

from .grammar_words import ListWords, lexicon_grammar

_VOWELS = "aeiou"


@lexicon_grammar
class VerbWords:
    """A lexicon's verb endings and irregular forms."""

    def __init__(self, w: ListWords) -> None:
        self.endings = w.words("verb_endings", ("en",))
        self.es_after = w.words("plural_es_after", ("en",))
        #: a verb's base -> its forms, for the verbs whose forms are not regular
        self.irregular: dict[str, tuple[str, ...]] = {}
        for line in w.words("verb_forms", ("en",)):
            base, *forms = line.split()
            self.irregular[base] = tuple(forms)
        self.past_subjects = frozenset(w.words("past_subjects", ("en",)))
        #: the listed forms that are no "-ing" and no third person: "came", "got", "sent"
        self.irregular_past = frozenset(
            f
            for base, forms in self.irregular.items()
            for f in forms
            if not f.endswith("ing") and f not in (base + "s", base + "es")
        )

    def past(self, word: str) -> bool:
        """``word`` is a past form: a regular one ("arrived", "showed"; not "speed" or
        "need", whose "ed" is the word's own) or a listed irregular one ("came", "got")."""
        w = word.casefold()
        if w in self.irregular_past:
            return True
        return len(w) >= 5 and w.endswith("ed") and not w.endswith("eed") and w.isalpha()

    def forms(self, base: str) -> tuple[str, ...]:
        """The inflected forms of ``base`` (not ``base`` itself); none for a word that is
        not a plain Latin word of three letters or more."""
        if len(base) < 3 or not (base.isascii() and base.isalpha()):
            return ()
        listed = self.irregular.get(base)
        if listed is not None:
            return listed
        return tuple(dict.fromkeys(self._join(base, e) for e in self.endings))

    def _join(self, base: str, ending: str) -> str:
        if base.endswith("e") and ending[:1] in ("e", "i"):
            return base[:-1] + ending  # move -> moved, moving
        if base.endswith("y") and base[-2] not in _VOWELS and not ending.startswith("i"):
            return base[:-1] + "i" + ("es" if ending == "s" else ending)  # copies, copied
        if ending == "s" and any(base.endswith(s) for s in self.es_after):
            return base + "es"  # fixes, pushes
        return base + ending

    def variants(self, phrase: str) -> list[str]:
        """``phrase`` (normalized) with its first word inflected, each form once."""
        first, _, rest = phrase.partition(" ")
        tail = f" {rest}" if rest else ""
        return [f + tail for f in self.forms(first)]

    def stated(self, text: str, start: int) -> bool:
        """The word right before ``start`` in ``text`` makes a form there a statement of
        what was done ("i paid", "we already booked")."""
        before = text[:start].split()
        return bool(before) and before[-1] in self.past_subjects
