"""An English yes-or-no slot's label said by its verb's other forms: "no boarding up",
"board it up pls", "no boarding" for a slot labelled "board up" (BOOLEAN_LABEL_SAID_IN_ITS_
VERB_FORMS). An author writes the label once, in the verb's base form; people name the job
by its -ing form (the lexicon's ``ongoing_endings``), put a pronoun between a phrasal verb
and its particle as English does (``phrasal_objects``, ``phrasal_particles``: "board it
up"), and name a phrasal verb's job by the verb's -ing form alone ("no boarding"). Each
form then reads as the label does (with a word that has it or goes without it, as a clause
of its own beside other answers). A label whose first word has no verb forms (not a Latin
word of three letters or more) has none; a noun's made-up forms ("photoing pack") match
nothing anyone types.
"""

from __future__ import annotations

from functools import lru_cache

from .grammar_words import ListWords, grammar, lexicon_grammar
from .inflections import VerbWords
from .lexicon import Lexicon, has_cjk, normalize


@lexicon_grammar
class _LabelVerbWords:
    """The verb forms (the lexicon's one ``VerbWords`` build, shared with every reader of
    verb forms) and a phrasal verb's words, per lexicon."""

    def __init__(self, w: ListWords) -> None:
        self.verbs = w.grammar(VerbWords)
        self.ongoing = w.words("ongoing_endings", ("en",))
        self.particles = frozenset(w.words("phrasal_particles", ("en",)))
        self.objects = w.words("phrasal_objects", ("en",))


def label_verb_forms(label: str, lex: Lexicon) -> tuple[str, ...]:
    """The forms of ``label`` (an English label, normalized or as written) led by its
    first word's -ing form ("boarding up"), and, for a verb and its particle, the verb's
    forms with a pronoun between ("board it up", "boarding them up") and its -ing form
    alone ("boarding"); none for a Chinese label or one of more than three words."""
    if not label or has_cjk(label) or lex.language == "zh":
        return ()
    return _forms(normalize(label), grammar(lex, _LabelVerbWords))


@lru_cache(maxsize=512)
def _forms(label: str, words: _LabelVerbWords) -> tuple[str, ...]:
    parts = label.split()
    if not parts or len(parts) > 3:
        return ()
    verb, rest = parts[0], parts[1:]
    ongoing = [f for f in words.verbs.forms(verb) if f.endswith(words.ongoing) and f != verb]
    out = [" ".join([f, *rest]) for f in ongoing]
    if len(parts) == 2 and parts[1] in words.particles:
        out += [f"{form} {it} {parts[1]}" for form in [verb, *ongoing] for it in words.objects]
        out += ongoing
    return tuple(dict.fromkeys(out))
