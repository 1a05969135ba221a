"""ANTICIPATED_YES_NO_ANSWER: "4 rooms, and no nobody will be in" to "How many rooms?" when
the question the flow asks next is a yes-or-no one ("Will someone be at the property?"):
the clause after the answer opens with that question's yes or no, said before it was
asked, as people answer the form they see coming. Its words need be none of the next
question's (people say "no" alone), so no reader of the values beside the answer, which
looks for a slot's own words, reads it; the clause became a remark and the question was
asked anyway. Only the very next question, only a clause after the asked slot's answer
joined by a comma or a joining word, and only a yes or no opening that clause.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..commands import Command, SetSlot
from ..spec import FlowSpec, SlotSpec, SlotType
from .lexicon import normalize

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn

#: a comma or semicolon, which closes the answer's clause
_COMMA = re.compile(r"[,;，；、]")
#: the words and the commas after the answer
_TOKEN = re.compile(r"[,;，；、]|[^\s,;，；、]+")
#: the lexicon's lists of words that join the clause to the answer ("and", "but")
_JOINING = ("joiners", "answer_fillers", "contrast_joiners")


def anticipated_yes_no(
    u: Knowledge, t: Turn, flow: FlowSpec, asked: SlotSpec, end: int
) -> list[Command]:
    """The next yes-or-no question's answer opening the clause after ``asked``'s answer
    (which ends at ``end``), or nothing."""
    task = t.task
    if task is None or asked.type == SlotType.BOOLEAN:
        return []
    nxt = next((s for s in flow.slots if s.name != asked.name and task.value(s.name) is None), None)
    if nxt is None or nxt.type != SlotType.BOOLEAN or not nxt.prompt or nxt.when:
        return []
    said = (normalize(w) if not _COMMA.fullmatch(w) else "," for w in _TOKEN.findall(t.scan[end:]))
    words = [w for w in said if w]
    units = {normalize(c) for c in (*asked.counts, *asked.measures)}
    while words and words[0] in units:
        words = words[1:]  # "4 rooms, …": the count's own unit
    joined = False
    while words and (words[0] == "," or any(t.lex[k].fullmatch(words[0]) for k in _JOINING)):
        words, joined = words[1:], True
    if not joined or not words:
        return []  # "4 rooms no stairs": no clause of its own
    opening = words[0]
    if t.lex["negation"].fullmatch(opening) and not t.lex["no_before_control"].fullmatch(opening):
        return []  # "composite, dont want to be oiling it": the negation of a verb, no no
    read = u.parser(flow, nxt).parse(opening, t.now, t.language)
    if read is None:
        return []
    return [SetSlot(slot=nxt.name, value=read.value, raw_text=opening, confidence=read.confidence)]
