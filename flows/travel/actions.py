"""Actions of the travel domain: tiny, deterministic stand-ins for real booking APIs."""

from __future__ import annotations

import zlib
from typing import Any


def _number(slots: dict[str, Any]) -> int:
    """A stable 4-digit number from the slot values, so replays give the same reference."""
    text = "|".join(f"{k}={slots[k]}" for k in sorted(slots))
    return 1000 + zlib.crc32(text.encode("utf-8")) % 9000


def register(bot: Any) -> None:
    """Register the travel actions on a ``Dispatcher``."""

    @bot.action("book_flight")
    def book_flight(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        passengers = slots.get("passengers") or 1
        if slots.get("seat_class") == "first" and int(passengers) > 4:
            return {"booking_id": None, "status": "sold_out"}
        return {"booking_id": f"BK-{_number(slots)}", "status": "confirmed"}

    @bot.action("book_hotel")
    def book_hotel(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return {"reservation_id": f"HT-{_number(slots)}"}

    @bot.action("get_weather")
    def get_weather(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        skies = ["sunny", "cloudy", "light rain", "windy", "clear"]
        n = _number({"city": slots.get("city"), "date": slots.get("date")})
        day = slots.get("date") or "today"
        forecast = f"{slots.get('city')} {day}: {skies[n % len(skies)]}, {12 + n % 15}°C."
        return {"forecast": forecast}

    @bot.action("cancel_booking")
    def cancel_booking(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
        return {}
