"""Whether one clause of a message is a remark: says something of its own for the slot
that takes the rest of the message (``takes_rest``; ``rest_text.py`` finds the clauses
nothing else reads and asks this of each).

A clause is no remark when it is only replies (yes, no, a wait), a question, a request for
a flow (unless it tells what happened to the thing this flow is about: "我要退款，菜一直没送
到"), an aside ("单号不记得了"), about another slot without its value ("我不记得订单号了"), or
too short once the values of the other slots, the words naming them, the words of how it
is said and the fillers are out ("by monday", "孩子9岁", "yep all up to date" to a yes-or-no
question about it). Split from ``rest_text.py``: where the rest is and what counts as a
remark are two questions, this one the larger.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotSpec, SlotType
from .all_values import listed_spans
from .grammar_words import LANGUAGES, ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, has_cjk, normalize
from .mood import mood, mood_apart
from .mood import reader as mood_words
from .numbers import find_numbers
from .replies import ANSWER_WORDS, ASIDE, WAIT
from .topic_verb_words import TopicVerbWords
from .value_words import Words, alternation, built

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .slot_namer import SlotNamer
    from .trigger_hits import TriggerHit
    from .utterance import Turn

_REPLY_WORDS = ANSWER_WORDS | {ASIDE, WAIT}
#: small talk, said around a remark or alone, is none: "你好", "thanks", "what can you do"
#: (nor do the words that ask for something: "给我退款" with the remedy read out leaves
#: "给我", no remark; the lexicon's ``requests``)
_TALK = ("greeting", "thanks", "chitchat", "capabilities")
#: how a message is said, not what: a correction word, a change of topic, a wait, a polite
#: ask, an order word ("actually first, my power is out" leaves no remark)
_HOW_SAID = ("corrections", "topic_cues", "waits", "polite_asks", "then_words", "order_words")
#: the least a remark must say once values and fillers are out: characters of Chinese,
#: words of English ("菜凉" of "菜是凉的", "too slow")
_LEAST_CJK = 2
_LEAST_WORDS = 2


_BOOLEAN = SlotType.BOOLEAN


def _complained(
    u: Knowledge,
    lex: Lexicon,
    clause: str,
    norm: str,
    flow: FlowSpec,
    hits: list[TriggerHit],
) -> bool:
    """A clause holding triggers is still a remark when each is of another flow about the
    same kind of thing and it asks for nothing: "我要退款，菜一直没送到"."""
    if mood(lex, clause, norm).request:
        return False
    others = [u.domain.flows.get(h.flow) for h in hits]
    return all(o is not None and same_thing(flow, o) for o in others)


def same_thing(flow: FlowSpec, other: FlowSpec) -> bool:
    """Both flows are about the same kind of thing: the one ``flow`` acts on (an order) is
    what ``other`` acts on or asks for. The other one's trigger in a remark about this one
    is about that thing, not a request for the other."""
    kind = flow.entity
    if kind is None or flow.name == other.name:
        return False
    return other.entity == kind or any(s.entity == kind for s in other.slots)


def _valued_in(u: Knowledge, t: Turn, flow: FlowSpec, name: str, clause: str) -> bool:
    """The slot ``name`` of ``flow`` has a value said in ``clause``: a word of the slot
    there ("收到", "练车的时候") goes with its value ("前天收到的玫瑰全都蔫了"), the clause
    tells what happened, it is not about the slot."""
    other = flow.slot(name)
    if other is None:
        return False
    parser = u.parser(flow, other)
    return bool(parser.scan(clause, t.now, t.language) or parser.find(clause, t.now, t.language))


@lexicon_grammar
class _LeadWords:
    """A word that leads a value (the lexicon's ``value_stops``: "by", "on", "for") right
    before a value blanked out of a clause (a run of spaces, or the clause's end)."""

    def __init__(self, w: ListWords) -> None:
        self.before_blank = re.compile(
            rf"(?<!\w)(?:{w.alt('value_stops', ('en',))})(?=\s{{2,}}|\s*$)", re.IGNORECASE
        )


@lexicon_grammar
class _Holders:
    """The words that say whose value a clause gives, said with it ("孩子9岁", "我儿子今年6
    岁"): the people of the lexicon (``companions``, ``party_kinds``, ``party_me``) and
    its ``value_holders``. Beside a value they say nothing of their own, no remark."""

    def __init__(self, w: ListWords) -> None:
        words = [
            *w.words("value_holders", ("zh",)),
            *w.words("companions", ("zh",)),
            *w.words("party_kinds", ("zh",)),
        ]
        self.words = re.compile(alternation(words) if words else "(?!)")


class _Kin:
    """The family a Chinese age is said of (the value lexicon's ``age_of_family``: "老爷子",
    "老人家"): beside the age read out they say whose it is, as ``_Holders`` do."""

    def __init__(self, w: Words) -> None:
        self.words = re.compile(alternation(w.zh.words("age_of_family")))


@lexicon_grammar
class _NameWords:
    """What marks a slot's name said as a name: a word before it (``slot_name_leads``:
    "the", "my") or a word of being after it (``value_links``: "is", "was")."""

    def __init__(self, w: ListWords) -> None:
        self.leads = frozenset(w.words("slot_name_leads", ("en",)))
        self.links = frozenset(w.words("value_links", ("en",)))


def _as_names(lex: Lexicon, namer: SlotNamer, norm: str, named: set[str]) -> set[str]:
    """Of the slots ``named`` in ``norm``, those said as a name: first in the clause, after
    a word that leads one ("the job", "my order number") or before a word of being ("the
    number is"). "theyre for a job interview" uses the word for another thing."""
    w = grammar(lex, _NameWords)
    out: set[str] = set()
    for words, table in ((namer.names, namer.by_name), (namer.types, namer.by_type)):
        for m in words.finditer(norm):
            before, after = norm[: m.start()].split(), norm[m.end() :].split()
            if not before or before[-1] in w.leads or (after and after[0] in w.links):
                out |= named & set(table.get(m.group(0), ()))
    return out


def _echoed(flow: FlowSpec, given: set[str]) -> frozenset[str]:
    """The words of the labels of the yes-or-no slots of ``flow`` in ``given`` (the slots
    the message fills): said beside that slot's yes or no, they only say it back."""
    return frozenset(
        w
        for name in given
        for s in (flow.slot(name),)
        if s is not None and s.type is _BOOLEAN
        for w in normalize(s.heard).split()
    )


def _bare_counts(lex: Lexicon, rest: str) -> str:
    """``rest`` (Chinese) without the counts said with a measure word and nothing counted
    ("一束", "3个"): left of a clause whose value was read out, a count of that value is no
    remark of its own."""
    ones = lex["classifiers"]
    for n in reversed(find_numbers(rest, "zh", Words.of(lex))):
        after = ones.prefix(rest[n.end :])
        if after is not None:
            rest = rest[: n.start] + rest[n.end + after.end() :]
    # MEASURE_WITHOUT_ITS_ONE_BEFORE_A_VALUE_KEPT_AS_THE_NOTE: "来壶铁观音", "要杯拿铁" with
    # the value read out: a verb of one character and a measure word, its 一 left out as
    # people say it, order the value; no remark
    measure = next((m for m in ones.phrases if rest.endswith(m) and len(rest) - len(m) <= 1), None)
    return rest[: -len(measure)] if measure else rest


def _asking(u: Knowledge, t: Turn, flow: FlowSpec, clause: str) -> bool:
    """``clause`` asks for information, read with the flow's listed values it names taken
    out: "what's the difference between classic and reserve?" is a question though
    "reserve" alone is a request word."""
    return mood_apart(t.lex, clause, listed_spans(u, flow, clause)).asking


def is_remark(
    u: Knowledge,
    t: Turn,
    flow: FlowSpec,
    spec: SlotSpec,
    clause: str,
    said: list[str],
    alone: bool = False,
    given: set[str] | None = None,
    valued: bool = False,
) -> bool:
    """``clause`` says something of its own: a remark for the slot that takes the rest.
    ``alone``: the message asked for ``flow`` only, in another clause. ``given``: the slots
    the message itself fills; a clause naming one of them without a value is no question
    about it (the user just gave it): "…13912345678 到了打电话" is a remark. ``valued``: a
    value the message gives was said in ``clause`` (and blanked out of it)."""
    norm = normalize(clause)
    lex = t.lex
    if not norm or u.replies[lex.language].only(norm, _REPLY_WORDS):
        return False
    if _asking(u, t, flow, clause):
        return False
    # "定宴席" for 订宴席 (typed by sound, TRIGGER_TYPED_WRONG_KEPT_AS_A_REMARK): the
    # request typed with a slip is no remark either
    hits = u.triggers.exact(norm) or [
        h
        for h in u.triggers.fallbacks.weak(norm)
        if h.flow == flow.name and h.end - h.start == len(norm)
    ]
    if (
        hits
        and not _complained(u, lex, clause, norm, flow, hits)
        and (not alone or any(h.flow == flow.name for h in hits) or mood(lex, clause, norm).request)
    ):
        return False
    if _dropped_object_request(lex, clause):
        return False
    if u.asides[lex.language].short_aside(clause, norm) is not None:
        return False  # "单号不记得了", "等一下": not knowing or waiting says nothing
    namer = u.slot_namer(flow, lex)
    named = namer.named(norm) - {spec.name}
    if named and not has_cjk(norm):  # "for a job interview" names no slot `job`
        named = _as_names(lex, namer, norm, named)
    about = named - (given or set())
    if about and not all(_valued_in(u, t, flow, name, clause) for name in about):
        return False  # "我不记得订单号了" is about the order number
    left = clause
    for text in said:  # the values read out of the message, whole: the count "1" said
        # before leaves the "10" of "by dec 10" a date
        edge = r"(?<!\w)" if text[:1].isalnum() else ""
        tail = r"(?!\w)" if text[-1:].isalnum() else ""
        left = re.sub(edge + re.escape(text) + tail, " ", left)
    # every other slot reads the same words, and all they read goes: blanked one slot at a
    # time, a count's "6,000" would leave the money's "$" of "$6,000" as a word of its own
    spans: list[tuple[int, int]] = []
    phrased: list[str] = []
    for other in flow.slots:
        if other is spec:
            continue
        parser = u.parser(flow, other)
        found = [
            p
            for p in (
                *parser.mentions(left, t.now, t.language),
                *parser.find_in_patterns(left, t.now, t.language),
                *parser.scan(left, t.now, t.language),
            )
            if p.end > p.start
        ]
        spans += [(p.start, p.end) for p in found]
        # "8万公里" of "{value}万公里": the pattern's words go with the value
        spans += parser.pattern_spans(left, t.now, t.language)
        phrased += [p.raw_text for p in found if len(p.raw_text) > p.end - p.start]
    # a value read with words of its own ("9岁", "今年9" of an age, "2018年" of a year) goes
    # with them: first, while the value is still there to be found with them (same length,
    # the spans' offsets stay)
    for p in phrased:
        left = left.replace(p, " " * len(p))
    ones = lex["classifiers"] if has_cjk(left) else None
    for start, end in spans:
        # "来一盒" with the 一 read as a count: its measure word goes with it
        after = ones.prefix(left[end:]) if ones is not None else None
        end += after.end() if after is not None else 0
        left = left[:start] + " " * (end - start) + left[end:]
    valued = valued or left != clause
    if valued and has_cjk(left):
        # whose value the clause gives ("孩子9岁", "老爷子79岁了", "老人八十五岁了"): the
        # value's words, taken out whole before any other list takes a character of them
        # ("人" of 老人 left "老" and "了", a remark; AGE_SAID_OF_KIN_LEFT_AS_A_NOTE)
        for holders in (grammar(lex, _Holders).words, built(_Kin, Words.of(lex)).words):
            left = holders.sub(lambda m: " " * len(m.group()), left)
    # the word that leads a value taken out ("by" of "by monday") goes with it
    left = grammar(lex, _LeadWords).before_blank.sub(" ", left)
    rest = normalize(left)
    # what the flow counts, said after its number ("1 pair of jeans"), is the count's
    counted = [normalize(w) for other in flow.slots for w in (*other.counts, *other.measures)]
    if counted and not has_cjk(rest):
        endings, measure = grammar(lex, _count_words)[lex.language]
        rest = re.sub(rf"\b(?:{alternation(counted)})(?:{endings})?\b", " ", rest)
    elif counted and valued:  # "唱3个小时": the 3 read out leaves "个小时", the count's too
        measure = grammar(lex, _count_words)[lex.language][1]
        rest = re.sub(rf"(?:{measure})?(?:{alternation(counted)})", " ", rest)
    # the words naming the other slots said with their values ("电话13800138000") go too,
    # and how the message is said (``_HOW_SAID``)
    names = (namer.names.regex, namer.types.regex) if named else ()
    for talk in (
        *(lex[c].regex for c in (*_TALK, *_HOW_SAID)),
        mood_words(lex).requests.regex,
        *names,
    ):
        if talk is not None:
            rest = talk.sub(" ", rest)
    no = lex["deny"].prefix(rest.strip()) if spans else None
    if no is not None:  # "不对 4桶": a no before another slot's value corrects it
        rest = rest.strip()[no.end() :]
    if has_cjk(rest):
        regex = u.filler_sets["zh"].regex
        rest = regex.sub("", rest) if regex is not None else rest
        rest = rest.replace(" ", "")
        if valued:  # "重新送一束吧" with 补送 read out: "一束" counts what the value names
            rest = _bare_counts(lex, rest)
        if any(rest in normalize(w).replace(" ", "") for w in flow.triggers):
            return False  # "给我重拍" of 申请重拍: the request said again, no remark
        if (
            valued
            and rest
            and any(
                rest in normalize(o.heard).replace(" ", "") for o in flow.slots if o is not spec
            )
        ):
            return False  # "2018年上牌" for 上牌年份: the value said with its slot's name
        return len(rest) >= _LEAST_CJK
    fillers = u.filler_words["en"]
    # a yes or a no said with its question's words back ("yep all up to date" to "are the
    # vaccinations up to date?"): the words of a yes-or-no slot the message answers go
    # with that answer, they say nothing of their own
    echoed = _echoed(flow, given or set())
    words = [w for w in rest.split() if w not in echoed]
    content = [i for i, w in enumerate(words) if w not in fillers]
    if len(content) >= _LEAST_WORDS or not content:
        return len(content) >= _LEAST_WORDS
    # a judgement said with a word of a yes after what it judges ("the generic is fine",
    # "a text is great"): that word says something here, it is no answer
    # (a one-word yes only: the words of "go for it" or "is that right" judge nothing)
    yes = {p for p in lex["affirm"].phrases if " " not in p}
    judged = [w for w in words[content[0] + 1 :] if w in yes]
    return len(content) + len(judged) >= _LEAST_WORDS


@lexicon_grammar
def _count_words(w: ListWords) -> dict[str, tuple[str, str]]:
    """Per language, the alternations of ``plural_endings`` and ``classifiers`` that
    ``is_remark`` takes a counted thing's words off with: built once per lexicon, not on
    every clause."""
    return {
        lang: (
            alternation(w.words("plural_endings", (lang,))),
            alternation(w.words("classifiers", (lang,))),
        )
        for lang in LANGUAGES
    }


def _dropped_object_request(lex: Lexicon, clause: str) -> bool:
    """``clause`` is a request of a verb and a count alone, its object dropped as the talk
    named it ("那帮我约一个" after "白班育儿嫂多少钱": ``topic_verb.py``): it asks for the
    flow, it tells nothing (REQUEST_OF_A_DROPPED_OBJECT_KEPT_AS_THE_NOTE)."""
    shape = grammar(lex, TopicVerbWords).shape
    return shape is not None and shape.match(clause) is not None
