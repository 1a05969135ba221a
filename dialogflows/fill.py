"""Response templates: ``{name}`` fields filled with values as a reply shows them.

Apart from ``spec.py`` (the models of the DSL): filling a template is the runtime's, every
turn, and needs none of the models; ``spec`` re-exports these names.
"""

from __future__ import annotations

import re
from collections.abc import Callable
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

    def sub(m: re.Match[str]) -> str:
        v = values.get(m.group(1))
        if v is None:
            return ""
        return display_value(v) if show is None else show(m.group(1), v, field_style(m))

    return TEMPLATE_FIELD.sub(sub, template)


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
