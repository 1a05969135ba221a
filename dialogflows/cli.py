"""The ``dialogflows`` command.

One small function per subcommand, registered in ``SUBCOMMANDS``; ``main`` turns every
``DialogflowsError`` into a message and exit status 1, never a traceback. Output goes through
rich, which drops colour by itself when stdout is not a terminal, so pipes get plain text.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

from rich.console import Console
from rich.text import Text

from .checks import did_you_mean
from .errors import DialogflowsError, SpecError, SpecIssue
from .loader import LoadResult, domain_paths, load

Runner = Callable[[argparse.Namespace, Console], int]


@dataclass(frozen=True)
class Subcommand:
    """A subcommand: its name, one-line help, its arguments and what it runs."""

    name: str
    help: str
    configure: Callable[[argparse.ArgumentParser], None]
    run: Runner


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


# ---------------------------------------------------------------------------- validate


def _validate_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", help="a flow file, a domain folder, or a folder of domains")


def _validate(args: argparse.Namespace, console: Console) -> int:
    failed = 0
    for path in domain_paths(args.path):
        started = time.perf_counter()
        try:
            result = load(path)
        except SpecError as e:
            failed += 1
            print_issues(console, e.issues)
            count = len(e.issues)
            console.print(
                Text.assemble(
                    ("✗ ", "bold red"),
                    f"{path}: {count} problem{'s' if count != 1 else ''}",
                )
            )
            continue
        ms = (time.perf_counter() - started) * 1000
        print_issues(console, result.warnings, warning=True)
        console.print(Text.assemble(("✓ ", "bold green"), _summary(path, result, ms)))
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


def _graph_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", help="a flow file, a domain folder, or a folder of domains")
    parser.add_argument("--flow", help="draw only this flow (default: every flow)")
    parser.add_argument("--format", choices=["mermaid", "dot"], default="mermaid")
    parser.add_argument(
        "--out",
        metavar="DIR",
        help="write one file per flow into DIR (<flow>.mmd or <flow>.dot) instead of printing",
    )


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


def _graph(args: argparse.Namespace, console: Console) -> int:
    sources = graph_sources(args.path, args.format, args.flow)
    if args.out:
        folder = Path(args.out)
        for relative, source in sources.items():
            target = folder / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(source, encoding="utf-8")
        console.print(f"wrote {len(sources)} diagram(s) to {folder}")
        return 0
    # Diagram source is data for other tools: written as is, never styled.
    sys.stdout.write("\n".join(sources.values()))
    sys.stdout.flush()
    return 0


# ------------------------------------------------------------- chat, test, serve, history

NLU_CHOICES = ("rules", "llm")


def _chat_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", help="a flow file or a folder of them")
    parser.add_argument(
        "--store", help="memory:// (default), sqlite:///file.db or redis://host:port/db"
    )
    parser.add_argument("--session", default="local", help="session id (default: local)")
    parser.add_argument("--user", help="user id (beliefs marked lasting follow the user)")
    parser.add_argument("--nlu", choices=NLU_CHOICES, default="rules", help="understanding")
    parser.add_argument("--show-prompt", action="store_true", help="print the prompt every turn")


def _chat(args: argparse.Namespace, console: Console) -> int:
    from .simulator import run_chat

    return run_chat(
        args.path,
        store=args.store,
        session=args.session,
        user=args.user,
        nlu=args.nlu,
        show_prompt=args.show_prompt,
    )


def _test_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", help="flows: a file, a domain folder or a folder of domains")
    parser.add_argument(
        "tests", nargs="*", help="test files or folders (default: every *.test.yaml)"
    )
    parser.add_argument("--nlu", choices=NLU_CHOICES, default="rules", help="understanding")


def _test(args: argparse.Namespace, console: Console) -> int:
    from .test_runner import run_tests

    return run_tests(args.path, args.tests or None, nlu=args.nlu)


def _serve_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", help="a flow file or a folder of them")
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default: loopback)")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument(
        "--store", help="memory:// (default), sqlite:///file.db or redis://host:port/db"
    )
    parser.add_argument("--nlu", choices=NLU_CHOICES, default="rules")
    parser.add_argument("--workers", type=int, default=1, help="processes (needs a shared store)")
    # the flags map one to one onto ServerSettings.from_options (docs/http.md)
    auth = parser.add_argument_group("authentication (see docs/http.md)")
    auth.add_argument("--jwt-secret-file", help="HS256 secret (or DIALOGFLOWS_JWT_SECRET)")
    auth.add_argument("--jwt-public-key-file", help="PEM public key for RS256 tokens")
    auth.add_argument("--jwt-audience", help="required 'aud' claim")
    auth.add_argument("--jwt-issuer", help="required 'iss' claim")
    auth.add_argument(
        "--api-keys-file", help="'key_id: sha256' lines (or DIALOGFLOWS_API_KEYS_FILE)"
    )
    auth.add_argument(
        "--no-auth", action="store_true", help="serve without credentials on any address"
    )
    limits = parser.add_argument_group("limits")
    limits.add_argument(
        "--cors-origin", action="append", default=[], metavar="ORIGIN", help="repeatable"
    )
    limits.add_argument("--rate-limit", metavar="N/PERIOD", help="per caller, e.g. 20/s")
    limits.add_argument("--no-access-log", action="store_true", help="no line per request")


def _serve(args: argparse.Namespace, console: Console) -> int:
    from .http_settings import ServerSettings
    from .server import serve

    settings = ServerSettings.from_options(
        jwt_secret_file=args.jwt_secret_file,
        jwt_public_key_file=args.jwt_public_key_file,
        api_keys_file=args.api_keys_file,
        rate_limit=args.rate_limit,
        jwt_audience=args.jwt_audience,
        jwt_issuer=args.jwt_issuer,
        no_auth=args.no_auth,
        cors_origins=args.cors_origin,
    )
    return serve(
        args.path,
        host=args.host,
        port=args.port,
        store=args.store,
        nlu=args.nlu,
        workers=args.workers,
        settings=settings,
        access_log=not args.no_access_log,
    )


def _history_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("session", help="session id")
    parser.add_argument("--store", required=True, help="sqlite:///file.db or redis://host:port/db")
    parser.add_argument("--user", help="user id the session belongs to")
    parser.add_argument("--at", type=int, metavar="VERSION", help="show the state at that version")


def _history(args: argparse.Namespace, console: Console) -> int:
    from .history import render_history
    from .state import session_key
    from .stores import open_store

    store = open_store(args.store)
    try:
        render_history(store, session_key(args.user, args.session), args.at, console)
    finally:
        store.close()
    return 0


def _purge_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--store", required=True, help="sqlite:///file.db or redis://host:port/db")
    parser.add_argument(
        "--older-than",
        required=True,
        metavar="DURATION",
        help="e.g. 30m, 12h, 7d: sessions not saved since",
    )


def _purge(args: argparse.Namespace, console: Console) -> int:
    from .stores import open_store

    age = parse_duration(args.older_than)
    store = open_store(args.store)
    try:
        count = store.purge(age)
    finally:
        store.close()
    console.print(
        f"purged {count} session{'s' if count != 1 else ''} not saved for {args.older_than}"
    )
    return 0


def parse_duration(text: str) -> timedelta:
    """``90s``, ``30m``, ``12h``, ``7d`` → a timedelta; anything else is a clear error."""
    units = {"s": "seconds", "m": "minutes", "h": "hours", "d": "days"}
    number, unit = text[:-1], text[-1:]
    if unit not in units or not number.isdigit():
        raise DialogflowsError(
            f"bad duration {text!r}: use a number and a unit, like 30m, 12h or 7d"
        )
    return timedelta(**{units[unit]: int(number)})


# -------------------------------------------------------------------------- the table

SUBCOMMANDS: list[Subcommand] = [
    Subcommand("validate", "check flow files and report every problem", _validate_args, _validate),
    Subcommand("graph", "print the state diagram of flows (mermaid or dot)", _graph_args, _graph),
    Subcommand("chat", "talk to flows in the terminal simulator", _chat_args, _chat),
    Subcommand("test", "run conversation tests (*.test.yaml) against flows", _test_args, _test),
    Subcommand("serve", "serve flows over HTTP (needs dialogflows[server])", _serve_args, _serve),
    Subcommand(
        "history", "show a session's versions, or its state at one", _history_args, _history
    ),
    Subcommand("purge", "delete sessions not saved for a while", _purge_args, _purge),
]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dialogflows",
        description="Task-oriented conversations on explicit finite-state machines.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command in SUBCOMMANDS:
        p = sub.add_parser(command.name, help=command.help, description=command.help)
        command.configure(p)
        p.set_defaults(run=command.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the ``dialogflows`` command; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    run: Runner | None = getattr(args, "run", None)
    if run is None:
        parser.print_help()
        return 2
    try:
        return run(args, make_console())
    except SpecError as e:
        print_issues(make_console(), e.issues)
        return 1
    except DialogflowsError as e:
        make_console(stderr=True).print(Text.assemble(("error: ", "bold red"), str(e)))
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
