"""A belief said again is acknowledged again, and changes nothing.

Found by playing every message of the suite a dozen to a session
(``test_no_silent_failures.py``): "I always fly business" said a second time with no task
running got no reply at all. The unchanged belief returned before the acknowledgement.
"""

from __future__ import annotations

from dialogflows.testing import Conversation


def test_en_a_preference_said_twice(travel: Conversation) -> None:
    travel.say("I always fly business", bot=["Noted: prefer — fly business."])
    r = travel.say("I always fly business", bot=["Noted: prefer — fly business."])
    assert not [e for e in r.events if e.type.startswith("belief_")]


def test_zh_a_constraint_said_twice_with_and_without_a_task(restaurant: Conversation) -> None:
    restaurant.say("我不吃辣", bot=["记下了：不要辣。"], beliefs={"avoid:辣": "辣"})
    restaurant.say("我不吃辣", bot=["记下了：不要辣。"], flow=None)
    restaurant.say("我要订餐", asked="dish")
    restaurant.say("我不吃辣", bot=["记下了：不要辣。", "您想点什么菜？"], asked="dish")
