"""The words of the value grammars (``lexicons/values/<language>.yaml``): documented, and
extended by an author's lexicon file as any other list is."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from dialogflows import Dispatcher
from dialogflows.nlu.lexicon import load_lexicon
from dialogflows.testing import Conversation, FixedClock

ROOT = Path(__file__).resolve().parent.parent
DOC = (ROOT / "docs" / "lexicons.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("language", ["en", "zh"])
def test_every_value_list_is_documented(language: str) -> None:
    """A list an author cannot find in docs/lexicons.md is a list they cannot extend."""
    path = ROOT / "dialogflows" / "lexicons" / "values" / f"{language}.yaml"
    keys = yaml.safe_load(path.read_text(encoding="utf-8")).keys()
    undocumented = sorted(k for k in keys if f"`{k}`" not in DOC)
    assert undocumented == [], f"values/{language}.yaml lists missing from the docs: {undocumented}"


def test_an_authors_values_merge_key_by_key(tmp_path: Path) -> None:
    extra = tmp_path / "mine.lexicon.yaml"
    extra.write_text(
        "values:\n  date_offsets: {overmorrow: 2}\n  party_joiners: [alongside]\n",
        encoding="utf-8",
    )
    values = load_lexicon("en", [str(extra)]).raw["values"]
    assert values["date_offsets"]["overmorrow"] == 2
    assert values["date_offsets"]["tomorrow"] == 1  # the built-in words stay
    assert values["party_joiners"][-1] == "alongside"
    assert "and" in values["party_joiners"]


def test_an_authors_party_words_count_in_conversation(tmp_path: Path) -> None:
    """A rowing club says "a crew of 4": the author adds the words, the count is read."""
    (tmp_path / "club.yaml").write_text(
        "settings: {language: en, lexicons: [club.lexicon.yaml]}\n"
        "flows:\n"
        "  book_boat:\n"
        "    description: Book a rowing boat\n"
        "    triggers: [book a boat]\n"
        "    slots:\n"
        "      - {name: rowers, type: integer, kind: people, prompt: How many rowers?}\n"
        "    action: boat\n"
        "    done: Booked for {rowers}.\n",
        encoding="utf-8",
    )
    (tmp_path / "club.lexicon.yaml").write_text(
        "values:\n  party_group_before: [crew of, boat of]\n", encoding="utf-8"
    )
    bot = Dispatcher.from_path(tmp_path, clock=FixedClock("2026-11-29T10:00:00"))
    bot.action("boat")(lambda slots, ctx: {})
    c = Conversation(bot, "s")
    c.say("book a boat", asked="rowers")
    c.say("a crew of 4", bot="Booked for 4.")


def test_an_authors_value_list_of_the_wrong_shape_is_a_clear_error(tmp_path: Path) -> None:
    """A string where a list belongs names the list, not a traceback deep in a parser."""
    from dialogflows.nlu.lexicon import LexiconError
    from dialogflows.nlu.party import PartyReader

    extra = tmp_path / "mine.lexicon.yaml"
    extra.write_text("values:\n  party_joiners: and\n", encoding="utf-8")
    with pytest.raises(LexiconError, match=r"values\.party_joiners must be a list"):
        PartyReader(load_lexicon("en", [str(extra)]))  # said when the lexicon loads
