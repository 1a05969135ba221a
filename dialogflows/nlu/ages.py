"""An age said in a message: "I'm 30", "30 years old", "driver is 45", "我30岁".

An integer slot that holds an age took a number only as the answer to its own question,
so "rent a car from the airport dec 14 to dec 18, compact, im 30" asked the age again. The
ways an age is said are the lexicon's (``age_phrases``, {n} the number), read for a slot of
``kind: age``, or, declaring no kind, an integer slot whose name holds one of
``age_slot_words`` (the fallback guess, like people and nights).
"""

from __future__ import annotations

import re

from ..spec import SlotKind, SlotSpec, SlotType, slot_is
from .hole_phrases import hole_forms, hole_values
from .numbers import NumberGrammar
from .parsed import Parsed
from .time_counts import time_unit
from .value_words import Words, built


def holds_age(spec: SlotSpec, words: Words) -> bool:
    """The slot is an age: declared, or guessed from its name. A slot that counts a unit of
    time (``counts: 月``: a baby's age in months) holds no age in years: "一岁了" is 12 of
    it, read as a length of time (AGE_IN_YEARS_GIVEN_TO_A_SLOT_COUNTING_MONTHS)."""
    if spec.type != SlotType.INTEGER or time_unit(spec, words) is not None:
        return False
    names = frozenset(w.lower() for w in words.both("age_slot_words"))
    return slot_is(spec, SlotKind.AGE, names)


#: where a Chinese clause ends after an age said bare: a space typed for a comma, a mark,
#: the end
_CLAUSE_CLOSE = r"(?:\s|[，,。.!！?？；;~～]|$)"


class AgeGrammar:
    """The age phrases of one ``Words``, compiled once (``built``)."""

    def __init__(self, w: Words) -> None:
        self.numbers = built(NumberGrammar, w)
        number = rf"(\d{{1,3}}|{self.numbers.numeral_chars}{{1,4}})"
        phrases = w.both("age_phrases")
        # a Chinese phrase has no edges, but its number starts where no digit stands before
        # it: "孩子9岁", "她9岁"
        body = hole_forms(phrases, number, r"(?<!\d)")
        self.pattern = re.compile(rf"(?:{body})(?![a-z0-9])", re.IGNORECASE) if body else None
        joiners = "|".join(
            re.escape(j) for j in sorted(w.both("item_joiners"), key=len, reverse=True)
        )
        #: a number listed right after an age ("theyre 71 and 76", "71, 76"): an age too
        self.listed = re.compile(
            rf"\s*(?:,\s*(?:(?:{joiners})\s*)?|(?:{joiners})\s*)(?<![a-z0-9])(\d{{1,3}})"
            # and closing its clause or the list: "shes 9 and 2 friends are coming" lists none
            rf"(?=\s*(?:$|[,.!?;，。！？；、]|(?:{joiners})(?![a-z])))",
            re.IGNORECASE,
        )

    def find(self, text: str) -> list[Parsed]:
        """Every age said in ``text``, as the number's span."""
        return hole_values(self.pattern, text, self.numbers.count)

    def listed_after(self, text: str, found: list[Parsed]) -> list[Parsed]:
        """TWO_VALUES_FOR_ONE_SLOT_IN_A_REQUEST_DROPPED_SILENTLY: the numbers listed right
        after an age found, joined by a comma or an ``item_joiners`` word ("theyre 71 and
        76"): ages of the same phrase, said once for the two people."""
        out: list[Parsed] = []
        for p in found:
            end = p.end
            while (m := self.listed.match(text, end)) is not None:
                out.append(Parsed(int(m.group(1)), m.group(1), 1.0, m.start(1), m.end(1)))
                end = m.end(1)
        return out


def find_ages(text: str, words: Words, holder: re.Pattern[str] | None = None) -> list[Parsed]:
    """The ages said in ``text`` with ``words``' phrases, and of the slot's ``holder``."""
    grammar = built(AgeGrammar, words)
    found = grammar.find(text)
    if holder is None:
        return _with_listed(grammar, text, found)
    numbers = built(NumberGrammar, words)
    for m in holder.finditer(text):
        n = numbers.count(m.group("n"))
        if n is not None and not any(p.start < m.end("n") and m.start("n") < p.end for p in found):
            found.append(Parsed(n, m.group(0).strip(), 1.0, m.start("n"), m.end("n")))
    return _with_listed(grammar, text, found)


def _with_listed(grammar: AgeGrammar, text: str, found: list[Parsed]) -> list[Parsed]:
    """``found`` and the ages listed after them, in the order said."""
    more = [
        q
        for q in grammar.listed_after(text, found)
        if not any(p.start < q.end and q.start < p.end for p in found)
    ]
    return sorted([*found, *more], key=lambda p: p.start)


def age_holder(spec: SlotSpec, words: Words) -> re.Pattern[str] | None:
    """Whose age the slot holds, as the lexicon's ``age_of_phrases`` read it ("driver is 45"
    for the label "driver's age" or the name ``driver_age``): the words of its label (else
    its name) once the age words and a possessive ending are gone; when nothing is left
    ("age"), the family the lexicon's ``age_of_family`` names ("my son is 7"). Chinese
    says it with the family too, or the label's person ("我爸82了", "老人都90了" for the
    label 老人年龄), since its words have no spaces to part the label by. None when neither
    language has such phrases. The phrases put ``{who}`` before ``{n}``; the number is the
    pattern's group ``n``."""
    ages = {w.lower() for w in words.both("age_slot_words")}
    heads = [h for h in (_english_heads(spec, words, ages), _chinese_heads(spec, words, ages)) if h]
    if not heads:
        return None
    numbers = built(NumberGrammar, words)
    number = rf"(?:\d{{1,3}}|{numbers.numeral_chars}{{1,4}})"
    return re.compile(rf"(?:{'|'.join(heads)})(?P<n>{number})", re.IGNORECASE)


def _english_heads(spec: SlotSpec, words: Words, ages: set[str]) -> str:
    """The English phrases' words before the age, each followed by a look at the number."""
    endings = sorted(words.en.words("possessive_endings"), key=len, reverse=True)
    who = []
    for word in (spec.label or spec.name.replace("_", " ")).lower().split():
        word = next((word[: -len(e)] for e in endings if word.endswith(e)), word)
        if word and word not in ages:
            who.append(word)
    phrases = [p for p in words.en.words("age_of_phrases") if p.endswith("{n}")]
    if not phrases or not all(w.isascii() for w in who):
        return ""
    family = sorted(words.en.words("age_of_family"), key=len, reverse=True)
    said_as_family = "(?:" + "|".join(r"\s+".join(map(re.escape, f.split())) for f in family) + ")"
    if who:
        person = r"\s+".join(re.escape(w) for w in who)
        # AGE_OF_FAMILY_UNDER_A_LABEL_NAMING_A_CHILD: a label naming the one the task is
        # for only as a child ("child's age"; the lexicon's ``age_of_family_labels``) takes
        # that child said as family too ("my daughter is 9")
        if family and " ".join(who) in words.en.words("age_of_family_labels"):
            person = f"(?:{person}|{said_as_family})"
    else:  # "age": the one the task is for, said as family ("my son is 7")
        if not family:
            return ""
        person = said_as_family
    heads = []
    for phrase in phrases:
        parts = phrase[: -len("{n}")].split()
        heads.append(r"\s+".join(re.escape(p).replace(re.escape("{who}"), person) for p in parts))
    body = "|".join(f"(?:{h})" for h in sorted(set(heads), key=len, reverse=True))
    return rf"(?<![\w'])(?:{body})\s*(?=\d{{1,3}}(?![a-z0-9]))"


def _chinese_heads(spec: SlotSpec, words: Words, ages: set[str]) -> str:
    """The Chinese phrases ("{who}{n}了"): the family or the label's person, what stands
    between it and the age, and a look past the number at what must follow it."""
    phrases = [p for p in words.zh.words("age_of_phrases") if p.startswith("{who}") and "{n}" in p]
    people = set(words.zh.words("age_of_family"))
    label = spec.label or ""
    if label and not label.isascii():
        for age in ages:
            label = label.replace(age, "")
        if label:
            people.add(label)
    if not phrases or not people:
        return ""
    person = "(?:" + "|".join(re.escape(p) for p in sorted(people, key=len, reverse=True)) + ")"
    number = rf"(?:\d{{1,3}}|{built(NumberGrammar, words).numeral_chars}{{1,4}})"
    heads = []
    for phrase in phrases:
        between, _, after = phrase[len("{who}") :].partition("{n}")
        # PRONOUN_AND_BARE_AGE: a phrase with nothing after the age ("{who}{n}": "他76
        # 要轮椅") takes it only as the end of its clause ("他3点到" says no age)
        close = re.escape(after) if after else _CLAUSE_CLOSE
        heads.append(person + re.escape(between) + rf"(?={number}{close})")
    return "|".join(f"(?:{h})" for h in sorted(set(heads), key=len, reverse=True))
