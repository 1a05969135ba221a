"""Is a message nothing but values? "from Boston, tomorrow please", "明天晚上": a message
that is all values (and filler words, and the words of the flow's slot names and
patterns) is about the task, whatever it says. Shared by the corrections, the values
volunteered, a value for a queued task and follow-ups; no reader of the pipeline. The
asked slot's reader asks it too of a free-text answer: whether it is meant for typed slots
instead, and which clause of it is only another slot's listed value ("its urgent, the
screen stays black").
"""

from __future__ import annotations

from datetime import datetime
from itertools import pairwise
from typing import TYPE_CHECKING

from ..spec import NUMBER_TYPES, FlowSpec, SlotKind, SlotSpec, SlotType
from .clauses import CLAUSE_END
from .lexicon import has_cjk, normalize
from .month_as_name import month_named_to_a_name
from .parsed import Parsed
from .yes_no_answers import whole_yes_no

if TYPE_CHECKING:
    from ..state import Task
    from .knowledge import Knowledge
    from .utterance import Turn
    from .values import ValueParser

#: slots a bare number fills


def listed_spans(u: Knowledge, flow: FlowSpec, text: str) -> list[tuple[int, int]]:
    """Where ``text`` names a value one of the flow's slots lists: those words are the
    author's, so a request, correction or filler word inside one ("reserve" of the reserve
    tasting, "switch" of the Switch, "front door") is none (mood, corrections, rest_text,
    addresses)."""
    return [
        (c.start, c.end)
        for spec in u.choice_slots(flow)
        for choices in [u.parser(flow, spec).choices]
        if choices is not None
        for c in choices.mentions(text)
    ]


def inside_listed(start: int, end: int, listed: list[tuple[int, int]]) -> bool:
    """The span ``start``-``end`` stands inside one of the ``listed`` spans of another
    slot's value and is not the whole of it ("4" of "the 4 person tub", "5" of "5x7"): the
    number is part of that value, no count or amount of its own. Asked by the corrections of
    every candidate and by the asked slot's answer of every number it read."""
    return any(a <= start and end <= b and (a, b) != (start, end) for a, b in listed)


def only_values(
    u: Knowledge,
    t: Turn,
    spans: list[tuple[int, int]],
    start: int = 0,
    end: int | None = None,
) -> bool:
    """Nothing but the values at ``spans`` and filler words ("from Boston, tomorrow
    please", "明天晚上"), in Chinese the running flow's own verb too ("配车钥匙吧" while
    配钥匙 runs, ``TriggerWords.verbs``): a message that is all values is about the task,
    whatever it says.
    ``start`` and ``end`` bound the part of ``t.scan`` weighed (one clause of several,
    ``_listed_clause``); the spans already used count as values wherever they stand."""
    stop = len(t.scan) if end is None else end
    # "那10点", "那改9点半吧": a then word and a bare change verb opening the message before
    # its first value say how the value is said (``then_words``, ``change_verbs_bare``)
    if start == 0 and spans:
        first = min(a for a, _ in spans)
        _, start = t.lex["then_words"].after_opening(t.scan[:first])
        verb = t.lex["change_verbs_bare"].prefix(normalize(t.scan[start:first]))
        if verb is not None and normalize(t.scan[start:first]) == verb.group(0):
            start = first
    rest, pos, valued = [], start, False
    for a, b in sorted([*spans, *t.taken]):
        if a > pos:
            piece = t.scan[pos : min(a, stop)]
            rest.append(_without_one(t, piece) if valued else piece)
        pos, valued = max(pos, b), True
    if pos < stop:
        rest.append(_without_one(t, t.scan[pos:stop]) if valued else t.scan[pos:stop])
    left = normalize(" ".join(rest))
    if not left:
        return True
    if has_cjk(left):
        regex = u.filler_sets["zh"].regex
        unsaid = (regex.sub("", left) if regex is not None else left).replace(" ", "")
        # "(还是)配车钥匙吧" at 配钥匙's confirmation: the flow's own verb before its value
        if not unsaid or (t.flow is not None and unsaid in u.trigger_words.verbs(t.flow)):
            return True
        # "你们上门来拿吧" at the confirmation: the business addressed as the subject of
        # what it is asked to do (ADDRESSEE_OPENING_A_CHANGE_READ_AS_A_REMARK)
        if t.flow is not None and unsaid in t.lex["addressed_subjects"].exact:
            return True
        return t.flow is not None and not _without_slot_names(u, t, t.flow, unsaid)
    fillers = u.filler_words["en"]
    names = u.slot_words(t.flow) if t.flow is not None else frozenset()
    if all(w in fillers or w in names for w in left.split()):
        return True
    if t.flow is None:
        return False
    # "the hire number's wrong its TH-4412": the slot's label and a word that says the
    # value was wrong, as in Chinese (``_without_slot_names``)
    unsaid = " ".join(w for w in left.split() if w not in fillers and w not in names)
    return not _without_slot_names(u, t, t.flow, f" {unsaid} ").strip()


def _without_slot_names(u: Knowledge, t: Turn, flow: FlowSpec, unsaid: str) -> str:
    """``unsaid`` (Chinese words outside the values, fillers gone) without the names of the
    flow's slots (``SlotNamer.called``, with the ends a label drops: 车牌 of 车牌号), the links
    after them (``value_links``: 是) and the words that say a value was wrong
    (``deny_wrong``: 错了): "车牌号是京N54312", "车牌错了 是京N54312" name the slot the
    value is for and say it, as "hire number is TH-4412" does in English, where the
    slot's words are no word of their own either."""
    cjk = has_cjk(unsaid)
    names: set[str] = set()
    namer = u.slot_namer(flow, t.lex)
    for spec in flow.slots:
        for name in namer.called(spec):
            if has_cjk(name) != cjk:
                continue
            names.add(name if cjk else f" {name} ")
            for end in t.lex["label_ends_dropped"].phrases if cjk else ():
                if name.endswith(end) and len(name) > len(end) + 1:
                    names.add(name[: -len(end)])
    if not cjk:  # "the code was wrong, its …" of a "voucher code": the label said in part
        names.update(f" {w} " for w in namer.parts)
    said = [*t.lex["value_links"].phrases, *t.lex["deny_wrong"].phrases]
    words = [*names, *(w if cjk else f" {w} " for w in said)]
    for word in sorted(words, key=len, reverse=True):
        while word in unsaid:
            unsaid = unsaid.replace(word, "" if cjk else " ")
    return unsaid


def _without_one(t: Turn, piece: str) -> str:
    """``piece``, said right after a value, without a word that stands for the value's
    noun at its start (the lexicon's ``counted_ones``: "quick one then", "the long ones"):
    that word is the value's, no other thing said."""
    said = normalize(piece)
    m = t.lex["counted_ones"].prefix(said)
    if m is None or not m.end() or said[m.end() : m.end() + 1].isalnum():
        return piece
    return said[m.end() :]


def no_name(
    u: Knowledge, flow: FlowSpec, spec: SlotSpec, value: str, now: datetime, language: str
) -> bool:
    """``value``, read as the answer to a slot of ``kind: name``, is no one's name: it holds
    a digit ("28th", "ava 11"), it is wholly the answer to another yes-or-no question of the
    flow ("不用接" to "需要老师去学校接吗？"), wholly a trigger of the domain ("报名" after
    "好的", the request said again), or wholly another slot's listed value of two
    words or more ("first week" of week: first week, second week). A name slot takes anything as
    free text does, so without this it swallowed such answers; a listed value of one word
    may well be a name ("Rose", "Bunny") and is kept."""
    if spec.kind != SlotKind.NAME:
        return False
    if any(ch.isdigit() for ch in value):
        return True
    if _no_name_words(u, value, language):
        return True  # "none", "my back's a bit dodgy" to "What's your name?"
    if _too_long_for_a_chinese_name(u, value, language):
        return True  # "有两桌是小孩 要儿童餐" to "联系人怎么称呼？"
    if whole_yes_no(u, flow, value, now, language):
        return True  # "不用接" to "孩子叫什么名字？": the pick-up, not a name
    said = normalize(value)
    if any((h.start, h.end) == (0, len(said)) for h in u.triggers.exact(said)):
        return True  # "好的 报名" to "您的姓名？": a trigger of the domain, said again
    return listed_for_another(u, flow, spec, said)


def listed_for_another(
    u: Knowledge, flow: FlowSpec, spec: SlotSpec, said: str, empty_in: Task | None = None
) -> bool:
    """``said`` (normalized) is wholly one listed value of another slot of ``flow`` than
    ``spec``: with ``empty_in``, of an enum slot still empty in that task. What a name slot
    (``no_name``) and a free-text one (``empty_slot_answer``) leave to that slot; a name
    slot keeps a listed value of one word, which may well be a name ("Rose", "Bunny")."""
    if spec.kind == SlotKind.NAME and len(said.split()) < 2 and not has_cjk(said):
        return False
    for other in u.choice_slots(flow):
        if other.name == spec.name:
            continue
        if empty_in is not None and (
            other.type != SlotType.ENUM or empty_in.value(other.name) is not None
        ):
            continue
        choices = u.parser(flow, other).choices
        if choices is not None and any(
            (c.start, c.end) == (0, len(said)) for c in choices.mentions(said)
        ):
            return True
    return False


def _no_name_words(u: Knowledge, value: str, language: str) -> bool:
    """``value`` is wholly one of the lexicon's ``none_values`` ("none", "n/a"), or holds a
    word no name holds (``never_in_names``: "my", "had", "我"): a sentence about something
    else, as when an optional question was expected before the name's."""
    lex = u.lexicons.get(language)
    if lex is None:
        return False
    said = normalize(value)
    if lex["none_values"].fullmatch(said):
        return True
    never = lex["never_in_names"]
    if has_cjk(said):
        return any(w in said for w in never.phrases if has_cjk(w))
    words = said.split()
    return any(w in never.exact for w in words)


#: the most Chinese characters a name holds without a title after it ("欧阳娜娜", "司马相如")
_ZH_NAME_CHARS = 5


def _too_long_for_a_chinese_name(u: Knowledge, value: str, language: str) -> bool:
    """``value`` is Chinese of more than five characters, no title of the lexicon's
    ``name_titles`` closing it and no separating dot of a transcribed name ("·"): a
    sentence said to the name's question, as when an optional question was expected
    ("有两桌是小孩", "老人多 菜做软一点"; A_CLAUSE_TAKEN_AS_A_CHINESE_NAME)."""
    lex = u.lexicons.get(language)
    said = value.strip()
    if lex is None or not has_cjk(said) or "·" in said or "•" in said:
        return False
    if sum(1 for ch in said if has_cjk(ch)) <= _ZH_NAME_CHARS:
        return False
    return not any(said.endswith(title) for title in lex["name_titles"].phrases)


def said_for_typed_others(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec) -> bool:
    """Said to the free-text question of ``spec``, the message is meant for other slots read
    by their type (a date, a time, a count, an amount), which take it; the question is asked
    again. A free-text slot takes anything, so without this it swallowed such answers:

    - nothing but such values ("thursday 3pm" to "What's your pet's name?", "明天下午三点" to
      "有什么要备注的？");
    - a slot of that kind named, with a value it takes ("we were last in about 3 weeks ago"
      to "For which pet?": ``last_visit``, a date; "日期就定这周六吧" to "宝妈怎么称呼？"); the
      words around the value are no answer to the question asked.

    Listed values (an enum's, a yes-or-no) are not weighed here: a pet may well be called
    "Bunny" (a clause of its own that is one is ``_listed_clause``'s)."""
    if spec.type != SlotType.TEXT or u.parser(flow, spec).choices:
        return False
    if month_named_to_a_name(t):
        return False  # "may" to "Your name?": the name (NAME_ANSWER_READ_AS_A_MONTH)
    typed = {
        s.name: parser
        for s in flow.slots
        if s.name != spec.name and s.type not in (SlotType.TEXT, SlotType.BOOLEAN)
        for parser in [u.parser(flow, s)]
        if not parser.choices
    }
    if not typed:
        return False
    found = {
        name: [
            p
            for p in parser.scan(t.scan, t.now, t.language)
            # "214" to "Which room?" with at most 10 towels: no count the slot can hold
            if parser.type not in NUMBER_TYPES or parser.validate(p.value, t.now) is None
        ]
        for name, parser in typed.items()
    }
    spans = [(p.start, p.end) for said in found.values() for p in said if p.end > p.start]
    if spans and only_values(u, t, spans):
        return True
    # a value the slot takes: "前天开始暖气就不热了" to "什么问题？" names no visit day
    namer = u.slot_namer(flow, t.lex)
    named = namer.named(t.norm) & typed.keys()
    if not any(typed[name].validate(p.value, t.now) is None for name in named for p in found[name]):
        return False
    # "吴磊 手机13800138000", "kate mobile 07700900123" to the name's question: the phone
    # said with its name before it, and words left that hold no value and name no slot:
    # those answer the question
    links = t.lex["value_links"].exact
    leads = t.lex["prepositions"]
    blank = list(t.scan)
    for name in named:
        names = frozenset(n for n in namer.called(typed[name].spec) if n)
        for p in found[name]:
            start = _named_start(t.scan, p.start, names, links)
            before = normalize(t.scan[:start])
            if any(before == w or before.endswith(" " + w) for w in leads.ending(before)):
                return True  # "…come in for the fitting next friday": one clause with it
            blank[start : p.end] = " " * (p.end - start)
    rest = normalize("".join(blank))
    return not rest or bool(namer.named(rest))


def _named_start(text: str, start: int, names: frozenset[str], links: frozenset[str]) -> int:
    """Where the value at ``start`` begins with the words naming its slot before it ("手机",
    "mobile", "number is"): a name of the slot, then a link word at most, right before it."""
    head = text[:start].rstrip().lower()
    for word in sorted(links, key=len, reverse=True):
        if word and _ends_with(head, word):
            head = head[: len(head) - len(word)].rstrip()
            break
    for name in sorted(names, key=len, reverse=True):
        if _ends_with(head, name):
            return len(head) - len(name)
    return start


def _ends_with(head: str, word: str) -> bool:
    """``head`` ends with ``word``, a whole word where it is written in letters."""
    if not head.endswith(word):
        return False
    cut = len(head) - len(word)
    return cut == 0 or has_cjk(word) or not head[cut - 1].isalnum()


def _listed_clause(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec) -> tuple[int, int] | None:
    """Said to the free-text question of ``spec``, the clause of a message of several that
    is only a value of another slot's list, and fillers ("its urgent" of "its urgent, the
    screen stays black" to "What's going wrong?"): where it stands in ``t.scan``. That
    slot takes it; the other clauses are the answer. A listed value said as the whole
    answer is the text (a pet may be called "Bunny")."""
    cuts = [0, *(m.end() for m in CLAUSE_END.finditer(t.scan)), len(t.scan)]
    clauses = [(a, b) for a, b in pairwise(cuts) if t.scan[a:b].strip(" ,.;!?，。；！？")]
    if len(clauses) < 2:
        return None
    listed = [
        u.parser(flow, s)
        for s in flow.slots
        if s.name != spec.name and s.type == SlotType.ENUM and u.parser(flow, s).choices
    ]
    for a, b in clauses:
        spans = [(a + c.start, a + c.end) for p in listed for c in p.choices.mentions(t.scan[a:b])]
        if spans and only_values(u, t, spans, a, b):
            return a, b
    return None


def beside_listed_clause(
    u: Knowledge, t: Turn, spec: SlotSpec, parser: ValueParser, got: Parsed
) -> Parsed | None:
    """A free-text answer with a clause of its own that another slot's list holds ("its
    urgent, the screen stays black" to "What's going wrong?"): the answer is the clauses
    before or after it (the urgency is read beside it); None when the value stands in
    the middle or nothing else is said."""
    assert t.flow is not None
    cut = _listed_clause(u, t, t.flow, spec)
    if cut is None:
        return got
    a, b = cut
    x, y = (b, len(t.scan)) if a == 0 else (0, a) if b >= len(t.scan.rstrip()) else (0, 0)
    rest = parser.parse(t.scan[x:y], t.now, t.language) if y > x else None
    if rest is None:
        return None
    return Parsed(rest.value, rest.raw_text, rest.confidence, x + rest.start, x + rest.end)
