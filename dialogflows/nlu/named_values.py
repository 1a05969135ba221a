"""A value said right after its slot's name: "the reading is 88213", "budget: 80", "预算为800",
"first lesson friday".

A number slot with no pattern and no counted noun ("reading", "balance", "weight") has
nothing that ties a number of the message to it, so a number said with the request or beside
another answer was left unread, or read by another slot that takes numbers. People mark
such a value the way a form does: they name the slot first. The slot's name as users hear
it (its ``label``, else its name in words) and then, at most, one of the lexicon's
``value_links`` ("is", "was", "是", "为") right before the value mark it as a pattern would,
so it ranks with pattern captures.

A date or a time is read wherever it is said, but which slot it fills was left to the
question: "she can start friday" asked for a date of birth filled the birth date (a past
Friday). Said right after another date slot's name, it is that slot's (``named_dates``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..spec import NUMBERED_TYPES, FlowSpec, SlotKind, SlotSpec, SlotType
from ..state import Task
from .clauses import clause_spans
from .day_away import Span, days_said, inside
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, has_cjk, normalize
from .numbers import NUMERAL_CHARS, small_number
from .parsed import Parsed, value_key
from .said_of_slot import said_of_slot
from .slot_namer import guessed_name, one_name_slot, slot_names
from .text_answer import lead_tails
from .titled_names import bare_name, surname_led, title_of
from .utterance import Turn
from .value_words import Words, alternation
from .which_one import says_which_one, which_one_stems

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .values import ValueParser

#: slot types a bare number of the message may be (a named date or time is read already)
#: slot types whose values are read anywhere; their name before one says whose it is
DATED = frozenset({SlotType.DATE, SlotType.TIME})
#: the rank of a value found this way: that of a pattern capture (volunteered.py)
RANK = 2


def named_values(
    u: Knowledge, t: Turn, flow: FlowSpec, skip: set[str]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """Values of the flow's number slots each said right after the slot's name."""
    out: list[tuple[SlotSpec, Parsed, int]] = []
    for spec, said_names in u.numbered_names(flow, t.lex):
        if spec.name in skip:
            continue
        names = [n for n in said_names if n in t.norm]
        if not names:  # the common case: the name is not said, nothing to scan
            continue
        parser = u.parser(flow, spec)
        for m in _named_pattern(tuple(names), t.lex).finditer(t.scan):
            if _counted_before(t.scan[: m.start()], t, spec):
                continue
            if _counts_of_another(u, t, flow, spec, m.span("value")):
                continue
            if spec.type not in DATED and inside(m.start("value"), _days(t)):
                continue  # "寄养 3天后送过来": the day three days off, no 3 of the stay
            if spec.kind == SlotKind.AGE and _measured(t, m.end("value")):
                continue  # "孩子一个9岁 一个12岁": one of the children, no age of 1
            got = parser.parse(m.group("value"), t.now, t.language)
            if got is not None:
                out.append((spec, Parsed(got.value, m.group("value"), 1.0, *m.span("value")), RANK))
                break
    return out


@lexicon_grammar
def _general_measures(w: ListWords) -> tuple[str, ...]:
    """The general measure words (``general_measures``: 个), which count things."""
    return w.words("general_measures", ("zh",))


def _measured(t: Turn, end: int) -> bool:
    """A general measure word stands right after the number ending at ``end``: it counts
    something, as "一个" does, and is no age (AGE_READ_AS_A_COUNT_OF_A_THING)."""
    return any(t.scan.startswith(w, end) for w in grammar(t.lex, _general_measures))


def numbered_names(flow: FlowSpec, lex: Lexicon) -> tuple[tuple[SlotSpec, tuple[str, ...]], ...]:
    """The flow's number slots, each with the words that name it in ``lex``'s language:
    its label and name, the words for money of the one money slot, the lead of its Chinese
    question. Worked out at load (``Knowledge.numbered_names``), not for every slot on
    every message ``named_values`` reads."""
    return tuple(
        (
            spec,
            (
                *slot_names(spec),
                *_money_words(spec, flow, lex),
                *asked_lead(spec, lex),
                *which_one_stems(spec, lex),
            ),
        )
        for spec in flow.slots
        if spec.type in NUMBERED_TYPES
    )


def _days(t: Turn) -> tuple[Span, ...]:
    """The spans of the message naming a day by its distance (COUNT_OF_DAYS_READ_IN_A_DAY_AWAY:
    "寄养 3天后送过来" beside a stay asked "寄养几天？" is a day three days off, no 3 of it)."""
    return days_said(t.scan, t.now, t.language, Words.of(t.lex))


def _counts_of_another(
    u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, span: tuple[int, int]
) -> bool:
    """The number after the slot's name is another count's, said with what that one
    counts: in "两个大人一个小孩" the 一 after 大人 (the adults' label) counts the 小孩."""
    start, end = span
    return any(
        p.start < end and start < p.end
        for other in flow.slots
        if other is not spec and other.type == SlotType.INTEGER and other.counts
        for p in t.captures(u.parser(flow, other))
    )


def named_dates(
    u: Knowledge, t: Turn, flow: FlowSpec, skip: set[str]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """Dates and times each said right after its slot's name, when another slot of the
    flow takes the same type ("first lesson friday", "she can start on friday" beside a
    date of birth): the name says whose it is, as a pattern would."""
    out: list[tuple[SlotSpec, Parsed, int]] = []
    for spec, said_names in u.dated_names(flow):
        if spec.name in skip:
            continue
        names = [n for n in said_names if n in t.norm]
        if not names:
            continue
        before = _name_before(tuple(names), t.lex)
        for got in u.parser(flow, spec).scan(t.scan, t.now, t.language):
            if got.end > got.start and before.search(t.scan[: got.start]):
                out.append((spec, Parsed(got.value, got.raw_text, 1.0, got.start, got.end), RANK))
                break
    return out


def dated_names(flow: FlowSpec) -> tuple[tuple[SlotSpec, tuple[str, ...]], ...]:
    """The flow's date and time slots that share their type with another of its slots,
    each with what users call it (``slot_names``), in order: worked out once per flow at
    load (``Knowledge.dated_names``) for ``named_dates``, not on every message. The one
    slot of its type is left out: it takes a date or time anyway."""
    return tuple(
        (spec, slot_names(spec))
        for spec in flow.slots
        if spec.type in DATED and any(o is not spec and o.type == spec.type for o in flow.slots)
    )


def named_for_others(u: Knowledge, t: Turn, spec: SlotSpec) -> list[Parsed]:
    """The dates or times of the message said right after another slot's name, while
    ``spec`` (of the same type) is asked: none of them is its answer."""
    if t.flow is None or spec.type not in DATED:
        return []
    return [p for other, p, _ in named_dates(u, t, t.flow, {spec.name}) if other.type == spec.type]


def without_named_for_others(
    u: Knowledge,
    t: Turn,
    spec: SlotSpec,
    parser: ValueParser,
    got: Parsed | None,
    options: list[Any],
) -> tuple[Parsed | None, list[Any]]:
    """The asked slot's answer and tied values without those said right after another
    slot's name: "she can start friday" asked for a date of birth is the start's; of "born
    march 3 2019, she can start friday" the birth date is March 3."""
    named = named_for_others(u, t, spec)
    if not named:
        return got, options

    def theirs(p: Parsed) -> bool:
        return any(p.start < q.end and q.start < p.end for q in named)

    if got is not None and not options:
        return (None, []) if theirs(got) else (got, [])
    left = [p for p in parser.scan(t.scan, t.now, t.language) if not theirs(p)]
    values = {value_key(p.value): p for p in left}
    if len(values) == 1:
        return next(iter(values.values())), []
    return None, [p.value for p in values.values()] if len(values) > 1 else []


#: (names, lexicon) -> the names (a form with a plural ending too: "she starts friday"),
#: a link word at most, at the end of the text before a value
_BEFORE: dict[tuple[tuple[str, ...], tuple[str, ...]], re.Pattern[str]] = {}


def _name_before(names: tuple[str, ...], lex: Lexicon) -> re.Pattern[str]:
    key = (names, lex["value_links"].phrases)
    got = _BEFORE.get(key)
    if got is None:
        endings = alternation(grammar(lex, _PluralEndings).by_language[lex.language])
        # (a name's space may have been typed as a hyphen: "check-up")
        hyphened = alternation(names).replace(r"\s+", r"[\s-]+")
        said = rf"(?:{hyphened})(?:{endings})?"
        got = _BEFORE[key] = re.compile(name_then_link(names, said, key[1]) + "$", re.IGNORECASE)
    return got


@lexicon_grammar
class _PluralEndings:
    """Per language, the lexicon's ``plural_endings`` (a name said in its plural form
    before a value: ``_name_before``), read from the lexicon once, as every list a reader
    reads is."""

    def __init__(self, w: ListWords) -> None:
        self.by_language = w.each_language("plural_endings")


def name_then_link(names: tuple[str, ...], said: str, links: tuple[str, ...]) -> str:
    """The regex of a slot's name (``said``, the pattern of ``names``) and then, at most,
    a link word (the lexicon's ``value_links``): what stands before a value said so."""
    edge = "" if all(has_cjk(n) for n in names) else r"(?<![\w])"
    return rf"{edge}(?:{said})\s*[:：=]?\s*(?:(?:{alternation(links)})(?![a-z])\s*)?"


def _counted_before(before: str, t: Turn, spec: SlotSpec) -> bool:
    """Whether the name is said as the unit of a number right before it ("2 nights 30 ft",
    "two hours 4 musicians"): then it counts that number, which its own reading takes, and
    names nothing after it; taking the next number too put the length into the nights.
    In Chinese the count stands glued before the name with its measure word, or said
    colloquially ("带两个孩子 一个7岁一个11岁", "俩孩子一个6岁": the children are
    counted, and the 一 after 孩子 counts one of them, no age of 1;
    TWO_VALUES_FOR_ONE_SLOT_IN_A_REQUEST). The name of a slot that says which one (no
    ``counts``, no kind) after an article (the lexicon's ``single_words``) is no unit:
    "book a grade 1 flute exam" is grade 1 (ARTICLE_BEFORE_A_WHICH_ONE_NAME_READ_AS_ITS_COUNT)."""
    words = before.split()
    if has_cjk(before):
        return grammar(t.lex, _ChineseCountEnd).ends.search(before) is not None
    if not words or small_number(words[-1], Words.of(t.lex)) is None:
        return False
    return not (says_which_one(spec, t.lex) and words[-1].lower() in t.lex["single_words"].phrases)


@lexicon_grammar
class _ChineseCountEnd:
    """A Chinese count closing a text: a number and a measure word of the lexicon's
    ``classifiers`` ("两个"), or a colloquial count (the value lexicon's
    ``colloquial_counts``: 俩), read before a slot's name that it counts."""

    def __init__(self, w: ListWords) -> None:
        measures = alternation(w.words("classifiers", ("zh",)))
        spoken = alternation(tuple(w.value_mapping("colloquial_counts", "zh")))
        self.ends = re.compile(
            rf"(?:(?:\d+|{NUMERAL_CHARS}+)(?:{measures})|{spoken})$" if measures else "(?!)"
        )


def named_texts(
    u: Knowledge, t: Turn, flow: FlowSpec, skip: set[str], task: Task | None
) -> list[tuple[SlotSpec, Parsed, int]]:
    """Values of the flow's empty free-text slots each said in a clause of its own after
    the slot's name and a copula ("…at 2pm, name is lee, email lee@lee.org"): the clause
    says it as a form would (``said_of_slot.py``), so it ranks with patterns."""
    slots = [
        s
        for s in flow.slots
        if s.type == SlotType.TEXT
        and not s.takes_rest
        and s.name not in skip
        and (task is None or task.value(s.name) is None)
        and any(
            n in t.norm for n in (*slot_names(s), *_name_words(u, t, flow, s), *_label_heads(t, s))
        )
    ]
    if not slots:
        return []
    out: list[tuple[SlotSpec, Parsed, int]] = []
    for start, end in clause_spans(t.scan):
        clause = t.scan[start:end]
        if has_cjk(clause):  # "… 就诊人张三 138…": spaces typed for commas part the clauses
            for part in re.finditer(r"\S+", clause):
                glued = _label_glued(u, t, flow, slots, part.group(0))
                if glued is not None and glued[0].name not in {o[0].name for o in out}:
                    at = start + part.start() + part.group(0).rfind(glued[1])
                    value = Parsed(glued[1], glued[1], 1.0, at, at + len(glued[1]))
                    out.append((glued[0], value, RANK))
        said = said_of_slot(t, slots, clause.strip()) if clause.strip() else None
        if said is not None and said[1] and said[0].name not in {o[0].name for o in out}:
            at = start + clause.rfind(said[1])
            if at >= start:
                out.append((said[0], Parsed(said[1], said[1], 1.0, at, at + len(said[1])), RANK))
    return out


def titled_names(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    skip: set[str],
    task: Task | None,
    values: Sequence[tuple[SlotSpec, Parsed, int]] = (),
) -> list[tuple[SlotSpec, Parsed, int]]:
    """A name said the polite way, a surname of a character or two and then a title (the
    lexicon's ``name_titles``: "王先生", "李女士"), as a part of its own among the request's
    values, spaces typed for commas ("装晾衣架 … 后天上午10点 王先生 139…"): the flow's one
    empty name slot's, as a form is filled in. Nothing else in a message is said so: a
    surname and a title are a name whatever stands around them, where a bare "王芳" could be
    anything, so only the titled form is read without the slot's label, or a bare one where
    a form puts it, right before the phone (``bare_name``), no part of ``values`` other
    readers found ("周五 138…" is a day)."""
    titles = [normalize(w) for w in t.lex["name_titles"].phrases]
    if not titles or not has_cjk(t.scan):
        return []
    spec = one_name_slot(u.slot_namer(flow, t.lex), skip)
    if spec is None:
        return []
    if task is not None and task.value(spec.name) is not None:
        return []
    said = grammar(t.lex, _SurnameLeads)
    surnames = said.surnames
    leads = said.leads if surnames else ()
    found = []
    whom = False  # the part before names whom the next one's name is of
    for part in re.finditer(r"\S+", t.scan):
        word, after_whom = part.group(0), whom
        whom = _names_whom(word, t)
        if after_whom and _named_after_whom(word, t) and not _read(t, values, *part.span()):
            found.append(Parsed(word, word, 1.0, part.start(), part.end()))
            continue
        if title_of(word, t.lex):
            found.append(Parsed(word, word, 1.0, part.start(), part.end()))
            continue
        if bare_name(word, t.scan[part.end() :], t.lex) and not _read(
            t, values, part.start(), part.end()
        ):  # BARE_NAME_AMONG_A_REQUESTS_VALUES: "… 不是第一次 王建国 138…"
            found.append(Parsed(word, word, 1.0, part.start(), part.end()))
            continue
        # ONE_CHARACTER_SURNAME_AMONG_VALUES: "… 不用轮椅 赵 139…", "… 姓赵 139…": a surname
        # alone, or after the verb of a name pattern said without its subject (姓 of 我姓)
        lead = next((x for x in leads if word.startswith(x) and len(word) == len(x) + 1), "")
        name = word[len(lead) :]
        if name in surnames and not _taken(t, part.start() + len(lead), part.end()):
            found.append(Parsed(name, word, 1.0, part.start() + len(lead), part.end()))
    return [(spec, found[0], RANK)] if len(found) == 1 else []


def _names_whom(word: str, t: Turn) -> bool:
    """``word`` is someone the speaker knows and no more, a word of the speaker before it at
    most (the lexicon's ``whose_leads``, ``companions``: "我老公", "我妈")."""
    lead = t.lex["whose_leads"].prefix(word)
    said = word[lead.end() :] if lead is not None else word
    kin = t.lex["companions"].search(said) if said else None
    return kin is not None and kin.span() == (0, len(said))


def _named_after_whom(word: str, t: Turn) -> bool:
    """BARE_NAME_AFTER_WHOM_IT_NAMES: ``word``, a part of its own right after one naming
    whom (``_names_whom``: "拆线 我老公 张磊 42岁"), is that one's name when it is two or
    three characters opening with one of the lexicon's ``surnames``: who then their name,
    as "我妈 王秀英" answers the name's question."""
    return surname_led(word, t.lex)


@lexicon_grammar
class _SurnameLeads:
    """The verbs of the lexicon's Chinese ``name_patterns`` said without their subject
    (姓 of 我姓{value}, ``text_answer.lead_tails``), and none: a surname may stand alone;
    and the lexicon's ``surnames``, a set of single characters looked up whole (no phrase
    set: a regex of a hundred characters gives the cue index no key). Built once per
    lexicon."""

    def __init__(self, w: ListWords) -> None:
        self.leads = (*lead_tails(list(w.words("name_patterns"))), "")
        self.surnames = frozenset(w.words("surnames"))


def _read(t: Turn, values: Sequence[tuple[SlotSpec, Parsed, int]], start: int, end: int) -> bool:
    """The span is inside one another reader already took, or meets a value found."""
    return _taken(t, start, end) or any(p.start < end and start < p.end for _, p, _ in values)


def _taken(t: Turn, start: int, end: int) -> bool:
    """The span is inside one another reader already took."""
    return any(a <= start and end <= b for a, b in t.taken)


#: the longest name said after whom it names ("我家狗叫豆豆"), and the longest way of
#: saying whom before the link
_WHOSE_NAME_CHARS, _WHOM_CHARS = 6, 8


def whose_names(
    u: Knowledge, t: Turn, flow: FlowSpec, skip: set[str], task: Task | None
) -> list[tuple[SlotSpec, Parsed, int]]:
    """A name said of whom it names, as a part of its own beside the request ("我家狗叫豆豆
    想约洗澡", "我女儿叫朵朵 报个名"): someone the speaker knows (the lexicon's
    ``companions``) or a thing the flow lists (狗 of a pet slot), a word of the speaker
    before it at most (``whose_leads``), then a word linking a name (``name_links``: 叫)
    and the name. It fills the flow's one empty name slot that asks no name of the
    speaker's own (``own_name_asks``): to such a question "我女儿叫朵朵" names someone
    else. Said to the name's own question it was read already (``free_text``); said with
    the request the name was asked again."""
    if not has_cjk(t.scan):
        return []
    spec = one_name_slot(u.slot_namer(flow, t.lex), skip)
    if spec is None:
        return []
    if (task is not None and task.value(spec.name) is not None) or (
        spec.prompt and t.lex["own_name_asks"].search(normalize(spec.prompt))
    ):
        return []
    whom = {normalize(v) for v in _listed(u, flow)}
    found = []
    for part in re.finditer(r"\S+", t.scan):
        word = part.group(0)
        link = t.lex["name_links"].search(word)
        if link is None or not 0 < link.start() <= _WHOM_CHARS:
            continue
        said = word[: link.start()]
        lead = t.lex["whose_leads"].prefix(said)
        said = said[lead.end() :] if lead is not None else said
        kin = t.lex["companions"].search(said)
        if not (said in whom or (kin is not None and kin.span() == (0, len(said)))):
            continue
        name = word[link.end() :]
        if 0 < len(name) <= _WHOSE_NAME_CHARS and all(has_cjk(c) for c in name):
            at = part.start() + link.end()
            found.append(Parsed(name, name, 1.0, at, at + len(name)))
    return [(spec, found[0], RANK)] if len(found) == 1 else []


def _listed(u: Knowledge, flow: FlowSpec) -> list[str]:
    """The values and synonyms the flow's slots list, their entities' included."""
    out: list[str] = []
    for spec in flow.slots:
        entity = u.domain.entities.get(spec.entity) if spec.entity else None
        for listed in (spec, entity):
            if listed is not None:
                out += listed.values
                out += [v for vs in listed.synonyms.values() for v in vs]
    return out


#: the longest value a label glued before it may name in a clause ("就诊人张三")
_GLUED_CHARS = 20


def _name_words(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec) -> tuple[str, ...]:
    """The words for a name (the lexicon's ``type_words`` of ``name``: "名字", "姓名") when
    ``spec`` is the flow's one name slot: NAME_GLUED_AFTER_ITS_WORD_WITHOUT_A_LINK, "名字王
    小明" among a request's values names the holder as "持卡人王小明" does."""
    if one_name_slot(u.slot_namer(flow, t.lex), set()) is not spec:
        return ()
    # Chinese only: English says "name is lee", read by ``said_of_slot`` with the copula
    words = t.lex.type_words.get(SlotKind.NAME.value, ())
    return tuple(normalize(w) for w in words if has_cjk(w))


def _label_heads(t: Turn, spec: SlotSpec) -> tuple[str, ...]:
    """NAME_LABEL_SAID_WITHOUT_ITS_NAME_WORD: a Chinese label that ends in a word for a name
    (the lexicon's ``type_words`` of ``name``: 姓名, 名字) is said by whose name it is alone,
    as a form's field is filled in ("患者李建国" for 患者姓名, as "就诊人张三"): the label
    before that word, two characters or more."""
    label = normalize(spec.label or "")
    words = (normalize(w) for w in t.lex.type_words.get(SlotKind.NAME.value, ()) if has_cjk(w))
    return tuple(
        label[: -len(w)] for w in words if w and label.endswith(w) and len(label) - len(w) >= 2
    )


def _label_glued(
    u: Knowledge, t: Turn, flow: FlowSpec, slots: list[SlotSpec], clause: str
) -> tuple[SlotSpec, str] | None:
    """A Chinese clause that opens with one free-text slot's label, glued to its value or
    after a word of being (``value_links``: "就诊人张三", "联系人是王芳"), as a form is filled
    in: that slot's value; the flow's one name slot is called so by a word for a name too
    ("名字王小明"; ``_name_words``), and a name typed in Latin letters so too ("联系人Tony").
    A label of one character names nothing so."""
    links = sorted(t.lex["value_links"].phrases, key=len, reverse=True)
    found = []
    for spec in slots:
        if spec.kind != SlotKind.NAME and guessed_name(spec, t.lex) is None:
            continue  # "订单号忘了": only a name is said glued after its label so
        called = [
            normalize(spec.label or ""),
            *_name_words(u, t, flow, spec),
            *_label_heads(t, spec),
        ]
        label = next((w for w in called if len(w) >= 2 and has_cjk(w) and clause.startswith(w)), "")
        if not label:
            continue
        rest = clause[len(label) :].lstrip(" :：")
        link = next((w for w in links if has_cjk(w) and rest.startswith(w)), "")
        rest = rest[len(link) :].strip()
        # LATIN_NAME_GLUED_AFTER_ITS_LABEL: "联系人Tony": a name in Latin letters, one word
        latin = rest.isascii() and rest.isalpha()
        if rest and len(rest) <= _GLUED_CHARS and (has_cjk(rest[:1]) or latin):
            found.append((spec, rest))
    return found[0] if len(found) == 1 else None


#: how long the words of a Chinese question before its question word may be to name its
#: slot when said back ("消费了" of "消费了多少钱？"): a verb and its mark, no sentence
_LEAD_CHARS = (2, 4)


def asked_lead(spec: SlotSpec, lex: Lexicon) -> tuple[str, ...]:
    """The words a Chinese number slot's question opens with before its question word
    (the lexicon's ``question_words``): "消费了" of "消费了多少钱？", "一共" of "一共几位？".
    Said back right before a number ("开发票 前天 消费了500"), they name the slot as its
    label would: the answer in the question's own words, beside the request. A lead of one
    character ("刻" of "刻几个？") names too little; English asks otherwise."""
    prompt = spec.prompt or ""
    if not has_cjk(prompt):
        return ()
    asked = re.split(r"[。！!.]", prompt)
    asked_one = next((a for a in asked if "？" in a or "?" in a), "")
    m = lex["question_words"].search(asked_one)
    if m is None:
        return ()
    lead = normalize(asked_one[: m.start()]).strip()
    low, high = _LEAD_CHARS
    if not low <= len(lead) <= high or not all(has_cjk(ch) for ch in lead):
        return ()
    return (lead,)


def _money_words(spec: SlotSpec, flow: FlowSpec, lex: Lexicon) -> tuple[str, ...]:
    """The words for money ("预算", "金额", "budget"; the lexicon's ``type_words``) name
    the flow's one money slot as its label would: "预算7000" is the "月租预算", whose
    name (``budget``) a Chinese user never types."""
    if spec.type != SlotType.MONEY or sum(s.type == SlotType.MONEY for s in flow.slots) != 1:
        return ()
    return tuple(normalize(w) for w in lex.type_words.get(spec.type.value, ()))


#: (names, lexicon) -> the names, a link word at most, and the value (a number as said:
#: digits, with a currency sign, or numerals); built on first use, a few per domain
_PATTERNS: dict[tuple[tuple[str, ...], tuple[str, ...]], re.Pattern[str]] = {}


def _named_pattern(names: tuple[str, ...], lex: Lexicon) -> re.Pattern[str]:
    key = (names, lex["value_links"].phrases)
    got = _PATTERNS.get(key)
    if got is None:
        got = _PATTERNS[key] = re.compile(
            name_then_link(names, alternation(names), key[1])
            + rf"[:：]?\s*(?P<value>[$€£¥￥]?\s?\d[\d,.]*(?<![,.])|{NUMERAL_CHARS}+)",
            re.IGNORECASE,
        )
    return got
