"""A free-text slot's value said after the slot's name and a copula: "the drop-off is 22 birch
road", "change the name to alexis", "…at 2pm, name is lee". The words before the copula
name the slot (its name, or the start of its label); the value is what follows, without
a correction or polite word ending the message."""

from __future__ import annotations

from ..spec import SlotSpec
from .lexicon import normalize
from .utterance import Turn


def said_of_slot(t: Turn, slots: list[SlotSpec], part: str) -> tuple[SlotSpec, str] | None:
    """ "the drop-off is 22 birch road", "change the name to alexis": a part naming one of
    ``slots`` by its name or the start of its label, a copula (the lexicon's
    ``wrong_copulas``, ``becomes_words``), then the new value. None
    when the part names no slot, or more than one."""
    words = part.split()
    said = [*(t.lex.raw.get("wrong_copulas") or []), *(t.lex.raw.get("becomes_words") or [])]
    copulas = {str(w) for w in said if len(str(w)) > 1}
    # a link of two words or more too ("should be", "will be": the lexicon's ``value_links``)
    links = [p.split() for p in t.lex["value_links"].phrases if " " in p]
    found_at = _link_at([w.lower() for w in words], copulas, links)
    if found_at is None:
        return None
    at, width = found_at
    if at == 0 or at + width >= len(words):
        return None
    gap = {str(w) for w in t.lex.raw.get("object_gap") or []}
    head_words = [w for w in words[:at] if w.lower() not in gap]
    # the words right before the copula name the slot; what opens the part before them
    # asks ("can the writing say …"): the longest run of them that names one slot
    for k in range(len(head_words)):
        head = _squeezed(" ".join(head_words[k:]))
        if len(head) < 3:
            return None
        found = [
            s
            for s in slots
            if _squeezed(s.name) == head
            or (s.label is not None and _squeezed(s.label).startswith(head))
        ]
        if len(found) == 1:
            return found[0], _without_tail(t, words[at + width :])
        if found:
            return None
    return None


def _link_at(words: list[str], copulas: set[str], links: list[list[str]]) -> tuple[int, int] | None:
    """Where the first word or words of being stand in ``words``, and how many they are."""
    for i, w in enumerate(words):
        for link in links:
            if words[i : i + len(link)] == link:
                return i, len(link)
        if w in copulas:
            return i, 1
    return None


def _without_tail(t: Turn, words: list[str]) -> str:
    """The new value without the correction or polite word that ends the message ("…
    instead", "… please")."""
    tails = {p for c in ("corrections", "fillers_trail", "polite_asks") for p in t.lex[c].phrases}
    while len(words) > 1 and normalize(words[-1]) in tails:
        words = words[:-1]
    return " ".join(words)


def _squeezed(text: str) -> str:
    """``text`` lowercased with only its letters and digits: "drop-off" is "dropoff"."""
    return "".join(c for c in text.lower() if c.isalnum())
