"""docs/dsl.md documents every key an author can write."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
import yaml
from pydantic import BaseModel

from dialogflows import Dispatcher
from dialogflows.errors import SpecError
from dialogflows.loader import load_domain
from dialogflows.spec import BeliefKindSpec, EntitySpec, FlowSpec, Settings, SlotSpec
from dialogflows.testing import Conversation, FixedClock

DSL = (Path(__file__).resolve().parent.parent / "docs" / "dsl.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("model", [Settings, EntitySpec, FlowSpec, SlotSpec, BeliefKindSpec])
def test_every_dsl_key_is_documented(model: type[BaseModel]) -> None:
    undocumented = [name for name in model.model_fields if f"`{name}`" not in DSL]
    assert undocumented == [], f"{model.__name__} keys missing from docs/dsl.md: {undocumented}"


LEXICONS_DOC = (Path(__file__).resolve().parent.parent / "docs" / "lexicons.md").read_text(
    encoding="utf-8"
)


@pytest.mark.parametrize("language", ["en", "zh"])
def test_every_lexicon_list_is_documented(language: str) -> None:
    """A list an author cannot find in docs/lexicons.md is a list they cannot extend."""
    path = Path(__file__).resolve().parent.parent / "dialogflows" / "lexicons" / f"{language}.yaml"
    keys = yaml.safe_load(path.read_text(encoding="utf-8")).keys() - {"language"}
    undocumented = sorted(k for k in keys if f"`{k}`" not in LEXICONS_DOC)
    assert undocumented == [], (
        f"{language}.yaml lists missing from docs/lexicons.md: {undocumented}"
    )


def test_the_lexicon_example_works_as_documented(tmp_path: Path) -> None:
    """The two YAML blocks of docs/lexicons.md, put where the page says, change what the bot
    understands: an added yes, an added cancel, a chat spelling, a removed yes."""
    settings, words = re.findall(r"```yaml\n(.*?)```", LEXICONS_DOC, re.S)[:2]
    name = re.search(r"lexicons: \[(\S+)\]", settings)
    assert name is not None and words.startswith(f"# {name.group(1)}\n")
    folder = tmp_path / "travel"
    shutil.copytree(Path(__file__).resolve().parent.parent / "flows" / "travel", folder)
    (folder / name.group(1)).write_text(words, encoding="utf-8")
    domain = folder / "domain.yaml"
    text = domain.read_text(encoding="utf-8")
    lexicons = f"settings:\n  lexicons: [{name.group(1)}]\n"
    domain.write_text(text.replace("settings:\n", lexicons, 1), encoding="utf-8")

    clock = FixedClock("2026-11-29T10:00:00")
    conv = Conversation(Dispatcher.from_path(folder, clock=clock))
    conv.say(
        "book a flight from Paris to Rome tmw economy",
        phase="confirming",
        slots={"depart_date": "2026-11-30"},  # tmw
    )
    conv.say("right", phase="confirming")  # no longer a yes
    conv.say("aye", phase="chitchat", bot_contains="Booked!")
    conv.say("book a flight from Paris to Rome", phase="collecting")
    conv.say("scrap that", phase="chitchat")


def test_a_lexicon_file_named_like_a_flow_file_gets_a_hint(tmp_path: Path) -> None:
    folder = tmp_path / "travel"
    shutil.copytree(Path(__file__).resolve().parent.parent / "flows" / "travel", folder)
    (folder / "my_words.yaml").write_text('affirm: ["aye"]\n', encoding="utf-8")
    with pytest.raises(SpecError) as err:
        load_domain(folder)
    assert "my_words.yaml:1:1" in str(err.value) and "*.lexicon.yaml" in str(err.value)
