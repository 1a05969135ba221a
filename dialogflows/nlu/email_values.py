"""An email address read as a slot's value: kept apart from the readers of other types
(``values.py`` dispatches to it), and ``email_validator`` loaded only by a slot that asks
for one."""

from __future__ import annotations

import re

from .parsed import Parsed


def emails_in(text: str) -> list[Parsed]:
    """Every valid email address in ``text``, normalized, without Chinese words typed glued
    before it (``_unglued``)."""
    return [p for m in _EMAIL_ADDRESS.finditer(text) if (p := email_at(*_unglued(m))) is not None]


def email_at(text: str, start: int) -> Parsed | None:
    """``text`` (found at ``start``) as a normalized email address, or None when invalid."""
    from email_validator import EmailNotValidError, validate_email  # only email slots pay

    try:
        got = validate_email(text, check_deliverability=False)
    except EmailNotValidError:
        return None
    return Parsed(got.normalized.lower(), text, 1.0, start, start + len(text))


def _unglued(m: re.Match[str]) -> tuple[str, int]:
    """An email address found (``_EMAIL_ADDRESS``) and where it starts, without the Chinese
    words typed glued before it ("发到abc123@qq.com": abc123@qq.com, not an address whose
    local part is 发到abc123)."""
    said, at = m.group(0), m.start()
    lead = _GLUED_BEFORE_EMAIL.match(said)
    if lead is not None and lead.end() < said.index("@"):
        return said[lead.end() :], at + lead.end()
    return said, at


_EMAIL_ADDRESS = re.compile(r"[\w.+'-]+@[\w-]+(?:\.[\w-]+)+", re.UNICODE)
#: Chinese words typed glued before an email address written in Latin letters ("发到abc123@
#: qq.com", "邮箱abc@163.com"): ``\w`` takes them into its local part, but a local part
#: that turns from Chinese characters to Latin ones is the words and then the address
_GLUED_BEFORE_EMAIL = re.compile(r"[\u3400-\u9fff]+(?=[A-Za-z0-9])")
