"""Quick paths of the per-message work give what the full work gives.

Several steps every message goes through skip their costly part when a cheap look says it
cannot change anything: a homophone trigger refused by the characters it lacks, curly
quotes straightened only when there are some, a quoted text escaped only when it holds a
character to escape. Each is held here to the full work it stands for, on texts of both
languages, so a quick path that would read a message differently fails.
"""

from __future__ import annotations

import json
import re

from hypothesis import given
from hypothesis import strategies as st

from dialogflows.nlu.lexicon import normalize
from dialogflows.nlu.loose_triggers import sounds_like
from dialogflows.render import quote

#: characters the texts below are drawn from: Chinese, Latin, curly and straight quotes, the
#: characters the prompt escapes, punctuation and spaces
_ALPHABET = "交物业费废水电煤气缴纳查询订单好的谢abcXYZ ’‘'<>\x85\u2028\u2029,.!?，。？_-$¥@"
_NON_WORD = re.compile(r"[^\w\s'$€£¥￥@]|_")
_QUOTES = str.maketrans({"’": "'", "‘": "'"})
_ESCAPES = {ord(c): f"\\u{ord(c):04x}" for c in "<>\x85\u2028\u2029"}


def _normalize_in_full(text: str) -> str:
    return " ".join(_NON_WORD.sub(" ", text.casefold().translate(_QUOTES)).split())


def _sounds_like_in_full(phrase: str, said: str) -> bool:
    """The check before the quick refusal: every character of the phrase counted."""
    from dialogflows.nlu.homophones import one_homophone_off

    size = len(phrase)
    if sum(c in said for c in phrase) < size - 1:
        return False
    return any(one_homophone_off(phrase, said[i : i + size]) for i in range(len(said) - size + 1))


@given(st.text(alphabet=_ALPHABET, max_size=40))
def test_normalize_straightens_quotes_only_where_there_are_some(text: str) -> None:
    assert normalize(text) == _normalize_in_full(text)


def test_curly_quotes_are_still_straightened() -> None:
    assert normalize("I’m flying ‘tomorrow’") == "i'm flying 'tomorrow'"
    assert normalize("我’要订餐") == "我'要订餐"


@given(st.text(alphabet=_ALPHABET, max_size=60))
def test_quote_escapes_what_it_must_in_any_language(text: str) -> None:
    quoted = quote(text)
    assert quoted == json.dumps(text, ensure_ascii=False).translate(_ESCAPES)
    assert json.loads(quoted) == text
    assert not any(c in quoted for c in "<>\x85\u2028\u2029")


def test_a_chinese_text_without_tags_is_quoted_as_is() -> None:
    assert quote("好的，晚上7点送到朝阳区建国路88号。") == '"好的，晚上7点送到朝阳区建国路88号。"'
    assert quote("送到<朝阳区>\u2028") == '"送到\\u003c朝阳区\\u003e\\u2028"'


@given(
    st.text(alphabet="交物业费废水电煤气缴纳", min_size=3, max_size=5),
    st.text(alphabet="交物业费废水电煤气缴纳查好的 ", max_size=20),
)
def test_a_homophone_trigger_is_refused_only_where_no_run_could_match(
    phrase: str, said: str
) -> None:
    said = said.replace(" ", "")
    missing = frozenset(phrase) - set(said)
    assert sounds_like(phrase, said, missing) == _sounds_like_in_full(phrase, said)


def test_a_trigger_typed_by_its_sound_still_matches() -> None:
    phrase, said = "交物业费", "我要交物业废"
    assert sounds_like(phrase, said, frozenset(phrase) - set(said))
    # two characters of the trigger missing: refused without looking
    assert not sounds_like(phrase, "我要交水费", frozenset(phrase) - set("我要交水费"))
