"""The terminal simulator behind ``dialogflows chat``: talk to a bot and watch its state.

On a terminal it draws the conversation beside the state panels (``panels.py``) after every
turn and reads input with prompt_toolkit (history, line editing), or ``input()`` when that is
not installed. When stdin or stdout is not a terminal it is a plain line filter, so it can be
scripted and piped:

* each input line is one user message (blank lines are skipped);
* each bot message is printed on its own line as ``bot: <message>`` (a message's own line
  breaks continue on lines indented by five spaces);
* lines starting with ``/`` are commands (``/help``); ``//text`` sends the message ``/text``;
* with ``show_prompt`` the rendered prompt follows each turn between ``--- prompt ---`` and
  ``--- end prompt ---`` lines, one ``role: content`` block per message;
* errors go to stderr as ``error: ...``; the exit status is 1 if any line failed.

``/undo`` rewinds the session by one version. The store's history is append-only per save,
and no event type restores a whole state, so the rewind deletes the session and saves it
again, version by version, from its own events up to the earlier version: afterwards the log
replays exactly to the saved state, and the undone version is gone from it.
"""

from __future__ import annotations

import json
import sys
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from rich.console import Console, Group, RenderableType
from rich.json import JSON
from rich.text import Text

from .chat_record import SavedTurn, fallback_notices, understood, write_test
from .errors import DialogflowsError
from .events import Event, Recorder, replay, window_messages
from .layout import View, screen
from .panels import event_excerpt, events_table, prompt_panel
from .state import DialogueState, session_key
from .stores.base import Store

if TYPE_CHECKING:
    from .dispatcher import Dispatcher, Reply

__all__ = ["COMMANDS", "SESSION_FORMAT", "Simulator", "restore", "run_chat"]

#: The ``format`` tag of files written by ``/save``.
SESSION_FORMAT = "dialogflows-session/1"

COMMANDS: dict[str, str] = {
    "/state": "the session state as JSON",
    "/prompt": "the rendered context the LLM would get",
    "/events": "this session's events (version, turn, type, data)",
    "/undo": "go back one version",
    "/reset": "forget this session and start over (a user's lasting beliefs stay)",
    "/save FILE": "write the session (state and events) to a JSON file; a name ending in "
    ".test.yaml writes it as a conversation test for `dialogflows test`",
    "/why": "show (or hide) what was understood each turn: commands, who decided, how sure",
    "/load FILE": "replace this session with one written by /save",
    "/help": "this list",
    "/quit": "leave (also /exit, Ctrl-D)",
}

HISTORY_FILE = Path("~/.dialogflows_history")


def restore(store: Store, key: str, target: DialogueState, undo: bool = False) -> DialogueState:
    """Make ``target`` the session's state as a new version: history stays append-only.

    One ``state_restored`` event carries the whole target state, so ``replay`` of the log
    still equals the saved state and the undone versions remain visible in ``/events``.
    """
    current = store.load(key)
    if current is None:
        current = target.model_copy(update={"version": 0})
    version = current.version
    state = current.model_copy()
    rec = Recorder(state, version + 1)
    if version == 0:
        rec.emit("session_started", session_id=state.session_id, user_id=state.user_id)
    rec.emit("state_restored", state=target.model_dump(mode="json", exclude={"version"}), undo=undo)
    store.save(key, state, version, rec.events)
    return state


def conversation(events: list[Event]) -> list[tuple[str, str]]:
    """(role, text) of the conversation as it stands: undone turns drop out, a load replaces it."""
    turns: list[list[tuple[str, str]]] = []
    for _, group in _by_version(events):
        restored = next((e for e in group if e.type == "state_restored"), None)
        if restored is not None and restored.data.get("undo"):
            if turns:
                turns.pop()
            continue
        if restored is not None:
            window = restored.data["state"].get("window", [])
            turns = [[(str(m["role"]), str(m["content"])) for m in window]]
        turns.append([m for e in group for m in window_messages(e)])
    return [m for turn in turns for m in turn]


def _versions_reached(events: list[Event]) -> list[int]:
    """The versions the user is "at", oldest first: each undo pops the newest one."""
    reached: list[int] = []
    for version, group in _by_version(events):
        if any(e.type == "state_restored" and e.data.get("undo") for e in group):
            if reached:
                reached.pop()
        else:
            reached.append(version)
    return reached


def _by_version(events: list[Event]) -> Iterator[tuple[int, list[Event]]]:
    group: list[Event] = []
    for event in events:
        if group and event.version != group[0].version:
            yield group[0].version, group
            group = []
        group.append(event)
    if group:
        yield group[0].version, group


@dataclass
class Outcome:
    """What one input line produced: things to show, and whether to stop."""

    output: list[RenderableType] = field(default_factory=list)
    plain: list[str] = field(default_factory=list)
    reply: Reply | None = None
    quit: bool = False
    failed: bool = False
    #: the command that produced ``output`` ("/events"): the title of its pane
    title: str = ""
    #: said whatever the mode: the LLM or the embedder fell back this turn
    notices: list[Text] = field(default_factory=list)
    #: what was understood this turn, when ``/why`` is on
    why: Text | None = None


def _note(text: str, failed: bool = False) -> Outcome:
    return Outcome([Text(text)], [text], failed=failed)


class Simulator:
    """One session of a dispatcher, driven line by line; no terminal IO of its own.

    ``step(line)`` takes what the user typed (a message or a slash command) and returns an
    ``Outcome``; ``run_chat`` decides how to show it.
    """

    def __init__(
        self,
        bot: Dispatcher,
        session_id: str = "local",
        user_id: str | None = None,
        show_prompt: bool = False,
    ) -> None:
        self.bot = bot
        self.session_id = session_id
        self.user_id = user_id
        self.show_prompt = show_prompt
        self.key = session_key(user_id, session_id)
        #: ``/why``: show the understood line of every turn
        self.why = False
        #: the turns said in this run, for ``/save FILE.test.yaml``; None once a session was
        #: loaded or continued (its earlier turns were not said here)
        self.turns: list[SavedTurn] | None = [] if self.state.version == 0 else None
        self.started: datetime | None = None
        self.understander = _understander_name(bot)
        self._commands: dict[str, Callable[[str], Outcome]] = {
            "/why": self._why,
            "/state": self._state,
            "/prompt": self._prompt,
            "/events": self._events,
            "/undo": self._undo,
            "/reset": self._reset,
            "/save": self._save,
            "/load": self._load,
            "/help": self._help,
            "/quit": self._quit,
            "/exit": self._quit,
        }

    # -- reading -------------------------------------------------------------------------
    @property
    def state(self) -> DialogueState:
        return self.bot.state(self.session_id, self.user_id)

    def events(self) -> list[Event]:
        return self.bot.events(self.session_id, self.user_id)

    def messages(self) -> list[tuple[str, str]]:
        """The conversation so far, from the event log (so /undo and /load show in it)."""
        return conversation(self.events())

    def prompt(self) -> list[dict[str, str]]:
        return self.bot.renderer.render(self.state, None)

    # -- one line ------------------------------------------------------------------------
    def step(self, line: str) -> Outcome:
        """Handle one input line: a slash command, or a message for the bot."""
        text = line.strip()
        if not text:
            return Outcome()
        if text.startswith("/") and not text.startswith("//"):
            name, _, arg = text.partition(" ")
            command = self._commands.get(name.lower())
            if command is None:
                return _note(f"unknown command {name}; /help lists the commands", failed=True)
            try:
                outcome = command(arg.strip())
            except DialogflowsError as e:
                outcome = _note(f"error: {e}", failed=True)
            outcome.title = outcome.title or name.lower()
            return outcome
        if text.startswith("//"):
            text = text[1:]
        if self.started is None:
            self.started = self.bot.clock()
        reply = self.bot.handle(self.session_id, text, user_id=self.user_id)
        if self.turns is not None:
            task = reply.state.active_task
            flow = task.flow if task is not None else None
            self.turns.append(SavedTurn(text, list(reply.messages), reply.state.phase, flow))
        why = understood(reply, self.understander) if self.why else None
        return Outcome(reply=reply, notices=fallback_notices(reply), why=why)

    # -- commands ------------------------------------------------------------------------
    def _state(self, arg: str) -> Outcome:
        raw = self.state.model_dump_json()
        plain = json.dumps(json.loads(raw), ensure_ascii=False, indent=2)
        return Outcome([JSON(raw, indent=2)], [plain])

    def _prompt(self, arg: str) -> Outcome:
        prompt = self.prompt()
        return Outcome([prompt_panel(prompt)], prompt_lines(prompt))

    def _events(self, arg: str) -> Outcome:
        events = self.events()
        if not events:
            return _note("no events yet")
        plain = [
            f"v{e.version} t{e.turn} {e.type} {event_excerpt(e, 200)}".rstrip() for e in events
        ]
        return Outcome([events_table(events)], plain)

    def _undo(self, arg: str) -> Outcome:
        events = self.events()
        reached = _versions_reached(events)
        if not reached:
            return _note("nothing to undo")
        undone = reached.pop()
        if reached:
            target = replay(
                [e for e in events if e.version <= reached[-1]], self.session_id, self.user_id
            )
        else:
            target = DialogueState(session_id=self.session_id, user_id=self.user_id)
        state = restore(self.bot.store, self.key, target, undo=True)
        if self.turns:
            self.turns.pop()
        back = f"the state of version {reached[-1]}" if reached else "an empty session"
        return _note(f"undid version {undone}: {back} is now version {state.version}")

    def _reset(self, arg: str) -> Outcome:
        self.bot.reset(self.session_id, self.user_id)
        self.turns, self.started = [], None
        return _note("session reset")

    def _why(self, arg: str) -> Outcome:
        self.why = not self.why
        return _note("showing what each turn understood" if self.why else "/why is off")

    def _save(self, arg: str) -> Outcome:
        if not arg:
            return _note("usage: /save FILE (FILE.test.yaml: as a conversation test)", failed=True)
        if arg.endswith((".test.yaml", ".test.yml")):
            return self._save_test(Path(arg).expanduser())
        state = self.state
        doc = {
            "format": SESSION_FORMAT,
            "state": state.model_dump(mode="json"),
            "events": [e.model_dump(mode="json") for e in self.events()],
        }
        path = Path(arg).expanduser()
        try:
            path.write_text(json.dumps(doc, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        except OSError as e:
            return _note(f"error: cannot write {path}: {e.strerror or e}", failed=True)
        return _note(f"saved version {state.version} to {path}")

    def _load(self, arg: str) -> Outcome:
        if not arg:
            return _note("usage: /load FILE", failed=True)
        path = Path(arg).expanduser()
        events = _read_session_file(path)
        # the file may come from another session or user: this session keeps its own ids
        events = [
            e.model_copy(
                update={"data": {**e.data, "session_id": self.session_id, "user_id": self.user_id}}
            )
            if e.type == "session_started"
            else e
            for e in events
        ]
        try:  # before touching the store, so a broken file leaves the session as it was
            loaded = replay(events, self.session_id, self.user_id)
        except (ValueError, KeyError, TypeError) as e:
            raise DialogflowsError(f"{path}: its events do not replay: {e}") from None
        if not events:
            return _note(f"loaded {path}: an empty session")
        state = restore(self.bot.store, self.key, loaded)
        self.turns = None
        return _note(f"loaded {path}: now version {state.version}, turn {state.turn}")

    def _save_test(self, path: Path) -> Outcome:
        if self.turns is None:
            return _note(
                "this session was loaded or continued, so its first turns were not said here; "
                "/reset and talk again to save it as a test",
                failed=True,
            )
        steps = write_test(
            path, self.turns, self.started or self.bot.clock(), self.user_id, _case_name(path)
        )
        return _note(f"saved {steps} steps to {path}; run: dialogflows test FLOWS {path}")

    def _help(self, arg: str) -> Outcome:
        lines = [f"{name:<12} {what}" for name, what in COMMANDS.items()]
        lines.append(f"{'//text':<12} send a message that starts with '/'")
        return Outcome([Text("\n".join(lines))], lines)

    def _quit(self, arg: str) -> Outcome:
        return Outcome(quit=True)


def _case_name(path: Path) -> str:
    """ "my chat" of ``my chat.test.yaml``."""
    return path.name.rsplit(".test.", 1)[0]


def _understander_name(bot: Dispatcher) -> str:
    """ "rules", "llm" (with the rules as its fallback), or the class of a custom one."""
    name = type(bot.understander).__name__
    return {"RuleUnderstander": "rules", "LLMUnderstander": "llm"}.get(name, name)


def prompt_lines(prompt: list[dict[str, str]]) -> list[str]:
    """A prompt as plain text: ``--- prompt ---``, ``role: content`` blocks, ``--- end prompt ---``."""
    lines = ["--- prompt ---"]
    lines += [f"{m.get('role')}: {m.get('content')}" for m in prompt]
    lines.append("--- end prompt ---")
    return lines


def _read_session_file(path: Path) -> list[Event]:
    try:
        doc: Any = json.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise DialogflowsError(f"cannot read {path}: {e.strerror or e}") from None
    except ValueError as e:
        raise DialogflowsError(f"{path}: not valid JSON: {e}") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("events"), list):
        raise DialogflowsError(
            f"{path}: not a session file written by /save (it needs an `events` list; "
            "a bare state cannot be loaded because the event log must rebuild it)"
        )
    try:
        return [Event.model_validate(e) for e in doc["events"]]
    except ValueError as e:
        raise DialogflowsError(f"{path}: an event is malformed: {e}") from None


# -- the two faces ---------------------------------------------------------------------------


def run_chat(
    path: str | Path,
    store: str | None = None,
    session: str = "local",
    user: str | None = None,
    nlu: str = "rules",
    show_prompt: bool = False,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
) -> int:
    """Chat with the flows at ``path``; returns the exit status.

    Args:
        path: a flow file or a folder of them (with its ``actions.py``).
        store: a store URL (``sqlite:///file.db``, ``redis://...``); in memory when None.
        session, user: the session to talk in; an existing one in ``store`` is continued.
        nlu: ``rules`` or ``llm``.
        show_prompt: show the rendered prompt after every turn.
        stdin, stdout, stderr: streams (the process's by default). The rich screen is used
            only when both stdin and stdout are terminals.
    """
    from .dispatcher import Dispatcher

    stdin = stdin if stdin is not None else sys.stdin
    stdout = stdout if stdout is not None else sys.stdout
    stderr = stderr if stderr is not None else sys.stderr
    try:
        bot = Dispatcher.from_path(path, store=store, understander=nlu)
    except DialogflowsError as e:
        print(f"error: {e}", file=stderr)
        return 1
    sim = Simulator(bot, session_id=session, user_id=user, show_prompt=show_prompt)
    try:
        if _is_tty(stdin) and _is_tty(stdout):
            return run_tty(sim, stdin, stdout)
        return run_lines(sim, stdin, stdout, stderr)
    finally:
        bot.store.close()


def _is_tty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def run_lines(sim: Simulator, stdin: TextIO, stdout: TextIO, stderr: TextIO) -> int:
    """The scriptable face: one message per input line, plain replies (see module doc)."""
    status = 0
    for line in stdin:
        try:
            outcome = sim.step(line.rstrip("\r\n"))
        except DialogflowsError as e:
            print(f"error: {e}", file=stderr, flush=True)
            status = 1
            continue
        except Exception as e:  # an action's bug must not lose the rest of the script
            print(f"error: {type(e).__name__}: {e}", file=stderr, flush=True)
            status = 1
            continue
        for notice in outcome.notices:  # on stderr: a script reading replies is not misled
            print(notice.plain, file=stderr, flush=True)
        if outcome.reply is not None:
            for message in outcome.reply.messages:
                stdout.write("bot: " + message.replace("\n", "\n     ") + "\n")
            if outcome.why is not None:
                stdout.write(outcome.why.plain + "\n")
            if sim.show_prompt:
                for text in prompt_lines(outcome.reply.prompt):
                    stdout.write(text + "\n")
        for text in outcome.plain:
            stdout.write(text + "\n")
        stdout.flush()
        if outcome.failed:
            status = 1
        if outcome.quit:
            break
    return status


def run_tty(sim: Simulator, stdin: TextIO, stdout: TextIO) -> int:
    """The interactive face: the screen laid out for the terminal's size (``layout.py``)
    and redrawn after each line; a command's output in its own pane, prompt_toolkit input."""
    console = Console(file=stdout)
    read = _line_reader(stdin, stdout)
    view = View(sim.state, sim.messages())
    while True:
        view.state, view.messages = sim.state, sim.messages()
        console.clear()
        console.print(screen(view, console))
        try:
            line = read()
        except EOFError:
            return 0
        except KeyboardInterrupt:
            continue
        try:
            outcome = sim.step(line)
        except KeyboardInterrupt:  # a turn saves atomically: an interrupted one saved nothing
            view.output, view.output_title = Text("interrupted", style="yellow"), "note"
            continue
        except DialogflowsError as e:
            view.output, view.output_title = Text(f"error: {e}", style="red"), "error"
            continue
        except Exception:
            view.output = Text(traceback.format_exc(), style="red")
            view.output_title = "error"
            continue
        if outcome.quit:
            return 0
        apply_outcome(view, outcome, sim)


def apply_outcome(view: View, outcome: Outcome, sim: Simulator) -> None:
    """What a line changes on the screen: the understood line and notices after a message,
    a command's output in the output pane (``/prompt`` after each turn with --show-prompt)."""
    view.output, view.output_title = None, ""
    if outcome.reply is not None:
        view.why = outcome.why
        view.notices = [*view.notices, *outcome.notices][-2:] if outcome.notices else []
        if sim.show_prompt:
            view.output, view.output_title = prompt_panel(outcome.reply.prompt), "prompt"
    elif not sim.why:
        view.why = None
    if outcome.output:
        view.output, view.output_title = Group(*outcome.output), outcome.title
    view.output_tail = outcome.title == "/events"  # the newest events matter most


def _line_reader(stdin: TextIO, stdout: TextIO) -> Callable[[], str]:
    """prompt_toolkit on the given streams with a history file, else ``input()``."""
    try:
        from prompt_toolkit import PromptSession
        from prompt_toolkit.history import FileHistory, History, InMemoryHistory
        from prompt_toolkit.input import create_input
        from prompt_toolkit.output import create_output
    except ImportError:
        return lambda: input("you> ")
    history: History
    try:
        file = HISTORY_FILE.expanduser()
        file.touch(exist_ok=True)
        history = FileHistory(str(file))
    except OSError:  # a read-only home: history for this run only
        history = InMemoryHistory()
    session: Any = PromptSession(
        history=history, input=create_input(stdin), output=create_output(stdout)
    )
    return lambda: str(session.prompt("you> "))
