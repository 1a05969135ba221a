"""A short answer naming something the asked choice slot does not list ("Seoul" for a city
we do not fly from): given to the slot as said, so the turn says why it cannot take it.

Apart from ``answer_asked.py`` (the asked slot's value): this is the last reading of an answer,
taken only when nothing the slot lists was found, and it decides mostly what is *not* an
unlisted value (talk, references, another slot's value).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Command, SetSlot
from ..spec import SlotSpec, SlotType
from .control_words import is_control_word
from .dates import find_dates
from .grammar_words import grammar
from .lexicon import has_cjk, longer_than, normalize
from .mood import mood
from .other_value import taken_as_other
from .times import TimeGrammar
from .unlisted import CountedWords
from .utterance import Turn
from .value_words import Words, built

if TYPE_CHECKING:
    from .knowledge import Knowledge

_TEXT, _ENUM = SlotType.TEXT, SlotType.ENUM

#: an answer naming something the slot does not list is this short ("Seoul", "from Seoul")
_UNLISTED_WORDS = 4
_UNLISTED_CJK = 8
#: what may stand beside a date in an answer that only says when ("下午", "morning")
_PART_CHARS = 10


def unlisted_answer(u: Knowledge, t: Turn, spec: SlotSpec) -> list[Command]:
    """A short answer to a choice slot's question that names nothing the slot lists
    ("Seoul" for a city we do not fly from): given to the slot as said, so that the turn
    says why it cannot take it ("please choose one of: ...") and asks again, instead of
    repeating the question as if nothing had been said. Talk is not an answer: a yes or
    no, thanks, a greeting, chit-chat, a question or a negation stays what it is."""
    assert t.flow is not None
    if spec.type != _ENUM or t.negations() or t.stated_beliefs:
        return []  # "叫我老李就行" to "您想点什么菜？" says who, not what
    said = t.scan if t.words <= _UNLISTED_WORDS else _thing_then_told(t)
    if said is None:
        return []
    if t.dislikes():
        return []  # "水煮鱼太辣了" refuses the dish it names (and went on to order it)
    if is_control_word(u, t) or t.reference():
        return []  # "it", "that one": a reference that resolved to nothing is no value
    if mood(t.lex, t.raw, t.norm).asking:  # "有啥推荐的吗", "what cities do you fly to?"
        return []
    core = u.parser(t.flow, spec).core(said, t.language)
    if core and has_cjk(core):  # "帮我订个酒店": the thing, without its measure word
        core = grammar(t.lex, CountedWords).measure_lead.sub("", core)
    if not core or not any(ch.isalpha() for ch in core):
        return []
    # reply words only ("hmm", "ok then", "嗯"): thinking aloud, not a value
    norm = normalize(core)
    if u.replies[t.lex.language].tokens(norm)[1] == len(norm):
        return []
    if longer_than(core, _UNLISTED_WORDS - 1, _UNLISTED_CJK):
        return []
    if _another_slots_value(u, t, spec):  # "just me" to "where to?": the passengers, as held
        return []
    if _verb_softened(u, t, norm):
        return []  # "配一下" to "普通钥匙还是车钥匙？": the verb softened, no thing named
    if _a_when(t, core):
        return []  # "今天下午" to "订书钉还是胶装？": a day or a part of it, no thing named
    # "a tortoise" beside a listed "other": that value, the words said kept
    return [taken_as_other(spec, t.lex, SetSlot(slot=spec.name, value=core, raw_text=core))]


def _thing_then_told(t: Turn) -> str | None:
    """UNLISTED_THING_WITH_A_TELLING_AFTER_IT: "a teddy bear, my daughter is heartbroken"
    to "What kind of item is it: …, or other?": the thing named as a clause of its own,
    short, then clauses that tell something and ask nothing (the whole message asks
    nothing, checked after): the first clause is the answer, where the message's length
    made it talk and the question was asked again."""
    first, mark, rest = t.scan.partition(",")
    if not mark or not rest.strip() or has_cjk(first):
        return None
    if len(first.split()) > _UNLISTED_WORDS or mood(t.lex, rest, normalize(rest)).request:
        return None
    return first


def _verb_softened(u: Knowledge, t: Turn, norm: str) -> bool:
    """``norm`` is a softener ("一下") after nothing or after a verb opening one of the
    flow's Chinese triggers (``TriggerWords.verbs``: "配一下" beside 配钥匙): the thing
    is done, none named."""
    m = t.lex["verb_softeners"].search(norm)
    if m is None or m.end() != len(norm) or t.flow is None:
        return False
    head = norm[: m.start()].strip()
    return not head or head in u.trigger_words.verbs(t.flow)


def _a_when(t: Turn, core: str) -> bool:
    """``core`` says when and nothing else: a date, or a date and a part of the day
    ("今天下午", "tomorrow morning"), whatever slots the flow has to take it."""
    times = built(TimeGrammar, Words.of(t.lex))
    rest = core
    for d in sorted(find_dates(core, t.now, t.language, Words.of(t.lex)), key=lambda d: -d.start):
        rest = rest[: d.start] + " " + rest[d.end :]
    rest = rest.strip()
    if rest == core.strip():
        return False  # no date: "晚上" may be an option's name the slot does not list
    return not rest or (times.part_of_day(rest) is not None and len(rest) <= _PART_CHARS)


def _another_slots_value(u: Knowledge, t: Turn, asked: SlotSpec) -> bool:
    """The message is a value of another slot of the flow, one it already holds (so no
    command came of it): "just me" or "just one" when the passengers are one, "economy"
    said again."""
    assert t.flow is not None
    for spec in t.flow.slots:
        if spec.name == asked.name:
            continue
        parser = u.parser(t.flow, spec)
        if t.captures(parser) or parser.mentions(t.scan, t.now, t.language):
            return True
        if spec.type != _TEXT and not parser.choices and parser.scan(t.scan, t.now, t.language):
            return True  # a number, a date, a time said on its own
    return False
