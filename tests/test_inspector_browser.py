"""The inspector in a real browser: headless Chromium against ``dialogflows inspect`` on
loopback, used as a person would. A flight booked through the page with an interruption
(the weather) and a correction (the city of departure); an earlier version looked at and
forked; the session saved as a test that ``dialogflows test`` passes; a turn taken through
the HTTP API showing up on the open page. Screenshots at 1280×800 go to docs/screenshots/.

One server and one browser for the module; the tests run in order on one session.
"""

from __future__ import annotations

import datetime as dt
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

try:
    from browser import ROOT, InspectServer, Page, module_server, start_browser
except ImportError:  # tests/ imported as a package
    from tests.browser import ROOT, InspectServer, Page, module_server, start_browser

pytestmark = pytest.mark.slow

SESSION = "booking-1"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[InspectServer]:
    db = tmp_path_factory.mktemp("inspect") / "sessions.db"
    yield from module_server(ROOT / "flows" / "travel", "--store", f"sqlite:///{db}")


@pytest.fixture(scope="module")
def downloads(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("downloads")


@pytest.fixture(scope="module")
def page(server: InspectServer, downloads: Path) -> Iterator[Page]:
    browser = start_browser(downloads)
    try:
        yield Page(browser)
    finally:
        browser.quit()


def _a_friday(text: str) -> bool:
    return dt.date.fromisoformat(text).weekday() == 4


def test_a_booking_with_an_interruption_and_a_correction(server: InspectServer, page: Page) -> None:
    page.open(f"{server.url}?session={SESSION}")
    assert page.text("#flow-card").startswith("Flow")  # English labels for an English domain
    # everything the page loaded (the mermaid bundle too) came from the server itself
    loaded = page.browser.execute_script(
        "return performance.getEntriesByType('resource').map(e => e.name)"
    )
    assert any(url.endswith("/inspect/static/mermaid.min.js") for url in loaded)
    assert all(url.startswith(server.origin + "/") for url in loaded)

    assert page.say("i need a flight to rome") == ["Where are you flying from?"]
    assert page.text("#flow-name") == "book_flight"
    assert page.highlighted().startswith("collect departure_city")
    assert page.slot("arrival_city") == "Rome"

    assert page.say("from london") == ["What day do you want to leave?"]
    assert page.say("next fri")[-1] == "Economy, business or first class?"
    assert _a_friday(page.slot("depart_date"))

    # the weather interrupts: the flight goes onto the task stack, the weather runs and ends
    said = page.say("whats the weather in paris")
    assert said[0] == "Let's put booking a flight on hold for a moment."
    assert said[-1] == "Shall we get back to booking a flight?"
    assert page.text("#flow-name") == "weather"
    assert page.highlighted() == "done"
    assert page.texts("#task-stack li")[0].startswith("book_flight")

    said = page.say("back to the flight")
    assert said == ["Back to booking a flight.", "Economy, business or first class?"]
    assert page.text("#flow-name") == "book_flight"
    assert page.highlighted().startswith("collect departure_city")
    assert page.slot("departure_city") == "London"  # kept while the flight was on hold

    said = page.say("business")
    assert said[0].startswith("Book business class from London to Rome on ")
    assert page.highlighted() == "confirm"

    # a correction at the confirmation: a new value, the old one kept as an earlier value
    said = page.say("no, from boston")
    assert said[0].startswith("Book business class from Boston to Rome on ")
    assert page.highlighted() == "confirm"
    assert page.slot("departure_city") == "Boston"
    earlier = page.text("#slots tr[data-slot='departure_city'] td.earlier")
    assert earlier.startswith("London")
    assert page.text("#understood-card .who") == "decided by: the rules"
    assert page.texts("#commands code")[0].startswith('correct_slot slot="departure_city"')
    assert any("corrected to 'Boston'" in line for line in page.texts("#events li li"))
    assert page.text("#prompt-card h2").endswith("tokens in all")
    assert "State block" in page.text("#prompt-card")
    page.screenshot("inspector-booking.png")

    said = page.say("yes")
    assert said[0].startswith("Booked! Your reference is BK-")
    assert page.highlighted() == "done"
    # the yes, though saved in two versions, and the reader of the rules that read it
    assert page.texts("#commands code") == ["affirm ← confirmation"]
    # a turn that runs an action saves twice (its claim, then its result): the weather and
    # the booking each add a version, so eight turns make ten versions
    assert page.version() == 10
    versions = page.texts("#events button.goto")
    assert versions[0] == "version 1 · turn 1" and versions[-1] == "version 10 · turn 8"
    assert "version 9 · turn 8" in versions


def test_an_earlier_version_and_a_fork_from_it(server: InspectServer, page: Page) -> None:
    page.click("#events button[data-goto-version='3']")
    page.wait(lambda: page.version() == 3 and page.drawn(), "version 3 to be shown")
    assert page.text("#version-bar strong") == "Version 3 of 10"
    # the state as it was then: London, no class yet, asking for it
    assert page.slot("departure_city") == "London"
    assert page.slot("seat_class") == ""
    assert page.highlighted().startswith("collect departure_city")
    assert "asking for: seat_class" in page.text("#slots-card h2")
    later = page.texts("#chat .said.later")
    assert later[0] == "whats the weather in paris"
    page.screenshot("inspector-version.png")

    page.click("#fork")
    page.wait(lambda: "-v3-" in page.browser.current_url and page.drawn(), "the fork's page")
    assert page.version() == 3
    assert page.slot("departure_city") == "London"
    said = page.say("economy")
    assert said[0].startswith("Book economy class from London to Rome on ")

    # the original session is as it was
    page.open(f"{server.url}?session={SESSION}")
    assert page.version() == 10
    assert page.texts("#slots") == []  # no task runs: the flight is booked
    assert page.highlighted() == "done"
    picker = page.texts("#session-picker option")
    assert SESSION in picker and any(name.startswith(f"{SESSION}-v3-") for name in picker)


def test_save_as_test_downloads_a_test_that_passes(
    server: InspectServer, page: Page, downloads: Path
) -> None:
    page.open(f"{server.url}?session={SESSION}")
    page.click("#save-test")
    saved = downloads / f"{SESSION}.test.yaml"
    page.wait(saved.is_file, "the test file to be downloaded")
    text = saved.read_text(encoding="utf-8")
    assert "user: no, from boston" in text
    run = subprocess.run(
        [sys.executable, "-m", "dialogflows.cli", "test", "flows/travel", str(saved)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.strip().endswith("1 passed, 0 failed")
    assert "(8 steps)" in run.stdout


def test_a_turn_taken_elsewhere_shows_up_on_the_open_page(
    server: InspectServer, page: Page
) -> None:
    page.open(f"{server.url}?session=live-1")
    assert page.version() == 0
    reply = httpx.post(
        f"{server.origin}/sessions/live-1/messages", json={"text": "flight to paris pls"}
    )
    assert reply.status_code == 200
    page.wait(lambda: page.version() == 1 and page.drawn(), "the page to follow the new version")
    assert page.bot_lines(1) == reply.json()["messages"]
    assert page.slot("arrival_city") == "Paris"
    # what the API's turn understood is in its events, so the page shows it too
    assert page.text("#understood-card .who") == "decided by: the rules"
    assert page.texts("#commands code")[0].startswith('start_task flow="book_flight"')

    # a pasted message over the domain's limit is refused: said on the page, nothing saved
    page.browser.execute_script("document.getElementById('message').value = 'a'.repeat(4001)")
    page.click("#say button")
    page.wait(lambda: page.text("#error") != "", "the refusal to be shown")
    assert page.text("#error").startswith("That message is too long for me")
    assert page.version() == 1
