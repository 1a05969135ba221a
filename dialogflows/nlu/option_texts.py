"""The options of a "which one?" question as the user reads them.

Shared by the understanding (which phrases a question's options as keys and values) and
by ``responses.py`` (which says them): a leaf module, so neither side imports the other.
"""

from __future__ import annotations

from typing import Any

from ..fill import display_value
from ..spec import SlotSpec, SlotType
from .date_words import spoken


def option_texts(spec: SlotSpec | None, options: list[Any], language: str) -> list[str]:
    """The options of a "which one?" question as the user reads them: dates with their
    weekday ("Friday 4 December"), the rest plainly ("50 USD"). The phrasings
    (``Responses.options``) take the dates from here and say the other values by the
    language's formats ("$50"), as every reply says them."""
    if spec is not None and spec.type == SlotType.DATE:
        return [spoken(o, language) for o in options]
    return [display_value(o) for o in options]
