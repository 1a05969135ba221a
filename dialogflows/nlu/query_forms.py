"""What a message's form says before its meaning is weighed: asked for, asked about, undone.

Reading by meaning compares a message with the author's texts; the form of the message
tells what kind of thing it is, with words from the lexicons:

- a question that **asks for an action** ("can u send someone to fix my dishwasher", "how
  can i pay this bill", ``action_questions``) is a request, and so is one asking whether
  there is room, a place or a slot ("is there space on the saturday hack for me", "现在还有
  空床吗", ``availability_asks``): it asks for one. The phrase must open the
  question: no question word stands before it in its sentence. "how many books can i borrow
  at once" holds "can i", but after "how many": it asks for information, a number. A
  manner question that asks for the action itself ("how do i", "how can i") is written in
  the list as a phrase of its own, so it opens its sentence;
- a question **about what the business is or does** ("are your technicians insured?", "do
  the study rooms have whiteboards", ``capability_questions``) opens with one of those
  phrases, after the words a question may lead with (``hesitations``, ``question_leads``,
  ``greeting``: "hey, do you …");
- a message **said as a request** by either of the two forms above or a clause opening
  with a want ("need 2 tonnes of topsoil brought round", ``want_openers``);
- what a message **tells** rather than asks for (``told_forms.py``): a **complaint** said by
  its words ("the toilets are disgusting", ``complaint_words``), with no action question and
  no want, asks for nothing;
- **praise** told by its words ("the kids loved it", "师傅人挺好的", ``praise_words``), not
  turned by a word right before it (``praise_not``: "not great", "不好吃"), with no action
  question and no want, asks for nothing: neither the flow its thing would start nor, where
  the domain has one, the flow complaints are told to (told praise is as near a complaint
  as small talk is, by meaning alone);
- **laughter** said ("haha my son thinks whales live in the bath", "哈哈 我家猫一直盯着马桶
  看", ``laughter``), with no action question and no want, tells a story to laugh at: it
  asks for nothing, like praise;
- a matter said to have **settled** itself ("话筒好了，刚才是开关没开", ``settled_words``),
  with no action question and no want, asks for nothing either; so does a thing said to be
  **kept** as it is ("ill keep the acer", "积分先留着吧", ``keep_words``; "leave the binding",
  ``keep_openers``);
- a message that **undoes** what its object names ("scrap the repair booking"), read by
  the words of undoing (``undo_forms.py``), unless the undoing is taken back beside a
  request said outside it (``QueryForms.undoes``).

The sets are built once per lexicon (``forms_of``); a turn runs a few prepared searches.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .clauses import CLAUSE_BREAK, CLAUSE_END
from .grammar_words import grammar, lists_of
from .lexicon import Lexicon, PhraseSet, normalize
from .told_forms import ToldForms

#: where a sentence ends: a question word of one sentence says nothing of the next one
_SENTENCES = re.compile(r"[.!?;。！？；\n]+")

#: the lexicon lists ``QueryForms.of`` builds its forms from, each in the lexicon's own
#: language
_FORM_LISTS = lists_of(
    "wh_words",
    "question_leads",
    "about_openers",
    "about_not",
    "undo_frames",
    "undo_openers",
    "action_frames",
    "action_frames_not",
    "want_openers",
    "complaint_words",
    "settled_words",
    "availability_asks",
    "come_over_asks",
    "permission_asks",
    "modal_asks",
    "polar_ends",
    "permission_ends",
    "keep_words",
    "keep_openers",
    "put_off_words",
    "retractions",
    "retractions_after",
    "retraction_verbs",
    "retraction_pointers",
    "said_openers",
    "praise_words",
    "praise_not",
    "laughter",
    "help_told_openers",
    "done_particles",
    "alternative_asks",
    "later_wishes",
    "musing_openers",
    "phrasal_objects",
    "phrasal_particles",
)


@dataclass(frozen=True, kw_only=True)
class QueryForms(ToldForms):
    """One lexicon's words for the forms above, compiled; what a message tells (complaint,
    praise, settled, kept) are its ``ToldForms`` (``told_forms.py``), the words of undoing
    their ``UndoForms`` (``undo_forms.py``)."""

    actions: PhraseSet
    wh: PhraseSet
    capability: PhraseSet
    #: the words a yes/no question opens with ("are", "does"): ``about_openers``
    polar: PhraseSet
    #: openings of yes/no questions that ask whether something is there: ``about_not``
    not_polar: PhraseSet
    #: "发票怎么开", "余额不足怎么办": a manner question ending its clause asks how to get
    #: the thing done, i.e. for the action (``action_frames``; ``action_frames_not`` are
    #: the ones that ask how something is, "怎么样")
    action_frames: re.Pattern[str] | None
    not_action: PhraseSet
    #: "i'd like", "我想": a clause opening with one after a question says what is wanted
    #: ("is there space in the coding club, id like to book her in"): ``want_openers``
    want_words: PhraseSet
    #: "a slot", "有空床": asking whether there is room for one asks for one
    #: (``availability_asks``)
    availability: PhraseSet
    #: "can we come", "能去": asking to come over asks to have a visit (``come_over_asks``)
    come_over: PhraseSet
    #: "月子餐能改吗", "从周二挪到周四行吗": a yes/no question of a modal before a verb, or
    #: asking leave at its end, asks for the action (``modal_asks``, ``polar_ends``,
    #: ``permission_ends``)
    modal: re.Pattern[str] | None = None
    #: "吗", "不": the particle a yes/no question ends with where no word opens it
    #: (``polar_ends``; Chinese: "芋泥是自己做的吗", "冰箱结霜是正常的不")
    polar_end: re.Pattern[str] | None = None
    #: "or is it", "还是只能": a question of its own joined to an action question by "or",
    #: the other outcome of two asked about (``alternative_asks``)
    alternatives: PhraseSet | None = None
    #: "能", "可以": a modal before its verb (``modal_asks``), without the question's end
    modal_words: PhraseSet | None = None
    #: "am i allowed", "can i be", "我能跟着": asking leave for the speaker's own doing
    #: (``permission_asks``)
    permission: PhraseSet | None = None

    @classmethod
    def of(cls, lex: Lexicon) -> QueryForms:
        lists = grammar(lex, _FORM_LISTS)

        def said(key: str) -> list[str]:
            return list(lists.own(key, lex.language))

        return cls(
            actions=lex["action_questions"],
            wh=PhraseSet.build(said("wh_words")),
            capability=lex["capability_questions"],
            leads=(
                lex["greeting"],
                lex["hesitations"],
                PhraseSet.build(said("question_leads")),
            ),
            undo=lex["undo_words"],
            cancel=lex["cancel"],
            polar=PhraseSet.build(said("about_openers")),
            not_polar=PhraseSet.build(said("about_not")),
            frames=_frames(said("undo_frames")),
            openers=PhraseSet.build(said("undo_openers")),
            action_frames=_frames(said("action_frames")),
            not_action=PhraseSet.build(said("action_frames_not")),
            want_words=PhraseSet.build(said("want_openers")),
            complaints=PhraseSet.build(said("complaint_words")),
            settled=PhraseSet.build(said("settled_words")),
            availability=PhraseSet.build(said("availability_asks")),
            come_over=PhraseSet.build(said("come_over_asks")),
            modal=_modal(
                said("modal_asks"),
                said("polar_ends"),
                said("permission_ends"),
            ),
            polar_end=_ending(said("polar_ends")),
            changing=lex["changing_flow_words"],
            keep=PhraseSet.build(said("keep_words")),
            keep_openers=PhraseSet.build(said("keep_openers")),
            refusals=lex["refusals"],
            put_off=PhraseSet.build(said("put_off_words")),
            retractions=PhraseSet.build(said("retractions")),
            object_gap=lex["object_gap"],
            retractions_after=PhraseSet.build(said("retractions_after")),
            retraction_verbs=PhraseSet.build(said("retraction_verbs")),
            pointers=PhraseSet.build(said("retraction_pointers")),
            said_openers=PhraseSet.build(said("said_openers")),
            praise=PhraseSet.build(said("praise_words")),
            praise_not=tuple(normalize(w) for w in said("praise_not")),
            laughter=PhraseSet.build(said("laughter")),
            thanks=lex["thanks"],
            contrast=lex["contrast_joiners"],
            help_told=PhraseSet.build(said("help_told_openers")),
            done_particles=tuple(normalize(w) for w in said("done_particles") if normalize(w)),
            alternatives=PhraseSet.build(said("alternative_asks")),
            later=PhraseSet.build(said("later_wishes")),
            musing=PhraseSet.build(said("musing_openers")),
            modal_words=PhraseSet.build(said("modal_asks")),
            phrasal=(frozenset(said("phrasal_objects")), frozenset(said("phrasal_particles"))),
            permission=PhraseSet.build(said("permission_asks")),
        )

    def asks_action(self, raw: str) -> bool:
        """An action phrase with no question word before it in its sentence, a manner
        question ending a clause ("发票怎么开": how to get it done), a question followed
        by a clause that says what is wanted ("is the van free tuesday, id like it"), or a
        yes/no question with a modal before its verb ("月子餐能改吗")."""
        return bool(self.modal_topics(raw)) or self.asks_action_by_words(raw)

    def asks_leave(self, raw: str) -> bool:
        """A question asking leave for the speaker's own doing ("am i allowed to walk on it
        straight away", "我能跟着拖车一起走吗": ``permission_asks``), with no question word
        before it in its sentence (``MessageForms.asks_leave``)."""
        return self.permission is not None and self._opens(self.permission, raw)

    def asks_action_by_words(self, raw: str) -> bool:
        """``asks_action`` by its words alone, not by a modal before a verb: a want after a
        question, an action phrase, a manner question, or asking for room or to come."""
        # a space typed between Chinese characters parts clauses as a comma does ("租婚车
        # 多少钱一辆 我想订三辆": a question, then a want)
        clauses = CLAUSE_BREAK.split(raw)
        if any(self._opens_with_want(c) for c in clauses[1:]):
            return True
        if self._want_after_opening(normalize(raw)):
            return True
        for part in _SENTENCES.split(raw):
            norm = normalize(part)
            frames = self.action_frames
            if frames is not None and frames.search(norm) and not self.not_action.search(norm):
                return True
            for m in self.actions.finditer(norm):
                if self.wh.search(norm[: m.start()]) is None:
                    return True
        # "is there space on the saturday hack for me": asking whether there is room for
        # one asks for one, as "can i" does; so does asking to come over ("周六能去你们那
        # 看看吗", as "能来" asks someone to come)
        return self.asks_room(raw) or self._opens(self.come_over, raw)

    def asks_between(self, raw: str) -> bool:
        """ALTERNATIVE_QUESTION_READ_AS_AN_ACTION_QUESTION: an action question that goes on,
        in its sentence, with a question of its own after "or" ("can you fix a cracked
        frame or is it scrap", "滚刷断了 能修还是得换个新的": ``alternative_asks``) asks
        which of two outcomes holds, whether the action can be had at all: about what the
        business does, not for the action. Before the "or": an action question
        (``asks_action``), or in Chinese a modal before a verb in the same clause ("能修"),
        the question's end being the other alternative's. Two values offered ("can you do
        tuesday or wednesday") have no question of their own after the "or"."""
        if self.alternatives is None:
            return False
        for part in _SENTENCES.split(raw):
            norm = normalize(part)
            for m in self.alternatives.finditer(norm):
                before = norm[: m.start()].strip()
                if not before:
                    continue
                if self.asks_action(before):
                    return True
                clause = CLAUSE_BREAK.split(before)[-1]
                words = self.modal_words
                modal = words is not None and words.search(clause) is not None
                if modal and self.wh.search(clause) is None:
                    return True
        return False

    def modal_topics(self, raw: str) -> list[str]:
        """What stands before the modal of each modal yes/no question (``modal_asks``)."""
        return [topic for topic, _ in self.modal_asks(raw)]

    def modal_asks(self, raw: str, *, own: bool = False) -> list[tuple[str, str]]:
        """What stands before the modal (``""`` for none) of each clause asked as a yes/no
        question with a modal before its verb ("月子餐能改吗": "月子餐"; "能叫儿科医生吗": ""),
        or asking leave at its end ("从周二挪到周四行吗"): such a clause asks for the action,
        as "can i …" / "could you …" do where the subject is said (unless its topic is a
        thing the domain never names: ``thing_asked.py``). Not after a question word ("几点
        能到吗"), nor where the modal is the opening of a question about what the business
        does ("你们能寄冷链吗": ``capability_questions``).

        ``own``: clauses end at a space typed between Chinese characters too, as at a comma
        (``CLAUSE_BREAK``): the topic is only what stands in the modal's own clause ("" of
        "…声音还特别大 能寄过去看看吗", "明天" of "…重启好几次都不行 明天能来吗"), and only a
        question word of that clause makes it a question for information (好几次 of the
        problem told before it is none)."""
        topics: list[tuple[str, str]] = []
        if self.modal is None:
            return topics
        for clause in (CLAUSE_BREAK if own else CLAUSE_END).split(raw):
            clause = clause.strip()
            m = self.modal.search(clause)
            if m is None or self.wh.search(normalize(clause[: m.start()])) is not None:
                continue
            cap = self.capability.prefix(self.opening(normalize(clause)))
            if cap is not None and m.start() < cap.end():
                continue
            # asking leave at the end ("…行吗") puts the verb inside: no topic; with each
            # topic, what the modal asks to be done with it (the clause after the modal)
            if m.groupdict().get("leave"):
                topics.append(("", clause))
            else:
                # after the whole modal: "可以" is two characters ("电池可以分期吗": "分期吗")
                topics.append((clause[: m.start()].strip(), clause[m.end("modal") :]))
        return topics

    def asks_room(self, raw: str) -> bool:
        """Asks whether there is room, a place or a slot ("do you have a slot on saturday",
        "今晚有空位吗"), with no question word before it in its sentence ("when is there
        space" asks for a time): asks to have one, never to undo one."""
        return self._opens(self.availability, raw)

    def asks_to_have(self, raw: str) -> bool:
        """Asks to have something, never to undo it: a want ("wed like one"), asking for
        room ("any space on sunday") or to come over ("can we come and see the pup on
        saturday", "这周六可以过去看看吗")."""
        return self.wants(raw) or self.asks_room(raw) or self._opens(self.come_over, raw)

    def _opens(self, phrases: PhraseSet, raw: str) -> bool:
        """One of ``phrases`` with no question word before it in its sentence."""
        for part in _SENTENCES.split(raw):
            norm = normalize(part)
            for m in phrases.finditer(norm):
                if self.wh.search(norm[: m.start()]) is None:
                    return True
        return False

    def _want_after_opening(self, norm: str) -> bool:
        """A want said by its subject after a yes/no opening ("have about 300 old slides
        i want digitised": the subject dropped before "have", a statement, not a question).
        Only a want with its subject ("i want", not "need") counts here: a bare "need"
        inside a question may be anyone's ("do i have to pay if the guys need more time")."""
        opening = self.opening(norm)
        lead = self.capability.prefix(opening) or self.polar.prefix(opening)
        if lead is None:
            return False
        return any(
            " " in m.group().strip() for m in self.want_words.finditer(opening[lead.end() :])
        )

    def wants(self, raw: str) -> bool:
        """A clause that opens by saying what is wanted ("wed like one", "我想约一个")."""
        return any(self._opens_with_want(c) for c in CLAUSE_BREAK.split(raw))

    def _opens_with_want(self, clause: str) -> bool:
        """The clause opens with a want word. DOUBLED_VERB_READ_AS_A_WANT: a one-character
        want word said twice ("想想还是…": thinking it over) is a verb doubled to soften it,
        as "看看" is, and says no want."""
        norm = normalize(clause)
        m = self.want_words.prefix(norm)
        if m is None:
            return False
        word = m.group().strip()
        return not (len(word) == 1 and norm[m.end() : m.end() + 1] == word)

    def asks_for(self, raw: str) -> bool:
        """Said as a request: a clause opening with a want ("need 2 tonnes of topsoil
        brought round", "我想 …") or an action question ("can you …", "帮我 …")."""
        return self.wants(raw) or self.asks_action(raw)

    def asks_about(self, norm: str) -> bool:
        """A question about what the business is or does: its opening says so."""
        return self.capability.prefix(self.opening(norm)) is not None

    def asks_polar(self, norm: str) -> bool:
        """A yes/no question by its opening word ("are visitor permits free", "does the
        fee include the van"), question mark or not, that does not ask whether something is
        there to be had ("is there a slot on friday"). Whether it asks for an action ("do
        you …" is a capability question, "can you …" an action) is for the callers."""
        opening = self.opening(norm)
        m = self.polar.prefix(opening)
        if m is None and self.polar_end is not None:
            # Chinese opens a yes/no question with no word of its own: its last clause ends
            # with a particle ("最新的歌都有吗"). Not one asking whether a thing is there
            # ("有车送我们下山吗": ``about_not``, as "is there"), nor a modal question or
            # one asking leave ("剩下的钱能还给我们吗", "周四行吗": ``modal``), nor one with
            # a question word ("有什么优惠吗"), nor a message saying what is wanted
            clauses = norm.split()
            last = clauses[-1] if clauses else norm
            return (
                self.polar_end.search(last) is not None
                and self.wh.search(last) is None
                and self.not_polar.prefix(last) is None
                and (self.modal is None or self.modal.search(last) is None)
                and not self.wants(norm)
            )
        if m is None or m.end() >= len(opening):
            return False
        return self.not_polar.prefix(opening) is None

    def undoes(self, norm: str) -> bool:
        """Undo words in the message ("scrap", "call off", "撤销"), an undoing frame around
        a verb ("不用开了"), or an undoing imperative opening it ("forget the …")."""
        if self.refuses_undoing(norm) or self.retracts_undoing(norm):
            # "dont cancel, we can make it after all", "取消的那个不算": nothing is undone
            return False
        if self._retracts_beside_a_request(norm):
            return False
        if self.undo.search(norm) is not None:
            return True
        if self.frames is not None and self.frames.search(norm) is not None:
            return True
        return self.openers.prefix(self.opening(norm)) is not None

    def _retracts_beside_a_request(self, norm: str) -> bool:
        """RETRACTION_PHRASE_READ_AS_AN_UNDO_WORD: a retraction's own words ("…的事算了",
        "…的事不用了") take back the matter named before them; beside a request said outside
        the taken-back part ("发票的事不用了 帮我改个时间") they undo nothing else. Said alone
        ("改时间的事算了，还是原来那天去") the retraction is read as an undoing of what it names."""
        taken, phrases = self.taken_back(norm)
        if not phrases:
            return False
        rest = norm
        for a, b in phrases:
            rest = rest[:a] + " " * (b - a) + rest[b:]
        if self.undo.search(rest) is not None or (
            self.frames is not None and self.frames.search(rest) is not None
        ):
            return False  # an undo word of its own outside the retraction's words
        for a, b in taken:
            rest = rest[:a] + " " * (b - a) + rest[b:]
        return self.asks_for(" ".join(rest.split()))

    def undoing_text(self, norm: str) -> bool:
        """An author's text that undoes something: undo or cancel words in it. A cancel
        word of one character ("停") is a control said alone, not a verb inside a text:
        "充电位上停着一辆油车" parks a car, it stops nothing."""
        return self.undoes(norm) or self.cancels(norm)


#: the verb of an undoing frame: one or two characters (Chinese), or one word
_ACT_CJK = r"[^\s\d]{1,2}?"
_ACT_WORD = r"[^\W\d]+"


def _frames(frames: list[str]) -> re.Pattern[str] | None:
    """The lexicon's undoing frames as one regex: ``{act}`` is the verb, and the frame ends
    its clause ("报修的事不用管了，已经好了"; "不用管了吗" asks, and is no frame)."""
    parts = []
    for frame in frames:
        pieces = [normalize(x) for x in frame.split("{act}")]
        if len(pieces) < 2:
            continue
        cjk = re.search(r"[\u3000-\u9fff]", frame) is not None
        act = _ACT_CJK if cjk else _ACT_WORD
        pieces = [re.escape(x) for x in pieces]
        glue = "" if cjk else " "
        parts.append((glue + act + glue).join(pieces))
    if not parts:
        return None
    return re.compile("(?:" + "|".join(parts) + r")(?=\s|$)")


def _ending(ends: list[str]) -> re.Pattern[str] | None:
    """A text ending with one of ``ends`` (a question's closing particle)."""
    alt = [re.escape(w) for w in sorted(ends, key=len, reverse=True)]
    return re.compile("(?:" + "|".join(alt) + r")\W*$") if alt else None


def _modal(modals: list[str], ends: list[str], leave: list[str]) -> re.Pattern[str] | None:
    """A clause that is a yes/no question with a modal before its verb (a word or more
    between the modal and the question's end), or that ends by asking leave."""
    alt = [re.escape(w) for w in sorted(modals, key=len, reverse=True)]
    end = [re.escape(w) for w in sorted(ends, key=len, reverse=True)]
    ask = [re.escape(w) for w in sorted(leave, key=len, reverse=True)]
    parts = []
    if alt and end:
        parts.append("(?P<modal>" + "|".join(alt) + r")\S+?(?:" + "|".join(end) + ")$")
    if ask:
        parts.append("(?P<leave>" + "|".join(ask) + ")$")
    return re.compile("|".join(parts)) if parts else None


_FORMS: dict[int, tuple[Lexicon, QueryForms]] = {}


def forms_of(lex: Lexicon) -> QueryForms:
    """The lexicon's forms, built once per lexicon object (a domain's merged lexicon too)."""
    got = _FORMS.get(id(lex))
    if got is None or got[0] is not lex:
        got = _FORMS[id(lex)] = (lex, QueryForms.of(lex))
    return got[1]
