"""What the runtime works out once (at load, or at first use) gives what it used to work
out on every turn.

Each cut of the turn's own work (``bench/README.md``, the fourteenth session's block) is
checked here against a copy of the code it replaced, kept below as the reference:

- ``CompiledFlow.missing_of`` keeps, per tuple of names, the required slots among them with
  their ``when:`` test (none for a slot that has no ``when:``), instead of looking each name
  up and asking its spec on every call: checked on every flow of every folder of flow
  files (the example flows, the test and the bench domains), for every collect step's
  names and other tuples (unknown names, optional slots, reordered), over tasks whose
  values are empty, filled, and the values the flow's ``when:`` conditions test;
- ``TurnEnd.apply`` and ``TurnBase.mark`` call each row of ``EFFECTS`` made a callable at
  import, instead of looping over the row: checked on every sequence of up to three marks
  from every starting end;
- ``CompiledFlow.values`` builds its dict in C: checked on the same flows and tasks, with
  action results;
- ``memory.turn_groups`` walks the window in C: checked like ``_split_current``;
- ``has_gone`` answers a state with no task on hold or queued without a generator per list:
  checked on states with every placing of a known and a removed flow;
- the renderer's ``_split_current`` compares the turns of the window's last messages in C:
  checked on windows of every shape up to three messages and samples of four, turns out
  of order included.

The fifteenth session's:

- the renderer's window (``render._fit``) is summed in C and walked message by message only
  when it does not fit whole: checked on every window of up to four messages of three
  sizes, over every room, with none, some or all of its messages sized before;
- the verbs opening the long Chinese triggers of the flows that undo things
  (``Knowledge.undoing_verbs``) are worked out at load, not on every message said with no
  task going: checked on every test and bench domain with such a flow; and so are the undo
  words that open those flows' triggers, with their patterns (``Knowledge.undo_openers``),
  not built again on every message that names a thing weakly;
- a flow named in ASCII ("back to the flight") is found by looking its word runs up among
  the flows' forms (``Names._ascii_scores``), not by comparing the text with every form:
  checked on every folder of flow files, over each form, each run of its words, framed and
  bent, and the bench's labelled messages.

The thirty-seventh session's:

- the words of each flow's own texts, which ``name_before_phone`` gathered on every message
  that put a word or two before the phone, are gathered once at load
  (``Knowledge.flow_words``), and ``names_for.domain_words`` is built from the same
  per-flow sets: checked on every flow and pattern of every folder of flow files;
- the flow's one name slot (``one_name_slot``) is read from the slots its ``SlotNamer``
  found at load, not found by guessing every slot's kind on each message: checked on the
  same flows, in both languages, skipping none or each of the flow's text slots.
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from dialogflows.compiler import CompiledFlow, compile_domain
from dialogflows.gone_flows import has_gone
from dialogflows.loader import load_domain
from dialogflows.memory import turn_groups
from dialogflows.nlu.flow_names import Names
from dialogflows.nlu.flow_words import flow_words
from dialogflows.nlu.lexicon import Lexicon, has_cjk, load_lexicon, normalize
from dialogflows.nlu.names_for import domain_words
from dialogflows.nlu.rules import RuleUnderstander
from dialogflows.nlu.slot_namer import SlotNamer, guessed_name, one_name_slot
from dialogflows.nlu.undo_triggers import undo_triggers
from dialogflows.render import _fit, _split_current
from dialogflows.spec import Domain, FlowSpec, SlotKind, SlotSpec, SlotType
from dialogflows.state import DialogueState, Message, Slot, Task
from dialogflows.tokens import MESSAGE_OVERHEAD
from dialogflows.turn_outcome import EFFECTS, Mark, Outcome, TurnEnd

ROOT = Path(__file__).resolve().parent.parent


def _domains() -> list[Path]:
    """Every folder of flow files: the example flows, the test and the bench domains."""
    found = set()
    for top in (ROOT / "flows", ROOT / "tests" / "domains", ROOT / "bench" / "domains"):
        found |= {p.parent for p in top.rglob("*.yaml")}
    return sorted(found)


def _loadable(path: Path) -> dict[str, CompiledFlow] | None:
    try:
        return compile_domain(load_domain(path))
    except Exception:  # a folder written to fail (a test of the loader's errors)
        return None


# -- missing_of ----------------------------------------------------------------------------


def _reference_missing_of(
    flow: CompiledFlow, task: Task, names: tuple[str, ...]
) -> tuple[str, ...]:
    """``missing_of`` as it was on main db4cd8c: each name looked up, its spec asked."""
    values = flow.values(task)
    by_name = {s.spec.name: s for s in flow.slots}
    return tuple(
        n
        for n in names
        if (s := by_name.get(n)) is not None
        and s.spec.required
        and values.get(n) is None
        and s.active(values)
    )


def _name_tuples(flow: CompiledFlow) -> list[tuple[str, ...]]:
    every = tuple(s.spec.name for s in flow.slots)
    tuples = [*flow.steps.collects.values(), every, every[::-1], (), ("no_such_slot",)]
    tuples += [(n,) for n in every] + [(*every[:2], "no_such_slot", *every[2:])]
    return tuples


def _tasks(flow: CompiledFlow, rng: random.Random) -> list[Task]:
    """Tasks of ``flow`` with each slot empty, filled, or holding a value a ``when:`` tests."""
    tested: list[Any] = ["something", 3]
    for s in flow.spec.slots:
        for expected in (s.when or {}).values():
            tested += expected if isinstance(expected, list) else [expected]
    names = [s.spec.name for s in flow.slots]
    tasks = []
    for i in range(60):
        slots = {}
        for n in names:
            value = None if (i == 0 or rng.random() < 0.4) and i != 1 else rng.choice(tested)
            slots[n] = Slot(name=n, value=value)
        tasks.append(Task(id=f"t{i}", flow=flow.name, slots=slots))
    return tasks


DOMAINS = _domains()


@pytest.mark.parametrize("path", DOMAINS, ids=lambda p: str(p.relative_to(ROOT)))
def test_missing_of_gives_what_it_gave(path: Path) -> None:
    flows = _loadable(path)
    if flows is None:
        pytest.skip("a folder that does not load")
    rng = random.Random(str(path.relative_to(ROOT)))
    for flow in flows.values():
        for task in _tasks(flow, rng):
            for names in _name_tuples(flow):
                for _ in range(2):  # the first call keeps the names' required slots
                    got = flow.missing_of(task, names)
                    assert got == _reference_missing_of(flow, task, names), (flow.name, names)
                    assert type(got) is tuple


def _reference_values(task: Task) -> dict[str, Any]:
    values = {name: s.value for name, s in task.slots.items()}
    values.update(task.results)
    return values


@pytest.mark.parametrize("path", DOMAINS, ids=lambda p: str(p.relative_to(ROOT)))
def test_values_give_what_they_gave(path: Path) -> None:
    flows = _loadable(path)
    if flows is None:
        pytest.skip("a folder that does not load")
    rng = random.Random(str(path.relative_to(ROOT)))
    for flow in flows.values():
        for i, task in enumerate(_tasks(flow, rng)):
            results = {"ref": "AB1", **({"fee": 3} if i % 2 else {})} if i % 3 == 0 else {}
            task = task.model_copy(update={"results": results})
            values = flow.values(task)
            assert values == _reference_values(task)
            assert list(values) == list(_reference_values(task))  # the same order too


def test_missing_of_meets_conditional_slots() -> None:
    """The comparison above is not empty: some flow has a required slot with a ``when:``
    whose answer changes with the values, and some task misses slots."""
    conditional = missing = 0
    rng = random.Random(0)
    for path in DOMAINS:
        for flow in (_loadable(path) or {}).values():
            when = [s.spec.name for s in flow.slots if s.spec.when and s.spec.required]
            for task in _tasks(flow, rng):
                got = flow.missing_of(task, tuple(when))
                conditional += len(got)
                missing += bool(flow.missing_of(task, tuple(s.spec.name for s in flow.slots)))
    assert conditional > 0 and missing > 0


# -- the turn's end ------------------------------------------------------------------------

FLAGS = ("asked", "held", "owes_confirmation", "retry", "touched")


def _reference_apply(end: TurnEnd, m: Mark) -> None:
    """``TurnEnd.apply`` as it was: the row of ``EFFECTS`` walked."""
    sets, counted = EFFECTS[m]
    for name, value in sets:
        setattr(end, name, value)
    end.taken_up += counted


def _ends() -> list[TurnEnd]:
    ends = []
    for flags in itertools.product((False, True), repeat=len(FLAGS)):
        for taken in (0, 2):
            end = TurnEnd()
            for name, value in zip(FLAGS, flags, strict=True):
                setattr(end, name, value)
            end.taken_up = taken
            ends.append(end)
    return ends


def _copy(end: TurnEnd) -> TurnEnd:
    copied = TurnEnd()
    for name in TurnEnd.__slots__:
        setattr(copied, name, getattr(end, name))
    return copied


def test_the_turns_end_applies_each_mark_as_its_row_says() -> None:
    marks = list(Mark)
    sequences = [s for k in range(1, 4) for s in itertools.product(marks, repeat=k)]
    for start in _ends():
        for seq in sequences:
            got, want = _copy(start), _copy(start)
            for m in seq:
                got.apply(m)
                _reference_apply(want, m)
            assert got == want, (seq, [getattr(start, n) for n in TurnEnd.__slots__])
    # the fold from the start is the same fold
    for seq in sequences:
        want = TurnEnd()
        for m in seq:
            _reference_apply(want, m)
        assert TurnEnd.of([Outcome("x", marks=list(seq))]) == want


# -- tasks of removed flows ----------------------------------------------------------------


def _reference_has_gone(flows: set[str], state: DialogueState) -> bool:
    tasks = [state.active_task, state.last_task, *state.task_stack, *state.queued]
    return any(t is not None and t.flow not in flows for t in tasks)


def test_has_gone_gives_what_it_gave() -> None:
    flows = {"kept"}
    options: list[list[Task]] = [[], [Task(id="a", flow="kept")], [Task(id="b", flow="gone")]]
    options.append([Task(id="c", flow="kept"), Task(id="d", flow="gone")])
    singles: list[Task | None] = [None, Task(id="e", flow="kept"), Task(id="f", flow="gone")]
    seen = set()
    for active, last, stack, queued in itertools.product(singles, singles, options, options):
        state = DialogueState(
            session_id="s", active_task=active, last_task=last, task_stack=stack, queued=queued
        )
        want = _reference_has_gone(flows, state)
        assert has_gone(flows, state) == want
        seen.add(want)
    assert seen == {False, True}


# -- the current turn's messages in the prompt -----------------------------------------------


def _reference_split(
    window: list[Message], user_text: str | None
) -> tuple[list[Message], list[str]]:
    """``_split_current`` as it was: the turns compared by a generator."""
    if user_text is None:
        return window, []
    for i in range(len(window) - 1, -1, -1):
        m = window[i]
        if m.role == "user":
            if m.content == user_text and all(x.turn == m.turn for x in window[i:]):
                return window[:i], [x.content for x in window[i + 1 :]]
            break
    return window, []


def test_split_current_gives_what_it_gave() -> None:
    shapes = [
        (role, content, turn)
        for role in ("user", "assistant")
        for content in ("hi", "bye")
        for turn in (1, 2)
    ]
    split = 0
    for size in range(5):
        for window_shape in itertools.product(shapes, repeat=size) if size < 4 else []:
            window = [Message(role=r, content=c, turn=t) for r, c, t in window_shape]
            for text in (None, "hi", "bye", "other"):
                got = _split_current(window, text)
                assert got == _reference_split(window, text), (window_shape, text)
                split += bool(got[1])
    # windows of four, sampled
    rng = random.Random(4)
    for _ in range(3000):
        window = [Message(role=r, content=c, turn=t) for r, c, t in rng.choices(shapes, k=4)]
        text = rng.choice(["hi", "bye"])
        got = _split_current(window, text)
        assert got == _reference_split(window, text)
        split += bool(got[1])
    assert split > 0


def _reference_groups(window: list[Message]) -> list[int]:
    """``turn_groups`` as it was: the window walked message by message."""
    starts: list[int] = []
    prev_turn: int | None = None
    for i, m in enumerate(window):
        if not starts or m.role == "user" or m.turn != prev_turn:
            starts.append(i)
        prev_turn = m.turn
    return starts


def test_turn_groups_gives_what_it_gave() -> None:
    shapes = [(role, turn) for role in ("user", "assistant") for turn in (0, 1, 2)]
    for size in range(5):
        for shape in itertools.product(shapes, repeat=size):
            window = [Message(role=r, content="x", turn=t) for r, t in shape]
            assert turn_groups(window) == _reference_groups(window), shape
    rng = random.Random(5)
    for _ in range(2000):
        window = [Message(role=r, content="x", turn=t) for r, t in rng.choices(shapes, k=9)]
        assert turn_groups(window) == _reference_groups(window)


# -- the window that fits in the prompt (the fifteenth session) --------------------------------


def _reference_fit(
    window: list[Message], costs: dict[str, int], count: Any, room: int
) -> tuple[int, int]:
    """The renderer's window loop as it was: newest first, each message sized as reached."""
    for i in range(len(window) - 1, -1, -1):
        content = window[i].content
        cost = costs.get(content)
        if cost is None:
            cost = costs[content] = count(content) + MESSAGE_OVERHEAD
        if cost > room:
            return len(window) - 1 - i, room
        room -= cost
    return len(window), room


def test_window_fit_gives_what_it_gave() -> None:
    """Every window of up to four messages of three sizes, every room from negative to
    more than the whole window, with nothing, some or all of the messages sized before."""
    texts = ["a", "bb bb", "ccc ccc ccc ccc"]

    def count(text: str) -> int:
        return len(text.split())

    cut = whole = 0
    for size in range(5):
        for contents in itertools.product(texts, repeat=size):
            window = [Message(role="user", content=c, turn=0) for c in contents]
            for known in ((), texts[:1], texts):
                for room in range(-2, 4 * (4 + MESSAGE_OVERHEAD) + 2):
                    before = {t: count(t) + MESSAGE_OVERHEAD for t in known}
                    mine, theirs = dict(before), dict(before)
                    got = _fit(window, mine, count, room)
                    assert got == _reference_fit(window, theirs, count, room), (contents, room)
                    # sized once, as before: what the loop reached is in the cache
                    assert theirs.items() <= mine.items()
                    cut += 0 < got[0] < size
                    whole += got[0] == size > 0
    assert cut and whole


def _undoing_domains() -> Iterator[tuple[Path, Domain]]:
    """Every test and bench domain that loads and has a flow that undoes things."""
    for path in _domains():
        if "domains" not in path.parts:
            continue
        try:
            domain = load_domain(path)
        except Exception:
            continue
        if any(f.destructive for f in domain.flows.values()):
            yield path, domain


def test_undoing_verbs_are_worked_out_at_load() -> None:
    """``Knowledge.undoing_verbs`` is what ``flat_undo`` and the control cues worked out on
    every message before: on every test and bench domain with a flow that undoes things."""
    checked = 0
    for path, domain in _undoing_domains():
        u = RuleUnderstander(domain)
        reference = sorted(
            {
                text[:2]
                for flow in domain.flows.values()
                if flow.destructive
                for trigger in flow.triggers
                if has_cjk(text := normalize(trigger).replace(" ", "")) and len(text) >= 4
            }
        )
        assert list(u.undoing_verbs) == reference, path
        checked += bool(reference)
    assert checked


def test_undo_openers_are_worked_out_at_load() -> None:
    """``Knowledge.undo_openers`` holds, per lexicon, the undo words that open the undoing
    flows' triggers and the patterns ``undone_thing`` built from them on every message that
    named a thing weakly: the same words in the same order, each pattern finding the word
    whole and only whole, on every test and bench domain with a flow that undoes things."""
    checked = 0
    for path, domain in _undoing_domains():
        undoing = [f for f in domain.flows.values() if f.destructive]
        u = RuleUnderstander(domain)
        for lex in u.lexicons.values():
            undo = (lex["cancel"], lex["undo_words"])
            verbs = {
                x.said[: len(x.said) - len(x.thing)].strip()
                for x in undo_triggers(undoing, undo)
                if x.opens and x.thing.strip()
            }
            reference = sorted(v for v in verbs if v)
            openers = u.undo_openers[lex.language]
            assert [verb for verb, _ in openers] == reference, path
            for verb, rx in openers:
                assert rx.search(f"pls {verb} it") is not None, (path, verb)
                if not has_cjk(verb):
                    assert rx.search(f"x{verb}") is None, (path, verb)
            checked += len(openers)
    assert checked


def _named_texts(names: Names, path: Path) -> list[str]:
    """Ways a user may name a flow: each form, each run of its words, framed, bent a little;
    and the bench's labelled messages of the domain."""
    texts: set[str] = set()
    for forms in names.flow_forms.values():
        for f in forms:
            w = f.split()
            texts |= {" ".join(w[i:j]) for i in range(len(w)) for j in range(i + 1, len(w) + 1)}
            texts |= {f"back to the {f}", f"the {f} please", f"{f}s", f[:-1], f"a {f}"}
    labelled = ROOT / "bench" / "messages" / f"{path.name}.yaml"
    if labelled.exists():
        texts |= {m["text"] for m in yaml.safe_load(labelled.read_text())["messages"]}
    return sorted(texts)


@pytest.mark.parametrize("path", DOMAINS, ids=lambda p: str(p.relative_to(ROOT)))
def test_flow_names_in_ascii_are_looked_up_as_they_were_scanned(path: Path) -> None:
    """``Names._ascii_scores`` (forms looked up by the text's word runs) gives each flow the
    score and the loose forms ``_scan_forms`` (every form compared) gives, in its order."""
    try:
        names = Names(load_domain(path))
    except Exception:
        pytest.skip("a folder that does not load")
    looked_up = 0
    for text in _named_texts(names, path):
        n = normalize(text)
        if not n or not n.isascii():
            continue
        got: tuple[dict[str, float], dict[str, list[str]]] = ({}, {})
        if not names._ascii_scores(n, *got):
            continue  # more runs than forms: the scan runs
        scanned: tuple[dict[str, float], dict[str, list[str]]] = ({}, {})
        names._scan_forms(n, f" {n} ", has_cjk(n), True, *scanned)
        assert got == scanned, text
        assert [list(d) for d in got] == [list(d) for d in scanned], text
        looked_up += 1
    if names.flow_forms:
        assert looked_up


# -- the words of a flow's own texts; the flow's one name slot -----------------------------


def _loaded() -> Iterator[tuple[Path, Domain]]:
    """Every folder of flow files that loads, with its domain."""
    for path in DOMAINS:
        try:
            yield path, load_domain(path)
        except Exception:
            continue


def _reference_flow_words(flow: FlowSpec) -> frozenset[str]:
    """``name_before_phone._flow_words`` as it was, gathered on every message that put a word
    or two between a value and the phone."""
    texts = [*flow.triggers, flow.description or ""]
    for slot in flow.slots:
        texts += [slot.name.replace("_", " "), slot.label or "", slot.prompt or ""]
        texts += [str(v) for v in slot.values]
        texts += [str(w) for ws in slot.synonyms.values() for w in ws]
    return frozenset(w for text in texts for w in normalize(text).split())


def _reference_domain_words(domain: Domain) -> frozenset[str]:
    """``names_for.domain_words`` as it was, with its ``_flow_texts``."""
    texts: list[str] = []
    for name, flow in domain.flows.items():
        texts += [name.replace("_", " "), flow.description or "", *flow.triggers]
        texts += list(flow.examples)
        for s in flow.slots:
            texts += [s.name.replace("_", " "), s.label or "", *s.values]
            texts += [w for said in s.synonyms.values() for w in said]
    for entity in domain.entities.values():
        texts += list(entity.values)
        texts += [s for said in entity.synonyms.values() for s in said]
    return frozenset(w for t in texts for w in re.findall(r"[a-z][a-z'’-]*", t.lower()))


def test_flow_words_are_gathered_at_load() -> None:
    """``FlowWords.asked`` is what ``name_before_phone`` gathered on every call, and
    ``names_for.domain_words``, built from ``FlowWords.written``, what it gathered itself:
    on every flow and pattern of every folder of flow files; the knowledge holds each
    flow's words (``Knowledge.flow_words``)."""
    flows = 0
    for path, domain in _loaded():
        assert domain_words(domain) == _reference_domain_words(domain), path
        for flow in [*domain.flows.values(), *domain.patterns.values()]:
            assert flow_words(flow).asked == _reference_flow_words(flow), (path, flow.name)
            flows += 1
    assert flows > 1000
    domain = load_domain(ROOT / "tests" / "domains" / "pianotuner")
    u = RuleUnderstander(domain)
    assert set(u.flow_words) == {*domain.flows, *domain.patterns}
    for flow in domain.flows.values():
        assert u.flow_words[flow.name] == flow_words(flow)


def _reference_one_name_slot(flow: FlowSpec, lex: Lexicon, skip: set[str]) -> SlotSpec | None:
    """``slot_namer.one_name_slot`` as it was, guessing each slot's kind on every call."""
    names = [
        s
        for s in flow.slots
        if s.type == SlotType.TEXT and (s.kind == SlotKind.NAME or guessed_name(s, lex))
    ]
    if len(names) != 1 or names[0].name in skip:
        return None
    return names[0]


def test_the_name_slots_are_found_at_load() -> None:
    """``one_name_slot`` reads the flow's name slots its ``SlotNamer`` found at load, and
    answers what guessing every slot's kind on each message answered: on every flow and
    pattern of every folder of flow files, in both languages, skipping none or each of the
    flow's text slots."""
    found = 0
    for path, domain in _loaded():
        extra = tuple(domain.settings.lexicons)
        for lex in (load_lexicon("en", extra), load_lexicon("zh", extra)):
            for flow in [*domain.flows.values(), *domain.patterns.values()]:
                namer = SlotNamer(flow, lex)
                texts = [s.name for s in flow.slots if s.type == SlotType.TEXT]
                for skip in [set(), *({n} for n in texts)]:
                    got = one_name_slot(namer, skip)
                    assert got is _reference_one_name_slot(flow, lex, skip), (path, flow.name)
                    found += got is not None
    assert found > 100
