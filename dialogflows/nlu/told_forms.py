"""What a message tells rather than asks for: a complaint, praise, a matter settled, a thing
kept or put off (the lexicon's ``complaint_words``, ``praise_words``, ``settled_words``,
``keep_words``, ``keep_openers``, ``put_off_words``).

Each is read by its words, and only where the message asks for nothing beside it: no action
question and no clause saying what is wanted. So these forms rest on the forms of asking
(``QueryForms.asks_action``, ``QueryForms.wants`` in ``query_forms.py``), which extend them;
here those two are the hooks a told form asks, and the words a message opens with
(greetings, hesitations, question leads) are shared by both sides (``opening``). The words
of undoing (``undo_forms.py``) are below both: a refusal to undo keeps the thing.
"""

from __future__ import annotations

from dataclasses import dataclass

from .clauses import CLAUSE_BREAK
from .lexicon import PhraseSet, normalize
from .undo_forms import UndoForms


@dataclass(frozen=True, kw_only=True)
class ToldForms(UndoForms):
    """One lexicon's words for what a message tells, compiled (``QueryForms.of`` builds
    them with the forms of asking)."""

    #: the words a question or request may open with: greetings, hesitations, leads
    leads: tuple[PhraseSet, ...]
    #: "ridiculous", "太脏", "不值": a complaint said by its words (``complaint_words``)
    complaints: PhraseSet
    #: "all sorted", "刚才是": a matter said to have settled itself (``settled_words``)
    settled: PhraseSet
    #: "ill keep the acer", "积分先留着": a thing said to be kept as it is asks for nothing
    #: (``keep_words`` anywhere, ``keep_openers`` opening the message after the leads)
    keep: PhraseSet | None = None
    keep_openers: PhraseSet | None = None
    #: "先放放", "再等等": a matter put off is kept as it is too (``put_off_words``)
    put_off: PhraseSet | None = None
    #: "loved it", "挺好": praise told by its words (``praise_words``)
    praise: PhraseSet | None = None
    #: "not", "不": a word right before a praise word that turns it into its opposite
    #: ("wasnt great", "不好吃": ``praise_not``)
    praise_not: tuple[str, ...] = ()
    #: "haha", "哈哈": laughter said, a story told to laugh at (``laughter``)
    laughter: PhraseSet | None = None
    #: "thanks", "谢谢": a clause asking for thanks to be passed on asks for nothing the
    #: business sells ("please say thanks from us", "帮我谢谢师傅": ``thanks``)
    thanks: PhraseSet | None = None
    #: "but", "不过": thanks turned by a contrast ("thanks, but it broke again") tells of
    #: more than a thing had and liked (``contrast_joiners``)
    contrast: PhraseSet | None = None
    #: "还帮", "也帮": a clause opening so and closing with a done particle tells help
    #: given ("还帮我们把地拖了"), no want (``help_told_openers``, ``done_particles``)
    help_told: PhraseSet | None = None
    done_particles: tuple[str, ...] = ()
    #: "at some point", "以后有空": a later left unset (``later_wishes``); "thinking about",
    #: "might": a musing opening the message (``musing_openers``)
    later: PhraseSet | None = None
    musing: PhraseSet | None = None

    def asks_action(self, raw: str) -> bool:
        """A question asking for an action: the forms of asking say (``QueryForms``)."""
        raise NotImplementedError

    def wants(self, raw: str) -> bool:
        """A clause saying what is wanted: the forms of asking say (``QueryForms``)."""
        raise NotImplementedError

    def complains(self, raw: str, norm: str) -> bool:
        """A complaint said by its words that asks for nothing: no action question and no
        clause saying what is wanted ("the toilets are disgusting"; not "the toilet is
        disgusting, can someone clean it")."""
        if self.complaints.search(norm) is None:
            return False
        return not self.asks_action(raw) and not self.wants(raw)

    def praises(self, raw: str, norm: str) -> bool:
        """Praise told by its words that asks for nothing: a praise word no word of
        ``praise_not`` stands right before ("the kids loved the party", "师傅人挺好的 修得很
        快"; not "the food wasnt great", "菜不好吃"), no complaint word, no action question and
        no clause saying what is wanted ("loved the class, can i book another": a request).
        What it praises is no request: it was had, and liked."""
        if self.praise is None or self.complaints.search(norm) is not None:
            return False
        said = any(
            not norm[: m.start()].rstrip().endswith(self.praise_not)
            for m in self.praise.finditer(norm)
            if m.group().strip()
        )
        # PRAISE_PASSED_ON_READ_AS_A_REQUEST: a clause asking for thanks to be passed on
        # ("please say thanks from us", "帮我谢谢师傅") asks for nothing the business sells;
        # PRAISE_TELLING_HELP_GIVEN_READ_AS_A_WANT: nor does one telling what the praised
        # did to help ("师傅人真好 还帮我们把地拖了": ``help_told``)
        asked = ", ".join(
            c
            for c in CLAUSE_BREAK.split(raw)
            if (self.thanks is None or self.thanks.search(normalize(c)) is None)
            and not self.help_told_in(normalize(c))
        )
        return said and not self.asks_action(asked) and not self.wants(asked)

    def laughs(self, raw: str, norm: str) -> bool:
        """LAUGHTER_TOLD_STORY_READ_AS_A_REQUEST: laughter said ("haha my son thinks whales
        live in the bath", "哈哈 我家猫一直盯着马桶看", ``laughter``) in a message with no
        action question and no clause saying what is wanted: a story told to laugh at. The
        thing it names was seen or had, not asked for; whether the message asks or
        requests otherwise (a question, a request word, an undoing) the caller weighs."""
        if self.laughter is None or self.laughter.search(norm) is None:
            return False
        return not self.asks_action(raw) and not self.wants(raw)

    def thanks_first(self, raw: str, norm: str) -> bool:
        """THANKS_WITH_A_TOLD_RESULT_READ_AS_A_REQUEST: a message opening with thanks, after
        the words a message may lead with ("cheers, the bike rides like new since you fixed
        it", "谢谢师傅 板子修好以后滑起来稳多了": ``thanks``), with no action question and no
        clause saying what is wanted: thanks for a thing had, told with how it turned out.
        The thing it names was had, not asked for again; whether the message asks or
        requests otherwise (a question, a request word, an undoing) the caller weighs.
        Thanks turned by a contrast ("thanks for last time, but the amp hums again", "谢谢
        上次帮忙 不过又坏了") may tell a new problem: not thanks alone."""
        if self.thanks is None or self.thanks.prefix(self.opening(norm)) is None:
            return False
        if self.contrast is not None and self.contrast.search(norm) is not None:
            return False
        return not self.asks_action(raw) and not self.wants(raw)

    def wishes_later(self, raw: str, norm: str) -> bool:
        """WISH_FOR_LATER_READ_AS_A_REQUEST: a wish put off to no set time, by a later left
        unset anywhere ("might get my dads old speakers out of storage at some point", "以后
        有空再把老xbox拿来看看", ``later_wishes``) or a musing opening the message after the
        leads ("thinking about getting a bass one day", ``musing_openers``), with no action
        question: a plan told, no flow asked for now. A want said with it is the wish put
        off ("以后有空也想学学射箭"), so wants are not weighed here; a date said (a set
        time) and a question or a request word the caller weighs."""
        said = self.later is not None and self.later.search(norm) is not None
        if not said and self.musing is not None:
            said = self.musing.prefix(self.opening(norm)) is not None
        return said and not self.asks_action(raw)

    def after_musing(self, clause: str) -> str:
        """``clause`` without the musing it opens with ("might get my dads speakers out":
        "get my dads speakers out"): a musing's "might" opens no question ("might it rain")
        where no subject follows it."""
        m = self.musing.prefix(clause) if self.musing is not None else None
        return clause[m.end() :].lstrip() if m is not None and m.end() < len(clause) else clause

    def beside_laughter(self, norm: str) -> list[str]:
        """The parts of ``norm`` the laughter in it parts, each a sentence of its own ("the
        neck came off lol can it be saved": "can it be saved" opens a question there)."""
        if self.laughter is None or self.laughter.regex is None:
            return [norm]
        return [p.strip() for p in self.laughter.regex.split(norm) if p and p.strip()]

    def help_told_in(self, clause: str) -> bool:
        """PRAISE_TELLING_HELP_GIVEN_READ_AS_A_WANT: a clause opening with a word of help
        given besides ("还帮", "也帮": ``help_told_openers``) and closing with a done
        particle ("了") tells what someone did to help: its 帮 opens no want. Read only
        inside praise ("还帮我把门关了吧" is a request: it closes with 吧)."""
        if self.help_told is None or not self.done_particles:
            return False
        body = clause.strip()
        return self.help_told.prefix(body) is not None and body.endswith(self.done_particles)

    def settles(self, raw: str, norm: str) -> bool:
        """A matter said to be over that asks for nothing: settled words, no action question
        and no clause saying what is wanted ("话筒好了，刚才是开关没开"; not "空调又好了，顺便帮我
        订个房"). What it was about is no request: the problem is gone."""
        if self.settled.search(norm) is None:
            return False
        return not self.asks_action(raw) and not self.wants(raw)

    def keeps(self, raw: str, norm: str) -> bool:
        """A thing said to be kept as it is that asks for nothing: keep words ("ill keep the
        acer", "we'll stick with our current yard", "积分先留着吧") or a keep imperative
        opening the message ("actually leave the binding, ill do it at uni"), no action
        question and no clause saying what is wanted. What it keeps is no request: nothing
        is to be done to it."""
        said = self.keep is not None and self.keep.search(norm) is not None
        if not said and self.keep_openers is not None:
            said = self.keep_openers.prefix(self.opening(norm)) is not None
        said = said or self.puts_off(norm)
        if self.refuses_undoing(norm) or self.retracts_undoing(norm):
            # "please dont cancel my lane", "ignore what i said about cancelling": asked,
            # but for nothing to be done
            return True
        # PRAISE_PASSED_ON_READ_AS_A_REQUEST: a clause asking for thanks to be passed on
        # ("please say thanks from us", "帮我谢谢师傅") asks for nothing the business sells
        asked = ", ".join(
            c
            for c in CLAUSE_BREAK.split(raw)
            if self.thanks is None or self.thanks.search(normalize(c)) is None
        )
        return said and not self.asks_action(asked) and not self.wants(asked)

    def puts_off(self, norm: str) -> bool:
        """A matter put off ("延保的事先放放", "洗油烟机的事再等等": ``put_off_words``)."""
        return self.put_off is not None and self.put_off.search(norm) is not None

    def keeps_only_by_putting_off(self, norm: str) -> bool:
        """The message keeps a thing only by putting it off: no keep word, no keep opener."""
        if not self.puts_off(norm) or (self.keep is not None and self.keep.search(norm)):
            return False
        return self.keep_openers is None or self.keep_openers.prefix(self.opening(norm)) is None

    def pointed_back(self, raw: str) -> list[str]:
        """The clauses of ``raw`` (normalized) that take back the message before by pointing
        at it ("actually ignore that, saturday is fine after all": ``UndoForms.points_back``
        after the leads)."""
        clauses = (normalize(x) for x in CLAUSE_BREAK.split(raw))
        return [c for c in clauses if c and self.points_back(self.opening(c))]

    def opening(self, norm: str) -> str:
        """``norm`` without the greetings, hesitations and leading words it opens with."""
        while True:
            for leads in self.leads:
                m = leads.prefix(norm)
                if m is not None and m.end() < len(norm):
                    norm = norm[m.end() :].lstrip()
                    break
            else:
                return norm
