"""Long-term memory recalled by relevance: with 200 memories a user's new session recalls
those that bind the task at hand and those its words are about, not all 200, and the prompt
stays within its budget. Real SQLite store, real FTS5."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from dialogflows import Dispatcher
from dialogflows.longterm import EmbedderRanker, Fts5Ranker, recall, tokens
from dialogflows.state import Belief
from dialogflows.testing import Conversation, FixedClock

DOMAINS = Path(__file__).resolve().parent / "domains"
CLOCK = FixedClock("2026-11-29T10:00:00")

_TOPICS = [
    "garden",
    "bicycle",
    "piano",
    "chess",
    "hiking",
    "pottery",
    "stamps",
    "jazz",
    "sailing",
    "tennis",
    "yoga",
    "baking",
    "knitting",
    "fishing",
    "camping",
    "opera",
    "kites",
    "origami",
    "birds",
    "trains",
]


def _memories() -> dict[str, Belief]:
    when = datetime(2026, 1, 5, 9, 0)
    out: dict[str, Belief] = {}
    for i in range(196):
        topic = _TOPICS[i % len(_TOPICS)]
        key = f"fact:likes {topic} {i}"
        out[key] = Belief(
            key=key,
            value=f"likes {topic} club number {i}",
            lasting=True,
            time=when,
            session=f"old-{i % 7}",
        )
    out["budget"] = Belief(
        key="budget",
        value={"amount": 100.0, "currency": "USD"},
        kind="limit",
        invariant=True,
        lasting=True,
        time=when,
    )
    out["allergy"] = Belief(
        key="allergy", value="peanuts", kind="avoid", invariant=True, lasting=True, time=when
    )
    out["fact:my dog is called rex"] = Belief(
        key="fact:my dog is called rex", value="my dog is called Rex", lasting=True
    )
    out["fact:我家住在三楼没有电梯"] = Belief(
        key="fact:我家住在三楼没有电梯", value="我家住在三楼没有电梯", lasting=True
    )
    assert len(out) == 200
    return out


@pytest.fixture
def bot(tmp_path: Path) -> Dispatcher:
    bot = Dispatcher.from_path(
        DOMAINS / "grocery", clock=CLOCK, store=f"sqlite:///{tmp_path / 'mem.db'}"
    )
    bot.store.save_user("u9", _memories())
    for name in ("order_groceries", "gift_card"):
        bot.action(name)(lambda slots, ctx: {"order_id": "GR-1", "card_id": "GC-1"})
    return bot


def test_a_new_session_recalls_what_binds_the_task_not_all_200(bot: Dispatcher) -> None:
    conv = Conversation(bot, "new-1", "u9")
    r = conv.say("order some pad thai", phase="clarifying")
    assert "peanuts" in r.text  # the allergy, stated months ago in another session
    assert len(r.state.beliefs) <= bot.recall_k
    assert "allergy" in r.state.beliefs
    prompt_tokens = sum(bot.renderer.counter.count(m["content"]) for m in r.prompt)
    assert prompt_tokens <= bot.domain.settings.token_budget


def test_a_limit_is_recalled_when_its_slot_comes_up(bot: Dispatcher) -> None:
    conv = Conversation(bot, "new-2", "u9")
    r = conv.say("hello there")
    assert "budget" not in r.state.beliefs  # nothing in "hello" is about money
    conv.say("send a gift card", asked="amount")
    assert "budget" in conv.last.state.beliefs
    conv.say("$150", phase="clarifying", bot_contains="over the $100 budget")


def test_the_words_of_the_message_find_the_memory(bot: Dispatcher) -> None:
    r = Conversation(bot, "new-3", "u9").say("do you have treats for my dog rex?")
    assert "fact:my dog is called rex" in r.state.beliefs
    r = Conversation(bot, "new-4", "u9").say("送货能送到三楼吗，没有电梯")
    assert "fact:我家住在三楼没有电梯" in r.state.beliefs


def test_a_memory_added_in_a_session_joins_the_200_and_a_dropped_one_leaves(
    bot: Dispatcher,
) -> None:
    conv = Conversation(bot, "new-5", "u9")
    conv.say("i'm allergic to peanuts and i don't eat shrimp")
    stored = bot.store.load_user("u9")
    assert len(stored) == 201 and "avoid:shrimp" in stored
    conv.say("i can eat shrimp now")
    assert "avoid:shrimp" not in bot.store.load_user("u9")
    assert len(bot.store.load_user("u9")) == 200


def test_query_syntax_typed_by_a_user_is_only_words(bot: Dispatcher) -> None:
    r = Conversation(bot, "new-6", "u9").say('"NEAR(garden* OR -) AND rex')
    assert len(r.state.beliefs) <= bot.recall_k


def test_ranking_top_k_and_threshold() -> None:
    memories = _memories()
    labels: dict[str, str] = {}
    got = recall(memories, "chess club", labels, [], Fts5Ranker(), k=5)
    assert len(got) == 5 and all("chess" in r.key for r in got)
    assert recall(memories, "zzzz", labels, [], Fts5Ranker(), k=5) == []
    bound = recall(memories, "chess", labels, ["budget"], Fts5Ranker(), k=3)
    assert bound[0].key == "budget" and len(bound) == 3
    assert tokens("对海鲜过敏 Peanuts") == ["对海", "海鲜", "鲜过", "过敏", "peanuts"]


class _Bag:
    """A stand-in embedder: bag-of-words vectors (the meaning issue's Embedder plugs in the
    same way)."""

    def embed(self, texts: list[str]) -> list[list[float]]:
        vocab = sorted({w for t in texts for w in tokens(t)})
        return [[float(w in tokens(t)) for w in vocab] for t in texts]


def test_an_embedder_ranks_when_installed(tmp_path: Path) -> None:
    bot = Dispatcher.from_path(
        DOMAINS / "grocery",
        clock=CLOCK,
        store=f"sqlite:///{tmp_path / 'e.db'}",
        memory_ranker=EmbedderRanker(_Bag(), floor=0.0),
    )
    bot.store.save_user("u9", _memories())
    r = Conversation(bot, "e1", "u9").say("tell me about the pottery club")
    recalled = [k for k in r.state.beliefs if k.startswith("fact:")]
    assert recalled and all("pottery" in k for k in recalled)


def test_few_memories_are_all_recalled(tmp_path: Path) -> None:
    bot = Dispatcher.from_path(DOMAINS / "grocery", clock=CLOCK, store="memory://")
    conv = Conversation(bot, "a", "u1")
    conv.say("i always buy oat milk")
    r = Conversation(bot, "b", "u1").say("hi")
    assert "prefer:buy oat milk" in r.state.beliefs


def _unused(*_: Any) -> None:  # keeps the imports honest for mypy on tests
    return None


def test_memories_outlive_the_process_and_recall_in_another(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'two.db'}"
    first = Dispatcher.from_path(DOMAINS / "housekeeping", clock=CLOCK, store=url)
    Conversation(first, "a", "u5").say("我对消毒水过敏")
    first.store.save_user("u5", {**_memories(), **first.store.load_user("u5")})
    second = Dispatcher.from_path(DOMAINS / "housekeeping", clock=CLOCK, store=url)
    conv = Conversation(second, "b", "u5")
    conv.say("约个保洁", asked="service")
    r = conv.say("除螨", phase="clarifying")
    assert "消毒水" in r.text and len(r.state.beliefs) <= second.recall_k


def test_a_fact_asked_about_is_looked_up(bot: Dispatcher) -> None:
    conv = Conversation(bot, "new-7", "u9")
    conv.say("hi")
    conv.say("thanks")
    r = conv.say("what was my budget again?")
    assert "100" in r.text
