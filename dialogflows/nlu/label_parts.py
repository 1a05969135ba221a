"""A Chinese yes-or-no slot's label said in part: "要送" for 送气上门, "要发票" for 开发票, "要借
垫子" for 借瑜伽垫. People shorten a long label to its verb, its thing, or both with a word
left out; the characters said must all be the label's, one of them its first or its last,
so a word of other characters ("没气了", "没送到") names nothing. Read by the yes-or-no
slot's value (``boolean_named.said_with_or_without``) and by the beliefs, whose "不要发票" is
then that slot's no, not a thing to avoid (``thing_of_label``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .grammar_words import ListWords, grammar
from .lexicon import Lexicon, has_cjk
from .parsed import Parsed
from .value_words import alternation


def named_in_part(text: str, names: tuple[str, ...], lex: Lexicon) -> Parsed | None:
    """A Chinese label said in part after a word that has it or goes without it: its verb
    alone ("要送" for 送气上门, "不用送" for 送餐上门), its thing without the verb ("要发票" for
    开发票), or both with a word between dropped ("要借垫子" for 借瑜伽垫). The words said
    there must all be the label's characters, one of them its first (the verb) or its last
    (the head noun), with at most a noun ending and the particles that close an answer after
    them (the lexicon's ``noun_endings``, ``fillers_trail``; after the verb said last, the
    words a verb ends with: "要拆掉" for 拆旧), so "没气了" (气 is neither) and
    "没送到" (到 is no part of it) name nothing: people shorten a long label that way, while
    a word of other characters says something else. A label closing on a direction
    complement after its verb (the lexicon's ``direction_complements``: 回 of 装回) is named
    by that verb as by its last character ("要装" for 洗完装回)."""
    label = next((n for n in names if has_cjk(n) and len(n) >= 2), None)
    if label is None:
        return None
    words = grammar(lex, _PartWords)
    rx, ends = words.zh
    if rx is None:
        return None
    chars = set(label)
    heads = {label[0], label[-1]}
    if len(label) >= 3 and label[-1] in words.directions:
        heads.add(label[-2])  # "要装" for 洗完装回: the verb its direction (回) follows
    for m in rx.finditer(text):
        run = m.group("run")
        k = 0
        while k < len(run) and run[k] in chars:
            k += 1
        if not k or not heads & set(run[:k]):
            continue
        rest = run[k:]
        tail = words.verb_tails.match(rest) if run[k - 1] == label[0] else None
        if tail is not None:  # "要拆掉" for 拆旧: the verb with the word it ends with
            rest = rest[tail.end() :]
        if ends.fullmatch(rest) is None:
            continue
        return Parsed(m.group("without") is None, m.group(0), 1.0, m.start(), m.end())
    return _thing_first(text, label, words.after) or _object_put_first(text, label, words)


#: the fewest characters of a label said before a word of having it ("执照" of 营业执照)
_LEAST_THING = 2


def _thing_first(text: str, label: str, rx: re.Pattern[str] | None) -> Parsed | None:
    """A Chinese label said in part before a word that has its thing (the lexicon's
    ``boolean_with_after``: "执照带着呢" for 营业执照, "身份证带了"), as Chinese puts the
    thing first: a yes. The characters right before the word must all be the label's, two
    at least, one of them its first or its last."""
    if rx is None:
        return None
    chars = set(label)
    for m in rx.finditer(text):
        run = m.group("run")
        k = len(run)
        while k > 0 and run[k - 1] in chars:
            k -= 1
        said = run[k:]
        if len(said) < _LEAST_THING or not {label[0], label[-1]} & set(said):
            continue
        start = m.start("run") + k
        return Parsed(True, text[start : m.end()], 1.0, start, m.end())
    return None


def _object_put_first(text: str, label: str, words: _PartWords) -> Parsed | None:
    """A Chinese label of a verb and its thing said with the thing put first by an object
    marker and the verb closing the clause ("把旧的拆了" for 拆旧, "把发票开了吧" for 开发票;
    the lexicon's ``object_markers``, a ``noun_marks`` word after the thing at most, then
    what a verb ends with and the particles that close an answer): asked for, a yes; a
    negation right before the marker ("别把旧的拆了") turns it down, a no."""
    if words.put_first is None:
        return None
    verb, thing = label[0], set(label[1:])
    for m in words.put_first.finditer(text):
        said = m.group("thing")
        if m.group("verb") != verb or not said or not set(said) <= thing:
            continue
        ends = words.zh[1].fullmatch(m.group("rest"))
        if ends is None:
            continue
        return Parsed(m.group("not") is None, m.group(0), 1.0, m.start(), m.end())
    return None


class _PartWords:
    """The regex of ``named_in_part`` (a word of ``boolean_with`` or ``boolean_without``,
    then a run of Chinese characters), what may close the run (``noun_endings``, then
    ``fillers_trail``) and the noun endings themselves."""

    def __init__(self, w: ListWords) -> None:
        has, lacks = w.zh_alt("boolean_with"), w.zh_alt("boolean_without")
        self.zh: tuple[re.Pattern[str] | None, re.Pattern[str]] = (
            re.compile(rf"(?:(?P<without>{lacks})|(?:{has}))\s*(?P<run>[\u4e00-\u9fff]+)")
            if w.words("boolean_with", ("zh",)) and w.words("boolean_without", ("zh",))
            else None,
            re.compile(rf"(?:{w.zh_alt('noun_endings')})?(?:{w.zh_alt('fillers_trail')})*"),
        )
        self.endings = tuple(w.words("noun_endings", ("zh",)))
        #: result complements of one sense ("完", "好"), one-character words
        #: direction complements closing a label's last verb ("回" of 装回), one character
        self.directions = frozenset(
            c for c in w.words("direction_complements", ("zh",)) if len(c) == 1
        )
        self.complements = tuple(c for c in w.words("result_complements", ("zh",)) if len(c) == 1)
        #: a run of Chinese characters, then a word of having its thing after it
        #: (``boolean_with_after``: "执照带着")
        self.after = (
            re.compile(rf"(?P<run>[\u4e00-\u9fff]+?)(?:{w.zh_alt('boolean_with_after')})")
            if w.words("boolean_with_after", ("zh",))
            else None
        )
        #: what the label's verb, said last, may end with ("要拆掉", "不用拆了" for 拆旧): a
        #: softener, a mark of done, a result (``verb_softeners``, ``done_particles``,
        #: ``fronted_verb_tails``), as after a fronted object (``fronted_value.py``)
        tails = [
            *w.words("verb_softeners", ("zh",)),
            *w.words("done_particles", ("zh",)),
            *w.words("fronted_verb_tails", ("zh",)),
        ]
        self.verb_tails = re.compile(f"(?:{alternation(tails)})+" if tails else "(?!)")
        #: a thing put before its verb by an object marker ("把旧的拆了"), a negation
        #: before the marker at most; the verb closes its clause (``_object_put_first``)
        markers = w.words("object_markers", ("zh",))
        self.put_first = (
            re.compile(
                rf"(?P<not>{w.zh_alt('negation')})?(?:{alternation(markers)})"
                rf"(?P<thing>[\u4e00-\u9fff]{{1,4}}?)(?:{w.zh_alt('noun_marks')})?"
                rf"(?P<verb>[\u4e00-\u9fff])(?:{alternation(tails)})*"
                r"(?P<rest>[\u4e00-\u9fff]*)(?=$|[\s,.;:!?，。；：！？])"
            )
            if markers and tails
            else None
        )


def complement_swapped(names: tuple[str, ...], lex: Lexicon) -> tuple[str, ...]:
    """A Chinese label's forms with a result complement after its verb said as another
    of the same sense (the lexicon's ``result_complements``): "洗好装回" for 洗完装回, as
    people say either; the complement never opens the label (it follows a verb)."""
    done = grammar(lex, _PartWords).complements
    out: list[str] = []
    for name in names:
        if not has_cjk(name):
            continue
        for i, ch in enumerate(name):
            if i and ch in done:
                out += [name[:i] + other + name[i + 1 :] for other in done if other != ch]
    return tuple(dict.fromkeys(o for o in out if o not in names))


@lru_cache(512)
def short_forms_of_label(label: str) -> tuple[str, ...]:
    """The shorter forms an English label is said by: of a label of three words or more,
    its inner words dropped but its head noun (the last word) and at least one other kept
    ("bird mesh" for "bird proofing mesh", "airport pickup" for "airport hotel pickup");
    of any label, a hyphened modifier before its head alone (below). People name a long
    label's thing so ("with the bird mesh"); each such form then reads as the label does
    (with a word that has it or goes without it, or as a clause of its own). A label's
    last word alone is no such form: it names too much ("mesh", "bag"). A word of the label
    before its head joined of two by a hyphen ("step-free" of "step-free access") names it
    alone too: "no step-free needed" (HYPHENED_MODIFIER_SAID_FOR_ITS_LABEL)."""
    words = label.split()
    joined = tuple(w for w in words[:-1] if _hyphened(w)) if not has_cjk(label) else ()
    if has_cjk(label) or len(words) < 3 or len(words) > 5:
        return joined
    *rest, head = words
    out: list[str] = []
    for mask in range(1, 1 << len(rest)):
        kept = [w for i, w in enumerate(rest) if mask >> i & 1]
        if len(kept) < len(rest):
            out.append(" ".join([*kept, head]))
    return (*sorted(out, key=len, reverse=True), *joined)


def _hyphened(word: str) -> bool:
    """``word`` is two words or more joined by hyphens, each of letters ("step-free")."""
    parts = word.split("-")
    return len(parts) > 1 and all(p.isalpha() for p in parts)


def thing_of_label(thing: str, names: frozenset[str], lex: Lexicon) -> bool:
    """The avoided ``thing`` is a Chinese yes-or-no slot's name said in part ("发票" of
    "不要发票" for 开发票, "垫子" for 借瑜伽垫): every character of it the name's, one of them
    the name's first or last, a noun ending of the lexicon's ``noun_endings`` aside; the
    same test as ``named_in_part``, so the no goes to the slot, not to a standing rule."""
    endings = grammar(lex, _PartWords).endings
    core = next(
        (thing[: -len(e)] for e in endings if thing.endswith(e) and len(thing) > len(e)), thing
    )
    return bool(core) and any(
        has_cjk(n) and len(n) >= 2 and set(core) <= set(n) and bool({n[0], n[-1]} & set(core))
        for n in names
    )
