"""A cancel word said of the task and nothing else: with a polite ask, a pronoun or a
greeting at most ("can you cancel it?", "能帮我取消吗"), the one flow that undoes things
when nothing runs ("i want to cancel"), and a cancel word that is a no ("不用了" to a
yes-or-no question, "no dont" at a destructive confirmation). Read by the control
reader (``control.py``); no reader of the pipeline.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotType
from . import references
from .clauses import RUN_BREAK
from .lexicon import PhraseSet, has_cjk, normalize
from .replies import ANSWER_WORDS
from .slot_patterns import find_codes, loosened, unanchored
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def only_words_of(words: PhraseSet, text: str) -> bool:
    """``text`` is nothing but words of ``words`` (or nothing at all)."""
    return not (text.strip() if words.regex is None else words.regex.sub(" ", text).strip())


def untailed(t: Turn, rest: str) -> str:
    """``rest`` without the particles that may follow a cancel word ("了", "吧", "then")."""
    tails = t.lex["let_go_tails"].regex
    return tails.sub(" ", rest) if tails is not None else rest


def asks_to_cancel_it(u: Knowledge, t: Turn, rest: str) -> bool:
    """What a cancel word leaves of the message is a polite ask and a pronoun at most, and
    a greeting or an apology: "can you cancel it?", "please cancel this", "hi i need to
    cancel", "能帮我取消吗", "不好意思 取消吧". Mid-task that is the
    task; a booking to cancel is named ("cancel BK-1234", "cancel the hotel")."""
    lex = t.lex
    # an apology beside it ("不好意思 取消吧", "sorry, can you cancel it") asks nothing else
    around = (
        lex["question_words"],
        u.replies[lex.language].requests,
        lex["greeting"],
        lex["apologies"],
    )
    # "cancel my booking" names a booking, not the task
    return said_of_it_alone(u, t, rest, around, named_refuses=True)


def said_of_it_alone(
    u: Knowledge, t: Turn, rest: str, around: Iterable[PhraseSet], named_refuses: bool = False
) -> bool:
    """What a cancel or undo word leaves (``rest``) says nothing of the thing but "it": a
    pronoun at most, with the words ``around`` the ask (a polite ask, a greeting, a softener:
    the caller's) and answer words. A thing named instead of the pronoun ("my booking") is
    refused when ``named_refuses``, else left in ``rest`` for the answer words to judge."""
    ref = references.detect(rest, t.lex)
    if ref is not None:
        if ref.kind != "pronoun":
            if named_refuses:
                return False
        else:
            rest = rest[: ref.start] + " " + rest[ref.end :]
    for words in around:
        if words.regex is not None:
            rest = words.regex.sub(" ", rest)
    rest = " ".join(rest.split())
    return not rest or u.replies[t.lex.language].only(rest, ANSWER_WORDS)


def the_undoing(u: Knowledge, word: str, rest: str = "") -> str | None:
    """The one flow that undoes things whose triggers say the cancel ``word`` ("cancel
    my booking" of "i want to cancel"), when the domain has exactly one: a cancel with
    nothing running and nothing just made asks for it, and it asks what to cancel. With
    the words said beside the cancel (``rest``), several such flows, or none whose
    triggers say the word ("那个煤气我不要了": 不要了 is no trigger's), are told apart by the
    thing those words name (``_names_undone``): the one flow whose thing is named."""
    saying = _undoing_saying(u, word)
    if len(saying) == 1:
        return saying[0].name
    return names_thing_undone(u, word, rest) if rest.strip() else None


def undoes_made(u: Knowledge, word: str, named: Iterable[str]) -> str | None:
    """The one flow that undoes things, of those whose own triggers say the cancel
    ``word``, of the entity one of the ``named`` flows makes: their triggers were said after
    the word ("cancel my hearing test" of "cancel my test", "hearing test" being what books
    one). The thing was made before, so it is undone, not let go as a topic is ("never mind
    the weather": no undoing flow says "never mind", and the weather makes nothing)."""
    kinds = {k for name in named if (k := _made_kind(u.domain.flows.get(name))) is not None}
    pool = [f for f in _undoing_saying(u, word) if _kind_of(f) in kinds]
    return pool[0].name if len(pool) == 1 else None


def _kind_of(flow: FlowSpec) -> str | None:
    """The entity ``flow`` acts on: its own, else a slot's."""
    return flow.entity or next((s.entity for s in flow.slots if s.entity), None)


def _made_kind(flow: FlowSpec | None) -> str | None:
    """The entity ``flow`` makes: one of its ``results``', else its own when it undoes
    nothing."""
    if flow is None or flow.destructive:
        return None
    made = next((r.entity for r in flow.results if r.entity), None)
    return made or flow.entity


def _undoing_saying(u: Knowledge, word: str) -> list[FlowSpec]:
    """The flows that undo things whose triggers say the cancel ``word``, in order."""
    said = normalize(word)
    return [
        flow
        for flow in u.domain.flows.values()
        if flow.destructive and any(said in normalize(x) for x in flow.triggers)
    ]


def _names_undone(u: Knowledge, undoing: FlowSpec, rest: str) -> bool:
    """``rest`` names the thing ``undoing`` undoes: a listed value of a flow acting on the
    same entity (the undoing flow itself, or one that makes the thing: its ``results``), a
    word of three letters or more of an English trigger of one ("the tub" of "service my
    hot tub"; not a filler of ``trigger_fillers``), or two characters running in a Chinese
    trigger of one ("明天的上门" for 取消上门安检, "那个煤气" for
    订煤气, "两罐气" for 订罐气), or a code of the form of a slot of the undoing flow ("we cant
    make it on saturday anymore, ref tp-1042" for a reference written ``^TP-\\d{4}$``).
    Words are the author's, so no word list is needed."""
    kind = _kind_of(undoing)
    if kind is None:
        return False
    if _coded(undoing, rest):
        return True
    flows = [undoing] + [
        f
        for f in u.domain.flows.values()
        if f is not undoing
        and (
            f.entity == kind
            or any(s.entity == kind for s in f.slots)
            or any(r.entity == kind for r in f.results)
        )
    ]
    words = u.undone_words
    if any(re.search(rf"\b{re.escape(noun)}\b", rest) for noun in words.nouns(undoing)):
        return True
    counted, marks = words.counted, words.marks
    said = set(rest.split())
    fillers = u.triggers.words.stop
    for flow in flows:
        for trigger in flow.triggers:
            # "the tub on tuesday" of "service my hot tub": a word of the author's own
            if said & {w for w in normalize(trigger).split() if len(w) >= 3 and w not in fillers}:
                return True
            text = normalize(trigger).replace(" ", "")
            if has_cjk(text) and any(text[i : i + 2] in rest for i in range(len(text) - 1)):
                return True
            # "那节课" of 约课: the trigger's last character, its noun, counted by a measure
            if has_cjk(text) and any(m + text[-1] in rest for m in counted):
                return True
            # "明天的台" of 订台: the same noun after a mark making what stands before it its
            # modifier (``noun_marks``), closing its clause ("明天的台球课" is another thing)
            if has_cjk(text) and any(
                re.search(rf"{re.escape(m + text[-1])}(?:$|{RUN_BREAK.pattern})", rest)
                for m in marks
            ):
                return True
        for spec in flow.slots:
            if spec.values and any(normalize(v) in rest for v in spec.values if len(v) >= 2):
                return True
    return False


def _coded(flow: FlowSpec, rest: str) -> bool:
    """``rest`` holds a code of the written form of one of ``flow``'s slots (its
    ``pattern``), typed loosely too ("pf 3301"): a code of letters and digits, never a bare
    number, which may be a day or a time as well."""
    for spec in flow.slots:
        inner = unanchored(spec.pattern) if spec.pattern else None
        if inner is None or spec.pattern is None:
            continue
        for code, _, _ in find_codes(inner, rest, loosened(spec.pattern)):
            if any(c.isalpha() for c in code) and any(c.isdigit() for c in code):
                return True
    return False


def names_thing_undone(u: Knowledge, word: str, rest: str) -> str | None:
    """The one flow that undoes things (of those whose triggers say the cancel ``word``,
    else of all) whose thing ``rest`` names (``_names_undone``): a question asked politely
    ("can you cancel the tub on tuesday?") asks for it only when it names the thing, since
    "can i cancel for free?" asks about cancelling."""
    pool = _undoing_saying(u, word) or [f for f in u.domain.flows.values() if f.destructive]
    named = [flow.name for flow in pool if _names_undone(u, flow, normalize(rest))]
    return named[0] if len(named) == 1 else None


def flat_undo(u: Knowledge, t: Turn) -> str | None:
    """With nothing going on, a thing done with said flatly ("周五那节课不上了", "明天那个
    瑜伽课去不了了": the lexicon's ``undo_flat``, no cancel word) asks for the one flow that
    undoes what the rest of the message names (``the_undoing``): a thing of the domain,
    never an everyday "不去了" alone. So does the verb opening a long trigger of such a flow
    closing a clause whose object, said before it, is another thing of it ("把明天中午那份饭
    退掉" for 退掉订单, 取消那份饭; "我要一份…" is no verb closing a clause). Said of no
    thing, or of things of several such flows, nothing."""
    state = t.state
    if state.active_task or state.task_stack or state.queued or state.offer_resume:
        return None
    m = t.lex["undo_flat"].search(t.norm)
    if m is not None:
        rest = (t.norm[: m.start()] + " " + t.norm[m.end() :]).strip()
        return the_undoing(u, m.group(0), rest) if rest else None
    for verb in u.undoing_verbs:  # "把明天中午那份饭退掉": 退掉 of the trigger 退掉订单
        at = t.norm.find(verb)
        if at > 0 and _ends_clause(t, t.norm[at + len(verb) :]):
            return the_undoing(u, verb, t.norm[:at])
    return None


def asks_beside_give_up(u: Knowledge, t: Turn, undoing: str) -> bool:
    """The message's triggers ask for something beside the thing given up flatly
    (``flat_undo`` found ``undoing``): a trigger of a flow acting on the thing that flow
    undoes, said inside the give-up's own clause, only names the thing ("明天的验光去不了了":
    验光 opens 预约验光, which makes what 取消验光预约 undoes), so it asks for nothing, and so
    does a trigger read only with the give-up's own words ("no longer need the minibus" of
    the trigger "need a minibus": the triggers are matched with those words blanked); any
    other trigger, or one in a clause of its own ("…去不了了 帮我约后天的验光"), does."""
    flat = t.lex["undo_flat"].search(t.norm)
    # "no longer need the minibus": the give-up's own words ("need") hold no request
    said = (
        t.norm
        if flat is None
        else t.norm[: flat.start()] + " " * len(flat.group(0)) + t.norm[flat.end() :]
    )
    hits = u.triggers.match(said)
    flow = u.domain.flows.get(undoing)
    if not hits or flat is None or flow is None:
        return bool(hits)
    kind = flow.entity or next((s.entity for s in flow.slots if s.entity), None)
    for hit in hits:
        other = u.domain.flows.get(hit.flow)
        acts_on = (
            other is not None
            and kind is not None
            and (other.entity == kind or any(s.entity == kind for s in other.slots))
        )
        between = t.norm[min(hit.start, flat.start()) : max(hit.end, flat.end())]
        if not acts_on or RUN_BREAK.search(between):
            return True
    return False


def _ends_clause(t: Turn, after: str) -> bool:
    """What follows a verb in its clause is nothing but particles (the lexicon's
    ``let_go_tails``, ``fillers_trail``): the verb closes it, its object said before."""
    clause = RUN_BREAK.split(after, maxsplit=1)[0]  # normalized: every mark a space
    for key in ("let_go_tails", "fillers_trail"):
        words = t.lex[key].regex
        if words is not None:
            clause = words.sub("", clause)
    return not clause.strip()


def undoing_verbs(u: Knowledge) -> tuple[str, ...]:
    """The two-character verbs that open the Chinese triggers of four characters or more
    of the flows that undo things (退掉 of 退掉订单, 撤销 of 撤销报名): said with the thing
    put before it, the trigger's own noun left out, it still undoes. Worked out at load
    (``Knowledge.undoing_verbs``): a message said with no task going asks for them."""
    verbs = {
        text[:2]
        for flow in u.domain.flows.values()
        if flow.destructive
        for trigger in flow.triggers
        if has_cjk(text := normalize(trigger).replace(" ", "")) and len(text) >= 4
    }
    return tuple(sorted(verbs))


def no_to_yes_or_no(t: Turn, cancel: re.Match[str], none_listed: bool = False) -> bool:
    """A cancel word that opens with a no ("不用了", "don't bother"), said first (a no, a
    hesitation or an answer's filler before it aside: "nah dont bother", "那不要了") to a
    yes-or-no slot's question ("需要师傅先上门勘察吗？", "Should we take the cardboard
    away?"), or to a choice slot's that lists a value saying none (``none_listed``: "要装订
    吗？订书钉还是胶装？" beside 不装订), with no other cancel word after it: the no to that
    question, not the task let go. "算了", "never mind" and "no, cancel it" still cancel."""
    if t.task is None or t.flow is None or t.task.asked is None:
        return False
    spec = t.flow.slot(t.task.asked)
    if spec is None or (spec.type != SlotType.BOOLEAN and not none_listed):
        return False
    before = t.norm[: cancel.start()].strip()  # "nah dont bother": only a no before it
    for key in ("answer_fillers", "hesitations", "particles"):  # "那不要了", "好吧 不用了"
        rx = t.lex[key].regex
        before = rx.sub(" ", before).strip() if rx is not None else before
    # a cancel word of the lexicon may hold the filler ("那不要了")
    word, _ = t.lex["answer_fillers"].after_opening(cancel.group(0))
    return (
        # "好吧 不用了" to "需要上门接送吗？加收80元。": the yes takes in the price, the no answers
        (
            not before
            or only_words_of(t.lex["deny"], before)
            or only_words_of(t.lex["affirm"], before)
        )
        and t.lex["deny"].prefix(word) is not None
        and t.lex["cancel"].search(t.norm[cancel.end() :]) is None
    )


def no_dont(t: Turn) -> bool:
    """A no and a refusal, nothing else but a wait or a hesitation between them ("no
    dont", "nah don't", "no wait dont", "no hang on, don't"): the act is refused."""
    no = t.lex["deny"].prefix(t.norm)
    if no is None or t.task is None or t.task.asked is not None:
        return False
    rest = t.norm[no.end() :]
    for pause in (t.lex["waits"].regex, t.lex["hesitations"].regex):
        if pause is not None:
            rest = pause.sub(" ", rest)
    return bool(rest.strip()) and only_words_of(t.lex["refusals"], rest)
