"""A message that is wholly the answer to one of a flow's yes-or-no questions, said as people
answer it ("不用接" to "需要老师去学校接吗？", "不吃" to "在这吃晚饭吗？"): read by each slot's own
parser with its question (``boolean_echo``, ``boolean_own``), not by a slot's name. Asked by
a name slot's answer (such an answer is no name: ``all_values.no_name``) and by a change
word at the confirmation (``yes_no_changed``); no reader of the pipeline."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from ..commands import Command
from ..spec import FlowSpec, SlotSpec, SlotType
from ..state import Task
from .fills import fill, same
from .grammar_words import LANGUAGES, ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, has_cjk, normalize
from .parsed import Parsed
from .slot_namer import slot_names
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def whole_yes_no(
    u: Knowledge, flow: FlowSpec, text: str, now: datetime, language: str
) -> list[tuple[SlotSpec, Parsed]]:
    """The yes-or-no slots of ``flow`` with a question whose answer ``text`` is, whole."""
    found = []
    for spec in flow.slots:
        if spec.type != SlotType.BOOLEAN or not spec.prompt:
            continue
        read = u.parser(flow, spec).parse(text, now, language)
        if read is None:
            continue
        if (read.start, read.end) == (0, len(text)) or _labelled(spec, text, read):
            found.append((spec, read))
    return found


def _labelled(spec: SlotSpec, text: str, read: Parsed) -> bool:
    """YES_AND_A_YES_NO_SLOTS_LABEL: the words beside the yes or no read are wholly the
    slot's label or name ("yes stain guard", "stain guard no"): the answer names its own
    question, and is as whole as the bare yes."""
    rest = normalize(f"{text[: read.start]} {text[read.end :]}")
    return bool(rest) and rest in slot_names(spec)


def answers_another(
    u: Knowledge,
    flow: FlowSpec,
    spec: SlotSpec,
    text: str,
    now: datetime,
    lex: Lexicon,
    held: frozenset[str] = frozenset(),
) -> bool:
    """``text``, said to the free-text question of ``spec``, is wholly the answer to another
    yes-or-no question of the flow said with a word of that question ("要接送" to "去哪家医院？"
    with 需要上门接送吗？ to ask): the answer is that question's, and a free-text slot,
    which takes anything, swallowed it. A bare "不用" says no word of a question that has no
    用, so a note's "不用" stays the note's. A question answered already (``held``) is not
    answered again so, with no word of change: "不吃香菜" to "有什么忌口吗？" shares 菜 with
    "需要厨师帮忙买菜吗？" answered before, and is what to avoid
    (ANSWER_TO_A_FREE_TEXT_QUESTION_TAKEN_AS_A_BELIEF's second form)."""
    said = normalize(text)
    return any(
        other.name != spec.name
        and other.name not in held
        and _shares(said, other.prompt or "", lex, 1)
        for other, _ in whole_yes_no(u, flow, said, now, lex.language)
    )


def answers_another_yes_no(
    u: Knowledge, flow: FlowSpec, spec: SlotSpec, text: str, now: datetime, lex: Lexicon
) -> bool:
    """``text``, said to the yes-or-no question of ``spec``, is wholly the answer to another
    yes-or-no question of the flow, said with that slot's thing (its label or name) and none
    of the asked question's words ("没有电梯" to "现在还能正常用吗？" beside a slot labelled
    电梯; "no gate code" to "Is there parking?" beside one labelled "gate code"): its no
    names the other thing, and the asked question's no would put it on the wrong slot."""
    said = normalize(text)
    if _shares(said, spec.prompt or "", lex, 1):
        return False
    return any(
        other.name != spec.name
        and _shares(said, f"{other.label or ''} {other.name.replace('_', ' ')}", lex, 2)
        for other, _ in whole_yes_no(u, flow, said, now, lex.language)
    )


def yes_no_changed(u: Knowledge, t: Turn, flow: FlowSpec, task: Task) -> list[Command] | None:
    """What a change word leads is wholly the answer to one yes-or-no slot's question, said
    back as people answer it ("等等 改成不吃" to "…晚饭：是。确认报名吗？" with 在这吃晚饭吗？
    asked before): that slot changes. A yes or no is found by its question's words, not by
    a slot's name, so no other reader of a change sees it, and a free-text slot took the
    whole message as its new value."""
    marks = list(t.lex["corrections"].finditer(t.norm))
    if not marks:
        return None
    said = t.norm[marks[-1].end() :].strip()
    if not said:
        return None
    found = whole_yes_no(u, flow, said, t.now, t.language)
    if len(found) > 1:  # "不吃" reads as a no to any question: the one that asks 吃
        found = [(s, r) for s, r in found if _shares(said, s.prompt or "", t.lex, 1)]
    if len(found) != 1:
        return None
    spec, read = found[0]
    old = task.value(spec.name)
    if same(old, read.value):
        return []
    return [fill(spec.name, read, old, t.now.date(), spec)]


def _shares(said: str, text: str, lex: Lexicon, run: int) -> bool:
    """``said`` holds a word of more than ``run`` letters of ``text``, or, in Chinese,
    ``run`` characters running of it, none of them a negation's (the lexicon's
    ``echo_negations``): more than a bare yes or no. A question's words are shared one
    character at a time (the 吃 of "不吃" in 在这吃晚饭吗？; two letters in English), a slot's
    thing two at a time ("没有" shares only 有 with 有电梯; "yes please" names no slot's thing;
    three letters in English)."""
    other = normalize(text)
    if has_cjk(said):
        negations = grammar(lex, _negations)[lex.language]
        runs = (said[i : i + run] for i in range(len(said) - run + 1))
        return any(has_cjk(r) and r in other and not any(c in negations for c in r) for r in runs)
    return any(len(w) > run and w in other.split() for w in said.split())


@lexicon_grammar
def _negations(w: ListWords) -> dict[str, str]:
    """Per language, the lexicon's ``echo_negations`` run together, read once per lexicon."""
    return {language: w.text("echo_negations", (language,)) for language in LANGUAGES}
