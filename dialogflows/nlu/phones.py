"""Phone numbers, read with ``phonenumbers`` and kept in E.164 ("+14155550123").

A number without a country code is read in the bot's region (``settings.region``, else the
language's usual one). ``phonenumbers`` is imported on first use: most bots never ask for a
phone number, and the library's metadata is large.
"""

from __future__ import annotations

import re
from functools import lru_cache


def find_phones(text: str, region: str) -> list[tuple[str, str, int, int]]:
    """Every phone number in ``text``: (E.164, as written, start, end)."""
    import phonenumbers

    e164 = phonenumbers.PhoneNumberFormat.E164
    # possible numbers too ("555-201-7788" in a sentence), as a whole answer takes them,
    # but none shorter than the region's phones
    lenient = phonenumbers.Leniency.POSSIBLE
    found: list[tuple[str, str, int, int]] = []
    for m in phonenumbers.PhoneNumberMatcher(text, region, leniency=lenient):
        if phonenumbers.is_valid_number(m.number) and _all_digits_read(m.number, m.raw_string):
            found.append((phonenumbers.format_number(m.number, e164), m.raw_string, m.start, m.end))
            continue
        # "…5号楼1201 13800138000": the matcher took the room number in, a possible number;
        # the valid phone after it is the one typed
        tail = _tail_phone(m.raw_string, m.start, region, valid=True)
        if tail is not None:
            found.append(tail)
        elif _acceptable(m.number, region):
            found.append((phonenumbers.format_number(m.number, e164), m.raw_string, m.start, m.end))
    return sorted(found + _grouped_tails(text, region, found), key=lambda f: f[2])


def _all_digits_read(n: object, raw: str) -> bool:
    """PHONE_WITH_A_NUMBER_BEFORE_IT_READ_AS_A_DIALING_PREFIX: the number read holds every
    digit typed, but for a trunk prefix or the country code before it. ``phonenumbers``
    strips what looks like a carrier's dialing prefix, so a room number typed before a
    phone ("…2号楼1201 13912345678") gave "12011" as one and the rest a valid landline:
    the phone typed was lost and the address with it. A number that drops digits so is
    read by its tail (below), as one that is no valid number is."""
    import phonenumbers

    assert isinstance(n, phonenumbers.PhoneNumber)
    typed = "".join(c for c in raw if c.isdigit())
    national = phonenumbers.national_significant_number(n)
    code = str(n.country_code or "")
    return typed.endswith(national) and _dialing_prefix(typed[: len(typed) - len(national)], code)


def _dialing_prefix(before: str, code: str) -> bool:
    """What may stand before a national number, all its digits read: nothing, a trunk
    zero, or the country code after an international prefix of zeros and ones at most
    ("0086", "011 44")."""
    if before in ("", "0"):
        return True
    head = before[: len(before) - len(code)]
    return before.endswith(code) and len(head) <= _LONGEST_EXIT and set(head) <= {"0", "1"}


#: the longest international prefix said before a country code ("011" of North America)
_LONGEST_EXIT = 3


def _acceptable(n: object, region: str) -> bool:
    """A number found in a sentence is a phone: valid, or possible, as long as the region's
    phones, in its plan and no slip of one digit from a valid one."""
    import phonenumbers

    assert isinstance(n, phonenumbers.PhoneNumber)
    national = phonenumbers.national_significant_number(n)
    return phonenumbers.is_valid_number(n) or (
        len(national) >= _shortest(region) and _in_plan(n) and not _digit_off(national, region)
    )


#: digits typed in groups ("186 0018 6000", "415-555-0132"): one group, then more after a
#: space, a hyphen or a dot
_GROUPS = re.compile(r"(?<![\d.-])\d+(?:[ .-]+\d+)+")
_GROUP = re.compile(r"\d+")
#: the fewest digits of a group of a phone typed in groups ("06 12 34 56 78")
_LEAST_GROUP = 2


def _grouped_tails(
    text: str, region: str, found: list[tuple[str, str, int, int]]
) -> list[tuple[str, str, int, int]]:
    """A phone typed in groups right after another number ("…3单元502 186 0018 6000", "apt
    5 415 555 0132"): the matcher reads the digits as one run and finds no phone in it, so
    the run's groups are read from the second one on, the longest tail that is a phone
    taken. Runs where a phone was found stay as found."""
    out: list[tuple[str, str, int, int]] = []
    for run in _GROUPS.finditer(text):
        if any(a < run.end() and run.start() < b for _, _, a, b in found):
            continue
        tail = _tail_phone(run.group(0), run.start(), region, valid=False)
        if tail is not None:
            out.append(tail)
    return out


def _tail_phone(raw: str, at: int, region: str, valid: bool) -> tuple[str, str, int, int] | None:
    """The longest tail of ``raw`` (found at ``at``) from its second group of digits on
    that is a phone (``valid``: a valid one, else one ``_acceptable``), or None; a tail with
    a group of one digit is a list of numbers ("2 3 4 5 6 7 8"), no phone."""
    import phonenumbers

    groups = list(_GROUP.finditer(raw))
    for i, group in enumerate(groups[1:], 1):
        if any(len(g.group(0)) < _LEAST_GROUP for g in groups[i:]):
            continue
        tail = raw[group.start() :]
        try:
            n = phonenumbers.parse(tail, region)
        except phonenumbers.NumberParseException:
            continue
        if len(phonenumbers.national_significant_number(n)) < _shortest(region):
            continue  # "(555) 310-4400": "310-4400" is a local number, no phone of its own
        ok = phonenumbers.is_valid_number(n) if valid else _acceptable(n, region)
        if ok and phonenumbers.is_possible_number(n):
            e164 = phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.E164)
            return e164, tail, at + group.start(), at + len(raw)
    return None


def _in_plan(n: object) -> bool:
    """``n`` has a shape its country's numbering plan allows (its general pattern): a number
    not known to be in use ("555-201-7788", a test number) is still a phone, one the plan
    cannot hold (a US number whose area code starts with 0) is none."""
    import phonenumbers

    assert isinstance(n, phonenumbers.PhoneNumber)
    region = phonenumbers.region_code_for_country_code(n.country_code or 0)
    meta = phonenumbers.PhoneMetadata.metadata_for_region(region)
    plan = meta.general_desc.national_number_pattern if meta and meta.general_desc else None
    if not plan:
        return True
    return _whole(plan).fullmatch(phonenumbers.national_significant_number(n)) is not None


@lru_cache(maxsize=64)
def _whole(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


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
    valid = phonenumbers.is_valid_number(n)
    if not valid and len(phonenumbers.national_significant_number(n)) < _shortest(region):
        return None  # "12345": a number, but too short for a phone of the region
    if not valid and not _in_plan(n):
        return None  # "0412 555 019" in the US: no number of its plan starts with 0
    if not valid and _digit_off(phonenumbers.national_significant_number(n), region):
        return None  # "1391234567": a mobile number with a digit dropped, to be asked again
    conf = 1.0 if valid else 0.6
    return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.E164), conf


@lru_cache(maxsize=16)
def _shortest(region: str) -> int:
    """The length of the region's shortest example number (fixed line or mobile): a number
    that is not valid is taken as a phone only when it is at least that long, so a postal
    code or an order number is no phone number ("12345")."""
    import phonenumbers

    types = (phonenumbers.PhoneNumberType.FIXED_LINE, phonenumbers.PhoneNumberType.MOBILE)
    sizes = [
        len(phonenumbers.national_significant_number(ex))
        for t in types
        if (ex := phonenumbers.example_number_for_type(region, t)) is not None
    ]
    return min(sizes) if sizes else 0


@lru_cache(maxsize=256)
def _digit_off(national: str, region: str) -> bool:
    """The number is not valid but one digit more or one less makes a valid number of the
    region that keeps its leading digits ("1391234567", a Chinese mobile number one digit
    short; "139123456789", one too long): a slip of typing, asked again rather than kept
    as a number nobody can call. A number valid nowhere near ("555-201-7788") stays a
    possible phone."""
    import phonenumbers

    def valid(digits: str) -> bool:
        try:
            return phonenumbers.is_valid_number(phonenumbers.parse(digits, region))
        except phonenumbers.NumberParseException:
            return False

    shorter = (national[:i] + national[i + 1 :] for i in range(1, len(national)))
    longer = (
        national[:i] + d + national[i:] for i in range(1, len(national) + 1) for d in "0123456789"
    )
    return any(valid(x) for x in shorter) or any(valid(x) for x in longer)
