"""The last resort for a free-form absolute date ("December 5th 2026" said another way):
``dateparser``, imported on first use because it imports and runs slowly (~1 ms a call);
``dates.py`` calls it only for text that names a month or looks like a date.
"""

from __future__ import annotations

from datetime import date, datetime
from functools import lru_cache
from typing import Any


@lru_cache(maxsize=1)
def _dateparser() -> Any:
    import dateparser

    return dateparser


def dateparser_date(text: str, now: datetime, language: str) -> date | None:
    """Last resort for free-form absolute dates; slow, so callers gate it on date-ish text."""
    settings = {"RELATIVE_BASE": now.replace(tzinfo=None), "PREFER_DATES_FROM": "future"}
    try:
        got = _dateparser().parse(
            text[:200], settings=settings, languages=list(dict.fromkeys([language, "en"]))
        )
    except Exception:  # dateparser raises assorted errors on odd input; none is the user's fault
        return None
    return None if got is None else got.date()
