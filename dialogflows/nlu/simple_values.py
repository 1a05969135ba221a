"""Values of two simple slot types read on their own: an email address and a boolean.

Kept out of ``values.py`` (the reading of every type), which only dispatches to them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from .grammar_words import LANGUAGES, ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, has_cjk, normalize
from .parsed import Parsed


def email_at(text: str, start: int) -> Parsed | None:
    """``text`` (found at ``start``) as a normalized email address, or None when invalid."""
    from email_validator import EmailNotValidError, validate_email  # only email slots pay

    try:
        got = validate_email(text, check_deliverability=False)
    except EmailNotValidError:
        return None
    return Parsed(got.normalized.lower(), text, 1.0, start, start + len(text))


def boolean_in(
    text: str, language: str, lex_of: Callable[[str], Lexicon], prompt: str | None = None
) -> Parsed | None:
    """A yes or a no (the lexicon's ``affirm`` / ``deny``, whole or leading the message),
    "true" / "false", or the verb of the slot's ``prompt`` said back (``_echoed``); None
    otherwise."""
    norm = normalize(text)
    for lang in dict.fromkeys([language, "zh" if has_cjk(text) else "en"]):
        lex = lex_of(lang)
        for words, value in (("affirm", True), ("deny", False)):
            if lex[words].fullmatch(norm):
                return Parsed(value, text.strip(), 1.0, 0, len(text))
            if lex[words].prefix(norm):
                return _first_clause(value, text)
    if norm in {"true", "false"}:
        return Parsed(norm == "true", text.strip(), 1.0, 0, len(text))
    if prompt and has_cjk(text):
        return _echoed(text, normalize(prompt), lex_of("zh"))
    return None


def _echoed(text: str, prompt: str, lex: Lexicon) -> Parsed | None:
    """The prompt's verb said back ("需要上门取车吗？" - "需要的", "要，上门取车"): yes; after
    a negation ("不需要", "没有"): no. The first clause is read, its particles dropped."""
    verbs = [v for v in map(str, lex.raw.get("echo_verbs") or []) if v in prompt]
    verbs += _aspect_verbs(prompt, lex)
    if not verbs:
        return None
    clause = _FIRST_CLAUSE.match(text.strip())
    said = normalize(clause.group(0)) if clause is not None else ""
    trail = "".join(map(str, lex.raw.get("echo_tails") or []))
    said = said.rstrip(trail)
    negations = [str(n) for n in lex.raw.get("echo_negations") or []]
    if any(said == n + v for n in negations for v in verbs):
        return _first_clause(False, text)
    bare = said
    for verb in sorted(verbs, key=len, reverse=True):
        bare = bare.replace(verb, "")
    bare = bare.strip(trail)
    if said and not bare and not any(n in said for n in negations):  # "需要", "要的要的"
        return _first_clause(True, text)
    return None


def _aspect_verbs(prompt: str, lex: Lexicon) -> list[str]:
    """The verbs of a question asked with an aspect mark ("车出过事故吗？": "出过", "车出过"):
    the one or two characters before the mark, with it, are said back as the answer ("出过",
    "没出过"), as is the lexicon's verb of having with or without the mark ("有过", "没有"),
    the way such a question is asked aloud ("有没有出过事故")."""
    out: list[str] = []
    for mark in map(str, lex.raw.get("echo_aspects") or []):
        at = prompt.find(mark)
        while at > 0:
            out += [prompt[at - n : at + len(mark)] for n in (1, 2) if at - n >= 0]
            at = prompt.find(mark, at + len(mark))
        if mark in prompt:
            for verb in map(str, lex.raw.get("echo_aspect_verbs") or []):
                out += [verb + mark, verb]
    return [v for v in dict.fromkeys(out) if has_cjk(v)]


#: where a yes or a no said as a clause of its own ends: its mark ("yes, from 5 elm st")
_CLAUSE_MARK = re.compile(r"[,，。;；!！]")


def _first_clause(value: bool, text: str) -> Parsed:
    """A yes or a no leading ``text``: the whole message, unless the yes is a clause of its
    own ("需要的，到中关村大街1号来取", "yes, from 5 elm st"), whose rest is then said beside
    it (the value of a slot that applies once the answer is given, a slot the flow asks
    later) rather than taken into the answer and dropped."""
    m = _CLAUSE_MARK.search(text)
    if m is None or not text[m.end() :].strip(" ,，。.;；!！?？"):
        return Parsed(value, text.strip(), 0.9, 0, len(text))
    return Parsed(value, text[: m.start()].strip(), 0.9, 0, m.start())


#: the first clause of a message
_FIRST_CLAUSE = re.compile(r"[^,，。.;；!！?？\s]+")


def said_with_or_without(text: str, names: tuple[str, ...], lex: Lexicon) -> Parsed | None:
    """A yes-or-no slot named with a word that has it or goes without it, anywhere in a
    message: "for 2 no car" (no), "with the car" (yes), "不带车", "要发票". ``names`` are
    the slot's label and name in words; the words around them are the lexicon's
    ``boolean_with`` / ``boolean_without`` (and ``thing_determiners`` between, "with the
    car"). Said of no name, nothing is read: a bare "no" is an answer only to the slot's
    own question (``boolean_in``)."""
    has, lacks, dets, aspects = grammar(lex, _boolean_words)[lex.language]
    rx = _with_or_without(names, lex.language == "zh", has, lacks, dets, aspects)
    if rx is None:
        return None
    m = rx.search(text)
    if m is None:
        return None
    return Parsed(m.group("without") is None, m.group(0), 1.0, m.start(), m.end())


@lexicon_grammar
def _boolean_words(w: ListWords) -> dict[str, tuple[str, str, str, str]]:
    """Per language, the alternations of ``boolean_with``, ``boolean_without``,
    ``thing_determiners`` and ``echo_aspects`` (empty: nothing of that list)."""

    def alt(key: str, lang: str) -> str:
        return w.alt(key, (lang,)) if w.words(key, (lang,)) else ""

    return {
        lang: (
            alt("boolean_with", lang),
            alt("boolean_without", lang),
            alt("thing_determiners", lang),
            alt("echo_aspects", lang),
        )
        for lang in LANGUAGES
    }


@lru_cache(256)
def _with_or_without(
    names: tuple[str, ...], cjk: bool, has: str, lacks: str, dets: str, aspects: str = ""
) -> re.Pattern[str] | None:
    """The regex of ``said_with_or_without``, built once per slot and lexicon words (the
    words' alternations, from ``_boolean_words``). In Chinese a verb with an aspect mark
    may stand between the word and the name ("没出过事故": no accident)."""
    named = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True) if n)
    if not named or not (has or lacks):
        return None
    # "no car", "with the car"; "不带车", "没出过事故"
    verb = rf"(?:[\u4e00-\u9fff]{{1,2}}(?:{aspects})\s*)?" if aspects else ""
    gap = rf"\s*{verb}" if cjk else (rf"\s+(?:(?:{dets})\s+)?" if dets else r"\s+")
    edge = "" if cjk else r"\b"
    return re.compile(
        rf"{edge}(?:(?P<without>{lacks or '(?!)'})|(?:{has or '(?!)'})){gap}(?:{named}){edge}",
        re.IGNORECASE,
    )
