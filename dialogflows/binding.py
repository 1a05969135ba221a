"""Beliefs that bind: whether a slot's value goes against what the user stated.

A *limit* ("my budget is 5000", an author's ``how: limit``) binds ``money`` slots of its
currency, or the number slots an author names; an *avoid* ("allergic to peanuts", "不吃辣",
an author's ``how: exclude``) binds choice slots whose value, synonyms or ``tags`` mention the
thing; a *default* (an author's ``how: default``) fills a bound slot left empty. A *prefer*
binds nothing here: it is proposed as a value (``nlu/carryover.py``).

One question for the runtime, asked from one place (``Turn.set_slot`` whenever a value is
set or corrected, ``Turn.advance`` again before a task confirms or runs): ``breach``. The
module reads no user text and emits nothing; the turn says and asks. Kept apart from the
turn steps so their shape may change without touching the rules of binding.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .belief_checks import bound_slots
from .nlu.lexicon import has_cjk, load_lexicon, normalize, phrase_regex
from .nlu.value_words import EN, ZH
from .spec import Domain, SlotSpec, SlotType
from .state import Belief

_AMOUNT = (SlotType.MONEY, SlotType.NUMBER, SlotType.INTEGER)
#: how the built-in kinds bind (an author's kind binds as its ``how`` says)
_LIMIT, _AVOID = "limit", "avoid"


def _splitter(joiners: set[str]) -> re.Pattern[str]:
    """Between the things of a list said in one breath: a comma, or one of ``joiners``
    (the ``list_joiners`` of the lexicons in use)."""
    return re.compile(
        r"\s*(?:,|，|、|;|；|" + phrase_regex(sorted(joiners, key=len)[::-1]) + r")\s*"
    )


#: the built-in words' list joiners (a binder reads its domain's lexicons: ``Binder.split``)
_SPLIT = _splitter({*EN.words("list_joiners"), *ZH.words("list_joiners")})


@dataclass(frozen=True)
class Breach:
    """A value that goes against a belief: which belief, and what the reply says of it."""

    belief: str
    how: str  # "limit" or "avoid"
    #: the belief's value as stated (the limit, the thing to avoid)
    limit: Any
    #: for an avoid, the part of the value that holds the thing ("peanuts" of a kit)
    thing: str = ""


class Binder:
    """The binding rules of one domain, worked out at load."""

    def __init__(self, domain: Domain) -> None:
        self.domain = domain
        self.currency = domain.settings.currency
        #: (flow, slot) -> author kinds binding it
        self.kinds: dict[tuple[str, str], list[str]] = {}
        for name, kind in domain.beliefs.items():
            for target in kind.binds:
                for flow, slot in bound_slots(domain, target):
                    self.kinds.setdefault((flow, slot.name), []).append(name)
        lex = load_lexicon(domain.settings.language, tuple(domain.settings.lexicons))
        #: how a built-in key binds when the belief does not say (an LLM's ``set_belief``,
        #: a state saved before kinds): from the lexicons' rules, "budget" -> limit
        self.key_kinds: dict[str, str] = {}
        for language in ("en", "zh"):
            for rule in load_lexicon(language, tuple(domain.settings.lexicons)).beliefs:
                if rule.kind is not None:
                    self.key_kinds.setdefault(rule.key.partition(":")[0], rule.kind)
        #: between the things of an avoided list ("shellfish and nuts"): the lexicons' own
        #: ``list_joiners``, an author's included
        joiners: set[str] = set()
        for language in ("en", "zh"):
            values = load_lexicon(language, tuple(domain.settings.lexicons)).raw.get("values")
            joiners |= {str(w) for w in (values or {}).get("list_joiners") or []}
        self.split = _splitter(joiners) if joiners else _SPLIT
        #: endings a word may carry and still name the same thing ("peanuts" - "peanut")
        self.endings = tuple(
            sorted((str(e) for e in lex.raw.get("word_endings") or []), key=len, reverse=True)
        )

    # -- what binds what -----------------------------------------------------------------
    def kind(self, key: str, belief: Belief) -> str | None:
        """The belief's kind: as stated, else what its key's rules say."""
        return belief.kind or self.key_kinds.get(key.partition(":")[0])

    def how(self, key: str, belief: Belief) -> str | None:
        """``limit``, ``avoid``, ``default`` or None (binds nothing)."""
        kind = self.kind(key, belief)
        author = self.domain.beliefs.get(kind or key)
        if author is not None:
            return {"exclude": _AVOID}.get(author.how, author.how)
        return kind if kind in (_LIMIT, _AVOID) else None

    def binds(self, flow: str, slot: SlotSpec, key: str, belief: Belief) -> bool:
        author = self.domain.beliefs.get(belief.kind or key)
        if author is not None:
            return author.name in self.kinds.get((flow, slot.name), [])
        how = self.how(key, belief)
        if how == _LIMIT:
            value = belief.value
            if isinstance(value, dict) and "currency" in value:
                return slot.type == SlotType.MONEY and self._currency(slot) in (
                    None,
                    value["currency"],
                )
            unit = key.partition(":")[2]  # "limit:packs": a count of packs
            return (
                bool(unit)
                and slot.type in _AMOUNT
                and slot.type != SlotType.MONEY
                and any(self._same(unit, w) for w in _slot_words(slot) if w)
            )
        if how == _AVOID:
            return self._choices(flow, slot) is not None
        return False

    def bound_by(self, flow: str, slot: SlotSpec, beliefs: dict[str, Belief]) -> list[str]:
        """The beliefs that bind ``slot`` (for the state block)."""
        return [k for k, b in beliefs.items() if self.binds(flow, slot, k, b)]

    def defaults(self, flow: str, beliefs: dict[str, Belief]) -> dict[str, Any]:
        """Slot -> value proposed by the author's ``default`` kinds the user stated."""
        out: dict[str, Any] = {}
        for key, belief in beliefs.items():
            kind = self.domain.beliefs.get(belief.kind or key)
            if kind is None or kind.how != "default":
                continue
            for f, slot in (p for t in kind.binds for p in bound_slots(self.domain, t)):
                if f == flow:
                    out.setdefault(slot.name, belief.value)
        return out

    # -- the check -----------------------------------------------------------------------
    def breach(
        self,
        flow: str,
        slot: SlotSpec,
        value: Any,
        beliefs: dict[str, Belief],
        skip: tuple[str, ...] | list[str] = (),
    ) -> Breach | None:
        """The first belief ``value`` goes against, or None. ``skip``: beliefs the user
        chose to go past for this value."""
        if value is None:
            return None
        for key, belief in beliefs.items():
            if key in skip or belief.value is None or not self.binds(flow, slot, key, belief):
                continue
            how = self.how(key, belief)
            if how == _LIMIT and _over(value, belief.value):
                return Breach(key, _LIMIT, belief.value)
            if how == _AVOID:
                thing = self._mentions(flow, slot, value, belief.value)
                if thing is not None:
                    return Breach(key, _AVOID, belief.value, thing)
        return None

    def _currency(self, slot: SlotSpec) -> str | None:
        return slot.currency or self.currency

    def _choices(
        self, flow: str, slot: SlotSpec
    ) -> tuple[list[str], dict[str, list[str]], dict[str, list[str]]] | None:
        if slot.type != SlotType.ENUM:
            return None
        entity = self.domain.entities.get(slot.entity) if slot.entity else None
        values = slot.values or (entity.values if entity is not None else [])
        synonyms = {**(entity.synonyms if entity else {}), **slot.synonyms}
        tags = {**(entity.tags if entity else {}), **slot.tags}
        return values, synonyms, tags

    def _mentions(self, flow: str, slot: SlotSpec, value: Any, avoided: Any) -> str | None:
        """The thing of ``avoided`` that ``value`` (its words, synonyms or tags) names."""
        choices = self._choices(flow, slot)
        if choices is None:
            return None
        _, synonyms, tags = choices
        text = str(value)
        terms = [text, *synonyms.get(text, []), *tags.get(text, [])]
        things = avoided if isinstance(avoided, list) else self.split.split(str(avoided))
        for thing in (str(t).strip() for t in things):
            if thing and any(self._same(term, thing) for term in terms):
                return thing
        return None

    def _same(self, term: str, thing: str) -> bool:
        """One names the other: "peanut" in "peanuts", "晚上" in "晚上来"."""
        a, b = normalize(term), normalize(thing)
        if not a or not b:
            return False
        if has_cjk(a) or has_cjk(b):
            return a in b or b in a
        wa, wb = self._stems(a), self._stems(b)
        return _within(wa, wb) or _within(wb, wa)

    def _stems(self, text: str) -> list[str]:
        out = []
        for w in text.split():
            for e in self.endings:
                if len(w) > len(e) + 2 and w.endswith(e):
                    w = w[: -len(e)]
                    break
            out.append(w)
        return out


def _within(short: list[str], long: list[str]) -> bool:
    """``short``'s words occur, in order and together, in ``long``."""
    n = len(short)
    return any(long[i : i + n] == short for i in range(len(long) - n + 1))


def _amount(v: Any) -> float | None:
    x = v.get("amount") if isinstance(v, dict) else v
    return float(x) if isinstance(x, int | float) and not isinstance(x, bool) else None


def _over(value: Any, limit: Any) -> bool:
    a, most = _amount(value), _amount(limit)
    if a is None or most is None:
        return False
    a_cur = value.get("currency") if isinstance(value, dict) else None
    l_cur = limit.get("currency") if isinstance(limit, dict) else None
    if a_cur and l_cur and a_cur != l_cur:
        return False  # no rate to compare them by: not said to break it
    return a > most


def _slot_words(slot: SlotSpec) -> set[str]:
    words = {slot.name.lower(), *slot.name.lower().split("_")}
    words.update(p.replace("{value}", "").strip().lower() for p in slot.patterns)
    if slot.description:
        words.add(slot.description.lower())
    return words
