from __future__ import annotations

import re
from pathlib import Path

import pytest

from dialogflows import yaml_source
from dialogflows.errors import SpecError, SpecIssue
from dialogflows.loader import domain_paths, flow_files, load, load_domain
from dialogflows.spec import SlotType

REPO = Path(__file__).resolve().parents[1]
SPECS = REPO / "tests" / "specs"
INVALID = sorted((SPECS / "invalid").iterdir())
EXPECT = re.compile(r"^# expect: (\d+):(\d+) ([a-z-]+)$", re.MULTILINE)


def issues_of(path: Path | str) -> list[SpecIssue]:
    """Every issue the loader reports for ``path``, errors and warnings alike."""
    try:
        return load(path).warnings
    except SpecError as e:
        return e.issues + e.warnings


def write(tmp_path: Path, text: str, name: str = "flows.yaml") -> Path:
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture(params=sorted(yaml_source.PARSERS))
def parser(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Run a test with libyaml's parser and with PyYAML's own: positions must not differ."""
    monkeypatch.setattr(yaml_source, "PARSER", request.param)
    return str(request.param)


@pytest.mark.parametrize("case", INVALID, ids=lambda p: p.name)
def test_invalid_spec_reports_exactly_the_expected_issues(case: Path, parser: str) -> None:
    files = [case] if case.is_file() else sorted(case.glob("*.yaml"))
    expected = {
        (str(f), int(m[1]), int(m[2]), m[3])
        for f in files
        for m in EXPECT.finditer(f.read_text(encoding="utf-8"))
    }
    assert expected, f"{case} has no `# expect: LINE:COL code` line"
    got = {(i.file, i.line, i.column, i.code) for i in issues_of(case)}
    assert got == expected


def test_two_errors_in_one_file_are_both_reported() -> None:
    issues = issues_of(SPECS / "invalid" / "two_errors.yaml")
    assert [i.code for i in issues] == ["unknown-key", "unknown-template-field"]


def test_every_invalid_issue_has_a_message_and_one_based_position() -> None:
    for case in INVALID:
        for issue in issues_of(case):
            assert issue.line >= 1 and issue.column >= 1
            assert len(issue.message) > 15, issue


@pytest.mark.parametrize("case", sorted((SPECS / "valid").iterdir()), ids=lambda p: p.name)
def test_valid_specs_load_without_issues(case: Path) -> None:
    result = load(case)
    assert result.domain.flows
    assert result.warnings == []


def test_example_domains_load_with_flows_settings_and_sources() -> None:
    travel = load_domain(REPO / "flows" / "travel")
    assert sorted(travel.flows) == ["book_flight", "book_hotel", "cancel_booking", "weather"]
    assert (travel.settings.language, travel.settings.region, travel.settings.currency) == (
        "en",
        "US",
        "USD",
    )
    assert travel.entities["city"].synonyms["New York"] == ["NYC", "new york city", "the big apple"]
    assert travel.sources["weather"].endswith("weather.yaml")
    assert travel.flows["cancel_booking"].destructive
    flight = travel.flows["book_flight"]
    assert flight.name == "book_flight"  # injected from the mapping key
    assert flight.slot("seat_class") is not None and flight.slot("seat_class").type is SlotType.ENUM
    assert [r.entity for r in flight.results] == ["booking", None]

    restaurant = load_domain(REPO / "flows" / "restaurant")
    assert sorted(restaurant.flows) == ["order_food", "order_status", "refund"]
    assert restaurant.settings.language == "zh"
    assert "番茄炒蛋" in restaurant.entities["dish"].synonyms["西红柿炒鸡蛋"]


def test_a_flow_can_use_an_entity_from_a_sibling_file() -> None:
    domain = load_domain(SPECS / "valid" / "split")
    assert domain.flows["order_drink"].slot("drink") is not None
    assert domain.entities["drink"].values == ["tea", "coffee"]
    assert domain.settings.language == "en"


def test_conversation_test_files_and_tests_key_are_skipped(tmp_path: Path) -> None:
    write(tmp_path, "flows:\n  greet: {description: Hi}\ntests:\n  - say: hi\n", "a.yaml")
    write(tmp_path, "this: is not a flow file\n", "a.test.yaml")
    write(tmp_path, "neither: is this\n", "my_tests.yaml")
    assert [p.name for p in flow_files(tmp_path)] == ["a.yaml"]
    assert list(load_domain(tmp_path).flows) == ["greet"]


def test_folder_is_read_recursively_in_sorted_order(tmp_path: Path) -> None:
    write(tmp_path, "flows:\n  b: {description: B}\n", "z/b.yaml")
    write(tmp_path, "flows:\n  a: {description: A}\n", "a.yml")
    assert [p.relative_to(tmp_path).as_posix() for p in flow_files(tmp_path)] == [
        "a.yml",
        "z/b.yaml",
    ]


def test_unsafe_tag_is_never_constructed(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    path = write(
        tmp_path,
        "flows:\n  greet:\n    description: Hi\n"
        f"    done: !!python/object/apply:os.system ['touch {marker}']\n",
    )
    issues = issues_of(path)
    assert [(i.line, i.column, i.code) for i in issues] == [(4, 11, "unsafe-tag")]
    assert not marker.exists()


def test_errors_in_several_files_are_reported_together(tmp_path: Path) -> None:
    write(tmp_path, "flows:\n  a:\n    descripton: A\n", "a.yaml")
    write(tmp_path, "flows:\n  b:\n    description: B\n    next: c\n", "b.yaml")
    issues = issues_of(tmp_path)
    # The misspelt `descripton` is one problem, not also a missing `description`.
    assert [(Path(i.file).name, i.code) for i in issues] == [
        ("a.yaml", "unknown-key"),
        ("b.yaml", "unknown-flow-link"),
    ]
    assert "did you mean `description`?" in (issues[0].hint or "")


def test_link_to_a_flow_that_failed_validation_is_not_reported_twice(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "flows:\n  a:\n    description: A\n    next: b\n  b:\n    description: B\n    bogus: 1\n",
    )
    assert [i.code for i in issues_of(path)] == ["unknown-key"]


def test_yes_no_keys_stay_text_but_yes_values_need_quotes(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "flows:\n  f:\n    description: F\n    slots:\n"
        "      - {name: ok, type: enum, values: [yes, no], synonyms: {yes: [sure]}}\n",
    )
    [first, second] = issues_of(path)
    assert (first.code, first.line) == ("wrong-type", 5)
    assert "quotes" in (first.hint or "")
    assert second.code == "wrong-type"


def test_merge_keys_and_anchors_are_plain_data(parser: str) -> None:
    survey = load_domain(SPECS / "valid" / "anchors_and_words.yaml").flows["survey"]
    home, favourite, again, when, at = survey.slots
    assert home.values == favourite.values == ["Rome", "Paris"]
    assert (home.prompt, favourite.prompt) == ("Where do you live?", "Which city do you like most?")
    assert again.synonyms == {"yes": ["sure", "yep"], "no": ["nope"]}
    assert when.min == "2026-01-01"  # a YAML date stays as written
    assert at.min == "9:30"  # not YAML 1.1's base-60 number 570


def test_empty_and_non_mapping_files(tmp_path: Path) -> None:
    empty = write(tmp_path, "", "empty.yaml")
    assert [i.code for i in issues_of(empty)] == ["empty-file"]
    listing = write(tmp_path, "- a\n- b\n", "list.yaml")
    [issue] = issues_of(listing)
    assert (issue.code, issue.line, issue.column) == ("wrong-type", 1, 1)


def test_unreadable_file(tmp_path: Path) -> None:
    path = tmp_path / "latin1.yaml"
    path.write_bytes("flows:\n  caf\xe9: {description: x}\n".encode("latin-1"))
    assert [i.code for i in issues_of(path)] == ["unreadable-file"]


def test_missing_path_and_folder_without_flows(tmp_path: Path) -> None:
    assert [i.code for i in issues_of(tmp_path / "nope")] == ["no-such-path"]
    write(tmp_path, "x", "notes.txt")
    assert [i.code for i in issues_of(tmp_path)] == ["no-flows"]
    only_entities = write(tmp_path, "entities:\n  city: {values: [Rome]}\n", "e/ents.yaml")
    assert [i.code for i in issues_of(only_entities)] == ["no-flows"]


def test_name_differing_from_key_is_reported(tmp_path: Path) -> None:
    path = write(tmp_path, "flows:\n  greet:\n    name: hello\n    description: Hi\n")
    [issue] = issues_of(path)
    assert (issue.code, issue.line, issue.column) == ("invalid-value", 3, 11)


def test_bad_flow_name_points_at_its_key(tmp_path: Path) -> None:
    path = write(tmp_path, "flows:\n  book-flight:\n    description: Hi\n")
    [issue] = issues_of(path)
    assert (issue.code, issue.line, issue.column) == ("invalid-value", 2, 3)
    assert "letters, digits and underscores" in (issue.hint or "")


def test_unknown_enum_type_suggests_the_closest(tmp_path: Path) -> None:
    [issue] = issues_of(SPECS / "invalid" / "invalid_value.yaml")
    assert issue.hint == "did you mean `enum`?"
    assert "`type` must be one of text, integer" in issue.message


def test_files_named_in_settings_are_resolved_relative_to_their_flow_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write(tmp_path, "greetings: [hey]\n", "lex/extra.yaml")
    write(tmp_path, "{{ persona }}\n", "domain/prompt.j2")
    write(
        tmp_path,
        "settings:\n  lexicons: [../lex/extra.yaml]\n  prompt_template: prompt.j2\n"
        "flows:\n  a: {description: A}\n",
        "domain/flows.yaml",
    )
    monkeypatch.chdir(tmp_path / "lex")  # the current directory does not matter
    settings = load_domain(tmp_path / "domain").settings
    assert settings.lexicons == [str((tmp_path / "lex" / "extra.yaml").resolve())]
    assert settings.prompt_template == str((tmp_path / "domain" / "prompt.j2").resolve())


def test_same_setting_with_the_same_value_in_two_files_is_fine(tmp_path: Path) -> None:
    write(tmp_path, "settings: {language: zh}\nflows:\n  a: {description: A}\n", "a.yaml")
    write(tmp_path, "settings: {language: zh, window: 8}\n", "b.yaml")
    settings = load_domain(tmp_path).settings
    assert (settings.language, settings.window) == ("zh", 8)


def test_domain_paths_splits_a_folder_of_domains() -> None:
    assert [p.name for p in domain_paths(REPO / "flows")] == [
        "bank",
        "bank_zh",
        "restaurant",
        "travel",
    ]
    assert domain_paths(REPO / "flows" / "travel") == [REPO / "flows" / "travel"]


def test_spec_error_message_lists_every_issue() -> None:
    with pytest.raises(SpecError) as info:
        load_domain(SPECS / "invalid" / "two_errors.yaml")
    text = str(info.value)
    assert text.startswith("2 problems in the flow spec")
    assert "two_errors.yaml:7:5: unknown-key" in text


def test_a_key_in_the_wrong_place_says_where_it_belongs(tmp_path: Path) -> None:
    path = write(tmp_path, "flows:\n  a:\n    description: A\n    window: 3\n    prompt: Hi?\n")
    hints = [(i.line, i.code, i.hint) for i in issues_of(path)]
    assert hints == [
        (4, "unknown-key", "`window` is a setting: put it under `settings:`"),
        (5, "unknown-key", "`prompt` is a key of a slot: put it on one of the `slots:`"),
    ]


def test_wrong_type_inside_a_list_names_the_item(tmp_path: Path) -> None:
    path = write(
        tmp_path, "flows:\n  a:\n    description: A\n    triggers: [go, 1]\n    slots: [null]\n"
    )
    messages = [i.message for i in issues_of(path)]
    assert messages == [
        "item 2 of `triggers` should be text, not the number 1",
        "slot 1 of flow `a` should be a mapping, not nothing (null)",
    ]


def test_two_documents_in_one_file(tmp_path: Path) -> None:
    path = write(tmp_path, "flows:\n  a: {description: A}\n---\nflows: {}\n")
    [issue] = issues_of(path)
    assert (issue.code, issue.line, issue.column) == ("yaml-syntax", 3, 1)
    assert "---" in (issue.hint or "")


def test_tab_indentation_and_control_characters_get_a_hint(tmp_path: Path, parser: str) -> None:
    [tab] = issues_of(SPECS / "invalid" / "yaml_tab.yaml")
    assert tab.hint == "YAML indents with spaces, not tabs"
    path = write(tmp_path, "flows:\n  a: {description: x\x01y}\n")
    [control] = issues_of(path)
    assert (control.code, control.line, control.column) == ("yaml-syntax", 2, 21)
    assert "U+0001" in control.message


def test_a_byte_that_is_not_utf8_is_reported_where_it_stands(tmp_path: Path) -> None:
    """Not "position 79 of the file": the line and column an editor shows, in characters."""
    flow = tmp_path / "greet.yaml"
    flow.write_bytes(
        "flows:\n  greet:\n    description: Grüße\n    triggers: [hello]\n".encode()
        + b'    done: "caf\xe9 ok"\n'
    )
    with pytest.raises(SpecError) as info:
        load_domain(flow)
    [issue] = info.value.issues
    assert (issue.line, issue.column, issue.code) == (5, 15, "unreadable-file")
    assert "0xe9" in issue.message
