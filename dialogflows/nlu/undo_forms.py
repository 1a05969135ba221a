"""The forms of a message that undoes something, and of one that takes an undoing back.

A message **undoes** what its object names ("scrap the repair booking", ``undo_words``, and
the ``cancel`` words); also said as a frame around a verb ("发票不用开了", "目的地别改了":
``undo_frames``, the verb one or two characters, or one word) or as an imperative that
opens the message ("forget the meeting with the teacher": ``undo_openers``, after the
leads). An undoing **refused** ("dont cancel the party after all", "包间别取消了":
``refusals``) or **taken back** ("ignore what i said about cancelling", "刚才说取消的那个
不算": ``retractions``, ``retractions_after``, ``retraction_verbs``) undoes nothing; what an
undoing undoes may be a **change** itself ("forget the name change": ``changing_flow_words``).

``UndoForms`` holds these words, compiled once per lexicon; ``query_forms.QueryForms``
adds the forms of asking and telling to them, and reads whether a message undoes
(``QueryForms.undoes``: an undoing beside a request is no undoing, which asks both).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from .lexicon import PhraseSet

#: what is left of a text without its words: marks and spaces
_WORDLESS = re.compile(r"[\W_]+")

#: how many words a noun phrase headed by a change word may have ("the name change")
_HEADED = 4


@dataclass(frozen=True, kw_only=True)
class UndoForms:
    """One lexicon's words of undoing, compiled: see the module docstring."""

    undo: PhraseSet
    cancel: PhraseSet
    #: "不用{act}了", "别{act}了": a verb inside an undoing frame (``undo_frames``)
    frames: re.Pattern[str] | None
    #: "forget", "ignore what i said": imperatives that undo when they open the message
    openers: PhraseSet
    #: "moving", "改期": the words a flow that changes what another made says
    #: (``changing_flow_words``); an undoing of one undoes the change, not the thing
    changing: PhraseSet | None = None
    #: "dont", "别", "不用": an undo or cancel word said right after one is refused ("dont
    #: cancel the party after all", "包间别取消了"): the thing is kept (``refusals``)
    refusals: PhraseSet | None = None
    #: "ignore what i said about", "不算": what was said before is taken back; an undoing
    #: said inside what is taken back ("ignore what i said about cancelling", "刚才说取消的
    #:那个不算") is itself undone, so the thing is kept (``retractions``: the taken-back
    #: part after the phrase; ``retractions_after``: before it, back to its clause's start)
    retractions: PhraseSet | None = None
    retractions_after: PhraseSet | None = None
    #: "ignore", "forget": a verb that takes back what it names, when what it names is an
    #: undoing itself ("ignore the cancel", "forget about cancelling": ``retraction_verbs``)
    retraction_verbs: PhraseSet | None = None
    #: "about", "the", "my": words between an undo word and its object (``object_gap``)
    object_gap: PhraseSet | None = None
    #: "刚才说的", "之前说的": words pointing at what was said, not at a thing had; a clause
    #: they open that ends in an undo or cancel word ("刚才说的电池检测先不用了") takes back
    #: what it names (``said_openers``)
    said_openers: PhraseSet | None = None
    #: "that", "my last message": what a retraction verb points at when it takes back the
    #: message before as a clause of its own ("actually ignore that, …"; ``retraction_pointers``)
    pointers: PhraseSet | None = None
    #: a verb's pronoun object and the particles that make the two a phrasal verb of its
    #: own ("drop it" of "drop it off", "drop it in": ``phrasal_objects``,
    #: ``phrasal_particles``): such a let-go phrase brings the thing, it undoes nothing
    phrasal: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())

    def refuses_undoing(self, norm: str) -> bool:
        """Every undo or cancel word of ``norm`` comes right after a refusal ("dont cancel
        the party after all", "no need to cancel", "包间别取消了"): the undoing itself is
        refused, so the thing is kept and nothing is undone."""
        if self.refusals is None or self.refusals.regex is None:
            return False
        found = [m for m in self.undo.finditer(norm) if m.group().strip()]
        found += [m for m in self.cancel.finditer(norm) if len(m.group()) > 1]
        return bool(found) and all(self._refused(norm[: m.start()]) for m in found)

    def retracts_undoing(self, norm: str) -> bool:
        """An undoing is taken back: a retraction (``retractions``, ``retractions_after``)
        whose taken-back part holds an undo or cancel word, in any of its forms ("ignore
        what i said about cancelling", "刚才说取消的那个不算"), and no undo or cancel word
        outside such a part. Undoing an undoing keeps the thing: nothing is undone, and no
        flow the undone words name is asked for."""
        taken, phrases = self.taken_back(norm)
        words = self.undoing_words(norm)
        # RETRACTION_NAMING_THE_UNDOING: a verb taking back what it names, whose object is
        # an undoing itself ("ignore the cancel", "forget about cancelling"): that one word
        # is taken back, the verb undoes nothing
        verbs = self.retraction_verbs.finditer(norm) if self.retraction_verbs else []
        for v in verbs:
            at = self._past_gap(norm, v.end())
            named = [m for m in words if m.start() == at and m.end() > v.end()]
            if named:
                phrases.append(v.span())
                taken += [m.span() for m in named]
        if not taken:
            return False
        found = [m.start() for m in words if not any(a <= m.start() < b for a, b in phrases)]
        return bool(found) and all(any(a <= x < b for a, b in taken) for x in found)

    def taken_back(self, norm: str) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
        """The parts of ``norm`` a retraction takes back (``retractions``: after an English
        one, to the end; ``retractions_after``: before a Chinese one, back to the space that
        opens its clause), and the retractions' own spans, whose words undo and ask for
        nothing ("…的事算了": its 算了 takes back the matter named before it)."""
        said = self.retractions.finditer(norm) if self.retractions is not None else []
        after = self.retractions_after.finditer(norm) if self.retractions_after else []
        taken = [(m.end(), len(norm)) for m in said]
        phrases = [m.span() for m in said]
        for m in after:
            taken.append((norm.rfind(" ", 0, m.start()) + 1, m.start()))
            phrases.append(m.span())
        for m in self.said_openers.finditer(norm) if self.said_openers is not None else []:
            dismissed = self._said_dismissed(norm, m.end())
            if dismissed is not None:
                taken.append((m.end(), dismissed[0]))
                phrases += [m.span(), dismissed]
        return taken, phrases

    def _said_dismissed(self, norm: str, at: int) -> tuple[int, int] | None:
        """RETRACTION_OF_WHAT_WAS_SAID_READ_AS_A_CANCEL: the undo or cancel words closing
        the clause that a pointer at what was said opens at ``at`` ("刚才说的电池检测先不用了
        我再观察观察": 不用了; "之前说的投诉就算了": 算了), a name said before them; None when
        the clause has no such word, or nothing between the pointer and it. Those words
        dismiss what was said, not a thing had: its own undo words undo nothing (the last
        ones, with any they overlap; an undoing named before them, "刚才说的取消预约算了", is
        itself taken back)."""
        end = norm.find(" ", at)
        clause = norm[at : len(norm) if end < 0 else end]
        found = sorted((m.span() for m in self.undoing_words(clause)), key=lambda s: s[1])
        if not found:
            return None
        start, stop = found[-1]
        for a, b in reversed(found[:-1]):
            if b > start:
                start = min(start, a)
        if not clause[:start].strip():
            return None
        return at + start, at + stop

    def points_back(self, clause: str) -> bool:
        """``clause`` (normalized, its leads taken off) is a retraction verb pointing at what
        was said before, as a clause of its own ("ignore that", "scrap that", "forget my last
        message"), or at a part of it, named after "about" in its object gap ("scrap that
        about the flask"): the message before is taken back, not a thing had undone."""
        verb = self.retraction_verbs.prefix(clause) if self.retraction_verbs is not None else None
        if verb is None or self.pointers is None:
            return False
        rest = clause[verb.end() :].lstrip()
        pointer = self.pointers.prefix(rest)
        if pointer is None:
            return False
        after = rest[pointer.end() :]
        if not after:
            return True
        if not after.startswith(" "):
            return False  # "that" of "thats", no pointer
        gap = self.object_gap.prefix(after.lstrip()) if self.object_gap is not None else None
        return gap is not None and bool(gap.group().strip()) and gap.end() < len(after.lstrip())

    def _past_gap(self, norm: str, at: int) -> int:
        """Where ``norm`` goes on from ``at`` past spaces and the words that may stand
        between a verb and its object (``object_gap``: "the", "about", "my")."""
        while True:
            rest = norm[at:]
            at += len(rest) - len(rest.lstrip())
            gap = self.object_gap.prefix(norm[at:]) if self.object_gap is not None else None
            if gap is None or not gap.group():
                return at
            after = at + gap.end()
            if after < len(norm) and norm[after].isalnum() and norm[after - 1].isalnum():
                return at  # "thenceforth": not the word "the"
            at = after

    def undoing_words(self, norm: str) -> list[re.Match[str]]:
        """The undo and cancel words of ``norm``, an English one in any of its forms too
        ("cancelling", "cancellation", "scrapped": the word and the letters it runs on
        with)."""
        found = [m for m in self.undo.finditer(norm) if m.group().strip()]
        found += [m for m in self.cancel.finditer(norm) if len(m.group()) > 1]
        runs = _word_runs(self.undo.phrases + self.cancel.phrases)
        return found + (list(runs.finditer(norm)) if runs is not None else [])

    def _refused(self, before: str) -> bool:
        """``before`` ends with a refusal (a whole word of it where words are spaced)."""
        before = before.rstrip()
        for word in self.refusals.ending(before) if self.refusals is not None else ():
            if before.endswith(word):
                head = before[: len(before) - len(word)]
                if not head or head.endswith(" ") or not word.isascii():
                    return True
        return False

    def cancels(self, norm: str) -> bool:
        """A cancel word of more than one character ("stop", "取消"; not "停" in "停着"),
        not one of a verb and its pronoun opening a phrasal verb (UNDO_WORD_INSIDE_THE_
        THING_A_FLOW_CHANGES: "drop it in another day", a trigger of moving the day skis
        are handed in, made that flow an undoer, so no change)."""
        return any(
            len(m.group()) > 1 and not self._phrasal(norm, m) for m in self.cancel.finditer(norm)
        )

    def _phrasal(self, norm: str, m: re.Match[str]) -> bool:
        """The cancel phrase ``m`` ends in a pronoun right before a particle: with it, a
        phrasal verb of another sense ("drop it off", "drop it in")."""
        objects, particles = self.phrasal
        after = norm[m.end() :].split()[:1]
        return m.group().split()[-1] in objects and bool(after) and after[0] in particles

    def dismissal_only(self, norm: str) -> bool:
        """``norm`` is nothing but cancel words ("算了", "算了算了", "never mind"): a bare
        dismissal of what was said or thought before, naming nothing to cancel."""
        if not self.cancels(norm):
            return False
        spans = [m.span() for m in self.cancel.finditer(norm)]
        left = "".join(c for i, c in enumerate(norm) if not any(a <= i < b for a, b in spans))
        return not _WORDLESS.sub("", left)

    def undone_object(self, norm: str) -> str:
        """What an undoing text undoes: the text without its undo and cancel words
        ("cancel a hold you placed on a book" → "a hold you placed on a book")."""
        for regex in (self.undo.regex, self.cancel.regex, self.frames, self.openers.regex):
            if regex is not None:
                norm = regex.sub(" ", norm)
        return " ".join(norm.split())

    def says_change(self, norm: str) -> bool:
        """A word of changing something already made in ``norm`` ("moving", "改期")."""
        return self.changing is not None and self.changing.search(norm) is not None

    def opens_with_change(self, norm: str) -> bool:
        """``norm`` opens with a word of changing something ("moving it", "改期就", after
        the lexicon's ``object_gap`` words: "about the extension"): what an undoing clause
        undoes is the change itself, not a reason said with it ("we are moving abroad so i
        wont need the paper anymore"), or a short noun phrase headed by a change word, its
        last ("forget the name change", "名字的修改"): the change is what it names too."""
        if self.changing is None:
            return False
        # "forget about the extension": the little words before the object say nothing
        words = norm.split()
        while words and self.object_gap is not None and self.object_gap.fullmatch(words[0]):
            words.pop(0)
        text = " ".join(words)
        if self.changing.prefix(text) is not None:
            return True
        return len(words) <= _HEADED and any(
            m.end() == len(text) for m in self.changing.finditer(text)
        )


@cache
def _word_runs(phrases: tuple[str, ...]) -> re.Pattern[str] | None:
    """A Latin word of ``phrases`` (four letters or more) running on with more letters: its
    inflected forms and its nouns ("cancel" -> "cancelling", "cancellation")."""
    heads = sorted({w for w in phrases if w.isascii() and w.isalpha() and len(w) >= 4})
    if not heads:
        return None
    return re.compile(r"\b(?:" + "|".join(map(re.escape, heads)) + r")[a-z]+\b")
