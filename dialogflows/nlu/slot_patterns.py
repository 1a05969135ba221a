"""A slot's ``patterns`` ("from {value}", "{value}个人") and ``pattern`` as prepared regexes.

Compiled once per slot; each pattern carries a gate (its literal words) so that a message
without them costs one quick search instead of the pattern tried at every position.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from ..spec import NUMBER_TYPES, SlotKind, SlotSpec, SlotType, listed_route
from .grammar_words import ListWords, grammar, lexicon_grammar, lists_of
from .inflections import plurals_of
from .lexicon import Lexicon, has_cjk, normalize
from .measure_units import unit_patterns
from .value_words import Words


@dataclass(frozen=True)
class SlotPattern:
    """A slot pattern and its gate: the pattern's literal words, which the text must hold
    for the (slower, tried-at-every-position) pattern to have a chance."""

    regex: re.Pattern[str]
    gate: re.Pattern[str] | None
    #: the gate matches where the pattern's matches start, so none can start before it
    leading: bool

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        if self.gate is None:
            return self.regex.finditer(text)
        m = self.gate.search(text)
        if m is None:
            return iter(())
        return self.regex.finditer(text, m.start() if self.leading else 0)


#: an apostrophe of a pattern's words, escaped or not ("name's"): optional when matched
_APOSTROPHE = re.compile(r"\\?['’]")


def asks_how_many(prompt: str, lex: Lexicon) -> bool:
    """The slot's question asks how many ("How many pieces in total?", "几位？"; the
    lexicon's ``count_questions``): the slot counts things, whatever its name says."""
    return grammar(lex, PatternWords).count_questions.search(prompt) is not None


def compile_pattern(p: str, lex: Lexicon | None = None) -> SlotPattern:
    """``"from {value}"`` -> a regex capturing up to the next punctuation mark.

    Wrapped in a lookahead so that ``finditer`` yields overlapping matches: in "I want to
    fly to Rome" both "to fly ..." and "to Rome" are tried, and the capture reader keeps
    the one that reads as a value.
    """
    before, after = p.split("{value}")

    def lit(s: str) -> str:
        # an apostrophe is often not typed ("my names tom" for "my name's {value}")
        pieces = re.split(r"(\s+)", s)
        return "".join(
            r"\s+" if x.isspace() else _APOSTROPHE.sub(r"['’]?", re.escape(x)) for x in pieces if x
        )

    left = r"(?<![\w'])" if before[:1].isascii() and before[:1].isalnum() else ""
    # a comma or point between two digits is inside a number ("1,200 guests", "to $6.50"),
    # so a capture goes over it and does not start or end there
    tail = lit(after) if after.strip() else r"(?=$|[;!?，。；！？\n]|(?<!\d)[,.]|[,.](?!\d))"
    if after.strip()[-1:].isascii() and after.strip()[-1:].isalpha():
        # a Latin word closing the pattern closes a word: "{value} m" reads "30 m", never
        # the "3 m" of "3 mill lane" (a plural ending may follow: "{value} kid", "2 kids")
        tail += r"(?:e?s)?(?![A-Za-z])"
    w = grammar(lex, PatternWords)
    head, complement = _verb_then_complement(before, w.complements)
    # "寄到{value}" reads "寄衣服到上海": the object between the verb and 到
    lead = lit(head) + w.object_gap + lit(complement) if complement else lit(before)
    if has_cjk(before[-1:]):  # "单号是SB2040" for "单号{value}": the word of being is no part
        lead += w.copula
    body = left + lead + r"(?P<value>(?![,.])(?:[^,.;!?，。；！？\n]|(?<=\d)[,.](?=\d))+?)" + tail
    if not before:  # "{value} guests": the capture starts a word or a number, not inside one
        # (a Latin word: "{value} theme" never captures "ith food …" of "with food …";
        # Chinese, written without spaces, may start anywhere)
        body = r"(?<!\d)(?<!\d[,.])(?:(?<![A-Za-z])|(?![A-Za-z]))" + body
    regex = re.compile(f"(?=(?P<all>{body}))", re.IGNORECASE)
    if before:
        gate = lit(head) if complement else left + lit(before)
        return SlotPattern(regex, re.compile(gate, re.IGNORECASE), True)
    if after.strip():
        return SlotPattern(regex, re.compile(lit(after), re.IGNORECASE), False)
    return SlotPattern(regex, None, False)


@lexicon_grammar
class PatternWords:
    """The words a slot pattern reads around its own, per lexicon."""

    def __init__(self, w: ListWords) -> None:
        #: the lexicon's direction complements after a Chinese verb ("寄到", "送给")
        self.complements = w.words("pattern_complements", ("zh",))
        #: a Chinese word of being that may stand between a pattern's words and its value
        #: (``segment_copulas``: "单号是SB2040" for "单号{value}"), no part of the value
        self.copula = rf"(?:{w.zh_alt('segment_copulas')})?"
        #: what may stand between the verb and its complement: a short object, no
        #: punctuation, no complement ("衣服", "两束花")
        self.object_gap = (
            rf"(?:[^\s,.;!?，。；！？\n{re.escape(''.join(self.complements))}]{{1,6}})?"
        )
        #: words of a count slot's name that say nothing about what it counts
        #: (``count_name_generic``)
        self.says_nothing = frozenset(w.words("count_name_generic", ("en",)))
        #: the English plural table: a count slot's name word said in the singular or plural
        self.plurals = plurals_of(w.words("plural_forms", ("en",)))
        #: the words a prompt asks a count with ("how many", "几") and the Chinese measure
        #: words that count anything (``_asked_count``)
        asks = [*w.words("count_questions", ("en",)), *w.words("count_questions", ("zh",))]
        self.count_questions = re.compile(
            "|".join(
                (re.escape(a) if has_cjk(a) else rf"\b{re.escape(a)}\b")
                for a in sorted(asks, key=len, reverse=True)
            )
            or r"(?!)",
            re.IGNORECASE,
        )
        self.count_generic = frozenset(w.words("count_question_generic", ("zh",)))
        #: the particles that may close a Chinese question, left off what it counts
        self.zh_ends = re.compile(
            rf"(?:{w.zh_alt('fillers_trail')}|{w.zh_alt('question_ends')}"
            rf"|{w.zh_alt('count_question_tails')})*$"
        )


#: the lexicon lists that add patterns to a slot at load, each read in the lexicon's own
#: language: a name's phrasings, the copulas of a thing's name (``value_links``) and the
#: words of a question that ends on its preposition
_SLOT_LISTS = lists_of(
    "name_patterns",
    "name_for_patterns",
    "value_links",
    "wh_words",
    "closing_prepositions",
    "closing_adverbs",
    "being_leads",
    "route_from",
    "route_to",
)


def _verb_then_complement(before: str, complements: tuple[str, ...]) -> tuple[str, str]:
    """``before`` split into a Chinese verb and its direction complement ("寄", "到" of
    "寄到"); ``(before, "")`` when it does not end in one after a verb of its own."""
    for c in complements:
        head = before[: -len(c)]
        if before.endswith(c) and head.strip() and has_cjk(head[-1]):
            return head, c
    return before, ""


def unanchored(pattern: str) -> re.Pattern[str] | None:
    """The slot's ``pattern`` without ``^``/``$``, to find a code inside a sentence; None
    when the pattern does not compile that way (it is then only used to validate)."""
    body = pattern[1:] if pattern.startswith("^") else pattern
    if body.endswith("$") and not body.endswith("\\$"):
        body = body[:-1]
    if not body or body in {".*", ".+"}:
        return None
    try:
        return re.compile(body)
    except re.error:
        return None


def loosened(pattern: str) -> re.Pattern[str] | None:
    """The unanchored ``pattern`` with each literal hyphen optional or a space ("DD-[0-9]+"
    finds "DD 1234" and "DD1234" too), and each literal space optional ("^\\d{3}/\\d{2}
    R\\d{2}$" finds "195/65r15"), for codes typed without their separator; None when the
    pattern has neither. Each separator is a group of its own (``_SEPARATOR``), so a match
    is put back in the pattern's own form (``_in_form``), and it is the code only if it then
    fits (``ValueParser``): nothing looser is ever stored."""
    body = pattern[1:] if pattern.startswith("^") else pattern
    if body.endswith("$") and not body.endswith("\\$"):
        body = body[:-1]
    out: list[str] = []
    in_class = escaped = False
    seps = 0

    def separator(ch: str) -> str:
        nonlocal seps
        seps += 1
        return rf"(?P<{_SEPARATOR}{seps}_{_SEPARATOR_NAMES[ch]}>{_LOOSE[ch]}?)"

    for ch in body:
        if escaped:  # an escaped hyphen or space outside a class is a literal one too
            escaped = False
            out.append(separator(ch) if ch in _LOOSE and not in_class else "\\" + ch)
            continue
        if ch == "\\":
            escaped = True
            continue
        if ch == "[":
            in_class = True
        elif ch == "]":
            in_class = False
        elif ch in _LOOSE and not in_class:
            out.append(separator(ch))
            continue
        out.append(ch)
    if not seps:
        return None
    try:
        return re.compile("".join(out), re.IGNORECASE)
    except re.error:
        return None


#: what each literal separator of a code's written form matches when typed loosely: a
#: hyphen typed as a space too, a space left out
_LOOSE = {"-": r"[-\s]", " ": r"\s"}
_SEPARATOR_NAMES = {"-": "hyphen", " ": "space"}
_SEPARATOR_CHARS = {v: k for k, v in _SEPARATOR_NAMES.items()}
#: the prefix of a loosened pattern's separator groups
_SEPARATOR = "dfsep"


def _in_form(m: re.Match[str]) -> str | None:
    """A loose match of a code put back in its pattern's form: in upper case, each
    separator group (``loosened``) its written separator. A separator left out is one only
    where letters meet digits ("DD3321", "65r15"): between two letters or two digits
    nothing says where it stood (a name's space in "annalee"), and the match is none."""
    text = m.group(0).upper()
    base = m.start()
    seps = sorted(
        (m.span(name), _SEPARATOR_CHARS[name.rsplit("_", 1)[1]])
        for name in m.re.groupindex
        if name.startswith(_SEPARATOR) and m.span(name) != (-1, -1)
    )
    out, at = [], 0
    for (a, b), ch in seps:
        a, b = a - base, b - base
        if a == b and not (0 < a < len(text) and text[a - 1].isdigit() != text[a].isdigit()):
            return None
        out += [text[at:a], ch]
        at = b
    return "".join([*out, text[at:]])


def implicit_patterns(spec: SlotSpec, lex: Lexicon | None = None) -> list[str]:
    """A count slot named or labelled after what it counts finds "6 passengers" ("3 nights"
    of a slot labelled "extra nights") without a pattern; a slot of ``kind: name`` finds a
    name said as people give one ("我姓王", "叫我小李", "my name is ana"; the lexicon's
    ``name_patterns``), beside its own patterns."""
    if spec.kind == SlotKind.NAME and lex is not None:
        own = set(spec.patterns)
        # someone else's name (a child's: its question asks no name of the user's own,
        # ``own_name_asks``) is also said as whose it is ("她叫琪琪", ``name_for_patterns``)
        theirs = not (spec.prompt and lex["own_name_asks"].search(normalize(spec.prompt)))
        keys = ("name_patterns", "name_for_patterns") if theirs else ("name_patterns",)
        lists = grammar(lex, _SLOT_LISTS)
        return [p for k in keys for p in lists.own(k, lex.language) if p not in own]
    if spec.type not in NUMBER_TYPES or spec.patterns:
        return []
    out = []
    words = grammar(lex, PatternWords)
    label = spec.label.lower().split() if spec.label and spec.label.isascii() else []
    for word in dict.fromkeys([*spec.name.lower().split("_"), *label]):
        if len(word) < 4 or word in words.says_nothing:
            continue
        out += _counted_after(word, words)
    out += [p for p in _asked_count(spec, words) if p not in out]
    return out + [p for p in unit_patterns(spec, Words.of(lex)) if p not in out]


def _counted_after(word: str, words: PatternWords) -> list[str]:
    """The patterns of a count whose thing is ``word``, in the singular and its plurals: a
    word said in the plural ("passengers") is taken back to its singular, the table's plain
    plural ending ("s") taken off."""
    ends = [e for e in words.plurals.default if word.endswith(e) and len(word) > len(e)]
    stem = word[: -len(ends[0])] if ends else word
    return [f"{{value}} {form}" for form in (stem, *words.plurals.forms(stem))]


def _asked_count(spec: SlotSpec, words: PatternWords) -> list[str]:
    """What the slot's prompt asks to count ("How many bedrooms?", "搬到几楼？", "一共几双
    鞋？", the lexicon's ``count_questions``), as patterns: "3 bedrooms" and "6楼" then fill
    the slot when said in a request, as the slot's own name would. A Chinese measure word
    after the question word counts with its noun ("3双鞋"), or alone when the question says
    none and it is not generic (``count_question_generic``: "个"); an English word after it
    that says nothing of the thing (``count_name_generic``: "of", "them") counts nothing. A
    slot of a ``kind`` (people, nights) or with ``counts`` has readers of its own."""
    if spec.kind is not None or spec.counts:
        return []  # people, nights, ages: read by their own readers; a count declared
    prompt = spec.prompt or ""
    out: list[str] = []
    for m in words.count_questions.finditer(prompt):
        after = prompt[m.end() :]
        if has_cjk(m.group(0)):
            run = re.match(r"[\u4e00-\u9fff]+", after)
            said = run.group(0) if run is not None else ""
            end = words.zh_ends.search(said)
            said = said[: end.start()] if end is not None else said
            if not said:
                continue
            # "搬到几楼？": the measure word alone; "几位客人？": with its noun only, since a
            # measure word runs into other words ("6位数", "周五晚上")
            if len(said) > 1 or said not in words.count_generic:
                out.append(f"{{value}}{said}")
            # "需要拍几个小时？": "4小时" too, the measure word that counts anything left out
            # (A_COUNT_SAID_WITHOUT_THE_GENERIC_MEASURE_ITS_QUESTION_HAS)
            if len(said) > 2 and said[0] in words.count_generic:
                out.append(f"{{value}}{said[1:]}")
            continue
        word = re.match(r"\s+([a-z]+)", after.lower())
        if word is None or len(word.group(1)) < 3 or word.group(1) in words.says_nothing:
            continue
        out += _counted_after(word.group(1), words)
    return list(dict.fromkeys(out))


def glued_patterns(spec: SlotSpec, patterns: Sequence[str]) -> list[str]:
    """A number slot's pattern that puts a Latin unit after the number ("{value} ft",
    "{value} kg") is typed with the unit glued to the number too ("30ft", "5kg"), as
    people write a measure; a free-text one is not ("{value} theme")."""
    if spec.type not in NUMBER_TYPES:
        return []
    out = []
    for p in patterns:
        before, hole, after = p.partition("{value}")
        if hole and not before and after[:1].isspace() and after.strip()[:1].isascii():
            glued = "{value}" + after.lstrip()
            if after.strip()[:1].isalpha() and glued not in patterns:
                out.append(glued)
    return out


def trigger_counts(
    spec: SlotSpec, beside: Sequence[SlotSpec], triggers: Sequence[str]
) -> list[str]:
    """The flow's one count (an integer slot that says what it ``counts``) reads a number
    said right before one of the flow's English triggers ("couple spare keys", "3 spare
    keys" for the trigger "spare keys" where the slot counts copies): what the request
    names is what the flow makes, so its count is the flow's count."""
    counts = [s for s in beside if s.type == SlotType.INTEGER and s.counts and s.kind is None]
    if len(counts) != 1 or counts[0] is not spec:
        return []
    return [f"{{value}} {t.lower()}" for t in triggers if t.isascii() and "{" not in t]


def route_patterns(spec: SlotSpec, beside: Sequence[SlotSpec], lex: Lexicon | None) -> list[str]:
    """ROUTE_BETWEEN_TWO_SLOTS_OF_ONE_LIST: a flow with exactly two listed slots of one
    list (the same ``entity``, or the same values) and no patterns of their own, such as
    where a pet flies from and where it flies to, reads a route as a flow of two address
    slots does (``route.address_pair``): the first declared takes the value after a
    ``route_from`` word ("从北京到成都", "from leeds"), the second the value after a
    ``route_to`` word ("到成都 从武汉走", "to york"). Without them a city said was either
    slot's, so neither was filled ("托运猫 从北京到成都" asked where from). The two may not
    hold the same value either (``compiler._differs``)."""
    route = listed_route(beside) if lex is not None and spec.type == SlotType.ENUM else None
    if lex is None or route is None or not any(s is spec for s in route):
        return []
    key = "route_from" if route[0] is spec else "route_to"
    gap = "" if lex.language == "zh" else " "
    lists = grammar(lex, _SLOT_LISTS)
    return [f"{w}{gap}{{value}}" for w in lists.own(key, lex.language)]


def thing_patterns(spec: SlotSpec, beside: Sequence[SlotSpec], lex: Lexicon | None) -> list[str]:
    """A free-text pattern that names its thing before a copula and a verb ("boat is called
    {value}": the noun, a word of the lexicon's ``value_links``, the verb) is also said with
    the copula left out and the thing named by its noun or by a kind of it: a listed value
    or synonym of a slot of the same flow (``beside``) whose name or label holds the noun
    ("40 ft motorboat called wave runner", "cat called lulu" where the kind of boat lists
    motorboat and cat). The thing must be said right before the verb, so the verb alone is
    no cue ("i called earlier"). The words are the author's; only the copulas are the
    lexicon's."""
    if spec.type != SlotType.TEXT or lex is None:
        return []
    links = {x.lower() for x in grammar(lex, _SLOT_LISTS).own("value_links", lex.language)}
    out: list[str] = []
    for pattern in spec.patterns:
        before, _, after = pattern.partition("{value}")
        words = before.lower().split()
        if after.strip() or has_cjk(before) or len(words) < 3 or words[1] not in links:
            continue
        noun, verb = words[0], " ".join(words[2:])
        things = {noun}
        for other in beside:
            named = [*other.name.lower().split("_"), *(other.label or "").lower().split()]
            if other is not spec and noun in named:
                things |= {v.lower() for v in other.values}
                things |= {w.lower() for said in other.synonyms.values() for w in said}
        out += [f"{thing} {verb} {{value}}" for thing in sorted(things)]
    return [p for p in out if p not in spec.patterns]


def stranded_patterns(spec: SlotSpec, lex: Lexicon | None) -> list[str]:
    """A free-text slot whose question ends on a preposition ("Which pharmacy is it at
    now?", "Which network are you with now?": a word of the lexicon's
    ``closing_prepositions``, the question opening with a wh-word) is answered in the question's words, "its at
    walgreens", "im with giffgaff", with the request as well as to the question: a pattern
    "<being> <preposition> {value}" per word of the lexicon's ``being_leads`` (a subject
    and its being: "its", "im", "we're"), beside the author's own ("from {value}"). The
    preposition is the question's last word or has only a word of ``closing_adverbs``
    after it ("now"): one with its object after it ("What's wrong with it?", "hold for
    you") is not stranded. The preposition alone is no cue ("help with it"); English
    only (a Chinese question puts no preposition last)."""
    if spec.type != SlotType.TEXT or lex is None or not spec.prompt or has_cjk(spec.prompt):
        return []
    if "?" not in spec.prompt:
        return []
    # the question itself: the last sentence before its question mark ("Where will the car
    # be? We come to you." asks the first)
    asked = re.split(r"[.!?]", spec.prompt.lower().rsplit("?", 1)[0])[-1]
    words = re.sub(r"[^\w\s']", " ", asked).split()
    lists = grammar(lex, _SLOT_LISTS)
    wh = {w.lower() for w in lists.own("wh_words", lex.language)}
    if len(words) < 3 or words[0] not in wh:
        return []
    preps = {p.lower() for p in lists.own("closing_prepositions", lex.language)}
    after = {w.lower() for w in lists.own("closing_adverbs", lex.language)}
    if words[-1] in preps:
        prep = words[-1]
    elif words[-2] in preps and words[-1] in after:  # "… at now?", not "… with it?"
        prep = words[-2]
    else:
        return []
    beings = [b.lower() for b in lists.own("being_leads", lex.language)]
    return [f"{b} {prep} {{value}}" for b in beings if f"{b} {prep} {{value}}" not in spec.patterns]


def find_codes(
    inner: re.Pattern[str], text: str, loose: re.Pattern[str] | None = None
) -> list[tuple[str, int, int]]:
    """Codes that fit a slot's pattern (``inner``, unanchored), with their offsets: as
    typed, else typed in lower case or on a full-width keyboard ("dd-3321", "DD－3321" for
    DD-3321), else without the hyphen (``loose``: "DD 3321", "dd3321"), put back in the
    pattern's form."""
    found = _whole_words(text, [(m.group(0), m.start(), m.end()) for m in inner.finditer(text)])
    if found:
        return found
    if not (text.isascii() and text.isupper()):
        wide = unicodedata.normalize("NFKC", text)
        for variant in (text.upper(), wide, wide.upper()):
            if len(variant) == len(text) and variant != text:
                found = _whole_words(
                    text, [(m.group(0), m.start(), m.end()) for m in inner.finditer(variant)]
                )
                if found:
                    return found
    if loose is not None:
        for m in loose.finditer(text):
            code = _in_form(m)
            if code is not None and inner.fullmatch(code):
                found.append((code, m.start(), m.end()))
    return _whole_words(text, found) or _whole_words(text, _joined_codes(inner, text))


def _latin(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def _whole_words(text: str, found: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """The codes of ``found`` that stand as words of their own in ``text``: one whose first
    (last) Latin letter or digit is glued to another before (after) it is a piece of a
    longer word, no code (CODE_FOUND_INSIDE_A_WORD: "AS20 MAY" read out of "it was 20 may"
    for a registration's form). A code glued to Chinese characters ("订单ss2001") stands
    apart all the same: Chinese has no spaces."""
    return [
        (code, a, b)
        for code, a, b in found
        if not (a > 0 and _latin(text[a - 1]) and _latin(text[a]))
        and not (b < len(text) and _latin(text[b]) and _latin(text[b - 1]))
    ]


#: a space or a hyphen typed where a code's letters meet its digits ("bl 4321"), and a
#: space typed between two groups of three digits or more, as long numbers are read out
#: ("wk 1234 5678": CODE_TYPED_IN_GROUPS_OF_DIGITS); shorter runs are counts and times
_SPLIT = re.compile(r"(?<=[A-Za-z])[ \-](?=\d)|(?<=\d{3}) (?=\d{3})")


def _joined_codes(inner: re.Pattern[str], text: str) -> list[tuple[str, int, int]]:
    """Codes of a pattern written without a separator ("BL\\d{4}") typed with one where
    its letters meet its digits ("bl 4321", "BL-4321") or between groups of its digits
    ("wk 1234 5678"), in either case: the code as the
    pattern writes it, with its offsets in ``text``. Where the pattern writes a separator
    the loose pattern of ``find_codes`` reads it; this reads the one the typist added."""
    if _SPLIT.search(text) is None:
        return []
    keep = [i for i in range(len(text)) if not _SPLIT.match(text, i)]
    joined = "".join(text[i] for i in keep)
    out = []
    for variant in dict.fromkeys((joined, joined.upper())):
        for m in inner.finditer(variant):
            out.append((m.group(0), keep[m.start()], keep[m.end() - 1] + 1))
        if out:
            break
    return out
