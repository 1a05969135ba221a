"""The words of an address and whether a text is one beyond doubt: the grammar every reader
of addresses shares (``addresses.py``, ``route.py``, a free-text answer's ``text_answer.py``),
kept apart from the readers so that reading one answer needs no reader of whole messages
(``addresses.py`` imports the knowledge of a domain, which imports the value parsers)."""

from __future__ import annotations

import re

from .lexicon import Lexicon, has_cjk, normalize
from .value_words import Words


class AddressWords:
    """The words of an address (``address_words``, ``address_street_words``,
    ``address_number_units``), compiled once per ``Words``: an author's included."""

    def __init__(self, w: Words) -> None:
        en, zh = w.en, w.zh
        streets_en, streets_zh = en.alt("address_street_words"), zh.alt("address_street_words")
        units = zh.alt("address_number_units")
        numbered = zh.alt("address_numeral_units")
        numeral = rf"[{zh.chars('numeral_digits', 'numeral_units')}]+"
        # a number of an address with its unit, in digits ("3号楼", "5区") or a Chinese
        # numeral ("二区", "七栋"): "改成…龙跃苑二区5号楼" said 二 of 二区, no hour or width
        # LETTERED_BUILDING_OF_AN_ADDRESS_TAKEN_AS_A_NOTE: a building or a block named by a
        # latin letter ("A座", "B栋", "C区"), a letter standing alone before the unit
        lettered = rf"(?<![A-Za-z])[A-Za-z](?:{numbered})"
        part = rf"\d+(?:{units}|{numbered})|{numeral}(?:{numbered})|{lettered}"
        #: what an address has that a note ("到了打电话") does not: a number, a latin
        #: letter, or a word for a road, a building or a part of one
        self.addressy = re.compile(rf"\d|[A-Za-z]|{zh.alt('address_words')}")
        #: a word of an English street ("lane", "road"), as a word of its own
        self.street_en = re.compile(rf"\b(?:{streets_en})\b", re.IGNORECASE)
        #: a word of a Chinese address ("路", "号楼", "小区"): a clause with one is a part
        self.addressy_zh = re.compile(zh.alt("address_words"))
        #: a Chinese address without a number that still leaves no doubt: an area's name
        #: and its word (``address_area_words``: "朝阳区", "昌平县"), then a street's name
        #: ending in a street word ("朝阳区大望路", "浦东新区世纪大道")
        areas = zh.alt("address_area_words")
        self.area_street = (
            re.compile(rf"[\u4e00-\u9fff]{{1,6}}(?:{areas})[\u4e00-\u9fff]{{1,10}}(?:{streets_zh})")
            if zh.words("address_area_words")
            else None
        )
        #: AREA_PLACE_AND_ONE_NUMBER_TAKEN_AS_A_NOTE: an area's name and word, then the name
        #: of a place in it and one numbered part ("东城区和平里5号", "西城区白纸坊12号"): the
        #: area leaves no doubt where "和平里5号" alone (5号 a day as much as a door) does
        self.area_numbered = (
            re.compile(
                rf"[\u4e00-\u9fff]{{1,6}}(?:{areas})[\u4e00-\u9fff]{{1,10}}\d+(?:{units})"
                r"(?:\d+\S*)?"
            )
            if zh.words("address_area_words")
            else None
        )
        #: ROADSIDE_PLACE_BY_A_LANDMARK_TAKEN_AS_A_NOTE: where a car stands on the road, a
        #: landmark's name and word (``address_landmarks``: "孙河出口", "望京桥"), a direction
        #: at most (``address_directions``), a distance in digits and its unit
        #: (``address_distance_units``), a few characters after it ("辅路上")
        marks = zh.words("address_landmarks")
        dist = zh.words("address_distance_units")
        self.landmark = (
            re.compile(
                rf"[\u4e00-\u9fffA-Za-z0-9]{{1,12}}?(?:{zh.alt('address_landmarks')})"
                rf"(?:{zh.alt('address_directions')})?\d+(?:{zh.alt('address_distance_units')})"
                r"[\u4e00-\u9fff]{0,4}"
            )
            if marks and dist and zh.words("address_directions")
            else None
        )
        #: a whole message that is an address beyond doubt: a number and a word of an address
        self.an_address = re.compile(
            rf"^[^,，。!！?？]*(?:\d[^,，。!！?？]*(?:{units})"
            rf"|(?:{streets_zh})[^,，。!！?？]*\d"
            rf"|{numeral}(?:{numbered})[^,，。!！?？]*?(?:\d|{numeral}(?:{numbered}))"
            rf"|{lettered}[^,，。!！?？]*?\d)"
            rf"[^,，。!！?？]*$"
            rf"|^\s*\d+[a-z]?\s+[\w .'-]+\b(?:{streets_en})\b",
            re.IGNORECASE,
        )
        # a house number, at most three words and a word of a street ("22 birch road"); the
        # number starts a word, never the digits of a code ("T-4821 to 88 harbor rd")
        street = rf"(?<![\w-])\d+[a-z]?\s+(?:[\w'-]+\s+){{0,3}}?(?:{streets_en})\b"
        #: an address beyond doubt inside a message: "22 birch road", "建国路88号", "3号楼",
        #: "二区"
        self.address_in = re.compile(
            rf"{street}|(?:{streets_zh})\d+|{part}",
            re.IGNORECASE,
        )
        #: a numbered part of a building with its room number glued after it, digits with
        #: no unit ("2号楼1103", "5栋302"): a unit of ``address_numeral_units`` is never a
        #: day of the month, as "3号" may be, and the room makes it a second part
        self.room_after = re.compile(rf"(?:\d+(?:{numbered})|{lettered})\d{{2,5}}(?![\d.:：])")
        #: the units of an address's numbers ("号楼", "单元", "室"), as an alternation
        self.units = units
        #: a number of an address with its unit: "3号", "2单元"
        self.number_part = re.compile(rf"(\d+)\s*({units})")
        #: an English address said inside a message: the street (above), and the numbered
        #: parts after it ("17 mill lane, flat 2") and the unit said after the street
        #: without a comma ("88 maple ave apt 4b")
        self.address_said = re.compile(
            rf"{street}"
            # (", apt 4b"; not the first half of a postcode, ", flitwick mk45 1aa")
            r"(?:\s*,\s*(?:[a-z#.]+\s*){1,2}\d+[a-z]?\b(?!\s*\d[a-z]{2}\b)"
            rf"|\s+(?:(?:{en.alt('address_unit_words')})\.?\s*#?|#\s*)\d+[a-z]?\b)*",
            re.IGNORECASE,
        )
        #: a unit said before the street, then a comma: "flat 2, " of "flat 2, 10 park ave"
        self.unit_before = re.compile(
            rf"(?<![\w#])(?:(?:{en.alt('address_unit_words')})\.?\s*#?|#\s*)\d+[a-z]?\s*,?\s*$",
            re.IGNORECASE,
        )


def beyond_doubt(words: AddressWords, text: str) -> bool:
    """``text`` is an address as a whole: a number and a word of an address, and in Chinese
    a word of a road or an estate with it, or two numbered parts ("15号楼1单元", or a
    building's and its room's, "2号楼1103"): "3号" alone is a day of the month as much as
    a door; or, in Chinese, an area's name and word and a street after it, no number
    ("朝阳区大望路"), or a place's name and one numbered part ("东城区和平里5号"), as people
    name where they live."""
    if words.area_street is not None and words.area_street.fullmatch(text):
        return True
    if words.area_numbered is not None and words.area_numbered.fullmatch(text):
        return True
    if words.landmark is not None and words.landmark.fullmatch(text):
        return True
    if not words.an_address.match(text):
        return False
    if not has_cjk(text):
        return True
    parts = words.address_in.findall(text)
    return (
        len(parts) >= 2
        or any(not p[:1].isdigit() for p in parts)
        or words.room_after.search(text) is not None
    )


def unrefused(lex: Lexicon, said: str) -> str:
    """``said`` up to a part after a comma that refuses ("88 maple ave apt 4b, not 3b",
    "from 16 elm grove, not 14"): the refused part is what the address was, not more of it
    (ADDRESS_RUNS_INTO_THE_REFUSED_ONE, read by a pattern's capture too)."""
    parts = said.split(",")
    for i, part in enumerate(parts[1:], start=1):
        n = normalize(part)
        if lex["negation"].prefix(n) is not None or lex["deny"].prefix(n) is not None:
            return ",".join(parts[:i])
    return said


def no_place(words: AddressWords, lex: Lexicon, value: str) -> bool:
    """``value``, read for a slot that holds an address, opens with a no ("no thats
    everything", "no its inside", "没有 就这些") and holds no number and no word
    of a street or an address: what the user said answers something else, as when an
    optional question was expected (AN_ADDRESS_THAT_NAMES_NO_PLACE). An address said after
    a no ("no, 21 rowan close") still has its number and street."""
    said = normalize(value)
    # a no only: a yes may open a place's name ("ok corral farm")
    if lex["deny"].prefix(said) is None or any(ch.isdigit() for ch in said):
        return False
    if has_cjk(said):
        return words.addressy_zh.search(said) is None
    return words.street_en.search(said) is None
