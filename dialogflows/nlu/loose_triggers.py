"""A Chinese trigger said loosely: with a few words put between its characters ("查一下我的
订单" for "查询订单"), or with one character typed as another of its sound ("交物业废" for
"交物业费"). ``weak_triggers.WeakTriggers.weak`` tries them only when nothing matched exactly."""

from __future__ import annotations

from .homophones import one_homophone_off


def sounds_like(phrase: str, said: str, missing: frozenset[str]) -> bool:
    """Some run of ``said`` is ``phrase`` with one character typed as another of its sound
    (``homophones.py``); ``sounded_at`` says where."""
    return sounded_at(phrase, said, missing) >= 0


def sounded_at(phrase: str, said: str, missing: frozenset[str]) -> int:
    """Where the first run of ``said`` that is ``phrase`` with one character typed as
    another of its sound starts (``homophones.py``), -1 if none. ``missing``: the
    characters of ``phrase`` that ``said`` lacks; when more than one of its characters is
    missing no run can match, and it is refused without a look-up (set arithmetic, not a
    loop over the phrase: most triggers are refused so, for every Chinese message that
    matched no trigger)."""
    if missing and (len(missing) > 1 or phrase.count(next(iter(missing))) > 1):
        return -1
    size = len(phrase)
    return next(
        (i for i in range(len(said) - size + 1) if one_homophone_off(phrase, said[i : i + size])),
        -1,
    )


def sounded_split_at(
    phrase: str, said: str, missing: frozenset[str], inner: tuple[str, ...]
) -> tuple[int, int] | None:
    """SOUND_SLIP_IN_A_TRIGGER_SPLIT_BY_A_MEASURE_WORD: where a run of ``said`` is
    ``phrase`` with a word of ``inner`` (a measure word or a softener, "个", "一下") put
    right after its first character, its verb, and one character typed as another of its
    sound ("搞个团键" for 搞团建, "修个行礼箱" for 修行李箱), as (start, end); None if none.
    A phrase of three characters or more only, as ``sounded_at`` reads."""
    if len(phrase) < 3 or (missing and (len(missing) > 1 or phrase.count(next(iter(missing))) > 1)):
        return None
    verb, rest = phrase[0], phrase[1:]
    for start in (i for i, c in enumerate(said) if c == verb):
        for word in inner:
            after = start + 1 + len(word)
            if said.startswith(word, start + 1) and one_homophone_off(
                phrase, verb + said[after : after + len(rest)]
            ):
                return start, after + len(rest)
    return None


#: words a Chinese speaker puts inside a trigger phrase, at most this many characters long
_MAX_GAP = 4


def said_gapped(phrase: str, text: str) -> bool:
    """``phrase`` in ``text`` with short gaps (``gapped_span``)."""
    return gapped_span(phrase, text) is not None


def gapped_span(phrase: str, text: str) -> tuple[int, int] | None:
    """Where ``phrase`` stands in ``text`` with short gaps, its first and last characters
    present and at most one inner character missing: "查询订单" in "查一下我的订单". A phrase
    of three characters has every one ("交学费" in "交一下学费"; "交停车费" is not it). Never
    across a clause (punctuation normalizes to a space): "送到公司，到了打电话" holds no
    "送到哪了". None if it is not said so."""
    start = text.find(phrase[0])
    if start < 0 or phrase[-1] not in text:
        return None
    while start >= 0:
        pos, missing, ok = start + 1, 0, True
        for i, ch in enumerate(phrase[1:], 1):
            j = _found_after(text, ch, pos)
            if j < 0:
                if i == len(phrase) - 1 or missing or len(phrase) < 4:
                    ok = False
                    break
                missing += 1
                continue
            pos = j + 1
        if ok and " " not in text[start:pos]:
            return start, pos
        start = text.find(phrase[0], start + 1)
    return None


def _found_after(text: str, ch: str, pos: int) -> int:
    """Where ``ch`` stands in ``text`` from ``pos`` on, past at most ``_MAX_GAP`` other
    characters; digits and Latin letters in the gap do not count, so a number or a code
    said inside a trigger is no gap ("查一下10月的社保缴费" holds 查社保缴费). -1 if not."""
    if ch.isascii():
        return text.find(ch, pos, pos + _MAX_GAP + 1)
    counted = 0
    for i in range(pos, len(text)):
        c = text[i]
        if c == ch:
            return i
        if not (c.isascii() and c.isalnum()):
            counted += 1
            if counted > _MAX_GAP:
                return -1
    return -1
