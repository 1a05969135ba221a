"""A try at a phone number answered to the phone's own question (A_TRY_AT_A_PHONE_TAKEN_FOR_TALK).

"12345" and "123456" to "What number can the inspector call?" / "联系电话多少？" were read as
talk and the question asked again without a word why. The whole answer typed as a phone is
(three digits or more and the marks that part a number's groups, nothing else) is a try at it:
given to the slot as typed, it is refused for its form ("Sorry, that is not a valid phone
number."), since a phone is held in E.164 or not at all (``limits.broken_limit``). Only to the
phone's own question: "12345" said to a licence plate's is a try at the plate.
"""

from __future__ import annotations

import re

from ..commands import Command, SetSlot
from ..spec import SlotSpec, SlotType
from .utterance import Turn

#: a try at a phone number: three digits or more (SHORT_TRY_AT_A_PHONE_ASKED_AGAIN_WITHOUT_A_
#: REASON: "123", "5555" were read as talk too), typed with the marks that part a number's
#: groups, nothing else
_TRIED_PHONE = re.compile(r"\+?(?:[\d\s().-]*\d){3,}")


def tried_phone(t: Turn, spec: SlotSpec) -> list[Command]:
    """The whole message as the phone slot ``spec``'s value, when it is a try at one."""
    said = t.scan.strip()
    if spec.type != SlotType.PHONE or not _TRIED_PHONE.fullmatch(said):
        return []
    return [SetSlot(slot=spec.name, value=said, raw_text=said)]
