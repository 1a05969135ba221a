"""docs/dsl.md documents every key an author can write."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import BaseModel

from dialogflows.spec import EntitySpec, FlowSpec, Settings, SlotSpec

DSL = (Path(__file__).resolve().parent.parent / "docs" / "dsl.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("model", [Settings, EntitySpec, FlowSpec, SlotSpec])
def test_every_dsl_key_is_documented(model: type[BaseModel]) -> None:
    undocumented = [name for name in model.model_fields if f"`{name}`" not in DSL]
    assert undocumented == [], f"{model.__name__} keys missing from docs/dsl.md: {undocumented}"
