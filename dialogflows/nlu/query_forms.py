"""What a message's form says before its meaning is weighed: asked for, asked about, undone.

Reading by meaning compares a message with the author's texts; the form of the message
tells what kind of thing it is, with words from the lexicons:

- a question that **asks for an action** ("can u send someone to fix my dishwasher", "how
  can i pay this bill", ``action_questions``) is a request. The phrase must open the
  question: no question word stands before it in its sentence. "how many books can i borrow
  at once" holds "can i", but after "how many": it asks for information, a number. A
  manner question that asks for the action itself ("how do i", "how can i") is written in
  the list as a phrase of its own, so it opens its sentence;
- a question **about what the business is or does** ("are your technicians insured?", "do
  the study rooms have whiteboards", ``capability_questions``) opens with one of those
  phrases, after the words a question may lead with (``hesitations``, ``question_leads``,
  ``greeting``: "hey, do you …");
- a message that **undoes** what its object names ("scrap the repair booking", ``undo_words``,
  and the ``cancel`` words).

The sets are built once per lexicon (``forms_of``); a turn runs a few prepared searches.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .lexicon import Lexicon, PhraseSet, normalize

#: where a sentence ends: a question word of one sentence says nothing of the next one
_SENTENCES = re.compile(r"[.!?;。！？；\n]+")


@dataclass(frozen=True)
class QueryForms:
    """One lexicon's words for the forms above, compiled."""

    actions: PhraseSet
    wh: PhraseSet
    capability: PhraseSet
    leads: tuple[PhraseSet, ...]
    undo: PhraseSet
    cancel: PhraseSet
    #: the words a yes/no question opens with ("are", "does"): ``about_openers``
    polar: PhraseSet
    #: openings of yes/no questions that ask whether something is there: ``about_not``
    not_polar: PhraseSet

    @classmethod
    def of(cls, lex: Lexicon) -> QueryForms:
        raw = lex.raw
        return cls(
            actions=lex["action_questions"],
            wh=PhraseSet.build([str(w) for w in raw.get("wh_words") or []]),
            capability=lex["capability_questions"],
            leads=(
                lex["greeting"],
                lex["hesitations"],
                PhraseSet.build([str(w) for w in raw.get("question_leads") or []]),
            ),
            undo=lex["undo_words"],
            cancel=lex["cancel"],
            polar=PhraseSet.build([str(w) for w in raw.get("about_openers") or []]),
            not_polar=PhraseSet.build([str(w) for w in raw.get("about_not") or []]),
        )

    def asks_action(self, raw: str) -> bool:
        """An action phrase with no question word before it in its sentence."""
        for part in _SENTENCES.split(raw):
            norm = normalize(part)
            for m in self.actions.finditer(norm):
                if self.wh.search(norm[: m.start()]) is None:
                    return True
        return False

    def opening(self, norm: str) -> str:
        """``norm`` without the greetings, hesitations and leading words it opens with."""
        while True:
            for leads in self.leads:
                m = leads.prefix(norm)
                if m is not None and m.end() < len(norm):
                    norm = norm[m.end() :].lstrip()
                    break
            else:
                return norm

    def asks_about(self, norm: str) -> bool:
        """A question about what the business is or does: its opening says so."""
        return self.capability.prefix(self.opening(norm)) is not None

    def asks_polar(self, norm: str) -> bool:
        """A yes/no question by its opening word ("are visitor permits free", "does the
        fee include the van"), question mark or not, that does not ask whether something is
        there to be had ("is there a slot on friday"). Whether it asks for an action ("do
        you …" is a capability question, "can you …" an action) is for the callers."""
        opening = self.opening(norm)
        m = self.polar.prefix(opening)
        if m is None or m.end() >= len(opening):
            return False
        return self.not_polar.prefix(opening) is None

    def undoes(self, norm: str) -> bool:
        """Undo words in the message ("scrap", "call off", "撤销")."""
        return self.undo.search(norm) is not None

    def undone_object(self, norm: str) -> str:
        """What an undoing text undoes: the text without its undo and cancel words
        ("cancel a hold you placed on a book" → "a hold you placed on a book")."""
        for words in (self.undo, self.cancel):
            if words.regex is not None:
                norm = words.regex.sub(" ", norm)
        return " ".join(norm.split())

    def undoing_text(self, norm: str) -> bool:
        """An author's text that undoes something: undo or cancel words in it."""
        return self.undo.search(norm) is not None or self.cancel.search(norm) is not None


_FORMS: dict[int, tuple[Lexicon, QueryForms]] = {}


def forms_of(lex: Lexicon) -> QueryForms:
    """The lexicon's forms, built once per lexicon object (a domain's merged lexicon too)."""
    got = _FORMS.get(id(lex))
    if got is None or got[0] is not lex:
        got = _FORMS[id(lex)] = (lex, QueryForms.of(lex))
    return got[1]
