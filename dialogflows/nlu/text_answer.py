"""The value a whole message gives a free-text slot: a code that fits the slot's pattern,
else the message without the words around it that are not the value.

A free-text slot has no grammar to find its value by, so its answer is what is left when
what stands around it is taken off: the fillers (``free_text.strip_fillers``), the
question's own preposition said again ("For which pet?" - "for rex"), the verb of a
pattern said without its subject ("叫赵秀兰" to "怎么称呼？" of "我叫{value}"), the slot
named before it ("the venue is 5 harbor way"). Split from ``values.py``, whose parser
builds what this reads once per slot (``lead_tails``) and asks it per answer
(``text_answer``).
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any, Protocol

from ..spec import SlotKind, SlotSpec
from .address_words import AddressWords, beyond_doubt
from .capture_edges import exclaimed
from .free_text import PUNCT_EDGES, without_slot_named
from .free_text_ends import sentence_of
from .grammar_words import LANGUAGES, ListWords, grammar, lexicon_grammar
from .inflections import VerbWords
from .lexicon import Lexicon, has_cjk
from .parsed import Parsed
from .quoted import one_quoted
from .street_ends import answer_street_then_clause
from .value_words import Words, built

#: what a free-text answer must keep after its pattern's verb ("叫赵秀兰": 赵秀兰, "姓王": 王)
_LEAST_AFTER_LEAD = 1
#: the shortest word of a question that may open an answer as its verb ("pick", "send"):
#: shorter ones are the question's grammar ("we", "you", "the")
_LEAST_ASKED_VERB = 4
_WORD = re.compile(r"[a-z]+")


@lexicon_grammar
class _QuestionWords:
    """Per language, the ``wh_words`` and ``question_openers`` (casefolded) no question's
    verb is: built once per lexicon."""

    def __init__(self, w: ListWords) -> None:
        self.by_language = {
            lang: frozenset(
                x.casefold() for k in ("wh_words", "question_openers") for x in w.words(k, (lang,))
            )
            for lang in LANGUAGES
        }
        #: words linking a thing to its value ("is", "was"; ``value_links``): a question
        #: opened by one ("What is the occasion?") ends on a noun, not a verb
        self.links = {lang: frozenset(w.words("value_links", (lang,))) for lang in LANGUAGES}


def question_verbs(prompt: str | None, lex: Lexicon) -> frozenset[str]:
    """The words of an English question that may open its answer as the question's own
    verb, in every form (``VerbWords``): "collect", "collecting" of "Where should we
    collect the clothes from?"; not its wh-word nor a word opening a question (``wh_words``,
    ``question_openers``: "where", "should")."""
    if not prompt or has_cjk(prompt):
        return frozenset()
    grammar_words = grammar(lex, _QuestionWords).by_language.get(lex.language, frozenset())
    verbs = grammar(lex, VerbWords)
    words = {
        w
        for w in _WORD.findall(prompt.casefold())
        if len(w) >= _LEAST_ASKED_VERB and w not in grammar_words
    }
    return frozenset({*words, *(f for w in words for f in verbs.forms(w))})


def question_echo(prompt: str | None, lex: Lexicon) -> tuple[frozenset[str], frozenset[str]]:
    """The words of an English question after its wh-word, and the forms of the last of
    them (its verb): an answer may open by saying them back, in the order of a statement
    ("it should say thank you mrs khan" to "What should it say?"; "the icing should say
    …"), and they are no part of the value (QUESTIONS_WORDS_SAID_BACK_BEFORE_A_TEXT).
    Empty for a Chinese question or one with no wh-word opening it."""
    if not prompt or has_cjk(prompt):
        return frozenset(), frozenset()
    words = _WORD.findall(prompt.casefold())
    g = grammar(lex, _QuestionWords)
    asking = g.by_language.get(lex.language, frozenset())
    # "What should it say?": a wh-word, then a word that opens a question and links no
    # value (a modal or an auxiliary: the question ends on its verb); "What is the
    # occasion?" ends on a noun, which an answer says as a noun ("the occasion is …")
    if (
        len(words) < _LEAST_ECHOED
        or words[0] not in asking
        or words[1] not in asking
        or words[1] in g.links.get(lex.language, frozenset())
    ):
        return frozenset(), frozenset()
    last = words[-1]
    return frozenset(words[1:]), frozenset({last, *grammar(lex, VerbWords).forms(last)})


#: the fewest words of a question whose words an answer may say back (a wh-word, a
#: modal or a subject, a verb)
_LEAST_ECHOED = 3


def _past_echo(p: TextParser, value: str) -> str:
    """``value`` without the question's words said back at its start, two words or more
    ending with the question's verb in any form ("it should say", "it says"); as it was
    when it opens otherwise or nothing is left after them."""
    words, verbs = p._echo
    if not verbs:
        return value
    said = value.split()
    run = 0
    while run < len(said) and said[run].casefold().strip(",:") in words | verbs:
        run += 1
    while run > 0 and said[run - 1].casefold().strip(",:") not in verbs:
        run -= 1
    if run < 2 or run >= len(said):
        return value
    return " ".join(said[run:]).lstrip(",: ")


def _past_asked_verb(p: TextParser, value: str, language: str) -> str:
    """An address answered after a clause opened by the question's own verb ("collect them
    from my office, 9 dock road" to "Where should we collect the clothes from?", "pick me
    up from work, 14 high st"): that clause says again what is asked, the place it names
    in words, and the address after its comma is the answer. Only when the clause holds no
    number and what follows is an address beyond doubt ("holly cottage, 3 mill lane" opens
    with no word of the question and stays whole)."""
    head, comma, rest = value.partition(",")
    first = head.split(maxsplit=1)
    if not comma or not first or first[0].casefold() not in p._asked_verbs:
        return value
    rest = rest.strip(PUNCT_EDGES)
    if any(ch.isdigit() for ch in head) or not beyond_doubt(
        built(AddressWords, p._words(language)), rest
    ):
        return value
    return rest


class TextParser(Protocol):
    """What reading a free-text answer needs of a slot's ``values.ValueParser``, declared
    here because the parser's module imports this one (an import back would close a
    circle)."""

    spec: SlotSpec
    _listed: bool
    _inner: re.Pattern[str] | None
    _echoed: str | None
    _lead_tails: tuple[str, ...]
    _said_names: tuple[str, ...]
    _asked_verbs: frozenset[str]
    _echo: tuple[frozenset[str], frozenset[str]]

    def _lex(self, language: str) -> Lexicon: ...
    def _words(self, language: str) -> Words: ...
    def _codes(self, text: str) -> list[tuple[str, int, int]]: ...
    def _strip_fillers(
        self, text: str, language: str, entity: bool = False, heads: bool = True
    ) -> str: ...


def lead_tails(written: list[str]) -> tuple[str, ...]:
    """The tails of the Chinese leads of a slot's ``written`` patterns, longest first: the
    pattern's verb said without its subject ("叫" of "我叫", "是" of "名字是"); the
    lexicon's name patterns of a ``kind: name`` slot lead too ("姓赵" of "我姓{value}"). A
    tail that opens two leads or more is their subject, no verb ("我" of "叫我" opens "我姓"
    and "我叫"): "我张伟" keeps its 我."""
    leads = [
        lead
        for lead in (p.split("{value}")[0].strip() for p in written)
        if has_cjk(lead) and lead.isalpha()
    ]
    return tuple(
        sorted(
            {
                lead[i:]
                for lead in leads
                for i in range(1, len(lead))
                if sum(other.startswith(lead[i:]) for other in leads) < 2
            },
            key=len,
            reverse=True,
        )
    )


def question_lead(prompt: str | None, lex: Lexicon) -> tuple[str, ...]:
    """QUESTIONS_VERB_LEADING_A_CHINESE_ANSWER: the Chinese words a slot's question says
    right before its question word, two characters or more ("改到" of "改到哪个地址？", "寄到"
    of "寄到哪里？"): people answer by saying them again ("改到浦东新区张杨路500号"), and
    they are no part of the value. Empty when the question has none (``wh_words``)."""
    if not prompt or not has_cjk(prompt):
        return ()
    clause = re.split(r"[，。！？,.!?；;]", prompt.strip(" ？?"))[-1]
    wh = lex["wh_words"].search(clause)
    lead = clause[: wh.start()].strip() if wh is not None else ""
    return (lead,) if len(lead) >= _LEAST_ASKED_LEAD and lead.isalpha() and has_cjk(lead) else ()


#: the fewest characters a question's lead holds to be taken off an answer ("在" of
#: "在哪里？" is an address's own lead, ``address_leads``)
_LEAST_ASKED_LEAD = 2


def text_answer(
    p: TextParser, text: str, stripped: str, now: datetime, language: str
) -> tuple[Parsed | None, list[Any]]:
    """The value ``text`` (``stripped`` of its marks) gives ``p``'s free-text slot, or the
    codes that tie; a code that fits the slot's pattern first ("my booking is BK-1234"),
    an address up to the end of its sentence ("22 baker st. the bell is broken")."""
    if p._inner is not None:  # "my booking is BK-1234" -> "BK-1234"
        spans = p._codes(text)
        codes = list(dict.fromkeys(code for code, _, _ in spans))
        if len(codes) == 1:
            code, a, b = spans[0]
            return Parsed(code, text[a:b], 1.0, a, b), []
        if len(codes) > 1:
            return None, codes
    quoted = one_quoted(text) if p.spec.kind is None and not p.spec.takes_rest else None
    if quoted is not None and not p._listed:  # 'inside the band, "forever yours"'
        return Parsed(quoted[0], text[quoted[1] : quoted[2]], 1.0, quoted[1], quoted[2]), []
    end = len(text)
    if p.spec.kind == SlotKind.ADDRESS:  # "22 baker st. the bell is broken"
        end = sentence_of(text, now, p._lex, p._words)
        end = min(end, answer_street_then_clause(text[:end], now, p._lex, p._words))
        stripped = text[:end].strip(PUNCT_EDGES) or stripped
    value = p._strip_fillers(stripped, language, entity=p._listed)
    echoed = p._echoed
    if echoed is not None and value.casefold().startswith(echoed + " "):
        value = value[len(echoed) :].strip()
    tail = next((x for x in p._lead_tails if value.startswith(x)), None)
    if tail is not None and len(value) - len(tail) >= _LEAST_AFTER_LEAD:
        value = value[len(tail) :].strip()
    if not p._listed:  # "the venue is 5 harbor way": the address
        value = without_slot_named(p._lex(language), p._said_names, value)
    if p.spec.kind == SlotKind.ADDRESS and p._asked_verbs:  # "collect from work, 9 dock rd"
        value = _past_asked_verb(p, value, language)
    if p.spec.kind is None and not p._listed:  # "it should say thank you mrs khan"
        value = _past_echo(p, value)
    if p.spec.kind != SlotKind.ADDRESS and value and not p._listed:
        value += exclaimed(text[:end], value)  # "happy 30th bday tom!!" is written so
    return (
        Parsed(value, text[:end].strip(), 1.0 if not p._listed else 0.9, 0, end)
        if value.strip()  # "\x85" alone is whitespace: nothing was said
        else None
    ), []
