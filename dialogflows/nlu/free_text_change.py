"""A correction of a free-text slot ("not Paris, Rome", "no wait, the drop-off is …"), which
has no type to find the new value by: the message split into parts, the rejected part naming
the slot and the other part its value; and "did you mean the departure or the arrival?" when
a value could change either of two slots (``which_slot``). Split from ``corrections.py``; no
reader of the pipeline.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..commands import Clarify, Command, CorrectSlot
from ..spec import FlowSpec, SlotKind, SlotSpec, SlotType
from ..state import Task
from .address_words import no_place
from .addresses import address_words, holds_address
from .another_slot import other_slot_reads
from .asides import is_question
from .fills import same
from .grammar_words import grammar
from .lexicon import Lexicon, normalize
from .named_slots import segments
from .not_held import a_name, changed_thing, thing_slots
from .parsed import Parsed
from .replies import SOFT_ONLY
from .said_of_slot import said_of_slot
from .speaker_words import SpeakerWords

# an enum member looked up once: ``SlotType.TEXT`` is a metaclass lookup on every use
_TEXT = SlotType.TEXT

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


def free_text_change(
    u: Knowledge, t: Turn, flow: FlowSpec, task: Task, marker: bool, deny: bool
) -> list[Command]:
    """Free-text slots have no type to find the new value by: split the message into parts
    and take the rejected part's slot ("not Paris, Rome") and the other part's value."""
    text_slots = [s for s in flow.slots if s.type == _TEXT and task.value(s.name) is not None]
    if not text_slots:
        return []
    lex = t.lex
    parts = [p.strip() for p in segments(t).split(t.scan) if p and p.strip(" .!?。！？")]
    target: SlotSpec | None = None
    fresh: list[str] = []
    for part in parts:
        n = normalize(part)
        neg = lex["negation"].prefix(n) or lex["deny"].prefix(n)
        if neg is not None:
            rest = n[neg.end() :].strip()
            for s in text_slots:
                if rest and same(str(task.value(s.name)), rest):
                    target = s
            said = part[len(part) - len(rest) :] if rest else ""
            if said and target is None and said_of_slot(t, text_slots, said) is not None:
                fresh.append(said)  # "nah the licence is D5555": the no, then the change
            continue
        # "wait the road is …": a wait opening the part leads the change as a change word
        m = lex["corrections"].prefix(n) or lex["waits"].prefix(n)
        if m is not None and m.end():
            part = part[len(part) - len(n[m.end() :].strip()) :] if n[m.end() :].strip() else ""
        if (
            part
            and not u.replies[lex.language].only(normalize(part), SOFT_ONLY)
            and not is_question(part, t.lex)
        ):
            fresh.append(part)  # "嗯" before "不对" is no new address
    waited = lex["waits"].prefix(normalize(t.scan)) is not None
    if target is None and (marker or deny or waited) and fresh:
        # "actually the road is hazel avenue, 1 to 30, derby": an address named by its
        # label, its commas and all
        whole = _address_named(t, text_slots, fresh[:-1])
        if whole is not None:
            target, fresh = whole[0], [whole[1]]
    if target is None and (marker or deny or waited) and fresh:
        # "no wait, the drop-off is …", "can the writing say … instead"
        said = said_of_slot(t, text_slots, fresh[-1])
        if said is not None:
            target, fresh = said[0], [said[1]]
    # without a rejected value, only an explicit "actually ..." / "no, ..." replaces free
    # text: while confirming, "hmm let me think" is not a new address
    narrowed = False
    if target is None and (marker or deny) and fresh and len(text_slots) > 1:
        # "no its mr patel" beside an address and a name: only the name takes it
        text_slots, narrowed = _kinds_fitting(t, text_slots, fresh[-1]), True
    guessed = target is None and (marker or deny) and len(text_slots) == 1 and bool(fresh)
    # "那就改成两份": the quantity said again, not a new address; a free-text slot left by
    # its kind alone takes no value a typed slot reads either ("改成晚上6点吧 白天要上班":
    # the time, with its reason, never the bike's place)
    if guessed and other_slot_reads(u, t, flow, text_slots[0], fresh[-1], by_type=narrowed):
        return []
    if guessed and _asked_free_text(flow, task):
        return []  # "no its priya shah" to "What name is it under?": the name, no new address
    if guessed and holds_address(flow, text_slots[0]) and no_place(address_words(t), lex, t.scan):
        return []  # "no its inside" names no place: no new address (AN_ADDRESS_THAT_NAMES_NO_PLACE)
    if guessed and _about_the_speaker(t.lex, text_slots[0], fresh[-1]):
        return []  # "actually we'll play in the park" at the confirmation: no new name
    change = changed_thing(t) if guessed else None
    if change is not None:
        pronoun = lex.references.get("pronoun")
        said_it = pronoun is not None and pronoun.regex is not None
        said_it = said_it and pronoun.regex.fullmatch(normalize(change[0])) is not None  # type: ignore[union-attr]
        if not said_it and text_slots[0].name not in thing_slots(u, t, flow, task, change[0]):
            return []  # "宫保鸡丁改成米饭": the dish changes, not the address; "change it to …"
        typed = t.typed(change[1]) if change[1] else None
        if typed:  # "建国路88号改成中关村大街1号": what it becomes
            fresh = [typed]
    if guessed:
        target = text_slots[0]
    if target is None or not fresh:
        return []
    parser = u.parser(flow, target)
    got = parser.parse(fresh[-1], t.now, t.language)
    if got is None or same(str(got.value), str(task.value(target.name))):
        return []
    if guessed and parser.validate(got.value, t.now) is not None:
        return []  # "不，还是修吧" to a ticket "WX3001": a no with its reason, no new ticket
    named = [s for s in u.choice_slots(flow) if task.value(s.name) is not None]
    if guessed and named and a_name(fresh[-1], t.lex) and target.kind is not SlotKind.NAME:
        # "改成米饭" while ordering: a dish not on the menu, or a new address? Asked, not
        # taken as the address; a name said to change a slot of names is that name
        options = [n for n in flow.slot_names if n in (named[0].name, target.name)]
        return [which_slot(lex, options, got)]
    return [
        CorrectSlot(
            slot=target.name,
            value=got.value,
            raw_text=got.raw_text,
            rejected=task.value(target.name),
            confidence=got.confidence,
        )
    ]


def which_slot(lex: Lexicon, slots: list[str], got: Parsed) -> Clarify:
    """ "Did you mean the departure or the arrival?": which of ``slots`` the value ``got``
    changes, asked in ``lex``'s language; the value is kept for the answer."""
    return Clarify(
        ask="which_slot",
        language=lex.language,
        options=slots,
        value=got.value,
        raw_text=got.raw_text,
        confidence=got.confidence,
    )


def _address_named(t: Turn, slots: list[SlotSpec], parts: list[str]) -> tuple[SlotSpec, str] | None:
    """FREE_TEXT_CHANGE_NAMED_BY_ITS_LABEL_CUT_AT_ITS_COMMAS: a part that names a slot of
    ``kind: address`` by its label and a copula before its value ("the road is hazel avenue")
    with more parts after it: an address holds commas, so the value runs to the end of the
    message, as typed ("hazel avenue, 1 to 30, derby"); read part by part, the last part
    alone ("derby") was taken for the organiser's name."""
    for part in parts:
        said = said_of_slot(t, slots, part)
        if said is None or said[0].kind is not SlotKind.ADDRESS or not said[1]:
            continue
        at = t.scan.find(said[1])
        if at < 0:
            return None
        return said[0], t.scan[at:].strip().rstrip(" .!?。！？")
    return None


def _kinds_fitting(t: Turn, slots: list[SlotSpec], said: str) -> list[SlotSpec]:
    """Of several filled free-text slots, the one whose kind takes ``said`` when the kinds
    tell them apart (``slots`` as given otherwise): a value with no digit is no address (a
    house number says one), one with a digit no name ("no its mr patel" beside an address
    and a contact name is the name; "no, 21 rowan close" the address). A slot of no kind
    may take anything, so with one among them nothing is told."""
    if any(s.kind not in (SlotKind.ADDRESS, SlotKind.NAME) for s in slots):
        return slots
    digit = any(ch.isdigit() for ch in said)
    fitting = [s for s in slots if (s.kind is SlotKind.ADDRESS) == digit]
    return fitting if len(fitting) == 1 else slots


def _asked_free_text(flow: FlowSpec, task: Task) -> bool:
    """A free-text slot with no value yet is asked: a no then a value ("no its priya shah"
    to "What name is it under?") answers it, as "not london, berlin" answers the departure
    asked while the arrival holds Tokyo (``corrections.py``); the free text said before is
    not what the no refuses."""
    asked = flow.slot(task.asked) if task.asked else None
    return asked is not None and asked.type == _TEXT and task.value(asked.name) is None


def _about_the_speaker(lex: Lexicon, spec: SlotSpec, said: str) -> bool:
    """``said`` tells what the speaker does or will do (the lexicon's ``speaker_leads``
    opening it, "we'll play in the park", "i think so", or ``speaker_being`` before a word
    of an ongoing ending, "im bringing a friend"): no value of a name or a message guessed
    as changed; a remark (``takes_rest``) or an address ("i'm at 5 elm road") may be one."""
    if spec.takes_rest or spec.kind is SlotKind.ADDRESS:
        return False
    words = normalize(said).split()
    if not words:
        return False
    speaker = grammar(lex, SpeakerWords).by_language[lex.language]
    if words[0] in speaker.leads:
        return True
    return (
        words[0] in speaker.being
        and len(words) > 1
        and bool(speaker.endings)
        and len(words[1]) > 4
        and words[1].endswith(speaker.endings)
    )
