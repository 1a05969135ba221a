"""Asides: what a message that gives the task nothing says instead.

Asked "What day do you want to leave?", people do not always answer. "hold on" and "我想想"
ask for time, "not sure" and "随便" say they cannot choose, "hi" and "haha" are talk,
"what can you do?" asks for the list of flows, and "banana" is not understood at all. The
rules give all of these as ``ChitChat``; the turn, which sees only the chit-chat's text,
reads the aside here to reply to it: "Sure, take your time." (and no question again, it is
still open), the question's reprompt or options (which help choose), the list of flows
before the question, the question alone (talk), or "Sorry, I didn't get that." before the
reprompt. The understander reads the same asides so that "等一下" is never refused as a
dish nor taken as an address.

Only what says nothing else counts: a wait or an unsure phrase opening a short message
("hold on a sec", "不知道啊"), talk anywhere in one. A question is never an aside of these
kinds (it is answered as a question).
"""

from __future__ import annotations

from enum import Enum

from .grammar_words import ListWords, grammar, lexicon_grammar, lists_of
from .lexicon import Lexicon, PhraseSet, has_cjk, load_lexicon, longer_than, normalize
from .mood import mood
from .mood import reader as mood_reader
from .numbers import find_numbers

#: an aside is short: "hold on a second please", "I'm not really sure"
MAX_WORDS = 6
#: the same for text without spaces: "等一下我想想", "我也不知道啊"
MAX_CHARS = 8
#: what talk is made of: a message with any of these phrases and no value is talk ("Just
#: me" to "where to?", "besides first" to "which class?" are understood, if not as answers)
TALK = (
    "greeting", "thanks", "chitchat", "hesitations", "affirm", "deny", "farewells",
    "party_alone", "party_pair", "negation",
)  # fmt: skip
#: "Sorry, I didn't get that" is for a short try at an answer ("banana", "purple"); a longer
#: message ("I want to arrive early because of my hotel") said something, if nothing usable
UNCLEAR_WORDS = 3
UNCLEAR_CHARS = 6
#: what may follow a wait or unsure phrase in a message that is only that: "hmm", "please",
#: "thanks", a sentence particle (the lexicon's ``particles``: "等一下啊"; "不知道呢" is a
#: question)
TAILS = ("hesitations", "fillers_trail", "thanks")


class Aside(Enum):
    """What a message that gives the task nothing says instead (see the module): the turn
    answers each kind its own way, so the reading names the kind, not the reply."""

    QUESTION = "question"
    WAIT = "wait"
    UNSURE = "unsure"
    TALK = "talk"
    UNCLEAR = "unclear"
    HELP = "help"


@lexicon_grammar
def _asking_ends(w: ListWords) -> tuple[str, ...]:
    """Sentence-final particles that ask (the lexicon's ``question_particles``)."""
    return w.words("question_particles") or ("?",)


def is_question(text: str, lex: Lexicon) -> bool:
    """A question mark, or a Chinese sentence-final 吗/呢."""
    end = text.rstrip(" 。.!！~～")
    return "?" in text or "？" in text or end.endswith(grammar(lex, _asking_ends))


#: the lists a lexicon's asides are built from, kept per language
_ASIDE_LISTS = lists_of(*TALK, *TAILS, "particles", "done_particles")


class Asides:
    """The asides of one lexicon."""

    def __init__(self, lex: Lexicon) -> None:
        self.lex = lex
        self.language = lex.language
        lists, own = grammar(lex, _ASIDE_LISTS), lex.language
        self.talk = PhraseSet.build([w for c in TALK for w in lists.own(c, own)])
        self.tails = PhraseSet.build([w for c in TAILS for w in lists.own(c, own)])
        #: sentence particles, one character each ("啊", "吧"), and those that say a thing
        #: is done or has become so ("了": "订单号忘了")
        self.particles = frozenset(lists.own("particles", own))
        self.done_particles = frozenset(lists.own("done_particles", own))

    def short_aside(self, raw: str, norm: str) -> Aside | None:
        """``WAIT`` or ``UNSURE`` when a short message opens with such a phrase, else None."""
        if not norm or "?" in raw or "？" in raw:
            return None
        if longer_than(norm, MAX_WORDS, MAX_CHARS):
            return self._wait_with_reason(norm)
        for kind, category in ((Aside.WAIT, "waits"), (Aside.UNSURE, "unsure")):
            m = self.lex[category].prefix(norm)
            if m is not None:
                if kind == Aside.WAIT and self._asks_after(norm[m.end() :]):
                    return None
                if kind == Aside.UNSURE and self._answers_after(raw):
                    return None
                return kind
        if self._not_at_hand(norm):  # "dont have it on me", "卡不在身上"
            return Aside.UNSURE
        # "订单号忘了", "the reference, no idea": what is not known, then that it is not
        m = self.lex["unsure_after"].search(norm)
        if m is not None and not any(ch.isdigit() for ch in norm[: m.start()]):
            rest = norm[m.end() :].strip()
            if not rest or all(ch in self.particles | self.done_particles for ch in rest):
                return Aside.UNSURE
        return None

    def _not_at_hand(self, norm: str) -> bool:
        """A short message (``short_aside`` checks its length) that says the thing is not at
        hand now: a negation (the lexicon's ``negation``, ``boolean_without``) and then a
        word of where a thing one has is kept (``not_at_hand``: "on me", "with me", "to
        hand", "身上"), no digit in it: "dont have it on me", "its not on me sorry", "haven't
        got it with me", "卡不在身上". It is not knowing the value now, as "I don't have it"
        is, where it was taken as a try at the value ("does not have the expected format")."""
        places = self.lex["not_at_hand"]
        if places.regex is None or any(ch.isdigit() for ch in norm):
            return False
        for key in ("negation", "boolean_without"):
            for m in self.lex[key].finditer(norm):
                if places.search(norm[m.end() :]) is not None:
                    return True
        return False

    def gone_to_find(self, raw: str, norm: str) -> bool:
        """The message is a wait that goes on with another wait ("等一下 我问问孩子他妈",
        "hold on let me ask his mum"): the user goes to find the answer, so said to a
        free-text question it is no value of it. One wait leading a value ("wait, it's Tom",
        "等一下 是张小雨") is that value."""
        waits = self.lex["waits"]
        m = waits.prefix(norm)
        if m is None or m.end() == 0:
            return False
        rest = norm[m.end() :].strip(" ,.!，。！")
        if not rest or waits.prefix(rest) is None:
            return False
        return self.short_aside(raw, norm) == Aside.WAIT

    def _answers_after(self, raw: str) -> bool:
        """What follows a word of not knowing, a sorry for it aside (``corrections``), is a
        clause of its own, after a comma or a point, that is neither a wait nor more not
        knowing ("dunno sorry, its a red one", "no idea, its white"): the message answers
        after all, it is no aside as a whole; "no idea sorry", "not sure, let me check" are.
        Read on the message as typed (``raw``), where its commas still stand."""
        said = raw.casefold().strip()
        m = self.lex["unsure"].prefix(said)
        if m is None:
            return False
        said = said[m.end() :].strip(" !")
        m = self.lex["corrections"].prefix(said)
        if m is not None and m.end() > 0:
            said = said[m.end() :].strip(" !")
        if said[:1] not in (",", ".", "，", "。"):
            return False
        said = said.strip(" ,.!，。！")
        m = self.lex["corrections"].prefix(said)  # "no idea, sorry": a sorry alone
        if m is not None and m.end() > 0:
            said = said[m.end() :].strip(" ,.!，。！")
        return bool(said) and not any(
            self.lex[key].prefix(said) is not None for key in ("waits", "unsure", "hedges")
        )

    def _asks_after(self, rest: str) -> bool:
        """What follows a wait word asks a change or a question ("wait can it be the 15th",
        "hold on, change it to 5pm"): the message is that, not a wait."""
        rest = rest.strip(" ,.!，。！")
        if not rest:
            return False
        return (
            mood_reader(self.lex).openers.prefix(rest) is not None
            or self.lex["corrections"].search(rest) is not None
        )

    def _wait_with_reason(self, norm: str) -> Aside | None:
        """``WAIT`` for a longer message of waits then a short reason: "hold on let me
        check with my wife", "等一下，我问问我老公再说" (the reason is counted, not the waits)."""
        waits = self.lex["waits"]
        rest, opened = norm, False
        while (m := waits.prefix(rest)) is not None and m.end() > 0:
            rest, opened = rest[m.end() :].strip(), True
        if not opened or longer_than(rest, MAX_WORDS, MAX_CHARS):
            return None
        # "等一下，我那个退款好了没": a question after the wait is asked, not waited on
        return None if mood(self.lex, rest, rest).question else Aside.WAIT

    def whole(self, norm: str) -> Aside | None:
        """``WAIT`` or ``UNSURE`` when that is all the message says ("hold on please",
        "我想想啊"), for the understander: such a message is no value of any slot. Stricter
        than ``short_aside``: "wait, friday" is an answer."""
        for kind, category in ((Aside.WAIT, "waits"), (Aside.UNSURE, "unsure")):
            m = self.lex[category].prefix(norm)
            if m is None:
                continue
            rest = norm[m.end() :].strip()
            if not rest or all(ch in self.particles for ch in rest) or self.tails.fullmatch(rest):
                return kind
        return None

    def read(self, raw: str, norm: str) -> Aside:
        if not longer_than(norm, MAX_WORDS, MAX_CHARS) and self.lex["capabilities"].prefix(norm):
            return Aside.HELP  # "what can you do?", "帮助": a question the bot can answer
        if is_question(raw, self.lex):
            return Aside.QUESTION
        short = self.short_aside(raw, norm)
        if short is not None:
            return short  # "随便哪天都行" is unsure, whatever its 哪
        if self.language == "zh" and self.lex["question_words"].search(norm) is not None:
            return Aside.QUESTION  # "你们几点关门", "宫保鸡丁多少钱": asked without 吗 or ？
        if self.language != "zh" and self._asked_without_mark(raw, norm):
            return Aside.QUESTION  # "how much is a checkup", "do you do weekends"
        if not norm or self.talk.search(norm) is not None:
            return Aside.TALK  # nothing but punctuation or emoji is talk too
        if longer_than(norm, UNCLEAR_WORDS, UNCLEAR_CHARS):
            return Aside.TALK
        if find_numbers(raw, self.language):  # "just one" to "which class?": meant something
            return Aside.TALK
        return Aside.UNCLEAR

    def _asked_without_mark(self, raw: str, norm: str) -> bool:
        """A question typed without its question mark, as people do: opened by a question
        word ("how much is a checkup"), or by a verb that opens questions with at least two
        words after it ("do you do weekends", "is there parking"; "will do", "is fine" are
        no questions). Asked for nothing (no request word)."""
        said = mood(self.lex, raw, norm)
        if said.request:
            return False
        if said.question:
            return True
        opener = mood_reader(self.lex).openers.prefix(norm)
        return opener is not None and len(norm[opener.end() :].split()) >= _OPENED_WORDS


#: the words a question-opening verb needs after it to open a question without its mark
_OPENED_WORDS = 2


class AsideReader:
    """Asides in any built-in language, for the turn (it does not know the message's
    language; the script of the text tells)."""

    def __init__(self, extra_lexicons: tuple[str, ...] | list[str] = ()) -> None:
        self.readers = {
            lang: Asides(load_lexicon(lang, tuple(extra_lexicons))) for lang in ("en", "zh")
        }

    def read(self, text: str | None) -> Aside | None:
        if not text:
            return None
        norm = normalize(text)
        return self._reader(norm).read(text, norm)

    def talk(self, text: str | None) -> bool:
        """``text`` holds talk ("how are you?", "你是谁？"): a question that needs no answer."""
        if not text:
            return False
        norm = normalize(text)
        return self._reader(norm).talk.search(norm) is not None

    def _reader(self, norm: str) -> Asides:
        return self.readers["zh" if has_cjk(norm) else "en"]
