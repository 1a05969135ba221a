"""Lexicons: built-in word lists per language, extended by an author's own files."""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path

import pytest

from dialogflows.commands import Cancel, ChitChat, SetBelief
from dialogflows.nlu.base import NluContext
from dialogflows.nlu.lexicon import (
    LexiconError,
    Template,
    load_lexicon,
    normalize,
    phrase_regex,
    scan_regex,
)
from dialogflows.nlu.rules import RuleUnderstander
from dialogflows.spec import Domain, Settings
from dialogflows.state import DialogueState


def test_builtin_lexicons_load_for_both_languages() -> None:
    en, zh = load_lexicon("en"), load_lexicon("zh")
    assert en["affirm"].fullmatch("yes") and en["deny"].fullmatch("no")
    assert zh["cancel"].search("那就算了吧") is not None
    assert en.ordinals["the first one"] == 1 and zh.ordinals["第一个"] == 1
    assert {b.key for b in en.beliefs} >= {"budget", "allergy"}


def test_yaml_words_like_yes_and_no_stay_words() -> None:
    # YAML 1.1 would read them as booleans; a word list must keep them as text.
    assert "yes" in load_lexicon("en")["affirm"].phrases
    assert "no" in load_lexicon("en")["deny"].phrases
    assert "on" in load_lexicon("en")["prepositions"].phrases


def test_latin_phrases_match_whole_words_and_chinese_ones_anywhere() -> None:
    en, zh = load_lexicon("en"), load_lexicon("zh")
    assert en["deny"].search("nothing else") is None
    assert en["deny"].search("well no thanks") is not None
    assert zh["deny"].search("我不要") is not None


def test_normalize_folds_case_punctuation_and_spaces() -> None:
    assert normalize("  Never\tMIND!!  ") == "never mind"
    assert normalize("That’s right.") == "that's right"
    assert normalize("\x00\x1b[31m") == "31m"


def test_templates_capture_holes_up_to_punctuation() -> None:
    m = Template.build("allergic to {text}").search("I'm allergic to shellfish, and cats.")
    assert m is not None and m.group("text") == "shellfish"
    m = Template.build("对{text}过敏").search("我对花生过敏。")
    assert m is not None and m.group("text") == "花生"
    money = Template.build("my budget is {money}").search("my budget is $5,000 or so")
    assert money is not None and money.end() == len("my budget is ")


def test_user_file_adds_and_removes_phrases(tmp_path: Path) -> None:
    extra = tmp_path / "words.yaml"
    extra.write_text(
        "language: en\n"
        "cancel: [scrap that, abandon ship]\n"
        "remove:\n  cancel: [stop]\n"
        "beliefs:\n  - key: diet\n    invariant: true\n    patterns: ['i eat only {text}']\n",
        encoding="utf-8",
    )
    lex = load_lexicon("en", [str(extra)])
    assert lex["cancel"].search("abandon ship") is not None
    assert lex["cancel"].search("stop") is None
    assert lex["cancel"].search("never mind") is not None  # built-ins stay
    assert "diet" in {b.key for b in lex.beliefs}
    assert load_lexicon("en")["cancel"].search("stop") is not None  # the built-in is untouched


def test_a_file_for_another_language_is_ignored(tmp_path: Path) -> None:
    extra = tmp_path / "zh_words.yaml"
    extra.write_text("language: zh\ncancel: [不搞了]\n", encoding="utf-8")
    assert load_lexicon("en", [str(extra)])["cancel"].search("不搞了") is None
    assert load_lexicon("zh", [str(extra)])["cancel"].search("不搞了") is not None


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("cancel: scrap that\n", "must be a list"),
        ("- just a list\n", "must be a mapping"),
        ("cancel: [unclosed\n", "cannot read lexicon"),
        ("beliefs:\n  - patterns: ['x {text}']\n", "needs `key` and `patterns`"),
    ],
)
def test_bad_files_give_a_clear_error(tmp_path: Path, content: str, message: str) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(content, encoding="utf-8")
    with pytest.raises(LexiconError, match=message):
        load_lexicon("en", [str(bad)])


def test_missing_file_and_unknown_language_give_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(LexiconError, match="cannot read lexicon"):
        load_lexicon("en", [str(tmp_path / "nope.yaml")])
    with pytest.raises(LexiconError, match="no built-in lexicon"):
        load_lexicon("fr")


def test_the_understander_uses_the_domains_extra_lexicons(tmp_path: Path) -> None:
    extra = tmp_path / "words.yaml"
    extra.write_text(
        "cancel: [abandon ship]\n"
        "beliefs:\n  - key: diet\n    invariant: true\n    patterns: ['i eat only {text}']\n",
        encoding="utf-8",
    )
    domain = Domain(settings=Settings(lexicons=[str(extra)]))
    rules = RuleUnderstander(domain)
    ctx = NluContext(state=DialogueState(session_id="s"), domain=domain, now=datetime(2026, 11, 29))
    assert rules.understand("abandon ship", ctx) == [Cancel()]
    assert rules.understand("I eat only vegetables", ctx) == [
        SetBelief(key="diet", value="vegetables", invariant=True)
    ]
    plain = RuleUnderstander(Domain())
    ctx_plain = NluContext(
        state=DialogueState(session_id="s"), domain=Domain(), now=datetime(2026, 11, 29)
    )
    assert plain.understand("abandon ship", ctx_plain) == [
        ChitChat(text="abandon ship", aside="unclear")
    ]


def _contexts(phrase: str) -> list[str]:
    """``phrase`` where its edges are tested: inside a word, after an apostrophe, beside
    Chinese, at the text's ends, twice, and cut short."""
    return [
        phrase,
        f"x{phrase}",
        f"{phrase}s",
        f"'{phrase}",
        f"{phrase}'",
        f"我{phrase}了",
        f"well, {phrase} then {phrase}!",
        f"a-{phrase}\n{phrase}_",
        f"É{phrase} ß",
        phrase[:-1],
        phrase.upper(),
    ]


@pytest.mark.parametrize("language", ["en", "zh"])
def test_scan_regex_finds_what_the_plain_spelling_finds(language: str) -> None:
    """A phrase set's pattern opens with the set of its first characters, so the regex
    engine scans for them (``scan_regex``); a test that this spelling matches exactly where
    the plain one (``phrase_regex``: a lookbehind before each group) does, on every
    built-in phrase list, in every context that tests an edge, with and without
    IGNORECASE and with another space."""
    lex = load_lexicon(language)
    checked = 0
    for ps in lex.sets.values():
        phrases = list(ps.phrases)
        if not phrases:
            continue
        texts = [t for p in phrases for t in _contexts(p)]
        for space, flags in ((" ", 0), (r"[\s\-_]+", re.IGNORECASE)):
            new = re.compile(scan_regex(phrases, space), flags)
            old = re.compile(phrase_regex(phrases, space), flags)
            for text in texts:
                got = [m.span() for m in new.finditer(text)]
                assert got == [m.span() for m in old.finditer(text)], (phrases[:3], text)
                checked += 1
    assert checked > 1000


def test_phrase_patterns_open_with_a_set_of_characters_to_scan_for() -> None:
    """What the engine scans for: the first characters of the phrases (none for a pattern
    opening with a lookbehind, which is tried at every position)."""
    from re import _compiler, _parser  # type: ignore[attr-defined]

    pattern = _parser.parse(scan_regex(["no", "not", "nah", "yes", "不要"], " "), 0)
    scanned = _compiler._get_charset_prefix(pattern, 0)
    assert sorted(chr(c) for _, c in scanned) == ["n", "y", "不"]


def test_a_phrase_sets_plain_spelling_is_kept_while_its_pattern_lives() -> None:
    """The cue index reads a phrase set's pattern in its plain spelling (``PLAIN_SPELLING``);
    the entry goes with the pattern, so a process loading many domains does not keep them."""
    import gc

    from dialogflows.nlu.lexicon import PLAIN_SPELLING, PhraseSet

    ps = PhraseSet.build(["zebra crossing", "zebu herd"])
    assert ps.regex is not None
    assert PLAIN_SPELLING[ps.regex] == phrase_regex(["zebra crossing", "zebu herd"], " ")
    spelt = ps.regex.pattern
    del ps
    re.purge()
    gc.collect()
    assert all(p.pattern != spelt for p in list(PLAIN_SPELLING.keys()))
