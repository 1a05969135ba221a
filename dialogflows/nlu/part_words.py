"""The lexicon's words around a part of a free-text value added or changed ("地址后面加上3单
元", "add apartment 3 to the address", "88号改成99号吧", "不对，是2号"), and the words that
say where one is before an address ("我在…", "车在…"): read by ``text_parts.py`` and
``addresses.py``."""

from __future__ import annotations

import re

from .grammar_words import ListWords, lexicon_grammar


@lexicon_grammar
class PartWords:
    """The words around a part of a free-text value added or changed, per lexicon."""

    def __init__(self, w: ListWords) -> None:
        #: "地址后面加上3单元", "后面再加上3楼": more said for the end of a free-text value
        self.added_zh = re.compile(
            rf"^(?P<label>[^\d\s，,]{{0,6}}?)(?P<end>{w.zh_alt('part_add_ends')})?"
            rf"(?:{w.zh_alt('part_add_again')})?"
            rf"(?:{w.zh_alt('part_add_verbs')})(?:{w.zh_alt('part_add_softeners')})?"
            r"[:：,，\s]*(?P<rest>[^,.;!?，。；！？\n]{1,30})$"
        )
        #: "add apartment 3 to the address", "append 'ring twice' to the note": the
        #: ``part_add_*`` words around what is added and the value's name
        soft = w.en_alt("part_add_softeners")
        self.added_en = re.compile(
            rf"^(?:(?:{soft})\s+)?(?:{w.en_alt('part_add_verbs')})\s+(?P<rest>.{{1,40}}?)\s+"
            rf"(?:{w.en_alt('part_add_ends')})\s+"
            rf"(?:{w.en_alt('part_add_determiners')})\s+(?P<label>[a-z ]{{2,20}}?)"
            rf"(?:\s+(?:{soft}))?$",
            re.IGNORECASE,
        )
        #: "我在…", "车在…": what says where one is, before an address (``address_leads``)
        self.where_lead = re.compile(rf"^\s*(?:{w.zh_alt('address_leads')})")
        #: what is stripped off the new part of a free-text value ("88号改成99号吧")
        self.part_edges = " 。.！!" + w.text("part_edge_particles")
        #: "(不对，)是2号", "改成3单元": a number and the unit of an address it counts
        #: (``AddressWords.number_part``); what may stand around it: a no, a "it is", a
        #: change word, a polite end
        self.around_number = re.compile(
            rf"^(?:{w.zh_alt('part_fix_leads')}|[,，。.\s])*(?:{w.zh_alt('part_fix_verbs')})?\s*$"
            rf"|^(?:{w.zh_alt('part_fix_tails')}|[,，。.!！\s])*$"
        )
