"""A typo in the words that name a request, mended toward the domain's words before embedding.

When the one content word of a message is misspelt ("wanna hire a vann", "帮我约下周一的保样"
for 保养), the rules read nothing and the embedding of the message meets no flow: the word
that said what is wanted is gone, and what is left ("帮我约下周一的") is near everything.
Before such a message is embedded, its words are mended toward the author's own words
(flow descriptions, triggers, examples, listed values and synonyms), the way a person
reads past a typo:

- **English**: a word of four letters or more that is neither the domain's nor the
  lexicon's, one edit (a letter added, dropped, changed or two swapped; not the first) from
  exactly one word of the domain of five letters or more: "storge" → "storage". Not an
  inflection: a word one of them begins ("prices" and "price") is the same word;
- **Chinese**: two to four characters that neither the domain nor the lexicon writes,
  pronounced (pinyin, without tones) exactly like a run of the characters that name a
  request or a value (triggers, listed values, synonyms) differing in one character: a
  homophone typed by the input method, "保样" → "保养", "发漂" → "发票". Only runs of the
  naming words are targets (a run across two words of a description, "你里", is none), and
  what the lexicon writes is a word as typed ("小时" is no typo of "小食"). A homophone that
  is itself a word of neither ("眼睛" for "眼镜") is mended too: in the domain's context
  the typo is likelier. Needs ``pypinyin`` (the ``zh`` or ``embed`` extra, read through ``homophones``); without it Chinese is
  left as typed.

Only the text that is embedded is mended: values keep coming from the message as typed, and
a message the rules read is never embedded at all. Built once per domain, at load.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from rapidfuzz.distance import OSA

from .homophones import reading, sounds_known
from .lexicon import Lexicon

#: a word of a Latin-script message (apostrophes inside: "don't")
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)*")
#: a run of Chinese characters
_HAN = re.compile(r"[\u4e00-\u9fff]+")
#: English: the shortest word that is mended, and the shortest domain word it may become
SHORTEST_TYPO = 4
SHORTEST_TARGET = 5
#: Chinese: the lengths of the runs compared, longest first
HAN_SPANS = (4, 3, 2)


def _pinyin() -> Callable[[str], list[str]] | None:
    """How a run of characters sounds (``homophones.reading``: one reading of the syllables
    for the whole package), or None without pypinyin: Chinese then stays as typed."""
    return reading if sounds_known() else None


def _han_runs(texts: Iterable[str]) -> set[str]:
    """Every run of two to four Chinese characters in the texts."""
    runs: set[str] = set()
    for t in texts:
        for run in _HAN.findall(t):
            for n in HAN_SPANS:
                runs.update(run[i : i + n] for i in range(len(run) - n + 1))
    return runs


def _words_written(naming: list[str], texts: list[str]) -> set[str]:
    """The runs of the naming words that the domain writes as words: a whole name
    ("保养"), or a run written in two of the author's texts or more ("眼镜" of "配眼镜" and
    "配一副新眼镜"). A run written once, inside one longer name, may join the edges of two
    words ("下鱼" of "称一下鱼": 一下 and 鱼): mended toward, it would turn a word as typed
    ("下雨了") into one the domain never wrote."""
    seen: dict[str, set[int]] = {}
    for i, t in enumerate(dict.fromkeys(texts)):
        for run in _han_runs([t]):
            seen.setdefault(run, set()).add(i)
    whole = {n for n in naming if _HAN.fullmatch(n) is not None}
    return {r for r in _han_runs(naming) if r in whole or len(seen.get(r, ())) > 1}


def _strings(data: object) -> Iterable[str]:
    """Every string inside a lexicon's YAML data (its words, in any list or map)."""
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for k, v in data.items():
            yield str(k)
            yield from _strings(v)
    elif isinstance(data, list | tuple):
        for v in data:
            yield from _strings(v)


class Spelling:
    """The domain's words, to mend a message toward; see the module docstring."""

    def __init__(
        self, texts: Iterable[str], lex: Lexicon, names: Iterable[str] | None = None
    ) -> None:
        """``texts``: everything the author wrote; ``names``: the words that name a request
        or a value (triggers, values, synonyms), what a Chinese typo may become (default:
        ``texts``)."""
        self.language = lex.language
        texts = [t.casefold() for t in texts if t]
        naming = texts if names is None else [t.casefold() for t in names if t]
        self._pinyin = _pinyin() if self.language == "zh" else None
        #: English: every word the domain or the lexicon writes (never mended), and the
        #: domain's longer words by their first letter (what a typo may become)
        self.known: frozenset[str] = frozenset()
        self.targets: dict[str, tuple[str, ...]] = {}
        #: Chinese: the domain's runs of characters, and by their sound
        self.runs: frozenset[str] = frozenset()
        self._written = ""
        self.by_sound: dict[tuple[str, ...], tuple[str, ...]] = {}
        #: every string the lexicon's YAML holds, read once at build
        written = list(_strings(lex.raw))
        if self.language == "zh":
            self._build_han(texts, naming, written)
        else:
            words = {w for t in texts for w in _WORD.findall(t)}
            lexicon = {w for s in written for w in _WORD.findall(s.casefold())}
            self.known = frozenset(words | lexicon)
            by_first: dict[str, list[str]] = {}
            for w in sorted(words):
                if len(w) >= SHORTEST_TARGET:
                    by_first.setdefault(w[0], []).append(w)
            self.targets = {k: tuple(v) for k, v in by_first.items()}

    def _build_han(self, texts: list[str], naming: list[str], written: list[str]) -> None:
        # what is written as typed: the domain's runs and the lexicon's words (``written``)
        self.runs = frozenset(_han_runs([*texts, *naming]))
        self._written = " ".join(s for s in written if _HAN.search(s) is not None)
        if self._pinyin is None:
            return
        sounds: dict[tuple[str, ...], list[str]] = {}
        for run in sorted(_words_written(naming, [*texts, *naming])):
            sounds.setdefault(tuple(self._pinyin(run)), []).append(run)
        self.by_sound = {k: tuple(v) for k, v in sounds.items()}

    def mend(self, text: str) -> str:
        """``text`` with its typos of the domain's words mended (unchanged when none)."""
        if self.language == "zh":
            return self._mend_han(text) if self.by_sound else text
        return self._mend_words(text) if self.targets else text

    def _mend_words(self, text: str) -> str:
        low = text.casefold()
        out: list[str] = []
        at = 0
        for m in _WORD.finditer(low):
            word = m.group()
            if len(word) < SHORTEST_TYPO or word in self.known or self._inflected(word):
                continue
            near = [
                w
                for w in self.targets.get(word[0], ())
                if abs(len(w) - len(word)) <= 1
                and not (w.startswith(word) or word.startswith(w))  # "prices", "price"
                and OSA.distance(word, w, score_cutoff=1) <= 1
            ]
            if len(near) == 1:
                out.append(text[at : m.start()])
                out.append(near[0])
                at = m.end()
        return "".join(out) + text[at:] if out else text

    def _inflected(self, word: str) -> bool:
        """``word`` is a word the domain or the lexicon writes with an ending added
        ("prints" of "print", "framed" of "frame"): an inflection, no typo. Mended, "prints"
        became "paints" of an example, one letter away."""
        return any(word[:-k] in self.known for k in (1, 2, 3) if len(word) - k >= SHORTEST_TYPO)

    def _mend_han(self, text: str) -> str:
        assert self._pinyin is not None
        chars = list(text)
        for run in _HAN.finditer(text):
            start, s = run.start(), run.group()
            sounds = self._pinyin(s)
            if len(sounds) != len(s):
                continue  # a character with no reading: leave the run as typed
            done = [False] * len(s)
            for n in HAN_SPANS:
                for i in range(len(s) - n + 1):
                    piece = s[i : i + n]
                    if any(done[i : i + n]) or piece in self.runs or piece in self._written:
                        continue
                    same = [
                        r
                        for r in self.by_sound.get(tuple(sounds[i : i + n]), ())
                        if sum(a != b for a, b in zip(r, piece, strict=True)) == 1
                    ]
                    if len(same) == 1:
                        chars[start + i : start + i + n] = list(same[0])
                        done[i : i + n] = [True] * n
        return "".join(chars)
