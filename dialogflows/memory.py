"""What happens to turns that leave the recent window: they fold into a rolling summary.

State is the source of truth: by the time a turn leaves the window, what mattered in it has
already been understood into slots and beliefs (understanding runs when the message
arrives, long before it is old). So the summary never repeats the state. It keeps what no
slot or belief holds: names, numbers, dates and "not / never / 不要" constraints that no flow
captured, what the bot reported (a weather reading), and one **outcome line** per finished
task (its final values and what became of it: the booking reference, or that it was
cancelled). A value the user corrected is not kept: the outcome carries the final one. The
summary is bounded, so a 1000-turn session costs no more than a 20-turn one.

A finished task's values are gone from state once it ends, so while a task runs the summary
carries a **note** for it (``t26- book_flight #t5 (...)``), rewritten from the slot table at
every fold and turned into the outcome line at the fold of the turn the task ended in. Notes
mirror state, so the renderer never shows them: ``summary_lines`` is the visible summary.

The dispatcher drives this module; it never emits events itself, it only returns values::

    n = overflow(state, settings.window)
    if n:
        summary = summarizer.fold(state.summary, state.window[:n], state)
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from functools import lru_cache
from itertools import compress, count, repeat
from operator import attrgetter, eq, ne, or_
from typing import Any

from .fill import display_value
from .nlu.grammar_words import Lexicons, ListWords, grammar, lexicon_grammar
from .prompts import prompt_text
from .state import DialogueState, Message, Task
from .summarizer import CompletionClient as CompletionClient
from .summarizer import Summarizer as Summarizer

_TURN = attrgetter("turn")
_ROLE = attrgetter("role")


def turn_groups(window: Sequence[Message]) -> list[int]:
    """Start index of each turn in ``window``: a turn is a user message and the bot replies after it.

    Bot messages before any user message (a greeting) form a turn of their own.
    """
    # asked at the end of every turn once the window may be full: walked in C, each message
    # starting a turn where it is the user's or its turn differs from the one before it (the
    # first differs from None)
    turns = list(map(_TURN, window))
    user = map(eq, map(_ROLE, window), repeat("user"))
    return list(compress(count(), map(or_, user, map(ne, turns, [None, *turns]))))


def overflow(state: DialogueState, window_turns: int) -> int:
    """How many of the oldest window messages must leave so at most ``window_turns`` turns stay."""
    if len(state.window) <= window_turns:  # every turn holds a message: none can be over
        return 0  # (asked on every turn; the window is walked only once it may be full)
    starts = turn_groups(state.window)
    excess = len(starts) - max(window_turns, 0)
    if excess <= 0:
        return 0
    return starts[excess] if excess < len(starts) else len(state.window)


# --- the extractive summarizer ------------------------------------------------------------

_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|(?<=[。！？；])|\n")
#: a character ``_SENTENCE_END`` splits after: most messages have none, or one at the end
_END_MARK = re.compile(r"[.!?;。！？；\n]")
_WORD = re.compile(r"[\w$€£¥%+./:'-]+|[\u4e00-\u9fff]+", re.UNICODE)


@lexicon_grammar
class SummaryWords:
    """The words a summary keeps or drops (the lexicons' ``summary_*``), per domain: an
    author's additions are read. The word patterns are matched against lower-cased text
    (``sentence.lower()`` once, then plain patterns): IGNORECASE on a long alternation
    costs about twice as much."""

    def __init__(self, w: ListWords) -> None:
        self.number = re.compile(
            rf"\d|[{w.zh_chars('summary_numerals')}]+[{w.zh_chars('summary_units')}]"
        )
        self.date = re.compile(rf"\b(?:{w.en_alt('summary_dates')})\b|{w.zh_alt('summary_dates')}")
        #: Negations and constraint words: a sentence with one is what a summary must keep.
        self.constraint = re.compile(
            rf"\b(?:{w.en_alt('summary_constraints')})\b|{w.zh_alt('summary_constraints')}"
        )
        #: The negative constraints among those: inside a task's turns, "only", "prefer" or
        #: "under" are about the task's own values ("just one passenger, only me"), a
        #: "never" rarely is.
        self.negative = re.compile(
            rf"\b(?:{w.en_alt('summary_negatives')})\b|{w.zh_alt('summary_negatives')}"
        )
        #: Negations that are manners of speech, not constraints ("no idea", "never mind").
        self.idiom = re.compile(rf"\b(?:{w.en_alt('summary_idioms')})\b")
        #: small words a summary line drops, less the negations it keeps
        self.stop = frozenset(w.words("summary_stop_words", ("en",)))
        self.keep_small = frozenset(w.words("summary_kept_words", ("en",)))
        #: what ends a question: a question mark, or the lexicons' ``summary_question_ends``
        self.question_ends = ("?", "？", *w.words("summary_question_ends"))


#: What a bot reports that the state may not hold: references (BK-9169), amounts, readings.
#: Each has a digit: a message without one reports nothing.
_REPORT = re.compile(r"\d{2,}|\b[A-Z]{2,}-?\d+")
_DIGIT = re.compile(r"\d")

_PREFIX = re.compile(r"^(t\d+ (?:user|bot): )(.*)$")
#: A running task's note, rewritten at every fold and never shown to the model:
#: ``t26- book_flight #t5 (departure_city=Rome, arrival_city=Paris)``.
_NOTE = re.compile(r"^t(\d+)- ([^\s:#(]+) #(\S+)(.*)$")
#: A finished task's outcome line: ``t26-33 book_flight (...): Booked! Your reference is BK-1886.``
_OUTCOME = re.compile(r"^(t(\d+)-(\d+) [^\s:#(]+)(.*)$")
_LEADING_TURN = re.compile(r"^t(\d+)")
#: A user line: one that lays down a rule no belief holds is kept word for word, never
#: compressed, and dropped last ("t12 user: please don't ring, the baby sleeps")
_USER_LINE = re.compile(r"^t\d+ user: (.*)$")
_KEY = re.compile(r"(?<=\()\w+=|(?<=, )\w+=")
#: Longest value and longest outcome text an outcome line keeps.
_VALUE_CHARS = 40
_OUTCOME_CHARS = 100


def summary_lines(summary: str) -> list[str]:
    """The summary as the model sees it: its non-empty lines, without the running tasks' notes.

    A note repeats the slot table of a task that is still running (the state block shows it),
    so it stays out of the prompt until its task ends and it becomes an outcome line.
    """
    return [ln for ln in summary.splitlines() if ln.strip() and not _NOTE.match(ln)]


def _flat(value: Any) -> str:
    """A value on one short line: summary lines are split on newlines."""
    text = " ".join((value if type(value) is str else display_value(value)).split())
    return text if len(text) <= _VALUE_CHARS else text[: _VALUE_CHARS - 1] + "…"


def _values(task: Task) -> str:
    """`` (name=value, ...)`` of a task's filled slots, or nothing."""
    filled = ", ".join(
        f"{name}={_flat(slot.value)}" for name, slot in task.slots.items() if slot.value is not None
    )
    return f" ({filled})" if filled else ""


def _note(task: Task) -> str:
    return f"t{task.started_turn}- {task.flow} #{task.id}{_values(task)}"


def _outcome(w: SummaryWords, note: re.Match[str], state: DialogueState) -> str:
    """The outcome line of a task whose note outlived it: it ended in this turn.

    What became of it is what the bot said when it ended ("Booked! Your reference is BK-1886.",
    "Okay, I won't book the flight."), without the questions that followed. Its values are
    those of ``state.last_task`` when that is the task (a value given in the very turn it
    ended counts), else the note's, from the fold before.
    """
    said = [
        s
        for m in state.window
        if m.role == "assistant" and m.turn == state.turn
        for s in _sentences(m.content)
        if not _is_question(w, s)
    ]
    text = " ".join(" ".join(said).split())  # a value in the bot's words may hold \u2028
    if len(text) > _OUTCOME_CHARS:
        text = text[: _OUTCOME_CHARS - 1] + "…"
    last = state.last_task  # the task as it ended: values given in its last turn too
    if last is not None and last.id == note.group(3):
        return f"t{note.group(1)}-{state.turn} {last.flow}{_values(last)}: {text or last.phase}"
    return f"t{note.group(1)}-{state.turn} {note.group(2)}{note.group(4)}: {text or 'ended'}"


class _Known:
    """The values the state holds, case-folded and joined, computed on first use.

    Only a sentence naming something (a capitalised word) needs them, so most folds never
    pay for walking the entity stack, the beliefs and every task's slots.
    """

    __slots__ = ("_state", "_text")

    def __init__(self, state: DialogueState) -> None:
        self._state = state
        self._text: str | None = None

    @property
    def text(self) -> str:
        if self._text is None:
            state = self._state
            values: list[Any] = [e.value for e in state.entity_stack]
            values += [b.value for b in state.beliefs.values()]
            for task in (state.active_task, *state.task_stack):
                if task is not None:
                    values += [s.value for s in task.slots.values()]
                    values += task.results.values()
            self._text = "\n".join(
                (v if type(v) is str else display_value(v)).casefold()
                for v in values
                if v is not None and not isinstance(v, bool)
            )
        return self._text


def _names(w: SummaryWords, sentence: str) -> list[str]:
    """Capitalised words past the first, likely names (Rome, Alex, Hilton), case-folded."""
    return [
        x.strip(".,!?;:'\"()").casefold()
        for x in sentence.split()[1:]
        if x[:1].isupper() and x.lower() not in w.stop
    ]


def _sentences(text: str) -> list[str]:
    """The non-empty sentences of a message, stripped. A fold reads every message leaving
    the window, and most hold one sentence: the split's lookbehinds run only when a
    sentence can end inside."""
    if _END_MARK.search(text) is None:
        text = text.strip()
        return [text] if text else []
    return [s for s in (s.strip() for s in _SENTENCE_END.split(text)) if s]


def _dated(w: SummaryWords, low: str) -> bool:
    return w.number.search(low) is not None or w.date.search(low) is not None


def _keep_user(w: SummaryWords, sentence: str, known: _Known, covered: bool) -> bool:
    """Whether a user sentence says something the state and the task outcomes do not."""
    low = sentence.lower()
    # every idiom holds "no" or "never": most sentences need no substitution
    plain = w.idiom.sub(" ", low) if "no" in low or "never" in low else low
    constraint = w.constraint.search(plain) is not None
    if covered:  # a task's values say it better; only a "not / never / 不要" of another kind stays
        return constraint and w.negative.search(plain) is not None and not _dated(w, low)
    if constraint:
        return True
    if _is_question(w, sentence):  # asks rather than tells
        return False
    # numbers and dates always count as new: "December 12" cannot be matched against
    # 2026-12-12 reliably, and a wrong guess would lose a fact; a name counts when the state
    # does not hold it ("I hear Paris is lovely" with Paris on the entity stack says nothing)
    return _dated(w, low) or any(name and name not in known.text for name in _names(w, sentence))


def _task_compress(w: SummaryWords, line: str, m: re.Match[str]) -> str:
    """An old outcome line keeps its values, without their slot names, and its key words."""
    rest = _KEY.sub("", m.group(4))
    values, sep, said = rest.rpartition("): ") if rest.startswith(" (") else ("", "", rest)
    said = said.removeprefix(": ")
    short = _compress(w, said)
    return f"{m.group(1)}{values}{sep}{short}" if sep else f"{m.group(1)}: {short}"


@lru_cache(maxsize=1024)
def _compress(w: SummaryWords, line: str) -> str:
    """Keep the key words of a summary line: drop stop words, keep negations, numbers, names.

    Idempotent, so compressing an already compressed line changes nothing.
    """
    if _rule_line(w, line):  # what the user laid down is never paraphrased
        return line
    task = _OUTCOME.match(line)
    if task is not None:
        return _task_compress(w, line, task)
    m = _PREFIX.match(line)
    prefix, body = (m.group(1), m.group(2)) if m else ("", line)
    kept = [
        x for x in _WORD.findall(body) if x.casefold() in w.keep_small or x.casefold() not in w.stop
    ]
    return prefix + " ".join(kept)


@lru_cache(maxsize=1024)
def _line_salience(w: SummaryWords, line: str) -> int:
    if _rule_line(w, line):  # dropped after everything else
        return 3
    if _OUTCOME.match(line):  # what the user got: kept as long as constraints are
        return 2
    m = _PREFIX.match(line)
    body = (m.group(2) if m else line).lower()
    if w.constraint.search(body) and not (m and m.group(1).endswith("bot: ")):
        return 2
    return 1 if (w.number.search(body) or w.date.search(body)) else 0


#: the longest statement a rule line keeps, word for word
_RULE_CHARS = 400


def _rule_line(w: SummaryWords, line: str) -> bool:
    m = _USER_LINE.match(line)
    return m is not None and any(_is_rule(w, s) for s in _sentences(m.group(1)))


def _is_rule(w: SummaryWords, sentence: str) -> bool:
    """A user sentence that lays down how things must be: a constraint, not a question."""
    low = sentence.lower()
    plain = w.idiom.sub(" ", low) if "no" in low or "never" in low else low
    return w.constraint.search(plain) is not None and not _is_question(w, sentence)


def _is_question(w: SummaryWords, sentence: str) -> bool:
    """A user's question asks rather than tells: it is kept only when it states a constraint."""
    return sentence.rstrip().endswith(w.question_ends)


@lru_cache(maxsize=1024)
def _body(w: SummaryWords, line: str) -> str:
    """A line's content without its turn prefix, compressed and case-folded: the dedup key.

    Cached: a summary's lines outlive many folds, and each fold compares against them all.
    """
    m = _PREFIX.match(line)
    return _compress(w, m.group(2) if m else line).casefold()


def _leading_turn(line: str) -> int:
    m = _LEADING_TURN.match(line)
    return int(m.group(1)) if m else -1


class ExtractiveSummarizer:
    """A summary made of what the state does not already hold, without any model.

    Per finished task, one outcome line (final values, what the bot said when it ended); the
    messages of a task's turns are not kept beside it, so a corrected value ("Leaving December
    16." then "Actually, make that December 17.") leaves no trace but the final one. Outside
    tasks, it keeps user sentences with negative constraints ("not", "never", "不要", "没有"),
    numbers, dates and names the state lacks, and the bot's reports (amounts, references,
    readings); it drops chit-chat, the bot's questions and boilerplate, and user messages a
    current belief or slot was taken from. The visible summary is bounded by ``max_chars``:
    past that, the oldest lines are first reduced to their key words, then the least important
    oldest lines are dropped (constraints and outcomes last).
    """

    def __init__(
        self, max_chars: int = 320, max_line_chars: int = 160, lexicons: Lexicons = None
    ) -> None:
        self.max_chars = max_chars
        self.max_line_chars = max_line_chars
        #: the words kept and dropped: the domain's lexicons' (``None``: the built-in ones)
        self.words = grammar(lexicons, SummaryWords)

    def fold(self, summary: str, messages: list[Message], state: DialogueState) -> str:
        w = self.words
        running = {t.id: t for t in (state.active_task, *state.task_stack) if t is not None}
        lines: list[str] = []
        for ln in summary.splitlines():
            if not ln.strip():
                continue
            note = _NOTE.match(ln)
            if note is None:
                lines.append(ln)
            elif note.group(3) not in running:  # its task ended in this turn
                lines.append(_outcome(w, note, state))
            # a running task's note is written afresh below, from its slot table
        earlier = set(lines)
        lines.extend(_note(t) for t in running.values())

        # turns a task covers: its outcome or its slot table says what they said
        spans: list[tuple[int, float]] = []
        ended: set[int] = set()
        for ln in lines:
            if (m := _OUTCOME.match(ln)) is not None:
                spans.append((int(m.group(2)), int(m.group(3))))
                ended.add(int(m.group(3)))
            elif (m := _NOTE.match(ln)) is not None:
                spans.append((int(m.group(1)), float("inf")))
        # a message a current belief was taken from is in state, its "Noted" reply too
        in_beliefs = {b.turn for b in state.beliefs.values() if b.source == "user"}
        # a message that filled a running task's slot, or gave a value corrected since
        in_slots: set[int] = set()
        for task in running.values():
            for s in task.slots.values():
                in_slots.update(h.turn for h in s.history)
                if s.source_turn is not None:
                    in_slots.add(s.source_turn)
        known = _Known(state)
        seen = {_body(w, ln) for ln in lines}
        for msg in messages:
            turn = msg.turn
            if turn in in_beliefs or turn in ended:  # the outcome holds the last turn of a task
                continue
            covered = turn in in_slots or any(a <= turn <= b for a, b in spans)
            rule = False
            if msg.role == "user":
                kept = [s for s in _sentences(msg.content) if _keep_user(w, s, known, covered)]
                # facts before folding: a constraint no belief took is kept as typed
                rule = any(_is_rule(w, s) for s in kept)
            elif _DIGIT.search(msg.content) is None:
                continue
            else:
                # the bot speaks from state: its questions are re-asked from the slot table and
                # its wording carries no user constraint; keep only what it reported (references,
                # amounts, readings)
                kept = [
                    s
                    for s in _sentences(msg.content)
                    if not s.endswith(("?", "？")) and _REPORT.search(s)
                ]
            if not kept:
                continue
            # one line whatever the user typed: \u2028, \x85 or \x1c would start a line of its
            # own in the summary, one that could pass for a bot report or a task's outcome
            body = " ".join(" ".join(kept).split())
            if len(body) > self.max_line_chars and not rule:
                body = _compress(w, body)[: self.max_line_chars]
            key = _body(w, body)
            if key in seen:  # said again: the first mention already carries it
                continue
            seen.add(key)
            who = "user" if msg.role == "user" else "bot"
            lines.append(f"t{turn} {who}: {body[:_RULE_CHARS]}")
        lines.sort(key=_leading_turn)  # notes and outcomes sit at their task's first turn
        return "\n".join(self._bound(lines, earlier))

    def _bound(self, lines: list[str], earlier: set[str]) -> list[str]:
        w = self.words
        # notes are not shown, so they do not count; they are never dropped either
        size = sum(len(ln) + 1 for ln in lines if not _NOTE.match(ln))
        # 1. lines from earlier folds lose their filler words, the oldest first
        for i, ln in enumerate(lines):
            if size <= self.max_chars:
                return lines
            if ln not in earlier:
                continue
            short = _compress(w, ln)
            size -= len(ln) - len(short)
            lines[i] = short
        # 2. then whole lines go, the least important and oldest first (rules last of all)
        for level in (0, 1, 2, 3):
            i = 0
            while size > self.max_chars and i < len(lines):
                if _line_salience(w, lines[i]) == level and not _NOTE.match(lines[i]):
                    size -= len(lines[i]) + 1
                    del lines[i]
                else:
                    i += 1
        return lines


# --- the LLM summarizer -------------------------------------------------------------------

#: the instructions of the LLM summarizer (``prompts/summarize.txt``: text, with its examples
#: in both languages, kept out of Python)
_LLM_INSTRUCTIONS = prompt_text("summarize").rstrip("\n")


def _state_holds(state: DialogueState) -> dict[str, Any]:
    """What the state block shows, as data for the LLM summarizer: so it is not repeated."""

    def task(t: Task) -> dict[str, Any]:
        slots = {n: display_value(s.value) for n, s in t.slots.items() if s.value is not None}
        return {"flow": t.flow, "phase": t.phase, "values": slots}

    return {
        "active_task": task(state.active_task) if state.active_task is not None else None,
        "suspended_tasks": [task(t) for t in state.task_stack],
        "entities": [{"type": e.type, "value": display_value(e.value)} for e in state.entity_stack],
    }


class LLMSummarizer:
    """A summary written by a model through an OpenAI-compatible chat client.

    It follows the extractive summarizer's rules, in the model's words: nothing the state
    holds (beliefs, slots, entities, sent along as data), one line per finished task with its
    final values and result, no corrected values, no small talk. The messages are passed as
    JSON data, never spliced into the instructions. When the
    client fails (network, timeout, empty answer) the extractive summarizer takes over for
    that fold, so a turn never fails because of its summary; ``last_error`` says why.
    """

    def __init__(
        self,
        client: CompletionClient,
        max_chars: int = 320,
        fallback: Summarizer | None = None,
    ) -> None:
        self.client = client
        self.max_chars = max_chars
        self.fallback: Summarizer = fallback or ExtractiveSummarizer(max_chars=max_chars)
        self.last_error: str | None = None

    def fold(self, summary: str, messages: list[Message], state: DialogueState) -> str:
        payload = {
            # the extractive fallback's notes on running tasks are its own bookkeeping
            "summary": "\n".join(summary_lines(summary)),
            "leaving_messages": [
                {"turn": m.turn, "role": m.role, "content": m.content} for m in messages
            ],
            "known_facts": {k: display_value(b.value) for k, b in state.beliefs.items()},
            "state_holds": _state_holds(state),
        }
        prompt = [
            {"role": "system", "content": _LLM_INSTRUCTIONS.format(max_chars=self.max_chars)},
            {"role": "user", "content": json.dumps(payload, ensure_ascii=False, default=str)},
        ]
        try:
            text = self.client.complete(prompt, response_format_json=False).strip()
        except Exception as e:  # the summary is best effort; the state already holds the facts
            self.last_error = f"{type(e).__name__}: {e}"
            return self.fallback.fold(summary, messages, state)
        if not text:
            self.last_error = "empty summary from the model"
            return self.fallback.fold(summary, messages, state)
        self.last_error = None
        return text[: self.max_chars]


__all__ = [
    "CompletionClient",
    "ExtractiveSummarizer",
    "LLMSummarizer",
    "Summarizer",
    "overflow",
    "summary_lines",
    "turn_groups",
]
