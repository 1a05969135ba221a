"""What a count slot counts: the noun a number before it names, and the words that may
stand between ("two large pizzas": the other slots' values, a classifier, a trigger's
words), worked out once per slot at load from the slot, its flow and its domain
(``counted_noun``). ``counted.py`` reads a count with what is worked out here.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..spec import Domain, SlotKind, SlotSpec, SlotType
from .choice_words import ChoiceWords
from .count_words import CountWords, time_lengths, units_of_time
from .counted import CountedNoun
from .grammar_words import grammar
from .inflections import english_plurals
from .lexicon import Lexicon, normalize
from .party import counts_people
from .rate_period import TimesWords
from .value_forms import headed
from .value_words import Words, built


def counted_noun(
    spec: SlotSpec,
    domain: Domain,
    patterns: list[str],
    also: Iterable[str] = (),
    lex: Lexicon | None = None,
) -> CountedNoun | None:
    """The counted noun of an integer slot (None for a slot that counts nothing named), and
    what may stand between a number and it: the other slots' values and names, and the
    words of the flow's triggers ("2 child seats" for a flow asked for by "child seat").
    ``also``: nouns its kind counts (a count of nights: the lexicon's ``night_words``);
    ``lex``: the domain's lexicon (None: the built-in ones)."""
    if spec.type != SlotType.INTEGER:
        return None
    nouns = {normalize(w) for w in (*spec.counts, *also)}
    said_with = {
        normalize(after.strip().split()[0])
        for p in spec.patterns
        if (after := p.partition("{value}")[2]).strip()
    }
    for p in patterns:
        before, _, after = p.partition("{value}")
        if before.strip() or not after.strip():
            continue  # only "{value} pizzas": the noun after the number
        nouns.add(normalize(after.split()[0] if " " in after.strip() else after))
    nouns.discard("")
    if not nouns:
        return None
    lists = grammar(lex, CountWords)
    # COUNTED_NOUN_SAID_BY_ITS_EVERYDAY_WORD: "2 kids" for a slot that counts "child"
    nouns |= {k for n in list(nouns) for k in lists.kin.get(n, ())}
    # COUNTED_NOUN_PLURAL_SPELLED_APART: "3 ponies" of a slot that counts "pony"; the plural
    # endings glued on ("ponys") miss a plural whose spelling changes, so each Latin noun's
    # plurals by the lexicon's spelling table are nouns it is said by too
    spelled = grammar(lex, english_plurals)
    # (a noun that is itself the plural of another is given none: "years" of "year")
    said_plural = {p for n in nouns if n.isascii() for p in spelled.forms(n)}
    nouns |= {
        p for n in list(nouns) if n.isascii() and n not in said_plural for p in spelled.forms(n)
    }
    flow = domain.flow_holding(spec)
    others = [s for s in flow.slots if s is not spec] if flow is not None else []
    between: set[str] = set()
    for other in others:
        entity = domain.entities.get(other.entity) if other.entity else None
        # its values ("oat"), and what the slot is called ("milk" of "oat milk lattes")
        words = [*other.values, *(entity.values if entity else []), other.heard]
        for synonyms in (other.synonyms, entity.synonyms if entity else {}):
            for values in synonyms.values():
                words.extend(values)
        between.update(normalize(str(w)) for w in words)
    # the words of the flow's triggers name its thing too: "2 child seats" of "child seat"
    if flow is not None:
        between.update(
            w
            for trigger in flow.triggers
            for w in normalize(trigger).split()
            if len(w) >= 3 and w not in lists.trigger_fillers and w not in nouns
        )
    between.discard("")
    # the stems that set another slot's listed value apart, as its own reading has them
    # (``Choices``): a size's thing too ("labrador" of "labrador size": "a labrador one" is
    # that size, no count; SIZED_THING_SAID_AS_A_ONE_TAKEN_AS_A_COUNT)
    sized = grammar(lex, ChoiceWords).size_heads
    set_apart = {
        stem
        for other in others
        for stem in headed(
            [str(v) for v in other.values],
            {normalize(str(w)): str(v) for v, ws in other.synonyms.items() for w in ws},
            sized,
        )
    }
    counts = [s for s in (flow.slots if flow is not None else []) if s.type == SlotType.INTEGER]
    measures = {
        normalize(m) + e
        for s in (flow.slots if flow is not None else [spec])
        for m in s.measures
        for e in lists.endings
        if normalize(m).isascii() or not e
    }
    # "ones" never stands for a unit of time: "a small one" of a flow counting months is
    # the thing chosen (a small unit), no count of months
    of_time = any(n in time_lengths() for n in nouns)
    elsewhere = {
        normalize(w)
        for f in domain.flows.values()
        for s in f.slots
        if s is not spec and s.type == SlotType.INTEGER
        for w in s.counts
    } - nouns
    plurals = ("", *(e for e in lists.endings if e))
    stems = {
        noun[: -len(agent + plural)]
        for noun in nouns
        for agent in lists.agent_endings
        for plural in plurals
        if agent and noun.endswith(agent + plural) and len(noun) > len(agent + plural)
    }
    return CountedNoun(
        frozenset(nouns),
        frozenset(between),
        len(counts) == 1 and not of_time,
        frozenset(measures),
        frozenset(elsewhere),
        frozenset(said_with),
        frozenset(stems),
        counts_people(spec, Words.of(lex)),
        frozenset(set_apart),
        _kinds_counted(spec, others, counts, of_time or counts_people(spec, Words.of(lex))),
        any(
            built(TimesWords, Words.of(lex)).names_a_rate(x) for x in (spec.label, spec.prompt) if x
        ),
    )


def _kinds_counted(
    spec: SlotSpec, others: list[SlotSpec], counts: list[SlotSpec], of_time_or_people: bool
) -> frozenset[str]:
    """The listed values and synonyms of the flow's other slots ("luxury trailer",
    "standard"), when ``spec`` is the flow's one count of things, any other count being of
    a unit of time (a hire's days): a number right before one of them, said whole, counts
    its things by their kind ("1 luxury trailer", "2 standard from saturday"). None for a
    count of time or of people (``of_time_or_people``), nor where another count of things
    could be meant."""
    if of_time_or_people:
        return frozenset()
    if any(other is not spec and not counts_time(other) for other in counts):
        return frozenset()
    units = units_of_time()
    kinds = {
        normalize(str(w))
        for other in others
        if other.type == SlotType.ENUM
        for w in (*other.values, *(x for said in other.synonyms.values() for x in said))
    }
    return frozenset(k for k in kinds if k.isascii() and k not in units)


def counts_time(spec: SlotSpec) -> bool:
    """The slot counts a length of time: nights (``kind: nights``), or only units of time
    by its ``counts`` ("day" of a hire's days, "hour")."""
    units = units_of_time()
    return spec.kind == SlotKind.NIGHTS or bool(
        spec.counts and all(normalize(c) in units for c in spec.counts)
    )
