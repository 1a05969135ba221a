"""The understanding's structure, guarded: readers that know nothing of the orchestrator,
and natural-language words kept out of Python.

No Chinese word literal and no English word list is left in Python: the words are in the
lexicons (``dialogflows/lexicons/<language>.yaml``), the phrasings
(``lexicons/phrasings/<language>.yaml``) and the prompts (``prompts/*.txt``). The reader
contract is checked too: a reader changes nothing of the message (the pipeline records the
spans it returns), and only the orchestrators start a flow or read two requests.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "dialogflows"

#: modules that read one kind of thing and return what they found: they never import the
#: orchestrator (``nlu/rules.py``), not even for type checking. The list only grows.
READERS = (
    "asides",
    "boolean_choice",
    "boolean_clause",
    "boolean_echo",
    "boolean_named",
    "boolean_own",
    "boolean_values",
    "choices",
    "conditionals",
    "date_words",
    "dated_values",
    "dates",
    "day_parts",
    "durations",
    "edge_words",
    "email_values",
    "farewells",
    "holidays",
    "lexicon",
    "money",
    "mood",
    "numbers",
    "parsed",
    "party",
    "phones",
    "ranges",
    "references",
    "slot_numbers",
    "slot_patterns",
    "slot_people",
    "spellings",
    "text_answer",
    "times",
    "values",
    "weekdays",
)

#: modules cleaned of natural-language words: no Chinese word literal and no English word
#: list outside docstrings. The list only grows.
CLEAN = (
    "responses.py",
    "nlu/conditionals.py",
    "nlu/phones.py",
    "nlu/options.py",
    "nlu/recall.py",
    "nlu/unwanted.py",
    "turn_talk.py",
    "nlu/beliefs.py",
    "nlu/counted.py",
    "nlu/date_after.py",
    "nlu/date_shifts.py",
    "nlu/date_words.py",
    "nlu/dates.py",
    "nlu/day_parts.py",
    "nlu/durations.py",
    "nlu/holidays.py",
    "nlu/increments.py",
    "nlu/items.py",
    "nlu/money.py",
    "nlu/numbers.py",
    "nlu/party.py",
    "nlu/ranges.py",
    "nlu/time_shifts.py",
    "nlu/times.py",
    "nlu/value_words.py",
    "nlu/weekdays.py",
)

#: Chinese word literals (string constants with a Han character, docstrings aside) allowed
#: in a module: none. The words live in the lexicons, the prompts in ``prompts/*.txt``.
HAN_ALLOWANCE: dict[str, int] = {}

#: English word lists (a list, tuple, set or dict of three or more lower-case words) allowed
#: in the understanding's modules: none.
ENGLISH_ALLOWANCE: dict[str, int] = {}

_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
_WORD = re.compile(r"^[a-z](?:[a-z' ]*[a-z])?$")


def _tree(module: str) -> ast.Module:
    return ast.parse((PACKAGE / module).read_text(encoding="utf-8"))


def _docstrings(tree: ast.Module) -> set[int]:
    kinds = (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    return {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, kinds)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
        and isinstance(node.body[0].value.value, str)
    }


def han_literals(module: str) -> int:
    """String constants with a Han character, docstrings aside."""
    tree = _tree(module)
    docs = _docstrings(tree)
    return sum(
        1
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docs
        and _HAN.search(node.value)
    )


def _lexicon_list_names() -> frozenset[str]:
    """The names of the lexicons' lists ("negation", "deny"): a collection of them refers
    to words in YAML, it holds none."""
    import yaml

    names: set[str] = set()
    for f in (PACKAGE / "lexicons").glob("*.yaml"):
        names.update(yaml.safe_load(f.read_text(encoding="utf-8")) or {})
    return frozenset(names)


def _template_fields() -> frozenset[str]:
    """The fields the built-in phrasings fill ("{belief}", "{slot}") and the holes of the
    lexicons' templates ("{flow}", "{old}"): a collection of them names template fields,
    it holds no words."""
    import yaml

    fields: set[str] = set()
    for f in (PACKAGE / "lexicons" / "phrasings").glob("*.yaml"):
        for text in (yaml.safe_load(f.read_text(encoding="utf-8")) or {}).get("texts", {}).values():
            fields.update(re.findall(r"\{(\w+)\}", str(text)))
    for f in (PACKAGE / "lexicons").glob("*.yaml"):
        fields.update(re.findall(r"\{([a-z]+)\}", f.read_text(encoding="utf-8")))
    return frozenset(fields)


LIST_NAMES = _lexicon_list_names() | _template_fields()


def english_word_lists(module: str) -> int:
    """Collections of three or more constants that are all lower-case English words (lists
    of lexicon list names aside)."""
    count = 0
    for node in ast.walk(_tree(module)):
        if isinstance(node, ast.List | ast.Tuple | ast.Set):
            elts: list[ast.expr | None] = list(node.elts)
        elif isinstance(node, ast.Dict):
            elts = list(node.keys)
        else:
            continue
        words = [
            e.value
            for e in elts
            if isinstance(e, ast.Constant) and isinstance(e.value, str) and _WORD.match(e.value)
        ]
        if len(elts) >= 3 and len(words) == len(elts) and not set(words) <= LIST_NAMES:
            count += 1
    return count


def _modules(under: str = "") -> list[str]:
    root = PACKAGE / under if under else PACKAGE
    return sorted(str(p.relative_to(PACKAGE)) for p in root.rglob("*.py"))


@pytest.mark.parametrize("reader", READERS)
def test_a_reader_never_imports_the_orchestrator(reader: str) -> None:
    tree = _tree(f"nlu/{reader}.py")
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            names = {a.name for a in node.names}
            assert node.module not in ("rules", "dialogflows.nlu.rules"), reader
            assert not (node.module is None and "rules" in names), reader
            assert "RuleUnderstander" not in names, reader


@pytest.mark.parametrize("module", CLEAN)
def test_a_cleaned_module_holds_no_words(module: str) -> None:
    assert han_literals(module) == 0
    assert english_word_lists(module) == 0


def test_no_chinese_words_in_python() -> None:
    grown = {
        m: (n, HAN_ALLOWANCE.get(m, 0))
        for m in _modules()
        if (n := han_literals(m)) > HAN_ALLOWANCE.get(m, 0)
    }
    assert not grown, (
        f"Chinese word literals in Python (module: (now, allowed)): {grown}; "
        "put the words in the lexicons (dialogflows/lexicons/zh.yaml)"
    )


def test_no_english_word_lists_in_the_understanding() -> None:
    found = [*_modules("nlu"), "responses.py"]
    grown = {
        m: (n, ENGLISH_ALLOWANCE.get(m, 0))
        for m in found
        if (n := english_word_lists(m)) > ENGLISH_ALLOWANCE.get(m, 0)
    }
    assert not grown, (
        f"English word lists in the understanding (module: (now, allowed)): {grown}; "
        "put the words in the lexicons (dialogflows/lexicons/en.yaml)"
    )


def test_the_phrasings_are_yaml_with_the_same_keys_per_language() -> None:
    """Every built-in text exists in every language: an author overriding one sees all."""
    import yaml

    texts = {
        lang: yaml.safe_load(
            (PACKAGE / "lexicons" / "phrasings" / f"{lang}.yaml").read_text(encoding="utf-8")
        )["texts"]
        for lang in ("en", "zh")
    }
    assert set(texts["en"]) == set(texts["zh"])


#: the pipeline's compositions: a reading made of several readers, in modules of their own
#: (something asked back of the recall readers, a finding resolved: the flow it asks for
#: started, a reading of two readers); they run readers as the pipeline does
COMPOSITIONS = ("asked_back", "resolved", "composed")
#: the understanding's orchestrators: they run readers; nothing the readers import is one
ORCHESTRATORS = ("rules", "semantic", "hybrid", "llm", "scripted", "pipeline", *COMPOSITIONS)


def _import_graph() -> dict[str, set[str]]:
    """Who imports whom among ``dialogflows/nlu`` and ``responses.py``, read from the
    source: every import counts, those made only for type checking and those inside a
    function too, so a circle cannot hide behind ``TYPE_CHECKING`` or a late import."""
    nlu = {p.stem for p in (PACKAGE / "nlu").glob("*.py")}
    graph: dict[str, set[str]] = {}
    for module in [*(f"nlu/{m}.py" for m in sorted(nlu)), "responses.py"]:
        name = "responses" if module == "responses.py" else Path(module).stem
        in_nlu = module.startswith("nlu/")
        found: set[str] = set()
        for node in ast.walk(_tree(module)):
            if not isinstance(node, ast.ImportFrom):
                continue
            parts = (node.module or "").split(".")
            if in_nlu and node.level == 1:
                targets = [parts[0]] if node.module else [a.name for a in node.names]
            elif in_nlu and node.level == 2:
                targets = ["responses"] if node.module == "responses" else []
            elif not in_nlu and node.level == 1 and parts[0] == "nlu":
                targets = parts[1:2] or [a.name for a in node.names]
            elif node.level == 0 and parts[:2] == ["dialogflows", "nlu"]:
                targets = parts[2:3] or [a.name for a in node.names]
            else:
                targets = []
            found.update(t for t in targets if (t in nlu or t == "responses") and t != name)
        graph[name] = found
    return graph


def _circle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle of ``graph`` (as the path around it), or None."""
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found is not None:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found is not None:
                return found
    return None


def test_the_understanding_imports_form_no_circle() -> None:
    graph = _import_graph()
    assert len(graph) > 60  # the whole understanding is read, not a corner of it
    assert _circle(graph) is None, f"import circle: {' -> '.join(_circle(graph) or [])}"


def test_the_circle_finder_finds_a_circle() -> None:
    """The check above can fail: a made-up graph with a circle is found out."""
    assert _circle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert _circle({"a": {"b"}, "b": set()}) is None


def test_no_reader_imports_an_orchestrator() -> None:
    """Every module of the understanding but the orchestrators is a reader (or a leaf a
    reader uses): none imports an orchestrator, not even for type checking. Readers know
    the domain through ``knowledge.Knowledge``."""
    graph = _import_graph()
    readers = set(graph) - set(ORCHESTRATORS)
    wrong = {r: sorted(graph[r] & set(ORCHESTRATORS)) for r in readers}
    assert not {r: o for r, o in wrong.items() if o}


#: the runtime's talk and phrasings, and what of the understanding they may import: data
#: (the lexicon's ``formats`` say how values are shown), a value's key, a slot's bounds and
#: the wording of options; no reader of text
RUNTIME = ("turn_talk.py", "responses.py")
RUNTIME_MAY_IMPORT = {
    "lexicon": {"load_lexicon"},
    "option_texts": {"option_texts"},
    "limits": {"bounds"},
    "parsed": {"value_key"},
}
#: what reads a user's text: the runtime calls none of these
TEXT_READING = {"normalize", "has_cjk", "longer_than", "PhraseSet", "is_question", "mood"}


@pytest.mark.parametrize("module", RUNTIME)
def test_the_runtime_does_not_read_the_users_text_again(module: str) -> None:
    """The understanding says what talk is (``ChitChat.said``/``aside``); the runtime
    answers by key and imports no reader of text (``nlu/talk.py`` reads it)."""
    tree = _tree(module)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("nlu"):
            part = (node.module or "").split(".")[1]
            names = {a.name for a in node.names}
            assert part in RUNTIME_MAY_IMPORT, (module, node.module)
            assert names <= RUNTIME_MAY_IMPORT[part], (module, node.module, names)
        if isinstance(node, ast.Name):
            assert node.id not in TEXT_READING, (module, node.id)


def _value_words() -> frozenset[str]:
    """The words of the value lexicons (``lexicons/values/<language>.yaml``) four letters or
    longer, as a cleaned module's regex would spell them ("tomorrow", "weekend",
    "january"): grammar glue ("the", "of") aside, a word of these in Python is a word
    that came back."""
    import yaml

    words: set[str] = set()

    def add(text: object) -> None:
        words.update(w for w in re.findall(r"[a-z]+", str(text).lower()) if len(w) >= 4)

    # a list's items and a mapping's keys are words; the keys of the file are list names,
    # and a mapping's string values are meanings the code compares ("coming", "week")
    for f in (PACKAGE / "lexicons" / "values").glob("*.yaml"):
        for entry in (yaml.safe_load(f.read_text(encoding="utf-8")) or {}).values():
            for item in entry if isinstance(entry, list | dict) else ():
                add(item)
    return frozenset(words)


def _value_names() -> frozenset[str]:
    """What a module may name: the value lists ("date_units") and what their mappings mean
    ("coming", "week", "end")."""
    import yaml

    names: set[str] = set(LIST_NAMES)
    for f in (PACKAGE / "lexicons" / "values").glob("*.yaml"):
        for key, entry in (yaml.safe_load(f.read_text(encoding="utf-8")) or {}).items():
            names.add(key)
            if isinstance(entry, dict):
                names.update(v for v in entry.values() if isinstance(v, str))
    return frozenset(names)


_VALUE_NAMES = _value_names()
#: cleaned modules that are no value parser
READER_EXCEPTIONS = ("nlu/conditionals.py", "nlu/phones.py")
#: a name (of a rule, a group, a list), not text matched against a message
_IDENTIFIER = re.compile(r"^[a-z]+(?:_[a-z0-9]*)*$", re.IGNORECASE)
#: a regex group's name ("(?P<with>", and "(?(with)" testing it): a name too
_GROUP_NAME = re.compile(r"\(\?P<\w+>|\(\?P=\w+\)|\(\?\(\w+\)")


#: value parsers cleaned of their words: the lists above, and no word of the value
#: lexicons spelled in a regex. The list only grows.
VALUE_CLEAN = tuple(m for m in CLEAN if m.startswith("nlu/") and m not in READER_EXCEPTIONS)


@pytest.mark.parametrize("module", VALUE_CLEAN)
def test_a_cleaned_module_spells_no_value_word(module: str) -> None:
    """No word of the value lexicons in a string of a cleaned module, docstrings aside:
    dates, numbers and counts read their words from YAML, so a word spelled in a regex
    again ("tomorrow|tmrw") fails here."""
    tree = _tree(module)
    docs = _docstrings(tree)
    vocab = _value_words()
    found = sorted(
        {
            w
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in docs
            and node.value not in _VALUE_NAMES
            and not _IDENTIFIER.match(node.value)
            for w in re.findall(
                r"(?<![a-z])[a-z]+(?![a-z])", _GROUP_NAME.sub("", node.value).lower()
            )
            if w in vocab
        }
    )
    assert found == [], f"{module} spells value words that belong in lexicons/values: {found}"


#: the modules that write down what was read: the pipeline (``recorded.py``), and the
#: message it writes on
RECORDERS = (
    "pipeline",
    "recorded",
    "message",
    "utterance",
    "rules",
    "semantic",
    "hybrid",
    "llm",
    "scripted",
)
#: what of a message only the pipeline writes
MESSAGE_FIELDS = {"taken", "scan", "belief_spans", "stated_beliefs", "remembered"}


def _mutations(tree: ast.AST) -> list[tuple[int, str]]:
    """Where ``tree`` writes a field of the message (``t.taken = ...``, ``t.scan = ...``,
    ``t.taken.append(...)``), by line: a reader returns what it used instead."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        for target in targets:
            if isinstance(target, ast.Attribute) and target.attr in MESSAGE_FIELDS:
                found.append((node.lineno, target.attr))
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in {"append", "extend", "insert", "clear", "remove", "pop"}
            and isinstance(node.func.value, ast.Attribute)
            and node.func.value.attr in MESSAGE_FIELDS
        ):
            found.append((node.lineno, node.func.value.attr))
    return sorted(found)


def test_no_reader_writes_on_the_message() -> None:
    """Readers return the spans they used (``findings.Found``) and the beliefs' spans
    (``beliefs.BeliefsSaid``); the pipeline records them. A reader writing on the message
    would hide from the declared order what it did."""
    wrong = {
        m: _mutations(_tree(f"nlu/{m}.py"))
        for m in sorted(_import_graph())
        if m not in RECORDERS and m != "responses"
    }
    assert not {m: found for m, found in wrong.items() if found}


def test_the_mutation_finder_finds_a_mutation() -> None:
    """The check above can fail: made-up readers that write on the message are found out."""
    tree = ast.parse("def r(u, t):\n    t.taken.append((0, 1))\n    t.scan = ''\n")
    assert _mutations(tree) == [(2, "taken"), (3, "scan")]
    assert _mutations(ast.parse("def r(u, t):\n    spans = [(0, 1)]\n")) == []


#: what starts a flow or reads several requests: only an orchestrator calls these
ORCHESTRATION = {
    "starting": {"start", "switch_to", "start_or_resume"},
    "two_requests": {"two_requests"},
}


def test_no_reader_starts_a_flow_or_calls_the_two_requests_reader() -> None:
    """A reader says which flow is asked for (``findings.FlowAsked``, ``HitsAsked``,
    ``RequestsAsked``); the pipeline starts it and reads two requests in its declared
    order. No reader imports the starting functions nor the two-requests reader."""
    wrong = []
    for module in sorted(_import_graph()):
        if module in ORCHESTRATORS or module == "responses":
            continue
        for node in ast.walk(_tree(f"nlu/{module}.py")):
            if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module:
                names = {a.name for a in node.names} & ORCHESTRATION.get(node.module, set())
                if names:
                    wrong.append((module, node.module, sorted(names)))
    assert not wrong


#: the pipeline's own parts: the reader contract, the message, the domain's knowledge, and
#: the steps the pipeline runs itself (starting the flows asked for, weighing the answer,
#: recording what was used): these may run readers; nothing else may
PIPELINE_PARTS = (
    "findings",
    "reader",
    "knowledge",
    "utterance",
    "message",
    "starting",
    "weighing",
    "cues",
    "recorded",
)
#: what the pipeline uses besides its readers: shared parts it composes with (a list of
#: items, the mood of a message, the currency): these import no reader either
PIPELINE_SHARED = ("items", "mood", "money")
#: readers the pipeline reaches through the knowledge (``u.followups``), not by an import
READERS_BY_KNOWLEDGE = ("followups",)


def reader_modules() -> frozenset[str]:
    """The modules of the understanding that hold a reader of the pipeline: every module
    ``pipeline.py`` and its compositions import from, but their own parts and the shared
    parts they compose with. Declared by the imports, so a reader added to a list is a
    reader here."""
    found: set[str] = set(READERS_BY_KNOWLEDGE)
    for module in ("pipeline", *COMPOSITIONS):
        for node in ast.walk(_tree(f"nlu/{module}.py")):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                found.update([node.module] if node.module else [a.name for a in node.names])
    return frozenset(found - set(PIPELINE_PARTS) - set(PIPELINE_SHARED) - set(ORCHESTRATORS))


def readers_importing_readers(
    graph: dict[str, set[str]], readers: frozenset[str], allowed: set[str]
) -> dict[str, list[str]]:
    """Who imports a reader, outside ``allowed`` (the orchestrators and the pipeline's
    parts): a reader that imports another (or a shared helper that does, which a reader
    then imports) calls that reader from inside, outside the declared order."""
    wrong = {m: sorted(graph[m] & readers) for m in graph if m not in allowed}
    return {m: r for m, r in wrong.items() if r}


def test_no_reader_imports_another_reader() -> None:
    """Readers never call each other: what two readers share lives in a neutral module
    that imports no reader (``all_values.py``, ``named_flows.py``, ``entity_asked.py`` …),
    and a reading made of two readers ("a yes, else a correction, else a no" at a
    confirmation; a value asked back before the rest) is composed in ``pipeline.py`` or
    returned as a finding the pipeline resolves (``findings.RecallFirst``)."""
    graph = _import_graph()
    readers = reader_modules()
    assert {"yes_no", "control", "corrections", "recall", "answering", "answer_alone"} <= readers
    assert readers <= set(graph)
    allowed = {*ORCHESTRATORS, *PIPELINE_PARTS, "responses"}
    assert readers_importing_readers(graph, readers, allowed) == {}


def test_the_reader_import_check_can_fail() -> None:
    """The check above finds a reader importing another, and a shared helper that does."""
    graph = {"a": {"b", "h"}, "b": set(), "h": {"b"}, "pipeline": {"a", "b"}}
    assert readers_importing_readers(graph, frozenset({"a", "b"}), {"pipeline"}) == {
        "a": ["b"],
        "h": ["b"],
    }


#: English words still spelled inside regular expressions of the understanding, by module:
#: these only shrink. ``limits.py`` reads the DSL's own bounds ("+3d", "+3 days" in a
#: flow's ``min``/``max``), which is the file format, not what a user types.
REGEX_WORD_ALLOWANCE: dict[str, list[str]] = {"nlu/limits.py": ["ays"]}

#: a string that is (part of) a regular expression
_REGEXY = re.compile(r"\\b|\(\?|\\s")
#: what in a regex is no word: escapes (``\b``, ``\u4e00``) and group names
_NOT_WORDS = re.compile(r"\\u[0-9a-fA-F]{4}|\\[a-zA-Z]|\(\?P<\w+>|\(\?P=\w+\)|\(\?\(\w+\)")


def regex_words(tree: ast.Module) -> list[str]:
    """The English words (two letters or more) spelled inside the regular expressions of
    a module: string constants with a regex mark, docstrings aside; an f-string's literal
    parts count, its ``{holes}`` (the lexicon's words) do not."""
    docs = _docstrings(tree)
    found: set[str] = set()
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in docs
            and _REGEXY.search(node.value)
        ):
            bare = _NOT_WORDS.sub(" ", node.value)
            found.update(re.findall(r"(?<![A-Za-z])[a-z]{2,}(?![a-z])", bare))
    return sorted(found)


def test_no_english_words_in_the_understandings_regexes() -> None:
    """A regex is the shape; its words are the lexicons' lists ("change|switch|update"
    in ``not_held.py`` is ``thing_change_verbs``), so an author's lexicon extends them and
    a language is all in its files."""
    spelled = {m: w for m in _modules("nlu") if (w := regex_words(_tree(m)))}
    assert spelled == REGEX_WORD_ALLOWANCE, (
        "English words in regexes of the understanding (module: words); put them in the "
        f"lexicons: { {m: w for m, w in spelled.items() if w != REGEX_WORD_ALLOWANCE.get(m)} }"
    )


def test_the_regex_word_finder_finds_words() -> None:
    """The check above can fail: a made-up module's regex words are found, escapes and
    group names are not."""
    src = (
        '"""Doc with (?:words) in it."""\nimport re\n'
        'X = re.compile(rf"\\b(?P<thing>\\w+)\\s+(?:to|into)\\s+\\u9fff{Y}(?(thing)x)")\n'
        'Z = "not a regex: words"\n'
    )
    assert regex_words(ast.parse(src)) == ["into", "to"]


def _is_lexicon(node: ast.expr) -> bool:
    """``lex``, ``t.lex``, ``self.lexicon``: what a reader reads phrase lists from."""
    name = node.id if isinstance(node, ast.Name) else getattr(node, "attr", None)
    return name in ("lex", "lexicon")


def phrase_lists_read(tree: ast.Module) -> list[tuple[int, str]]:
    """The lexicon lists a module reads as phrase lists (``lex["hesitations"]``, and
    ``t.lex[c]`` for each ``c`` of a literal tuple it loops over, spelled out or named at
    the module's top: ``for c in (*SOFT_LISTS, "polite_asks")``), by line."""
    tops: dict[str, ast.expr] = {}
    for top in tree.body:
        if isinstance(top, ast.Assign | ast.AnnAssign) and top.value is not None:
            target = top.targets[0] if isinstance(top, ast.Assign) else top.target
            if isinstance(target, ast.Name):
                tops[target.id] = top.value

    def names(seq: ast.expr | None) -> list[str]:
        if isinstance(seq, ast.Name):
            return names(tops.get(seq.id))
        if not isinstance(seq, ast.Tuple | ast.List):
            return []
        found: list[str] = []
        for e in seq.elts:
            if isinstance(e, ast.Constant) and isinstance(e.value, str):
                found.append(e.value)
            elif isinstance(e, ast.Starred):
                found.extend(names(e.value))
        return found

    loops: dict[str, list[str]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.For | ast.comprehension) and isinstance(node.target, ast.Name):
            loops.setdefault(node.target.id, []).extend(names(node.iter))
    read: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and _is_lexicon(node.value):
            key = node.slice
            if isinstance(key, ast.Constant) and isinstance(key.value, str):
                read.append((node.lineno, key.value))
            elif isinstance(key, ast.Name):
                read.extend((node.lineno, c) for c in loops.get(key.id, []))
    return sorted(set(read))


#: lists read as phrases that are not loaded as such, by module: these only shrink.
#: ``semantic.py`` (small talk never embedded) is split by another branch this session.
UNLOADED_ALLOWANCE: dict[str, list[str]] = {"nlu/semantic.py": ["farewells"]}


def test_a_list_read_as_phrases_is_loaded_as_phrases() -> None:
    """``lex[name]`` of a list the lexicon does not load as a phrase list
    (``lexicon.PHRASE_CATEGORIES``) is empty, silently: the words in YAML are never
    read ("hmm, if I cancel later…" was no supposed clause: ``hesitations`` read so)."""
    from dialogflows.nlu.lexicon import PHRASE_CATEGORIES

    unloaded = {
        m: sorted({c for _, c in found if c not in PHRASE_CATEGORIES})
        for m in _modules("nlu")
        if (found := phrase_lists_read(_tree(m)))
    }
    assert {m: c for m, c in unloaded.items() if c} == UNLOADED_ALLOWANCE


def test_the_phrase_list_finder_finds_lists() -> None:
    """The check above can fail: a made-up module's reads are found, in every form."""
    src = (
        'SOFT = ("hesitations", "thanks")\n'
        "def r(t, lex):\n"
        '    lex["affirm"].search(t.norm)\n'
        '    return [p for c in (*SOFT, "deny") for p in t.lex[c].phrases]\n'
    )
    assert phrase_lists_read(ast.parse(src)) == [
        (3, "affirm"),
        (4, "deny"),
        (4, "hesitations"),
        (4, "thanks"),
    ]


#: strings of the code that look like words: languages, task phases, the understanding's
#: paths, YAML's booleans, the keys of a lexicon file. No user types them as such.
CODE_KEYS = frozenset(
    {"en", "zh", "done", "failed", "true", "false", "rules", "meaning", "language", "remove"}
)
#: a word, or a word with the space that ends or opens it ("the ", "'s ")
_SPACED_WORD = re.compile(r"^ ?['’]?[a-z]+(?:['’ ][a-z]+)*['’]? ?$")
#: a word's ending or opening, spelled in Python: what inflection rules compare with
_AFFIX_CALLS = {"endswith", "startswith", "removesuffix", "removeprefix"}
_LETTERS = re.compile(r"^['’]?[a-z]+ ?$")


def word_literals(tree: ast.Module) -> list[tuple[int, str]]:
    """Natural-language knowledge spelled in Python, by line: a tuple, list or set of two
    or more words (spaces around them count: ``("the ", "my ", "a ")``), a word's ending or
    opening compared (``w.endswith("ing")``, ``after.startswith(("'s ", "’s "))``) and an
    ending added (``w + "s"``). Lexicon list names, the values' meanings and the code's
    keys aside."""
    names = _VALUE_NAMES | CODE_KEYS
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.List | ast.Tuple | ast.Set):
            elts = node.elts
            words = [
                e.value.strip()
                for e in elts
                if isinstance(e, ast.Constant)
                and isinstance(e.value, str)
                and _SPACED_WORD.match(e.value)
            ]
            if len(elts) >= 2 and len(words) == len(elts) and not set(words) <= names:
                found.append((node.lineno, "|".join(words)))
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in _AFFIX_CALLS
            and node.args
        ):
            arg = node.args[0]
            for c in arg.elts if isinstance(arg, ast.Tuple) else [arg]:
                if (
                    isinstance(c, ast.Constant)
                    and isinstance(c.value, str)
                    and _LETTERS.match(c.value)
                ):
                    found.append((node.lineno, f"{node.func.attr}:{c.value}"))
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            for c in (node.left, node.right):
                if (
                    isinstance(c, ast.Constant)
                    and isinstance(c.value, str)
                    and re.fullmatch(r"[a-z]+", c.value)
                ):
                    found.append((node.lineno, f"+{c.value}"))
    return sorted(set(found))


#: word literals left in the understanding's Python, by module: these only shrink.
#: none left: the verb's spelling rules and past forms are ``verb_spellings``,
#: ``past_endings`` …, a multiplier's plural ``multiplier_endings``, the digits' suffixes
#: ``number_suffixes``. A word spelled in Python again fails here.
WORD_LITERAL_ALLOWANCE: dict[str, list[str]] = {}


def test_no_word_literals_in_the_understanding() -> None:
    """Words, endings and inflection rules live in the lexicons (``plural_forms``,
    ``slot_name_determiners``, ``activity_endings``, ``noun_marks``, ``bare_negations``
    …), one table per language that an author's file extends; spelled in Python they
    were English-only and out of an author's reach."""
    found = {
        m: sorted({w for _, w in words})
        for m in [*_modules("nlu"), "responses.py"]
        if (words := word_literals(_tree(m)))
    }
    assert found == WORD_LITERAL_ALLOWANCE, (
        "natural-language words in the understanding's Python (module: words); put them "
        f"in the lexicons: { {m: w for m, w in found.items() if w != WORD_LITERAL_ALLOWANCE.get(m)} }"
    )


def test_the_word_literal_finder_finds_what_was_moved() -> None:
    """The check above can fail: what this session moved out of Python, as it was spelled
    (``flow_names``' articles, ``triggers``' "-ing" and "+s", ``recall``'s "y" -> "ies",
    ``answers``' "'s "), is found; keys, lexicon list names and escapes are not."""
    src = (
        "def f(n, w, after, lex):\n"
        '    for article in ("the ", "my ", "a ", "an ", "any "):\n'
        "        n = n.removeprefix(article)\n"
        '    if w.endswith("ing") or after.startswith(("\'s ", "’s ")):\n'
        '        return w[:-1] + "ies"\n'
        '    return w + "s"\n'
        'LANGS = ("en", "zh")\n'
        'SOFT = ("hesitations", "thanks")\n'
        'EDGE = n.endswith(("?", "\\\\d"))\n'
    )
    assert [w for _, w in word_literals(ast.parse(src))] == [
        "the|my|a|an|any",
        "'s|’s",
        "endswith:ing",
        "startswith:'s ",
        "startswith:’s ",
        "+ies",
        "+s",
    ]


def fixed_lexicons(tree: ast.Module) -> list[int]:
    """Where a module loads a lexicon of a language spelled in the code
    (``load_lexicon("en")``), by line."""
    return sorted(
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and getattr(node.func, "id", getattr(node.func, "attr", None)) == "load_lexicon"
        and node.args
        and isinstance(node.args[0], ast.Constant)
    )


def test_no_reader_reads_a_built_in_lexicon_of_a_fixed_language() -> None:
    """``load_lexicon("en").raw[...]`` reads the built-in English file only: an author's
    words and the flow's language never count (counted.py's trigger fillers, items.py's
    classifiers). A reader takes its lists from the lexicon in use (``grammar(lex, …)``)."""
    found = {m: lines for m in _modules("nlu") if (lines := fixed_lexicons(_tree(m)))}
    assert found == {}


def test_the_fixed_lexicon_finder_finds_one() -> None:
    src = (
        'X = load_lexicon("en").raw["a"]\nY = lexicon.load_lexicon("zh")\nZ = load_lexicon(lang)\n'
    )
    assert fixed_lexicons(ast.parse(src)) == [1, 2]


# -- each side its own job: the understanding reads what the bot told from the state ---------


def _phrasing_imports(name: str, source: str) -> bool:
    """Module ``name`` imports the runtime's phrasings (``responses.py``), wherever the
    import stands (for type checking, inside a function)."""
    from test_package_structure import _modules, imports_of

    return "responses" in imports_of(name, ast.parse(source), set(_modules()))


def test_the_understanding_does_not_import_the_runtimes_phrasings() -> None:
    """The understanding never phrases the bot's words to look for them in what the bot
    said: what it needs of the last turn (the flows a which-flow question offered, the task
    whose end was told) the runtime records in ``state.told`` when it says it."""
    wrong = [
        path.relative_to(PACKAGE).as_posix()
        for path in sorted((PACKAGE / "nlu").rglob("*.py"))
        if _phrasing_imports(
            path.relative_to(PACKAGE).with_suffix("").as_posix(), path.read_text(encoding="utf-8")
        )
    ]
    assert not wrong, f"the understanding imports responses.py: {wrong}"


def test_the_phrasings_import_finder_finds_one() -> None:
    for source in (
        "from ..responses import Responses\n",
        "from dialogflows.responses import complete\n",
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..responses import R\n",
        "def f():\n    from .. import responses\n",
    ):
        assert _phrasing_imports("nlu/sample", source), source
    assert not _phrasing_imports("nlu/sample", "from ..state import Told\n")


#: modules of the understanding that still read the bot's own words (``state.last_bot``);
#: the list only shrinks
READS_BOT_WORDS: frozenset[str] = frozenset()


def test_the_understanding_reads_no_bot_words_but_the_known_ones() -> None:
    reading = {
        path.name
        for path in (PACKAGE / "nlu").rglob("*.py")
        if "last_bot" in path.read_text(encoding="utf-8")
    }
    assert reading == READS_BOT_WORDS


def _reads_bot_messages(source: str) -> bool:
    """Whether ``source`` reads what the bot said: picks the assistant's messages of the
    window (a comparison with ``"assistant"``), or reads the summary of the conversation
    or ``last_bot`` off the state."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare) and any(
            isinstance(c, ast.Constant) and c.value == "assistant"
            for c in (node.left, *node.comparators)
        ):
            return True
        if isinstance(node, ast.Attribute) and node.attr in ("summary", "last_bot"):
            owner = node.value
            name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
            if name == "state":
                return True
    return False


def test_no_module_of_the_understanding_reads_the_bots_messages() -> None:
    """Each side its own job: what the understanding needs of what the bot said (the flows
    it offered, the task whose end it told, the things it refused) the runtime records in
    ``state.told`` when it says it; no reader looks for it in the bot's words."""
    wrong = [
        path.relative_to(PACKAGE).as_posix()
        for path in sorted((PACKAGE / "nlu").rglob("*.py"))
        if _reads_bot_messages(path.read_text(encoding="utf-8"))
    ]
    assert not wrong, f"the understanding reads the bot's messages: {wrong}"


def test_the_bot_messages_finder_finds_them() -> None:
    for source in (
        'said = [m.content for m in t.state.window if m.role == "assistant"]\n',
        'mine = [m for m in state.window if "assistant" != m.role]\n',
        "said = t.state.summary\n",
        "last = state.last_bot[-1]\n",
    ):
        assert _reads_bot_messages(source), source
    for source in (
        'said = [m.content for m in t.state.window if m.role == "user"]\n',
        "told = t.state.told.refused\n",
        "text = flow.summary\n",
        'messages = [{"role": "assistant", "content": reply}]\n',
    ):
        assert not _reads_bot_messages(source), source


#: per module of the understanding, the lexicon lists read raw (``lex.raw.get(key)``,
#: ``lex.raw[key]``, ``raw = lex.raw``) outside a lexicon grammar and a cached function:
#: on every message, such a read rebuilds what a ``@lexicon_grammar`` builds once per
#: lexicon (docs/lexicons.md); in an ``__init__`` (built once per lexicon, counted since
#: session 33) it is a second way to the same lists, beside ``grammar_words.lists_of``.
#: What is left besides the accessors themselves (``ListWords._raw``,
#: ``value_words.own_values``) are such ``__init__`` builders. The numbers only shrink.
RAW_READ_ALLOWANCE: dict[str, int] = {
    "nlu/grammar_words.py": 1,
    "nlu/spelling.py": 1,
    "nlu/value_words.py": 1,
}

#: what makes a function's body run once per lexicon or per key, not per message
_BUILT_ONCE = ("lexicon_grammar", "cache")


def raw_reads(source: str) -> int:
    """The raw lexicon reads of ``source`` outside code built once (``RAW_READ_ALLOWANCE``)."""
    tree = ast.parse(source)
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}

    def once(node: ast.AST) -> bool:
        while node in parents:
            node = parents[node]
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                decorators = [ast.unparse(d) for d in node.decorator_list]
                if any(k in d for d in decorators for k in _BUILT_ONCE):
                    return True
        return False

    return sum(
        1
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and node.attr == "raw"
        and _OF_LEXICON.search(ast.unparse(node.value))  # not a message's or a value's raw
        and not once(node)
    )


#: what a lexicon is called where its raw lists are read: ``lex``, ``t.lex``,
#: ``self._lex(language)``, ``load_lexicon(language)``
_OF_LEXICON = re.compile(r"(?:^|\.|_)lex(?:icon)?(?:\(.*\))?$")


def test_no_lexicon_list_is_read_raw_on_every_message() -> None:
    counts = {m: raw_reads((PACKAGE / m).read_text(encoding="utf-8")) for m in _modules("nlu")}
    grown = {
        m: (n, RAW_READ_ALLOWANCE.get(m, 0))
        for m, n in counts.items()
        if n > RAW_READ_ALLOWANCE.get(m, 0)
    }
    assert not grown, (
        f"lexicon lists read raw where a message is read (module: (now, allowed)): {grown}; "
        "build what the words make once per lexicon (@lexicon_grammar, grammar_words.py)"
    )


def test_the_raw_read_finder_finds_reads() -> None:
    assert raw_reads("def f(lex):\n    return lex.raw.get('copulas')\n") == 1
    assert raw_reads("def f(t):\n    return t.lex.raw['copulas']\n") == 1
    assert raw_reads("@lexicon_grammar\ndef f(w):\n    return w.lex.raw.get('x')\n") == 0
    assert (
        raw_reads("class A:\n    def __init__(self, lex):\n        self.x = lex.raw.get('x')\n")
        == 1
    )
    assert raw_reads("@lru_cache\ndef f(lex):\n    return lex.raw.get('x')\n") == 0
    assert raw_reads("def f(lex):\n    raw = lex.raw\n    return raw.get('x')\n") == 1
    assert raw_reads("def f(self):\n    return self._lex('en').raw.get('x')\n") == 1
    assert raw_reads("def f(t):\n    return t.raw.strip()\n") == 0
    assert raw_reads("def f(p):\n    return p.raw\n") == 0


def grammars_built_again(sources: dict[str, str]) -> list[str]:
    """The places in ``sources`` (module -> source) where a declared grammar (a class or
    function under ``@lexicon_grammar``) is built by calling it on a builder's lists
    (``VerbWords(w)``) instead of being found (``w.grammar(VerbWords)``, ``grammar(lex,
    VerbWords)``): a second build of the same tables, outside the one every reader shares."""
    trees = {m: ast.parse(s) for m, s in sources.items()}
    declared = {
        node.name
        for tree in trees.values()
        for node in ast.walk(tree)
        if isinstance(node, (ast.ClassDef, ast.FunctionDef))
        and any("lexicon_grammar" in ast.unparse(d) for d in node.decorator_list)
    }
    return [
        f"{m}:{node.lineno}: {ast.unparse(node)}"
        for m, tree in trees.items()
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in declared
        and node.args
        and isinstance(node.args[0], ast.Name)
        and node.args[0].id == "w"
    ]


def test_a_grammar_built_from_another_shares_its_build() -> None:
    sources = {m: (PACKAGE / m).read_text(encoding="utf-8") for m in _modules("nlu")}
    again = grammars_built_again(sources)
    assert not again, (
        f"a declared grammar built again inside another's build: {again}; "
        "find it with w.grammar(make) (grammar_words.ListWords.grammar), one build per words"
    )


def test_the_second_build_finder_finds_them() -> None:
    declared = "@lexicon_grammar\nclass VerbWords:\n    pass\n"
    again = (
        "@lexicon_grammar\nclass A:\n    def __init__(self, w):\n        self.v = VerbWords(w)\n"
    )
    shared = "@lexicon_grammar\nclass A:\n    def __init__(self, w):\n        self.v = w.grammar(VerbWords)\n"
    assert len(grammars_built_again({"a.py": declared, "b.py": again})) == 1
    assert grammars_built_again({"a.py": declared, "b.py": shared}) == []
    assert grammars_built_again({"b.py": again}) == []  # not a declared grammar


#: the most lines a module of the package holds: one concept per module, split past ~600
#: (the project's style). query_forms.py had grown to 685 before sessions 34 and 35 split
#: it by concept (undo_forms.py, told_forms.py); no module is past it now (dates.py: 597).
MODULE_LINES = 600


def test_no_module_grows_past_a_split() -> None:
    long = {
        m: n
        for m in _modules()
        if (n := len((PACKAGE / m).read_text(encoding="utf-8").splitlines())) > MODULE_LINES
    }
    assert not long, (
        f"modules past {MODULE_LINES} lines (module: lines): {long}; split by concept, "
        "as query_forms.py was (undo_forms.py, told_forms.py)"
    )
