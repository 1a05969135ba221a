"""Token counting: the estimate is CJK-aware, the default never fails, tiktoken is exact."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dialogflows import tokens
from dialogflows.tokens import (
    MESSAGE_OVERHEAD,
    REPLY_PRIMING,
    EstimateCounter,
    TiktokenCounter,
    TokenCounter,
    default_counter,
)


def test_estimate_counts_cjk_per_character_and_latin_per_four_chars() -> None:
    c = EstimateCounter()
    assert c.count("hello world") == 3  # 11 chars / 4, rounded up
    assert c.count("你好世界") == 4  # one token per ideograph
    # the same meaning costs more tokens per character in Chinese than in English
    assert c.count("你好世界") / len("你好世界") > c.count("hello world") / len("hello world")
    assert c.count("我想订机票 to Rome") == 5 + 2  # 5 ideographs + " to Rome" (8 chars)
    assert c.count("こんにちは") == 5 and c.count("안녕하세요") == 5
    assert c.count("") == 0


def test_estimate_message_overhead() -> None:
    c = EstimateCounter()
    messages = [{"role": "system", "content": "hello world"}, {"role": "user", "content": "你好"}]
    assert c.count_messages(messages) == REPLY_PRIMING + 2 * MESSAGE_OVERHEAD + 3 + 2
    assert c.count_messages([]) == REPLY_PRIMING


def test_default_counter_is_a_counter_and_stable() -> None:
    c = default_counter()
    assert isinstance(c, TokenCounter)
    assert c is default_counter()
    assert c.count("hello world") > 0


def test_default_falls_back_silently_when_tiktoken_cannot_load(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def offline(*args: object, **kwargs: object) -> None:
        raise ConnectionError("no route to the BPE file")

    monkeypatch.setattr(tokens, "TiktokenCounter", offline)
    assert tokens._load_tiktoken(timeout=5.0) is None
    default_counter.cache_clear()
    try:
        assert default_counter().name == "estimate"
    finally:
        default_counter.cache_clear()


def _tiktoken_or_skip() -> TiktokenCounter:
    try:
        return TiktokenCounter()
    except Exception as e:  # not installed, or its BPE file is not cached on an offline machine
        pytest.skip(f"cl100k_base is not loadable here: {type(e).__name__}")


def test_tiktoken_counts_exactly_and_treats_special_tokens_as_text() -> None:
    c = _tiktoken_or_skip()
    assert c.count("hello world") == 2
    assert c.count("<|endoftext|>") > 1  # plain text, not the control token, and no error
    assert default_counter.__wrapped__().name.startswith("tiktoken")


def test_tiktoken_counter_with_a_local_encoding() -> None:
    """A byte-level encoding built here: the counter's own logic, without the BPE download."""
    tiktoken = pytest.importorskip("tiktoken")
    enc = tiktoken.Encoding(
        name="bytes",
        pat_str=r"\S+|\s+",
        mergeable_ranks={bytes([i]): i for i in range(256)},
        special_tokens={"<|endoftext|>": 256},
    )
    c = TiktokenCounter(enc)
    assert c.name == "tiktoken:bytes"
    assert c.count("hello") == 5
    assert c.count("你好") == 6  # three UTF-8 bytes each
    assert c.count("<|endoftext|>") == 13  # user text, never the control token
    assert (
        c.count_messages([{"role": "user", "content": "hi"}])
        == REPLY_PRIMING + MESSAGE_OVERHEAD + 2
    )


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from("ab c.°é—你好。、ｱ한\U00020001\u3000\n"), max_size=60))
def test_estimate_counts_by_runs_as_it_would_character_by_character(text: str) -> None:
    cjk = sum(1 for ch in text if tokens._CJK.fullmatch(ch))
    assert EstimateCounter().count(text) == cjk + (len(text) - cjk + 3) // 4
