"""What a number said for a slot measures, worked out once per slot when the domain
loads: days or nights ("a week" is 7), months ("半年" is 6; ``time_counts.py``), an area
("5 by 4 metres" is 20; ``dimensions.py``), an age ("I'm 30", "我30岁"; ``ages.py``), a
calendar year ("2016年"; ``years.py``), the whole of what it counts ("all round" is 4
tyres; ``wholes.py``), and the thing it counts, whose name after a number says the number
is this slot's ("3 nights", "90平"; ``counted.py``).

Split from ``values.py``: these are decisions about the slot's words, not about a
message, so the parser builds them here and only asks them per message.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..spec import Domain, SlotSpec, SlotType
from .ages import age_holder, holds_age
from .counted import CountedNoun
from .counted_slot import counted_noun
from .dimensions import AreaUnit, area_forms, area_unit
from .durations import counts_days, counts_nights
from .lexicon import Lexicon, has_cjk
from .time_counts import DAYS, NIGHTS, TimeUnit, time_unit
from .value_words import Words
from .years import holds_year


@dataclass(frozen=True)
class SlotNumbers:
    """What a number said for one slot measures (see the module)."""

    #: a count of days or nights ("a week" is 7)
    days: bool
    #: the unit of time a count is in (days, nights, months), or None
    unit: TimeUnit | None
    #: the unit of area a count is in ("平米"), or None
    area: AreaUnit | None
    #: the slot holds an age
    age: bool
    #: whose age the slot holds, said before the number ("driver is 45", "my son is 7"),
    #: or None
    holder: re.Pattern[str] | None
    #: the slot holds a calendar year
    year: bool
    #: how many the whole of what the slot counts is ("all round": 4), or None
    whole: int | None
    #: the thing the slot counts, named after its number, or None
    counted: CountedNoun | None


def slot_numbers(
    spec: SlotSpec, domain: Domain, written: list[str], words: Words, lex: Lexicon
) -> SlotNumbers:
    """What a number said for ``spec`` measures, read with ``words`` and ``lex`` (the slot's
    language's); ``written`` its patterns."""
    integer = spec.type == SlotType.INTEGER
    # a count of nights counts the nights it names anywhere ("3 nights", "住3晚"), as a
    # slot counts what its ``counts`` names; a stay in weeks is ``unit``'s
    nights = words if counts_days(spec, words) else None
    # a count of an area counts it by each name of its unit ("90平" for counts 平米)
    # an age counts no thing: "they're 8, 11. improvers", "孩子一个9岁" say no age of 11 or 1
    # by a number before the flow's words (AGE_READ_AS_A_COUNT_OF_A_THING)
    age = holds_age(spec, words)
    counted = (
        None
        if age
        else counted_noun(
            spec,
            domain,
            written,
            (
                *(nights.both("night_words") if nights else ()),
                *(_own_day_units(spec, words) if nights else ()),
                *area_forms(spec, words),
            ),
            lex,
        )
    )
    days = integer and counts_days(spec, words)
    # a count of months reads "半年" as 6, of days "two weeks" as 14 (time_counts.py)
    # ("for the weekend" of a hire's days, not of a stay's nights)
    unit_of_days = NIGHTS if counts_nights(spec, words) else DAYS
    unit = unit_of_days if days else time_unit(spec, words)
    # an age reads "I'm 30", "30 years old", "我30岁" anywhere (ages.py)
    return SlotNumbers(
        days=days,
        unit=unit,
        # a count of square metres reads "5 by 4 metres" as 20 (dimensions.py)
        area=area_unit(spec, words),
        age=age,
        holder=age_holder(spec, words) if age else None,
        # a calendar year reads "2016年", "a 2016 model" anywhere (years.py)
        year=holds_year(spec, words),
        # a count said as the whole of what it counts ("all round": 4 tyres) or half of it
        # ("half a day": 4 hours), the whole the slot's own (wholes.py)
        whole=spec.whole if integer else None,
        counted=counted,
    )


def _own_day_units(spec: SlotSpec, words: Words) -> list[str]:
    """The units of one day (the value lexicons' ``day_lengths`` of 1: "day", "天") that the
    slot's own name or label says (DAYS_COUNTED_BY_THE_SLOTS_OWN_UNIT): a count labelled
    "天数" or named ``hire_days`` counts "7天", "3 days" said anywhere, as a count of nights
    counts "3晚". A slot whose words name no such unit counts only its nights, as before."""
    said = " ".join((spec.name.replace("_", " "), spec.label or "")).lower()
    said_words = set(said.split())
    units: list[str] = []
    for lang in (words.en, words.zh):
        for unit, days in lang.mapping("day_lengths").items():
            if float(days) != 1:
                continue
            if unit in said_words or (has_cjk(unit) and unit in said):
                units.append(unit)
    return units
