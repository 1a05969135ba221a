"""Whether a control phrase (handoff, cancel, repeat, restart) is the point of the message:
not a lone word inside a long sentence ("the agent at the desk said ..."), not negated
in its clause ("don't cancel", "不要取消"), not supposed ("if I cancel it later"), not
what someone stopped doing ("i had to stop taking it"), and in Chinese not a character
inside another word ("停车") nor a verb with its object ("我算了一下"). Also the gate that
finds any control phrase at once. Read by the control reader (``control.py``); no reader
of the pipeline.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .clauses import marked_clauses
from .conditionals import supposed
from .grammar_words import LANGUAGES, ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, PhraseSet, has_cjk
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: single-word control phrases ("stop", "human") count only in messages this short
SHORT_WORDS = 6


def intent(t: Turn, category: str, named: bool = False) -> re.Match[str] | None:
    """A control phrase, unless it is a lone word in a long sentence ("the agent at the
    desk said ...") or negated ("don't cancel", "不要取消"). ``named``: the message names
    what the word acts on (a reference only an undoing flow takes), so a lone word in a
    long sentence counts ("need to cancel my booking BD-40213, cant make it")."""
    m = _whole(t, t.lex[category])
    if m is None or supposed(t.lex, t.raw, m.group(0)):
        return None  # "if I cancel it later, ...?" supposes a cancel, it asks for none
    if t.lex["conditionals"].prefix(t.norm[m.end() :].lstrip()) is not None:
        return None  # "dont worry if its a small table": a condition on the task, no cancel
    if _reassures_about(t, m):
        return None  # "dont worry about the mess, it just clicks": no let-go of the task
    if _phrasal(t, m):
        return None  # "can drop it in monday": a phrasal verb of its own, no let-go
    one_word = " " not in m.group(0) and not has_cjk(m.group(0))
    long = (
        t.words > SHORT_WORDS
        and not named
        and not _opens_as_no_verb(t, m)
        and not _closes_as_its_own_clause(t, m)
    )
    if one_word and (long or _names_an_activity(t, m)):
        return None
    before = t.norm[: m.start()].rstrip()
    # "no never mind": a no of its own run into the cancel (``no_before_control``)
    answer_no = t.lex["no_before_control"].phrases
    negated = before and any(
        n.end() == len(before) and n.group(0) not in answer_no
        for n in t.lex["negation"].finditer(before)
    )
    if negated and _negated_in_clause(t, category):
        return None
    return m


def _reassures_about(t: Turn, m: re.Match[str]) -> bool:
    """A reassurance (the lexicon's ``reassurances``: "don't worry") followed by what it
    is about (``reassured_about``: "about the mess") that is no word for the task itself
    (``let_go_tails``: "it", "that") sets a thing aside, not the task."""
    words = grammar(t.lex, _control_words)[t.lex.language]
    if m.group(0) not in words.reassurances:
        return False
    rest = t.norm[m.end() :].split()
    leads = words.reassured_about
    tails = set(t.lex["let_go_tails"].phrases)
    return len(rest) > 1 and rest[0] in leads and rest[1] not in tails


def _phrasal(t: Turn, m: re.Match[str]) -> bool:
    """CONTROL_VERB_WITH_ITS_PARTICLE_READ_AS_THE_CONTROL: a control phrase of a verb and
    its pronoun ("drop it") said right before a particle that makes the three a phrasal
    verb of its own sense ("drop it in monday", "drop it off", "ill drop it round"; the
    lexicon's ``phrasal_objects``, ``phrasal_particles``) brings the thing somewhere; it lets
    nothing go. NO_THEN_DROP_IT_READ_AS_A_CANCEL: so does one said before where the thing
    goes in the same clause ("no ill drop it at the workshop"; ``phrasal_places``): "no ill
    drop it round" to "Shall we collect it, or will you drop it off?" let the booking go.
    Read within the clause: "scrap it, to be honest" lets go."""
    words = grammar(t.lex, _control_words)[t.lex.language]
    said = m.group(0).split()
    if len(said) < 2 or said[-1] not in words.phrasal_objects:
        return False
    after = t.norm[m.end() :].split()[:1]
    if after and after[0] in words.phrasal_particles:
        return True
    for clause in marked_clauses(t.raw):
        parts = clause.split()
        for i in range(len(parts) - len(said)):
            if parts[i : i + len(said)] == said and parts[i + len(said)] in words.phrasal_places:
                return True
    return False


def _opens_as_no_verb(t: Turn, m: re.Match[str]) -> bool:
    """A one-word control that is no verb (the lexicon's ``control_openers``: "nvm")
    opening the message, soft words aside, is the control however long the message goes
    on: "oh nvm found them in my bag" tells why; it was read as a lone word in a long
    sentence and the whole message became the address asked for. A verb ("stop", "cancel")
    opening a long message may have an object of its own ("stop by the side door")."""
    if m.group(0) not in t.lex["control_openers"].phrases:
        return False
    before = t.norm[: m.start()].strip()
    soft = grammar(t.lex, _control_words)[t.lex.language].opening_soft
    return not before or before in soft or all(w in soft for w in before.split())


def _closes_as_its_own_clause(t: Turn, m: re.Match[str]) -> bool:
    """ONE_WORD_CANCEL_CLOSING_A_LONG_MESSAGE: a one-word control verb ("cancel", "stop")
    that opens the last clause of a message, soft words aside, with nothing after it but
    words that take no object (the lexicon's ``let_go_tails``, ``fillers_trail``,
    ``for_now``, ``thanks``: "…, cancel for now", "…. stop then thanks") is the control
    however long the message before it: the clauses before tell why. A verb with an object
    of its own after it ("stop by the side door") is still no control in a long message."""
    clauses = [c.split() for c in marked_clauses(t.raw) if c.strip()]
    if len(clauses) < 2:
        return False
    words = grammar(t.lex, _control_words)[t.lex.language]
    last = clauses[-1]
    opens = next((i for i, w in enumerate(last) if w not in words.opening_soft), len(last))
    if opens >= len(last) or last[opens] != m.group(0):
        return False
    if not t.norm.rstrip().endswith(" ".join(last)) or m.start() < len(t.norm) - len(
        " ".join(last)
    ):
        return False  # the word found is not the one opening the last clause
    rest = " ".join(last[opens + 1 :])
    while rest:
        tail = next(
            (p for p in words.no_object_tails if rest == p or rest.startswith(p + " ")), None
        )
        if tail is None:
            return False
        rest = rest[len(tail) :].lstrip()
    return True


class _ControlWords:
    """One language's lists the control phrase's checks read, read once per lexicon
    rather than on every control word found."""

    def __init__(self, w: ListWords, language: str) -> None:
        lang = (language,)
        #: ``reassurances`` ("don't worry") and what follows one (``reassured_about``)
        self.reassurances = frozenset(w.words("reassurances", lang))
        self.reassured_about = frozenset(w.words("reassured_about", lang))
        #: the soft words that may open a message before a control that is no verb
        self.opening_soft = frozenset(
            x for c in ("hesitations", "answer_fillers") for x in w.words(c, lang)
        )
        self.activity_endings = w.words("activity_endings", lang)
        self.done_particles = w.words("done_particles", lang)
        #: a verb's pronoun object and the particle that makes it a phrasal verb of its own
        #: ("drop it in", "drop it off": ``phrasal_objects``, ``phrasal_particles``)
        self.phrasal_objects = frozenset(w.words("phrasal_objects", lang))
        self.phrasal_particles = frozenset(w.words("phrasal_particles", lang))
        #: where the thing is taken, right after the verb and its pronoun ("at", "to")
        self.phrasal_places = frozenset(w.words("phrasal_places", lang))
        #: what may follow a one-word control closing a message, no object of its own
        #: ("for now", "then", "thanks"), the longest first
        self.no_object_tails = sorted(
            {
                x
                for c in ("let_go_tails", "fillers_trail", "for_now", "thanks")
                for x in w.words(c, lang)
            },
            key=len,
            reverse=True,
        )


@lexicon_grammar
def _control_words(w: ListWords) -> dict[str, _ControlWords]:
    """Per language, the control phrase's lists (``_ControlWords``)."""
    return {lang: _ControlWords(w, lang) for lang in LANGUAGES}


def control_said(u: Knowledge, t: Turn, category: str) -> re.Match[str] | None:
    """``intent``, unless the control phrase is a word of a flow's trigger the message says
    ("repeat prescription", "talk to a dietitian" when a flow is asked for that way): the
    author named the request with that word, so it asks for the flow, not for the bot to
    say it again or hand over. (Cancel words inside triggers are weighed where the cancel
    is read: "cancel my booking" names what to cancel.) So is one inside a longer value a
    slot of the domain lists ("真人CS" of a game listed, "人工草坪" of a lawn's kind: a
    HANDOFF_WORD_INSIDE_A_LISTED_VALUE): the author listed it as a thing chosen."""
    m = intent(t, category)
    if m is None:
        return None
    for hit in u.triggers.exact(t.norm):
        inside = hit.start <= m.start() and m.end() <= hit.end
        if inside and hit.end - hit.start > m.end() - m.start():
            return None
    for choices, _ in u.owners.lists:
        for c in choices.mentions(t.norm):
            if c.start <= m.start() and m.end() <= c.end and c.end - c.start > m.end() - m.start():
                return None
    return m


def _names_an_activity(t: Turn, m: re.Match[str]) -> bool:
    """A one-word control verb with someone before it and a word of an activity after it
    ("i had to stop taking it", "she quit eating") says what someone stopped doing, not
    what the bot should stop: the next word carries one of the lexicon's
    ``activity_endings`` ("-ing"). Said as an order, the verb opens the message, soft and
    polite words aside ("stop asking", "cancel everything", "pls stop")."""
    endings = grammar(t.lex, _control_words)[t.lex.language].activity_endings
    following = t.norm[m.end() :].split(maxsplit=1)
    if not following or not endings or not _said_by_someone(t, t.norm[: m.start()]):
        return False
    word = following[0]
    return any(word.endswith(e) and len(word) > len(e) + 2 for e in endings)


def _said_by_someone(t: Turn, before: str) -> bool:
    """Words other than soft and polite ones come before: a subject, an auxiliary."""
    rest = f" {before} "
    soft = [p for c in (*SOFT_LISTS, "polite_asks", "affirm", "deny") for p in t.lex[c].phrases]
    for w in sorted(soft, key=len, reverse=True):
        rest = rest.replace(f" {w} ", " ")
    return bool(rest.strip())


#: the lexicon lists of words that may stand around a control word in a clause of its own
SOFT_LISTS = ("hesitations", "fillers_trail", "answer_fillers", "thanks")


def _whole(t: Turn, words: PhraseSet) -> re.Match[str] | None:
    """The first control phrase of ``words`` that is one as a whole word or a whole clause.

    Chinese has no spaces to tell a word's edges, and a control phrase of one character
    ("停") is far more often part of a word ("停车", "暂停") or a verb of its own sentence
    ("快递员停多久") than a command. Such a phrase counts only as a clause of its own,
    soft words aside ("停", "停停停", "停，不要了"); longer phrases and whole-word English
    ones count where they stand.
    """
    found = words.finditer(t.norm)
    for m in found:
        phrase = m.group(0)
        if len(phrase) > 1 and has_cjk(phrase) and _verb_with_object(t, m):
            continue
        if len(phrase) > 1 or not has_cjk(phrase):
            return m
        if _alone_in_a_clause(t, phrase):
            return m
    return None


def _verb_with_object(t: Turn, m: re.Match[str]) -> bool:
    """A Chinese control phrase that ends in a particle of done things ("算了" of the
    lexicon's ``done_particles``) inside its clause, words of the clause on both sides:
    a verb and its aspect, not the control ("只算了15斤", "我算了一下"). Where it opens or
    closes its clause, soft words aside, it is the control ("算了不卖了", "那就算了吧")."""
    phrase = m.group(0)
    done = grammar(t.lex, _control_words)[t.lex.language].done_particles
    if not any(phrase.endswith(p) for p in done):
        return False
    start = t.norm.rfind(" ", 0, m.start()) + 1
    end = t.norm.find(" ", m.end())
    before, after = t.norm[start : m.start()], t.norm[m.end() : end if end >= 0 else None]
    soft = sorted(
        (p for c in (*SOFT_LISTS, "then_words") for p in t.lex[c].phrases), key=len, reverse=True
    )
    for w in soft:
        before, after = before.replace(w, ""), after.replace(w, "")
    return bool(before) and bool(after)


def _alone_in_a_clause(t: Turn, phrase: str) -> bool:
    """Some clause of the message is ``phrase`` (repeated) and soft words, nothing else."""
    soft = [p for c in SOFT_LISTS for p in t.lex[c].phrases]
    # Chinese typed with spaces for commas: "停停停 不办了" is two clauses
    for clause in t.clauses():
        rest = clause.replace(" ", "")
        if phrase not in rest:
            continue
        rest = rest.replace(phrase, "")
        for w in sorted(soft, key=len, reverse=True):
            rest = rest.replace(w.replace(" ", ""), "")
        if not rest:
            return True
    return False


def _negated_in_clause(t: Turn, category: str) -> bool:
    """The negation before a control phrase sits in the same clause as the phrase ("don't
    cancel", "不要取消"), not in a clause of its own ("Hmm, no, cancel that")."""
    # "no, cancel that" is two answers, not "no cancel"; "不要 取消" one
    for norm in marked_clauses(t.raw):
        m = t.lex[category].search(norm)
        if m is None:
            continue
        before = norm[: m.start()].rstrip()
        return bool(before) and any(
            n.end() == len(before) for n in t.lex["negation"].finditer(before)
        )
    return True


#: the phrase categories ``control_commands`` looks for before resume
CONTROL_CATEGORIES = ("handoff", "cancel", "cancel_all", "repeat", "restart")


def control_gate(lex: Lexicon) -> re.Pattern[str] | None:
    """One regex that finds a phrase of any ``CONTROL_CATEGORIES``: most messages have
    none, and then one search replaces four. The phrases of all of them share one trie,
    so a category more costs next to nothing per message."""
    return PhraseSet.build([p for c in CONTROL_CATEGORIES for p in lex[c].phrases]).regex
