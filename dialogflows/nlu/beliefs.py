"""Belief statements: budgets, allergies, "always" / "never" preferences -> ``SetBelief``.

Which sentences count is data (the ``beliefs`` section of a lexicon); this module only reads
the hole of the first template that matches and builds the command. Conventions:

* ``budget`` holds money in canonical form, ``{"amount": 5000.0, "currency": "USD"}``;
* ``allergy`` holds the allergen as written ("seafood", "海鲜"); it is an invariant because
  a health constraint must never be silently overwritten;
* keys with ``{text}`` ("avoid:{text}", "prefer:{text}") get one belief per thing, so
  "never fly at night" and "不要海鲜" do not overwrite each other: ``avoid:fly at night``;
* ``invariant`` comes from the rule, or from an "always"/"never" marker in the sentence;
* ``explicit_change`` is set when the sentence says it changes something ("now", "改成");
* ``name`` (a rule with ``value: name``) holds a short name as written ("Alex", "小王"): at
  most three words of letters, or four Chinese characters; "帮我叫个外卖" names nobody.

The rules of the domain's own belief kinds, built at load, are in ``domain_beliefs.py``;
where a belief stated meets a slot its name says (a limit that is a money slot's value, a
belief said to its yes-or-no question), in ``belief_slots.py``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

from ..commands import Command, SetBelief
from ..spec import SlotSpec
from ..state import DialogueState
from .belief_words import BeliefWords, belief_words
from .clauses import ZH_BETWEEN
from .dates import find_dates
from .grammar_words import LANGUAGES, ListWords, grammar, lexicon_grammar
from .inflections import VerbWords
from .label_parts import thing_of_label
from .lexicon import BeliefRule, Lexicon, PhraseSet, Template, has_cjk, normalize
from .message import a_not_a_middle
from .money import find_money
from .mood import a_not_a
from .named_limit import names_a_slot
from .numbers import find_numbers
from .times import find_times
from .utterance import Turn


@lexicon_grammar
class _WhenWords:
    """Per language, the words of a part of the day or of the week no date or time reader
    reads alone (the lexicon's ``clock_sides`` and ``when_words``: "晚上", "工作日",
    "evenings"), built once per lexicon."""

    def __init__(self, w: ListWords) -> None:
        self.by_language = {
            lang: tuple(
                normalize(x) for k in ("clock_sides", "when_words") for x in w.words(k, (lang,))
            )
            for lang in LANGUAGES
        }


#: any moment: a rule of ``value: when`` asks only whether its thing names a day or an hour
_ANY_NOW = datetime(2000, 1, 3, 12, 0)


def _says_when(raw: str, lex: Lexicon) -> bool:
    """``raw`` names a day, an hour or a part of the day or week ("周三", "下午三点以后",
    "晚上", "weekends"): the thing of a rule of ``value: when`` ("{text}不方便", "{text}没空"),
    which says when the user is not free; "腿脚不方便" tells no time to avoid."""
    said = normalize(raw)
    if find_dates(raw, _ANY_NOW, lex.language) or find_times(raw, lex.language):
        return True
    words = grammar(lex, _WhenWords).by_language.get(lex.language, ())
    if has_cjk(said):
        return any(w and w in said for w in words)
    return any(w in said.split() for w in words if w)


#: a name: one to three words of letters ("Alex", "Mary-Jane O'Neil"), or 1-4 CJK characters
#: not opening with a measure or aspect word ("叫个外卖", "叫了车" name nobody)
_NAME = re.compile(r"(?:[^\W\d_][\w'.-]*)(?:\s+[^\W\d_][\w'.-]*){0,2}")
_CJK_NAME = re.compile(r"[\u4e00-\u9fff·]{1,4}")
#: the key prefix of a thing to avoid ("avoid:海鲜")
_AVOID = "avoid:"
#: a space typed after a Chinese thing, before more Chinese text: a clause break, so the
#: thing ends there ("不要双面 明天": 双面)
_ZH_BREAK = ZH_BETWEEN  # the one grammar of clauses (``clauses.py``)


@dataclass(frozen=True)
class BeliefMatch:
    """A belief read from a message with where it was said: the span lets the other readers
    leave those words alone ("budget is 3000" is no count of 3000)."""

    command: SetBelief
    start: int
    end: int


def extract_beliefs(text: str, lex: Lexicon, default_currency: str) -> list[BeliefMatch]:
    """Every belief stated in ``text`` (at most one per key), with the span it came from.

    A hedge inside the statement ("预算可能是500", "my budget is maybe 50") is read past:
    the belief is found without it and marked ``hedged`` (its span is then the hedge-free
    text's, so nothing of the message is blanked)."""
    found = _extract(text, lex, default_currency)
    hedges = lex["hedges"].regex
    if found or hedges is None or hedges.search(normalize(text)) is None:
        return found
    plain = hedges.sub("", text.lower())
    return [
        BeliefMatch(b.command.model_copy(update={"hedged": True, "explicit_change": False}), 0, 0)
        for b in _extract(plain, lex, default_currency)
    ]


def _extract(text: str, lex: Lexicon, default_currency: str) -> list[BeliefMatch]:
    if not lex.may_match("beliefs", text):
        return []
    norm = normalize(text)
    change = lex["change_markers"].search(norm) is not None
    marked_invariant = lex["invariant_markers"].search(norm) is not None
    hedged = lex["hedges"].search(norm) is not None
    for_now = lex["for_now"].search(norm) is not None
    out: list[BeliefMatch] = []
    keys: set[str] = set()
    low = text.lower()
    bw = belief_words(lex)
    for rule in lex.beliefs:
        for tpl, m in _matches(rule, text, low):
            if lex["cancel"].prefix(normalize(text[m.start() :])) is not None:
                continue  # "never mind that" takes something back; it avoids nothing
            if _asked(text, m.start(), m.end(), bw):
                continue  # "我的过敏记下了吗？", "is my budget 500?" state nothing
            if rule.kind == "avoid" and a_not_a_middle(low, m.start(), grammar(lex, a_not_a)):
                continue  # "订餐要不要交押金": the 不要 of an A-not-A question asks, avoids nothing
            key: str | None
            if rule.fixed is not None:  # "i'm vegan": the kind's own value
                key, value, end = rule.key, rule.fixed, m.end()
            else:
                key, value, end = _read(
                    rule.value, rule.key, m, text, lex, default_currency, tpl.text, rule.bare
                )
            if key is None or key in keys:
                continue
            if rule.kind == "avoid" and _a_reply_word(value, lex):
                continue  # "不要取消", "别退" to a confirmation refuse the act; no thing
            if rule.kind == "avoid" and _no_of_its_own(tpl.text, text, m.start(), value):
                continue  # "不要 来罐啤酒": a no, then what is wanted; nothing avoided
            if rule.kind in _TOLD_KINDS and not rule.drops and _happened(value, lex):
                continue  # "my skip never came", "ive always wanted to …": what happened
            start = _clause_start(text, m.start(), value)
            if any(not (end <= b.start or start >= b.end) for b in out):
                continue
            keys.add(key)
            cmd = SetBelief(
                key=key,
                value=None if rule.drops else value,  # "I can eat spicy food now"
                invariant=rule.invariant or marked_invariant,
                # "I'm in Paris this week": a fact for a while, kept for the session only
                lasting=not for_now,
                explicit_change=(change and not hedged) or rule.drops,
                kind=rule.kind,
                hedged=hedged,
            )
            out.append(BeliefMatch(cmd, start, end))
            if "{text}" not in rule.key:
                break  # one value per key; a thing-keyed rule may state several things
    return out


#: the lexicon lists of the conversation's own words: a thing to avoid is none of them
_REPLY_LISTS = ("cancel", "proceed", "affirm", "deny", "waits")


def _a_reply_word(value: object, lex: Lexicon) -> bool:
    """The thing of an avoid is a word of the conversation itself, a cancel or a go-ahead
    ("取消" of "不要取消", "退" of "别退"): the user refuses what the bot is about to do,
    which is no food, day or thing to keep away from."""
    said = normalize(str(value)) if isinstance(value, str) else ""
    return bool(said) and said in grammar(lex, _reply_words)[lex.language]


@lexicon_grammar
def _reply_words(w: ListWords) -> dict[str, frozenset[str]]:
    """Per language, the words of ``_REPLY_LISTS`` normalized: read once per lexicon, not
    on every thing to avoid."""
    return {
        lang: frozenset(normalize(x) for c in _REPLY_LISTS for x in w.words(c, (lang,)))
        for lang in LANGUAGES
    }


def _denied(raw: str, lex: Lexicon) -> bool:
    """The Chinese thing of a statement ends with a word of lacking (the lexicon's
    ``boolean_without``: 没, 无, 没有): "没过敏", "都没过敏" and "无过敏" to "有没有过敏史？"
    say the rule's words do not hold, so no allergy is stated, the negation no allergen
    (NEGATION_READ_AS_THE_THING_OF_A_BELIEF)."""
    said = normalize(raw)
    return any(said.endswith(w) for w in grammar(lex, _lacking)[lex.language])


@lexicon_grammar
def _lacking(w: ListWords) -> dict[str, tuple[str, ...]]:
    """Per language, the Chinese words of lacking (``boolean_without``) normalized, built
    once per lexicon."""
    return {
        lang: tuple(normalize(x) for x in w.words("boolean_without", (lang,)) if has_cjk(x))
        for lang in LANGUAGES
    }


#: the kinds of belief whose thing a verb in the past turns into a story (``_happened``):
#: a thing avoided and a thing preferred
_AVOIDED = "avoid"
_PREFERRED = "prefer"
_TOLD_KINDS = frozenset({_AVOIDED, _PREFERRED})


def _happened(value: object, lex: Lexicon) -> bool:
    """The thing of an avoid or a preference starts with a verb in the past ("came" of "my
    skip never came", "arrived", "showed up"; "wanted" of "ive always wanted to have a go
    on a potters wheel"): the message tells what happened or was so, which states no
    standing rule ("i never eat shrimp", "i always sit at the front" do; their verb is in
    the present). ALWAYS_WITH_A_PAST_VERB_READ_AS_A_STANDING_PREFERENCE: the wish told
    with a request was noted as a preference to keep ("Noted: prefer — wanted to …")."""
    first = str(value).split(maxsplit=1)[0] if isinstance(value, str) and value.strip() else ""
    return bool(first) and grammar(lex, VerbWords).past(first)


def _matches(rule: BeliefRule, text: str, low: str) -> list[tuple[Template, re.Match[str]]]:
    """Every match of the rule's templates, first template first: "我晚上没空，别约晚上上门"
    states its avoid twice, and both statements are the user's, not a request."""
    out: list[tuple[Template, re.Match[str]]] = []
    for tpl in rule.templates:
        if tpl.search_lowered(text, low) is not None:
            out.extend((tpl, m) for m in tpl.regex.finditer(text))
    return out


def _no_of_its_own(template: str, text: str, start: int, value: object) -> bool:
    """NO_BEFORE_A_SPACE_READ_AS_AVOIDING_WHAT_FOLLOWS: "不要 来罐啤酒", "不吃 要橙汁" to a
    yes-or-no question: the Chinese words of an avoid's template glued before its thing
    ("不要{text}") were said as a clause of their own, a space typed after them for a comma,
    so they are a no and the clause after it says what is wanted; it was avoided, and the
    drink lost. Glued to its thing ("不要香菜") the thing is avoided still."""
    lead = template.split("{text}", 1)[0].strip()
    if not lead or not has_cjk(lead) or not isinstance(value, str) or not value:
        return False
    at = text.find(value, start)
    between = text[start:at] if at >= start else ""
    return between.startswith(lead) and between[len(lead) :].isspace()


_CLAUSE_STOP = re.compile(r"[,，。.!！;；?？]")


def _clause_start(text: str, start: int, value: object) -> int:
    """Where a rule's statement starts: at its thing when a space typed for a comma stands
    between the match's start and the thing ("家常菜 周末没空": 周末…, the answer before it is
    no part of the rule's words and stays for the task)."""
    if not isinstance(value, str) or not value:
        return start
    at = text.find(value, start)
    # up to the thing's first character: the break's lookahead has to see it
    if at > start and _ZH_BREAK.search(text, start, at + 1) is not None:
        return at
    return start


def _asked(text: str, start: int, end: int, bw: BeliefWords) -> bool:
    """The clause from ``start`` (through ``end``) is a question."""
    stop = _CLAUSE_STOP.search(text, end)
    clause = text[start : stop.end() if stop is not None else len(text)]
    return "?" in clause or "？" in clause or clause.rstrip(" 。.!！,，").endswith(bw.question_ends)


def _read(
    kind: str,
    key: str,
    m: re.Match[str],
    text: str,
    lex: Lexicon,
    currency: str,
    template: str,
    bare: bool = False,
) -> tuple[str | None, object, int]:
    """The belief's key and value from a template match, and where its words end."""
    groups = m.groupdict()
    bw = belief_words(lex)
    if "money" in groups or kind == "money":
        thing = normalize(groups.get("text") or "").strip(bw.edge)
        if thing and thing in bw.trivial:
            # NOBODY_OVER_AN_AGE_READ_AS_A_BUDGET: "no one over 65", "no one over 18 on the
            # trip" limit no thing's price: the hole of "no {text} over …" is a pronoun
            return None, None, m.end()
        at = m.end()
        tail = text[at : at + 40]
        # "no more than 3" is a budget only with a currency; "my budget is 5000" names one
        named = bare or any(w in template for w in bw.money_words)
        for span in find_money(tail, words=bw.words):
            if span.start <= 12 and (span.currency is not None or named):
                value = {"amount": span.amount, "currency": span.currency or currency}
                return key, value, at + span.end
        return None, None, m.end()
    if kind == "count":
        return _count(key, m, text, lex)
    if "number" in groups:
        at = m.end()
        for n in find_numbers(text[at : at + 40], words=bw.words):
            if n.start <= 12:
                return key, n.value, at + n.end
        return None, None, m.end()
    edge = bw.edge
    raw = (groups.get("text") or "").strip(edge)
    for trail in (lex["fillers_trail"], lex["for_now"]):  # "shrimp this week": shrimp
        low = raw.casefold()
        for f in trail.ending(low):
            if low.endswith(" " + f) or (not f.isascii() and low.endswith(f) and len(f) < len(low)):
                raw = raw[: -len(f)].strip(edge)
                break
    if not raw or normalize(raw) in bw.trivial or len(raw) > 80:
        return None, None, m.end()
    hole = groups.get("text") or ""
    if m.end("text") < m.end() and has_cjk(hole) and hole != hole.rstrip():
        return None, None, m.end()  # "…复查 我没空": the rule's words open a clause of their own
    brk = _ZH_BREAK.search(raw) if kind != "name" else None
    cut_at: int | None = None
    if brk is not None and m.start() < m.start("text") and m.end("text") < m.end():
        # "我{text}没空" over "我妈周三复查 我没空陪": the rule's words stand in two clauses,
        # so no clause states it; the rule's clause is read alone by a shorter template
        return None, None, m.end()
    if brk is not None and m.start("text") == m.start() and m.end("text") < m.end():
        # "{text}没空" in "家常菜 周末没空": a thing said before the rule's words is in their
        # clause (周末), not the message's first (the answer 家常菜 was avoided, then refused)
        raw = raw[list(_ZH_BREAK.finditer(raw))[-1].end() :]
    elif brk is not None:
        raw = raw[: brk.start()]
        at = text.find(raw, m.start("text"))
        cut_at = at + len(raw) if at >= 0 else None
    if not raw or normalize(raw) in bw.trivial:
        return None, None, m.end()  # "…复查 我没空": the clause's thing is only a pronoun
    if _denied(raw, lex):
        return None, None, m.end()  # "都没过敏": the rule's words are said not to hold
    asked = lex["question_words"]
    if (asked.search if has_cjk(raw) else asked.prefix)(normalize(raw)) is not None:
        return None, None, m.end()  # "我对什么过敏来着？" asks; it states no allergy
    cut: int | None = cut_at
    inner = _inner_statement(raw, lex)
    if inner is not None:  # "peanuts and i don't eat shrimp": the second is its own
        raw = _without_joiner(raw[:inner], lex, edge)
        if not raw:
            return None, None, m.end()
        at = text.find(raw, m.start("text"))
        cut = at + len(raw) if at >= 0 else None
    if kind == "when" and not _says_when(raw, lex):
        return None, None, m.end()  # "我妈腿脚不方便": no day or hour, so no time to avoid
    if kind == "name":
        # "my name is Alex and I need a flight": the name ends where a linking word starts
        stops = lex["value_stops"].exact
        words = raw.split()
        cut = next((i for i, w in enumerate(words) if normalize(w) in stops), len(words))
        raw = " ".join(words[:cut])
        first = normalize(words[0]) if words else ""
        if not _is_name(raw, bw) or first in bw.not_names or first in lex["non_values"].exact:
            return None, None, m.end()
        at = text.find(raw, m.start("text"))
        return key, raw, (at + len(raw)) if at >= 0 else m.end()
    end = m.end() if cut is None else cut
    mark = next((k for k in bw.modifiers if k in raw[1:]), None)
    if mark is not None:
        # "不要太辣的宫保鸡丁": what comes before 的 is the thing to avoid; the dish after it
        # is what the user orders, left for the task
        raw = raw[: raw.index(mark, 1)].strip(edge)
        at = text.find(raw, m.start("text"))
        end = at + len(raw) + 1 if at >= 0 else end
    full_key = key.replace("{text}", normalize(raw)) if "{text}" in key else key
    return full_key, raw, end


_UNIT = re.compile(r"[^\W\d_]+|[\u4e00-\u9fff]{1,3}")


def _count(key: str, m: re.Match[str], text: str, lex: Lexicon) -> tuple[str | None, object, int]:
    """A limit on a count of something ("never order more than 6 packs", "每次最多2份"):
    ``limit:<unit>`` holding the number. An amount of money is no count ("never more than
    $500" is a budget); nor is a number with nothing counted after it."""
    at = m.end()
    tail = text[at : at + 40]
    words = belief_words(lex).words
    found = [n for n in find_numbers(tail, words=words) if n.start <= 12]
    if not found or any(s.currency is not None for s in find_money(tail, words=words)):
        return None, None, m.end()
    n = found[0]
    rest = tail[n.end :]
    unit = _UNIT.match(rest.lstrip())
    if unit is None or lex["value_stops"].fullmatch(normalize(unit.group(0))):
        return None, None, m.end()
    end = at + n.end + (len(rest) - len(rest.lstrip())) + unit.end()
    return key.replace("{text}", normalize(unit.group(0))), n.value, end


def _inner_statement(raw: str, lex: Lexicon) -> int | None:
    """Where another belief statement starts inside a hole's text, if one does."""
    low = raw.lower()
    starts = [
        m.start()
        for rule in lex.beliefs
        for tpl in rule.templates
        if (m := tpl.search_lowered(raw, low)) is not None and m.start() > 0
    ]
    return min(starts) if starts else None


def _without_joiner(raw: str, lex: Lexicon, edge: str) -> str:
    """``raw`` without the word joining it to what followed ("peanuts and" -> "peanuts")."""
    joiners = lex["joiners"]
    raw = raw.strip(edge)
    low = raw.casefold()
    for j in joiners.ending(low):
        if low.endswith(" " + j) or (not j.isascii() and low.endswith(j) and len(j) < len(low)):
            return raw[: -len(j)].strip(edge)
    return raw


def _is_name(text: str, bw: BeliefWords) -> bool:
    if has_cjk(text):
        return _CJK_NAME.fullmatch(text) is not None and text[0] not in bw.not_name_start
    return _NAME.fullmatch(text) is not None


@dataclass(frozen=True, slots=True)
class BeliefsSaid:
    """What a message says of the user's standing beliefs, and where: the pipeline records
    it on the message (``recorded.recorded_beliefs``)."""

    commands: list[Command]
    #: the message asks to remember something: a standing rule, never a request
    remembered: bool = False
    #: a belief is stated (a request from weak evidence is then not read)
    stated: bool = False
    #: where every belief stated stands
    spans: tuple[tuple[int, int], ...] = ()
    #: those of the spans whose words are out of play for the other readers
    used: tuple[tuple[int, int], ...] = ()


def stated_beliefs(
    t: Turn,
    currency: str,
    triggers: PhraseSet | None = None,
    yes_or_no: Callable[[], frozenset[str]] | None = None,
    in_play: Callable[[], Sequence[SlotSpec]] | None = None,
) -> BeliefsSaid:
    """The beliefs the message states, as commands, and their spans; their words are out
    of play for the other readers (so that "my budget is 500" fills no slot), except a
    preference's and a name's, which may also answer the question asked ("I always fly
    economy").

    A message that asks to remember something ("please remember that ...", "请记一下")
    states a standing rule, not a request (``remembered``: no task starts), and when no
    kind of belief reads it, the statement is kept as said (``fact:...``). ``triggers``:
    the domain's trigger phrases, whose words are a request, never a marker.
    ``yes_or_no``: the names of the domain's yes-or-no slots ("发票"): "不要发票" is that
    slot's no, not a thing to avoid. ``in_play``: the money slots of the running task and of
    the flows the message asks for; a limit the slot's own name says ("预算7000" to a
    "月租预算", "my budget is 2000" asked for the monthly budget) is that slot's value, not
    a standing rule."""
    remember = _remember_asked(t, triggers)
    if not t.templated and not remember:  # no belief template can match
        return BeliefsSaid([], remember)
    found = extract_beliefs(t.raw, t.lex, currency) if t.templated else []
    if yes_or_no is not None and any(b.command.key.startswith(_AVOID) for b in found):
        names = yes_or_no()
        # "不加急" for a slot 加急: the pattern "不加{text}" took the name's first word, the
        # name is still said whole in the span
        found = [
            b
            for b in found
            if not (
                b.command.key.startswith(_AVOID)
                and (
                    normalize(b.command.key[len(_AVOID) :]) in names
                    or any(n in normalize(t.raw[b.start : b.end]) for n in names if has_cjk(n))
                    or thing_of_label(normalize(b.command.key[len(_AVOID) :]), names, t.lex)
                )
            )
        ]
    if triggers is not None and any(b.command.key.startswith(_AVOID) for b in found):
        # "不要水了" where "要水" starts a flow: the words of a trigger ask for (or call off)
        # that flow; they are no thing to avoid
        found = [
            b
            for b in found
            if not (
                b.command.key.startswith(_AVOID)
                and triggers.search(normalize(t.raw[b.start : b.end])) is not None
            )
        ]
    if in_play is not None and any(b.command.kind == "limit" for b in found):
        found = [b for b in found if not names_a_slot(b.command, in_play(), t.lex)]
    if not found:
        kept = _kept_as_said(t) if remember else []
        return BeliefsSaid(kept, bool(kept), bool(kept))
    used = tuple(
        (b.start, b.end)
        for b in found
        if not (b.command.key.startswith("prefer:") or b.command.key == "name")
    )
    return BeliefsSaid(
        [_belief_change(b.command, t.state) for b in found],
        remember,
        True,
        tuple((b.start, b.end) for b in found),
        used,
    )


def _remember_asked(t: Turn, triggers: PhraseSet | None) -> bool:
    """The message asks to remember something: a marker said outside the domain's trigger
    phrases. A marker inside one is a part of the request's word ("记一下" of "帮我登记一下车",
    registering a car): the author's phrase wins, as a whole word wins over its parts."""
    markers = t.lex["remember_markers"]
    if markers.search(t.norm) is None:
        return False
    if triggers is None or triggers.regex is None:
        return True
    bare = triggers.regex.sub(lambda m: " " * len(m.group(0)), t.norm)
    return markers.search(bare) is not None


def _belief_change(cmd: SetBelief, state: DialogueState) -> SetBelief:
    """An allergy stated on top of another one adds to it rather than replacing it."""
    old = state.beliefs.get(cmd.key)
    if (
        cmd.key == "allergy"
        and old is not None
        and isinstance(old.value, str)
        and normalize(str(cmd.value)) not in normalize(old.value)
        and not cmd.explicit_change
    ):
        merged = f"{old.value}, {cmd.value}"
        return cmd.model_copy(update={"value": merged, "explicit_change": True})
    return cmd


def _kept_as_said(t: Turn) -> list[Command]:
    """A rule to remember that no kind of belief reads ("我有糖尿病，请记一下"): kept as the
    user said it, without the words asking to remember it, lasting and binding nothing."""
    markers = t.lex["remember_markers"].regex
    said = markers.sub(" ", t.norm) if markers is not None else t.norm
    bw = belief_words(t.lex)
    fact = " ".join(said.split()).strip(bw.edge)
    if not fact or len(fact) > 120 or _asked(fact, 0, len(fact), bw):
        return []
    # "remember I'm in Paris this week": kept for this session, not for the next ones
    lasting = t.lex["for_now"].search(t.norm) is None
    return [SetBelief(key=f"fact:{fact}", value=fact, lasting=lasting)]
