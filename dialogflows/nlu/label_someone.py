"""A yes-or-no slot's label that opens with a word for someone ("someone over 65",
"anyone under 16", the lexicon's ``someone_words``) said without that word (LABEL_OF_
SOMEONE_SAID_WITH_NOBODY). The author writes who is asked about; people answer with who is
or is not there in that word's place: "nobody over 65", "no one under 16" (the lexicon's
``boolean_without``), "over 65 yes" said back. The label's rest, the words after the word
for someone, is a form of the label, read as the label is (with a word that has it or goes
without it, as a clause of its own, said back then answered). A label that is only that
word, or opens with none, has no such form. And a message opening with a word for nobody
that opens with a no (the lexicon's ``nobody_words``: "no one under 14 in our group") opens
with no "no" that takes a value back (``opens_with_nobody``). A count said before the
label's rest ("we have 2 over 65", "two of us are over 65"; the lexicon's
``someone_counted_links`` between) says there is someone: a yes, a count of none a no
(``someone_counted``).
"""

from __future__ import annotations

import re

from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, has_cjk, normalize
from .parsed import Parsed


@lexicon_grammar
def _someone(w: ListWords) -> tuple[str, ...]:
    """The lexicon's ``someone_words`` (English), normalized, longest first."""
    said = {normalize(x) for x in w.words("someone_words", ("en",))}
    return tuple(sorted((x for x in said if x), key=len, reverse=True))


@lexicon_grammar
def _nobody(w: ListWords) -> re.Pattern[str] | None:
    """The lexicon's ``nobody_words`` (English) as one pattern opening a message, a word
    of their own."""
    said = sorted({normalize(x) for x in w.words("nobody_words", ("en",))} - {""}, key=len)
    if not said:
        return None
    return re.compile(rf"(?:{'|'.join(re.escape(x) for x in reversed(said))})\b")


def opens_with_nobody(norm: str, lex: Lexicon) -> bool:
    """``norm`` (a normalized message) opens with a word for nobody: "no one under 14",
    never "no, 8 of us" (NO_ONE_READ_AS_A_NO_THEN_A_CORRECTION)."""
    rx = grammar(lex, _nobody) if lex.language == "en" else None
    return rx is not None and rx.match(norm) is not None


def label_without_someone(label: str, lex: Lexicon) -> tuple[str, ...]:
    """The rest of an English ``label`` after its opening word for someone ("over 65" of
    "someone over 65"); none when it opens with no such word or has nothing after it."""
    if not label or has_cjk(label) or lex.language == "zh":
        return ()
    said = normalize(label)
    for word in grammar(lex, _someone):
        if said.startswith(word + " "):
            rest = said[len(word) :].strip()
            return (rest,) if rest else ()
    return ()


@lexicon_grammar
def _counted(w: ListWords) -> tuple[str, dict[str, int]]:
    """A count's alternation (digits, or the ``small_numbers`` of the values lexicon) with
    the ``someone_counted_links`` that may follow it, and the numbers the words stand for."""
    small = {k: int(v) for k, v in w.value_mapping("small_numbers", "en").items()}
    links = sorted(
        {normalize(x) for x in w.words("someone_counted_links", ("en",))} - {""}, key=len
    )
    words = "|".join(re.escape(x) for x in sorted(small, key=len, reverse=True))
    link = "|".join(re.escape(x) for x in reversed(links))
    count = rf"(?P<n>\d+{'|' + words if words else ''})"
    return (count + (rf"(?:\s+(?:{link}))?" if link else ""), small)


def someone_counted(text: str, label: str, lex: Lexicon) -> Parsed | None:
    """COUNT_OF_SOMEONE_SAID_FOR_A_YES: a count said before the rest of a label of someone
    ("we have 2 over 65", "two of us are over 65" for "someone over 65"; the lexicon's
    ``someone_counted_links`` between) is a yes, there being someone; a count of none is a
    no. None when the label names no one or no count stands right before its rest."""
    rests = label_without_someone(label, lex)
    if not rests:
        return None
    count, small = grammar(lex, _counted)
    rx = re.compile(rf"\b{count}\s+{re.escape(rests[0])}\b", re.IGNORECASE)
    m = rx.search(text)
    if m is None:
        return None
    said = m.group("n").casefold()
    n = int(said) if said.isdigit() else small.get(said, 0)
    return Parsed(n > 0, m.group(0), 1.0, m.start(), m.end())
