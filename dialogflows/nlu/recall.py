"""Questions about something the bot handed out: "what was my reservation number again?",
"我的订单号是多少？".

An action's results may be entities (a booking reference, an order number); they go on the
entity stack, and the prompt shows them to the bot's model. A bot without a model needs the
rules to answer, or the user gets the list of flows. The words that name such an entity are
the author's, gathered once per domain: the entity's name ("booking"), the words of the
result and slot names that hold it ("reservation" of ``reservation_id``) and the
descriptions of those slots ("订单号"). A question with one such word, about an entity the
stack holds, is a ``Recall``; anything else stays talk.

Only entities that actions produce are recalled: a city was said by the user, and "which city
was it?" has no one answer when a trip names two.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Recall
from ..spec import Domain
from .lexicon import PhraseSet, normalize
from .mood import mood
from .utterance import Turn

if TYPE_CHECKING:
    from .rules import RuleUnderstander

#: words of a name that say nothing about what is named
_GENERIC = frozenset({"id", "no", "number", "code", "ref", "the", "my"})


class EntityWords:
    """The words that name each entity type an action produces, compiled once."""

    def __init__(self, domain: Domain) -> None:
        produced = {r.entity for f in domain.flows.values() for r in f.results if r.entity}
        names: dict[str, set[str]] = {e: {e} for e in produced}
        for flow in domain.flows.values():
            holders = [(r.name, r.entity, r.description) for r in flow.results]
            holders += [(s.name, s.entity, s.description) for s in flow.slots]
            for name, entity, description in holders:
                if entity not in names:
                    continue
                words = names[entity]
                words.update(w for w in name.split("_") if w not in _GENERIC)
                if description:
                    words.add(description)
        self.by_word: dict[str, str] = {}
        for entity, words in names.items():
            for w in words:
                key = normalize(w.replace("_", " "))
                if key and self.by_word.setdefault(key, entity) != entity:
                    self.by_word[key] = ""  # a word two kinds share names neither
        self.words = PhraseSet.build([w for w, e in self.by_word.items() if e])

    def named(self, norm: str) -> set[str]:
        """The entity types ``norm`` names."""
        return {self.by_word[m.group(0)] for m in self.words.finditer(norm)} - {""}


def recalled(u: RuleUnderstander, t: Turn) -> Recall | None:
    """A question about one kind of entity the stack holds: recall its newest."""
    if u.entity_words.words.regex is None or not t.state.entity_stack:
        return None
    kinds = u.entity_words.named(t.norm)
    if len(kinds) != 1:
        return None
    # "and what's the booking reference?": a question mark is enough, nothing else fired
    if "?" not in t.raw and "？" not in t.raw and not mood(t.lex, t.raw, t.norm).question:
        return None
    kind = next(iter(kinds))
    if not any(e.type == kind for e in t.state.entity_stack):
        return None
    return Recall(entity=kind)
