"""Readers skipped when their cues cannot occur in a message (``dialogflows/nlu/cues.py``).

A reader declares the regexes one of which must match a message for it to find anything;
at load, ``required`` reads what any match of each must hold, and per message one pass
over its words tells which readers can fire. These tests hold the three things that make
the skip safe: what ``required`` reads from a regex (a word only where the regex bounds its
start, never a guess), that the index is built from the lexicon in use (an author's words
count), and that on every written conversation no skipped reader would have found
anything (check mode asks every skipped reader anyway and raises ``CueMissed``).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dialogflows import Dispatcher
from dialogflows.commands import ChitChat, Command
from dialogflows.nlu import cues, pipeline
from dialogflows.nlu.base import NluContext
from dialogflows.nlu.cues import DIGIT, CueMissed, required
from dialogflows.nlu.lexicon import PhraseSet, load_lexicon, normalize, phrase_regex
from dialogflows.nlu.reader import Refiner
from dialogflows.nlu.rules import RuleUnderstander
from dialogflows.testing import FixedClock, run_case_file

ROOT = Path(__file__).resolve().parent.parent
CLOCK = FixedClock("2026-12-02T09:00:00")


@pytest.mark.parametrize(
    ("pattern", "keys"),
    [
        # a word whose start the regex bounds: its first letters
        (r"\bnext\b", {"nex"}),
        (r"(?<![\w'])actually", {"act"}),
        (r"\b(?:make\s+it|change)", {"mak", "cha"}),
        (r"\s+to\b", {"to"}),
        # a trie of phrases: each phrase's first letters, read across the trie's nodes
        (phrase_regex(["swap", "switch", "vice versa"], " "), {"swa", "swi", "vic"}),
        # CJK characters and digits stand anywhere
        (r"[一二三]个", {"个"}),
        (r"\d+点", {"点"}),
        (r"[0-9]+", {DIGIT}),
        # what a match need not hold, or where a word may start inside another: nothing
        (r"next", None),
        (r"(?:the\s+)?next", None),
        (r"(?:a|b)?c", None),
        (r"[,.!?]", None),
        (r"\w+ing", None),
        # one of several alternatives: one of their keys, none if one needs nothing
        (r"\bmore\b|再", {"mor", "再"}),
        (r"\bmore\b|x", None),
        # an empty list's "(?!)" matches nowhere: it needs no key, and adds none
        (r"(?:(?!))(?:x)", set()),
        (r"\bmore\b|(?!)", {"mor"}),
    ],
)
def test_required_reads_what_every_match_holds(pattern: str, keys: set[str] | None) -> None:
    found = required(re.compile(pattern, re.IGNORECASE))
    assert (set(found) if found is not None else None) == keys


@pytest.mark.parametrize(
    ("pattern", "text"),
    [
        (r"\bnext\b", "and NEXT friday"),
        (r"(?<![\w'])actually", "ok... actually no"),
        (phrase_regex(["vice versa"], " "), "the other way, vice versa"),
        (r"[一二三]个", "来三个吧"),
        (r"\bmore\b|再", "再来"),
    ],
)
def test_a_text_a_regex_matches_holds_one_of_its_keys(pattern: str, text: str) -> None:
    """The promise ``mask`` rests on, on the words of the normal form."""
    rx = re.compile(pattern, re.IGNORECASE)
    assert rx.search(text) is not None
    keys = required(rx)
    assert keys is not None
    norm = normalize(text)
    words = re.findall(r"[^\W\u2e80-\u9fff]+", norm)
    assert any(k in norm if len(k) == 1 else any(w.startswith(k) for w in words) for k in keys)


KAYAKS = """
settings:
  language: en
LEXICONS
flows:
  rent_kayak:
    description: renting a kayak
    triggers: [rent a kayak, kayak for]
    slots:
      - name: paddlers
        type: integer
        min: 1
        max: 4
        prompt: How many paddlers?
      - name: day
        type: date
        min: today
        prompt: Which day?
    confirm: "A kayak for {paddlers} on {day}?"
    action: rent_kayak
    done: Rented.
"""


def _understander(tmp_path: Path, words: str | None) -> RuleUnderstander:
    lexicons = "  lexicons: [kayak.lexicon.yaml]" if words else ""
    if words:
        (tmp_path / "kayak.lexicon.yaml").write_text(words, encoding="utf-8")
    (tmp_path / "kayak.yaml").write_text(KAYAKS.replace("LEXICONS", lexicons), encoding="utf-8")
    bot = Dispatcher.from_path(tmp_path / "kayak.yaml", clock=CLOCK)
    assert isinstance(bot.understander, RuleUnderstander)
    return bot.understander


def test_the_cues_are_read_from_the_lexicon_in_use(tmp_path: Path) -> None:
    """An author's correction word ("scrap") lets the correction reader fire on a
    message that holds no built-in cue of it; the built-in lexicon's index does not."""
    bit = next(r.bit for r in pipeline.IN_TASK if r.name == "correction")
    said = normalize("scrap, three paddlers")
    own = _understander(tmp_path, "corrections: [scrap]\n")
    assert own.cue_index["en"].mask(said) & bit
    plain = _understander(_fresh(tmp_path), None)
    assert not plain.cue_index["en"].mask(said) & bit
    # a message holding a built-in correction word lets it fire in both
    assert plain.cue_index["en"].mask(normalize("actually three")) & bit


@pytest.mark.parametrize("language", ["en", "zh"])
def test_a_phrase_set_gives_its_words_as_cues_though_its_regex_is_spelt_for_scanning(
    language: str,
) -> None:
    """A phrase set's regex opens with a class of first characters (``scan_regex``), in
    which no word can be read; its cues are read from its plain spelling, so every built-in
    list still gives keys and no reader declaring one is asked on every message. So does
    a phrase set's regex handed over alone (the control words' gate)."""
    lex = load_lexicon(language)
    for name, ps in lex.sets.items():
        if ps.regex is None:
            continue
        plain = required(re.compile(phrase_regex(list(ps.phrases), " ")))
        assert plain is not None, name
        assert required(ps.regex) == plain, name
    deny = required(lex["deny"].regex)  # type: ignore[arg-type]
    assert deny is not None and "no" in deny
    gate = PhraseSet.build([*lex["cancel"].phrases, *lex["deny"].phrases]).regex
    assert gate is not None and required(gate) == required(
        re.compile(phrase_regex([*lex["cancel"].phrases, *lex["deny"].phrases], " "))
    )


def _fresh(tmp_path: Path) -> Path:
    out = tmp_path / "plain"
    out.mkdir()
    return out


def _probe(seen: list[str]) -> Refiner:
    """A refine step that declares "zebra" as its cue but changes what was found on
    "giraffe" too: a declaration that misses a way it fires."""

    def refine(u: object, t: object, out: list[Command]) -> list[Command]:
        raw = getattr(t, "raw", "")
        seen.append(raw)
        return [*out, ChitChat(text="probe")] if "giraffe" in raw or "zebra" in raw else out

    return Refiner("probe_for_tests", refine, cues=lambda u, lex: [re.compile(r"\bzebra\b")])


def test_a_reader_without_its_cues_is_not_asked_and_check_mode_tells(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[str] = []
    monkeypatch.setattr(cues, "CHECK", False)  # as served, whatever the environment says
    monkeypatch.setattr(pipeline, "REFINE", (*pipeline.REFINE, _probe(seen)))
    u = _understander(tmp_path, None)  # built after the step is declared: it is indexed
    bot_state = Dispatcher.from_path(tmp_path / "kayak.yaml", clock=CLOCK).state("s")
    ctx = NluContext(state=bot_state, domain=u.domain, now=CLOCK(), language="en")
    u.understand("i saw a zebra", ctx)
    u.understand("i saw a giraffe", ctx)
    assert seen == ["i saw a zebra"]  # the giraffe was never shown to the step
    monkeypatch.setattr(cues, "CHECK", True)
    with pytest.raises(CueMissed, match="probe_for_tests"):
        u.understand("i saw a giraffe", ctx)


def test_no_skipped_reader_would_have_found_anything_in_any_written_case(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every case file of the example flows and the written domains, with every skipped
    reader asked anyway: a declaration missing a way its reader fires raises here. New
    domains' case files join by being there."""
    monkeypatch.setattr(cues, "CHECK", True)
    files = sorted((ROOT / "flows").rglob("*.test.yaml"))
    files += sorted((ROOT / "tests" / "domains").rglob("*.test.yaml"))
    assert len(files) >= 15
    ran = 0
    for file in files:

        def make(now: object, home: Path = file.parent) -> Dispatcher:
            return Dispatcher.from_path(home, clock=FixedClock(now) if now is not None else None)  # type: ignore[arg-type]

        ran += len(run_case_file(file, make))
    assert ran >= 250


def test_every_declared_regex_matches_only_where_its_keys_are() -> None:
    """The skip's promise on the real grammars: every regex the pipeline's readers declare
    (both lexicons, the example travel domain), searched in every phrase of every list and
    template of the lexicons, as typed and inside other words, matches only messages whose
    mask has its reader's bit."""
    u = Dispatcher.from_path(ROOT / "flows" / "travel", clock=CLOCK).understander
    assert isinstance(u, RuleUnderstander)
    phrases: set[str] = set()
    for lex in u.lexicons.values():
        for found in lex.sets.values():
            phrases.update(found.phrases)
        for templates in lex.templates.values():
            phrases.update(re.sub(r"\{\w+\}", "x", tpl.text) for tpl in templates)
    texts = sorted({f for p in phrases for f in (p.upper(), f"ok {p}, 3 pm", f"我{p}吧")})
    checked = 0
    for bit, source in pipeline.cue_sources().items():
        for lex in u.lexicons.values():
            index = u.cue_index[lex.language]
            for found in source(u, lex):
                rx = found.regex if isinstance(found, PhraseSet) else found
                for text in texts if rx is not None else ():
                    if rx.search(text) is not None:
                        checked += 1
                        assert index.mask(normalize(text)) & bit, (rx.pattern[:80], text)
    assert checked > 3000
