"""The forms a trigger is said in beside the one its author wrote: typed as people type,
with the lexicon's contractions, and a Chinese trigger with its verb said by one character,
its done-question said another way, or a measure word or a softener after its verb. Each
form is a phrase of its own in the trigger index (``triggers.TriggerIndex``), read as the
trigger; it is not one the author wrote (``TriggerHit.authored``)."""

from __future__ import annotations

from collections.abc import Callable

from .inflections import Plurals
from .lexicon import has_cjk, normalize
from .trigger_list_words import TriggerListWords


def contractions_both_ways(contractions: dict[str, str] | None) -> dict[str, str]:
    """The lexicon's ``contractions`` both ways, as whole words (spaces around): "we are
    moving" is "we're moving" too, and the other way round."""
    shorts = {f" {normalize(k)} ": f" {normalize(v)} " for k, v in (contractions or {}).items()}
    shorts.update({v: k for k, v in list(shorts.items())})
    return shorts


def said_forms(
    trigger: str,
    n: str,
    lw: TriggerListWords,
    shorts: dict[str, str],
    spell: Callable[[str], str] | None,
    others: tuple[str, ...] = (),
) -> list[str]:
    """The forms of ``trigger`` (``n`` normalized) that people say, in a fixed order (it
    decides equal hits): its chat spellings fixed, its contractions (``shorts``) swapped,
    and the Chinese forms of its verb (``others``: the flow's other triggers, normalized,
    which tell a one-character verb, ``verb_length``)."""
    forms: list[str] = []
    # a trigger typed as people type ("dont need the alteration anymore") is
    # read as a message is: the chat spellings fixed ("don't need …")
    spelled = normalize(spell(trigger)) if spell is not None else n
    if spelled and spelled != n:
        forms.append(spelled)
    for full, short in shorts.items():
        if full in f" {n} ":  # "we're moving" for the trigger "we are moving"
            forms.append(f" {n} ".replace(full, short).strip())
    # TRIGGER_SAID_WITH_ANOTHER_WANT_VERB: "want a dj" for the trigger "need a dj"
    forms += _other_wants(n, lw.trigger_wants)
    # "约个年检" for 预约年检: a two-character verb said by one character, then
    # read as a trigger of its own (a measure word or a softener after it)
    shortened = [
        short + n[len(full) :]
        for full, short in lw.verb_shorts
        if has_cjk(n) and n.startswith(full) and len(n) > len(full)
    ]
    forms += shortened
    # "啥时候年检" for 什么时候年检: a word of the trigger as it is said in talk
    forms += [n.replace(w, spoken) for w, spoken in lw.spoken_forms if has_cjk(n) and w in n]
    # "修好没" for 修好了吗: a yes-or-no question about a thing done, asked in
    # another of its forms
    end = next((e for e in lw.done_ends if has_cjk(n) and n.endswith(e)), None)
    if end is not None and len(n) - len(end) >= 2:
        forms += [n[: -len(end)] + other for other in lw.done_ends if other != end]
    forms += _can_question_forms(n, lw)
    forms += _asked_both_ways(n, lw)
    # "能上门修吗" for 上门维修: the verb said last, by its one character, after
    # a word of two characters or more that says how or where
    forms += [
        n[: -len(full)] + short
        for full, short in lw.verb_shorts
        if has_cjk(n) and n.endswith(full) and len(n) - len(full) >= 2
    ]
    for x in shortened:
        forms += [x[0] + m + x[1:] for m in lw.measures]
        forms += [x[0] + soft + x[1:] for soft in lw.softeners]
    cut = verb_length(n, others)
    # "退个款", "订个餐", "查个订单", "报个游泳课": a measure word after the verb
    if (
        has_cjk(n)
        and (2 <= len(n) <= 3 or (len(n) == 4 and cut == 1))
        and n.isalpha()
        and not any(m in n for m in lw.measures)
    ):
        forms += [n[0] + m + n[1:] for m in lw.measures]
    # "查一下报价", "取消一下预约": a softener after the verb (of one character
    # in a short trigger, of two in one of four)
    if has_cjk(n) and 2 <= len(n) <= 4 and n.isalpha():
        forms += [n[:cut] + soft + n[cut:] for soft in lw.softeners if soft not in n]
    return forms


def other_number(n: str, plurals: Plurals) -> list[str]:
    """``n`` (an English trigger, normalized) with its last word, a plural by the lexicon's
    plural table, in the singular: "rates" said "rate", "fees" said "fee"; none for Chinese,
    which has no number. Not the other way: a trigger naming one thing ("practice room")
    said in the plural is talk about those things ("do the practice rooms have a drum
    kit", tests/test_semantic_forms.py), where the meaning readers weigh it."""
    if has_cjk(n):
        return []
    *head, last = n.split()
    if len(last) < _SHORTEST_NOUN:
        return []
    return [" ".join([*head, w]) for w in plurals.singulars(last) if w != last]


#: the shortest last word said in the other number: "much", "cost"; not "up", "in"
_SHORTEST_NOUN = 4


def yes_no_of_wh(n: str, lw: TriggerListWords) -> list[str]:
    """An English trigger of a flow that only tells, asked by a question word, in its
    yes-or-no form: the words from its first asking verb on, three or more ("are you open"
    of "when are you open", "do you close" of "what time do you close"): "are you open
    sundays?" asks what the trigger asks (A_QUESTION_TRIGGER_ASKED_YES_OR_NO)."""
    words = n.split()
    if has_cjk(n) or not words or words[0] not in lw.wh_en:
        return []
    at = next((i for i, w in enumerate(words) if i and w in lw.asking_verbs), None)
    if at is None or len(words) - at < 3:
        return []
    return [" ".join(words[at:])]


def other_days(n: str, lw: TriggerListWords) -> list[str]:
    """INFORMING_TRIGGER_ASKED_OF_ANOTHER_DAY: a Chinese trigger of a flow that only tells
    holding a day of the lexicon's ``trigger_day_words`` ("周末上班吗") said with another of
    them in its place ("你们周日上班吗", "节假日上班吗"): the same question, of that day. While
    a day was asked it was read as the day's answer, the question unanswered."""
    if not has_cjk(n):
        return []
    day = next((d for d in lw.day_words if d in n), None)
    if day is None:
        return []
    return [n.replace(day, other) for other in lw.day_words if other != day]


def _can_question_forms(n: str, lw: TriggerListWords) -> list[str]:
    """A Chinese trigger asking whether a thing may be done ("能打窝吗") in the other forms
    of that question: another opening word, another end, or the opening asked A-not-A with
    no end ("可以打窝不", "能不能打窝"; ``can_question_opens``, ``can_question_ends``), two
    characters or more between (TRIGGER_ASKED_WITH_ANOTHER_MODAL_OR_ENDING)."""
    if not has_cjk(n):
        return []
    opened = next((o for o in lw.can_opens if n.startswith(o)), None)
    if opened is None:
        return []
    either = lw.a_not_a.search(opened) is not None
    end = "" if either else next((e for e in lw.can_ends if n.endswith(e)), None)
    if end is None:
        return []
    core = n[len(opened) : len(n) - len(end)]
    if len(core) < 2 and not (either and core and n == opened + core):
        # "能不能办" asked both ways names its one-character verb as a question whole:
        # "能办吗" asks it too (A_QUESTION_TRIGGER_ASKED_YES_OR_NO)
        return []
    forms = [
        o + core + ("" if lw.a_not_a.search(o) else e) for o in lw.can_opens for e in lw.can_ends
    ]
    return [f for f in dict.fromkeys(forms) if f != n]


def _asked_both_ways(n: str, lw: TriggerListWords) -> list[str]:
    """TRIGGER_ASKED_BY_AN_END_SAID_A_NOT_A: a Chinese trigger asking yes or no by an end
    of the lexicon (``can_question_ends``: "郊区去吗", "周末上班吗") asked instead by its
    verb both ways, no end ("郊区去不去", "周末上不上班"; the first of the lexicon's
    ``a_not_a`` between): the verb one character before the end, or two, its first said
    both ways; two characters or more before the verb. It was small talk."""
    if not has_cjk(n) or not lw.not_words:
        return []
    end = next((e for e in lw.can_ends if n.endswith(e) and e not in lw.not_words), None)
    if end is None:
        return []
    head = n[: -len(end)]
    no = lw.not_words[0]
    forms = []
    for size in (1, 2):
        verb, before = head[-size:], head[:-size]
        if len(before) >= 2 and has_cjk(verb) and verb.isalpha():
            forms.append(before + verb[0] + no + verb)
    return forms


def verb_length(n: str, others: tuple[str, ...]) -> int:
    """How many characters open the Chinese trigger ``n`` as its verb: one in a trigger of
    three or fewer; in one of four, two ("取消预约", "预约年检"), unless the first two of
    the other three are said after another verb in one of ``others`` (报游泳课 beside
    学游泳: 游泳 is the thing, 报 the verb)."""
    if len(n) <= 3:
        return 1
    if len(n) == 4 and any(p.find(n[1:3]) >= 1 for p in others if p != n):
        return 1
    return 2


def _other_wants(n: str, wants: tuple[str, ...]) -> list[str]:
    """The trigger ``n`` said with each other verb of a want (the lexicon's
    ``trigger_wants``) in place of the one it opens with: "want a dj", "looking for a dj"
    for "need a dj", "想找保洁" for 需要保洁; a want is said in many words, and the author
    wrote one. A Latin verb opens the trigger as a word; a Chinese one before more."""
    for lead in wants:
        cjk = has_cjk(lead)
        rest = n[len(lead) :]
        if n.startswith(lead) and rest and (cjk or rest.startswith(" ")):
            return [w + rest for w in wants if w != lead and has_cjk(w) == cjk]
    return []
