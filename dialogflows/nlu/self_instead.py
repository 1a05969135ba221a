"""A clause of doing the task oneself instead lets the task go.

"nah leave it, ill do it myself", "we'll sort it out ourselves", "ok i can just do it on my
own": said while the bot asks for a value, the speaker tells that the task is no longer
wanted from the bot, as "forget it" does, though no cancel word is said. Such a clause opens
with the speaker's will or can (the lexicon's ``oneself_leads``) and closes with the speaker
doing it (``oneself_words``), a few words between and no number before the doer (a number
answers something: "ill do 3 hours myself", "2 horses, and no ill go with them myself").
To a yes-or-no question the same words are the no
("Should we dig up the old grass?" "nah ill do it myself"): the boolean reader answers it,
so this reader stays silent there, as to a free-text question, whose answer may tell of
the speaker ("Who will meet the fitter?" "ill be there myself"); a question ("can i do it myself?") asks, it lets nothing
go. A part of the cancel reader (``control.py``); no reader of the pipeline.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import SlotType
from .mood import mood
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: the most words between the will and the doer: "ill just sort the whole thing out myself"
_MOST_BETWEEN = 6
#: what ends a clause in a normalized message
_CLAUSE_END = re.compile(r"[,.;:!?]")
_DIGIT = re.compile(r"\d")


def does_it_oneself(u: Knowledge, t: Turn) -> bool:
    """While a slot other than a yes or no is asked, the message says the speaker will do
    the task themselves: the task is let go. In Chinese the same ("算了 我自己去吧", "我还是自己
    跑一趟"; WITHDRAWAL_BY_DOING_IT_ONESELF: the 自己去 was read as a yes of a slot not yet
    asked, 本人来取, and the task asked on); not when the message holds a value of the asked
    slot ("我自己去拿" for a listed 自取) or a negation after the lead ("我自己去不了")."""
    if t.task is None or t.flow is None or t.task.asked is None:
        return False
    spec = t.flow.slot(t.task.asked)
    if spec is None or spec.type == SlotType.BOOLEAN:
        return False  # the no to its question, read as the answer
    if spec.type == SlotType.TEXT and spec.kind is None and spec.pattern is None:
        return False  # free text may tell of oneself ("ill be there myself"): the answer
    leads, doers = t.lex["oneself_leads"], t.lex["oneself_words"]
    if doers.search(t.norm) is None:
        return False  # most messages: no doer said, nothing more to look at
    for lead in leads.finditer(t.norm):
        end = _CLAUSE_END.search(t.norm, lead.end())
        clause = t.norm[lead.end() : end.start() if end else len(t.norm)]
        doer = doers.search(clause)
        # a number before the doer, in the clause or before it, answers something: "2
        # horses, and no ill travel with them myself" answers the count and tells of the
        # speaker beside it (DOING_ONESELF_BESIDE_AN_ANSWER_LETS_THE_TASK_GO)
        if doer is None or _DIGIT.search(t.norm[: lead.end() + doer.start()]):
            continue
        if len(clause[: doer.start()].split()) > _MOST_BETWEEN:
            continue
        own = clause.split()[0] if clause.split() else clause  # up to a space typed as a comma
        if t.lex["negation"].search(own) is not None:
            continue  # "我自己去不了": the speaker cannot, nothing let go
        # "can i do it myself?" asks, it lets nothing go
        if mood(t.lex, t.raw, t.norm).question:
            return False
        return u.parser(t.flow, spec).parse(t.scan, t.now, t.language) is None
    return False
