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

from ..spec import SlotKind, SlotSpec, slot_is
from .lexicon import Lexicon
from .numbers import count_word, zh_to_number
from .value_words import EN, ZH

#: slot name words and pattern words that make an integer slot that declares no ``kind`` a
#: count of people (the fallback guess)
PEOPLE_WORDS = frozenset(EN.words("people_slot_words") + ZH.words("people_slot_words"))

_EN_ME = r"(?:me|i|myself)"
_EN_GATE = frozenset({"my", "our", "me", "myself", "us", "with", "alone", "solo"})
_PUNCT = str.maketrans(",.!?;:+&", "        ")
_EN_COUNT = r"(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|a couple of)"
_EN_SEP = r"(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*[&+]\s*|\s+plus\s+|\s+with\s+)"
_ZH_ME = r"(?:我|本人)"
_ZH_COUNT = r"(?:[\d两二三四五六七八九]+个?)"
_ZH_SEP = r"(?:和|跟|与|带着|带|还有|加上|、|，|,)?"
#: a count of one kind of people: "两个大人", "一位老人", "3个孩子"
_ZH_KIND_COUNT = r"(?:[\d一两二三四五六七八九十]+(?:个|位|名)?)"
_ZH_BIG_SMALL = re.compile(r"(?P<a>[\d一两二三四五六七八九])大(?P<b>[\d一两二三四五六七八九])小")
_ZH_FAMILY = re.compile(r"一家(?P<n>[\d两二三四五六七八九十]+)口")
_EN_GROUP_OF = re.compile(
    rf"\b(?:team|group|party|family)\s+of\s+(?P<n>{_EN_COUNT}|ten|eleven|twelve)\b", re.IGNORECASE
)
#: "a flight for 2", "a table for four, tomorrow": a bare count after "for", where nothing
#: follows that would make it something else ("for 2 nights", "for 2pm", "for 2 December")
_EN_FOR_N = re.compile(
    r"\bfor\s+(?P<n>\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
    r"(?=\s*(?:$|[,.!?;]|(?:to|from|on|in|at|next|this|tomorrow|today|tonight|and|please)\b))",
    re.IGNORECASE,
)


def counts_people(spec: SlotSpec) -> bool:
    """The slot is a number of people: ``kind: people``, or, declaring no kind, its name or
    one of its patterns says so."""
    return slot_is(spec, SlotKind.PEOPLE, PEOPLE_WORDS)


@dataclass(frozen=True)
class Party:
    size: int
    start: int
    end: int
    raw: str


class PartyReader:
    """The party phrases of one lexicon, compiled once."""

    def __init__(self, lex: Lexicon) -> None:
        self.zh = lex.language == "zh"
        raw = lex.raw
        companions = sorted({str(w).lower() for w in raw.get("companions") or []}, key=len)[::-1]
        alone = sorted({str(w).lower() for w in raw.get("party_alone") or []}, key=len)[::-1]
        pair = sorted({str(w).lower() for w in raw.get("party_pair") or []}, key=len)[::-1]
        comp = "|".join(map(re.escape, companions)) or r"(?!)"
        kinds = sorted({str(w).lower() for w in raw.get("party_kinds") or []}, key=len)[::-1]
        self.kind_words = frozenset(kinds)
        kind = "|".join(map(re.escape, kinds)) or r"(?!)"
        # "2 adults and 1 child", "两个大人一个小孩": counted kinds of people, summed
        count, sep = (_ZH_KIND_COUNT, _ZH_SEP) if self.zh else (_EN_COUNT + r"|one|a|an", _EN_SEP)
        edge = "" if self.zh else r"\b"
        one = rf"{edge}(?:{count})\s*(?:{kind}){edge}"
        self.counted = re.compile(rf"{one}(?:{sep}{one})+", re.IGNORECASE)
        self.count_in = re.compile(rf"(?P<n>{count})\s*(?:{kind})", re.IGNORECASE)

        if self.zh:
            # "我老婆" is one companion, not the speaker and then a companion
            other = rf"(?:我的?)?(?P<n>{_ZH_COUNT})?(?:{comp})"
            member = rf"{other}|(?P<me>{_ZH_ME}(?!们))"
            self.group = re.compile(rf"(?:{_plain(member)})(?:{_ZH_SEP}(?:{_plain(member)}))+")
            self.member = re.compile(member)
            self.fixed = [
                (re.compile("|".join(map(re.escape, w))), n)
                for w, n in ((alone, 1), (pair, 2))
                if w
            ]
        else:
            # a plural ("my 3 friends") only with its count: "me and my friends" says no number
            # "me and two colleagues", "me and a friend": a count or an article will do too
            other = (
                rf"\b(?:(?:my|our)\s+)?(?P<n>{_EN_COUNT})\s+(?:{comp})(?:s|ren)?\b"
                rf"|\b(?:my|our|a|an)\s+(?:{comp})\b"
            )
            member = rf"{other}|(?P<me>\b{_EN_ME}\b)"
            # "a flight with my wife": the speaker goes too
            lead = rf"(?P<with>\bwith\s+)(?={_plain(other)})"
            self.group = re.compile(
                rf"{lead}(?:{_plain(other)})(?:{_EN_SEP}(?:{_plain(member)}))*"
                rf"|(?:{_plain(member)})(?:{_EN_SEP}(?:{_plain(member)}))+",
                re.IGNORECASE,
            )
            self.member = re.compile(member, re.IGNORECASE)
            self.fixed = [
                (re.compile(r"\b(?:" + "|".join(map(re.escape, w)) + r")\b", re.IGNORECASE), n)
                for w, n in ((alone, 1), (pair, 2))
                if w
            ]

    def find(self, text: str) -> list[Party]:
        """Every party phrase in ``text``, with its size, in order."""
        if not self._may_hold(text):
            return []  # most messages stop here
        out: list[Party] = []
        for m in self.group.finditer(text):
            size = self._size(m.group(0), speaker=bool(m.groupdict().get("with")))
            if size is not None:
                out.append(Party(size, m.start(), m.end(), m.group(0)))
        for rx, size in self.fixed:
            for m in rx.finditer(text):
                if all(m.end() <= p.start or m.start() >= p.end for p in out):
                    out.append(Party(size, m.start(), m.end(), m.group(0)))
        if not self.zh:  # "my team of 5", "a party of four", "a family of 3", "for 2"
            for rx in (_EN_GROUP_OF, _EN_FOR_N):
                for m in rx.finditer(text):
                    size = count_word(m.group("n"))
                    if size is not None and all(
                        m.end() <= p.start or m.start() >= p.end for p in out
                    ):
                        out.append(Party(int(size), m.start(), m.end(), m.group(0)))
        if self.zh:  # "两大一小": two adults and a child
            for m in _ZH_BIG_SMALL.finditer(text):
                a, b = zh_to_number(m.group("a")), zh_to_number(m.group("b"))
                if a is not None and b is not None:
                    out.append(Party(int(a) + int(b), m.start(), m.end(), m.group(0)))
        for m in self.counted.finditer(text):
            size = self._counted(m.group(0))
            if size is not None and all(m.end() <= p.start or m.start() >= p.end for p in out):
                out.append(Party(size, m.start(), m.end(), m.group(0)))
        if self.zh:
            for m in _ZH_FAMILY.finditer(text):
                n = zh_to_number(m.group("n"))
                if n is not None and all(m.end() <= p.start or m.start() >= p.end for p in out):
                    out.append(Party(int(n), m.start(), m.end(), m.group(0)))
        return sorted(out, key=lambda p: p.start)

    def _may_hold(self, text: str) -> bool:
        """Whether ``text`` has a word every party phrase needs: "my", "our", "me", "myself",
        "us", "with", "alone", "solo", "of" or "for" ("my wife and I", "just me", "both of
        us", "with two friends", "I'm flying alone", "for 2"); "我",
        "咱" or "一家" in Chinese.
        A few substring tests instead of the patterns, for the messages that have none."""
        if self.zh:
            return (
                "我" in text
                or "咱" in text
                or "一家" in text
                or ("大" in text and "小" in text)
                or any(w in text for w in self.kind_words)
            )
        low = text.lower()
        words = low.translate(_PUNCT).split()
        return (
            " of " in low
            or "for " in low
            or not _EN_GATE.isdisjoint(words)
            or not self.kind_words.isdisjoint(words)
        )

    def _counted(self, group: str) -> int | None:
        """The sum of "2 adults and 1 child"; None when a count is no number."""
        total = 0
        for m in self.count_in.finditer(group):
            n = m.group("n").lower()
            count = (
                1
                if n in ("a", "an", "one")
                else (zh_to_number(n.rstrip("个")) if self.zh else count_word(n))
            )
            if count is None:
                return None
            total += int(count)
        return total or None

    def _size(self, group: str, speaker: bool) -> int | None:
        """The speaker plus everyone named; None without the speaker, or with them twice."""
        me, others = (1 if speaker else 0), 0
        for m in self.member.finditer(group):
            if m.group("me"):
                me += 1
                continue
            n = m.group("n")
            if not n:
                others += 1
                continue
            count = zh_to_number(n.rstrip("个")) if self.zh else count_word(n)
            if count is None:
                return None
            others += int(count)
        return me + others if me == 1 and others > 0 else None


def _plain(pattern: str) -> str:
    """``pattern`` without its group names, to be repeated inside a larger pattern."""
    return re.sub(r"\(\?P<\w+>", "(?:", pattern)
