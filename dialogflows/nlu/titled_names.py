"""A Chinese name said as a surname and a title ("王先生", "陈女士"; the lexicon's
``name_titles``): a name whatever stands around it, where a bare "王芳" could be anything.
One rule for the readers that meet it: the name slot that takes it (``named_values``) and
the free-text value it ends (``free_text``: an address typed with spaces for commas stops
before it)."""

from __future__ import annotations

from .lexicon import Lexicon, has_cjk, normalize

#: the longest surname before a title ("欧阳女士")
SURNAME_CHARS = 2


def title_of(word: str, lex: Lexicon) -> str:
    """The title ``word`` ends with when it is a surname and a title, else ""."""
    titles = [normalize(w) for w in lex["name_titles"].phrases]
    title = next((w for w in titles if word.endswith(w)), "")
    head = word[: len(word) - len(title)]
    if title and 0 < len(head) <= SURNAME_CHARS and all(has_cjk(c) for c in head):
        return title
    return ""
