"""Per-language word lists the rule-based understander reads, loaded from YAML files.

The built-in lists live in ``dialogflows/lexicons/<language>.yaml``; a bot author extends
them with files named in ``settings.lexicons``. Everything is compiled into regexes once, at
load, so that a turn only runs prepared patterns. A user file has the same keys as the
built-in one; its lists are *added* to the built-in ones, and a ``remove:`` mapping
(category -> phrases) drops built-in phrases an author does not want.

Two kinds of entries:

* phrase lists (``affirm``, ``cancel``, ``topic_cues`` ...): matched on *normalized* text
  (casefolded, punctuation turned into spaces, spaces collapsed); Latin phrases match whole
  words, Chinese phrases match as substrings since Chinese has no spaces between words;
* templates (``resume``, ``clear``, ``beliefs``): phrases with ``{flow}``, ``{slot}``,
  ``{money}``, ``{number}`` or ``{text}`` holes, matched case-insensitively on the raw text
  so the captured value keeps the user's spelling.
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import yaml

from ..errors import DialogflowsError

PHRASE_CATEGORIES = (
    "affirm",
    "deny",
    "cancel",
    "cancel_all",
    "repeat",
    "handoff",
    "greeting",
    "thanks",
    "chitchat",
    "capabilities",
    "restart",
    "take_back",
    "waits",
    "unsure",
    "then_words",
    "additions",
    "id_words",
    "refusals",
    "topic_cues",
    "negation",
    "corrections",
    "change_markers",
    "fillers_lead",
    "fillers_trail",
    "prepositions",
    "units",
    "classifiers",
    "counted_ones",
    "single_words",
    "clock_sides",
    "value_stops",
    "non_values",
    "question_words",
    "invariant_markers",
    "recall_cues",
    "check_cues",
    "swap",
    "just_words",
    "done_asks",
    "kept_words",
    "nothing_to_change",
    "keep_it",
    "as_before",
    "dislikes",
    "repeat_alone",
    "options_cues",
    "weak_values",
    "affirm_weak",
    "asap",
    "not_things",
    "recall_tails",
    "return_words",
    "unsure_after",
    "remember_markers",
    "overrides",
    "hedges",
    "for_now",
    "conditionals",
    "polite_asks",
    # the control-flow readers' words (issue 23, pipeline23)
    "change_verbs",
    "question_tails",
    "wrong_gap",
    "let_go_tails",
    "object_gap",
    "refusal_gap",
    "which_words",
    "capability_questions",
    "action_questions",
    "undo_words",
    # a value right after its slot's name (named_values.py)
    "value_links",
    # how a message is said, never a remark (rest_text.py)
    "order_words",
    # the end of a span of days said as two dates (ranges.py)
    "span_end_words",
    # a yes-or-no slot's name said with or without it: "no car", "不带车" (simple_values.py)
    "boolean_with",
    "boolean_without",
    # a can-you question after a statement of what is wrong (asked_flow.told_then_asked)
    "can_you_asks",
    # a no that says a detail is wrong, not that the act is refused (Deny.amend)
    "deny_wrong",
    # a free-text slot's question asking the user's own name (own_name.py)
    "own_name_asks",
    # the flow that just ended asked for again with its values (same_again.py)
    "same_task",
)
TEMPLATE_CATEGORIES = ("resume", "clear", "drop_flow", "same_as", "keep_flow", "part_fixes")
HOLES = ("flow", "slot", "money", "number", "text", "value", "old", "new")
_HOLE = re.compile(r"\{(" + "|".join(HOLES) + r")\}")
_CJK = re.compile(r"[\u3000-\u9fff\uf900-\ufaff]")
_NON_WORD = re.compile(r"[^\w\s'$€£¥￥@]|_")
_QUOTES = str.maketrans({"’": "'", "‘": "'"})


class _Loader(yaml.SafeLoader):
    """YAML without YAML 1.1 booleans: in a word list, ``yes``/``no``/``on`` are words."""

    # not a ClassVar, which yaml's stubs declare per instance
    yaml_implicit_resolvers = {  # noqa: RUF012
        k: [(tag, rx) for tag, rx in v if tag != "tag:yaml.org,2002:bool"]
        for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()
    }


class LexiconError(DialogflowsError):
    """A lexicon file cannot be read or has the wrong shape."""


@lru_cache(maxsize=1024)
def normalize(text: str) -> str:
    """Casefold, punctuation and control characters to spaces, spaces collapsed.

    Memoized: one turn normalizes the same message (and the same value names) in several
    steps, and the lexicon and value lists are normalized again and again.
    """
    low = text.casefold()
    if "’" in low or "‘" in low:  # translate walks every character: half of the cost
        low = low.translate(_QUOTES)
    return " ".join(_NON_WORD.sub(" ", low).split())


def has_cjk(text: str) -> bool:
    return _CJK.search(text) is not None


def longer_than(text: str, words: int, chars: int) -> bool:
    """``text`` has more than ``words`` words, or, written in Chinese (no spaces between
    words), more than ``chars`` characters: how short a reply must be to be only a reply."""
    return len(text) > chars if has_cjk(text) else len(text.split()) > words


def _bounded(phrase: str) -> str:
    """A regex for one phrase; Latin edges must sit on word edges, CJK edges need not."""
    return phrase_regex([phrase])


def _trie(words: list[str], space: str) -> str:
    """One regex for many literal phrases, shaped as a trie so the engine tries each
    character once instead of once per phrase (a 40-phrase list gets ~10x faster)."""
    alts = [_char(ch, space) + rest for ch, rest in _trie_branches(words, space)]
    return alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"


def _trie_branches(words: list[str], space: str) -> list[tuple[str, str]]:
    """The trie of ``words`` as its first level: each first character, in order, with the
    regex of what may follow it."""
    root: dict[str, Any] = {}
    for w in words:
        node = root
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def build(node: dict[str, Any]) -> str:
        end = "" in node
        alts = [_char(ch, space) + build(node[ch]) for ch in sorted(k for k in node if k)]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        if end:
            return ("(?:" + body + ")?") if len(alts) == 1 else body + "?"
        return body

    return [(ch, build(root[ch])) for ch in sorted(k for k in root if k)]


def _char(ch: str, space: str) -> str:
    return space if ch == " " else re.escape(ch)


#: a character of a Latin-script word: a word character that is not CJK. "ipad" in
#: "寄个ipad吧" stands on its own, Chinese characters being no part of a Latin word, where
#: ``\w`` would glue it to them. Case-sensitive inside (``(?-i:``, the same characters
#: either way, checked for every code point): under IGNORECASE, Python compiles each
#: occurrence of this class by case-folding its ranges, and a phrase regex repeats it at
#: every phrase group's edges. The English party phrases alone (about 250 edges) took
#: 0.44 s of CPU to compile, 2 s on a loaded machine, in the first turn of every worker
#: that reached them; 0.14 s this way.
LATIN_WORD = r"(?-i:[^\W\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\uac00-\ud7af])"


def phrase_regex(phrases: list[str], space: str = r"\s+") -> str:
    """Phrases grouped by whether their edges are Latin word characters (which must not
    continue a longer Latin word: "no" is not in "nothing", but "iPad" is in "寄个iPad") or
    CJK (which may sit anywhere). The plain spelling: each group's trie between its edges,
    which ``cues.required`` reads for what a match needs; a phrase list searched on every
    message is spelt by ``scan_regex``."""
    groups = _edge_groups(phrases)
    parts = []
    for (left, right), group in sorted(groups.items(), reverse=True):
        parts.append(
            (rf"(?<!{LATIN_WORD}|')" if left else "")
            + "(?:"
            + _trie(group, space)
            + ")"
            + (rf"(?!{LATIN_WORD}|')" if right else "")
        )
    return "|".join(parts)


def scan_regex(phrases: list[str], space: str = r"\s+") -> str:
    """``phrase_regex`` spelt so that the regex engine scans for the phrases' first
    characters: the pattern opens with their set, the left edge is checked after it (no
    Latin word character or apostrophe before that character), and each branch of a trie
    goes on after its own first character (``(?<=c)``). A pattern opening with a
    lookbehind gives the engine nothing to scan for, so it tried the whole pattern at every
    position of every text (1.3x the time over the English lists on the bench's messages;
    the Chinese lists, whose first characters had no lookbehind, are as fast). The
    Latin class stays one per edge group: compiling it is what loading a lexicon pays.
    ``tests/test_lexicon.py`` holds the two spellings equal."""
    if not phrases or any(not p or p[0].isspace() for p in phrases):
        return phrase_regex(phrases, space)
    parts = []
    for (left, right), group in sorted(_edge_groups(phrases).items(), reverse=True):
        alts = [f"(?<={re.escape(ch)}){rest}" for ch, rest in _trie_branches(group, space)]
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        parts.append(
            (_LEFT_EDGE if left else "") + body + (rf"(?!{LATIN_WORD}|')" if right else "")
        )
    firsts = "".join(re.escape(ch) for ch in sorted({p[0] for p in phrases}))
    return f"(?:[{firsts}](?:{'|'.join(parts)}))"


#: each phrase list's compiled pattern -> its plain spelling (``phrase_regex``):
#: ``cues.required`` reads what a match needs from a pattern's syntax tree, and sees no
#: word behind ``scan_regex``'s class of first letters. Weak: an entry goes with its
#: pattern (a process that loads many domains keeps only the live ones).
PLAIN_SPELLING: weakref.WeakKeyDictionary[re.Pattern[str], str] = weakref.WeakKeyDictionary()


def _edge_groups(phrases: list[str]) -> dict[tuple[bool, bool], list[str]]:
    """The phrases by whether their left and right edges are Latin word characters."""
    groups: dict[tuple[bool, bool], list[str]] = {}
    for p in phrases:
        left = p[:1].isascii() and p[:1].isalnum()
        right = p[-1:].isascii() and p[-1:].isalnum()
        groups.setdefault((left, right), []).append(p)
    return groups


#: after a phrase's first character: no Latin word character or apostrophe before it
_LEFT_EDGE = rf"(?<!(?:{LATIN_WORD}|')[\s\S])"


@dataclass(frozen=True)
class PhraseSet:
    """A list of phrases compiled into one alternation (longest first)."""

    phrases: tuple[str, ...]
    regex: re.Pattern[str] | None
    #: the phrases by their last character, in order: what a text may end with
    by_last: dict[str, tuple[str, ...]] = field(default_factory=dict, compare=False, repr=False)

    #: the phrases as a set, for exact lookups
    exact: frozenset[str] = field(default=frozenset(), compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "exact", frozenset(self.phrases))
        by_last: dict[str, list[str]] = {}
        for p in self.phrases:
            by_last.setdefault(p[-1:], []).append(p)
        self.by_last.update((k, tuple(v)) for k, v in by_last.items())

    def ending(self, text: str) -> tuple[str, ...]:
        """The phrases ``text`` could end with (those ending in its last character), in
        order; the others cannot be a suffix, so loops over suffixes skip them."""
        return self.by_last.get(text[-1:], ()) if text else ()

    @classmethod
    def build(cls, phrases: list[str]) -> PhraseSet:
        norm = sorted({normalize(p) for p in phrases if normalize(p)}, key=len, reverse=True)
        if not norm:
            return cls((), None)
        regex = re.compile(scan_regex(norm, " "))
        PLAIN_SPELLING[regex] = phrase_regex(norm, " ")
        return cls(tuple(norm), regex)

    def search(self, norm: str) -> re.Match[str] | None:
        return None if self.regex is None else self.regex.search(norm)

    def finditer(self, norm: str) -> list[re.Match[str]]:
        return [] if self.regex is None else list(self.regex.finditer(norm))

    def fullmatch(self, norm: str) -> bool:
        return norm in self.exact or (
            self.regex is not None and self.regex.fullmatch(norm) is not None
        )

    def prefix(self, norm: str) -> re.Match[str] | None:
        """A phrase at the very start of the text."""
        return None if self.regex is None else self.regex.match(norm)


_NO_PHRASES = PhraseSet((), None)


@dataclass(frozen=True)
class Template:
    """A phrase with holes, e.g. ``back to {flow}`` or ``对{text}过敏``."""

    text: str
    regex: re.Pattern[str]
    holes: tuple[str, ...]
    #: the template's longest literal word, lowercased: if the text lacks it, the regex
    #: cannot match and is not run
    anchor: str = ""

    @classmethod
    def build(cls, text: str) -> Template:
        """Compile ``text``: a ``{flow}``/``{slot}``/``{text}`` hole captures up to the next
        punctuation mark; a ``{money}``/``{number}`` hole only marks where the amount starts
        (the caller reads the amount there with the number parser), so it must come last."""
        parts: list[str] = []
        holes: list[str] = []
        pos = 0
        ends_open = False
        for m in _HOLE.finditer(text):
            parts.append(_template_literal(text[pos : m.start()]))
            name = m.group(1)
            holes.append(name)
            pos = m.end()
            if name in ("money", "number"):
                parts.append(f"(?P<{name}>)")
                ends_open = True
                break
            parts.append(f"(?P<{name}>[^,.;!?，。；！？\n]+?)")
        if not ends_open:
            parts.append(_template_literal(text[pos:]))
        body = "".join(parts)
        left = r"(?<![\w'])" if text[:1].isascii() and text[:1].isalnum() else ""
        if ends_open:
            rx = left + body
        elif holes and text.rstrip().endswith("}"):
            rx = left + body + r"\s*(?=$|[,.!?;，。！？；\n])"
        else:
            right = r"(?![\w'])" if text[-1:].isascii() and text[-1:].isalnum() else ""
            rx = left + body + right
        pieces = [w for w in _HOLE.sub(" ", text.casefold()).split() if w]
        anchor = max(pieces, key=len) if pieces else ""
        return cls(text, re.compile(rx, re.IGNORECASE), tuple(holes), anchor)

    def search_lowered(self, text: str, low: str) -> re.Match[str] | None:
        """``search``, skipped when ``low`` (the text lowercased) lacks the anchor word."""
        if self.anchor and self.anchor not in low:
            return None
        return self.regex.search(text)

    def search(self, text: str) -> re.Match[str] | None:
        return self.regex.search(text)


def _template_literal(s: str) -> str:
    out = []
    for piece in re.split(r"(\s+)", s):
        if not piece:
            continue
        out.append(r"\s+" if piece.isspace() else re.escape(piece))
    return "".join(out)


@dataclass(frozen=True)
class BeliefRule:
    """How a statement becomes a belief: ``key`` may hold ``{text}`` ("avoid:{text}")."""

    key: str
    templates: tuple[Template, ...]
    invariant: bool = False
    value: str = "text"
    #: the statement takes the belief back ("我现在能吃辣了" drops "avoid:辣")
    drops: bool = False
    #: how the belief binds: ``limit``, ``avoid``, ``prefer``, an author's kind, or None
    kind: str | None = None
    #: the value of a phrase with no hole ("i'm vegan": what the kind rules out)
    fixed: Any = None
    #: an amount without a currency counts ("my limit is 500"): the words say it is money
    bare: bool = False


@dataclass(frozen=True)
class Lexicon:
    language: str
    sets: dict[str, PhraseSet]
    templates: dict[str, tuple[Template, ...]]
    references: dict[str, PhraseSet]
    ordinals: dict[str, int]
    ordinal_set: PhraseSet
    beliefs: tuple[BeliefRule, ...]
    type_words: dict[str, tuple[str, ...]]
    #: belief key -> the words that name it in a question ("budget", "allergic", "预算")
    belief_words: dict[str, tuple[str, ...]] = field(default_factory=dict)
    raw: dict[str, Any] = field(repr=False, default_factory=dict)
    #: one alternation per template category: a single search tells whether any template
    #: of the category can match, so a turn usually pays one regex, not fifty
    gates: dict[str, re.Pattern[str] | None] = field(default_factory=dict)

    def may_match(self, category: str, text: str) -> bool:
        gate = self.gates.get(category)
        return gate is not None and gate.search(text.lower()) is not None

    def __getitem__(self, category: str) -> PhraseSet:
        return self.sets.get(category) or _NO_PHRASES


def _read(path: Path | str, text: str | None = None) -> dict[str, Any]:
    try:
        data = yaml.load(
            text if text is not None else Path(path).read_text("utf-8"), Loader=_Loader
        )
    except (OSError, yaml.YAMLError) as e:
        raise LexiconError(f"cannot read lexicon {path}: {e}") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise LexiconError(f"lexicon {path} must be a mapping of category -> phrases")
    return data


def _builtin_text(language: str) -> str:
    try:
        return (
            resources.files("dialogflows").joinpath(f"lexicons/{language}.yaml").read_text("utf-8")
        )
    except FileNotFoundError:
        raise LexiconError(f"no built-in lexicon for language {language!r}") from None


def _merge(base: dict[str, Any], extra: dict[str, Any], source: str) -> dict[str, Any]:
    out = dict(base)
    for key, value in extra.items():
        if key in {"language", "remove"}:
            continue
        old = out.get(key)
        if old is None:
            out[key] = value
        elif isinstance(old, list) and isinstance(value, list):
            out[key] = old + [v for v in value if v not in old]
        elif isinstance(old, dict) and isinstance(value, dict):
            out[key] = _merge_mapping(old, value)
        else:
            raise LexiconError(f"lexicon {source}: {key!r} must be a {type(old).__name__}")
    for key, drop in (extra.get("remove") or {}).items():
        if isinstance(out.get(key), list):
            dropset = {normalize(str(d)) for d in drop}
            out[key] = [p for p in out[key] if normalize(str(p)) not in dropset]
    return out


def _merge_mapping(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    """A mapping of an author's file over a built-in one: lists are extended, mappings
    merged key by key (``values: {months: {janv: 1}}`` adds a month name), the rest
    replaced."""
    merged = dict(old)
    for k, v in new.items():
        if isinstance(merged.get(k), list) and isinstance(v, list):
            merged[k] = merged[k] + [x for x in v if x not in merged[k]]
        elif isinstance(merged.get(k), dict) and isinstance(v, dict):
            merged[k] = _merge_mapping(merged[k], v)
        else:
            merged[k] = v
    return merged


def _strings(data: dict[str, Any], key: str, source: str) -> list[str]:
    value = data.get(key) or []
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise LexiconError(f"lexicon {source}: {key!r} must be a list of strings")
    return value


def _check_values(data: dict[str, Any], source: str) -> None:
    """The ``values`` section holds lists and mappings of words, and yes/no flags; anything
    else is an author's slip, said at load, not found deep in a parser at a turn."""
    values = data.get("values") or {}
    if not isinstance(values, dict):
        raise LexiconError(f"lexicon {source}: `values` must be a mapping of lists")
    for key, v in values.items():
        if not isinstance(v, list | dict | bool) and v not in ("true", "false"):
            raise LexiconError(f"lexicon {source}: values.{key} must be a list of words, not {v!r}")


def _compile(language: str, data: dict[str, Any], source: str) -> Lexicon:
    _check_values(data, source)
    sets = {c: PhraseSet.build(_strings(data, c, source)) for c in PHRASE_CATEGORIES}
    templates = {
        c: tuple(Template.build(t) for t in _strings(data, c, source)) for c in TEMPLATE_CATEGORIES
    }
    refs = data.get("references") or {}
    references = {
        kind: PhraseSet.build([str(p) for p in phrases])
        for kind, phrases in refs.items()
        if kind != "ordinal"
    }
    ordinals = {normalize(str(k)): int(v) for k, v in (refs.get("ordinal") or {}).items()}
    beliefs = []
    for item in data.get("beliefs") or []:
        if not isinstance(item, dict) or "key" not in item or "patterns" not in item:
            raise LexiconError(f"lexicon {source}: each belief needs `key` and `patterns`")
        beliefs.append(
            BeliefRule(
                key=str(item["key"]),
                templates=tuple(Template.build(str(p)) for p in item["patterns"]),
                invariant=bool(item.get("invariant", False)),
                value=str(item.get("value", "text")),
                drops=bool(item.get("drops", False)),
                kind=str(item["kind"]) if item.get("kind") else None,
                bare=bool(item.get("bare", False)),
            )
        )
    gates = {c: _gate(list(templates[c])) for c in TEMPLATE_CATEGORIES}
    gates["beliefs"] = _gate([t for b in beliefs for t in b.templates])
    # any template of any category: most messages pass none, and then one search tells
    gates["templates"] = _gate(
        [*(t for c in TEMPLATE_CATEGORIES for t in templates[c]), *_templates_of(beliefs)]
    )
    type_words = {
        str(k): tuple(normalize(str(w)) for w in v)
        for k, v in (data.get("type_words") or {}).items()
    }
    return Lexicon(
        language=language,
        sets=sets,
        templates=templates,
        references=references,
        ordinals=ordinals,
        ordinal_set=PhraseSet.build(list(ordinals)),
        beliefs=tuple(beliefs),
        type_words=type_words,
        belief_words={
            str(k): tuple(normalize(str(w)) for w in v)
            for k, v in (data.get("belief_words") or {}).items()
        },
        raw=data,
        gates=gates,
    )


def with_rules(lex: Lexicon, rules: list[BeliefRule]) -> Lexicon:
    """``lex`` with ``rules`` read before its own belief rules (a domain's own kinds: "my
    transfer limit is" must win over the built-in "my limit is")."""
    if not rules:
        return lex
    beliefs = (*rules, *lex.beliefs)
    gates = dict(lex.gates)
    gates["beliefs"] = _gate(_templates_of(beliefs))
    gates["templates"] = _gate(
        [*(t for c in TEMPLATE_CATEGORIES for t in lex.templates[c]), *_templates_of(beliefs)]
    )
    return replace(lex, beliefs=beliefs, gates=gates)


def _templates_of(beliefs: Iterable[BeliefRule]) -> list[Template]:
    return [t for b in beliefs for t in b.templates]


def _gate(templates: list[Template]) -> re.Pattern[str] | None:
    """A cheap necessary condition for a category: one template's anchor word must occur
    (lowercased) for any template of the category to have a chance. The gate of all
    categories at once is one trie of every anchor, not the categories' gates joined: its
    branches then open with a character, which the regex engine scans for."""
    if not templates:
        return None
    if any(not t.anchor for t in templates):
        return re.compile("")  # a template that is all holes: no gate possible
    return re.compile(_trie(sorted({t.anchor for t in templates}), " "))


@lru_cache(maxsize=8)
def _builtin_values(language: str) -> dict[str, Any]:
    """The words of the value parsers' grammars (``lexicons/values/<language>.yaml``): month
    names, numerals, date and time words. Kept in a file of their own, read as the
    lexicon's ``values`` section, which an author's file extends like any other list."""
    try:
        text = (
            resources.files("dialogflows")
            .joinpath(f"lexicons/values/{language}.yaml")
            .read_text("utf-8")
        )
    except FileNotFoundError:
        return {}
    return _read(f"<built-in values {language}>", text)


def _check_author_values(extra: dict[str, Any], source: str) -> None:
    """An author's ``values`` keys are value lists the built-in files have, each of the
    same shape (a list where a list is, a mapping where a mapping is, and a mapping's
    values of the same kind: a number for ``date_offsets``, an ISO code for
    ``currency_after``): a slip is said at load, naming the file and the key."""
    values = extra.get("values")
    if values is None:
        return
    if not isinstance(values, dict):
        raise LexiconError(f"lexicon {source}: `values` must be a mapping of value lists")
    known = {**_builtin_values("zh"), **_builtin_values("en")}
    for key, v in values.items():
        if key not in known:
            raise LexiconError(
                f"lexicon {source}: values.{key} is no value list (see docs/lexicons.md)"
            )
        old = known[key]
        if isinstance(old, dict) and not isinstance(v, dict):
            raise LexiconError(f"lexicon {source}: values.{key} must be a mapping, not {v!r}")
        if isinstance(old, list) and not isinstance(v, list):
            raise LexiconError(f"lexicon {source}: values.{key} must be a list, not {v!r}")
        kinds = {type(x) for x in (old.values() if isinstance(old, dict) else old)}
        if isinstance(old, dict) and isinstance(v, dict):
            for word, meant in v.items():
                if (
                    kinds
                    and type(meant) not in kinds
                    and not ({int, float} >= kinds | {type(meant)})
                ):
                    raise LexiconError(
                        f"lexicon {source}: values.{key}.{word} must be "
                        f"{' or '.join(sorted(k.__name__ for k in kinds))}, not {meant!r}"
                    )


@lru_cache(maxsize=32)
def _load(language: str, extra_paths: tuple[str, ...]) -> Lexicon:
    data = _read(f"<built-in {language}>", _builtin_text(language))
    data["values"] = dict(_builtin_values(language))
    for p in extra_paths:
        extra = _read(p)
        _check_author_values(extra, p)
        if extra.get("language") in (None, language):  # a file names its language, or serves all
            data = _merge(data, extra, p)
    return _compile(language, data, ", ".join(extra_paths) or f"<built-in {language}>")


def load_lexicon(language: str, extra_paths: list[str] | tuple[str, ...] = ()) -> Lexicon:
    """The built-in lexicon of ``language`` with the user files merged over it (cached)."""
    return _load(language, tuple(str(p) for p in extra_paths))
