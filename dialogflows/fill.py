"""Response templates: ``{name}`` fields filled with values as a reply shows them.

Apart from ``spec.py`` (the models of the DSL): filling a template is the runtime's, every
turn, and needs none of the models; ``spec`` re-exports these names.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import Any

#: ``{name}`` or ``{name:style}``; group 1 is the name (``field_style`` reads the style)
TEMPLATE_FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)(?::[^{}:]+)?\}")

#: how a template's value is shown: (field name, value, style or None) -> text
Show = Callable[[str, Any, "str | None"], str]


def field_style(m: re.Match[str]) -> str | None:
    """The style of a matched field (``long`` of ``{depart_date:long}``), or None."""
    head = len(m.group(1)) + 1
    return m.group(0)[head + 1 : -1] if m.group(0)[head] == ":" else None


def template_fields(template: str) -> list[str]:
    """The ``{name}`` fields a response template refers to."""
    return TEMPLATE_FIELD.findall(template)


def fill_template(template: str, values: dict[str, Any], show: Show | None = None) -> str:
    """Fill ``{name}`` and ``{name:style}`` fields with values as ``show`` says them
    (``formats.ValueFormats`` by the slot's type and the language); ``display_value`` when
    no ``show`` is given.

    Deliberately not ``str.format``: no attribute access, a style is only a name looked up,
    and the inserted values are never scanned again, so user text can never act as a
    template.
    """
    parts = template_parts(template)
    if len(parts) == 1:  # no field: most built-in phrasings
        return parts[0]
    out = [parts[0]]
    for i in range(1, len(parts), 3):
        name, style = parts[i], parts[i + 1]
        v = values.get(name)
        if v is not None:
            out.append(display_value(v) if show is None else show(name, v, style or None))
        out.append(parts[i + 2])
    return "".join(out)


@lru_cache(maxsize=4096)
def template_parts(template: str) -> tuple[str, ...]:
    """``template`` cut at its fields, once per template (a turn fills the same few):
    text, then name, style ("" for none) and the text after, for each field in turn."""
    parts: list[str] = []
    pos = 0
    for m in TEMPLATE_FIELD.finditer(template):
        parts += [template[pos : m.start()], m.group(1), field_style(m) or ""]
        pos = m.end()
    parts.append(template[pos:])
    return tuple(parts)


def display_value(v: Any) -> str:
    """A value as a reply shows it: an amount with its currency, yes / no, lists joined."""
    if isinstance(v, dict) and "amount" in v:
        amount = v["amount"]
        text = f"{amount:g}" if isinstance(amount, float) else str(amount)
        return f"{text} {v.get('currency') or ''}".strip()
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, list):
        return ", ".join(display_value(x) for x in v)
    return str(v)
