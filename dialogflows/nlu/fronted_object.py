"""A Chinese trigger said with its object put first: "把这张月卡退了吧" for 退月卡, "把头发剪
短" for 剪头发. An object marker, the object, then the verb; a verb that opens a change
("把时间改到下午4点") corrects a value instead. Or the object as the topic of a can-you
question: "报告能寄到家里吗" for 寄报告."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from .clauses import BREAK_CHARS, IN_CLAUSE
from .lexicon import has_cjk

if TYPE_CHECKING:
    from ..spec import Domain

#: what may stand between an object marker and the object (a demonstrative and its
#: measure word, "这张", "我那个", or a modifier with them: a day, a place, "明天晚上那个",
#: "上周三的体检", "丰台那套老"), and between the object and its verb ("给" of "把卡给退了"),
#: in characters, within one clause (no space, no punctuation mark between)
_BEFORE_OBJECT, _BEFORE_VERB = 12, 1
#: what may stand between a can-you modal and the verb after it ("上门" of "能上门量吗")
_AFTER_MODAL = 2
#: what may be told of a topic in its own clause before the can-you question ("上个月就过期了")
_TOLD_OF_TOPIC = 12
#: where a clause opens: the message's start, or after a space or a mark between clauses
_CLAUSE_START = rf"(?<!{IN_CLAUSE})"


def fronted(
    by_phrase: dict[str, set[str]], markers: str
) -> tuple[re.Pattern[str], list[tuple[re.Pattern[str], str, int, int]]] | None:
    """Chinese says a verb and its object (a trigger "退月卡", "剪头发") with the object
    first after an object marker ("把这张月卡退了吧", "把头发剪了"): for each Chinese
    trigger of one flow, split after its first one or two characters (the verb), a regex
    for the object, then the verb; and one regex for the markers, without which none can
    match. None when the lexicon has no markers. A verb that opens a change ("把时间改到
    下午4点": 改到, the lexicon's ``corrections``) corrects a value of the running task; it
    asks for no flow (``exact`` skips it)."""
    if not markers:
        return None
    out: list[tuple[re.Pattern[str], str, int, int]] = []
    for phrase, flow in _one_flows_words(by_phrase):
        for verb, thing in _verb_then_thing(phrase):
            rx = re.compile(
                rf"(?:{markers}){IN_CLAUSE}{{0,{_BEFORE_OBJECT}}}?{re.escape(thing)}"
                rf"{IN_CLAUSE}{{0,{_BEFORE_VERB}}}?{re.escape(verb)}"
            )
            out.append((rx, flow, len(phrase), len(verb)))
    return (re.compile(markers), out) if out else None


def topic_fronted(
    by_phrase: dict[str, set[str]],
    modals: str,
    marks: tuple[str, ...] = (),
    values: dict[str, set[str]] | None = None,
) -> tuple[re.Pattern[str], list[tuple[re.Pattern[str], str, int, int]]] | None:
    """Chinese asks for a thing done by making the thing the topic of a can-you question
    ("报告能寄到家里吗", "这个预约可以取消吗"): for each Chinese trigger of one flow of a verb
    and an object ("寄报告", "取消预约"), a regex for the object, a modal of the lexicon's
    ``can_you_asks`` (a character at most between), then the verb (two characters at most
    between: "窗户能上门量吗"). A whole trigger may be the topic too, a verb of the same
    flow's triggers after the modal ("定制笔记本能印logo吗" for 定制笔记本 and 印logo; its
    tuple's verb length is 0: the trigger itself is found as any trigger is); a modal
    before another verb ("定制笔记本能开发票吗") asks about the business. A one-character
    object counts only as a word of its own: opening its clause or after a mark that makes
    what comes before it a modifier (``marks``, the lexicon's ``noun_marks``: "下周三的课能
    提前约吗" for 约课, "卡能先停一下吗" for 停卡), never inside a word ("刷卡能停吗"). A
    listed value of the flow (``values``, two characters or more) may be the topic too, a
    verb of its triggers after the modal, when a mark makes what stands before it its
    modifier ("周六的空中瑜伽还能约吗" for 约课 with the value 空中瑜伽: that one, on that day);
    said bare ("地漏能通吗") it asks about the thing, no request. And one regex for the modals,
    without which none can match. The question is a request, as "能约足疗吗" is. None when
    the lexicon has no such modals."""
    if not modals:
        return None
    out: list[tuple[re.Pattern[str], str, int, int]] = []
    verbs = _opening_verbs(by_phrase)
    for phrase, flow in _one_flows_words(by_phrase):
        said = "|".join(re.escape(v) for v in sorted(verbs[flow], key=len, reverse=True))
        if len(phrase) >= 2 and said:
            out.append(
                (
                    re.compile(
                        rf"{re.escape(phrase)}{IN_CLAUSE}{{0,{_BEFORE_VERB}}}?(?:{modals})"
                        rf"{IN_CLAUSE}{{0,{_AFTER_MODAL}}}?(?:{said})"
                    ),
                    flow,
                    len(phrase),
                    0,
                )
            )
        for verb, thing in _verb_then_thing(phrase):
            if len(thing) < 2 and not marks:
                continue  # a one-character object ("卡", "房") is too often part of a word
            alone = "".join(f"(?<={re.escape(m)})|" for m in marks) + _CLAUSE_START
            lead = f"(?:{alone})" if len(thing) < 2 else ""
            rx = re.compile(
                rf"{lead}{re.escape(thing)}{IN_CLAUSE}{{0,{_BEFORE_VERB}}}?(?:{modals})"
                rf"{IN_CLAUSE}{{0,{_AFTER_MODAL}}}?{re.escape(verb)}"
            )
            out.append((rx, flow, len(phrase), len(verb)))
            if len(thing) >= 2:
                # TOPIC_OPENING_THE_CLAUSE_BEFORE_THE_CAN_YOU_QUESTION: "驾照上个月就过期了
                # 还能换吗" for 换驾照: the thing opens the message's first clause, told of,
                # and the can-you question of the verb, its object left out, follows as a
                # clause of its own
                rx = re.compile(
                    rf"^{re.escape(thing)}{IN_CLAUSE}{{0,{_TOLD_OF_TOPIC}}}?[{BREAK_CHARS}]+"
                    rf"{IN_CLAUSE}{{0,{_BEFORE_VERB}}}?(?:{modals})"
                    rf"{IN_CLAUSE}{{0,{_AFTER_MODAL}}}?{re.escape(verb)}"
                )
                out.append((rx, flow, len(phrase), len(verb)))
    for flow, listed in (values or {}).items():
        said = "|".join(re.escape(v) for v in sorted(verbs.get(flow, ()), key=len, reverse=True))
        things = "|".join(re.escape(v) for v in sorted(listed, key=len, reverse=True))
        marked = "|".join(f"(?<={re.escape(m)})" for m in marks)
        if said and things and marked:
            rx = re.compile(
                rf"(?:{marked})(?:{things}){IN_CLAUSE}{{0,{_BEFORE_VERB}}}?(?:{modals})"
                rf"{IN_CLAUSE}{{0,{_AFTER_MODAL}}}?(?:{said})"
            )
            out.append((rx, flow, 2, 1))
    return (re.compile(modals), out) if out else None


#: what may stand between the thing and the trigger's verb in an ask of having: a
#: character that makes the verb a word of its own ("出" of 出租)
_BEFORE_HAD_VERB = 1


def had_fronted(
    by_phrase: dict[str, set[str]], having: str
) -> tuple[re.Pattern[str], list[tuple[re.Pattern[str], str, int, int]]] | None:
    """THING_BEFORE_THE_VERB_IN_AN_ASK_OF_HAVING: Chinese asks whether a thing is to be had
    done with the thing first after a word of having and the verb after it ("你们那有轮椅
    出租吗" for 租轮椅, "有没有自行车出租" for 租自行车; the lexicon's ``having_asks``): for each
    Chinese trigger of one flow, split after its first one or two characters (the verb), a
    regex for the word of having, the object (two characters at least: a one-character
    object is too often part of a word), a character at most, then the verb; and one regex
    for the words of having, without which none can match. The question is a request, as
    a can-you question with a topic is, when it asks yes or no (``TriggerIndex``). None when
    the lexicon has no such words."""
    if not having:
        return None
    out: list[tuple[re.Pattern[str], str, int, int]] = []
    for phrase, flow in _one_flows_words(by_phrase):
        for verb, thing in _verb_then_thing(phrase):
            if len(thing) < 2:
                continue
            rx = re.compile(
                rf"(?:{having}){re.escape(thing)}{IN_CLAUSE}{{0,{_BEFORE_HAD_VERB}}}?"
                rf"{re.escape(verb)}"
            )
            out.append((rx, flow, len(phrase), len(verb)))
    return (re.compile(having), out) if out else None


#: the fewest and the most characters of a thing said in a question word's place
_THING_LEAST, _THING_MOST = 2, 6
#: the fewest characters of a trigger before the question word it ends with ("要带")
_BEFORE_WH = 2


def what_filled(
    by_phrase: dict[str, set[str]], wh: tuple[str, ...], telling: frozenset[str]
) -> list[tuple[re.Pattern[str], str, int]]:
    """INFO_TRIGGERS_WHAT_SAID_AS_A_THING: a Chinese trigger of a flow that only tells
    (``telling``), ending with a question word (the lexicon's ``wh_words``: 要带什么),
    asked with a thing in the question word's place ("要带户口本吗"): the question of the
    trigger, put yes or no about one thing; (regex, flow, the trigger's length), for each
    such trigger of one flow, two characters at least before its question word. The
    ``TriggerIndex`` keeps a match only when its clause ends as a yes-or-no question."""
    out: list[tuple[re.Pattern[str], str, int]] = []
    for phrase, flows in by_phrase.items():
        if len(flows) != 1 or not flows <= telling or not has_cjk(phrase) or " " in phrase:
            continue
        said = next((w for w in wh if phrase.endswith(w)), "")
        head = phrase[: len(phrase) - len(said)]
        if not said or len(head) < _BEFORE_WH or not head.isalpha():
            continue
        rx = re.compile(rf"{re.escape(head)}{IN_CLAUSE}{{{_THING_LEAST},{_THING_MOST}}}")
        out.append((rx, next(iter(flows)), len(phrase)))
    return out


def _one_flows_words(by_phrase: dict[str, set[str]]) -> Iterator[tuple[str, str]]:
    """Each Chinese trigger that one flow alone has and that is one word run (no space,
    letters only: a verb and its object), with that flow: the triggers whose parts may be
    said apart, each part pointing at the one flow."""
    for phrase, flows in by_phrase.items():
        if len(flows) == 1 and has_cjk(phrase) and " " not in phrase and phrase.isalpha():
            yield phrase, next(iter(flows))


def _verb_then_thing(phrase: str) -> Iterator[tuple[str, str]]:
    """A trigger split after its first one or two characters into its verb and its object
    ("退" and "月卡" of 退月卡, "取消" and "预约" of 取消预约), where the verb is Chinese and an
    object is left: which split is the verb the rules cannot tell, so each is tried."""
    for n in (1, 2):
        verb, thing = phrase[:n], phrase[n:]
        if thing and has_cjk(verb):
            yield verb, thing


def _opening_verbs(by_phrase: dict[str, set[str]]) -> dict[str, set[str]]:
    """Per flow, the first one or two characters of each of its Chinese triggers (its
    verbs, as ``TriggerWords.verbs`` takes them)."""
    out: dict[str, set[str]] = {}
    for phrase, flows in by_phrase.items():
        trigger = phrase.replace(" ", "")
        for flow in flows:
            out.setdefault(flow, set()).update(
                trigger[:n] for n in (1, 2) if len(trigger) > n and has_cjk(trigger[:n])
            )
    return out


def listed_by_flow(domain: Domain) -> dict[str, set[str]]:
    """Per flow, the Chinese values of two characters or more its slots list, and only one
    flow lists: a topic of a can-you question that names the flow (``topic_fronted``)."""
    found: dict[str, set[str]] = {}
    for flow in domain.flows.values():
        for spec in flow.slots:
            entity = domain.entities.get(spec.entity) if spec.entity else None
            listed = [*spec.values, *(entity.values if entity is not None else ())]
            found.setdefault(flow.name, set()).update(
                v for v in listed if has_cjk(v) and len(v) >= 2
            )
    counts: dict[str, int] = {}
    for vs in found.values():
        for v in vs:
            counts[v] = counts.get(v, 0) + 1
    return {f: {v for v in vs if counts[v] == 1} for f, vs in found.items() if vs}
