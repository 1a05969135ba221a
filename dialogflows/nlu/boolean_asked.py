"""A yes-or-no service asked for politely by its verb: "can you deliver it?" for a slot
labelled "delivery" (asked "Would you like it delivered?"), "could you wrap it" for "gift
wrapping". People ask for the service as a request, not as an answer, so the slot's own
question is often not the one asked: at the confirmation ("actually can you deliver it"),
or with the request; asked of the business to the slot's own question, it is the yes to it
(``asked_of_the_business``). English only: a Chinese can-you question says its verb back, which
``boolean_echo`` reads."""

from __future__ import annotations

import re

from .grammar_words import ListWords, grammar, lexicon_grammar
from .inflections import Plurals, plurals_of
from .lexicon import Lexicon, PhraseSet, has_cjk, normalize
from .parsed import Parsed

#: the fewest letters of a verb said that may stand for a word of the label ("wrap")
_STEM = 4
#: the words that may stand between the ask and the label's word ("have them motorised")
_BETWEEN = 2


@lexicon_grammar
def _asks(w: ListWords) -> re.Pattern[str] | None:
    """A polite ask (the lexicon's ``polite_asks``) and the word after it, a negation
    (``negation``) in between turning it down."""
    if not w.words("polite_asks", ("en",)):
        return None
    asks = w.alt("polite_asks", ("en",))
    if w.words("wanting_leads", ("en",)):
        asks += "|" + w.alt("wanting_leads", ("en",))
    return re.compile(
        rf"\b(?:{asks})\s+(?P<no>(?:{w.alt('negation', ('en',))})\s+)?",
        re.IGNORECASE,
    )


@lexicon_grammar
def _nouns(w: ListWords) -> tuple[frozenset[str], Plurals]:
    """The words that lead a thing (``thing_determiners``) and the plural table
    (``plural_forms``), built once per lexicon."""
    dets = frozenset(x for p in w.words("thing_determiners", ("en",)) for x in normalize(p).split())
    return dets, plurals_of(w.words("plural_forms", ("en",)))


@lexicon_grammar
def _tail_leads(w: ListWords) -> frozenset[str]:
    """The words that open a label's tail ("after" of "tuning after the move")."""
    return frozenset(normalize(p) for p in w.words("label_tail_leads", ("en",)))


def _head(label: str, tails: frozenset[str]) -> str:
    """``label`` up to the first word of ``tails`` ("tuning after the move": "tuning")."""
    words = label.split()
    cut = next((i for i, w in enumerate(words) if i and w in tails), len(words))
    return " ".join(words[:cut])


def asked_by_its_verb(text: str, names: tuple[str, ...], lex: Lexicon) -> Parsed | None:
    """Yes when ``text`` asks politely for the slot by a verb that begins a word of its
    label or name (``names``: "deliver" of "delivery", "wrap" of "gift wrapping"), or that
    such a word begins ("delivered"), or says it wants the slot's thing (``wanting_leads``:
    "make them motorised", "i do want them motorised"), up to two words ("have them")
    between the ask and that word; no when a negation stands right before the ask ("we dont
    need skates"); None otherwise, or when the ask is negated after it ("can you not
    deliver", "can we have them not motorised"). A word led by a determiner (the lexicon's
    ``thing_determiners``: "need a tank emptied", "need my septic tank emptied") is a thing,
    no verb: only a word of the label itself, or its plural, names the slot there, so the
    "tank" of another slot's value is no "tanker access"."""
    if lex.language != "en" or has_cjk(text):
        return None
    rx = grammar(lex, _asks)
    if rx is None:
        return None
    # BOOLEAN_NAMED_BY_A_WORD_OF_ITS_LABELS_TAIL: "tuning after the move" is asked for by
    # "tune", never by "can u move a piano", the request's own verb: the words after a word
    # opening the label's tail (the lexicon's ``label_tail_leads``) name when, not the thing
    tails = grammar(lex, _tail_leads)
    words = {w for n in names for w in _head(normalize(n), tails).split() if len(w) >= _STEM}
    if not words:
        return None
    negations = lex["negation"]
    wanting = lex["wanting_leads"]
    things, plurals = grammar(lex, _nouns)
    for m in rx.finditer(text):
        if m.group("no"):
            continue  # "can you not deliver"
        if "?" in text and wanting.fullmatch(m.group(0).strip().lower()):
            continue  # "do we need gutter guards?" asks whether it is needed
        # "we dont need skates": the thing wanted, turned down
        refused = _negated_before(text[: m.start()], negations)
        thing = False  # a determiner said before the word: "need a tank"
        base = m.end()
        for inner in _WORD.finditer(text, m.start() + 1, m.end()):
            # "she wants to do the …": "wants to do" begins inside "she wants"
            longer = rx.match(text, inner.start())
            if longer is not None and longer.end() > base and not longer.group("no"):
                base = longer.end()
        for said in _WORD.finditer(text, m.end()):
            if said.start() < base:
                continue
            verb = said.group(0).lower()
            if negations.fullmatch(verb):
                break  # "can we have them not motorised"
            again = rx.match(text, said.start())
            if again is not None and not again.group("no"):
                # "she wants to do the goalkeeper sessions": a want of doing it goes on
                # the want, the words between counted from its end
                base = again.end()
                continue
            if verb in things:
                thing = True
            elif len(verb) >= _STEM and any(
                _named(verb, w, plurals) if thing else w.startswith(verb) or verb.startswith(w)
                for w in words
            ):
                at = m.start()
                return Parsed(not refused, text[at : said.end()], 1.0, at, said.end())
            if text[base : said.end()].count(" ") >= _BETWEEN:
                break
    return None


@lexicon_grammar
def _asks_of_the_business(w: ListWords) -> tuple[str, ...]:
    """The asks addressed to the business (the lexicon's ``boolean_visit_asked``: "can
    you", "could u", "please"), normalized once per lexicon."""
    return tuple(normalize(p) for p in w.words("boolean_visit_asked", ("en",)))


def asked_of_the_business(text: str, names: tuple[str, ...], lex: Lexicon) -> Parsed | None:
    """POLITE_ASK_BY_THE_LABELS_VERB_TO_ITS_QUESTION: to the slot's own question, a yes
    when ``text`` asks the business politely to do the slot's thing by its verb ("could
    you pick it up?" to "Shall we pick it up from you, or will you bring it in?" labelled
    pickup; ``asked_by_its_verb``), the ask addressed to it (``boolean_visit_asked``): it
    was read as a question asked mid-task and the question asked again. An ask the
    speaker makes of themselves ("can i pick it up myself?") answers nothing here."""
    said = asked_by_its_verb(text, names, lex)
    if said is None or not said.value:
        return None
    ask = normalize(said.raw_text)
    asks = grammar(lex, _asks_of_the_business)
    return said if any(ask == a or ask.startswith(a + " ") for a in asks) else None


def _named(said: str, word: str, plurals: Plurals) -> bool:
    """``said`` is the label's ``word`` as a noun: the word itself or its plural ("a
    candle" for "candles"), not a word it merely begins ("tank" of "tanker")."""
    return said == word or said in plurals.forms(word) or word in plurals.forms(said)


#: a word of the message after the ask
_WORD = re.compile(r"[A-Za-z']+")


def _negated_before(before: str, negations: PhraseSet) -> bool:
    """The last word before the ask is a negation ("dont" of "we dont need skates")."""
    words = before.split()
    return bool(words) and negations.fullmatch(words[-1].lower())
