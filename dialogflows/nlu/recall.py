"""Questions about something the bot handed out: "what was my reservation number again?",
"我的订单号是多少？".

An action's results may be entities (a booking reference, an order number); they go on the
entity stack, and the prompt shows them to the bot's model. A bot without a model needs the
rules to answer, or the user gets the list of flows. The words that name such an entity are
the author's, gathered once per domain: the entity's name ("booking"), the words of the
result and slot names that hold it ("reservation" of ``reservation_id``) and the
descriptions of those slots ("订单号"). A question with one such word, about an entity the
stack holds, is a ``Recall``; anything else stays talk.

The same words serve requests: "cancel the flight" acts on the newest booking the flight
flow made (``made_by_named_flow``).

A fact the user stated is recalled by a question naming it in the lexicon's words
(``belief_words``: "what was my budget again?", "我对什么过敏来着？").

Only entities that actions produce are recalled this way: a city was said by the user, and
"which city was it?" has no one answer when a trip names two.

A value of the running task is recalled by a question that asks it back ("what date did I
say?", "where am I flying to again?", "送到哪来着？"): a recall cue of the lexicon ("again",
"did I", "来着", "我刚才") and one slot of the flow named, by the words of its name, its
description, its entity or its type ("date", "地址"), or by a question word where one of its
patterns puts the value ("flying to" + "where", "送到哪").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..commands import Recall
from ..spec import Domain, FlowSpec
from ..state import Task
from .conditionals import may_suppose, unsupposed
from .grammar_words import Lexicons, grammar, lists_of
from .inflections import plurals_of
from .lexicon import Lexicon, PhraseSet, longer_than, normalize
from .mood import mood, reader
from .named_flows import named_flows
from .slot_namer import name_words
from .utterance import Turn
from .value_words import alternation

if TYPE_CHECKING:
    from .knowledge import Knowledge


class EntityWords:
    """The words that name each entity type an action produces, compiled once."""

    def __init__(self, domain: Domain, lexicons: Lexicons = None) -> None:
        generic = name_words(lexicons).generic
        produced = {r.entity for f in domain.flows.values() for r in f.results if r.entity}
        names: dict[str, set[str]] = {e: {e} for e in produced}
        #: word -> the flows whose results it names ("reservation" of the hotel's
        #: ``reservation_id``); the entity's own name is every maker's
        makers: dict[str, set[str]] = {}
        for flow in domain.flows.values():
            holders = [(r.name, r.entity, r.description, True) for r in flow.results]
            holders += [(s.name, s.entity, s.label or s.description, False) for s in flow.slots]
            for name, entity, description, made in holders:
                if entity not in names:
                    continue
                said = {w for w in name.split("_") if w not in generic}
                if description:
                    said.add(description)
                names[entity] |= said
                for w in said - {entity} if made else ():
                    makers.setdefault(normalize(w.replace("_", " ")), set()).add(flow.name)
        self.by_word: dict[str, str] = {}
        for entity, words in names.items():
            for w in words:
                key = normalize(w.replace("_", " "))
                if key and self.by_word.setdefault(key, entity) != entity:
                    self.by_word[key] = ""  # a word two kinds share names neither
        self.words = PhraseSet.build([w for w, e in self.by_word.items() if e])
        self.maker = {w: next(iter(f)) for w, f in makers.items() if len(f) == 1}

    def named(self, norm: str, verbs: PhraseSet | None = None) -> set[str]:
        """The entity types ``norm`` names (none by a word said as a verb, after one of
        ``verbs``: "to appeal")."""
        return {self.by_word[w] for w in self._said(norm, verbs)} - {""}

    def made_by(self, norm: str, verbs: PhraseSet | None = None) -> set[str]:
        """The flows whose results ``norm`` names by a word only they use ("reservation")."""
        return {self.maker[w] for w in self._said(norm, verbs) if w in self.maker}

    def _said(self, norm: str, verbs: PhraseSet | None) -> list[str]:
        """The naming words of ``norm``, but those right after a word of ``verbs`` (the
        lexicon's ``infinitive_marks``): THING_NAMED_AS_A_VERB_RECALLED, "how long have i
        got to appeal?" mid-appeal answered "There's no appeal reference yet"."""
        out = []
        for m in self.words.finditer(norm):
            before = norm[: m.start()].split()
            if verbs is not None and before and verbs.fullmatch(before[-1]):
                continue
            out.append(m.group(0))
        return out


def _asks(t: Turn) -> bool:
    """The message is a question: a question mark, or the mood of one ("what was it")."""
    return "?" in t.raw or "？" in t.raw or mood(t.lex, t.raw, t.norm).question


def recalled(u: Knowledge, t: Turn) -> Recall | None:
    """A question about one kind of entity the stack holds: recall its newest, or the
    newest of the flow it names ("what was my flight reference?", "my hotel reservation
    number?"; by a word of the flow's name with a word for a reference, or by a word only
    that flow's results use)."""
    words = u.entity_words
    if words.words.regex is None:
        return None
    marks = t.lex["infinitive_marks"]
    # THING_NAMED_INSIDE_A_SUPPOSITION_RECALLED: "what happens if i end my contract early?"
    # asks what follows, not the contract's reference: only what is asked names the thing
    norm = unsupposed(t.lex, t.raw) if may_suppose(t.lex, t.norm) else t.norm
    kinds = words.named(norm, marks)
    flows = words.made_by(norm, marks) or (named_flows(u, t) if norm == t.norm else set())
    made = {r.entity for f in flows for r in u.domain.flows[f].results if r.entity}
    ids = t.lex["id_words"].search(norm) is not None
    if not kinds and not flows and ids:
        made = set(u.result_entities)  # "what was the reference?": what the actions make
    if not kinds and len(made) == 1 and ids:
        kinds = made  # "flight reference": the flight's kind of entity, named by its flow
    if len(kinds) != 1:
        return None
    # "and what's the booking reference?": a question mark is enough, nothing else fired
    if not _asks(t):
        return None
    kind = next(iter(kinds))
    # "what was my booking number again?" before anything was booked is answered too (there
    # is none), unless the running task asks for one: its own slot answers (not told yet)
    if (
        not any(e.type == kind for e in t.state.entity_stack)
        and t.flow is not None
        and any(s.entity == kind for s in t.flow.slots)
    ):
        return None
    maker = next(iter(flows)) if len(flows) == 1 and kind in made else None
    return Recall(entity=kind, made_by=maker)


_DONE_FORMS: dict[tuple[int, int], tuple[Lexicon, Domain | None, re.Pattern[str]]] = {}
#: the lexicon lists a question of what was done is put together from, in order
_DONE_PARTS = ("done_ask_leads", "done_ask_verbs", "done_ask_links", "done_ask_whats")
_DONE_LISTS = lists_of(*_DONE_PARTS)


def done_form(lex: Lexicon, domain: Domain | None = None) -> re.Pattern[str]:
    """How a question about what was done is put, in the parts the lexicon's
    ``done_ask_*`` lists give ("我刚才订了啥": a lead, a verb, a link, a what); compiled
    once per lexicon and domain, searched in the message without its spaces. The verbs
    are the lexicon's and the domain's own: those of the triggers of its flows that make
    something ("我刚才印的啥" where "印一下" asks for a print job)."""
    key = (id(lex), id(domain))
    got = _DONE_FORMS.get(key)
    if got is None or got[0] is not lex or got[1] is not domain:
        if len(_DONE_FORMS) > 64:  # domains loaded and dropped (tests): keep a few
            _DONE_FORMS.clear()
        parts = [
            alternation(
                list(grammar(lex, _DONE_LISTS).own(name, lex.language))
                + (made_verbs(domain) if name == "done_ask_verbs" and domain else [])
            )
            for name in _DONE_PARTS
        ]
        pattern = re.compile("".join(f"(?:{p})" for p in parts))
        got = _DONE_FORMS[key] = (lex, domain, pattern)
    return got[2]


def made_verbs(domain: Domain) -> list[str]:
    """The words that ask for a flow whose action makes something (a result with an
    ``entity``): each trigger, and its first one and two characters when it is written
    without spaces ("印一下": 印, 印一; "打印": 打, 打印) -- the verb a question about what
    was done takes ("我刚才印的啥", "我刚打印的是什么")."""
    out: list[str] = []
    for flow in domain.flows.values():
        if not any(r.entity for r in flow.results):
            continue
        for trigger in flow.triggers:
            said = normalize(trigger)
            out.append(said.replace(" ", ""))
            if " " not in said:
                out += [said[:1], said[:2]]
    return [w for w in out if w]


def _asks_done(lex: Lexicon, norm: str, domain: Domain | None = None) -> bool:
    """``norm`` asks what was done (``done_form``)."""
    return done_form(lex, domain).search(norm.replace(" ", "")) is not None


def recalled_done(u: Knowledge, t: Turn) -> Recall | None:
    """ "what did I book today?", "我订了什么": the newest entity an action made (a
    booking, an order), or, none made yet, the one kind the domain's actions make."""
    if t.lex["done_asks"].search(t.norm) is None and not _asks_done(t.lex, t.norm, u.domain):
        return None
    made = {r.name: r.entity for f in u.domain.flows.values() for r in f.results if r.entity}
    for e in reversed(t.state.entity_stack):
        if made.get(e.source or "") == e.type:
            return Recall(entity=e.type, summary=True)
    kinds = set(made.values())
    return Recall(entity=next(iter(kinds)), summary=True) if len(kinds) == 1 else None


#: the lists that name a flow's slots are built from, kept per language
_SLOT_WORD_LISTS = lists_of(
    "name_suffixes", "value_question_words", "recall_cues", "plural_forms", "summary_stop_words"
)


class SlotWords:
    """What names each slot of one flow in one language, compiled once."""

    def __init__(self, flow: FlowSpec, lex: Lexicon) -> None:
        by_word: dict[str, set[str]] = {}
        lists, own = grammar(lex, _SLOT_WORD_LISTS), lex.language
        suffixes = [w for w in lists.own("name_suffixes", own) if w]
        #: question words that stand where a pattern puts the value ("送到哪", "送到哪里"):
        #: the lexicon's ``value_question_words``
        self.wh = tuple(w for w in lists.own("value_question_words", own) if w)
        #: the lexicon's recall cues, which may follow a pattern's lead ("to (again)")
        self.cues = tuple(w for w in lists.own("recall_cues", own) if w)
        #: the plural table of the lexicon's own language (none in Chinese)
        plurals = plurals_of(tuple(w for w in lists.own("plural_forms", own) if w))
        for spec in flow.slots:
            words = {spec.name.replace("_", " ")}
            words.update(w for w in spec.name.split("_") if w not in name_words(lex).slot_generic)
            for said in (spec.label, spec.description):  # what users hear it called, too
                if said:
                    words.add(said)
                    for suffix in suffixes:  # 菜名: 菜 names it too (``name_suffixes``)
                        if len(said) > len(suffix):
                            words.add(said.removesuffix(suffix))
            if spec.entity:
                words.add(spec.entity.replace("_", " "))
            words.update(lex.type_words.get(spec.type.value, ()))
            # "rooms", "cities", "classes" name them too (the lexicon's ``plural_forms``)
            words |= {p for w in words if " " not in w for p in plurals.forms(w)}
            for w in words:
                key = normalize(w)
                if key:
                    by_word.setdefault(key, set()).add(spec.name)
        self.by_word = by_word
        self.words = PhraseSet.build(list(by_word))
        # A_SLOT_NAMED_BY_ONE_WORD_OF_ITS_LABEL: "what time is that again?" of a slot
        # labelled "time of day": a word of a Latin label (none of the lexicon's
        # ``slot_name_generic``/``slot_name_vague``) that no other slot's label or name
        # holds names it too, when no whole name is said
        by_label: dict[str, set[str]] = {}
        generic = name_words(lex).slot_generic
        # FUNCTION_WORD_OF_A_LABEL_NAMES_ITS_SLOT: "you" of "day you lost it" named the
        # day in "can you tell me the options again" (the lexicon's ``summary_stop_words``)
        stop = frozenset(normalize(w) for w in lists.own("summary_stop_words", own))
        for spec in flow.slots:
            label = normalize(spec.label or "")
            if not label.isascii() or " " not in label:
                continue
            for w in label.split():
                if w not in generic and w not in by_word and w not in stop:
                    by_label.setdefault(w, set()).add(spec.name)
        self.by_label = {w: n for w, n in by_label.items() if len(n) == 1}
        self.label_words = PhraseSet.build(list(self.by_label))
        # the words before a pattern's value: "to" of "to {value}", "送到" of "送到{value}"
        self.leads: list[tuple[str, str]] = []
        # and the words after it, for Chinese: "份" of "{value}份" ("几份")
        self.tails: list[tuple[str, str]] = []
        for spec in flow.slots:
            for p in spec.patterns:
                head, _, tail = p.partition("{value}")
                lead, trail = normalize(head), normalize(tail)
                if lead and not trail:
                    self.leads.append((lead, spec.name))
                elif trail and not lead and lex.language == "zh":
                    self.tails.append((trail, spec.name))

    def named(self, norm: str, zh: bool) -> set[str]:
        """The slots ``norm`` names by word, else by a question word at a pattern's value."""
        found = {n for m in self.words.finditer(norm) for n in self.by_word[m.group(0)]}
        if not found and self.by_label:
            found = {n for m in self.label_words.finditer(norm) for n in self.by_label[m.group(0)]}
        if found:
            return found
        if zh:
            found.update(n for tail, n in self.tails if any(w + tail in norm for w in self.wh))
        for lead, name in self.leads:
            if zh:
                at = norm.find(lead)
                if at >= 0 and self.wh and norm[at + len(lead) :].startswith(self.wh):
                    found.add(name)
            elif norm.endswith(f" {lead}") or any(
                f" {lead} {cue} " in f"{norm} " for cue in self.cues
            ):
                found.add(name)  # "where am I flying to (again)?": the value was asked for
        return found


def _holding_a_value_said(u: Knowledge, t: Turn, task: Task, flow: FlowSpec) -> set[str]:
    """The filled slots a value of the message's kind could be; of those, the ones that
    hold that very value, when some do ("Rome" is the arrival, not the departure)."""
    kinds: set[str] = set()
    same: set[str] = set()
    for spec in flow.slots:
        held = task.value(spec.name)
        if held is None:
            continue
        found = u.parser(flow, spec).scan(t.scan, t.now, t.language)
        if found:
            kinds.add(spec.name)
            if any(p.value == held for p in found):
                same.add(spec.name)
    return same or kinds


def recalled_slot(u: Knowledge, t: Turn) -> Recall | None:
    """A question asking back a value of the running task, or with none running of the
    task that ended last ("what date did I book again?"): recall that slot."""
    task = t.task or t.state.last_task
    flow = t.flow or (u.domain.task_flow(task.flow) if task is not None else None)
    cue = t.lex["recall_cues"].search(t.norm) if task is not None else None
    if cue is None and t.task is not None and t.flow is not None and _bare_ask(t):
        # "how many nights?", "what's the date?" about a task running: no "again" needed
        names = u.recall_words(t.flow, t.lex).named(t.norm, False)
        name = next(iter(names)) if len(names) == 1 else None
        # "what date?" to "When do you check in?" asks about the question, not a value
        return Recall(slot=name) if name and t.task.value(name) is not None else None
    if cue is None and t.task is not None and t.flow is not None and _checks(t):
        # "wait, is that the 4th?" checks a value of the running task: only by the value
        held = _holding_a_value_said(u, t, t.task, t.flow)
        return Recall(slot=next(iter(held))) if len(held) == 1 else None
    if cue is None or task is None or flow is None:
        return None
    # a question, or a message that opens with the cue ("remind me what date I picked")
    if cue.start() != 0 and not _asks(t):
        return None
    names = u.recall_words(flow, t.lex).named(t.norm, t.lex.language == "zh")
    if not names:  # "did I say Friday?", "was it Rome?": the slot holding a value said
        names = _holding_a_value_said(u, t, task, flow)
    if len(names) != 1:
        return None  # "which city was it?" on a trip that names two
    return Recall(slot=next(iter(names)))


#: a bare question about a slot is this short: "how many nights?", "what's the date?"
_BARE_ASK_WORDS = 3


def _bare_ask(t: Turn) -> bool:
    """A question of a wh-word and a slot's name, and nothing else but leading words and a
    tail of the lexicon's ``recall_tails``: "how many nights?", "wait, how many nights is
    that?"."""
    read = reader(t.lex)
    text = read.without_leads(t.norm)
    tail = t.lex["recall_tails"].search(text)
    if tail is not None and tail.end() == len(text):
        text = text[: tail.start()].strip()
    return (
        bool(text)
        and len(text.split()) <= _BARE_ASK_WORDS
        and read.wh.prefix(text) is not None
        and ("?" in t.raw or " " in text)
    )


def _checks(t: Turn) -> bool:
    """A short question checking a value: "is that the 4th?", "是明天对吧？"."""
    return (
        _asks(t)
        and not longer_than(t.norm, 6, 10)
        and t.lex["check_cues"].search(t.norm) is not None
    )


def recalled_belief(u: Knowledge, t: Turn) -> Recall | None:
    """A question about a fact the user stated ("what was my budget again?", "我对什么过敏
    来着？"): recall that belief, named by a word of the lexicon's ``belief_words``. A word
    the domain lists as a value or synonym of a slot names that value, not the belief: "is
    mid range much better than budget?" asks about a range of tyres, and "You haven't told
    me your budget" would answer a question nobody asked."""
    if not t.lex.belief_words:
        return None
    if not _asks(t):
        return None
    padded = f" {t.norm} "
    zh = t.lex.language == "zh"
    named = {
        key
        for key, names in t.lex.belief_words.items()
        if any(
            ((w in t.norm) if zh else (f" {w} " in padded)) and not u.owners.listed(w)
            for w in names
        )
    }
    return Recall(belief=next(iter(named))) if len(named) == 1 else None
