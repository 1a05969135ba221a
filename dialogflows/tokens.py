"""Token counting for the prompt budget: exact with ``tiktoken``, a documented estimate otherwise.

The renderer only needs to know roughly how big a prompt is so it can keep it inside
``settings.token_budget``; it never needs the tokens themselves. So counting is a small
protocol with two implementations:

* ``TiktokenCounter`` counts exactly with the ``cl100k_base`` encoding (``pip install
  'dialogflows[tokens]'``). tiktoken downloads its BPE file on first use and caches it
  (``TIKTOKEN_CACHE_DIR``, else ``<tmp>/data-gym-cache``). On a machine without internet
  access the file cannot be fetched unless it is already in that cache.
* ``EstimateCounter`` needs nothing: a CJK character is about one token, other text about
  four characters per token, plus a fixed overhead per chat message. That is OpenAI's own
  rule of thumb for English; cl100k spends one to two tokens per common Chinese character,
  so for Chinese the estimate is a lower bound (keep a margin in ``token_budget``).

``default_counter()`` tries tiktoken once per process (bounded by a short timeout, because
tiktoken's download has none) and silently falls back to the estimate when tiktoken is not
installed or its encoding cannot be loaded offline. Pass a counter explicitly to
``Renderer`` when an exact count matters.
"""

from __future__ import annotations

import contextlib
import functools
import re
import threading
from collections.abc import Iterable, Mapping
from typing import Any, Protocol, runtime_checkable

#: Tokens a chat message costs beyond its content (role, separators), as in OpenAI's guide.
MESSAGE_OVERHEAD = 4
#: Tokens that prime the assistant's reply after the last message.
REPLY_PRIMING = 3

# Scripts written without spaces, where one character is roughly one token: CJK ideographs
# (with extensions and compatibility forms), kana, hangul, and CJK/full-width punctuation.
# (code points as the regex's own escapes: the pattern is a script range, no word)
_CJK = re.compile(
    r"[\u2e80-\u2fdf\u3000-\u303f\u3040-\u30ff\u3100-\u312f\u3190-\u31ff"
    r"\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7af\uf900-\ufaff"
    r"\ufe30-\ufe4f\uff00-\uffef\U00020000-\U0003134f]"
)
# Counting goes by runs, not characters: ASCII runs are cut out first (a prompt is mostly
# ASCII with the odd "°C" or name), then the CJK runs of what is left; no list is built.
_ASCII_RUNS = re.compile(r"[\x00-\x7f]+")
_CJK_RUNS = re.compile(_CJK.pattern + "+")


@runtime_checkable
class TokenCounter(Protocol):
    """Anything that can size text and chat messages in tokens."""

    name: str

    def count(self, text: str) -> int:
        """Tokens of ``text`` alone."""
        ...

    def count_messages(self, messages: Iterable[Mapping[str, str]]) -> int:
        """Tokens of a chat prompt: contents, per-message overhead and the reply priming."""
        ...


class EstimateCounter:
    """A dependency-free estimate: CJK chars ≈ 1 token each, other text ≈ 4 chars per token."""

    name = "estimate"

    def __init__(self, chars_per_token: int = 4, message_overhead: int = MESSAGE_OVERHEAD) -> None:
        self.chars_per_token = chars_per_token
        self.message_overhead = message_overhead

    def count(self, text: str) -> int:
        if not text:
            return 0
        per = self.chars_per_token
        if text.isascii():  # the common case needs no scan
            return (len(text) + per - 1) // per
        rest = _ASCII_RUNS.sub("", text)
        cjk = len(rest) - len(_CJK_RUNS.sub("", rest))
        return cjk + (len(text) - cjk + per - 1) // per

    def count_messages(self, messages: Iterable[Mapping[str, str]]) -> int:
        total = REPLY_PRIMING
        for m in messages:
            total += self.message_overhead + self.count(m.get("content", ""))
        return total


class TiktokenCounter:
    """Exact counts with a tiktoken encoding (``cl100k_base`` by default).

    Raises ``ImportError`` when tiktoken is missing and whatever tiktoken raises when the
    encoding file cannot be loaded (no network and no cached copy).
    """

    name = "tiktoken"

    def __init__(
        self, encoding: str | Any = "cl100k_base", message_overhead: int = MESSAGE_OVERHEAD
    ) -> None:
        if isinstance(encoding, str):
            import tiktoken

            encoding = tiktoken.get_encoding(encoding)
        self._encoding: Any = encoding  # or a ready ``tiktoken.Encoding`` (a custom BPE)
        self.name = f"tiktoken:{encoding.name}"
        self.message_overhead = message_overhead

    def count(self, text: str) -> int:
        if not text:
            return 0
        # disallowed_special=() : user text containing "<|endoftext|>" is counted as plain
        # text instead of raising, and is never treated as a control token.
        return len(self._encoding.encode(text, disallowed_special=()))

    def count_messages(self, messages: Iterable[Mapping[str, str]]) -> int:
        total = REPLY_PRIMING
        for m in messages:
            total += self.message_overhead + self.count(m.get("content", ""))
        return total


def _load_tiktoken(timeout: float) -> TokenCounter | None:
    result: list[TokenCounter] = []

    def load() -> None:
        # missing package, no network, corrupt cache: all of them mean "use the estimate"
        with contextlib.suppress(Exception):
            result.append(TiktokenCounter())

    worker = threading.Thread(target=load, name="dialogflows-tiktoken", daemon=True)
    worker.start()
    worker.join(timeout)
    return result[0] if result else None


@functools.lru_cache(maxsize=1)
def default_counter(timeout: float = 5.0) -> TokenCounter:
    """The exact counter when tiktoken and its encoding are available, else the estimate.

    Decided once per process. The fallback is silent by design: counting is only used to
    keep the prompt inside its budget, and the estimate is good enough for that.
    """
    return _load_tiktoken(timeout) or EstimateCounter()


__all__ = [
    "MESSAGE_OVERHEAD",
    "REPLY_PRIMING",
    "EstimateCounter",
    "TiktokenCounter",
    "TokenCounter",
    "default_counter",
]
