"""The inflected forms of the English verb that leads a trigger or a listed value.

People say a request with its verb inflected: "i need my thesis printed" for the trigger
"print", "can u get my jeans taken up" for the synonym "take up", "renting the studio on
friday" for "rent the studio". An author writes the base form once; the forms are made here
at load, so nothing per turn. The lexicon holds the words: the regular endings
(``verb_endings``), how a base's own ending is spelled before each of them
(``verb_spellings``, a table per ending read as the plural table is: "ed e ed" for a final
"e" dropped, "s y ies" for a consonant's "y" turned to "i", "s ch ches" for "es" after a
sibilant), and the whole forms of verbs that are not regular (``verb_forms``).

A noun's plural is spelled by the lexicon's table (``plural_forms``): the forms of the
longest ending a word has ("y ies": city -> cities, "ay ays": day -> days), else the
table's default ("s"). One table serves every reader that finds a word in the plural (a
slot's name, a listed value counted, a flow's name); a language without plural spellings
lists none, and its words have no plural.

A form said right after a subject ("i paid", "we already booked": ``past_subjects``) tells
what was done, not what is wanted, so it asks for nothing (``stated``).
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from .grammar_words import ListWords, grammar, lexicon_grammar

if TYPE_CHECKING:
    from .lexicon import Lexicon


class Plurals:
    """A lexicon's plural table (``plural_forms``): lines "ending form…" ("y ies", "o oes
    os"), and one line of a single form, the plural of a word no ending fits ("s")."""

    def __init__(self, lines: tuple[str, ...]) -> None:
        self.default: tuple[str, ...] = ()
        self.endings: dict[str, tuple[str, ...]] = {}
        for line in lines:
            first, *forms = line.split()
            if forms:
                self.endings[first] = tuple(forms)
            else:
                self.default = (*self.default, first)
        self.longest = max(map(len, self.endings), default=0)

    def forms(self, word: str) -> tuple[str, ...]:
        """The plurals of ``word``: its longest ending the table lists (shorter than the
        word, so an ending is never the whole word) swapped for that ending's forms, else
        the default added; none when the table is empty."""
        for n in range(min(self.longest, len(word) - 1), 0, -1):
            got = self.endings.get(word[-n:])
            if got is not None:
                return tuple(word[:-n] + f for f in got)
        return tuple(word + f for f in self.default)

    def singulars(self, word: str) -> tuple[str, ...]:
        """The words ``word`` is a plural of by this table ("mites": mite, "batteries":
        battery), none shorter than four letters ("news" is no plural of "new")."""
        for table in (self.endings.items(), [("", self.default)]):
            # an ending the table lists first ("ies" of "batteries"), else the default
            out = [
                stem
                for ending, forms in table
                for form in forms
                if form
                and word.endswith(form)
                and len(stem := word[: len(word) - len(form)] + ending) >= _SHORTEST_SINGULAR
                and word in self.forms(stem)
            ]
            if out:
                return tuple(dict.fromkeys(out))
        return ()


#: the fewest letters of a singular read from a listed plural ("mite" of "mites")
_SHORTEST_SINGULAR = 4


@cache
def plurals_of(lines: tuple[str, ...]) -> Plurals:
    """The plural table of ``lines`` (a lexicon's ``plural_forms``), built once per words."""
    return Plurals(lines)


@lexicon_grammar
def english_plurals(w: ListWords) -> Plurals:
    """The English plural table (``plural_forms``), read once per lexicon: a thing named in
    the plural ("no helmets" for a slot named helmet)."""
    return plurals_of(w.words("plural_forms", ("en",)))


@lexicon_grammar
class VerbWords:
    """A lexicon's verb endings and irregular forms."""

    def __init__(self, w: ListWords) -> None:
        self.endings = w.words("verb_endings", ("en",))
        #: per regular ending, how a base's own ending is spelled before it: the lexicon's
        #: ``verb_spellings`` lines "ending word-ending form" ("ed e ed": move -> moved;
        #: "s y ies": copy -> copies), each ending's lines a table whose longest word ending
        #: wins, as in ``plural_forms`` ("s ay ays" keeps "pays" from "paies")
        tables: dict[str, list[str]] = {}
        #: (ending, a base's own ending, how the two are written) of each spelling line,
        #: read backwards by ``bases_of`` ("moving": mov + e)
        self.respelled: list[tuple[str, str, str]] = []
        for line in w.words("verb_spellings", ("en",)):
            ending, _, spelled = line.partition(" ")
            tables.setdefault(ending, []).append(spelled)
            own, _, written = spelled.partition(" ")
            self.respelled.append((ending, own, written))
        self.spellings = {e: plurals_of(tuple(lines)) for e, lines in tables.items()}
        #: a verb's base -> its forms, for the verbs whose forms are not regular
        self.irregular: dict[str, tuple[str, ...]] = {}
        for line in w.words("verb_forms", ("en",)):
            base, *forms = line.split()
            self.irregular[base] = tuple(forms)
        self.past_subjects = frozenset(w.words("past_subjects", ("en",)))
        #: the endings of a regular past form ("arrived"), and of the words that only look
        #: like one ("speed", "need"): ``past_endings``, ``past_lookalikes``
        self.past_endings = w.words("past_endings", ("en",))
        self.past_lookalikes = w.words("past_lookalikes", ("en",))
        #: the listed forms that are no ongoing form and no third person: "came", "got",
        #: "sent" (not "taking", "takes", "goes", nor "flies" spelled by ``verb_spellings``:
        #: ``ongoing_endings``, ``third_person_endings``)
        ongoing = w.words("ongoing_endings", ("en",))
        self.ongoing_endings = ongoing
        third = w.words("third_person_endings", ("en",))
        self.irregular_past = frozenset(
            f
            for base, forms in self.irregular.items()
            for f in forms
            if not f.endswith(ongoing)
            and f not in {x for e in third for x in (base + e, self._join(base, e))}
        )

    def past(self, word: str) -> bool:
        """``word`` is a past form: a regular one ("arrived", "showed"; not "speed" or
        "need", whose "ed" is the word's own) or a listed irregular one ("came", "got")."""
        w = word.casefold()
        if w in self.irregular_past:
            return True
        return (
            len(w) >= 5
            and w.endswith(self.past_endings)
            and not w.endswith(self.past_lookalikes)
            and w.isalpha()
        )

    def told(self, word: str) -> bool:
        """``word`` is a form a verb takes after its subject to tell something: a past form
        ("been", "stopped") or an ongoing one ("limping", "leaking": ``ongoing_endings``, a
        word of five letters or more)."""
        w = word.casefold()
        return self.past(w) or (len(w) >= 5 and w.isalpha() and w.endswith(self.ongoing_endings))

    def forms(self, base: str) -> tuple[str, ...]:
        """The inflected forms of ``base`` (not ``base`` itself); none for a word that is
        not a plain Latin word of three letters or more."""
        if len(base) < 3 or not (base.isascii() and base.isalpha()):
            return ()
        listed = self.irregular.get(base)
        if listed is not None:
            return listed
        return tuple(dict.fromkeys(self._join(base, e) for e in self.endings))

    def bases_of(self, word: str, ending: str) -> tuple[str, ...]:
        """The bases whose form with ``ending`` is ``word`` ("moving": "mov", "move";
        "renewing": "renew"), read back through the lexicon's spellings and irregular forms:
        spelling alone cannot tell "move" from "mov", so every base that fits is given."""
        w = word.casefold()
        if not w.endswith(ending):
            return ()
        bases = [b for b, forms in self.irregular.items() if w in forms]
        bases += [
            w[: -len(f)] + own for e, own, f in self.respelled if e == ending and w.endswith(f)
        ]
        bases.append(w[: -len(ending)])
        return tuple(b for b in dict.fromkeys(bases) if w in self.forms(b))

    def _join(self, base: str, ending: str) -> str:
        """``base`` with ``ending``: its own ending spelled as the ending's table says
        (move -> moved, moving; copy -> copies, copied; fix -> fixes), else the two joined."""
        table = self.spellings.get(ending)
        spelled = table.forms(base) if table is not None else ()
        return spelled[0] if spelled else base + ending

    def variants(self, phrase: str) -> list[str]:
        """``phrase`` (normalized) with its first word inflected, each form once."""
        first, _, rest = phrase.partition(" ")
        tail = f" {rest}" if rest else ""
        return [f + tail for f in self.forms(first)]

    def past_variants(self, phrase: str) -> tuple[list[str], list[str]]:
        """``phrase`` (normalized) led by a past form said in its verb's other forms: with
        the base of every verb the past form is one of ("pull a shoe" of "pulled a shoe"),
        and with that base's forms ("pulls a shoe"; "threw a shoe" of "thrown a shoe":
        ``verb_forms``), the phrase itself left out; the two apart, as the base alone is a
        request as often ("pay the invoice" of "paid the invoice"). None for a phrase led by
        no past form, nor for one word alone: "framed" tells a state, and "frame", "frames"
        are nouns as often."""
        first, _, rest = phrase.partition(" ")
        if not rest or not self.past(first):
            return [], []
        bases = [b for b, forms in self.irregular.items() if first in forms]
        bases += [b for e in self.past_endings for b in self.bases_of(first, e)]
        bases = list(dict.fromkeys(bases))
        forms = (f for b in bases for f in self.forms(b) if f != first and f not in bases)
        return [f"{b} {rest}" for b in bases], [f"{f} {rest}" for f in dict.fromkeys(forms)]

    def stated(self, text: str, start: int) -> bool:
        """The word right before ``start`` in ``text`` makes a form there a statement of
        what was done ("i paid", "we already booked")."""
        before = text[:start].split()
        return bool(before) and before[-1] in self.past_subjects


#: the Latin words of a clause, for its verbs' tense (``told_as_past``)
_CLAUSE_WORDS = re.compile(r"[a-z']+")


def told_as_past(lex: Lexicon, clause: str, before: str) -> bool:
    """A date's clause tells what was: a past form of a verb in it ("it started monday",
    "she missed sunday") or a lead of the lexicon's ``date_past_leads`` right before the
    date ("limping since monday"). ``clause`` and ``before`` (the text before the date)
    are casefolded. One reading for the flows of two date slots (``date_by_bounds``) and
    the one slot taking both (``typed_scan``)."""
    verbs = grammar(lex, VerbWords)
    if any(verbs.past(w) for w in _CLAUSE_WORDS.findall(clause)):
        return True
    return any(not before[m.end() :].strip() for m in lex["date_past_leads"].finditer(before))
