"""Declining a flow's own action: a negation right before a verb the domain's triggers use.

"发票不开了" and "dont report the leak after all" undo something without an undo word: the
user says they will not do, or no longer want done, the very action a flow's trigger names
("开发票", "report a leak"). The same frame around any other verb says something else:
"洗衣机不转了" and "the gate dont open" tell what is broken. So the verbs are the author's:
at load, the words the domain's triggers use (in English a trigger's first word, its verb;
in Chinese any one or two characters of a trigger), and the frames are the lexicon's
``decline_frames`` ("不{act}了", "dont {act}"). Read only by meaning, like ``undo_words``:
such a message starts only a flow that undoes what it names, or nothing.
"""

from __future__ import annotations

import re

from ..spec import Domain
from .lexicon import Lexicon, normalize

_CJK = re.compile(r"[\u3000-\u9fff]")


class Declines:
    """One domain's declining frames, with the verbs of its triggers."""

    def __init__(self, domain: Domain, lex: Lexicon) -> None:
        triggers = [normalize(x) for f in domain.flows.values() for x in f.triggers]
        triggers = [x for x in triggers if x]
        #: English: each trigger's first word; Chinese: the triggers themselves, searched
        self._words = frozenset(x.split()[0] for x in triggers if not _CJK.search(x))
        self._cjk = tuple(x for x in triggers if _CJK.search(x))
        parts = []
        for frame in (str(f) for f in lex.raw.get("decline_frames") or []):
            pieces = [normalize(x) for x in frame.split("{act}")]
            if len(pieces) != 2:
                continue
            cjk = _CJK.search(frame) is not None
            act = r"(?P<act>[^\s\d]{1,2})" if cjk else r"(?P<act>[^\W\d]+)"
            glue = "" if cjk else " "
            before = re.escape(pieces[0]) + glue if pieces[0] else ""
            after = glue + re.escape(pieces[1]) if pieces[1] else ""
            start = "" if cjk else r"\b"
            parts.append(start + before + act + after + (r"(?=\s|$)" if cjk else r"\b"))
        self._frames = [re.compile(p) for p in parts]

    def search(self, norm: str) -> bool:
        """A frame in the message whose verb is one the domain's triggers use."""
        for frame in self._frames:
            for m in frame.finditer(norm):
                act = m.group("act")
                if act in self._words or any(act in x for x in self._cjk):
                    return True
        return False
