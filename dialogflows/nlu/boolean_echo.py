"""A yes-or-no question answered by saying its verb back (Chinese): "需要的", "要，上门取车"
to "需要上门取车吗？" is yes, "不需要", "没带" no; the verbs come from the question itself (a
modal's verb, a verb with an aspect mark) and the lexicon's ``echo_*`` lists (``said_back``)."""

from __future__ import annotations

import re
from functools import lru_cache

from .boolean_clause import first_clause
from .grammar_words import LANGUAGES, ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon, has_cjk, normalize
from .numbers import NUMERAL_CHARS
from .parsed import Parsed
from .turned_person import turned, turned_pairs

#: the first clause of a message
_FIRST_CLAUSE = re.compile(r"[^,，。.;；!！?？\s]+")


class _Echo:
    """One language's words of a question said back (the lexicon's ``echo_*`` lists and
    ``asking_ends``), read and ordered once per lexicon rather than on every yes-or-no
    answer: the readers below try the longest negation, modal and adverb first."""

    def __init__(self, w: ListWords, language: str) -> None:
        lang = (language,)
        self.verbs = w.words("echo_verbs", lang)
        #: the marks said after the verb ("的", "啊"), as ``str.strip`` takes them
        self.tails = w.text("echo_tails", lang)
        self.negations = w.words("echo_negations", lang)
        self.negations_longest = _longest_first(self.negations)
        self.modals = w.words("echo_modals", lang)
        self.modals_longest = _longest_first(self.modals)
        self.adverbs_longest = _longest_first(w.words("echo_adverbs", lang))
        #: the marks of asking ("吗", "呢"), as ``str.strip`` takes them
        self.asking_ends = w.text("asking_ends", lang)
        self.aspects = w.words("echo_aspects", lang)
        self.aspect_verbs = w.words("echo_aspect_verbs", lang)
        self.perfectives = w.words("echo_perfectives", lang)
        #: complements saying the verb cannot be done ("不了" of 带不了), longest first
        self.unable_longest = _longest_first(w.words("echo_unable", lang))
        #: directions said after a verb ("过来" of 寄过来), longest first
        self.directions_longest = _longest_first(w.words("direction_complements", lang))
        #: the question's words for the user and the speaker's own (``person_turned``)
        self.turned = turned_pairs(w, language)
        #: a count and its measure word said after the verb ("有两个", "要3份"): how many,
        #: said with the yes (``_count_after``)
        measures = "|".join(
            re.escape(x) for x in sorted(w.words("classifiers", lang), key=len, reverse=True)
        )
        self.count = re.compile(rf"(?:\d+|{NUMERAL_CHARS}+)(?:{measures})?") if measures else None


def _longest_first(words: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(words, key=len, reverse=True))


@lexicon_grammar
def _echo_words(w: ListWords) -> dict[str, _Echo]:
    """Per language, the words of a question said back (``_Echo``)."""
    return {lang: _Echo(w, lang) for lang in LANGUAGES}


def echo_words(lex: Lexicon, language: str) -> _Echo:
    """The words of a question said back in ``language`` (``_Echo``), built once per
    lexicon: the marks a question ends on, its negations, its tails."""
    return grammar(lex, _echo_words)[language]


def said_back(text: str, prompt: str, lex: Lexicon) -> Parsed | None:
    """The prompt's verb said back ("需要上门取车吗？" - "需要的", "要，上门取车"): yes; after
    a negation ("不需要", "没有"): no. The first clause is read, its particles dropped."""
    echo = grammar(lex, _echo_words)[lex.language]
    verbs = _prompt_verbs(prompt, echo)
    clause = _FIRST_CLAUSE.match(text.strip())
    said = normalize(clause.group(0)) if clause is not None else ""
    trail = echo.tails
    said = said.rstrip(trail)
    negations = echo.negations
    # "要的 地址是…": the first clause ends at a space typed for its mark (``first_clause``)
    first = clause.group(0) if clause is not None else ""
    if not verbs:
        return _words_of_question(text, said, prompt, echo, first)
    if any(said == n + v for n in negations for v in verbs):
        return first_clause(False, text, 1, first)
    if _count_after(said, verbs, echo):
        return first_clause(True, text, 1, first)
    bare, _ = _off_front(said, echo.adverbs_longest)  # "还能用" to "还能正常用吗？"
    for verb in sorted(verbs, key=len, reverse=True):
        bare = bare.replace(verb, "")
    bare = bare.strip(trail)
    if said and not bare and not any(n in said for n in negations):  # "需要", "要的要的"
        return first_clause(True, text, 1, first)
    return _words_of_question(text, said, prompt, echo, first)


def _count_after(said: str, verbs: tuple[str, ...], echo: _Echo) -> bool:
    """YES_SAID_BY_THE_VERB_AND_A_COUNT: the question's verb said back with how many of its
    thing after it ("有两个违章没处理", "有两个" to "车有没有没处理完的违章？", "要3份" to
    "需要餐具吗？"): a yes, the count saying how many there are, what follows it the thing."""
    if echo.count is None:
        return False
    for verb in sorted(verbs, key=len, reverse=True):
        if said.startswith(verb) and echo.count.match(said, len(verb)) is not None:
            return True
    return False


@lru_cache(maxsize=512)
def _prompt_verbs(prompt: str, echo: _Echo) -> tuple[str, ...]:
    """The verbs of ``prompt`` an answer may say back: the lexicon's ``echo_verbs`` it
    holds, its verbs with an aspect mark, the verbs its modals lead. They depend on the
    question alone, and a domain asks the same few questions turn after turn, so each is
    read once (``_modal_heads`` walks every modal, negation and adverb)."""
    verbs = [v for v in echo.verbs if v in prompt]
    verbs += _aspect_verbs(prompt, echo)
    verbs += _modal_heads(prompt, echo)
    return tuple(verbs)


#: the most characters of the question said back as its answer ("在这吃" of "在这吃晚饭吗？")
_QUESTION_PART = 3


def _words_of_question(text: str, said: str, prompt: str, echo: _Echo, first: str) -> Parsed | None:
    """The question asked with no modal before its verb, or with its subject between them
    ("在这吃晚饭吗？", "需要老师去学校接吗？"), answered by saying a part of it back: the verb,
    a few characters of the question that hold it ("吃", "在这吃", "接"): yes; after a
    negation, and a modal or not ("不吃", "不用接"): no; asked with a mark of done after
    its object ("钥匙放物业了吗？"), the verb and that mark ("放了") is yes. The part is at most
    three characters of the question's own clause, or any length when it closes that clause
    (the verb and object after the subject left out: "需要帮忙买菜" to "需要阿姨帮忙买菜吗？"),
    none of them a mark of asking (the lexicon's ``asking_ends``), so "每天15元" said after it, or "吗", is none. The question's subject
    may open the answer as it opens the question, the verb said back after it where it
    stands there ("物业同意了", "物业还没同意" to "物业同意装了吗？"): a subject is no
    answer's word, so its length does not count. The part may be said with the person
    turned, the user's 我 for the question's 您 ("寄给我吧" to "要邮寄给您吗？"; the lexicon's
    ``person_turned``)."""
    asked = _question_clause(prompt, echo)
    if not asked or not said or not all(has_cjk(c) for c in said):
        return None
    unable = next((x for x in echo.unable_longest if x in said[1:]), None)
    if unable is not None:
        # POTENTIAL_NEGATIVE_SAID_BACK_READ_AS_NOTHING: "带不了电脑" to "孩子会自带电脑吗？":
        # the question said back with a complement of not being able to is a no
        able = said.replace(unable, "", 1)
        got = _words_of_question(text, able, prompt, echo, first) if able else None
        return first_clause(False, text, 1, first) if got is not None and got.value else None
    ends = echo.asking_ends
    core, no = _echo_core(said, asked, echo)
    # "寄给我吧" to "要邮寄给您吗？": said back with the person turned (``person_turned``)
    back = (asked, turned(asked, echo.turned))
    # ECHO_OF_THE_QUESTIONS_END_WITH_ITS_SUBJECT_LEFT_OUT: "需要帮忙买菜" to "需要阿姨帮忙买菜吗？":
    # longer, the part said back is what closes the question (its verb and object)
    if (
        (len(core) <= _QUESTION_PART or any(b.endswith(core) for b in back))
        and any(core in b for b in back)
        and not any(c in ends for c in core)
    ):
        return first_clause(not no, text, 1, first)
    # "物业同意了", "物业还没同意" to "物业同意装了吗？": the question's subject said first, as
    # it opens the question, then its verb said back right where the subject ends there
    for k in range(1, len(said)):
        if said[k - 1] != asked[k - 1 : k]:
            break
        core, no = _echo_core(said[k:], asked, echo)
        if core and asked[k:].startswith(core) and not any(c in ends for c in core):
            return first_clause(not no, text, 1, first)
    return None


def _echo_core(said: str, asked: str, echo: _Echo) -> tuple[str, bool]:
    """What ``said`` says back of the question ``asked``: without an adverb, a negation, a
    modal it opens with, and, when not turned down, the question's mark of done it closes
    with; and whether it was turned down."""
    core, _ = _off_front(said, echo.adverbs_longest)  # "还能拍" to "还能正常拍照吗？"
    core, no = _off_front(core, echo.negations_longest)
    core, _ = _off_front(core, echo.modals_longest)
    core = _direction_off(core, asked, echo)
    if not no:  # "放了" to "钥匙放物业了吗？": the verb said back with the question's mark of done
        for mark in echo.perfectives:
            if mark in asked and core.endswith(mark) and len(core) > len(mark):
                core = core[: -len(mark)]
                # DONE_SAID_BACK_WITH_AN_ASPECT_OF_HAVING_DONE: "体检做过了" to "体检做了吗？":
                # the mark of having done it ever (``echo_aspects``: 过) before the mark of
                # done says the verb back as well
                for aspect in echo.aspects:
                    if aspect not in asked and core.endswith(aspect) and len(core) > len(aspect):
                        core = core[: -len(aspect)]
                        break
                break
    return core, no


def _direction_off(core: str, asked: str, echo: _Echo) -> str:
    """DIRECTION_AFTER_THE_VERB_SAID_BACK: the question's verb said back with a direction
    after it ("寄过来吧" to "新卡给您邮寄吗？", "不用送回去"; the lexicon's
    ``direction_complements``) says the verb back: ``core`` without the direction, when the
    question says what stands before it and not the direction itself."""
    for direction in echo.directions_longest:
        head = core[: -len(direction)]
        if core.endswith(direction) and head and head in asked and direction not in asked:
            return head
    return core


def _off_front(text: str, words: tuple[str, ...]) -> tuple[str, bool]:
    """``text`` without the first of ``words`` (longest first) it opens with, when more is
    left after it; and whether one was taken off."""
    for word in words:
        if text.startswith(word) and len(text) > len(word):
            return text[len(word) :], True
    return text, False


def _question_clause(prompt: str, echo: _Echo) -> str:
    """The clause of ``prompt`` that asks (the one that ends on a mark of asking or a
    question mark; the prompt comes normalized, its marks turned to spaces), without its
    mark; empty when none does."""
    ends = echo.asking_ends
    for clause in re.split(r"[。！!；;，,\s]", prompt):
        clause = clause.strip()
        if clause.endswith(("？", "?")) or (ends and clause and clause[-1] in ends):
            return clause.rstrip("？? ").rstrip(ends)
    return ""


def _modal_heads(prompt: str, echo: _Echo) -> list[str]:
    """The verb a modal of the question leads ("需要送货上门吗？": 送货), said back by its
    first one or two characters, a modal before it or not: "送", "送货", "要送" are yes,
    "不送", "不用送" no (the lexicon's ``echo_modals``). Asked A-not-A ("要不要加急？",
    "需不需要出报告？"), the verb is the one after the second modal; an adverb of the lexicon's
    ``echo_adverbs`` between them ("要顺便加氟吗？") is skipped: "加吧" says its verb back."""
    modals, negations, adverbs = echo.modals, echo.negations, echo.adverbs_longest
    heads: list[str] = []
    for modal in modals:
        at = prompt.find(modal)
        if at < 0:
            continue
        after = prompt[at + len(modal) :]
        # "要不要加急？": asked A-not-A, the verb follows the modal said again after a no
        for no in negations:
            if after.startswith(no + modal):
                after = after[len(no + modal) :]
                break
        # "要顺便加氟吗？": an adverb between the modal and its verb is no part of the verb
        skipped = True
        while skipped:
            skipped = False
            for word in adverbs:
                if after.startswith(word) and len(after) > len(word):
                    after, skipped = after[len(word) :], True
                    break
        heads += [after[:n] for n in (1, 2) if len(after) >= n and has_cjk(after[:n])]
    heads = [h for h in dict.fromkeys(heads) if h not in modals and all(has_cjk(c) for c in h)]
    return [*heads, *(m + h for m in modals for h in heads)]


def _aspect_verbs(prompt: str, echo: _Echo) -> list[str]:
    """The verbs of a question asked with an aspect mark ("车出过事故吗？": "出过", "车出过"):
    the one or two characters before the mark, with it, are said back as the answer ("出过",
    "没出过"), as is the lexicon's verb of having with or without the mark ("有过", "没有"),
    the way such a question is asked aloud ("有没有出过事故"); a question asked with a mark
    of done (the lexicon's ``echo_perfectives``: "营业执照带了吗？") is answered by the verb
    with the mark ("带了", "带过了") or, after a negation, without it ("没带", "还没带")."""
    out: list[str] = []
    for mark in echo.aspects:
        at = prompt.find(mark)
        while at > 0:
            out += [prompt[at - n : at + len(mark)] for n in (1, 2) if at - n >= 0]
            at = prompt.find(mark, at + len(mark))
        if mark in prompt:
            for verb in echo.aspect_verbs:
                out += [verb + mark, verb]
    # a mark of done ("营业执照带了吗？") is said back with its verb ("带了", an aspect mark
    # between them or not: "带过了") and dropped after a negation ("没带"): the verb alone
    # is an answer too
    aspects = ["", *echo.aspects]
    for mark in echo.perfectives:
        at = prompt.find(mark)
        while at > 0:
            verbs = [prompt[at - n : at] for n in (1, 2) if at - n >= 0]
            out += [v + a + mark for v in verbs for a in aspects] + verbs
            at = prompt.find(mark, at + len(mark))
    return [v for v in dict.fromkeys(out) if has_cjk(v)]
