"""The simulator's panels: pure functions from a ``DialogueState`` to rich renderables.

Kept apart from the input loop so that tests (and other faces) can render a panel into a
``Console(file=StringIO())`` and read it as text. Everything a user typed reaches the screen
as a ``Text`` object, never as console markup, so "[bold]" in a message shows as typed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich import box
from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .events import Event
from .spec import display_value
from .state import DialogueState, Task

__all__ = [
    "beliefs_panel",
    "conversation_panel",
    "entities_panel",
    "events_table",
    "phase_panel",
    "prompt_panel",
    "screen",
    "slots_panel",
    "stack_panel",
    "state_panels",
]

#: Width of the right-hand column of state panels.
SIDE_WIDTH = 64
#: Below this terminal width the panels go under the conversation instead of beside it.
MIN_SIDE_BY_SIDE = 100

_PHASE_STYLE = {
    "chitchat": "dim",
    "collecting": "cyan",
    "clarifying": "yellow",
    "confirming": "magenta",
    "executing": "blue",
    "done": "green",
    "failed": "red",
    "cancelled": "red",
}


def _value(v: Any) -> str:
    return "-" if v is None else display_value(v)


def _short(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def phase_panel(state: DialogueState) -> Panel:
    """The phase, the active flow, turn and version, and a pending offer to resume."""
    task = state.active_task
    line = Text()
    line.append(state.phase, style=f"bold {_PHASE_STYLE.get(state.phase, '')}".strip())
    if task is not None:
        line.append("  flow ")
        line.append(task.flow, style="bold")
        if task.step is not None:  # a flow with steps: the step its machine stands on
            line.append(f"  step {task.step}")
    line.append(f"  turn {state.turn}  v{state.version}", style="dim")
    body: list[RenderableType] = [line]
    if task is not None and task.clarification is not None:
        c = task.clarification
        body.append(
            Text(f"clarifying {c.slot}: {_value(c.value)} ({c.confidence:.2f})", style="yellow")
        )
    if state.offer_resume is not None:
        waiting = next((t.flow for t in state.task_stack if t.id == state.offer_resume), None)
        body.append(Text(f"offered to resume {waiting or state.offer_resume}", style="italic"))
    return Panel(Group(*body), title="Phase", title_align="left", box=box.ROUNDED)


def slots_panel(state: DialogueState) -> Panel:
    """The active task's slot table; ``>`` marks the slot the bot just asked for."""
    task = state.active_task
    if task is None:
        return Panel(Text("no active task", style="dim"), title="Slots", title_align="left")
    return Panel(
        _slot_table(task),
        title=Text(f"Slots · {task.flow}"),
        title_align="left",
        box=box.ROUNDED,
    )


def _slot_table(task: Task) -> Table:
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, expand=True)
    table.add_column("", width=1, no_wrap=True)
    table.add_column("slot", no_wrap=True)
    table.add_column("value", overflow="fold")
    table.add_column("conf", justify="right", no_wrap=True)
    table.add_column("confirmed", justify="center", no_wrap=True)
    table.add_column("turn", justify="right", no_wrap=True)
    for name, slot in task.slots.items():
        filled = slot.value is not None
        table.add_row(
            Text(">", style="bold yellow") if task.asked == name else Text(""),
            Text(name, style="bold" if filled else "dim"),
            Text(_value(slot.value), style="" if filled else "dim"),
            Text(f"{slot.confidence:.2f}" if filled else "", style=_conf_style(slot.confidence)),
            Text("✓" if slot.confirmed else "", style="green"),
            Text("" if slot.source_turn is None else str(slot.source_turn)),
        )
    for name, value in task.results.items():
        table.add_row(Text("="), Text(name, style="italic"), Text(_value(value)), "", "", "")
    return table


def _conf_style(confidence: float) -> str:
    if confidence >= 0.8:
        return ""
    return "yellow" if confidence >= 0.5 else "red"


def stack_panel(state: DialogueState) -> Panel:
    """Suspended tasks, the one on top (resumed first) listed first; then the tasks asked
    for in an earlier message and waiting their turn, next first."""
    if not state.task_stack and not state.queued:
        return Panel(Text("empty", style="dim"), title="Task stack", title_align="left")
    lines: list[RenderableType] = []
    for depth, task in enumerate(reversed(state.task_stack)):
        lines.append(_task_line(f"{depth + 1}. ", task, f" [{task.phase}]"))
    for task in state.queued:
        lines.append(_task_line("next: ", task, " [queued]"))
    return Panel(Group(*lines), title="Task stack", title_align="left", box=box.ROUNDED)


def _task_line(lead: str, task: Task, tag: str) -> Text:
    filled = [f"{n}={_value(s.value)}" for n, s in task.slots.items() if s.value is not None]
    line = Text(lead)
    line.append(task.flow, style="bold")
    line.append(tag, style="dim")
    if filled:
        line.append(" " + _short(", ".join(filled), 80))
    return line


def entities_panel(state: DialogueState) -> Panel:
    """Recent entities, newest first: what "it" / "那个" would resolve to."""
    if not state.entity_stack:
        return Panel(Text("empty", style="dim"), title="Entity stack", title_align="left")
    table = Table(box=None, show_header=False, pad_edge=False)
    table.add_column("type", style="cyan", no_wrap=True)
    table.add_column("value", overflow="fold")
    table.add_column("turn", justify="right", style="dim", no_wrap=True)
    for entity in reversed(state.entity_stack):
        table.add_row(Text(entity.type), Text(_value(entity.value)), Text(f"t{entity.turn}"))
    return Panel(table, title="Entity stack", title_align="left", box=box.ROUNDED)


def beliefs_panel(state: DialogueState) -> Panel:
    """Cross-task facts; invariants are marked with a lock and the word ``invariant``."""
    if not state.beliefs:
        return Panel(Text("none", style="dim"), title="Beliefs", title_align="left")
    table = Table(box=None, show_header=False, pad_edge=False)
    table.add_column("key", style="bold", no_wrap=True)
    table.add_column("value", overflow="fold")
    table.add_column("how", style="dim", no_wrap=True)
    for key, belief in state.beliefs.items():
        marks = [belief.source, f"t{belief.turn}"]
        if belief.kind:  # how it binds: limit, avoid, prefer, or the domain's own kind
            marks.insert(0, belief.kind)
        if belief.lasting:
            marks.append("lasting")
        how = Text(" ".join(marks))
        if belief.invariant:
            how = Text("🔒 invariant ", style="bold red") + how
        table.add_row(Text(key), Text(_value(belief.value)), how)
    return Panel(table, title="Beliefs", title_align="left", box=box.ROUNDED)


def state_panels(state: DialogueState) -> Group:
    """All state panels, stacked in the order a reader scans them."""
    return Group(
        phase_panel(state),
        slots_panel(state),
        stack_panel(state),
        entities_panel(state),
        beliefs_panel(state),
    )


def conversation_panel(
    messages: Sequence[tuple[str, str]],
    console: Console | None = None,
    width: int | None = None,
    height: int | None = None,
) -> Panel:
    """The conversation, newest at the bottom; cut from the top to fit ``height`` lines.

    ``messages`` are ``(role, text)`` pairs with role ``user`` or ``assistant``. The cut needs
    a console to measure wrapped lines; without one everything is shown.
    """
    body = Text()
    for i, (role, text) in enumerate(messages):
        if i:
            body.append("\n")
        if role == "user":
            body.append("you: ", style="bold green")
        else:
            body.append("bot: ", style="bold cyan")
        body.append(text.replace("\n", "\n     "))  # later lines of a reply under the first
    if not messages:
        body.append("Say something to start. /help lists the commands.", style="dim")
    if console is not None and width is not None and height is not None:
        lines = body.wrap(console, max(width - 4, 10))
        room = max(height - 2, 1)
        if len(lines) > room:
            kept = lines[len(lines) - room :]
            body = Text("\n").join(kept)
    return Panel(body, title="Conversation", title_align="left", box=box.ROUNDED, height=height)


def prompt_panel(prompt: Sequence[dict[str, str]]) -> Panel:
    """The rendered context, one block per message, each titled with its role."""
    parts: list[RenderableType] = []
    for message in prompt:
        parts.append(Text(f"── {message.get('role', '?')} ──", style="bold"))
        parts.append(Text(message.get("content", "")))
    return Panel(Group(*parts), title="Prompt", title_align="left", box=box.ROUNDED)


def events_table(events: Sequence[Event], data_width: int = 70) -> Table:
    """A session's events: version, turn, type and a one-line excerpt of the data."""
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False)
    # the narrow columns keep their width on a narrow screen; the data is what gets cut
    longest = max((len(e.type) for e in events), default=4)
    table.add_column("v", justify="right", no_wrap=True, min_width=2)
    table.add_column("turn", justify="right", no_wrap=True, min_width=4)
    table.add_column("type", style="cyan", no_wrap=True, min_width=min(longest, 24))
    # a wrappable column of one-line texts: it gives way first and each row stays one line
    table.add_column("data")
    for event in events:
        data = Text(event_excerpt(event, data_width), no_wrap=True, overflow="ellipsis")
        table.add_row(str(event.version), str(event.turn), event.type, data)
    return table


def event_excerpt(event: Event, limit: int = 70) -> str:
    """``key=value`` pairs of an event's data on one line, shortened to ``limit``."""
    parts = [f"{k}={_compact(v)}" for k, v in event.data.items()]
    return _short(" ".join(parts).replace("\n", " "), limit)


def _compact(v: Any) -> str:
    if isinstance(v, str):
        return repr(v)
    if isinstance(v, list):
        return "[" + ", ".join(_compact(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{k}: {_compact(x)}" for k, x in v.items()) + "}"
    return str(v)


def screen(
    state: DialogueState,
    messages: Sequence[tuple[str, str]],
    console: Console,
    prompt: Sequence[dict[str, str]] | None = None,
) -> RenderableType:
    """The whole simulator screen: conversation beside (or above) the state panels."""
    width, height = console.size
    reserve = 3  # the input line and a margin
    panels = state_panels(state)
    if width >= MIN_SIDE_BY_SIDE:
        left = width - SIDE_WIDTH - 1
        grid = Table.grid(expand=True)
        grid.add_column(ratio=1)
        grid.add_column(width=SIDE_WIDTH)
        side_height = len(console.render_lines(panels, console.options.update_width(SIDE_WIDTH)))
        # with the prompt below, keep the top compact; otherwise fill the terminal
        talk_height = (
            max(side_height, 6) if prompt is not None else max(height - reserve, side_height, 6)
        )
        talk = conversation_panel(messages, console, left, talk_height)
        grid.add_row(talk, panels)
        body: RenderableType = grid
    else:
        talk = conversation_panel(messages, console, width, max(height // 2, 6))
        body = Group(talk, panels)
    if prompt is not None:
        return Group(body, prompt_panel(prompt))
    return body
