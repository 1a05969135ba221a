"""``ValueFormats`` remembers what Babel made for a value; what it remembers must be keyed by
everything the text depends on, so a value shown again is said the same way and two values
that differ in any part (currency, plural forms, type, style) are never said alike."""

from __future__ import annotations

import datetime as dt

from dialogflows.formats import ValueFormats
from dialogflows.spec import SlotType


def _twice(f: ValueFormats, *args: object) -> str:
    first = f.show(*args)  # type: ignore[arg-type]
    assert f.show(*args) == first  # type: ignore[arg-type]
    return first


def test_each_part_of_a_value_keeps_its_own_text() -> None:
    f = ValueFormats("en", {}, currency="EUR")
    euros = _twice(f, {"amount": 40, "currency": "EUR"}, SlotType.MONEY)
    pounds = _twice(f, {"amount": 40, "currency": "GBP"}, SlotType.MONEY)
    default = _twice(f, {"amount": 40}, SlotType.MONEY)
    assert euros != pounds and "£" in pounds and "€" in euros
    assert default == euros  # no currency said: the domain's
    assert _twice(f, {"amount": 40.5, "currency": "EUR"}, SlotType.MONEY) != euros
    assert _twice(f, 1, None, "kayak|kayaks") == "1 kayak"
    assert _twice(f, 1, None, "canoe|canoes") == "1 canoe"
    assert _twice(f, 3, None, "canoe|canoes") == "3 canoes"
    assert _twice(f, 1500, SlotType.NUMBER) == "1,500"
    assert _twice(f, 1500.5, SlotType.NUMBER) == "1,500.5"
    day = dt.date(2026, 12, 11)
    assert _twice(f, day, SlotType.DATE, "long") != _twice(f, day, SlotType.DATE, "short")


def test_a_language_keeps_its_own_texts() -> None:
    en, zh = ValueFormats("en", {}), ValueFormats("zh", {})
    day = dt.date(2026, 12, 11)
    assert _twice(en, day, SlotType.DATE, "long") != _twice(zh, day, SlotType.DATE, "long")
    assert _twice(en, dt.time(19, 30), SlotType.TIME) != _twice(zh, dt.time(19, 30), SlotType.TIME)
