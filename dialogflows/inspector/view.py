"""What the inspector page shows of one session at one version, read from the store.

Everything comes from the session's event log: the conversation (the user's text rides on
``turn_started``, the replies on ``bot_said``), the version chain with one line per change
(``history.describe``), and the state at any version (``replay`` up to it). The latest version
is the saved state itself. What a turn understood is its ``understood`` event
(``dialogflows.understood``), wherever the turn was taken.

This module reads and builds plain data; the templates turn it into HTML.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..events import Event, replay
from ..fill import display_value
from ..history import describe
from ..render import STATE_OPEN, SUMMARY_HEAD
from ..state import DialogueState, Task, session_key
from .diagram import Diagrams
from .labels import Labels

if TYPE_CHECKING:
    from ..dispatcher import Dispatcher

__all__ = ["Inspection", "Inspector", "Understood"]

#: understanders (``understood`` event's ``by``) and paths (``understood_by``) with a label
_KNOWN = frozenset({"rules", "llm", "semantic", "hybrid", "caller"})
_PATHS = frozenset({"rules", "meaning", "llm", "unread"})


@dataclass(frozen=True)
class ChatLine:
    role: str  # "user" or "bot"
    text: str
    version: int


@dataclass(frozen=True)
class VersionEntry:
    version: int
    turn: int
    changes: tuple[str, ...]


@dataclass(frozen=True)
class SlotRow:
    name: str
    value: str
    raw_text: str
    confidence: str
    confirmed: bool
    source_turn: str
    earlier: tuple[str, ...]
    filled: bool


@dataclass(frozen=True)
class TaskRow:
    flow: str
    phase: str
    values: str


@dataclass(frozen=True)
class PromptSection:
    title: str
    role: str
    text: str
    tokens: int


@dataclass(frozen=True)
class Understood:
    """The commands of one turn and who produced them (``decided_by`` is a finished label)."""

    decided_by: str
    commands: tuple[tuple[str, float], ...]  # (the command as one line, its confidence)


@dataclass
class Inspection:
    """A session as the page shows it, at ``version`` (``latest`` when live)."""

    session_id: str
    user_id: str | None
    version: int
    latest: int
    state: DialogueState
    chat: list[ChatLine]
    history: list[VersionEntry]
    slots: list[SlotRow]
    flow: str | None
    node: str | None
    diagram: str | None
    ended: bool
    task_stack: list[TaskRow]
    queue: list[TaskRow]
    entities: list[tuple[str, str, int]]
    beliefs: list[tuple[str, str, str]]
    understood: Understood | None
    prompt: list[PromptSection]

    @property
    def live(self) -> bool:
        return self.version == self.latest

    @property
    def total_tokens(self) -> int:
        return sum(s.tokens for s in self.prompt)


class Inspector:
    """What the page needs of one bot: the bot, its labels, its diagrams."""

    def __init__(self, bot: Dispatcher, labels: Labels) -> None:
        self.bot = bot
        self.labels = labels
        self.diagrams = Diagrams(bot.flows)

    def session(
        self, session_id: str, user_id: str | None, version: int | None = None
    ) -> Inspection:
        """The session at ``version`` (None: the latest), built from its event log."""
        bot, labels = self.bot, self.labels
        key = session_key(user_id, session_id)
        events = bot.store.events(key)
        versions = sorted({e.version for e in events})
        latest = versions[-1] if versions else 0
        if version is None or version >= latest or version not in versions:
            shown = latest
            saved = bot.store.load(key)
            state = saved if saved is not None else DialogueState(session_id=session_id)
        else:
            shown = version
            state = replay(
                (e for e in events if e.version <= shown), session_id=session_id, user_id=user_id
            )
        task = state.active_task
        shown_task = task if task is not None else state.last_task
        flow = shown_task.flow if shown_task is not None else None
        # where the task stands in its machine: the step of a flow with ``steps:`` (when
        # tasks carry one), else its phase
        node = (
            (getattr(shown_task, "step", None) or shown_task.phase)
            if shown_task is not None
            else None
        )
        # this turn's events: from its turn_started on, over the claim and result versions
        turn = state.turn
        at = [
            e
            for e in events
            if e.version <= shown
            and (e.turn == turn or (e.type == "turn_started" and e.data.get("turn") == turn))
        ]
        return Inspection(
            session_id=session_id,
            user_id=user_id,
            version=shown,
            latest=latest,
            state=state,
            chat=_chat(events),
            history=_history(events),
            slots=_slots(task, labels) if task is not None else [],
            flow=flow,
            node=node,
            diagram=self.diagrams(flow, node) if flow is not None else None,
            ended=task is None and shown_task is not None,
            task_stack=[_task_row(t) for t in state.task_stack],
            queue=[_task_row(t) for t in state.queued],
            entities=[
                (e.type, display_value(e.value), e.turn) for e in reversed(state.entity_stack)
            ],
            beliefs=[
                (k, display_value(b.value), _belief_flags(b.source, b.invariant, b.lasting))
                for k, b in state.beliefs.items()
            ],
            understood=_understood(at, labels),
            prompt=_prompt(bot, state, at, labels) if shown else [],
        )


def _chat(events: list[Event]) -> list[ChatLine]:
    lines: list[ChatLine] = []
    for e in events:
        if e.type == "turn_started" and e.data.get("text") is not None:
            lines.append(ChatLine("user", str(e.data["text"]), e.version))
        elif e.type == "bot_said":
            lines.extend(ChatLine("bot", str(m), e.version) for m in e.data.get("messages") or [])
    return lines


def _history(events: list[Event]) -> list[VersionEntry]:
    groups: OrderedDict[int, list[Event]] = OrderedDict()
    for e in events:
        groups.setdefault(e.version, []).append(e)
    entries = []
    for version, group in groups.items():
        changes = tuple(line for line in map(describe, group) if line is not None)
        entries.append(VersionEntry(version, max(e.turn for e in group), changes))
    return entries


def _slots(task: Task, labels: Labels) -> list[SlotRow]:
    rows = []
    for name, slot in task.slots.items():
        filled = slot.value is not None
        rows.append(
            SlotRow(
                name=name,
                value=display_value(slot.value) if filled else "",
                raw_text=slot.raw_text or "",
                confidence=f"{slot.confidence:.2f}" if filled else "",
                confirmed=slot.confirmed,
                source_turn="" if slot.source_turn is None else str(slot.source_turn),
                earlier=tuple(
                    f"{display_value(a.value)} ({labels['turn']} {a.turn})" for a in slot.history
                ),
                filled=filled,
            )
        )
    return rows


def _task_row(task: Task) -> TaskRow:
    values = ", ".join(f"{n}={display_value(v)}" for n, v in task.filled().items())
    return TaskRow(task.flow, task.phase, values)


def _belief_flags(source: str, invariant: bool, lasting: bool) -> str:
    return ", ".join(
        [source, *(["invariant"] if invariant else []), *(["lasting"] if lasting else [])]
    )


def _understood(at: list[Event], labels: Labels) -> Understood | None:
    """The turn's ``understood`` event as the page says it: who decided (the understander,
    the path it took, the model), and each command with its confidence and reader."""
    recorded = next((e.data for e in at if e.type == "understood"), None)
    if recorded is None:
        return None  # a turn saved before turns recorded what they understood
    by = str(recorded.get("by", ""))
    who = labels[by] if by in _KNOWN else by
    path = next((e.data.get("path") for e in at if e.type == "understood_by"), None)
    if path is not None and path != by:
        who += f" ({labels['path_' + path] if path in _PATHS else path})"
    if recorded.get("model"):
        who += f" · {recorded['model']}"
    for e in at:
        if e.type == "understanding_failed":
            who = labels.fill("llm_failed", error=e.data.get("kind", "error"))
    lines = []
    for c in recorded.get("commands") or []:
        fields = " ".join(
            f"{k}={json.dumps(v, ensure_ascii=False)}"
            for k, v in c.items()
            if k not in ("type", "confidence", "reader") and v not in (None, [], {}, False)
        )
        line = f"{c['type']} {fields}".strip()
        if c.get("reader"):
            line += f"  ← {c['reader']}"
        lines.append((line, float(c.get("confidence", 1.0))))
    return Understood(labels.fill("decided_by", who=who), tuple(lines))


def _prompt(
    bot: Dispatcher, state: DialogueState, at: list[Event], labels: Labels
) -> list[PromptSection]:
    """The prompt rendered for the shown version, cut into the sections the renderer joins."""
    text = next((e.data.get("text") for e in at if e.type == "turn_started"), None)
    messages = bot.renderer.render(state, text)
    count = bot.renderer.counter.count
    sections: list[PromptSection] = []

    def add(title: str, role: str, content: str) -> None:
        sections.append(PromptSection(title, role, content, count(content)))

    for i, m in enumerate(messages):
        role, content = m["role"], m["content"]
        if i == 0 and role == "system" and STATE_OPEN in content:
            head, _, block = content.partition(STATE_OPEN)
            if head.strip():
                add(labels["section_persona"], role, head.strip())
            add(labels["section_state"], role, STATE_OPEN + block)
        elif role == "system" and content.startswith(SUMMARY_HEAD):
            add(labels["section_summary"], role, content)
        elif role == "system":
            add(labels["section_persona"], role, content)
        elif i == len(messages) - 1 and role == "user" and text is not None:
            add(labels["section_user"], role, content)
        else:
            add(f"{labels['section_window']} · {role}", role, content)
    return sections
