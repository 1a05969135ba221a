"""What talk says: a goodbye, a no-thanks, a thank-you, or an aside of some kind.

A message that changes no state is a ``ChitChat``. What the bot answers depends on what the
talk is: "bye" is answered with goodbye (a task left open stays as it is), "no thanks" with
nothing more on offer, "thanks" with "you're welcome", "hold on" with time, "what can you
do?" with the list of flows. The understanding reads that here and puts it on the command
(``ChitChat.said``, ``ChitChat.aside``), so the runtime answers by key and never reads the
user's text again.

A talk reader holds the domain's lexicons for every built-in language: the script of a
text tells which to read it with (the command's text may be a part of the message).
"""

from __future__ import annotations

from functools import lru_cache

from ..commands import ChitChat, Command
from .asides import Aside, Asides
from .farewells import Farewells
from .lexicon import Lexicon, PhraseSet, has_cjk, load_lexicon, longer_than, normalize

#: a no-thanks is short: "no thanks, that's all", "不用了，谢谢"
DECLINE_WORDS, DECLINE_CHARS = 5, 8
#: a thank-you anywhere in a message this short is one ("ok great thanks")
THANKS_WORDS, THANKS_CHARS = 6, 12


class TalkReader:
    """The talk words of the domain's lexicons, compiled once per language."""

    def __init__(self, lexicons: dict[str, Lexicon]) -> None:
        self.farewells = {lang: Farewells(lex) for lang, lex in lexicons.items()}
        self.asides = {lang: Asides(lex) for lang, lex in lexicons.items()}
        self.thanks = {
            lang: PhraseSet.build([str(w) for w in lex["thanks"].phrases])
            for lang, lex in lexicons.items()
        }
        self.denials = {
            lang: PhraseSet.build([str(w) for w in lex["deny"].phrases])
            for lang, lex in lexicons.items()
        }
        #: AN_APOLOGY_OPENING_WITH_A_NO_WORD_READ_AS_A_DECLINE: "不好意思 取消吧" opens with
        #: an apology (the lexicon's ``apologies``), no "不": what follows it is read
        self.apologies = {lang: lex["apologies"] for lang, lex in lexicons.items()}

    def declined(self, text: str | None, norm: str | None = None) -> bool:
        """``text`` turns down help: a short message opening with a "no" ("no thanks",
        "nope, that's all", "不用了，谢谢"). It is no thank-you to answer with "You're
        welcome"."""
        if not text or "?" in text or "？" in text:
            return False
        norm = normalize(text) if norm is None else norm
        if longer_than(norm, DECLINE_WORDS, DECLINE_CHARS):
            return False
        language = _language(norm)
        sorry = self.apologies[language].prefix(norm)
        if sorry is not None and sorry.end():
            norm = norm[sorry.end() :].lstrip(" ,.!;，。！；、")
        return self.denials[language].prefix(norm) is not None

    def thanked(self, text: str, norm: str) -> bool:
        """``text`` is a thank-you that asks nothing: a short one ("ok thanks", "多谢啦"), or
        one that opens with the thanks ("Thank you so much, you're really helpful today")."""
        if "?" in text or "？" in text:
            return False
        thanks = self.thanks[_language(norm)]
        if thanks.prefix(norm) is not None:
            return True
        if longer_than(norm, THANKS_WORDS, THANKS_CHARS):
            return False
        return thanks.search(norm) is not None

    def said(self, text: str, norm: str) -> str | None:
        """``farewell``, ``declined`` or ``thanks`` when ``text`` is one, first first."""
        if self.farewells[_language(norm)].said(text, norm):
            return "farewell"
        if self.declined(text, norm):
            return "declined"
        if self.thanked(text, norm):
            return "thanks"
        return None

    def aside(self, text: str, norm: str) -> str:
        """The kind of aside ``text`` is (``asides.Aside``): ``help``, ``question``,
        ``wait``, ``unsure``, ``talk``, ``unclear``; a question that is only talk ("how
        are you?", "你是谁？") is ``small_talk``."""
        reader = self.asides[_language(norm)]
        kind = reader.read(text, norm)
        if kind is Aside.QUESTION and reader.talk.search(norm) is not None:
            return "small_talk"
        return kind.value

    def kinds(self, commands: list[Command]) -> list[Command]:
        """``commands`` with every chit-chat's kinds read from its text."""
        for c in commands:
            if type(c) is ChitChat:
                break
        else:  # most messages: no talk
            return commands
        out: list[Command] = []
        for c in commands:
            if isinstance(c, ChitChat) and c.text and c.said is None and c.aside is None:
                norm = normalize(c.text)
                read = {"said": self.said(c.text, norm), "aside": self.aside(c.text, norm)}
                c = c.model_copy(update=read)
            out.append(c)
        return out


@lru_cache(maxsize=32)
def talk_reader(extra_lexicons: tuple[str, ...] = ()) -> TalkReader:
    """A talk reader of the built-in lexicons with a domain's own (``settings.lexicons``),
    for understanders that give ``ChitChat`` without a rule understander (an LLM, a
    script): what their talk is is read on the understanding side all the same."""
    return TalkReader({lang: load_lexicon(lang, extra_lexicons) for lang in ("en", "zh")})


def talk_kinds(commands: list[Command], extra_lexicons: tuple[str, ...] = ()) -> list[Command]:
    """``commands`` with what each chit-chat is read (``TalkReader.kinds``)."""
    if not any(isinstance(c, ChitChat) for c in commands):
        return commands
    return talk_reader(extra_lexicons).kinds(commands)


def _language(norm: str) -> str:
    return "zh" if has_cjk(norm) else "en"
