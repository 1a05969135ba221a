"""The simulator's screen: every pane sized to the terminal, so nothing scrolls out of sight.

A ``View`` is what the screen shows (state, conversation, the last command's output, what
was understood, notices); ``screen(view, console)`` lays it out for ``console.size``:

* 80×24 and anything narrower than ``WIDE``: one column — a status line (phase, flow,
  the asked slot, the candidates of a clarification), a compact slot line, the
  conversation (the newest lines, cut from the top), then the "understood" line and the
  command output pane, each given a bounded height;
* ``WIDE`` columns and more: the conversation and the command output on the left, the
  state panels on the right, both cut to the terminal's height.

The total never exceeds the terminal's height minus the input line, so the last reply is
always on screen. Pure functions of the view: tests render them into a string console.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.segment import Segment
from rich.table import Table
from rich.text import Text

from .panels import conversation_panel, state_panels
from .spec import display_value
from .state import DialogueState

__all__ = ["WIDE", "View", "screen", "status_line"]

#: from this width on, the state panels stand beside the conversation
WIDE = 100
#: width of the right-hand column of state panels in the wide layout
SIDE = 64
#: lines kept for the input line under the screen
INPUT_LINES = 2


@dataclass
class View:
    """What the screen shows; the simulator keeps one and updates it each turn."""

    state: DialogueState
    messages: Sequence[tuple[str, str]]
    #: the last slash command's output and its title ("/events"), in its own pane
    output: RenderableType | None = None
    output_title: str = ""
    #: show the end of a long output (the newest events), not its start
    output_tail: bool = False
    #: what was understood in the last turn (shown while ``/why`` is on)
    why: Text | None = None
    #: things the user must see: the LLM or the embedder fell back
    notices: list[Text] = field(default_factory=list)


def status_line(state: DialogueState) -> Text:
    """One line: phase, flow, turn, version, the asked slot, and what a clarification
    offers ("clarifying seat_class: economy or business")."""
    task = state.active_task
    line = Text()
    line.append(state.phase, style="bold")
    if task is not None:
        line.append(f"  {task.flow}", style="bold cyan")
        if task.asked:
            line.append(f"  asked {task.asked}", style="dim")
    line.append(f"  turn {state.turn} v{state.version}", style="dim")
    if task is not None and task.clarification is not None:
        c = task.clarification
        shown = [display_value(o) for o in c.options] or [display_value(c.value)]
        line.append(f"  clarifying {c.slot}: ", style="yellow")
        line.append(" or ".join(s for s in shown if s) or "?", style="yellow")
    if state.task_stack:
        line.append(f"  on hold: {', '.join(t.flow for t in state.task_stack)}", style="dim")
    return line


def slot_line(state: DialogueState) -> Text:
    """The slot table on one line: ``size=large count=? when=?`` (``>`` marks the asked)."""
    task = state.active_task
    if task is None:
        return Text("no active task", style="dim")
    line = Text()
    for name, slot in task.slots.items():
        if len(line):
            line.append("  ")
        mark = ">" if task.asked == name else ""
        if slot.value is None:
            line.append(f"{mark}{name}=?", style="dim")
        else:
            line.append(f"{mark}{name}=", style="bold")
            line.append(display_value(slot.value))
    return line


def screen(view: View, console: Console) -> RenderableType:
    """The whole screen for ``console.size``: at most its height minus the input line."""
    width, height = console.size
    room = max(height - INPUT_LINES, 8)
    if width >= WIDE:
        return _wide(view, console, width, room)
    return _narrow(view, console, width, room)


def _narrow(view: View, console: Console, width: int, room: int) -> RenderableType:
    top = [status_line(view.state), slot_line(view.state)]
    top_lines = sum(_height(console, t, width) for t in top)
    extras, extra_lines = _extras(view, console, width, room // 3)
    talk_height = max(room - top_lines - extra_lines, 5)
    talk = conversation_panel(view.messages, console, width, talk_height)
    return Group(*top, talk, *extras)


def _wide(view: View, console: Console, width: int, room: int) -> RenderableType:
    left = width - SIDE - 1
    extras, extra_lines = _extras(view, console, left, room // 2)
    head = status_line(view.state)
    head_lines = _height(console, head, left)
    talk = conversation_panel(view.messages, console, left, max(room - head_lines - extra_lines, 6))
    grid = Table.grid(expand=True)
    grid.add_column(ratio=1)
    grid.add_column(width=SIDE)
    grid.add_row(Group(head, talk, *extras), Cropped(state_panels(view.state), room))
    return grid


def _extras(
    view: View, console: Console, width: int, output_room: int
) -> tuple[list[RenderableType], int]:
    """Notices, the understood line and the command output pane, with their height."""
    parts: list[RenderableType] = [*view.notices[-2:]]
    if view.why is not None:
        parts.append(view.why)
    used = sum(_height(console, p, width) for p in parts)
    if view.output is not None:
        inner = max(output_room - 2, 1)
        body_lines = _height(console, view.output, width - 4)
        shown: RenderableType = Cropped(view.output, inner, tail=view.output_tail)
        title = view.output_title
        if body_lines > inner:
            which = "last" if view.output_tail else "first"
            title += f" ({which} {inner} of {body_lines} lines)"
        pane_height = min(body_lines, inner) + 2
        parts.append(
            Panel(shown, title=Text(title), title_align="left", box=box.ROUNDED, height=pane_height)
        )
        used += pane_height
    return parts, used


def _height(console: Console, renderable: RenderableType, width: int) -> int:
    return len(console.render_lines(renderable, console.options.update_width(max(width, 10))))


class Cropped:
    """A renderable cut to its first (or last) ``height`` lines at the width it is given."""

    def __init__(self, renderable: RenderableType, height: int, *, tail: bool = False) -> None:
        self.renderable = renderable
        self.height = height
        self.tail = tail

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        lines = console.render_lines(self.renderable, options.update(height=None), pad=False)
        kept = lines[-self.height :] if self.tail else lines[: self.height]
        yield from _join(kept)


def _join(lines: Iterable[list[Segment]]) -> Iterable[Segment]:
    for i, line in enumerate(lines):
        if i:
            yield Segment.line()
        yield from line
