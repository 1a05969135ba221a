"""A Chinese yes-or-no slot answered among a request's values by its question's verb said
with a word of having or going without it (BOOLEAN_SAID_BY_ITS_QUESTIONS_VERB_AMONG_VALUES).

"订私厨 周五晚餐 6人 西餐 不用买菜 没有忌口 …" asked "需要厨师帮忙买菜吗？" again: a slot is
named among values by its label (代买食材) with ``boolean_with`` / ``boolean_without``
("不带车"), and its question's words are read only in the answer to that question. People
say the question's verb, not the author's label: a clause of its own made of such a word
and a run of the question's own words (two characters or more, "买菜" of "…帮忙买菜吗？"), a
mark of tone at most after it, is the slot's yes ("要买菜") or no ("不用买菜"). A run the
question does not hold ("不吃香菜") answers nothing.
"""

from __future__ import annotations

import re

from .boolean_echo import echo_words
from .clauses import clause_spans
from .grammar_words import ListWords, grammar, lexicon_grammar
from .lexicon import Lexicon
from .parsed import Parsed

#: the fewest characters of the question a clause says back
LEAST_RUN = 2


@lexicon_grammar
def _clause_form(w: ListWords) -> re.Pattern[str]:
    """A clause of a word of having or lacking, then the words said back, then tone marks
    (``echo_tails``, ``echo_perfectives``); the longest lacking word first ("不需要" before "不")."""
    has, lacks = w.alt("boolean_with", ("zh",)), w.alt("boolean_without", ("zh",))
    tails = w.text("echo_tails", ("zh",)) + w.text("echo_perfectives", ("zh",))
    tail = f"[{re.escape(tails)}]*" if tails else ""
    return re.compile(rf"(?:(?P<without>{lacks})|{has})(?P<said>[\u3400-\u9fff]+?){tail}")


def question_verb_clause(text: str, prompt: str, lex: Lexicon, label: str = "") -> Parsed | None:
    """The yes or no of the clause of ``text`` that says ``prompt``'s words back with a
    word of having or lacking; None when no clause does. A word of lacking and one
    character that both the question and the slot's ``label`` say is a no too ("不拆" for
    the label 深度拆洗 asked "要深度拆洗吗？"), where a word of having and one character says
    too little to be a yes (NO_BY_NOT_AND_ONE_CHARACTER_OF_THE_LABEL_AMONG_THE_REQUESTS_VALUES)."""
    form = grammar(lex, _clause_form)
    for a, b in clause_spans(text, spaced=True):
        clause = text[a:b].strip()
        m = form.fullmatch(clause)
        if m is None or m.group("said") not in prompt:
            continue
        said = m.group("said")
        if len(said) < LEAST_RUN and (m.group("without") is None or said not in label):
            continue
        at = a + text[a:b].index(clause)
        return Parsed(m.group("without") is None, clause, 1.0, at, at + len(clause))
    return _said_back_plainly(text, prompt, lex)


def _said_back_plainly(text: str, prompt: str, lex: Lexicon) -> Parsed | None:
    """QUESTION_SAID_BACK_AS_A_STATEMENT_AMONG_VALUES: "… 新国标 发票在 周五 …" for "购车发票还在
    吗？": a clause of its own made of a run of the question's words (two characters or more)
    and the question's last verb (its last character before the marks of asking and of tone,
    ``asking_ends`` and ``echo_tails``, read as ``boolean_echo`` reads them), a negation of
    ``echo_negations`` at most between
    ("发票不在"), says the question back as a statement: its yes, or its no after the
    negation."""
    words = echo_words(lex, "zh")  # a Chinese question, whatever the domain's language
    ends = words.asking_ends + words.tails
    # DONE_ASKED_SAID_BACK_NOT_DONE_AMONG_VALUES: "… 体检还没做 …" for "体检做了吗？": the
    # question's mark of done (``echo_perfectives``) closes no verb; a clause says the verb
    # back with it, with the mark of having done it ever (``echo_aspects``: "做过了"), or,
    # turned down, with neither ("还没做")
    done = "".join(words.perfectives)
    marks = ends + done + "".join(words.aspects)
    asked = prompt.rstrip()
    while asked and (asked[-1] in ends + done or not asked[-1].isalnum()):
        asked = asked[:-1]
    if len(asked) <= LEAST_RUN:
        return None
    verb, before = asked[-1], asked[:-1]
    for a, b in clause_spans(text, spaced=True):
        clause = text[a:b].strip()
        said = clause.rstrip(marks) if done and done in prompt else clause
        if len(said) <= LEAST_RUN or not said.endswith(verb):
            continue
        head = said[:-1]
        negation = next((n for n in words.negations_longest if head.endswith(n)), "")
        run = head[: len(head) - len(negation)]
        if len(run) < LEAST_RUN or run not in before:
            continue
        at = a + text[a:b].index(clause)
        return Parsed(not negation, clause, 1.0, at, at + len(clause))
    return None
