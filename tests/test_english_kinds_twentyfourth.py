"""The kinds of mistake the twenty-fourth session's firewood merchant and party entertainer
found (tests/domains/logs, tests/domains/entertainer, run in
tests/test_written_domains_twentyfourth_en.py), each tested here in other words and another
domain, written inline in English. The clock is a Wednesday (2027-03-10, 09:00)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from dialogflows import Dispatcher
from dialogflows.testing import Conversation, FixedClock, stand_in_actions

CLOCK = FixedClock("2027-03-10T09:00:00")

#: the conversation and the count of each action run
Shop = tuple[Conversation, Counter[str]]


def _shop(folder: Path, text: str, action: str) -> Shop:
    (folder / "shop.yaml").write_text(text, encoding="utf-8")
    bot = Dispatcher.from_path(folder, clock=CLOCK)
    return Conversation(bot, "s", "u1"), stand_in_actions(bot, {action: {}})


ROASTER = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_beans:
    description: coffee beans from the roastery
    triggers: [order beans, beans delivered, order coffee]
    slots:
      - {name: roast, type: enum, values: [house blend, decaf, espresso roast], label: roast,
         synonyms: {decaf: [decaf beans, decaffeinated], espresso roast: [espresso, espresso beans]},
         prompt: "House blend, decaf or espresso roast?"}
      - {name: bags, type: integer, counts: bag, label: bags, prompt: "How many bags?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "{bags} bags of {roast} on {day}. OK?"
    action: order_beans
    done: "Ordered."
"""


def test_a_value_whose_longer_form_runs_into_the_trigger_is_read(tmp_path: Path) -> None:
    """Kind: a listed value said right before a trigger whose first word its longer
    synonym ends with ("decaf beans delivered" beside the trigger "beans delivered"): the
    longer form crossed the trigger's words and was left out, and the value it holds whole
    ("decaf") with it, so the value was asked again (the firewood merchant's "seasoned logs
    delivered"). Read without the trigger's words, the shorter form is said."""
    chat, _ = _shop(tmp_path, ROASTER, "order_beans")
    chat.say("can i get 2 bags of decaf beans delivered fri", flow="order_beans", asked=None)
    assert chat.slots["roast"] == "decaf"
    assert chat.slots["bags"] == 2
    assert chat.slots["day"] == "2027-03-12"


CAKE = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_cake:
    description: a celebration cake made to order
    triggers: [order a cake, celebration cake, birthday cake]
    slots:
      - {name: tiers, type: integer, counts: tier, label: tiers, prompt: "How many tiers?"}
      - {name: candles, type: boolean, label: candles, prompt: "Would you like candles with it?"}
      - {name: message, type: boolean, label: piped message, prompt: "A piped message on top?"}
      - {name: day, type: date, min: tomorrow, label: collection day, prompt: "Which day will you collect it?"}
    confirm: "A {tiers} tier cake for {day}. OK?"
    action: order_cake
    done: "Ordered."
"""


def test_a_yes_or_no_said_to_a_label_beside_another_answer(tmp_path: Path) -> None:
    """Kind: a yes or a no said to a yes-or-no slot by its label with "to" ("yes to the
    candles", "no to the piped message") beside another answer or in the request: only the
    slot's own question read it, so the slot was asked after all (the firewood merchant's
    "2 bags and yes to the kindling" to the count's question). The lexicon's
    `boolean_with` / `boolean_without` hold the phrase."""
    chat, _ = _shop(tmp_path, CAKE, "order_cake")
    chat.say("order a cake please", flow="order_cake", asked="tiers")
    chat.say("3 tiers, yes to the candles and no to the piped message", asked="day")
    assert chat.slots["tiers"] == 3
    assert chat.slots["candles"] is True
    assert chat.slots["message"] is False


TUNER = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_tuning:
    description: a piano tuning visit
    triggers: [tune my piano, piano tuning, book a tuning]
    slots:
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
      - {name: name, type: text, kind: name, label: name, prompt: "Who should the tuner ask for?"}
      - {name: phone, type: phone, label: phone, prompt: "A phone number?"}
      - {name: email, type: email, label: email, prompt: "And an email for the receipt?"}
    confirm: "A tuning on {day} for {name}. OK?"
    action: book_tuning
    done: "Booked."
"""


def test_a_name_answered_with_a_phone_typed_after_it(tmp_path: Path) -> None:
    """Kind: a name answered to its question with a phone number typed after it, no comma
    ("priya shah 07700 900456"): the phone was read and the name lost, asked again (the
    firewood merchant's "dave hobbs 07700900777"). As an address does before a phone
    typed last, the name ends where the phone begins."""
    chat, _ = _shop(tmp_path, TUNER, "book_tuning")
    chat.say("tune my piano on friday please", flow="book_tuning", asked="name")
    chat.say("priya shah 07700 900456", asked="email")
    assert chat.slots["name"] == "priya shah"
    assert chat.slots["phone"] == "+447700900456"


SWIM = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_lessons:
    description: a block of swimming lessons for a child
    triggers: [swimming lessons, book swimming, swim lessons]
    slots:
      - {name: child, type: text, kind: name, label: swimmer's name, prompt: "What's the swimmer's name?"}
      - {name: age, type: integer, kind: age, min: 3, max: 16, label: age, prompt: "How old are they?"}
      - {name: day, type: date, min: tomorrow, label: first lesson, prompt: "Which day should they start?"}
    confirm: "Lessons for {child} ({age}) from {day}. OK?"
    action: book_lessons
    done: "Booked."
"""


def test_a_name_said_after_whom_it_is_of_without_a_link(tmp_path: Path) -> None:
    """Kind: a name said with whom it is the name of set before it and no link word ("our
    daughter isla mae", "its my little lad theo"): the whole answer was taken for the name,
    whom and all (the entertainer's "its for my son alfie"). A word of the speaker
    (`whose_leads`) and a companion, one word at most between, say whom; the name
    follows."""
    chat, _ = _shop(tmp_path, SWIM, "book_lessons")
    chat.say("swimming lessons please", flow="book_lessons", asked="child")
    chat.say("our daughter isla mae", asked="age")
    assert chat.slots["child"] == "isla mae"
    chat, _ = _shop(tmp_path, SWIM, "book_lessons")
    chat.say("swimming lessons please", flow="book_lessons", asked="child")
    chat.say("its my little lad theo", asked="age")
    assert chat.slots["child"] == "theo"


def test_an_age_said_as_going_to_be(tmp_path: Path) -> None:
    """Kind: an age to come said with "going to be" ("hes gonna be 7", "shes going to be
    9"), unread beside another answer, so the age was asked again (the entertainer's
    "poppy, shes going to be 5"). The lexicon's `age_phrases` hold the forms, of him or
    her: "there are going to be 15" counts people, no age."""
    chat, _ = _shop(tmp_path, SWIM, "book_lessons")
    chat.say("swimming lessons please", flow="book_lessons", asked="child")
    chat.say("theo, hes gonna be 7 in may", asked="day")
    assert chat.slots["child"] == "theo"
    assert chat.slots["age"] == 7
    chat, _ = _shop(tmp_path, SWIM, "book_lessons")
    chat.say("swim lessons for my daughter isla, shes going to be 9", asked="day")
    assert chat.slots["age"] == 9


DRYER = """
settings: {language: en, currency: GBP, region: GB}
flows:
  deliver_dryer:
    description: a tumble dryer delivered and fitted
    triggers: [deliver a dryer, tumble dryer delivery, dryer delivered]
    slots:
      - {name: address, type: text, kind: address, label: address, prompt: "Where should we deliver it?"}
      - {name: ground, type: boolean, label: ground floor, prompt: "Is it on the ground floor?"}
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
    confirm: "A dryer to {address} on {day}. OK?"
    action: deliver_dryer
    done: "Booked."
"""


def test_an_address_ends_before_a_last_part_another_slot_reads(tmp_path: Path) -> None:
    """Kind: an address answered with a last part after a comma that is no part of it but a
    still empty yes-or-no slot's label said as a clause ("…, sharnbrook, its ground floor"):
    the address took it in, and the slot was asked after all (the entertainer's "22 elm
    grove, bedford, its indoors"). The address ends at that comma; words that lead an
    answer ("its", "and") are no part of the label's clause. Its own parts stay ("flat 2",
    a town)."""
    chat, _ = _shop(tmp_path, DRYER, "deliver_dryer")
    chat.say("tumble dryer delivery please", flow="deliver_dryer", asked="address")
    chat.say("flat 2, 8 mill street, sharnbrook, its ground floor", asked="day")
    assert chat.slots["address"] == "flat 2, 8 mill street, sharnbrook"
    assert chat.slots["ground"] is True
    chat, _ = _shop(tmp_path, DRYER, "deliver_dryer")
    chat.say("tumble dryer delivery please", flow="deliver_dryer", asked="address")
    chat.say("flat 2, 8 mill street, sharnbrook", asked="ground")
    assert chat.slots["address"] == "flat 2, 8 mill street, sharnbrook"


SOFA = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_sofa:
    description: a sofa from the showroom
    triggers: [order a sofa, sofa delivered, buy a sofa]
    slots:
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day should we bring it?"}
    confirm: "A sofa on {day}. OK?"
    action: order_sofa
    done: "Ordered."
  opening:
    description: the sofa showroom's opening hours
    triggers: [opening hours, when are you open]
    done: "Open 9 to 5 daily."
"""


def test_a_trigger_word_in_the_past_after_a_subject_is_no_request(tmp_path: Path) -> None:
    """Kind: a trigger's words said apart, its own word a past form after a subject ("the
    sofa you delivered" for "sofa delivered"): read as the request, in any order, so a
    complaint about what was done ordered it again (the firewood merchant's "the logs you
    delivered monday are soaking wet"). A past form after a subject tells what was done,
    as it does of a trigger's verb inflected ("i got a tattoo")."""
    chat, _ = _shop(tmp_path, SOFA, "order_sofa")
    chat.say("the sofa you delivered on monday is the wrong colour", flow=None)
    chat, _ = _shop(tmp_path, SOFA, "order_sofa")
    chat.say("can i have a sofa delivered", flow="order_sofa", asked="day")


PRINTS = """
settings: {language: en, currency: GBP, region: GB}
flows:
  order_prints:
    description: photo prints
    triggers: [order prints, print my photos]
    slots:
      - {name: frame, type: boolean, label: frame, prompt: "Would you like a frame for £5?"}
      - {name: gloss, type: boolean, label: gloss finish, prompt: "A gloss finish?"}
    confirm: "Prints, frame: {frame}, gloss: {gloss}. OK?"
    action: order_prints
    done: "Ordered."
"""


def test_a_yes_texted_short_or_said_to_an_offer(tmp_path: Path) -> None:
    """Kind: a yes said as people text it or say it to an offer ("yeh", "go on then"), no
    yes to the reader, so the question was asked again (the firewood merchant's "go on
    then" to the kindling offered, the entertainer's "yh"). The lexicon's `affirm` holds
    them."""
    chat, _ = _shop(tmp_path, PRINTS, "order_prints")
    chat.say("order prints", flow="order_prints", asked="frame")
    chat.say("go on then", asked="gloss")
    assert chat.slots["frame"] is True
    chat.say("yeh", phase="confirming")
    assert chat.slots["gloss"] is True


WASH = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_wash:
    description: a car wash at your home
    triggers: [book a car wash, wash my car, car wash]
    slots:
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
      - {name: time, type: time, min: "08:00", max: "18:00", label: time, prompt: "What time?"}
    confirm: "A car wash on {day} at {time}. Book it?"
    action: book_wash
    done: "Booked."
"""


def test_a_yes_with_the_held_value_said_back_confirms(tmp_path: Path) -> None:
    """Kind: a yes at a confirmation with a value the task holds said back, a farewell
    after it or not ("yep the 12th, see you then", "yes 3pm"): the value said again was
    read as a wish to hear the question again, or the whole as a goodbye, and nothing was
    booked (last session's left "yes friday see you then"). The held value confirms it; a
    value the task does not hold is still no yes."""
    chat, runs = _shop(tmp_path, WASH, "book_wash")
    chat.say("wash my car friday the 12th at 3pm", phase="confirming")
    chat.say("yep the 12th, see you then", flow=None)
    assert runs["book_wash"] == 1
    chat, runs = _shop(tmp_path, WASH, "book_wash")
    chat.say("wash my car friday the 12th at 3pm", phase="confirming")
    chat.say("yes 3pm", flow=None)
    assert runs["book_wash"] == 1
    chat, runs = _shop(tmp_path, WASH, "book_wash")
    chat.say("wash my car friday the 12th at 3pm", phase="confirming")
    chat.say("yes saturday see you then")
    assert runs["book_wash"] == 0


LESSON = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_lesson:
    description: a golf lesson with the pro
    triggers: [book a golf lesson, golf lesson]
    slots:
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
      - {name: name, type: text, kind: name, label: name, prompt: "And your name?"}
      - {name: phone, type: phone, label: phone, prompt: "A phone number?"}
    confirm: "A lesson on {day} for {name}. OK?"
    action: book_lesson
    done: "Booked."
"""


def test_a_two_word_name_after_the_bare_word_for_a_name(tmp_path: Path) -> None:
    """Kind: a name of two words said after the bare word for a name, its apostrophe left
    out, beside another answer ("sat the 13th, names jo bright"): a `name_said_phrases`
    name was one word and its phrase's apostrophe had to be typed, so the name was asked
    again (last session's left "the 29th, names tom price"). The word for a name says a
    name follows, a first name and a surname; a word of the lexicon's lists after the
    first is no surname."""
    chat, _ = _shop(tmp_path, LESSON, "book_lesson")
    chat.say("book a golf lesson", flow="book_lesson", asked="day")
    chat.say("sat the 13th, names jo bright", asked="phone")
    assert chat.slots["name"] == "jo bright"


LIVERY = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_livery:
    description: a week of livery for a horse
    triggers: [book livery, livery for my horse]
    slots:
      - {name: horse_name, type: text, label: horse's name, prompt: "What's your horse called?"}
      - {name: day, type: date, min: tomorrow, label: arrival day, prompt: "Which day will he arrive?"}
      - {name: name, type: text, kind: name, label: name, prompt: "What's your name?"}
    confirm: "Livery for {horse_name} from {day}, for {name}. OK?"
    action: book_livery
    done: "Booked."
"""


def test_the_bare_word_for_a_name_gives_the_users_own_beside_another_name(tmp_path: Path) -> None:
    """Kind: a name said after the bare word for a name in a flow holding someone else's
    name beside the user's own (a horse's, a dog's), read for both, so for neither: the
    name was asked again (the dog trainer's "the 29th, names tom price", its dog's name
    beside the owner's). Said so, the name is the user's own when the flow asks for it."""
    chat, _ = _shop(tmp_path, LIVERY, "book_livery")
    chat.say("book livery for my horse, hes called bramble", flow="book_livery", asked="day")
    chat.say("monday, name ann cole", asked=None, phase="confirming")
    assert chat.slots["name"] == "ann cole"
    assert chat.slots["horse_name"] == "bramble"


SKIP = """
settings: {language: en, currency: GBP, region: GB}
flows:
  hire_skip:
    description: a skip dropped off for a week
    triggers: [hire a skip, skip hire, need a skip]
    slots:
      - {name: size, type: enum, values: [mini, midi, builders], label: skip size, prompt: "Mini, midi or builders skip?"}
      - {name: day, type: date, min: tomorrow, label: drop-off day, prompt: "Which day should we drop it off?"}
      - {name: address, type: text, kind: address, label: address, prompt: "Where's it going?"}
    confirm: "A {size} skip on {day} to {address}. OK?"
    action: hire_skip
    done: "Booked."
"""


def test_a_house_name_before_the_numbered_street_beside_another_answer(tmp_path: Path) -> None:
    """Kind: an address said beside another answer that opens with a house's name, a part
    of its own before the numbered street ("mon, its the old forge, 12 high street, olney"):
    the address was read from the house number on and the house's name lost (last
    session's left "the 20th, its holly cottage, 3 mill lane, brigstock"). The name is the
    address's first part; the words leading an answer before it are not, nor is a part
    another slot reads ("mon, 12 high street")."""
    chat, _ = _shop(tmp_path, SKIP, "hire_skip")
    chat.say("hire a skip, midi", flow="hire_skip", asked="day")
    chat.say("mon, its the old forge, 12 high street, olney", phase="confirming")
    assert chat.slots["address"] == "the old forge, 12 high street, olney"
    assert chat.slots["day"] == "2027-03-15"
    chat, _ = _shop(tmp_path, SKIP, "hire_skip")
    chat.say("hire a skip, midi", flow="hire_skip", asked="day")
    chat.say("mon, 12 high street, olney", phase="confirming")
    assert chat.slots["address"] == "12 high street, olney"


VAN = """
settings: {language: en, currency: GBP, region: GB}
flows:
  book_van:
    description: a man and van for a small move
    triggers: [man and van, book a van, need a van]
    slots:
      - {name: day, type: date, min: tomorrow, label: day, prompt: "Which day?"}
      - {name: parking, type: boolean, label: parking, prompt: "Is there parking for the van?"}
      - {name: rooms, type: integer, counts: room, label: rooms, prompt: "How many rooms of stuff?"}
    confirm: "A van on {day} for {rooms} rooms. OK?"
    action: book_van
    done: "Booked."
"""


def test_a_yes_or_no_label_said_as_there_being_the_thing(tmp_path: Path) -> None:
    """Kind: a yes-or-no slot's label said in a statement that the thing is there, a word
    of how much or how good before it ("theres plenty of parking"): no word of having it,
    so no yes, and the slot was asked after all (last session's left "theres easy access
    for the tanker"). "there's" is a word of having (`boolean_with`), and the lexicon's
    `boolean_with_modifiers` may stand between it and the label; "theres no parking" is
    still a no."""
    chat, _ = _shop(tmp_path, VAN, "book_van")
    chat.say("need a van friday, theres plenty of parking", flow="book_van", asked="rooms")
    assert chat.slots["parking"] is True
    chat, _ = _shop(tmp_path, VAN, "book_van")
    chat.say("need a van friday, theres no parking on our road", flow="book_van", asked="rooms")
    assert chat.slots["parking"] is False
