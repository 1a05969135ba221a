"""Which flow a message asks for by its trigger phrases (names of flows and slots said in
text: ``flow_names.py``).

Triggers are normalized once (casefold, punctuation out, spaces collapsed) and compiled
into one alternation; Chinese triggers match as substrings. A trigger scores:

* 1.0 when its phrase occurs in the message;
* 0.75 when all its words occur, in any order or with words between ("book me a flight");
* up to 0.6 when a typo-tolerant match (rapidfuzz ``partial_ratio`` >= 90) is the best
  there is; tried only for short messages, since it is the one step that costs per trigger;
* 0.6 when nothing else matched and the message holds a word of the flow's name that no
  other flow's name has ("I need a hotel in Rome" -> book_hotel). Only for starting a flow
  from idle, never to switch away from a running one, and never for a ``destructive`` flow;
* 0.6 for a Chinese trigger of four or more characters found with words put between them
  and at most one of its inner characters left out ("查一下我的订单" for "查询订单": Chinese
  says "查一下", "我的" where a trigger author wrote the bare phrase); never for a
  ``destructive`` flow.

A Chinese trigger of two or three characters also matches with 个 after its first
character, as people say it ("退个款" for "退款", "查个订单" for "查订单").

A flow that books something (it asks for confirmation, or is ``destructive``) is
*transactional*: a question for information ("how long is a flight from New York to
Tokyo?") names it without asking for it, and ``informational`` drops it from the hits.

This module holds the index and its matching; the ways a trigger is said are modules of
their own: the lexicon's words around it (``trigger_list_words.py``), the forms derived from
it (``trigger_forms.py``), a Chinese trigger said loosely (``loose_triggers.py``), with its
object first (``fronted_object.py``), its object dropped (``dropped_object.py``) or a count
inside it (``counted_trigger.py``), an English one with a word for any thing
(``trigger_placeholders.py``), the values a flow lists as its words (``flow_values.py``)
and the words that name one flow alone (``own_name_words.py``). A hit and its ranking are
``trigger_hits.py``; the phrases crossing one found, ``crossing_phrases.py``. The weak
fallbacks (a typo, a Chinese trigger said loosely or by its sound, a word of a flow's name)
are ``weak_triggers.py``, tried when ``exact`` finds nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..spec import Domain
from .clauses import RUN_BREAK
from .counted_trigger import CountedTriggers
from .crossing_phrases import crossing
from .dropped_object import BareVerbs, measures_by_flow, object_dropped
from .flow_values import is_theme, listed_values
from .fronted_object import fronted, had_fronted, listed_by_flow, topic_fronted, what_filled
from .grammar_words import Lexicons, grammar
from .inflections import VerbWords, english_plurals
from .lexicon import PhraseSet, has_cjk, normalize
from .numbers import NUMERAL_CHARS
from .own_name_words import (
    own_measures,
    own_name_cores,
    own_name_verbs,
    own_name_words,
    own_trigger_verbs,
)
from .trigger_articles import CountedArticles
from .trigger_examples import FlowExamples
from .trigger_forms import (
    contractions_both_ways,
    other_days,
    other_number,
    said_forms,
    yes_no_of_wh,
)
from .trigger_heads import head_as_value
from .trigger_hits import TriggerHit, keep, ranked
from .trigger_inside import held_inside
from .trigger_list_words import TriggerListWords
from .trigger_placeholders import placeholder_hits, with_placeholder
from .weak_triggers import WeakTriggers


class TriggerIndex:
    """All flows' triggers, compiled once."""

    def __init__(
        self,
        domain: Domain,
        contractions: dict[str, str] | None = None,
        function_words: frozenset[str] = frozenset(),
        lexicons: Lexicons = None,
        spell: Callable[[str], str] | None = None,
    ) -> None:
        #: the words around triggers: the domain's lexicons' (``None``: the built-in ones)
        self.words = lw = grammar(lexicons, TriggerListWords)
        self.verbs = verbs = grammar(lexicons, VerbWords)
        plurals = grammar(lexicons, english_plurals)
        self.by_phrase: dict[str, set[str]] = {}
        #: the lexicon's ``contractions`` both ways: "we are moving" is "we're moving" too
        shorts = contractions_both_ways(contractions)
        self.word_sets: list[tuple[frozenset[str], str, int]] = []
        #: English triggers with a word standing for any thing ("i lost something"), as
        #: regexes that take a short noun phrase there (``with_placeholder``)
        self.open_triggers: list[tuple[re.Pattern[str], str, int]] = []
        #: the word sets of triggers with their verb inflected, by position: that verb
        self.inflected_sets: dict[int, str] = {}
        #: the same word sets' verbs as the trigger says them ("book" of "booking")
        self.inflected_bases: dict[int, str] = {}
        #: (phrase, flow, bit mask of its characters, repeated characters in it)
        fuzzy: list[tuple[str, str, int, int]] = []
        variants: list[tuple[str, str]] = []
        inflected: list[tuple[str, str]] = []
        #: a past-led trigger in its verb's other forms, and with its base
        told: list[tuple[str, str]] = []
        told_bases: list[tuple[str, str]] = []
        #: the flows' ``examples``, whole: a message that is one asks for its flow, as the
        #: author wrote it ("今晚聚餐要喝酒 想找人帮忙开回去"), without the meaning model
        self._examples = FlowExamples(domain)
        authored: set[str] = set()
        said: list[tuple[str, str]] = []
        telling = self._telling(domain)
        for flow in domain.flows.values():
            own = tuple(normalize(x) for x in flow.triggers)
            for trig in flow.triggers:
                n = normalize(trig)
                if not n:
                    continue
                self.by_phrase.setdefault(n, set()).add(flow.name)
                authored.add(n)
                said.append((n, flow.name))
                variants += [(x, flow.name) for x in said_forms(trig, n, lw, shorts, spell, own)]
                if flow.name in telling:  # "are you open sundays?" for "when are you open"
                    variants += [(x, flow.name) for x in yes_no_of_wh(n, lw)]
                    # "周日上班吗" for 周末上班吗: another day in the trigger's day's place
                    variants += [(x, flow.name) for x in other_days(n, lw)]
                # "the daily rate" for the trigger "rates", "prices" for "price": its last
                # noun in the other number (TRIGGER_SAID_IN_THE_OTHER_NUMBER)
                variants += [(x, flow.name) for x in other_number(n, plurals)]
                # "i need my thesis printed", "renting the studio": the leading verb as
                # people inflect it (a form after a subject is no request: ``exact``)
                forms: list[str] = []
                if not has_cjk(n) and n.split()[0] not in function_words:
                    forms = verbs.variants(n)
                    # "she pulls a shoe", "she threw a shoe" for "pulled a shoe", "thrown a
                    # shoe": a trigger that tells what happened, in its verb's other forms,
                    # after a subject too; its base only so ("if we capsize the boat")
                    # (TRIGGER_LED_BY_A_PAST_FORM_SAID_IN_ANOTHER_FORM)
                    bases, told_forms = verbs.past_variants(n)
                    told += [(v, flow.name) for v in told_forms]
                    told_bases += [(v, flow.name) for v in bases]
                    inflected += [(v, flow.name) for v in forms]
                # "i lost something" said "i lost my phone": a word that stands for any
                # thing (the lexicon's ``trigger_placeholders``) is what the user names
                coded = any(s.pattern for s in flow.slots)
                open_rx = with_placeholder(n, lw.placeholders, lw.pronouns, lw.determiners, coded)
                if open_rx is not None:
                    self.open_triggers.append((open_rx, flow.name, len(n)))
                words = frozenset(w for w in n.split() if w not in lw.stop)
                if not has_cjk(n) and len(words) >= 2:
                    self.word_sets.append((words, flow.name, len(n)))
                    # "thinking about getting my first tattoo" for "get a tattoo"
                    for form in forms:
                        verb = form.split()[0]
                        as_said = frozenset(w for w in form.split() if w not in lw.stop)
                        if len(as_said) == len(words) and verb in as_said:
                            self.inflected_sets[len(self.word_sets)] = verb
                            self.inflected_bases[len(self.word_sets)] = n.split()[0]
                            self.word_sets.append((as_said, flow.name, len(n)))
                if not has_cjk(n) and len(n) >= 6:
                    fuzzy.append((n, flow.name, 0, len(n) - len(set(n))))
        #: Chinese triggers said with their object put first by an object marker: "把这张
        #: 月卡退了吧" for 退月卡, "把头发剪短" for 剪头发 (``fronted``)
        self.fronted = fronted(self.by_phrase, lw.object_markers)
        #: and with their object first as the topic of a can-you question: "报告能寄到家里
        #: 吗" for 寄报告, "这个预约可以取消吗" for 取消预约 (``topic_fronted``)
        self.topic_fronted = topic_fronted(
            self.by_phrase, lw.can_you, lw.noun_marks, listed_by_flow(domain)
        )
        #: and by the flow's own verb alone, its object dropped: "能充点吗" for 充点钱,
        #: "能送一罐过来吗" for 送煤气 (``object_dropped``), read as the topics are
        dropped = object_dropped(
            self.by_phrase,
            lw.can_you,
            [*lw.softeners, *lw.degrees],
            measures_by_flow(domain, [*lw.classifiers, *lw.measures]),
            NUMERAL_CHARS,
            BareVerbs(lw.polar_ends, frozenset(authored), lw.unthing_words),
        )
        if dropped:
            modal = re.compile(lw.can_you)
            self.topic_fronted = (
                self.topic_fronted[0] if self.topic_fronted else modal,
                [*(self.topic_fronted[1] if self.topic_fronted else []), *dropped],
            )
        #: and with their object first as the topic of a need, said plainly: "年检的时间要改
        #: 一下" for 改时间, "预约得取消" for 取消预约 (TRIGGER_OBJECT_FIRST_AS_THE_TOPIC_OF_A_NEED;
        #: ``topic_needs``): a want of the thing done, no question to ask
        self.need_fronted = topic_fronted(self.by_phrase, lw.topic_needs, lw.noun_marks)
        self._yes_no_ends, self._both_ways = lw.yes_no_ends, lw.both_ways
        #: and with their object first after a word of having: "有轮椅出租吗" for 租轮椅
        #: (``had_fronted``), read as the topics are, the ask of having asked both ways
        #: ("有没有") a yes-or-no one too
        self.had_fronted = had_fronted(self.by_phrase, lw.having)
        self._having_both_ways = lw.having_both_ways
        #: a telling flow's trigger ending with a question word, asked with a thing in its
        #: place as a yes-or-no question: "要带户口本吗" for 要带什么 (``what_filled``)
        self.what_filled = what_filled(self.by_phrase, lw.wh, self._telling(domain))
        #: a count said inside a Chinese trigger, between its verb and its noun, with a value
        #: of the domain after it: "买20节吉他课" is 买课, "洗20张6寸照片" 洗照片, and a vague
        #: count there ("想洗几双鞋") in a message stating a want (``CountedTriggers``)
        self.counted = CountedTriggers(domain, lexicons, lw)
        #: English triggers naming one thing with an article, said with a count in its
        #: place ("wall mount 2 tvs" for "wall mount a tv"; ``CountedArticles``)
        self.counted_articles = CountedArticles(said, lw.articles, lw.plural_endings)
        self.changes = lw.changes
        #: Chinese triggers that may match with words between their characters (the
        #: variants with 个 are such a match already)
        gapped = [
            (p, next(iter(flows)))
            for p, flows in self.by_phrase.items()
            if len(flows) == 1
            and has_cjk(p)
            and len(p) >= 3
            and " " not in p
            and not domain.flows[next(iter(flows))].destructive
        ]
        #: two-character Chinese triggers, a verb and its noun, said with a mark between
        #: them that makes the verb the noun's modifier ("昨天洗的车" of 洗车, "上周配的眼镜"
        #: of 配眼镜 is gapped already): the thing the service was done to, told; never a
        #: request, read only for a day gone by said with it (``past_told``)
        self.split_told: dict[str, str] = {
            f"{p[0]}{mark}{p[1]}": next(iter(flows))
            for p, flows in self.by_phrase.items()
            if len(flows) == 1
            and len(p) == 2
            and has_cjk(p)
            and not domain.flows[next(iter(flows))].destructive
            for mark in lw.noun_marks
        }
        self._split_told_rx = (
            re.compile("|".join(map(re.escape, sorted(self.split_told, key=len, reverse=True))))
            if self.split_told
            else None
        )
        variants += head_as_value(domain, self.by_phrase)
        for phrase, name in variants:
            self.by_phrase.setdefault(phrase, set()).add(name)
        #: phrases that are only a trigger with its verb inflected
        self.inflected = frozenset(p for p, _ in inflected if p not in self.by_phrase)
        for phrase, name in inflected:
            if phrase in self.inflected:
                self.by_phrase.setdefault(phrase, set()).add(name)
        #: phrases that are only a past-led trigger with its verb's base: read after a
        #: subject only ("if we capsize the boat"; "capsize the boat" alone asks nothing)
        self.told_bases = frozenset(p for p, _ in told_bases if p not in self.by_phrase)
        for phrase, name in [*told, *told_bases]:
            if phrase not in self.by_phrase or phrase in self.told_bases:
                self.by_phrase.setdefault(phrase, set()).add(name)
        self.phrases = PhraseSet.build(list(self.by_phrase))
        #: the triggers as the author wrote them, beside the forms derived from them
        self.authored = frozenset(authored)
        #: per flow, the values that name what the flow is about rather than choose: a
        #: value word of the flow's name, or one every trigger holds ("firewood" of
        #: order_firewood, "i need firewood"): said in a trigger, the value is not chosen
        self.themes: dict[str, frozenset[str]] = {
            f.name: frozenset(v for v in listed_values(domain, f) if is_theme(v, f))
            for f in domain.flows.values()
        }
        self.transactional = frozenset(
            f.name for f in domain.flows.values() if f.confirm is not None or f.destructive
        )
        # each word set (by position) under one of its words: a set can only be contained
        # in a message that has that word, so only those sets are tested
        self._sets_by_word: dict[str, list[int]] = {}
        for i, (wanted, _, _) in enumerate(self.word_sets):
            self._sets_by_word.setdefault(min(wanted), []).append(i)
        #: each flow's word sets with their lengths, in the triggers' order (``placed``,
        #: ``placed_wide``): built here, not filtered out of every set on each message
        self._sets_of_flow: dict[str, list[tuple[frozenset[str], int]]] = {}
        for wanted, flow_name, length in self.word_sets:
            self._sets_of_flow.setdefault(flow_name, []).append((wanted, length))
        #: each word that names one flow alone, with that flow (``own_name_words.py``)
        self.name_words = own_name_words(domain, lw, function_words)
        #: the verb each making flow's description opens with, in its base forms ("move")
        #: and the verb a making flow's trigger opens with before its thing ("pick up")
        self.name_verbs = {
            **own_trigger_verbs(domain, lw, verbs, function_words),
            **own_name_verbs(domain, lw, verbs),
        }
        #: two Chinese characters that say what one flow alone is about ("参观")
        self.name_cores = own_name_cores(domain, lw)
        #: the measure words one flow alone counts its thing by ("副" of 配一副眼镜)
        self.own_measures = own_measures(domain, lw)
        #: what ``match`` falls back on: typos, loose Chinese, a word of a flow's name
        self.fallbacks = WeakTriggers(
            fuzzy,
            gapped,
            self.inflected,
            self.phrases,
            verbs,
            lw,
            self.name_words,
            self.name_cores,
            self.own_measures,
            self.name_verbs,
        )

    def theme_spans(self, flow: str, text: str) -> list[tuple[int, int]]:
        """Where a value naming what ``flow`` is about stands inside one of its triggers
        in ``text`` ("firewood" of "firewood delivery"): the request, not a choice of that
        value, so a value named beside it ("three bundles of kindling") is the only one."""
        themes = self.themes.get(flow)
        regex = self.phrases.regex
        if not themes or regex is None:
            return []
        out: list[tuple[int, int]] = []
        for m in regex.finditer(text.lower()):
            if flow not in self.by_phrase.get(m.group(0), ()):
                continue
            for theme in themes:
                at = m.group(0).find(theme)
                if at >= 0:
                    out.append((m.start() + at, m.start() + at + len(theme)))
        return out

    def trigger_ends(self, flow: str, text: str) -> list[int]:
        """Where each of ``flow``'s triggers said in ``text`` (lower-cased) ends."""
        regex = self.phrases.regex
        if regex is None:
            return []
        return [m.end() for m in regex.finditer(text) if flow in self.by_phrase.get(m.group(0), ())]

    def match(self, norm: str, names: bool = False) -> list[TriggerHit]:
        """The best hit per flow, best first (score, then length of the matched phrase);
        ``names`` allows the weakest evidence, a word of a flow's name."""
        return self.exact(norm) or self.fallbacks.weak(norm, names)

    def example_of(self, norm: str) -> frozenset[str]:
        """The flows of which ``norm`` is one of the ``examples``, word for word
        (``FlowExamples.of``)."""
        return self._examples.of(norm)

    def examples_said(self, norm: str) -> list[tuple[str, int, int]]:
        """The flows one of whose ``examples`` ``norm`` is, whole or as a run of its words
        between others, with where it stands in ``norm`` (``FlowExamples.said``)."""
        return self._examples.said(norm)

    def told_split(self, norm: str) -> list[TriggerHit]:
        """The two-character triggers ``norm`` says split by a modifier's mark ("洗的车"),
        where they stand (``told_split``)."""
        if self._split_told_rx is None:
            return []
        return [
            TriggerHit(
                self.split_told[m.group(0)], 0.6, m.end() - m.start(), m.start(), m.end(), False
            )
            for m in self._split_told_rx.finditer(norm)
        ]

    def exact(self, norm: str) -> list[TriggerHit]:
        """``match`` without the typo-tolerant and name-word fallbacks, which only count
        when this finds nothing (and cost the most)."""
        best: dict[str, TriggerHit] = {}
        for flow, start, end in self.examples_said(norm):
            keep(best, TriggerHit(flow, 1.0, end - start, start, end))
        for m in crossing(self.phrases.regex, norm, self.phrases.finditer(norm)):
            if m.group(0) in self.inflected and self.verbs.stated(norm, m.start()):
                continue  # "i paid": what was done, not a request
            if m.group(0) in self.told_bases and not self.verbs.stated(norm, m.start()):
                continue  # "pay the invoice" of "paid the invoice": a request, not told
            authored = m.group(0) in self.authored
            for flow in self.by_phrase.get(m.group(0), ()):
                hit = TriggerHit(flow, 1.0, len(m.group(0)), m.start(), m.end(), authored)
                keep(best, hit)
        if self.fronted and self.fronted[0].search(norm) is not None:
            for rx, flow, length, verb in self.fronted[1]:
                for m in rx.finditer(norm):
                    if self.changes.match(norm, m.end() - verb) is None:
                        keep(best, TriggerHit(flow, 1.0, length, m.start(), m.end()))
        if self.topic_fronted and self.topic_fronted[0].search(norm) is not None:
            for rx, flow, length, verb in self.topic_fronted[1]:
                if not verb:
                    continue  # a whole trigger as the topic: found above as any trigger is
                for m in rx.finditer(norm):
                    if self._yes_no_topic(norm, m):
                        keep(best, TriggerHit(flow, 1.0, length, m.start(), m.end()))
        if self.need_fronted and self.need_fronted[0].search(norm) is not None:
            for rx, flow, length, verb in self.need_fronted[1]:
                for m in rx.finditer(norm) if verb else ():
                    keep(best, TriggerHit(flow, 1.0, length, m.start(), m.end()))
        for flow, length, m in self._had_asks(norm):
            keep(best, TriggerHit(flow, 1.0, length, m.start(), m.end()))
        for rx, flow, length in self.what_filled:
            for m in rx.finditer(norm):
                closing = RUN_BREAK.search(norm, m.start())
                clause_end = closing.start() if closing else len(norm)
                if clause_end - m.end() <= _HAD_TAIL and self._yes_no_topic(norm, m):
                    keep(best, TriggerHit(flow, 1.0, length, m.start(), m.end()))
        for phrase, start, end in self.counted.said(norm, self.phrases):
            for flow in self.by_phrase.get(phrase, ()):
                keep(best, TriggerHit(flow, 1.0, len(phrase), start, end))
        for hit in placeholder_hits(self.open_triggers, norm, self.words.not_things):
            keep(best, hit)
        for hit in self.counted_articles.hits(norm):
            keep(best, hit)
        if self.word_sets:
            words = set(norm.split())
            tried = [i for w in words for i in self._sets_by_word.get(w, ())]
            for i in sorted(tried):  # in the triggers' order: it decides equal hits' order
                wanted, flow, length = self.word_sets[i]
                if wanted <= words and not self._verb_stated(norm, i):
                    keep(best, TriggerHit(flow, 0.75, length, 0, 0))
                    held_inside(best, norm, wanted, flow)
        return ranked(best)

    def placed(self, norm: str, hits: list[TriggerHit]) -> list[TriggerHit]:
        """``hits`` with each hit by a word set (``exact``'s 0.75, said with words between:
        "tune my grand piano" for "tune my piano") given where it stands in ``norm``: from
        the first of its words to the last, the shortest such run of the flow's sets. A word
        set's hit has no span of its own, so what stands before it (a polite ask: "can you
        tune my grand piano") could not be told to ask for it."""
        at: dict[str, tuple[int, int]] = {}
        pos = 0
        for word in norm.split(" "):
            at.setdefault(word, (pos, pos + len(word)))
            pos += len(word) + 1
        out: list[TriggerHit] = []
        for h in hits:
            runs = [
                (min(at[w][0] for w in wanted), max(at[w][1] for w in wanted))
                for wanted, _ in (self._sets_of_flow.get(h.flow, ()) if h.end <= h.start else ())
                if wanted and wanted <= at.keys()
            ]
            if runs:
                start, end = min(runs, key=lambda r: r[1] - r[0])
                h = TriggerHit(h.flow, h.score, h.length, start, end)
            out.append(h)
        return out

    def placed_wide(self, norm: str, hits: list[TriggerHit]) -> list[TriggerHit]:
        """``placed``, and each flow hit by a whole trigger standing also where another of
        its triggers is said with words between ("collect 3 bags" for ``collect bags``,
        beside ``garden waste`` said whole in "can you collect 3 bags of garden waste"): the
        best hit kept per flow is the whole one, so a polite ask before the other trigger's
        verb could not be told to ask for the flow, and the message was read as a question."""
        out = self.placed(norm, hits)
        spanned = {h.flow for h in hits if h.end > h.start}
        if not spanned or not self.word_sets:
            return out
        words = norm.split(" ")
        for flow in spanned:
            for wanted, length in self._sets_of_flow.get(flow, ()):
                if not wanted <= set(words):
                    continue
                at = [i for i, w in enumerate(words) if w in wanted]
                start = sum(len(w) + 1 for w in words[: at[0]])
                end = sum(len(w) + 1 for w in words[: at[-1] + 1]) - 1
                if all(end <= h.start or start >= h.end for h in out if h.flow == flow):
                    out.append(TriggerHit(flow, 0.75, length, start, end))
        return out

    def around_codes(self, norm: str) -> list[TriggerHit]:
        """``exact`` on Chinese text with its reference codes left out: "帮我查下DD-1234的
        订单" is "查下订单" about DD-1234 (the code, with its 的, split the phrase)."""
        code = self.words.code_in_zh
        if code.search(norm) is None:
            return []
        best: dict[str, TriggerHit] = {}
        for m in self.phrases.finditer(code.sub("", norm)):
            for flow in self.by_phrase.get(m.group(0), ()):
                keep(best, TriggerHit(flow, 1.0, len(m.group(0)), 0, 0))
        return ranked(best)

    def thing_named(
        self, norm: str, start: int, flow: str, gap: frozenset[str]
    ) -> frozenset[str] | None:
        """From ``start`` on, ``norm`` names the thing ``flow`` makes by the words of one of
        its triggers with the verb inflected after them, a noun ("my study room booking" of
        "book a study room", "the repair booking" of "book a repair"): before that verb only
        the trigger's other words, its fillers and ``gap`` words ("my", "the"). The words
        match as a word set in any order (``exact``, 0.75); said so, they are no request.
        The words that name it (the verb with the words before it, ``gap`` words left out,
        and the verb as the trigger says it: "hiring" is a "hire"), or None."""
        tokens = norm[start:].split()
        for i, verb in self.inflected_sets.items():
            words, owner, _ = self.word_sets[i]
            if owner != flow or verb not in tokens:
                continue
            before = tokens[: tokens.index(verb)]
            if (
                before
                and words - {verb} <= set(before)
                and all(w in words or w in gap or w in self.words.stop for w in before)
            ):
                said = [*before, verb, self.inflected_bases[i]]
                return frozenset(w for w in said if w not in gap)
        return None

    def _verb_stated(self, norm: str, i: int) -> bool:
        """Word set ``i`` is a trigger with its verb inflected, said after a subject ("i
        got a tattoo here last summer" is no "get a tattoo"), or one whose own word is a
        past form said so, its other words anywhere ("the logs you delivered" for "logs
        delivered": what was done, told, no request)."""
        verb = self.inflected_sets.get(i)
        told = [] if verb is None else [verb]
        told += [w for w in self.word_sets[i][0] if w != verb and self.verbs.past(w)]
        return any(
            self.verbs.stated(norm, m.start())
            for w in told
            for m in re.finditer(rf"(?<!\S){re.escape(w)}(?!\S)", norm)
        )

    @staticmethod
    def _telling(domain: Domain) -> frozenset[str]:
        """The flows that only tell: no slots, no confirmation, nothing undone."""
        return frozenset(
            f.name
            for f in domain.flows.values()
            if not f.slots and f.confirm is None and not f.destructive and not f.steps
        )

    def books(self, hits: list[TriggerHit]) -> bool:
        """Some hit is a flow that books or cancels: only then does the message's mood
        (question or request) need reading."""
        return any(h.flow in self.transactional for h in hits)

    def asked_by_topic(self, norm: str) -> set[str]:
        """The flows a can-you question with a trigger's object, or a whole trigger, as its
        topic asks for ("报告能寄到家里吗" for 寄报告, "定制笔记本能印logo吗"): a request asked
        as a question, as "能约足疗吗" is (``topic_fronted``)."""
        had = {flow for flow, _, _ in self._had_asks(norm)}  # "有轮椅出租吗"
        if not self.topic_fronted or self.topic_fronted[0].search(norm) is None:
            return had
        return had | {
            flow
            for rx, flow, _, _ in self.topic_fronted[1]
            if any(self._yes_no_topic(norm, m) for m in rx.finditer(norm))
        }

    def _had_asks(self, norm: str) -> list[tuple[str, int, re.Match[str]]]:
        """The asks of having with a trigger's object before its verb in ``norm`` that ask
        yes or no ("有轮椅出租吗", "有没有轮椅出租"): (flow, the trigger's length, match)."""
        if not self.had_fronted or self.had_fronted[0].search(norm) is None:
            return []
        out = []
        for rx, flow, length, _ in self.had_fronted[1]:
            for m in rx.finditer(norm):
                end = RUN_BREAK.search(norm, m.end())
                # the verb closes the ask, its mark of asking at most after it: a noun after
                # the verb (a list, a price of the service) is what is asked about, no booking
                if len(norm[m.end() : end.start() if end else len(norm)]) > _HAD_TAIL:
                    continue
                if any(w in m.group(0) for w in self._having_both_ways) or self._yes_no_topic(
                    norm, m
                ):
                    out.append((flow, length, m))
        return out

    def _yes_no_topic(self, norm: str, m: re.Match[str]) -> bool:
        """The can-you question ``m`` is a yes-or-no one: its modal asked both ways
        ("能不能"), or its clause ends as a yes-or-no question does ("…能寄到家里吗")."""
        if any(w in m.group(0) for w in self._both_ways):
            return True
        end = RUN_BREAK.search(norm, m.end())
        return self._yes_no_ends.search(norm[: end.start() if end else len(norm)]) is not None

    def informational(self, hits: list[TriggerHit]) -> list[TriggerHit]:
        """The hits a question for information may act on: not the flows that book or
        cancel something ("how long is a flight to Tokyo?" books no flight)."""
        return [h for h in hits if h.flow not in self.transactional]


#: what may follow the verb of an ask of having in its clause: its mark of asking ("吗",
#: "的吗")
_HAD_TAIL = 2
