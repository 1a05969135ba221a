"""What a message's form says to meaning: a question, a want, an undoing.

The readers by meaning (``semantic.py`` and its parts) read a message's form with the
lexicon's question and undo forms (``query_forms.py``, ``undo_forms.py``), per language,
and the domain's flows that themselves undo something (their texts carry undo or cancel
words, ``made_things.undoing_flows``). Whether a message undoes what it names is asked of the
form, of a declined verb of the domain's triggers and of the rules' own reading; it is one
question every part asks, so it is answered here once.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..commands import ChitChat, Command, StartTask
from ..spec import Domain
from .attribute_asks import asks_attribute
from .clauses import CLAUSE_BREAK
from .conditionals import may_suppose, unsupposed
from .dates import find_dates
from .declines import Declines
from .grammar_words import LANGUAGES, ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, has_cjk, normalize
from .made_things import undoing_flows
from .mood import mood
from .query_forms import QueryForms, forms_of
from .thing_asked import author_pairs, other_use, trigger_verbs, unnamed_thing
from .times import find_times
from .utterance import Turn
from .what_follows import asks_what_follows


@lexicon_grammar
class _RequestWords:
    """The ``requests`` words per language ("给我", "帮我"), read in what a modal asks:
    built once per lexicon, not on every message."""

    def __init__(self, w: ListWords) -> None:
        self.words = {lang: w.words("requests", (lang,)) for lang in LANGUAGES}


class MessageForms:
    """The lexicons' question and undo forms of one domain's languages, made once each."""

    def __init__(self, domain: Domain, declines: Declines | None) -> None:
        self.domain = domain
        #: "发票不开了": a negation before a verb of the domain's triggers (``declines.py``)
        self.declines = declines
        #: per language: the lexicon's question and undo forms, and the flows that
        #: themselves undo something (their texts carry undo or cancel words)
        self._forms: dict[str, tuple[QueryForms, frozenset[str]]] = {}
        #: the domain's triggers as said, normalized (``retracts_request``)
        self._triggers = tuple(
            {n for f in domain.flows.values() for x in f.triggers if (n := normalize(x))}
        )
        #: two Chinese characters running in the author's texts (``thing_asked.py``)
        self._pairs = author_pairs(domain)
        #: the verbs the domain's Chinese triggers open with (``thing_asked.py``)
        self._verbs: dict[str, frozenset[str]] = {}

    def words(self, lex: Lexicon) -> tuple[QueryForms, frozenset[str]]:
        """The lexicon's question and undo forms, and the flows that undo."""
        got = self._forms.get(lex.language)
        if got is None:
            forms = forms_of(lex)
            got = self._forms[lex.language] = (forms, undoing_flows(self.domain, forms))
        return got

    def undoes(self, t: Turn, commands: Sequence[Command] = ()) -> bool:
        """The message undoes what it names: undo words or forms, it declines the action
        of one of the domain's triggers ("发票不开了"), or the rules read it as turning
        something down ("dont bother booking the designer": a short message opening with
        a no)."""
        forms = self.words(t.lex)[0]
        if forms.refuses_undoing(t.norm) or forms.retracts_undoing(t.norm):
            # "dont cancel the party after all": the undoing is refused; "ignore what i
            # said about cancelling": it is taken back
            return False
        if self.declines_undoing(t):
            return False  # "不取消了 照常去": the undoing itself is turned down
        if any(isinstance(c, ChitChat) and c.said == "declined" for c in commands):
            return True
        # what is done on a condition is asked about, not done ("is there a fee if we
        # cancel", "如果取消要扣钱吗"): only the words outside supposed parts undo
        norm = unsupposed(t.lex, t.raw) if may_suppose(t.lex, t.norm) else t.norm
        if self.words(t.lex)[0].undoes(norm):
            return True
        return self.declines is not None and self.declines.search(norm)

    def declines_undoing(self, t: Turn) -> bool:
        """UNDOING_ITSELF_DECLINED: with nothing running, the message turns down the very
        action of the flows that undo (a declining or undoing frame around the verb their
        triggers open with: "不退了" of 退款, "不取消了" of 取消预约, "不用退款了"), and no
        other verb of the domain's triggers, and says no undo or cancel word outside those
        frames ("换锁先不换了，把预约取消" still cancels). What is turned down is the undoing:
        the thing is kept, and no flow starts, though the frame's verb makes the message
        nearest the undoing flow by meaning."""
        if t.task is not None or self.declines is None:
            return False
        declines = self.declines
        acts = declines.acts(t.norm)
        declined = declines.flows(t.norm)
        forms, undoers = self.words(t.lex)
        if not acts or not declined or not declined <= undoers:
            return False
        if not all(any(declines.opening(f, a) for f in undoers) for a in acts):
            return False  # "去不了了": the frame's "了" opens no trigger; it says no undoing
        rest = self.declines.outside(t.norm)
        # DECLINED_UNDOING_AFTER_A_DISMISSAL: a bare "never mind" before the frame ("算了
        # 不取消了", "哎 算了吧 包间不退了") dismisses the thought of undoing, it undoes
        # nothing itself; a cancel verb the undoing flows' triggers open with ("取消 不退了")
        # still may
        for part in CLAUSE_BREAK.split(declines.before(t.norm)):
            bare = forms.opening(part.strip())
            if forms.dismissal_only(bare) and not any(declines.opening(f, bare) for f in undoers):
                rest = rest.replace(part.strip(), " ", 1)
        return not forms.undoes(rest) and not forms.cancels(rest)

    def retracts_request(self, t: Turn, commands: Sequence[Command] = ()) -> bool:
        """REQUEST_TAKEN_BACK_BY_A_RETRACTION: with nothing running, every trigger of the
        domain the message says lies inside a part a retraction takes back ("刚才说改预约那个
        当我没说", "ignore what i said about the gift card"), or it says none and the rules
        read no request ("ignore my last message about moving the date"): what it asked for
        is taken back, so nothing starts, though its words make it nearest that flow by
        meaning.
        A trigger said outside such a part ("forget what i said, cancel my booking") asks."""
        if t.task is not None:
            return False
        forms, undoers = self.words(t.lex)
        taken, phrases = forms.taken_back(t.norm)
        # "actually ignore that, saturday is fine after all": the clause pointing back is
        # the retraction and what it takes back (the message before, named there or not)
        for c in forms.pointed_back(t.raw):
            if (at := t.norm.find(c)) >= 0:
                taken.append((at, at + len(c)))
                phrases.append((at, at + len(c)))
        if not taken:
            return False
        said = [(m.start(), m.end()) for x in self._triggers for m in _occurrences(x, t.norm)]
        if not said:
            # RETRACTION_OF_A_REQUEST_NOT_SAID_BY_ITS_TRIGGER: what is taken back names a
            # request in words of its own ("ignore my last message about moving the date"):
            # taken back all the same, where the rules read no request and the rest of the
            # message asks for nothing.
            # RETRACTION_READ_AS_A_CANCEL_BY_ITS_OWN_WORDS: a flow that undoes, started by
            # the rules on the retraction's own 不用了 ("报告的事先不用了 我再问问"), is no
            # request: an undoing said outside the retraction still is (checked below)
            if any(isinstance(c, StartTask) and c.flow not in undoers for c in commands):
                return False
            if not any(t.norm[a:b].strip(" ,.!?") for a, b in taken):
                return False
        elif not all(any(a <= s and e <= b for a, b in taken) for s, e in said):
            return False
        # RETRACTION_PHRASE_READ_AS_AN_UNDO_WORD: what is said outside the taken-back part
        # and the retraction's words may ask for another thing ("加时的事算了 帮我点一壶普洱"):
        # only what was taken back is dropped
        # and the rules may have read another flow's request there, by its values or
        # words ("开发票那事算了 约个洗牙吧"): that one stands
        named = {
            name
            for name, f in self.domain.flows.items()
            for x in f.triggers
            if (n := normalize(x)) and _occurrences(n, t.norm)
        }
        # started on the retraction's own words: with no trigger said, or with every undo
        # word of the message inside the retraction ("刚才说的电池检测先不用了": 不用了)
        inside = all(
            any(a <= m.start() and m.end() <= b for a, b in phrases)
            for m in forms.undoing_words(t.norm)
        )
        own = undoers if not said or inside else set()
        if any(isinstance(c, StartTask) and c.flow not in named | own for c in commands):
            return False
        rest = t.norm
        for a, b in taken + phrases:
            rest = rest[:a] + " " * (b - a) + rest[b:]
        rest = " ".join(rest.split())
        # with no trigger said, an undoing said beside the retraction ("发票的事不用了 把预约
        # 取消了吧") is no request taken back: the undo reader decides it
        if not said and forms.undoes(rest):
            return False
        return not forms.asks_for(rest)

    def tells_done(self, t: Turn, flow: str | None) -> bool:
        """The message tells a flow's own action as done ("洗完空调滴了一地水": the lexicon's
        ``done_frames`` around a verb of the domain's triggers), asking for nothing of
        ``flow``, the one meaning puts first, unless that flow is about what happened
        ("车被刮了": a complaint of a wash had is for it)."""
        return (
            self.declines is not None
            and flow is not None
            and not self.declines.tells_happenings(flow)
            and self.declines.done(t.norm, flow)
            and not self.asks_for(t)
            and not mood(t.lex, t.raw, t.norm).question
        )

    def supposes(self, t: Turn) -> bool:
        """The message supposes something: a clause opening with a condition word, or a
        clause's tail from one ("is there a fee if we cancel": ``conditionals.unsupposed``)."""
        if not may_suppose(t.lex, t.norm):
            return False
        return unsupposed(t.lex, t.raw) != t.norm

    def asks_action(self, t: Turn) -> bool:
        """The message asks for an action (``QueryForms.asks_action``), except by a modal
        question whose only topic is a thing the domain never names ("泳镜能在前台买吗"
        asks what is allowed: ``thing_asked.py``), or a thing it names asked to be used as
        none of its flows does ("季卡能转给别人用吗": ``thing_asked.other_use``)."""
        forms = self.words(t.lex)[0]
        if self.asks_leave(t):
            return False  # "can i be at work while they fit it": leave asked, no action
        if forms.asks_action_by_words(t.raw):
            return True
        # MODAL_ASK_AFTER_A_TOLD_PROBLEM_READ_AS_ITS_TOPIC: a modal opening its own clause
        # after a problem told ("吸尘器吸不上灰了 声音还特别大 能寄过去看看吗") asks the business
        # to act: the problem is no thing the question is about (``modal_asks(own=True)``);
        # a thing typed before the modal with a space ("年卡 能转给朋友用吗") is still the
        # one whose other use is asked about
        wide = dict((asked, topic) for topic, asked in forms.modal_asks(t.raw))
        return any(
            not unnamed_thing(topic, self._pairs, t.lex, t.now)
            and not other_use(wide.get(asked, topic), asked, self._verbs_of(t.lex), t.lex, t.now)
            for topic, asked in forms.modal_asks(t.raw, own=True)
        )

    def asks_leave(self, t: Turn) -> bool:
        """PERMISSION_QUESTION_READ_AS_AN_ACTION_QUESTION: a question asking leave for the
        speaker's own doing ("am i allowed to walk on it straight away", "can i be at work
        while they fit it", "我能跟着拖车一起走吗": ``QueryForms.asks_leave``) asks what is
        allowed, for information: the business is asked to do nothing, so it is no action
        question, whatever modal it opens with, and meaning weighs it as any question. Not
        with a day or a time said: leave to come then ("我可以在周六上午来洗车吗") asks for
        that time."""
        if not self.words(t.lex)[0].asks_leave(t.raw):
            return False
        language = t.lex.language
        return not find_dates(t.raw, t.now, language) and not find_times(t.raw, language)

    def asks_other_use(self, t: Turn) -> bool:
        """A yes/no question with a modal about a thing the domain names, asking to do with
        it what none of its flows does ("季卡能转给别人用吗", "电池可以分期吗":
        ``thing_asked.other_use``): it asks what is allowed, for information, and asks
        for no action (``asks_action``, nor one done for the asker: "剩下的钱能还给我们
        吗") nor says a want."""
        forms = self.words(t.lex)[0]
        if forms.wants(t.raw) or self.asks_action(t):
            return False
        verbs = self._verbs_of(t.lex)
        # "剩下的钱能还给我们吗": what is asked done for the asker (``requests``: 给我) asks
        # for an action, whatever its verb
        mine = grammar(t.lex, _RequestWords).words.get(t.lex.language, ())
        return any(
            other_use(topic, asked, verbs, t.lex, t.now) and not any(w in asked for w in mine)
            for topic, asked in forms.modal_asks(t.raw)
        )

    def _verbs_of(self, lex: Lexicon) -> frozenset[str]:
        """The characters that may say a flow's action (``thing_asked.trigger_verbs``)."""
        got = self._verbs.get(lex.language)
        if got is None:
            got = self._verbs[lex.language] = trigger_verbs(self.domain, lex)
        return got

    def asks_what_follows(self, t: Turn, flow: str | None) -> bool:
        """The message asks about what follows ``flow``'s action, its trigger the topic of
        its last clause ("取消预约定金退不退", "取消预约要扣钱吗": ``what_follows.py``), and
        says no want nor an action asked for by its words ("帮我"); a modal after the
        trigger ("取消上课能退一半吗") asks about what follows it, not for the action."""
        spec = self.domain.flows.get(flow) if flow is not None else None
        if spec is None or not asks_what_follows(t.raw, spec, t.lex):
            return False
        forms = self.words(t.lex)[0]
        return not forms.wants(t.raw) and not forms.asks_action_by_words(t.raw)

    def asks_attribute(self, t: Turn) -> bool:
        """The message is a bare noun phrase headed by an attribute of a thing ("class
        times for tap?", "上牌的材料": ``attribute_asks.py``), said with no want and no
        action asked for by its words: it asks what the attribute is, for no flow."""
        if not asks_attribute(t.raw, t.lex):
            return False
        forms = self.words(t.lex)[0]
        return not forms.wants(t.raw) and not forms.asks_action_by_words(t.raw)

    def asks_for(self, t: Turn) -> bool:
        """Said as a request: a want, or an action asked for (``asks_action``)."""
        return self.words(t.lex)[0].wants(t.raw) or self.asks_action(t)


def _occurrences(phrase: str, norm: str) -> list[re.Match[str]]:
    """Where ``phrase`` is said in ``norm``: anywhere in Chinese, as whole words else."""
    if has_cjk(phrase):
        return list(re.finditer(re.escape(phrase), norm))
    return list(re.finditer(rf"(?<!\w){re.escape(phrase)}(?!\w)", norm))
