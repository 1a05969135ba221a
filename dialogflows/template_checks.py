"""The checks of one template text at load time: every ``{field}`` names a slot or result
the text can see at that point, in a style its type has.

A field that names nothing would show up as literal braces in front of a user; a result
used before the action ran would always be empty. Apart from ``checks.py`` because the
flow checks and the step checks (``step_checks.py``) both check texts, and neither should
import the other to do it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from .errors import SpecIssue
from .fill import field_style
from .formats import style_problem
from .patterns import PATTERNS
from .spec import TEMPLATE_FIELD, FlowSpec
from .suggest import did_you_mean

if TYPE_CHECKING:
    from .yaml_source import SourceMap

_ANY_BRACES = re.compile(r"\{[^{}]*\}")

Path = tuple[str | int, ...]


def template_issues(
    marks: SourceMap,
    flow: FlowSpec,
    text: str,
    path: Path,
    fields: set[str],
    where: str,
) -> Iterator[SpecIssue]:
    """The issues of ``text``, a template of ``flow`` at ``path`` that may use ``fields``;
    ``where`` names it in the message ("`done` message", "branch message")."""
    slots = {s.name: s for s in flow.slots}
    results = set(flow.result_names)
    #: what a repair pattern is started with: known from its first step
    given = set(PATTERNS.get(flow.name, ()))
    for m in _ANY_BRACES.finditer(text):
        braces = m.group(0)
        if not TEMPLATE_FIELD.fullmatch(braces):
            yield marks.issue(
                path,
                "bad-template-field",
                f"{braces} is not a template field",
                "a field is a slot or result name in braces, like {arrival_city}",
                char=m.start(),
            )
    for m in TEMPLATE_FIELD.finditer(text):
        name = m.group(1)
        style = field_style(m)
        if name in fields and style is not None:
            slot = slots.get(name)
            problem = style_problem(style, slot.type if slot is not None else None)
            if problem is not None:
                yield marks.issue(
                    path,
                    "unknown-template-style",
                    f"the {where} asks for `{{{name}:{style}}}`, a style "
                    f"{'the ' + slot.type.value + ' slot' if slot else 'a value'} "
                    "does not have",
                    problem,
                    char=m.start(),
                )
        if name in fields or name in given:
            continue
        if name in results:
            yield marks.issue(
                path,
                "unknown-template-field",
                f"the {where} uses the result `{name}`, which is not known yet at that point",
                "results exist only after the action: use them in `done`, `failed` or branches",
                char=m.start(),
            )
            continue
        known = sorted(fields)
        yield marks.issue(
            path,
            "unknown-template-field",
            f"the {where} uses `{{{name}}}`, which is not a slot"
            + (" or result" if results & fields else "")
            + f" of the flow `{flow.name}`",
            did_you_mean(name, known) or ("fields: " + ", ".join(known) if known else None),
            char=m.start(),
        )
