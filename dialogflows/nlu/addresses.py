"""An address said in a message: beyond doubt (a number and a word of a road, a building or
a part of one: "22 birch road", "建国路88号", "丰台区…15号楼1单元1101"), after a place word
("送到公司，望京SOHO T1") or after where-one-is words ("车抛锚了，在朝阳区东三环中路1号"); said
alone as the new value of the address a task holds, it is ``address_changes.py``'s.

A text slot has no type to find its value by, so an address was read only from a slot's
patterns or as the answer to its own question, and its house number went to another slot
(a time, a count, a date). ``kind: address`` declares the slot that holds one
(``holds_address``); the words of an address are the lexicon's (``AddressWords``). The
house's name before an English street and the town after it are ``street_parts.py``'s."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotKind, SlotSpec
from .address_words import AddressWords, beyond_doubt, unrefused
from .dates import find_dates
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import has_cjk, normalize
from .parsed import Parsed
from .part_words import PartWords
from .street_parts import end_before_another, house_before_street, town_after_street
from .utterance import Turn
from .value_words import Words, built

if TYPE_CHECKING:
    from .knowledge import Knowledge


def address_words(t: Turn) -> AddressWords:
    """The address words of ``t``'s lexicon, built once per distinct set of words (the
    author's additions merged), so a turn asks a prepared grammar."""
    return built(AddressWords, Words.of(t.lex))


@lexicon_grammar
class _EverydayStreets:
    """A whole English message that is an address whose street word is an everyday word
    too ("22 kiln close", "9 heron rise"; ``address_street_words_everyday``), from the
    lexicon in use: a house number, one to three words of a name that none of
    ``value_stops`` or ``non_values`` is ("8 then close it" is a count and a verb), the
    street word at the end, a town after a comma and a trailing filler at most."""

    def __init__(self, w: ListWords) -> None:
        everyday = w.en_alt("address_street_words_everyday")
        stops = "|".join(
            re.escape(x)
            for x in sorted(
                {*w.words("value_stops"), *w.words("non_values")}, key=len, reverse=True
            )
        )
        trail = w.en_alt("fillers_trail")
        self.whole = re.compile(
            rf"\s*\d+[a-z]?\s+(?:(?!(?:{stops})\b)[a-z][a-z'-]*\s+){{1,3}}(?:{everyday})"
            rf"(?:\s*,\s*[a-z][a-z .'-]*?)?(?:\s+(?:{trail}))?\s*[.!]?\s*",
            re.IGNORECASE,
        )
        #: the same said as a part of its own between commas among other values, a code
        #: of letters and digits after it at most, a town before the code ("…, 14 elm grove
        #: LS6 2AB, …", "…, 8 oak close leeds LS6 2AB, …")
        self.part = re.compile(
            rf"\s*\d+[a-z]?\s+(?:(?!(?:{stops})\b)[a-z][a-z'-]*\s+){{1,3}}(?:{everyday})"
            rf"(?:(?:\s+(?!(?:{stops})\b)[a-z][a-z'-]*){{0,2}}"
            r"\s+[a-z\d]*\d[a-z\d]*(?:\s+[a-z\d]*\d[a-z\d]*)?)?\s*",
            re.IGNORECASE,
        )


def _everyday_part(t: Turn) -> tuple[int, int] | None:
    """Where an English address with an everyday street word stands as a part of its own
    between commas among other values, a code after it at most ("book a collection for a
    sofa, monday, 14 elm grove LS6 2AB, …"): set apart by commas, a house number and a name
    before "grove" leave no doubt, as said alone (EVERYDAY_STREET_AS_A_PART_AMONG_VALUES).
    None when no such part is there, or the message has no comma."""
    if "," not in t.scan:
        return None
    part = grammar(t.lex, _EverydayStreets).part
    for m in re.finditer(r"[^,]+", t.scan):
        if part.fullmatch(m.group(0)):
            lead = len(m.group(0)) - len(m.group(0).lstrip())
            return m.start() + lead, m.start() + len(m.group(0).rstrip())
    return None


def everyday_street(t: Turn, text: str) -> bool:
    """``text`` is wholly an English address with an everyday street word (``_EverydayStreets``):
    said as the whole message, or the whole rest after a change word, a house number and a
    name before "close" or "rise" leave no doubt, where inside a longer message "3 of us
    close" or "10 min walk" would."""
    return grammar(t.lex, _EverydayStreets).whole.fullmatch(text) is not None


#: ", 望京SOHO T1" after the first part, to the end of the message
_THEN = re.compile(r"\s*[，,]\s*(?P<rest>[^。.!！?？;；\n]{2,40}?)\s*[。.!！]?\s*$")


def holds_address(flow: FlowSpec, spec: SlotSpec) -> bool | None:
    """Whether ``spec`` holds an address: ``kind: address`` says so, and in a flow that
    declares an address slot the others do not. None when nothing is declared: the value
    decides (the fallback guess, ``AddressWords.addressy``)."""
    if spec.kind is not None:
        return spec.kind == SlotKind.ADDRESS
    if any(s.kind == SlotKind.ADDRESS for s in flow.slots):
        return False
    return None


def place_then_address(
    u: Knowledge, t: Turn, flow: FlowSpec, spec: SlotSpec, got: Parsed
) -> Parsed | None:
    """ "送到公司，望京SOHO T1", "to my office, 5 Main Street": a short place word, then after
    a comma where it is; the address is the value. Not when what follows is a note ("到了打电
    话": no number, letter or word of an address) or another slot's value ("明天12点")."""
    if got.end <= got.start or holds_address(flow, spec) is False:
        return None
    said = str(got.value)
    short = len(said) <= 4 if has_cjk(said) else len(said.split()) <= 2
    m = _THEN.match(t.scan, got.end) if short else None
    if m is None or not address_words(t).addressy.search(m.group("rest")):
        return None
    rest = m.group("rest").strip()
    for other in flow.slots:
        if other.name == spec.name:
            continue
        parser = u.parser(flow, other)
        if parser.mentions(rest, t.now, t.language) or parser.scan(rest, t.now, t.language):
            return None
    return Parsed(rest, rest, got.confidence, m.start("rest"), m.start("rest") + len(rest))


def address_said(
    u: Knowledge, t: Turn, flow: FlowSpec, skip: set[str]
) -> list[tuple[SlotSpec, Parsed, int]]:
    """An address beyond doubt inside a message ("power cut at 5 station road", "21 rose
    avenue" to another question) for the flow's one declared address slot, ranked as a
    mention: its numbers are then no time ("at 5"), count or date. A text slot has no type
    to find its value by, so without a pattern ("to {value}") it was read only as the answer
    to its own question, and the house number went to another slot."""
    slots = [s for s in u.free_text_slots(flow) if holds_address(flow, s) and s.name not in skip]
    if len(slots) != 1:
        return []
    m = address_words(t).address_said.search(t.scan)
    if m is None:
        # "丰台区…15号楼1单元1101" to "几台？", or a clause
        whole = whole_chinese_address(t, lambda c: bool(u.triggers.exact(normalize(c))))
        if whole is None:
            # "oh hang on its 4 abbey mews"; "yes, 9 ash grove" to a yes-or-no question
            # whose yes asks the address next (EVERYDAY_STREET_WORD_AFTER_A_YES)
            whole = everyday_whole(t, ("affirm", *LEADS, *WAITS))
        if whole is None:
            whole = _everyday_part(t)  # "…, 14 elm grove LS6 2AB, they'll be out the front"
        if whole is None:
            return []
        end = end_before_another(u, t, flow, slots[0], *whole)
        said = t.scan[whole[0] : end]
        return [(slots[0], Parsed(said, said, 1.0, whole[0], end), 1)]
    start = m.start()
    unit = address_words(t).unit_before.search(t.scan[:start])
    if unit is not None:  # "flat 2, 10 park ave": the flat is the address's too
        start = unit.start()
    said = unrefused(t.lex, t.scan[start : m.end()]).strip()
    if said == t.scan[start : m.end()].strip():
        said += town_after_street(u, t, flow, slots[0], m.end())
    end = end_before_another(u, t, flow, slots[0], start, start + len(said))
    said = t.scan[start:end]
    begin = house_before_street(u, t, flow, slots[0], start)
    said = t.scan[begin:start] + said  # "holly cottage, 3 mill lane": the house first
    return [(slots[0], Parsed(said, said, 1.0, begin, end), 1)]


def whole_chinese_address(
    t: Turn, asks: Callable[[str], bool] = lambda _: False
) -> tuple[int, int] | None:
    """The span of a Chinese message, or of a run of its clauses (between commas, or spaces
    typed between Chinese words), that is an address beyond doubt as a whole: a word of a
    road or an estate with a number, or two numbered parts ("15号楼1单元"); "3号" alone is a
    day of the month as much as a door. A run starts at a clause with a word of an address
    and goes on over clauses with one or of digits alone ("丰台区方庄芳城园一区 15号楼 1单元
    1101"); what leads the address ("地址是") is none of it. None when no run is one. A
    clause with no digit that ``asks`` for a flow (holds a trigger) is the request, no part
    of a run, though it holds a word of an address: "疏通下水道 海淀区学院路20号院…" (道 a
    road's word) was read as one run from the request on, refused, and the address lost."""
    if not has_cjk(t.scan):
        return None
    words = address_words(t)
    runs: list[tuple[int, int]] = []
    # "12月10号到12月15号": the days of a month named are no numbered parts of an address
    dated = [
        (d.start, d.end)
        for d in find_dates(t.scan, t.now, t.language, Words.of(t.lex))
        if d.rolls != "month"
    ]
    for m in _ZH_CLAUSE.finditer(t.scan):
        clause = _undated(t.scan, m.start(), m.end(), dated) if dated else m.group()
        if not any(c.isdigit() for c in clause) and asks(clause):
            continue
        if _CODE_NUMBER.search(clause) is not None:
            # CODE_CLAUSE_TAKEN_INTO_THE_ADDRESS: "户号RQ20261234 幸福里8号楼302": a clause
            # of a reference or a phone (seven digits or more) is no part of an address,
            # though its label holds an address's word (号)
            continue
        if words.addressy_zh.search(clause) is not None or (
            words.landmark is not None and words.landmark.search(clause) is not None
        ):
            if runs and t.scan[runs[-1][1] : m.start()].isspace():
                runs[-1] = (runs[-1][0], m.end())
            else:
                runs.append((m.start(), m.end()))
        elif (
            clause.isdigit()
            and runs
            and t.scan[runs[-1][1] : m.start()].isspace()
            and not _long_number_at(t.scan, m.start())
        ):
            runs[-1] = (runs[-1][0], m.end())
    lead = t.lex["fillers_lead"]
    for start, end in runs:
        text = t.scan[start:end]
        said = lead.prefix(text)  # "地址是朝阳路88号": what leads the address is none of it
        if said is not None and 0 < said.end() < len(text):
            start, text = start + said.end(), text[said.end() :]
        # "地址海淀区学院路20号": the word for an address glued before it names it, none of it
        named = next((w for w in t.lex.type_words.get("address", ()) if text.startswith(w)), "")
        if named and len(named) < len(text):
            start, text = start + len(named), text[len(named) :]
        # "换成白云区机场路1188号" at the confirmation: the change word is what is done to
        # the address, none of the new one
        changed = t.lex["corrections"].prefix(text)
        if changed is not None and 0 < changed.end() < len(text):
            start, text = start + changed.end(), text[changed.end() :]
        # "车在海淀区中关村大街1号" with the request: where one is is none of the address
        at = grammar(t.lex, PartWords).where_lead.match(text)
        if at is not None and 0 < at.end() < len(text):
            start, text = start + at.end(), text[at.end() :]
        if not has_cjk(text) or not beyond_doubt(words, text):
            continue
        return start, end
    return None


def _long_number_at(text: str, start: int) -> bool:
    """PHONE_AFTER_AN_ADDRESS_AMONG_REQUEST_VALUES: a number of seven digits or more starts
    at ``start``, typed with spaces in it or not ("138 1234 5678"): a phone's or a
    reference's, never a part of an address, whose numbers are short ("1103")."""
    m = _LONG_RUN.match(text, start)
    return m is not None and sum(c.isdigit() for c in m.group()) >= _LONG_DIGITS


#: digits typed with spaces or hyphens between, as a phone number is
_LONG_RUN = re.compile(r"\+?\d[\d -]*\d")
_LONG_DIGITS = 7
#: a run of as many digits, glued to anything: a code's or a phone's number
_CODE_NUMBER = re.compile(rf"\d{{{_LONG_DIGITS},}}")


def _undated(text: str, start: int, end: int, dated: list[tuple[int, int]]) -> str:
    """``text[start:end]`` with the dates in it blanked."""
    out = list(text[start:end])
    for a, b in dated:
        if a < end and start < b:
            out[max(a, start) - start : min(b, end) - start] = " " * (min(b, end) - max(a, start))
    return "".join(out)


#: a clause of Chinese text: between commas and sentence marks, or spaces typed between
#: Chinese words ("预约清洗空调 3台 下周六 海淀区学院路20号院5号楼3单元201 电话…")
_ZH_CLAUSE = re.compile(r"[^,，。;；!！?？\s]+")


def address_spans(u: Knowledge, t: Turn, flow: FlowSpec) -> list[tuple[int, int]]:
    """Where an address beyond doubt is said in the message, in a flow with one address
    slot: a number inside one is no count ("1单元" asked how many)."""
    return [(p.start, p.end) for _, p, _ in address_said(u, t, flow, set())]


#: a clause of a message
_A_CLAUSE = re.compile(r"[^,，。;；!！?？\n]+")


def said_where(t: Turn, flow: FlowSpec, spec: SlotSpec, text: str) -> Parsed | None:
    """ "车抛锚了，在朝阳区东三环中路1号": the address said after where-one-is words, for the
    flow's one ``kind: address`` slot, when a clause is that lead and an address beyond
    doubt and nothing else."""
    if spec.kind != SlotKind.ADDRESS:
        return None
    if sum(s.kind == SlotKind.ADDRESS for s in flow.slots) != 1:
        return None
    an_address = address_words(t).an_address
    for m in _A_CLAUSE.finditer(text):
        lead = grammar(t.lex, PartWords).where_lead.match(m.group())
        if lead is None:
            continue
        start = m.start() + lead.end()
        value = text[start : m.end()].strip()
        if value and an_address.match(value):
            at = text.index(value, start)
            return Parsed(value, value, 0.9, at, at + len(value))
    return None


def in_address(t: Turn, flow: FlowSpec, text: str, start: int, end: int) -> bool:
    """The span ``start``-``end`` of ``text`` is a number of an address beyond doubt ("22" of
    "the drop-off is 22 birch road"), in a flow that declares an address slot: no count."""
    if not any(s.kind == SlotKind.ADDRESS for s in flow.slots):
        return False
    found = address_words(t).address_in.finditer(text)
    if any(m.start() <= start and end <= m.end() for m in found):
        return True
    # "no wait, it goes to 10 park row": a house number opening an address with an everyday
    # street word that ends the message is no hour either
    rest = normalize(text[start:]).strip(" ,.!")
    return bool(rest) and rest[:1].isdigit() and everyday_street(t, rest)


#: what may stand around a new address said as a change at the confirmation
LEADS = ("deny", "negation", "corrections", "fillers_lead")
#: and before an address said whole as the new one: a wait, a sound that holds the floor
WAITS = ("waits", "hesitations")


def everyday_whole(t: Turn, leads: tuple[str, ...] = LEADS + WAITS) -> tuple[int, int] | None:
    """The span of an address with an everyday street word said as the whole message
    after the words that lead a change or a value (``leads``: a no, a change word, a
    filler, a wait, a sound that holds the floor: "oh hang on its 4 abbey mews";
    ``everyday_street``). A yes leads it too where the address is said beside the answer
    to another question ("yes, 9 ash grove"), not where it changes a held one."""
    rest = after_leads(t, normalize(t.scan), leads)
    if not rest:
        return None
    # the rest as typed: normalizing drops the comma before a town ("…, malton")
    low, first = t.scan.lower(), rest.split(" ")[0]
    at = low.find(first)
    while at >= 0 and normalize(t.scan[at:]).strip(" ,.!") != rest:
        at = low.find(first, at + 1)
    said = t.scan[at:].rstrip() if at >= 0 else ""
    if not said or not everyday_street(t, said):
        return None
    return at, at + len(said.rstrip(" .!"))


def after_leads(t: Turn, n: str, keys: tuple[str, ...] = LEADS) -> str:
    """``n`` (normalized) without the words of ``keys`` that lead a change at its start: a
    no, a change word, a filler ("sorry its …")."""
    n = n.strip(" ,，。.!！")
    while n:
        for key in keys:
            m = t.lex[key].prefix(n)
            if m is not None and m.end() > 0:
                n = n[m.end() :].strip(" ,，。.!！")
                break
        else:
            return n
    return n
