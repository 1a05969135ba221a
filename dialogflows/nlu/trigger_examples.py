"""The flows' ``examples`` said as a message: a message that is one of a flow's examples,
whole ("今晚聚餐要喝酒 想找人帮忙开回去") or as a long enough run of its words between others
("we still havent got our tree sorted, can you deliver one"), asks for that flow as the
author wrote it, without the meaning model. Compared without the spaces people type
between Chinese clauses and without apostrophes, which people leave out ("havent").

Split from ``triggers.py`` (the trigger index, which asks here first in ``exact``): an
example is a whole message an author wrote, no trigger phrase."""

from __future__ import annotations

import re

from ..spec import Domain
from .lexicon import has_cjk, normalize


class FlowExamples:
    """The domain's flows' examples, by how a message is compared with them; built once."""

    def __init__(self, domain: Domain) -> None:
        self._examples: dict[str, set[str]] = {}
        for flow in domain.flows.values():
            for example in flow.examples:
                written = _example_key(normalize(example))
                if written:
                    self._examples.setdefault(written, set()).add(flow.name)

    def of(self, norm: str) -> frozenset[str]:
        """The flows of which ``norm`` is one of the ``examples``, word for word; Chinese
        with or without the spaces people type between its clauses ("指甲长长了 想弄一下"
        for 指甲长长了想弄一下)."""
        return frozenset(self._examples.get(_example_key(norm), ()))

    def said(self, norm: str) -> list[tuple[str, int, int]]:
        """The flows one of whose ``examples`` ``norm`` is, whole or as a run of its words
        between others ("we still havent got our tree sorted, can you deliver one" for
        "we still haven't got our tree sorted"), with where it stands in ``norm``; an
        apostrophe left out is no other word ("havent"). An example of fewer than
        ``_EXAMPLE_WORDS`` words (Chinese: ``_EXAMPLE_CHARS`` characters) counts whole only:
        a short one said inside a sentence may mean something else there."""
        whole = self.of(norm)
        if whole or not self._examples:
            return [(flow, 0, len(norm)) for flow in sorted(whole)]
        said = _example_key(norm)
        found = []
        for example, flows in self._examples.items():
            cjk = has_cjk(example)
            if (
                (len(example) < _EXAMPLE_CHARS)
                if cjk
                else (example.count(" ") + 1 < _EXAMPLE_WORDS)
            ):
                continue
            at = said.find(example) if cjk else f" {said} ".find(f" {example} ")
            if at >= 0:
                found += [(flow, 0, len(norm)) for flow in sorted(flows)]
        return found


def _example_key(norm: str) -> str:
    """How an example and a message are compared: without the spaces between Chinese
    clauses (``_unspaced``) and without apostrophes, which people leave out ("havent")."""
    return _unspaced(norm).replace("'", "").replace("\u2019", "")


#: the fewest words (characters, in Chinese) of an example said inside a longer message
_EXAMPLE_WORDS, _EXAMPLE_CHARS = 4, 6


def _unspaced(norm: str) -> str:
    """``norm`` without the spaces that stand between Chinese characters (a space in
    Chinese text is typed for a comma, or for nothing); English keeps its spaces."""
    return _CJK_SPACE.sub("", norm) if has_cjk(norm) else norm


#: a space with a Chinese character on either side
_CJK_SPACE = re.compile(r"(?<=[\u3400-\u9fff])\s+|\s+(?=[\u3400-\u9fff])")
