"""What a slot reads of people, worked out once per slot when the domain loads: whether
it counts people ("me and my wife" is 2; ``party.py``), whether it holds a person's name
(the words saying whose name it is are no part of the answer: "我爸叫李强"), and the
readers of a name or an age said after "for" ("maths lessons for ella", "for ollie, 10";
``names_for.py``).

Split from ``values.py``: these are decisions about the slot's words, its flow's other
slots and the domain's, not about a message, so the parser builds them here and only
asks them per message.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..spec import Domain, SlotKind, SlotSpec, SlotType
from .lexicon import Lexicon
from .names_for import NameForReader, domain_words, holds_name, names_someone_else
from .party import counts_people, people_words
from .slot_namer import guessed_name
from .value_words import Words


@dataclass(frozen=True)
class SlotPeople:
    """What one slot reads of people (see the module)."""

    #: the slot counts people: "me and my wife" is 2
    counts: bool
    #: the slot holds a person's name, declared or guessed from its words
    person: bool
    #: the name of the one the task is for, said after "for", when the slot holds a name
    named_for: NameForReader | None
    #: the age of the one the flow names after "for", when the slot holds an age
    aged: NameForReader | None


def slot_people(
    spec: SlotSpec,
    domain: Domain,
    language: str,
    listed: bool,
    age: bool,
    lex_of: Callable[[str], Lexicon],
    words_of: Callable[[str], Words],
) -> SlotPeople:
    """What ``spec`` reads of people: ``listed`` when it has a list of values (no name
    then), ``age`` when it holds an age; ``lex_of`` and ``words_of`` give the lexicon
    and value words of a language."""
    # a count of people reads "me and my wife" as 2 (party.py); the guess from a name
    # ("adults") gives way where the flow counts people by kind: with another count that
    # says what it counts ("children": counts child), "2 adults and 2 children" is 2 and 2,
    # not a party of 4
    # not a guess when what the slot ``counts`` says people ("counts: [people, players]"
    # beside "counts: [hours]": "just me" is one player, whatever else the flow counts)
    said = {c.lower() for c in spec.counts} & people_words(words_of(language))
    counts = (
        spec.type == SlotType.INTEGER
        and counts_people(spec, words_of(language))
        and (spec.kind is not None or bool(said) or not _counted_beside(spec, domain))
    )
    # "for ollie, 10, …": the age of the one the flow names after "for" (names_for.py)
    holder = domain.flow_holding(spec)
    beside = holder.slots if holder is not None else []
    named = next(
        (s for s in beside if names_someone_else(s, lex_of("en"), guessed_name(s, lex_of("en")))),
        None,
    )
    aged = (
        NameForReader(lex_of("en"), domain_words(domain), words_of("en"))
        if age and named is not None
        else None
    )
    # the name of the one the task is for, said after "for" ("lessons for ella", "a
    # party for my daughter amy"; names_for.py), when the slot holds someone else's,
    # and any name said after the word for a name ("name kev")
    english = lex_of("en")
    guessed = guessed_name(spec, english)
    others = names_someone_else(spec, english, guessed)
    # "the 29th, name kev" beside a dog's name and the owner's: the bare word for a name
    # gives the user's own, when the flow asks for it, not the dog's
    own_beside = any(
        s is not spec
        and holds_name(s, guessed_name(s, english))
        and not names_someone_else(s, english, guessed_name(s, english))
        for s in beside
    )
    named_for = (
        NameForReader(
            english,
            domain_words(domain),
            words_of("en"),
            others=others,
            said=not (others and own_beside),
            kinds=frozenset(
                v
                for s in beside
                if s.type == SlotType.ENUM
                for v in (*s.values, *(x for said in s.synonyms.values() for x in said))
                if isinstance(v, str) and v.isascii() and " " not in v
            ),
        )
        if not listed and holds_name(spec, guessed)
        else None
    )
    # a person's name, declared or guessed from the slot's words ("就诊人怎么称呼？"): the
    # words saying whose name it is are no part of the answer ("我爸叫李强")
    person = spec.kind == SlotKind.NAME or (
        spec.kind is None and guessed_name(spec, lex_of(language)) is not None
    )
    return SlotPeople(counts, person, named_for, aged)


def _counted_beside(spec: SlotSpec, domain: Domain) -> bool:
    """Another count slot of ``spec``'s flow says what it counts (``counts:``)."""
    flow = domain.flow_holding(spec)
    return flow is not None and any(
        s is not spec and s.type == SlotType.INTEGER and s.counts for s in flow.slots
    )
