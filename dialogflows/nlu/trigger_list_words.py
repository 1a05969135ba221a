"""The lexicon's words around a flow's trigger phrases (``triggers.py``): fillers that say
nothing of the flow, the plural table, and the Chinese measure words, softeners and
object markers people put inside or before a trigger ("退个款", "查一下报价", "把卡退了")."""

from __future__ import annotations

import re

from .grammar_words import ListWords, lexicon_grammar
from .inflections import plurals_of
from .lexicon import has_cjk
from .mood import a_not_a


@lexicon_grammar
class TriggerListWords:
    """The words around a trigger's own, per lexicon."""

    def __init__(self, w: ListWords) -> None:
        #: words of an English trigger that say nothing of the flow (``trigger_fillers``)
        self.stop = frozenset(w.words("trigger_fillers", ("en",)))
        #: words of an English trigger that stand for any thing ("something" of "i lost
        #: something"): the user names the thing there (``trigger_placeholders``)
        self.placeholders = frozenset(w.words("trigger_placeholders", ("en",)))
        #: pronouns of an English trigger ("it" of "keep it for another"): the user may
        #: name the thing there, with a determiner (``trigger_pronouns``,
        #: ``thing_determiners``)
        self.pronouns = frozenset(w.words("trigger_pronouns", ("en",)))
        self.determiners = frozenset(w.words("thing_determiners", ("en",)))
        #: the English question words, and the verbs a yes-or-no question opens with
        #: (``wh_words``, ``question_openers``): "when are you open" asked "are you open"
        self.wh_en = frozenset(w.words("wh_words", ("en",)))
        self.asking_verbs = frozenset(w.words("question_openers", ("en",))) - self.wh_en
        #: the articles that name one thing ("a tv" of "wall mount a tv"): a count said in
        #: their place says the trigger too (``trigger_articles``)
        self.articles = frozenset(w.words("trigger_articles", ("en",)))
        self.plural_endings = w.words("plural_endings", ("en",))
        #: words that name no thing in a placeholder's place ("it", "if": a pronoun, a
        #: condition; ``trigger_placeholder_stops``)
        self.not_things = frozenset(w.words("trigger_placeholder_stops", ("en",)))
        #: endings of a word naming an activity ("booking"): no noun naming a flow
        self.activity_endings = w.words("activity_endings", ("en",))
        #: the English plural table: a flow's words are said in the plural too
        self.plurals = plurals_of(w.words("plural_forms", ("en",)))
        #: a reference code inside a Chinese trigger phrase, with the 的 or 号 that ties it
        #: to the noun: "帮我查下DD-1234的订单" is "查下订单" about DD-1234
        self.code_in_zh = re.compile(
            rf"\s*(?:[a-z]{{1,5}}[- ]?\d{{2,}}|\d{{5,}})\s*(?:{w.zh_alt('code_ties')})?\s*"
        )
        #: a measure word that may stand between a verb and its noun ("退个款")
        self.measures = w.words("general_measures", ("zh",))
        #: the numerals of a count said before it ("订一个蛋糕": ``measure_numerals``)
        self.numerals = w.words("measure_numerals", ("zh",))
        #: a want stated ("我想", "想"): a vague count inside a trigger then says "a few"
        #: ("想洗几双鞋"), not "how many" (``counted_in_trigger``)
        self.wants = re.compile(w.zh_alt("want_openers"))
        #: what softens a verb before its noun ("查一下报价", "查下报价" for 查报价)
        self.softeners = w.words("verb_softeners", ("zh",))
        #: how much, said where a dropped object would stand ("能充点吗" for 充点钱)
        self.degrees = w.words("degree_words", ("zh",))
        #: two-character verbs said by their last character ("约个年检" for 预约年检):
        #: (full, short) from the lexicon's ``verb_short_forms`` ("预约 约")
        self.verb_shorts = tuple(
            (pair[0], pair[1])
            for pair in (x.split() for x in w.words("verb_short_forms", ("zh",)))
            if len(pair) == 2
        )
        #: words of Chinese triggers as they are said in talk ("什么 啥": 啥时候年检 for
        #: 什么时候年检), (written, spoken) from the lexicon's ``spoken_word_forms``
        self.spoken_forms = tuple(
            (pair[0], pair[1])
            for pair in (x.split() for x in w.words("spoken_word_forms", ("zh",)))
            if len(pair) == 2
        )
        #: the ends of a yes-or-no question asking whether a thing is done, each of which
        #: stands for the others ("修好没" for the trigger 修好了吗), longest first
        self.done_ends = tuple(
            sorted(w.words("done_question_ends", ("zh",)), key=len, reverse=True)
        )
        #: the opening words and the ends of a yes-or-no question asking whether a thing
        #: may be done, each of which stands for the others ("可以打窝不" for the trigger
        #: 能打窝吗); an A-not-A opening ("能不能") takes no end
        self.can_opens = tuple(
            sorted(w.words("can_question_opens", ("zh",)), key=len, reverse=True)
        )
        self.can_ends = tuple(sorted(w.words("can_question_ends", ("zh",)), key=len, reverse=True))
        self.a_not_a = w.grammar(a_not_a)
        #: the days a question of a flow that only tells may hold, each said for the others
        #: ("周日上班吗" for 周末上班吗; ``trigger_day_words``), longest first
        self.day_words = tuple(sorted(w.words("trigger_day_words", ("zh",)), key=len, reverse=True))
        #: the negations of an A-not-A question (``a_not_a``: 不, 没), the first the one a
        #: verb is asked both ways by ("去不去")
        self.not_words = tuple(x for x in w.words("a_not_a", ("zh",)) if has_cjk(x))
        #: the markers that put a verb's object before it ("把这张月卡退了" for 退月卡)
        self.object_markers = w.zh_alt("object_markers")
        #: the verbs of a want that open a trigger, each said for the others ("want a dj"
        #: for "need a dj", ``trigger_wants``), longest first
        self.trigger_wants = tuple(
            sorted(w.words("trigger_wants", ("en", "zh")), key=len, reverse=True)
        )
        #: the verbs that book any service ("book", "reserve"): no flow's own verb
        self.booking_verbs = frozenset(w.words("booking_verbs", ("en",)))
        #: everyday verbs said of anything ("make", "change", "do"; ``non_values``): no
        #: trigger's verb that names its flow said with another thing
        self.everyday_verbs = frozenset(w.words("non_values", ("en",)))
        #: the particles of phrasal verbs ("back" of "comes back"; ``phrasal_particles``):
        #: no noun of a description that names its flow
        self.particles = frozenset(w.words("phrasal_particles", ("en",)))
        #: the marks that make what stands before them a modifier ("洗的车": the car washed)
        self.noun_marks = w.words("noun_marks", ("zh",))
        #: a change said with the verb of a trigger ("把时间改到4点": 改到 of ``corrections``)
        self.changes = re.compile(w.zh_alt("corrections"))
        #: the measure words a count inside a Chinese trigger may carry ("买20节课": the
        #: domain's counted things join them, ``counted_in_trigger``)
        self.classifiers = w.words("classifiers", ("zh",))
        #: the Chinese digits of a count before its measure word ("一副", "两套")
        self.count_chars = w.words("count_chars", ("zh",))
        #: a count with a measure word closing its clause, its noun left out ("重新弄一副",
        #: "再整一块吧"): the group is the measure word (``own_name_words.own_measures``)
        self.dropped_noun = re.compile(
            rf"(?:[{w.zh_chars('count_chars')}]|\d+)(?P<m>{w.zh_alt('classifiers')})"
            rf"(?:{w.zh_alt('particles')})*(?=\s|$)"
        )
        #: what may tie a value said after that count to the trigger's noun ("洗20张6寸的照片")
        self.count_ties = w.zh_alt("count_ties")
        #: the people a count may count ("约两个人的足疗": 约足疗 for two)
        self.party_kinds = w.words("party_kinds", ("zh",))
        #: the modal of a can-you question ("能", "可以": "报告能寄吗" for 寄报告)
        self.can_you = w.zh_alt("can_you_asks")
        #: a need said of a thing put first, in a statement ("时间要改一下" for 改时间:
        #: ``topic_needs``)
        self.topic_needs = w.zh_alt("topic_needs")
        #: the words of an ask of having ("有", "有没有": "有轮椅出租吗" for 租轮椅), and those
        #: that ask it both ways, a yes-or-no question without its end ("有没有轮椅出租")
        self.having = w.zh_alt("having_asks")
        self.having_both_ways = frozenset(w.words("having_asks", ("zh",))) & frozenset(
            w.words("question_words", ("zh",))
        )
        #: the question words a trigger of a flow that tells may end with ("要带什么"),
        #: longest first: asked with a thing in their place (``what_filled``)
        self.wh = tuple(sorted(w.words("wh_words", ("zh",)), key=len, reverse=True))
        #: what makes what stands before it a modifier ("下周三的课": 的): a one-character
        #: object after it, or opening its clause, is a word of its own ("课能提前约吗")
        self.noun_marks = w.words("noun_marks", ("zh",))
        #: a yes-or-no question's end ("吗", or the 不 of "能租两辆不": ``polar_ends``), or a
        #: modal asked both ways ("能不能"): a can-you question with a topic asks for the
        #: thing done only so ("发票可以开多久以前的" asks how far back)
        self.polar_ends = f"{w.zh_alt('asking_ends')}|{w.zh_alt('polar_ends')}"
        self.yes_no_ends = re.compile(rf"(?:{self.polar_ends})\W*$")
        #: words no thing holds: a question word or a done particle ("到哪了" of 送到哪了
        #: asks where, it names nothing sent)
        self.unthing_words = tuple(w.words("question_words", ("zh",))) + tuple(
            w.words("done_particles", ("zh",))
        )
        both_ways = set(w.words("can_you_asks", ("zh",))) & set(w.words("question_words", ("zh",)))
        self.both_ways = frozenset(both_ways)
        #: a Chinese question's words ("吗", "多久", "能不能") or form (A-not-A): a message
        #: holding one asks for no flow by a core of its triggers alone, the weakest
        #: reading there is
        self.zh_question = re.compile(
            f"(?:{w.zh_alt('question_words')})|(?:{w.zh_alt('question_ends')})$"
            f"|{self.a_not_a.pattern}"  # "理发师帅不帅": asked as A-not-A
        )
        #: the words of a Chinese request that name no flow (a want, a polite ask, a
        #: filler, a softener, a measure word): a two-character core of a flow's triggers
        #: inside one of them is no core (``own_name_words.own_name_cores``)
        self.request_words = tuple(
            x
            for key in (
                "want_openers",
                "polite_asks",
                "fillers_lead",
                "answer_fillers",
                "verb_softeners",
                "classifiers",
                "general_measures",
            )
            for x in w.words(key, ("zh",))
        )
