"""The forms a list of values is said by besides each value as written, worked out once
per list (``choices.Choices``): the alternatives a value is written as ("cold or flu"), the
regular English plurals of a Latin value, a stem that one value has where values share a head
word ("basic" of "basic package" beside "premium package", 基础 of 基础套餐), and the start or
end of a Chinese value no other value has ("退休" for 退休申请). Apart from ``choices.py``,
which finds values in a message, because these are forms of the list, read at load.
"""

from __future__ import annotations

from collections.abc import Mapping

from .inflections import Plurals
from .lexicon import has_cjk, normalize


def alternatives(form: str, joiners: tuple[str, ...]) -> list[str]:
    """The alternatives a value's form is written as ("cold or flu": cold, flu; "感冒或发烧"),
    each long enough to name something; none when no joiner stands in it as a word."""
    for joiner in joiners:
        if has_cjk(joiner):
            pieces = form.split(joiner) if joiner in form and has_cjk(form) else []
            least = 2
        else:
            pieces = form.split(f" {joiner} ") if f" {joiner} " in form else []
            least = 3
        pieces = [p.strip() for p in pieces]
        if len(pieces) >= 2 and all(len(p) >= least for p in pieces):
            return pieces
    return []


def plurals(form: str, table: Plurals) -> tuple[str, ...]:
    """The plurals of a Latin form's last word by the lexicon's table ("tomatoes",
    "photos"); none for other forms (a Chinese value, a code, one ending in a digit)."""
    if not form or not form[-1].isalpha() or not form.isascii():
        return ()
    return table.forms(form)


def numbers_said(
    small: Mapping[str, str], number_words: Mapping[str, str], pairs: Mapping[str, str]
) -> dict[str, tuple[str, ...]]:
    """Each small number (as digits) with the ways it is said: its digits, the number words
    counting it (of ``small`` only those in ``number_words``: "a few" is no exact three),
    and, for two, the ``pairs`` ("a couple of", "couple")."""
    out: dict[str, list[str]] = {}
    for word, n in small.items():
        if word in number_words and str(n).isdigit():
            out.setdefault(str(n), [str(n)]).append(word)
    if "2" in out:
        out["2"] += [p for p in pairs if p not in out["2"]]
    return {n: tuple(said) for n, said in out.items()}


def number_forms(form: str, said: Mapping[str, tuple[str, ...]]) -> tuple[str, ...]:
    """A Latin form holding one small number ("every 2 months", "two hour session") said
    with the number another way ("every couple of months", "every two months", "2 hour
    session"); none for a form with no number or with several."""
    if not form.isascii():
        return ()
    words = form.split()
    at = [i for i, w in enumerate(words) if any(w in ways for ways in said.values())]
    if len(at) != 1:
        return ()
    i = at[0]
    ways = next(ways for ways in said.values() if words[i] in ways)
    return tuple(" ".join([*words[:i], way, *words[i + 1 :]]) for way in ways if way != words[i])


#: the least a stem keeps: characters of Chinese, letters of a Latin word
_STEM_CJK = 2
_STEM_LATIN = 3


def edges(values: list[str]) -> dict[str, str]:
    """ "退休" for 退休申请, "医保" for 医保报销: the starts and ends of Chinese values that
    are in no other value, by the value. Said as the whole answer only (``Choices._edge``):
    inside a longer word they would take a typo ("宫爆鸡丁") for the value, unasked. A value
    of three characters has its two-character start and end ("爵士" for 爵士舞 beside 中国舞
    and 拉丁舞, the one character they share left out)."""
    forms = {normalize(str(v)): str(v) for v in values}
    found: dict[str, set[str]] = {}
    for f in forms:
        if not has_cjk(f) or " " in f or len(f) <= _STEM_CJK:
            continue
        for size in range(_STEM_CJK, max(len(f) - 1, _STEM_CJK + 1)):
            for part in (f[:size], f[-size:]):
                if part not in forms and not any(part in g for g in forms if g != f):
                    found.setdefault(part, set()).add(forms[f])
    return {part: next(iter(vs)) for part, vs in found.items() if len(vs) == 1}


def first_characters(values: list[str], forms: dict[str, str]) -> dict[str, str]:
    """ "挂" for 挂机 beside 柜机, "镜" for 镜框 beside 卷轴: the first character of a
    two-character Chinese value, when no form of another value (``forms``: each value's
    and synonym's form, by value) starts with it. Said as "the … one" only ("挂的")."""
    plain = [normalize(str(v)) for v in values]
    out: dict[str, str] = {}
    for v, f in zip(values, plain, strict=True):
        if len(f) != 2 or not has_cjk(f):
            continue
        if any(g.startswith(f[0]) and other != v for g, other in forms.items()):
            continue
        out[f[0]] = str(v)
    return out


def stems(
    values: list[str], stops: frozenset[str] = frozenset(), of: Mapping[str, str] | None = None
) -> dict[str, str]:
    """Each value's stem where values share a head word: the last word of a Latin value
    ("basic package", "premium package"), the longest ending of a Chinese one that leaves a
    stem long enough (基础套餐, 入职套餐: 套餐; 10次卡, 20次卡: 卡, as "20" is too short). Only a stem that one value has, long enough to name
    something (``_STEM_CJK``, ``_STEM_LATIN``); values with no such neighbour have none.
    ``of``: the value each of ``values`` is a form of (its synonyms given as forms: "brown"
    of "brown bin" beside "green bin" names the value "brown bin" is a synonym of); a stem
    that several forms of one value share still names that one value."""
    forms = {normalize(str(v)): str(v) for v in values}
    owner = dict(of or {})
    endings: dict[str, list[str]] = {}
    for f in forms:
        if " " in f:
            endings.setdefault(" " + f.rsplit(" ", 1)[1], []).append(f)
        elif has_cjk(f):
            # a one-character head too ("卡" of 10次卡, 20次卡), when it is a Chinese one
            for size in range(1 if has_cjk(f[-1]) else 2, len(f) - _STEM_CJK + 1):
                endings.setdefault(f[-size:], []).append(f)
    stems: dict[str, set[str]] = {}
    for f in forms:
        shared = [e for e, fs in endings.items() if f in fs and len(fs) > 1]
        # the longest shared ending that leaves a stem long enough: "次卡" of 20次卡 leaves
        # "20", too short to name it, so "卡" is its head and "20次" its stem
        for ending in sorted(shared, key=len, reverse=True):
            stem = f[: -len(ending)].strip()
            least = _STEM_CJK if has_cjk(stem) else _STEM_LATIN
            if len(stem) >= least:
                if stem not in forms:
                    stems.setdefault(stem, set()).add(owner.get(f, forms[f]))
                break
    # "travel" for "travel abroad", "service" for "full service": a word of a Latin value
    # that no other value has (the lexicon's value stops name nothing: "with", "for")
    said_in: dict[str, set[str]] = {}
    for f, v in forms.items():
        if " " in f and f.isascii():
            # NUMBER_STEM_OF_A_FORM_OF_ONLY_NUMBERS: "1" of "1:1" or "24 7" is no stem, the
            # number alone is a count or a choice's place; a number beside a word is one
            if all(word.isdigit() for word in f.split()):
                continue
            for word in f.split():
                said_in.setdefault(word, set()).add(owner.get(f, v))
    # VALUE_NAMED_BY_WHAT_FOLLOWS_A_SHARED_LEAD: a number of one value only ("312" of "size
    # 312" beside "size 13") names it however short, as a word of five letters does
    for word, vs in said_in.items():
        long_enough = len(word) > _STEM_LATIN or word.isdigit()
        if len(vs) == 1 and long_enough and word not in stops and word not in forms:
            stems.setdefault(word, set()).update(vs)
    return {st: next(iter(vs)) for st, vs in stems.items() if len(vs) == 1}


def headed(
    values: list[str],
    synonyms: Mapping[str, str] | None = None,
    sized: frozenset[str] = frozenset(),
) -> dict[str, tuple[str, str]]:
    """Each Latin value's stem where two values or more end in the same head word, with
    that head: "mailbox" -> ("mailbox key", "key") among "door key", "car key", "mailbox
    key". Said in a request with its head elsewhere in the message ("duplicate key for the
    mailbox"), the stem names the value (``Choices._headed_in``). A Latin synonym (its
    normalized form -> its value, in ``synonyms``) ending in such a head sets its value
    apart the same way: "electric" of "electric wheelchair" for "powered wheelchair"
    beside "manual wheelchair" (SYNONYM_SET_APART_BY_ITS_HEAD_NOT_READ). A head of
    ``sized`` (the lexicon's ``size_heads``) is one however few forms end in it: "spaniel"
    of the synonym "spaniel size" is the thing that size fits (SYNONYM_HEAD_WORD_OF_A_VALUE).
    Only a stem one value has, of ``_STEM_LATIN`` letters or more."""
    forms = {normalize(str(v)): str(v) for v in values}
    by_head: dict[str, list[str]] = {}
    for f in forms:
        if " " in f and f.isascii():
            by_head.setdefault(f.rsplit(" ", 1)[1], []).append(f)
    heads = {h for h, fs in by_head.items() if len(fs) >= 2} | sized
    owned = {**{f: v for f, v in (synonyms or {}).items() if f not in forms}, **forms}
    out: dict[str, set[tuple[str, str]]] = {}
    for f, value in owned.items():
        if " " not in f or not f.isascii():
            continue
        stem, head = f.rsplit(" ", 1)
        if head in heads and len(stem) >= _STEM_LATIN and stem not in owned:
            out.setdefault(stem, set()).add((value, head))
    return {st: next(iter(vh)) for st, vh in out.items() if len(vh) == 1}
