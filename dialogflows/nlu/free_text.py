"""The words around a free-text answer that are not it: fillers, a yes or a no before it,
whom a name is of, the slot's name said before it, and the stop words that end it.

Split from ``values.py`` (the typed slot values): a free-text slot (an address, a
reason, a name) has no grammar of its own, so what it holds is decided by what stands
around it, all of it read from the lexicon in use (``fillers_lead``, ``fillers_trail``,
``kept_words``, ``value_stops``, ``non_values``). Where the value ends in the message after
it (a part after a comma, a clause after a space, a sentence) is ``free_text_ends.py``; a
purpose said where a value would stand is ``purpose.py``.
"""

from __future__ import annotations

import re

from .answer_leads import answer_leads
from .grammar_words import LANGUAGES, ListWords, grammar, lexicon_grammar, lists_of
from .inflections import VerbWords
from .lexicon import Lexicon, has_cjk, normalize
from .mood import reader as mood_words
from .street_ends import Streets
from .value_words import Words, built

#: the marks and spaces around an answer that are no part of it
PUNCT_EDGES = " \t\r\n,.;:!?，。；：！？、\"'“”‘’()（）"


def strip_fillers(
    lex: Lexicon,
    text: str,
    entity: bool = False,
    heads: bool = True,
    place: bool = False,
    person: bool = False,
    told: bool = False,
) -> str:
    """Words around an answer that are not the answer ("I'd like ... please"); for a
    named thing (a city) also the prepositions before it ("to Rome"); for a ``place`` (an
    address) the words that say one is there or goes there ("我在望京SOHO", "回天通苑",
    "at 5 elm st": ``address_leads``, ``address_heads``); for a ``person`` (a slot of
    ``kind: name``) the words that say whom a thing is for or under ("its for frank",
    "put it under dave": ``name_leads``). Not the leading ones in a pattern's capture:
    "因为送错了" gives "送错了", not "错了". A ``told`` statement (a ``takes_rest`` slot's:
    what happened, in the user's words) loses only the thanks and the please that close it
    (``thanks``, ``question_tails``): its other trailing words are words of what it tells
    ("…, then the app was down too"; STORY_LOSES_ITS_LAST_WORD)."""
    out = text.strip(PUNCT_EDGES)
    trails = [lex["thanks"], lex["question_tails"]] if told else [lex["fillers_trail"]]
    leads = [lex["fillers_lead"], *([lex["prepositions"]] if entity else [])] if heads else []
    if heads and person:
        leads.append(lex["name_leads"])
    if heads:  # "no its priya shah", "ok its 12 mill lane": a no or a yes, then the answer
        out = _answering_word_off(lex, out, place)
    if heads and (place or person):  # "sure, 14 elm grove", "哦那行 海淀区…": a yes apart
        out = _agreeing_clause_off(lex, out)
    # an answer that is no name, no place and no thing of a list (a note, a remark)
    sentence = heads and not (entity or place or person)
    for _ in range(4):
        before = out
        for lead in leads:
            m = lead.prefix(out.casefold())
            if m is None or m.end() >= len(out) or _subject_of(lex, out[m.end() :]):
                continue
            if sentence and _sentence_of_its_subject(lex, out, m.end()):
                continue  # "shes a bit girthy and hates having her hinds done": a note
            out = out[m.end() :].strip(PUNCT_EDGES)
        low = out.casefold()
        if any(low.endswith(w) for w in lex["kept_words"].ending(low)):
            break  # "三里屯酒吧" ends with a word, not with a particle
        for f in (f for trail in trails for f in trail.ending(low)):
            if (
                low.endswith(f)
                and len(f) < len(out)
                and (has_cjk(f) or len(low) == len(f) or not low[-len(f) - 1].isalnum())
            ):
                out = out[: -len(f)].strip(PUNCT_EDGES)
                break
        if out == before:
            break
    if heads and place:  # one of them, once: "到回龙观" goes to 回龙观, not to 龙观
        out = _one_place_lead(lex, out)
    if person:  # "我爸叫李强", "我妈 王秀英": the name, not whose it is; in a pattern's
        # capture only the name a comma sets apart from whom ("its for my dad, frank osei"
        # of "its for {value}": WHOSE_NAME_SET_OFF_BY_A_COMMA), the author's pattern
        # saying what else its value holds ("its for my brother tom" stays whole)
        out = _name_of_whom(lex, out, apposed=not heads)
    if person:  # "汪先生 三点水那个汪": the name, not how its surname is written
        out = _surname_spelled_off(out)
    return out


def _surname_spelled_off(text: str) -> str:
    """A Chinese name typed with a space before a part that spells its surname out, the
    part ending with the surname's character ("汪先生 三点水那个汪", "张伟 弓长张"): the
    name alone; one that ends otherwise stays ("欧阳 娜娜"), but after the surname alone it
    opens ("陈 陈晓东" of "我姓陈 陈晓东"; SURNAME_TOLD_THEN_THE_WHOLE_NAME)."""
    parts = text.split()
    if len(parts) < 2 or not has_cjk(parts[0]):
        return text
    first, last = parts[0], parts[-1]
    if len(last) >= 2 and has_cjk(last) and last[-1] == first[0]:
        return text[: text.rindex(last)].strip(PUNCT_EDGES)
    whole = len(parts) == 2 and len(first) <= 2 and len(last) > len(first)
    return last if whole and last.startswith(first) else text


#: how far into a name answer a word linking whom to the name may stand ("就诊人是我爸叫")
_WHOM_CHARS, _WHOM_WORDS = 8, 4


def _name_of_whom(lex: Lexicon, text: str, apposed: bool = False) -> str:
    """A name said with whom it is the name of: after a word linking the two near the
    answer's start (``name_links``: "我爸叫李强", "my dad's called tom"), or, in Chinese
    typed with a space, after a first part that says whom from the speaker ("我妈 王秀英",
    "就诊人是我爸 李强": it opens with a word of the speaker, ``whose_leads``) or names a
    companion (``companions``), and in English after a word of the speaker and a companion,
    one word at most between them ("my son alfie", "our little girl poppy"). A name slot takes anything as free text does, so without
    this the name was "我爸叫李强". ``apposed`` (a pattern's capture): only a name set apart
    by a comma after the companion word ("my dad, frank osei")."""
    cjk = has_cjk(text)
    if apposed and (cjk or "," not in text):  # only "my dad, frank osei" (``apposed``)
        return text
    for m in () if apposed else lex["name_links"].finditer(text.casefold()):
        near = m.start() <= _WHOM_CHARS if cjk else len(text[: m.start()].split()) <= _WHOM_WORDS
        rest = text[m.end() :].strip(PUNCT_EDGES)
        if near and rest and m.start() > 0:
            return rest
    parts = text.split()
    if cjk and len(parts) == 2 and len(parts[0]) <= _WHOM_CHARS:
        first = parts[0]
        if lex["whose_leads"].prefix(first) is not None or lex["companions"].search(first):
            return parts[1]
    if not cjk and len(parts) >= 3 and lex["whose_leads"].fullmatch(parts[0].casefold()):
        # "my son alfie", "our little girl poppy": whom, from the speaker, set before the
        # name with no link word; the companion word stands second or third, a comma
        # after it or not ("my dad, frank osei": WHOSE_NAME_SET_OFF_BY_A_COMMA)
        for i in (1, 2):
            whom = parts[i].casefold().strip(PUNCT_EDGES)
            if apposed and not parts[i].endswith(","):
                continue
            if i + 1 < len(parts) and lex["companions"].fullmatch(whom):
                rest = " ".join(parts[i + 1 :])
                # "my son is alfie": a link of a value is no part of the name
                link = lex["value_links"].prefix(rest.casefold())
                if link is not None and link.end() < len(rest) and rest[link.end()] == " ":
                    rest = rest[link.end() :].strip()
                return _correction_off(lex, rest)
    return text


def _correction_off(lex: Lexicon, name: str) -> str:
    """WORD_OF_CORRECTION_AFTER_WHOM_KEPT_IN_THE_NAME: a name said after whom it is, a word
    of correction between ("its for my nan actually, doris pickles": ``corrections``), is
    the name without that word."""
    m = lex["corrections"].prefix(name.casefold())
    if m is None or not m.end() or m.end() >= len(name) or name[m.end()] not in " ,;":
        return name
    return name[m.end() :].strip(PUNCT_EDGES) or name


def _sentence_of_its_subject(lex: Lexicon, text: str, end: int) -> bool:
    """``text`` opens with a subject and its being (the lexicon's ``being_leads``: "shes",
    "its", "theyre") that ``end`` closes, and what follows goes on past a joiner
    (``joiners``, ``contrast_joiners``: "and", "but") into a clause told with a verb of its
    own (a past or ongoing form, or a form ``verb_forms`` lists: "and the horn stopped
    working", "and hates having her hinds done", "and one has a flat"): a sentence told of its subject, whose first words are its own, no lead to cut
    off a short answer ("theyre vegetarian" is "vegetarian";
    SUBJECT_OF_A_FREE_TEXT_ANSWER_TAKEN_FOR_A_LEAD)."""
    own = grammar(lex, _SENTENCE_LISTS)
    if normalize(text[:end]) not in own.own("being_leads", lex.language):
        return False
    verbs = grammar(lex, VerbWords)
    words = normalize(text[end:]).split()
    joins = {*own.own("joiners", lex.language), *own.own("contrast_joiners", lex.language)}

    def verb(w: str) -> bool:  # "stopped", "having"; a listed verb's form too: "has"
        return verbs.told(w) or any(w in forms for forms in verbs.irregular.values())

    for i, word in enumerate(words[:-1]):
        if i and word in joins and any(verb(w) for w in words[i + 1 : i + 1 + _JOINED]):
            return True
    return False


#: the lists a sentence told of its subject is read by, in the lexicon's own language
_SENTENCE_LISTS = lists_of("being_leads", "joiners", "contrast_joiners")

#: how many words after a joiner the verb of the clause it opens is looked for ("and one of
#: them has stopped")
_JOINED = 4


def _subject_of(lex: Lexicon, rest: str) -> bool:
    """``rest``, what follows a lead word, opens with a verb told of it (a past or ongoing
    form, "been", "limping") or a negation ("not"): the lead was its subject."""
    low = rest.strip(PUNCT_EDGES).casefold()
    first = low.split(maxsplit=1)[0] if low else ""
    if not first.isascii():
        return False
    return grammar(lex, VerbWords).told(first) or lex["negation"].prefix(low) is not None


def _answering_word_off(lex: Lexicon, text: str, place: bool = False) -> str:
    """``text`` without the no or the yes that opens it when a word a refused thing is
    never said with follows it (``no_before_control`` or ``affirm``, then
    ``no_answer_leads``: "no its priya shah", "ok its 12 mill lane", "nah the back gate"),
    or, for a ``place``, a word that says one is there or goes there (``address_heads``:
    "yeah pick me up at 12 mill lane") or a street said with its house number
    (``address_street_words``: "ok 7 willow crescent"): the no or the yes answers what the bot seemed to
    hold or ask, and the rest is the answer, as "no the 17th" is read by the corrections
    (``correcting_no.said_on_its_own``); "no nuts" keeps its no, "ok computer" its ok."""
    low = text.casefold()
    m = lex["no_before_control"].prefix(low) or lex["affirm"].prefix(low)
    if m is None or m.end() >= len(text) or text[m.end()].isalnum():
        return text
    rest = text[m.end() :].strip(PUNCT_EDGES)
    nxt = rest.split(maxsplit=1)
    if len(nxt) > 1 and nxt[0].casefold().strip(",.!") in answer_leads(lex):
        return rest
    if not place:
        return text
    head = lex["address_heads"].prefix(rest.casefold())
    if head is not None and head.end() < len(rest):
        return rest
    # "ok 7 willow crescent": a house number then a street word is the answer itself, and
    # no address opens with a yes
    street = built(Streets, Words.of(lex)).whole_at_start.match(rest)
    return rest if street is not None else text


#: the words a clause that only agrees is made of, per lexicon key (a yes, a then, a
#: filler before an answer, a particle): "ok", "行", "哦那行", "alright then"
_AGREEING = ("affirm", "then_words", "fillers_lead", "fillers_trail")


def _agreeing_clause_off(lex: Lexicon, text: str) -> str:
    """``text`` without a first clause (up to a comma, in Chinese a space) made only of a yes, a
    then word, fillers and particles, when more follows: "sure, 14 elm grove", "行
    海淀区学院路20号", "哦那行 地址是…" to the address's question, "ok, jack" to the name's.
    The agreeing clause answers the bot's manner of asking; no address or name opens with
    one, and it was stored with the value."""
    for _ in range(3):  # "yes please, 14 elm grove": two clauses that agree
        m = (_CLAUSE_GAP if has_cjk(text) else _COMMA).search(text)
        if m is None or not text[m.end() :].strip(PUNCT_EDGES):
            return text
        clause = text[: m.start()].casefold()
        while clause:
            found = [
                x for key in _AGREEING if (x := lex[key].prefix(clause)) is not None and x.end()
            ]
            if not found:
                return text
            clause = clause[max(x.end() for x in found) :].strip()
        text = text[m.end() :].strip(PUNCT_EDGES)
    return text


#: where a first clause ends: a comma, or in Chinese a space typed for one; in English a
#: space is no clause's end ("ok corral farm" is a farm's name)
_CLAUSE_GAP = re.compile(r"\s*[,，]\s*|\s+")
_COMMA = re.compile(r"\s*[,，]\s*")


def _one_place_lead(lex: Lexicon, text: str) -> str:
    """``text`` (its fillers already taken off: "好吧 首都机场T3") without the one word
    before it that says one is there or goes there, the longest of ``address_leads`` and
    ``address_heads``."""
    out = text
    found = [m for k in ("address_leads", "address_heads") if (m := lex[k].prefix(out.casefold()))]
    best = max(found, key=lambda m: m.end(), default=None)
    if best is not None and best.end() < len(out):
        out = out[best.end() :].strip(PUNCT_EDGES)
    elif not has_cjk(out) and not any(c.isdigit() for c in out[:1]):
        out = _after_inner_head(lex, out)
    return out


def _after_inner_head(lex: Lexicon, text: str) -> str:
    """``text`` from the house number of a street said after a word that says one is
    there (``address_heads``) inside it, when nothing before that word holds a digit
    ("its on the drive at 14 mill lane": where on the premises, then the address): the
    words before say where at the address, no part of it. ``text`` when none is."""
    low = text.casefold()
    streets = built(Streets, Words.of(lex)).whole_at_start
    for m in lex["address_heads"].finditer(low):
        if (
            m.start() == 0
            or low[m.start() - 1] != " "
            or any(c.isdigit() for c in low[: m.start()])
        ):
            continue
        rest = text[m.end() :].strip(PUNCT_EDGES)
        if rest and streets.match(rest) is not None:
            return rest
    return text


def asked_preposition(prompt: str | None, lex: Lexicon) -> str | None:
    """The preposition a slot's question opens with before its question word ("For which
    pet?", "To whom?"): people answer with it ("for rex"), and it is no part of the value.
    None when the question opens otherwise ("What's your pet's name?")."""
    norm = normalize(prompt or "")
    m = lex["prepositions"].prefix(norm)
    if m is None or mood_words(lex).wh.prefix(norm[m.end() :].strip()) is None:
        return None
    return m.group(0)


def cut_at_stop(lex: Lexicon, capture: str) -> str:
    """The capture up to the first stop word; empty when it starts with one or with a
    word that is never a value ("to fly ...", "to book ...")."""
    low = capture.casefold()
    if lex["non_values"].prefix(low) is not None:
        return ""
    kept = lex["kept_words"]
    if kept.regex is not None:  # "三里屯酒吧": the 吧 of 酒吧 stops nothing
        low = kept.regex.sub(lambda k: "\0" * len(k.group(0)), low)
    stops = lex["value_stops"]
    m = stops.search(low)
    streets = built(Streets, Words.of(lex)).named if m is not None else None
    while m is not None and streets is not None and stops.regex is not None:
        # "cvs on 5th ave", "the chemist in the high street": a place named by its street
        # goes on past the stop word, unless another stop word stands before the street
        street = streets.match(low, m.end())
        if street is None or stops.regex.search(low[: street.end()], m.end()) is not None:
            break
        m = stops.regex.search(low, street.end())
    if m is not None:  # "建国路88号可以吗": the 可以 of 可以吗 goes with the 吗
        head = low[: m.end()]
        ends = [m.end() - len(f) for f in lex["fillers_trail"].ending(head) if head.endswith(f)]
        capture = capture[: min([m.start(), *ends])]
    return capture.strip(PUNCT_EDGES)


def without_slot_named(lex: Lexicon, names: tuple[str, ...], text: str) -> str:
    """A free-text answer without the slot's name said before it with a word of being:
    "the venue is 5 harbor way" is the address "5 harbor way", "my address is …" and
    "registration is KP19 XLM" (no determiner) too.
    ``names``: the slot's name and label in words, and each of their words ("venue",
    "venue address", "address"); the determiners are the lexicon's ``slot_name_leads``,
    the words of being its ``value_links``. Needs a space between them, as English has."""
    lead = grammar(lex, _slot_name_leads)[lex.language]
    links = lex["value_links"].phrases
    if not lead or not links or not names:
        return text
    named = "|".join(re.escape(n) for n in sorted(set(names), key=len, reverse=True) if n)
    link = "|".join(re.escape(p) for p in sorted(links, key=len, reverse=True))
    m = re.match(rf"\s*(?:(?:{lead})\s+)?(?:{named})\s*(?:{link})\s+(?=\S)", text, re.IGNORECASE)
    return text[m.end() :] if m is not None else text


@lexicon_grammar
def _slot_name_leads(w: ListWords) -> dict[str, str]:
    """Per language, the ``slot_name_leads`` as one alternation in file order (empty:
    none), built once per lexicon, not on every free-text answer."""
    return {
        lang: "|".join(re.escape(x) for x in w.words("slot_name_leads", (lang,)))
        for lang in LANGUAGES
    }
