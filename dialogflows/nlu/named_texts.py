"""A free-text value said after its slot's name, or said as a name is: "…at 2pm, name is
lee, email lee@lee.org", "就诊人张三", "王先生" among a request's values, "我家狗叫豆豆".

A free-text slot has no grammar to tell its value by, so outside its own question its value
was left unread, or read as the rest of a message. People say it as a form is filled in:
the slot's label and a copula in a clause of its own (``named_texts``), a Chinese label
glued before the value; or, for a person's name, in the polite form (a surname and a title:
``titled_names``) or said of whom it names (``whose_names``). Each ranks with pattern
captures. Split from ``named_values.py`` (a number after its slot's name).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotKind, SlotSpec, SlotType
from ..state import Task
from .clauses import clause_spans
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import has_cjk, normalize
from .named_values import RANK
from .parsed import Parsed
from .said_of_slot import said_of_slot
from .slot_namer import guessed_name, one_name_slot, slot_names
from .text_answer import lead_tails
from .titled_names import bare_name, surname_led, title_of
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


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
                if (
                    glued is not None
                    and glued[0].name not in {o[0].name for o in out}
                    and _of_its_form(u, t, flow, glued[0], glued[1])
                ):
                    at = start + part.start() + part.group(0).rfind(glued[1])
                    value = Parsed(glued[1], glued[1], 1.0, at, at + len(glued[1]))
                    out.append((glued[0], value, RANK))
        said = said_of_slot(t, slots, clause.strip()) if clause.strip() else None
        if (
            said is not None
            and said[1]
            and said[0].name not in {o[0].name for o in out}
            and _of_its_form(u, t, flow, said[0], said[1])
        ):
            at = start + clause.rfind(said[1])
            if at >= start:
                out.append((said[0], Parsed(said[1], said[1], 1.0, at, at + len(said[1])), RANK))
    return out


def _of_its_form(u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, said: str) -> bool:
    """What is said after a slot's name is its value only in the slot's form, when it has a
    ``pattern`` (VALUE_OF_ANOTHER_FORM_NAMED_FOR_A_CODE, TEXT_NAMED_BY_A_WORD_OF_ITS_LABEL_IN_A_
    SENTENCE): "can i move my survey to friday, ref FQ-20417" says no survey reference
    "friday" ("survey" opens the label "survey reference", "to" a change), and "my
    collection was missed yesterday, reference BW-204518" no collection reference "missed
    yesterday"; the code said beside is read as codes are (``named_codes``)."""
    if not spec.pattern:
        return True
    parser = u.parser(flow, spec)
    got = parser.parse(said, t.now, t.lex.language)
    return got is not None and parser.recognizes(got.value) and parser.fits(got.value, t.now)


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
