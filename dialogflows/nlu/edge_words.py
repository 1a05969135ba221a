"""A message without the words that open or close it ("hmm", "ok then", "please", "吧"):
the lexicon lists a reader names, taken off one word at a time until a word of none is
left at that edge.

Neutral and shared: a yes or a no after a pause ("hmm yes", ``boolean_values``) and a
request by a verb with a pronoun ("ok great book it then please", ``verb_words``) both
read what stands between such words, and one function takes them off for both, so the
two cannot drift apart on what counts as a word at an edge.
"""

from __future__ import annotations

from collections.abc import Collection

from .lexicon import Lexicon, has_cjk

#: marks around the words
EDGES = " ,.!?，。！？~～"


def without_edges(
    text: str,
    lex: Lexicon,
    lists: tuple[str, ...],
    lead: bool,
    verbs: Collection[str] | None = None,
) -> str:
    """``text`` without the words of ``lists`` that open it (``lead``) or close it; opening
    words stop at one of ``verbs`` ("book it" is a yes of the lexicon too). An opening word
    is a whole word in a spaced language (followed by a space or a comma), any match in
    Chinese; a closing one likewise, any ending in Chinese."""
    text = text.strip(EDGES)
    while text:
        cjk = has_cjk(text)
        if verbs and (
            text.split(" ", 1)[0] in verbs if not cjk else any(text.startswith(v) for v in verbs)
        ):
            return text
        for name in lists:
            if lead:
                m = lex[name].prefix(text)
                if m is not None and m.end() and (cjk or text[m.end() : m.end() + 1] in " ,"):
                    text = text[m.end() :].strip(EDGES)
                    break
            else:
                ends = [
                    e
                    for e in lex[name].ending(text)
                    if text == e or text.endswith(" " + e) or has_cjk(e)
                ]
                if ends:
                    text = text[: -len(max(ends, key=len))].strip(EDGES)
                    break
        else:
            return text
    return text
