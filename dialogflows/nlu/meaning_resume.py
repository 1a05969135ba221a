"""Taking up a held flow by meaning: "back to the money thing" names no flow by its words.

A resume phrase of the lexicon with a ``{flow}`` hole ("back to …", "回到…") that the rules
read no flow in leaves its hole to meaning: the held flow whose meaning is nearest to what
was said after "back to" is taken up, when it is clearly nearest of those held.
"""

from __future__ import annotations

from typing import Any

from ..commands import Command, Resume
from ..spec import MeaningSettings
from .meaning_index import MeaningIndex
from .reading import Reading, note_scores
from .utterance import Turn


def resume_hole(t: Turn) -> str | None:
    """What "back to …" names, when a resume phrase with a ``{flow}`` hole matched."""
    low = t.raw.lower()
    for tpl in t.lex.templates["resume"]:
        if "flow" not in tpl.holes:
            continue
        m = tpl.search_lowered(t.raw, low)
        if m is not None and m.group("flow").strip():
            return m.group("flow").strip()
    return None


def read_resume(
    index: MeaningIndex, settings: MeaningSettings, t: Turn, q: Any, reading: Reading
) -> list[Command] | None:
    """The held flow nearest to the hole's vector ``q``; of several, only by a margin."""
    held = list(dict.fromkeys(x.flow for x in t.state.task_stack))
    ranked = index.rank_flows(q, held)
    note_scores(reading, ranked, None)
    if ranked.best is None:
        return None
    if len(held) > 1 and ranked.margin < settings.resume_margin:
        return None
    reading.path, reading.sure = "meaning", True
    reading.detail["decided"] = ranked.best
    return [Resume(flow=ranked.best)]
