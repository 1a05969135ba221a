"""The name of the one a task is for, said after "for" with the request: "maths lessons for
ella", "its for maya, french", "a party for my daughter amy shes 9".

A slot holding someone else's name (``kind: name``, declared or guessed from its label,
"birthday child's name", whose question does not ask the user's own name) read a name only
by its own patterns and the lexicon's ``name_patterns``, which are the speaker's ("my name
is …"): the name said as whom the thing is for was asked again. The ways to say it are the
lexicon's ``name_for_phrases`` ("for {value}", "for my {who} {value}", ``{who}`` one of
``companions``). Nothing in a word tells a name from any other ("for beginners"), so a name
is read only where no other reading is left: one word, or a first name and a surname, no
word of the lexicon's lists that say other things after "for" (``name_for_not_names`` and
their plurals, the summary's small words and dates, the fixed phrases of ``lead_idioms``, a
companion), no number, and a first word of none of the domain's own texts (its triggers,
descriptions, labels, values; a surname may be one: "tom price" beside a prices flow).
After a bare "for" the name ends its clause ("for ella, shes year 9", "for sam cole, hes
10"); after a companion word the family says it is a person, so more may follow ("my
daughter amy shes 9"). A bare number said as a clause of its own right
after such a name ("for ollie, 10, 12 kids") is that one's age, for the flow's age slot.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..spec import Domain, SlotKind, SlotSpec, SlotType
from .ages import AgeGrammar
from .flow_words import WRITTEN_WORD, flow_words
from .grammar_words import ListWords, grammar, lexicon_grammar
from .inflections import plurals_of
from .lexicon import Lexicon, has_cjk, normalize
from .numbers import NumberGrammar
from .parsed import Parsed
from .value_words import Words, alternation, built

#: a word a name may be: letters, an apostrophe or hyphen inside ("o'neil", "mary-jo")
_NAME = r"([a-z](?:[a-z'’-]*[a-z])?)"
#: a first name and a surname: after the word for a name ("names tom price")
_TWO_NAMES = r"([a-z](?:[a-z'’-]*[a-z])?(?:\s+[a-z](?:[a-z'’-]*[a-z])?)?)"
#: what ends the clause a bare "for {value}" name closes; or a phone number typed right
#: after it, where a form puts one ("… name ann 07700900555":
#: NAME_AFTER_ITS_WORD_BEFORE_A_PHONE)
_CLAUSE_END = r"(?=\s*(?:$|[,;!?.\n]|\+?\d[\d \-]{6,}\d))"
#: a bare number closing a clause of its own right after a name ("ollie, 10,"): an age
_AGE_AFTER = re.compile(r"\s*,\s*(\d{1,2})(?=\s*(?:$|[,;!?\n]))")
#: where a phrase says one of the companions, as ``re.escape`` writes it
_WHO = re.escape("{who}")


def _phrases(
    phrases: Sequence[str], who: str, bare: str = _NAME, end: str = _CLAUSE_END
) -> re.Pattern[str] | None:
    """One regex of ``phrases`` ("for {value}", "for my {who} {value}"): the name ``bare``
    (one word), closing its clause after a bare lead; after a companion word more may
    follow."""
    forms = []
    for phrase in phrases:
        before, hole, _ = phrase.partition("{value}")
        if not hole or not before.strip():
            continue
        # "{who}" may carry a clitic glued to it ("my {who}'s called {value}")
        # an apostrophe of the phrase may be left out, as people type ("names tom price")
        parts = [
            re.escape(p).replace(_WHO, f"(?:{who})").replace("'", "'?")
            for p in before.lower().split()
        ]
        # a companion word says a person is named; a bare lead needs the clause's end
        if "{who}" in before:
            forms.append(r"(?<![\w'’])" + r"\s+".join(parts) + r"\s+" + _NAME + r"(?![\w'’])")
        else:
            forms.append(r"(?<![\w'’])" + r"\s+".join(parts) + r"\s+" + bare + end)
    return re.compile("|".join(f"(?:{f})" for f in forms), re.IGNORECASE) if forms else None


@lexicon_grammar
class NameForWords:
    """The lexicon's phrases of whom a task is for, compiled once per lexicon."""

    def __init__(self, w: ListWords) -> None:
        who = alternation(w.words("companions", ("en",)))
        #: whom the task is for ("for ella"): a slot holding someone else's name
        #: a first name and a surname too ("for sam cole, hes 10"): the clause's end
        #: after them says the name ends there (NAME_AFTER_FOR_SAID_WITH_A_SURNAME)
        self.pattern = _phrases(w.words("name_for_phrases", ("en",)), who, _TWO_NAMES)
        #: a name said after the word for a name, no link word ("name kev", "names tom
        #: price"): any name slot; the word for a name says a name follows, so it may be
        #: two words
        self.said = _phrases(w.words("name_said_phrases", ("en",)), who, _TWO_NAMES)
        #: a bare lead's name with words after it in its clause: a name only when an age
        #: phrase follows (``NameForReader.find``: "for leo age 7")
        bare = [p for p in w.words("name_for_phrases", ("en",)) if "{who}" not in p]
        self.open = _phrases(bare, who, _NAME, r"(?=\s)")
        #: a name said right after a kind word of a pet and a possessive ("my cockapoo
        #: bella"; ``name_after_kind_leads``, ``pet_kinds``, with a listed value of the
        #: flow as the kind too: ``NameForReader``), closing its clause or before a word of
        #: ``name_after_kind_closers`` ("feed my tabby misty from friday")
        self.kind_leads = alternation(w.words("name_after_kind_leads", ("en",)))
        self.pets = tuple(x.lower() for x in w.words("pet_kinds", ("en",)))
        self.closers = alternation(w.words("name_after_kind_closers", ("en",)))
        #: the words linking a name to whom it is of, after a kind word ("a lab called rocco")
        self.links = alternation(w.words("name_links", ("en",)))
        #: the words of comparison after which "for" says whom or what a choice suits, no
        #: one the task is for ("would be easier for parking")
        self.not_after = frozenset(x.lower() for x in w.words("name_for_not_after", ("en",)))
        idioms = [i.lower().split() for i in w.words("lead_idioms", ("en",))]
        #: the English plural table: "for kids" is no name, as "kid" is a companion
        self.plurals = plurals_of(w.words("plural_forms", ("en",)))
        named = [
            *(x.lower() for x in w.words("name_for_not_names", ("en",))),
            *(x.lower() for x in w.words("companions", ("en",))),
        ]
        self.not_names = frozenset(
            [
                *named,
                *(p for x in named for p in self.plurals.forms(x)),
                *(x.lower() for x in w.words("summary_stop_words", ("en",))),
                *(x.lower() for x in w.words("summary_kept_words", ("en",))),
                *(x.lower() for x in w.words("summary_dates", ("en",))),
                # "for now", "for good": the second word of a fixed phrase of the lead's
                *(i[1] for i in idioms if len(i) == 2),
            ]
        )


#: the most words a name given alone runs to ("mary ann de souza")
NAME_WORDS = 4


def holds_name(spec: SlotSpec, guessed: SlotKind | None) -> bool:
    """The slot is a free-text one of ``kind: name`` (``guessed`` when it declares none)."""
    return spec.type == SlotType.TEXT and (spec.kind or guessed) == SlotKind.NAME


def names_someone_else(spec: SlotSpec, lex: Lexicon, guessed: SlotKind | None) -> bool:
    """The slot holds the name of someone other than the user: a free-text slot of
    ``kind: name`` (``guessed`` when it declares none) whose question does not ask the
    user's own name (the lexicon's ``own_name_asks``)."""
    if not holds_name(spec, guessed):
        return False
    return not (spec.prompt and lex["own_name_asks"].search(normalize(spec.prompt)))


class NameForReader:
    """The names said after "for" that ``spec``'s flow can hold, for one slot; with
    ``others`` false (a slot of the user's own name), only a name said after the word for
    a name ("name kev": the lexicon's ``name_said_phrases``); with ``said`` false (someone
    else's name beside the user's own in the flow), none said so: that one is the user's."""

    def __init__(
        self,
        lex: Lexicon,
        domain_words: frozenset[str],
        words: Words,
        *,
        others: bool = True,
        said: bool = True,
        kinds: frozenset[str] = frozenset(),
    ) -> None:
        self.grammar = grammar(lex, NameForWords)
        self.known = self.grammar.not_names | domain_words
        self.numbers = built(NumberGrammar, words)
        self.ages = built(AgeGrammar, words)
        self.patterns = [
            p
            for p in (
                self.grammar.pattern if others else None,
                self.grammar.said if said else None,
                self._after_kind(kinds) if others else None,
            )
            if p
        ]

    def _after_kind(self, kinds: frozenset[str]) -> re.Pattern[str] | None:
        """NAME_RIGHT_AFTER_A_KIND_WORD: a name said right after a possessive and the kind
        of the one named, a pet's (the lexicon's ``pet_kinds``) or a listed value of the
        flow ``kinds`` (a breed: "my cockapoo bella", "feed my tabby misty from friday"),
        the name closing its clause or before a word of ``name_after_kind_closers``."""
        g = self.grammar
        said = sorted({*g.pets, *(k.lower() for k in kinds)}, key=len, reverse=True)
        if not said or not g.kind_leads or not g.closers or not g.links:
            return None
        kinds_said = alternation(said)
        # NAME_AFTER_A_KIND_WORD_WITH_A_WORD_BEFORE_IT: "my big dog bruno", "our old cat
        # misty": one word describing the one named may stand before its kind; and
        # NAME_LINKED_TO_A_KIND_WORD: "a big lab called rocco", "our cat named misty": a
        # link word of the lexicon (``name_links``) after the kind says a name follows,
        # whatever leads the kind
        return re.compile(
            rf"(?<![\w'’])(?:(?:{g.kind_leads})\s+(?:[a-z]+\s+)?(?:{kinds_said})\s+{_NAME}"
            rf"(?=\s*(?:$|[,;!?.\n])|\s+(?:{g.closers})(?![\w'’]))"
            rf"|(?<![\w'’])(?:{kinds_said})\s+(?:{g.links})\s+{_NAME}(?![\w'’]))",
            re.IGNORECASE,
        )

    def find(self, text: str) -> list[Parsed]:
        """Each name said as whom the task is for, as said."""
        if not self.patterns or has_cjk(text):
            return []
        out = []
        for m in (m for p in self.patterns for m in p.finditer(text)):
            if self._suited(text, m.start()):
                continue  # "riverside would be easier for parking": what the choice suits
            name = next(g for g in m.groups() if g)
            start = next(i for i, g in enumerate(m.groups(), 1) if g)
            first, _, surname = name.partition(" ")
            if self._known(first) or (surname and self._listed(surname.strip())):
                continue
            out.append(Parsed(name, name, 1.0, m.start(start), m.end(start)))
        return sorted(out + self._before_an_age(text, out), key=lambda p: p.start)

    def _before_an_age(self, text: str, found: list[Parsed]) -> list[Parsed]:
        """NAME_FOR_WHOM_THEN_THEIR_AGE: "feb camp 2 days for leo age 7, he has asthma", "for
        ruby aged 10 no goalkeeper": after a bare "for" a name ends its clause, but an age
        said right after it (the value lexicons' ``age_phrases``) says a person was named,
        as a companion word does before it."""
        if self.grammar.open is None or self.ages.pattern is None:
            return []
        out = []
        for m in self.grammar.open.finditer(text):
            start = next((i for i, g in enumerate(m.groups(), 1) if g), None)
            if start is None or any(p.start == m.start(start) for p in found):
                continue
            name = m.group(start)
            age = self.ages.pattern.match(text, m.end(start) + 1)
            if age is None or self._suited(text, m.start()) or self._known(name):
                continue
            out.append(Parsed(name, name, 1.0, m.start(start), m.end(start)))
        return out

    def ages_after(self, text: str) -> list[Parsed]:
        """A bare number said as a clause of its own right after a name ``find`` reads
        ("birthday party for ollie, 10, 12 kids"): the age of the one named."""
        out = []
        for name in self.find(text):
            m = _AGE_AFTER.match(text, name.end)
            if m is not None:
                out.append(Parsed(int(m.group(1)), m.group(1), 1.0, m.start(1), m.end(1)))
        return out

    def _suited(self, text: str, at: int) -> bool:
        """The word right before ``at`` (where "for" opens a name) is one of comparison
        (the lexicon's ``name_for_not_after``: "better", "easier"): what follows says whom
        or what a choice suits ("the small hall would be easier for grandparents"), no one
        the task is for (REASON_OF_A_BETTER_CHOICE_READ_AS_WHOM_IT_IS_FOR)."""
        before = text[:at].split()
        return bool(before) and before[-1].lower().strip(",.!?") in self.grammar.not_after

    def _listed(self, word: str) -> bool:
        """``word``, said after a first name, says something else: a word of a list or a
        number ("name kev tomorrow"); a word of the domain may be a surname ("tom price"
        beside a prices flow)."""
        low = word.lower().replace("’", "'")
        return low in self.grammar.not_names or self.numbers.count(low) is not None

    def _known(self, word: str) -> bool:
        """``word`` says something else: a word of a list (in the plural too: "kids") or of
        the domain, or a number ("two")."""
        low = word.lower().replace("’", "'")
        return low in self.known or self.numbers.count(low) is not None


def domain_words(domain: Domain) -> frozenset[str]:
    """Every word of the domain's own texts: its flows' names, descriptions, triggers,
    examples and slots (names, labels, values, synonyms: ``FlowWords.written``), and its
    entities."""
    texts: list[str] = []
    for name in domain.flows:
        texts.append(name.replace("_", " "))
    for entity in domain.entities.values():
        texts += list(entity.values)
        texts += [s for said in entity.synonyms.values() for s in said]
    own = frozenset(w for t in texts for w in WRITTEN_WORD.findall(t.lower()))
    return own.union(*(flow_words(flow).written for flow in domain.flows.values()))
