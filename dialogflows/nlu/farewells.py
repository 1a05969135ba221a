"""Farewells: "Goodbye, and thanks again!", "I think that's everything for now.", "再见".

A farewell is talk that changes no state: the understander gives it as ``ChitChat`` (before
reading a yes: "That's all, thanks" agrees to nothing), and the turn, which sees only the
chit-chat's text, says goodbye instead of offering the list of flows. Mid-task the task is
left as it is, so the user can come back to it. Both sides read the lexicon's ``farewells``
list through this class, compiled once per lexicon.

A farewell phrase counts in a short message that asks nothing: "How do you say goodbye in
Italian?" is a question about a word, not a goodbye. So does a leave-taking (the lexicon's
``leave_takings``: "thanks, ill come back when i know whats wrong with it", "我先问问家里人
回头再说"), in a message up to twice as long: the speaker goes, to come back to the task
(LEAVING_TO_COME_BACK_LATER_TAKEN_AS_AN_ANSWER, where it was the fault, the address, or
"没有…这一项").
"""

from __future__ import annotations

from .grammar_words import grammar, lists_of
from .lexicon import Lexicon, PhraseSet, has_cjk, load_lexicon, normalize

#: a goodbye is short: "Okay, that's all for now, thanks, bye!"
MAX_WORDS = 9
#: the same for text without spaces: "好的，就这样吧，谢谢，再见"
MAX_CHARS = 16
#: a leave-taking says why, so it may be longer: "thanks, ill come back when i know whats
#: wrong with it"
LEAVING_TIMES = 2


#: the lists a lexicon's farewells are built from, kept per language
_FAREWELL_LISTS = lists_of("farewells", "leave_takings")


class Farewells:
    """The ``farewells`` phrases of one lexicon."""

    def __init__(self, lex: Lexicon) -> None:
        own = grammar(lex, _FAREWELL_LISTS)
        self.phrases = PhraseSet.build(list(own.own("farewells", lex.language)))
        self.leaving = PhraseSet.build(list(own.own("leave_takings", lex.language)))

    def said(self, raw: str, norm: str) -> bool:
        """``raw`` (normalized: ``norm``) is a goodbye, or a leave-taking."""
        return self._said(self.phrases, raw, norm, 1) or self.leaves(raw, norm)

    def leaves(self, raw: str, norm: str) -> bool:
        """``raw`` (normalized: ``norm``) takes leave to come back later."""
        return self._said(self.leaving, raw, norm, LEAVING_TIMES)

    @staticmethod
    def _said(phrases: PhraseSet, raw: str, norm: str, times: int) -> bool:
        if phrases.regex is None or not norm or "?" in raw or "？" in raw:
            return False
        if len(norm.split()) > MAX_WORDS * times:
            return False
        if " " not in norm and has_cjk(norm) and len(norm) > MAX_CHARS * times:
            return False
        return phrases.search(norm) is not None

    def opening(self, norm: str) -> str | None:
        """The farewell ``norm`` opens with ("thats all for now cheers"), or None."""
        m = self.phrases.prefix(norm)
        return m.group(0) if m is not None and m.end() else None

    def closing_at(self, norm: str) -> int | None:
        """Where a farewell that closes ``norm`` starts, with one word at most after it
        ("see you then"): a yes at a confirmation may end so ("yes thats perfect see you
        then"), and what stands before it is the go-ahead."""
        found = self.phrases.finditer(norm)
        if not found or len(norm[found[-1].end() :].split()) > 1:
            return None
        return found[-1].start()


class FarewellReader:
    """Farewells in any built-in language, for readers that do not know the message's
    language (the turn gets only a chit-chat's text)."""

    def __init__(self, extra_lexicons: tuple[str, ...] | list[str] = ()) -> None:
        self.readers = {
            lang: Farewells(load_lexicon(lang, tuple(extra_lexicons))) for lang in ("en", "zh")
        }

    def said(self, text: str | None) -> bool:
        if not text:
            return False
        norm = normalize(text)
        return self.readers["zh" if has_cjk(norm) else "en"].said(text, norm)
