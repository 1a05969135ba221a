"""Per-language word lists the rule-based understander reads, loaded from YAML files.

The built-in lists live in ``dialogflows/lexicons/<language>.yaml``; a bot author extends
them with files named in ``settings.lexicons``. Everything is compiled into regexes once, at
load, so that a turn only runs prepared patterns. A user file has the same keys as the
built-in one; its lists are *added* to the built-in ones, and a ``remove:`` mapping
(category -> phrases) drops built-in phrases an author does not want.

Two kinds of entries:

* phrase lists (``affirm``, ``cancel``, ``topic_cues`` ...): matched on *normalized* text
  (casefolded, punctuation turned into spaces, spaces collapsed); Latin phrases match whole
  words, Chinese phrases match as substrings since Chinese has no spaces between words;
* templates (``resume``, ``clear``, ``beliefs``): phrases with ``{flow}``, ``{slot}``,
  ``{money}``, ``{number}`` or ``{text}`` holes, matched case-insensitively on the raw text
  so the captured value keeps the user's spelling.

Three modules, one concept each: ``lexicon_files.py`` reads and merges the files (the
built-in ones and an author's), ``phrases.py`` compiles and matches phrases and templates
(``normalize``, ``PhraseSet``, ``Template``; named here too, where readers import them
from), and this one declares the categories and builds the ``Lexicon`` a turn reads.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from .lexicon_files import LexiconError as LexiconError
from .lexicon_files import (
    builtin_text,
    builtin_values,
    check_author_values,
    check_values,
    merge,
    read_lexicon_file,
    strings,
)
from .phrases import LATIN_WORD as LATIN_WORD
from .phrases import NO_PHRASES, trie
from .phrases import PLAIN_SPELLING as PLAIN_SPELLING
from .phrases import PhraseSet as PhraseSet
from .phrases import Template as Template
from .phrases import has_cjk as has_cjk
from .phrases import longer_than as longer_than
from .phrases import normalize as normalize
from .phrases import phrase_regex as phrase_regex
from .phrases import scan_regex as scan_regex

PHRASE_CATEGORIES = (
    "affirm",
    "deny",
    "cancel",
    "cancel_all",
    "repeat",
    "handoff",
    "greeting",
    "thanks",
    "chitchat",
    "capabilities",
    "restart",
    "take_back",
    "waits",
    "unsure",
    "then_words",
    # the word that makes the word after it a verb ("to appeal"): no thing recalled (recall.py)
    "infinitive_marks",
    # a change said by its verb alone right before the new value ("改10点"; all_values.py)
    "change_verbs_bare",
    # question words, and the directions after a verb ("送过去"), for an answer said with
    # the words of its question (for_queued.py)
    "wh_words",
    "verb_directions",
    # a flow that changes what another made says so (nlu/amend.py, _changer)
    "changing_flow_words",
    "additions",
    "id_words",
    "refusals",
    # words ending in a negation character that negate nothing ("分别", "区别"; unwanted.py)
    "negation_free_words",
    "no_longer",
    "inline_corrections",
    # correction words pointing back at what was said: the filled slot changes (corrections.py)
    "said_corrections",
    # verbs of having before a bare number: a count of things, no length (had_count.py)
    "count_had_verbs",
    "refusals_after",
    "topic_cues",
    "negation",
    "corrections",
    "kept_slot_marks",
    "change_markers",
    "fillers_lead",
    "address_heads",
    "address_leads",
    "home_places",
    "name_leads",
    "name_titles",
    # an open trigger's object ("i left my jacket there"): the trigger ends in a determiner,
    # the object in one of ``object_ends`` (trigger_object.py)
    "slot_name_determiners",
    "object_ends",
    "accessory_leads",
    "change_into_leads",
    "fillers_trail",
    "prepositions",
    "units",
    "classifiers",
    "counted_ones",
    "zero_counts",
    "none_offers",
    "none_values",
    "zero_leads",
    "absence_leads",
    "absence_tails",
    "single_words",
    "clock_sides",
    "when_words",
    "value_stops",
    "non_values",
    "question_words",
    "invariant_markers",
    "recall_cues",
    "check_cues",
    "swap",
    "just_words",
    "done_asks",
    "definition_asks",
    "kept_words",
    "nothing_to_change",
    "keep_it",
    "undo_acts",
    "as_before",
    "dislikes",
    "repeat_alone",
    "options_cues",
    "earliest_asks",
    "weak_values",
    "affirm_weak",
    "affirm_alone",
    "asap",
    "asap_alone",
    "not_things",
    "recall_tails",
    "return_words",
    "unsure_after",
    "not_at_hand",
    "remember_markers",
    "overrides",
    "hedges",
    "for_now",
    "conditionals",
    # the question a supposing clause goes on to with no mark between (conditionals.py)
    "supposing_ends",
    # words that close a supposing clause said before its question (zh "…的话")
    "supposing_closers",
    "polite_asks",
    "service_asks",
    # the business addressed as the subject of a change said at the confirmation (zh)
    "addressed_subjects",
    "or_words",
    "polar_ends",
    "another_words",
    "told_bookings",
    "told_leads",
    "how_to_asks",
    "booking_verbs",
    "question_particles",
    # saying one wants a yes-or-no slot's thing ("make them motorised"; nlu/boolean_asked.py)
    "wanting_leads",
    # a name said with whom it is the name of ("我爸叫李强", "我妈 王秀英"; nlu/free_text.py)
    "name_links",
    "whose_leads",
    "companions",
    # a pronoun for the thing just named, after a flow's verb ("ok book it"; verb_request.py)
    "object_pronouns",
    "booking_verbs",
    # the particle closing a go-ahead's phrasal verb ("get it booked in"; nlu/yes_no.py)
    "go_ahead_particles",
    # the control-flow readers' words (issue 23, pipeline23)
    "change_verbs",
    "question_tails",
    "wrong_gap",
    "let_go_tails",
    # what softens a Chinese verb ("取消一下"): nothing said of the thing after it
    "verb_softeners",
    "object_gap",
    "refusal_gap",
    # a request's words run together as one ("wanna"): they tell no flow apart (rules.py)
    "fused_requests",
    "which_words",
    "capability_questions",
    "action_questions",
    "undo_words",
    # a thing done with said flatly, no cancel word, nothing going on (cancel_alone.flat_undo)
    "undo_flat",
    # a value right after its slot's name (named_values.py)
    "value_links",
    # the endings a slot's label is said without, before a code (named_codes.py)
    "label_ends_dropped",
    # a one-word control that is no verb, opening a long message (control_phrase.py)
    "control_openers",
    # what was done, told after a cancel word: why the need went away (told_done.py)
    "done_marks",
    # a clause of doing the task oneself instead, said while a slot is asked (self_instead.py)
    "oneself_leads",
    "oneself_words",
    # a plan for a later week or month, told after a cancel word (later_plan.py)
    "later_plans",
    # words no name holds: a name slot's answer with one is a sentence (all_values.no_name)
    "never_in_names",
    "date_past_leads",
    "told_tails",
    # a day said as one that suits, never a told event: refused when gone by (date_by_bounds.py)
    "day_suits",
    # a no run into a control phrase, never its negation: "no never mind" (control_phrase.py)
    "no_before_control",
    # how a message is said, never a remark (remarks.py)
    "order_words",
    # the end of a span of days said as two dates (ranges.py)
    "span_end_words",
    # a yes-or-no slot's name said with or without it: "no car", "不带车" (boolean_named.py)
    "boolean_with",
    "boolean_without",
    "boolean_with_after",
    "boolean_without_after",
    "boolean_unneeded_after",
    "boolean_state_without",
    "boolean_with_unless_asked",
    "boolean_with_modifiers",
    # a verb's result said with another of the same sense: 洗好 for 洗完 (label_parts.py)
    "result_complements",
    # a direction after a label's last verb: 回 of 装回 (label_parts.py)
    "direction_complements",
    # an ask of having with the thing before the verb: "有轮椅出租吗" (fronted_object.py)
    "having_asks",
    # asking whether the business has one for the values said (asked_flow.py)
    "stock_asks",
    # a can-you question after a statement of what is wrong (asked_flow.told_then_asked)
    "can_you_asks",
    # a no that says a detail is wrong, not that the act is refused (Deny.amend)
    "deny_wrong",
    "own_mistake",
    "apologies",
    "each_words",
    "settling_closers",
    "count_part_joiners",
    "thing_determiners",
    "value_agreed",
    "value_leads",
    # the new value after a verb of change and its pronoun: "move it to the 20th" (verb_words.py)
    "change_leads",
    # a free-text slot's question asking the user's own name (own_name.py)
    "own_name_asks",
    "self_name_leads",
    # the flow that just ended asked for again with its values (same_again.py)
    "same_task",
    # soft words around a control word or opening a supposed clause or a question
    # (control_phrase.py, conditionals.py, query_forms.py); read as phrases, so loaded as such
    "hesitations",
    "answer_fillers",
    # a change of mind before a turned-down verb ("还是不取消了", quit_verb.py) and the words
    # that go on after a yes ("yes and …", yes_no.py)
    "mind_change_leads",
    "joiners",
    # a clause of contrast after an answer ("1 but no thanks": the next yes-or-no's answer,
    # anticipated.py)
    "contrast_joiners",
    # what leads a result after a reason ("…appt on friday so saturday please", prefill.py)
    "result_joiners",
    # sentence particles ("吧", "啊"): "好吧 不需要" is an acknowledgement, then the answer
    "particles",
    # what makes a listed value said before it the time of an act ("打电话前", act_times.py)
    "act_time_tails",
)
TEMPLATE_CATEGORIES = ("resume", "clear", "drop_flow", "same_as", "keep_flow", "part_fixes")


@dataclass(frozen=True)
class BeliefRule:
    """How a statement becomes a belief: ``key`` may hold ``{text}`` ("avoid:{text}")."""

    key: str
    templates: tuple[Template, ...]
    invariant: bool = False
    value: str = "text"
    #: the statement takes the belief back ("我现在能吃辣了" drops "avoid:辣")
    drops: bool = False
    #: how the belief binds: ``limit``, ``avoid``, ``prefer``, an author's kind, or None
    kind: str | None = None
    #: the value of a phrase with no hole ("i'm vegan": what the kind rules out)
    fixed: Any = None
    #: an amount without a currency counts ("my limit is 500"): the words say it is money
    bare: bool = False


@dataclass(frozen=True)
class Lexicon:
    """One language's words compiled once (the built-in file with the author's additions):
    every reader asks it by list name (``lex[key]``), so no word lives in the code."""

    language: str
    sets: dict[str, PhraseSet]
    templates: dict[str, tuple[Template, ...]]
    references: dict[str, PhraseSet]
    ordinals: dict[str, int]
    ordinal_set: PhraseSet
    beliefs: tuple[BeliefRule, ...]
    type_words: dict[str, tuple[str, ...]]
    #: belief key -> the words that name it in a question ("budget", "allergic", "预算")
    belief_words: dict[str, tuple[str, ...]] = field(default_factory=dict)
    raw: dict[str, Any] = field(repr=False, default_factory=dict)
    #: one alternation per template category: a single search tells whether any template
    #: of the category can match, so a turn usually pays one regex, not fifty
    gates: dict[str, re.Pattern[str] | None] = field(default_factory=dict)

    def may_match(self, category: str, text: str) -> bool:
        gate = self.gates.get(category)
        return gate is not None and gate.search(text.lower()) is not None

    def __getitem__(self, category: str) -> PhraseSet:
        return self.sets.get(category) or NO_PHRASES


def _compile(language: str, data: dict[str, Any], source: str) -> Lexicon:
    check_values(data, source)
    sets = {c: PhraseSet.build(strings(data, c, source)) for c in PHRASE_CATEGORIES}
    templates = {
        c: tuple(Template.build(t) for t in strings(data, c, source)) for c in TEMPLATE_CATEGORIES
    }
    refs = data.get("references") or {}
    references = {
        kind: PhraseSet.build([str(p) for p in phrases])
        for kind, phrases in refs.items()
        if kind != "ordinal"
    }
    ordinals = {normalize(str(k)): int(v) for k, v in (refs.get("ordinal") or {}).items()}
    beliefs = []
    for item in data.get("beliefs") or []:
        if not isinstance(item, dict) or "key" not in item or "patterns" not in item:
            raise LexiconError(f"lexicon {source}: each belief needs `key` and `patterns`")
        beliefs.append(
            BeliefRule(
                key=str(item["key"]),
                templates=tuple(Template.build(str(p)) for p in item["patterns"]),
                invariant=bool(item.get("invariant", False)),
                value=str(item.get("value", "text")),
                drops=bool(item.get("drops", False)),
                kind=str(item["kind"]) if item.get("kind") else None,
                bare=bool(item.get("bare", False)),
            )
        )
    gates = {c: _gate(list(templates[c])) for c in TEMPLATE_CATEGORIES}
    gates["beliefs"] = _gate([t for b in beliefs for t in b.templates])
    # any template of any category: most messages pass none, and then one search tells
    gates["templates"] = _gate(
        [*(t for c in TEMPLATE_CATEGORIES for t in templates[c]), *_templates_of(beliefs)]
    )
    type_words = {
        str(k): tuple(normalize(str(w)) for w in v)
        for k, v in (data.get("type_words") or {}).items()
    }
    return Lexicon(
        language=language,
        sets=sets,
        templates=templates,
        references=references,
        ordinals=ordinals,
        ordinal_set=PhraseSet.build(list(ordinals)),
        beliefs=tuple(beliefs),
        type_words=type_words,
        belief_words={
            str(k): tuple(normalize(str(w)) for w in v)
            for k, v in (data.get("belief_words") or {}).items()
        },
        raw=data,
        gates=gates,
    )


def with_rules(lex: Lexicon, rules: list[BeliefRule]) -> Lexicon:
    """``lex`` with ``rules`` read before its own belief rules (a domain's own kinds: "my
    transfer limit is" must win over the built-in "my limit is")."""
    if not rules:
        return lex
    beliefs = (*rules, *lex.beliefs)
    gates = dict(lex.gates)
    gates["beliefs"] = _gate(_templates_of(beliefs))
    gates["templates"] = _gate(
        [*(t for c in TEMPLATE_CATEGORIES for t in lex.templates[c]), *_templates_of(beliefs)]
    )
    return replace(lex, beliefs=beliefs, gates=gates)


def _templates_of(beliefs: Iterable[BeliefRule]) -> list[Template]:
    return [t for b in beliefs for t in b.templates]


def _gate(templates: list[Template]) -> re.Pattern[str] | None:
    """A cheap necessary condition for a category: one template's anchor word must occur
    (lowercased) for any template of the category to have a chance. The gate of all
    categories at once is one trie of every anchor, not the categories' gates joined: its
    branches then open with a character, which the regex engine scans for."""
    if not templates:
        return None
    if any(not t.anchor for t in templates):
        return re.compile("")  # a template that is all holes: no gate possible
    return re.compile(trie(sorted({t.anchor for t in templates}), " "))


@lru_cache(maxsize=32)
def _load(language: str, extra_paths: tuple[str, ...]) -> Lexicon:
    data = read_lexicon_file(f"<built-in {language}>", builtin_text(language))
    data["values"] = dict(builtin_values(language))
    for p in extra_paths:
        extra = read_lexicon_file(p)
        check_author_values(extra, p)
        if extra.get("language") in (None, language):  # a file names its language, or serves all
            data = merge(data, extra, p)
    return _compile(language, data, ", ".join(extra_paths) or f"<built-in {language}>")


def load_lexicon(language: str, extra_paths: list[str] | tuple[str, ...] = ()) -> Lexicon:
    """The built-in lexicon of ``language`` with the user files merged over it (cached)."""
    return _load(language, tuple(str(p) for p in extra_paths))
