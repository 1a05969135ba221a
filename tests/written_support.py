"""What the tests of written domains share: a domain written inside the test (its YAML
written to a folder, every flow's action a stand-in that records its name as it runs, in
order, so a test sees what ran and how often, and returns the result the test gives it;
``stood_in`` writes a file of the test's own name and counts the runs with
``stand_in_actions``), and the runner of the domains' ``*.test.yaml`` files (``CaseFiles``,
and ``case_tests``, the two tests each runner holds)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
import yaml

from dialogflows import Dispatcher
from dialogflows.testing import (
    CaseResult,
    Conversation,
    FixedClock,
    StandInResult,
    run_case_file,
    stand_in_actions,
)


def written(
    folder: Path,
    text: str,
    clock: FixedClock,
    results: Mapping[str, Mapping[str, Any]] | None = None,
) -> tuple[Conversation, list[str]]:
    """A new session (user u1) with the domain ``text`` written to ``folder``, and the
    names of the actions run so far; an action returns its ``results`` entry, else
    nothing."""
    (folder / "domain.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(folder, clock=clock)
    ran: list[str] = []
    given = results or {}

    def stand_in(name: str) -> Callable[[dict[str, Any], Any], dict[str, Any]]:
        def run(slots: dict[str, Any], ctx: Any) -> dict[str, Any]:
            ran.append(name)
            return dict(given.get(name, {}))

        return run

    for flow in bot.domain.flows.values():
        if flow.action:
            bot.action(flow.action)(stand_in(flow.action))
    return Conversation(bot, "s", "u1"), ran


def stood_in(
    file: Path,
    text: str,
    clock: FixedClock,
    results: Mapping[str, StandInResult],
) -> tuple[Conversation, Counter[str]]:
    """A new session (user u1) with ``text`` written to ``file`` (the domain, or a file
    beside the domain written before), the folder's domain loaded on ``clock``, each
    action of ``results`` a stand-in returning its entry (``stand_in_actions``), and how
    often each ran."""
    file.write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(file.parent, clock=clock)
    runs = stand_in_actions(bot, results)
    return Conversation(bot, "s", "u1"), runs


def talker(
    clock: FixedClock, results: Mapping[str, Mapping[str, Any]] | None = None
) -> Callable[[Path, str], tuple[Conversation, list[str]]]:
    """``written`` bound to a test file's ``clock`` (and its actions' ``results``), so a
    kinds test file says it once: ``_talk = talker(CLOCK)``, then
    ``chat, ran = _talk(tmp_path, DOMAIN)``."""

    def talk(folder: Path, text: str) -> tuple[Conversation, list[str]]:
        return written(folder, text, clock, results)

    return talk


#: one step of a conversation's opening: what is said, and what its reply is checked for
#: (``Conversation.say``'s keywords: ``bot=``, ``flow=``, ``phase=``…)
Step = tuple[str, Mapping[str, Any]]


def step(text: str, **expect: Any) -> Step:
    """A ``Step``: ``step("book a lesson", bot="What's the pupil's name?")``."""
    return text, expect


def played(
    talk: Callable[[Path, str], tuple[Conversation, list[str]]],
    folder: Path,
    text: str,
    *steps: Step,
) -> Conversation:
    """A conversation on the domain ``text`` (through a ``talker``) with ``steps`` said and
    each reply checked: the opening several tests of a domain share, written once."""
    chat, _ = talk(folder, text)
    for said, expect in steps:
        chat.say(said, **expect)
    return chat


def stand_in_talker(
    clock: FixedClock,
) -> Callable[[Path, str, Iterable[str]], tuple[Conversation, Counter[str]]]:
    """``stood_in`` bound to a test file's ``clock``, the domain written to the folder's
    ``domain.yaml`` and only the ``actions`` named stood in (each returning nothing), so a
    kinds test file says it once: ``_chat = stand_in_talker(CLOCK)``, then
    ``chat, runs = _chat(tmp_path, DOMAIN, ["book"])``."""

    def talk(
        folder: Path, text: str, actions: Iterable[str] = ()
    ) -> tuple[Conversation, Counter[str]]:
        return stood_in(folder / "domain.yaml", text, clock, {a: {} for a in actions})

    return talk


class CaseFiles:
    """Written domains' ``*.test.yaml`` files run through the harness of ``dialogflows
    test``, one pytest item per case; a case in ``known`` (its kind of mistake) is a strict
    xfail, so fixing it shows. Each domain's cases run once, on first use."""

    def __init__(self, files: Mapping[str, Path], known: Mapping[tuple[str, str], str]) -> None:
        self.files = dict(files)
        self.known = dict(known)
        self._results: dict[str, dict[str, CaseResult]] = {}

    def names(self, domain: str) -> list[str]:
        """The case names of ``domain``'s file, in order."""
        file = self.files[domain]
        return [c["name"] for c in yaml.safe_load(file.read_text(encoding="utf-8"))["cases"]]

    def params(self) -> list[Any]:
        """(domain, name) per case, the known failures marked strict xfails."""
        out: list[Any] = []
        for domain in self.files:
            for name in self.names(domain):
                key = (domain, name)
                reason = self.known.get(key)
                marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
                out.append(pytest.param(domain, name, marks=marks, id=f"{domain}: {name}"))
        return out

    def result(self, domain: str, name: str) -> CaseResult:
        """The case's result; the domain's whole file is run the first time it is asked."""
        if domain not in self._results:
            file = self.files[domain]
            try:
                ran = run_case_file(file, _bot_maker(file.parent))
            except Exception as e:
                # a crash stops the whole file: each case fails with it, the file run once
                stopped = f"{file} stopped running: {type(e).__name__}: {e}"
                ran = [
                    CaseResult(str(file), n, False, 0, error=stopped) for n in self.names(domain)
                ]
            self._results[domain] = {r.name: r for r in ran}
        return self._results[domain][name]

    def check_collected(self, least: int) -> None:
        """Every case name unique in its file, at least ``least`` conversations per
        domain, and every known failure names a case that exists."""
        names: set[tuple[str, str]] = set()
        for domain in self.files:
            cases = self.names(domain)
            assert len(set(cases)) == len(cases), domain
            assert len(cases) >= least, domain
            names |= {(domain, c) for c in cases}
        assert set(self.known) <= names


def case_tests(
    files: Mapping[str, Path], known: Mapping[tuple[str, str], str], least: int
) -> tuple[Callable[[], None], Callable[[str, str], None]]:
    """The two tests every runner of written domains' case files holds, made anew for each
    runner (pytest keeps a test's marks on the function): every case collected (names unique,
    at least ``least`` per domain, every known failure a case that exists), and one item per
    case, a known failure a strict xfail. A runner binds them to its own names:
    ``test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=30)``."""
    run = CaseFiles(files, known)

    def test_every_case_is_collected() -> None:
        run.check_collected(least=least)

    @pytest.mark.parametrize(("domain", "name"), run.params())
    def test_case(domain: str, name: str) -> None:
        result = run.result(domain, name)
        assert result.passed, f"{result.failure or result.error}"

    return test_every_case_is_collected, test_case


def _bot_maker(domain: Path) -> Callable[[datetime | None], Dispatcher]:
    def make(now: datetime | None) -> Dispatcher:
        return Dispatcher.from_path(domain, clock=FixedClock(now) if now is not None else None)

    return make
