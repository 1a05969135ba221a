"""What the words of a flow's trigger say: where the trigger stands in the message, and the
listed values its words name.

A trigger is the request ("submit a meter reading", "no gas", "power cut"): its words ask
for the flow, they are not values said beside it. Read as values, its article became a
count ("a meter reading": one reading) — but only when something else in the message sent
it down the full reading, so the same request gave a value or not by chance. Its words that
name a listed value ("gas" of "no gas", "power" of "power cut" for electricity) do say the
value, whichever way the message was read. So the trigger's span is left out of the values
read with the request, and the values its words name are the flow's from the start; a value
said elsewhere in the message wins over them. A value that names what the flow is about, its
theme (``TriggerIndex.themes``: "firewood" of "order firewood", "i need firewood"), tells
nothing the request does not, and is asked. A Chinese trigger's first one or two characters
are its verb, which a clause turning the running flow down names ("不办了" of 办月卡). Worked
out once per trigger, at load.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from ..spec import Domain, FlowSpec, SlotSpec
from .choices import Choices
from .findings import Span
from .lexicon import has_cjk, normalize
from .values import ValueParser


class TriggerWords:
    """Every flow's triggers: a pattern finding each in the message, the values it names."""

    def __init__(
        self,
        domain: Domain,
        parser: Callable[[FlowSpec, SlotSpec], ValueParser],
        themes: Mapping[str, frozenset[str]],
        forms: Mapping[str, set[str]] | None = None,
        leads: frozenset[str] = frozenset(),
        inserts: tuple[str, ...] = (),
    ):
        """``forms``: every phrase the trigger index matches (a trigger as written and the
        forms it is said in: "洗油烟机" for 清洗油烟机, "约个年检" for 预约年检) -> its flows. A
        form's words name values as the trigger's do: "洗油烟机" alone is a request that says
        which appliance. ``leads``: the words that lead a value said right after a trigger
        ending in one (the lexicon's ``trigger_value_leads``: "for" of "falconry day for").
        ``inserts``: what a Chinese trigger may be said with between its one-character verb
        and the rest (the lexicon's ``verb_softeners`` and ``general_measures``: "补一下色"
        for 补色, "洗个包" for 洗包), its words naming the same values
        (VALUE_OF_A_TRIGGER_SAID_WITH_A_WORD_AFTER_ITS_VERB_LOST)."""
        self._leads = leads
        #: flow -> (pattern of the trigger as typed, the values its words name), longest first
        self._by_flow: dict[str, list[tuple[re.Pattern[str], dict[str, Any]]]] = {}
        #: flow -> slot -> every value some trigger of the flow names
        self._named: dict[str, dict[str, set[Any]]] = {}
        #: flow -> the first one or two characters of each of its Chinese triggers
        self._verbs: dict[str, frozenset[str]] = {}
        #: flow -> the first word of each of its English triggers as written
        self._openers: dict[str, frozenset[str]] = {}
        #: flow -> the value lists of its listed slots (a trigger inside one of their values)
        self._lists: dict[str, tuple[Choices, ...]] = {}
        for flow in domain.flows.values():
            self._verbs[flow.name] = _verbs(flow)
            self._openers[flow.name] = _openers(flow)
            self._lists[flow.name] = tuple(
                c for spec in flow.slots if (c := parser(flow, spec).choices)
            )
            found = []
            theme = themes.get(flow.name, frozenset())
            own = {normalize(p) for p in flow.triggers}
            own |= {p for p, flows in (forms or {}).items() if flow.name in flows}
            # longest first, and of one length in a fixed order: a set's order changes from
            # run to run (TRIGGERS_OF_ONE_LENGTH_TRIED_IN_SET_ORDER)
            for phrase in sorted(own, key=lambda p: (-len(p), p)):
                if phrase:
                    says = _named(flow, _uninserted(phrase, inserts), parser, theme)
                    found.append((_pattern(phrase, inserts), says))
            self._by_flow[flow.name] = found
            named: dict[str, set[Any]] = {}
            for _, values in found:
                for slot, value in values.items():
                    named.setdefault(slot, set()).add(value)
            self._named[flow.name] = named

    def named(self, flow: FlowSpec) -> dict[str, set[Any]]:
        """Per slot, the values the flow's triggers name: implied by a request, so a value
        said for the slot later is no correction of what the user said."""
        return self._named.get(flow.name, {})

    def verbs(self, flow: FlowSpec) -> frozenset[str]:
        """The flow's Chinese verbs as its triggers open: the first one or two characters of
        each ("办" and "办月" of 办月卡), one of which a clause turning the flow down names
        ("不办了", ``quit_verb.quits_own_verb``); none for a flow without Chinese triggers."""
        return self._verbs.get(flow.name, frozenset())

    def openers(self, name: str) -> frozenset[str]:
        """The first word of each English trigger of the flow named ``name`` as written
        ("hire" of "hire a pa"): the verb a bidding opens with
        (``past_told``); none for a flow without English triggers or no such flow."""
        return self._openers.get(name, frozenset())

    def said(self, flow: FlowSpec, scan: str) -> tuple[tuple[Span, ...], dict[str, Any]]:
        """Where the flow's longest trigger stands in ``scan`` (none when no trigger is
        said as written: a typo, a word set) and the values its words name, with those
        another of its triggers said apart from it names (VALUE_NAMED_BY_A_SECOND_TRIGGER:
        "road closure for a street party", both triggers, says the event)."""
        found: tuple[Span, ...] = ()
        values: dict[str, Any] = {}
        for pattern, named in self._by_flow.get(flow.name, ()):
            for m in pattern.finditer(scan):
                if self._inside_a_value(flow, scan, m.start(), m.end()):
                    continue
                if not found:
                    found, values = (
                        ((m.start(), self._lead_left(scan, m.start(), m.end())),),
                        {**named},
                    )
                elif m.end() <= found[0][0] or m.start() >= found[0][1]:
                    values = {**named, **values}
                break
        return found, values

    def _lead_left(self, scan: str, start: int, end: int) -> int:
        """TRIGGER_ENDING_IN_A_VALUES_LEAD_WORD: where the trigger at ``start``-``end``
        ends as a request: a last word that leads a value (``_leads``: "for" of "falconry
        day for") with more said after it leads that value ("… for 2 on june 19th": the
        people), so it is left to the value; else ``end``."""
        words = scan[start:end].split()
        if len(words) < 2 or words[-1].casefold() not in self._leads or not scan[end:].strip():
            return end
        return scan.rindex(words[-1], start, end)

    def _inside_a_value(self, flow: FlowSpec, scan: str, start: int, end: int) -> bool:
        """TRIGGER_FOUND_INSIDE_A_LONGER_VALUE: the trigger's words at ``start``-``end``
        are part of a longer listed value of the flow said whole ("陪练" of 陪练车, a car
        to drive where 陪练 asks for the lesson): that word is the value, no request."""
        for choices in self._lists.get(flow.name, ()):
            for c in choices.mentions(scan):
                longer = c.start <= start and end <= c.end and c.end - c.start > end - start
                if (longer or _crossed_into(scan, start, end, c.start, c.end)) and normalize(
                    c.raw
                ) in choices.forms:
                    return True
        return False


def _crossed_into(scan: str, start: int, end: int, v_start: int, v_end: int) -> bool:
    """TRIGGER_READ_ACROSS_A_SPACE_INTO_A_VALUE: a Chinese trigger matched across a space
    (its characters may be typed apart) whose part after the space is the head of a listed
    value said whole there, running on past the trigger's end: the space parts two things
    said, the trigger said before it another way, and the value is whole after it; read as
    the trigger, the value lost its head and its tail named another value."""
    return (
        start < v_start < end < v_end
        and any(ch.isspace() for ch in scan[start:v_start])
        and has_cjk(scan[v_start:end])
    )


def _uninserted(phrase: str, inserts: tuple[str, ...]) -> str:
    """A Chinese form of a trigger without the word said after its verb ("洗个包" → 洗包,
    "补一下色" → 补色): the values it names are the trigger's."""
    if not has_cjk(phrase) or len(phrase) < 3:
        return phrase
    for w in sorted(inserts, key=len, reverse=True):
        if phrase.startswith(w, 1) and len(phrase) > 1 + len(w):
            return phrase[0] + phrase[1 + len(w) :]
    return phrase


def _pattern(phrase: str, inserts: tuple[str, ...] = ()) -> re.Pattern[str]:
    """The phrase as typed: any case, any run of spaces or punctuation between its words;
    Latin words whole. A Chinese phrase of two characters or more may have one of
    ``inserts`` after its first character, its verb ("补一下色", "洗个包")."""
    if has_cjk(phrase):
        chars = [re.escape(c) for c in phrase.replace(" ", "")]
        if len(chars) > 1 and inserts:
            between = "|".join(re.escape(w) for w in sorted(inserts, key=len, reverse=True))
            return re.compile(chars[0] + rf"\s*(?:(?:{between})\s*)?" + r"\s*".join(chars[1:]))
        return re.compile(r"\s*".join(chars))
    body = r"[\W_]+".join(re.escape(w) for w in phrase.split())
    return re.compile(rf"(?<!\w){body}(?!\w)", re.IGNORECASE)


def _verbs(flow: FlowSpec) -> frozenset[str]:
    """The first one or two characters of each Chinese trigger of the flow."""
    return frozenset(
        trigger[:n]
        for trigger in (normalize(x).replace(" ", "") for x in flow.triggers)
        for n in (1, 2)
        if len(trigger) > n and has_cjk(trigger[:n])
    )


def _openers(flow: FlowSpec) -> frozenset[str]:
    """The first word of each English trigger of the flow, normalized."""
    return frozenset(
        words[0] for x in flow.triggers if x.isascii() and (words := normalize(x).split())
    )


def _named(
    flow: FlowSpec,
    phrase: str,
    parser: Callable[[FlowSpec, SlotSpec], ValueParser],
    theme: frozenset[str],
) -> dict[str, Any]:
    """The listed values the trigger's words name, the flow's theme aside: one value per
    slot, else none for it."""
    out: dict[str, Any] = {}
    own = {normalize(x).replace(" ", "") for x in flow.triggers}
    for spec in flow.slots:
        choices = parser(flow, spec).choices
        if not choices:
            continue
        values = {
            c.value
            for c in choices.mentions(phrase)
            if normalize(c.raw) not in theme
            and _whole_object(phrase, c.start, c.end, own)
            and not _trigger_cut_from_a_value(c.raw, own, choices)
        }
        if len(values) == 1:
            out[spec.name] = next(iter(values))
    return out


def _trigger_cut_from_a_value(raw: str, own: set[str], choices: Choices) -> bool:
    """TRIGGER_WORD_READ_AS_A_VALUE_IT_OPENS: what names the value is a trigger of the flow
    as written ("陪练" of the trigger 陪练 found as 陪练车 cut short, 车 a head left
    unsaid), not a form the author gave the value: the word asks for the flow and names
    none of its values."""
    said = normalize(raw)
    return said not in choices.forms and said.replace(" ", "") in own


def _whole_object(phrase: str, start: int, end: int, own: set[str] | None = None) -> bool:
    """A mention at ``start``-``end`` of a trigger names a value: a Latin one or one of two
    characters or more as found; a single Chinese character unless it ends the trigger
    after two characters or more, where it is the head of a longer word ("水" of "加酒水",
    "要茶水": Chinese words put their head last, 酒水 is drinks of any kind). Said right
    after a one-character verb ("送水") or inside ("狗" of "给狗洗澡") it names its value,
    and so it does after a verb of two characters that is a word of its own in the flow's
    other triggers (``own``: 托运 of 托运猫 beside 托运宠物 and 宠物托运, where 酒 of 加酒水
    stands nowhere else): ONE_CHARACTER_VALUE_AFTER_A_TWO_CHARACTER_VERB_OF_THE_TRIGGERS."""
    if end - start > 1 or not has_cjk(phrase[start:end]):
        return True
    if not (end == len(phrase) and start >= 2):
        return True
    verb = phrase[start - 2 : start]
    return any(
        t != phrase
        and (t == verb or (t.startswith(verb) and len(t) >= 4) or (t.endswith(verb) and len(t) > 2))
        for t in own or ()
    )
