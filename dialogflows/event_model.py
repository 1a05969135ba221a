"""The ``Event`` model: one state change, as stored and sent.

Apart from ``events.py`` (the reducers and the recorder) so that module can be compiled
with mypyc, which builds no pydantic model (see ``setup.py``). ``events.Event`` is this.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class Event(BaseModel):
    """One state change. ``version`` is the state version the change belongs to."""

    model_config = ConfigDict(extra="ignore")

    type: str
    version: int
    turn: int
    data: dict[str, Any] = Field(default_factory=dict)
