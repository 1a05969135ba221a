"""English triggers that name one thing with an indefinite article ("wall mount a tv",
"hire a van"), said with a count in the article's place and the noun in the plural ("wall
mount 2 tvs", "hire two vans"). The count is a value for the flow's slots to read; the
words around it are the trigger, said whole, as Chinese says a count inside its trigger
("买20节吉他课", ``counted_trigger``). Without this, "can u wall mount 2 tvs" was a question
about a thing the business does, its trigger matched only loosely."""

from __future__ import annotations

import re
from collections.abc import Iterator

from .lexicon import has_cjk
from .numbers import small_number
from .trigger_hits import TriggerHit


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
