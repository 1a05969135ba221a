"""How many people, said without a count: "me and my wife" (2), "my wife, my two kids and
me" (4), "just me" (1), "my team of 5" (5), "我和我老婆" (2), "我们俩" (2), "一家三口" (3).

People say who is coming rather than how many. A slot that counts people (its name or its
patterns say so: "passengers", "guests", "{value} people") reads these phrases as its value,
so "a flight to Rome for me and my wife" books two seats instead of the default one. The
words come from the lexicon (``companions``, ``party_alone``, ``party_pair``); a group
counts only when it includes the speaker ("me", "I", "我"): "my wife is coming too" says
nothing about whether the speaker travels.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..spec import SlotKind, SlotSpec, SlotType, slot_is
from .grammar_words import grammar, lists_of
from .lexicon import Lexicon, phrase_regex
from .numbers import count_word, zh_to_number
from .value_words import BUILT_IN, Words, alternation, built, own_values


def _people_words(w: Words) -> frozenset[str]:
    return frozenset(x.lower() for x in w.both("people_slot_words"))


def people_words(words: Words = BUILT_IN) -> frozenset[str]:
    """Slot name words and pattern words that make an integer slot that declares no
    ``kind`` a count of people (the fallback guess), of the lexicon in use (``words``)."""
    return built(_people_words, words)


#: the built-in words' guess (kept for readers that take no lexicon's words)
PEOPLE_WORDS = people_words()


def counts_people(spec: SlotSpec, words: Words = BUILT_IN) -> bool:
    """The slot is a number of people: ``kind: people``, or, declaring no kind, its name,
    one of its patterns or what it ``counts`` says so (the lexicon's ``people_slot_words``:
    ``counts: [skater, person, kid]`` counts people, so "me and 2 kids" is 3)."""
    said = people_words(words)
    counted = {c.lower() for c in spec.counts}
    if spec.kind is None and spec.type == SlotType.INTEGER and not counted.isdisjoint(said):
        return True
    return slot_is(spec, SlotKind.PEOPLE, said)


@dataclass(frozen=True)
class Party:
    """A number of people read from a message ("me and my wife": 2), with where it was
    said."""

    size: int
    start: int
    end: int
    raw: str


#: the lists a lexicon's party phrases are built from, kept per language
_PARTY_LISTS = lists_of(
    "companions", "companion_pairs", "party_kinds", "party_age_kinds", "party_alone", "party_pair"
)


def _words(lex: Lexicon, key: str) -> list[str]:
    return [w.lower() for w in grammar(lex, _PARTY_LISTS).own(key, lex.language)]


def _phrases(words: list[str]) -> str:
    """An alternation whose Latin words stand whole ("i" is not in "hi"); none: nothing."""
    return phrase_regex(sorted(set(words), key=len, reverse=True), r"\s+") if words else "(?!)"


class PartyReader:
    """The party phrases of one lexicon, compiled once: the words from its lists and its
    ``values`` section (an author's additions included), one grammar for every language."""

    def __init__(self, lex: Lexicon) -> None:
        w = own_values(lex)
        self.words = w
        companions = _words(lex, "companions")
        plurals = [c + e for c in companions for e in w.words("party_plural_endings")]
        comp, comp_any = _phrases(companions), _phrases(companions + plurals)
        kinds = _words(lex, "party_kinds")
        self.kind_words = frozenset(kinds)
        #: kinds of people by their age ("adults", "kids", "大人"): a count of such kinds
        #: right after a count of another kind breaks that one down (``_sum``)
        self.age_kinds = frozenset(k.lower() for k in _words(lex, "party_age_kinds"))
        self.articles = frozenset(w.words("party_articles"))
        self.measures = tuple(w.words("party_count_measures"))
        colloquial = "".join(w.mapping("colloquial_counts"))
        numerals = w.chars("numeral_digits", "numeral_units") + re.escape(colloquial)
        # a count is a whole number: "120 guests" is no "20 guests" read inside it
        count = (
            rf"(?:(?<![\d.,])\d{{1,3}}|{_phrases(w.words('small_numbers'))}"
            + (rf"|[{numerals}]+" if numerals else "")
            + rf")(?:{alternation(self.measures)})?"
        )
        self._count = count
        sp = r"\s*"
        # "2 adults and 1 child", "两个大人一个小孩": counted kinds of people, summed
        joiner = _phrases(w.words("party_joiners"))
        glued = w.flag("party_glued")
        poss = _phrases(w.words("party_possessives"))
        # "me my wife and our 3 kids": as typed in a chat, a companion's possessive may
        # follow the one before with nothing but a space between them
        sep = (
            rf"\s*(?:[,，、]\s*)?(?:{joiner})?\s*"
            if glued
            else rf"\s*(?:[,，、]\s*(?:(?:{joiner})\s*)?|(?:{joiner})\s*|\s(?=(?:{poss})\s))"
        )
        one = rf"(?:{count}){sp}(?:{_phrases(kinds)})"
        # "2 adults 2 kids": counted kinds typed one after another with nothing but a space
        # between are one party too (each is a count and its kind, so nothing else is joined)
        self.counted = re.compile(rf"{one}(?:(?:{sep}|\s+){one})+", re.IGNORECASE)
        self.count_in = re.compile(rf"(?P<n>{count}){sp}(?P<kind>{_phrases(kinds)})", re.IGNORECASE)
        # "大人两个小孩一个": where words are glued, each kind may be said first and its count
        # after it, the kinds one after another (PEOPLE_COUNTED_PER_GROUP_WITH_THE_COUNT_AFTER)
        kind_first = rf"(?P<kind>{_phrases(kinds)}){sp}(?P<n>{count})(?!\d)"
        self.count_after = re.compile(kind_first, re.IGNORECASE) if glued else None
        self.counted_after = (
            re.compile(rf"{_plain(kind_first)}(?:{sep}{_plain(kind_first)})+", re.IGNORECASE)
            if glued
            else None
        )
        # a companion: "my wife", "my 2 kids", "a friend", "我老婆", "两个孩子"; a plural
        # ("my 3 friends") only with its count: "me and my friends" says no number
        det = _phrases(w.words("party_possessives") + w.words("party_articles"))
        if w.flag("party_bare_companions"):
            other = rf"(?:(?:{poss}){sp})?(?P<n>{count})?{sp}(?:{comp_any})"
        else:
            other = (
                rf"(?:(?:{poss}){sp})?(?P<n>{count}){sp}(?:{comp_any})"
                rf"|(?:{det}){sp}(?:{comp})"
            )
        me = rf"(?P<me>(?:{_phrases(w.words('party_me'))})(?!{alternation(w.words('party_me_not_before'))}))"
        # "me and him": a companion said by a pronoun, one person; not where it owns what
        # follows ("me and her mum", "me and her 2 kids": the companion is after it)
        pronouns = w.words("party_pronouns")
        if pronouns:
            other = (
                rf"{other}|(?:{_phrases(pronouns)})"
                rf"(?!\s+(?:(?:{count}){sp})?(?:{comp_any})\b)"
            )
        # "我和我爸妈": one word that names two people (the lexicon's ``companion_pairs``),
        # tried before the companions it may start with (我爸)
        pairs = _words(lex, "companion_pairs")
        if pairs:
            other = rf"(?:(?:{poss}){sp})?(?P<pair>{_phrases(pairs)})|{other}"
        member = rf"{other}|{me}"
        # "我外婆" to "几位来？", "约推拿 我外公 周六": one companion said as a clause of its
        # own, with a possessive and no count, is the one who comes (a pair word, two);
        # where words are spaced, a clause is only between marks ("a party for my
        # daughter amy" is no party of one)
        edge = r"\s,，、。;；" if glued else r",;.!?"
        self.lone = (
            None
            if not w.flag("party_companion_alone")
            else re.compile(
                rf"(?:^|(?<=[{edge}]))\s*(?P<lone>(?:{poss}){sp}"
                rf"(?:(?P<pair>{_phrases(pairs) if pairs else '(?!)'})|{comp}))"
                rf"\s*(?=$|[{edge}？！。])",
                re.IGNORECASE,
            )
        )
        # "a pitch with my wife": the speaker goes too
        lead = rf"(?P<with>(?:{_phrases(w.words('party_with'))})\s+)(?={_plain(other)})"
        self.group = re.compile(
            rf"{lead}(?:{_plain(other)})(?:{sep}(?:{_plain(member)}))*"
            rf"|(?:{_plain(member)})(?:{sep}(?:{_plain(member)}))+",
            re.IGNORECASE,
        )
        self.member = re.compile(member, re.IGNORECASE)
        # a phrase of one ends where a plural goes on: "就我们俩" holds no "就我"
        not_me = w.words("party_me_not_before")
        plural = rf"(?!{alternation(not_me)})" if not_me else ""
        self.fixed = [
            (re.compile(rf"(?:{_phrases(words)}){plural}", re.IGNORECASE), n)
            for words, n in ((_words(lex, "party_alone"), 1), (_words(lex, "party_pair"), 2))
            if words
        ]
        # "my team of 5", "一家三口"
        before, after = w.words("party_group_before"), w.words("party_group_after")
        self.groups = (
            re.compile(
                rf"(?:{_phrases(before)}){sp}(?P<n>{count})"
                + (rf"{sp}(?:{_phrases(after)})" if after else r"\b"),
                re.IGNORECASE,
            )
            if before
            else None
        )
        # SPEAKERS_COUNTED_BY_A_COLLOQUIAL_NUMBER: "我们仨", "咱仨" (``party_us`` and a count
        # word of ``colloquial_counts`` glued after it) are the speakers, that many, as
        # "我们俩" of ``party_pair`` is two; the word is a count with its measure in it, so
        # nothing after it can make it a count of something else
        us = w.words("party_us")
        self.us = (
            re.compile(rf"(?:{_phrases(us)})(?P<n>[{re.escape(colloquial)}])")
            if us and colloquial
            else None
        )
        # "for 3 of us", "all 5 of us": a count of the speaker's own group
        ours = w.words("party_of_us")
        # ONE_AS_THE_SUBJECT_OF_A_CLAUSE: "one of us can wait" is someone of the party, no
        # count of it (a modal and a verb after it; "one of us will do" stays one)
        modals, enough = w.words("one_subject_modals"), w.words("one_subject_counts")
        subject = (
            rf"(?!{sp}(?:{_phrases(modals)}){sp}(?!(?:{_phrases(enough)})\b))"
            if modals and enough
            else ""
        )
        self.ours = (
            re.compile(rf"\b(?P<n>{count}){sp}(?:{_phrases(ours)})\b{subject}", re.IGNORECASE)
            if ours
            else None
        )
        # "a flight for 2", "a table for four, tomorrow": a bare count after "for", where
        # nothing follows that would make it something else ("for 2 nights", "for 2pm");
        # a weekday or a relative day named next ("for 5 saturday", "for 4 tmrw") is a date
        # of its own, so those words follow it too (a month does not: "for 2 december" is
        # the date)
        days = [*w.words("weekdays"), *w.words("date_offsets")]
        follow = _phrases(w.words("party_for_followers") + days)
        # "for about 40", "for roughly 120": a word of about between (``party_for_about``;
        # BARE_COUNT_AFTER_FOR_ABOUT_IN_A_REQUEST)
        about = w.words("party_for_about")
        roughly = rf"(?:(?:{_phrases(about)})\s+)?" if about else ""
        self.for_n = (
            re.compile(
                rf"(?:{_phrases(w.words('party_for'))})\s+{roughly}(?P<n>{count})"
                rf"(?=\s*(?:$|[,.!?;]|(?:{follow})))",
                re.IGNORECASE,
            )
            if w.words("party_for")
            else None
        )
        # "两大一小": counts of short kinds, summed
        shorts = w.words("party_short_kinds")
        short_one = rf"(?P<n>{count})(?:{alternation(shorts)})"
        self.short = re.compile(rf"(?:{_plain(short_one)}){{2,}}") if shorts else None
        self.short_in = re.compile(short_one) if shorts else None
        # "验光 明天上午10点 2位": a count with a measure word only people take, nothing
        # counted after it (``party_measures_alone``)
        alone = w.words("party_measures_alone")
        self.alone = (
            re.compile(rf"(?P<n>(?<![\d.,])\d{{1,3}}|[{numerals}]+)(?:{alternation(alone)})(?!\w)")
            if alone and numerals
            else None
        )
        gate = [*w.words("party_gate"), *alone]
        self._gate = re.compile(
            "|".join([_phrases(gate), _phrases(kinds)]) if gate or kinds else "(?!)",
            re.IGNORECASE,
        )

    def find(self, text: str) -> list[Party]:
        """Every party phrase in ``text``, with its size, in order."""
        if self._gate.search(text) is None:
            return []  # most messages stop here
        out: list[Party] = []

        def free(m: re.Match[str]) -> bool:
            return all(m.end() <= p.start or m.start() >= p.end for p in out)

        for m in self.group.finditer(text):
            size = self._size(m.group(0), speaker=bool(m.groupdict().get("with")))
            if size is not None:
                out.append(Party(size, m.start(), m.end(), m.group(0)))
        for rx, size in self.fixed:
            for m in rx.finditer(text):
                if free(m):
                    out.append(Party(size, m.start(), m.end(), m.group(0)))
        for group in (self.groups, self.us, self.ours, self.for_n):
            for m in group.finditer(text) if group is not None else ():
                size = self._number(m.group("n"))
                if size is not None and free(m):
                    out.append(Party(size, m.start(), m.end(), m.group(0)))
        for m in self.short.finditer(text) if self.short is not None else ():
            total = self._sum(m.group(0), self.short_in)
            if total is not None and free(m):
                out.append(Party(total, m.start(), m.end(), m.group(0)))
        for m in self.counted_after.finditer(text) if self.counted_after is not None else ():
            size = self._sum(m.group(0), self.count_after)
            if size is not None and free(m):
                out.append(Party(size, m.start(), m.end(), m.group(0)))
        for m in self.counted.finditer(text):
            size = self._sum(m.group(0), self.count_in)
            if size is not None and free(m):
                out.append(Party(size, m.start(), m.end(), m.group(0)))
        for m in self.alone.finditer(text) if self.alone is not None else ():
            size = self._number(m.group("n"))
            if size is not None and free(m):
                out.append(Party(size, m.start(), m.end(), m.group(0)))
        for m in self.lone.finditer(text) if self.lone is not None else ():
            if free(m):
                a, b = m.span("lone")
                out.append(Party(2 if m.group("pair") else 1, a, b, m.group("lone")))
        for m in self.count_in.finditer(text):  # "for 12 people", "20 guests": one count
            size = self._number(m.group("n"))
            # an article is no count of one kind alone: "a people carrier"
            if size is not None and free(m) and m.group("n").lower() not in self.articles:
                out.append(Party(size, m.start(), m.end(), m.group(0)))
        return sorted(out, key=lambda p: p.start)

    def _number(self, said: str) -> int | None:
        """A count as said ("2", "two", "a", "两个", "俩"), its measure word aside."""
        n = said.strip().lower()
        for m in self.measures:
            n = n.removesuffix(m)
        colloquial = self.words.mapping("colloquial_counts")
        got = colloquial.get(n) or count_word(n) or zh_to_number(n)
        return int(got) if got else None

    def _sum(self, group: str, rx: re.Pattern[str] | None) -> int | None:
        """The sum of "2 adults and 1 child"; None when a count is no number. A count of
        a kind that is no age, then counts of ages that add up to it, is that count said
        and then broken down (A_TOTAL_AND_ITS_PARTS_SUMMED: "4 players, 2 adults 2 kids",
        "5个人 3个大人2个小孩" are 4 and 5, not 8 and 10)."""
        counts: list[tuple[int, str]] = []
        for m in rx.finditer(group) if rx is not None else ():
            count = self._number(m.group("n"))
            if count is None:
                return None
            kind = (m.groupdict().get("kind") or "").lower()
            counts.append((count, kind))
        if (
            len(counts) > _PARTS
            and counts[0][1] not in self.age_kinds
            and all(kind in self.age_kinds for _, kind in counts[1:])
            and counts[0][0] == sum(n for n, _ in counts[1:])
        ):
            return counts[0][0]
        return sum(n for n, _ in counts) or None

    def _size(self, group: str, speaker: bool) -> int | None:
        """The speaker plus everyone named; None without the speaker, or with them twice."""
        me, others = (1 if speaker else 0), 0
        for m in self.member.finditer(group):
            if m.group("me"):
                me += 1
                continue
            n = m.group("n")
            if m.groupdict().get("pair"):
                others += 2
                continue
            if not n:
                others += 1
                continue
            count = self._number(n)
            if count is None:
                return None
            others += count
        return me + others if me == 1 and others > 0 else None


#: a total is broken down into two parts at least ("2 adults 2 kids")
_PARTS = 2


def _plain(pattern: str) -> str:
    """``pattern`` without its group names, to be repeated inside a larger pattern."""
    return re.sub(r"\(\?P<\w+>", "(?:", pattern)


#: the party reader of each lexicon object, with the lexicon (kept alive, so its id stays its own)
_READERS: dict[int, tuple[Lexicon, PartyReader]] = {}


def party_reader(lex: Lexicon) -> PartyReader:
    """The party phrases of ``lex``, compiled once per lexicon for every slot that counts
    people: the English regexes take 0.1-0.5 s to compile (2 s on a loaded machine), which
    a slot's first turn paid, in every server worker and once per people slot."""
    got = _READERS.get(id(lex))
    if got is None or got[0] is not lex:
        got = _READERS[id(lex)] = (lex, PartyReader(lex))
    return got[1]
