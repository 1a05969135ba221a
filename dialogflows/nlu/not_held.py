"""A thing the user names that the running task does not hold.

"米饭改成一碗" or "米饭不要了" while two 宫保鸡丁 are ordered, "change the luggage to 2 bags" or
"never mind the luggage" while a flight is booked: the change or the drop is about
something that is not in the task. Read as if the thing were not there, the number changed
the order's quantity, the rest became the new address ("把米饭改成两碗"), and the drop
cancelled the whole order. Nothing of the task is changed: with one listed slot of named
things (the dish), the turn says that slot has no such item ("抱歉，没有米饭这一项。") and asks
its question again; otherwise the question is asked again.

A thing is unknown only beyond doubt: short and without a digit (a name, not an address),
no reference ("it", "那个"), no word naming a slot or a flow, no value any slot reads, and
not a word of what the flow's author wrote (its description, questions, confirmation).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..commands import Command, Repeat, SetSlot
from ..spec import FlowSpec, SlotType
from . import references
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, has_cjk, longer_than, normalize

if TYPE_CHECKING:
    from ..state import Task
    from .knowledge import Knowledge
    from .utterance import Turn


@lexicon_grammar
class ThingWords:
    """The words around a thing a change or a cancel word names, per lexicon."""

    def __init__(self, w: ListWords) -> None:
        #: "(等一下)把米饭改成一碗": the thing before the change word (the lexicon's corrections);
        #: a contrast joiner first ("不过改成下周二": ``contrast_joiners``) names no thing
        self.zh_lead = re.compile(
            rf"^(?:{w.zh_alt('contrast_joiners')})?(?:{w.zh_alt('thing_leads')})*"
            rf"(?:{w.zh_alt('object_markers')})?"
        )
        self.zh_trail = re.compile(rf"(?:{w.zh_alt('thing_tails')})+$")
        #: what is stripped off a short name said: punctuation, ``name_edge_particles``
        self.name_edges = " .!?。！？" + w.text("name_edge_particles")
        #: "change the luggage to 2 bags", "can you switch my meal to vegetarian":
        #: ``thing_change_verbs``, the thing, ``thing_change_into``, what it becomes
        self.en_change = re.compile(
            rf"\b(?:{w.en_alt('thing_change_verbs')})\s+"
            rf"(?P<thing>.+?)\s+(?:{w.en_alt('thing_change_into')})\s+\S"
        )
        #: "never mind the luggage": the words before the thing after a cancel word
        #: (``thing_about``, ``thing_determiners``)
        self.en_determiners = re.compile(
            rf"^(?:(?:{w.en_alt('thing_about')})\s+)?(?:{w.en_alt('thing_determiners')})\s+"
        )

    def thing(self, said: str) -> str:
        """The thing said before a Chinese change or cancel word, without the small words
        around it."""
        return self.zh_trail.sub("", self.zh_lead.sub("", said, count=1)).strip()


def a_name(text: str, lex: Lexicon) -> bool:
    """Short and without a digit: a name of a thing ("米饭", "pizza") as much as a place
    ("公司"), where an address has a number ("建国路99号") or runs longer."""
    text = text.strip(grammar(lex, ThingWords).name_edges)
    if any(ch.isdigit() for ch in text):
        return False
    return not longer_than(text, 2, 4)


def changed_thing(t: Turn) -> tuple[str, str] | None:
    """The thing a change is about and what it becomes, as said: ("米饭", "两碗") of "把米饭改成
    两碗", ("the luggage", "2 bags") of "change the luggage to 2 bags"; None when the change
    names no thing ("改成米饭", "make it Friday", "change it to 7 quarry lane": a pronoun
    is the value held, not a part of it)."""
    lex = t.lex
    if lex.language != "zh":
        e = grammar(lex, ThingWords).en_change.search(t.norm)
        if e is None:
            return None
        thing = e.group("thing").strip()
        pronoun = lex.references.get("pronoun")
        if pronoun is not None and pronoun.fullmatch(thing):
            return None  # "change it to 7 quarry lane": "it" names no thing, the task's value
        return thing, t.norm[e.end() - 1 :].strip()
    for clause in t.norm.split():  # the normal form has a space where a comma was
        m = lex["corrections"].search(clause)
        if m is None or m.start() == 0:
            continue
        before = clause[: m.start()]
        thing = grammar(lex, ThingWords).thing(before)
        return (thing, clause[m.end() :].strip()) if thing else None
    return None


def dropped_thing(t: Turn, start: int, end: int) -> str | None:
    """The thing a cancel word at ``start``–``end`` of the message lets go: "米饭" of "米饭
    (就)不要了", "the luggage" of "never mind the luggage"; None when it names none.

    Before a Chinese cancel word stands anything ("饭不要了" is the meal), so the thing must
    be one the bot spoke of as not there ("抱歉，没有米饭这一项。"), which the runtime records
    when it says it (``state.told.spoken_of``), never read from its words; an English one
    has its determiner ("the luggage")."""
    norm = t.norm
    if t.lex.language == "zh":
        head = (norm[:start].split() or [""])[-1]
        thing = grammar(t.lex, ThingWords).thing(head)
        spoken = t.state.told.spoken_of
        return thing if thing and any(thing in normalize(x) for x in spoken) else None
    tail = norm[end:].strip()
    m = grammar(t.lex, ThingWords).en_determiners.match(tail)
    return tail if m is not None and tail[m.end() :].strip() else None


def unknown(u: Knowledge, t: Turn, flow: FlowSpec, task: Task, thing: str) -> bool:
    """``thing`` names nothing the task holds or could hold (see the module's docstring)."""
    lex = t.lex
    bare = grammar(lex, ThingWords).en_determiners.sub("", thing).strip()
    if not bare or not a_name(bare, lex) or references.detect(thing, lex) is not None:
        return False
    if lex["not_things"].search(bare) is not None:  # "我改成两份", "never mind the whole thing"
        return False
    if thing_slots(u, t, flow, task, bare) or set(bare.split()) & u.slot_words(flow):
        return False
    if u.triggers.match(bare, names=True) or any(w in u.triggers.name_words for w in bare.split()):
        return False
    from .replies import ANSWER_WORDS

    written = u.author_texts.get(flow.name)
    if written is None:  # a flow the understander was not built with
        written = author_text(flow)
    if bare in written or u.replies[lex.language].only(bare, ANSWER_WORDS):
        return False
    for spec in flow.slots:
        parser = u.parser(flow, spec)
        if parser.mentions(bare, t.now, t.language) or parser.scan(bare, t.now, t.language):
            return False
    return True


def thing_slots(u: Knowledge, t: Turn, flow: FlowSpec, task: Task, thing: str) -> set[str]:
    """The slots a thing names: by name or label ("the seat", "菜" of "菜名"), or by the value
    it holds ("Rome", "宫保鸡丁")."""
    bare = grammar(t.lex, ThingWords).en_determiners.sub("", normalize(thing)).strip()
    if not bare:
        return set()
    found = set(u.slot_namer(flow, t.lex).named(bare))
    for s in flow.slots:
        held = task.value(s.name)
        if held is not None and normalize(str(held)) == bare:
            found.add(s.name)
        elif held is not None and s.type == SlotType.TEXT and bare in normalize(str(held)):
            found.add(s.name)  # "建国路88号" of the address "朝阳区建国路88号"
        elif has_cjk(bare) and any(bare in normalize(d) for d in (s.label, s.description) if d):
            found.add(s.name)
    return found


def not_in_task(u: Knowledge, t: Turn, flow: FlowSpec, task: Task, thing: str) -> list[Command]:
    """What to do about a thing the task does not hold: say so through the one listed slot
    of named things that is filled (its refusal names the thing), else ask again."""
    named = [s for s in u.choice_slots(flow) if s.entity and task.value(s.name) is not None]
    bare = grammar(t.lex, ThingWords).en_determiners.sub("", thing).strip()
    if len(named) == 1:
        return [SetSlot(slot=named[0].name, value=bare, raw_text=bare)]
    return [Repeat()]


def author_text(flow: FlowSpec) -> str:
    """All a flow's author wrote that a user may echo: "菜" of "菜名", "订单" of "订单号".
    Built once per flow at load (``Knowledge.author_texts``)."""
    parts = [flow.description, flow.confirm, flow.done, flow.summary, flow.cancelled]
    for s in flow.slots:
        parts += [s.name.replace("_", " "), s.label, s.description, s.prompt, s.entity]
    return normalize(" | ".join(p for p in parts if p))


def held_by_waiting(
    u: Knowledge, t: Turn, flow: FlowSpec, task: Task, thing: str, said: str
) -> list[Command] | None:
    """ "麻婆豆腐改成一份" while 水煮鱼 is confirmed and 麻婆豆腐 waits its turn: the change is
    for the waiting task holding the thing (its first of that flow, which a ``SetSlot``
    naming the flow reaches); the running one keeps its dish. None when the running task
    holds the thing, or no single waiting task does."""
    bare = grammar(t.lex, ThingWords).en_determiners.sub("", normalize(thing)).strip()
    if not bare or not said or thing_slots(u, t, flow, task, thing):
        return None
    holders = [
        w
        for w in (*t.state.queued, *reversed(t.state.task_stack))
        if any(s.value is not None and normalize(str(s.value)) == bare for s in w.slots.values())
    ]
    if len(holders) != 1:
        return None
    waiting = holders[0]
    first = next(
        w for w in (*t.state.queued, *reversed(t.state.task_stack)) if w.flow == waiting.flow
    )
    spec_flow = u.domain.flows.get(waiting.flow)
    if first is not waiting or spec_flow is None:
        return None
    out: list[Command] = []
    for spec in spec_flow.slots:
        parser = u.parser(spec_flow, spec)
        found = (
            parser.find_in_patterns(said, t.now, t.language)
            or parser.mentions(said, t.now, t.language)
            or parser.scan(said, t.now, t.language)
        )
        if found and found[0].confidence >= 1.0:
            p = found[0]
            out.append(
                SetSlot(slot=spec.name, value=p.value, raw_text=p.raw_text, flow=waiting.flow)
            )
    return out or None
