"""The words that name one flow alone: words of its name and the nouns of its description
("booking a hotel room": "room"), in the plural too, and the words of what it lists or
counts; and the verb its description opens with in its base form ("move" of "moving a
visit"), said before a thing. "I need a hotel in Rome" starts book_hotel by such a word when nothing else
matched (``weak_triggers.WeakTriggers.weak``); a word two flows share names neither."""

from __future__ import annotations

from ..spec import Domain, FlowSpec
from .flow_values import listed_value_words
from .inflections import VerbWords
from .lexicon import has_cjk, normalize
from .trigger_list_words import TriggerListWords


def own_name_words(
    domain: Domain, lw: TriggerListWords, function_words: frozenset[str]
) -> dict[str, str]:
    """Each word that names one flow alone, with that flow (``TriggerIndex.name_words``):
    the words of the making flows' names and of their descriptions' nouns (not
    ``function_words``), their plurals, and the words of what they list or count; kept
    when one flow owns it and it has four letters or more."""
    owners: dict[str, set[str]] = {}
    # a flow that undoes things names the thing another flow makes ("refunding tickets
    # already bought" beside buying them): its words take none from that flow, and
    # "tickets for sunday" asks to buy them; it never owned a word anyway
    making = [f for f in domain.flows.values() if not f.destructive]
    for flow in making:
        # the flow's name and the nouns of its description ("booking a hotel room":
        # "book a room"); a word two flows share ("booking") names neither
        said = [w for w in normalize(flow.description).split() if w.isascii()]
        # a word that names no topic ("what" of "asking what a flavor contains": the
        # lexicons' question and stop words) names no flow either
        # nor a verb's particle ("back" of "when your ironing comes back": "push my
        # collection back a day" asks for no tracking; DESCRIPTION_PARTICLE_TAKEN_FOR_A_NOUN)
        nouns = [
            w
            for w in said
            if len(w) >= 4
            and not w.endswith(lw.activity_endings)
            and w not in function_words
            and w not in lw.particles
        ]
        # the name's words too, but not a question or stop word: "what" of what_to_wear
        # names no flow, so "what did i book?" is no request for clothing advice
        named = [w for w in flow.name.lower().split("_") if w not in function_words]
        for w in dict.fromkeys([*named, *nouns]):  # in order
            owners.setdefault(w, set()).add(flow.name)
            if not has_cjk(w):  # "any hotels in Paris?"
                for plural in lw.plurals.forms(w):
                    owners.setdefault(plural, set()).add(flow.name)
    # a word that opens another flow's trigger, its verb ("collect" of "collect my
    # ironing"), is that flow's word as much when its own description says it as a verb,
    # no determiner right before it: "can someone collect my washing" asks for no "which
    # areas the drivers collect from" (DESCRIPTION_WORD_OPENING_ANOTHER_FLOWS_TRIGGER),
    # where "a frame" of "a problem with a frame collected" is a noun, still its own
    verbs = {w for f in making for w in _undetermined(normalize(f.description).split(), lw)}
    for flow in domain.flows.values():
        for trigger in flow.triggers:
            said = normalize(trigger).split()
            if len(said) > 1 and said[0] in owners and said[0] in verbs:
                owners[said[0]].add(flow.name)
    # a word that is what another flow counts or a value it lists ("copies" of
    # `counts: copy`, "color" of an enum) is that flow's word as much: "200 color copies
    # on tabloid" asks for the copies, not for the price list "for copies"
    for flow in making:
        for w in listed_value_words(domain, flow, lw.plurals):
            if w in owners:
                owners[w].add(flow.name)
    return {w: next(iter(flows)) for w, flows in owners.items() if len(flows) == 1 and len(w) >= 4}


def _undetermined(words: list[str], lw: TriggerListWords) -> set[str]:
    """The words of ``words`` with no determiner right before them (``thing_determiners``)."""
    return {w for i, w in enumerate(words) if i == 0 or words[i - 1] not in lw.determiners}


def own_name_verbs(domain: Domain, lw: TriggerListWords, verbs: VerbWords) -> dict[str, str]:
    """The verb each making flow's description opens with, as people say it: its base
    forms ("move" of "moving a sweep visit to another day"), with that flow; none that
    another flow's texts say, nor a verb that books anything ("book" of "booking a car":
    ``booking_verbs``, "what did i book again" asks what was booked). Said before a
    determiner ("can i move my sweep"; ``thing_determiners``) it names the flow, weakly,
    as a word of its name does; "keep going for another minute" names no thing kept
    (DESCRIPTION_VERB_SAID_IN_ITS_BASE_FORM)."""
    out: dict[str, str] = {}
    for flow in domain.flows.values():
        if flow.destructive:
            continue
        said = [w for w in normalize(flow.description).split() if w.isascii()]
        for base in _base_verbs(said[0], lw, verbs) if said else ():
            if base not in lw.booking_verbs and not _said_elsewhere(domain, flow, base):
                out[base] = flow.name
    return out


def own_trigger_verbs(
    domain: Domain, lw: TriggerListWords, verbs: VerbWords, function_words: frozenset[str]
) -> dict[str, str]:
    """The verb (a word or two) each making flow's trigger opens with before a determiner
    of its thing ("pick up" of "pick up my ironing"), with that flow: none that books
    anything (``booking_verbs``), none said of anything ("make", "change"; ``non_values``),
    none of a question or stop word ("where is"), none
    that another flow's texts say (``_verb_said_elsewhere``).
    Said before another thing ("could someone pick up my shirts") or with a pronoun inside
    it ("pick them up") it names the flow, weakly, as the description's verb does
    (TRIGGER_VERB_SAID_WITH_ANOTHER_THING)."""
    out: dict[str, str] = {}
    for flow in domain.flows.values():
        if flow.destructive or not flow.slots:
            continue
        for trigger in flow.triggers:
            words = normalize(trigger).split()
            at = next((i for i, w in enumerate(words) if w in lw.determiners), 0)
            verb = words[:at]
            if not 0 < at < len(words) - 1 or len(verb) > 2 or not all(map(str.isalpha, verb)):
                continue
            said = " ".join(verb)
            if (
                len(verb[0]) < 3
                or verb[0] in lw.booking_verbs | lw.everyday_verbs
                or any(w in function_words for w in verb)
                or _verb_said_elsewhere(domain, flow, verb[0], verbs)
            ):
                continue
            out.setdefault(said, flow.name)
    return out


def _base_verbs(word: str, lw: TriggerListWords, verbs: VerbWords) -> tuple[str, ...]:
    """The bases of four letters or more of ``word`` when it is an activity form ("moving":
    "move", "renewing": "renew") whose forms the lexicon spells; none otherwise."""
    return tuple(
        base
        for ending in lw.activity_endings
        if ending
        for base in verbs.bases_of(word, ending)
        if len(base) >= 4
    )


def _verb_said_elsewhere(domain: Domain, flow: FlowSpec, verb: str, verbs: VerbWords) -> bool:
    """``verb`` or an inflection of it ("collects", "picked") is a word of another flow's
    triggers or description."""
    forms = {verb, *verbs.forms(verb)}
    for other in domain.flows.values():
        if other is not flow:
            for text in (*other.triggers, other.description):
                if forms & set(normalize(text).split()):
                    return True
    return False


def _said_elsewhere(domain: Domain, flow: FlowSpec, base: str) -> bool:
    """``base`` (a verb) or a form of it opens a word of another flow's triggers or
    description: a verb two flows use names neither."""
    for other in domain.flows.values():
        if other is flow:
            continue
        for text in (*other.triggers, other.description):
            if any(w.startswith(base[:-1]) for w in normalize(text).split()):
                return True
    return False


def own_name_cores(domain: Domain, lw: TriggerListWords) -> dict[str, str]:
    """Two Chinese characters that say what one flow alone is about: in its description and
    one or more of its Chinese triggers ("参观" of 预约参观养老院 and 参观一下), in no other making
    flow's, and no request word of the lexicon (``request_words``: 帮我, 一下, 可以) nor a
    doubled verb (看看, 试试: "have a look", said of anything). "下周二上午过来参观 4个人"
    says 参观, so it asks for the visit, weakly, when no trigger matched: Chinese has no
    spaces to part a flow's name into words (``own_name_words``)."""
    texts: dict[str, list[str]] = {}
    for flow in domain.flows.values():
        said = [normalize(x).replace(" ", "") for x in (*flow.triggers, flow.description)]
        texts[flow.name] = [x for x in said if has_cjk(x)]
    cores: dict[str, set[str]] = {}
    for flow in domain.flows.values():
        about = normalize(flow.description).replace(" ", "")
        pairs: dict[str, int] = {}
        for text in texts[flow.name]:
            for pair in {text[i : i + 2] for i in range(len(text) - 1)}:
                pairs[pair] = pairs.get(pair, 0) + 1
        for pair, n in pairs.items():
            if flow.destructive or n < 2 or pair[0] == pair[1] or not _chinese(pair):
                continue
            if pair not in about:  # what the flow is about, as its author summed it up
                continue
            if any(pair in r or r in pair for r in lw.request_words if r):
                continue
            cores.setdefault(pair, set()).add(flow.name)
    # what the other making flows say of their slots counts too: 教练 of a lesson's coach
    # slot (its label, prompt, values) is no core of the complaint about a coach
    for flow in domain.flows.values():
        for slot in flow.slots:
            said = [slot.label or "", slot.prompt or "", *map(str, slot.values)]
            said += [str(v) for values in slot.synonyms.values() for v in values]
            texts[flow.name] += [normalize(x).replace(" ", "") for x in said if has_cjk(x)]
    making = {f.name for f in domain.flows.values() if not f.destructive}
    return {
        pair: next(iter(flows))
        for pair, flows in cores.items()
        if len(flows) == 1 and not any(pair in x for name in making - flows for x in texts[name])
    }


def own_measures(domain: Domain, lw: TriggerListWords) -> dict[str, str]:
    """The measure words one flow alone counts its thing by, after a count, in its
    description and one of its Chinese triggers ("副" of 配一副眼镜 and 配一副新眼镜), in no
    other making flow's texts; never the general one (个, ``general_measures``), which
    counts anything. A count with such a measure word closing its clause, its noun left out
    ("眼镜摔碎了，得重新弄一副"), says that flow's thing as a core of its triggers does
    (``own_name_cores``, which takes no measure word: "一副" is a count, not a word)."""
    general = set(lw.measures)

    def counted(text: str) -> set[str]:
        said = normalize(text).replace(" ", "")
        return {
            said[i + 1]
            for i in range(len(said) - 1)
            if said[i] in lw.count_chars and said[i + 1] in lw.classifiers
        } - general

    owners: dict[str, set[str]] = {}
    for flow in domain.flows.values():
        if flow.destructive:
            continue
        about = counted(flow.description)
        for measure in about & {m for x in flow.triggers for m in counted(x)}:
            owners.setdefault(measure, set()).add(flow.name)
    texts = {
        f.name: [normalize(x).replace(" ", "") for x in (*f.triggers, f.description)]
        for f in domain.flows.values()
        if not f.destructive
    }
    return {
        measure: next(iter(flows))
        for measure, flows in owners.items()
        if len(flows) == 1
        and not any(measure in counted(x) for name in texts.keys() - flows for x in texts[name])
    }


def _chinese(pair: str) -> bool:
    return all(has_cjk(c) for c in pair)
