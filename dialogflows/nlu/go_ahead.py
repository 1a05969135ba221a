"""The go-ahead after a yes at a confirmation, measured: how long it may be, the words that
take the yes back, and the values the task holds said back in it.

"yes, cancel it", "yep monday at 12:30 see you then", "好的，寄吧": what follows a yes is a
go-ahead when it is short (``GO_AHEAD_WORDS``, ``GO_AHEAD_CHARS``), holds no doubt
(``DOUBTS``), and says no value but the ones the task holds (``held_said_back``): said
back, they confirm it. Shared by the plain yes of ``yes_no.py`` and the yes to an undoing
of ``yes_to_an_undoing.py``; a neutral module, it imports no reader.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..spec import FlowSpec, SlotType
from .fills import same
from .lexicon import has_cjk, normalize
from .replies import SOFT, YES, Replies
from .utterance import Turn

if TYPE_CHECKING:
    from .knowledge import Knowledge


_TEXT = SlotType.TEXT
_BOOLEAN = SlotType.BOOLEAN
#: a value held said back, marked in a go-ahead while its leading words are looked for
_HELD = "\x00"

#: how long the go-ahead after a yes may be: "yes, <verb> it", "好的，寄吧"
GO_AHEAD_WORDS = 3
GO_AHEAD_CHARS = 4

#: the lexicon lists that take back or hold a yes, said with it or after it: a no, a
#: negation, a refusal, a wait, a doubt (the go-ahead after the yes holds none, nor does
#: the yes itself before a remark)
DOUBTS = ("negation", "deny", "refusals", "waits", "unsure")


def longer_than_a_go_ahead(go: str, verb: bool = False) -> bool:
    """``go`` (normalized) is longer than a go-ahead: Chinese characters past
    ``GO_AHEAD_CHARS``, English words past ``GO_AHEAD_WORDS``, one more where ``go`` is the
    action's verb said without a yes before it ("cancel it please")."""
    if has_cjk(go):
        return len(go.replace(" ", "")) > GO_AHEAD_CHARS
    return len(go.split()) > GO_AHEAD_WORDS + (1 if verb else 0)


def held_said_back(u: Knowledge, t: Turn, flow: FlowSpec, go: str) -> str | None:
    """``go`` without the values the task holds said back in it ("yes wednesday see you
    then", "yep the 12th" with that day held: said back, they confirm it), or None when it
    says a value of the flow the task does not hold (a change)."""
    task = t.task
    replies = u.replies[t.lex.language]
    go, spans = _typed_back(u, t, flow, go)
    for s in flow.slots:
        parser = u.parser(flow, s)
        found = parser.find(go, t.now, t.language)
        if s.type != _TEXT:
            found = [*found, *parser.scan(go, t.now, t.language)]
        for p in found:
            if s.type == _BOOLEAN and _yes_words_only(go[p.start : p.end], replies):
                continue  # "yes monday, perfect": the praise is the go-ahead's, no gift wrap
            if task is None or not same(task.value(s.name), p.value):
                return None
            spans.append((p.start, p.end))
    out = list(go)
    for a, b in spans:
        out[a:b] = _HELD * (b - a)
    return _without_leads("".join(out), t).replace(_HELD, " ")


def _without_leads(said: str, t: Turn) -> str:
    """``said`` (its values held said back marked ``_HELD``) without the preposition
    leading each of them ("yes monday at 12:30", "yep on the 12th": the lexicon's
    ``value_leads``): a value said back with its preposition is said back all the same."""
    leads = t.lex["value_leads"]
    out, at = [], 0
    for m in re.finditer(f"{_HELD}+", said):
        before = said[at : m.start()].rstrip()
        for p in leads.ending(before):
            if before == p or before.endswith(" " + p):
                before = before[: len(before) - len(p)]
                break
        out.append(f"{before} {m.group(0)}")
        at = m.end()
    return "".join([*out, said[at:]])


def _typed_back(
    u: Knowledge, t: Turn, flow: FlowSpec, go: str
) -> tuple[str, list[tuple[int, int]]]:
    """``go`` (normalized) without the values of a type the task holds that the message
    says as typed ("12:30", "07700 900123"), and where they stood: normalized, "12:30" is
    "12 30", which no time reader takes, so "yes 12:30" read as a number said besides the
    yes."""
    task = t.task
    spans: list[tuple[int, int]] = []
    if task is None:
        return go, spans
    for s in flow.slots:
        if s.type == _TEXT:
            continue
        for p in u.parser(flow, s).scan(t.scan, t.now, t.language):
            said = normalize(t.scan[p.start : p.end])
            at = go.find(said) if said else -1
            if at >= 0 and same(task.value(s.name), p.value):
                go = f"{go[:at]}{' ' * len(said)}{go[at + len(said) :]}"
                spans.append((at, at + len(said)))
    return go, spans


def without_agreement(said: str, t: Turn) -> str:
    """``said`` without the words that agree to a value said back (the lexicon's
    ``value_agreed``: "monday it is", "4pm works for me"): with the value the task holds
    they confirm it, as the value said back alone does."""
    for m in reversed(t.lex["value_agreed"].finditer(said)):
        said = f"{said[: m.start()]} {said[m.end() :]}"
    return " ".join(said.split())


def _yes_words_only(said: str, replies: Replies) -> bool:
    """``said`` is words of a yes or soft words and nothing else ("perfect", "great")."""
    words = said.split()
    return bool(words) and all(replies.kinds.get(w, frozenset()) & {YES, SOFT} for w in words)


def without_yes_words(said: str, replies: Replies) -> str:
    """``said`` with its words of a yes and its soft words taken out ("looks right",
    "perfect", "thanks"): more praise of what is confirmed makes a go-ahead no longer
    ("yes that all looks right, see you soon")."""
    out, at = [], 0
    for m in replies.words.finditer(said):
        if replies.kinds.get(m.group(0), frozenset()) & {YES, SOFT}:
            out.append(said[at : m.start()])
            at = m.end()
    return " ".join(" ".join([*out, said[at:]]).split())
