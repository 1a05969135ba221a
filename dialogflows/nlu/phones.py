"""Phone numbers, read with ``phonenumbers`` and kept in E.164 ("+14155550123").

A number without a country code is read in the bot's region (``settings.region``, else the
language's usual one). ``phonenumbers`` is imported on first use: most bots never ask for a
phone number, and the library's metadata is large.
"""

from __future__ import annotations


def find_phones(text: str, region: str) -> list[tuple[str, str, int, int]]:
    """Every phone number in ``text``: (E.164, as written, start, end)."""
    import phonenumbers

    e164 = phonenumbers.PhoneNumberFormat.E164
    return [
        (phonenumbers.format_number(m.number, e164), m.raw_string, m.start, m.end)
        for m in phonenumbers.PhoneNumberMatcher(text, region)
    ]


def whole_phone(text: str, region: str) -> tuple[str, float] | None:
    """``text`` as one phone number: E.164 and a confidence (1.0 when the number is valid,
    0.6 when it is only possible), or None."""
    import phonenumbers

    try:
        n = phonenumbers.parse(text, region)
    except phonenumbers.NumberParseException:
        return None
    if not phonenumbers.is_possible_number(n):
        return None
    conf = 1.0 if phonenumbers.is_valid_number(n) else 0.6
    return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.E164), conf
