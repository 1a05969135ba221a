"""A correction of one part of a free-text value: "sorry, room 212 not 210" to the address
"Room 210, Hall B, 12 Elm Street" gives "Room 212, Hall B, 12 Elm Street", not "room 212".

Read with the lexicon templates ``part_fixes`` ("{new} not {old}", "不是{old}，是{new}"). The
part said before ({old}) must stand, as whole words, in exactly one filled free-text slot
of the running task, and be no whole value of another slot ("3 tyres not 4" with 4 tyres
held corrects the count, whatever "Unit 4, …" holds); words said with the new part that stand right before the old one in
the value ("room" of "room 212") are kept as they were; words that lead a new part said
first are no part of it ("sorry his name is rolo not roly": rolo; "wait its going to
harrogate not york": harrogate; the lexicon's ``corrections``, ``waits``,
``fillers_lead`` and, for an address, ``address_heads``). A reader: it returns what it found
and knows nothing of the orchestrator.
"""

from __future__ import annotations

import re

from ..commands import CorrectSlot
from ..spec import FlowSpec, SlotKind, SlotType
from ..state import Task
from .grammar_words import grammar, lists_of
from .lexicon import Lexicon, has_cjk

#: the copulas between what a new part is said of and the part ("the drop off is 19 …")
_COPULA_LISTS = lists_of("wrong_copulas")


def part_fix(lex: Lexicon, raw: str, flow: FlowSpec, task: Task) -> CorrectSlot | None:
    """The free-text slot whose value holds the part the message corrects, with the part
    replaced; None when no template matches or the part is in no slot or in several."""
    if not lex.may_match("part_fixes", raw):
        return None
    places = {s.name for s in flow.slots if s.kind == SlotKind.ADDRESS}
    texts = {
        s.name: str(v)
        for s in flow.slots
        if s.type == SlotType.TEXT
        and not s.values
        and not s.entity
        and (v := task.value(s.name)) is not None
    }
    if not texts:
        return None
    low = raw.lower()
    # a template that opens with its own words first: an opening hole takes any word
    # before ("oops" of "oops not 14, 41")
    ordered = sorted(lex.templates["part_fixes"], key=lambda tpl: tpl.text.startswith("{"))
    for tpl in ordered:
        m = tpl.search_lowered(raw, low)
        if m is None:
            continue
        old, said = m.group("old").strip(), m.group("new").strip()
        if _held_elsewhere(flow, task, old):
            # PART_FIX_OF_A_VALUE_ANOTHER_SLOT_HOLDS: "make it 3 tyres not 4" with 4 tyres
            # held corrects the count, not the 4 of "Unit 4, …"
            continue
        hits = []
        for name, value in texts.items():
            new = _unled(lex, said, place=name in places)
            if not old or not new or old.casefold() == new.casefold():
                continue
            if got := _replaced(value, old, new):
                hits.append((name, got))
        if len(hits) == 1:
            name, value = hits[0]
            return CorrectSlot(slot=name, value=value, raw_text=m.group(0).strip())
    return None


def _held_elsewhere(flow: FlowSpec, task: Task, old: str) -> bool:
    """``old`` is the whole value a slot that is no free text holds (a count, a day)."""
    return any(
        s.type != SlotType.TEXT and str(v).casefold() == old.casefold()
        for s in flow.slots
        if (v := task.value(s.name)) is not None
    )


def _replaced(value: str, old: str, new: str) -> str | None:
    """``value`` with ``old`` replaced by ``new``, the words ``new`` shares with what stands
    before ``old`` in ``value`` kept as written there, and those it shares with what stands
    right after ``old`` said once ("19 birch close not 9" to "9 birch close" is "19 birch
    close", never "19 birch close birch close"); None when ``old`` is not in it once."""
    words = new.split()
    for k in range(len(words) - 1, -1, -1):  # the most words shared first
        head = " ".join(words[:k])
        said = (head + " " + old).strip() if head else old
        found = [m for m in _whole(said).finditer(value)]
        if len(found) == 1:
            m = found[0]
            kept = value[m.start() : m.end() - len(old)]
            tail = " ".join(words[k:]) if " " in new or not has_cjk(new) else new[len(head) :]
            end = m.end() + _said_after(value[m.end() :], words[k + 1 :])
            return value[: m.start()] + kept + tail + value[end:]
    return None


def _said_after(rest: str, words: list[str]) -> int:
    """PART_CHANGE_WHOSE_NEW_SIDE_SAYS_THE_WORDS_AFTER_THE_OLD_ONE: how much of ``rest``
    (what follows the old part in the value) the new part's last ``words`` (all but its
    first) say again,
    whole words from its start: the new part was said with them, as one says an address
    again, "19 birch close not 9"."""
    for j in range(len(words), 0, -1):
        m = _whole(" ".join(words[-j:])).match(rest.lstrip())
        if m is not None:
            return len(rest) - len(rest.lstrip()) + m.end()
    return 0


def _whole(text: str) -> re.Pattern[str]:
    """``text`` as whole words (Latin edges stop only at Latin letters and digits)."""
    left = r"(?<![A-Za-z0-9])" if text[:1].isascii() and text[:1].isalnum() else ""
    right = r"(?![A-Za-z0-9])" if text[-1:].isascii() and text[-1:].isalnum() else ""
    body = r"\s+".join(re.escape(w) for w in text.split())
    return re.compile(left + body + right, re.IGNORECASE)


#: what a lead word leaves around the part after it ("sorry, 212")
_EDGES = " ,.!:;，。！"


def _unled(lex: Lexicon, new: str, place: bool = False) -> str:
    """``new`` without the words that lead it: a correction word, a wait, an answer's filler
    ("sorry his name is rolo" is rolo), and for a ``place`` (an address) the words that
    say one goes or is there ("wait its going to harrogate": harrogate; the lexicon's
    ``address_heads``), so long as something is left."""
    heads = (lex["address_heads"],) if place else ()
    leads = (lex["corrections"], lex["waits"], lex["fillers_lead"], *heads)
    for _ in range(4):
        found = [m for lead in leads if (m := lead.prefix(new.lower())) and m.end() > 0]
        rest = new[max(m.end() for m in found) :].strip(_EDGES) if found else ""
        if not rest:
            return _said_of(lex, new)
        new = rest
    return _said_of(lex, new)


def _said_of(lex: Lexicon, new: str) -> str:
    """NEW_PART_SAID_OF_WHAT_IT_IS: ``new`` without the few words that say what it is and
    the copula after them ("the drop off is 19 birch close": 19 birch close; the lexicon's
    ``wrong_copulas``), when they hold no digit and something follows."""
    copulas = set(grammar(lex, _COPULA_LISTS).own("wrong_copulas", lex.language))
    words = new.split()
    for i, word in enumerate(words[: _MOST_NAMING_WORDS + 1]):
        if word.lower() in copulas:
            if i > 0 and i + 1 < len(words) and not any(c.isdigit() for c in words[:i]):
                return " ".join(words[i + 1 :])
            break
    return new


#: the most words before a copula that may say what a new part is ("the new drop off")
_MOST_NAMING_WORDS = 4
