"""Helpers for the inspector's browser tests: a real ``dialogflows inspect`` process on
loopback, and headless Chromium from the Debian packages driven by Selenium.

Each test module starts one server and one browser and shares them among its few tests: a
browser takes seconds to start, a page load is cheap. Chromium and chromedriver are not pip
packages: ``.ci/run`` installs them (``apt-get install chromium chromium-driver``). Without
them a developer's run skips these tests; a CI run fails, since they must run there.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: where the tests write the screenshots the README shows (committed)
SCREENSHOTS = ROOT / "docs" / "screenshots"
WIDTH, HEIGHT = 1280, 800


def _binary(*names: str) -> str | None:
    for name in names:
        found = shutil.which(name) or (
            f"/usr/bin/{name}" if Path(f"/usr/bin/{name}").exists() else None
        )
        if found:
            return found
    return None


def need_chromium() -> tuple[str, str]:
    """Paths of chromium and chromedriver; skip (or fail in CI) when they are missing."""
    chromium = _binary("chromium", "chromium-browser")
    driver = _binary("chromedriver")
    if chromium is None or driver is None:
        message = "chromium and chromedriver not found (apt-get install chromium chromium-driver)"
        if os.environ.get("CI"):
            pytest.fail(message + "; CI is set, so the browser tests must run", pytrace=False)
        pytest.skip(message)
    return chromium, driver


class InspectServer:
    """``dialogflows inspect FLOWS --port 0`` in a process of its own; ``url`` once it listens."""

    def __init__(self, flows: Path, *extra: str) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "dialogflows.cli", "inspect", str(flows), "--port", "0", *extra],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        self.output: list[str] = []
        self.url = self._wait_for_url()

    def _wait_for_url(self) -> str:
        found: list[str] = []
        ready = threading.Event()

        def read() -> None:
            assert self.proc.stdout is not None
            for line in self.proc.stdout:
                self.output.append(line)
                if not found and "http://" in line:
                    found.append(line.split("http://", 1)[1].split()[0])
                    ready.set()
            ready.set()

        threading.Thread(target=read, daemon=True).start()
        ready.wait(120)
        if not found:
            self.stop()
            raise RuntimeError("the inspector did not start:\n" + "".join(self.output))
        return "http://" + found[0]

    @property
    def origin(self) -> str:
        return self.url.rsplit("/inspect", 1)[0]

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def start_browser(downloads: Path) -> Any:
    """Headless Chromium at 1280×800 that saves downloads into ``downloads``."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    chromium, driver = need_chromium()
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for arg in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        f"--window-size={WIDTH},{HEIGHT}",
        "--lang=en-US",
    ):
        options.add_argument(arg)
    options.add_experimental_option(
        "prefs",
        {"download.default_directory": str(downloads), "download.prompt_for_download": False},
    )
    browser = webdriver.Chrome(service=Service(driver), options=options)
    browser.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False},
    )
    browser.execute_cdp_cmd(
        "Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(downloads)}
    )
    return browser


class Page:
    """The inspector page as a person uses it: type, send, click, read."""

    def __init__(self, browser: Any) -> None:
        self.browser = browser

    def wait(self, check: Any, what: str, timeout: float = 30) -> Any:
        from selenium.webdriver.support.ui import WebDriverWait

        return WebDriverWait(self.browser, timeout).until(lambda _: check(), message=what)

    def open(self, url: str) -> None:
        self.browser.get(url)
        self.wait(self.drawn, "the page's diagram to be drawn")

    def version(self) -> int:
        return int(self.browser.find_element("id", "inspector").get_attribute("data-version"))

    def drawn(self) -> bool:
        """The diagram of the shown version is on screen (or there is none to draw)."""
        return bool(
            self.browser.execute_script(
                "const d = document.getElementById('diagram');"
                "const v = document.getElementById('inspector').dataset.version;"
                "return !d || d.dataset.drawn === v;"
            )
        )

    def say(self, text: str) -> list[str]:
        """Type ``text``, send it, and return what the bot answered, as the chat shows it."""
        before = self.version()
        box = self.browser.find_element("id", "message")
        box.send_keys(text)
        self.browser.find_element("css selector", "#say button").click()
        self.wait(lambda: self.version() > before and self.drawn(), f"a reply to {text!r}")
        return self.bot_lines(self.version())

    def bot_lines(self, version: int) -> list[str]:
        lines = self.browser.find_elements(
            "css selector", f"#chat .said.bot[data-version='{version}']"
        )
        return [line.text for line in lines]

    def text(self, css: str) -> str:
        return str(self.browser.find_element("css selector", css).text)

    def texts(self, css: str) -> list[str]:
        return [str(e.text) for e in self.browser.find_elements("css selector", css)]

    def highlighted(self) -> str:
        """The label of the diagram's state drawn as the current one (a step with phases
        inside is drawn as a box holding them: its label is the first line)."""
        return self.text("#diagram g.s_active").split("\n")[0]

    def slot(self, name: str) -> str:
        return self.text(f"#slots tr[data-slot='{name}'] td.value")

    def click(self, css: str) -> None:
        """Scroll ``css`` to the middle of its column, as a person would, and click it."""
        element = self.browser.find_element("css selector", css)
        self.browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()

    def screenshot(self, name: str) -> Path:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / name
        self.browser.save_screenshot(str(path))
        return path


def module_server(flows: Path, *extra: str) -> Iterator[InspectServer]:
    need_chromium()
    server = InspectServer(flows, *extra)
    try:
        yield server
    finally:
        server.stop()
