"""A yes-or-no slot answered by having one's own of its thing, or doing it oneself: "we
have our own bats" to a slot offering bats to borrow, "自己来拿" to one offering delivery, "到
店" or "i'll collect" to a service brought to the user (``own_said``); the lexicon's ``boolean_own``,
``boolean_lent``, ``boolean_helped``, ``boolean_brought``, ``boolean_own_verbs``,
``boolean_visit``, ``boolean_offer_leads``."""

from __future__ import annotations

import re

from .grammar_words import ListWords, grammar
from .inflections import VerbWords
from .lexicon import Lexicon, has_cjk, normalize
from .parsed import Parsed
from .value_words import alternation


def own_said(
    text: str,
    asked: tuple[str, ...],
    names: tuple[str, ...],
    lex: Lexicon,
    labels: tuple[str, ...] = (),
) -> Parsed | None:
    """Having one's own of the thing (the lexicon's ``boolean_own``: "we have our own
    bats", "we've got our own kit"): no when ``asked`` (the slot's prompt, label and name)
    offers the thing to borrow (``boolean_lent``: "Do you need to borrow rackets?", "kit
    hire"), yes when it asks whether it is brought (``boolean_brought``); None otherwise.
    With ``names`` (the label's and name's words, the lent words aside) the owned thing
    must be one of them ("our own kit" for "kit hire"): said with a request, "our own"
    alone says nothing of this slot. Chinese says it by doing the thing oneself
    (``_done_oneself``). ``labels``: the slot's label and name; one that is itself a word
    of fetching (``boolean_visit``: a slot labelled "collection") makes the fetching the
    service the slot offers, so a word of it is no no (FETCHING_NAMED_BY_THE_LABEL)."""
    if lex.language == "zh":
        return _done_oneself(text, asked, names, lex)
    w = grammar(lex, _OwnWords)
    said = " ".join(normalize(a) for a in asked if a)
    lent = w.lent_en.search(said) is not None
    brought = w.brought_en.search(said) is not None
    m = w.own.search(text) if w.own is not None else None
    if m is None:
        fetching = w.visit_en is not None and any(w.visit_en.search(normalize(n)) for n in labels)
        return _comes_over_en(text, lent and not brought and not fetching, w)
    if lent == brought:
        return None
    end = m.end()
    if names:
        things = {x for n in names for x in normalize(n).split()} - set(w.lent) - set(w.brought)
        nxt = re.match(r"\s+(\w+)", text[end:])
        word = nxt.group(1).lower() if nxt is not None else ""
        if nxt is None or not any(word in (x, *(x + e for e in w.plurals)) for x in things):
            return None
        end += nxt.end()
    return Parsed(brought, text[m.start() : end], 1.0, m.start(), end)


def _done_oneself(
    text: str, asked: tuple[str, ...], names: tuple[str, ...], lex: Lexicon
) -> Parsed | None:
    """Chinese: doing it oneself, a word of ``boolean_own`` (自己) and, a few characters on
    in the same clause, a verb of coming, fetching or bringing (``boolean_own_verbs``:
    "自己来拿", "我自己过去拿", "自己开车来拉", "垫子自己带", "我自己有垫子"): no when the
    slot's question, label or name offers a service (``boolean_lent``: 送, 上门, 借, 收, "需要
    送餐上门吗？"), yes when it asks whether the thing is brought (``boolean_brought``: 自带);
    nothing when it says neither or both (a charge the question tells, ``charge_words``:
    "加收50元", offers nothing). The words between may not turn it down ("我自己
    去不了": a ``boolean_without`` word), since then the service is wanted. Said with a
    request too: a person who fetches the thing needs no delivery, whatever the thing. The
    label's characters said before it ("垫子自己带" for 借瑜伽垫, with a noun ending of
    ``noun_endings``) are part of it, no remark. A question offering a person's help
    (``boolean_helped``: 指导, 陪同, 讲解) is so turned down only when it is answered."""
    w = grammar(lex, _OwnWords)
    offered = _offered_done_oneself(text, asked, w)
    if offered is not None:
        return offered
    if w.own_zh is None:
        return None
    said = "".join(a for a in asked if a)
    for charge in w.charges_zh:  # "加收50元" of "要加急吗？…加收50元。" offers no 收
        said = said.replace(charge, " ")
    lent = any(x in said for x in w.lent_zh)
    # DOING_IT_ONESELF_TO_A_SLOT_OFFERING_A_PERSONS_HELP: "自己来就行" to "要教练指导吗？"
    # turns the help down, as to a thing brought over; only as the answer to its own
    # question (no ``names``): coming over oneself said with a request declines no guide
    helped = not names and any(x in said for x in w.helped_zh)
    brought = any(x in said for x in w.brought_zh)
    if (lent or helped) == brought:
        return None
    named = set("".join(n for n in names if has_cjk(n)))
    for m in w.own_zh.finditer(text):
        run = _CJK_RUN.match(text, m.start())
        end = run.end() if run is not None else m.end()
        if w.turned_down is not None and w.turned_down.search(text[m.start() : end]):
            continue
        start = m.start()  # "垫子自己带": the thing said before is part of it
        while start and (text[start - 1] in named or text[start - 1] in w.endings):
            start -= 1
        return Parsed(brought, text[start : m.end()], 1.0, start, m.end())
    return _comes_over(text, lent and not brought, w)


def _offered_done_oneself(text: str, asked: tuple[str, ...], w: _OwnWords) -> Parsed | None:
    """Chinese: the verb the slot's question offers to do for the user (after a word of
    ``boolean_offer_leads``: the 备 of "食材要我们帮您备好吗？", the 买 of "…帮您买吗？") said
    done by oneself, a word of ``boolean_own`` and that verb a few characters on ("肉和菜我们
    自己备", "菜我自己买好"): the no of that slot, and of no other, since the verb is its
    question's (OWN_DOING_OF_THE_LABELS_VERB_IS_NO). A word of turning down between ("我自己
    备不了") wants the service, and says nothing."""
    if w.offer_zh is None or w.own_before is None:
        return None
    verbs = {m.group("verb") for a in asked if a for m in w.offer_zh.finditer(a)}
    for m in w.own_before.finditer(text) if verbs else ():
        run = _CJK_RUN.match(text, m.end())
        said = run.group(0) if run is not None else ""
        for verb in verbs:
            at = said.find(verb, 0, _OWN_GAP + 1)
            if at < 0:
                continue
            if w.turned_down is not None and w.turned_down.search(said):
                return None
            end = m.end() + at + len(verb)
            return Parsed(False, text[m.start() : end], 1.0, m.start(), end)
    return None


#: the most characters between a word of doing it oneself and the offered verb ("自己去买")
_OWN_GAP = 2


def _comes_over(text: str, offered: bool, w: _OwnWords) -> Parsed | None:
    """Chinese: coming to the place oneself (``boolean_visit``: "到店", "去你们那", "就在店里
    洗") is the no of a slot whose question, label or name offers a service brought to the
    user (``offered``: "要上门洗吗？"), as doing it oneself is; a negation right before it
    ("不到店", "没法去你们那") wants the service, and says nothing."""
    if not offered or w.visit_zh is None:
        return None
    for m in w.visit_zh.finditer(text):
        if w.turned_down is not None and w.turned_down.search(
            text[max(0, m.start() - 2) : m.start()]
        ):
            continue
        return Parsed(False, m.group(0), 1.0, m.start(), m.end())
    return None


def _comes_over_en(text: str, offered: bool, w: _OwnWords) -> Parsed | None:
    """English: fetching the thing oneself (``boolean_visit``: "i'll collect", "pick it up
    myself") is the no of a slot whose question, label or name offers it brought over
    (``offered``: "Shall we deliver it?"), as ``_comes_over`` is in Chinese; a refusal just
    before it ("cant collect", "won't be able to pick it up": ``negation``,
    ``boolean_without``) wants the service, and says nothing; so does the business asked to
    fetch it ("can someone collect a shoebox": ``boolean_visit_asked``)."""
    if not offered or w.visit_en is None:
        return None
    for m in w.visit_en.finditer(text):
        before = text[max(0, m.start() - 24) : m.start()]
        if w.refused_en is not None and w.refused_en.search(before):
            continue
        if w.asked_en is not None and w.asked_en.search(before):
            continue  # "can someone collect a shoebox": the business fetches it
        return Parsed(False, m.group(0), 1.0, m.start(), m.end())
    return None


#: a run of Chinese characters (a clause typed with no marks)
_CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")


class _OwnWords:
    """The lexicon's ``boolean_own`` (as one regex), ``boolean_lent``, ``boolean_brought``;
    for Chinese, ``boolean_own`` before a verb of ``boolean_own_verbs`` as one regex."""

    def __init__(self, w: ListWords) -> None:
        own = w.words("boolean_own", ("en",))
        self.own = (
            re.compile(rf"\b(?:{w.alt('boolean_own', ('en',))})\b", re.IGNORECASE) if own else None
        )
        self.lent = tuple(normalize(x) for x in w.words("boolean_lent", ("en",)))
        self.brought = tuple(normalize(x) for x in w.words("boolean_brought", ("en",)))
        #: each of the two whole, as one regex built here: a slot's prompt, label and name
        #: are asked on every message to it, where a regex per word was built each time
        self.lent_en = re.compile(rf"\b(?:{alternation(self.lent)})\b")
        self.brought_en = re.compile(rf"\b(?:{alternation(self.brought)})\b")
        #: "our own skates" owns the "skate" of "skate hire" (``plural_endings``)
        self.plurals = tuple(w.words("plural_endings", ("en",)))
        zh = w.words("boolean_own", ("zh",)) and w.words("boolean_own_verbs", ("zh",))
        self.own_zh = (
            re.compile(
                rf"(?:{w.zh_alt('boolean_own')})(?P<between>[\u4e00-\u9fff]{{0,4}}?)"
                rf"(?:{w.zh_alt('boolean_own_verbs')})"
            )
            if zh
            else None
        )
        #: the verb a question offers to do for the user: the character after a word of
        #: ``boolean_offer_leads`` ("帮您备好吗" offers 备), and ``boolean_own`` alone
        offer = w.words("boolean_offer_leads", ("zh",))
        self.offer_zh = (
            re.compile(rf"(?:{w.zh_alt('boolean_offer_leads')})(?P<verb>[\u4e00-\u9fff])")
            if offer
            else None
        )
        self.own_before = (
            re.compile(w.zh_alt("boolean_own")) if w.words("boolean_own", ("zh",)) else None
        )
        self.lent_zh = w.words("boolean_lent", ("zh",))
        #: SERVICE_WORD_INSIDE_A_CHARGE_OF_THE_QUESTION: a charge that holds a word of
        #: ``boolean_lent`` (加收, 收费 hold 收) tells a price, it offers no service
        self.charges_zh = sorted(w.words("charge_words", ("zh",)), key=len, reverse=True)
        self.brought_zh = w.words("boolean_brought", ("zh",))
        self.helped_zh = w.words("boolean_helped", ("zh",))
        # VISIT_SAID_IN_ANOTHER_FORM_OF_ITS_VERB: "collecting", "picking it up" to "Shall
        # we deliver it, or will you collect it?" were unread where "collect" was a no:
        # each phrase is said in every form of its first word too (``VerbWords``)
        verbs = w.grammar(VerbWords)
        visits_en = [
            form
            for x in w.words("boolean_visit", ("en",))
            for form in (x, normalize(x), *verbs.variants(normalize(x)))
        ]
        self.visit_en = (
            re.compile(rf"\b(?:{alternation(visits_en)})\b", re.IGNORECASE) if visits_en else None
        )
        refused = [*w.words("negation", ("en",)), *w.words("boolean_without", ("en",))]
        self.refused_en = (
            re.compile(rf"\b(?:{alternation(refused)})\s+(?:\w+\s+){{0,3}}$", re.I)
            if refused
            else None
        )
        #: "can someone collect", "could you pick it up": the business asked to fetch it
        others = w.words("boolean_visit_asked", ("en",))
        self.asked_en = (
            re.compile(rf"\b(?:{alternation(others)})\s+(?:\w+\s+){{0,1}}$", re.I)
            if others
            else None
        )
        visits = w.words("boolean_visit", ("zh",))
        self.visit_zh = re.compile(w.zh_alt("boolean_visit")) if visits else None
        lacks = w.words("boolean_without", ("zh",))
        self.turned_down = re.compile(w.zh_alt("boolean_without")) if lacks else None
        self.endings = frozenset(w.words("noun_endings", ("zh",)))
