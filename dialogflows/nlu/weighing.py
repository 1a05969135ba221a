"""The pipeline's weighing of a message while a task runs (``pipeline._task``): the flows
its trigger phrases ask for (supposed clauses and unwanted flows aside), then, once the
readers of ``IN_TASK`` found nothing, the asked slot's answer weighed against another flow
asked for (``Seen.weighed``). A value for the asked slot holds the task, unless another
flow's trigger phrase is what the message is about ("what's the weather in Rome next
Friday?"); a question for information starts no flow that books ("how long is a flight
to Tokyo?"). A part of the pipeline, like ``starting.py``: it runs the answer's reader
(``answer_asked.answer_asked``); the readers of ``ANSWER`` read its outcome.
"""

from __future__ import annotations

import re

from ..commands import Command, SetSlot
from ..spec import FlowSpec, SlotSpec, SlotType
from .answer_asked import answer_asked
from .code_pieces import inside_a_code
from .conditionals import actual_text
from .grammar_words import grammar
from .knowledge import Knowledge
from .lexicon import normalize
from .mood import asking_beyond, mood
from .names_for import NAME_WORDS, NameForWords, holds_name
from .polite import asked_politely
from .query_forms import forms_of
from .reader import Seen, Weighed
from .slot_namer import guessed_name
from .supposed_hits import not_supposed
from .trigger_hits import TriggerHit
from .trigger_or_answer import trigger_over_answer
from .undone_thing import undone_refused, unneeded_thing
from .unwanted import drop_unwanted, negated_verb
from .utterance import Turn

_TEXT = SlotType.TEXT


def elsewhere_asked(
    u: Knowledge, t: Turn, seen: Seen
) -> tuple[list[TriggerHit], list[Command] | None]:
    """The flows the message's trigger phrases ask for (belief words aside, supposed
    clauses aside), and the cancel of a flow the message says it does not want."""
    scanned = seen.scanned = t.norm if t.scan is t.raw else normalize(t.scan)
    found = u.triggers.exact(scanned)
    if not found and t.lex.language == "zh":  # "帮我查下DD-1234的订单"
        found = u.triggers.around_codes(scanned)
    found = not_supposed(u, t, scanned, found)  # "if I cancel my loan later, ...?"
    kept, cancel = drop_unwanted(t, scanned, found)
    if cancel == [] and t.flow is None:  # every trigger refused: no longer wanted?
        seen.undoing = undone_refused(u, t, scanned, found)
    elif not found and t.flow is None:  # "we dont need friday's collection anymore"
        seen.undoing = unneeded_thing(u, t)
    return kept, cancel


def _told(t: Turn, others: list[TriggerHit]) -> bool:
    """The message tells something, another flow's trigger only a small part of it: no
    request, no question, no topic cue, and the trigger under half of what is said."""
    said = mood(t.lex, t.raw, t.norm)
    if said.request or said.asking or t.lex["topic_cues"].search(t.norm) is not None:
        return False
    return 2 * (others[0].end - others[0].start) < len(t.norm.replace(" ", ""))


def weigh(u: Knowledge, t: Turn, seen: Seen) -> Weighed:
    """The asked slot's answer and the other flows asked for, weighed once: a value for
    the asked slot holds the task, unless another flow's trigger phrase is what the
    message is about ("what's the weather in Rome next Friday?")."""
    flow, asked, hits, scanned = t.flow, seen.asked, seen.hits, seen.scanned
    assert flow is not None
    read, span = answer_asked(u, t, asked) if asked is not None else ([], None)
    if read and asked is not None and inside_a_code(u, t, flow, asked):
        read, span = [], None  # "RAL 7016 please" to "How many tins?": no 7016 tins
    # free text is an answer as sure as a typed value when the slot's own pattern
    # holds it: "送到公司，到了打电话" gives the address; "到了" asks nothing
    typed = (
        bool(read)
        and any(isinstance(c, SetSlot) for c in read)
        and asked is not None
        and (
            asked.type != _TEXT
            or bool(u.parser(flow, asked).choices)
            or bool(t.captures(u.parser(flow, asked)))
        )
    )
    if typed and t.words > 3:
        # "find me a hotel there too": "there" answers nothing when a flow is asked for
        ref = t.reference()
        typed = ref is None or not any(
            isinstance(c, SetSlot) and c.raw_text == ref.raw for c in read
        )
    if not typed and not hits:
        # what a supposed clause says ("if I cancel my loan later, ...?") is no request
        real = actual_text(t.lex, t.raw) if scanned == t.norm else scanned
        hits = u.triggers.fallbacks.weak(real) or u.replies[t.lex.language].requested(
            real, u.triggers.name_words
        )  # "Now I need a hotel": a flow's name asked for switches too
    others = [h for h in hits if h.flow != flow.name]
    if (
        others
        and others[0].score < 1.0
        and negated_verb(t, scanned[others[0].start : others[0].end])
    ):
        others = []  # "I don't need the flight" asks for no flight
    if (
        u.triggers.books(others)
        and asking_beyond(t.lex, t.raw, scanned, [(h.start, h.end) for h in others])
        and not asked_politely(t.lex, scanned, others)  # "could you renew my loan?"
    ):
        others = u.triggers.informational(others)
    if others and forms_of(t.lex).asks_about(t.norm):
        # "do you have baby seats?" mid-rental asks about the business: nothing to fill
        # starts, but a flow that only answers, asking nothing, does ("is the deposit
        # refundable?" of a flow that tells how the deposit works)
        others = [h for h in others if not u.domain.flows[h.flow].slots]
    if others and asked is not None and asked.takes_rest and read and _told(t, others):
        # "他昨天练车的时候一直在玩手机" to "具体发生了什么？": what happened, told with
        # another flow's word; a request, a question or a change of topic still switches
        others = []
    if others and all(h.score < 1.0 for h in others) and _own_value(u, t, flow):
        # "boiler and heating" to "Which month?" while the plan is "boiler only": a listed
        # value of the running flow said alone is that value, not another flow asked for
        # by a word of its description ("heating" of "no heating or hot water")
        others = []
    if (
        others
        and read
        and asked is not None
        and all(h.score < 1.0 for h in others)
        and _a_name_given(t, asked)
    ):
        # "tom price" to "What name is the order under?": a surname that loosely says a
        # word of another flow's trigger ("prices") asks for nothing
        others = []
    if others and read and asked is not None and _surname_a_trigger(u, t, asked, scanned, others):
        # SURNAME_THAT_IS_A_TRIGGER_WORD: "martin hall", "jean price 07700900555" to a
        # question for a name: the one word of a flow that only tells, said after a first
        # name, is the surname, not that flow asked for
        others = []
    switching = bool(others) and (not typed or trigger_over_answer(u, t, others, read, span))
    answer = read
    if asked is not None and asked.type == _TEXT and _questionlike(t):
        answer = []
    return Weighed(read, answer, span, typed, hits, others, switching)


def _a_name_given(t: Turn, asked: SlotSpec) -> bool:
    """The message answers a question for a person's name as a name does: the slot holds
    one (``kind: name``, or guessed so), and the message is a few words with no digit,
    asking nothing and requesting nothing."""
    if not holds_name(asked, guessed_name(asked, t.lex)):
        return False
    return _name_shaped(t, t.scan, t.words)


def _name_shaped(t: Turn, said: str, words: int) -> bool:
    """``said`` is ``words`` words with no digit, a few, the message asking and requesting
    nothing."""
    if words > NAME_WORDS or any(c.isdigit() for c in said) or _questionlike(t):
        return False
    return not mood(t.lex, t.raw, t.norm).request


#: a phone number typed after a name, no comma ("dave hobbs 07700900777")
_PHONE_LAST = re.compile(r"\s+\+?\d[\d\s()-]{6,}$")


def _surname_a_trigger(
    u: Knowledge, t: Turn, asked: SlotSpec, scanned: str, others: list[TriggerHit]
) -> bool:
    """Every other flow asked for is one that only tells (no slots, no confirmation,
    undoes nothing), by a trigger of one word said after a first name, never first; and the message, a phone typed after it aside, answers
    a question for a name as a name does (``_a_name_given``)."""
    for h in others:
        spec = u.domain.flows[h.flow]
        said = scanned[h.start : h.end].strip()
        before = scanned[: h.start].split()
        if spec.slots or spec.confirm or spec.destructive:
            return False
        if not (said.isascii() and said.isalpha()):  # one Latin word
            return False
        # the words before it a name ("martin"), none a word of the lexicon's lists ("the
        # price", "ok price", "and price" ask)
        if not before or any(w in grammar(t.lex, NameForWords).not_names for w in before):
            return False
    if not holds_name(asked, guessed_name(asked, t.lex)):
        return False
    said = _PHONE_LAST.sub("", t.scan)
    return _name_shaped(t, said, len(said.split()))


def _own_value(u: Knowledge, t: Turn, flow: FlowSpec) -> bool:
    """The whole message is a listed value (or synonym) of one of ``flow``'s slots."""
    return any(u.parser(flow, s).choices.exact(t.norm) is not None for s in flow.slots)


def _questionlike(t: Turn) -> bool:
    if t.raw.rstrip().endswith(("?", "？")):
        return True
    if t.lex.language == "zh":  # "你们送餐要多久" asks with a word inside, not in front
        return mood(t.lex, t.raw, t.norm).asking
    return (
        t.lex["question_words"].prefix(t.norm) is not None
        or t.lex["topic_cues"].prefix(t.norm) is not None
    )
