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
    weekday ("Friday 4 December"), amounts as "50 USD", the rest as they are. The bot's
    own second asking (``Responses.clarification``) words them the same way."""
    if spec is not None and spec.type == SlotType.DATE:
        return [spoken(o, language) for o in options]
    return [display_value(o) for o in options]
