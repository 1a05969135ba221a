"""English triggers that name one thing with an indefinite article ("wall mount a tv",
"hire a van"), said with a count in the article's place and the noun in the plural ("wall
mount 2 tvs", "hire two vans"). The count is a value for the flow's slots to read; the
words around it are the trigger, said whole, as Chinese says a count inside its trigger
("买20节吉他课", ``counted_trigger``). Without this, "can u wall mount 2 tvs" was a question
about a thing the business does, its trigger matched only loosely."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from .lexicon import has_cjk
from .numbers import small_number
from .trigger_hits import TriggerHit
from .value_words import alternation


def counted_article(
    trigger: str, articles: frozenset[str], endings: tuple[str, ...]
) -> re.Pattern[str] | None:
    """The regex of an English ``trigger`` whose one indefinite article (``articles``) opens
    the noun phrase that ends it: a word in the article's place (group ``n``, a count when
    ``counted_hits`` reads one there) and the last word with a plural ending (``endings``)
    or without. None for any other trigger."""
    words = trigger.split()
    at = [i for i, w in enumerate(words) if w in articles]
    if has_cjk(trigger) or len(at) != 1 or not 0 < at[0] < len(words) - 1:
        return None
    i = at[0]
    before = r"\s+".join(re.escape(w) for w in words[:i])
    middle = [re.escape(w) for w in words[i + 1 : -1]]
    plural = "|".join(re.escape(e) for e in endings if e)
    last = re.escape(words[-1]) + (f"(?:{plural})?" if plural else "")
    body = r"\s+".join([before, r"(?P<n>[^\s,.;:!?]+)", *middle, last])
    return re.compile(rf"(?<![\w']){body}(?![\w'])")


def counted_hits(
    counted: list[tuple[re.Pattern[str], str, int]], norm: str
) -> Iterator[TriggerHit]:
    """The hits of ``counted`` (``counted_article``'s regexes, each with its flow and its
    trigger's length) in ``norm`` where a count stands in the article's place."""
    for rx, flow, length in counted:
        for m in rx.finditer(norm):
            if small_number(m.group("n")) is not None:
                yield TriggerHit(flow, 1.0, length, m.start(), m.end())


#: a word as the noun of ``counted_article``'s regex stands: a run of word characters and
#: apostrophes, within the regex's own bounds (``(?<![\w'])``, ``(?![\w'])``)
_WORD = re.compile(r"[\w']+")


class CountedArticles:
    """A domain's ``counted_article`` triggers, each read only in a message that says its
    noun. Reading every trigger's regex in every message cost one search per trigger (a
    domain has up to twenty), and most messages say none of their nouns: here one regex
    joins every noun, so a message costs one search however many triggers there are. The
    gate is the noun, not the count: the article reads as a count too ("a" is one), so
    nearly every English message would pass a gate on a count. The hits are
    ``counted_hits``' of the triggers read, in the triggers' order: those of reading all."""

    def __init__(
        self,
        triggers: Iterable[tuple[str, str]],
        articles: frozenset[str],
        endings: tuple[str, ...],
    ) -> None:
        #: (regex, flow, trigger's length) of each of ``triggers`` (normalized, with its
        #: flow) that ``counted_article`` makes one of, in their order
        self.counted: list[tuple[re.Pattern[str], str, int]] = []
        #: the triggers (by position) by each form their noun may be said in: the last
        #: word, bare or with a plural ending
        self.by_noun: dict[str, list[int]] = {}
        #: triggers whose noun, or a form of it, is more than one such word: read always
        self.always: list[int] = []
        for trigger, flow in triggers:
            rx = counted_article(trigger, articles, endings)
            if rx is None:
                continue
            noun = trigger.split()[-1]
            forms = {noun, *(noun + e for e in endings if e)}
            at = len(self.counted)
            self.counted.append((rx, flow, len(trigger)))
            if all(_WORD.fullmatch(f) for f in forms):
                for form in forms:
                    self.by_noun.setdefault(form, []).append(at)
            else:
                self.always.append(at)
        #: every form of every noun as a whole word, one regex (None: no noun)
        self.nouns = (
            re.compile(rf"(?<![\w'])(?:{alternation(sorted(self.by_noun))})(?![\w'])")
            if self.by_noun
            else None
        )

    def hits(self, norm: str) -> Iterator[TriggerHit]:
        """``counted_hits`` of the triggers whose noun ``norm`` says."""
        nouns, by_noun = self.nouns, self.by_noun
        read = [i for m in nouns.finditer(norm) for i in by_noun[m.group()]] if nouns else []
        if self.always:
            read += self.always
        if read:
            yield from counted_hits([self.counted[i] for i in sorted(set(read))], norm)
