"""Whether a message asks about something or asks for something.

A question that merely mentions a city ("how long is the flight from New York to Rome?",
"建国路那边远吗？") is talk around the task: it fills no slot, corrects nothing and books
nothing, however many known values it names. A question that carries a request word ("can
you make it Friday?", "how about Friday?", "改成四份可以吗？") asks for a change and counts
as a request. Both word lists live in the lexicons (``question_words``, ``question_ends``,
``requests``), so a bot author extends them like any other list.

The words are compiled once per lexicon; reading a message costs one or two prepared
searches, and the last message read is remembered, since several steps of one turn ask.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass

from .grammar_words import ListWords, grammar, lexicon_grammar, lists_of
from .lexicon import Lexicon, PhraseSet, normalize

#: where a sentence ends: each sentence of "Thanks! How long is it?" is read on its own
_SENTENCES = re.compile(r"[.!?;。！？；\n]+")


@lexicon_grammar
def a_not_a(w: ListWords) -> re.Pattern[str]:
    """A Chinese A-not-A question: "辣不辣", "好没好", "有没有" (the lexicon's ``a_not_a``)."""
    return re.compile(rf"([\u4e00-\u9fff])[{w.zh_chars('a_not_a')}]\1")


@dataclass(frozen=True, slots=True)
class Mood:
    #: a question: a question mark, or a question word opening a sentence (Chinese: anywhere)
    """How a message is said, not what: whether it asks and whether it requests. Readers of
    values ask it so that a question's number ("is 3 ok?") is not read as an answer."""

    question: bool
    #: a request word anywhere: "book", "make it", "how about", "改成", "帮我"
    request: bool
    #: a question for information by its word (``wh_words``: "how much", "多少", "几"), not
    #: a yes/no one ("3个人可以吗？", "is 3 ok?"): a number in it asks, it answers nothing
    wh: bool = False

    @property
    def asking(self) -> bool:
        """A question for information, not for an action: nothing in it is a slot value
        for anything but the slot the bot asked about."""
        return self.question and not self.request


#: the lists a lexicon's mood reader is built from, kept per language
_MOOD_LISTS = lists_of(
    "question_ends",
    "statement_ends",
    "requests",
    "question_openers",
    "status_asks",
    "asked_wants",
    "hesitations",
    "question_leads",
    "wh_words",
    "not_question_words",
    "want_openers",
    "vague_counts",
    "classifiers",
)


class MoodReader:
    """The lexicon's question and request words, compiled once."""

    def __init__(self, lex: Lexicon) -> None:
        lists, own = grammar(lex, _MOOD_LISTS), lex.language
        self.cjk = lex.language == "zh"
        self.question_words = lex["question_words"]
        self.a_not_a = grammar(lex, a_not_a)
        self.question_ends = PhraseSet.build(list(lists.own("question_ends", own)))
        #: "执照带着呢", "早着呢": an ending that holds a question particle and tells a state
        #: (``statement_ends``)
        self.statement_ends = PhraseSet.build(list(lists.own("statement_ends", own)))
        self.requests = PhraseSet.build(list(lists.own("requests", own)))
        self.openers = PhraseSet.build(list(lists.own("question_openers", own)))
        #: "我那个退款好了没": asking how a thing stands asks for no new one
        self.status = PhraseSet.build(list(lists.own("status_asks", own)))
        #: "do i need to …?": a want asked about, whose request words ask for nothing
        #: (``asked_wants``)
        self.asked_wants = PhraseSet.build(list(lists.own("asked_wants", own)))
        #: "hmm actually what's …": words before the question word
        self.leads = frozenset(
            tuple(w.split())
            for key in ("hesitations", "question_leads")
            for p in lists.own(key, own)
            for w in [normalize(p)]
            if w
        )
        self.wh = PhraseSet.build(list(lists.own("wh_words", own)))
        #: "好几个人闭眼了", "过几天": a question word inside a word that asks nothing
        self.not_questions = PhraseSet.build(list(lists.own("not_question_words", own)))
        #: "我想洗几张照片", "想加几瓶啤酒": a vague count (``vague_counts``) before a measure
        #: word (``classifiers``) in a message stating a want (``want_openers``) says "a
        #: few", it asks nothing ("你们能洗几张照片" still asks: no want is stated)
        self.wants = PhraseSet.build(list(lists.own("want_openers", own)))
        vague = [re.escape(w) for w in lists.own("vague_counts", own)]
        measures = [re.escape(w) for w in lists.own("classifiers", own)]
        self.vague_count = (
            re.compile(f"(?:{'|'.join(vague)})(?=(?:{'|'.join(measures)}))")
            if vague and measures
            else None
        )
        self._last: tuple[str, Mood] | None = None

    def read(self, raw: str, norm: str) -> Mood:
        last = self._last
        if last is not None and last[0] == raw:
            return last[1]
        request = self._requests(norm)
        if request and self.status.regex is not None and self.status.search(norm) is not None:
            request = False
        rest = self._lead_off(norm) if not self.cjk else None
        if request and rest is not None and self.wh.prefix(rest) is not None:
            # "hmm actually what's the difference…": the request word leads an information
            # question and asks for nothing; one in the question ("what about") still does
            start = len(norm) - len(rest)
            request = any(m.end() > start for m in self.requests.finditer(norm))
        question = self._question(raw, norm)
        if not question and rest is not None:
            question = self.question_words.prefix(rest) is not None or (
                self.wh.prefix(rest) is not None
            )
        mood = Mood(question, request, question and self._wh(norm, rest))
        self._last = (raw, mood)
        return mood

    def _requests(self, norm: str) -> bool:
        """A request word in ``norm`` outside a want asked about (QUESTION_ABOUT_A_LISTED_
        VALUE_STARTS_ITS_FLOW: "do i need to be home for the refill?" started the booking
        the refill is a value of, its "i need" read as a want stated)."""
        found = self.requests.finditer(norm)
        if not found or self.asked_wants.regex is None:
            return bool(found)
        asked = [m.span() for m in self.asked_wants.finditer(norm)]
        return any(not any(a <= m.start() < b for a, b in asked) for m in found)

    def _wh(self, norm: str, rest: str | None) -> bool:
        """A question word of ``wh_words``: anywhere in Chinese (but in a word that asks
        nothing, "好几个"), opening the question (after its leading words) in English."""
        if self.wh.regex is None:
            return False
        if self.cjk:
            return self.wh.search(self._told(norm)) is not None
        return self.wh.prefix(rest if rest is not None else norm) is not None

    def _told(self, norm: str) -> str:
        """Chinese ``norm`` without the question words that ask nothing: those inside a word
        of ``not_question_words`` ("好几个", "前几天"), and a vague count before a measure
        word when the message states a want ("我想洗几张照片")."""
        told = self.not_questions.regex
        plain = told.sub(" ", norm) if told is not None else norm
        if self.vague_count is not None and self.wants.search(norm) is not None:
            plain = self.vague_count.sub(" ", plain)
        return plain

    def without_leads(self, norm: str) -> str:
        """``norm`` without the words leading its question (``_lead_off``), or as it is."""
        rest = self._lead_off(norm)
        return norm if rest is None else rest

    def _lead_off(self, norm: str) -> str | None:
        """``norm`` without the words leading its question ("hmm actually what's …" →
        "what's …"); None when none leads it."""
        words = norm.split()
        lead = 0
        while lead < len(words) - 1:
            # a lead of one word or more ("hang on what's …")
            n = next((n for n in (3, 2, 1) if tuple(words[lead : lead + n]) in self.leads), 0)
            if not n or lead + n >= len(words):
                break
            lead += n
        return " ".join(words[lead:]) if lead else None

    def _question(self, raw: str, norm: str) -> bool:
        if "?" in raw or "？" in raw:
            # "a flite to rome??", "like 4 nights?": a request said with a rising voice; a
            # question asks with a question word, or opens with a verb ("is it far?")
            return (
                self.cjk
                or self.question_words.search(norm) is not None
                or any(self.openers.prefix(normalize(p)) is not None for p in _SENTENCES.split(raw))
            )
        if self.cjk:
            # Chinese asks with a particle at the end ("远吗") or a question word inside
            # ("送到哪"), rarely at the start
            if any(norm.endswith(p) for p in self.question_ends.ending(norm)) and not any(
                norm.endswith(p) for p in self.statement_ends.ending(norm)
            ):
                return True
            # "水煮鱼辣不辣": a word, 不 or 没, the word again asks (A-not-A)
            plain = self._told(norm)
            return (
                self.question_words.search(plain) is not None
                or self.a_not_a.search(norm) is not None
            )
        if self.question_words.prefix(norm) is not None:
            return True
        # "Thanks. How long is the flight" : a later sentence may be the question
        parts = _SENTENCES.split(raw)
        return any(self.question_words.prefix(normalize(p)) is not None for p in parts[1:])


_readers: dict[int, tuple[Lexicon, MoodReader]] = {}
_MAX_READERS = 64
_lock = threading.Lock()


def reader(lex: Lexicon) -> MoodReader:
    """The reader of ``lex``, built the first time the lexicon is seen."""
    got = _readers.get(id(lex))
    if got is not None and got[0] is lex:
        return got[1]
    with _lock:
        if len(_readers) >= _MAX_READERS:  # lexicons are cached too; a few are ever alive
            _readers.clear()
        made = MoodReader(lex)
        _readers[id(lex)] = (lex, made)
        return made


def mood(lex: Lexicon, raw: str, norm: str) -> Mood:
    """How ``raw`` (``norm`` normalized) reads in the language of ``lex``."""
    return reader(lex).read(raw, norm)


def opens_with_want(lex: Lexicon, norm: str) -> bool:
    """``norm`` opens with a stated want (``want_openers``: "我想", "我要", "想要")."""
    return reader(lex).wants.prefix(norm) is not None


def opens_a_question(lex: Lexicon, norm: str) -> bool:
    """``norm`` opens as a question does, by a question word or a verb first
    (``question_openers``: "can it be saved" after "lol"), whether or not a mark ends it."""
    r = reader(lex)
    return r.question_words.prefix(norm) is not None or r.openers.prefix(norm) is not None


def opens_a_request(lex: Lexicon, norm: str) -> bool:
    """``norm`` opens with a request word or a want (``requests``, ``want_openers``: "get
    me two", "帮我订"); one inside a told clause ("the walker said my pug refused to move",
    "一口都没给我留") opens nothing."""
    r = reader(lex)
    return r.requests.prefix(norm) is not None or r.wants.prefix(norm) is not None


def says_a_want(lex: Lexicon, norm: str) -> bool:
    """``norm`` states a want anywhere (``want_openers``: "这次还想寄养")."""
    return reader(lex).wants.search(norm) is not None


def mood_apart(lex: Lexicon, text: str, spans: list[tuple[int, int]]) -> Mood:
    """How ``text`` reads with the words at ``spans`` (offsets in ``text``, whichever form
    of the message it is: the raw one, the scanned one, a normalized one) taken out: a
    listed value is no request word ("what's the difference between classic and reserve?"
    asks, though "reserve" also asks to book when it stands alone)."""
    for a, b in sorted(spans, reverse=True):
        text = text[:a] + " " * (b - a) + text[b:]
    return reader(lex).read(text, normalize(text))


def asking_beyond(lex: Lexicon, raw: str, norm: str, spans: list[tuple[int, int]]) -> bool:
    """``raw`` asks for information by words outside ``spans`` (offsets in ``norm``): the
    words of the domain's own trigger phrases ask nothing, whatever they hold ("先住几天试试"
    written by the author as the request for a trial stay; its 几 is "a few", not "how
    many"). A question mark still marks the message a question: one is put after ``norm``,
    which the spans index, and the rest read as ``mood_apart`` reads it."""
    said = mood(lex, raw, norm)
    if not said.asking or not spans:
        return said.asking
    marked = norm + "?" if "?" in raw or "？" in raw else norm
    return mood_apart(lex, marked, spans).asking
