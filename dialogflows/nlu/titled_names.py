"""A Chinese name said as a surname and a title ("王先生", "陈女士"; the lexicon's
``name_titles``): a name whatever stands around it, where a bare "王芳" could be anything.
One rule for the readers that meet it: the name slot that takes it (``named_texts``) and
the free-text value it ends (``free_text``: an address typed with spaces for commas stops
before it). A bare name is read only where a form would put it: right before the phone
number, a surname of the lexicon opening it (``bare_name``)."""

from __future__ import annotations

import re

from .grammar_words import ListWords, grammar, lexicon_grammar
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


#: the characters of a bare name given before its phone ("王芳", "王建国")
_BARE_NAME = re.compile(r"[\u4e00-\u9fff]{2,3}")
#: what follows a bare name given before its phone: a space, then seven digits or more
#: (spaces between groups as they are read out) and nothing glued after them
_PHONE_NEXT = re.compile(r"\s+\+?\d[\d -]{5,}\d(?![\d\u4e00-\u9fff])")


def bare_name(word: str, after: str, lex: Lexicon) -> bool:
    """BARE_NAME_AMONG_A_REQUESTS_VALUES: ``word``, a part of its own typed with spaces for
    commas, is a name when it is two or three characters opening with one of the lexicon's
    ``surnames`` and ``after`` (the text that follows it) opens with a phone number: people
    give their contact as a pair, the name then the number ("… 不是第一次 王建国 138…"),
    so the place says what the bare characters are."""
    return surname_led(word, lex) and bool(_PHONE_NEXT.match(after))


def surname_led(word: str, lex: Lexicon) -> bool:
    """``word`` may be a bare name: two or three Chinese characters opening with one of the
    lexicon's ``surnames`` ("王建国"), or a surname after a familiar prefix
    (``name_familiar_prefixes``: "小刘", "老王", as people are called at work and at home:
    FAMILIAR_NAME_BEFORE_THE_PHONE_TAKEN_AS_A_NOTE); where it stands says whether it is one."""
    said = grammar(lex, _Surnames)
    if len(word) == _FAMILIAR_CHARS and word[0] in said.familiar and word[1] in said.surnames:
        return True
    return bool(_BARE_NAME.fullmatch(word)) and word[0] in said.surnames


#: a familiar name is a prefix and a one-character surname
_FAMILIAR_CHARS = 2


@lexicon_grammar
class _Surnames:
    """The lexicon's ``surnames`` and ``name_familiar_prefixes``, single characters looked
    up whole. Built once per lexicon."""

    def __init__(self, w: ListWords) -> None:
        self.surnames = frozenset(w.words("surnames"))
        self.familiar = frozenset(w.words("name_familiar_prefixes"))
