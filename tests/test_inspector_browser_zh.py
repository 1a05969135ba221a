"""The inspector in a real browser for a Chinese domain: the page's own labels are Chinese,
and an order with a correction is followed state by state. One server, one browser."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

try:
    from browser import ROOT, InspectServer, Page, module_server, start_browser
except ImportError:  # tests/ imported as a package
    from tests.browser import ROOT, InspectServer, Page, module_server, start_browser

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def server() -> Iterator[InspectServer]:
    yield from module_server(ROOT / "flows" / "restaurant")


@pytest.fixture(scope="module")
def page(server: InspectServer, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Page]:
    browser = start_browser(Path(tmp_path_factory.mktemp("downloads")))
    try:
        yield Page(browser)
    finally:
        browser.quit()


def test_an_order_with_a_correction_on_a_chinese_page(server: InspectServer, page: Page) -> None:
    page.open(f"{server.url}?session=dian-can")
    assert page.text("header h1") == "dialogflows 检查器"
    assert page.text("#say button") == "发送"
    assert page.text("#save-test") == "保存为测试"

    assert page.say("我要点两份宫保鸡") == ["哪天送？"]
    assert page.text("#flow-card h2").startswith("流程")
    assert page.highlighted().startswith("collect dish")
    assert page.slot("dish") == "宫保鸡丁"
    assert page.slot("quantity") == "2"

    assert page.say("明天晚上7点") == ["送到什么地址？"]
    assert page.slot("delivery_time") == "19:00"
    said = page.say("送到中关村大街")
    assert said[0].startswith("确认订购2份宫保鸡丁")
    assert page.highlighted() == "confirm"

    said = page.say("改成三份")
    assert said[0].startswith("确认订购3份宫保鸡丁")
    assert page.slot("quantity") == "3"
    assert page.text("#slots tr[data-slot='quantity'] td.earlier").startswith("2")
    assert page.text("#understood-card .who") == "决定者：规则"
    assert page.text("#version-bar").startswith("实时")
    page.screenshot("inspector-zh.png")
