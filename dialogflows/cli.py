"""The ``dialogflows`` command, on Click.

Each subcommand is a thin Click layer over a function of the package (``load``,
``graph_sources``, ``run_chat``, ``run_tests``, ``serve``, ``render_history``, ``purge``);
they are listed in ``SUBCOMMANDS`` in the order ``--help`` shows them. Click gives the
conventions users expect of a command line: ``--version``, ``--help`` on every command,
usage errors with exit status 2 and "did you mean" for a mistyped flag; ``_Group`` adds the
same suggestion for a mistyped command. ``main`` turns every ``DialogflowsError`` into a
message and exit status 1, never a traceback. Output goes through rich, which drops colour
by itself when stdout is not a terminal, so pipes get plain text.

Messages speak in the command line's terms (``--store``, ``--nlu``, environment variables),
never in the Python API's (``store=...``): the checks that would otherwise fail deep in the
API with its wording are made here first, where the flag names are known.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Sequence
from datetime import timedelta
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.text import Text

from .checks import did_you_mean
from .errors import DialogflowsError, SpecError, SpecIssue
from .loader import LoadResult, domain_paths, load

__all__ = ["SUBCOMMANDS", "graph_sources", "issue_text", "main", "parse_duration"]

# ------------------------------------------------------------------------------- output


def make_console(*, stderr: bool = False) -> Console:
    # soft_wrap: never re-wrap lines, so `file:line:col` stays on one line in any width.
    return Console(stderr=stderr, highlight=False, soft_wrap=True)


def issue_text(issue: SpecIssue, *, warning: bool = False) -> Text:
    """``file:line:col code message (hint)``, styled (plain when the console has no colour)."""
    text = Text.assemble(
        (f"{issue.file}:{issue.line}:{issue.column}", "bold cyan"),
        " ",
        (issue.code, "yellow" if warning else "bold red"),
        " ",
        issue.message,
    )
    if issue.hint:
        text.append(f" ({issue.hint})", style="dim")
    if warning:
        text = Text.assemble(("warning ", "yellow"), text)
    return text


def print_issues(console: Console, issues: Sequence[SpecIssue], *, warning: bool = False) -> None:
    for issue in issues:
        console.print(issue_text(issue, warning=warning))


# ------------------------------------------------------------------------ the group


class _Group(click.Group):
    """Commands in declaration order, and "did you mean" for a mistyped command name."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(self.commands)

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        name = args[0] if args else ""
        if name and not name.startswith("-") and self.get_command(ctx, name) is None:
            hint = did_you_mean(name, self.commands) or "commands: " + ", ".join(self.commands)
            ctx.fail(f"no command {name!r} ({hint})")
        return super().resolve_command(ctx, args)


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="dialogflows", prog_name="dialogflows")
def cli() -> None:
    """Task-oriented conversations on explicit finite-state machines."""


PATH_HELP = "a flow file, a domain folder, or a folder of domains"
STORE_HELP = "memory:// (default), sqlite:///file.db or redis://host:port/db"
NLU = click.Choice(["rules", "llm", "semantic", "hybrid"])


def _need_model(nlu: str) -> None:
    """``--nlu llm`` (and ``hybrid``) needs a model name, which the command line takes from
    the environment."""
    if nlu in ("llm", "hybrid") and not os.environ.get("DIALOGFLOWS_LLM_MODEL"):
        raise DialogflowsError(
            f"--nlu {nlu} needs a model: set DIALOGFLOWS_LLM_MODEL (and DIALOGFLOWS_LLM_BASE_URL "
            "for a server other than OpenAI's, DIALOGFLOWS_LLM_API_KEY for its key)"
        )


# ---------------------------------------------------------------------------- validate


@cli.command("validate", short_help="check flow files and report every problem")
@click.argument("path")
def validate_command(path: str) -> int:
    """Check the flows at PATH and report every problem at once, as file:line:col code
    message. Exit status 1 when any flow has an error; warnings alone exit 0."""
    console = make_console()
    failed = 0
    for domain_path in domain_paths(path):
        started = time.perf_counter()
        try:
            result = load(domain_path)
        except SpecError as e:
            failed += 1
            print_issues(console, e.issues)
            print_issues(console, e.warnings, warning=True)
            count = len(e.issues)
            console.print(
                Text.assemble(
                    ("✗ ", "bold red"),
                    f"{domain_path}: {count} problem{'s' if count != 1 else ''}",
                )
            )
            continue
        ms = (time.perf_counter() - started) * 1000
        print_issues(console, result.warnings, warning=True)
        console.print(Text.assemble(("✓ ", "bold green"), _summary(domain_path, result, ms)))
    return 1 if failed else 0


def _summary(path: Path, result: LoadResult, ms: float) -> str:
    flows = result.domain.flows
    slots = sum(len(f.slots) for f in flows.values())
    entities = len(result.domain.entities)

    def n(k: int, word: str) -> str:
        return f"{k} {word}{'' if k == 1 else 's'}"

    return (
        f"{path}: {n(len(flows), 'flow')}, {n(slots, 'slot')}, {n(entities, 'entity')}".replace(
            "entitys", "entities"
        )
        + f" from {n(len(result.files), 'file')} in {ms:.0f} ms"
    )


# -------------------------------------------------------------------------------- graph


def graph_sources(
    path: str | Path, fmt: str = "mermaid", flow: str | None = None
) -> dict[Path, str]:
    """Each flow's diagram under ``path`` as ``dialogflows graph`` prints it (a comment line
    naming the flow and its file, then the diagram source), keyed by the file ``--out``
    writes it to: ``<flow>.mmd``, or ``<domain>/<flow>.mmd`` for a folder of domains."""
    from .compiler import compile_flow, diagram

    comment, suffix = ("%%", ".mmd") if fmt == "mermaid" else ("//", ".dot")
    domains = domain_paths(path)
    out: dict[Path, str] = {}
    known: list[str] = []
    for domain_path in domains:
        domain = load(domain_path).domain
        known.extend(domain.flows)
        for name, spec in domain.flows.items():
            if flow is not None and name != flow:
                continue
            source = diagram(compile_flow(spec), "dot" if fmt == "dot" else "mermaid")
            file = Path(domain.sources.get(name, domain_path)).name
            head = f"{comment} flow {name}, declared in {file}\n"
            key = Path(f"{name}{suffix}")
            if len(domains) > 1:
                key = Path(domain_path.name) / key
            out[key] = head + source.rstrip("\n") + "\n"
    if flow is not None and not out:
        hint = did_you_mean(flow, known) or "flows: " + ", ".join(sorted(known))
        raise DialogflowsError(f"no flow named {flow!r} under {path} ({hint})")
    return out


@cli.command("graph", short_help="print the state diagram of flows (mermaid or dot)")
@click.argument("path")
@click.option("--flow", help="draw only this flow (default: every flow)")
@click.option("--format", "fmt", type=click.Choice(["mermaid", "dot"]), default="mermaid")
@click.option(
    "--out",
    metavar="DIR",
    help="write one file per flow into DIR (<flow>.mmd or <flow>.dot) instead of printing",
)
def graph_command(path: str, flow: str | None, fmt: str, out: str | None) -> int:
    """Print the state diagram of each flow at PATH."""
    sources = graph_sources(path, fmt, flow)
    if out:
        folder = Path(out)
        for relative, source in sources.items():
            target = folder / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(source, encoding="utf-8")
        make_console().print(f"wrote {len(sources)} diagram(s) to {folder}")
        return 0
    # Diagram source is data for other tools: written as is, never styled.
    sys.stdout.write("\n".join(sources.values()))
    sys.stdout.flush()
    return 0


# ------------------------------------------------------------------- chat, test, serve


@cli.command("chat", short_help="talk to flows in the terminal simulator")
@click.argument("path")
@click.option("--store", help=STORE_HELP)
@click.option("--session", default="local", show_default=True, help="session id")
@click.option("--user", help="user id (beliefs marked lasting follow the user)")
@click.option("--nlu", type=NLU, default="rules", show_default=True, help="understanding")
@click.option("--show-prompt", is_flag=True, help="print the prompt every turn")
def chat_command(
    path: str, store: str | None, session: str, user: str | None, nlu: str, show_prompt: bool
) -> int:
    """Talk to the flows at PATH: the rich simulator on a terminal, plain replies in a pipe."""
    from .simulator import run_chat

    _need_model(nlu)
    return run_chat(path, store=store, session=session, user=user, nlu=nlu, show_prompt=show_prompt)


@cli.command("test", short_help="run conversation tests (*.test.yaml) against flows")
@click.argument("path")
@click.argument("tests", nargs=-1)
@click.option("--nlu", type=NLU, default="rules", show_default=True, help="understanding")
def test_command(path: str, tests: tuple[str, ...], nlu: str) -> int:
    """Run the conversation tests TESTS (files or folders; default: every *.test.yaml of
    each domain) against the flows at PATH."""
    from .test_runner import run_tests

    _need_model(nlu)
    return run_tests(path, list(tests) or None, nlu=nlu)


#: The flags of an HTTP server's ``ServerSettings`` (docs/http.md), one to one onto
#: ``ServerSettings.from_options``; ``serve`` and ``inspect`` both take them.
_SERVER_OPTIONS = [
    click.option("--jwt-secret-file", help="HS256 secret (or DIALOGFLOWS_JWT_SECRET)"),
    click.option("--jwt-public-key-file", help="PEM public key for RS256 tokens"),
    click.option("--jwt-audience", help="required 'aud' claim"),
    click.option("--jwt-issuer", help="required 'iss' claim"),
    click.option("--api-keys-file", help="'key_id: sha256' lines (or DIALOGFLOWS_API_KEYS_FILE)"),
    click.option("--no-auth", is_flag=True, help="serve without credentials on any address"),
    click.option(
        "--cors-origin", multiple=True, metavar="ORIGIN", help="allowed origin; repeatable"
    ),
    click.option("--rate-limit", metavar="N/PERIOD", help="per caller, e.g. 20/s"),
    click.option(
        "--turns-in-threads",
        is_flag=True,
        help="run every turn in a worker thread, not on the event loop (a disk that may stall)",
    ),
]


def server_options(command: Any) -> Any:
    """Add the server-settings flags to a command; it gets them as keyword arguments, which
    ``server_settings`` turns into a ``ServerSettings``."""
    for option in reversed(_SERVER_OPTIONS):
        command = option(command)
    return command


def server_settings(options: dict[str, Any]) -> Any:
    """The ``ServerSettings`` of the flags ``server_options`` added (files read, checked)."""
    from .http_settings import ServerSettings

    return ServerSettings.from_options(
        jwt_secret_file=options["jwt_secret_file"],
        jwt_public_key_file=options["jwt_public_key_file"],
        api_keys_file=options["api_keys_file"],
        rate_limit=options["rate_limit"],
        jwt_audience=options["jwt_audience"],
        jwt_issuer=options["jwt_issuer"],
        no_auth=options["no_auth"],
        cors_origins=list(options["cors_origin"]),
        turns_on_loop=not options["turns_in_threads"],
    )


@cli.command("serve", short_help="serve flows over HTTP (needs dialogflows[server])")
@click.argument("path")
@click.option("--host", default="127.0.0.1", show_default=True, help="address to bind")
@click.option("--port", type=int, default=8000, show_default=True)
@click.option("--store", help=STORE_HELP)
@click.option("--nlu", type=NLU, default="rules", show_default=True)
@click.option("--workers", type=int, default=1, show_default=True, help="processes")
@server_options
@click.option("--no-access-log", is_flag=True, help="no line per request")
def serve_command(
    path: str,
    host: str,
    port: int,
    store: str | None,
    nlu: str,
    workers: int,
    no_access_log: bool,
    **server: Any,
) -> int:
    """Serve the flows at PATH over HTTP (see docs/http.md)."""
    from .http_serve import serve

    if workers < 1:
        raise DialogflowsError(f"--workers must be at least 1, got {workers}")
    if workers > 1 and (store is None or store == "memory://"):
        raise DialogflowsError(
            f"--workers {workers} needs a shared store: add --store sqlite:///sessions.db "
            "or --store redis://localhost:6379/0 (a memory store lives in one process)"
        )
    _need_model(nlu)
    settings = server_settings(server)
    return serve(
        path,
        host=host,
        port=port,
        store=store,
        nlu=nlu,
        workers=workers,
        settings=settings,
        access_log=not no_access_log,
    )


@cli.command("inspect", short_help="a browser page beside a conversation (dialogflows[inspect])")
@click.argument("path")
@click.option("--store", help=STORE_HELP)
@click.option("--nlu", type=NLU, default="rules", show_default=True, help="understanding")
@click.option("--host", default="127.0.0.1", show_default=True, help="address to bind")
@click.option("--port", type=int, default=8000, show_default=True, help="TCP port (0: any free)")
@server_options
def inspect_command(
    path: str, store: str | None, nlu: str, host: str, port: int, **server: Any
) -> int:
    """Serve a page to talk to the flows at PATH beside their live state (docs/inspector.md).
    With credentials configured (the flags of serve), a browser signs in at /inspect/login."""
    from .http_serve import describe_access
    from .inspector import inspect

    _need_model(nlu)
    settings = server_settings(server)
    console = make_console()

    def ready(url: str) -> None:
        # the first line, as serve's: who may call
        console.print(f"dialogflows: {describe_access(settings, host)}")
        console.print(f"inspector on {url}  (Ctrl+C to stop)")
        if settings.authenticated:
            console.print(f"sign in at {url}/login with a token or an API key")
        console.file.flush()  # a pipe is block-buffered: whoever waits for the URL gets it now

    return inspect(
        path, host=host, port=port, store=store, nlu=nlu, settings=settings, on_ready=ready
    )


# ------------------------------------------------------------------ history and purge


@cli.command("history", short_help="list sessions, show one's versions, or its state at one")
@click.argument("session", required=False)
@click.option("--store", required=True, help="sqlite:///file.db or redis://host:port/db")
@click.option("--user", help="user id the session belongs to (default: any user)")
@click.option("--at", type=int, metavar="VERSION", help="show the state at that version")
def history_command(session: str | None, store: str, user: str | None, at: int | None) -> int:
    """Show the version chain of SESSION, or its state at one version. Without --user the
    session is looked up under every user; without SESSION, the sessions are listed. Only
    reads: a store that does not exist is an error, never created."""
    from .history import find_sessions, render_history, render_sessions
    from .state import session_key
    from .stores import open_store

    opened = open_store(store, read_only=True)
    console = make_console()
    try:
        if session is not None and user is not None:
            render_history(opened, session_key(user, session), at, console)
            return 0
        keys = find_sessions(opened, session=session, user=user)
        if session is not None and len(keys) == 1:
            render_history(opened, keys[0], at, console)
            return 0
        if session is not None and not keys:
            raise DialogflowsError(
                f"no session {session!r} in {store}"
                + (f" (sessions: {', '.join(_short(opened.keys()))})" if opened.keys() else "")
            )
        render_sessions(keys, console)
        if session is not None:
            console.print(f"{len(keys)} users have a session {session!r}: add --user to pick one")
        return 0
    finally:
        opened.close()


def _short(keys: list[str], limit: int = 10) -> list[str]:
    from .state import split_session_key

    shown = []
    for key in keys[:limit]:
        user, session = split_session_key(key)
        shown.append(f"{session} (--user {user})" if user else session)
    return [*shown, "…"] if len(keys) > limit else shown


@cli.command("purge", short_help="delete sessions not saved for a while")
@click.option("--store", required=True, help="sqlite:///file.db or redis://host:port/db")
@click.option(
    "--older-than",
    "older_than",
    required=True,
    metavar="DURATION",
    help="e.g. 30m, 12h, 7d: sessions not saved since",
)
def purge_command(store: str, older_than: str) -> int:
    """Delete the sessions of a store not saved for DURATION."""
    from .stores import open_store

    age = parse_duration(older_than)
    opened = open_store(store)
    try:
        count = opened.purge(age)
    finally:
        opened.close()
    make_console().print(
        f"purged {count} session{'s' if count != 1 else ''} not saved for {older_than}"
    )
    return 0


def parse_duration(text: str) -> timedelta:
    """``90s``, ``30m``, ``12h``, ``7d`` → a timedelta; anything else is a clear error."""
    units = {"s": "seconds", "m": "minutes", "h": "hours", "d": "days"}
    number, unit = text[:-1], text[-1:]
    if unit not in units or not number.isdigit():
        raise DialogflowsError(
            f"bad --older-than {text!r}: use a number and a unit, like 30m, 12h or 7d"
        )
    return timedelta(**{units[unit]: int(number)})


# -------------------------------------------------------------------------- the table

#: Every subcommand, in the order ``--help`` lists them.
SUBCOMMANDS: list[click.Command] = list(cli.commands.values())


def main(argv: list[str] | None = None) -> int:
    """Run the ``dialogflows`` command; returns the exit status."""
    args = sys.argv[1:] if argv is None else list(argv)
    if not args:
        with click.Context(cli, info_name="dialogflows") as ctx:
            click.echo(cli.get_help(ctx))
        return 2
    try:
        result: Any = cli.main(args=args, prog_name="dialogflows", standalone_mode=False)
    except click.exceptions.Exit as e:  # --help, --version
        return e.exit_code
    except click.ClickException as e:  # usage errors: unknown flag or command, bad value
        e.show()
        return e.exit_code
    except click.Abort:
        return 130
    except SpecError as e:
        print_issues(make_console(), e.issues)
        return 1
    except DialogflowsError as e:
        make_console(stderr=True).print(Text.assemble(("error: ", "bold red"), str(e)))
        return 1
    except KeyboardInterrupt:
        return 130
    return result if isinstance(result, int) else 0


if __name__ == "__main__":
    sys.exit(main())
