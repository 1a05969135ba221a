"""The words of each flow's own texts, gathered once when the domain loads: a name said
bare is none of them.

Two readers ask them, each of the texts it has always read. A name said bare right before
the phone (``name_before_phone.py``) is no word of the flow's triggers, its description and
its slots' names, labels, questions, values and synonyms ("double oven, priya": the oven's
word is the flow's), as ``normalize`` splits them (``FlowWords.asked``). A name said after
"for" (``names_for.py``) is no word of any flow's triggers, description, examples and
slots' names, labels, values and synonyms, as runs of letters (``FlowWords.written``;
``names_for.domain_words`` adds the flows' names and the entities).

The two sets stay two: one set for both would add the examples' words to the first ("pay
the bill" as an example, and "bill, 07700 …" were no name) and the questions' words to the
second ("Who will collect it?", and "a cake for will" were no name); in the test and bench
domains, 349 flows have words only in the second and 1,092 only in the first.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..spec import FlowSpec
from .lexicon import normalize

#: a word of a written text, as ``names_for`` reads it: letters, an apostrophe or a hyphen
#: inside
WRITTEN_WORD = re.compile(r"[a-z][a-z'’-]*")


@dataclass(frozen=True)
class FlowWords:
    """The words of one flow's own texts, built once per flow at load
    (``Knowledge.flow_words``)."""

    #: the words of its triggers, description and slots' names, labels, questions, values
    #: and synonyms, normalized: none is a name said bare before the phone
    asked: frozenset[str]
    #: the words of its description, triggers, examples and slots' names, labels, values
    #: and synonyms, as runs of lower-case letters: none is a name said after "for"
    written: frozenset[str]


def flow_words(flow: FlowSpec) -> FlowWords:
    """The two word sets of ``flow`` (see ``FlowWords``)."""
    asked = [*flow.triggers, flow.description or ""]
    for slot in flow.slots:
        asked += [slot.name.replace("_", " "), slot.label or "", slot.prompt or ""]
        asked += [str(v) for v in slot.values]
        asked += [str(w) for ws in slot.synonyms.values() for w in ws]
    written = [flow.description or "", *flow.triggers, *flow.examples]
    for s in flow.slots:
        written += [s.name.replace("_", " "), s.label or "", *s.values]
        written += [w for said in s.synonyms.values() for w in said]
    return FlowWords(
        asked=frozenset(w for text in asked for w in normalize(text).split()),
        written=frozenset(w for t in written for w in WRITTEN_WORD.findall(t.lower())),
    )
