"""The one clause grammar every reader that reads a message clause by clause uses
(``dialogflows/nlu/clauses.py``): a mark ends a clause unless it stands inside a number, and a
space typed between Chinese characters is a comma."""

from __future__ import annotations

import pytest

from dialogflows.nlu.clauses import clause_spans, clauses, marked_clauses


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("hmm, no. skip the wax", ("hmm", "no", "skip the wax")),
        ("the quote was $1,250.50: too much", ("the quote was $1 250 50", "too much")),
        ("pick-up at 10:30!! ok?", ("pick up at 10 30", "ok")),
        ("不刷漆了 改天再说", ("不刷漆了", "改天再说")),
        ("停…不刷了", ("停", "不刷了")),
        ("先不装了；谢谢", ("先不装了", "谢谢")),
        ("装B2柜子 明天", ("装b2柜子", "明天")),
        ("", ()),
    ],
)
def test_clauses(raw: str, expected: tuple[str, ...]) -> None:
    assert clauses(raw) == expected


def test_marked_clauses_keep_a_space_between_chinese_words() -> None:
    assert marked_clauses("嗯，不要 取消") == ["嗯", "不要 取消"]


def test_clause_spans_keep_numbers_whole_and_offsets_of_the_text() -> None:
    text = "if it's 2.5 hours: skip it, ok"
    assert [text[a:b] for a, b in clause_spans(text)] == ["if it's 2.5 hours", " skip it", " ok"]
    assert clause_spans(",,") == []
