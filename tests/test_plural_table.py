"""A noun's plural is spelled by one table per language in the lexicon (``plural_forms``,
``nlu/inflections.py``), read wherever a word is found in the plural: a count slot's name
("2 puppies" for a slot ``puppy``), a slot's name asked about, a listed value counted, the
words of a flow's name. Before it, four readers each spelled English plurals in Python, and
two of them knew no "y" -> "ies" ("puppys", "deliverys"). Chinese lists no plural spelling,
so its words get none. A puppy school, written from docs/dsl.md and docs/lexicons.md.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.nlu.inflections import Plurals, plurals_of
from dialogflows.nlu.lexicon import load_lexicon
from dialogflows.nlu.rules import RuleUnderstander
from dialogflows.testing import Conversation, FixedClock

CLOCK = FixedClock("2026-12-02T10:00:00")

PUPPY_SCHOOL = """
settings: {language: en}
flows:
  enrol_puppy:
    description: enrolling puppies in a training class
    triggers: ["enrol my puppy", "sign up for puppy class", "puppy class"]
    slots:
      - {name: puppy, type: integer, min: 1, max: 4, prompt: "How many puppies are coming?"}
      - {name: class_day, type: enum, values: [saturday, sunday], prompt: "Saturday or Sunday class?"}
      - {name: owner, type: text, prompt: "And your name?"}
    confirm: "{puppy} in the {class_day} class for {owner}?"
  book_delivery:
    description: booking a delivery of training treats
    triggers: ["deliver treats", "treat delivery"]
    slots:
      - {name: bags, type: integer, min: 1, max: 10, prompt: "How many bags?"}
    confirm: "{bags} bags?"
"""


def bot(tmp_path: Path) -> Conversation:
    (tmp_path / "flows.yaml").write_text(PUPPY_SCHOOL, encoding="utf-8")
    return Conversation(Dispatcher.from_path(tmp_path, clock=CLOCK), "s")


EN = [
    ("room", ("rooms",)),
    ("city", ("cities",)),
    ("day", ("days",)),
    ("key", ("keys",)),
    ("class", ("classes",)),
    ("box", ("boxes",)),
    ("waltz", ("waltzes",)),
    ("brush", ("brushes",)),
    ("tomato", ("tomatoes", "tomatos")),
    ("radio", ("radios",)),
    ("y", ("ys",)),  # an ending is never the whole word
]


@pytest.mark.parametrize(("word", "plurals"), EN)
def test_the_english_table_spells_the_plural(word: str, plurals: tuple[str, ...]) -> None:
    table = plurals_of(tuple(load_lexicon("en").raw["plural_forms"]))
    assert table.forms(word) == plurals


def test_chinese_lists_no_plural() -> None:
    table = plurals_of(tuple(load_lexicon("zh").raw.get("plural_forms") or ()))
    assert table.forms("房间") == ()


def test_an_authors_line_is_the_longest_ending_that_wins() -> None:
    """A line an author adds ("fe ves") beats the shorter ending of the built-in table."""
    table = Plurals(("s", "e es", "fe ves"))
    assert table.forms("knife") == ("knives",)
    assert table.forms("plate") == ("plates",)  # the ending "e" swapped for "es"
    assert table.forms("cup") == ("cups",)


def test_a_count_slot_named_in_the_singular_reads_its_plural_said(tmp_path: Path) -> None:
    """``puppy`` counts puppies: "2 puppies" said with the request fills it (the implicit
    pattern of a count slot's name had "puppys")."""
    c = bot(tmp_path)
    c.say(
        "hi can i sign up for puppy class, 2 puppies on saturday",
        slots={"puppy": 2, "class_day": "saturday"},
    )


def test_a_flows_name_word_in_the_plural_names_it(tmp_path: Path) -> None:
    """The words of a flow's name name it in the plural too: "deliveries" is book_delivery's
    (its plural was "deliverys")."""
    c = bot(tmp_path)
    c.say("enrol my puppy")
    understander = c.bot.understander
    assert isinstance(understander, RuleUnderstander)
    names = understander.triggers.name_words
    assert names.get("deliveries") == "book_delivery"
    assert names.get("puppies") == "enrol_puppy"


def test_a_count_reads_the_domains_own_trigger_fillers(tmp_path: Path) -> None:
    """The words that may stand between a count and what it counts leave out the trigger
    fillers of the domain's lexicon, an author's too (counted.py read only the built-in
    English list): an author's "pls" in a trigger is no word of the thing counted."""
    from dialogflows.loader import load_domain
    from dialogflows.nlu.counted_slot import counted_noun

    (tmp_path / "words.lexicon.yaml").write_text("trigger_fillers: [pls]\n", encoding="utf-8")
    (tmp_path / "flows.yaml").write_text(
        PUPPY_SCHOOL.replace(
            "settings: {language: en}", "settings: {language: en, lexicons: [words.lexicon.yaml]}"
        ).replace('"puppy class"]', '"puppy class", "pls enrol puppies"]'),
        encoding="utf-8",
    )
    domain = load_domain(tmp_path / "flows.yaml")
    flow = domain.flows["enrol_puppy"]
    spec = next(s for s in flow.slots if s.name == "puppy")
    lex = load_lexicon("en", tuple(str(tmp_path / f) for f in domain.settings.lexicons))
    own = counted_noun(spec, domain, ["{value} puppies"], lex=lex)
    built_in = counted_noun(spec, domain, ["{value} puppies"])
    assert own is not None and built_in is not None
    assert "enrol" in own.between and "pls" not in own.between
    assert "pls" in built_in.between


def test_a_list_of_items_reads_the_authors_classifiers(tmp_path: Path) -> None:
    """The words between a count and its item in a list ("2 punnets of strawberries and 3
    punnets of cherries") are the lexicon in use's classifiers, an author's too (items.py
    read the built-in files at import)."""
    from dialogflows.loader import load_domain
    from dialogflows.nlu.items import ItemWords, _only_measures
    from dialogflows.nlu.value_words import Words, built

    (tmp_path / "words.lexicon.yaml").write_text("classifiers: [punnet]\n", encoding="utf-8")
    (tmp_path / "flows.yaml").write_text(PUPPY_SCHOOL, encoding="utf-8")
    flow = load_domain(tmp_path / "flows.yaml").flows["enrol_puppy"]
    own = load_lexicon("en", (str(tmp_path / "words.lexicon.yaml"),))
    built_in = load_lexicon("en")
    g = built(ItemWords, Words.of(own))
    assert _only_measures(g, own, "punnets of ", flow)
    assert not _only_measures(g, built_in, "punnets of ", flow)
