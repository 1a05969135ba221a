"""Values of two simple slot types read on their own: an email address and a boolean.

Kept out of ``values.py`` (the reading of every type), which only dispatches to them.
"""

from __future__ import annotations

from collections.abc import Callable

from .lexicon import Lexicon, has_cjk, normalize
from .parsed import Parsed


def email_at(text: str, start: int) -> Parsed | None:
    """``text`` (found at ``start``) as a normalized email address, or None when invalid."""
    from email_validator import EmailNotValidError, validate_email  # only email slots pay

    try:
        got = validate_email(text, check_deliverability=False)
    except EmailNotValidError:
        return None
    return Parsed(got.normalized.lower(), text, 1.0, start, start + len(text))


def boolean_in(text: str, language: str, lex_of: Callable[[str], Lexicon]) -> Parsed | None:
    """A yes or a no (the lexicon's ``affirm`` / ``deny``, whole or leading the message),
    or "true" / "false"; None otherwise."""
    norm = normalize(text)
    for lang in dict.fromkeys([language, "zh" if has_cjk(text) else "en"]):
        lex = lex_of(lang)
        for words, value in (("affirm", True), ("deny", False)):
            if lex[words].fullmatch(norm) or lex[words].prefix(norm):
                return Parsed(
                    value,
                    text.strip(),
                    1.0 if lex[words].fullmatch(norm) else 0.9,
                    0,
                    len(text),
                )
    if norm in {"true", "false"}:
        return Parsed(norm == "true", text.strip(), 1.0, 0, len(text))
    return None
