"""A count said inside a Chinese trigger, between its verb and its noun: "买20节吉他课" is
买课, "洗20张6寸的照片" 洗照片. Chinese puts the count there, so the trigger is matched on
the message with the count (and a listed value after it) taken out; a short modifier after
the count ("想修几本旧书", "摔坏的") goes with it when the trigger then stands whole."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..spec import Domain
from .flow_values import listed_values
from .grammar_words import Lexicons
from .lexicon import Lexicon, PhraseSet, has_cjk
from .numbers import NumberGrammar
from .trigger_list_words import TriggerListWords
from .value_words import Words, alternation, built


def counted_in_trigger(
    domain: Domain, lexicons: Lexicons, lw: TriggerListWords, vague: bool = False
) -> re.Pattern[str] | None:
    """A count with its measure word said inside a run of Chinese characters, and a listed
    value of the domain right after it: Chinese puts the count between a verb and its noun
    ("买20节吉他课", "洗20张6寸的照片", "订两张票", "约两个人的足疗": people, the lexicon's
    ``party_kinds``, counted), so a trigger split there ("买课",
    "洗照片") is said whole. The measure words are the lexicon's ``classifiers`` and what
    the domain's slots count or measure; None for a domain without Chinese triggers.
    ``vague``: a vague count (the lexicon's ``vague_counts``: "想洗几双鞋", a few pairs)
    stands for the number too; read only in a message that states a want, since without
    one "能洗几双鞋？" asks how many."""
    if not any(has_cjk(t) for f in domain.flows.values() for t in f.triggers):
        return None
    measures = set(lw.classifiers)
    values: set[str] = set()
    for flow in domain.flows.values():
        for slot in flow.slots:
            measures |= {m for m in (*slot.counts, *slot.measures) if has_cjk(m)}
        values |= {v.replace(" ", "") for v in listed_values(domain, flow) if has_cjk(v)}
    values |= set(lw.party_kinds)  # "约两个人的足疗": a count of people, then the noun
    zh = next((x for x in _as_tuple(lexicons) if x.language == "zh"), None)
    number = built(NumberGrammar, Words.of(zh)).numeral_chars
    few = [str(w) for w in zh.raw.get("vague_counts") or []] if zh is not None and vague else []
    count = rf"(?:{number}+|{alternation(sorted(few))})" if few else f"{number}+"
    value = alternation(sorted(values)) if values else "(?!)"
    return re.compile(
        rf"(?<=[\u4e00-\u9fff]){count}\s*(?:{alternation(sorted(measures))})"
        rf"(?:(?:{value})(?:{lw.count_ties})?)?(?=[\u4e00-\u9fff])"
    )


def _as_tuple(lexicons: Lexicons) -> tuple[Lexicon, ...]:
    if lexicons is None:
        return ()
    return (lexicons,) if isinstance(lexicons, Lexicon) else tuple(lexicons)


def taken_out(rx: re.Pattern[str], text: str) -> tuple[str, list[int]]:
    """``text`` without what ``rx`` matches, and where each character left stood in it."""
    kept: list[int] = []
    last = 0
    for m in rx.finditer(text):
        kept += range(last, m.start())
        last = m.end()
    kept += range(last, len(text))
    return "".join(text[i] for i in kept), kept


#: the longest modifier read between a count and a trigger's noun: one or two characters
#: ("旧", "小号"), or up to three closed by a word that ties them to the noun ("摔坏的")
_BARE_MODIFIER = 2
_TIED_MODIFIER = 3


def modified(rx: re.Pattern[str], ties: str, text: str) -> list[tuple[str, list[int]]]:
    """``text`` without each count ``rx`` matches and a short modifier right after it
    (``taken_out``'s pair per reading): "想修几本旧书" read as 想修书. Chinese puts an adjective
    between the count and the noun as it puts the count between the verb and the noun, and
    no list can hold every adjective, so each short run of characters there is tried; the
    caller keeps a reading only where a trigger then stands across the gap (the modifier is
    never the trigger's own noun: the noun must follow it). ``ties``: the lexicon's
    ``count_ties`` (的), which close a longer modifier."""
    tied = re.compile(rf"[\u4e00-\u9fff]{{1,{_TIED_MODIFIER}}}(?:{ties})") if ties else None
    out: list[tuple[str, list[int]]] = []
    for m in rx.finditer(text):
        tail = text[m.end() :]
        # each length of modifier, the noun's first character right after it
        lengths = [n for n in range(1, _TIED_MODIFIER + 3) if _cjk(tail[: n + 1], n + 1)]
        for n in lengths:
            if n > _BARE_MODIFIER and (tied is None or tied.fullmatch(tail[:n]) is None):
                continue
            kept = [*range(m.start()), *range(m.end() + n, len(text))]
            out.append(("".join(text[i] for i in kept), kept))
    return out


_HAN = re.compile(r"[\u4e00-\u9fff]+")


def _cjk(part: str, length: int) -> bool:
    """``part`` is ``length`` Chinese characters."""
    return len(part) == length and _HAN.fullmatch(part) is not None


class CountedTriggers:
    """The counts a domain's Chinese triggers may hold inside them (``counted_in_trigger``),
    exact and, in a message that states a want, vague ("想洗几双鞋": a few pairs, wanted)."""

    def __init__(self, domain: Domain, lexicons: Lexicons, lw: TriggerListWords) -> None:
        self.counted = counted_in_trigger(domain, lexicons, lw)
        self.vague = counted_in_trigger(domain, lexicons, lw, vague=True)
        self.wants = lw.wants
        #: what ties a modifier to the noun after a count ("摔坏的"; ``modified``)
        self.ties = lw.count_ties

    def said(self, norm: str, phrases: PhraseSet) -> Iterator[tuple[str, int, int]]:
        """Each phrase of ``phrases`` said in ``norm`` with a count inside it, with where it
        stands in ``norm`` (from its first character to its last, the count between)."""
        counted = self.counted
        if counted is not None and self.wants.search(norm) is not None:
            counted = self.vague
        if counted is None or counted.search(norm) is None:
            return
        # the count alone taken out, then with a short modifier after it ("几本旧书")
        for bare, at in [taken_out(counted, norm), *modified(counted, self.ties, norm)]:
            for m in phrases.finditer(bare):
                start, end = at[m.start()], at[m.end() - 1] + 1
                if end - start > len(m.group(0)):  # a count stood inside it
                    yield m.group(0), start, end
