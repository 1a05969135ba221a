"""A request by meaning: the flow a message asks for where no trigger read it, or weakly.

The flow whose description, triggers and examples are nearest the message ("someone used my
card without asking"); also a **second opinion** where the rules' reading is weak
(``rules_left.py``): the rules' flow stands unless meaning puts another above it by the
domain's choose margin, or the message is clearly nearer small talk (for a trigger inside a
question for information: nearer the questions at all).

Kinds of message are told apart by their form, with words from the lexicons
(``message_forms.py``):

- a question that asks for an action ("can u send someone to fix my dishwasher",
  ``action_questions``) is a request: the questions for information do not count against it;
  so is a clause opening with a want ("need 2 tonnes of topsoil brought round",
  ``want_openers``; a question word inside it counts what is wanted: "想要几瓶矿泉水"), and a
  message said so needs only to be nearer a flow than the out-of-domain prototypes;
- a question about what the business is or does ("are your technicians insured?",
  ``capability_questions``) asks for nothing, even of a flow asked for by questions;
- a complaint said by its words ("the toilets are disgusting", ``complaint_words``) that
  asks for nothing asks about, like the question above; so does praise told by its words
  ("the kids loved the party", ``praise_words``), which is no complaint either; so does a matter said to have
  settled itself ("话筒好了，刚才是开关没开", ``settled_words``), and a thing said to be kept
  as it is ("ill keep the acer", ``keep_words``, ``keep_openers``);
- a Chinese yes/no question with a modal whose topic is a thing the domain never names
  ("泳镜能在前台买吗", ``thing_asked.py``) asks what is allowed: no action question; a
  question that supposes ("is there a fee if we cancel", ``conditionals.unsupposed``) asks
  about the flow its supposed part names, like a question about the business;
- a wish put off to no set time ("might get my dads old speakers out at some point",
  ``later_wishes``, ``musing_openers``) tells a plan, and a complaint whose subject is a party
  outside the business ("royal mail lost my parcel again, useless", ``outside_parties``)
  tells what someone else did: neither asks for a flow, not even the complaint flow;
- a message that undoes what its object names ("scrap the repair booking", ``undo_words``)
  never starts that flow: only the flow that undoes it, if one does (``undo_relation``,
  read by ``undoing.py``).

Whether a message asks anything by its form alone is read in ``asked_by_form.py``; the
complaint flow found by meaning, measured against pools of its own, in
``complained_by_meaning.py``.

Calibration: embedding scores are compressed, so decisions are margins: the best over the
runner-up, and the best over the nearest out-of-domain prototype (questions, small talk,
complaints shipped in the lexicons; for a message asked as a question, also the lexicons'
questions for information and ``question_forms`` over each flow's description). Each
domain's margins are measured at load by leave-one-out over its author's texts
(``calibration.py``), bounded by ``settings.meaning``. A clear winner is taken; two close
candidates are asked about ("Did you want to X or Y?"); a message nearer to small talk or
questions than to any flow starts nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..commands import ChitChat, Command, StartTask
from ..spec import Domain
from .asked_by_form import asks_nothing, asks_supposing
from .asked_flow import ask_flow
from .close_flows import CloseFlows
from .complained_by_meaning import complained
from .dates import find_dates
from .meaning_index import MeaningIndex, Ranked
from .message_forms import MessageForms
from .mood import mood
from .moved_day import moves_a_day
from .outside_parties import OutsideParties
from .reading import Reading, note_scores
from .rules_left import RulesLeft
from .told_undoing import undoing_told_done
from .undoing import Undoing, UndoReader
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge

#: how a flow found by meaning starts: as a trigger would, with the values read
Start = Callable[[Turn, str], list[Command]]


def started_by_rules(commands: list[Command]) -> bool:
    """The rules' reading starts a flow."""
    return any(isinstance(c, StartTask) for c in commands)


class RequestByMeaning:
    """The request reader by meaning of one domain.

    Args:
        domain: the flows.
        u: the rules' knowledge of the domain (to ask which flow was meant).
        index: the author's vectors.
        left: what the rules' reading left, and how weak it is.
        forms: the message forms of the domain's languages.
        start: starts a flow as a trigger would.
        undo_reader: how an undoing message is read (made on first use).
    """

    def __init__(
        self,
        domain: Domain,
        u: Knowledge,
        index: MeaningIndex,
        left: RulesLeft,
        forms: MessageForms,
        start: Start,
        undo_reader: Callable[[], UndoReader],
    ) -> None:
        self.domain, self.u, self.index = domain, u, index
        self.left, self.forms = left, forms
        self._start, self._undo_reader = start, undo_reader
        self.settings = domain.settings.meaning
        #: which of the close flows meaning ranks first (``close_flows.py``)
        self._close = CloseFlows(domain)
        #: the parties outside the business a complaint may be about
        self._outside = OutsideParties(domain)

    def read(
        self, t: Turn, q: Any, reading: Reading, commands: list[Command]
    ) -> list[Command] | None:
        """The commands for the message's vector ``q``, or None: the rules' reading stands."""
        index = self.index
        active = t.flow.name if t.flow is not None else None
        among = self.left.flows_asked(commands) or [f for f in self.domain.flows if f != active]
        forms, undoers = self.forms.words(t.lex)
        having = forms.asks_to_have(t.raw)
        if having and not self.forms.undoes(t, commands) and not forms.cancels(t.norm):
            # "is saturday ok for a trial? wed like one" asks to have something, and so do
            # asking whether there is room ("do you have a slot on saturday") and asking to
            # come over ("can we come and see the pup on saturday"): a flow that undoes
            # ("cancel the trial", "were not coming on saturday, cancel") shares its object
            # and its day, not its wish; but a want whose object is an undoing flow's own
            # trigger, read by the rules ("东西坏了 我要退款"), asks for that undoing
            by_rules = {c.flow for c in commands if isinstance(c, StartTask) and c.confidence >= 1}
            among = [f for f in among if f not in undoers or f in by_rules]
        if t.task is None and not self.forms.undoes(t, commands) and undoing_told_done(t, forms):
            # COMPLAINT_HOLDING_A_CANCEL_WORD_READ_AS_A_CANCEL: "we were charged for a
            # session that you cancelled" tells of a cancelling done, it asks for none now
            among = [f for f in among if f not in undoers] or among
        # STORY_ABOUT_OTHERS_TAKEN_BY_THE_COMPLAINT_FLOW: a story or a grumble opening with
        # one of the speaker's own people ("my wife keeps leaving the dog in the boot", "我儿子
        # 一口奶都不肯喝 愁死了"), no question, tells what that person did: by meaning it is
        # as near the complaints as any grumble, but it is no complaint about the business,
        # for the flow complaints are told to or by meaning's ranking (other flows read it as
        # any message), unless the rules read that flow's trigger in it
        # FORMER_PROVIDER_TAKEN_FOR_THE_BUSINESS: so does one opening with a provider the
        # speaker had before ("the last carpet fitters we used left gaps everywhere", "之前那
        # 家救援公司等了三个小时才来") or with a party outside the business, told with no
        # judging word ("保险公司理赔拖了一个月还没下来"): it tells what that other did
        opening = forms.opening(t.norm)
        unasked = t.task is None and not mood(t.lex, t.raw, t.norm).question
        former = unasked and self._outside.former(t.lex, opening)
        own_people = former or (
            unasked
            and (self._outside.own_people(t.lex, opening) or self._outside.opens(t.lex, opening))
        )
        if own_people and index.complaint_flow is not None:
            by_rules = {c.flow for c in commands if isinstance(c, StartTask) and c.confidence >= 1}
            if index.complaint_flow not in by_rules:
                among = [f for f in among if f != index.complaint_flow] or among
        ranked = index.rank_flows(q, among)
        # a question for information about a flow that is not itself asked for by questions;
        # "can u send someone to fix my dishwasher" asks for an action: a request
        # a question about what the business is or does is a question, with or without its
        # question mark ("do the practice rooms have a drum kit")
        capability = forms.asks_about(t.norm) and not self.forms.asks_action(t)
        # ALTERNATIVE_QUESTION_READ_AS_AN_ACTION_QUESTION: "can you fix a cracked frame or is
        # it scrap", "能修还是得换个新的" ask whether the action can be had at all, one of two
        # outcomes: a question about what the business does, whatever values it names
        between = forms.asks_between(t.raw)
        capability = capability or between
        # a yes/no question about a thing ("are visitor permits free") asks whether
        # something is so: asked about, like the business, unless the flow is asked for by
        # questions ("has the technician left yet")
        polar = (
            forms.asks_polar(t.norm)
            and not self.forms.asks_action(t)
            and ranked.best not in index.question_flows
        )
        # a bare noun phrase headed by an attribute ("class times for tap?", "上牌的材料")
        # asks what the attribute is: about the thing, for no flow, even a value of it
        # said ("fees for the japanese course")
        attribute = self.forms.asks_attribute(t) and ranked.best not in index.question_flows
        # a modal question about a thing the domain names, for a use no flow has ("季卡能转给
        # 别人用吗"): asks what is allowed, like a yes/no question about a thing
        other_use = self.forms.asks_other_use(t) and ranked.best not in index.question_flows
        # PERMISSION_QUESTION_READ_AS_AN_ACTION_QUESTION: leave asked for the speaker's own
        # doing ("am i allowed to walk on it straight away", "我能跟着拖车一起走吗") is a
        # question, with or without its mark, and no action question (``asks_leave``)
        leave = self.forms.asks_leave(t)
        asking = (
            leave
            or capability
            or polar
            or attribute
            or other_use
            or (
                mood(t.lex, t.raw, t.norm).asking
                and ranked.best not in index.question_flows
                and not self.forms.asks_action(t)
                # "想要几瓶矿泉水": a question word inside a want counts what is wanted
                and not forms.wants(t.raw)
            )
        )
        # a question that supposes ("is there a fee if we cancel", "如果改期要加钱吗") asks
        # what happens then: the flow its supposed part names (its request word too) is
        # what it asks about, not for
        # "取消预约要扣钱吗": a question about what follows the action of the flow whose
        # trigger is its topic, that flow the one meaning puts first too ("临时有事去不了了，
        # 挂号费能退吗" opens with 挂号 of registering, but asks to cancel: not about it)
        topic = self.left.weak_reading(t, commands) if t.task is None else None
        follows = topic == ranked.best and self.forms.asks_what_follows(t, topic)
        supposing = asks_supposing(self.u, self.forms, t) or follows
        asking = asking or supposing
        # told plainly, by no form that asks, requests or undoes ("the driver was on his
        # phone the whole time", "minimum hire period"): the lexicon's things told as they
        # happened and bare noun-phrase questions count against the flows too, by
        # ``told_margin`` less ("need topsoil brought round", a want, is never compared)
        said_so = mood(t.lex, t.raw, t.norm)
        plainly = (
            not leave
            and not said_so.question
            and not said_so.request
            and not self.forms.asks_for(t)
            and not self.forms.undoes(t, commands)
        )
        ood = index.out_of_domain(q, t.lex.language, asking=asking, about=capability, told=plainly)
        note_scores(reading, ranked, ood)
        if ranked.best is None:
            return None
        margins = index.margins
        over = ranked.peak - ood
        need = margins.out_of_domain
        if asking:  # "is there a cafe in the building?", "退票要手续费吗"
            need += self.settings.question_margin
        # said as a request, by a want or an action question ("need 2 tonnes of topsoil
        # brought round next week", "孩子发烧了去不了，帮我退掉"): the form asks for something,
        # so being nearer a flow than the out-of-domain prototypes is enough, not by a margin
        said = self.forms.asks_for(t) and not self.forms.undoes(t, commands)
        if said and not asking and not capability:
            need = 0.0
        second = self.left.weak_reading(t, commands) if t.task is None else None
        weak = (
            self.left.weak_start(commands)
            or second is not None
            or (t.task is None and self.left.undoing_start(t, commands))
        )
        # asked about, not asked for: no flow starts on a question about the business that
        # says no value for it ("do i need my own guitar for the lessons"), unless the rules
        # read a whole trigger in it
        strong = any(isinstance(c, StartTask) for c in commands) and not weak
        # a complaint said by its words ("council tax went up again, ridiculous", "门票这么
        # 贵，不值") asks for nothing, like a question about the business: the flow it
        # mentions is what it is about, not what it asks for
        complaint = forms.complains(t.raw, t.norm) and not self.forms.undoes(t, commands)
        # a matter said to have settled itself ("话筒好了，刚才是开关没开", "the stray in my
        # garden was the neighbours, all sorted") asks for nothing, even where it names a
        # value of the flow its thing would start: the problem is gone
        settled = forms.settles(t.raw, t.norm)
        # a thing said to be kept as it is ("ill keep the acer, it might come back", "nah
        # leave the saturday ride as it is", "积分先留着吧") asks for nothing to be done to it,
        # even where it names the thing's values
        kept = forms.keeps(t.raw, t.norm)
        if kept and forms.keeps_only_by_putting_off(t.norm) and self.forms.undoes(t, commands):
            kept = False  # "场地先不看了，再等等": the undoing is the undo reader's to decide
        # "不退了 照常来": the undoing itself turned down keeps the thing as it is
        kept = kept or self.forms.declines_undoing(t)
        # praise told by its words ("the kids loved the party", "师傅人挺好的 修得很快") asks
        # for nothing: what it praises was had, and liked; nor is it a complaint, though
        # by meaning alone a story told of a thing had is as near the complaints as small
        # talk is
        praised = forms.praises(t.raw, t.norm) and not complaint
        # LAUGHTER_TOLD_STORY_READ_AS_A_REQUEST: laughter said ("haha my son thinks whales
        # live in the bath", "哈哈 我家猫一直盯着马桶看") in a message that asks nothing and
        # requests nothing, by no form (no question, no clause opening with a request word
        # or a want, no undoing): a story told to laugh at; the thing it names was seen or
        # had, no flow is asked for, nor is the story a complaint to take. A request word
        # inside a told clause ("the walker said my pug refused to move") opens nothing; a
        # part the laughter sets apart is a sentence of its own ("the neck came off lol can
        # it be saved" asks)
        laughing = forms.laughs(t.raw, t.norm) and asks_nothing(
            t, self.forms, said_so.question, commands, forms.beside_laughter
        )
        # THANKS_WITH_A_TOLD_RESULT_READ_AS_A_REQUEST: thanks opening a message that asks
        # nothing and requests nothing, by no form ("cheers, the bike rides like new since
        # you fixed it", "谢谢师傅 板子修好以后滑起来稳多了"): thanks for a thing had, told with
        # how it turned out; no flow is asked for again, nor is it a complaint to take
        thanking = forms.thanks_first(t.raw, t.norm) and asks_nothing(
            t, self.forms, said_so.question, commands, lambda n: [c] if (c := n.strip()) else []
        )
        # WISH_FOR_LATER_READ_AS_A_REQUEST: a wish put off to no set time ("might get my dads
        # old speakers out of storage at some point", "以后有空再把老xbox拿来看看 现在没时间")
        # in a message that asks nothing, requests nothing by any form and says no date: a
        # plan told; the thing it names is for later, no flow is asked for now, nor is it a
        # complaint ("fix my amp at some point on friday" sets a day: a request)
        wishing = (
            forms.wishes_later(t.raw, t.norm)
            and not find_dates(t.raw, t.now, t.lex.language)
            and asks_nothing(
                t,
                self.forms,
                said_so.question,
                commands,
                lambda n: [c] if (c := forms.after_musing(n.strip())) else [],
            )
        )
        # COMPLAINT_ABOUT_AN_OUTSIDER_READ_AS_A_REQUEST: a complaint whose subject, opening
        # the message, is a party outside the business ("the courier bent the box, useless
        # lot", "快递把我的主机箱子压扁了 气死了") tells what that party did: no flow is asked
        # for, not even the one complaints are told to (``outside_parties.py``)
        outsider = (
            complaint and not said_so.question and self._outside.opens(t.lex, forms.opening(t.norm))
        )
        # a provider the speaker had before, told of plainly or with judging words ("the
        # last carpet fitters we used left gaps everywhere", "上一家洗车店把我轮毂刮了"):
        # what that other provider did asks for no flow of this one
        outsider = outsider or (former and (plainly or complaint) and not self.forms.asks_for(t))
        # a flow's own action told as done ("洗完空调滴了一地水", "装完没几天就漏水") tells
        # of what was had, a complaint or a story, not a wish to have it again
        had = self.forms.tells_done(t, ranked.best)
        if t.task is None and moves_a_day(t):
            moved = self._moved(t, q, reading, commands)
            if moved is not None:
                return moved or None
        # a complaint told, by its words or plainly ("the shuttle bus never turned up",
        # "今天的饭送到隔壁去了"), where the domain has a flow complaints are told to: it asks
        # for that flow when it is nearer the complaints than every other flow and every
        # prototype of asking for nothing
        if (plainly or complaint) and not (
            asking
            or strong
            or settled
            or kept
            or praised
            or laughing
            or thanking
            or wishing
            or outsider
            or own_people
            or t.task is not None
        ):
            rest = index.out_of_domain(q, t.lex.language, told=plainly, complaints=False)
            flow = complained(self.index, self.settings, t, q, ranked, rest)
            if flow is not None:
                reading.path, reading.sure = "meaning", True
                reading.detail["decided"] = flow
                reading.detail["complaint"] = True
                rules = next((c.flow for c in commands if isinstance(c, StartTask)), None)
                return None if rules == flow else self._start(t, flow)
        if self.forms.retracts_request(t, commands):
            # "刚才说改预约那个当我没说": the request is taken back; nothing starts, and a
            # flow the rules started on the trigger inside the taken-back part stops
            reading.path, reading.sure = "meaning", True
            reading.detail["decided"] = "taken_back"
            return [ChitChat(text=t.raw)]
        about = capability or polar or complaint or settled or kept or supposing or had
        about = about or attribute or other_use or praised or laughing or thanking or wishing
        about = about or outsider
        # PRAISE_NAMING_A_LISTED_VALUE_READ_AS_A_REQUEST: praise of a thing the domain lists
        # ("that stout is the best", "上次的精洗真不错") tells of a thing had and liked; the
        # value named is what is praised, no value asked for (asked for again beside praise,
        # "loved it, same again on friday", it is read as in any message)
        again = bool(t.lex["same_task"].finditer(t.norm))
        told = settled or kept or had or attribute or laughing or between or thanking
        told = told or wishing or outsider
        told = told or (praised and not again and self.left.only_listed(commands))
        told = told or not self.left.values_read(commands)
        if about and t.task is None and told and not strong:
            reading.path, reading.sure = "meaning", True
            reading.detail["decided"] = "out_of_domain"
            reading.detail["asked_about"] = True
            return [ChitChat(text=t.raw)] if weak else None
        # what the rules started stands unless meaning is clearly elsewhere: past the margin
        # a trigger inside a question for information ("装防臭器以后还会返味吗", "你们开锁要看
        # 身份证吗") asks about the action, not for it: the rules' start stands only where the
        # message is nearer a flow than the questions, not merely not clearly nearer them
        about_action = asking and second is not None
        # so it is where the rules read no request in a question for information ("which
        # level is the wednesday french" meets the one text of the placement test that
        # says "level"): one text near is a word shared, not the flow asked for
        unread = asking and not self.forms.asks_for(t) and not started_by_rules(commands)
        if about_action or unread:
            # there the trigger's own words bring its one text near ("whats the difference
            # between mixing and mastering" meets the trigger "mastering"): the flow as a
            # whole, all its texts pooled, must be nearer than the questions too
            over = min(over, ranked.top - ood)
        # LISTED_VALUE_REQUEST_VETOED_AS_SMALL_TALK: the rules started a flow on a value
        # only it lists, in a message said as a request or giving values of two of its
        # slots ("house call for my dad monday if you can", "入门版就够了 帮我开一个"): a
        # value's words are far from a flow's description, so meaning's distance is no
        # evidence against the parsers' here; the rules' start stands
        listed = self.left.listed_start(commands) if t.task is None else None
        given = sum(len(c.slots) for c in commands if isinstance(c, StartTask))
        # LISTED_VALUE_REQUEST_BY_A_REQUEST_WORD_VETOED: a request word of the lexicon
        # ("提高班给我报一个", "蚯蚓给我来两盒": ``requests``) says it as a request as a want
        # or an action question does, unless the message undoes (a cancel word is one too)
        requested = said or (said_so.request and not self.forms.undoes(t, commands))
        # but praise, a complaint or a matter settled or kept, told beside such a value
        # ("the audiologist was lovely with my son, please say thanks"), asks for nothing
        told_of = praised or complaint or settled or kept or had or laughing or thanking
        told_of = told_of or wishing or outsider
        if (
            listed is not None
            and over <= 0.0
            and not asking
            and not told_of
            and (requested or given > 1)
        ):
            reading.path, reading.detail["decided"] = "rules", listed
            return None
        if over <= (-margins.out_of_domain if weak and not about_action else 0.0):
            reading.path, reading.sure = "meaning", True  # small talk or a question
            reading.detail["decided"] = "out_of_domain"
            # a flow the rules started on a word alone, or on a trigger inside a question
            # about it ("退票要手续费吗"), is no request
            return [ChitChat(text=t.raw)] if weak else None
        started = next((c.flow for c in commands if isinstance(c, StartTask)), None)
        if over <= 0.0 and weak and started is not None and ranked.best != started:
            # nearer small talk or a question than to any flow, and the flow meaning puts
            # first is not the one the rules' weak reading started: neither stands
            reading.path, reading.sure = "meaning", True
            reading.detail["decided"] = "out_of_domain"
            return [ChitChat(text=t.raw)]
        if over <= 0.0:
            reading.detail["decided"] = "rules"  # nearer small talk, but not clearly
            return None
        # "scrap the repair booking", "cancel my study room booking" (which the rules read
        # as a control with nothing running): one relation decides what it may start. A
        # cancel word that undoes nothing named ("toilet won't stop running") is ranked
        # like any message, among all flows
        if t.task is None and self.forms.undoes(t, commands):
            every = index.rank_flows(q, [f for f in self.domain.flows if f != active])
            undoing = self._undo_reader().read(t, every, undoers, reading, commands)
            if undoing is not None:
                return self._undone(t, undoing, commands)
        if second is not None:
            return self._second_opinion(t, ranked, second, reading)
        if over < need:
            return None  # too close to call: the rules' reading stands, unsure
        reading.path = "meaning"
        # a clear winner, or two close flows told apart by the author's words ("is there
        # space in the coding club, id like to book her in"), else a question
        choice = self._close.choose(ranked, margins.choose, t.raw, undoers)
        # LISTED_VALUES_REQUEST_OVERRULED_BY_A_FLOW_WITHOUT_THEM: the rules started a flow on
        # a value only it lists, said as a request or with values of two of its slots ("给我冲
        # 洗五张6寸": a size and a count of printing); a flow none of whose slots lists that
        # value ("取消订单") cannot take what the parsers read, so meaning's nearness alone,
        # a few hundredths, does not hand the message to it: the rules' start stands
        if (
            listed is not None
            and choice.flow is not None
            and choice.flow != listed
            and not asking
            and not told_of
            and not self.forms.undoes(t, commands)
            and (requested or given > 1)
            and not self.left.holds_listed_of(choice.flow, commands)
        ):
            reading.path, reading.detail["decided"] = "rules", listed
            return None
        if choice.flow is not None:
            reading.sure = True
            reading.detail["decided"] = choice.flow
            if choice.told_apart:
                reading.detail["told_apart"] = True
            if started == choice.flow:
                return None  # meaning agrees with the rules: their values stand
            return self._start(t, choice.flow)
        if self.left.flows_asked(commands) is not None:
            return None  # the rules' own question stands
        if self.left.weak_start(commands) and not self._clearly_below(ranked, started):
            return None  # the rules' weak reading may be either of the two: it stands
        # a flow started on a value alone ("theres a dog wandering on the dual carriageway"
        # started meeting a dog for adoption on "dog") that meaning puts clearly below both
        # of the two it cannot part is neither of them: they are asked about
        reading.detail["decided"] = "ask"
        return [ask_flow(self.u, t.lex, list(choice.ask), ranked.top)]

    def _moved(
        self, t: Turn, q: Any, reading: Reading, commands: list[Command]
    ) -> list[Command] | None:
        """CHANGE_TOLD_BY_A_REASON: a day turned down and another asked for ("my partner cant
        do friday now, could we play saturday instead": ``moved_day.py``) asks for the
        domain's flow that changes what another made, the nearest of several; an empty list
        where the rules started it already (their values stand), None where the domain has
        no such flow (the message is read as any)."""
        changes = sorted(self._undo_reader().relation.changes())
        if not changes:
            return None
        best = self.index.rank_flows(q, changes).best
        if best is None:
            return None
        reading.path, reading.sure = "meaning", True
        reading.detail["decided"] = best
        reading.detail["day_moved"] = True
        if any(isinstance(c, StartTask) and c.flow == best for c in commands):
            return []
        return self._start(t, best)

    def _clearly_below(self, ranked: Ranked, flow: str | None) -> bool:
        """``flow`` is below meaning's first by twice the choose margin: since the first two
        are within one margin of each other, it is clearly (by a margin) below both."""
        scores = dict(zip(ranked.names, ranked.scores, strict=True))
        if flow is None or flow not in scores or not ranked.scores:
            return False
        return ranked.scores[0] - scores[flow] >= 2 * self.index.margins.choose

    def _undone(self, t: Turn, undoing: Undoing, commands: list[Command]) -> list[Command] | None:
        """An undoing's decision as commands: the flow that undoes (unless the rules started
        it: their reading and values stand), a question between two, or nothing."""
        if undoing.ask:
            return [ask_flow(self.u, t.lex, list(undoing.ask), undoing.score)]
        if undoing.start is None:
            return [ChitChat(text=t.raw)]
        if any(isinstance(c, StartTask) and c.flow == undoing.start for c in commands):
            return None
        return self._start(t, undoing.start)

    def _second_opinion(
        self, t: Turn, ranked: Ranked, rules_flow: str, reading: Reading
    ) -> list[Command] | None:
        """The rules started ``rules_flow`` on a weak reading: another flow replaces it only
        when meaning puts that flow above it by the domain's calibrated choose margin."""
        reading.reader = "second_opinion"
        best = self._close.overrule(ranked, rules_flow, self.index.margins.choose)
        if best is None:
            reading.path, reading.detail["decided"] = "rules", rules_flow
            return None
        reading.path, reading.sure = "meaning", True
        reading.detail["decided"] = best
        return self._start(t, best)
