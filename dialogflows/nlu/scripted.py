"""An understander that answers from a script: for tests, demos and replays.

It lets a test pin exactly what understanding produced, so that a dispatcher test fails for
dispatcher reasons only, and a recorded conversation can be replayed without a model.

Two forms, chosen by the script's shape:

* a **list** of turns, consumed in order whatever the user says; each turn is a list of
  commands (or one command). Asking for more turns than scripted raises ``ScriptExhausted``,
  because a test that talks longer than its script is a broken test, not small talk.
* a **mapping** from exact user text (leading/trailing spaces ignored) to commands. Text not in
  the mapping is understood as ``ChitChat(text=...)``, like an understander that recognised
  nothing.

Commands may be command objects or plain dicts (``{"type": "set_slot", ...}``); dicts are
validated when the script is built, so a typo fails at the start of a test, not mid-way.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ValidationError

from ..commands import ChitChat, Command, parse_commands
from ..errors import DialogflowsError
from .base import NluContext


class ScriptError(DialogflowsError):
    """A script is malformed (not a list or mapping, or a command does not validate)."""


class ScriptExhausted(ScriptError):
    """A list script was asked for more turns than it holds."""


class ScriptedUnderstander:
    """Returns scripted commands.

    Args:
        script: a list of turns (consumed in order) or a mapping text → commands.

    Attributes:
        heard: every text it was asked to understand, in order.
    """

    #: answers from memory: a server may run it on its event loop (``nlu.base``)
    runs_on_loop = True

    def __init__(self, script: Sequence[Any] | Mapping[str, Any]) -> None:
        self.heard: list[str] = []
        self._lock = threading.Lock()
        self._cursor = 0
        self._turns: list[list[Command]] | None = None
        self._replies: dict[str, list[Command]] | None = None
        if isinstance(script, Mapping):
            self._replies = {
                str(text).strip(): _turn(cmds, f"reply for {text!r}")
                for text, cmds in script.items()
            }
        elif isinstance(script, Sequence) and not isinstance(script, str | bytes):
            self._turns = [_turn(cmds, f"turn {i + 1}") for i, cmds in enumerate(script)]
        else:
            raise ScriptError(
                f"a script is a list of turns or a mapping of text to commands, "
                f"not {type(script).__name__}"
            )

    @classmethod
    def from_yaml(cls, path: str | Path) -> ScriptedUnderstander:
        """Load a script from YAML: a top-level list of turns or a mapping of texts."""
        path = Path(path)
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
        except OSError as e:
            raise ScriptError(f"cannot read script {path}: {e.strerror or e}") from None
        except yaml.YAMLError as e:
            raise ScriptError(f"{path}: not valid YAML: {e}") from None
        try:
            return cls(data if data is not None else [])
        except ScriptError as e:
            raise ScriptError(f"{path}: {e}") from None

    @property
    def remaining(self) -> int | None:
        """Turns left in a list script; ``None`` for a mapping (it never runs out)."""
        with self._lock:
            return None if self._turns is None else len(self._turns) - self._cursor

    def reset(self) -> None:
        """Start the list script over (and forget what was heard)."""
        with self._lock:
            self._cursor = 0
            self.heard.clear()

    def understand(self, text: str, ctx: NluContext) -> list[Command]:
        with self._lock:
            self.heard.append(text)
            if self._replies is not None:
                commands = self._replies.get(text.strip())
                return list(commands) if commands is not None else [ChitChat(text=text)]
            assert self._turns is not None
            if self._cursor >= len(self._turns):
                raise ScriptExhausted(
                    f"the script has {len(self._turns)} turn(s) and was asked for "
                    f"turn {self._cursor + 1} ({text!r})"
                )
            commands = self._turns[self._cursor]
            self._cursor += 1
            return list(commands)

    async def aunderstand(self, text: str, ctx: NluContext) -> list[Command]:
        return self.understand(text, ctx)


def _turn(commands: Any, where: str) -> list[Command]:
    if commands is None:
        items: list[Any] = []
    elif isinstance(commands, BaseModel | Mapping):
        items = [commands]
    elif isinstance(commands, Iterable) and not isinstance(commands, str | bytes):
        items = list(commands)
    else:
        raise ScriptError(f"{where}: expected a command or a list of commands, got {commands!r}")
    data = [c.model_dump() if isinstance(c, BaseModel) else c for c in items]
    try:
        return parse_commands(data)
    except ValidationError as e:
        details = "; ".join(
            f"{'.'.join(str(x) for x in err['loc'])}: {err['msg']}"
            for err in e.errors(include_url=False)
        )
        raise ScriptError(f"{where}: invalid command: {details}") from None
