"""Where a clause of a message ends: one grammar for every reader that reads a message
clause by clause.

A clause ends at a mark (a comma, point, colon, semicolon, ! or ?, Chinese or Latin, a line
break), except a comma, point or colon between two digits, which is inside a number ("1,200
guests", "$6.50", "10:30"): ``CLAUSE_END``. Chinese writers type a space for a comma ("空调坏了
后天能来吗", "停停停 不办了"): a space between two Chinese characters ends a clause too
(``ZH_BETWEEN``); a space after a Latin word or a digit and before a Chinese character does
where a reader reads a run of clauses whose parts may be codes or numbers ("不租了 HT202301
月底搬": ``ZH_SPACE``). ``Message.clauses`` splits a message so once and keeps the result;
``clause_spans`` gives where the clauses between marks stand (a remark of ``rest_text``, a
supposed clause of ``conditionals``), and ``query_forms`` splits a want off at the marks.
A neutral module: it imports no reader.
"""

from __future__ import annotations

import re

from .lexicon import has_cjk, normalize

#: where a clause of a message ends: an answer standing as a clause of its own is an answer
#: ("tomorrow, I need a hotel there", "对，1份就行"); a comma, point or colon between two
#: digits is inside a number, no end ("1,200 guests", "$6.50", "10:30")
CLAUSE_END = re.compile(r"[，;；。!！?？：\n]|(?<!\d)[,.:]|[,.:](?!\d)")

#: a space typed between two Chinese characters: a comma ("空调坏了 后天能来吗")
ZH_BETWEEN = re.compile(r"(?<=[\u3400-\u9fff])\s+(?=[\u3400-\u9fff])")

#: a space typed before a Chinese character after a Chinese one, a Latin word or a digit:
#: a comma ("要5桶 不对 4桶", "不租了 HT202301 月底搬")
ZH_SPACE = re.compile(r"(?<=[\u3400-\u9fff\w])\s+(?=[\u3400-\u9fff])")

#: what ends a run of words inside a clause: a space or a mark, Latin or Chinese (where a
#: trigger's clause ends, ``triggers.py``)
BREAK_CHARS = r"\s,.;:!?，。；：！？、"

#: where a run of words inside a clause is cut: one space or mark of ``BREAK_CHARS``
RUN_BREAK = re.compile(rf"[{BREAK_CHARS}]")

#: one character of a clause, no space and no mark: what a reader's pattern lets stand
#: between two words of one clause ("把明天那个预约取消掉": ``fronted_object``,
#: ``dropped_object``)
IN_CLAUSE = rf"[^{BREAK_CHARS}]"

#: a run of text without a space: a part of a clause holding Chinese (``clause_spans``)
_UNSPACED = re.compile(r"\S+")

#: where a clause ends, a mark or a space between Chinese characters
CLAUSE_BREAK = re.compile(rf"{CLAUSE_END.pattern}|{ZH_BETWEEN.pattern}")

#: where a clause ends when a Latin word or a number may close the one before: a mark, or
#: a space before a Chinese character after a Chinese one, a Latin word or a digit
#: (``ZH_SPACE``: "晚上想去唱k 还有包厢吗" is a statement, then a question). Wider than
#: ``CLAUSE_BREAK`` by that space alone; the statement-then-question readers
#: (``asked_flow.two_clauses``) split so
CLAUSE_BREAK_AFTER_LATIN = re.compile(rf"{CLAUSE_END.pattern}|{ZH_SPACE.pattern}")


def clause_spans(text: str, spaced: bool = False) -> list[tuple[int, int]]:
    """Where the clauses of ``text`` stand between its marks (``CLAUSE_END``), each a
    non-empty span; offsets as in ``text`` (a blanked ``scan`` keeps ``raw``'s). ``spaced``:
    a clause holding Chinese is parted at each run of spaces too, each part without them
    ("狗狗从前天开始一直拉肚子 想约个医生": the day is told in the first, the request made in
    the second), for a reader that asks which clause a word stands in."""
    out: list[tuple[int, int]] = []
    start = 0
    for m in CLAUSE_END.finditer(text):
        if m.start() > start:
            out.append((start, m.start()))
        start = m.end()
    if start < len(text):
        out.append((start, len(text)))
    if not spaced:
        return out
    parts: list[tuple[int, int]] = []
    for a, b in out:
        if not has_cjk(text[a:b]):
            parts.append((a, b))
            continue
        parts += [(a + m.start(), a + m.end()) for m in _UNSPACED.finditer(text[a:b])]
    return parts


def marked_clauses(raw: str) -> list[str]:
    """The clauses of ``raw`` between its marks, normalized (spaces between Chinese
    characters kept: "不要 取消" is one clause here)."""
    return [normalize(part) for part in CLAUSE_END.split(raw)]


def clauses(raw: str) -> tuple[str, ...]:
    """The clauses of ``raw``, normalized: between its marks, and then between Chinese
    characters a space parts (punctuation normalized to spaces parts as well: "停…不办了");
    empty ones left out."""
    return tuple(
        clause
        for part in marked_clauses(raw)
        for clause in ZH_BETWEEN.split(part)
        if clause.strip()
    )


#: where the run before a trigger is cut: a space or mark of ``BREAK_CHARS``, but not a
#: space, comma, point or colon between two digits, which is inside a time or a number
#: ("10:30", normalized "10 30"; "9.30"), as ``CLAUSE_END`` keeps it
_RUN_CUT = re.compile(rf"(?<!\d)[{BREAK_CHARS}]|[{BREAK_CHARS}](?!\d)|[;!?，。；！？、]")


def run_before(text: str, at: int) -> str:
    """The words of ``text`` right before ``at`` back to the last space or mark
    (``_RUN_CUT``): the run a trigger's clause says before it, where a reader looks for
    who did a thing or when (``told_leads``) or a pointing word (``past_told``,
    ``polite.told_done``). A time or a number inside the run does not end it
    (TIME_COLON_ENDS_THE_TOLD_RUN: a day said before a time, "<day> 14:00 <past verb>
    <trigger>", is still the run's)."""
    return _RUN_CUT.split(text[:at])[-1]
