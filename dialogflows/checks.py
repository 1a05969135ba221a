"""Cross-reference checks over a loaded domain (stub, being written)."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from .errors import SpecIssue
from .spec import Domain

if TYPE_CHECKING:
    from .loader import SourceMap

WARNING_CODES: frozenset[str] = frozenset({"ambiguous-trigger"})


def check_domain(
    domain: Domain,
    marks: SourceMap,
    *,
    also_flows: Collection[str] = (),
    also_entities: Collection[str] = (),
) -> list[SpecIssue]:
    return []
