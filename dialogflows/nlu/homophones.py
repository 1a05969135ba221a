"""Two Chinese characters that sound alike: the typo a pinyin keyboard makes.

Chinese is typed by sound: one picks the wrong character of a syllable ("交物业废" for
交物业费, "康乃心" for 康乃馨), far more often than one of another sound. A character
swapped for another of the same syllable is a slip; one of another sound changes the word
("查询订阅" is no 查询订单, "科目三" no 科目四). So a short Chinese form (a trigger, a
three-character value) is matched with one character wrong only when the two characters
share a syllable, tones aside; longer forms take any one character wrong
(``choices.py``).

The syllables come from pypinyin's dictionary (the ``zh`` extra: ``pip install
'dialogflows[zh]'``). Without it no two characters sound alike here, and a short form
matches only as written, as before.
"""

from __future__ import annotations

from functools import lru_cache

try:  # optional: the ``zh`` extra
    import pypinyin
except ImportError:  # pragma: no cover - exercised only without the extra
    pypinyin = None  # type: ignore[assignment]

__all__ = ["one_homophone_off", "reading", "same_sound", "sounds_known"]


@lru_cache(maxsize=8192)
def _syllables(ch: str) -> frozenset[str]:
    """Every reading of one character, tones aside ("会": hui, kuai); empty when unknown."""
    if pypinyin is None:
        return frozenset()
    readings = pypinyin.pinyin(ch, style=pypinyin.Style.NORMAL, heteronym=True, errors="ignore")
    return frozenset(r for group in readings for r in group if r.isalpha())


def same_sound(a: str, b: str) -> bool:
    """Two different characters with a reading in common ("费" and "废", "心" and "馨")."""
    return a != b and bool(_syllables(a) & _syllables(b))


def one_homophone_off(form: str, said: str) -> bool:
    """``said`` is ``form`` with exactly one character swapped for one of its sound."""
    if len(form) != len(said) or form == said:
        return False
    diff = [(a, b) for a, b in zip(form, said, strict=True) if a != b]
    return len(diff) == 1 and same_sound(*diff[0])


def sounds_known() -> bool:
    """Whether syllables can be read at all (pypinyin is installed)."""
    return pypinyin is not None


def reading(text: str) -> list[str]:
    """The syllables of ``text`` as most often read, one per character ("保样": bao, yang),
    tones aside: what a run of characters sounds like (``spelling.py`` matches runs by it)."""
    return [] if pypinyin is None else list(pypinyin.lazy_pinyin(text))
