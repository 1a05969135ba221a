"""An email address read as a slot's value: kept apart from the readers of other types
(``values.py`` dispatches to it), and ``email_validator`` loaded only by a slot that asks
for one."""

from __future__ import annotations

from .parsed import Parsed


def email_at(text: str, start: int) -> Parsed | None:
    """``text`` (found at ``start``) as a normalized email address, or None when invalid."""
    from email_validator import EmailNotValidError, validate_email  # only email slots pay

    try:
        got = validate_email(text, check_deliverability=False)
    except EmailNotValidError:
        return None
    return Parsed(got.normalized.lower(), text, 1.0, start, start + len(text))
