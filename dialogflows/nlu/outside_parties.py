"""A message told of someone outside the business: who it is about is not the business.

COMPLAINT_ABOUT_AN_OUTSIDER_READ_AS_A_REQUEST: a complaint whose subject, opening the
message, is a party outside any business one deals with ("the courier bent the box, useless
lot", "royal mail lost my parcel again", "快递把我的主机箱子压扁了 气死了", "隔壁那家收费贵
得离谱"; the lexicon's ``outside_parties``, after at most one of its ``party_determiners``:
"my neighbour", "his teacher", "隔壁那家") tells of what that party did. It asks for no
flow: neither the flow of the thing it names nor the one complaints are told to. Meaning
alone cannot tell whom a complaint is about (every complaint is near the complaints by its
judging words), so the subject's form decides.

A party the domain's author writes of is the business itself or its part ("courier" where a
flow sends parcels, "快递" where one takes them): no outsider there. Written of means a word
of the party (English; an ending of two letters at most aside: "couriers", "courier") or two Chinese characters of it running in any
text of the author's (``thing_asked.author_pairs``).
"""

from __future__ import annotations

import re

from ..spec import Domain
from .clauses import CLAUSE_BREAK
from .grammar_words import grammar, lists_of
from .lexicon import Lexicon, normalize
from .thing_asked import author_pairs, domain_names

_PARTY_LISTS = lists_of(
    "outside_parties",
    "party_determiners",
    "own_people",
    "former_parties",
    "business_pronouns",
    "provider_words",
)

#: an English word: a party is written of when one of its words is
_WORD = re.compile(r"[a-z]+")
#: how many words after a former provider's determiner may name the provider ("the last
#: aerial company", "our old car wash guy")
_PROVIDER_REACH = 4
#: a Chinese character: Chinese parties are told apart by their characters
_CJK = re.compile(r"[\u4e00-\u9fff]")


def _same_word(a: str, b: str) -> bool:
    """``a`` and ``b`` are one word but for an ending of two letters at most ("couriers" of
    "courier"), each of four letters at least, or the same word."""
    if a == b:
        return True
    short, long = sorted((a, b), key=len)
    return len(short) >= 4 and long.startswith(short) and len(long) - len(short) <= 2


class OutsideParties:
    """The parties outside ``domain``'s business a message may open with."""

    def __init__(self, domain: Domain) -> None:
        texts = domain_names(domain)
        self._words = frozenset(w for x in texts for w in _WORD.findall(normalize(x)))
        self._pairs = author_pairs(domain)

    def opens(self, lex: Lexicon, opening: str, key: str = "outside_parties") -> bool:
        """``opening`` (a message without the words it leads with) opens with a party
        outside the business (one of the lexicon's ``key``), at most one determiner before
        it, that the author never writes of."""
        lists = grammar(lex, _PARTY_LISTS)
        text = opening
        for det in sorted(lists.own("party_determiners", lex.language), key=len, reverse=True):
            d = normalize(det)
            if d and text.startswith(d) and (_CJK.match(d[-1]) or text[len(d) : len(d) + 1] == " "):
                text = text[len(d) :].lstrip()
                break
        for said in sorted(lists.own(key, lex.language), key=len, reverse=True):
            party = normalize(said)
            if not party or not text.startswith(party):
                continue
            after = text[len(party) : len(party) + 1]
            if not _CJK.match(party[-1]) and after.isalnum():
                continue  # "couriers" is said by "courier" + s only where listed so
            if not self._written_of(party):
                return True
        return False

    def own_people(self, lex: Lexicon, opening: str) -> bool:
        """STORY_ABOUT_OTHERS_TAKEN_BY_THE_COMPLAINT_FLOW: ``opening`` opens with one of the
        speaker's own people (the lexicon's ``own_people``: family, friends, classmates,
        colleagues; "my wife keeps leaving…", "我闺蜜玩到一半…", "孩子同桌…"), at most one
        determiner before it, whom the author never writes of: what is told is what that
        person did, not the business's doing."""
        return self.opens(lex, opening, "own_people")

    def former(self, lex: Lexicon, opening: str) -> bool:
        """FORMER_PROVIDER_TAKEN_FOR_THE_BUSINESS: ``opening`` opens with a provider the
        speaker had before this one (the lexicon's ``former_parties``: "the last carpet
        fitters we used", "our old landlord", "之前那家救援公司"), and its first clause names
        not the business (``business_pronouns``: "the last fitter you sent" is its own):
        what is told is what that other provider did, whatever trade it shares."""
        lists = grammar(lex, _PARTY_LISTS)
        for said in sorted(lists.own("former_parties", lex.language), key=len, reverse=True):
            det = normalize(said)
            if not det or not opening.startswith(det):
                continue
            rest = opening[len(det) :]
            if not _CJK.match(det[-1]) and not rest.startswith(" "):
                continue  # "the lasting…" is no "the last"
            clause = CLAUSE_BREAK.split(rest.strip(), maxsplit=1)[0]
            if any(
                self._says(normalize(p), clause)
                for p in lists.own("business_pronouns", lex.language)
            ):
                return False
            # "the last carpet fitters", "our old car wash guy": a provider named within
            # the next few words (``provider_words``; none listed: the determiner says it,
            # as "之前那家" does), not a thing ("our old carpet is worn through")
            providers = [normalize(p) for p in lists.own("provider_words", lex.language)]
            head = " ".join(clause.split()[:_PROVIDER_REACH])
            return not providers or any(self._says(p, head) for p in providers)
        return False

    @staticmethod
    def _says(word: str, clause: str) -> bool:
        if not word:
            return False
        if _CJK.search(word):
            return word in clause
        return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", clause) is not None

    def _written_of(self, party: str) -> bool:
        if _CJK.search(party):
            return any(party[i : i + 2] in self._pairs for i in range(len(party) - 1))
        return any(_same_word(w, a) for w in _WORD.findall(party) for a in self._words)
