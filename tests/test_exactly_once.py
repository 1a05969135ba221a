"""Side effects run exactly once: real processes racing on one confirmation, a process killed
between its claim and its result, retried requests, and stores that cannot say what happened.

The domain is a small money transfer written for these tests (not an example flow): its
action appends one line per run to a ledger file, the "backend", so a test counts the runs
that happened, not the ones the state recorded.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from dialogflows import Dispatcher
from dialogflows.actions import ActionCall, idempotency_key
from dialogflows.commands import SetSlot, StartTask
from dialogflows.errors import CorruptStateError, OutcomeUnknownError, StoreError
from dialogflows.events import Event, Recorder
from dialogflows.state import DialogueState
from dialogflows.stores import MemoryStore, open_store

ROOT = Path(__file__).resolve().parent.parent

DOMAIN = """\
settings: {language: en}
flows:
  transfer:
    description: a transfer
    triggers: ["send money", "make a transfer"]
    slots:
      - {name: payee, type: text, prompt: "Who to?"}
      - {name: amount, type: money, prompt: "How much?"}
    confirm: "Send {amount} to {payee}?"
    destructive: true
    action: send_money
    results: [reference]
    done: "Sent, reference {reference}."
"""

#: the backend: one JSON line per run of the action, written before it returns
ACTIONS = """\
import json, os, time
from pathlib import Path

def register(bot):
    @bot.action("send_money")
    def send_money(slots, ctx):
        ledger = Path(os.environ["LEDGER"])
        with ledger.open("a") as f:
            f.write(json.dumps({"session": ctx.session_id, "key": ctx.idempotency_key,
                                "attempt": ctx.attempt, "pid": os.getpid()}) + "\\n")
        hang = os.environ.get("HANG_FILE")
        if hang:  # the test kills this process while it "talks to the bank"
            Path(hang).write_text("running")
            time.sleep(600)
        time.sleep(float(os.environ.get("ACTION_SECONDS", "0.05")))
        return {"reference": f"TX-{ctx.session_id}-{os.getpid()}"}
"""

#: one dispatcher process: answers "yes" to the session named on each line of stdin
WORKER = textwrap.dedent(
    """
    import json, sys
    from dialogflows import Dispatcher
    bot = Dispatcher.from_path(sys.argv[1], store=sys.argv[2], max_retries=50)
    sys.stdout.write("ready\\n"); sys.stdout.flush()
    for line in sys.stdin:
        session = line.strip()
        if not session:
            break
        reply = bot.handle(session, "yes", user_id="u")
        sys.stdout.write(json.dumps(reply.messages) + "\\n"); sys.stdout.flush()
    """
)


@pytest.fixture
def domain(tmp_path: Path) -> Path:
    folder = tmp_path / "bank"
    folder.mkdir()
    (folder / "transfer.yaml").write_text(DOMAIN)
    (folder / "actions.py").write_text(ACTIONS)
    return folder


@pytest.fixture
def book(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The ledger file, named in the environment the actions (in this process too) read."""
    path = tmp_path / "ledger.jsonl"
    monkeypatch.setenv("LEDGER", str(path))
    return path


def ledger(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines()]


def to_confirmation(bot: Dispatcher, session: str) -> None:
    reply = bot.apply(
        session,
        [
            StartTask(flow="transfer"),
            SetSlot(slot="payee", value="Ada"),
            SetSlot(slot="amount", value="40 EUR"),
        ],
        user_id="u",
    )
    assert reply.state.phase == "confirming", reply.messages


def workers(n: int, domain: Path, store: str, env: dict[str, str]) -> list[subprocess.Popen[str]]:
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, str(domain), store],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            env={**os.environ, **env},
        )
        for _ in range(n)
    ]
    for p in procs:
        assert p.stdout is not None and p.stdout.readline().strip() == "ready"
    return procs


def race_rounds(n: int, store: str, domain: Path, book: Path, rounds: int) -> None:
    """N processes answer "yes" to the same confirmation, round after round."""
    env = {"LEDGER": str(book)}
    setup = Dispatcher.from_path(domain, store=store)
    procs = workers(n, domain, store, env)
    try:
        for r in range(rounds):
            session = f"n{n}-round{r}"
            to_confirmation(setup, session)
            for p in procs:  # as close to together as pipes allow
                assert p.stdin is not None
                p.stdin.write(session + "\n")
                p.stdin.flush()
            replies = []
            for p in procs:
                assert p.stdout is not None
                replies.append(json.loads(p.stdout.readline()))
            runs = [e for e in ledger(book) if e["session"] == session]
            assert len(runs) == 1, f"round {r}: the action ran {len(runs)} times"
            state = setup.state(session, "u")
            assert state.pending_action is None and state.phase == "chitchat"
            reference = f"TX-{session}-{runs[0]['pid']}"
            assert state.last_task is not None
            assert state.last_task.results["reference"] == reference  # the run is the one kept
            for messages in replies:
                # a process that raced says the result or that it is under way (the loser's
                # reply is pinned by test_the_loser_of_a_race_says_the_winners_result); one
                # that read the session after it was all done answers a yes to nothing. None
                # speaks of another transfer.
                text = " ".join(messages)
                assert "Sent, reference" not in text or reference in text, messages
            assert sum(f"Sent, reference {reference}." in " ".join(m) for m in replies) >= 1
    finally:
        for p in procs:
            assert p.stdin is not None
            p.stdin.close()
            p.wait(timeout=60)


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 4, 8])
def test_racing_yeses_on_sqlite_run_the_action_once(
    n: int, domain: Path, book: Path, tmp_path: Path
) -> None:
    race_rounds(n, f"sqlite:///{tmp_path / 'sessions.db'}", domain, book, rounds=5)


@pytest.mark.slow
@pytest.mark.redis
@pytest.mark.parametrize("n", [2, 4, 8])
def test_racing_yeses_on_redis_run_the_action_once(
    n: int, domain: Path, book: Path, redis_url: str
) -> None:
    race_rounds(n, redis_url, domain, book, rounds=5)


class Meanwhile:
    """An understander that lets another process take a whole turn while this one reads its
    message: the exact interleaving of a race, without timing."""

    def __init__(self, inner: Any, meanwhile: Any) -> None:
        self.inner, self.meanwhile = inner, meanwhile

    def understand(self, text: str, ctx: Any) -> Any:
        if self.meanwhile is not None:
            self.meanwhile()
            self.meanwhile = None
        return self.inner.understand(text, ctx)


def test_the_loser_of_a_race_says_the_winners_result(
    domain: Path, book: Path, tmp_path: Path
) -> None:
    store = f"sqlite:///{tmp_path / 's.db'}"
    a = Dispatcher.from_path(domain, store=store)
    to_confirmation(a, "s")
    b = Dispatcher.from_path(domain, store=store)
    winner: list[Any] = []
    b.understander = Meanwhile(
        b.understander, lambda: winner.append(a.handle("s", "yes", user_id="u"))
    )
    loser = b.handle("s", "yes", user_id="u")  # read the confirmation before a's claim
    assert len(ledger(book)) == 1
    assert winner[0].text.startswith("Sent, reference")
    assert loser.messages == winner[0].messages  # the result, not a second transfer
    assert loser.state.version == winner[0].state.version  # and no turn of its own


def test_a_message_while_the_action_runs_is_kept_and_the_result_lands_after_it(
    domain: Path, book: Path, tmp_path: Path
) -> None:
    store = f"sqlite:///{tmp_path / 's.db'}"
    a = Dispatcher.from_path(domain, store=store)
    b = Dispatcher.from_path(domain, store=store)
    to_confirmation(a, "s")
    during: list[Any] = []
    inner = a.actions["send_money"]

    def slow_bank(slots: dict[str, Any], ctx: Any) -> Any:
        during.append(b.handle("s", "yes", user_id="u"))  # the same yes, sent twice
        during.append(b.handle("s", "cancel that", user_id="u"))  # too late to cancel
        return inner(slots, ctx)

    a.actions["send_money"] = slow_bank
    done = a.handle("s", "yes", user_id="u")
    assert [r.text for r in during] == [
        "I'm still working on a transfer; one moment, please.",
        "I'm still working on a transfer; one moment, please.",
    ]
    assert done.text.startswith("Sent, reference")
    assert len(ledger(book)) == 1
    assert a.state("s", "u").phase == "chitchat"


@pytest.mark.slow
def test_a_process_killed_mid_action_is_not_run_again_silently(
    domain: Path, book: Path, tmp_path: Path
) -> None:
    store = f"sqlite:///{tmp_path / 'sessions.db'}"
    hang = tmp_path / "hang"
    bot = Dispatcher.from_path(domain, store=store, action_lease=2.0)
    to_confirmation(bot, "s")
    [victim] = workers(1, domain, store, {"LEDGER": str(book), "HANG_FILE": str(hang)})
    assert victim.stdin is not None
    victim.stdin.write("s\n")
    victim.stdin.flush()
    deadline = time.monotonic() + 60
    while not hang.exists():  # the claim is saved and the action has started
        assert time.monotonic() < deadline
        time.sleep(0.05)
    os.kill(victim.pid, signal.SIGKILL)
    victim.wait(timeout=30)
    assert len(ledger(book)) == 1
    first_key = ledger(book)[0]["key"]

    # within the lease the action may still be running: nothing runs, nothing is lost
    reply = bot.handle("s", "yes", user_id="u")
    assert "still working on a transfer" in reply.text
    assert len(ledger(book)) == 1

    time.sleep(2.2)  # the lease runs out: its process is taken for dead
    reply = bot.handle("s", "hello?", user_id="u")
    assert "can't tell whether it went through" in reply.text
    assert "try again" in reply.text
    assert reply.state.phase == "confirming"
    assert len(ledger(book)) == 1  # asked, not run
    assert [e.type for e in reply.events if e.type.startswith("action_")] == ["action_interrupted"]

    reply = bot.handle("s", "yes", user_id="u")
    assert reply.text.startswith("Sent, reference TX-s-")
    runs = ledger(book)
    assert len(runs) == 2
    assert runs[1]["key"] == first_key and runs[1]["attempt"] == 2  # the backend can dedupe


def _stale_claim(bot: Dispatcher, session: str) -> str:
    """A claim saved an hour ago by a process that died; returns its idempotency key."""
    to_confirmation(bot, session)
    state = bot.state(session, "u")
    task = state.active_task
    assert task is not None
    values = {n: s.value for n, s in task.slots.items()}
    key = idempotency_key(f"u:{session}", ActionCall("send_money", "transfer", values, task.id))
    rec = Recorder(state, state.version + 1)
    rec.emit("turn_started", turn=state.turn + 1, text="yes", turn_id="dead")
    rec.emit("phase_changed", **{"from": "confirming", "to": "executing"})
    rec.emit(
        "action_claimed",
        action="send_money",
        flow="transfer",
        task_id=task.id,
        key=key,
        attempt=1,
        claimed_at=(datetime.now() - timedelta(hours=1)).isoformat(),
        turn_id="dead",
    )
    bot.store.save(f"u:{session}", state, state.version - 1, rec.events)
    return key


@pytest.mark.parametrize(
    ("policy", "said", "phase", "runs"),
    [
        ("report", "Please check before trying again", "chitchat", 0),
        ("retry", "Sent, reference", "chitchat", 1),
    ],
)
def test_the_bots_hook_decides_what_an_interrupted_action_becomes(
    policy: str, said: str, phase: str, runs: int, domain: Path, book: Path
) -> None:
    seen: list[tuple[str, int]] = []

    def decide(pending: Any, ctx: Any) -> Any:
        seen.append((pending.key, ctx.attempt))
        return policy

    bot = Dispatcher.from_path(domain, on_interrupted=decide)
    key = _stale_claim(bot, "s")
    reply = bot.handle("s", "so did it work?", user_id="u")
    assert said in reply.text
    assert reply.state.phase == phase
    assert seen == [(key, 1)]
    assert len(ledger(book)) == runs
    if runs:
        assert ledger(book)[0]["key"] == key and ledger(book)[0]["attempt"] == 2
    assert reply.state.pending_action is None


@pytest.mark.usefixtures("book")
def test_a_hook_answering_nonsense_is_named(domain: Path) -> None:
    bot = Dispatcher.from_path(domain, on_interrupted=lambda p, c: "maybe")  # type: ignore[arg-type,return-value]
    _stale_claim(bot, "s")
    with pytest.raises(Exception, match="on_interrupted returned 'maybe'"):
        bot.handle("s", "so?", user_id="u")
    assert bot.state("s", "u").pending_action is not None  # nothing was lost


def test_a_retried_request_gets_the_same_reply_and_no_second_turn(
    domain: Path, book: Path, tmp_path: Path
) -> None:
    bot = Dispatcher.from_path(domain, store=f"sqlite:///{tmp_path / 's.db'}")
    to_confirmation(bot, "s")
    first = bot.handle("s", "yes", user_id="u", turn_id="req-7")
    again = bot.handle("s", "yes", user_id="u", turn_id="req-7")
    assert again.messages == first.messages and first.text.startswith("Sent, reference")
    assert again.state.version == first.state.version  # no second turn
    assert len(ledger(book)) == 1
    other = bot.handle("s", "thanks", user_id="u", turn_id="req-8")
    assert other.state.version == first.state.version + 1
    with pytest.raises(Exception, match="turn id"):
        bot.handle("s", "hi", user_id="u", turn_id="")


class Flaky(MemoryStore):
    """Fails after (or instead of) a save, as a store whose connection drops does."""

    def __init__(self, mode: str) -> None:
        super().__init__()
        self.mode = mode
        self.armed = False  # the next save fails
        self.down = False  # and the store stays unreachable after it

    def save(
        self, key: str, state: DialogueState, expected_version: int, events: list[Event]
    ) -> None:
        if self.armed:
            self.armed = False
            self.down = self.mode == "down"
            if self.mode in ("landed", "down"):
                super().save(key, state, expected_version, events)
            raise OutcomeUnknownError(key, "the connection dropped")
        super().save(key, state, expected_version, events)

    def load(self, key: str) -> DialogueState | None:
        if self.down:
            raise StoreError("unreachable")
        return super().load(key)


@pytest.mark.parametrize("mode", ["landed", "lost"])
def test_a_save_of_unknown_outcome_is_read_back(mode: str) -> None:
    store = Flaky(mode)
    bot = Dispatcher.from_path(ROOT / "flows" / "travel", store=store)
    bot.handle("s", "what's the weather like", user_id="u")
    store.armed = True
    reply = bot.handle("s", "in Rome", user_id="u")  # the forecast: its claim fails to report
    assert reply.text.startswith("Rome today")
    # the claim saved once, whether the first write landed or not, then the result
    assert reply.state.version == 3
    assert [e.type for e in bot.events("s", "u")].count("action_claimed") == 1
    assert [e.data.get("text") for e in bot.events("s", "u") if e.type == "turn_started"] == [
        "what's the weather like",
        "in Rome",
    ]


def test_an_unknown_outcome_that_cannot_be_read_back_is_reported_as_unknown() -> None:
    store = Flaky("down")
    bot = Dispatcher.from_path(ROOT / "flows" / "travel", store=store)
    bot.handle("s", "I want to book a flight", user_id="u")
    store.armed = True
    with pytest.raises(OutcomeUnknownError, match="retry with the same turn id"):
        bot.handle("s", "from Paris", user_id="u", turn_id="t-1")
    store.down = False
    # the write had landed: the retry gets its reply, and the turn is not applied twice
    retry = bot.handle("s", "from Paris", user_id="u", turn_id="t-1")
    assert retry.state.version == 2
    assert retry.state.active_task is not None
    assert retry.state.active_task.slots["departure_city"].value == "Paris"


def test_a_task_of_a_flow_removed_between_deploys_is_dropped(tmp_path: Path) -> None:
    store = f"sqlite:///{tmp_path / 's.db'}"
    old = Dispatcher.from_path(ROOT / "flows" / "travel", store=store)
    old.handle("s", "I want to book a hotel", user_id="u")
    assert old.state("s", "u").active_task is not None
    folder = tmp_path / "edited"
    folder.mkdir()
    (folder / "flows.yaml").write_text(DOMAIN)
    new = Dispatcher.from_path(folder, store=store, load_actions=False)
    reply = new.handle("s", "send money to Bob", user_id="u")
    assert "can no longer help with book_hotel" in reply.text
    assert reply.state.active_task is not None and reply.state.active_task.flow == "transfer"
    dropped = [e for e in reply.events if e.type == "task_discarded"]
    assert [e.data["flow"] for e in dropped] == ["book_hotel"]


@pytest.mark.parametrize("url", ["memory://", "sqlite"])
def test_a_lone_surrogate_is_cleaned_not_a_crash(url: str, tmp_path: Path) -> None:
    store = open_store(url if url != "sqlite" else f"sqlite:///{tmp_path / 's.db'}")
    bot = Dispatcher.from_path(ROOT / "flows" / "travel", store=store)
    reply = bot.handle("s", "I want to book a flight \ud800 to Rome", user_id="u")
    assert reply.state.active_task is not None
    said = [e.data["text"] for e in bot.events("s", "u") if e.type == "turn_started"]
    assert said == ["I want to book a flight  to Rome"]


def test_a_sqlite_row_whose_version_column_disagrees_is_reported_corrupt(tmp_path: Path) -> None:
    import sqlite3

    path = tmp_path / "s.db"
    bot = Dispatcher.from_path(ROOT / "flows" / "travel", store=f"sqlite:///{path}")
    bot.handle("s", "I want to book a flight", user_id="u")
    with sqlite3.connect(path) as db:
        db.execute("UPDATE sessions SET version = 7")
    with pytest.raises(CorruptStateError, match=r"'u:s'.*stored version 7 differs"):
        bot.handle("s", "from Paris", user_id="u")


@pytest.mark.redis
def test_a_redis_hash_whose_version_field_disagrees_is_reported_corrupt(redis_url: str) -> None:
    import redis

    bot = Dispatcher.from_path(ROOT / "flows" / "travel", store=redis_url)
    bot.handle("s", "I want to book a flight", user_id="u")
    client = redis.Redis.from_url(redis_url)
    client.hset("dialogflows:session:{u:s}", "version", "7")
    client.close()
    with pytest.raises(CorruptStateError, match=r"'u:s'.*stored version 7 differs"):
        bot.handle("s", "from Paris", user_id="u")


CIRCLE = """\
flows:
  check_balance:
    description: the balance
    triggers: [balance]
    slots:
      - {name: account, type: text, prompt: "Which account?"}
    done: "Balance of {account}: 100."
    next: show_statement
  show_statement:
    description: the statement
    slots:
      - {name: account, type: text, prompt: "Which account?"}
    done: "Statement of {account} sent."
    next: check_balance
"""


def test_a_circle_of_flows_that_never_asks_is_refused_at_load_and_bounded_at_run_time(
    tmp_path: Path,
) -> None:
    from dialogflows.errors import SpecError
    from dialogflows.spec import Domain, FlowSpec

    (tmp_path / "circle.yaml").write_text(CIRCLE)
    with pytest.raises(SpecError, match=r"circle.yaml:14:11: cyclic-next"):
        Dispatcher.from_path(tmp_path / "circle.yaml")
    # built in Python, the check is skipped: the turn stops handing over instead of recursing
    import yaml

    flows = {
        n: FlowSpec.model_validate({"name": n, **f})
        for n, f in yaml.safe_load(CIRCLE)["flows"].items()
    }
    bot = Dispatcher(Domain(flows=flows))
    bot.handle("s", "balance")
    reply = bot.handle("s", "savings")
    assert reply.messages[0] == "Balance of savings: 100."
    assert len(reply.messages) < 10


def test_a_circle_that_asks_each_round_is_allowed(tmp_path: Path) -> None:
    (tmp_path / "again.yaml").write_text(
        CIRCLE.replace(
            '    done: "Statement of {account} sent."\n',
            '    done: "Statement of {account} sent."\n    confirm: "Send the statement of {account}?"\n',
        )
    )
    bot = Dispatcher.from_path(tmp_path / "again.yaml")
    bot.handle("s", "balance")
    assert bot.handle("s", "savings").messages[-1] == "Send the statement of savings?"
    assert bot.handle("s", "yes").messages[:1] == ["Statement of savings sent."]
