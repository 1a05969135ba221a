"""A bare noun phrase headed by an attribute of a thing: a question, though it asks nothing.

"class times for tap?", "leotard prices", "上牌的材料", "鲜奶的价格": no question word, no
verb, often no question mark. What heads the phrase is an attribute a thing has (its
price, its times, its warranty, the papers it needs: the lexicon's ``attribute_nouns``), so
the message asks what that attribute is; the thing it belongs to may be a flow's own
("上牌" of plating, "tap" of a trial class), which is why the flow's words in it ask for
nothing. A verb before the attribute makes it the verb's object ("改送奶的时间", "change the
class times"), a request; so the reading holds only where the attribute heads the phrase:

- the attribute ends the message, and what stands before it is nothing, a modifier closed
  by a link (``attribute_links_before``: 的 of "上牌的材料") or, in a language written with
  spaces, a word or two none of which is a request word (``requests``: "leotard prices",
  not "book times");
- or, in a language whose modifiers may follow the head, the attribute is followed by a
  link (``attribute_links_after``: "for" of "fees for the japanese course") and stands
  after at most two such words ("class times for tap").

One clause only, the question mark and particles at its end aside; a want or an action
asked by its words ("帮我查下价格", "i want the prices") is no bare phrase, and neither is
a message that says a change (``change_verbs``).
"""

from __future__ import annotations

from .clauses import CLAUSE_END
from .grammar_words import grammar, longest_first
from .lexicon import Lexicon, normalize

#: at most this many words before the attribute, in a language written with spaces: a
#: noun phrase's modifiers ("class times", "ballet shoe prices"), not a clause
_MODIFIERS = 2


#: the lists the reader reads, per language, longest first: built once per lexicon
_LISTS = longest_first(
    "attribute_nouns",
    "attribute_links_before",
    "attribute_links_after",
    "particles",
    "question_tails",
    "change_verbs",
    "change_verbs_bare",
    "requests",
)


def _words(lex: Lexicon, key: str) -> tuple[str, ...]:
    return grammar(lex, _LISTS).of(lex, key)


def _trimmed(raw: str, lex: Lexicon) -> str | None:
    """The one clause of ``raw``, its question mark and closing particles taken off; None
    when it says more than one clause."""
    clauses = [c for c in (normalize(x).strip() for x in CLAUSE_END.split(raw)) if c]
    if len(clauses) != 1:
        return None
    said = clauses[0]
    ends = _words(lex, "particles") + _words(lex, "question_tails")
    cut = True
    while cut:
        cut = False
        for end in ends:
            if said.endswith(end) and len(said) > len(end):
                said, cut = said[: -len(end)].rstrip(), True
    return said


def asks_attribute(raw: str, lex: Lexicon) -> bool:
    """``raw`` is a bare noun phrase headed by an attribute (``attribute_nouns``): a
    question about it, asking for nothing."""
    nouns = _words(lex, "attribute_nouns")
    said = _trimmed(raw, lex) if nouns else None
    if not said:
        return False
    changes = _words(lex, "change_verbs") + _words(lex, "change_verbs_bare")
    # Chinese is written without spaces between its words: the phrase is read by characters
    spaced = lex.language != "zh"
    if not spaced:
        said = said.replace(" ", "")
    words = said.split()
    if spaced and any(w in changes for w in words):
        return False
    if not spaced and any(c in said for c in changes):
        return False
    for noun in nouns:
        parts = noun.split()
        if spaced and words[-len(parts) :] == parts:
            if _heads(" ".join(words[: -len(parts)]), lex, spaced):
                return True
        elif not spaced and said.endswith(noun) and _heads(said[: -len(noun)], lex, spaced):
            return True
        if spaced:
            at = _after_link(words, noun, lex)
            if at is not None and _heads(" ".join(words[:at]), lex, spaced):
                return True
    return False


def _heads(before: str, lex: Lexicon, spaced: bool) -> bool:
    """What stands ``before`` the attribute leaves it the head of the phrase: nothing, a
    modifier closed by a link, or a few words none of which asks for something."""
    before = before.strip()
    if not before:
        return True
    if before.endswith(_words(lex, "attribute_links_before")):
        return True
    if not spaced:
        return False
    words = before.split()
    requests = set(_words(lex, "requests"))
    return len(words) <= _MODIFIERS and not any(w in requests for w in words)


def _after_link(words: list[str], noun: str, lex: Lexicon) -> int | None:
    """Where ``noun`` stands in ``words`` when a link follows it ("fees for …"), else None."""
    parts = noun.split()
    links = set(_words(lex, "attribute_links_after"))
    for i in range(len(words) - len(parts)):
        if words[i : i + len(parts)] == parts and words[i + len(parts)] in links:
            return i
    return None
