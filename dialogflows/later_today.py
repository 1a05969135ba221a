"""A bare hour for today that has gone by is the same hour this afternoon or evening.

"dodgeball for 10 today at 7", said at ten in the morning, books 19:00: the morning's seven
has passed and nobody books what has. A bare hour ("at 7", "7点") is read as written, with
less than full confidence (``nlu.times``), because on another day either half may be meant;
on today's date, once its morning hour is over and the same hour after noon is not, only
the later one can be. A time said with its half of the day ("7am", "早上7点") is sure and
stays as said: the slot's own checks then tell the user if it is too late.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from .nlu.times import afternoon

_CLOCK = re.compile(r"\d\d:\d\d")


def later_today(value: Any, day: Any, now: datetime) -> Any:
    """``value`` (``HH:MM`` read from a bare hour) moved twelve hours on when ``day`` (the
    task's date, ISO) is today and only the later hour is still to come; else as given."""
    if not isinstance(value, str) or _CLOCK.fullmatch(value) is None:
        return value
    if day != now.date().isoformat():
        return value
    clock = now.strftime("%H:%M")
    later = afternoon(value)
    return later if value < clock < later else value
