"""Whole-message replies: what a short answer is made of (yes, no, cancel, soft words).

Compiled once per lexicon and asked by every reader that must tell "yes, book it" from
"yes, but ..." or "算了" alone from "算了，换成…". It reads words only; it knows no flow.
"""

from __future__ import annotations

from .grammar_words import grammar, lists_of
from .lexicon import Lexicon, PhraseSet, has_cjk, normalize
from .phrases import APOSTROPHE, typed_bare
from .trigger_hits import TriggerHit


def strip_trailing(text: str, lex: Lexicon, *, glued: bool = False) -> str:
    """``text`` normalized, without the one trailing filler it closes with ("the date
    please"), so that what is left can be compared with a name. A filler counts as a word
    of its own only: with ``glued``, a Chinese one may also be typed onto the word before
    it ("发票吧"), for a clause compared whole with a slot's label; a flow's name is not
    read so, as a name may end with the filler's character ("酒吧")."""
    low = normalize(text)
    for f in lex["fillers_trail"].ending(low):
        if low.endswith(" " + f) or (glued and has_cjk(f) and low.endswith(f)):
            return low[: -len(f)].strip()
    return low


#: what a reply is made of: its kinds of words, and the lexicon lists they come from.
#: ``proceed`` ("book it", "下单"), ``hesitations`` ("hmm", "嗯") and ``answer_fillers``
#: ("and", "right away", "那就") are lexicon lists too.
#: ``waits`` and ``unsure`` ("hold on", "不确定", "都行") are read as words of their own, so
#: that the "不" of "不确定" and the "行" of "都行" are no no and no yes.
#: A wait ("hold on", "等等") is an aside of its own kind: it may open an answer ("等等，
#: 不对", "wait, no"), where "不知道" may not.
YES = "yes"
NO = "no"
CANCEL = "cancel"
SOFT = "soft"
ASIDE = "aside"
WAIT = "wait"
REPLY_KINDS: dict[str, tuple[str, ...]] = {
    YES: ("affirm", "proceed"),
    NO: ("deny",),
    CANCEL: ("cancel",),
    SOFT: ("fillers_trail", "thanks", "hesitations", "answer_fillers"),
    ASIDE: ("unsure",),
    WAIT: ("waits",),
}
#: the lexicon lists the replies are read from, each in the lexicon's own language
_REPLY_LISTS = lists_of(
    *dict.fromkeys(c for categories in REPLY_KINDS.values() for c in categories),
    "requests",
    "proceed_leads",
    "proceed_complements",
)
#: the words that may stand around a cancel phrase and still leave it the whole answer
ANSWER_WORDS = frozenset({YES, NO, CANCEL, SOFT})
#: soft words only: what may stand beside a reading ("3 bags, thanks") and leave it the
#: whole message (``Replies.only(rest, SOFT_ONLY)``)
SOFT_ONLY = frozenset({SOFT})
#: the punctuation (and spaces) around the parts of a message: what is left once it is
#: stripped of these is what the part says
PUNCTUATION = " ,.!?;:，。！？；：、"
#: replies longer than this are sentences, not answers; they are not tokenized
MAX_REPLY = 120
#: how close after a request word a flow's name must come: "I need a hotel", "I want a
#: nice hotel", not "I want to arrive early because of my hotel"
NAMED_WITHIN = 3


class Replies:
    """Whole-message answers of one lexicon, compiled once: every phrase of the reply
    lists in one alternation, and each phrase's kinds (yes, no, cancel, soft)."""

    def __init__(self, lex: Lexicon) -> None:
        kinds: dict[str, set[str]] = {}
        for kind, categories in REPLY_KINDS.items():
            for c in categories:
                for p in _go_aheads(lex) if c == "proceed" else _phrases(lex, c):
                    kinds.setdefault(p, set()).add(kind)
        # GO_AHEAD_TYPED_WITHOUT_ITS_APOSTROPHE: "thats great book it in" is read as
        # "that's great book it in": a reply word typed bare has its kinds, unless a list
        # holds the bare form as a word of its own
        written = set(kinds)
        for p in written:
            bare = p.replace(APOSTROPHE, "")
            if bare and bare not in written:
                kinds.setdefault(bare, set()).update(kinds[p])
        self.kinds = {p: frozenset(k) for p, k in kinds.items()}
        self.words = PhraseSet.build(list(self.kinds))
        self.requests = PhraseSet.build(
            list(grammar(lex, _REPLY_LISTS).own("requests", lex.language))
        )
        #: go-ahead words ("book it", "下单"), more than a yes: they ask for the thing done
        self.proceed = PhraseSet.build(typed_bare(_go_aheads(lex)))
        #: the last message tokenized: one turn asks about the same message several times
        self._last: tuple[str, list[frozenset[str]], int] = ("", [], 0)

    def tokens(self, norm: str) -> tuple[list[frozenset[str]], int]:
        """The kinds of the reply words ``norm`` starts with, greedily longest first, and
        where the first word that is not one stands (``len(norm)`` when all are)."""
        one = self.kinds.get(norm)
        if one is not None:  # "yes", "好的": the whole message is one reply word
            return [one], len(norm)
        last = self._last
        if last[0] == norm:
            return last[1], last[2]
        rx = self.words.regex
        out: list[frozenset[str]] = []
        pos, size = 0, len(norm)
        if rx is None or size > MAX_REPLY:
            return out, pos
        while pos < size:
            m = rx.match(norm, pos)
            if m is None or m.end() == pos:
                break
            out.append(self.kinds.get(m.group(0), frozenset()))
            pos = m.end()
            if pos < size and norm[pos] == " ":
                pos += 1
        self._last = (norm, out, pos)
        return out, pos

    def only(self, norm: str, allowed: frozenset[str]) -> bool:
        """``norm`` is nothing but reply words of the ``allowed`` kinds."""
        found, pos = self.tokens(norm)
        return pos == len(norm) and all(k & allowed for k in found)

    def is_(self, kind: str, norm: str) -> bool:
        """The whole message is a ``kind`` (yes or no) answer: words of that kind, polite
        and hesitation words around them, nothing else ("Yes, that's right, book it",
        "Hmm, no", "好的，帮我订")."""
        one = self.kinds.get(norm)
        if one is not None:  # the common case, "yes" or "好的": one dictionary lookup
            return kind in one
        found, pos = self.tokens(norm)
        if not found or pos != len(norm):
            return False
        seen = False
        for k in found:
            if kind in k:
                seen = True
            elif SOFT not in k:
                return False
        return seen

    def leads_with(self, kind: str, norm: str) -> bool:
        """After any hesitation, polite or wait words, the message opens with a ``kind``
        word: "Hmm, no, the suite is fine" opens with a no, and so does "等等，先不取消了"
        (the wait is the user stopping to say it, not a wait for time)."""
        found, _ = self.tokens(norm)
        for k in found:
            if kind in k:
                return True
            if SOFT not in k and WAIT not in k:
                return False
        return False

    def requested(self, norm: str, name_words: dict[str, str]) -> list[TriggerHit]:
        """Flows a request names ("Now I need a hotel in Rome", "I want a hotel too"): a
        word of a flow's name within ``NAMED_WITHIN`` words after a request word. Weak
        evidence (0.6), yet enough to switch tasks, where a name merely mentioned ("I
        want to arrive early because of my hotel") is not."""
        hits: dict[str, TriggerHit] = {}
        for m in self.requests.finditer(norm):
            for w in norm[m.end() :].split()[:NAMED_WITHIN]:
                flow = name_words.get(w)
                if flow is not None and flow not in hits:
                    hits[flow] = TriggerHit(flow, 0.6, len(w), 0, 0)
                    break
        return list(hits.values())


def _phrases(lex: Lexicon, category: str) -> list[str]:
    found = lex[category].phrases
    if found:
        return list(found)
    own = grammar(lex, _REPLY_LISTS).own(category, lex.language)
    return [normalize(w) for w in own if normalize(w)]


def _go_aheads(lex: Lexicon) -> list[str]:
    """The go-ahead words (``proceed``) and their forms with a lead asking it done for the
    speaker before (``proceed_leads``: 给我 + 预订) and a complement of done after
    (``proceed_complements``: 预订 + 上): GO_AHEAD_WITH_ITS_LEAD_OR_COMPLEMENT_OF_DONE, "行
    就这样 给我预订上吧" at the confirmation was no yes (its 预订 read, 给我 and 上 left over:
    a Chinese go-ahead is a verb of booking between these, and the lists held a few
    spelled whole, 帮我约上 of them, so 帮我约 matched inside a longer one and split it)."""
    base = _phrases(lex, "proceed")
    leads = _phrases(lex, "proceed_leads")
    ends = _phrases(lex, "proceed_complements")
    if not leads and not ends:
        return base

    def joined(*parts: str) -> str:
        return ("" if all(has_cjk(x) for x in parts) else " ").join(parts)

    led = [joined(a, p) for p in base for a in leads if not p.startswith(a)]
    done = [joined(p, c) for p in (*base, *led) for c in ends]
    return list(dict.fromkeys((*base, *led, *done)))
