"""A made thing's code, put first as the object (after ``object_markers`` or bare), then the
one-character verb of one flow's Chinese triggers closing the clause: "把CS2005退了吧 临时有事",
"QX2005退掉" for a flow whose trigger is 退订 or 退单
(ONE_CHARACTER_UNDO_VERB_AFTER_THE_CODE_READ_AS_A_CHANGE).

The code alone picked the flow that takes it and undoes nothing (a change of the booking),
or asked which: the verb said after it, 退 of 退订, was no trigger, and a trigger of four
characters or more said with its last two apart is read only when they are its noun. A
one-character verb glued after the code, then only a result of going (``gone_complements``:
掉), a mark of done and particles, is the request: the one flow that takes the code and
whose Chinese triggers that verb opens starts, the code given; the clauses after it are
what the user tells beside it. A verb several such flows open with ("改" of 改时间 and of a
flow that says 改 too) decides nothing here.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..commands import Command, StartTask
from .clauses import clause_spans
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import has_cjk, normalize

if TYPE_CHECKING:
    from .knowledge import Knowledge
    from .utterance import Turn


@lexicon_grammar
def _clause_form(w: ListWords) -> re.Pattern[str] | None:
    """A clause of the code, put first, then the verb and what may close it."""
    markers = w.zh_alt("object_markers")
    closing = "".join(
        f"(?:{a})?" for a in (w.zh_alt("gone_complements"), w.zh_alt("done_particles")) if a
    )
    if not markers:
        return None
    return re.compile(
        rf"^(?:{markers})?\s*(?P<code>[A-Za-z][A-Za-z0-9-]*\d)\s*(?P<verb>[\u4e00-\u9fff])"
        rf"{closing}[{w.zh_chars('particles')}]*$"
    )


def code_verb_asked(u: Knowledge, t: Turn) -> list[Command] | None:
    """The flow the code and the verb after it ask for (see the module); None when the
    message opens otherwise, or not one flow fits."""
    if t.task is not None or not has_cjk(t.scan):
        return None
    form = grammar(t.lex, _clause_form)
    spans = clause_spans(t.scan, spaced=True)
    if form is None or not spans:
        return None
    m = form.match(t.scan[spans[0][0] : spans[0][1]].strip())
    if m is None:
        return None
    verb = m.group("verb")
    fits: list[tuple[str, str, object]] = []
    for flow in u.domain.flows.values():
        if not any(has_cjk(p) and normalize(p).startswith(verb) for p in flow.triggers):
            continue
        for spec in flow.slots:
            if not spec.pattern:
                continue
            got = u.parser(flow, spec).parse(m.group("code"), t.now, t.language)
            if got is not None:
                fits.append((flow.name, spec.name, got.value))
                break
    if len(fits) != 1:
        return None
    name, slot, value = fits[0]
    return [StartTask(flow=name, slots={slot: value})]
