"""The condition language of ``when:`` (branch steps) and ``if:`` (flow guards).

A condition is a small expression an author writes in YAML::

    balance >= amount and not blocked
    belief.budget < 500 or last.transfer_id != null
    seat_class in ["business", "first"]

It is tokenized and parsed here by a recursive-descent parser into a tree of frozen nodes,
at load time, and evaluated against a ``Scope`` per turn. Nothing is ever handed to
``eval``, and only the author's YAML is parsed: what a user typed reaches a condition only as
a slot's *value*, compared as data.

Names: a bare name is a slot or action result of the running task; ``belief.KEY`` a belief
of the session, ``user.KEY`` a lasting (per-user) belief (``user.id`` is the user's id),
``last.NAME`` a slot or result of the task that ended last.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

#: where a dotted name looks its value up; a bare name is the task's own
SCOPES: frozenset[str] = frozenset({"belief", "user", "last"})

_TOKEN = re.compile(
    r"""\s*(?:
      (?P<num>-?\d+(?:\.\d+)?)
    | (?P<str>"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')
    | (?P<op>==|!=|<=|>=|<|>|\(|\)|\[|\]|,)
    | (?P<name>[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_:]*)?)
    )""",
    re.VERBOSE,
)
_WORDS = {"and", "or", "not", "in", "true", "false", "null", "none"}
_LITERALS: dict[str, Any] = {"true": True, "false": False, "null": None, "none": None}


class ConditionError(ValueError):
    """A condition that does not parse; ``column`` counts from 0 in the condition text."""

    def __init__(self, message: str, column: int) -> None:
        super().__init__(message)
        self.column = column


@dataclass(frozen=True)
class Name:
    scope: str  # "" for the task's own slots and results
    key: str

    def __str__(self) -> str:
        return f"{self.scope}.{self.key}" if self.scope else self.key


@dataclass(frozen=True)
class _Literal:
    value: Any


@dataclass(frozen=True)
class _List:
    items: tuple[Any, ...]


@dataclass(frozen=True)
class _Not:
    operand: Any


@dataclass(frozen=True)
class _Bool:
    op: str  # "and" | "or"
    operands: tuple[Any, ...]


@dataclass(frozen=True)
class _Compare:
    op: str
    left: Any
    right: Any


#: name -> value, for the names a condition reads
Scope = Callable[[Name], Any]


@dataclass(frozen=True)
class Condition:
    """A parsed condition: its source text, its tree, and the names it reads."""

    source: str
    tree: Any

    def __call__(self, scope: Scope) -> bool:
        return _truthy(_eval(self.tree, scope))

    @property
    def names(self) -> tuple[Name, ...]:
        return tuple(dict.fromkeys(_names(self.tree)))

    @property
    def constant(self) -> bool | None:
        """True/False for a condition that reads no name (``true``), else None."""
        if self.names:
            return None
        return self(lambda name: None)

    def __str__(self) -> str:
        return self.source


def lookup(
    values: dict[str, Any],
    beliefs: dict[str, Any],
    user_id: str | None,
    last: dict[str, Any] | None,
) -> Scope:
    """The scope of a condition: the task's values, the beliefs (``user.``: the lasting
    ones), the last task's values. ``beliefs`` maps key -> (value, lasting)."""

    def scope(name: Name) -> Any:
        if not name.scope:
            return values.get(name.key)
        if name.scope == "last":
            return None if last is None else last.get(name.key)
        if name.scope == "user" and name.key == "id":
            return user_id
        held = beliefs.get(name.key)
        if held is None or (name.scope == "user" and not held[1]):
            return None
        return held[0]

    return scope


def parse(source: str | bool) -> Condition:
    """Parse a condition; raise ``ConditionError`` with the column of the first problem."""
    if isinstance(source, bool):
        return Condition(str(source).lower(), _Literal(source))
    tokens = list(_tokens(source))
    parser = _Parser(source, tokens)
    tree = parser.expression()
    if parser.pos < len(tokens):
        _, text, col = tokens[parser.pos]
        raise ConditionError(f"unexpected `{text}`", col)
    return Condition(source, tree)


def _tokens(source: str) -> Iterator[tuple[str, str, int]]:
    pos = 0
    while pos < len(source):
        if source[pos:].strip() == "":
            return
        m = _TOKEN.match(source, pos)
        if m is None or m.end() == pos:
            col = len(source) - len(source[pos:].lstrip())
            raise ConditionError(f"unexpected character {source[col]!r}", col)
        kind = m.lastgroup or ""
        text = m.group(kind)
        col = m.start(kind)
        if kind == "name" and text.lower() in _WORDS:
            kind = "word"
        yield kind, text, col
        pos = m.end()


class _Parser:
    """or_expr := and_expr ('or' and_expr)*; and_expr := not_expr ('and' not_expr)*;
    not_expr := 'not' not_expr | comparison; comparison := value (op value)?;
    value := number | string | true | false | null | name | list | '(' or_expr ')'."""

    def __init__(self, source: str, tokens: list[tuple[str, str, int]]) -> None:
        self.source = source
        self.tokens = tokens
        self.pos = 0

    def _peek(self) -> tuple[str, str, int] | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def _word(self, word: str) -> bool:
        t = self._peek()
        if t is not None and t[0] == "word" and t[1].lower() == word:
            self.pos += 1
            return True
        return False

    def _op(self, op: str) -> bool:
        t = self._peek()
        if t is not None and t[0] == "op" and t[1] == op:
            self.pos += 1
            return True
        return False

    def expression(self) -> Any:
        parts = [self._and()]
        while self._word("or"):
            parts.append(self._and())
        return parts[0] if len(parts) == 1 else _Bool("or", tuple(parts))

    def _and(self) -> Any:
        parts = [self._not()]
        while self._word("and"):
            parts.append(self._not())
        return parts[0] if len(parts) == 1 else _Bool("and", tuple(parts))

    def _not(self) -> Any:
        if self._word("not"):
            return _Not(self._not())
        return self._comparison()

    def _comparison(self) -> Any:
        left = self._value()
        t = self._peek()
        if t is not None and t[0] == "op" and t[1] in ("==", "!=", "<", "<=", ">", ">="):
            self.pos += 1
            return _Compare(t[1], left, self._value())
        if self._word("in"):
            return _Compare("in", left, self._value())
        if t is not None and t[0] == "word" and t[1].lower() == "not":
            self.pos += 1
            if not self._word("in"):
                raise ConditionError("expected `in` after `not`", t[2])
            return _Not(_Compare("in", left, self._value()))
        return left

    def _value(self) -> Any:
        t = self._peek()
        if t is None:
            raise ConditionError("the condition ends too early", len(self.source))
        kind, text, col = t
        self.pos += 1
        if kind == "num":
            return _Literal(float(text) if "." in text else int(text))
        if kind == "str":
            return _Literal(re.sub(r"\\(.)", r"\1", text[1:-1]))
        if kind == "word" and text.lower() in _LITERALS:
            return _Literal(_LITERALS[text.lower()])
        if kind == "name":
            scope, _, key = text.rpartition(".")
            if scope and scope not in SCOPES:
                raise ConditionError(
                    f"`{scope}.` is not a scope; use {', '.join(sorted(SCOPES))}", col
                )
            return Name(scope, key)
        if kind == "op" and text == "(":
            inner = self.expression()
            if not self._op(")"):
                raise ConditionError("a `(` is not closed", col)
            return inner
        if kind == "op" and text == "[":
            items: list[Any] = []
            if not self._op("]"):
                items.append(self._value())
                while self._op(","):
                    items.append(self._value())
                if not self._op("]"):
                    raise ConditionError("a `[` is not closed", col)
            return _List(tuple(items))
        raise ConditionError(f"unexpected `{text}`", col)


def equal_values(condition: Condition) -> tuple[Name, set[Any]] | None:
    """(name, values) when the condition only tests one name for equality with literals
    (``x == "a"``, ``x in ["a", "b"]``, ``x`` for true, ``not x`` for false); else None.
    The checks use it to tell a branch whose cases cover every value of a slot."""
    tree = condition.tree
    if isinstance(tree, Name):
        return tree, {True}
    if isinstance(tree, _Not) and isinstance(tree.operand, Name):
        return tree.operand, {False}
    if isinstance(tree, _Compare) and tree.op in ("==", "in"):
        left, right = tree.left, tree.right
        if isinstance(right, Name) and tree.op == "==":
            left, right = right, left
        if not isinstance(left, Name):
            return None
        if isinstance(right, _Literal) and tree.op == "==":
            return left, {right.value}
        if isinstance(right, _List) and all(isinstance(i, _Literal) for i in right.items):
            return left, {i.value for i in right.items}
    return None


def _names(node: Any) -> Iterator[Name]:
    if isinstance(node, Name):
        yield node
    elif isinstance(node, _Not):
        yield from _names(node.operand)
    elif isinstance(node, _Bool):
        for o in node.operands:
            yield from _names(o)
    elif isinstance(node, _Compare):
        yield from _names(node.left)
        yield from _names(node.right)
    elif isinstance(node, _List):
        for i in node.items:
            yield from _names(i)


def _eval(node: Any, scope: Scope) -> Any:
    if isinstance(node, _Literal):
        return node.value
    if isinstance(node, Name):
        return scope(node)
    if isinstance(node, _List):
        return [_eval(i, scope) for i in node.items]
    if isinstance(node, _Not):
        return not _truthy(_eval(node.operand, scope))
    if isinstance(node, _Bool):
        if node.op == "and":
            return all(_truthy(_eval(o, scope)) for o in node.operands)
        return any(_truthy(_eval(o, scope)) for o in node.operands)
    if isinstance(node, _Compare):
        return _compare(node.op, _eval(node.left, scope), _eval(node.right, scope))
    raise TypeError(f"not a condition node: {node!r}")  # pragma: no cover


def _truthy(value: Any) -> bool:
    return value is not None and value is not False and value != 0 and value != ""


def _number(value: Any) -> float | None:
    """A number for ordering: numbers, numeric strings, and money (``{"amount": …}``)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, dict) and "amount" in value:
        return _number(value["amount"])
    if isinstance(value, str):
        try:
            return float(value)
        except ValueError:
            return None
    return None


def _equal(a: Any, b: Any) -> bool:
    if a is None or b is None:
        return a is None and b is None
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    na, nb = _number(a), _number(b)
    if na is not None and nb is not None:
        return na == nb
    return str(a).casefold() == str(b).casefold()


def _compare(op: str, a: Any, b: Any) -> bool:
    if op == "==":
        return _equal(a, b)
    if op == "!=":
        return not _equal(a, b)
    if op == "in":
        return isinstance(b, list) and any(_equal(a, x) for x in b)
    na, nb = _number(a), _number(b)
    if na is None or nb is None:
        # dates and times as ISO strings order as text; anything else does not order
        if isinstance(a, str) and isinstance(b, str):
            na, nb = None, None
            return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[op]
        return False
    return {"<": na < nb, "<=": na <= nb, ">": na > nb, ">=": na >= nb}[op]
