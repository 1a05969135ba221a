"""A free-text slot's value said after the slot's name and a copula: "the drop-off is 22 birch
road", "change the name to alexis", "…at 2pm, name is lee". The words before the copula
name the slot (its name, or the start of its label); the value is what follows, without
a correction or polite word ending the message."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..spec import SlotSpec
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import normalize
from .utterance import Turn


def said_of_slot(t: Turn, slots: list[SlotSpec], part: str) -> tuple[SlotSpec, str] | None:
    """ "the drop-off is 22 birch road", "change the name to alexis": a part naming one of
    ``slots`` by its name or the start of its label, a copula (the lexicon's
    ``wrong_copulas``, ``becomes_words``), then the new value. None
    when the part names no slot, or more than one."""
    words = part.split()
    said = grammar(t.lex, _said_of_words)[t.lex.language]
    at, span = _copula(t, words, said.copulas)
    if at is None or at == 0 or at + span >= len(words):
        return None
    head_words = [w for w in words[:at] if w.lower() not in said.gap]
    # the words right before the copula name the slot; what opens the part before them
    # asks ("can the writing say …"): the longest run of them that names one slot
    for k in range(len(head_words)):
        head = _squeezed(" ".join(head_words[k:]))
        if len(head) < 3:
            return None
        found = [
            s
            for s in slots
            for name, label in [_squeezed_slot(s.name, s.label)]
            if name == head or (label is not None and label.startswith(head))
        ]
        if len(found) == 1:
            if words[at].lower() in said.becomes and not _opens_a_change(t, head_words[:k]):
                return None  # "can i add songs to my list": "to" says where, not what
            return found[0], _without_tail(t, words[at + span :])
        if found:
            return None
    return None


@dataclass(frozen=True)
class _SaidOfWords:
    """One language's words around a slot named and its new value, read once per lexicon,
    not on every part."""

    #: the copulas (``wrong_copulas``, ``becomes_words``) of more than one character
    copulas: frozenset[str]
    #: the ``object_gap`` words, which name no slot
    gap: frozenset[str]
    #: the words of becoming (``becomes_words``: "to"), a change only after a change verb
    becomes: frozenset[str]
    #: the verbs of changing a thing (``thing_change_verbs``)
    change_verbs: frozenset[str]


@lexicon_grammar
def _said_of_words(w: ListWords) -> dict[str, _SaidOfWords]:
    """Per language, the words of ``_SaidOfWords``."""
    copulas, becomes, gap, verbs = (
        w.by_language(k)
        for k in ("wrong_copulas", "becomes_words", "object_gap", "thing_change_verbs")
    )
    return {
        lang: _SaidOfWords(
            frozenset(c for c in (*copulas[lang], *becomes[lang]) if len(c) > 1),
            frozenset(gap[lang]),
            frozenset(becomes[lang]),
            frozenset(verbs[lang]),
        )
        for lang in copulas
    }


def _opens_a_change(t: Turn, opening: list[str]) -> bool:
    """TO_AFTER_ANOTHER_VERB_READ_AS_A_CHANGE: the words before the slot's name, when its
    copula is a word of becoming ("to"), make it a change: none ("name to alexis"), a verb
    of changing a thing (the lexicon's ``thing_change_verbs``: "change the name to …"), or
    only words that carry no request (``affirm``, ``answer_fillers``, ``hesitations``:
    "ok venue to the crown"). Any other word there is a verb of its own whose "to" says
    where ("add songs to my list", "send the card to my mum")."""
    low = [w.lower().strip(",.!?") for w in opening]
    if any(w in grammar(t.lex, _said_of_words)[t.lex.language].change_verbs for w in low):
        return True
    quiet = t.lex["affirm"].exact | t.lex["answer_fillers"].exact | t.lex["hesitations"].exact
    return all(w in quiet for w in low if w)


def _copula(t: Turn, words: list[str], copulas: frozenset[str]) -> tuple[int | None, int]:
    """Where the first copula of ``words`` stands and how many words it takes: one of
    ``copulas``, or a link of several words of the lexicon's ``value_links`` ("the name
    should be jamie cole", "the address needs to be …": a modal before the being)."""
    links = [p.split() for p in t.lex["value_links"].phrases if " " in p]
    low = [w.lower() for w in words]
    for i, w in enumerate(low):
        for link in sorted(links, key=len, reverse=True):
            if low[i : i + len(link)] == link:
                return i, len(link)
        if w in copulas:
            return i, 1
    return None, 1


def _without_tail(t: Turn, words: list[str]) -> str:
    """The new value without the correction or polite word that ends the message ("…
    instead", "… please")."""
    tails = {p for c in ("corrections", "fillers_trail", "polite_asks") for p in t.lex[c].phrases}
    while len(words) > 1 and normalize(words[-1]) in tails:
        words = words[:-1]
    return " ".join(words)


@lru_cache(maxsize=4096)
def _squeezed_slot(name: str, label: str | None) -> tuple[str, str | None]:
    """A slot's name and label ``_squeezed``, once per slot: every head of every part
    tried compared them anew."""
    return _squeezed(name), None if label is None else _squeezed(label)


def _squeezed(text: str) -> str:
    """``text`` lowercased with only its letters and digits: "drop-off" is "dropoff"."""
    return "".join(c for c in text.lower() if c.isalnum())
