"""A belief the user takes back is dropped, and the drop is recorded.

Played: after "我不吃辣", "其实我现在能吃辣了" got "我可以帮您：…" and the order kept avoiding
spicy food; "I can eat pork now" after "I don't eat pork" was not understood. Nothing could
take a belief back (the event ``belief_removed`` existed, but nothing emitted it).
"""

from __future__ import annotations

import pytest

from dialogflows.testing import Conversation


@pytest.mark.parametrize("said", ["其实我现在能吃辣了", "我现在可以吃辣了", "辣不用忌口了"])
def test_zh_spicy_food_again(restaurant: Conversation, said: str) -> None:
    restaurant.say("我不吃辣", bot=["记下了：不要辣。"], beliefs={"avoid:辣": "辣"})
    reply = restaurant.say(said, bot=["好的，已经去掉：不要辣。"])
    assert "avoid:辣" not in reply.state.beliefs
    assert [e.data["key"] for e in reply.events if e.type == "belief_removed"] == ["avoid:辣"]
    restaurant.say("我有什么忌口来着", bot=["您还没告诉过我您的忌口。"])


def test_only_the_belief_named_goes(restaurant: Conversation) -> None:
    restaurant.say("我不吃辣", flow=None)
    restaurant.say("别放香菜", flow=None)
    restaurant.say("我现在能吃辣了", bot=["好的，已经去掉：不要辣。"])
    restaurant.say("我有什么忌口来着", bot=["您说过：不要香菜。"])


def test_taking_back_what_was_never_said(restaurant: Conversation) -> None:
    reply = restaurant.say("我现在能吃辣了", bot=["好的。"])
    assert not any(e.type == "belief_removed" for e in reply.events)


def test_en_pork_again_and_for_the_next_session(travel: Conversation) -> None:
    travel.say("I don't eat pork", bot=["Noted: avoid — pork."])
    travel.say("I can eat pork now", bot=["OK, I've taken that off: avoid — pork."])
    # the user's lasting beliefs are kept per user: a new session of u1 has none to avoid
    later = Conversation(travel.bot, "s2", "u1")
    reply = later.say("what do I avoid?", bot=["You haven't told me your things to avoid."])
    assert not any(k.startswith("avoid:") for k in reply.state.beliefs)


def test_a_belief_kept_for_the_next_session_is_still_there(travel: Conversation) -> None:
    """A guard for the test above: without the drop, the next session knows it."""
    travel.say("I don't eat pork", bot=["Noted: avoid — pork."])
    later = Conversation(travel.bot, "s2", "u1")
    later.say("what do I avoid?", bot=["You told me: avoid — pork."])
