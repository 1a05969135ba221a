"""The load-time indexes that spare a message work give what the loops they replaced gave.

``WeakTriggers.weak`` (``TriggerIndex.fallbacks``) tries a typo trigger only when the
message's length allows it (the kept list built once per length), and a Chinese trigger
typed by its sound only when the message lacks at most one of its characters (an index by
character); ``CueIndex.mask`` takes a message's word heads in C. Each is checked here against the plain loop it replaced
on every example flow, every test domain and every bench domain, over every trigger and
labelled message they hold, typed loosely too; ``weak`` against itself with its indexes
swapped for those loops (``_plain_weak``), not against a copy of it that would drift.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from dialogflows import Dispatcher
from dialogflows.nlu import cues
from dialogflows.nlu.homophones import same_sound, sounds_known
from dialogflows.nlu.lexicon import normalize
from dialogflows.nlu.loose_triggers import sounds_like
from dialogflows.nlu.phrases import has_cjk
from dialogflows.nlu.rules import RuleUnderstander
from dialogflows.nlu.trigger_hits import TriggerHit
from dialogflows.nlu.weak_triggers import WeakTriggers

ROOT = Path(__file__).resolve().parent.parent


def _domains() -> list[Path]:
    """Every folder of flow files: the example flows, the test and the bench domains."""
    found = set()
    for top in (ROOT / "flows", ROOT / "tests" / "domains", ROOT / "bench" / "domains"):
        found |= {p.parent for p in top.rglob("*.yaml")}
    return sorted(found)


DOMAINS = _domains()


def _rules(bot: Dispatcher) -> RuleUnderstander:
    u = bot.understander
    assert isinstance(u, RuleUnderstander)
    return u


def _texts(bot: Dispatcher, name: str) -> list[str]:
    """Every trigger and example of the domain, each typed loosely (a character left out,
    doubled, two swapped, reversed; a Chinese one with a character of the same sound, alone
    and inside a sentence), its words alone, and the labelled messages of a bench domain
    of that name."""
    said_all = [s for f in bot.domain.flows.values() for s in [*f.triggers, *f.examples]]
    pool = sorted({c for s in said_all for c in s if has_cjk(c)})
    texts: list[str] = []
    for said in said_all:
        n = normalize(said)
        texts += [n, n[1:], n[:-1], n + n[-1:], n[::-1], *n.split()]
        for i in range(0, max(len(n) - 1, 0), 3):
            texts.append(n[:i] + n[i + 1] + n[i] + n[i + 2 :])  # two typed swapped
            texts.append(n[:i] + n[i + 1 :])  # one left out
        if has_cjk(n):
            for i, ch in enumerate(n):
                alike = [c for c in pool if same_sound(ch, c)][:2]
                for c in alike:
                    typo = n[:i] + c + n[i + 1 :]
                    texts += [typo, f"你好 我想{typo}吧", f"{typo[:2]}一下{typo[2:]}"]
    labelled = ROOT / "bench" / "messages" / f"{name}.yaml"
    if labelled.exists():
        texts += [str(m["text"]) for m in yaml.safe_load(labelled.read_text())["messages"]]
    texts += ["thanks!", "谢谢", "ok", "y", "no", "好的", "不用了谢谢", "嗯", ""]
    return [normalize(t) for t in texts]


def _reference_fuzzy(index: WeakTriggers, norm: str) -> list[tuple[str, str]]:
    """The typo triggers' loop as it was: every trigger walked, each too long refused."""
    out: list[tuple[str, str]] = []
    if index.fuzzy and len(norm) <= 120 and norm.isascii():
        size = len(norm)
        for phrase, flow, _, _ in index.fuzzy:
            if 5 * size < 4 * len(phrase):
                continue
            out.append((phrase, flow))
    return out  # the candidates, in order: the scoring after them is shared


def _reference_sounds(index: WeakTriggers, norm: str) -> list[str]:
    """The sound loop as it was: every gapped trigger asked."""
    said = norm.replace(" ", "")
    present = set(said)
    return [
        phrase
        for (phrase, _), chars in zip(index.gapped, index.gapped_chars, strict=True)
        if sounds_like(phrase, said, chars - present)
    ]


def _plain_weak(index: WeakTriggers, norm: str, names: bool) -> list[TriggerHit]:
    """``WeakTriggers.weak`` with its two indexes replaced by the plain loops they replaced:
    every typo trigger walked and each too long refused, every sound trigger asked. The
    rest of ``weak`` is its own, so this reference cannot drift from it."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(
            index, "_fuzzy_for", lambda size: [f for f in index.fuzzy if 5 * size >= 4 * len(f[0])]
        )
        mp.setattr(index, "_sounded_for", lambda present: list(range(len(index.gapped))))
        return index.weak(norm, names)


def _reference_mask(index: cues.CueIndex, norm: str) -> int:
    """``CueIndex.mask`` as it was: the word heads taken by a comprehension."""
    m = index.always
    heads = {h for w in cues._RUN.findall(norm) for h in (w[:1], w[:2], w[:3])}
    for k in index.word_keys.intersection(heads):
        m |= index.words[k]
    for ch in index.char_keys.intersection(norm):
        m |= index.chars[ch]
    if index.digit and cues._ANY_DIGIT.search(norm) is not None:
        m |= index.digit
    return m


#: per domain, how many texts the reference loops found something in (``test_not_vacuous``)
FOUND: dict[str, tuple[int, int]] = {}


@pytest.mark.parametrize("path", DOMAINS, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_indexes_give_what_the_loops_gave(path: Path) -> None:
    bot = Dispatcher.from_path(path)
    index: WeakTriggers = _rules(bot).triggers.fallbacks
    masks = _rules(bot).cue_index.values()
    fuzzy = sounded = 0
    for norm in _texts(bot, path.name):
        if norm.isascii() and len(norm) <= 120:
            kept = [(p, f) for p, f, _, _ in index._fuzzy_for(len(norm))]
            reference = _reference_fuzzy(index, norm)
            assert kept == reference, norm
            fuzzy += bool(reference)
        if index.gapped and has_cjk(norm):
            sounded += bool(_reference_sounds(index, norm))
        for names in (False, True):
            assert index.weak(norm, names) == _plain_weak(index, norm, names), norm
        for cue_index in masks:
            assert cue_index.mask(norm) == _reference_mask(cue_index, norm), norm
    FOUND[str(path)] = (fuzzy, sounded)


def test_the_comparison_is_not_empty() -> None:
    """Some texts of the domains above hold a typo trigger, and (with the ``zh`` extra) a
    Chinese trigger typed by its sound: the loops compared found something."""
    bot = Dispatcher.from_path(ROOT / "flows" / "travel")
    index: WeakTriggers = _rules(bot).triggers.fallbacks
    assert any(_reference_fuzzy(index, t) for t in _texts(bot, "travel"))
    phrase, flow, _, _ = index.fuzzy[0]
    typo = phrase[:2] + phrase[3] + phrase[2] + phrase[4:]
    assert flow in {h.flow for h in index.weak(typo)}
    if not sounds_known():
        pytest.skip("no pinyin dictionary (the zh extra): no two characters sound alike")
    found = 0
    for path in DOMAINS:
        bot = Dispatcher.from_path(path)
        index = _rules(bot).triggers.fallbacks
        if index.gapped:
            found += sum(bool(_reference_sounds(index, t)) for t in _texts(bot, path.name))
        if found:
            break
    assert found > 0
