"""Response templates: ``{name}`` fields filled with values as a reply shows them.

Apart from ``spec.py`` (the models) so it can be compiled with mypyc, which builds no
pydantic model (see ``setup.py``); ``spec`` re-exports these names.
"""

from __future__ import annotations

import re
from typing import Any

TEMPLATE_FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


def template_fields(template: str) -> list[str]:
    """The ``{name}`` fields a response template refers to."""
    return TEMPLATE_FIELD.findall(template)


def fill_template(template: str, values: dict[str, Any]) -> str:
    """Fill ``{name}`` fields with plain ``str()`` of values.

    Deliberately not ``str.format``: no attribute access, no format specs, and the inserted
    values are never scanned again, so user text can never act as a template.
    """

    def sub(m: re.Match[str]) -> str:
        v = values.get(m.group(1))
        return "" if v is None else display_value(v)

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
