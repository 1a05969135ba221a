"""Short names everyone gives a common listed value, said as the whole answer: "am" for
"morning", "pm" for "afternoon", "早上" for "上午" (the lexicon's ``value_aliases``).

An author who lists "morning" and "afternoon" for a visit's time slot does not think to
list "am": it is how people type the answer, in any domain, so the lexicon knows it and the
author need not. Only the whole answer is read so: inside a sentence "am" is a verb ("i am
free after 3") and "pm" may be a message sent; and only for a value the slot lists, since
an alias names that value, never adds one. The author's own values and synonyms come first
(``Choices``), so a domain listing "am" itself keeps it. Built once per slot at load.
"""

from __future__ import annotations

from .choices import Choices
from .lexicon import normalize
from .value_words import Words


def aliases_of(choices: Choices, words: Words) -> dict[str, str]:
    """Each alias (normalized) of a value ``choices`` lists, of both languages, mapped to
    that value; an alias that is itself a form of the list is left to the list."""
    out: dict[str, str] = {}
    if not choices:
        return out
    for lang in (words.en, words.zh):
        for value, names in (lang.data.get("value_aliases") or {}).items():
            listed = choices.exact(str(value))
            if listed is None:
                continue
            for name in names:
                said = normalize(str(name))
                if choices.exact(said) is None:
                    out.setdefault(said, listed)
    return out
