"""Replaying annotated dialogue corpora through the runtime as commands.

A replay turns each annotated user turn into the commands an understanding step would have
produced and checks, turn by turn, that the runtime's state matches the annotation. It shows
the runtime keeps state correctly on real conversations, not only on the ones we wrote.
"""

from __future__ import annotations

from .sgd import MismatchInfo as MismatchInfo
from .sgd import ReplayResult as ReplayResult
from .sgd import ReplayTotals as ReplayTotals
from .sgd import replay_dialogue as replay_dialogue
from .sgd_schema import flow_name as flow_name
from .sgd_schema import load_dialogues as load_dialogues
from .sgd_schema import load_schemas as load_schemas
from .sgd_schema import schema_domain as schema_domain
from .sgd_schema import sgd_dir as sgd_dir

__all__ = [
    "MismatchInfo",
    "ReplayResult",
    "ReplayTotals",
    "flow_name",
    "load_dialogues",
    "load_schemas",
    "replay_dialogue",
    "schema_domain",
    "sgd_dir",
]
