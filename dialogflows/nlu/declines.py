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
from .grammar_words import ListWords, grammar, lexicon_grammar, lists_of
from .lexicon import Lexicon, normalize

_CJK = re.compile(r"[\u3000-\u9fff]")


#: the lists a lexicon's declining frames are built from, kept per language
_DECLINE_LISTS = lists_of(
    "decline_frames", "undo_frames", "complement_verbs", "happened_ends", "done_frames"
)


class Declines:
    """One domain's declining frames, with the verbs of its triggers."""

    def __init__(self, domain: Domain, lex: Lexicon) -> None:
        #: each flow's triggers, normalized: whose verb a frame negates
        self._flows = {
            f.name: tuple(n for n in (normalize(x) for x in f.triggers) if n)
            for f in domain.flows.values()
        }
        triggers = [x for xs in self._flows.values() for x in xs]
        #: English: each trigger's first word; Chinese: the triggers themselves, searched
        self._words = frozenset(x.split()[0] for x in triggers if not _CJK.search(x))
        self._cjk = tuple(x for x in triggers if _CJK.search(x))
        lists, own = grammar(lex, _DECLINE_LISTS), lex.language
        self._frames = _compile(list(lists.own("decline_frames", own)))
        #: the undoing frames ("不用{act}了", "别{act}了"), for the verb they undo
        self._undo_frames = _compile(list(lists.own("undo_frames", own)))
        #: "打不开了", "找不到了": a verb right before the frame's negation makes the frame
        #: its potential complement (it cannot be done), no declined action
        self._complement = frozenset(lists.own("complement_verbs", own))
        #: "洗完空调滴了一地水": a verb of a trigger told as done (``done_frames``)
        #: "车被刮了": a trigger ending so tells what happened (``happened_ends``)
        self._happened = tuple(w for w in lists.own("happened_ends", own) if w)
        self._done = tuple(
            normalize(f.split("{act}", 1)[1])
            for f in lists.own("done_frames", own)
            if f.startswith("{act}")
        )

    def search(self, norm: str) -> bool:
        """A frame in the message whose verb is one the domain's triggers use."""
        for frame in self._frames:
            for m in frame.finditer(norm):
                if self._complement_of(norm, m):
                    continue
                act = m.group("act")
                if act in self._words or any(act in x for x in self._cjk):
                    return True
        return False

    def acts(self, norm: str) -> list[str]:
        """The verbs the message's declining and undoing frames turn down ("退" of "不退了",
        "取消" of "不用取消了"), whether or not the domain's triggers use them."""
        return [
            m.group("act")
            for frame in (*self._frames, *self._undo_frames)
            for m in frame.finditer(norm)
            if not self._complement_of(norm, m)
        ]

    def opening(self, flow: str, act: str) -> bool:
        """``act`` opens one of ``flow``'s triggers: it is that trigger's verb ("退" of
        "退款", "取消" of "取消预约", "cancel" of "cancel my booking"), not a word inside it
        ("了" of "不要了")."""
        return any(
            x.startswith(act) if _CJK.search(x) else x.split()[0] == act
            for x in self._flows.get(flow, ())
        )

    def flows(self, norm: str) -> frozenset[str]:
        """The flows whose own action the message turns down: a declining or undoing
        frame around a verb of one of the flow's triggers ("讲解员不用约了" and 约讲解员,
        "观光车不坐了" and 坐观光车, "dont book the designer" and "book a designer")."""
        acts = self.acts(norm)
        return frozenset(
            name
            for name, triggers in self._flows.items()
            for act in acts
            for x in triggers
            if (act in x if _CJK.search(x) else x.split()[0] == act)
        )

    def done(self, norm: str, flow: str) -> bool:
        """A frame telling a verb of the domain's triggers as done ("洗完空调滴了一地水",
        "装完一个礼拜就漏水"), the verb one of ``flow``'s triggers: the message tells of that
        flow's action had, not asked for."""
        own = [x for x in self._flows.get(flow, ()) if _CJK.search(x)]
        for after in self._done:
            at = norm.find(after, 1)
            while at > 0:
                # the verb: the one or two characters right before the frame's word
                acts = {norm[max(0, at - n) : at].strip() for n in (1, 2)}
                if any(a and _CJK.search(a) and a in x for a in acts for x in own):
                    return True
                at = norm.find(after, at + 1)
        return False

    def tells_happenings(self, flow: str) -> bool:
        """A trigger of ``flow`` tells what happened ("车被刮了", "灯不亮了"): the flow is
        about things had, so a message telling an action done may ask for it."""
        return any(x.endswith(self._happened) for x in self._flows.get(flow, ()))

    def _complement_of(self, norm: str, m: re.Match[str]) -> bool:
        """The frame's negation follows a verb that takes a potential complement ("打不开
        了": it will not open): the frame says what cannot be done, not what is declined."""
        return m.start() > 0 and norm[m.start() - 1] in self._complement

    def before(self, norm: str) -> str:
        """What ``norm`` says before its first declining or undoing frame ("算了" of "算了
        不取消了"); all of it where there is none."""
        starts = [
            m.start() for frame in (*self._frames, *self._undo_frames) for m in frame.finditer(norm)
        ]
        return norm[: min(starts)] if starts else norm

    def outside(self, norm: str) -> str:
        """``norm`` without its declining and undoing frames: what else the message says
        ("换锁先不换了，把预约取消" still cancels something after "先不换了")."""
        for frame in (*self._frames, *self._undo_frames):
            norm = frame.sub(" ", norm)
        return norm


def declined_words(lex: Lexicon, norm: str) -> list[str]:
    """The words the lexicon's ``decline_frames`` turn down in ``norm``, as written ("dont
    book it" gives "book"): the caller says whose verbs they are (at a confirmation, the
    running flow's own: ``yes_no``)."""
    frames = grammar(lex, _decline_frames)
    return [m.group("act") for frame in frames for m in frame.finditer(norm)]


def _compile(frames: list[str]) -> list[re.Pattern[str]]:
    """Frames around a verb as regexes whose group ``act`` is the verb: one or two
    characters in Chinese, one word otherwise; a Chinese frame ends its clause."""
    parts = []
    for frame in frames:
        pieces = [normalize(x) for x in frame.split("{act}")]
        if len(pieces) != 2:
            continue
        cjk = _CJK.search(frame) is not None
        act = r"(?P<act>[^\s\d]{1,4}?)" if cjk else r"(?P<act>[^\W\d]+)"
        glue = "" if cjk else " "
        before = re.escape(pieces[0]) + glue if pieces[0] else ""
        after = glue + re.escape(pieces[1]) if pieces[1] else ""
        start = "" if cjk else r"\b"
        parts.append(start + before + act + after + (r"(?=\s|$)" if cjk else r"\b"))
    return [re.compile(p) for p in parts]


@lexicon_grammar
def _decline_frames(w: ListWords) -> list[re.Pattern[str]]:
    """The lexicon's ``decline_frames`` (of every language: a frame of another matches no
    message of this one), compiled once per lexicon."""
    return _compile(list(w.words("decline_frames")))
