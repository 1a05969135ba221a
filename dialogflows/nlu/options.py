"""Asking what may be chosen: "what cities do you fly from?", "what are my options?",
"有什么推荐的吗", "都有什么菜？".

Asked "Where are you flying from?" or "您想点什么菜？", people often ask back what there is.
The bot used to repeat its question as if nothing had been said. A message with an options
cue of the lexicon (``options_cues``: "options", "what do you have", "recommend", "有什么",
"推荐", "菜单") that gives no value, while the asked slot lists its values, is a
``ListOptions`` of that slot: the turn says the values and asks again. With no task
running, a question naming a listed slot of some flow ("有什么菜？", "what cities do you fly
to?", "what rooms do you have?") lists that slot's values the same way.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..commands import ListOptions
from ..spec import SlotSpec, SlotType
from .asides import is_question
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon
from .mood import opens_a_question
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


def asks_which(lex: Lexicon, norm: str) -> bool:
    """ "which cities can I fly to?", "what rooms are there?", "有哪些房型": a wh-question
    (the lexicon's ``which_words``). An English one opens with its word; a Chinese one
    holds it where the answer would stand."""
    words = lex["which_words"]
    return (words.search(norm) if lex.language == "zh" else words.prefix(norm)) is not None


def options_asked(u: Knowledge, t: Turn, asked: SlotSpec) -> ListOptions | None:
    """The message asks what a slot may be: the one it names ("what are my options for
    rooms?" while the date is asked), else the asked one; list its values."""
    flow = t.flow
    if flow is None:
        return None
    if _earliest_asked(t, asked):
        return ListOptions(slot=asked.name)
    cue = t.lex["options_cues"].search(t.norm) is not None
    if not cue and not (is_question(t.raw, t.lex) and asks_which(t.lex, t.norm)):
        return None
    if not cue and t.lex["recall_cues"].search(t.norm) is not None:
        return None  # "which class did I pick?" asks back a value, not the choices
    listed = {s.name for s in u.choice_slots(flow)}
    said = u.recall_words(flow, t.lex).named(t.norm, t.lex.language == "zh")
    named = said & listed
    if not cue and not named:
        return None  # "which day is best?" lists nothing: only a listed slot named does
    if said and not named:
        # "what dates do you have?": the one slot it names, whose limits are said; never
        # the list of cities asked where from
        bounded = [
            s for s in flow.slots if s.name in said and (s.min is not None or s.max is not None)
        ]
        return ListOptions(slot=bounded[0].name) if len(said) == 1 and bounded else None
    if len(named) == 1:
        return ListOptions(slot=next(iter(named)))
    if asked.name not in listed:
        return None  # a date or a number has no list to read out
    return ListOptions(slot=asked.name)


def _earliest_asked(t: Turn, asked: SlotSpec) -> bool:
    """EARLIEST_DAY_ASKED_AT_THE_DATE_QUESTION_ANSWERED_AS_OUT_OF_REACH: "whats the
    earliest you can do" to "What day works for you?" asks the earliest the asked date (or
    time) slot takes (``earliest_asks``), asked as a question (a mark, or a question word
    opening it): its bounds answer it, where the bot said it could not."""
    if asked.type not in (SlotType.DATE, SlotType.TIME) or (
        asked.min is None and asked.max is None
    ):
        return False
    if t.lex["earliest_asks"].search(t.norm) is None:
        return False
    return is_question(t.raw, t.lex) or opens_a_question(t.lex, t.norm)


def _names_a_thing(t: Turn) -> bool:
    """OPTIONS_CUE_BEFORE_ANOTHER_THING: the options cue is said of a thing the message
    names ("do you have parking?", "do you have wifi on board"), a Latin word beside it
    that is no function word (``summary_stop_words``) nor a closing thanks
    (``fillers_trail``): it asks about that thing, not what the domain's one list holds."""
    rest = t.lex["options_cues"].regex
    text = t.norm if rest is None else rest.sub(" ", t.norm)
    plain = grammar(t.lex, _PlainWords).words
    return any(w not in plain for w in _LATIN_WORD.findall(text.casefold()))


@lexicon_grammar
class _PlainWords:
    """The words that name no thing (``summary_stop_words``, ``fillers_trail``): "what
    have you got then" asks only what there is."""

    def __init__(self, w: ListWords) -> None:
        keys = ("summary_stop_words", "fillers_trail")
        self.words = frozenset(x.casefold() for k in keys for x in w.words(k))


#: a Latin word of a message, letters alone: a number or a time ("10am" gives "am") names
#: no thing the options question could ask about. ``boolean_choice._WORD_OR_NUMBER`` keeps
#: digits in its tokens, where a number tells a choice's sides apart
_LATIN_WORD = re.compile(r"[a-z][a-z'’]*")


def options_idle(u: Knowledge, t: Turn) -> ListOptions | None:
    """With no task running: the one listed slot the options question names, in any flow
    (slots of one name in several flows share it, as the turn lists the first), or the
    domain's only listed slot when it names none."""
    if t.task is not None or not t.lex["options_cues"].search(t.norm):
        return None
    zh = t.lex.language == "zh"
    listed = [(flow, s) for flow in u.domain.flows.values() for s in u.choice_slots(flow)]
    named = [
        (s.name, tuple(u.parser(flow, s).choices.values))
        for flow, s in listed
        if s.name in u.recall_words(flow, t.lex).named(t.norm, zh)
    ]
    if not named and len({s.name for _, s in listed}) == 1 and not _names_a_thing(t):
        named = [(listed[0][1].name, ())]  # "有什么推荐的吗" where the menu is all there is
    # "what cities do you fly to?" names four slots that all take the same cities
    return ListOptions(slot=named[0][0]) if len({v for _, v in named}) == 1 else None
